//! Incremental builds: a rebuild keeps every file whose bytes did not change
//! (same inode, same mtime), writes only the others, and ends byte for byte
//! where a clean build ends; a build with nothing changed writes nothing.

use super::harness::{tree, Project, BIN, BUNDLED};
use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];

/// Every file under `dir` with its (inode, mtime in ns).
fn stamps(dir: &Path) -> BTreeMap<String, (u64, i64)> {
    let mut out = BTreeMap::new();
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, (u64, i64)>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            let m = p.symlink_metadata().unwrap();
            if m.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p.strip_prefix(base).unwrap().to_string_lossy().to_string();
                out.insert(rel, (m.ino(), m.mtime() * 1_000_000_000 + m.mtime_nsec()));
            }
        }
    }
    walk(dir, dir, &mut out);
    out
}

/// Files present before and after whose inode or mtime changed.
fn rewritten(before: &BTreeMap<String, (u64, i64)>, after: &BTreeMap<String, (u64, i64)>) -> Vec<String> {
    after
        .iter()
        .filter(|(k, v)| before.get(*k).is_some_and(|b| b != *v))
        .map(|(k, _)| k.clone())
        .collect()
}

/// Every file of the site in `dir` but the marker, which holds the state
/// of the build that made it (its digest of the files' stats differs from
/// one tree to another).
pub fn site(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut t = tree(dir);
    assert!(
        t.remove(".pixreport-output").is_some(),
        "{} has no marker",
        dir.display()
    );
    t
}

/// The names in folder `dir`, sorted.
pub fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = (std::fs::read_dir(dir).unwrap())
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    v.sort();
    v
}

/// Changes one measured value of one CSV (same shape, other bytes).
fn change_one_value(p: &Project) {
    p.edit("small-vm-measured/results/seq-1m.csv", |s| {
        s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)
    });
}

#[test]
fn a_rebuild_without_changes_writes_nothing() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let before = stamps(&p.out());
    let root = p.out().metadata().unwrap().ino();
    let o = p.build(&["--lang", "all"]);
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        said.contains(": unchanged since the last build, nothing rendered"),
        "{said}"
    );
    assert_eq!(stamps(&p.out()), before, "no file rewritten");
    assert_eq!(p.out().metadata().unwrap().ino(), root, "the folder was not swapped");
    // Same inputs, but a file of the output was deleted by hand: the build
    // does not trust its saved state and puts the file back.
    std::fs::remove_file(p.out().join("en/small-vm-measured/index.md")).unwrap();
    let o = p.build(&["--lang", "all"]);
    assert!(!String::from_utf8_lossy(&o.stdout).contains("unchanged"));
    assert!(p.out().join("en/small-vm-measured/index.md").is_file());
    let mut again = stamps(&p.out());
    again.remove(".pixreport-output");
    assert_eq!(
        rewritten(&before, &again),
        ["en/small-vm-measured/index.md"],
        "only the deleted file was written"
    );
    assert_eq!(before.len(), again.len() + 1);
    assert_eq!(names(p.dir.path()), ["data", "output"], "nothing beside the output");
}

#[test]
fn a_file_tampered_with_in_the_output_is_replaced_by_a_full_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let clean = site(&p.out());
    let page = p.out().join("en/nss8-ha-metadata/index.html");
    let m = page.metadata().unwrap();
    // Same size, same mtime: only the inode's ctime moved.
    let bytes = std::fs::read(&page).unwrap();
    let tampered: Vec<u8> = bytes.iter().map(|b| if *b == b'<' { b'[' } else { *b }).collect();
    std::fs::write(&page, &tampered).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&page)
        .unwrap()
        .set_modified(m.modified().unwrap())
        .unwrap();
    // A project-wide change: every report is rendered again.
    p.edit("pixreport.toml", |s| s + "# edited\n");
    p.build(&["--lang", "all"]);
    assert_eq!(
        std::fs::read(&page).unwrap(),
        bytes,
        "republished as the build makes it"
    );
    assert_ne!(page.metadata().unwrap().ino(), m.ino());
    assert_eq!(site(&p.out()).len(), clean.len());
}

#[test]
fn one_changed_csv_rewrites_only_the_files_that_differ_and_matches_a_clean_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let old_bytes = site(&p.out());
    let old = stamps(&p.out());
    change_one_value(&p);
    p.build(&["--lang", "all"]);
    let new_bytes = site(&p.out());
    let mut new = stamps(&p.out());
    new.remove(".pixreport-output");
    let differ: Vec<String> = new_bytes
        .iter()
        .filter(|(k, v)| old_bytes.get(*k) != Some(*v))
        .map(|(k, _)| k.clone())
        .collect();
    assert!(!differ.is_empty() && differ.len() < new_bytes.len() / 2, "{differ:?}");
    assert!(differ.iter().all(|f| f.contains("small-vm-measured")), "{differ:?}");
    assert_eq!(rewritten(&old, &new), differ, "rewritten = changed bytes, no more");
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(
        site(&p.dir.path().join("clean")),
        new_bytes,
        "incremental and clean builds differ"
    );
}

#[test]
fn building_one_report_keeps_the_others_files_as_they_are() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let before = stamps(&p.out());
    change_one_value(&p);
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let after = stamps(&p.out());
    assert!(
        rewritten(&before, &after)
            .iter()
            .any(|k| k.contains("small-vm-measured/")),
        "the changed report was written"
    );
    assert_eq!(before.keys().collect::<Vec<_>>(), after.keys().collect::<Vec<_>>());
    for (k, v) in &after {
        if k.contains("nss8-ha-metadata/") || k.contains("nss8-ha-metadata.json") {
            assert_eq!(before.get(k), Some(v), "{k} was rewritten");
        }
    }
}

/// `--report X` when only X changed ends where a clean full build ends:
/// the index pages list every report with its headline (the others from
/// the state the last build kept in the output) and X's pages link to
/// their neighbours.
#[test]
fn one_changed_report_built_alone_equals_a_clean_full_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    change_one_value(&p);
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
    let index = p.read("index.html");
    assert!(
        index.contains("nss8-ha-metadata/index.html") && index.contains("88,579"),
        "{index}"
    );
}

/// Without the state a full build keeps in the output, `--report X` cannot
/// list the other reports: it refuses, says what to do, and leaves the
/// output as it was.
#[test]
fn one_report_without_a_saved_state_is_refused_clearly() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    std::fs::write(p.out().join(".pixreport-output"), "{}").unwrap();
    let before = tree(&p.out());
    let o = p.run(&["build", "--lang", "all", "--report", "small-vm-measured"]);
    let e = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains("run a full `pixreport build` first"), "{e}");
    assert!(e.contains("/nss8-ha-metadata`"), "names a document it cannot list: {e}");
    assert_eq!(tree(&p.out()), before);
    assert_eq!(names(p.dir.path()), ["data", "output"]);
    // Into an output without other reports there is nothing to list.
    p.build(&["--lang", "all", "--report", "small-vm-measured", "--out", "alone"]);
    assert!(p.dir.path().join("alone/en/small-vm-measured/index.html").is_file());
}

/// With one language's folder of a report removed from the output by
/// hand, `--report X` lists the documents that are there.
#[test]
fn a_report_folder_removed_by_hand_is_not_listed() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    std::fs::remove_dir_all(p.out().join("it/nss8-ha-metadata")).unwrap();
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let once = site(&p.out());
    assert!(!once.keys().any(|k| k.starts_with("it/nss8-ha-metadata/")));
    for page in ["index.html", "en/index.html", "it/index.html"] {
        let html = String::from_utf8_lossy(&once[page]).to_string();
        assert!(html.contains("it/small-vm-measured/index.html"), "{page}");
        assert!(html.contains("en/nss8-ha-metadata/index.html"), "{page}");
        assert!(!html.contains("it/nss8-ha-metadata/index.html"), "{page}");
    }
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert_eq!(site(&p.out()), once);
}

/// Other reports' pages link to X by its title (previous/next): when X's
/// title changes, `--report X` says those pages are stale, and a full
/// build renames X in them.
#[test]
fn a_renamed_report_is_a_warning_and_a_full_build_renames_it_everywhere() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed: IOR and fio", 1)
    });
    let o = p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("warning: en (small-vm-measured): its title is new to this output")
            && e.contains("a full `pixreport build` updates them"),
        "{e}"
    );
    assert!(
        !e.contains("warning: it (small-vm-measured)"),
        "only English changed: {e}"
    );
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("built 4 documents"),
        "{o:?}"
    );
    assert!(p.read("en/index.html").contains("Renamed: IOR and fio"));
    assert!(!p
        .read("en/nss8-ha-metadata/index.html")
        .contains("Renamed: IOR and fio"));
    p.build(&["--lang", "all"]);
    assert!(p
        .read("en/nss8-ha-metadata/index.html")
        .contains("Renamed: IOR and fio"));
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
}

/// When another report Y changed on disk but only X was asked for, Y's
/// pages stay as they were and the index pages list Y as it was last
/// built; `--report X` never reads Y. The next full build catches up.
#[test]
fn another_changed_report_is_listed_as_it_was_last_built() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let before = site(&p.out());
    p.edit("nss8-ha-metadata/results/mdtest.csv", |s| {
        s.replacen("512,88579,", "512,88990,", 1)
    });
    // Y's inputs unreadable: X alone is read.
    let y = p.data().join("nss8-ha-metadata/report.toml");
    let text = std::fs::read(&y).unwrap();
    std::fs::write(&y, "not toml [").unwrap();
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    std::fs::write(&y, text).unwrap();
    let after = site(&p.out());
    for (k, v) in &after {
        if k.contains("nss8-ha-metadata") {
            assert_eq!(before.get(k), Some(v), "{k} changed");
        }
    }
    assert!(p.read("en/index.html").contains("88,579") && !p.read("en/index.html").contains("88,990"));
    p.build(&["--lang", "all"]);
    assert!(p.read("en/index.html").contains("88,990"), "a full build lists Y anew");
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
}

fn said(o: &std::process::Output) -> (String, String) {
    let text = |b: &[u8]| String::from_utf8_lossy(b).to_string();
    (text(&o.stdout), text(&o.stderr))
}

/// What a whole build renders after one report's CSV changed: that report
/// alone, with the files, summary and warnings of a clean build, a warning
/// of a report it did not render included. A change to a report that
/// another compares against renders them all.
#[test]
fn one_changed_csv_renders_its_report_alone_and_ends_where_a_clean_build_ends() {
    let p = Project::bundled(&BUNDLED);
    // A warning of a report that will not change.
    std::fs::remove_file(p.data().join("nss8-ha-metadata/text/it/testbed.md")).unwrap();
    let warned = "warning: nss8-ha-metadata: text/it/testbed.md is missing; the English text is used";
    assert!(said(&p.build(&["--lang", "all"])).1.contains(warned));
    let before = stamps(&p.out());
    change_one_value(&p);
    let (out, err) = said(&p.build(&["--lang", "all"]));
    assert!(
        out.ends_with(": 1 of 6 reports rendered, the others unchanged since the last build\n"),
        "{out}"
    );
    for (k, v) in stamps(&p.out()).iter().filter(|(k, _)| k.contains("nss8-ha-metadata/")) {
        assert_eq!(before.get(k), Some(v), "{k} was rewritten");
    }
    let (clean_out, clean_err) = said(&p.build(&["--lang", "all", "--out", "clean"]));
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
    assert_eq!(err, clean_err, "the warnings of a clean build");
    assert!(err.contains(warned), "{err}");
    let summary = |s: &str| s.split(" into ").next().unwrap().to_string();
    assert_eq!(summary(&out), summary(&clean_out), "the counts of the whole site");
    let (out, again) = said(&p.build(&["--lang", "all"]));
    assert!(out.contains(": unchanged since the last build"), "{out}");
    assert_eq!(again, clean_err, "and of the build skipped after it");
    // pixstor-capacity-expansion compares against pixstor-2019.
    p.edit("pixstor-2019/results/seq-n-n.csv", |s| {
        s.replacen("1,2.86,", "1,2.87,", 1)
    });
    let (out, _) = said(&p.build(&["--lang", "all"]));
    assert!(out.starts_with("built 24 documents") && !out.contains(" of "), "{out}");
}

/// A change outside the report folders (a locale, a template, the
/// project's settings) renders every report, and so does any change in a
/// project that holds a symbolic link.
#[test]
fn a_project_wide_change_renders_every_report() {
    let p = Project::bundled(&REPORTS);
    let ftl = p.data().join("locales/en/ours.ftl");
    std::fs::create_dir_all(ftl.parent().unwrap()).unwrap();
    std::fs::write(&ftl, "section-summary = Headline numbers\n").unwrap();
    p.build(&["--lang", "en"]);
    let whole = |p: &Project| {
        let (out, _) = said(&p.build(&["--lang", "en"]));
        assert!(
            out.starts_with("built 2 documents") && !out.contains(" of ") && !out.contains("unchanged"),
            "{out}"
        );
    };
    std::fs::write(&ftl, "section-summary = Numbers first\n").unwrap();
    whole(&p);
    assert!(p.read("en/nss8-ha-metadata/index.md").contains("## Numbers first"));
    std::fs::create_dir_all(p.data().join("templates")).unwrap();
    std::fs::write(p.data().join("templates/style.css"), "body { color: rebeccapurple; }").unwrap();
    whole(&p);
    assert!(p.read("en/small-vm-measured/index.html").contains("rebeccapurple"));
    p.edit("pixreport.toml", |s| s + "# edited\n");
    whole(&p);
    // A link: one report's folder may hold another's file.
    let link = p.data().join("nss8-ha-metadata/seq-1m.csv");
    std::os::unix::fs::symlink("../small-vm-measured/results/seq-1m.csv", &link).unwrap();
    whole(&p);
    change_one_value(&p);
    whole(&p);
    p.build(&["--lang", "en", "--out", "clean"]);
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
}

/// A report's title shows in the previous/next links of the reports beside
/// it: a new title renders those too, without the warning of `--report`.
/// A report removed renders every report.
#[test]
fn a_new_title_renders_the_reports_beside_it() {
    // Listed order: nss8-ha-metadata, pixstor-nvme, small-vm-measured, vm-latency-sweep.
    let p = Project::bundled(&[
        "nss8-ha-metadata",
        "pixstor-nvme",
        "small-vm-measured",
        "vm-latency-sweep",
    ]);
    p.build(&["--lang", "en"]);
    let before = stamps(&p.out());
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed: IOR and fio", 1)
    });
    let (out, err) = said(&p.build(&["--lang", "en"]));
    assert!(out.contains(": 3 of 4 reports rendered"), "{out}");
    assert!(!err.contains("its title is new"), "{err}");
    for r in ["pixstor-nvme", "vm-latency-sweep"] {
        assert!(
            p.read(&format!("en/{r}/index.html")).contains("Renamed: IOR and fio"),
            "{r}"
        );
    }
    for (k, v) in stamps(&p.out()).iter().filter(|(k, _)| k.contains("nss8-ha-metadata/")) {
        assert_eq!(before.get(k), Some(v), "{k} was rewritten");
    }
    p.build(&["--lang", "en", "--out", "clean"]);
    assert_eq!(site(&p.out()), site(&p.dir.path().join("clean")));
    p.edit("pixreport.toml", |s| s.replace(", \"vm-latency-sweep\"", ""));
    std::fs::remove_dir_all(p.data().join("vm-latency-sweep")).unwrap();
    let (out, _) = said(&p.build(&["--lang", "en"]));
    assert!(out.starts_with("built 3 documents") && !out.contains(" of "), "{out}");
}

/// A usage error is told by clap, before anything runs: exit 64.
#[test]
fn an_unknown_language_is_a_usage_error() {
    let p = Project::bundled(&["small-vm-measured"]);
    let o = std::process::Command::new(BIN)
        .current_dir(p.dir.path())
        .args(["build", "--lang", "xx"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(64), "{o:?}");
    assert!(String::from_utf8_lossy(&o.stderr).contains("--lang"), "{o:?}");
    assert!(!p.out().exists());
}

/// A `--png` build is skipped like any other when nothing changed, and its
/// key covers the fonts the figures are drawn with: a font installed,
/// updated or removed (in a home folder of the test's own, which fontconfig
/// and the rasteriser both search) makes the next build render again, and
/// a build without `--png` is not taken for it.
#[test]
fn a_png_build_is_skipped_until_a_font_changes() {
    use std::process::Command;
    let p = Project::bundled(&["small-vm-measured"]);
    let home = tempfile::tempdir().unwrap();
    let build = |png: bool| -> bool {
        let mut args = vec!["build", "--lang", "en"];
        if png {
            args.push("--png");
        }
        let o = Command::new(super::harness::BIN)
            .current_dir(p.dir.path())
            .env("HOME", home.path())
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
            .env_remove("FONTCONFIG_FILE")
            .args(&args)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).contains("unchanged since the last build")
    };
    assert!(!build(true), "the first build renders");
    let first = stamps(&p.out());
    assert!(first.keys().any(|k| k.ends_with(".png")), "{first:?}");
    assert!(build(true), "nothing changed: skipped");
    assert_eq!(stamps(&p.out()), first, "a skipped build rewrites nothing");

    // A font installed where both the fontconfig folders and the fallback
    // list look (`~/.fonts`, `~/.local/share/fonts`).
    let font = std::fs::read(super::harness::repo().join("assets/fonts/DejaVuSans.ttf")).unwrap();
    let dirs = [home.path().join(".fonts"), home.path().join(".local/share/fonts")];
    for d in &dirs {
        std::fs::create_dir_all(d).unwrap();
        std::fs::write(d.join("extra.ttf"), &font).unwrap();
    }
    assert!(!build(true), "a font was installed: rendered again");
    assert!(build(true), "and skipped after that");
    // The same font file, updated (a new modification time).
    for d in &dirs {
        let f = std::fs::File::options().write(true).open(d.join("extra.ttf")).unwrap();
        f.set_modified(std::time::SystemTime::UNIX_EPOCH + std::time::Duration::from_secs(1_000_000))
            .unwrap();
    }
    assert!(!build(true), "a font was updated: rendered again");
    for d in &dirs {
        std::fs::remove_file(d.join("extra.ttf")).unwrap();
    }
    assert!(!build(true), "a font was removed: rendered again");
    assert!(build(true));
    assert!(!build(false), "a build without --png is another build");
    assert!(!p
        .out()
        .join("en/small-vm-measured/figures")
        .read_dir()
        .unwrap()
        .any(|e| { e.unwrap().path().extension().is_some_and(|x| x == "png") }));
}

/// `pixreport new` puts the output inside the project: the output is not
/// an input, so the second build of an unchanged project is skipped, and
/// the project ignores it in git; nor is the project's `.git` folder.
#[test]
fn an_output_inside_the_project_is_not_part_of_its_key() {
    let tmp = tempfile::tempdir().unwrap();
    let o = super::harness::pix(tmp.path(), &["new", "proj"]);
    assert!(o.status.success(), "{o:?}");
    let proj = tmp.path().join("proj");
    assert_eq!(std::fs::read_to_string(proj.join(".gitignore")).unwrap(), "output/\n");
    let said = |o: std::process::Output| {
        assert!(o.status.success(), "{o:?}");
        String::from_utf8_lossy(&o.stdout).contains("unchanged since the last build")
    };
    assert!(!said(super::harness::pix(&proj, &["build", "--lang", "en"])));
    assert!(said(super::harness::pix(&proj, &["build", "--lang", "en"])));
    // A commit between builds (the project is its repository) changes
    // nothing the build reads.
    std::fs::create_dir_all(proj.join(".git/refs")).unwrap();
    std::fs::write(proj.join(".git/refs/main"), "0123abcd\n").unwrap();
    assert!(said(super::harness::pix(&proj, &["build", "--lang", "en"])));
}

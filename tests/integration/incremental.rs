//! Incremental builds: a rebuild keeps every file whose bytes did not change
//! (same inode, same mtime), writes only the others, and ends byte for byte
//! where a clean build ends.

use super::harness::{copy_dir, tree, Project};
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

/// Changes one measured value of one CSV (same shape, other bytes).
fn change_one_value(p: &Project) {
    p.edit("small-vm-measured/results/seq-1m.csv", |s| {
        s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)
    });
}

#[test]
fn a_rebuild_without_changes_rewrites_nothing() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let before = stamps(&p.out());
    let root = p.out().metadata().unwrap().ino();
    p.build(&["--lang", "all"]);
    assert_eq!(stamps(&p.out()), before, "no file rewritten");
    assert_eq!(p.out().metadata().unwrap().ino(), root, "the folder was not swapped");
    // Same inputs, but a file of the output was deleted by hand: the build
    // does not trust its saved state and puts the file back.
    std::fs::remove_file(p.out().join("en/small-vm-measured/index.md")).unwrap();
    p.build(&["--lang", "all"]);
    assert!(p.out().join("en/small-vm-measured/index.md").is_file());
    let again = stamps(&p.out());
    assert_eq!(
        rewritten(&before, &again),
        ["en/small-vm-measured/index.md"],
        "only the deleted file was written"
    );
}

#[test]
fn one_changed_csv_rewrites_only_the_files_that_differ_and_matches_a_clean_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let old_bytes = tree(&p.out());
    let old = stamps(&p.out());
    change_one_value(&p);
    p.build(&["--lang", "all"]);
    let new_bytes = tree(&p.out());
    let new = stamps(&p.out());
    let differ: Vec<String> = new_bytes
        .iter()
        .filter(|(k, v)| old_bytes.get(*k) != Some(*v))
        .map(|(k, _)| k.clone())
        .collect();
    assert!(!differ.is_empty() && differ.len() < new_bytes.len() / 2, "{differ:?}");
    assert!(differ.iter().all(|f| f.contains("small-vm-measured")), "{differ:?}");
    assert_eq!(rewritten(&old, &new), differ, "rewritten = changed bytes, no more");
    // A clean build of the same inputs gives the same bytes.
    let clean = p.dir.path().join("clean");
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(tree(&clean), new_bytes, "incremental and clean builds differ");
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

/// `--report X` in a site whose other reports did not change ends where a
/// clean full build ends: the index pages list every report with its
/// headline and X's pages link to their neighbours, whether the other
/// reports' listing entries come from the saved state or, with no state,
/// from reading those reports again.
#[test]
fn one_report_in_an_unchanged_site_equals_a_clean_full_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all", "--out", "clean"]);
    let clean = tree(&p.dir.path().join("clean"));
    p.build(&["--lang", "all"]);
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert_eq!(tree(&p.out()), clean, "with saved listing entries");
    std::fs::remove_file(p.dir.path().join(".output.state")).unwrap();
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert_eq!(tree(&p.out()), clean, "without a saved state");
    let index = p.read("index.html");
    assert!(
        index.contains("nss8-ha-metadata/index.html") && index.contains("88,579"),
        "{index}"
    );
}

/// `--report X` whose listing entries did not change (a measured value
/// that moves no peak) keeps the pages that list every report as they
/// are, same inode and mtime, and still ends where a clean full build
/// ends; the project's settings are in what those pages are made of, so a
/// new site title makes the next `--report X` write them again.
#[test]
fn the_index_pages_are_kept_while_nothing_they_show_changed() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let listing_pages = ["index.html", "en/index.html", "vi/search.html", "sitemap.xml"];
    let before = stamps(&p.out());
    change_one_value(&p);
    let said = p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let kept = files_built(&said);
    let kept_pages = "the index, search and sitemap pages show nothing new and were kept as they were";
    assert!(
        String::from_utf8_lossy(&said.stdout).contains(kept_pages),
        "the summary says why fewer files"
    );
    let after = stamps(&p.out());
    for page in listing_pages {
        assert_eq!(before.get(page), after.get(page), "{page} was written again");
    }
    assert!(
        rewritten(&before, &after)
            .iter()
            .any(|k| k.starts_with("en/small-vm-measured/")),
        "the report itself was written"
    );
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(tree(&p.out()), tree(&p.dir.path().join("clean")));
    p.edit("pixreport.toml", |s| {
        let retitled = s.replacen("title = { en = \"", "title = { en = \"Retitled ", 1);
        assert_ne!(s, retitled, "the settings have an English title");
        retitled
    });
    let was = stamps(&p.out());
    let said = p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let made = files_built(&said);
    assert!(!String::from_utf8_lossy(&said.stdout).contains(kept_pages));
    assert!(
        p.read("index.html").contains("Retitled "),
        "the index pages were made again"
    );
    assert_ne!(was.get("index.html"), stamps(&p.out()).get("index.html"));
    // Kept pages are not rendered at all (not rendered and found unchanged).
    assert!(
        kept < made,
        "{kept} files built with the pages kept, {made} with them made"
    );
}

/// The file count of a build's summary line ("built … (…, N files) …").
fn files_built(o: &std::process::Output) -> usize {
    let out = String::from_utf8_lossy(&o.stdout);
    let (head, _) = out.split_once(" files)").unwrap_or_else(|| panic!("{out}"));
    head.rsplit(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{out}"))
}

/// The index pages are kept only while they are the files the saved state
/// recorded: an output put back from an older copy (other inodes, older
/// pages) gets them made again, as a clean full build makes them. (The
/// other report's page in that copy keeps its old link to X, as it did
/// before index pages were kept: it is listed as it was last built.)
#[test]
fn kept_index_pages_must_be_the_recorded_files() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let copy = p.dir.path().join("copy");
    copy_dir(&p.out(), &copy);
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed: IOR and fio", 1)
    });
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert!(p.read("en/index.html").contains("Renamed: IOR and fio"));
    std::fs::remove_dir_all(p.out()).unwrap();
    copy_dir(&copy, &p.out());
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert!(p.read("en/index.html").contains("Renamed: IOR and fio"));
    p.build(&["--lang", "all", "--out", "clean"]);
    let (out, clean) = (tree(&p.out()), tree(&p.dir.path().join("clean")));
    for page in ["index.html", "en/index.html", "it/index.html", "sitemap.xml"] {
        assert_eq!(out.get(page), clean.get(page), "{page}");
    }
}

/// The documents the output holds are guessed from the saved listing
/// entries and checked once rendered: with one language's folder of a
/// report removed from the output by hand, `--report X` lists the
/// documents that are there (the other languages of that report still,
/// not the removed one), and the next such build, which guesses from the
/// entries this one saved, ends the same.
#[test]
fn a_report_folder_removed_by_hand_is_not_listed() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    std::fs::remove_dir_all(p.out().join("it/nss8-ha-metadata")).unwrap();
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let once = tree(&p.out());
    assert!(!once.keys().any(|k| k.starts_with("it/nss8-ha-metadata/")));
    // Every index page links each report's documents in every language.
    for page in ["index.html", "en/index.html", "it/index.html"] {
        let html = String::from_utf8_lossy(&once[page]).to_string();
        assert!(html.contains("it/small-vm-measured/index.html"), "{page}");
        assert!(html.contains("en/nss8-ha-metadata/index.html"), "{page}");
        assert!(!html.contains("it/nss8-ha-metadata/index.html"), "{page}");
    }
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert_eq!(tree(&p.out()), once);
}

/// Other reports' pages link to X by its title (previous/next): when X's
/// title changes, `--report X` still ends equal to a clean full build; a
/// changed value renders X's documents only.
#[test]
fn a_renamed_report_is_renamed_in_its_neighbours_links() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed: IOR and fio", 1)
    });
    let o = p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(tree(&p.out()), tree(&p.dir.path().join("clean")));
    assert!(p
        .read("en/nss8-ha-metadata/index.html")
        .contains("Renamed: IOR and fio"));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("built 8 documents"),
        "{o:?}"
    );
    p.edit("small-vm-measured/results/seq-1m.csv", |s| {
        s.replacen("\n1,1,1641.025640487671,", "\n1,1,1700.5,", 1)
    });
    let o = p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("built 4 documents"),
        "{o:?}"
    );
    std::fs::remove_dir_all(p.dir.path().join("clean")).unwrap();
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(tree(&p.out()), tree(&p.dir.path().join("clean")));
}

/// The rule when another report Y changed on disk but only X was asked
/// for: Y's pages stay as they were and the index pages list Y from the
/// entry saved when Y was last built, so they describe the documents that
/// are in the output. The next full build catches up.
#[test]
fn another_changed_report_is_listed_as_it_was_last_built() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let before = tree(&p.out());
    p.edit("nss8-ha-metadata/results/mdtest.csv", |s| {
        s.replacen("512,88579,", "512,88990,", 1)
    });
    p.build(&["--lang", "all", "--report", "small-vm-measured"]);
    let after = tree(&p.out());
    for (k, v) in &after {
        if k.contains("nss8-ha-metadata") || k.ends_with("index.html") && !k.contains('/') {
            assert_eq!(before.get(k), Some(v), "{k} changed");
        }
    }
    assert!(p.read("en/index.html").contains("88,579") && !p.read("en/index.html").contains("88,990"));
    p.build(&["--lang", "all"]);
    assert!(p.read("en/index.html").contains("88,990"), "a full build lists Y anew");
    p.build(&["--lang", "all", "--out", "clean"]);
    assert_eq!(tree(&p.out()), tree(&p.dir.path().join("clean")));
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

//! Issue 45's tamper suite: links, edits and corruptions planted at every
//! path the writer touches (the marker, staging folders of a killed build,
//! files of the output between builds). After each, nothing outside
//! `--out` is created or changed (the parent folder is compared entry by
//! entry, links not followed), and the next build either ends at a clean
//! build's bytes or refuses with a message naming the path, leaving the
//! output as it was.

use super::harness::{bin, Project};
use super::incremental::{names, site};
use std::collections::BTreeMap;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];

/// Every entry under `dir` (links not followed, nothing opened but
/// regular files): a file's bytes, a link's target, a folder.
fn entries(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            let m = p.symlink_metadata().unwrap();
            let what = if m.is_symlink() {
                std::fs::read_link(&p).unwrap().into_os_string().into_encoded_bytes()
            } else if m.is_dir() {
                walk(&p, out);
                b"folder".to_vec()
            } else if m.is_file() {
                std::fs::read(&p).unwrap()
            } else {
                b"special".to_vec()
            };
            out.insert(p, what);
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, &mut out);
    out
}

/// [`entries`] outside the output and the staging folders beside it
/// (which a build cleans up; the tests check none is left).
fn outside(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let writers = |p: &Path| {
        p.file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with(".output"))
    };
    let mut all = entries(dir);
    all.retain(|p, _| !p.starts_with(dir.join("output")) && !p.ancestors().any(writers));
    all
}

struct Bench {
    p: Project,
    /// A folder beside the output with a file and a valid marker: what a
    /// planted link points at.
    victim: PathBuf,
}

impl Bench {
    /// The project built into `output` and, as the reference, `clean`.
    fn new(args: &[&str]) -> Bench {
        let p = Project::bundled(&REPORTS);
        p.build(args);
        let mut clean = args.to_vec();
        clean.extend(["--out", "clean"]);
        p.build(&clean);
        let victim = p.dir.path().join("victim");
        std::fs::create_dir(&victim).unwrap();
        std::fs::write(victim.join("file"), "mine").unwrap();
        std::fs::copy(p.out().join(".pixreport-output"), victim.join(".pixreport-output")).unwrap();
        Bench { p, victim }
    }

    /// `pixreport build ARGS`, checking that nothing outside the output
    /// changed (but for the staging folders the build cleans up).
    fn build(&self, args: &[&str]) -> Output {
        let dir = self.p.dir.path();
        let before = outside(dir);
        let o = Command::new(bin())
            .current_dir(dir)
            .arg("build")
            .args(args)
            .output()
            .unwrap();
        assert_eq!(outside(dir), before, "{args:?} wrote outside --out");
        o
    }

    /// A build that ends at the clean build's site.
    fn heals(&self, args: &[&str], what: &str) {
        let o = self.build(args);
        assert!(o.status.success(), "{what}: {}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(site(&self.p.out()), site(&self.p.dir.path().join("clean")), "{what}");
        assert_eq!(
            names(self.p.dir.path()),
            ["clean", "data", "output", "victim"],
            "{what}"
        );
    }

    /// A build refused with `message` naming `path`, the output left as it was.
    fn refused(&self, args: &[&str], path: &str, message: &str) {
        let before = entries(&self.p.out());
        let o = self.build(args);
        let e = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(1), "{path}: {e}");
        assert!(e.contains(path) && e.contains(message), "{path}: {e}");
        assert_eq!(
            entries(&self.p.out()),
            before,
            "{path}: a refused build changed the output"
        );
        assert_eq!(names(self.p.dir.path()), ["clean", "data", "output", "victim"]);
    }
}

const EN: [&str; 2] = ["--lang", "en"];
const ADDED: &str = "was added in the output since the last build, to a folder pixreport writes in";
const CHANGED: &str = "was changed in the output since the last build made it";

/// Files of the output edited, added or removed between builds: a
/// replaced script and a deleted one are written again, a page added to a
/// folder of pixreport's or an edited page the build does not make is
/// refused, never published; a folder of the user's (a search index) is
/// carried.
#[test]
fn files_changed_in_the_output_between_builds_are_never_published() {
    let b = Bench::new(&EN);
    let out = b.p.out();
    std::fs::write(out.join("assets/theme.js"), "alert(document.cookie)").unwrap();
    b.heals(&EN, "a replaced assets/theme.js");
    std::fs::remove_file(out.join("assets/search.js")).unwrap();
    b.heals(&EN, "a deleted assets/search.js");
    for page in ["en/injected.html", "assets/injected.js", "index.html.bak"] {
        std::fs::create_dir_all(out.join(page).parent().unwrap()).unwrap();
        std::fs::write(out.join(page), "<script>alert(1)</script>").unwrap();
        b.refused(&EN, page, ADDED);
        b.refused(&["--lang", "en", "--report", REPORTS[0]], page, ADDED);
        std::fs::remove_file(out.join(page)).unwrap();
        b.heals(&EN, "the added page removed");
    }
    let index = out.join("pagefind/pagefind.js");
    std::fs::create_dir(out.join("pagefind")).unwrap();
    for round in ["added", "changed"] {
        std::fs::write(&index, round).unwrap();
        let o = b.build(&EN);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(std::fs::read_to_string(&index).unwrap(), round);
    }
    std::fs::remove_dir_all(out.join("pagefind")).unwrap();
    // A page of a language this build does not make is carried: edited,
    // it is refused, until a build that makes it writes it again.
    b.p.build(&["--lang", "en,it"]);
    b.p.build(&["--lang", "en,it", "--out", "clean"]);
    std::fs::write(out.join("it/index.html"), "<p>edited</p>").unwrap();
    b.refused(&EN, "it/index.html", CHANGED);
    b.heals(&["--lang", "en,it"], "the edited Italian page built again");
}

/// The marker claims a build: taken from another output of the same
/// project (so the same key), from an older copy, or pointing elsewhere.
/// No claim skips a build over files that are not the ones it describes.
#[test]
fn a_forged_marker_does_not_skip_a_build_over_tampered_files() {
    let b = Bench::new(&EN);
    let (out, marker) = (b.p.out(), b.p.out().join(".pixreport-output"));
    // The clean output's marker: same key, another tree.
    std::fs::write(out.join("assets/theme.js"), "alert(1)").unwrap();
    std::fs::copy(b.p.dir.path().join("clean/.pixreport-output"), &marker).unwrap();
    b.heals(&EN, "the marker of another output");
    // The output copied with its times (a restored CI cache), then edited:
    // the copy's files are other inodes than the marker records.
    let copy = b.p.dir.path().join("copy");
    let cp = Command::new("cp")
        .args(["-a", "output", "copy"])
        .current_dir(b.p.dir.path())
        .status();
    assert!(cp.unwrap().success());
    std::fs::remove_dir_all(&out).unwrap();
    std::fs::rename(&copy, &out).unwrap();
    std::fs::write(out.join("assets/theme.js"), "alert(2)").unwrap();
    b.heals(&EN, "a copy with its times, edited");
    // Truncated, empty object, another format: no state, a whole build.
    let good = std::fs::read(&marker).unwrap();
    let old_format = b"{\"pixreport_output\":1,\"tree\":\"x\",\"build\":{}}";
    for bad in [&good[..good.len() / 2], b"{}", old_format] {
        std::fs::write(&marker, bad).unwrap();
        std::fs::write(out.join("assets/theme.js"), "alert(3)").unwrap();
        b.heals(&EN, &String::from_utf8_lossy(&bad[..bad.len().min(20)]));
    }
    // A link (to a valid marker outside), a FIFO, a folder: the output is
    // no longer recognised as pixreport's; refused, and nothing followed.
    std::fs::remove_file(&marker).unwrap();
    symlink(b.victim.join(".pixreport-output"), &marker).unwrap();
    b.refused(&EN, "output", "was not made by pixreport");
    std::fs::remove_file(&marker).unwrap();
    symlink("/dev/zero", &marker).unwrap();
    b.refused(&EN, "output", "was not made by pixreport");
    std::fs::remove_file(&marker).unwrap();
    rustix::fs::mkfifoat(
        rustix::fs::CWD,
        marker.as_path(),
        rustix::fs::Mode::from_raw_mode(0o644),
    )
    .unwrap();
    b.refused(&EN, "output", "was not made by pixreport");
    std::fs::remove_file(&marker).unwrap();
    std::fs::create_dir(&marker).unwrap();
    b.refused(&EN, "output", "was not made by pixreport");
}

/// What a killed build leaves beside the output, tampered with before the
/// next build: a staging folder with links and pages planted in it, an
/// "old" folder set aside with an added page while the output is missing.
/// Nothing is followed or published. (Links named like staging folders:
/// `hardening::links_planted_where_the_writer_works_are_never_followed`.)
#[test]
fn a_killed_builds_leftovers_tampered_with_are_never_published() {
    let b = Bench::new(&EN);
    let dir = b.p.dir.path();
    b.p.edit("small-vm-measured/results/seq-1m.csv", |s| {
        s.replacen("1,1,1641.025640487671,", "1,1,1700.5,", 1)
    });
    b.p.build(&["--lang", "en", "--out", "clean"]);
    let killed = Command::new(bin())
        .current_dir(dir)
        .args(["build", "--lang", "en"])
        .env("PIXREPORT_FAULT_AFTER", "8")
        .output()
        .unwrap();
    assert_eq!(std::os::unix::process::ExitStatusExt::signal(&killed.status), Some(6));
    let staging = (std::fs::read_dir(dir).unwrap())
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with(".output.new-"))
        .expect("the killed build's staging folder");
    symlink(&b.victim, staging.join("planted-folder")).unwrap();
    symlink(b.victim.join("file"), staging.join("index.html.link")).unwrap();
    std::fs::write(staging.join("planted.html"), "<script>alert(1)</script>").unwrap();
    b.heals(&EN, "a tampered staging folder");
    // The fallback's window: the output set aside, and a page added to it.
    std::fs::rename(b.p.out(), dir.join(".output.old-x")).unwrap();
    std::fs::write(dir.join(".output.old-x/en/planted.html"), "<b>planted</b>").unwrap();
    let o = b.build(&EN);
    let e = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains("en/planted.html") && e.contains(ADDED), "{e}");
    std::fs::remove_file(b.p.out().join("en/planted.html")).unwrap();
    b.heals(&EN, "the set-aside output put back, the planted page removed");
}

/// `--report X` builds X alone whatever state is missing: a marker
/// deleted, cut short, or made by another binary is a refusal that says
/// what to do, and the output stays as it was.
#[test]
fn a_report_build_without_its_state_is_refused_and_builds_nothing_else() {
    let b = Bench::new(&["--lang", "all"]);
    let marker = b.p.out().join(".pixreport-output");
    let good = std::fs::read_to_string(&marker).unwrap();
    let x = ["--lang", "all", "--report", REPORTS[0]];
    let other_binary = good.replacen("\"entries_key\":\"", "\"entries_key\":\"0", 1);
    assert_ne!(other_binary, good);
    for bytes in [&good.as_bytes()[..good.len() / 2], other_binary.as_bytes()] {
        std::fs::write(&marker, bytes).unwrap();
        b.refused(&x, "nss8-ha-metadata`", "run a full `pixreport build` first");
    }
    std::fs::remove_file(&marker).unwrap();
    b.refused(&x, "output", "was not made by pixreport");
}

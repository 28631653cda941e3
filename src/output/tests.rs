use super::*;
use std::os::unix::fs::{MetadataExt, PermissionsExt};

fn set(files: &[(&str, &str)], owned: &[&str]) -> OutputSet {
    let mut s = OutputSet::default();
    for (k, v) in files {
        s.add(*k, v.as_bytes().to_vec());
    }
    s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
    s
}

fn names(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = (std::fs::read_dir(dir).unwrap())
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    v.sort();
    v
}

fn write(out: &Path, s: &OutputSet, state: &str) -> Written {
    Output::lock(out, &[]).unwrap().write(s, &state).unwrap()
}

#[test]
fn replaces_owned_dirs_keeps_the_rest_and_leaves_nothing_beside() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let first = set(
        &[
            ("it/r/index.md", "a"),
            ("it/r/figures/x.svg", "x"),
            ("en/r/index.md", "e"),
        ],
        &["it/r"],
    );
    assert_eq!(write(&out, &first, "one").written, 3);
    let w = write(&out, &set(&[("it/r/index.md", "b")], &["it/r"]), "two");
    assert_eq!(w.written, 1);
    assert_eq!(std::fs::read_to_string(out.join("it/r/index.md")).unwrap(), "b");
    assert!(!out.join("it/r/figures").exists(), "stale figures removed");
    assert_eq!(std::fs::read_to_string(out.join("en/r/index.md")).unwrap(), "e");
    assert_eq!(names(tmp.path()), ["output"]);
    let o = Output::lock(&out, &[]).unwrap();
    assert_eq!(o.saved::<String>().as_deref(), Some("two"));
    assert!(o.intact());
}

#[test]
fn unchanged_files_keep_their_inode_and_a_tampered_one_is_replaced() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let s = set(&[("a.html", "A"), ("b.html", "B"), ("c/d.svg", "D")], &[]);
    write(&out, &s, "");
    let ino = |rel: &str| out.join(rel).metadata().unwrap().ino();
    let before = [ino("a.html"), ino("b.html"), ino("c/d.svg")];
    std::fs::write(out.join("b.html"), "tampered").unwrap();
    assert!(!Output::lock(&out, &[]).unwrap().intact());
    assert_eq!(write(&out, &s, "").written, 1);
    assert_eq!(std::fs::read_to_string(out.join("b.html")).unwrap(), "B");
    assert_eq!([ino("a.html"), ino("c/d.svg")], [before[0], before[2]]);
    assert_ne!(ino("b.html"), before[1]);
}

#[test]
fn refuses_foreign_folders_and_escaping_paths_leaving_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let mine = tmp.path().join("mine");
    std::fs::create_dir(&mine).unwrap();
    std::fs::write(mine.join("precious.txt"), "keep").unwrap();
    let e = Output::lock(&mine, &[]).err().unwrap().to_string();
    assert!(e.contains("not made by pixreport"), "{e}");
    let out = tmp.path().join("o");
    let e = write_atomically(&out, &set(&[("../evil", "x")], &[]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("leaves the output folder"), "{e}");
    assert_eq!(names(tmp.path()), ["mine"]);
    assert_eq!(names(&mine), ["precious.txt"]);
}

#[test]
fn a_fresh_output_with_only_a_readme_is_accepted_and_the_readme_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("README.md"), "generated").unwrap();
    write_atomically(&out, &set(&[("index.html", "x")], &[])).unwrap();
    assert_eq!(names(&out), [MARKER, "README.md", "index.html"]);
}

#[test]
fn a_corrupt_foreign_or_linked_marker_is_no_state() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(&out, &set(&[("a", "a")], &[]), "kept");
    let marker = out.join(MARKER);
    let good = std::fs::read(&marker).unwrap();
    let saved = || Output::lock(&out, &[]).unwrap().saved::<String>();
    for bad in [
        &b"{"[..],
        b"This folder is written by pixreport",
        b"{\"pixreport_output\":2}",
        b"[[[[",
    ] {
        std::fs::write(&marker, bad).unwrap();
        assert_eq!(saved(), None);
    }
    let elsewhere = tmp.path().join("state");
    std::fs::write(&elsewhere, &good).unwrap();
    std::fs::remove_file(&marker).unwrap();
    std::fs::write(&marker, &good).unwrap();
    assert_eq!(saved().as_deref(), Some("kept"));
    std::fs::remove_file(&marker).unwrap();
    std::os::unix::fs::symlink(&elsewhere, &marker).unwrap();
    assert_eq!(state::read(&marker), None, "a link is not followed");
}

#[test]
fn a_users_links_and_fifos_are_carried_and_never_followed() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(&out, &set(&[("en/r/index.html", "x")], &["en/r"]), "");
    let victim = tmp.path().join("victim");
    std::fs::write(&victim, "mine").unwrap();
    std::os::unix::fs::symlink(&victim, out.join("en/r/link")).unwrap();
    rustix::fs::mkfifoat(
        rustix::fs::CWD,
        out.join("pipe").as_path(),
        rustix::fs::Mode::from_raw_mode(0o640),
    )
    .unwrap();
    // A user's read-only folder is carried with its mode.
    let (notes, mode) = (out.join("notes"), |p: &Path| p.metadata().unwrap().mode() & 0o7777);
    std::fs::create_dir(&notes).unwrap();
    std::fs::write(notes.join("kept.txt"), "k").unwrap();
    std::fs::set_permissions(&notes, std::fs::Permissions::from_mode(0o555)).unwrap();
    write(&out, &set(&[("en/r/index.html", "y")], &["en/r"]), "");
    assert_eq!(std::fs::read_link(out.join("en/r/link")).unwrap(), victim);
    assert!(std::os::unix::fs::FileTypeExt::is_fifo(
        &out.join("pipe").symlink_metadata().unwrap().file_type()
    ));
    assert_eq!(mode(&notes), 0o555);
    // The marker's record of the tree, taken as it was staged, is a walk's.
    assert!(Output::lock(&out, &[]).unwrap().intact());
    std::fs::set_permissions(&notes, std::fs::Permissions::from_mode(0o755)).unwrap();
    // A link where the build writes a file is refused, and not written through.
    std::fs::remove_file(out.join("en/r/index.html")).unwrap();
    std::os::unix::fs::symlink(&victim, out.join("en/r/index.html")).unwrap();
    let e = Output::lock(&out, &[])
        .unwrap()
        .write(&set(&[("en/r/index.html", "z")], &["en/r"]), &());
    assert!(e.unwrap_err().to_string().contains("where this build writes"));
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "mine");
    assert_eq!(names(tmp.path()), ["output", "victim"]);
}

#[test]
fn a_users_file_with_a_name_that_is_not_utf8_is_refused_by_name_and_kept() {
    use std::os::unix::ffi::OsStrExt;
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(&out, &set(&[("en/r/index.html", "x")], &["en/r"]), "");
    std::fs::create_dir(out.join("mine")).unwrap();
    let odd = out.join("mine").join(std::ffi::OsStr::from_bytes(b"caf\xe9.txt"));
    std::fs::write(&odd, "mine").unwrap();
    let e = Output::lock(&out, &[])
        .unwrap()
        .write(&set(&[("en/r/index.html", "y")], &["en/r"]), &());
    let e = e.unwrap_err().to_string();
    assert!(e.contains(r#""caf\xE9.txt" is not UTF-8"#), "{e}");
    assert_eq!(std::fs::read_to_string(&odd).unwrap(), "mine");
    assert_eq!(std::fs::read_to_string(out.join("en/r/index.html")).unwrap(), "x");
    assert_eq!(names(tmp.path()), ["output"]);
}

#[test]
fn a_build_that_fails_while_staging_leaves_the_old_output_and_nothing_beside() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(&out, &set(&[("a.html", "A")], &[]), "old");
    let o = Output::lock(&out, &[]).unwrap();
    let mut staged = o.stage().unwrap();
    Sink::put(&mut staged, set(&[("a.html", "B"), ("b.html", "B")], &[])).unwrap();
    assert_eq!(names(tmp.path()).len(), 2, "the staging folder is beside the output");
    let e = Sink::put(&mut staged, set(&[("../c", "C")], &[])).unwrap_err();
    assert!(format!("{e:#}").contains("leaves the output folder"), "{e:#}");
    drop(staged);
    assert_eq!(names(tmp.path()), ["output"]);
    assert_eq!(std::fs::read_to_string(out.join("a.html")).unwrap(), "A");
    drop(o);
    let again = Output::lock(&out, &[]).unwrap();
    assert_eq!(again.saved::<String>().as_deref(), Some("old"));
}

/// A page added to, or edited in, the output after `intact` looked (while
/// a narrowed build renders) is refused by the write: never deleted with
/// the old tree, never republished.
#[test]
fn a_page_added_or_edited_after_intact_looked_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let s = set(&[("en/a.html", "a"), ("en/b.html", "b")], &[]);
    write(&out, &s, "");
    let o = Output::lock(&out, &[]).unwrap();
    assert!(o.intact());
    std::fs::write(out.join("en/added.html"), "x").unwrap();
    let e = o.write(&set(&[("en/a.html", "a")], &[]), &"").unwrap_err().to_string();
    assert!(e.contains("en/added.html"), "{e}");
    assert!(e.contains("was added"), "{e}");
    assert_eq!(std::fs::read_to_string(out.join("en/added.html")).unwrap(), "x");
    std::fs::remove_file(out.join("en/added.html")).unwrap();
    drop(o); // the lock
    let o = Output::lock(&out, &[]).unwrap();
    assert!(o.intact());
    std::fs::write(out.join("en/b.html"), "edited").unwrap();
    let e = o.write(&set(&[("en/a.html", "a")], &[]), &"").unwrap_err().to_string();
    assert!(e.contains("en/b.html"), "{e}");
    assert!(e.contains("was changed"), "{e}");
    assert_eq!(std::fs::read_to_string(out.join("en/b.html")).unwrap(), "edited");
}

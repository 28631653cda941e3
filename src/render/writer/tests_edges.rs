//! The writer's file-system edges: a user's links and FIFOs, `--out` as a
//! symlink, folders that must not be replaced, leftovers of killed builds.

use super::*;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{symlink, FileTypeExt};

fn set(files: &[(&str, &str)], owned: &[&str]) -> OutputSet {
    let mut s = OutputSet::default();
    for (k, v) in files {
        s.add(*k, v.as_bytes().to_vec());
    }
    s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
    s
}

fn fifo(p: &Path) {
    rustix::fs::mknodat(
        rustix::fs::CWD,
        p,
        rustix::fs::FileType::Fifo,
        rustix::fs::Mode::from_raw_mode(0o600),
        0,
    )
    .unwrap();
}

#[test]
fn a_users_symlinks_and_fifos_survive_a_rebuild_even_inside_owned_folders() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write_atomically(&out, &set(&[("it/r/index.md", "a")], &["it/r"])).unwrap();
    symlink("/nowhere/at/all", out.join("latest")).unwrap();
    symlink("index.md", out.join("it/r/README.md")).unwrap();
    fifo(&out.join("it/r/pipe"));
    write_atomically(&out, &set(&[("it/r/index.md", "b")], &["it/r"])).unwrap();
    assert_eq!(
        std::fs::read_link(out.join("latest")).unwrap(),
        Path::new("/nowhere/at/all")
    );
    assert_eq!(
        std::fs::read_link(out.join("it/r/README.md")).unwrap(),
        Path::new("index.md")
    );
    assert!(out.join("it/r/pipe").symlink_metadata().unwrap().file_type().is_fifo());
    assert_eq!(std::fs::read_to_string(out.join("it/r/index.md")).unwrap(), "b");
}

#[test]
fn a_symlink_where_the_build_writes_a_file_is_refused_by_name() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write_atomically(&out, &set(&[("index.html", "a")], &[])).unwrap();
    std::fs::remove_file(out.join("index.html")).unwrap();
    symlink("/etc/hostname", out.join("index.html")).unwrap();
    let e = write_atomically(&out, &set(&[("index.html", "b")], &[]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("index.html") && e.contains("symbolic link"), "{e}");
    assert!(out
        .join("index.html")
        .symlink_metadata()
        .unwrap()
        .file_type()
        .is_symlink());
}

#[test]
fn an_out_that_is_a_symlink_stays_one_and_its_target_is_replaced() {
    let tmp = tempfile::tempdir().unwrap();
    let real = tmp.path().join("site-v1");
    let link = tmp.path().join("output");
    write_atomically(&real, &set(&[("index.html", "a")], &[])).unwrap();
    symlink(&real, &link).unwrap();
    write_atomically(&link, &set(&[("index.html", "b")], &[])).unwrap();
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
    assert_eq!(std::fs::read_to_string(real.join("index.html")).unwrap(), "b");
}

#[test]
fn an_out_that_contains_the_project_or_the_current_folder_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let project = tmp.path().join("data");
    std::fs::create_dir(&project).unwrap();
    let e = lock_output(tmp.path(), &[&project]).err().expect("refused").to_string();
    assert!(e.contains("contains") && e.contains("data"), "{e}");
    let e = lock_output(Path::new("."), &[]).err().expect("refused").to_string();
    assert!(e.contains("contains"), "{e}");
    assert!(lock_output(&tmp.path().join("out"), &[&project]).is_ok());
}

#[test]
fn leftovers_of_interrupted_builds_are_removed_and_reported() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    // A name that is not UTF-8 after the prefix is found and removed too.
    let odd = std::ffi::OsStr::from_bytes(b".output.old-\xff\xfe");
    for d in [".output.new-123".as_ref(), ".output.old-456".as_ref(), odd] {
        std::fs::create_dir_all(tmp.path().join(d).join("x")).unwrap();
    }
    std::fs::create_dir(tmp.path().join(".other.new-1")).unwrap();
    let notes = write_atomically(&out, &set(&[("index.html", "a")], &[])).unwrap();
    assert_eq!(notes.len(), 3, "{notes:?}");
    assert!(notes.iter().all(|n| n.contains("interrupted build")), "{notes:?}");
    assert!(!tmp.path().join(".output.new-123").exists() && !tmp.path().join(".output.old-456").exists());
    assert!(!tmp.path().join(odd).exists(), "{notes:?}");
    assert!(
        tmp.path().join(".other.new-1").exists(),
        "another output's folders are not ours"
    );
}

#[test]
fn too_little_free_space_names_what_old_and_new_need() {
    let e = check_space(Path::new("site"), 300 << 20, 120 << 20)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("site: not enough free space"), "{e}");
    assert!(e.contains("about 300 MiB") && e.contains("120 MiB are free"), "{e}");
    assert!(check_space(Path::new("site"), 10, 11).is_ok());
}

#[test]
fn a_users_file_where_the_build_writes_a_folder_is_refused_and_the_output_kept() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write_atomically(&out, &set(&[("en/a/index.md", "a")], &["en/a"])).unwrap();
    // Twice, so the second build updates a spare tree in place.
    write_atomically(&out, &set(&[("en/a/index.md", "b")], &["en/a"])).unwrap();
    // Not inside a folder the build owns (those are replaced whole), but
    // where a folder of it goes.
    std::fs::write(out.join("en/b"), "a user's file").unwrap();
    let e = write_atomically(&out, &set(&[("en/b/x/index.md", "x")], &["en/b/x"]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("en/b") && e.contains("writes a folder"), "{e}");
    assert_eq!(std::fs::read(out.join("en/b")).unwrap(), b"a user's file");
    assert_eq!(std::fs::read(out.join("en/a/index.md")).unwrap(), b"b");
}

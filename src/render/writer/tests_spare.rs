//! The spare tree: kept after a swap, updated in place by the next build,
//! never trusted (whatever it holds, the result equals a clean write), and
//! never writing through an inode it shares with the live tree.

use super::spare::{update, Want, Wanted};
use super::*;
use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;

fn set(files: &[(impl AsRef<str>, impl AsRef<str>)], owned: &[&str]) -> OutputSet {
    let mut s = OutputSet::default();
    for (k, v) in files {
        s.add(k.as_ref(), v.as_ref().as_bytes().to_vec());
    }
    s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
    s
}

/// Every file under `dir`: path → bytes.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    fn walk(base: &Path, dir: &Path, out: &mut BTreeMap<String, Vec<u8>>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(base, &p, out);
            } else {
                let rel = p.strip_prefix(base).unwrap().to_string_lossy().to_string();
                out.insert(rel, std::fs::read(&p).unwrap());
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// The tree `files` (path, bytes) as [`tree`] gives it.
fn tree_of(files: &[(&str, &[u8])]) -> BTreeMap<String, Vec<u8>> {
    files.iter().map(|(p, b)| (p.to_string(), b.to_vec())).collect()
}

fn ino(p: &Path) -> u64 {
    p.symlink_metadata().unwrap().ino()
}

/// A temporary folder with the paths of an output and its spare tree.
fn trees() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let (out, spare) = (tmp.path().join("output"), tmp.path().join(".output.spare"));
    (tmp, out, spare)
}

/// Writes `s` as a build does: the output probed first (its folders
/// stat'ed and listed on the probe's thread), then written.
fn write(out: &Path, s: &OutputSet) -> Written {
    let lock = lock_output(out, &[]).unwrap();
    let probe = lock.probe();
    lock.write_probed(s, Some(probe)).unwrap()
}

#[test]
fn the_previous_tree_is_kept_as_the_spare_and_updated_in_place() {
    let (tmp, out, spare) = trees();
    let files = |v: &str| {
        set(
            &[
                ("index.html", v),
                ("en/a/index.md", "a"),
                ("en/b/index.md", v),
                ("en/b/figures/x.svg", "x"),
            ],
            &["en/b"],
        )
    };
    write(&out, &files("1"));
    assert!(!spare.exists(), "a first build has no previous tree");
    let first_dir = ino(&out.join("en/b/figures"));
    write(&out, &files("2"));
    assert_eq!(tree(&spare)["en/b/index.md"], b"1", "the spare is the previous site");
    assert_eq!(
        ino(&spare.join("en/a/index.md")),
        ino(&out.join("en/a/index.md")),
        "an unchanged file is shared, not copied"
    );
    let w = write(&out, &files("3"));
    assert_eq!((w.written, w.unchanged, w.swapped), (2, 2, true), "{w:?}");
    // The folders of the first tree are live again: updated, not rebuilt.
    assert_eq!(ino(&out.join("en/b/figures")), first_dir);
    assert_eq!(tree(&spare)["en/b/index.md"], b"2");
    let clean = tmp.path().join("clean");
    write(&clean, &files("3"));
    assert_eq!(tree(&out), tree(&clean), "in-place update = clean build");
    // A figure no longer drawn disappears from the updated tree too.
    let w = write(&out, &set(&[("index.html", "3"), ("en/b/index.md", "3")], &["en/b"]));
    assert!(w.swapped);
    assert!(!out.join("en/b/figures").exists() && out.join("en/a/index.md").is_file());
}

#[test]
fn whatever_the_spare_holds_the_result_equals_a_clean_build() {
    let (tmp, out, spare) = trees();
    let s1 = set(
        &[("en/r/index.md", "one"), ("en/r/f/x.svg", "x"), ("index.html", "i1")],
        &["en/r"],
    );
    let s2 = set(
        &[("en/r/index.md", "two"), ("en/r/f/x.svg", "x"), ("index.html", "i2")],
        &["en/r"],
    );
    write(&out, &s1);
    write(&out, &s2);
    // Damage the spare every way an interrupted build or a person could.
    std::fs::remove_file(spare.join("en/r/index.md")).unwrap();
    std::fs::create_dir_all(spare.join("en/r/index.md/deep")).unwrap();
    std::fs::remove_file(spare.join("index.html")).unwrap();
    std::fs::write(spare.join("index.html"), "i2").unwrap(); // same bytes, other inode
    std::fs::remove_dir_all(spare.join("en/r/f")).unwrap();
    std::fs::write(spare.join("en/r/f"), "a file where a folder belongs").unwrap();
    std::fs::write(spare.join("stray.txt"), "junk").unwrap();
    std::os::unix::fs::symlink("/nowhere", spare.join("en/link")).unwrap();
    let s3 = set(
        &[("en/r/index.md", "three"), ("en/r/f/x.svg", "x"), ("index.html", "i2")],
        &["en/r"],
    );
    write(&out, &s3);
    let clean = tmp.path().join("clean");
    write(&clean, &s3);
    assert_eq!(tree(&out), tree(&clean));
    assert!(
        out.join("en/link").symlink_metadata().is_err(),
        "a stray link is not carried"
    );
}

#[test]
fn a_changed_file_is_a_new_inode_even_where_the_spare_shares_one_with_the_live_tree() {
    let tmp = tempfile::tempdir().unwrap();
    let (live, spare) = (tmp.path().join("live"), tmp.path().join("spare"));
    std::fs::create_dir_all(&live).unwrap();
    std::fs::create_dir_all(&spare).unwrap();
    std::fs::write(live.join("f"), "old").unwrap();
    std::fs::hard_link(live.join("f"), spare.join("f")).unwrap();
    std::fs::write(live.join("g"), "keep").unwrap();
    std::fs::hard_link(live.join("g"), spare.join("g")).unwrap();
    let mut want = Wanted::default();
    want.add("f", Want::Bytes(b"new"));
    want.add("g", Want::Live(ino(&live.join("g"))));
    let mut cache = crate::fsx::DirCache::default();
    let mut trash = super::spare::Trash::new(tmp.path(), "live");
    let up = update(&spare, &live, &want, &mut cache, Default::default(), &mut trash, &|| {}).unwrap();
    assert_eq!(
        std::fs::read(live.join("f")).unwrap(),
        b"old",
        "the live file was not touched"
    );
    assert_eq!(std::fs::read(spare.join("f")).unwrap(), b"new");
    assert_eq!((up.kept, up.written, up.linked), (1, 1, 0), "{up:?}");
}

/// The folders beside `out` whose names start with `.output.trash`.
fn trash_folders(parent: &Path) -> Vec<String> {
    let mut v: Vec<String> = (std::fs::read_dir(parent).unwrap())
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with(".output.trash"))
        .collect();
    v.sort();
    v
}

#[test]
fn what_the_update_removes_goes_to_the_trash_which_the_next_build_empties() {
    let (tmp, out, spare) = trees();
    let files = |v: &str| set(&[("index.html", v), ("en/a/index.html", "same")], &["en/a"]);
    write(&out, &files("1"));
    write(&out, &files("2"));
    // The spare holds version 1 of index.html, which only it has.
    assert_eq!(std::fs::read(spare.join("index.html")).unwrap(), b"1");
    write(&out, &files("3"));
    let trash = tmp.path().join(".output.trash");
    let kept: Vec<Vec<u8>> = (std::fs::read_dir(&trash).unwrap())
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    assert_eq!(kept, vec![b"1".to_vec()], "the replaced file, renamed into the trash");
    assert_eq!(
        tree(&out),
        tree_of(&[
            (".pixreport-output", MARKER_TEXT),
            ("en/a/index.html", b"same"),
            ("index.html", b"3")
        ])
    );
    // The next build (any build into this output) takes the trash over
    // and deletes it on a thread of its own, done when the build lets go
    // of the lock; its own removals start a new one.
    write(&out, &files("4"));
    assert_eq!(trash_folders(tmp.path()), [".output.trash"]);
    let now: Vec<Vec<u8>> = (std::fs::read_dir(&trash).unwrap())
        .map(|e| std::fs::read(e.unwrap().path()).unwrap())
        .collect();
    assert_eq!(now, vec![b"2".to_vec()], "only what the last build removed");
    // A build that writes nothing (skipped) empties it too.
    drop(lock_output(&out, &[]).unwrap());
    assert_eq!(trash_folders(tmp.path()), Vec::<String>::new());
}

#[test]
fn a_trash_that_is_a_link_or_a_file_is_not_followed_and_not_needed() {
    let (tmp, out, _) = trees();
    let outside = tmp.path().join("outside");
    std::fs::create_dir(&outside).unwrap();
    std::fs::write(outside.join("precious"), "p").unwrap();
    std::os::unix::fs::symlink(&outside, tmp.path().join(".output.trash")).unwrap();
    std::os::unix::fs::symlink(&outside, tmp.path().join(".output.trash-1")).unwrap();
    for v in ["1", "2", "3", "4"] {
        write(&out, &set(&[("index.html", v), ("en/x.html", v)], &[]));
    }
    assert!(
        tmp.path().join(".output.trash-1").symlink_metadata().is_err(),
        "the link, removed"
    );
    assert_eq!(std::fs::read(outside.join("precious")).unwrap(), b"p");
    assert_eq!(
        std::fs::read_dir(&outside).unwrap().count(),
        1,
        "nothing put through the link"
    );
    assert_eq!(std::fs::read(out.join("en/x.html")).unwrap(), b"4");
    // A file in the trash's place: the update deletes at once instead.
    std::fs::remove_file(tmp.path().join(".output.trash")).unwrap();
    std::fs::write(tmp.path().join(".output.trash"), "f").unwrap();
    write(&out, &set(&[("index.html", "5")], &[]));
    write(&out, &set(&[("index.html", "6")], &[]));
    assert_eq!(std::fs::read(tmp.path().join(".output.trash")).unwrap(), b"f");
    assert_eq!(std::fs::read(out.join("index.html")).unwrap(), b"6");
}

#[test]
fn a_leftover_of_a_killed_build_becomes_the_spare() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(&out, &set(&[("index.html", "a")], &[]));
    std::fs::create_dir_all(tmp.path().join(".output.new-99/en")).unwrap();
    std::fs::write(tmp.path().join(".output.new-99/en/junk"), "j").unwrap();
    let w = write(&out, &set(&[("index.html", "b")], &[]));
    assert!(w.notes.iter().any(|n| n.contains("interrupted build")), "{w:?}");
    assert!(!tmp.path().join(".output.new-99").exists());
    assert_eq!(
        tree(&out).keys().collect::<Vec<_>>(),
        vec![".pixreport-output", "index.html"]
    );
}

/// Makes the folder-listing cache look saved an hour from now.
fn age_cache(parent: &Path) {
    crate::fsx::age_dir_cache(&parent.join(".output.dirs"));
}

#[test]
fn unchanged_folders_are_not_listed_again_and_edits_of_either_tree_are_still_caught() {
    let (tmp, out, spare) = trees();
    let files = |v: &str| {
        let mut f: Vec<(String, String)> = (0..20).map(|i| (format!("en/r{i}/f/x.svg"), format!("x{i}"))).collect();
        f.push(("en/r0/index.md".into(), v.into()));
        f.push(("index.html".into(), v.into()));
        f
    };
    let mk = |v: &str| {
        let f = files(v);
        set(&f, &["en/r0"])
    };
    write(&out, &mk("1"));
    write(&out, &mk("2"));
    // Two builds, so both trees were listed once (the first spare was new).
    write(&out, &mk("2b"));
    age_cache(tmp.path());
    let w = write(&out, &mk("3"));
    assert!(w.swapped);
    // Both trees have 43 folders; the ones this build changed (the roots,
    // en/r0 and its parents) are listed, the others come from the cache.
    assert!(w.dirs_reused >= 70 && w.dirs_listed <= 16, "{w:?}");
    // An edit by hand in the live tree (a file replaced by one with the
    // same bytes) is caught with the cache there: the live tree's folders
    // are always stat'ed.
    age_cache(tmp.path());
    std::fs::remove_file(out.join("en/r3/f/x.svg")).unwrap();
    std::fs::write(out.join("en/r3/f/x.svg"), "x3").unwrap();
    let live_x3 = ino(&out.join("en/r3/f/x.svg"));
    let w = write(&out, &mk("4"));
    let clean = tmp.path().join("clean");
    write(&clean, &mk("4"));
    assert_eq!(tree(&out), tree(&clean), "{w:?}");
    assert_eq!(
        ino(&out.join("en/r3/f/x.svg")),
        live_x3,
        "the live file is linked, not copied"
    );
    // The spare as a killed build may leave it (a file replaced by one
    // with the same bytes, a stray file, a removed figure): such a build
    // removed the cache, and every folder is stat'ed and listed again.
    std::fs::remove_file(spare.join("en/r5/f/x.svg")).unwrap();
    std::fs::write(spare.join("en/r5/f/x.svg"), "x5").unwrap();
    std::fs::write(spare.join("en/r7/stray.txt"), "junk").unwrap();
    std::fs::remove_file(spare.join("en/r9/f/x.svg")).unwrap();
    std::fs::remove_file(tmp.path().join(".output.dirs")).unwrap();
    let w = write(&out, &mk("5"));
    assert_eq!(w.dirs_reused, 0, "{w:?}");
    write(&clean, &mk("5"));
    assert_eq!(tree(&out), tree(&clean), "{w:?}");
    assert_eq!(
        ino(&out.join("en/r5/f/x.svg")),
        ino(&spare.join("en/r5/f/x.svg")),
        "the spare's look-alike was replaced by a link to the live file"
    );
    assert!(!out.join("en/r7/stray.txt").exists());
}

/// A report's folder that the build does not touch, and that the spare
/// holds exactly as the live tree does, is carried whole without a walk;
/// any difference anywhere below it (a look-alike file, a folder's mode,
/// a stray file, a user's link) leaves it to the walks, which fix it.
#[test]
fn a_subtree_the_spare_holds_as_it_is_is_carried_whole_and_differences_below_are_caught() {
    use std::os::unix::fs::PermissionsExt;
    let (tmp, out, spare) = trees();
    let mk = |v: &str| {
        let mut f: Vec<(String, String)> = Vec::new();
        for i in 0..6 {
            f.push((format!("en/r{i}/f/x.svg"), format!("x{i}")));
            f.push((format!("en/r{i}/f/deep/y.svg"), format!("y{i}")));
        }
        f.push(("en/r0/index.md".into(), v.into()));
        f.push(("index.html".into(), v.into()));
        set(&f, &["en/r0"])
    };
    let in_sync = || {
        let lock = lock_output(&out, &[]).unwrap();
        let mut v: Vec<String> = lock.probe().finish().in_sync.into_iter().collect();
        v.sort();
        v
    };
    write(&out, &mk("1"));
    write(&out, &mk("2"));
    write(&out, &mk("3"));
    // r0 is the build's (its index.md changed in the last build).
    assert_eq!(in_sync(), ["en/r1", "en/r2", "en/r3", "en/r4", "en/r5"]);
    let deep = |t: &Path, i: u32| t.join(format!("en/r{i}/f/deep"));
    // A user's link deep in the live tree, with the cache there.
    std::os::unix::fs::symlink("../x.svg", deep(&out, 3).join("link.svg")).unwrap();
    assert_eq!(in_sync(), ["en/r1", "en/r2", "en/r4", "en/r5"]);
    // The spare as a killed build may leave it (such a build left no cache).
    std::fs::remove_file(deep(&spare, 1).join("y.svg")).unwrap();
    std::fs::write(deep(&spare, 1).join("y.svg"), "y1").unwrap(); // same bytes, other inode
    std::fs::set_permissions(deep(&spare, 2), std::fs::Permissions::from_mode(0o700)).unwrap();
    std::fs::write(deep(&spare, 4).join("stray.txt"), "junk").unwrap();
    std::fs::remove_file(tmp.path().join(".output.dirs")).unwrap();
    assert_eq!(in_sync(), ["en/r5"]);
    write(&out, &mk("4"));
    let clean = tmp.path().join("clean");
    write(&clean, &mk("4"));
    std::os::unix::fs::symlink("../x.svg", deep(&clean, 3).join("link.svg")).unwrap();
    assert_eq!(tree(&out), tree(&clean));
    let mode = |p: &Path| p.metadata().unwrap().permissions().mode() & 0o7777;
    assert_eq!(mode(&deep(&out, 2)), mode(&deep(&clean, 2)));
    assert!(deep(&out, 3)
        .join("link.svg")
        .symlink_metadata()
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(ino(&deep(&out, 1).join("y.svg")), ino(&deep(&spare, 1).join("y.svg")));
    // The build's swap left both trees alike again below every report it
    // did not touch; r3 holds a user's link, which is always walked.
    assert_eq!(in_sync(), ["en/r1", "en/r2", "en/r4", "en/r5"]);
}

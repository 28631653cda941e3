//! Incremental writes: unchanged files keep their inode and mtime, changed
//! and new ones are written, a build that changes nothing touches nothing.

use super::*;

fn set(files: &[(&str, &str)], owned: &[&str]) -> OutputSet {
    let mut s = OutputSet::default();
    for (k, v) in files {
        s.add(*k, v.as_bytes().to_vec());
    }
    s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
    s
}

/// (inode, mtime in ns) of a path.
fn stamp(p: &Path) -> (u64, i64) {
    let m = p.symlink_metadata().unwrap();
    (m.ino(), m.mtime() * 1_000_000_000 + m.mtime_nsec())
}

fn write(out: &Path, s: &OutputSet) -> Written {
    lock_output(out, &[]).unwrap().write_counted(s).unwrap()
}

#[test]
fn unchanged_files_keep_their_inode_and_changed_ones_are_new() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let first = set(
        &[
            ("index.html", "i"),
            ("en/r/index.md", "a"),
            ("en/r/figures/x.svg", "x"),
            ("it/r/index.md", "c"),
        ],
        &["en/r"],
    );
    let w = write(&out, &first);
    assert_eq!((w.written, w.unchanged, w.swapped), (4, 0, true));
    let before: Vec<_> = ["index.html", "en/r/figures/x.svg", "it/r/index.md", MARKER]
        .iter()
        .map(|r| stamp(&out.join(r)))
        .collect();
    let md = stamp(&out.join("en/r/index.md"));
    // en/r/index.md changes; it/r/index.md is not in this build (carried).
    let w = write(
        &out,
        &set(
            &[("index.html", "i"), ("en/r/index.md", "b"), ("en/r/figures/x.svg", "x")],
            &["en/r"],
        ),
    );
    assert_eq!((w.written, w.unchanged, w.swapped), (1, 2, true));
    let after: Vec<_> = ["index.html", "en/r/figures/x.svg", "it/r/index.md", MARKER]
        .iter()
        .map(|r| stamp(&out.join(r)))
        .collect();
    assert_eq!(before, after, "kept and carried files keep inode and mtime");
    assert_ne!(stamp(&out.join("en/r/index.md")).0, md.0);
    assert_eq!(std::fs::read_to_string(out.join("en/r/index.md")).unwrap(), "b");
    assert_eq!(std::fs::read_to_string(out.join("it/r/index.md")).unwrap(), "c");
    // The old tree is kept as the spare for the next build: the unchanged
    // file has exactly one more name, in the spare, and no other.
    assert_eq!(out.join("index.html").symlink_metadata().unwrap().nlink(), 2);
    let spare = out.with_file_name(".output.spare");
    assert_eq!(std::fs::read_to_string(spare.join("index.html")).unwrap(), "i");
}

#[test]
fn a_build_that_changes_nothing_leaves_the_output_untouched() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let s = set(&[("index.html", "i"), ("en/r/index.md", "a")], &["en/r"]);
    write(&out, &s);
    let root = stamp(&out);
    let w = write(&out, &s);
    assert_eq!((w.written, w.unchanged, w.swapped), (0, 2, false));
    assert_eq!(stamp(&out), root, "the folder itself was not swapped");
}

#[test]
fn a_stale_figure_or_a_changed_marker_still_makes_a_new_tree() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    write(
        &out,
        &set(&[("en/r/index.md", "a"), ("en/r/figures/x.svg", "x")], &["en/r"]),
    );
    let w = write(&out, &set(&[("en/r/index.md", "a")], &["en/r"]));
    assert!(w.swapped && w.written == 0, "{w:?}");
    assert!(
        !out.join("en/r/figures").exists(),
        "the emptied figures folder went too"
    );
    std::fs::remove_file(out.join(MARKER)).unwrap();
    std::fs::write(out.join(MARKER), "edited").unwrap();
    let w = write(&out, &set(&[("en/r/index.md", "a")], &["en/r"]));
    assert!(w.swapped, "{w:?}");
    assert_eq!(std::fs::read(out.join(MARKER)).unwrap(), MARKER_TEXT);
}

#[test]
fn a_file_edited_in_the_output_is_rewritten() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("output");
    let s = set(&[("index.html", "same length")], &[]);
    write(&out, &s);
    std::fs::write(out.join("index.html"), "SAME LENGTH").unwrap();
    let w = write(&out, &s);
    assert_eq!((w.written, w.swapped), (1, true));
    assert_eq!(std::fs::read_to_string(out.join("index.html")).unwrap(), "same length");
}

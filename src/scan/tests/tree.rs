//! Scans of generated trees: exact counts in every section, symbolic-link
//! loops, hard links across roots, the type cap, size boundaries, deep and
//! wide trees, determinism across thread counts, and bad roots/options.

use std::fs;
use std::os::unix::fs::symlink;
use std::path::PathBuf;

use super::super::{scan, ScanError, ScanOptions};
use super::{csv_text, fixture, make_file, FIXTURE_CSV};

#[test]
fn fixture_counts_every_section_exactly() {
    let fx = fixture();
    let usage = scan(std::slice::from_ref(&fx.root), &fx.options()).expect("scan");
    assert_eq!(csv_text(&usage), FIXTURE_CSV);
    assert!(usage.unreadable_examples.is_empty());
    let over_time = usage.cumulative_bytes_by_month();
    assert_eq!(
        over_time.first().map(|m| (m.0.to_string(), m.1)),
        Some(("2021-03".into(), 73_400_320))
    );
    assert_eq!(over_time.last().map(|m| m.1), Some(usage.totals.bytes));
}

#[test]
fn scanning_twice_and_with_any_thread_count_gives_the_same_bytes() {
    let fx = fixture();
    // A wide part: one directory above the chunk size, hard links across
    // directories, many owners; plus 40 small directories.
    let wide = fx.root.join("wide");
    for i in 0..5000u64 {
        make_file(
            &wide.join(format!("f{i:05}.e{}", i % 37)),
            2000 + (i % 13) as u32,
            i * 7,
            1_600_000_000 + i * 86_400,
        );
    }
    for i in 0..40u64 {
        let d = fx.root.join(format!("d{i:02}"));
        for j in 0..25u64 {
            make_file(
                &d.join(format!("g{j}.x{}", j % 5)),
                3000 + (j % 3) as u32,
                i * j * 1000,
                1_500_000_000 + i * j,
            );
        }
        fs::hard_link(
            wide.join(format!("f{:05}.e{}", i * 100, (i * 100) % 37)),
            d.join("link"),
        )
        .expect("link");
    }
    let roots = [fx.root.clone()];
    let first = csv_text(&scan(&roots, &fx.options()).expect("scan"));
    for threads in [1, 2, 3, 8, 1, 2] {
        let opts = ScanOptions {
            threads,
            ..fx.options()
        };
        assert_eq!(
            csv_text(&scan(&roots, &opts).expect("scan")),
            first,
            "threads = {threads}"
        );
    }
    assert!(first.contains("total,files,6012,\n"), "{first}");
    assert!(first.contains("total,hardlink_duplicates,43,\n"), "{first}");
    // The 40 linked files are counted under `dNN/link`, smaller than `wide/…`.
    assert!(first.contains("fileset,wide,4960,"), "{first}");
}

#[test]
fn symlink_loops_terminate_and_are_counted() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path().join("r");
    fs::create_dir_all(root.join("dir")).expect("mkdir");
    symlink("..", root.join("dir/link")).expect("symlink");
    symlink(".", root.join("dir/self")).expect("symlink");
    symlink(&root, root.join("absolute")).expect("symlink");
    fs::write(root.join("dir/a.txt"), b"abc").expect("write");
    let opts = ScanOptions {
        threads: 2,
        progress: false,
        ..ScanOptions::default()
    };
    let u = scan(&[root], &opts).expect("scan");
    assert_eq!(
        (u.totals.dirs, u.totals.symlinks, u.totals.files, u.totals.bytes),
        (1, 3, 1, 3)
    );
}

#[test]
fn hard_links_across_roots_count_once_under_the_first_root() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    make_file(&b.join("x/zz.dat"), 0, 10, 1_000_000_000);
    make_file(&a.join("file.bin"), 0, 1, 1_000_000_000);
    fs::create_dir_all(a.join("y")).expect("mkdir");
    fs::hard_link(b.join("x/zz.dat"), a.join("y/aa.txt")).expect("link");
    let opts = ScanOptions {
        progress: false,
        ..ScanOptions::default()
    };
    for roots in [vec![b.clone(), a.clone()], vec![a.clone(), b.clone()]] {
        let u = scan(&roots, &opts).expect("scan");
        assert_eq!(
            (u.totals.files, u.totals.bytes, u.totals.hardlink_duplicates),
            (2, 11, 1)
        );
        let want = if roots[0] == b { ("x", "dat") } else { ("y", "txt") };
        assert!(
            u.filesets.iter().any(|e| e.key == want.0 && e.bytes == 10),
            "{:?}",
            u.filesets
        );
        assert!(
            u.types.iter().any(|e| e.key == want.1 && e.bytes == 10),
            "{:?}",
            u.types
        );
    }
}

#[test]
fn types_are_capped_and_size_bins_follow_the_options() {
    let fx = fixture();
    let opts = ScanOptions {
        max_types: 3,
        size_boundaries: vec![1000],
        ..fx.options()
    };
    let text = csv_text(&scan(std::slice::from_ref(&fx.root), &opts).expect("scan"));
    let types: Vec<&str> = text.lines().filter(|l| l.starts_with("type,")).collect();
    assert_eq!(
        types,
        [
            "type,dat,2,2147484882",
            "type,gz,1,73400320",
            "type,h5,1,2097152",
            "type,(other),8,1062177"
        ]
    );
    let sizes: Vec<&str> = text.lines().filter(|l| l.starts_with("size,")).collect();
    assert_eq!(sizes, ["size,0,4,410", "size,1000,8,2224044121"]);
}

#[test]
fn a_deep_tree_does_not_exhaust_the_stack() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let mut deep = dir.path().join("r");
    for _ in 0..1500 {
        deep.push("d");
    }
    fs::create_dir_all(&deep).expect("mkdir -p");
    fs::write(deep.join("bottom.txt"), b"x").expect("write");
    let opts = ScanOptions {
        threads: 1,
        progress: false,
        ..ScanOptions::default()
    };
    let u = scan(&[dir.path().join("r")], &opts).expect("scan");
    assert_eq!((u.totals.dirs, u.totals.files, u.totals.unreadable), (1500, 1, 0));
    assert_eq!(u.filesets.first().map(|e| e.key.as_str()), Some("d"));
}

#[test]
fn a_symlink_root_is_followed_and_bad_roots_are_errors() {
    let fx = fixture();
    let link = fx._dir.path().join("link-to-tree");
    symlink(&fx.root, &link).expect("symlink");
    let u = scan(&[link], &fx.options()).expect("scan through a symlinked root");
    assert_eq!(csv_text(&u), FIXTURE_CSV);

    let opts = fx.options();
    assert!(matches!(scan(&[], &opts), Err(ScanError::NoRoots)));
    let missing = fx.root.join("missing");
    assert!(matches!(scan(&[missing], &opts), Err(ScanError::Root { .. })));
    let file = fx.root.join("readme.txt");
    let e = scan(&[file], &opts).expect_err("a file is not a root");
    assert!(
        e.to_string().ends_with("readme.txt: cannot scan: not a directory"),
        "{e}"
    );
    let nested = [fx.root.join("proj-a"), fx.root.clone()];
    let e = scan(&nested, &opts).expect_err("nested roots");
    assert!(
        matches!(e, ScanError::NestedRoots { ref inner, .. } if *inner == nested[0]),
        "{e}"
    );
    let twice = [fx.root.clone(), fx.root.join("proj-a/..")];
    assert!(matches!(scan(&twice, &opts), Err(ScanError::NestedRoots { .. })));
    for bad in [vec![0], vec![10, 10], vec![10, 5]] {
        let opts = ScanOptions {
            size_boundaries: bad,
            ..fx.options()
        };
        assert!(matches!(
            scan(std::slice::from_ref(&fx.root), &opts),
            Err(ScanError::Options(_))
        ));
    }
}

#[test]
fn one_file_system_changes_nothing_on_one_file_system() {
    let fx = fixture();
    let opts = ScanOptions {
        one_file_system: true,
        ..fx.options()
    };
    let roots: Vec<PathBuf> = vec![fx.root.clone()];
    assert_eq!(csv_text(&scan(&roots, &opts).expect("scan")), FIXTURE_CSV);
}

//! Unreadable entries are counted, with example paths, and never stop a scan.
//!
//! Two tests, because these tests normally run as root and root lists a
//! `chmod 000` directory anyway:
//! * an injected `read_dir` failure (the walker's test hook) covers the
//!   bookkeeping on any machine, whoever runs it;
//! * a real `chmod 000` directory covers the real error path: as root, the
//!   test runs its own binary again as uid/gid 65534 (`nobody`) to scan it;
//!   as any other user it scans in-process. The child half is an ignored
//!   test that the parent runs from a link or copy of the test binary in
//!   the fixture's folder, so a private build folder cannot stop it.

use std::fs;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};

use super::super::walk::{scan, FAIL_READ_DIR};
use super::super::{write_usage_csv, ScanOptions, Usage};
use super::fixture;
use super::read_usage_csv;

const CHILD_ROOT: &str = "SCAN_TEST_CHILD_ROOT";

/// What a scan of the fixture looks like when `proj-a/sub` cannot be listed:
/// `sub` is still a directory, `sub/deep` and two files are not seen.
fn check_sub_unreadable(u: &Usage, root: &Path, error: &str) {
    assert_eq!(u.totals.unreadable, 1);
    assert_eq!((u.totals.dirs, u.totals.files, u.totals.symlinks), (4, 10, 2));
    assert_eq!(u.totals.bytes, 2_224_044_531 - (70 << 20) - 1234);
    assert_eq!(u.unreadable_examples.len(), 1);
    assert_eq!(u.unreadable_examples[0].path, root.join("proj-a/sub"));
    assert!(
        u.unreadable_examples[0].error.contains(error),
        "{:?}",
        u.unreadable_examples
    );
    // Still a valid usage: the CSV reader re-checks every section's sums.
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("usage.csv");
    let mut out = Vec::new();
    write_usage_csv(u, &mut out).expect("write");
    fs::write(&path, out).expect("write file");
    assert_eq!(read_usage_csv(&path).expect("read").totals, u.totals);
}

#[test]
fn an_injected_read_dir_failure_is_counted_not_fatal() {
    let fx = fixture();
    let fail = |dirs: Vec<PathBuf>| *FAIL_READ_DIR.lock().expect("hook") = dirs;
    fail(vec![fx.root.join("proj-a/sub")]);
    for threads in [1, 2] {
        let opts = ScanOptions {
            threads,
            ..fx.options()
        };
        let u = scan(std::slice::from_ref(&fx.root), &opts).expect("scan");
        check_sub_unreadable(&u, &fx.root, "injected read_dir failure");
    }
    // Examples are capped, smallest paths first.
    fail(["proj-b", "proj-a", "empty-dir"].map(|d| fx.root.join(d)).to_vec());
    let opts = ScanOptions {
        max_unreadable_examples: 2,
        ..fx.options()
    };
    let u = scan(std::slice::from_ref(&fx.root), &opts).expect("scan");
    fail(Vec::new());
    assert_eq!(u.totals.unreadable, 3);
    let paths: Vec<&Path> = u.unreadable_examples.iter().map(|e| e.path.as_path()).collect();
    assert_eq!(paths, [fx.root.join("empty-dir"), fx.root.join("proj-a")]);
}

#[test]
fn a_chmod_000_directory_is_counted_not_fatal() {
    let fx = fixture();
    let probe = fx._dir.path().join("probe");
    fs::write(&probe, b"").expect("write probe");
    let as_root = fs::metadata(&probe).expect("probe").uid() == 0;
    let sub = fx.root.join("proj-a/sub");
    fs::set_permissions(fx._dir.path(), fs::Permissions::from_mode(0o755)).expect("chmod tempdir");
    fs::set_permissions(&sub, fs::Permissions::from_mode(0o000)).expect("chmod 000");
    if as_root {
        let name = format!(
            "{}::child_scans_as_nobody",
            module_path!().split_once("::").map_or("", |p| p.1)
        );
        // The test binary, linked or copied where uid 65534 can run it (the
        // folder it was built in may be private to root).
        let exe = fx._dir.path().join("test-binary");
        let built = std::env::current_exe().expect("the test binary's path");
        fs::hard_link(&built, &exe)
            .or_else(|_| fs::copy(&built, &exe).map(drop))
            .expect("link or copy the test binary");
        let out = std::process::Command::new(&exe)
            .args([name.as_str(), "--exact", "--ignored", "--nocapture", "--test-threads=1"])
            .env(CHILD_ROOT, &fx.root)
            .uid(65534)
            .gid(65534)
            .output()
            .expect("run the test binary as uid 65534");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let all = format!("{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "child scan as nobody:\n{all}"
        );
    } else {
        let u = scan(std::slice::from_ref(&fx.root), &fx.options()).expect("scan");
        check_sub_unreadable(&u, &fx.root, "ermission denied");
    }
    fs::set_permissions(&sub, fs::Permissions::from_mode(0o755)).expect("chmod back");
}

/// Run by [`a_chmod_000_directory_is_counted_not_fatal`] as uid 65534, with
/// the fixture's paths in its environment; ignored on its own.
#[test]
#[ignore = "the child half of a_chmod_000_directory_is_counted_not_fatal, which runs it"]
fn child_scans_as_nobody() {
    let Some(root) = std::env::var_os(CHILD_ROOT) else {
        panic!("run only by a_chmod_000_directory_is_counted_not_fatal, which sets {CHILD_ROOT}");
    };
    let root = PathBuf::from(root);
    let opts = ScanOptions {
        owner_names: super::owner_names(),
        progress: false,
        ..ScanOptions::default()
    };
    let u = scan(std::slice::from_ref(&root), &opts).expect("scan");
    check_sub_unreadable(&u, &root, "ermission denied");
}

//! Scans across mount points, with real mounts made inside a temporary
//! tree (these tests run as root, like the rest of the scanner's): a bind
//! mount counts once, a second file system is scanned or, with
//! `--one-file-system`, skipped, `/proc` inside the tree is skipped (and
//! refused as a root), and a
//! sparse file's allocated size is below its apparent size.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::super::scan;
use super::{fixture, make_file};

/// A mount that is undone when dropped, even when the test fails.
struct Mounted(PathBuf);

impl Mounted {
    fn new(args: &[&str], at: &Path) -> Mounted {
        std::fs::create_dir_all(at).expect("mount point");
        let ok = Command::new("mount").args(args).arg(at).status().expect("run mount");
        assert!(
            ok.success(),
            "mount {args:?} {} (these tests run as root)",
            at.display()
        );
        Mounted(at.to_path_buf())
    }
}

impl Drop for Mounted {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.0).status();
    }
}

#[test]
fn a_bind_mount_a_second_file_system_and_proc_are_handled_as_documented() {
    let fx = fixture();
    let opts = fx.options();
    let before = scan(std::slice::from_ref(&fx.root), &opts).expect("scan");
    // proj-a again, bound under proj-b: its files must not count twice.
    let src = fx.root.join("proj-a");
    let _bind = Mounted::new(
        &["--bind", src.to_str().expect("UTF-8 path")],
        &fx.root.join("proj-b/again"),
    );
    // /proc inside the tree: a pseudo file system, skipped.
    let _proc = Mounted::new(&["-t", "proc", "proc"], &fx.root.join("proc"));
    // A second file system holding one 1000-byte file.
    let tmp = fx.root.join("scratch");
    let _tmpfs = Mounted::new(&["-t", "tmpfs", "-o", "size=1m", "pixreport-test"], &tmp);
    make_file(&tmp.join("run/x.out"), 1000, 1000, 1_700_000_000);
    let u = scan(std::slice::from_ref(&fx.root), &opts).expect("scan");
    assert_eq!(
        u.totals.files,
        before.totals.files + 1,
        "bind mount counted once, tmpfs file counted"
    );
    assert_eq!(u.totals.bytes, before.totals.bytes + 1000);
    assert_eq!(u.totals.skipped_mounts, 2, "the bind mount and /proc");
    // proj-b/again, proc, scratch and scratch/run are directories.
    assert_eq!(u.totals.dirs, before.totals.dirs + 4);
    assert!(u.filesets.iter().any(|e| e.key == "scratch" && e.bytes == 1000));
    let one = super::super::ScanOptions {
        one_file_system: true,
        ..opts
    };
    let u = scan(std::slice::from_ref(&fx.root), &one).expect("scan -x");
    assert_eq!((u.totals.files, u.totals.skipped_mounts), (before.totals.files, 3));
    // A pseudo file system named as a root is refused: it stores nothing.
    let proc = scan(&[fx.root.join("proc/self/fdinfo")], &fx.options()).map(|_| ());
    assert!(
        matches!(&proc, Err(crate::scan::ScanError::Pseudo { fstype, .. }) if fstype == "proc"),
        "{proc:?}"
    );
}

#[test]
fn a_sparse_file_has_less_allocated_than_its_size() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path().join("t");
    make_file(&root.join("sparse.img"), 0, 10 << 20, 1_700_000_000); // a hole of 10 MiB
    std::fs::write(root.join("dense.bin"), vec![7u8; 8192]).expect("write");
    let u = scan(
        &[root],
        &super::super::ScanOptions {
            progress: false,
            ..Default::default()
        },
    )
    .expect("scan");
    assert_eq!(u.totals.bytes, (10 << 20) + 8192);
    let allocated = u.totals.allocated.expect("a walk knows allocated sizes");
    assert!((8192..(10 << 20)).contains(&allocated), "{allocated}");
}

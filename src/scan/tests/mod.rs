//! Tests of the scanner on trees generated in temporary directories, and the
//! fixture they share: a tree with known owners, sizes, extensions, mtimes,
//! hard links, symbolic links (one a loop) and a socket, whose usage CSV was
//! worked out by hand ([`FIXTURE_CSV`]).

mod csv_file;
mod engines;
mod listing;
mod mounts;
mod tree;
mod unreadable;

use std::fs::{self, File};
use std::os::unix::fs::{chown, symlink};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::owners::OwnerNames;
use super::table::parse_usage_csv;
use super::{usage_from_listings, write_usage_csv, Format, ListingOptions, ScanError, ScanOptions, Usage};
use crate::model::usage::Taken;

/// Reads and checks a usage CSV file.
pub(super) fn read_usage_csv(path: impl AsRef<Path>) -> Result<Usage, ScanError> {
    let path = path.as_ref();
    let io = |source| ScanError::Io {
        path: path.to_path_buf(),
        source,
    };
    parse_usage_csv(File::open(path).map_err(io)?, path)
}

/// Aggregates one `find -printf` listing like [`super::scan`] aggregates a tree.
pub(super) fn usage_from_listing(path: impl AsRef<Path>, opts: &ScanOptions) -> Result<Usage, ScanError> {
    let lopts = ListingOptions {
        format: Some(Format::Find),
        ..ListingOptions::default()
    };
    usage_from_listings(&[path.as_ref().to_path_buf()], &lopts, opts)
}

/// The fixture's files: path under the root, uid, size, mtime (Unix seconds).
pub(super) const FILES: [(&str, u32, u64, u64); 12] = [
    ("readme.txt", 0, 100, 1_700_049_600),                       // 2023-11-15T12:00Z
    ("proj-a/data.h5", 1000, 2 << 20, 1_704_844_800),            // 2024-01-10
    ("proj-a/notes.TXT", 1000, 5000, 1_704_844_800),             // 2024-01-10
    ("proj-a/empty.txt", 1001, 0, 1_654_041_600),                // 2022-06-01
    ("proj-a/edge.bin", 1001, 4095, 1_706_745_599),              // 2024-01-31T23:59:59Z
    ("proj-a/sub/deep/x.tar.gz", 1000, 70 << 20, 1_614_902_400), // 2021-03-05
    ("proj-a/sub/orphan.dat", 4242, 1234, 1_698_796_800),        // 2023-11-01
    ("proj-b/big.dat", 65534, 2 << 30, 1_709_164_800),           // 2024-02-29
    ("proj-b/.hidden", 1001, 10, 1_654_041_600),                 // 2022-06-01
    ("proj-b/Makefile", 1001, 4096, 1_654_041_600),              // 2022-06-01
    ("proj-b/feb.log", 65534, 1 << 20, 1_706_745_600),           // 2024-02-01T00:00:00Z
    ("proj-b/z1.csv", 1000, 300, 1_698_796_800),                 // 2023-11-01
];

/// When the fixture's usage is said to be taken: 2024-03-09T16:00:00Z.
pub(super) const TAKEN: Taken = Taken(1_710_000_000);

/// Extra names of fixture files: (existing, new link).
pub(super) const HARD_LINKS: [(&str, &str); 3] = [
    ("proj-a/data.h5", "proj-b/alias.bin"),
    ("proj-b/z1.csv", "proj-b/z2.dat"),
    ("proj-b/z1.csv", "top.CSV"),
];

/// The owner names the fixture is scanned with (uid 4242 has no name).
pub(super) fn owner_names() -> OwnerNames {
    let names = [(0, "root"), (1000, "alice"), (1001, "bob"), (65534, "nobody")];
    OwnerNames::Table(names.into_iter().map(|(uid, name)| (uid, name.to_owned())).collect())
}

/// The fixture's usage, worked out by hand: 12 files (data.h5 and z1.csv
/// counted once, under their smallest path), 5 directories, 2 symbolic links,
/// 1 socket, 3 duplicate names; every file is sparse (0 bytes allocated).
pub(super) const FIXTURE_CSV: &str = "\
section,key,files,bytes
total,files,12,
total,dirs,5,
total,symlinks,2,
total,other,1,
total,bytes,,2224044531
total,hardlink_duplicates,3,
total,unreadable,0,
total,allocated,,0
taken,2024-03-09T16:00:00Z,,
owner,nobody,2,2148532224
owner,alice,4,75502772
owner,bob,4,8201
owner,uid:4242,1,1234
owner,root,1,100
type,dat,2,2147484882
type,gz,1,73400320
type,h5,1,2097152
type,log,1,1048576
type,txt,3,5100
type,(none),2,4106
type,bin,1,4095
type,csv,1,300
fileset,proj-b,5,2148536630
fileset,proj-a,6,75507801
fileset,(root),1,100
size,0,6,5739
size,4096,2,9096
size,1048576,2,3145728
size,67108864,1,73400320
size,1073741824,1,2147483648
mtime,2021-03,1,73400320
mtime,2022-06,3,4106
mtime,2023-11,3,1634
mtime,2024-01,3,2106247
mtime,2024-02,2,2148532224
";

pub(super) struct Fixture {
    /// Keeps the directory alive.
    pub(crate) _dir: tempfile::TempDir,
    /// The tree to scan.
    pub(crate) root: PathBuf,
}

impl Fixture {
    /// Options for a scan of the fixture: its owner names, no progress, taken
    /// at a fixed time ([`TAKEN`]).
    pub(crate) fn options(&self) -> ScanOptions {
        ScanOptions {
            owner_names: owner_names(),
            progress: false,
            taken: Some(TAKEN),
            ..ScanOptions::default()
        }
    }
}

/// A new file of `size` bytes (sparse), owned by `uid`, modified at `mtime`.
pub(super) fn make_file(path: &Path, uid: u32, size: u64, mtime: u64) {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).expect("create parent directory");
    }
    let f = File::create(path).expect("create file");
    f.set_len(size).expect("set size");
    f.set_modified(SystemTime::UNIX_EPOCH + Duration::from_secs(mtime))
        .expect("set mtime");
    chown(path, Some(uid), Some(uid)).expect("chown (these tests run as root)");
}

/// Builds the fixture tree (see [`FIXTURE_CSV`]).
pub(super) fn fixture() -> Fixture {
    let dir = tempfile::tempdir().expect("temporary directory");
    let root = dir.path().join("tree");
    for (rel, uid, size, mtime) in FILES {
        make_file(&root.join(rel), uid, size, mtime);
    }
    for (existing, new) in HARD_LINKS {
        fs::hard_link(root.join(existing), root.join(new)).expect("hard link");
    }
    symlink("..", root.join("proj-b/loop")).expect("symlink loop");
    symlink("nowhere", root.join("proj-b/dangling")).expect("dangling symlink");
    fs::create_dir(root.join("empty-dir")).expect("empty dir");
    drop(std::os::unix::net::UnixListener::bind(root.join("proj-b/sock")).expect("socket"));
    Fixture { _dir: dir, root }
}

/// The usage CSV of `usage`, as text.
pub(super) fn csv_text(usage: &Usage) -> String {
    let mut out = Vec::new();
    write_usage_csv(usage, &mut out).expect("write to memory");
    String::from_utf8(out).expect("CSV is UTF-8")
}

//! The marker file `.pixreport-output`, inside the output: it marks the
//! folder as pixreport's and holds, as JSON, the state of the build that
//! made it: every entry's stat as that build left it (see [`Tree`]),
//! which of the files pixreport made, and what the build keeps for the next one (its key,
//! summary and listing entries, see `commands::build`). One file, inside
//! the tree it describes, so it is swapped in and out with it: it never
//! describes another tree, and nothing sits beside the output.
//!
//! Read as any untrusted input: a regular file (a link is not followed),
//! bounded, parsed whole; anything else is treated as absent.

use super::{io, WriteError};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::io::{Read, Write};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::Path;

/// The marker's format; another number is another format (absent).
const FORMAT: u32 = 2;

/// Far above a 1,000-report site's state (about a kilobyte per report and
/// language).
const LIMIT: u64 = 64 << 20;

#[derive(Serialize, Deserialize)]
pub(super) struct Marker<T> {
    pixreport_output: u32,
    /// The [`Tree`] of the output as the build left it.
    pub(super) tree: Tree,
    /// The files pixreport made (the others are a user's).
    pub(super) made: BTreeSet<String>,
    pub(super) build: T,
}

/// The bytes of the marker at `path`, if it is a regular file of at most
/// [`LIMIT`] bytes (read once, under the lock: see `Output::lock`).
pub(super) fn read(path: &Path) -> Option<Vec<u8>> {
    let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
    let f = std::fs::File::options()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(path)
        .ok()?;
    if !f.metadata().ok()?.is_file() {
        return None;
    }
    let mut bytes = Vec::new();
    f.take(LIMIT + 1).read_to_end(&mut bytes).ok()?;
    (bytes.len() as u64 <= LIMIT).then_some(bytes)
}

/// The marker in `bytes`, if it is one of this format with a `build` of
/// type `T`.
pub(super) fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Option<Marker<T>> {
    let m: Marker<T> = serde_json::from_slice(bytes).ok()?;
    (m.pixreport_output == FORMAT).then_some(m)
}

/// Writes the marker of a staged tree (the staging folder is the build's
/// own; the file is replaced, never followed).
pub(super) fn write<T: Serialize>(
    path: &Path,
    tree: Tree,
    made: BTreeSet<String>,
    build: &T,
    flush: bool,
) -> std::io::Result<()> {
    let m = Marker {
        pixreport_output: FORMAT,
        tree,
        made,
        build,
    };
    let f = std::fs::File::options()
        .write(true)
        .truncate(true)
        .custom_flags(rustix::fs::OFlags::NOFOLLOW.bits() as i32)
        .open(path)?;
    let mut w = std::io::BufWriter::new(&f);
    serde_json::to_writer(&mut w, &m).map_err(std::io::Error::other)?;
    w.flush()?;
    drop(w);
    if flush {
        f.sync_all()?;
    }
    Ok(())
}

/// Every entry under a folder but the marker, by relative path: its kind
/// and mode, a file's size, inode and mtime (ns), a link's target.
pub(super) type Tree = BTreeMap<String, String>;

/// Every entry under a folder but the marker, by relative path, with its
/// metadata (links not followed): the live output as one walk finds it,
/// for both `Output::intact` and the plan of what a build carries over.
pub(super) type Live = BTreeMap<String, std::fs::Metadata>;

pub(super) fn walk(dir: &Path, rel: &str, live: &mut Live) -> Result<(), WriteError> {
    for e in std::fs::read_dir(dir).map_err(io(dir))? {
        let e = e.map_err(io(dir))?;
        let name = e.file_name();
        // The output is tracked by name, in UTF-8 (the marker is JSON): a
        // name that is not would be staged under another name and missed.
        let Some(name) = name.to_str() else {
            let why = format!("the name {name:?} is not UTF-8, so a build cannot carry it over: rename it, or move it out of the output folder");
            return Err(super::refused(&e.path(), why));
        };
        if rel.is_empty() && name == super::MARKER {
            continue;
        }
        let r = crate::fsx::join_rel(rel, name);
        let m = e.metadata().map_err(io(&e.path()))?;
        if m.is_dir() {
            walk(&e.path(), &r, live)?;
        }
        live.insert(r, m);
    }
    Ok(())
}

/// The [`Tree`] of `live`, the walk of folder `dir`. Any change to the
/// tree since the marker's record (an edit, a file added, removed or
/// replaced) changes it; the ctime does not count (a hard link to a file
/// changes it). A build records its new tree's as it stages it (see
/// `Staged::tree`).
pub(super) fn tree(dir: &Path, live: &Live) -> std::io::Result<Tree> {
    (live.iter())
        .map(|(r, m)| Ok((r.clone(), stat(&dir.join(r), m)?)))
        .collect()
}

/// One entry of a [`Tree`]: the stat `m` of `path` (not followed).
pub(super) fn stat(path: &Path, m: &std::fs::Metadata) -> std::io::Result<String> {
    let ft = m.file_type();
    Ok(if ft.is_file() {
        let mtime = m.mtime() as i128 * 1_000_000_000 + m.mtime_nsec() as i128;
        format!("f {} {} {mtime} {}", m.len(), m.ino(), m.mode())
    } else if ft.is_symlink() {
        format!("l {}", std::fs::read_link(path)?.display())
    } else {
        format!("{} {}", crate::fsx::kind_name(&ft), m.mode())
    })
}

//! What of the previous output a build carries over, planned before
//! anything is written (so the free-space check knows the total), then
//! recreated in the staging folder.
//!
//! Carried over: every file outside the folders the build owns (other
//! languages and reports of earlier builds), and everywhere every symlink
//! and FIFO a user put there (recreated as such, never followed, never
//! deleted silently). Refused, with the path: a symlink or FIFO where the
//! build writes a file, and sockets or devices (they cannot be copied).
//!
//! Files are carried as hard links, not copies: the staging tree shares
//! their inodes with the current output, so a carried or unchanged file
//! keeps its inode and mtime (a site synced to a web server uploads only
//! what changed) and costs a directory entry instead of its bytes. Sharing
//! is safe because no file of an output tree is ever modified in place:
//! a changed file is a new inode in the new tree.

use super::probe::Stats;
use super::spare::{Want, Wanted};
use super::{io, OutputSet, WriteError, MARKER};
use crate::fsx::{kind_name, DirCache, DirStat, Kind};
use rustc_hash::FxHashSet;
use std::collections::BTreeSet;
use std::ops::Bound;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::Path;

/// The previous output as the new tree sees it.
#[derive(Default)]
pub(super) struct Plan<'a> {
    /// What of the previous output the new tree carries: folders, their
    /// files (per folder: the listing and a flag per entry, no path string
    /// per file), symlinks and FIFOs. The build's own files are added to
    /// it afterwards.
    pub(super) want: Wanted<'a>,
    /// Entries inside the folders the build owns that the new tree drops
    /// (a figure no longer drawn, a folder left empty). Zero, with every
    /// file unchanged, means the build changes nothing.
    pub(super) dropped: usize,
    /// Inode of every regular file of the previous output that this build
    /// writes (from the folder listing, no `stat`): when its bytes are
    /// unchanged it is linked, not written.
    pub(super) inos: std::collections::BTreeMap<String, u64>,
}

/// What the walk of the live tree carries along.
struct Walk<'a> {
    /// The live tree, open: folders are stat'ed relative to it.
    root: Root<'a>,
    /// Folders already stat'ed in this run (see `writer::Probe`).
    stats: std::cell::RefCell<&'a mut Stats>,
    set: &'a OutputSet,
    /// The folders the build owns, for one lookup per entry.
    owned_dirs: BTreeSet<&'a str>,
    /// Folders whose whole subtree the spare already holds as it is here
    /// (see `writer::Probe`).
    in_sync: &'a FxHashSet<String>,
}

impl Walk<'_> {
    /// Whether entry `r`, in a folder that is (`inside`) or is not owned,
    /// is the build's: owned folders are replaced whole.
    fn owned(&self, inside: bool, r: &str) -> bool {
        inside || r == MARKER || self.set.files.contains_key(r) || self.owned_dirs.contains(r)
    }

    /// Whether the build writes a file or owns a folder below folder
    /// `rel` (given with its trailing `/`). A folder where it does neither
    /// is carried whole, and its entries need no path and no lookup each.
    fn touches(&self, prefix: &str) -> bool {
        let from = (Bound::Included(prefix), Bound::Unbounded);
        let first = self.set.files.range::<str, _>(from).next();
        first.is_some_and(|(k, _)| k.starts_with(prefix))
            || self
                .owned_dirs
                .range::<str, _>(from)
                .next()
                .is_some_and(|k| k.starts_with(prefix))
    }
}

/// Whether the new tree has a file below folder `rel`.
fn holds_files(set: &OutputSet, rel: &str) -> bool {
    let prefix = format!("{rel}/");
    set.files
        .range(prefix.clone()..)
        .next()
        .is_some_and(|(k, _)| k.starts_with(&prefix))
}

/// Walks `out` (in name order, so the plan is deterministic), taking
/// unchanged folders' listings from `cache`.
pub(super) fn plan<'a>(
    out: &Path,
    set: &'a OutputSet,
    cache: &mut DirCache,
    stats: &mut Stats,
    in_sync: &'a FxHashSet<String>,
) -> Result<Plan<'a>, WriteError> {
    let mut plan = Plan::default();
    let meta = DirStat::of(&out.symlink_metadata().map_err(io(out))?);
    let w = Walk {
        root: Root::open(out)?,
        stats: std::cell::RefCell::new(stats),
        set,
        owned_dirs: set.owned_dirs.iter().map(String::as_str).collect(),
        in_sync,
    };
    walk(out, &meta, &mut String::new(), None, &w, &mut plan, cache)?;
    plan.want.finish();
    Ok(plan)
}

/// The top of a tree a walk visits, open, so that each folder below it is
/// stat'ed by its short relative path (see [`DirStat::at`]).
pub(super) struct Root<'a> {
    path: &'a Path,
    fd: std::os::fd::OwnedFd,
}

impl<'a> Root<'a> {
    /// Opens folder `path` itself (never through a symlink).
    pub(super) fn open(path: &'a Path) -> Result<Self, WriteError> {
        let fd = crate::fsx::open_dir(path).map_err(io(path))?;
        Ok(Root { path, fd })
    }

    /// The stat of folder `rel` (below the root), refusing an entry its
    /// parent's listing called a folder that is not one (changed during
    /// the build: the next build lists anew).
    pub(super) fn dir_stat(&self, rel: &str) -> Result<DirStat, WriteError> {
        let m = DirStat::at(&self.fd, rel).map_err(|e| WriteError::Io {
            path: self.path.join(rel),
            source: e,
        })?;
        if !m.is_dir() {
            return Err(WriteError::Refused {
                path: self.path.join(rel),
                message: "changed while the build read it; run the build again".into(),
            });
        }
        Ok(m)
    }
}

/// Walks the live folder `dir` at relative path `rel` (a buffer extended
/// and cut back per entry: no string is made for a carried file). `mode`:
/// the folder is carried with this mode; none for the top and for a folder
/// the build owns or one inside it (`inside`).
fn walk(
    dir: &Path,
    meta: &DirStat,
    rel: &mut String,
    mode: Option<u32>,
    w: &Walk,
    plan: &mut Plan,
    cache: &mut DirCache,
) -> Result<(), WriteError> {
    let entries = cache.list(dir, meta).map_err(io(dir))?;
    let base = rel.len();
    let inside = base > 0 && mode.is_none();
    if base > 0 {
        rel.push('/');
    }
    // The top holds the marker; elsewhere a folder the build does not
    // touch has no entry of its own.
    let touched = inside || base == 0 || w.touches(rel);
    let mut carried = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        if !touched && e.kind == Kind::File {
            carried.resize(entries.len(), false);
            carried[i] = true;
            continue;
        }
        rel.truncate(base);
        if base > 0 {
            rel.push('/');
        }
        rel.push_str(&e.name.to_string_lossy());
        // The type comes from the folder listing; only folders and FIFOs
        // need a stat (for their mode).
        let ours = touched && w.owned(inside, rel);
        match e.kind {
            Kind::File => {
                if !ours {
                    carried.resize(entries.len(), false);
                    carried[i] = true;
                } else if w.set.files.contains_key(rel.as_str()) || rel == MARKER {
                    plan.inos.insert(rel.clone(), e.ino);
                } else {
                    plan.dropped += 1;
                }
            }
            Kind::Dir => {
                let path = dir.join(e.name);
                let probed = w.stats.borrow_mut().remove(rel.as_str());
                let m = match probed {
                    Some(m) => m,
                    None => w.root.dir_stat(rel)?,
                };
                // Owned folders are rebuilt, but a user's links inside them
                // must still be found.
                if ours && !holds_files(w.set, rel) {
                    plan.dropped += 1;
                }
                let mode = (!ours).then_some(m.mode & 0o7777);
                // A folder the build does not touch, which the spare
                // already holds as it is: carried whole, not walked.
                if let (Some(mode), false) = (mode, inside) {
                    if w.in_sync.contains(rel.as_str()) {
                        rel.push('/');
                        let touched = w.touches(rel);
                        rel.pop();
                        if !touched {
                            plan.want.add_whole(rel.clone(), mode);
                            continue;
                        }
                    }
                }
                walk(&path, &m, rel, mode, w, plan, cache)?;
            }
            _ => other(&dir.join(e.name), rel, w.set, plan)?,
        }
    }
    rel.truncate(base);
    if mode.is_some() || !carried.is_empty() {
        let files = (!carried.is_empty()).then_some((entries, carried));
        plan.want.add_carried(rel.clone(), mode, files);
    }
    Ok(())
}

/// A symlink or FIFO of the live tree is carried as it is; anything else
/// that is neither a file nor a folder is refused, as is a symlink or FIFO
/// where the build writes a file.
fn other(path: &Path, rel: &str, set: &OutputSet, plan: &mut Plan) -> Result<(), WriteError> {
    let refuse = |what: &str| WriteError::Refused {
        path: path.to_path_buf(),
        message: what.to_string(),
    };
    let m = path.symlink_metadata().map_err(io(path))?;
    let ft = m.file_type();
    if set.files.contains_key(rel) {
        Err(refuse(&format!(
            "is {} where this build writes a file; move it out of the output folder",
            kind_name(&ft)
        )))
    } else if ft.is_symlink() {
        let target = std::fs::read_link(path).map_err(io(path))?;
        plan.want.add_other(rel, Want::Symlink(target));
        Ok(())
    } else if ft.is_fifo() {
        plan.want.add_other(rel, Want::Fifo(m.permissions().mode() & 0o7777));
        Ok(())
    } else {
        Err(refuse(&format!(
            "is {}, which a build cannot carry over into the new output; move it out of the output folder",
            kind_name(&ft)
        )))
    }
}

/// Whether `path` is a regular file (not a link to one) holding exactly
/// `bytes`. Any doubt (unreadable, vanished) answers no: the file is then
/// written anew, which is always correct.
pub(super) fn same_bytes(path: &Path, bytes: &[u8]) -> bool {
    match path.symlink_metadata() {
        Ok(m) if m.file_type().is_file() && m.len() == bytes.len() as u64 => {
            std::fs::read(path).is_ok_and(|old| old == bytes)
        }
        _ => false,
    }
}

/// Puts the file `from` at `to` as a hard link; where the file system or
/// its permissions refuse (a file owned by another user under
/// `protected_hardlinks`, a nested mount, a file system without links),
/// as a copy. Returns whether it linked.
pub(super) fn link_or_copy(from: &Path, to: &Path) -> Result<bool, WriteError> {
    match std::fs::hard_link(from, to) {
        Ok(()) => Ok(true),
        Err(_) => {
            std::fs::copy(from, to).map_err(io(to))?;
            Ok(false)
        }
    }
}

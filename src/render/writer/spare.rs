//! The spare tree: after a swap, the previous output is not deleted but
//! kept beside the live one as `.<out>.spare`, and the next build brings it
//! up to date *in place* before exchanging it with the live tree.
//!
//! Why: rebuilding a staged tree from scratch costs one directory inode per
//! folder and one link per file of the whole site, and deleting the old
//! tree as much again. On ext4 the directory-inode allocation dominates, so
//! `--report X` in a site of hundreds of reports cost many times what
//! building X alone costs. The spare already has almost every folder and
//! link; updating it costs a listing of both trees and one operation per
//! entry that differs.
//!
//! No assumption is made about what the spare holds: a killed build may
//! have left it half updated, a user may have touched it. The update
//! compares every entry of the spare with the tree wanted and fixes what
//! differs. A file is kept only if it is *the same inode* as the live file
//! it should be (hard links share inodes, and no output file is ever
//! modified in place, so the same inode is the same bytes); anything else
//! is removed and made anew (a new file is always created, never a shared
//! inode truncated). Inode numbers come from the folder listings of both
//! trees (one number space: both are on the output's file system).

use super::tree::{link_or_copy, Dirs, Root};
use super::{io, WriteError};
use crate::fsx::{DirCache, DirStat, Ent, Kind};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// The spare tree's name beside output folder `name`.
pub(super) fn spare_name(name: &str) -> String {
    format!(".{name}.spare")
}

/// What one entry of the new tree must be.
pub(super) enum Want<'a> {
    /// A folder; the mode of a carried folder, none for one the build owns.
    Dir(Option<u32>),
    /// The live file with this inode, linked.
    Live(u64),
    /// A new file with these bytes.
    Bytes(&'a [u8]),
    Symlink(PathBuf),
    Fifo(u32),
}

/// The new tree: relative path → entry, folders implied by their files;
/// and, per folder, the live files carried as they are (see [`Carried`]).
#[derive(Default)]
pub(super) struct Wanted<'a>(pub(super) BTreeMap<String, Want<'a>>, BTreeMap<String, Carried>);

/// The regular files of one live folder that the new tree carries: the
/// entries of its listing whose flag is set, each wanted as `Want::Live`
/// of its inode. Kept per folder so a big site's carried files cost no
/// path string and no map entry each.
pub(super) struct Carried {
    ents: Rc<[Ent]>,
    carried: Vec<bool>,
}

impl Carried {
    /// The index of the carried file `name`, if there is one.
    fn find(&self, name: &std::ffi::OsStr) -> Option<usize> {
        let i = self.ents.binary_search_by(|e| e.name.as_os_str().cmp(name)).ok()?;
        self.carried.get(i).copied().unwrap_or(false).then_some(i)
    }
}

impl<'a> Wanted<'a> {
    /// Carries the files of live folder `rel` flagged in `carried` (entries
    /// of its listing `ents`, sorted by name).
    pub(super) fn add_files(&mut self, rel: &str, ents: Rc<[Ent]>, carried: Vec<bool>) {
        if !rel.is_empty() && !self.0.contains_key(rel) {
            self.add(rel, Want::Dir(None));
        }
        self.1.insert(rel.to_string(), Carried { ents, carried });
    }

    pub(super) fn add(&mut self, rel: &str, w: Want<'a>) {
        let mut p = rel;
        // A folder already there has its parents too: stop at it (no
        // string made per parent of each of a big site's files).
        while let Some((parent, _)) = p.rsplit_once('/') {
            if self.0.contains_key(parent) {
                break;
            }
            self.0.insert(parent.to_string(), Want::Dir(None));
            p = parent;
        }
        self.0.insert(rel.to_string(), w);
    }
}

/// What updating the spare did to the files the build produced.
#[derive(Default, Debug, PartialEq)]
pub(super) struct Updated {
    /// Entries already right in the spare (no operation).
    pub(super) kept: BTreeSet<String>,
    /// Files linked or kept from the live tree, and files written anew.
    pub(super) linked: BTreeSet<String>,
    pub(super) written: BTreeSet<String>,
    /// Kept folders whose mode is not the one wanted.
    pub(super) chmod: BTreeSet<String>,
    /// Per folder with carried files (see [`Carried`]): which of them the
    /// spare already holds (not in `kept`).
    kept_files: BTreeMap<String, Vec<bool>>,
}

/// Makes the folder `spare` hold exactly `want`, linking `Live` files from
/// `live`, taking unchanged folders' listings from `cache`. `step` runs
/// after every file-system operation (the kill hook).
pub(super) fn update(
    spare: &Path,
    live: &Path,
    want: &Wanted,
    dirs: &mut Dirs,
    cache: &mut DirCache,
    step: &dyn Fn(),
) -> Result<Updated, WriteError> {
    let mut done = Updated::default();
    let root = Root::open(spare)?;
    let meta = root.dir_stat(".")?;
    prune(
        spare,
        &meta,
        &mut String::new(),
        want,
        &mut done,
        &mut Cx { root, cache, step },
    )?;
    dirs.known(spare);
    for (rel, w) in &want.0 {
        let p = spare.join(rel);
        if done.kept.contains(rel) {
            if let (Want::Dir(Some(mode)), true) = (w, done.chmod.contains(rel)) {
                set_mode(&p, *mode)?;
            }
            if let Want::Dir(_) = w {
                dirs.known(&p);
            }
            continue;
        }
        if let Some(parent) = p.parent() {
            dirs.ensure(parent)?;
        }
        match w {
            Want::Dir(mode) => {
                dirs.ensure(&p)?;
                if let Some(mode) = mode {
                    set_mode(&p, *mode)?;
                }
            }
            Want::Live(_) => {
                if link_or_copy(&live.join(rel), &p)? {
                    done.linked.insert(rel.clone());
                } else {
                    done.written.insert(rel.clone());
                }
            }
            Want::Bytes(bytes) => {
                write_new(&p, bytes)?;
                done.written.insert(rel.clone());
            }
            Want::Symlink(target) => std::os::unix::fs::symlink(target, &p).map_err(io(&p))?,
            Want::Fifo(mode) => rustix::fs::mknodat(
                rustix::fs::CWD,
                &p,
                rustix::fs::FileType::Fifo,
                rustix::fs::Mode::from_raw_mode(*mode),
                0,
            )
            .map_err(|e| WriteError::Io {
                path: p.clone(),
                source: e.into(),
            })?,
        }
        step();
    }
    for (rel, c) in &want.1 {
        let kept = done.kept_files.get(rel);
        for (i, e) in c.ents.iter().enumerate() {
            if !c.carried.get(i).copied().unwrap_or(false) || kept.is_some_and(|k| k[i]) {
                continue;
            }
            let r = crate::fsx::join_rel(rel, &e.name.to_string_lossy());
            if want.0.contains_key(&r) {
                return Err(WriteError::Refused {
                    path: live.join(&r),
                    message: "is a file where this build writes a folder; move it out of the output folder".into(),
                });
            }
            let p = spare.join(&r);
            if let Some(parent) = p.parent() {
                dirs.ensure(parent)?;
            }
            if link_or_copy(&live.join(&r), &p)? {
                done.linked.insert(r);
            } else {
                done.written.insert(r);
            }
            step();
        }
    }
    Ok(done)
}

fn set_mode(p: &Path, mode: u32) -> Result<(), WriteError> {
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(mode)).map_err(io(p))
}

/// A new inode with `bytes` (never an existing file opened for writing: it
/// may be shared with the live tree).
fn write_new(p: &Path, bytes: &[u8]) -> Result<(), WriteError> {
    let mut f = std::fs::File::options()
        .write(true)
        .create_new(true)
        .mode(0o666)
        .open(p)
        .map_err(io(p))?;
    f.write_all(bytes).map_err(io(p))
}

/// Removes every entry of the spare folder `dir` (whose stat is `meta`,
/// whose relative path is `rel`: a buffer extended and cut back per entry)
/// that the new tree does not want as it is; records the ones kept.
fn prune(
    dir: &Path,
    meta: &DirStat,
    rel: &mut String,
    want: &Wanted,
    done: &mut Updated,
    cx: &mut Cx,
) -> Result<(), WriteError> {
    let entries = cx.cache.list(dir, meta).map_err(io(dir))?;
    let carried = want.1.get(rel.as_str());
    let mut kept_files = vec![false; carried.map_or(0, |c| c.ents.len())];
    let base = rel.len();
    for e in entries.iter() {
        rel.truncate(base);
        if base > 0 {
            rel.push('/');
        }
        rel.push_str(&e.name.to_string_lossy());
        let path = || dir.join(&e.name);
        let keep = match (want.0.get(rel.as_str()), e.kind) {
            (Some(Want::Dir(mode)), Kind::Dir) => {
                let path = path();
                let m = cx.root.dir_stat(rel)?;
                // A mode changed only where it differs (a chmod of every
                // folder of a big site is a journal write each).
                if let Some(mode) = mode {
                    if m.mode & 0o7777 != *mode {
                        done.chmod.insert(rel.clone());
                    }
                }
                prune(&path, &m, rel, want, done, cx)?;
                true
            }
            (Some(Want::Live(ino)), kind) => kind == Kind::File && e.ino == *ino,
            (Some(Want::Symlink(target)), Kind::Symlink) => std::fs::read_link(path()).is_ok_and(|t| t == *target),
            (Some(Want::Fifo(mode)), Kind::Fifo) => path()
                .symlink_metadata()
                .is_ok_and(|m| m.file_type().is_fifo() && m.permissions().mode() & 0o7777 == *mode),
            // A carried file: right only as the live file's inode.
            (None, Kind::File) => match carried.and_then(|c| Some((c, c.find(&e.name)?))) {
                Some((c, i)) if c.ents[i].ino == e.ino => {
                    kept_files[i] = true;
                    continue;
                }
                _ => false,
            },
            _ => false,
        };
        if keep {
            done.kept.insert(rel.clone());
            continue;
        }
        let path = path();
        let removed = if e.kind == Kind::Dir {
            std::fs::remove_dir_all(&path)
        } else {
            std::fs::remove_file(&path)
        };
        removed.map_err(io(&path))?;
        (cx.step)();
    }
    rel.truncate(base);
    if carried.is_some() {
        done.kept_files.insert(rel.clone(), kept_files);
    }
    Ok(())
}

/// What the walk over the spare carries along.
struct Cx<'c> {
    /// The spare tree, open (folders are stat'ed relative to it).
    root: Root<'c>,
    cache: &'c mut DirCache,
    step: &'c dyn Fn(),
}

/// Takes the spare tree as the staging folder `staging`: one rename.
/// Returns whether the staging folder now exists. A spare that is not a
/// folder is removed; a folder on another file system (something mounted
/// there) is left alone and not used.
pub(super) fn adopt(spare: &Path, staging: &Path, dev: u64) -> Result<bool, WriteError> {
    use std::os::unix::fs::MetadataExt;
    match spare.symlink_metadata() {
        Ok(m) if m.is_dir() && m.dev() == dev => {
            std::fs::rename(spare, staging).map_err(io(spare))?;
            Ok(true)
        }
        Ok(m) if !m.is_dir() => {
            std::fs::remove_file(spare).map_err(io(spare))?;
            Ok(false)
        }
        _ => Ok(false),
    }
}

//! Filling the staging folder: the build's files as it makes them
//! (hard-linked from the live output when their bytes are the same, else
//! written), then what of the live output the build carries over.
//!
//! Carried over: every entry outside the folders the build owns (other
//! languages and reports of earlier builds, a user's README), and
//! everywhere every symlink and FIFO a user put there (recreated as such,
//! never followed). Refused, with the path, before the swap: a symlink,
//! FIFO or folder where the build writes a file, sockets or devices (they
//! cannot be carried), a file pixreport made that is not as the last build
//! left it (the marker's record), and a file added to a folder pixreport
//! writes in (the README, `.gitkeep` and `.gitignore` at the top excepted):
//! an edited script or an added page is never published. A folder of the
//! user's (a search index, say) is carried as it is.
//!
//! Carried and unchanged files are hard links, not copies: the new tree
//! shares their inodes with the old, so they keep inode and mtime (a site
//! synced to a web server uploads only what changed). No file of an output
//! tree is ever modified in place: a changed file is a new inode.

use super::state::{stat, Live, Tree};
use super::swap::{self, Faults};
use super::{check_space, io, refused, Output, WriteError, MARKER, SPACE_MARGIN};
use std::collections::{BTreeMap, BTreeSet};
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// A build's new tree, filled as the build makes its files (see
/// [`Output::stage`]). Dropped unfinished (an error anywhere in the
/// build), its folder is removed.
pub struct Staged<'a> {
    pub(super) out: &'a Output,
    pub(super) dir: tempfile::TempDir,
    pub(super) faults: Faults,
    /// Free bytes when staging began, and the bytes written since.
    free: Option<u64>,
    new_bytes: u64,
    /// The files staged, how many of them were written anew (the others
    /// are links), and the folders the build owns.
    pub(super) files: BTreeSet<String>,
    pub(super) written: usize,
    pub(super) owned: Vec<String>,
    /// The marker's record of the new tree (see `state::Tree`), taken
    /// as it is staged: a carried file's stat is the live one's (the same
    /// inode), a folder's is taken as it is flushed (see `settle`).
    pub(super) tree: Tree,
    /// The folders made, with the mode of the live folder carried (else
    /// `mkdir`'s).
    dirs: BTreeMap<String, Option<u32>>,
}

impl<'a> Staged<'a> {
    /// A fresh staging folder beside `out`, its marker made first: a build
    /// killed from here on leaves a folder the next build knows as
    /// pixreport's (see `swap::clean`).
    pub(super) fn new(out: &'a Output) -> Result<Self, WriteError> {
        let staged = Staged {
            out,
            dir: swap::staging(&out.parent, &out.name)?,
            faults: Faults::from_env(),
            free: crate::fsx::free_bytes(&out.parent).ok(),
            new_bytes: 0,
            files: BTreeSet::new(),
            written: 0,
            owned: Vec::new(),
            tree: Tree::new(),
            dirs: BTreeMap::new(),
        };
        let marker = staged.dir.path().join(MARKER);
        File::create_new(&marker).map_err(io(&marker))?;
        staged.faults.step();
        Ok(staged)
    }

    /// Stages `set`: each file hard-linked from the live output if it
    /// holds the same bytes, else written (if it fits in the space that
    /// was free when staging began: the old tree stays until the swap).
    pub(super) fn add(&mut self, set: &super::OutputSet) -> Result<(), WriteError> {
        for rel in set.files.keys().chain(&set.owned_dirs) {
            if let Err(e) = crate::fsx::check_relative(rel) {
                let why = format!("path leaves the output folder ({e})");
                return Err(refused(&self.out.shown.join(rel), why));
            }
            if rel == MARKER {
                return Err(refused(&self.out.shown.join(rel), "is the output's marker, not a page"));
            }
        }
        self.owned.extend(set.owned_dirs.iter().cloned());
        for (rel, bytes) in &set.files {
            self.mkdirs(rel)?;
            let to = self.dir.path().join(rel);
            let live = self.out.existed.then(|| self.out.target.join(rel));
            if !live.map_or(Ok(false), |l| link_same(&l, &to, bytes))? {
                self.new_bytes += bytes.len() as u64;
                if let Some(free) = self.free {
                    check_space(&self.out.shown, self.new_bytes + SPACE_MARGIN, free)?;
                }
                let mut f = File::create_new(&to).map_err(io(&to))?;
                f.write_all(bytes).map_err(io(&to))?;
                // Flushed now, their folders before the swap (see
                // `settle`); links are of flushed files.
                if self.faults.flush {
                    f.sync_all().map_err(io(&to))?;
                }
                self.written += 1;
            }
            self.files.insert(rel.clone());
            self.faults.step();
        }
        Ok(())
    }

    /// Makes the folders above `rel` not made yet.
    fn mkdirs(&mut self, rel: &str) -> Result<(), WriteError> {
        for (i, _) in rel.match_indices('/') {
            if !self.dirs.contains_key(&rel[..i]) {
                let dir = self.dir.path().join(&rel[..i]);
                std::fs::create_dir(&dir).map_err(io(&dir))?;
                self.dirs.insert(rel[..i].to_string(), None);
            }
        }
        Ok(())
    }

    /// Records the staged entry `rel` in the tree.
    fn note(&mut self, rel: &str) -> Result<(), WriteError> {
        let path = self.dir.path().join(rel);
        let m = path.symlink_metadata().map_err(io(&path))?;
        self.tree.insert(rel.to_string(), stat(&path, &m).map_err(io(&path))?);
        Ok(())
    }

    /// Carries over what `plan` says from the live output `live`, one
    /// fault step per entry.
    pub(super) fn carry(&mut self, live: &Path, plan: Vec<Carry>) -> Result<(), WriteError> {
        for c in plan {
            match c {
                Carry::Dir(rel, mode) => {
                    if !self.dirs.contains_key(&rel) {
                        // Filled before it is given its mode (see `settle`).
                        let to = self.dir.path().join(&rel);
                        std::fs::DirBuilder::new()
                            .mode(mode | 0o700)
                            .create(&to)
                            .map_err(io(&to))?;
                    }
                    self.dirs.insert(rel, Some(mode));
                }
                Carry::File(rel, entry) => {
                    let (from, to) = (live.join(&rel), self.dir.path().join(&rel));
                    if std::fs::hard_link(&from, &to).is_ok() {
                        self.tree.insert(rel, entry);
                    } else {
                        std::fs::copy(&from, &to).map_err(io(&to))?;
                        if self.faults.flush {
                            File::open(&to).and_then(|f| f.sync_all()).map_err(io(&to))?;
                        }
                        self.note(&rel)?;
                    }
                }
                Carry::Link(rel, target) => {
                    self.mkdirs(&rel)?;
                    let to = self.dir.path().join(&rel);
                    std::os::unix::fs::symlink(target, &to).map_err(io(&to))?;
                    self.note(&rel)?;
                }
                Carry::Fifo(rel, mode) => {
                    self.mkdirs(&rel)?;
                    let to = self.dir.path().join(&rel);
                    let mode = rustix::fs::Mode::from_raw_mode(mode);
                    rustix::fs::mkfifoat(rustix::fs::CWD, to.as_path(), mode).map_err(|e| io(&to)(e.into()))?;
                    self.note(&rel)?;
                }
            }
            self.faults.step();
        }
        Ok(())
    }

    /// Records the stat of each file the build staged (taken now: the
    /// tree is not held while the build renders), gives each folder made
    /// its mode (innermost first, once filled: a read-only folder is filled
    /// first), records its stat and flushes it (every one is new). Returns
    /// the files staged.
    pub(super) fn settle(&mut self) -> Result<BTreeSet<String>, WriteError> {
        let files = std::mem::take(&mut self.files);
        files.iter().try_for_each(|rel| self.note(rel))?;
        for (rel, want) in self.dirs.iter().rev() {
            let path = self.dir.path().join(rel);
            let f = File::open(&path).map_err(io(&path))?;
            let mut m = f.metadata().map_err(io(&path))?;
            if let Some(want) = want.filter(|w| *w != m.mode() & 0o7777) {
                f.set_permissions(std::fs::Permissions::from_mode(want))
                    .map_err(io(&path))?;
                m = f.metadata().map_err(io(&path))?;
            }
            if self.faults.flush {
                f.sync_all().map_err(io(&path))?;
            }
            self.tree.insert(rel.clone(), stat(&path, &m).map_err(io(&path))?);
        }
        Ok(files)
    }
}

/// What of the live output goes into the new tree.
pub(super) enum Carry {
    /// A folder outside the owned ones, with its mode.
    Dir(String, u32),
    /// A file, with its stat.
    File(String, String),
    Link(String, PathBuf),
    Fifo(String, u32),
}

/// What the build carries over, decided once its files are staged.
pub(super) struct Plan {
    pub(super) carry: Vec<Carry>,
    /// The carried files pixreport made.
    pub(super) made: Vec<String>,
}

const CHANGED: &str = "was changed in the output since the last build made it, and this build \
does not write it: pixreport publishes only the files it made as it made them; remove it, or build \
the language or report it belongs to";

const ADDED: &str = "was added in the output since the last build, to a folder pixreport writes \
in: pixreport publishes there only the files it made; remove it, or move it into a folder of its own";

/// Plans what of the live output (its walk `live`, none for a new one) the
/// build that staged `staged` carries over. `tree` and `made_before`: the
/// last build's record (empty if none).
pub(super) fn plan(
    live: Option<&Live>,
    staged: &Staged,
    tree: &Tree,
    made_before: &BTreeSet<String>,
) -> Result<Plan, WriteError> {
    let (mut carry, mut made) = (Vec::new(), Vec::new());
    let Some(live) = live else {
        return Ok(Plan { carry, made });
    };
    let dir = &staged.out.target;
    let files = &staged.files;
    let owned: BTreeSet<&str> = staged.owned.iter().map(String::as_str).collect();
    fn parent(rel: &str) -> &str {
        rel.rsplit_once('/').map_or("", |(p, _)| p)
    }
    // The folders holding a file pixreport made or makes now.
    let folders: BTreeSet<&str> = made_before.iter().chain(files).map(|r| parent(r)).collect();
    for (r, m) in live {
        let (rel, path) = (parent(r), dir.join(r));
        let (ft, mode) = (m.file_type(), m.permissions().mode() & 0o7777);
        let ours = (r.match_indices('/').map(|(i, _)| &r[..i]).chain([r.as_str()])).any(|p| owned.contains(p));
        let written = files.contains(r) || below(files, r);
        let refuse = |what: &str| refused(&path, what.replace('@', crate::fsx::kind_name(&ft)));
        if ft.is_dir() {
            if files.contains(r) {
                return Err(refuse(
                    "is @ where this build writes a file; move it out of the output folder",
                ));
            }
            if !ours {
                carry.push(Carry::Dir(r.clone(), mode));
            }
        } else if ft.is_file() {
            if !ours && !written {
                let entry = stat(&path, m).map_err(io(&path))?;
                if made_before.contains(r) {
                    if tree.get(r) != Some(&entry) {
                        return Err(refused(&path, CHANGED));
                    }
                    made.push(r.clone());
                } else if folders.contains(rel) && !(rel.is_empty() && super::FRESH_OK.contains(&r.as_str())) {
                    return Err(refused(&path, ADDED));
                }
                carry.push(Carry::File(r.clone(), entry));
            }
        } else if written {
            return Err(refuse("is @ where this build writes; move it out of the output folder"));
        } else if ft.is_symlink() {
            carry.push(Carry::Link(r.clone(), std::fs::read_link(&path).map_err(io(&path))?));
        } else if ft.is_fifo() {
            carry.push(Carry::Fifo(r.clone(), mode));
        } else {
            return Err(refuse(
                "is @, which a build cannot carry over into the new output; move it out of the output folder",
            ));
        }
    }
    Ok(Plan { carry, made })
}

/// Whether the build writes a file below folder `rel`.
fn below(files: &BTreeSet<String>, rel: &str) -> bool {
    let prefix = format!("{rel}/");
    (files.range(prefix.clone()..).next()).is_some_and(|k| k.starts_with(&prefix))
}

/// The regular file `path` (not a link to one), open, and its inode, if it
/// holds exactly `bytes`. Any doubt (unreadable, vanished) answers no: the file is then
/// written anew, which is always correct.
fn same_bytes(path: &Path, bytes: &[u8]) -> Option<(File, u64)> {
    let flags = rustix::fs::OFlags::NOFOLLOW | rustix::fs::OFlags::NONBLOCK;
    let f = File::options()
        .read(true)
        .custom_flags(flags.bits() as i32)
        .open(path)
        .ok()?;
    let m = f.metadata().ok()?;
    if !m.is_file() || m.len() != bytes.len() as u64 {
        return None;
    }
    let mut old = Vec::with_capacity(bytes.len());
    (&f).take(m.len() + 1).read_to_end(&mut old).ok()?;
    (old == bytes).then_some((f, m.ino()))
}

/// Hard-links the live file `from` to `to` if it still holds `bytes` (it
/// is compared again, open, and the link must be that very inode); false
/// when it does not or cannot be linked, and the caller writes it.
fn link_same(from: &Path, to: &Path, bytes: &[u8]) -> Result<bool, WriteError> {
    let Some((_open, ino)) = same_bytes(from, bytes) else {
        return Ok(false);
    };
    if std::fs::hard_link(from, to).is_err() {
        return Ok(false);
    }
    if to.symlink_metadata().is_ok_and(|m| m.is_file() && m.ino() == ino) {
        return Ok(true);
    }
    std::fs::remove_file(to).map_err(io(to))?;
    Ok(false)
}

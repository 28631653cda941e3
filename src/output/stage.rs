//! Filling the staging folder: the build's files (hard-linked from the
//! live output when their bytes are the same, else written), then what of
//! the live output the build carries over.
//!
//! Carried over: every entry outside the folders the build owns (other
//! languages and reports of earlier builds, a user's README), and
//! everywhere every symlink and FIFO a user put there (recreated as such,
//! never followed). Refused, with the path, before anything is made: a
//! symlink, FIFO or folder where the build writes a file, sockets or
//! devices (they cannot be carried), a file pixreport made that is not as
//! the last build left it (the marker's record), and a file added to a
//! folder pixreport writes in (the README, `.gitkeep` and `.gitignore` at
//! the top excepted): an edited script or an added page is never
//! published. A folder of the user's (a search index, say) is carried as
//! it is.
//!
//! Carried and unchanged files are hard links, not copies: the new tree
//! shares their inodes with the old, so they keep inode and mtime (a site
//! synced to a web server uploads only what changed). No file of an output
//! tree is ever modified in place: a changed file is a new inode.

use super::state::{stat, Tree};
use super::swap::Faults;
use super::{io, refused, OutputSet, WriteError, MARKER};
use std::collections::BTreeSet;
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::fs::{FileTypeExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;

/// What of the live output goes into the new tree.
enum Carry {
    /// A folder outside the owned ones, with its mode.
    Dir(String, u32),
    File(String),
    Link(String, std::path::PathBuf),
    Fifo(String, u32),
}

/// Decided before the staging folder is made.
pub(super) struct Plan {
    carry: Vec<Carry>,
    /// Per file of the set (in its order): the live output holds it with
    /// the same bytes.
    same: Vec<bool>,
    /// The carried files pixreport made.
    pub(super) made: Vec<String>,
}

impl Plan {
    /// Bytes the new tree writes (the rest are links).
    pub(super) fn new_bytes(&self, set: &OutputSet) -> u64 {
        (set.files.values().zip(&self.same))
            .filter(|(_, same)| !**same)
            .map(|(b, _)| b.len() as u64)
            .sum()
    }
}

const CHANGED: &str = "was changed in the output since the last build made it, and this build \
does not write it: pixreport publishes only the files it made as it made them; remove it, or build \
the language or report it belongs to";

const ADDED: &str = "was added in the output since the last build, to a folder pixreport writes \
in: pixreport publishes there only the files it made; remove it, or move it into a folder of its own";

/// Plans the new tree from the live output `live` (none for a new one).
/// `tree` and `made_before`: the last build's record (empty if none).
pub(super) fn plan(
    live: Option<&Path>,
    set: &OutputSet,
    tree: &Tree,
    made_before: &BTreeSet<String>,
) -> Result<Plan, WriteError> {
    let (mut carry, mut made) = (Vec::new(), Vec::new());
    if let Some(live) = live {
        let parent = |rel: &String| rel.rsplit_once('/').map_or("", |(p, _)| p).to_string();
        let ctx = Walk {
            set,
            owned: set.owned_dirs.iter().map(String::as_str).collect(),
            tree,
            made: made_before,
            folders: made_before.iter().chain(set.files.keys()).map(parent).collect(),
        };
        walk(live, "", false, &ctx, &mut carry)?;
        made = (carry.iter())
            .filter_map(|c| match c {
                Carry::File(r) if made_before.contains(r) => Some(r.clone()),
                _ => None,
            })
            .collect();
    }
    let same = (set.files.iter())
        .map(|(rel, bytes)| live.is_some_and(|l| same_bytes(&l.join(rel), bytes).is_some()))
        .collect();
    Ok(Plan { carry, same, made })
}

/// Whether the set writes a file below folder `rel`.
fn below(set: &OutputSet, rel: &str) -> bool {
    let prefix = format!("{rel}/");
    (set.files.range(prefix.clone()..).next()).is_some_and(|(k, _)| k.starts_with(&prefix))
}

/// What [`walk`] plans against.
struct Walk<'a> {
    set: &'a OutputSet,
    owned: BTreeSet<&'a str>,
    /// The last build's record: every entry's stat, the files it made.
    tree: &'a Tree,
    made: &'a BTreeSet<String>,
    /// The folders holding a file pixreport made or makes now.
    folders: BTreeSet<String>,
}

fn walk(dir: &Path, rel: &str, inside: bool, ctx: &Walk, carry: &mut Vec<Carry>) -> Result<(), WriteError> {
    let set = ctx.set;
    let mut entries: Vec<_> = (std::fs::read_dir(dir).map_err(io(dir))?)
        .collect::<Result<_, _>>()
        .map_err(io(dir))?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        if rel.is_empty() && name == MARKER {
            continue;
        }
        let r = crate::fsx::join_rel(rel, &name);
        let path = e.path();
        let m = path.symlink_metadata().map_err(io(&path))?;
        let ft = m.file_type();
        let mode = m.permissions().mode() & 0o7777;
        let ours = inside || ctx.owned.contains(r.as_str());
        let written = set.files.contains_key(&r) || below(set, &r);
        let refuse = |what: &str| refused(&path, what.replace('@', crate::fsx::kind_name(&ft)));
        if ft.is_dir() {
            if set.files.contains_key(&r) {
                return Err(refuse(
                    "is @ where this build writes a file; move it out of the output folder",
                ));
            }
            if !ours {
                carry.push(Carry::Dir(r.clone(), mode));
            }
            walk(&path, &r, ours, ctx, carry)?;
        } else if ft.is_file() {
            if !ours && !written {
                if ctx.made.contains(&r) {
                    if ctx.tree.get(&r) != Some(&stat(&path, &m).map_err(io(&path))?) {
                        return Err(refused(&path, CHANGED));
                    }
                } else if ctx.folders.contains(rel) && !(rel.is_empty() && super::FRESH_OK.contains(&name.as_str())) {
                    return Err(refused(&path, ADDED));
                }
                carry.push(Carry::File(r));
            }
        } else if written {
            return Err(refuse("is @ where this build writes; move it out of the output folder"));
        } else if ft.is_symlink() {
            carry.push(Carry::Link(r, std::fs::read_link(&path).map_err(io(&path))?));
        } else if ft.is_fifo() {
            carry.push(Carry::Fifo(r, mode));
        } else {
            return Err(refuse(
                "is @, which a build cannot carry over into the new output; move it out of the output folder",
            ));
        }
    }
    Ok(())
}

/// The regular file `path` (not a link to one), open, if it holds exactly
/// `bytes`. Any doubt (unreadable, vanished) answers no: the file is then
/// written anew, which is always correct.
fn same_bytes(path: &Path, bytes: &[u8]) -> Option<File> {
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
    (old == bytes).then_some(f)
}

/// Fills `staging` as `plan` says; returns how many files were written
/// anew. One fault step per file and per carried entry.
pub(super) fn fill(
    staging: &Path,
    live: Option<&Path>,
    set: &OutputSet,
    plan: &Plan,
    faults: &Faults,
) -> Result<usize, WriteError> {
    // The marker first: a build killed from here on leaves a folder the
    // next build knows as pixreport's (see `swap::clean`).
    let marker = staging.join(MARKER);
    File::options()
        .write(true)
        .create_new(true)
        .open(&marker)
        .map_err(io(&marker))?;
    faults.step();
    let mut written = Vec::new();
    for ((rel, bytes), same) in set.files.iter().zip(&plan.same) {
        let to = staging.join(rel);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        let linked = live.filter(|_| *same).map(|l| link_same(&l.join(rel), &to, bytes));
        if linked.transpose()? != Some(true) {
            let mut f = File::options()
                .write(true)
                .create_new(true)
                .open(&to)
                .map_err(io(&to))?;
            f.write_all(bytes).map_err(io(&to))?;
            written.push(to);
        }
        faults.step();
    }
    let (mut modes, mut copied) = (Vec::new(), Vec::new());
    for c in &plan.carry {
        let Some(live) = live else { break };
        match c {
            Carry::Dir(rel, mode) => {
                let to = staging.join(rel);
                match std::fs::create_dir(&to) {
                    Err(e) if e.kind() != std::io::ErrorKind::AlreadyExists => return Err(io(&to)(e)),
                    _ => modes.push((to, *mode)),
                }
            }
            Carry::File(rel) => {
                let (from, to) = (live.join(rel), staging.join(rel));
                if std::fs::hard_link(&from, &to).is_err() {
                    std::fs::copy(&from, &to).map_err(io(&to))?;
                    copied.push(to);
                }
            }
            Carry::Link(rel, target) => {
                let to = staging.join(rel);
                mkdirs(staging, rel)?;
                std::os::unix::fs::symlink(target, &to).map_err(io(&to))?;
            }
            Carry::Fifo(rel, mode) => {
                let to = staging.join(rel);
                mkdirs(staging, rel)?;
                let mode = rustix::fs::Mode::from_raw_mode(*mode);
                rustix::fs::mkfifoat(rustix::fs::CWD, to.as_path(), mode).map_err(|e| io(&to)(e.into()))?;
            }
        }
        faults.step();
    }
    // Modes last (innermost first): a read-only folder is filled first.
    for (dir, mode) in modes.iter().rev() {
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(*mode)).map_err(io(dir))?;
    }
    // The files written are flushed now, their folders after (see
    // `state::tree_stats`); links are of flushed files.
    if faults.flush {
        copied.extend(written.iter().cloned());
        super::state::flush(&copied).map_err(io(staging))?;
    }
    Ok(written.len())
}

/// The folders above `rel` in `staging` (inside an owned folder, only a
/// user's link or FIFO needs them).
fn mkdirs(staging: &Path, rel: &str) -> Result<(), WriteError> {
    match Path::new(rel).parent() {
        Some(p) if !p.as_os_str().is_empty() => {
            let dir = staging.join(p);
            std::fs::create_dir_all(&dir).map_err(io(&dir))
        }
        _ => Ok(()),
    }
}

/// Hard-links the live file `from` to `to` if it still holds `bytes` (it
/// is compared again, open, and the link must be that very inode); false
/// when it does not or cannot be linked, and the caller writes it.
fn link_same(from: &Path, to: &Path, bytes: &[u8]) -> Result<bool, WriteError> {
    let Some(f) = same_bytes(from, bytes) else {
        return Ok(false);
    };
    let ino = f.metadata().map_err(io(from))?.ino();
    if std::fs::hard_link(from, to).is_err() {
        return Ok(false);
    }
    if to.symlink_metadata().is_ok_and(|m| m.is_file() && m.ino() == ino) {
        return Ok(true);
    }
    std::fs::remove_file(to).map_err(io(to))?;
    Ok(false)
}

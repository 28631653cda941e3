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
//! No assumption is made about what a killed build left in the spare (a
//! half-updated tree): such a build left no listing cache, so the next one
//! stats and lists every folder of the spare, and the update compares
//! every entry of the spare with the tree wanted and fixes what differs.
//! Between builds that finished only pixreport changes the spare, and its
//! folders' stats come from the listing cache (see `probe::Trust`): a hand
//! edit inside `.<out>.spare` is not looked for (deleting it is safe). A file is kept only if it is *the same inode* as the live file
//! it should be (hard links share inodes, and no output file is ever
//! modified in place, so the same inode is the same bytes); anything else
//! is removed and made anew (a new file is always created, never a shared
//! inode truncated). Inode numbers come from the folder listings of both
//! trees (one number space: both are on the output's file system).

use super::tree::{link_or_copy, Root};
use super::{io, WriteError};
use crate::fsx::{DirCache, DirStat, Ents, Kind};
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::io::Write;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The spare tree's name beside output folder `name`.
pub(super) fn spare_name(name: &str) -> String {
    format!(".{name}.spare")
}

/// What one entry of the new tree that is not a folder must be.
pub(super) enum Want<'a> {
    /// The live file with this inode, linked.
    Live(u64),
    /// A new file with these bytes.
    Bytes(&'a [u8]),
    Symlink(PathBuf),
    Fifo(u32),
}

/// One named entry of a folder of the new tree, and whether the spare
/// already holds it (set by the update).
struct Entry<'a> {
    want: Want<'a>,
    /// A file of the build (counted in [`Updated`]), not the marker.
    counted: bool,
    kept: Cell<bool>,
}

/// One folder of the new tree. Why per folder: the update walks the spare
/// folder by folder, and in a big site nearly every folder is carried as
/// it is; a path string and a map entry per file (or per kept folder) were
/// most of a `--report` build's writer time.
#[derive(Default)]
pub(super) struct Folder<'a> {
    /// The mode of a carried folder; none for one the build owns.
    mode: Option<u32>,
    /// The live files carried as they are.
    carried: Option<Carried>,
    /// Other entries that are not folders, by name.
    entries: BTreeMap<String, Entry<'a>>,
    /// This folder and everything below it are carried as the live tree
    /// has them, and the spare already holds them so (learnt by
    /// `writer::Probe` from both trees' listings): the update leaves the
    /// subtree alone.
    whole: bool,
    /// Set by the update: the spare has this folder, and its mode differs.
    seen: Cell<bool>,
    chmod: Cell<bool>,
}

/// The new tree: folders by relative path ("" is the top; a folder's
/// parents are always there too).
#[derive(Default)]
pub(super) struct Wanted<'a> {
    folders: BTreeMap<String, Folder<'a>>,
}

/// The regular files of one live folder that the new tree carries: the
/// entries of its listing whose flag is set, each wanted as the live file
/// of its inode. Which of them the spare already holds is set by the
/// update.
pub(super) struct Carried {
    ents: Ents,
    carried: Vec<bool>,
    kept: RefCell<Vec<bool>>,
}

impl<'a> Wanted<'a> {
    /// The folder `rel`, made (with its parents) when it is not there.
    fn folder(&mut self, rel: &str) -> &mut Folder<'a> {
        if !self.folders.contains_key(rel) {
            // A folder already there has its parents too: stop at it.
            let mut p = rel;
            while !p.is_empty() {
                let parent = p.rsplit_once('/').map_or("", |(a, _)| a);
                if self.folders.contains_key(parent) {
                    break;
                }
                self.folders.insert(parent.to_string(), Folder::default());
                p = parent;
            }
        }
        self.folders.entry(rel.to_string()).or_default()
    }

    /// Carries live folder `rel`: its mode (none for the top) and the
    /// files flagged in `carried` (entries of its listing `ents`, sorted by
    /// name). Its parent is the top or a carried folder, added by the walk
    /// (after this one: it records a folder once it has walked it), so
    /// parents are not looked up here: [`Self::finish`] adds the top.
    pub(super) fn add_carried(&mut self, rel: String, mode: Option<u32>, files: Option<(Ents, Vec<bool>)>) {
        let f = self.folders.entry(rel).or_default();
        f.mode = mode;
        f.carried = files.map(|(ents, carried)| Carried {
            kept: RefCell::new(vec![false; ents.len()]),
            ents,
            carried,
        });
    }

    /// Carries live folder `rel` (of mode `mode`) and everything below it
    /// as they are, which the spare already holds (see [`Folder::whole`]).
    pub(super) fn add_whole(&mut self, rel: String, mode: u32) {
        let f = self.folders.entry(rel).or_default();
        f.mode = Some(mode);
        f.whole = true;
    }

    /// Makes sure the top folder is there (a walk of an empty tree adds
    /// nothing).
    pub(super) fn finish(&mut self) {
        self.folder("");
    }

    /// A file of the build at `rel`.
    pub(super) fn add(&mut self, rel: &str, w: Want<'a>) {
        self.put(rel, w, true);
    }

    /// An entry that is not one of the build's files (the marker, a
    /// user's symlink or FIFO).
    pub(super) fn add_other(&mut self, rel: &str, w: Want<'a>) {
        self.put(rel, w, false);
    }

    fn put(&mut self, rel: &str, want: Want<'a>, counted: bool) {
        let (dir, name) = rel.rsplit_once('/').unwrap_or(("", rel));
        let e = Entry {
            want,
            counted,
            kept: Cell::new(false),
        };
        self.folder(dir).entries.insert(name.to_string(), e);
    }
}

/// What updating the spare did to the files the build produced (the
/// marker and carried files not counted).
#[derive(Default, Debug, PartialEq)]
pub(super) struct Updated {
    /// Already right in the spare (no operation).
    pub(super) kept: usize,
    /// Linked from the live tree, and written anew (or copied).
    pub(super) linked: usize,
    pub(super) written: usize,
}

/// Makes the folder `spare` hold exactly `want`, linking `Live` files from
/// `live`, taking unchanged folders' listings from `cache` and folders'
/// stats from `stats` where it has them. `step` runs
/// after every file-system operation (the kill hook).
pub(super) fn update(
    spare: &Path,
    live: &Path,
    want: &Wanted,
    cache: &mut DirCache,
    stats: super::probe::Stats,
    trash: &mut Trash,
    step: &dyn Fn(),
) -> Result<Updated, WriteError> {
    let mut done = Updated::default();
    let root = Root::open(spare)?;
    let meta = root.dir_stat(".")?;
    let top = want.folders.get("");
    prune(
        spare,
        &meta,
        &mut String::new(),
        top,
        want,
        &mut Cx {
            root,
            cache,
            stats,
            trash,
            step,
        },
    )?;
    if let Some(top) = want.folders.get("") {
        top.seen.set(true);
    }
    for (rel, f) in &want.folders {
        let fixed = f.seen.get() && !f.chmod.get();
        let entries_kept = f.entries.values().all(|e| e.kept.get());
        let files_kept = f.carried.as_ref().is_none_or(|c| {
            let kept = c.kept.borrow();
            c.carried.iter().zip(kept.iter()).all(|(c, k)| !c || *k)
        });
        if fixed && entries_kept && files_kept {
            done.kept += f.entries.values().filter(|e| e.counted).count();
            continue;
        }
        let p = if rel.is_empty() {
            spare.to_path_buf()
        } else {
            spare.join(rel)
        };
        if f.whole {
            // The probe saw it in the spare; it has gone since.
            return Err(WriteError::Refused {
                path: p,
                message: "changed while the build read it; run the build again".into(),
            });
        }
        // Folders come after their parents (a prefix sorts first).
        if !rel.is_empty() {
            if !f.seen.get() {
                std::fs::create_dir(&p).map_err(io(&p))?;
                step();
            }
            if let (Some(mode), true) = (f.mode, !fixed) {
                set_mode(&p, mode)?;
            }
        }
        for (name, e) in &f.entries {
            if e.kept.get() {
                done.kept += usize::from(e.counted);
                continue;
            }
            let p = p.join(name);
            match &e.want {
                Want::Live(_) => {
                    let linked = link_or_copy(&live.join(rel).join(name), &p)?;
                    if e.counted {
                        *(if linked { &mut done.linked } else { &mut done.written }) += 1;
                    }
                }
                Want::Bytes(bytes) => {
                    write_new(&p, bytes)?;
                    done.written += usize::from(e.counted);
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
        let Some(c) = &f.carried else { continue };
        let kept = c.kept.borrow();
        for (i, e) in c.ents.iter().enumerate() {
            if !c.carried.get(i).copied().unwrap_or(false) || kept.get(i).copied().unwrap_or(false) {
                continue;
            }
            let name = e.name.to_string_lossy();
            if want.folders.contains_key(&crate::fsx::join_rel(rel, &name)) || f.entries.contains_key(&*name) {
                return Err(WriteError::Refused {
                    path: live.join(rel).join(e.name),
                    message: "is a file where this build writes a folder; move it out of the output folder".into(),
                });
            }
            link_or_copy(&live.join(rel).join(e.name), &p.join(e.name))?;
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
/// whose relative path is `rel`: a buffer extended and cut back per
/// folder) that the new tree does not want as it is; marks in `want` the
/// ones kept. A carried file is compared with the live folder's listing
/// in one merge of the two sorted listings: no string and no lookup per
/// file.
fn prune(
    dir: &Path,
    meta: &DirStat,
    rel: &mut String,
    folder: Option<&Folder>,
    want: &Wanted,
    cx: &mut Cx,
) -> Result<(), WriteError> {
    let entries = cx.cache.list(dir, meta).map_err(io(dir))?;
    let carried = folder.and_then(|f| f.carried.as_ref());
    let mut kept_files = carried.map(|c| c.kept.borrow_mut());
    let mut j = 0;
    let base = rel.len();
    for e in entries.iter() {
        let keep = match e.kind {
            Kind::Dir => {
                rel.truncate(base);
                if base > 0 {
                    rel.push('/');
                }
                rel.push_str(&e.name.to_string_lossy());
                match want.folders.get(rel.as_str()) {
                    // Checked against the live subtree by the probe.
                    Some(sub) if sub.whole => {
                        sub.seen.set(true);
                        true
                    }
                    Some(sub) => {
                        let m = match cx.stats.remove(rel.as_str()) {
                            Some(m) => m,
                            None => cx.root.dir_stat(rel)?,
                        };
                        // A mode changed only where it differs (a chmod of
                        // every folder of a big site is a journal write
                        // each).
                        if let Some(mode) = sub.mode {
                            sub.chmod.set(m.mode & 0o7777 != mode);
                        }
                        sub.seen.set(true);
                        prune(&dir.join(e.name), &m, rel, Some(sub), want, cx)?;
                        true
                    }
                    None => false,
                }
            }
            kind => match folder.and_then(|f| named(f, e.name)) {
                Some(n) => {
                    let ok = is_wanted(&n.want, kind, e.ino, || dir.join(e.name));
                    n.kept.set(ok);
                    ok
                }
                // A carried file: right only as the live file's inode.
                None if kind == Kind::File => match (carried, kept_files.as_mut()) {
                    (Some(c), Some(kept)) => keep_carried(c, kept, &mut j, e.name, e.ino),
                    _ => false,
                },
                None => false,
            },
        };
        if keep {
            continue;
        }
        cx.trash.put(&dir.join(e.name), e.kind == Kind::Dir)?;
        (cx.step)();
    }
    rel.truncate(base);
    Ok(())
}

/// The entry `name` of `f` that is not a folder, if the new tree names it.
fn named<'f, 'a>(f: &'f Folder<'a>, name: &std::ffi::OsStr) -> Option<&'f Entry<'a>> {
    if f.entries.is_empty() {
        return None;
    }
    f.entries.get(&*name.to_string_lossy())
}

/// Whether the spare's entry at `path` (of `kind`, inode `ino`) already is
/// what `want` asks for. The path is made only for a symlink or a FIFO.
fn is_wanted(want: &Want, kind: Kind, ino: u64, path: impl Fn() -> PathBuf) -> bool {
    match (want, kind) {
        (Want::Live(live), Kind::File) => ino == *live,
        (Want::Symlink(target), Kind::Symlink) => std::fs::read_link(path()).is_ok_and(|t| t == *target),
        (Want::Fifo(mode), Kind::Fifo) => path()
            .symlink_metadata()
            .is_ok_and(|m| m.file_type().is_fifo() && m.permissions().mode() & 0o7777 == *mode),
        _ => false,
    }
}

/// One step of the merge of a spare folder's files with the carried live
/// listing `c` (both in name order; `j` is the merge's place in `c`):
/// whether the spare's file `name` with inode `ino` is the carried live
/// file itself, marked in `kept` when it is.
fn keep_carried(c: &Carried, kept: &mut [bool], j: &mut usize, name: &std::ffi::OsStr, ino: u64) -> bool {
    while c.ents.get(*j).is_some_and(|l| l.name < name) {
        *j += 1;
    }
    let same = c.ents.get(*j).is_some_and(|l| l.name == name && l.ino == ino);
    let ok = same && c.carried.get(*j).copied().unwrap_or(false);
    if let (true, Some(k)) = (ok, kept.get_mut(*j)) {
        *k = true;
    }
    ok
}

/// What the walk over the spare carries along.
struct Cx<'c> {
    /// The spare tree, open (folders are stat'ed relative to it).
    root: Root<'c>,
    cache: &'c mut DirCache,
    /// Folders' stats taken before the update (see `writer::Probe`),
    /// relative to the top; a folder missing here is stat'ed now.
    stats: super::probe::Stats,
    trash: &'c mut Trash,
    step: &'c dyn Fn(),
}

/// Where the update puts what it removes from the spare: the folder
/// `.<out>.trash` beside it, which the next build deletes on a thread of
/// its own while it renders (see [`empty_trash`]).
///
/// Why: deleting a file that only the spare held frees its inode and its
/// blocks, and on ext4 that cost about 0.2 ms a file, against 0.01 ms to
/// rename it. A `--report X` build removes the previous version of every
/// file of X from the spare (17 files in the bundled report), and those
/// deletions were a tenth of its time; after a build that changed a whole
/// site, thousands.
pub(super) struct Trash {
    dir: PathBuf,
    /// The folder exists (made by this build or found).
    ready: bool,
    next: u64,
}

impl Trash {
    /// The trash beside the output folder `name` in `parent`.
    pub(super) fn new(parent: &Path, name: &str) -> Trash {
        Trash {
            dir: parent.join(trash_name(name)),
            ready: false,
            next: 0,
        }
    }

    /// Moves `path` (a folder when `dir`) into the trash, or, when it
    /// cannot be moved there, deletes it at once.
    fn put(&mut self, path: &Path, dir: bool) -> Result<(), WriteError> {
        if !self.ready {
            self.ready =
                std::fs::create_dir(&self.dir).is_ok() || self.dir.symlink_metadata().is_ok_and(|m| m.is_dir());
        }
        if self.ready {
            let to = self.dir.join(format!("{}-{}", std::process::id(), self.next));
            self.next += 1;
            if std::fs::rename(path, &to).is_ok() {
                return Ok(());
            }
        }
        let removed = if dir {
            std::fs::remove_dir_all(path)
        } else {
            std::fs::remove_file(path)
        };
        removed.map_err(io(path))
    }
}

/// The trash folder's name beside output folder `name`.
pub(super) fn trash_name(name: &str) -> String {
    format!(".{name}.trash")
}

/// Deletes what earlier builds put in the trash beside output folder
/// `name`, on a thread of its own while the build renders: the folder is
/// first renamed `.<out>.trash-<pid>-<n>` (the build's own removals then
/// start a new trash), and every such folder found is deleted. The build
/// waits for the thread when it lets go of the output lock (see
/// `OutputLock`'s `Drop`), so what a build removes is gone by the end of
/// the next one; a process killed first leaves the rest to the next build.
/// Runs under the output lock.
/// `beside` is the names in `parent` before this call.
pub(super) fn empty_trash(
    parent: &Path,
    name: &str,
    beside: &[std::ffi::OsString],
) -> Option<std::thread::JoinHandle<()>> {
    let trash_name = trash_name(name);
    let prefix = format!("{trash_name}-");
    let mut old: Vec<PathBuf> = (beside.iter())
        .filter(|n| super::swap::has_prefix(n, &prefix))
        .map(|n| parent.join(n))
        .collect();
    let trash = parent.join(&trash_name);
    if beside.iter().any(|n| *n == *trash_name) && trash.symlink_metadata().is_ok_and(|m| m.is_dir()) {
        // Unique within the process too (the tests build many times in one).
        static TAKEN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        let n = TAKEN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let taken = parent.join(format!("{prefix}{}-{n}", std::process::id()));
        if std::fs::rename(&trash, &taken).is_ok() {
            old.push(taken);
        }
    }
    if old.is_empty() {
        return None;
    }
    // `remove_dir_all` does not follow symlinks, at the top or below.
    let delete = move || {
        for p in &old {
            let _ = super::swap::remove(p);
        }
    };
    match std::thread::Builder::new().name("trash".into()).spawn(delete.clone()) {
        Ok(t) => Some(t),
        Err(_) => {
            delete();
            None
        }
    }
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

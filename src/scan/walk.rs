//! The parallel directory walk behind `scan`.
//!
//! Every directory is one rayon job in a scope: it reads its entries, takes
//! their types from the directory itself (`d_type`), `lstat`s regular files
//! only (through the directory's descriptor), adds them to the tally of the
//! worker thread running it, and spawns one job per subdirectory. Jobs never
//! wait on each other, so the stack stays flat however deep the tree is, and
//! idle threads steal directories from busy ones. A directory with more than
//! [`CHUNK`] entries has its `lstat`s split into several jobs.
//!
//! Mount points inside the roots are decided before the walk (see
//! `mounts`): pseudo file systems and bind mounts of data already reached
//! are not descended. Symbolic links are counted, never followed. Files with more than one link
//! are set aside and, after the walk, counted once per (device, inode) under
//! their smallest path (root order, then path bytes), whichever thread saw
//! them first. Per-thread tallies are sums, so the result does not depend on
//! the scheduling.

use std::collections::HashMap;
use std::fs::{self, DirEntry};
use std::io::IsTerminal;
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use rayon::Scope;

use super::error::ScanError;
use super::mounts::{self, Skip};
use super::options::ScanOptions;
use super::usage::{Counts, FileFacts, Link, Tally};
use crate::model::usage::{Taken, Usage, ROOT_FILESET};

/// Entries per `lstat` job in large directories.
const CHUNK: usize = 2048;

/// Fault injection for tests: directories whose `read_dir` fails as if
/// permission were denied (root reads everything, so chmod cannot).
#[cfg(test)]
pub(super) static FAIL_READ_DIR: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

struct Root {
    path: PathBuf,
    canonical: PathBuf,
    dev: u64,
}

struct Walker<'a> {
    opts: &'a ScanOptions,
    roots: &'a [Root],
    /// Mount points not to descend, by the path the walk reaches them by.
    mounts: HashMap<PathBuf, Skip>,
    slots: Vec<Mutex<Tally>>,
    progress: Option<indicatif::ProgressBar>,
}

/// Walks `roots` in parallel and aggregates what is below them (see the
/// module documentation of `scan` for what is counted). Unreadable entries
/// are counted, not fatal; a root that is missing, not a directory or inside
/// another root is an error.
pub(crate) fn scan(roots: &[PathBuf], opts: &ScanOptions) -> Result<Usage, ScanError> {
    opts.validate()?;
    let roots = check_roots(roots)?;
    let threads = opts.workers();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .thread_name(|i| format!("scan-{i}"))
        .build()
        .map_err(|e| ScanError::Threads(e.to_string()))?;
    let bins = opts.size_boundaries.len() + 1;
    let table = mounts::parse_mountinfo(&std::fs::read("/proc/self/mountinfo").unwrap_or_default());
    if let Some((r, fstype)) = roots
        .iter()
        .find_map(|r| Some((r, mounts::pseudo_fs(&table, &r.canonical)?)))
    {
        return Err(ScanError::Pseudo {
            path: r.path.clone(),
            fstype: fstype.to_string(),
        });
    }
    let pairs: Vec<(PathBuf, PathBuf)> = roots.iter().map(|r| (r.path.clone(), r.canonical.clone())).collect();
    let start = opts.taken.unwrap_or_else(now);
    let walker = Walker {
        opts,
        roots: &roots,
        mounts: mounts::plan(&table, &pairs, opts.one_file_system),
        slots: (0..threads)
            .map(|_| Mutex::new(Tally::new(bins, Some(start.0))))
            .collect(),
        progress: progress_bar(opts.progress),
    };
    pool.scope(|s| {
        for (i, root) in roots.iter().enumerate() {
            let w = &walker;
            s.spawn(move |s| w.walk_dir(s, i, root.path.clone(), None));
        }
    });
    if let Some(p) = &walker.progress {
        p.finish_and_clear();
    }
    let keep = opts.max_unreadable_examples;
    let mut tally = Tally::new(bins, Some(start.0));
    for slot in walker.slots {
        tally.merge(slot.into_inner().unwrap_or_else(PoisonError::into_inner), keep);
    }
    // Taken when the walk ended: every file was seen before then.
    let taken = opts.taken.unwrap_or_else(now);
    tally.finish(
        &opts.size_boundaries,
        opts.max_types,
        |uid| opts.owner_names.name(uid),
        Some(taken),
    )
}

/// The clock, for the time a scan (or a listing read from standard input)
/// was taken: an input edge, the usage CSV records it, nothing computed from
/// it depends on when it is built.
pub(super) fn now() -> Taken {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    Taken(since.map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX)))
}

/// Roots must be listable directories (a symlink to one is followed), none
/// inside another.
fn check_roots(roots: &[PathBuf]) -> Result<Vec<Root>, ScanError> {
    if roots.is_empty() {
        return Err(ScanError::NoRoots);
    }
    let mut checked: Vec<Root> = Vec::new();
    for path in roots {
        let err = |source| ScanError::Root {
            path: path.clone(),
            source,
        };
        let meta = fs::metadata(path).map_err(err)?;
        if !meta.is_dir() {
            return Err(ScanError::NotADirectory { path: path.clone() });
        }
        fs::read_dir(path).map_err(err)?;
        let canonical = fs::canonicalize(path).map_err(err)?;
        for other in &checked {
            let (inner, outer) = match () {
                _ if canonical.starts_with(&other.canonical) => (path, &other.path),
                _ if other.canonical.starts_with(&canonical) => (&other.path, path),
                _ => continue,
            };
            return Err(ScanError::NestedRoots {
                inner: inner.clone(),
                outer: outer.clone(),
            });
        }
        checked.push(Root {
            path: path.clone(),
            canonical,
            dev: meta.dev(),
        });
    }
    Ok(checked)
}

fn progress_bar(wanted: bool) -> Option<indicatif::ProgressBar> {
    if !wanted || !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new_spinner();
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} scanning: {human_pos} entries, {elapsed}") {
        bar.set_style(style);
    }
    bar.enable_steady_tick(std::time::Duration::from_millis(120));
    Some(bar)
}

impl<'a> Walker<'a> {
    /// The tally of the thread running the current job. Only that thread
    /// locks it, and it never runs another job while holding it.
    fn slot(&self) -> MutexGuard<'_, Tally> {
        let i = rayon::current_thread_index().unwrap_or(0) % self.slots.len();
        self.slots[i].lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn unreadable(&self, path: PathBuf, error: &std::io::Error) {
        self.slot()
            .add_unreadable(path, error, self.opts.max_unreadable_examples);
    }

    /// `r`'s value, or `None` with entry `e` counted as unreadable.
    fn readable<T>(&self, slot: &mut Tally, e: &DirEntry, r: std::io::Result<T>) -> Option<T> {
        r.map_err(|err| slot.add_unreadable(e.path(), &err, self.opts.max_unreadable_examples))
            .ok()
    }

    fn read_dir(&self, dir: &Path) -> std::io::Result<fs::ReadDir> {
        #[cfg(test)]
        if FAIL_READ_DIR
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .any(|p| p == dir)
        {
            return Err(std::io::Error::new(
                std::io::ErrorKind::PermissionDenied,
                "injected read_dir failure",
            ));
        }
        fs::read_dir(dir)
    }

    /// Reads one directory and hands its entries on. `fileset` is `None`
    /// for a root: its files are in `(root)`, its subdirectories start filesets.
    fn walk_dir<'s>(&'s self, s: &Scope<'s>, root: usize, dir: PathBuf, fileset: Option<Arc<str>>) {
        let entries = match self.read_dir(&dir) {
            Ok(rd) => rd,
            Err(e) => return self.unreadable(dir, &e),
        };
        let mut failed = None;
        let mut list: Vec<DirEntry> = entries.map_while(|e| e.map_err(|e| failed = Some(e)).ok()).collect();
        if let Some(e) = failed {
            self.unreadable(dir, &e);
        }
        if let Some(p) = &self.progress {
            p.inc(list.len() as u64);
        }
        while list.len() > CHUNK {
            let rest = list.split_off(list.len() - CHUNK);
            let fileset = fileset.clone();
            s.spawn(move |s| self.entries(s, root, rest, fileset));
        }
        self.entries(s, root, list, fileset);
    }

    /// Counts a batch of entries of one directory and spawns its subdirectories.
    fn entries<'s>(&'s self, s: &Scope<'s>, root: usize, list: Vec<DirEntry>, fileset: Option<Arc<str>>) {
        let bounds = &self.opts.size_boundaries;
        let mut subdirs = Vec::new();
        let mut here = Counts::default();
        let mut slot = self.slot();
        for e in list {
            let Some(kind) = self.readable(&mut slot, &e, e.file_type()) else {
                continue;
            };
            if kind.is_dir() {
                slot.totals.dirs += 1;
                if !self.mounts.is_empty() && self.mounts.contains_key(&e.path()) {
                    slot.totals.skipped_mounts += 1;
                    continue;
                }
                if self.opts.one_file_system {
                    let Some(m) = self.readable(&mut slot, &e, e.metadata()) else {
                        continue;
                    };
                    if m.dev() != self.roots[root].dev {
                        slot.totals.skipped_mounts += 1;
                        continue;
                    }
                }
                let sub = match &fileset {
                    None => String::from_utf8_lossy(e.file_name().as_bytes()).into(),
                    Some(f) => f.clone(),
                };
                subdirs.push((e.path(), sub));
            } else if kind.is_symlink() {
                slot.totals.symlinks += 1;
            } else if !kind.is_file() {
                slot.totals.other += 1;
            } else {
                let Some(m) = self.readable(&mut slot, &e, e.metadata()) else {
                    continue;
                };
                if !m.is_file() {
                    // Replaced since the directory was read.
                    slot.totals.other += 1;
                    continue;
                }
                let facts = FileFacts {
                    size: m.size(),
                    allocated: Some(m.blocks().saturating_mul(512)),
                    uid: m.uid(),
                    mtime: m.mtime(),
                };
                if m.nlink() > 1 {
                    slot.links.push(Link {
                        inode: (m.dev(), m.ino()),
                        root,
                        path: e.path().into_os_string().into_vec(),
                        fileset: fileset.as_deref().unwrap_or(ROOT_FILESET).as_bytes().to_vec(),
                        facts,
                    });
                } else {
                    let c = slot.add_file(facts, e.file_name().as_bytes(), bounds);
                    here.add(c);
                }
            }
        }
        slot.add_fileset(fileset.as_deref().unwrap_or(ROOT_FILESET).as_bytes(), here);
        drop(slot);
        for (path, sub) in subdirs {
            s.spawn(move |s| self.walk_dir(s, root, path, Some(sub)));
        }
    }
}

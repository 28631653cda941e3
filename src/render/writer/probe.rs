//! What a build learns of its output before rendering: which documents the
//! output holds (the index pages list them), and the stat and listing of
//! every folder of the live and the spare tree, which the writer's walks
//! need (see `fsx::DirCache`).
//!
//! Why on a second thread from the start of the build: in a site of
//! hundreds of reports, stating thousands of folders of both trees was a
//! third of a `--report X` build, and it depends on nothing the build
//! renders. The thread loads the listing cache, stats and lists the live
//! tree (which the index pages need first), then the spare tree, while
//! the build reads its state and renders. The walks then take each folder's
//! stat from here: every folder is still stat'ed and checked against the
//! cache, once, at the start of the build (as a person's edit made during
//! a build may be replaced by the swap anyway, see `docs/decisions.md`).
//! A folder the thread did not reach (it stopped at an error, or appeared
//! later) is stat'ed by the walk itself, which reports any error.
//!
//! Last, the thread compares the two trees' `<lang>/<report>` subtrees
//! ([`in_sync`]): one the spare already holds exactly as the live tree
//! does, and that the build does not touch, is carried whole, without a
//! walk of it by the plan or the update (see `tree` and `spare`).

use crate::fsx::{join_rel, open_dir, DirCache, DirStat, Kind};
use rustc_hash::{FxHashMap, FxHashSet};
use std::ffi::OsStr;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread::JoinHandle;

/// Stats of folders by their path relative to the top of their tree.
pub(super) type Stats = FxHashMap<String, DirStat>;

/// The output folder as the probe sees it (see the module doc).
pub struct Probe {
    /// Shared with the thread until [`Probe::finish`].
    cache: Arc<Mutex<DirCache>>,
    /// Stats of live folders by relative path, for the walk.
    pub(super) stats: Stats,
    out: PathBuf,
    /// The output folder, open; none when there is none yet.
    fd: Option<OwnedFd>,
    /// The live tree's stats, when the thread has them.
    live: Option<mpsc::Receiver<Stats>>,
    /// The thread; it returns what it learnt of both trees.
    thread: Option<JoinHandle<Walked>>,
    /// Asks the thread to stop (a build that renders nothing).
    stop: Arc<AtomicBool>,
}

/// What the probe learnt, for the writer.
pub(super) struct Learnt {
    pub(super) cache: DirCache,
    pub(super) live: Stats,
    pub(super) spare: Stats,
    /// Folders whose whole subtree the spare holds as the live tree has
    /// it (see [`in_sync`]).
    pub(super) in_sync: FxHashSet<String>,
}

/// What the thread learnt of both trees.
#[derive(Default)]
struct Walked {
    live: Stats,
    spare: Stats,
    in_sync: FxHashSet<String>,
}

impl Probe {
    /// A probe of `out` with no saved listings and no thread (for callers
    /// that hold no lock on it, such as the benchmarks of the in-memory
    /// build).
    pub fn unsaved(out: &Path) -> Probe {
        Probe::new(out, DirCache::default())
    }

    pub(super) fn new(out: &Path, cache: DirCache) -> Probe {
        Probe {
            cache: Arc::new(Mutex::new(cache)),
            stats: Stats::default(),
            out: out.to_path_buf(),
            fd: open_dir(out).ok(),
            live: None,
            thread: None,
            stop: Arc::default(),
        }
    }

    /// Starts the thread (see the module doc): it loads the listing cache
    /// `cache_file` (of file system `dev`), then walks `out` and `spare`.
    pub(super) fn start(out: &Path, spare: PathBuf, cache_file: PathBuf, dev: u64) -> Probe {
        let mut p = Probe::new(out, DirCache::default());
        let (send, recv) = mpsc::channel();
        let (cache, stop, live) = (p.cache.clone(), p.stop.clone(), p.out.clone());
        let file = cache_file.clone();
        let thread = std::thread::Builder::new().name("probe".into()).spawn(move || {
            let loaded = DirCache::load(&file, dev);
            // See `Trust`: only a cache the last finished write saved.
            let trust = if loaded.loaded() { Trust::Recorded } else { Trust::Stat };
            *cache.lock().unwrap_or_else(|e| e.into_inner()) = loaded;
            let live = walk(&live, &cache, &stop, Some(send), Trust::Stat);
            let spare = walk(&spare, &cache, &stop, None, trust);
            let in_sync = in_sync(&live, &spare, &cache.lock().unwrap_or_else(|e| e.into_inner()), &stop);
            Walked { live, spare, in_sync }
        });
        match thread {
            Ok(t) => {
                p.live = Some(recv);
                p.thread = Some(t);
            }
            // None could be made: the walks stat for themselves.
            Err(_) => *p.cache.lock().unwrap_or_else(|e| e.into_inner()) = DirCache::load(&cache_file, dev),
        }
        p
    }

    /// The live tree's stats, once the thread has them.
    fn wait_live(&mut self) {
        if let Some(r) = self.live.take() {
            if let Ok(s) = r.recv() {
                self.stats.extend(s);
            }
        }
    }

    /// Waits for the thread and hands over what it learnt.
    pub(super) fn finish(mut self) -> Learnt {
        self.wait_live();
        let w = (self.thread.take()).map_or_else(Walked::default, |t| t.join().unwrap_or_default());
        self.stats.extend(w.live);
        let cache = std::mem::take(&mut *self.cache.lock().unwrap_or_else(|e| e.into_inner()));
        Learnt {
            cache,
            live: std::mem::take(&mut self.stats),
            spare: w.spare,
            in_sync: w.in_sync,
        }
    }

    /// Whether `dir/name` (relative to the output) is a regular file,
    /// following symlinks as `Path::is_file` does. Learnt from the listing
    /// of `dir`; an entry that is a symlink, or a `dir` that is not a plain
    /// folder, is stat'ed through.
    pub fn has_file(&mut self, dir: &str, name: &str) -> bool {
        self.wait_live();
        let Some(fd) = &self.fd else { return false };
        let through = |fd: &OwnedFd| {
            use rustix::fs::{AtFlags, FileType, StatxFlags};
            let rel = format!("{dir}/{name}");
            let s = rustix::fs::statx(fd, rel.as_str(), AtFlags::empty(), StatxFlags::TYPE);
            s.is_ok_and(|s| FileType::from_raw_mode(u32::from(s.stx_mode)) == FileType::RegularFile)
        };
        let stat = match self.stats.get(dir) {
            Some(s) => *s,
            None => match DirStat::at(fd, dir) {
                Ok(s) if s.is_dir() => {
                    self.stats.insert(dir.to_string(), s);
                    s
                }
                Ok(_) => return through(fd),
                Err(_) => return false,
            },
        };
        let listed = self
            .cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .list(&self.out.join(dir), &stat);
        let Ok(ents) = listed else {
            return through(fd);
        };
        match ents.find(OsStr::new(name)).and_then(|i| ents.get(i)).map(|e| e.kind) {
            Some(Kind::File) => true,
            Some(Kind::Symlink) => through(fd),
            _ => false,
        }
    }
}

impl Drop for Probe {
    /// A probe dropped unfinished (a build that renders nothing) stops
    /// its thread at the next folder.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// How a walk learns the stat of each folder below its top.
#[derive(Clone, Copy)]
enum Trust {
    /// A `statx` each: the live tree, always (a person may edit the
    /// published site between builds, and the build must carry what they
    /// put there), and the spare when there is no cache.
    Stat,
    /// The stat the listing cache recorded for the folder's inode (from its
    /// parent's listing), where it has one: the spare, when the cache was
    /// saved by the last write. The spare is pixreport's own copy (the
    /// previous site, kept to be updated in place): between two builds
    /// only a build changes it, and a build that did not finish left no
    /// cache (the writer removes the file before touching either tree), so
    /// the next one stats every folder. Half the folders of a big site are
    /// the spare's, and their stats were most of a `--report X` build's
    /// probe (see `docs/decisions.md`).
    Recorded,
}

/// Stats and lists every folder below `top` (not `top` itself: the walks
/// stat the tops by path), through `cache`, level by level. `early`, when
/// given, is sent the stats of the first two levels as soon as it has them
/// (`<lang>/<report>/`: the build needs their listings first, to learn
/// which documents the output holds), and the rest are returned. Stops
/// quietly at anything unexpected: the walks stat what is missing here and
/// report errors.
fn walk(
    top: &Path,
    cache: &Mutex<DirCache>,
    stop: &AtomicBool,
    mut early: Option<mpsc::Sender<Stats>>,
    trust: Trust,
) -> Stats {
    let mut stats = Stats::default();
    let Ok(fd) = open_dir(top) else { return stats };
    let Ok(first) = DirStat::at(&fd, ".") else { return stats };
    let mut level = vec![(String::new(), first)];
    for depth in 0.. {
        if level.is_empty() || stop.load(Ordering::Relaxed) {
            break;
        }
        let mut next = Vec::new();
        for (rel, stat) in level {
            let dir = if rel.is_empty() {
                top.to_path_buf()
            } else {
                top.join(&rel)
            };
            let listed = cache.lock().unwrap_or_else(|e| e.into_inner()).list(&dir, &stat);
            let Ok(ents) = listed else { continue };
            for e in ents.iter().filter(|e| e.kind == Kind::Dir) {
                let Some(name) = e.name.to_str() else { continue };
                let sub = join_rel(&rel, name);
                let recorded = match trust {
                    Trust::Recorded => cache.lock().unwrap_or_else(|e| e.into_inner()).recorded(e.ino),
                    Trust::Stat => None,
                };
                if let Some(m) = recorded.filter(DirStat::is_dir) {
                    next.push((sub, m));
                    continue;
                }
                if let Ok(m) = DirStat::at(&fd, &sub) {
                    if m.is_dir() {
                        next.push((sub, m));
                    }
                }
            }
        }
        stats.extend(next.iter().map(|(r, m)| (r.clone(), *m)));
        if depth == 1 {
            if let Some(tx) = early.take() {
                let _ = tx.send(stats.clone());
            }
        }
        level = next;
    }
    if let Some(tx) = early {
        let _ = tx.send(stats.clone());
    }
    stats
}

/// The folders `<lang>/<report>` (two levels down) whose whole subtree
/// the spare already holds as the live tree has it: the same names and
/// types in every folder, the same inode for every file (the trees share
/// the inodes of unchanged files), the same mode for every folder, and
/// nothing else (a symlink or FIFO anywhere leaves the subtree to the
/// walks). Learnt from the listings both walks took; a folder the build
/// does not touch and that is in sync costs the writer nothing.
fn in_sync(live: &Stats, spare: &Stats, cache: &DirCache, stop: &AtomicBool) -> FxHashSet<String> {
    fn same(rel: &str, a: &DirStat, live: &Stats, spare: &Stats, cache: &DirCache) -> bool {
        let Some(b) = spare.get(rel) else { return false };
        if a.mode & 0o7777 != b.mode & 0o7777 {
            return false;
        }
        let (Some(x), Some(y)) = (cache.listed(a), cache.listed(b)) else {
            return false;
        };
        x.len() == y.len()
            && x.iter().zip(y.iter()).all(|(x, y)| {
                x.name == y.name
                    && x.kind == y.kind
                    && match x.kind {
                        Kind::File => x.ino == y.ino,
                        Kind::Dir => x.name.to_str().is_some_and(|n| {
                            let sub = join_rel(rel, n);
                            live.get(&sub).is_some_and(|a| same(&sub, a, live, spare, cache))
                        }),
                        _ => false,
                    }
            })
    }
    let mut out = FxHashSet::default();
    for (rel, a) in live {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        if rel.matches('/').count() == 1 && same(rel, a, live, spare, cache) {
            out.insert(rel.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_found_as_path_is_file_finds_it_and_each_folder_is_stated_once() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        for d in ["en/a", "en/b", "en/c", "real"] {
            std::fs::create_dir_all(out.join(d)).unwrap();
        }
        std::fs::write(out.join("en/a/index.html"), "x").unwrap();
        std::fs::write(out.join("real/index.html"), "x").unwrap();
        std::os::unix::fs::symlink("../../real/index.html", out.join("en/c/index.html")).unwrap();
        std::os::unix::fs::symlink("../real", out.join("en/d")).unwrap();
        std::fs::create_dir(out.join("en/b/index.html")).unwrap();
        use std::os::unix::fs::MetadataExt;
        let dev = out.metadata().unwrap().dev();
        let mut p = Probe::new(&out, DirCache::load(&tmp.path().join("no-cache"), dev));
        for (dir, want) in [
            ("en/a", true),
            ("en/b", false),
            ("en/c", true),
            ("en/d", true),
            ("en/zz", false),
        ] {
            assert_eq!(p.has_file(dir, "index.html"), want, "{dir}");
            assert_eq!(want, out.join(dir).join("index.html").is_file(), "{dir}");
        }
        // Plain folders keep their stat for the walk; a symlink does not.
        assert!(p.stats.contains_key("en/a") && p.stats.contains_key("en/c"));
        assert!(!p.stats.contains_key("en/d"));
        let listed = p.cache.lock().unwrap().listed;
        assert!(p.has_file("en/a", "index.html"));
        assert_eq!(p.cache.lock().unwrap().listed, listed, "listed once in a run");
        let missing = Probe::new(&tmp.path().join("none"), DirCache::default()).has_file("en/a", "index.html");
        assert!(!missing);
    }
}

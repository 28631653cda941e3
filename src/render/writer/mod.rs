//! The atomic writer. A build assembles every file in memory; the writer
//! then, holding an exclusive lock beside the output folder:
//!
//! 1. takes over or removes staging folders that killed builds left (and
//!    says so),
//! 2. plans what of the previous output to carry over (other languages and
//!    reports, a user's symlinks and FIFOs) and checks there is room for
//!    the new tree beside the old one,
//! 3. renames the spare tree `.<out>.spare` (the output before the last
//!    build) to a staging folder `.<out>.new-<pid>` next to the output
//!    folder, updates it in place to the new tree (see `spare`: hard links
//!    to unchanged files, new files for changed ones; what it removes goes
//!    to a trash the next build deletes) and syncs it,
//! 4. exchanges staging and output in one `renameat2(RENAME_EXCHANGE)`
//!    (see `swap`), then keeps the old tree as the next spare.
//!
//! So `--out` is always the complete old or the complete new site, a failed
//! or killed build leaves it untouched, and two builds into one `--out`
//! (say `--lang it` and `--lang en`) serialise: the second reads the output
//! only after the first has swapped, and carries its documents over.
//! `build` takes the lock before it reads the existing output (the index
//! pages list documents already there), see [`lock_output`].

mod probe;
mod spare;
mod state;
mod state_file;
mod swap;
mod tree;

pub use probe::Probe;
pub(crate) use state::Saved;
pub use state::Summary;

use crate::fsx;
use std::collections::BTreeMap;
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// Marks a folder as pixreport's output, so a build never replaces a folder
/// it did not create.
pub const MARKER: &str = ".pixreport-output";

/// Why a mount point cannot be `--out`.
const MOUNT_POINT: &str = "is a mount point: a build replaces the output folder as a whole, \
which cannot be done to a mount point; use a folder inside it as --out";

/// Files a build produces: relative path → bytes, plus the folders it owns
/// (replaced whole, so stale figures disappear).
#[derive(Default)]
pub struct OutputSet {
    pub files: BTreeMap<String, Vec<u8>>,
    pub owned_dirs: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("{path}: {message}")]
    Refused { path: PathBuf, message: String },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> WriteError + '_ {
    move |source| WriteError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl OutputSet {
    pub fn add(&mut self, rel: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(rel.into(), bytes.into());
    }
}

/// Files that may sit in an output folder that has no marker yet (a fresh
/// checkout's `output/` holds only its README).
const FRESH_OK: [&str; 3] = ["README.md", ".gitkeep", ".gitignore"];

/// Whether `out` holds a previous output (refusing folders pixreport did
/// not make, and mount points).
fn check_target(out: &Path, parent: &Path) -> Result<bool, WriteError> {
    let meta = match out.symlink_metadata() {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(io(out)(e)),
    };
    if !meta.is_dir() {
        return Err(WriteError::Refused {
            path: out.to_path_buf(),
            message: "exists and is not a folder".into(),
        });
    }
    let parent_dev = std::fs::metadata(parent).map_err(io(parent))?.dev();
    if meta.dev() != parent_dev {
        return Err(WriteError::Refused {
            path: out.to_path_buf(),
            message: MOUNT_POINT.into(),
        });
    }
    if out.join(MARKER).is_file() {
        return Ok(true);
    }
    for e in std::fs::read_dir(out).map_err(io(out))? {
        let e = e.map_err(io(out))?;
        let name = e.file_name().to_string_lossy().to_string();
        if !FRESH_OK.contains(&name.as_str()) {
            return Err(WriteError::Refused {
                path: out.to_path_buf(),
                message: format!(
                    "is not empty and was not made by pixreport (no {MARKER}; found `{name}`): choose another --out or empty it"
                ),
            });
        }
    }
    Ok(true)
}

/// The absolute form of `p` with symlinks resolved, for a path that may not
/// exist yet: its nearest existing ancestor is resolved, the rest appended.
fn resolve(p: &Path) -> Result<PathBuf, WriteError> {
    let abs = if p.is_absolute() {
        p.to_path_buf()
    } else {
        std::env::current_dir().map_err(io(p))?.join(p)
    };
    let mut base = abs.clone();
    let mut rest = Vec::new();
    loop {
        match base.canonicalize() {
            Ok(real) => {
                let mut real = real;
                for part in rest.iter().rev() {
                    real.push(part);
                }
                return Ok(real);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                // A dangling symlink as --out: say so rather than build
                // beside it.
                if base.symlink_metadata().is_ok() {
                    return Err(WriteError::Refused {
                        path: p.to_path_buf(),
                        message: format!("{} is a symbolic link to a missing folder", base.display()),
                    });
                }
                match (base.file_name(), base.parent()) {
                    (Some(n), Some(parent)) => {
                        rest.push(n.to_os_string());
                        base = parent.to_path_buf();
                    }
                    _ => return Err(io(p)(e)),
                }
            }
            Err(e) => return Err(io(p)(e)),
        }
    }
}

/// The output folder, locked against other pixreport processes. Get it
/// before reading anything of the existing output; write with [`write`].
///
/// [`write`]: OutputLock::write
pub struct OutputLock {
    /// `--out` as given, for messages.
    shown: PathBuf,
    /// Where the output tree lives: `--out` resolved (a symlink's target,
    /// so the link is kept and its target replaced).
    target: PathBuf,
    parent: PathBuf,
    name: String,
    _lock: fsx::Lock,
    /// Leftovers of interrupted builds that were removed (or not).
    cleaned: Vec<String>,
    /// The thread deleting what earlier builds put in the trash (see
    /// `spare::empty_trash`), waited for when the lock is let go.
    trash: Option<std::thread::JoinHandle<()>>,
}

impl Drop for OutputLock {
    fn drop(&mut self) {
        if let Some(t) = self.trash.take() {
            let _ = t.join();
        }
    }
}

/// Locks the output folder `out` and cleans what interrupted builds left.
/// Refuses an `out` that contains one of `protect` (the project folder) or
/// the current folder: replacing it would replace them.
pub fn lock_output(out: &Path, protect: &[&Path]) -> Result<OutputLock, WriteError> {
    let target = resolve(out)?;
    let cwd = std::env::current_dir().map_err(io(out))?;
    for p in protect.iter().copied().chain([cwd.as_path()]) {
        let real = resolve(p)?;
        if real.starts_with(&target) {
            return Err(WriteError::Refused {
                path: out.to_path_buf(),
                message: format!(
                    "contains {} (a build replaces its output folder whole): choose a folder of its own",
                    p.display()
                ),
            });
        }
    }
    let (Some(parent), Some(name)) = (target.parent(), target.file_name()) else {
        return Err(WriteError::Refused {
            path: out.to_path_buf(),
            message: "is not a folder that can be replaced".into(),
        });
    };
    let name = name.to_string_lossy().to_string();
    std::fs::create_dir_all(parent).map_err(io(parent))?;
    let lock = fsx::lock_exclusive(&parent.join(format!(".{name}.lock"))).map_err(|e| WriteError::Io {
        path: e.path().to_path_buf(),
        source: std::io::Error::other(e.to_string()),
    })?;
    // One listing of the parent for both kinds of leftover.
    let beside = swap::names_in(parent);
    let cleaned = swap::clean_leftovers(parent, &name, &beside);
    let trash = spare::empty_trash(parent, &name, &beside);
    Ok(OutputLock {
        shown: out.to_path_buf(),
        parent: parent.to_path_buf(),
        target: target.clone(),
        name,
        _lock: lock,
        cleaned,
        trash,
    })
}

impl OutputLock {
    /// What interrupted builds left and the lock removed (or could not).
    pub fn cleaned(&self) -> &[String] {
        &self.cleaned
    }
}

/// Room kept free beyond the new tree's size (metadata, the marker).
const SPACE_MARGIN: u64 = 1 << 20;

/// The marker file's text.
const MARKER_TEXT: &[u8] = b"This folder is written by pixreport build; it is replaced on every build.\n";

/// What a write did, for the user and the incremental-build benchmark.
#[derive(Debug, Default)]
pub struct Written {
    /// Cleaned leftovers, an old tree that could not be deleted.
    pub notes: Vec<String>,
    /// Files of the build written anew (new or changed bytes: new inodes).
    pub written: usize,
    /// Files of the build whose bytes did not change: kept as they were
    /// (same inode, same mtime).
    pub unchanged: usize,
    /// False when the build changed nothing, so the output was not touched.
    pub swapped: bool,
    /// Folders of the live and spare trees read from the disk, and taken
    /// from the listing cache (their stat unchanged since it was saved).
    pub dirs_listed: usize,
    pub dirs_reused: usize,
}

impl OutputLock {
    /// Writes `set` (see the module doc). Returns notes for the user:
    /// cleaned leftovers, an old tree that could not be deleted.
    pub fn write(self, set: &OutputSet) -> Result<Vec<String>, WriteError> {
        self.write_counted(set).map(|w| w.notes)
    }

    /// Writes `set` (see the module doc), keeping every file whose bytes
    /// did not change, and says what it wrote.
    pub fn write_counted(&self, set: &OutputSet) -> Result<Written, WriteError> {
        self.write_probed(set, None)
    }

    /// Probes the output before rendering (see [`Probe`]); hand it to
    /// [`Self::write_probed`] afterwards.
    pub fn probe(&self) -> Probe {
        let dev = std::fs::metadata(&self.parent).map_or(0, |m| m.dev());
        let spare = self.parent.join(spare::spare_name(&self.name));
        Probe::start(&self.target, spare, self.dirs_path(), dev)
    }

    /// [`Self::write_counted`], taking the folder stats and listings that
    /// `probe` (made by [`Self::probe`] in this run) already learnt.
    pub fn write_probed(&self, set: &OutputSet, probe: Option<Probe>) -> Result<Written, WriteError> {
        self.write_then(set, probe, || {})
    }

    /// [`Self::write_probed`], running `after` once the output is written
    /// (the build saves its state there), beside the saving of the
    /// folder-listing cache; not at all when the write fails.
    pub fn write_then(
        &self,
        set: &OutputSet,
        probe: Option<Probe>,
        after: impl FnOnce() + Send,
    ) -> Result<Written, WriteError> {
        // The cache is saved while `after` runs (and what is left of the
        // plan is freed) on threads of their own.
        let save = |cache: &fsx::DirCache, path: &Path, garbage: Option<spare::Wanted<'_>>| {
            std::thread::scope(|s| {
                let t = s.spawn(after);
                if let Some(g) = garbage {
                    s.spawn(move || drop(g));
                }
                cache.save(path);
                let _ = t.join();
            })
        };
        let mut done = Written {
            notes: self.cleaned.clone(),
            ..Written::default()
        };
        for rel in set.files.keys().chain(set.owned_dirs.iter()) {
            if let Err(e) = fsx::check_relative(rel) {
                return Err(WriteError::Refused {
                    path: self.shown.join(rel),
                    message: format!("path leaves the output folder ({e})"),
                });
            }
        }
        let out = &self.target;
        let existed = check_target(out, &self.parent)?;
        let dev = std::fs::metadata(&self.parent).map_err(io(&self.parent))?.dev();
        // Removed before anything is touched, saved after: a build killed
        // in between leaves no cache, and the next one lists every folder.
        let cache_path = self.dirs_path();
        let probe::Learnt {
            mut cache,
            live: mut stats,
            spare: spare_stats,
            in_sync,
        } = match probe {
            Some(p) => p.finish(),
            None => probe::Learnt {
                cache: fsx::DirCache::load(&cache_path, dev),
                live: Default::default(),
                spare: Default::default(),
                in_sync: Default::default(),
            },
        };
        let _ = std::fs::remove_file(&cache_path);
        let mut plan = if existed {
            tree::plan(out, set, &mut cache, &mut stats, &in_sync)?
        } else {
            tree::Plan::default()
        };
        // Which files of the new tree the current output already holds,
        // byte for byte: they are linked, not written.
        let same: Vec<bool> = set
            .files
            .iter()
            .map(|(rel, bytes)| existed && tree::same_bytes(&out.join(rel), bytes))
            .collect();
        let marker_same = existed && tree::same_bytes(&out.join(MARKER), MARKER_TEXT);
        if existed && marker_same && plan.dropped == 0 && same.iter().all(|s| *s) {
            // Nothing would change: leave the output as it is (no staging,
            // no flush, no swap).
            done.unchanged = set.files.len();
            (done.dirs_listed, done.dirs_reused) = (cache.listed, cache.reused);
            save(&cache, &cache_path, None);
            drop_later((cache, stats, spare_stats, std::mem::take(&mut plan.inos)));
            return Ok(done);
        }
        let need = set
            .files
            .values()
            .zip(&same)
            .filter(|(_, same)| !**same)
            .map(|(b, _)| b.len() as u64)
            .sum::<u64>()
            + SPACE_MARGIN;
        if let Ok(free) = fsx::free_bytes(&self.parent) {
            check_space(&self.shown, need, free)?;
        }
        let faults = swap::Faults::from_env();
        let step = || faults.step();
        let pid = std::process::id();
        let [new_prefix, old_prefix] = swap::leftover_prefixes(&self.name);
        let staging = self.parent.join(format!("{new_prefix}{pid}"));
        let spare_path = self.parent.join(spare::spare_name(&self.name));
        let marker = (MARKER.to_string(), MARKER_TEXT.to_vec());
        let mut want = std::mem::take(&mut plan.want);
        let files = set.files.iter().zip(same.iter().copied());
        for ((rel, bytes), same) in files.chain([((&marker.0, &marker.1), marker_same)]) {
            let w = match plan.inos.get(rel) {
                Some(ino) if same => spare::Want::Live(*ino),
                _ => spare::Want::Bytes(bytes),
            };
            if rel == MARKER {
                want.add_other(rel, w);
            } else {
                want.add(rel, w);
            }
        }
        let result = (|| {
            if !spare::adopt(&spare_path, &staging, dev)? {
                std::fs::create_dir(&staging).map_err(io(&staging))?;
            }
            step();
            if existed {
                let mode = std::fs::metadata(out).map_err(io(out))?.permissions().mode();
                std::fs::set_permissions(&staging, std::fs::Permissions::from_mode(mode)).map_err(io(&staging))?;
            }
            let mut trash = spare::Trash::new(&self.parent, &self.name);
            let up = spare::update(&staging, out, &want, &mut cache, spare_stats, &mut trash, &step)?;
            done.written = up.written;
            done.unchanged = set.files.len().saturating_sub(up.written);
            // One flush of the file system before the swap: after a power
            // loss the new tree is complete or the swap did not happen.
            let d = std::fs::File::open(&staging).map_err(io(&staging))?;
            if faults.flush {
                rustix::fs::syncfs(&d).map_err(|e| io(&staging)(e.into()))?;
            }
            step();
            swap::swap(
                &staging,
                out,
                existed,
                &self.parent.join(format!("{old_prefix}{pid}")),
                &step,
            )
        })();
        let old = match result {
            Ok(old) => old,
            Err(e) => {
                // The staging folder is kept as the spare of the next build
                // (which checks every entry of it); failing that, removed.
                if staging.exists() && std::fs::rename(&staging, &spare_path).is_err() {
                    if let Err(rm) = std::fs::remove_dir_all(&staging) {
                        done.notes
                            .push(format!("{}: could not remove ({rm})", staging.display()));
                    }
                }
                return Err(e);
            }
        };
        if faults.flush {
            crate::fsx::sync_dir(&self.parent);
        }
        done.swapped = true;
        if let Some(old) = old {
            // The previous tree becomes the spare the next build updates
            // in place (see `spare`); deleted only if it cannot be kept.
            if std::fs::rename(&old, &spare_path).is_err() {
                done.notes.extend(swap::delete_old(&old));
            }
            step();
        }
        (done.dirs_listed, done.dirs_reused) = (cache.listed, cache.reused);
        save(&cache, &cache_path, Some(want));
        step();
        drop_later((cache, stats, std::mem::take(&mut plan.inos)));
        Ok(done)
    }
}

/// Drops `t` on a thread of its own: the listings and stats of a big site
/// are hundreds of thousands of small allocations, whose freeing was about
/// a twentieth of a `--report` build's main thread. The command line exits
/// without waiting for it (the system takes the memory back at once); a
/// process that goes on building frees them meanwhile.
fn drop_later<T: Send + 'static>(t: T) {
    let _ = std::thread::Builder::new().name("drop".into()).spawn(move || drop(t));
}

/// The new tree is written beside the old one, which stays until the swap:
/// both must fit.
fn check_space(out: &Path, need: u64, free: u64) -> Result<(), WriteError> {
    if free >= need {
        return Ok(());
    }
    Err(WriteError::Refused {
        path: out.to_path_buf(),
        message: format!(
            "not enough free space: the new output needs about {} MiB beside the current one \
(which stays until the new one is complete), and {} MiB are free",
            need.div_ceil(1 << 20),
            free >> 20
        ),
    })
}

/// Locks `out`, then writes `set` to it atomically (see the module doc).
/// Callers that read the existing output first use [`lock_output`].
pub fn write_atomically(out: &Path, set: &OutputSet) -> Result<Vec<String>, WriteError> {
    lock_output(out, &[])?.write(set)
}

#[cfg(test)]
mod tests_edges;

#[cfg(test)]
mod tests_incr;

#[cfg(test)]
mod tests_spare;

#[cfg(test)]
mod tests {
    use super::*;

    fn set(files: &[(&str, &str)], owned: &[&str]) -> OutputSet {
        let mut s = OutputSet::default();
        for (k, v) in files {
            s.add(*k, v.as_bytes().to_vec());
        }
        s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
        s
    }

    #[test]
    fn writes_then_replaces_owned_dirs_and_keeps_the_rest() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        write_atomically(
            &out,
            &set(
                &[
                    ("it/r/index.md", "a"),
                    ("it/r/figures/x.svg", "x"),
                    ("en/r/index.md", "e"),
                ],
                &["it/r"],
            ),
        )
        .unwrap();
        write_atomically(&out, &set(&[("it/r/index.md", "b")], &["it/r"])).unwrap();
        assert_eq!(std::fs::read_to_string(out.join("it/r/index.md")).unwrap(), "b");
        assert!(!out.join("it/r/figures/x.svg").exists(), "stale figure removed");
        assert_eq!(std::fs::read_to_string(out.join("en/r/index.md")).unwrap(), "e");
        // No staging folders left behind; the previous tree is the spare.
        let left: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        let mut left = left;
        left.sort();
        assert_eq!(
            left,
            vec![
                std::ffi::OsString::from(".output.dirs"),
                ".output.lock".into(),
                ".output.spare".into(),
                "output".into()
            ]
        );
    }

    #[test]
    fn refuses_foreign_folders_and_escaping_paths() {
        let tmp = tempfile::tempdir().unwrap();
        let mine = tmp.path().join("mine");
        std::fs::create_dir(&mine).unwrap();
        std::fs::write(mine.join("precious.txt"), "keep").unwrap();
        let e = write_atomically(&mine, &set(&[("a", "b")], &[]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("not made by pixreport"), "{e}");
        assert_eq!(std::fs::read_to_string(mine.join("precious.txt")).unwrap(), "keep");
        let out = tmp.path().join("o");
        let e = write_atomically(&out, &set(&[("../evil", "x")], &[]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("leaves the output folder"), "{e}");
        assert!(!tmp.path().join("evil").exists() && !out.exists());
    }

    #[test]
    fn a_fresh_output_with_only_a_readme_is_accepted_and_the_readme_kept() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        std::fs::create_dir(&out).unwrap();
        std::fs::write(out.join("README.md"), "generated").unwrap();
        write_atomically(&out, &set(&[("index.html", "x")], &[])).unwrap();
        assert!(out.join("README.md").exists() && out.join(MARKER).exists());
    }
}

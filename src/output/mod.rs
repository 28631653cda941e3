//! The output writer. [`Output::lock`] takes a lock on the output's parent
//! folder; then:
//!
//! 1. [`Output::stage`] makes a fresh folder beside `--out` (by `mkdir`,
//!    random suffix); the build [`Sink::put`]s each report's files into it
//!    as they are rendered, then the site's pages, and drops them (its
//!    memory does not grow with the reports): hard-linked from the live
//!    output when it holds the same bytes (same inode, same mtime), else
//!    written if they fit in the space that was free;
//! 2. [`Staged::finish`] carries over what the build did not make (other
//!    languages and reports, a user's README, symlinks and FIFOs), records
//!    the build's state in the marker file inside the new tree (see
//!    `state`) and flushes it: files, then folders;
//! 3. and exchanges it with `--out` in one `renameat2(RENAME_EXCHANGE)`,
//!    then removes the old tree (see `swap`).
//!
//! So `--out` is at every instant the complete old or the complete new
//! site, and nothing of the writer's sits beside it once a build ends: a
//! failed build's staging folder is removed as the error returns, a killed
//! one's by the next build. `serve` collects the same files in memory (an
//! [`OutputSet`] is a sink too).

mod stage;
mod state;
pub use stage::Staged;
mod swap;
#[cfg(test)]
mod tests;

use serde::{de::DeserializeOwned, Serialize};
use std::collections::BTreeMap;
use std::fs::File;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// Marks a folder as pixreport's output (a build never replaces a folder it
/// did not make) and holds the state of the build that made it.
pub const MARKER: &str = ".pixreport-output";

/// Why a mount point cannot be `--out`.
const MOUNT_POINT: &str = "is a mount point: a build replaces the output folder as a whole, \
which cannot be done to a mount point; use a folder inside it as --out";

/// Files that may sit in an output folder that has no marker yet (a fresh
/// checkout's `output/` holds only its README).
pub(super) const FRESH_OK: [&str; 3] = ["README.md", ".gitkeep", ".gitignore"];

/// Files a build produces: relative path → bytes, plus the folders it owns
/// (replaced whole, so stale figures disappear).
#[derive(Default)]
pub struct OutputSet {
    pub files: BTreeMap<String, Vec<u8>>,
    pub owned_dirs: Vec<String>,
}

impl OutputSet {
    pub fn add(&mut self, rel: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(rel.into(), bytes.into());
    }
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

fn refused(path: &Path, message: impl Into<String>) -> WriteError {
    WriteError::Refused {
        path: path.to_path_buf(),
        message: message.into(),
    }
}

/// The output folder, locked against other pixreport processes writing
/// into the same parent folder. Take it before reading anything of the
/// existing output.
pub struct Output {
    /// `--out` as given, for messages.
    shown: PathBuf,
    /// `--out` resolved (a symlink's target: the link is kept).
    target: PathBuf,
    parent: PathBuf,
    name: String,
    existed: bool,
    /// Leftovers of interrupted builds that were removed or restored.
    notes: Vec<String>,
    /// The marker's bytes, read once under the lock (see `state`).
    marker: Option<Vec<u8>>,
    _lock: File,
}

/// What a write did.
#[derive(Debug, Default)]
pub struct Written {
    /// Files written anew (new or changed bytes); the others kept their
    /// inode and mtime.
    pub written: usize,
    /// Cleaned leftovers, an old tree that could not be deleted.
    pub notes: Vec<String>,
}

impl Output {
    /// Locks `out` (see `swap::lock_parent`), restores or removes what
    /// interrupted builds left, and refuses an `out` that is not
    /// pixreport's, is a mount point, or contains one of `protect` (the
    /// project folder) or the current folder.
    pub fn lock(out: &Path, protect: &[&Path]) -> Result<Output, WriteError> {
        let target = resolve(out)?;
        let cwd = std::env::current_dir().map_err(io(out))?;
        for p in protect.iter().copied().chain([cwd.as_path()]) {
            if resolve(p)?.starts_with(&target) {
                let why = format!(
                    "contains {} (a build replaces its output folder whole): choose a folder of its own",
                    p.display()
                );
                return Err(refused(out, why));
            }
        }
        let (Some(parent), Some(name)) = (target.parent(), target.file_name()) else {
            return Err(refused(out, "is not a folder that can be replaced"));
        };
        let (parent, name) = (parent.to_path_buf(), name.to_string_lossy().to_string());
        // Refused before anything is made; checked again under the lock.
        check_target(&target, &parent, out)?;
        std::fs::create_dir_all(&parent).map_err(io(&parent))?;
        let lock = swap::lock_parent(&parent)?;
        let notes = swap::clean(&parent, &name, &target);
        let existed = check_target(&target, &parent, out)?;
        let marker = existed.then(|| state::read(&target.join(MARKER))).flatten();
        Ok(Output {
            shown: out.to_path_buf(),
            target,
            parent,
            name,
            existed,
            notes,
            marker,
            _lock: lock,
        })
    }

    /// The output folder, resolved.
    pub fn path(&self) -> &Path {
        &self.target
    }

    /// What interrupted builds left and the lock cleaned.
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// The state the last build saved with the output, if it is intact
    /// and of type `T`; `None` for anything else (absent, foreign, cut
    /// short, a link), never an error.
    pub fn saved<T: DeserializeOwned>(&self) -> Option<T> {
        self.last::<T>().map(|m| m.build)
    }

    fn last<T: DeserializeOwned>(&self) -> Option<state::Marker<T>> {
        self.marker.as_deref().and_then(state::parse)
    }

    /// The output walked (see `state::Live`), as it is now: for
    /// [`Output::intact`], and again for the plan of what a build carries
    /// over once it has rendered, so that a page added or edited in the
    /// output meanwhile is refused, never lost or republished.
    fn live(&self) -> Result<state::Live, WriteError> {
        let mut live = state::Live::new();
        state::walk(&self.target, "", &mut live)?;
        Ok(live)
    }

    /// Whether every file of the output is as the last build left it (same
    /// paths, kinds, sizes, inodes, mtimes and modes).
    pub fn intact(&self) -> bool {
        let Some(m) = self.last::<serde::de::IgnoredAny>() else {
            return false;
        };
        self.live()
            .is_ok_and(|l| state::tree(&self.target, &l).is_ok_and(|t| t == m.tree))
    }

    /// Whether the output holds the regular file `rel` (links not followed).
    pub fn has_file(&self, rel: &str) -> bool {
        self.existed && self.target.join(rel).symlink_metadata().is_ok_and(|m| m.is_file())
    }

    /// Whether the output holds the regular file `rel` with exactly `bytes`
    /// (read bounded, links not followed).
    pub fn holds(&self, rel: &str, bytes: &[u8]) -> bool {
        self.has_file(rel)
            && crate::fsx::read_regular(&self.target.join(rel), bytes.len() as u64 + 1).is_ok_and(|b| b == bytes)
    }

    /// Begins the new tree: the build [`Sink::put`]s its files into it as
    /// it makes them, then [`Staged::finish`]es it.
    pub fn stage(&self) -> Result<Staged<'_>, WriteError> {
        Staged::new(self)
    }

    /// Writes `set`, with `state` in the marker (see the module doc).
    pub fn write<T: Serialize>(&self, set: &OutputSet, state: &T) -> Result<Written, WriteError> {
        let mut staged = self.stage()?;
        staged.add(set)?;
        staged.finish(state)
    }
}

/// Where a build's files go as it makes them: into memory
/// ([`OutputSet`], for `serve` and tests) or to disk ([`Staged`]).
pub trait Sink {
    fn put(&mut self, set: OutputSet) -> anyhow::Result<()>;
}

impl Sink for OutputSet {
    fn put(&mut self, set: OutputSet) -> anyhow::Result<()> {
        self.files.extend(set.files);
        self.owned_dirs.extend(set.owned_dirs);
        Ok(())
    }
}

impl Sink for Staged<'_> {
    fn put(&mut self, set: OutputSet) -> anyhow::Result<()> {
        let out = self.out;
        anyhow::Context::with_context(self.add(&set), || format!("writing {}", out.shown.display()))
    }
}

impl Staged<'_> {
    /// Carries over what the build did not make, records `state` in the
    /// marker and swaps the new tree in (see the module doc).
    pub fn finish<T: Serialize>(mut self, state: &T) -> Result<Written, WriteError> {
        let out = self.out;
        let plan = {
            let (tree, made) = (out.last::<serde::de::IgnoredAny>())
                .map(|m| (m.tree, m.made))
                .unwrap_or_default();
            stage::plan(
                out.existed.then(|| out.live()).transpose()?.as_ref(),
                &self,
                &tree,
                &made,
            )?
        };
        self.carry(&out.target, plan.carry)?; // Nothing for a new output.
        let mut made = self.settle()?;
        made.extend(plan.made);
        let (staging, faults) = (self.dir.path(), &self.faults);
        let tree = std::mem::take(&mut self.tree);
        state::write(&staging.join(MARKER), tree, made, state, faults.flush).map_err(io(staging))?;
        faults.step();
        // A new output keeps the mode `mkdir` gave it (the umask's).
        if out.existed {
            set_mode(staging, out.target.metadata().map_err(io(&out.target))?.mode())?;
        }
        if faults.flush {
            File::open(staging).and_then(|d| d.sync_all()).map_err(io(staging))?;
        }
        faults.step();
        let old = swap::swap(staging, &out.target, out.existed, faults.exchange, faults)?;
        let _swapped_in = self.dir.keep();
        let mut notes = out.notes.clone();
        if faults.flush {
            let _ = File::open(&out.parent).and_then(|d| d.sync_all());
        }
        if let Some(old) = old {
            if let Err(e) = std::fs::remove_dir_all(&old) {
                notes.push(format!(
                    "{}: the previous output could not be deleted ({e}); the next build tries again",
                    old.display()
                ));
            }
            faults.step();
        }
        Ok(Written {
            written: self.written,
            notes,
        })
    }
}

/// Room kept free beyond the new files (metadata, the marker).
const SPACE_MARGIN: u64 = 1 << 20;

/// The new tree is staged beside the old one, which stays until the swap:
/// the files that are not hard links must fit (`need`: those staged so far).
fn check_space(out: &Path, need: u64, free: u64) -> Result<(), WriteError> {
    if free >= need {
        return Ok(());
    }
    Err(refused(
        out,
        format!(
            "not enough free space: the new output needs at least {} MiB beside the current one \
(which stays until the new one is complete), and {} MiB were free",
            need >> 20,
            free >> 20
        ),
    ))
}

fn set_mode(path: &Path, mode: u32) -> Result<(), WriteError> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode & 0o7777)).map_err(io(path))
}

/// Whether `out` holds a previous output (refusing folders pixreport did
/// not make, and mount points). `shown` is `--out` as given.
fn check_target(out: &Path, parent: &Path, shown: &Path) -> Result<bool, WriteError> {
    let meta = match out.symlink_metadata() {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(io(shown)(e)),
    };
    if !meta.is_dir() {
        return Err(refused(shown, "exists and is not a folder"));
    }
    if parent.metadata().is_ok_and(|p| p.dev() != meta.dev()) {
        return Err(refused(shown, MOUNT_POINT));
    }
    if out.join(MARKER).symlink_metadata().is_ok_and(|m| m.is_file()) {
        return Ok(true);
    }
    for e in std::fs::read_dir(out).map_err(io(shown))? {
        let name = e.map_err(io(shown))?.file_name().to_string_lossy().to_string();
        if !FRESH_OK.contains(&name.as_str()) {
            return Err(refused(
                shown,
                format!(
                    "is not empty and was not made by pixreport (no {MARKER}; found `{name}`): \
choose another --out or empty it"
                ),
            ));
        }
    }
    Ok(true)
}

/// The absolute form of `p` with symlinks resolved, for a path that may not
/// exist yet: its nearest existing ancestor is resolved, the rest appended.
fn resolve(p: &Path) -> Result<PathBuf, WriteError> {
    let abs = std::env::current_dir().map_err(io(p))?.join(p);
    let mut base = abs.as_path();
    let mut rest = Vec::new();
    loop {
        match base.canonicalize() {
            Ok(mut real) => {
                real.extend(rest.iter().rev());
                return Ok(real);
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if base.symlink_metadata().is_ok() {
                    let why = format!("{} is a symbolic link to a missing folder", base.display());
                    return Err(refused(p, why));
                }
                match (base.file_name(), base.parent()) {
                    (Some(n), Some(parent)) => {
                        rest.push(n.to_os_string());
                        base = parent;
                    }
                    _ => return Err(io(p)(e)),
                }
            }
            Err(e) => return Err(io(p)(e)),
        }
    }
}

/// Locks `out` and writes `set` to it with no state (`diff --out`).
pub fn write_atomically(out: &Path, set: &OutputSet) -> Result<Vec<String>, WriteError> {
    Output::lock(out, &[])?.write(set, &()).map(|w| w.notes)
}

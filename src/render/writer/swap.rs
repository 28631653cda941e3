//! The one atomic step of a build, the cleaning of what killed builds
//! left, and the fault-injection hook the kill test drives.
//!
//! Swap: `renameat2(staging, out, RENAME_EXCHANGE)` swaps the two folders
//! in one step, so `out` is at every instant the complete old or the
//! complete new site. Where the file system cannot exchange (EINVAL,
//! ENOSYS, EOPNOTSUPP: some network and FUSE file systems), two renames
//! are the fallback, with a window in which `out` is missing; a rename
//! that fails puts the old folder back.

use super::WriteError;
use rustix::fs::{renameat_with, RenameFlags, CWD};
use rustix::io::Errno;
use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};

/// Prefixes of the folders a build makes beside `out` (`name` is the
/// output folder's name): staging, and (in the fallback) the old tree.
pub(super) fn leftover_prefixes(name: &str) -> [String; 2] {
    [format!(".{name}.new-"), format!(".{name}.old-")]
}

/// Cleans up after interrupted builds beside the output folder: the first
/// staging or old folder found becomes the spare tree when there is none
/// (one rename instead of deleting a whole site; the next write checks
/// every entry of a spare anyway), the others are removed. Runs under the
/// output lock, so no live build owns them. Returns one line per folder:
/// kept, removed, or why not.
/// `beside` is the names in `parent` (see [`names_in`]).
pub(super) fn clean_leftovers(parent: &Path, name: &str, beside: &[OsString]) -> Vec<String> {
    let prefixes = leftover_prefixes(name);
    let mut found: Vec<PathBuf> = (beside.iter())
        .filter(|n| prefixes.iter().any(|p| has_prefix(n, p)))
        .map(|n| parent.join(n))
        .collect();
    found.sort();
    let spare = parent.join(super::spare::spare_name(name));
    let mut spare_free = spare.symlink_metadata().is_err();
    found
        .into_iter()
        .map(|p| {
            if spare_free && p.symlink_metadata().is_ok_and(|m| m.is_dir()) && std::fs::rename(&p, &spare).is_ok() {
                spare_free = false;
                return format!(
                    "{}: left by an interrupted build, kept as the spare tree the next build updates",
                    p.display()
                );
            }
            match remove(&p) {
                Ok(()) => format!("{}: removed, left by an interrupted build", p.display()),
                Err(e) => format!(
                    "{}: left by an interrupted build and could not be removed ({e}); delete it by hand",
                    p.display()
                ),
            }
        })
        .collect()
}

/// The names in folder `parent`, exactly as listed (empty when it cannot
/// be read): one listing for every kind of leftover the lock looks for
/// beside the output.
pub(super) fn names_in(parent: &Path) -> Vec<OsString> {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return Vec::new();
    };
    entries.filter_map(Result::ok).map(|e| e.file_name()).collect()
}

/// Whether `name` starts with `prefix`, by bytes (a name need not be UTF-8).
pub(super) fn has_prefix(name: &OsStr, prefix: &str) -> bool {
    use std::os::unix::ffi::OsStrExt;
    name.as_bytes().starts_with(prefix.as_bytes())
}

pub(super) fn remove(p: &Path) -> std::io::Result<()> {
    match p.symlink_metadata()?.is_dir() {
        true => std::fs::remove_dir_all(p),
        false => std::fs::remove_file(p),
    }
}

/// Puts `staged` at `out`. Returns the folder that now holds the previous
/// output (to delete), if there was one.
pub(super) fn swap(
    staged: &Path,
    out: &Path,
    existed: bool,
    old_name: &Path,
    step: &dyn Fn(),
) -> Result<Option<PathBuf>, WriteError> {
    let busy = |e: std::io::Error| match e.raw_os_error() {
        Some(code) if code == Errno::BUSY.raw_os_error() => WriteError::Refused {
            path: out.to_path_buf(),
            message: super::MOUNT_POINT.into(),
        },
        _ => WriteError::Io {
            path: out.to_path_buf(),
            source: e,
        },
    };
    if !existed {
        std::fs::rename(staged, out).map_err(busy)?;
        step();
        return Ok(None);
    }
    match renameat_with(CWD, staged, CWD, out, RenameFlags::EXCHANGE) {
        Ok(()) => {
            step();
            Ok(Some(staged.to_path_buf()))
        }
        Err(e) if [Errno::INVAL, Errno::NOSYS, Errno::OPNOTSUPP].contains(&e) => {
            std::fs::rename(out, old_name).map_err(busy)?;
            step();
            if let Err(e) = std::fs::rename(staged, out) {
                let _ = std::fs::rename(old_name, out);
                return Err(busy(e));
            }
            step();
            Ok(Some(old_name.to_path_buf()))
        }
        Err(e) => Err(busy(e.into())),
    }
}

/// Deletes the previous output after a swap; a failure is a warning (the
/// new site is in place), and the next build tries again.
pub(super) fn delete_old(old: &Path) -> Option<String> {
    remove(old).err().map(|e| {
        format!(
            "{}: the previous output could not be deleted ({e}); the next build tries again, or delete it by hand",
            old.display()
        )
    })
}

/// Counts the writer's file-system operations. In debug builds,
/// `PIXREPORT_TEST_KILL_AFTER=n` aborts the process (no destructors, no
/// cleanup, like SIGKILL) right after the n-th one: the kill test uses it
/// to stop a build at every point of the write.
///
/// Also in debug builds, `PIXREPORT_TEST_NO_FLUSH=1` skips the flushes to
/// the disk (`syncfs`, the parent folder's `fsync`). They guard against a
/// power loss, which no test can make; a killed process loses nothing the
/// page cache holds. The kill test sets it: on a disk busy with other
/// writes, each `syncfs` waits for all of them, and its hundreds of builds
/// spent most of their time there.
pub(super) struct Faults {
    after: Option<u64>,
    done: std::cell::Cell<u64>,
    pub(super) flush: bool,
}

impl Faults {
    pub(super) fn from_env() -> Self {
        let after = if cfg!(debug_assertions) {
            std::env::var("PIXREPORT_TEST_KILL_AFTER")
                .ok()
                .and_then(|v| v.parse().ok())
        } else {
            None
        };
        let flush = !(cfg!(debug_assertions) && std::env::var_os("PIXREPORT_TEST_NO_FLUSH").is_some());
        Faults {
            after,
            done: std::cell::Cell::new(0),
            flush,
        }
    }

    pub(super) fn step(&self) {
        let n = self.done.get() + 1;
        self.done.set(n);
        if self.after == Some(n) {
            std::process::abort();
        }
    }
}

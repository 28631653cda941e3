//! The lock, the one atomic step of a build, the cleaning of what killed
//! builds left, and the fault hook the kill test drives.
//!
//! Lock: `flock` on the output's parent folder itself, so nothing is
//! created for it (no lock file beside the output) and a process that dies
//! lets go. It serialises every build into one parent folder, which is
//! what the staging folders beside `--out` need anyway.
//!
//! Swap: `renameat2(staging, out, RENAME_EXCHANGE)`. Where the file system
//! cannot exchange (EINVAL, ENOSYS, EOPNOTSUPP: some network and FUSE file
//! systems), the old tree is renamed aside (`.<out>.old-…`) and the new
//! one in; a build killed in between leaves no `--out`, and the next build
//! puts the aside folder back before anything else.

use super::{io, refused, WriteError, MARKER, MOUNT_POINT};
use rustix::fs::{flock, renameat_with, FlockOperation, RenameFlags, CWD};
use rustix::io::Errno;
use std::fs::File;
use std::path::{Path, PathBuf};

/// Locks folder `parent` (waiting, and saying so, while another pixreport
/// holds it).
pub(super) fn lock_parent(parent: &Path) -> Result<File, WriteError> {
    let dir = File::open(parent).map_err(io(parent))?;
    let failed = |e: Errno| io(parent)(e.into());
    match flock(&dir, FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => {}
        Err(Errno::WOULDBLOCK) => {
            eprintln!(
                "pixreport: waiting for another pixreport writing into {}",
                parent.display()
            );
            flock(&dir, FlockOperation::LockExclusive).map_err(failed)?;
        }
        Err(e) => return Err(failed(e)),
    }
    Ok(dir)
}

/// The prefixes of the folders a build makes beside `out` (named `name`):
/// staging, and (when the exchange is unsupported) the old tree set aside.
fn prefixes(name: &str) -> [String; 2] {
    [format!(".{name}.new-"), format!(".{name}.old-")]
}

/// A fresh staging folder beside the output: made by `mkdir` (which never
/// follows a link) under a random name, removed when dropped.
pub(super) fn staging(parent: &Path, name: &str) -> Result<tempfile::TempDir, WriteError> {
    use std::os::unix::fs::PermissionsExt;
    tempfile::Builder::new()
        .prefix(&prefixes(name)[0])
        .permissions(std::fs::Permissions::from_mode(0o777))
        .tempdir_in(parent)
        .map_err(io(parent))
}

/// Whether `p` is a folder (not a link to one) holding pixreport's marker
/// (a regular file, not a link).
fn ours(p: &Path) -> bool {
    p.symlink_metadata().is_ok_and(|m| m.is_dir()) && p.join(MARKER).symlink_metadata().is_ok_and(|m| m.is_file())
}

/// Cleans up after interrupted builds beside `out` (named `name`, in
/// `parent`), under the lock: an old tree set aside when `out` is missing
/// is put back; every other staging or aside folder with pixreport's
/// marker is removed, as is an empty one (killed before its marker).
/// Links and folders that are not pixreport's are left alone. One line per
/// folder for the user.
pub(super) fn clean(parent: &Path, name: &str, out: &Path) -> Vec<String> {
    let [new, old] = prefixes(name);
    let mut found: Vec<PathBuf> = match std::fs::read_dir(parent) {
        Ok(rd) => (rd.filter_map(Result::ok))
            .map(|e| e.file_name().to_string_lossy().to_string())
            .filter(|n| n.starts_with(&new) || n.starts_with(&old))
            .map(|n| parent.join(n))
            .collect(),
        Err(_) => return Vec::new(),
    };
    found.sort();
    let mut notes = Vec::new();
    if out.symlink_metadata().is_err() {
        let aside = found.iter().position(|p| {
            let n = p.file_name().unwrap_or_default().to_string_lossy();
            n.starts_with(&old) && ours(p)
        });
        if let Some(i) = aside {
            let p = found.remove(i);
            if std::fs::rename(&p, out).is_ok() {
                notes.push(format!(
                    "{}: put back as {}, set aside by an interrupted build",
                    p.display(),
                    out.display()
                ));
            }
        }
    }
    for p in found {
        let gone = if ours(&p) {
            std::fs::remove_dir_all(&p)
        } else if p.symlink_metadata().is_ok_and(|m| m.is_dir()) {
            std::fs::remove_dir(&p)
        } else {
            continue;
        };
        match gone {
            Ok(()) => notes.push(format!("{}: removed, left by an interrupted build", p.display())),
            Err(e) if e.kind() == std::io::ErrorKind::DirectoryNotEmpty => {}
            Err(e) => notes.push(format!(
                "{}: left by an interrupted build and could not be removed ({e}); delete it by hand",
                p.display()
            )),
        }
    }
    notes
}

/// Puts `staged` at `out`. Returns the folder that now holds the previous
/// output (to remove), if there was one. `exchange`: try
/// `RENAME_EXCHANGE` first (false only in tests of the fallback, see
/// [`Faults`]).
pub(super) fn swap(
    staged: &Path,
    out: &Path,
    existed: bool,
    exchange: bool,
    faults: &Faults,
) -> Result<Option<PathBuf>, WriteError> {
    let busy = |e: std::io::Error| match e.raw_os_error() {
        Some(code) if code == Errno::BUSY.raw_os_error() => refused(out, MOUNT_POINT),
        _ => io(out)(e),
    };
    if !existed {
        std::fs::rename(staged, out).map_err(busy)?;
        faults.step();
        return Ok(None);
    }
    let unsupported = [Errno::INVAL, Errno::NOSYS, Errno::OPNOTSUPP];
    match exchange.then(|| renameat_with(CWD, staged, CWD, out, RenameFlags::EXCHANGE)) {
        Some(Ok(())) => {
            faults.step();
            Ok(Some(staged.to_path_buf()))
        }
        Some(Err(e)) if !unsupported.contains(&e) => Err(busy(e.into())),
        _ => {
            // The aside name: the staging folder's, with `old` for `new`.
            let name = staged.file_name().unwrap_or_default().to_string_lossy();
            let aside = staged.with_file_name(name.replacen(".new-", ".old-", 1));
            std::fs::rename(out, &aside).map_err(busy)?;
            faults.step();
            if let Err(e) = std::fs::rename(staged, out) {
                let _ = std::fs::rename(&aside, out);
                return Err(busy(e));
            }
            faults.step();
            Ok(Some(aside))
        }
    }
}

/// The fault hook: `PIXREPORT_FAULT_AFTER=n` aborts the process (no
/// destructors, no cleanup, like SIGKILL) right after the n-th
/// file-system step of the write, so a test can stop a build at every
/// point of it. A build under the hook is a test: it skips the flushes to
/// the disk, which guard against a power loss, not a kill. Unset, a step
/// costs a comparison. `PIXREPORT_FAULT_NO_EXCHANGE=1` takes the path of a
/// file system without `RENAME_EXCHANGE` (the two renames). Both are read
/// in release builds too, so CI drives the binary it ships.
pub(super) struct Faults {
    after: Option<u64>,
    done: std::cell::Cell<u64>,
    pub(super) flush: bool,
    pub(super) exchange: bool,
}

impl Faults {
    pub(super) fn from_env() -> Self {
        let after = std::env::var("PIXREPORT_FAULT_AFTER").ok().and_then(|v| v.parse().ok());
        Faults {
            after,
            done: std::cell::Cell::new(0),
            flush: after.is_none(),
            exchange: std::env::var_os("PIXREPORT_FAULT_NO_EXCHANGE").is_none_or(|v| v != "1"),
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

#[cfg(test)]
mod tests {
    use super::*;

    fn no_faults() -> Faults {
        Faults {
            after: None,
            done: std::cell::Cell::new(0),
            flush: false,
            exchange: true,
        }
    }

    #[test]
    fn the_fallback_sets_the_old_tree_aside_and_a_missing_out_is_put_back() {
        let tmp = tempfile::tempdir().unwrap();
        let (out, staged) = (tmp.path().join("site"), tmp.path().join(".site.new-abc"));
        for (d, text) in [(&out, "old"), (&staged, "new")] {
            std::fs::create_dir(d).unwrap();
            std::fs::write(d.join(MARKER), text).unwrap();
        }
        let aside = swap(&staged, &out, true, false, &no_faults()).unwrap().unwrap();
        assert_eq!(aside, tmp.path().join(".site.old-abc"));
        assert_eq!(std::fs::read_to_string(out.join(MARKER)).unwrap(), "new");
        // Killed between the two renames: no `out`, the old tree aside.
        std::fs::rename(&out, tmp.path().join(".site.new-xyz")).unwrap();
        let notes = clean(tmp.path(), "site", &out);
        assert_eq!(std::fs::read_to_string(out.join(MARKER)).unwrap(), "old");
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(
            notes[0].contains("put back") && notes[1].contains("removed"),
            "{notes:?}"
        );
        let left: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, ["site"]);
    }

    #[test]
    fn cleaning_leaves_links_and_foreign_folders_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let victim = tmp.path().join("victim");
        std::fs::create_dir(&victim).unwrap();
        std::fs::write(victim.join(MARKER), "x").unwrap();
        std::os::unix::fs::symlink(&victim, tmp.path().join(".site.new-link")).unwrap();
        std::fs::create_dir(tmp.path().join(".site.old-foreign")).unwrap();
        std::fs::write(tmp.path().join(".site.old-foreign/keep"), "k").unwrap();
        std::fs::create_dir(tmp.path().join(".site.new-empty")).unwrap();
        let notes = clean(tmp.path(), "site", &tmp.path().join("site"));
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].contains(".site.new-empty: removed"), "{notes:?}");
        assert!(victim.join(MARKER).is_file() && tmp.path().join(".site.old-foreign/keep").is_file());
        assert!(
            !tmp.path().join("site").exists(),
            "a foreign aside folder is not put back"
        );
    }
}

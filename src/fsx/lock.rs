//! Exclusive locks between pixreport processes, with `flock(2)`: released
//! when the [`Lock`] is dropped or the process dies, so a killed build
//! never leaves a stale lock behind.
//!
//! [`lock_in_place`] locks the file that will itself be replaced
//! (report.toml), so nothing new appears in the user's folder, and
//! re-checks after waiting that the path still names the locked file.
//! (The output writer locks its parent folder, see `output::swap`.)

use super::read::FsError;
use rustix::fs::{flock, FlockOperation};
use std::fs::File;
use std::os::unix::fs::OpenOptionsExt;
use std::path::Path;

/// Held while the lock file is locked.
#[derive(Debug)]
pub(crate) struct Lock {
    _file: File,
}

/// Locks the existing file `path` itself. Writers replace it by rename
/// while holding the lock, so a waiter that wakes up holding the replaced
/// (unlinked) file lets go and locks the new one.
pub(crate) fn lock_in_place(path: &Path) -> Result<Lock, FsError> {
    use std::os::unix::fs::MetadataExt;
    let mut said = false;
    loop {
        let file = File::options()
            .read(true)
            .custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32)
            .open(path)
            .map_err(|e| FsError::io(path, e))?;
        let meta = file.metadata().map_err(|e| FsError::io(path, e))?;
        if !meta.is_file() {
            return Err(FsError::NotRegular {
                path: path.to_path_buf(),
                kind: super::kind_name(&meta.file_type()),
            });
        }
        take(&file, path, &mut said)?;
        let now = std::fs::metadata(path).map_err(|e| FsError::io(path, e))?;
        if (now.dev(), now.ino()) == (meta.dev(), meta.ino()) {
            return Ok(Lock { _file: file });
        }
    }
}

/// Takes the lock on `file`, saying once on standard error when it waits.
fn take(file: &File, path: &Path, said: &mut bool) -> Result<(), FsError> {
    let io = |e: rustix::io::Errno| FsError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::from(e),
    };
    match flock(file, FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => Ok(()),
        Err(rustix::io::Errno::WOULDBLOCK) => {
            if !*said {
                eprintln!(
                    "pixreport: waiting for {} (another pixreport is using it)",
                    path.display()
                );
                *said = true;
            }
            flock(file, FlockOperation::LockExclusive).map_err(io)
        }
        Err(e) => Err(io(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_waiter_on_a_file_replaced_by_rename_locks_the_new_file() {
        let tmp = tempfile::tempdir().unwrap();
        let p = tmp.path().join("report.toml");
        std::fs::write(&p, "a").unwrap();
        let first = lock_in_place(&p).unwrap();
        let p2 = p.clone();
        let waiter = std::thread::spawn(move || {
            let _l = lock_in_place(&p2).unwrap();
            std::fs::read_to_string(&p2).unwrap()
        });
        std::thread::sleep(std::time::Duration::from_millis(200));
        super::super::write_atomic(&p, b"b").unwrap();
        drop(first);
        assert_eq!(waiter.join().unwrap(), "b");
        let names: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no lock file beside it");
    }
}

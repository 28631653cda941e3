//! Exclusive locks between pixreport processes: `flock(2)` on a lock file
//! that is never deleted (deleting it would let a waiter lock an unlinked
//! file while a newcomer locks a fresh one). The lock is released when the
//! [`Lock`] is dropped or the process dies, so a killed build never leaves
//! a stale lock behind.

use super::read::FsError;
use rustix::fs::{flock, FlockOperation};
use std::fs::File;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

/// Held while the lock file is locked.
#[derive(Debug)]
pub struct Lock {
    _file: File,
    path: PathBuf,
}

impl Lock {
    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// Locks `path` (created if needed), waiting for another holder and
/// saying so on standard error.
pub fn lock_exclusive(path: &Path) -> Result<Lock, FsError> {
    let file = File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o666)
        .open(path)
        .map_err(|e| FsError::io(path, e))?;
    let io = |e: rustix::io::Errno| FsError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::from(e),
    };
    match flock(&file, FlockOperation::NonBlockingLockExclusive) {
        Ok(()) => {}
        Err(rustix::io::Errno::WOULDBLOCK) => {
            eprintln!(
                "pixreport: waiting for {} (another pixreport is using it)",
                path.display()
            );
            flock(&file, FlockOperation::LockExclusive).map_err(io)?;
        }
        Err(e) => return Err(io(e)),
    }
    Ok(Lock {
        _file: file,
        path: path.to_path_buf(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;

    #[test]
    fn a_second_locker_waits_until_the_first_lets_go() {
        let tmp = tempfile::tempdir().unwrap();
        let p = tmp.path().join(".lock");
        let first = lock_exclusive(&p).unwrap();
        let released = Arc::new(AtomicBool::new(false));
        let r = released.clone();
        let p2 = p.clone();
        let waiter = std::thread::spawn(move || {
            let _second = lock_exclusive(&p2).unwrap();
            r.load(Ordering::SeqCst)
        });
        std::thread::sleep(std::time::Duration::from_millis(200));
        released.store(true, Ordering::SeqCst);
        drop(first);
        assert!(
            waiter.join().unwrap(),
            "the second lock was taken before the first was released"
        );
        assert!(p.exists(), "the lock file stays");
    }
}

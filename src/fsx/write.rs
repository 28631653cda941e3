//! Replacing one file atomically, with the mode a user expects.
//!
//! The new bytes go to a temporary file in the same folder (so the rename
//! cannot cross file systems), are synced, and renamed over the old file:
//! a reader sees the old or the new file, never a torn one. Modes: an
//! existing file keeps its permission bits; a new file gets `0o666` minus
//! the umask, as `>` in a shell would (tempfile's default 0600 would lock
//! other users out of shared report folders).

use super::read::{kind_name, FsError};
use std::fs::{File, Permissions};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Writes `bytes` to `path` atomically (see the module doc). A `path` that
/// is a symlink stays one: its target is replaced.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FsError> {
    let target = match path.symlink_metadata() {
        Ok(m) if m.file_type().is_symlink() => path.canonicalize().map_err(|e| FsError::io(path, e))?,
        _ => path.to_path_buf(),
    };
    let mode = match std::fs::metadata(&target) {
        Ok(m) if m.is_file() => Some(m.permissions().mode() & 0o7777),
        Ok(m) => {
            return Err(FsError::NotRegular {
                path: path.to_path_buf(),
                kind: kind_name(&m.file_type()),
            })
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(FsError::io(path, e)),
    };
    let dir = (target.parent().filter(|p| !p.as_os_str().is_empty())).unwrap_or(Path::new("."));
    let name = target.file_name().map_or("file".into(), |n| n.to_string_lossy());
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}.tmp-"))
        .permissions(Permissions::from_mode(0o666))
        .tempfile_in(dir)
        .map_err(|e| FsError::io(dir, e))?;
    // On any failure the temporary file is removed when `tmp` is dropped.
    let result = (|| -> std::io::Result<()> {
        if let Some(mode) = mode {
            tmp.as_file().set_permissions(Permissions::from_mode(mode))?;
        }
        tmp.write_all(bytes)?;
        tmp.as_file().sync_all()?;
        tmp.persist(&target).map_err(|e| e.error)?;
        sync_dir(dir);
        Ok(())
    })();
    result.map_err(|e| FsError::io(path, e))
}

/// Makes a rename durable. Best effort: some file systems refuse to sync
/// a folder, and the rename itself already happened.
fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Bytes an unprivileged user may still write on the file system holding
/// `path`.
pub(crate) fn free_bytes(path: &Path) -> std::io::Result<u64> {
    let s = rustix::fs::statvfs(path)?;
    Ok(s.f_bavail.saturating_mul(s.f_frsize))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::{symlink, OpenOptionsExt};

    fn mode(p: &Path) -> u32 {
        std::fs::metadata(p).unwrap().permissions().mode() & 0o7777
    }

    #[test]
    fn keeps_an_existing_mode_and_gives_new_files_the_umask_mode() {
        let tmp = tempfile::tempdir().unwrap();
        let p = tmp.path().join("a.toml");
        std::fs::write(&p, "old").unwrap();
        std::fs::set_permissions(&p, Permissions::from_mode(0o640)).unwrap();
        write_atomic(&p, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(mode(&p), 0o640);
        let q = tmp.path().join("b.csv");
        write_atomic(&q, b"x").unwrap();
        // Whatever the umask, the new file is not tempfile's 0600 unless the
        // umask says so: compare with a file created the ordinary way.
        let r = tmp.path().join("c");
        File::options()
            .write(true)
            .create_new(true)
            .mode(0o666)
            .open(&r)
            .unwrap();
        assert_eq!(mode(&q), mode(&r));
        let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
        assert_eq!(left.len(), 3, "no temporary file left");
    }

    #[test]
    fn a_symlink_stays_a_symlink_and_its_target_is_replaced() {
        let tmp = tempfile::tempdir().unwrap();
        let real = tmp.path().join("real");
        std::fs::write(&real, "old").unwrap();
        let link = tmp.path().join("link");
        symlink(&real, &link).unwrap();
        write_atomic(&link, b"new").unwrap();
        assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
    }

    #[test]
    fn refuses_to_replace_a_folder() {
        let tmp = tempfile::tempdir().unwrap();
        let e = write_atomic(tmp.path(), b"x").unwrap_err();
        assert!(e.to_string().contains("a folder"), "{e}");
    }
}

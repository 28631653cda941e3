//! Reading inputs: resolved, contained, regular, bounded.
//!
//! A path from report.toml is joined to the project folder, every symlink
//! in it resolved, and the result must still be inside the (resolved)
//! project folder: a link to `/proc/self/environ` would otherwise publish
//! the build's environment. Only regular files are read (a FIFO would hang
//! the build, `/dev/zero` would fill memory), opened without blocking, and
//! read through `take(limit + 1)` because a file's size can change between
//! `stat` and `read` (and `/proc` files report size 0).

use std::fs::File;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

/// Why an input could not be read. Every variant names the path as the
/// user wrote it (joined to its folder).
#[derive(Debug, thiserror::Error)]
pub enum FsError {
    #[error("{path}: no such file")]
    NotFound { path: PathBuf },
    #[error("{path}: resolves to {target}, outside {root}; only files inside the project are read")]
    Outside {
        path: PathBuf,
        target: PathBuf,
        root: PathBuf,
    },
    #[error("{path}: is {kind}, not a regular file; only regular files are read")]
    NotRegular { path: PathBuf, kind: &'static str },
    #[error("{path}: larger than the {limit_mib} MiB limit for this kind of file")]
    TooLarge { path: PathBuf, limit_mib: u64 },
    #[error("{path}: not UTF-8 (byte {at})")]
    NotUtf8 { path: PathBuf, at: usize },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

impl FsError {
    pub(crate) fn io(path: &Path, source: std::io::Error) -> Self {
        if source.kind() == std::io::ErrorKind::NotFound {
            FsError::NotFound {
                path: path.to_path_buf(),
            }
        } else {
            FsError::Io {
                path: path.to_path_buf(),
                source,
            }
        }
    }
}

/// Reads `root/rel` if, with every symlink resolved, it is a regular file
/// inside `root` of at most `limit` bytes.
pub(crate) fn read_inside(root: &Path, rel: &Path, limit: u64) -> Result<Vec<u8>, FsError> {
    let shown = root.join(rel);
    let real_root = root.canonicalize().map_err(|e| FsError::io(root, e))?;
    let real = shown.canonicalize().map_err(|e| {
        // A dangling symlink canonicalises to NotFound too: say what it is.
        if shown.symlink_metadata().is_ok_and(|m| m.file_type().is_symlink()) {
            FsError::Io {
                path: shown.clone(),
                source: std::io::Error::new(e.kind(), "a symbolic link whose target does not exist"),
            }
        } else {
            FsError::io(&shown, e)
        }
    })?;
    if !real.starts_with(&real_root) {
        return Err(FsError::Outside {
            path: shown,
            target: real,
            root: real_root,
        });
    }
    read_checked(&shown, &real, limit)
}

/// [`read_inside`], then UTF-8.
pub(crate) fn read_text_inside(root: &Path, rel: &Path, limit: u64) -> Result<String, FsError> {
    utf8(&root.join(rel), read_inside(root, rel, limit)?)
}

/// Reads a path the user named explicitly (a raw log, a listing, a file
/// given to `--into`): symlinks are followed, but it must be a regular
/// file of at most `limit` bytes.
pub(crate) fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, FsError> {
    read_checked(path, path, limit)
}

/// [`read_regular`], then UTF-8.
pub(crate) fn read_text_regular(path: &Path, limit: u64) -> Result<String, FsError> {
    utf8(path, read_regular(path, limit)?)
}

fn utf8(path: &Path, bytes: Vec<u8>) -> Result<String, FsError> {
    String::from_utf8(bytes).map_err(|e| FsError::NotUtf8 {
        path: path.to_path_buf(),
        at: e.utf8_error().valid_up_to(),
    })
}

/// Names a non-regular file type for messages.
pub(crate) fn kind_name(ft: &std::fs::FileType) -> &'static str {
    if ft.is_dir() {
        "a folder"
    } else if ft.is_fifo() {
        "a FIFO (named pipe)"
    } else if ft.is_char_device() {
        "a character device"
    } else if ft.is_block_device() {
        "a block device"
    } else if ft.is_socket() {
        "a socket"
    } else if ft.is_symlink() {
        "a symbolic link"
    } else {
        "a special file"
    }
}

/// Opens a path the user named for streaming (a `find` listing of a large
/// file system): it must be a regular file; see [`read_regular`] for why
/// the type is checked before and after opening.
pub(crate) fn open_regular(path: &Path) -> Result<File, FsError> {
    open_checked(path, path).map(|(f, _)| f)
}

/// Checks the type before opening (opening a FIFO for reading blocks until
/// a writer comes), opens non-blocking anyway (the type can change between
/// the two), and checks the opened file again.
fn open_checked(shown: &Path, real: &Path) -> Result<(File, u64), FsError> {
    let regular = |m: &std::fs::Metadata| -> Result<(), FsError> {
        if m.file_type().is_file() {
            Ok(())
        } else {
            Err(FsError::NotRegular {
                path: shown.to_path_buf(),
                kind: kind_name(&m.file_type()),
            })
        }
    };
    regular(&std::fs::metadata(real).map_err(|e| FsError::io(shown, e))?)?;
    let f = File::options()
        .read(true)
        .custom_flags(rustix::fs::OFlags::NONBLOCK.bits() as i32)
        .open(real)
        .map_err(|e| FsError::io(shown, e))?;
    let meta = f.metadata().map_err(|e| FsError::io(shown, e))?;
    regular(&meta)?;
    Ok((f, meta.len()))
}

/// [`open_checked`], then at most `limit + 1` bytes.
fn read_checked(shown: &Path, real: &Path, limit: u64) -> Result<Vec<u8>, FsError> {
    let too_large = || FsError::TooLarge {
        path: shown.to_path_buf(),
        limit_mib: limit >> 20,
    };
    let (f, len) = open_checked(shown, real)?;
    if len > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::with_capacity(len as usize);
    f.take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| FsError::io(shown, e))?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    fn fifo(path: &Path) {
        rustix::fs::mknodat(
            rustix::fs::CWD,
            path,
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o644),
            0,
        )
        .expect("mkfifo");
    }

    #[test]
    fn symlinks_inside_the_root_are_followed_and_outside_refused() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().join("project");
        std::fs::create_dir_all(root.join("text")).unwrap();
        std::fs::write(root.join("real.md"), "inside").unwrap();
        std::fs::write(tmp.path().join("secret"), "outside").unwrap();
        symlink(root.join("real.md"), root.join("text/in.md")).unwrap();
        symlink(tmp.path().join("secret"), root.join("text/out.md")).unwrap();
        symlink("/proc/self/environ", root.join("text/env.md")).unwrap();
        assert_eq!(read_text_inside(&root, Path::new("text/in.md"), 100).unwrap(), "inside");
        for name in ["text/out.md", "text/env.md"] {
            let e = read_inside(&root, Path::new(name), 100).unwrap_err();
            assert!(matches!(e, FsError::Outside { .. }), "{e}");
            assert!(e.to_string().contains(name) && e.to_string().contains("outside"), "{e}");
        }
    }

    #[test]
    fn fifos_devices_folders_and_oversized_files_are_refused_without_blocking() {
        let tmp = tempfile::tempdir().unwrap();
        fifo(&tmp.path().join("pipe"));
        std::fs::write(tmp.path().join("big"), vec![b'x'; 101]).unwrap();
        symlink("/dev/zero", tmp.path().join("zero")).unwrap();
        let e = read_regular(&tmp.path().join("pipe"), 100).unwrap_err();
        assert!(e.to_string().contains("FIFO"), "{e}");
        let e = read_regular(&tmp.path().join("zero"), 100).unwrap_err();
        assert!(e.to_string().contains("character device"), "{e}");
        let e = read_regular(tmp.path(), 100).unwrap_err();
        assert!(e.to_string().contains("a folder"), "{e}");
        let e = read_regular(&tmp.path().join("big"), 100).unwrap_err();
        assert!(matches!(e, FsError::TooLarge { .. }), "{e}");
        assert_eq!(read_regular(&tmp.path().join("big"), 101).unwrap().len(), 101);
        let e = read_regular(&tmp.path().join("none"), 100).unwrap_err();
        assert!(matches!(e, FsError::NotFound { .. }), "{e}");
    }

    #[test]
    fn dangling_links_say_so() {
        let tmp = tempfile::tempdir().unwrap();
        symlink(tmp.path().join("gone"), tmp.path().join("l")).unwrap();
        let e = read_inside(tmp.path(), Path::new("l"), 10).unwrap_err();
        assert!(e.to_string().contains("target does not exist"), "{e}");
    }
}

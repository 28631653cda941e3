//! A digest of a folder's whole content, for deciding that a build's inputs
//! did not change.
//!
//! Every entry under the folder counts, in name order: its path, its kind,
//! and for a regular file its bytes, for a symlink its target (links are
//! never followed: what they point to inside the folder is hashed where it
//! lives, and a link out of the project fails the build anyway). FIFOs,
//! sockets and devices count by kind only, so a FIFO cannot hang the walk.
//! Over-inclusive on purpose: a file the build does not read still changes
//! the digest, which costs a full build, never a wrong one.

use super::read::FsError;
use sha2::{Digest, Sha256};
use std::path::Path;

/// The sha256 of the file `path`'s bytes.
fn file_hash(path: &Path) -> Result<[u8; 32], FsError> {
    let mut f = std::fs::File::open(path).map_err(|e| FsError::io(path, e))?;
    let mut h = Sha256::new();
    let copied = std::io::copy(&mut f, &mut h).map_err(|e| FsError::io(path, e))?;
    // A file that grew or shrank while it was read: its length closes
    // the hash, so it differs from either version.
    h.update(copied.to_le_bytes());
    Ok(h.finalize().into())
}

/// Feeds everything under `dir` into `h` (see the module doc), but the
/// paths in `skip` (a build's output inside its project, folders digested
/// apart). Whether it met a symbolic link.
pub(crate) fn digest_tree(dir: &Path, h: &mut Sha256, skip: &[&Path]) -> Result<bool, FsError> {
    walk(dir, "", h, skip)
}

fn walk(dir: &Path, rel: &str, h: &mut Sha256, skip: &[&Path]) -> Result<bool, FsError> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| FsError::io(dir, e))?
        .collect::<Result<_, _>>()
        .map_err(|e| FsError::io(dir, e))?;
    entries.sort_by_key(|e| e.file_name());
    let mut links = false;
    for e in entries {
        let path = e.path();
        if skip.contains(&path.as_path()) {
            continue;
        }
        let name = e.file_name().to_string_lossy().to_string();
        let r = crate::fsx::join_rel(rel, &name);
        let ft = e.file_type().map_err(|e| FsError::io(&path, e))?;
        // Length-prefixed fields, so no two trees feed the same bytes.
        let field = |h: &mut Sha256, tag: u8, bytes: &[u8]| {
            h.update([tag]);
            h.update((bytes.len() as u64).to_le_bytes());
            h.update(bytes);
        };
        field(h, b'p', r.as_bytes());
        if ft.is_dir() {
            field(h, b'd', b"");
            links |= walk(&path, &r, h, skip)?;
        } else if ft.is_file() {
            field(h, b'f', &file_hash(&path)?);
        } else if ft.is_symlink() {
            let target = std::fs::read_link(&path).map_err(|e| FsError::io(&path, e))?;
            field(h, b'l', target.as_os_str().as_encoded_bytes());
            links = true;
        } else {
            field(h, b'o', super::kind_name(&ft).as_bytes());
        }
    }
    Ok(links)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digest(dir: &Path) -> Vec<u8> {
        let mut h = Sha256::new();
        digest_tree(dir, &mut h, &[]).unwrap();
        h.finalize().to_vec()
    }

    fn has_links(dir: &Path, skip: &[&Path]) -> bool {
        digest_tree(dir, &mut Sha256::new(), skip).unwrap()
    }

    #[test]
    fn content_names_and_links_change_the_digest_and_mtimes_do_not() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        std::fs::create_dir(d.join("r")).unwrap();
        std::fs::write(d.join("r/a.csv"), "threads,write\n1,2\n").unwrap();
        let first = digest(d);
        // Rewriting the same bytes (a new mtime) keeps the digest.
        std::fs::write(d.join("r/a.csv"), "threads,write\n1,2\n").unwrap();
        assert_eq!(digest(d), first);
        std::fs::write(d.join("r/a.csv"), "threads,write\n1,3\n").unwrap();
        let changed = digest(d);
        assert_ne!(changed, first);
        std::fs::rename(d.join("r/a.csv"), d.join("r/b.csv")).unwrap();
        assert_ne!(digest(d), changed, "a renamed file");
        assert!(!has_links(d, &[]));
        std::os::unix::fs::symlink("b.csv", d.join("r/l")).unwrap();
        assert!(has_links(d, &[]), "a link met is said");
        assert!(!has_links(d, &[&d.join("r")]), "a folder skipped is not read");
        let linked = digest(d);
        std::fs::remove_file(d.join("r/l")).unwrap();
        std::os::unix::fs::symlink("c.csv", d.join("r/l")).unwrap();
        assert_ne!(digest(d), linked, "a link's target");
    }
}

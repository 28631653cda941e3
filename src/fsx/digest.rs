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
//!
//! Reading every byte of a large project costs more than the build it
//! decides on, so a regular file's bytes enter the digest as their own
//! sha256, and that is taken from a [`HashCache`] (saved by the last build)
//! when the file's stat did not change, as git's index does: same size,
//! mtime and ctime (nanoseconds) and inode. The known hole of that rule is
//! a file rewritten with the same size within the file system's time
//! granularity of the moment it was hashed; as in git, a file whose mtime
//! is not older than the second the cache was saved in is "racy" and is
//! hashed again, so such an edit is never missed.

use super::read::FsError;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// A regular file as last hashed: its stat and the sha256 of its bytes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Stamp {
    pub size: u64,
    pub mtime_ns: i64,
    pub ctime_ns: i64,
    pub ino: u64,
    pub sha256: String,
}

/// Stamps by absolute path.
pub(crate) type Stamps = BTreeMap<String, Stamp>;

/// Hashes saved by the last build (`old`, saved in second `saved_s`) and
/// the ones of this walk (`new`, to save).
#[derive(Default)]
pub(crate) struct HashCache {
    pub old: Stamps,
    /// The second the old stamps were saved in (the state file's mtime);
    /// files modified in it or later are hashed again.
    pub saved_s: i64,
    pub new: Stamps,
    /// Files whose bytes were read (not taken from the cache).
    pub hashed: usize,
}

impl HashCache {
    /// The sha256 of the regular file `path`, from the cache when its stat
    /// is the one saved and it is not racy.
    /// `m` is the file's stat from its folder's listing (no path lookup,
    /// no open for a file the cache vouches for).
    fn file_hash(&mut self, path: &Path, m: &std::fs::Metadata) -> Result<[u8; 32], FsError> {
        let ns = |s: i64, n: i64| s.saturating_mul(1_000_000_000).saturating_add(n);
        let key = path.to_string_lossy().to_string();
        let stamp = |sha256: String| Stamp {
            size: m.len(),
            mtime_ns: ns(m.mtime(), m.mtime_nsec()),
            ctime_ns: ns(m.ctime(), m.ctime_nsec()),
            ino: m.ino(),
            sha256,
        };
        let racy = m.mtime() >= self.saved_s || m.ctime() >= self.saved_s;
        if let Some(old) = self.old.get(&key).filter(|o| !racy && **o == stamp(o.sha256.clone())) {
            if let Some(bytes) = unhex(&old.sha256) {
                self.new.insert(key, old.clone());
                return Ok(bytes);
            }
        }
        let mut f = std::fs::File::open(path).map_err(|e| FsError::io(path, e))?;
        let mut h = Sha256::new();
        let copied = std::io::copy(&mut f, &mut h).map_err(|e| FsError::io(path, e))?;
        // A file that grew or shrank while it was read: its length closes
        // the hash, so it differs from either version.
        h.update(copied.to_le_bytes());
        let sum: [u8; 32] = h.finalize().into();
        self.hashed += 1;
        self.new.insert(key, stamp(hex(&sum)));
        Ok(sum)
    }
}

/// Lower-case hex of `bytes` (how digests are written in the state, the
/// report record and the build key).
pub(crate) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<[u8; 32]> {
    let mut out = [0u8; 32];
    if s.len() != 64 {
        return None;
    }
    for (i, o) in out.iter_mut().enumerate() {
        *o = u8::from_str_radix(s.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(out)
}

/// Feeds everything under `dir` into `h` (see the module doc), hashing
/// only the files `cache` cannot vouch for.
pub(crate) fn digest_tree(dir: &Path, h: &mut Sha256, cache: &mut HashCache) -> Result<(), FsError> {
    walk(dir, "", h, cache)
}

fn walk(dir: &Path, rel: &str, h: &mut Sha256, cache: &mut HashCache) -> Result<(), FsError> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| FsError::io(dir, e))?
        .collect::<Result<_, _>>()
        .map_err(|e| FsError::io(dir, e))?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let path = e.path();
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
            walk(&path, &r, h, cache)?;
        } else if ft.is_file() {
            let m = e.metadata().map_err(|e| FsError::io(&path, e))?;
            field(h, b'f', &cache.file_hash(&path, &m)?);
        } else if ft.is_symlink() {
            let target = std::fs::read_link(&path).map_err(|e| FsError::io(&path, e))?;
            field(h, b'l', target.as_os_str().as_encoded_bytes());
        } else {
            field(h, b'o', super::kind_name(&ft).as_bytes());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digest(dir: &Path) -> Vec<u8> {
        let mut h = Sha256::new();
        digest_tree(dir, &mut h, &mut HashCache::default()).unwrap();
        h.finalize().to_vec()
    }

    /// The digest with `old` as the cache saved in second `saved_s`, and
    /// how many files were read.
    fn cached(dir: &Path, old: &Stamps, saved_s: i64) -> (Vec<u8>, Stamps, usize) {
        let mut h = Sha256::new();
        let mut c = HashCache {
            old: old.clone(),
            saved_s,
            ..HashCache::default()
        };
        digest_tree(dir, &mut h, &mut c).unwrap();
        (h.finalize().to_vec(), c.new, c.hashed)
    }

    #[test]
    fn unchanged_stats_are_not_read_again_and_racy_or_changed_files_are() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path();
        std::fs::write(d.join("a.csv"), "1,2\n").unwrap();
        std::fs::write(d.join("b.csv"), "3,4\n").unwrap();
        let (first, stamps, hashed) = cached(d, &Stamps::new(), i64::MAX);
        assert_eq!((hashed, stamps.len()), (2, 2));
        // Saved long after the files were written: both taken from the cache.
        let (again, _, hashed) = cached(d, &stamps, i64::MAX / 2);
        assert_eq!((again.clone(), hashed), (first.clone(), 0));
        // Saved in the second the files were written: racy, read again.
        let now = std::fs::metadata(d.join("a.csv")).unwrap().mtime();
        assert_eq!(cached(d, &stamps, now).2, 2);
        // Same size, other bytes, same mtime forced back: the inode's ctime
        // still moves, so the file is read and the digest changes.
        let m = std::fs::metadata(d.join("a.csv")).unwrap();
        std::fs::write(d.join("a.csv"), "1,3\n").unwrap();
        let f = std::fs::File::options().write(true).open(d.join("a.csv")).unwrap();
        f.set_modified(m.modified().unwrap()).unwrap();
        let (changed, _, hashed) = cached(d, &stamps, i64::MAX / 2);
        assert_eq!(hashed, 1);
        assert_ne!(changed, first);
        // A cache entry with a broken hash is not trusted.
        let mut bad = stamps.clone();
        for s in bad.values_mut() {
            s.sha256 = "zz".into();
        }
        assert_eq!(cached(d, &bad, i64::MAX / 2).2, 2);
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
        std::os::unix::fs::symlink("b.csv", d.join("r/l")).unwrap();
        let linked = digest(d);
        std::fs::remove_file(d.join("r/l")).unwrap();
        std::os::unix::fs::symlink("c.csv", d.join("r/l")).unwrap();
        assert_ne!(digest(d), linked, "a link's target");
    }
}

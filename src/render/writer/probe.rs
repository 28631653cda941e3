//! What a build learns of its output before rendering: which documents the
//! output holds (the index pages list them). It is learnt from the folder
//! listings the writer's walk needs anyway (see `fsx::DirCache`), and the
//! folders' stats are handed on to the walk, so that no folder is stat'ed
//! twice in one run. The walk still checks every folder against the cache:
//! only the stat is taken once.

use crate::fsx::{DirCache, DirStat, Kind};
use std::collections::HashMap;
use std::ffi::OsStr;
use std::os::fd::OwnedFd;
use std::path::{Path, PathBuf};

/// The output folder as the probe sees it (see the module doc).
pub struct Probe {
    pub(super) cache: DirCache,
    /// Stats of live folders by relative path, for the walk.
    pub(super) stats: HashMap<String, DirStat>,
    out: PathBuf,
    /// The output folder, open; none when there is none yet.
    fd: Option<OwnedFd>,
}

impl Probe {
    /// A probe of `out` with no saved listings (for callers that hold no
    /// lock on it, such as the benchmarks of the in-memory build).
    pub fn unsaved(out: &Path) -> Probe {
        Probe::new(out, DirCache::default())
    }

    pub(super) fn new(out: &Path, cache: DirCache) -> Probe {
        use rustix::fs::{Mode, OFlags};
        let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC;
        Probe {
            cache,
            stats: HashMap::new(),
            out: out.to_path_buf(),
            fd: rustix::fs::open(out, flags, Mode::empty()).ok(),
        }
    }

    /// Whether `dir/name` (relative to the output) is a regular file,
    /// following symlinks as `Path::is_file` does. Learnt from the listing
    /// of `dir`; an entry that is a symlink, or a `dir` that is not a plain
    /// folder, is stat'ed through.
    pub fn has_file(&mut self, dir: &str, name: &str) -> bool {
        let Some(fd) = &self.fd else { return false };
        let through = |fd: &OwnedFd| {
            use rustix::fs::{AtFlags, FileType, StatxFlags};
            let rel = format!("{dir}/{name}");
            let s = rustix::fs::statx(fd, rel.as_str(), AtFlags::empty(), StatxFlags::TYPE);
            s.is_ok_and(|s| FileType::from_raw_mode(u32::from(s.stx_mode)) == FileType::RegularFile)
        };
        let stat = match self.stats.get(dir) {
            Some(s) => *s,
            None => match DirStat::at(fd, dir) {
                Ok(s) if s.is_dir() => {
                    self.stats.insert(dir.to_string(), s);
                    s
                }
                Ok(_) => return through(fd),
                Err(_) => return false,
            },
        };
        let Ok(ents) = self.cache.list(&self.out.join(dir), &stat) else {
            return through(fd);
        };
        match ents.find(OsStr::new(name)).and_then(|i| ents.get(i)).map(|e| e.kind) {
            Some(Kind::File) => true,
            Some(Kind::Symlink) => through(fd),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_found_as_path_is_file_finds_it_and_each_folder_is_stated_once() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("out");
        for d in ["en/a", "en/b", "en/c", "real"] {
            std::fs::create_dir_all(out.join(d)).unwrap();
        }
        std::fs::write(out.join("en/a/index.html"), "x").unwrap();
        std::fs::write(out.join("real/index.html"), "x").unwrap();
        std::os::unix::fs::symlink("../../real/index.html", out.join("en/c/index.html")).unwrap();
        std::os::unix::fs::symlink("../real", out.join("en/d")).unwrap();
        std::fs::create_dir(out.join("en/b/index.html")).unwrap();
        use std::os::unix::fs::MetadataExt;
        let dev = out.metadata().unwrap().dev();
        let mut p = Probe::new(&out, DirCache::load(&tmp.path().join("no-cache"), dev));
        for (dir, want) in [
            ("en/a", true),
            ("en/b", false),
            ("en/c", true),
            ("en/d", true),
            ("en/zz", false),
        ] {
            assert_eq!(p.has_file(dir, "index.html"), want, "{dir}");
            assert_eq!(want, out.join(dir).join("index.html").is_file(), "{dir}");
        }
        // Plain folders keep their stat for the walk; a symlink does not.
        assert!(p.stats.contains_key("en/a") && p.stats.contains_key("en/c"));
        assert!(!p.stats.contains_key("en/d"));
        let listed = p.cache.listed;
        assert!(p.has_file("en/a", "index.html"));
        assert_eq!(p.cache.listed, listed, "listed once in a run");
        let missing = Probe::new(&tmp.path().join("none"), DirCache::default()).has_file("en/a", "index.html");
        assert!(!missing);
    }
}

//! A cache of folder listings, like git's untracked cache: a folder whose
//! own stat did not change is not listed again.
//!
//! Why: the writer compares the live output tree and the spare tree (see
//! `render::writer::spare`) entry by entry on every build. In a site of
//! hundreds of reports that is thousands of folders per tree, and listing
//! them (open, two `getdents`, close each) was the largest cost of a
//! `build --report X` that changes a few dozen files. A stat per folder is
//! a quarter of that.
//!
//! The rule: adding, removing or renaming an entry of a folder changes the
//! folder's mtime and ctime, so a folder with the same inode, mtime and
//! ctime (nanoseconds) as when it was listed has the same names, inodes and
//! types. The known hole is an edit within the file system's timestamp
//! granularity of the listing; as for hashed files (see `digest`), a folder
//! whose mtime or ctime is in or after the second the cache was saved in is
//! "racy" and listed again. The folder is stat'ed *before* it is read, so a
//! change between the two leaves a listing newer than its stat, which the
//! next build only lists again. Only the listing is cached: what is decided
//! from it (a spare file is kept only when it is the live file's inode) is
//! decided as before.
//!
//! The cache file is only ever an optimisation: one that cannot be read,
//! of another file system or format, is an empty cache.

use crate::model::Decimal;
use rustc_hash::FxHashMap;
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::fs::Metadata;
use std::os::fd::AsFd;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::{DirEntryExt, FileTypeExt, MetadataExt};
use std::path::Path;
use std::sync::Arc;

/// An entry's type, as a folder listing gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Dir,
    File,
    Symlink,
    Fifo,
    /// Sockets and devices (never cached: see [`DirCache::list`]).
    Other,
}

impl Kind {
    fn of(ft: &std::fs::FileType) -> Kind {
        if ft.is_dir() {
            Kind::Dir
        } else if ft.is_file() {
            Kind::File
        } else if ft.is_symlink() {
            Kind::Symlink
        } else if ft.is_fifo() {
            Kind::Fifo
        } else {
            Kind::Other
        }
    }

    fn tag(self) -> u8 {
        match self {
            Kind::Dir => b'd',
            Kind::File => b'f',
            Kind::Symlink => b'l',
            Kind::Fifo => b'p',
            Kind::Other => b'o',
        }
    }

    fn from_tag(t: u8) -> Option<Kind> {
        Some(match t {
            b'd' => Kind::Dir,
            b'f' => Kind::File,
            b'l' => Kind::Symlink,
            b'p' => Kind::Fifo,
            _ => return None,
        })
    }
}

/// Opens folder `path` itself, never through a symlink, as the top of a
/// walk that stats what is below it relative to it (see [`DirStat::at`]).
pub(crate) fn open_dir(path: &Path) -> std::io::Result<std::os::fd::OwnedFd> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::RDONLY | OFlags::DIRECTORY | OFlags::NOFOLLOW | OFlags::CLOEXEC;
    Ok(rustix::fs::open(path, flags, Mode::empty())?)
}

/// A folder's own stat, as far as the cache and the writer's walks need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct DirStat {
    pub dev: u64,
    pub ino: u64,
    /// Type and permission bits (`st_mode`).
    pub mode: u32,
    mtime: (i64, i64),
    ctime: (i64, i64),
}

impl DirStat {
    /// From a `std` stat (the root of a walk).
    pub(crate) fn of(m: &Metadata) -> DirStat {
        DirStat {
            dev: m.dev(),
            ino: m.ino(),
            mode: m.mode(),
            mtime: (m.mtime(), m.mtime_nsec()),
            ctime: (m.ctime(), m.ctime_nsec()),
        }
    }

    /// The stat of `rel`, relative to the open folder `root`, not following
    /// a final symlink. Why relative: looking up a long absolute path
    /// component by component was most of the cost of a stat, and a walk
    /// over a big site stats thousands of folders.
    pub(crate) fn at(root: impl AsFd, rel: &str) -> std::io::Result<DirStat> {
        use rustix::fs::{AtFlags, StatxFlags};
        let s = rustix::fs::statx(root, rel, AtFlags::SYMLINK_NOFOLLOW, StatxFlags::BASIC_STATS)?;
        let t = |t: rustix::fs::StatxTimestamp| (t.tv_sec, i64::from(t.tv_nsec));
        Ok(DirStat {
            dev: rustix::fs::makedev(s.stx_dev_major, s.stx_dev_minor),
            ino: s.stx_ino,
            mode: u32::from(s.stx_mode),
            mtime: t(s.stx_mtime),
            ctime: t(s.stx_ctime),
        })
    }

    pub(crate) fn is_dir(&self) -> bool {
        self.mode & 0o170000 == 0o040000
    }
}

/// One entry of a listing: its name (a range of the listing's name
/// buffer), inode and type.
#[derive(Debug, Clone, Copy)]
struct Item {
    off: u32,
    len: u32,
    ino: u64,
    kind: Kind,
}

/// One entry of a folder, borrowed from its listing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Ent<'a> {
    pub name: &'a OsStr,
    pub ino: u64,
    pub kind: Kind,
}

/// A folder's entries, sorted by name. Why not a string per name: a big
/// site's cache holds tens of thousands of entries, and one allocation
/// each (made at load, dropped at exit) was most of loading it. A
/// listing taken from the cache file points into the file's bytes, and
/// all the cached listings share one table of entries.
#[derive(Clone)]
pub(crate) struct Ents {
    names: Arc<Vec<u8>>,
    items: Arc<[Item]>,
    start: usize,
    end: usize,
}

impl Ents {
    fn items(&self) -> &[Item] {
        self.items.get(self.start..self.end).unwrap_or_default()
    }

    fn ent(&self, it: &Item) -> Ent<'_> {
        let (a, b) = (it.off as usize, it.off as usize + it.len as usize);
        Ent {
            name: OsStr::from_bytes(self.names.get(a..b).unwrap_or_default()),
            ino: it.ino,
            kind: it.kind,
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.end - self.start
    }

    /// Entry `i` (in name order).
    pub(crate) fn get(&self, i: usize) -> Option<Ent<'_>> {
        self.items().get(i).map(|it| self.ent(it))
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = Ent<'_>> + '_ {
        self.items().iter().map(|it| self.ent(it))
    }

    /// The index of entry `name`, if the folder has it.
    pub(crate) fn find(&self, name: &OsStr) -> Option<usize> {
        self.items().binary_search_by(|it| self.ent(it).name.cmp(name)).ok()
    }

    /// A listing of its own (a folder read from the disk).
    fn own(mut list: Vec<(std::ffi::OsString, u64, Kind)>) -> Ents {
        list.sort_by(|a, b| a.0.cmp(&b.0));
        let mut names = Vec::with_capacity(list.iter().map(|e| e.0.len()).sum());
        let items: Vec<Item> = list
            .iter()
            .map(|(name, ino, kind)| {
                let off = names.len() as u32;
                names.extend_from_slice(name.as_bytes());
                Item {
                    off,
                    len: name.len() as u32,
                    ino: *ino,
                    kind: *kind,
                }
            })
            .collect();
        Ents {
            names: Arc::new(names),
            end: items.len(),
            items: items.into(),
            start: 0,
        }
    }
}

/// A folder's listing and the stat it was taken under; `src` is its
/// record's bytes in the cache file it was loaded from (saved again as
/// they are).
struct Listing {
    mtime_ns: i64,
    ctime_ns: i64,
    /// The folder's `st_mode` when listed.
    mode: u32,
    ents: Ents,
    src: Option<(usize, usize)>,
}

fn ns(s: i64, n: i64) -> i64 {
    s.saturating_mul(1_000_000_000).saturating_add(n)
}

/// Listings saved by the last build (`old`) and the ones of this build
/// (`new`, to save): only folders visited, so the cache follows the trees.
#[derive(Default)]
pub(crate) struct DirCache {
    dev: u64,
    old: FxHashMap<u64, Listing>,
    new: BTreeMap<u64, Listing>,
    /// The bytes of the cache file loaded (listings point into them).
    file: Option<Arc<Vec<u8>>>,
    /// The second the old listings were saved in; folders changed in it or
    /// later are listed again.
    saved_s: i64,
    /// Folders read from the disk / taken from the cache (for tests).
    pub listed: usize,
    pub reused: usize,
}

/// The first line of a cache file (followed by a space, the file system's
/// device number and a newline).
const HEADER: &str = "pixreport-dirs 3";

/// The file's last bytes: a file cut short anywhere is not read.
const TRAILER: &[u8] = b"end\n";

/// A folder's record: inode, mtime and ctime (ns), mode, entry count.
const FOLDER_LEN: usize = 8 + 8 + 8 + 4 + 4;

/// An entry's record before its name: inode, type, name length.
const ENTRY_LEN: usize = 8 + 1 + 2;

/// A cache file larger than this is not ours (offsets are 32-bit).
const LIMIT: u64 = 256 << 20;

impl DirCache {
    /// The cache saved at `path` for folders of file system `dev`; empty
    /// when there is none or it cannot be read.
    pub(crate) fn load(path: &Path, dev: u64) -> DirCache {
        let mut c = DirCache {
            dev,
            ..DirCache::default()
        };
        let Ok(m) = path.symlink_metadata() else { return c };
        if !m.is_file() || m.len() > LIMIT {
            return c;
        }
        let Ok(bytes) = std::fs::read(path) else { return c };
        // Not copied into an `Arc<[u8]>`: it is most of a megabyte in a
        // big site.
        let bytes = Arc::new(bytes);
        if let Some(old) = parse(&bytes, dev) {
            c.old = old;
            c.file = Some(bytes);
            c.saved_s = m.mtime();
        }
        c
    }

    /// The entries of folder `dir`, sorted by name. `meta` is the folder's
    /// own stat (not following a symlink), taken by the caller before this
    /// call.
    pub(crate) fn list(&mut self, dir: &Path, meta: &DirStat) -> std::io::Result<Ents> {
        let (mtime_ns, ctime_ns) = (ns(meta.mtime.0, meta.mtime.1), ns(meta.ctime.0, meta.ctime.1));
        let racy = meta.mtime.0 >= self.saved_s || meta.ctime.0 >= self.saved_s;
        let same_fs = meta.dev == self.dev;
        let ino = meta.ino;
        // Listed already in this run under the same stat (a folder the
        // build probed before rendering): the same listing, counted once.
        if let Some(l) = self.new.get(&ino) {
            if same_fs && l.mtime_ns == mtime_ns && l.ctime_ns == ctime_ns {
                return Ok(l.ents.clone());
            }
        }
        if let Some(l) = self.old.remove(&ino) {
            if same_fs && !racy && l.mtime_ns == mtime_ns && l.ctime_ns == ctime_ns {
                self.reused += 1;
                let ents = l.ents.clone();
                self.new.insert(ino, l);
                return Ok(ents);
            }
        }
        self.listed += 1;
        let mut list = Vec::new();
        let mut cacheable = same_fs;
        for e in std::fs::read_dir(dir)? {
            let e = e?;
            let kind = Kind::of(&e.file_type()?);
            let name = e.file_name();
            // Kinds the walkers must look at anew keep the folder out of
            // the cache.
            cacheable &= kind != Kind::Other && name.len() <= usize::from(u16::MAX);
            list.push((name, e.ino(), kind));
        }
        let ents = Ents::own(list);
        if cacheable {
            self.new.insert(
                ino,
                Listing {
                    mtime_ns,
                    ctime_ns,
                    mode: meta.mode,
                    ents: ents.clone(),
                    src: None,
                },
            );
        }
        Ok(ents)
    }

    /// Whether listings were loaded from a cache file: the last write into
    /// the output finished (the writer removes the file before it touches
    /// anything and saves it after).
    pub(crate) fn loaded(&self) -> bool {
        self.file.is_some()
    }

    /// The stat under which the loaded cache listed folder `ino`, as
    /// [`DirStat::at`] would give it if the folder did not change since.
    pub(crate) fn recorded(&self, ino: u64) -> Option<DirStat> {
        let l = self.old.get(&ino)?;
        let split = |ns: i64| (ns.div_euclid(1_000_000_000), ns.rem_euclid(1_000_000_000));
        Some(DirStat {
            dev: self.dev,
            ino,
            mode: l.mode,
            mtime: split(l.mtime_ns),
            ctime: split(l.ctime_ns),
        })
    }

    /// The listing this run already took of the folder whose stat is
    /// `meta`, if it did (no file-system access).
    pub(crate) fn listed(&self, meta: &DirStat) -> Option<Ents> {
        let (mtime_ns, ctime_ns) = (ns(meta.mtime.0, meta.mtime.1), ns(meta.ctime.0, meta.ctime.1));
        let l = self.new.get(&meta.ino)?;
        (meta.dev == self.dev && l.mtime_ns == mtime_ns && l.ctime_ns == ctime_ns).then(|| l.ents.clone())
    }

    /// Saves this build's listings at `path` (atomically). Best effort:
    /// without the file the next build lists every folder. No listings, no
    /// file (a first build into an empty output lists nothing). A listing
    /// taken from the old file is copied as its bytes, not written anew.
    pub(crate) fn save(&self, path: &Path) {
        if self.new.is_empty() {
            return;
        }
        let file = self.file.as_deref().map_or(&[][..], |v| &v[..]);
        let mut out = Vec::with_capacity(file.len().max(64 * (self.new.len() + 1)));
        out.extend_from_slice(format!("{HEADER} {}\n", self.dev).as_bytes());
        for (ino, l) in &self.new {
            if let Some(src) = l.src.and_then(|(a, b)| file.get(a..b)) {
                out.extend_from_slice(src);
                continue;
            }
            out.extend_from_slice(&ino.to_le_bytes());
            out.extend_from_slice(&l.mtime_ns.to_le_bytes());
            out.extend_from_slice(&l.ctime_ns.to_le_bytes());
            out.extend_from_slice(&l.mode.to_le_bytes());
            out.extend_from_slice(&(l.ents.len() as u32).to_le_bytes());
            for e in l.ents.iter() {
                out.extend_from_slice(&e.ino.to_le_bytes());
                out.push(e.kind.tag());
                out.extend_from_slice(&(e.name.len() as u16).to_le_bytes());
                out.extend_from_slice(e.name.as_bytes());
            }
        }
        out.extend_from_slice(TRAILER);
        // Every listing in it is also checked against its folder's stat.
        super::replace_cache(path, &out);
    }
}

/// `n` bytes of `bytes` from `*at`, moving `*at` past them.
fn take<'b>(bytes: &'b [u8], at: &mut usize, n: usize) -> Option<&'b [u8]> {
    let b = bytes.get(*at..at.checked_add(n)?)?;
    *at += n;
    Some(b)
}

fn u64_at(b: &[u8], i: usize) -> Option<u64> {
    Some(u64::from_le_bytes(b.get(i..i + 8)?.try_into().ok()?))
}

/// The listings of a cache file (pointing into `bytes`), or none when any
/// record is not as written. Binary, little-endian, after a text first
/// line: per folder its inode, mtime and ctime (ns), mode and entry count, then
/// per entry its inode, type, name length and name; `end\n` last. Why not
/// text: a big site's cache is tens of thousands of entries, and parsing
/// their numbers was most of loading it.
fn parse(bytes: &Arc<Vec<u8>>, dev: u64) -> Option<FxHashMap<u64, Listing>> {
    u32::try_from(bytes.len()).ok()?;
    let nl = memchr::memchr(b'\n', bytes)?;
    let head = bytes.get(..nl)?.strip_prefix(HEADER.as_bytes())?;
    if Decimal::read(head.strip_prefix(b" ")?)? != dev {
        return None;
    }
    let mut at = nl + 1;
    // At most one entry per 24 bytes of the file (a big site: one per 26),
    // about one folder per 150.
    let mut items = Vec::with_capacity(bytes.len() / 24);
    // Per folder: ino, mtime, ctime, items range, bytes range.
    let mut folders = Vec::with_capacity(bytes.len() / 150);
    while bytes.get(at..) != Some(TRAILER) {
        let start = at;
        let f = take(bytes, &mut at, FOLDER_LEN)?;
        let (ino, mtime_ns, ctime_ns) = (u64_at(f, 0)?, u64_at(f, 8)? as i64, u64_at(f, 16)? as i64);
        let mode = u32::from_le_bytes(f.get(24..28)?.try_into().ok()?);
        let n = u32::from_le_bytes(f.get(28..32)?.try_into().ok()?);
        let first = items.len();
        for _ in 0..n {
            let e = take(bytes, &mut at, ENTRY_LEN)?;
            let kind = Kind::from_tag(e[8])?;
            let len = usize::from(u16::from_le_bytes([e[9], e[10]]));
            let off = at;
            take(bytes, &mut at, len)?;
            items.push(Item {
                off: off as u32,
                len: len as u32,
                ino: u64_at(e, 0)?,
                kind,
            });
        }
        folders.push((ino, mtime_ns, ctime_ns, mode, first, items.len(), start, at));
    }
    let items: Arc<[Item]> = items.into();
    let map = folders
        .into_iter()
        .map(|(ino, mtime_ns, ctime_ns, mode, a, b, s, e)| {
            let ents = Ents {
                names: bytes.clone(),
                items: items.clone(),
                start: a,
                end: b,
            };
            (
                ino,
                Listing {
                    mtime_ns,
                    ctime_ns,
                    mode,
                    ents,
                    src: Some((s, e)),
                },
            )
        })
        .collect();
    Some(map)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn dev(p: &Path) -> u64 {
        p.metadata().unwrap().dev()
    }

    fn names(e: &Ents) -> Vec<String> {
        e.iter().map(|e| e.name.to_string_lossy().to_string()).collect()
    }

    fn parse_bytes(b: &[u8], dev: u64) -> Option<FxHashMap<u64, Listing>> {
        parse(&Arc::new(b.to_vec()), dev)
    }

    /// Lists `dir` with a cache loaded from `file`, saves it, returns the
    /// names and whether the folder was read from the disk.
    fn round(dir: &Path, file: &Path) -> (Vec<String>, bool) {
        let mut c = DirCache::load(file, dev(dir));
        let e = c.list(dir, &DirStat::of(&dir.symlink_metadata().unwrap())).unwrap();
        c.save(file);
        (names(&e), c.listed == 1)
    }

    /// Makes the cache file look saved an hour from now, so no folder is
    /// racy and every unchanged one is taken from it.
    pub(crate) fn age(file: &Path) {
        let f = std::fs::File::options().write(true).open(file).unwrap();
        f.set_modified(std::time::SystemTime::now() + std::time::Duration::from_secs(3600))
            .unwrap();
    }

    #[test]
    fn an_unchanged_folder_is_taken_from_the_cache_and_a_changed_or_racy_one_is_listed() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("d");
        let file = tmp.path().join("cache");
        std::fs::create_dir(&dir).unwrap();
        std::fs::write(dir.join("b"), "1").unwrap();
        std::fs::create_dir(dir.join("a")).unwrap();
        assert_eq!(round(&dir, &file), (vec!["a".into(), "b".into()], true));
        // Saved in the second the folder was changed in: racy, listed.
        assert!(round(&dir, &file).1, "a racy folder is listed again");
        age(&file);
        assert_eq!(round(&dir, &file), (vec!["a".into(), "b".into()], false));
        age(&file);
        std::fs::write(dir.join("c"), "2").unwrap();
        assert_eq!(round(&dir, &file), (vec!["a".into(), "b".into(), "c".into()], true));
        age(&file);
        std::fs::rename(dir.join("c"), dir.join("d")).unwrap();
        assert_eq!(round(&dir, &file).0, vec!["a", "b", "d"]);
        // A broken or foreign cache file is an empty cache.
        std::fs::write(&file, "pixreport-dirs 2 0\n1 2 3 1\nzz\n").unwrap();
        assert!(round(&dir, &file).1);
        let whole = std::fs::read(&file).unwrap();
        assert!(parse_bytes(&whole, dev(&dir)).is_some());
        for cut in 0..whole.len() {
            assert!(parse_bytes(&whole[..cut], dev(&dir)).is_none(), "cut at {cut}");
        }
        // A byte more, an entry's type spoilt, the text format of version 1.
        assert!(parse_bytes(&[&whole[..], b"x"].concat(), dev(&dir)).is_none());
        let first_entry = whole.iter().position(|&b| b == b'\n').unwrap() + 1 + FOLDER_LEN;
        let mut bad = whole.clone();
        bad[first_entry + 8] = b'?';
        assert!(parse_bytes(&bad, dev(&dir)).is_none(), "unknown type");
        let v1 = format!("pixreport-dirs 1 {}\nend\n", dev(&dir));
        assert!(parse_bytes(v1.as_bytes(), dev(&dir)).is_none(), "version 1");
        // Version 2 had no folder modes.
        let v2 = String::from_utf8_lossy(&whole).replacen("pixreport-dirs 3", "pixreport-dirs 2", 1);
        assert!(parse_bytes(v2.as_bytes(), dev(&dir)).is_none(), "version 2");
        assert!(
            parse_bytes(b"pixreport-dirs 3 7\nend\n", 8).is_none(),
            "another file system"
        );
        assert!(parse_bytes(b"pixreport-dirs 3 8\nend\n", 8).is_some());
    }

    /// What the spare's walk relies on (see `writer::probe::Trust`): the
    /// stat a loaded cache recorded for a folder is the one `statx` gives
    /// while the folder is unchanged, mode included; a folder the cache
    /// did not list has none, and a cache that was not loaded says so.
    #[test]
    fn the_recorded_stat_of_an_unchanged_folder_is_its_stat() {
        use std::os::unix::fs::PermissionsExt;
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("d");
        let file = tmp.path().join("cache");
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o750)).unwrap();
        let fd = open_dir(tmp.path()).unwrap();
        let before = DirStat::at(&fd, "d").unwrap();
        let mut c = DirCache::load(&file, dev(&dir));
        assert!(!c.loaded() && c.recorded(before.ino).is_none());
        c.list(&dir, &before).unwrap();
        c.save(&file);
        let c = DirCache::load(&file, dev(&dir));
        assert!(c.loaded());
        assert_eq!(c.recorded(before.ino), Some(before));
        assert_eq!(c.recorded(before.ino).map(|s| s.mode & 0o7777), Some(0o750));
        let sub = DirStat::at(&fd, "d/sub").unwrap();
        assert_eq!(c.recorded(sub.ino), None, "not listed, not recorded");
    }

    #[test]
    fn a_stat_relative_to_a_folder_equals_the_stat_by_path() {
        let tmp = tempfile::tempdir().unwrap();
        let sub = tmp.path().join("a/b");
        std::fs::create_dir_all(&sub).unwrap();
        std::os::unix::fs::symlink("a", tmp.path().join("l")).unwrap();
        let root = std::fs::File::open(tmp.path()).unwrap();
        let at = DirStat::at(&root, "a/b").unwrap();
        assert_eq!(at, DirStat::of(&sub.symlink_metadata().unwrap()));
        assert!(at.is_dir());
        // A symlink is not followed: its own stat, not a folder.
        assert!(!DirStat::at(&root, "l").unwrap().is_dir());
        assert!(DirStat::at(&root, "missing").is_err());
    }

    #[test]
    fn the_file_format_round_trips_names_inodes_and_kinds() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("d");
        std::fs::create_dir(&dir).unwrap();
        std::fs::write(dir.join("with space"), "1").unwrap();
        // Any name a folder can hold: a newline, bytes that are not UTF-8.
        std::fs::write(dir.join("new\nline"), "1").unwrap();
        std::fs::write(dir.join(OsStr::from_bytes(b"\xff\xfe")), "1").unwrap();
        std::os::unix::fs::symlink("x", dir.join("l")).unwrap();
        std::fs::create_dir(dir.join("sub")).unwrap();
        let file = tmp.path().join("cache");
        let mut c = DirCache::load(&file, dev(&dir));
        let first = c.list(&dir, &DirStat::of(&dir.symlink_metadata().unwrap())).unwrap();
        c.save(&file);
        let map = parse_bytes(&std::fs::read(&file).unwrap(), dev(&dir)).unwrap();
        let ino = dir.metadata().unwrap().ino();
        let all = |e: &Ents| e.iter().map(|e| (e.name.to_owned(), e.ino, e.kind)).collect::<Vec<_>>();
        assert_eq!(all(&map[&ino].ents), all(&first));
        assert_eq!(first.find(OsStr::new("sub")), Some(2));
        assert_eq!(first.find(OsStr::new("nope")), None);
        let kinds: Vec<Kind> = first.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            vec![Kind::Symlink, Kind::File, Kind::Dir, Kind::File, Kind::File]
        );
        assert_eq!(c.listed, 1, "read from the disk once");
        let mut again = DirCache::load(&file, dev(&dir));
        again.saved_s = i64::MAX;
        let cached = again
            .list(&dir, &DirStat::of(&dir.symlink_metadata().unwrap()))
            .unwrap();
        assert_eq!((again.listed, all(&cached)), (0, all(&first)), "taken from the file");
    }
}

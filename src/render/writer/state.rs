//! What the last build into an output folder was, so a build whose inputs
//! did not change can skip rendering altogether.
//!
//! After a successful build the writer saves, beside the output folder (in
//! `.<out>.state`, next to the lock file, never inside the published tree),
//! the build's key (a digest of its inputs, options and the pixreport
//! binary, made by the caller), its summary, and a snapshot of the output
//! tree: every entry's path, inode, size, mtime and ctime. A later build
//! with the same key reuses the summary only if the output tree still
//! matches the snapshot exactly: any file edited, added, removed or
//! replaced in the output (by hand, by another tool, by a build killed
//! after its swap) changes an inode or a time, and the build runs in full.
//! So a saved state can make a build skip work, never make it wrong; a
//! state that cannot be read or written is ignored.
//!
//! The state also carries what lets a build that does run do less: the
//! sha256 of every input file with its stat (see `fsx::digest`: a file
//! whose stat did not change is not read again), and each report's
//! listing entry (see `render::listing`: `build --report X` lists the other
//! reports from them), valid for the `entries_key` they were made under.
//! The state is removed before a build writes and saved after: a build
//! killed between the two leaves no state, never a stale one.

use super::OutputLock;
use crate::fsx::Stamps;
use crate::render::listing::Entries;
use serde::{Deserialize, Serialize};
use std::io::{Read, Seek};
use std::os::unix::fs::MetadataExt;
use std::path::Path;

/// The saved state is small (one line per output file); anything larger is
/// not ours.
const STATE_LIMIT: u64 = 64 << 20;

/// What a build reports, replayed when it is skipped.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub documents: usize,
    pub figures: usize,
    pub files: usize,
    pub warnings: Vec<String>,
}

/// One output entry: path, inode, size, mtime and ctime in nanoseconds.
pub(crate) type Entry = (String, u64, u64, i64, i64);

/// What is saved (see the module doc), in the format of `state_file`.
#[derive(Default)]
pub(crate) struct Saved {
    /// None when the build may not be skipped (`--png`, `--pdf`).
    pub key: Option<String>,
    pub summary: Summary,
    pub(crate) tree: Vec<Entry>,
    pub stamps: Stamps,
    pub entries_key: String,
    /// What the index, search and sitemap pages in the output were made
    /// from, apart from the listing entries (see `commands::build`): a
    /// `--report X` build that changes neither this nor X's entries keeps
    /// those pages instead of rendering them again.
    pub site_key: String,
    /// Those pages in the output as the build that made them left them:
    /// per line a path, its inode, size and mtime (ns), tab-separated (see
    /// `OutputLock::page_stamps`). They are kept only while they are still
    /// these files (an output restored from a copy, say, is not).
    pub site_pages: String,
    pub entries: Entries,
    /// The second the state was written in (the file's mtime; not saved).
    pub saved_s: i64,
}

/// The state file at `path`, open at its start, with the lengths its
/// first line gives (see `state_file::lengths`), if it is a regular file
/// (opened as every input is, see `fsx::open_regular`: a FIFO there
/// would hang a plain open) of at most [`STATE_LIMIT`] bytes and of the
/// length that line says.
fn open_state(path: &Path) -> Option<(std::fs::File, usize, usize)> {
    let mut f = crate::fsx::open_regular(path).ok()?;
    let m = f.metadata().ok()?;
    if m.len() > STATE_LIMIT {
        return None;
    }
    let mut first = [0u8; super::state_file::FIRST_LINE];
    f.read_exact(&mut first).ok()?;
    let (head, all) = super::state_file::lengths(&first)?;
    (all as u64 == m.len()).then_some(())?;
    f.seek(std::io::SeekFrom::Start(0)).ok()?;
    Some((f, head, all))
}

fn snapshot(dir: &Path, rel: &str, out: &mut Vec<Entry>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        let r = crate::fsx::join_rel(rel, &name);
        // From the folder's descriptor: no lookup of the whole path.
        let m = e.metadata()?;
        let ns = |s: i64, n: i64| s.saturating_mul(1_000_000_000).saturating_add(n);
        out.push((
            r.clone(),
            m.ino(),
            m.len(),
            ns(m.mtime(), m.mtime_nsec()),
            ns(m.ctime(), m.ctime_nsec()),
        ));
        if m.is_dir() {
            snapshot(&e.path(), &r, out)?;
        }
    }
    Ok(())
}

impl Saved {
    /// The state file's text (see `state_file`).
    pub(crate) fn encode(&self) -> String {
        super::state_file::encode(self)
    }
}

impl OutputLock {
    fn state_path(&self) -> std::path::PathBuf {
        self.parent.join(format!(".{}.state", self.name))
    }

    /// Where the writer keeps its folder listings (see `fsx::DirCache`).
    pub(super) fn dirs_path(&self) -> std::path::PathBuf {
        self.parent.join(format!(".{}.dirs", self.name))
    }

    /// The state the last build into this output saved, if it can be read.
    pub(crate) fn saved_state(&self) -> Option<Saved> {
        let path = self.state_path();
        let (mut f, head, _) = open_state(&path)?;
        let mut bytes = vec![0; head];
        f.read_exact(&mut bytes).ok()?;
        // Kept whole: the listing entries' texts are slices of it.
        let text = std::sync::Arc::new(String::from_utf8(bytes).ok()?);
        let mut saved = super::state_file::decode_head(&text)?;
        saved.saved_s = f.metadata().ok()?.mtime();
        Some(saved)
    }

    /// Gives the entries of `entries` that have none the index rows the
    /// saved state holds for them (the part of the file [`Self::saved_state`]
    /// does not read). Nothing when there is no state or it is not as
    /// written.
    pub(crate) fn saved_rows(&self, entries: &mut Entries) {
        let mut rows = || {
            let (mut f, head, all) = open_state(&self.state_path())?;
            f.seek(std::io::SeekFrom::Start(head as u64)).ok()?;
            let mut bytes = vec![0; all - head];
            f.read_exact(&mut bytes).ok()?;
            let text = std::sync::Arc::new(String::from_utf8(bytes).ok()?);
            super::state_file::attach_rows(&text, entries)
        };
        let _ = rows();
    }

    /// The summary of `saved`'s build, if it had `key` and the output is
    /// exactly as that build left it.
    pub(crate) fn unchanged(&self, saved: &Saved, key: &str) -> Option<Summary> {
        if saved.key.as_deref() != Some(key) {
            return None;
        }
        let mut now = Vec::new();
        snapshot(&self.target, "", &mut now).ok()?;
        (now == saved.tree).then(|| saved.summary.clone())
    }

    /// The summary of the last build into this output, if it had `key` and
    /// the output is exactly as that build left it.
    pub fn unchanged_since(&self, key: &str) -> Option<Summary> {
        self.unchanged(&self.saved_state()?, key)
    }

    /// `paths` of the output with their inode, size and mtime, one per
    /// line (see [`Saved::site_pages`]); empty if one cannot be stat'ed.
    pub(crate) fn page_stamps<'p>(&self, paths: impl IntoIterator<Item = &'p str>) -> String {
        let mut out = String::new();
        for p in paths {
            let Ok(m) = self.target.join(p).symlink_metadata() else {
                return String::new();
            };
            let ns = m.mtime().saturating_mul(1_000_000_000).saturating_add(m.mtime_nsec());
            out.push_str(&format!("{p}\t{}\t{}\t{ns}\n", m.ino(), m.len()));
        }
        out
    }

    /// Whether the output still holds the pages `stamps` records, as
    /// recorded (none recorded: no).
    pub(crate) fn pages_hold(&self, stamps: &str) -> bool {
        let paths = stamps.lines().filter_map(|l| l.split('\t').next());
        !stamps.is_empty() && self.page_stamps(paths) == stamps
    }

    /// Removes the saved state, before the output is written.
    pub(crate) fn forget_state(&self) {
        let _ = std::fs::remove_file(self.state_path());
    }

    /// Records that the output now holds the result of the build `key`.
    /// Best effort: without a state the next build simply runs in full.
    pub fn save_state(&self, key: &str, summary: &Summary) {
        self.save(Saved {
            key: Some(key.to_string()),
            summary: summary.clone(),
            ..Saved::default()
        })
    }

    /// Saves `saved`, with a snapshot of the output as it is now when it
    /// has a key (a build that may be skipped next time). The snapshot
    /// costs a stat of every output file, which a `--report` build in a
    /// big site does not otherwise pay.
    pub(crate) fn save(&self, mut saved: Saved) {
        if saved.key.is_some() {
            let mut tree = Vec::new();
            if snapshot(&self.target, "", &mut tree).is_err() {
                self.forget_state();
                return;
            }
            saved.tree = tree;
        }
        self.save_encoded(&saved.encode());
    }

    /// Saves a state's text ([`Saved::encode`]), made ahead for a state
    /// without a key (whose text does not depend on the output). Not
    /// flushed (see `fsx::replace_cache`): a state cut short by a crash is
    /// not read, and the swap it describes is already durable.
    pub(crate) fn save_encoded(&self, text: &str) {
        crate::fsx::replace_cache(&self.state_path(), text.as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::super::{lock_output, OutputSet};
    use super::*;

    #[test]
    fn a_state_is_reused_only_for_its_key_and_an_untouched_output() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        let mut set = OutputSet::default();
        set.add("en/r/index.md", "a");
        let summary = Summary {
            documents: 1,
            figures: 0,
            files: 1,
            warnings: vec!["w".into()],
        };
        let lock = lock_output(&out, &[]).unwrap();
        assert_eq!(lock.unchanged_since("k1"), None, "no state yet");
        lock.write_counted(&set).unwrap();
        lock.save_state("k1", &summary);
        assert_eq!(lock.unchanged_since("k1"), Some(summary.clone()));
        assert_eq!(lock.unchanged_since("k2"), None, "another key");
        // Same bytes written by hand: a new inode, so not trusted.
        std::fs::remove_file(out.join("en/r/index.md")).unwrap();
        std::fs::write(out.join("en/r/index.md"), "a").unwrap();
        assert_eq!(lock.unchanged_since("k1"), None, "an edited output");
        lock.save_state("k1", &summary);
        std::fs::write(out.join("extra.txt"), "x").unwrap();
        assert_eq!(lock.unchanged_since("k1"), None, "an added file");
        std::fs::remove_file(out.join("extra.txt")).unwrap();
        std::fs::write(tmp.path().join(".output.state"), "pixreport-state 2\nkey\tk1\n").unwrap();
        assert_eq!(lock.unchanged_since("k1"), None, "a broken state");
    }

    /// A FIFO where the state belongs is no state: neither reading the
    /// state nor its index rows waits for a writer.
    #[test]
    fn a_fifo_as_the_state_is_not_waited_for() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        let lock = lock_output(&out, &[]).unwrap();
        rustix::fs::mknodat(
            rustix::fs::CWD,
            tmp.path().join(".output.state"),
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o644),
            0,
        )
        .unwrap();
        assert!(lock.saved_state().is_none());
        let mut entries = Entries::new();
        lock.saved_rows(&mut entries);
        assert!(entries.is_empty());
    }
}

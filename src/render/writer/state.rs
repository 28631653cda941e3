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

use super::OutputLock;
use serde::{Deserialize, Serialize};
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
type Entry = (String, u64, u64, i64, i64);

#[derive(Serialize, Deserialize)]
struct Saved {
    key: String,
    summary: Summary,
    tree: Vec<Entry>,
}

fn snapshot(dir: &Path, rel: &str, out: &mut Vec<Entry>) -> std::io::Result<()> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)?.collect::<Result<_, _>>()?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        let r = if rel.is_empty() { name } else { format!("{rel}/{name}") };
        let m = e.path().symlink_metadata()?;
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

impl OutputLock {
    fn state_path(&self) -> std::path::PathBuf {
        self.parent.join(format!(".{}.state", self.name))
    }

    /// The summary of the last build into this output, if it had `key` and
    /// the output is exactly as that build left it.
    pub fn unchanged_since(&self, key: &str) -> Option<Summary> {
        let path = self.state_path();
        let bytes = crate::fsx::read_regular(&path, STATE_LIMIT).ok()?;
        let saved: Saved = serde_json::from_slice(&bytes).ok()?;
        if saved.key != key {
            return None;
        }
        let mut now = Vec::new();
        snapshot(&self.target, "", &mut now).ok()?;
        (now == saved.tree).then_some(saved.summary)
    }

    /// Records that the output now holds the result of the build `key`.
    /// Best effort: without a state the next build simply runs in full.
    pub fn save_state(&self, key: &str, summary: &Summary) {
        let mut tree = Vec::new();
        if snapshot(&self.target, "", &mut tree).is_err() {
            let _ = std::fs::remove_file(self.state_path());
            return;
        }
        let saved = Saved {
            key: key.to_string(),
            summary: summary.clone(),
            tree,
        };
        if let Ok(json) = serde_json::to_vec(&saved) {
            if crate::fsx::write_atomic(&self.state_path(), &json).is_err() {
                let _ = std::fs::remove_file(self.state_path());
            }
        }
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
        std::fs::write(tmp.path().join(".output.state"), "{not json").unwrap();
        assert_eq!(lock.unchanged_since("k1"), None, "a broken state");
    }
}

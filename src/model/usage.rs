//! The `Usage` aggregate: a file system's capacity and file counts by
//! owner, type, fileset, size class and month. `pixreport scan` produces it,
//! the usage CSV holds it, the analytics section is written from it.

use std::path::PathBuf;

use serde::Serialize;

use super::month::Month;

/// Key of files whose name has no extension (see [`file_type_key`]).
pub const NO_EXTENSION: &str = "(none)";
/// Key of the file types past the cap (`ScanOptions::max_types`).
pub const OTHER_TYPES: &str = "(other)";
/// Fileset of the files that sit directly in a root.
pub const ROOT_FILESET: &str = "(root)";

/// Everything a scan found, aggregated: no file list.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Usage {
    pub totals: Totals,
    /// Per owner (user name, or `uid:<n>` when unknown); bytes desc, then key.
    pub owners: Vec<Entry>,
    /// Per lowercase extension, at most `max_types` + `(other)`; bytes desc, then key.
    pub types: Vec<Entry>,
    /// Per first path component under a root (`(root)` for files directly in one); bytes desc, then key.
    pub filesets: Vec<Entry>,
    /// Size histogram, every bin (empty ones too), ascending lower bound; the first is 0.
    pub sizes: Vec<SizeBin>,
    /// Modification-time histogram by calendar month (UTC), ascending, months with files only.
    pub months: Vec<MonthBin>,
    /// A few unreadable entries (smallest paths first). Not part of the CSV.
    pub unreadable_examples: Vec<Unreadable>,
}

/// Counts over the whole scan. `files` and `bytes` are regular files only,
/// each inode counted once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Totals {
    pub files: u64,
    pub dirs: u64,
    pub symlinks: u64,
    /// Sockets, FIFOs, devices: counted, never sized.
    pub other: u64,
    pub bytes: u64,
    /// Extra names of an inode already counted (hard links).
    pub hardlink_duplicates: u64,
    pub unreadable: u64,
}

/// One row of a keyed table (owner, type, fileset).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub key: String,
    pub files: u64,
    pub bytes: u64,
}

/// One size-histogram bin: files with `lower <= size < next bin's lower`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SizeBin {
    pub lower: u64,
    pub files: u64,
    pub bytes: u64,
}

/// One modification-time histogram bin.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct MonthBin {
    pub month: Month,
    pub files: u64,
    pub bytes: u64,
}

/// An entry the scan could not read, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Unreadable {
    pub path: PathBuf,
    pub error: String,
}

impl Usage {
    /// Bytes held by files modified in or before each month, ascending: the
    /// capacity-over-time view.
    pub fn cumulative_bytes_by_month(&self) -> Vec<(Month, u64)> {
        let mut sum = 0u64;
        self.months
            .iter()
            .map(|m| {
                sum = sum.saturating_add(m.bytes);
                (m.month, sum)
            })
            .collect()
    }
}

/// The type key of a file name: its lowercase extension, or `(none)`.
///
/// The extension is what follows the last `.` when the name has something
/// before that dot (so `.bashrc` has none) and 1 … 16 characters after it,
/// none of them whitespace or a parenthesis (so `notes v2.final draft` has
/// none, and no extension can be mistaken for `(none)` or `(other)`).
pub fn file_type_key(name: &[u8]) -> String {
    let Some(dot) = name.iter().rposition(|&b| b == b'.') else {
        return NO_EXTENSION.to_owned();
    };
    let ext = &name[dot + 1..];
    let odd = |b: &u8| b.is_ascii_whitespace() || *b == b'(' || *b == b')';
    if dot == 0 || ext.is_empty() || ext.iter().any(odd) {
        return NO_EXTENSION.to_owned();
    }
    let ext = String::from_utf8_lossy(ext).to_lowercase();
    if ext.chars().count() > 16 {
        return NO_EXTENSION.to_owned();
    }
    ext
}

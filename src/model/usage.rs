//! The `Usage` aggregate: a file system's capacity and file counts by
//! owner, type, fileset, size class and month. `pixreport scan` produces it,
//! the usage CSV holds it, the analytics section is written from it.

use std::path::PathBuf;

use serde::Serialize;

use super::month::Month;
pub(crate) use super::month::{civil_from_days, days_from_civil};

/// Key of files whose name has no extension (see [`file_type_key`]).
pub(crate) const NO_EXTENSION: &str = "(none)";
/// Key of the file types past the cap (`ScanOptions::max_types`).
pub(crate) const OTHER_TYPES: &str = "(other)";
/// Fileset of the files that sit directly in a root.
pub(crate) const ROOT_FILESET: &str = "(root)";
/// `mtime` key of files modified before 1970-01-01 (a negative time: a
/// broken archive or clock, not a month worth drawing).
pub(crate) const BEFORE_1970: &str = "(before-1970)";
/// `mtime` key of files modified after the dataset was taken.
pub(crate) const FUTURE: &str = "(future)";

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
    /// Modification-time histogram by calendar month (UTC), ascending, months with files only,
    /// from 1970-01 to the month the dataset was taken.
    pub months: Vec<MonthBin>,
    /// Files modified before 1970 (`(before-1970)` in the CSV): counted, not drawn.
    pub before_1970: FilesBytes,
    /// Files modified after [`Usage::taken`] (`(future)` in the CSV): counted, not drawn.
    pub future: FilesBytes,
    /// When the dataset was taken (the end of a scan, the time a listing was
    /// written, or `--taken`); `None` for data without a time (old CSVs, synthetic data).
    pub taken: Option<Taken>,
    /// Which file system the dataset describes, as named by
    /// `scan --filesystem NAME`. Snapshots of one file system must agree on
    /// it; `None` when not named (older CSVs, scans without the flag,
    /// synthetic data).
    pub filesystem: Option<String>,
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
    /// Bytes allocated on disk for the counted files (`st_blocks` × 512, GPFS
    /// `KB_ALLOCATED`, …): below `bytes` for sparse, compressed or tiered
    /// files. `None` when the source does not say (dwalk text, older CSVs).
    pub allocated: Option<u64>,
    /// Mount points inside the scanned trees that were not descended: pseudo
    /// file systems, bind mounts of data already scanned, and other file
    /// systems under `--one-file-system`.
    pub skipped_mounts: u64,
}

/// A number of files and their bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct FilesBytes {
    pub files: u64,
    pub bytes: u64,
}

/// One row of a keyed table (owner, type, fileset), also as report.json
/// keeps an owner's or fileset's totals.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
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

/// A point in time, whole seconds since the Unix epoch (UTC); written
/// `YYYY-MM-DDTHH:MM:SSZ`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Taken(pub i64);

impl std::fmt::Display for Taken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (y, m, d, h, min, s) = self.parts();
        write!(f, "{y:04}-{m:02}-{d:02}T{h:02}:{min:02}:{s:02}Z")
    }
}

impl Taken {
    /// (year, month, day, hour, minute, second), UTC.
    fn parts(self) -> (i64, i64, i64, i64, i64, i64) {
        let (days, secs) = (self.0.div_euclid(86_400), self.0.rem_euclid(86_400));
        let (y, m, d) = civil_from_days(days);
        (y, m, d, secs / 3600, secs / 60 % 60, secs % 60)
    }

    /// The (year, month, day) of the time, UTC.
    pub(crate) fn ymd(self) -> (i32, u8, u8) {
        let (y, m, d, ..) = self.parts();
        (y as i32, m as u8, d as u8)
    }

    /// [`Taken::parts`]; `None` when the year does not fit an `i32` (the
    /// PDF's creation date and cover use this).
    pub(crate) fn civil(self) -> Option<(i32, u8, u8, u8, u8, u8)> {
        let (y, m, d, h, min, s) = self.parts();
        Some((i32::try_from(y).ok()?, m as u8, d as u8, h as u8, min as u8, s as u8))
    }

    /// Parses `YYYY-MM-DDTHH:MM:SSZ` (what [`Display`](std::fmt::Display)
    /// writes; a space may stand for the `T`), `YYYY-MM-DD` (midnight UTC),
    /// or whole seconds since the epoch, like `1700000000`.
    pub(crate) fn parse(s: &str) -> Option<Taken> {
        if !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) {
            return s.parse().ok().map(Taken);
        }
        let (date, time) = match s.len() {
            10 => (s, "00:00:00Z"),
            20 => (s.get(..10)?, s.get(11..)?),
            _ => return None,
        };
        if s.len() == 20 && !matches!(s.as_bytes()[10], b'T' | b' ') {
            return None;
        }
        let num = |t: &str, at: usize, len: usize| -> Option<i64> {
            let part = t.get(at..at + len)?;
            part.bytes().all(|b| b.is_ascii_digit()).then(|| part.parse().ok())?
        };
        let sep = |t: &str, at: usize, c: u8| t.as_bytes().get(at) == Some(&c);
        if !(sep(date, 4, b'-') && sep(date, 7, b'-') && sep(time, 2, b':') && sep(time, 5, b':') && sep(time, 8, b'Z'))
        {
            return None;
        }
        let (y, m, d) = (num(date, 0, 4)?, num(date, 5, 2)?, num(date, 8, 2)?);
        let (h, min, sec) = (num(time, 0, 2)?, num(time, 3, 2)?, num(time, 6, 2)?);
        if !(1..=12).contains(&m) || d < 1 || h > 23 || min > 59 || sec > 59 {
            return None;
        }
        // A day past its month's end comes back as another date.
        let days = days_from_civil(y, m, d);
        (civil_from_days(days) == (y, m, d)).then_some(Taken(days * 86_400 + h * 3600 + min * 60 + sec))
    }
}

impl Usage {
    /// Bytes held by files modified in or before each month, ascending: the
    /// capacity-over-time view.
    pub(crate) fn cumulative_bytes_by_month(&self) -> Vec<(Month, u64)> {
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

/// One usage dataset among several of the same file system, and the file
/// it was read from (relative to its report, for messages and tables).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    pub path: String,
    pub usage: Usage,
}

/// How one key (an owner, a fileset) changed between two snapshots. A key
/// missing from one side has nothing there: it appeared or went away.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Growth {
    pub key: String,
    pub before: FilesBytes,
    pub after: FilesBytes,
}

impl Growth {
    /// Bytes gained (negative: freed). `i128`: a change between two `u64` never overflows it.
    pub(crate) fn bytes(&self) -> i128 {
        i128::from(self.after.bytes) - i128::from(self.before.bytes)
    }

    /// Files gained (negative: removed).
    pub(crate) fn files(&self) -> i128 {
        i128::from(self.after.files) - i128::from(self.before.files)
    }

    /// Bytes gained as a percentage of the earlier bytes; `None` when the
    /// key held no bytes before (growth from nothing has no ratio).
    pub(crate) fn bytes_pct(&self) -> Option<f64> {
        percent(self.bytes(), self.before.bytes)
    }

    /// Files gained as a percentage of the earlier files; `None` from none.
    pub(crate) fn files_pct(&self) -> Option<f64> {
        percent(self.files(), self.before.files)
    }
}

fn percent(change: i128, before: u64) -> Option<f64> {
    (before > 0).then(|| change as f64 / before as f64 * 100.0)
}

/// The change of every key of `before` or `after` (an owner table, a
/// fileset table), largest byte growth first, then largest file growth,
/// then key: the order a reader asks "who grew most?" in, and a total order,
/// so the result never depends on the input order.
pub(crate) fn growth(before: &[Entry], after: &[Entry]) -> Vec<Growth> {
    let mut keys: std::collections::BTreeMap<&str, Growth> = std::collections::BTreeMap::new();
    for (side, entries) in [(0, before), (1, after)] {
        for e in entries {
            let g = keys.entry(&e.key).or_insert_with(|| Growth {
                key: e.key.clone(),
                before: FilesBytes::default(),
                after: FilesBytes::default(),
            });
            let fb = FilesBytes {
                files: e.files,
                bytes: e.bytes,
            };
            match side {
                0 => g.before = fb,
                _ => g.after = fb,
            }
        }
    }
    let mut v: Vec<Growth> = keys.into_values().collect();
    v.sort_by(|a, b| (b.bytes(), b.files(), &a.key).cmp(&(a.bytes(), a.files(), &b.key)));
    v
}

/// The type key of a file name: its lowercase extension, or `(none)`.
///
/// The extension is what follows the last `.` when the name has something
/// before that dot (so `.bashrc` has none) and 1 … 16 characters after it,
/// none of them whitespace or a parenthesis (so `notes v2.final draft` has
/// none, and no extension can be mistaken for `(none)` or `(other)`).
pub(crate) fn file_type_key(name: &[u8]) -> String {
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

#[cfg(test)]
#[path = "usage_tests.rs"]
mod tests;

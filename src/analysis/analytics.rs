//! Analytics facts: who and what holds the capacity and the files of a
//! file system (from a usage dataset), written up by the narrative.
//!
//! * **top share** — the largest owner, file type and fileset, as a share of
//!   all files and of all bytes;
//! * **small files** — the size classes below [`SMALL_LIMIT`]: their share of
//!   the files against their share of the capacity;
//! * **recent growth** — bytes in files modified during the last twelve
//!   months of the data, as a share of the capacity.
//!
//! The facts also keep what `pixreport diff` needs to say who grew between
//! two published reports without their usage CSVs: the bytes and files of
//! every owner and fileset (one row per distinct key, so bounded by the
//! number of users and filesets, never by the number of files), when the
//! dataset was taken and which file system it describes.

use crate::model::usage::{Entry, Usage};
use serde::Serialize;

/// Files below this size count as small.
pub(crate) const SMALL_LIMIT: u64 = 1 << 20;

#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub(crate) struct Share {
    pub(crate) key: String,
    pub(crate) files: f64,
    pub(crate) bytes: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct AnalyticsFacts {
    pub(crate) files: u64,
    pub(crate) bytes: u64,
    pub(crate) owners: usize,
    pub(crate) top_owner_by_bytes: Option<Share>,
    pub(crate) top_owner_by_files: Option<Share>,
    pub(crate) top_type_by_bytes: Option<Share>,
    pub(crate) top_fileset_by_bytes: Option<Share>,
    /// Share of the top `top` owners in the bytes.
    pub(crate) top_owners_bytes: f64,
    /// (share of files, share of bytes) of files below `SMALL_LIMIT`.
    pub(crate) small_files: Option<(f64, f64)>,
    /// Share of the bytes in files modified in the last 12 months of data,
    /// and the first of those months.
    pub(crate) recent: Option<(f64, String)>,
    /// When the dataset was taken (`YYYY-MM-DDTHH:MM:SSZ`); absent when the
    /// dataset does not say, and in records written before diffs compared usage.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) taken: Option<String>,
    /// The file system's name, as `scan --filesystem` recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) filesystem: Option<String>,
    /// Bytes and files of every owner, as in the usage dataset. `None` only
    /// in records written before diffs compared usage (then a diff cannot
    /// say who grew, and says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by_owner: Option<Vec<Entry>>,
    /// Bytes and files of every fileset; `None` as for `by_owner`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) by_fileset: Option<Vec<Entry>>,
}

/// `n / d`, 0 when `d` is.
pub(crate) fn frac(n: u64, d: u64) -> f64 {
    if d == 0 {
        0.0
    } else {
        n as f64 / d as f64
    }
}

fn share(e: &Entry, u: &Usage) -> Share {
    Share {
        key: e.key.clone(),
        files: frac(e.files, u.totals.files),
        bytes: frac(e.bytes, u.totals.bytes),
    }
}

pub(crate) fn analyse_usage(u: &Usage, top: usize) -> AnalyticsFacts {
    let max_by = |v: &[Entry], key: fn(&Entry) -> u64| {
        v.iter()
            .max_by(|a, b| key(a).cmp(&key(b)).then(b.key.cmp(&a.key)))
            .map(|e| share(e, u))
    };
    let mut by_bytes: Vec<&Entry> = u.owners.iter().collect();
    by_bytes.sort_by(|a, b| b.bytes.cmp(&a.bytes).then(a.key.cmp(&b.key)));
    let top_bytes: u64 = by_bytes.iter().take(top).map(|e| e.bytes).sum();
    // The bins whose next bin starts at or below the limit (the last bin is open).
    let (f, b) = (u.sizes.windows(2).filter(|w| w[1].lower <= SMALL_LIMIT))
        .fold((0, 0), |(f, b), w| (f + w[0].files, b + w[0].bytes));
    let small =
        (u.totals.files > 0 && u.totals.bytes > 0 && f > 0).then(|| (frac(f, u.totals.files), frac(b, u.totals.bytes)));
    let recent = u.months.last().and_then(|last| {
        let first = u.months.iter().find(|m| {
            (last.month.year - m.month.year) * 12 + i32::from(last.month.month) - i32::from(m.month.month) < 12
        })?;
        let b: u64 = u
            .months
            .iter()
            .filter(|m| m.month >= first.month)
            .map(|m| m.bytes)
            .sum();
        (u.totals.bytes > 0).then(|| (b as f64 / u.totals.bytes as f64, first.month.to_string()))
    });
    AnalyticsFacts {
        files: u.totals.files,
        bytes: u.totals.bytes,
        owners: u.owners.len(),
        top_owner_by_bytes: max_by(&u.owners, |e| e.bytes),
        top_owner_by_files: max_by(&u.owners, |e| e.files),
        top_type_by_bytes: max_by(&u.types, |e| e.bytes),
        top_fileset_by_bytes: max_by(&u.filesets, |e| e.bytes),
        top_owners_bytes: frac(top_bytes, u.totals.bytes),
        small_files: small,
        recent,
        taken: u.taken.map(|t| t.to_string()),
        filesystem: u.filesystem.clone(),
        by_owner: Some(u.owners.clone()),
        by_fileset: Some(u.filesets.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scan::synthetic::synthetic_usage;
    use crate::scan::ScanOptions;

    #[test]
    fn facts_of_a_usage_dataset() {
        let u = synthetic_usage(7, 5_000, &ScanOptions::default()).unwrap();
        let f = analyse_usage(&u, 10);
        assert_eq!(f.files, 5_000);
        let top = f.top_owner_by_files.unwrap();
        assert_eq!(top.key, u.owners.iter().max_by_key(|e| e.files).unwrap().key);
        assert!((top.files - u.owners.iter().map(|e| e.files).max().unwrap() as f64 / 5000.0).abs() < 1e-12);
        let (sf, sb) = f.small_files.unwrap();
        assert!(sf > 0.5 && sb < 0.01, "{sf} {sb}");
        let (r, first) = f.recent.unwrap();
        let last = u.months.last().unwrap().month;
        let first = crate::model::Month::parse(&first).unwrap();
        assert_eq!(
            (last.year - first.year) * 12 + i32::from(last.month) - i32::from(first.month),
            11
        );
        assert!(r > 0.0 && r < 1.0);
        assert!(f.top_owners_bytes > 0.5 && f.top_owners_bytes <= 1.0);
        // Every owner and fileset is kept, in the dataset's order, for diffs.
        assert_eq!(f.by_owner.unwrap(), u.owners);
        assert_eq!(f.by_fileset.unwrap().len(), u.filesets.len());
    }

    #[test]
    fn empty_usage_has_no_shares() {
        let f = analyse_usage(&Usage::default(), 10);
        assert_eq!((f.top_owner_by_bytes, f.small_files, f.recent), (None, None, None));
    }
}

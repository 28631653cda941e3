//! File-system usage in a diff: when both sides carry a usage dataset (a
//! report with an `[analytics]` table, its report.json, or a usage CSV
//! itself), the diff says how the totals changed and who and which fileset
//! grew, with the growth computation the snapshot tables of a report use
//! ([`crate::model::usage::growth`]).
//!
//! Usage changes are reported, never judged: they have no verdict and never
//! count toward `--fail-on-regression` (a file system filling up is news
//! for its administrator, not a regression of the storage under test).
//!
//! Two datasets are only compared when they can be of one file system: when
//! both name theirs and the names differ, the diff is refused, naming both
//! files. A baseline taken after the current dataset is compared (the
//! numbers are still true) with a warning, since the sides are probably
//! swapped.

use crate::analysis::AnalyticsFacts;
use crate::model::usage::{growth, Entry, FilesBytes, Growth, Taken, Usage};
use serde::Serialize;

/// One side's usage, from whichever form it came in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UsageSide {
    /// The file or folder it was read from, for messages.
    pub origin: String,
    pub taken: Option<Taken>,
    pub filesystem: Option<String>,
    pub totals: FilesBytes,
    pub owners: Vec<Entry>,
    pub filesets: Vec<Entry>,
}

impl UsageSide {
    pub fn from_usage(u: &Usage, origin: &str) -> Self {
        UsageSide {
            origin: origin.to_owned(),
            taken: u.taken,
            filesystem: u.filesystem.clone(),
            totals: FilesBytes {
                files: u.totals.files,
                bytes: u.totals.bytes,
            },
            owners: u.owners.clone(),
            filesets: u.filesets.clone(),
        }
    }

    /// The usage of a report.json's analytics; `None` for a record written
    /// before the owner and fileset tables were kept.
    pub fn from_facts(a: &AnalyticsFacts, origin: &str) -> Option<Self> {
        let (owners, filesets) = (a.by_owner.as_ref()?, a.by_fileset.as_ref()?);
        Some(UsageSide {
            origin: origin.to_owned(),
            taken: a.taken.as_deref().and_then(Taken::parse),
            filesystem: a.filesystem.clone(),
            totals: FilesBytes {
                files: a.files,
                bytes: a.bytes,
            },
            owners: owners.clone(),
            filesets: filesets.clone(),
        })
    }
}

/// How usage changed from the baseline to the current side. Written into
/// `diff.json` as `usage`.
#[derive(Debug, Clone, Serialize)]
pub struct UsageDiff {
    pub baseline: String,
    pub current: String,
    /// The file system's name, when either side names it.
    pub filesystem: Option<String>,
    #[serde(serialize_with = "taken_text")]
    pub baseline_taken: Option<Taken>,
    #[serde(serialize_with = "taken_text")]
    pub current_taken: Option<Taken>,
    /// The totals, as a growth of an unnamed key.
    pub totals: Growth,
    /// Every owner of either side, largest byte growth first.
    pub owners: Vec<Growth>,
    /// Every fileset of either side, largest byte growth first.
    pub filesets: Vec<Growth>,
}

fn taken_text<S: serde::Serializer>(t: &Option<Taken>, s: S) -> Result<S::Ok, S::Error> {
    match t {
        Some(t) => s.serialize_some(&t.to_string()),
        None => s.serialize_none(),
    }
}

impl UsageDiff {
    /// The baseline was taken after the current dataset: probably swapped.
    pub fn baseline_is_newer(&self) -> bool {
        matches!((self.baseline_taken, self.current_taken), (Some(b), Some(c)) if b > c)
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum UsageDiffError {
    #[error("{current} describes file system `{current_fs}`, but {baseline} describes `{baseline_fs}`: usage of two different file systems cannot be compared")]
    FileSystems {
        baseline: String,
        baseline_fs: String,
        current: String,
        current_fs: String,
    },
}

/// Compares two sides' usage.
pub fn diff_usage(base: &UsageSide, cur: &UsageSide) -> Result<UsageDiff, UsageDiffError> {
    if let (Some(b), Some(c)) = (&base.filesystem, &cur.filesystem) {
        if b != c {
            return Err(UsageDiffError::FileSystems {
                baseline: base.origin.clone(),
                baseline_fs: b.clone(),
                current: cur.origin.clone(),
                current_fs: c.clone(),
            });
        }
    }
    Ok(UsageDiff {
        baseline: base.origin.clone(),
        current: cur.origin.clone(),
        filesystem: cur.filesystem.clone().or_else(|| base.filesystem.clone()),
        baseline_taken: base.taken,
        current_taken: cur.taken,
        totals: Growth {
            key: String::new(),
            before: base.totals,
            after: cur.totals,
        },
        owners: growth(&base.owners, &cur.owners),
        filesets: growth(&base.filesets, &cur.filesets),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(key: &str, files: u64, bytes: u64) -> Entry {
        Entry {
            key: key.into(),
            files,
            bytes,
        }
    }

    fn side(origin: &str, fs: Option<&str>, taken: i64, owners: Vec<Entry>) -> UsageSide {
        let totals = FilesBytes {
            files: owners.iter().map(|e| e.files).sum(),
            bytes: owners.iter().map(|e| e.bytes).sum(),
        };
        UsageSide {
            origin: origin.into(),
            taken: Some(Taken(taken)),
            filesystem: fs.map(str::to_owned),
            totals,
            filesets: vec![e("proj", totals.files, totals.bytes)],
            owners,
        }
    }

    #[test]
    fn names_the_growers_and_keys_on_one_side_only() {
        let b = side("a.json", Some("fs1"), 100, vec![e("ann", 10, 1000), e("bob", 5, 500)]);
        let c = side("b.json", Some("fs1"), 200, vec![e("bob", 9, 4500), e("cy", 1, 10)]);
        let d = diff_usage(&b, &c).unwrap();
        let keys: Vec<(&str, i128)> = d.owners.iter().map(|g| (g.key.as_str(), g.bytes())).collect();
        assert_eq!(keys, [("bob", 4000), ("cy", 10), ("ann", -1000)]);
        // `cy` is new (nothing before), `ann` is gone (nothing after).
        assert_eq!(d.owners[1].bytes_pct(), None);
        assert_eq!(d.owners[2].after, FilesBytes::default());
        assert_eq!((d.totals.bytes(), d.totals.files()), (3010, -5));
        assert_eq!(d.filesets[0].bytes(), 3010);
        assert!(!d.baseline_is_newer());
        assert_eq!(d.filesystem.as_deref(), Some("fs1"));
    }

    #[test]
    fn different_file_systems_are_refused_naming_both_files() {
        let b = side("old/r.json", Some("fs1"), 100, vec![]);
        let c = side("new/r.json", Some("scratch"), 200, vec![]);
        let err = diff_usage(&b, &c).unwrap_err().to_string();
        for want in ["old/r.json", "new/r.json", "`fs1`", "`scratch`"] {
            assert!(err.contains(want), "{want}: {err}");
        }
        // One side without a name cannot be told apart: compared.
        let c = side("new/r.json", None, 200, vec![]);
        assert_eq!(diff_usage(&b, &c).unwrap().filesystem.as_deref(), Some("fs1"));
    }

    #[test]
    fn a_newer_baseline_is_noticed_and_old_records_have_no_usage_side() {
        let b = side("a", None, 300, vec![]);
        let c = side("b", None, 200, vec![]);
        assert!(diff_usage(&b, &c).unwrap().baseline_is_newer());
        let facts = crate::analysis::analyse_usage(&Usage::default(), 5);
        assert!(UsageSide::from_facts(&facts, "new.json").is_some());
        let old = AnalyticsFacts {
            by_owner: None,
            ..facts
        };
        assert_eq!(UsageSide::from_facts(&old, "old.json"), None);
    }
}

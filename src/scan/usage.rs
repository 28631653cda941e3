//! The `Tally` accumulator that scans and listings fill, and that finishes
//! into a [`Usage`].
//!
//! A `Tally` is a commutative sum: tallies filled by different threads in any
//! order merge to the same value, and [`Tally::finish`] sorts everything, so
//! the resulting `Usage` never depends on thread scheduling.

use std::collections::HashMap;
use std::path::PathBuf;

#[cfg(test)]
use crate::model::usage::NO_EXTENSION;
use crate::model::usage::{file_type_key, Entry, MonthBin, SizeBin, Totals, Unreadable, Usage, OTHER_TYPES};
use crate::model::Month;

/// Files and bytes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Counts {
    pub files: u64,
    pub bytes: u64,
}

impl Counts {
    fn add(&mut self, other: Counts) {
        self.files += other.files;
        self.bytes = self.bytes.saturating_add(other.bytes);
    }
}

/// The facts of one regular file that the aggregate needs.
#[derive(Debug, Clone, Copy)]
pub(super) struct FileFacts {
    pub size: u64,
    pub uid: u32,
    pub mtime: i64,
}

/// A mutable, mergeable sum of files. Owners are kept by uid and named in
/// [`Tally::finish`]; filesets are added by the producer, which knows them.
#[derive(Debug, Clone, Default)]
pub(super) struct Tally {
    pub owners: HashMap<u32, Counts>,
    pub types: HashMap<String, Counts>,
    pub filesets: HashMap<String, Counts>,
    pub sizes: Vec<Counts>,
    pub months: HashMap<Month, Counts>,
    pub totals: Totals,
    pub examples: Vec<Unreadable>,
}

impl Tally {
    pub fn new(bins: usize) -> Tally {
        Tally {
            sizes: vec![Counts::default(); bins],
            ..Tally::default()
        }
    }

    /// Adds one regular file. `bounds` are the size-bin boundaries (without 0).
    pub fn add_file(&mut self, f: FileFacts, name: &[u8], bounds: &[u64]) -> Counts {
        let c = Counts {
            files: 1,
            bytes: f.size,
        };
        self.totals.files += 1;
        self.totals.bytes = self.totals.bytes.saturating_add(f.size);
        self.owners.entry(f.uid).or_default().add(c);
        self.sizes[bounds.partition_point(|&b| b <= f.size)].add(c);
        self.months.entry(Month::from_unix(f.mtime)).or_default().add(c);
        // Most extensions are already lowercase ASCII: look up without allocating.
        match file_type_key_fast(name) {
            Some(key) => match self.types.get_mut(key) {
                Some(t) => t.add(c),
                None => {
                    self.types.insert(key.to_owned(), c);
                }
            },
            None => self.types.entry(file_type_key(name)).or_default().add(c),
        }
        c
    }

    pub fn add_fileset(&mut self, name: &str, c: Counts) {
        if c.files > 0 {
            match self.filesets.get_mut(name) {
                Some(f) => f.add(c),
                None => {
                    self.filesets.insert(name.to_owned(), c);
                }
            }
        }
    }

    /// Records an unreadable entry, keeping the `keep` smallest paths.
    pub fn add_unreadable(&mut self, path: PathBuf, error: &std::io::Error, keep: usize) {
        self.totals.unreadable += 1;
        let u = Unreadable {
            path,
            error: error.to_string(),
        };
        let at = self.examples.partition_point(|e| *e < u);
        if at < keep {
            self.examples.insert(at, u);
            self.examples.truncate(keep);
        }
    }

    pub fn merge(&mut self, other: Tally, keep: usize) {
        fn sum<K: std::hash::Hash + Eq>(into: &mut HashMap<K, Counts>, from: HashMap<K, Counts>) {
            for (k, c) in from {
                into.entry(k).or_default().add(c);
            }
        }
        sum(&mut self.owners, other.owners);
        sum(&mut self.types, other.types);
        sum(&mut self.filesets, other.filesets);
        sum(&mut self.months, other.months);
        for (a, b) in self.sizes.iter_mut().zip(other.sizes) {
            a.add(b);
        }
        let (t, o) = (&mut self.totals, other.totals);
        t.files += o.files;
        t.dirs += o.dirs;
        t.symlinks += o.symlinks;
        t.other += o.other;
        t.bytes = t.bytes.saturating_add(o.bytes);
        t.hardlink_duplicates += o.hardlink_duplicates;
        t.unreadable += o.unreadable;
        self.examples.extend(other.examples);
        self.examples.sort();
        self.examples.dedup();
        self.examples.truncate(keep);
    }

    /// Names owners, caps types, sorts every table.
    pub fn finish(self, bounds: &[u64], max_types: usize, owner_name: impl Fn(u32) -> String) -> Usage {
        let mut owners: HashMap<String, Counts> = HashMap::new();
        for (uid, c) in self.owners {
            owners.entry(owner_name(uid)).or_default().add(c);
        }
        let mut types = sorted(self.types);
        if types.len() > max_types {
            let mut other = Counts::default();
            for e in types.drain(max_types..) {
                other.add(Counts {
                    files: e.files,
                    bytes: e.bytes,
                });
            }
            // No extension contains a parenthesis: this key is unambiguous.
            types.push(Entry {
                key: OTHER_TYPES.to_owned(),
                files: other.files,
                bytes: other.bytes,
            });
            sort_entries(&mut types);
        }
        let lowers = std::iter::once(0).chain(bounds.iter().copied());
        let mut months: Vec<MonthBin> = (self.months.into_iter())
            .map(|(month, c)| MonthBin {
                month,
                files: c.files,
                bytes: c.bytes,
            })
            .collect();
        months.sort_by_key(|m| m.month);
        Usage {
            totals: self.totals,
            owners: sorted(owners),
            types,
            filesets: sorted(self.filesets),
            sizes: (lowers.zip(self.sizes))
                .map(|(lower, c)| SizeBin {
                    lower,
                    files: c.files,
                    bytes: c.bytes,
                })
                .collect(),
            months,
            unreadable_examples: self.examples,
        }
    }
}

/// `Some(ext)` when the extension is plain lowercase ASCII (the common case),
/// `None` when [`file_type_key`] must decide.
fn file_type_key_fast(name: &[u8]) -> Option<&str> {
    let dot = name.iter().rposition(|&b| b == b'.')?;
    let ext = &name[dot + 1..];
    let plain = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_' || *b == b'-';
    if dot == 0 || ext.is_empty() || ext.len() > 16 || !ext.iter().all(plain) {
        return None;
    }
    std::str::from_utf8(ext).ok()
}

/// Sorts by bytes descending, then files descending, then key.
pub(super) fn sort_entries(v: &mut [Entry]) {
    v.sort_by(|a, b| (b.bytes, b.files, &a.key).cmp(&(a.bytes, a.files, &b.key)));
}

fn sorted(map: HashMap<String, Counts>) -> Vec<Entry> {
    let mut v: Vec<Entry> = (map.into_iter())
        .map(|(key, c)| Entry {
            key,
            files: c.files,
            bytes: c.bytes,
        })
        .collect();
    sort_entries(&mut v);
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_keys() {
        let k = |s: &str| file_type_key(s.as_bytes());
        assert_eq!(k("a.TXT"), "txt");
        assert_eq!(k("a.tar.gz"), "gz");
        assert_eq!(k(".bashrc"), NO_EXTENSION);
        assert_eq!(k("Makefile"), NO_EXTENSION);
        assert_eq!(k("trailing."), NO_EXTENSION);
        assert_eq!(k("notes v2.final draft"), NO_EXTENSION);
        assert_eq!(k("x.abcdefghijklmnopq"), NO_EXTENSION);
        assert_eq!(k("x.ÄÖ"), "äö");
        assert_eq!(k("x.(other)"), NO_EXTENSION);
        assert_eq!(file_type_key(b"x.\xffZ"), "\u{fffd}z");
        for s in ["a.txt", "a.TXT", "b.h5", "c.tar_x", ".x", "y"] {
            if let Some(fast) = file_type_key_fast(s.as_bytes()) {
                assert_eq!(fast, k(s));
            }
        }
    }
}

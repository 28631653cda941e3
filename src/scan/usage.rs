//! The `Tally` accumulator that scans and listings fill, and that finishes
//! into a [`Usage`].
//!
//! A `Tally` is a commutative sum: tallies filled by different threads in any
//! order merge to the same value, and [`Tally::finish`] sorts everything, so
//! the resulting `Usage` never depends on thread scheduling.
//!
//! Its size grows with the number of distinct owners, types, filesets and
//! months, never with the number of files: this is what keeps a listing of
//! a billion files in bounded memory. Byte sums are `u128`, so they cannot
//! overflow while adding; [`Tally::finish`] checks that the totals fit the
//! CSV's 64-bit numbers and fails with an error otherwise.

use std::path::PathBuf;

use super::error::ScanError;
use super::keys::{file_type_key_fast, pack, unpack};
use super::months::month_slot;
use crate::model::usage::{
    file_type_key, Entry, FilesBytes, MonthBin, SizeBin, Taken, Totals, Unreadable, Usage, OTHER_TYPES,
};
use crate::model::Month;
use rustc_hash::FxHashMap;

/// Files and bytes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Counts {
    pub(crate) files: u64,
    pub(crate) bytes: u128,
}

impl Counts {
    pub(crate) fn add(&mut self, other: Counts) {
        self.files += other.files;
        self.bytes += other.bytes;
    }
}

/// The facts of one regular file that the aggregate needs.
#[derive(Debug, Clone, Copy)]
pub(super) struct FileFacts {
    /// Apparent size (`st_size`).
    pub(crate) size: u64,
    /// Allocated bytes, when the source says.
    pub(crate) allocated: Option<u64>,
    pub(crate) uid: u32,
    pub(crate) mtime: i64,
}

/// A regular file with several links: counted once, under its smallest
/// (root, path), when the tally finishes.
#[derive(Debug, Clone)]
pub(super) struct Link {
    /// (device, inode).
    pub(crate) inode: (u64, u64),
    /// The index of the root (scan) it was reached from; 0 for a listing.
    pub(crate) root: usize,
    pub(crate) path: Vec<u8>,
    pub(crate) fileset: Vec<u8>,
    pub(crate) facts: FileFacts,
}

/// A mutable, mergeable sum of files. Owners are kept by uid and named in
/// [`Tally::finish`]; filesets are added by the producer, which knows them.
#[derive(Debug, Clone, Default)]
pub(super) struct Tally {
    pub(crate) owners: FxHashMap<u32, Counts>,
    /// Owners known by name only (dwalk's text lists no uid).
    pub(crate) named_owners: FxHashMap<Box<[u8]>, Counts>,
    pub(crate) types: FxHashMap<String, Counts>,
    pub(crate) filesets: FxHashMap<Box<[u8]>, Counts>,
    /// Types and filesets of up to 15 bytes (nearly all), by [`pack`](super::keys::pack)ed
    /// key: hashed and compared as one integer, never as a string.
    short_types: FxHashMap<u128, Counts>,
    short_filesets: FxHashMap<u128, Counts>,
    pub(crate) sizes: Vec<Counts>,
    /// By month index since 1970-01.
    months: Vec<Counts>,
    far_months: FxHashMap<Month, Counts>,
    before_1970: Counts,
    /// Files modified after `horizon`: their month or `(future)` is decided
    /// in `finish`, when the time the data was taken is known.
    late: FxHashMap<i64, Counts>,
    horizon: Option<i64>,
    pub(crate) totals: Totals,
    bytes: u128,
    allocated: u128,
    /// Some file had no allocated size.
    allocated_unknown: bool,
    pub(crate) examples: Vec<Unreadable>,
    /// Files with several links, kept until the end to count each once.
    pub(crate) links: Vec<Link>,
}

impl Tally {
    /// `bins` size classes; files modified after `horizon` are set aside
    /// until `finish` (`None`: every time is a month).
    pub(crate) fn new(bins: usize, horizon: Option<i64>) -> Tally {
        Tally {
            sizes: vec![Counts::default(); bins],
            horizon,
            ..Tally::default()
        }
    }

    /// Adds one regular file, by its name or path. `bounds` are the size-bin boundaries (without 0).
    pub(crate) fn add_file(&mut self, f: FileFacts, path: &[u8], bounds: &[u64]) -> Counts {
        self.add_file_for(f, path, bounds, None)
    }

    /// Adds one regular file whose owner is known by name only when `owner`
    /// is given (its uid is then ignored).
    pub(crate) fn add_file_for(&mut self, f: FileFacts, path: &[u8], bounds: &[u64], owner: Option<&[u8]>) -> Counts {
        let c = Counts {
            files: 1,
            bytes: u128::from(f.size),
        };
        self.totals.files += 1;
        self.bytes += c.bytes;
        match f.allocated {
            Some(a) => self.allocated += u128::from(a),
            None => self.allocated_unknown = true,
        }
        match owner {
            None => self.owners.entry(f.uid).or_default().add(c),
            Some(o) => match self.named_owners.get_mut(o) {
                Some(e) => e.add(c),
                None => {
                    self.named_owners.insert(o.into(), c);
                }
            },
        }
        self.sizes[bounds.partition_point(|&b| b <= f.size)].add(c);
        self.add_mtime(f.mtime, c);
        // Most extensions are already lowercase ASCII: look up without allocating.
        match file_type_key_fast(path) {
            Some(key) => match pack(key) {
                Some(k) => self.short_types.entry(k).or_default().add(c),
                None => self
                    .types
                    .entry(String::from_utf8_lossy(key).into_owned())
                    .or_default()
                    .add(c),
            },
            None => {
                let name = path.rsplit(|&b| b == b'/').next().unwrap_or(path);
                self.types.entry(file_type_key(name)).or_default().add(c);
            }
        }
        c
    }

    fn add_mtime(&mut self, mtime: i64, c: Counts) {
        if mtime < 0 {
            return self.before_1970.add(c);
        }
        if self.horizon.is_some_and(|h| mtime > h) {
            return self.late.entry(mtime).or_default().add(c);
        }
        match month_slot(mtime) {
            Some(i) => {
                if i >= self.months.len() {
                    self.months.resize(i + 1, Counts::default());
                }
                self.months[i].add(c);
            }
            None => self.far_months.entry(Month::from_unix(mtime)).or_default().add(c),
        }
    }

    pub(crate) fn add_fileset(&mut self, name: &[u8], c: Counts) {
        if c.files > 0 {
            if let Some(k) = pack(name) {
                return self.short_filesets.entry(k).or_default().add(c);
            }
            match self.filesets.get_mut(name) {
                Some(f) => f.add(c),
                None => {
                    self.filesets.insert(name.into(), c);
                }
            }
        }
    }

    /// Records an unreadable entry, keeping the `keep` smallest paths.
    pub(crate) fn add_unreadable(&mut self, path: PathBuf, error: &std::io::Error, keep: usize) {
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

    pub(crate) fn merge(&mut self, other: Tally, keep: usize) {
        sum(&mut self.owners, other.owners);
        sum(&mut self.named_owners, other.named_owners);
        sum(&mut self.types, other.types);
        sum(&mut self.filesets, other.filesets);
        sum(&mut self.short_types, other.short_types);
        sum(&mut self.short_filesets, other.short_filesets);
        sum(&mut self.far_months, other.far_months);
        for (a, b) in self.sizes.iter_mut().zip(other.sizes) {
            a.add(b);
        }
        if self.months.len() < other.months.len() {
            self.months.resize(other.months.len(), Counts::default());
        }
        for (a, b) in self.months.iter_mut().zip(other.months) {
            a.add(b);
        }
        self.before_1970.add(other.before_1970);
        sum(&mut self.late, other.late);
        let (t, o) = (&mut self.totals, other.totals);
        t.files += o.files;
        t.dirs += o.dirs;
        t.symlinks += o.symlinks;
        t.other += o.other;
        t.hardlink_duplicates += o.hardlink_duplicates;
        t.unreadable += o.unreadable;
        t.skipped_mounts += o.skipped_mounts;
        self.bytes += other.bytes;
        self.allocated += other.allocated;
        self.allocated_unknown |= other.allocated_unknown;
        self.links.extend(other.links);
        self.examples.extend(other.examples);
        self.examples.sort();
        self.examples.dedup();
        self.examples.truncate(keep);
    }

    /// Counts the files with several links, names owners, caps types, sorts
    /// every table. `taken` is when the data
    /// was taken: files modified after it are `(future)`. Fails when a total
    /// does not fit in 64 bits (16 EiB), which only a corrupt listing reaches.
    pub(crate) fn finish(
        mut self,
        bounds: &[u64],
        max_types: usize,
        owner_name: impl Fn(u32) -> String,
        taken: Option<Taken>,
    ) -> Result<Usage, ScanError> {
        let mut links = std::mem::take(&mut self.links);
        links.sort_by(|a, b| (a.inode, a.root, &a.path).cmp(&(b.inode, b.root, &b.path)));
        for group in links.chunk_by(|a, b| a.inode == b.inode) {
            let first = &group[0];
            self.totals.hardlink_duplicates += group.len() as u64 - 1;
            let c = self.add_file(first.facts, &first.path, bounds);
            self.add_fileset(&first.fileset, c);
        }
        let fit = |what: &str, v: u128| {
            u64::try_from(v).map_err(|_| ScanError::Overflow {
                what: what.to_owned(),
                value: v,
            })
        };
        self.totals.bytes = fit("total bytes", self.bytes)?;
        let allocated = fit("total allocated bytes", self.allocated)?;
        self.totals.allocated = (!self.allocated_unknown).then_some(allocated);
        let mut future = Counts::default();
        for (mtime, c) in std::mem::take(&mut self.late) {
            match taken {
                Some(t) if mtime > t.0 => future.add(c),
                _ => {
                    self.horizon = None;
                    self.add_mtime(mtime, c);
                }
            }
        }
        let months = self.month_bins();
        let mut owners: FxHashMap<String, Counts> = FxHashMap::default();
        sum(
            &mut owners,
            self.owners.into_iter().map(|(uid, c)| (owner_name(uid), c)),
        );
        sum_lossy(&mut owners, self.named_owners);
        let short_types = std::mem::take(&mut self.short_types);
        sum_lossy(&mut self.types, short_types.into_iter().map(|(k, c)| (unpack(k), c)));
        let mut filesets: FxHashMap<String, Counts> = FxHashMap::default();
        sum_lossy(&mut filesets, self.filesets);
        sum_lossy(
            &mut filesets,
            self.short_filesets.into_iter().map(|(k, c)| (unpack(k), c)),
        );
        let types = capped(sorted(std::mem::take(&mut self.types)), max_types);
        let lowers = std::iter::once(0).chain(bounds.iter().copied());
        // Every other sum is a part of the total bytes, so it fits too.
        let fb = |c: Counts| FilesBytes {
            files: c.files,
            bytes: c.bytes as u64,
        };
        Ok(Usage {
            totals: self.totals,
            owners: sorted(owners),
            types,
            filesets: sorted(filesets),
            sizes: (lowers.zip(self.sizes))
                .map(|(lower, c)| SizeBin {
                    lower,
                    files: c.files,
                    bytes: c.bytes as u64,
                })
                .collect(),
            months,
            before_1970: fb(self.before_1970),
            future: fb(future),
            taken,
            filesystem: None,
            unreadable_examples: self.examples,
        })
    }

    /// The months with files, in order: the months counted by index since
    /// 1970 and the ones far from now.
    fn month_bins(&self) -> Vec<MonthBin> {
        // Every sum is a part of the total bytes, so it fits in 64 bits.
        let bin = |month: Month, c: &Counts| MonthBin {
            month,
            files: c.files,
            bytes: c.bytes as u64,
        };
        let mut months: Vec<MonthBin> = (self.months.iter().enumerate())
            .filter(|(_, c)| c.files > 0)
            .map(|(i, c)| {
                let month = Month {
                    year: 1970 + (i / 12) as i32,
                    month: (i % 12) as u8 + 1,
                };
                bin(month, c)
            })
            .chain(self.far_months.iter().map(|(m, c)| bin(*m, c)))
            .collect();
        months.sort_by_key(|m| m.month);
        months
    }
}

/// The first `max_types` types, the rest summed into one `(other)` entry.
fn capped(mut types: Vec<Entry>, max_types: usize) -> Vec<Entry> {
    if types.len() > max_types {
        let other = (types.drain(max_types..)).fold((0, 0), |(f, b), e| (f + e.files, b + e.bytes));
        // No extension contains a parenthesis: this key is unambiguous.
        types.push(Entry {
            key: OTHER_TYPES.to_owned(),
            files: other.0,
            bytes: other.1,
        });
        sort_entries(&mut types);
    }
    types
}

/// Adds counts into a table, key by key.
fn sum<K: std::hash::Hash + Eq>(into: &mut FxHashMap<K, Counts>, from: impl IntoIterator<Item = (K, Counts)>) {
    for (k, c) in from {
        into.entry(k).or_default().add(c);
    }
}

/// Adds counts kept by raw bytes into a table of names: names are shown as
/// text, so bytes that are not UTF-8 read as U+FFFD and may merge.
fn sum_lossy<K: AsRef<[u8]>>(into: &mut FxHashMap<String, Counts>, from: impl IntoIterator<Item = (K, Counts)>) {
    sum(
        into,
        (from.into_iter()).map(|(k, c)| (String::from_utf8_lossy(k.as_ref()).into_owned(), c)),
    );
}

/// Sorts by bytes descending, then files descending, then key.
pub(super) fn sort_entries(v: &mut [Entry]) {
    v.sort_by(|a, b| (b.bytes, b.files, &a.key).cmp(&(a.bytes, a.files, &b.key)));
}

fn sorted(map: FxHashMap<String, Counts>) -> Vec<Entry> {
    let mut v: Vec<Entry> = (map.into_iter())
        .map(|(key, c)| Entry {
            key,
            files: c.files,
            bytes: c.bytes as u64,
        })
        .collect();
    sort_entries(&mut v);
    v
}

#[cfg(test)]
#[path = "usage_tests.rs"]
mod tests;

//! What a scan counts and how: size bins, the cap on file types, threads,
//! owner names, the time the data was taken.

use super::error::ScanError;
use super::owners::OwnerNames;
use crate::model::usage::Taken;

/// KiB, MiB and GiB.
const KIB: u64 = 1 << 10;
const MIB: u64 = 1 << 20;
const GIB: u64 = 1 << 30;

/// How to scan and aggregate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ScanOptions {
    /// Boundaries between size bins, in bytes, strictly ascending, none 0:
    /// `n` boundaries give `n + 1` bins. Default 4 KiB, 1 MiB, 64 MiB, 1 GiB.
    pub(crate) size_boundaries: Vec<u64>,
    /// File types kept by bytes before the rest become `(other)`. Default 200.
    pub(crate) max_types: usize,
    /// Worker threads; 0 (default) = one per CPU.
    pub(crate) threads: usize,
    /// A progress spinner on stderr, only when stderr is a terminal. Default on.
    pub(crate) progress: bool,
    /// Do not descend into directories on another device than their root
    /// (like `find -xdev`); they are still counted as directories. Default off.
    pub(crate) one_file_system: bool,
    /// Where owner names come from. Default: the system's user database.
    pub(crate) owner_names: OwnerNames,
    /// How many unreadable paths to keep as examples. Default 5.
    pub(crate) max_unreadable_examples: usize,
    /// When the data was taken; `None` (default): the clock at the end of a
    /// walk, the newest listing file's modification time for listings.
    pub(crate) taken: Option<Taken>,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            size_boundaries: vec![4 * KIB, MIB, 64 * MIB, GIB],
            max_types: 200,
            threads: 0,
            progress: true,
            one_file_system: false,
            owner_names: OwnerNames::System,
            max_unreadable_examples: 5,
            taken: None,
        }
    }
}

impl ScanOptions {
    pub(super) fn validate(&self) -> Result<(), ScanError> {
        let b = &self.size_boundaries;
        if b.first() == Some(&0) || b.windows(2).any(|w| w[0] >= w[1]) {
            return Err(ScanError::Options(format!(
                "size boundaries must be strictly ascending and above 0, got {b:?}"
            )));
        }
        Ok(())
    }

    /// The worker threads: [`ScanOptions::threads`], or one per CPU.
    pub(super) fn workers(&self) -> usize {
        match self.threads {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        }
    }
}

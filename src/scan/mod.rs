// The module documentation is docs/usage-format.md: one text for readers of
// the code and of the format.
#![doc = include_str!("../../docs/usage-format.md")]

mod error;
mod keys;
mod listing;
mod months;
mod mounts;
mod options;
mod owners;
pub mod synthetic;
mod table;
mod usage;
mod walk;

#[cfg(test)]
mod tests;

use std::path::PathBuf;

pub(crate) use self::error::ScanError;
pub(crate) use self::listing::{usage_from_listings, Format, ListingOptions};
pub(crate) use self::options::ScanOptions;
/// The Storage Scale policy file that makes a list `usage_from_listings` reads.
pub const GPFS_POLICY: &str = include_str!("listing/gpfs.pol");
pub(crate) use self::table::parse_usage_csv;
pub(crate) use self::table::write_usage_csv;
pub(crate) use crate::model::usage::Usage;

/// Walks `roots` in parallel and aggregates what is below them (see the
/// module documentation for what is counted). Unreadable entries are counted,
/// not fatal; a root that is missing, not a directory or inside another root
/// is an error.
pub(crate) fn scan(roots: &[PathBuf], opts: &ScanOptions) -> Result<Usage, ScanError> {
    walk::scan_with(roots, opts, &walk::Hooks::default())
}

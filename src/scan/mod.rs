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

pub(crate) use self::error::ScanError;
pub(crate) use self::listing::{usage_from_listings, Format, ListingOptions};
pub(crate) use self::options::ScanOptions;
/// The Storage Scale policy file that makes a list `usage_from_listings` reads.
pub const GPFS_POLICY: &str = include_str!("listing/gpfs.pol");
pub(crate) use self::table::parse_usage_csv;
pub(crate) use self::table::write_usage_csv;
pub(crate) use self::walk::scan;
pub(crate) use crate::model::usage::Usage;

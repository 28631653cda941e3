//! `Usage` from the file lists that storage engines write: `find -printf`,
//! the Storage Scale policy engine (`mmapplypolicy`), Lustre's
//! `lfs find --printf` and mpiFileUtils' `dwalk --text` (formats in the
//! module documentation of `scan`).
//!
//! Streaming, in parallel, in bounded memory: one thread reads a list in
//! chunks of about 1 MiB cut at line ends and hands them to worker
//! threads through a bounded queue, and the workers hand the buffers back
//! for reuse; each worker parses its lines into its own `Tally` (the
//! common `find` line in one pass, owners by uid, types and
//! filesets by packed integer keys, months by a table of month starts). Memory is the queue, the tallies (which grow with distinct
//! owners, types, filesets and months) and the files listed with several
//! links, kept until the end to count each inode once under its smallest
//! path. Line numbers in errors are exact: every chunk's line count is kept,
//! and the error of the earliest chunk is the one reported.

mod chunks;
mod dwalk;
mod find;
mod gpfs;
mod lfs;
mod record;
mod run;

#[cfg(test)]
pub(super) const CHUNK_FOR_TESTS: usize = chunks::CHUNK;
pub(crate) use self::record::Format;
pub(crate) use self::run::{usage_from_listings, ListingOptions};

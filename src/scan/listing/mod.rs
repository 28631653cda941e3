//! `Usage` from the file lists that storage engines write: `find -printf`,
//! the Storage Scale policy engine (`mmapplypolicy`), Lustre's
//! `lfs find --printf` and mpiFileUtils' `dwalk --text` (formats in the
//! module documentation of `scan`).
//!
//! In parallel, in bounded memory: a list is cut into chunks of about
//! 1 MiB at line ends. A file is mapped and its workers take the next chunk
//! where it lies (no copy: the copy was 14 % of the CPU); standard input is
//! read by one thread into buffers that go to the workers through a
//! bounded queue and come back for reuse. Each worker parses its lines into its own `Tally` (the
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
mod work;

#[cfg(test)]
pub(super) const CHUNK_FOR_TESTS: usize = chunks::CHUNK;
pub(crate) use self::record::Format;
pub(crate) use self::run::{usage_from_listings, ListingOptions};

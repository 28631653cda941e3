//! File-system usage for the analytics section: who owns the capacity and
//! the files, which file types and filesets, how file sizes are spread and
//! how the capacity grew over time.
//!
//! Three ways in, one aggregate ([`Usage`]) and one file format out:
//!
//! * [`scan`] walks directory trees in parallel (`walk`);
//! * [`usage_from_listing`] reads a `find -printf` listing made where the
//!   tool cannot run (`listing`);
//! * [`read_usage_csv`] reads a usage CSV back; [`write_usage_csv`] writes
//!   one (`table`).
//!
//! `usage` holds the aggregate and its accumulator, `month` the calendar
//! months, `passwd` the owner names, `error` the errors.
//!
//! # What is counted
//!
//! * The roots themselves are not counted; everything below them is. A root
//!   that is a symbolic link to a directory is followed; below the roots,
//!   symbolic links are counted (`symlinks`) and never followed, so link
//!   loops are harmless.
//! * Only regular files are sized and appear in the `owner`, `type`,
//!   `fileset`, `size` and `mtime` sections; their size is the apparent size
//!   (`st_size`, what `ls -l` and `find -printf %s` show), not the allocated
//!   blocks. Directories, symbolic links and other entries (sockets, FIFOs,
//!   devices) are counted in the totals only.
//! * A file with several hard links is counted once per (device, inode),
//!   under its smallest path (roots in the order given, then path bytes);
//!   every other name of it adds one to `hardlink_duplicates`.
//! * An entry that cannot be read (a directory that cannot be listed, a file
//!   that vanished before its `lstat`, …) adds one to `unreadable` and the
//!   scan goes on; a few example paths are kept in
//!   [`Usage::unreadable_examples`] (not in the CSV). A directory that
//!   cannot be listed is still counted in `dirs`.
//! * Owner: the user name of the file's uid from the passwd file (local
//!   entries only), or `uid:<n>`.
//! * Type: the lowercase extension — what follows the last `.` of the name
//!   when something precedes that dot and the rest is 1 … 16 characters
//!   without whitespace or parentheses — or `(none)`. The `max_types` types
//!   with the most bytes are kept, the rest are summed as `(other)`.
//! * Fileset: the first path component below the root; files directly in a
//!   root are in `(root)`. Filesets of the same name under different roots
//!   are merged.
//! * Size bins: `[0, b₁)`, `[b₁, b₂)`, …, `[bₙ, ∞)` for the boundaries of
//!   [`ScanOptions::size_boundaries`] (default 4 KiB, 1 MiB, 64 MiB, 1 GiB).
//! * Month: the calendar month (UTC) of the file's modification time.
//!
//! # Usage CSV
//!
//! One tidy table, UTF-8, comma-separated, `\n` line ends, quoted as RFC 4180
//! where a key needs it, header `section,key,files,bytes`. Counts are
//! non-negative integers without separators. Rows, in this order:
//!
//! | `section` | `key` | `files` | `bytes` |
//! |---|---|---|---|
//! | `total` | `files`, `dirs`, `symlinks`, `other`, `hardlink_duplicates`, `unreadable` | the count | empty |
//! | `total` | `bytes` | empty | bytes of all counted files |
//! | `owner` | user name, or `uid:<n>` | files | bytes |
//! | `type` | lowercase extension, `(none)`, `(other)` | files | bytes |
//! | `fileset` | first path component under a root, `(root)` | files | bytes |
//! | `size` | the bin's lower bound in bytes: `0`, `4096`, `1048576`, … | files | bytes |
//! | `mtime` | month of the modification time, `YYYY-MM` (UTC) | files | bytes |
//!
//! * Every `total` key appears once, in the order `files`, `dirs`,
//!   `symlinks`, `other`, `bytes`, `hardlink_duplicates`, `unreadable`.
//!   `owner`, `type` and `fileset` rows are
//!   sorted by bytes descending, then files descending, then key; `size`
//!   rows by lower bound (every bin is written, empty ones too, the first is
//!   `0`); `mtime` rows by month (only months with files).
//! * In each of `owner`, `type`, `fileset`, `size` and `mtime`, the rows add
//!   up to `total,files` and `total,bytes`.
//! * The capacity-over-time view is the running sum of the `mtime` bytes.
//!
//! ```text
//! section,key,files,bytes
//! total,files,5,
//! total,dirs,2,
//! total,symlinks,1,
//! total,other,0,
//! total,bytes,,1060864
//! total,hardlink_duplicates,1,
//! total,unreadable,0,
//! owner,alice,3,1052672
//! owner,uid:1001,2,8192
//! type,h5,1,1048576
//! type,txt,4,12288
//! fileset,proj-a,4,1056768
//! fileset,(root),1,4096
//! size,0,1,0
//! size,4096,3,12288
//! size,1048576,1,1048576
//! size,67108864,0,0
//! size,1073741824,0,0
//! mtime,2023-11,2,8192
//! mtime,2024-01,3,1052672
//! ```
//!
//! [`read_usage_csv`] accepts the rows in any order and checks all of the
//! above; an error names the file, the line and the column.
//!
//! # Listing format
//!
//! For a file system that cannot be scanned by this tool, make a listing
//! where it can be read, one file system per listing, and hand it to
//! [`usage_from_listing`]:
//!
//! ```text
//! find /gpfs/fs1 -xdev -printf '%s\t%U\t%u\t%T@\t%i\t%n\t%y\t%P\n' > fs1.listing
//! ```
//!
//! One entry per line, eight tab-separated columns:
//!
//! | # | `find` | meaning |
//! |---|---|---|
//! | 1 | `%s` | size in bytes |
//! | 2 | `%U` | numeric uid |
//! | 3 | `%u` | user name (`find` prints the uid when it has no name) |
//! | 4 | `%T@` | modification time, seconds since the epoch, optional fraction |
//! | 5 | `%i` | inode number |
//! | 6 | `%n` | number of hard links |
//! | 7 | `%y` | type: `f` file, `d` directory, `l` symbolic link, anything else other |
//! | 8 | `%P` | path relative to the starting point (empty for the starting point) |
//!
//! The starting point's own line (empty path) is skipped, as a scan does not
//! count its roots. Files with more than one link are deduplicated by inode,
//! so a listing must not span file systems (`-xdev`). Owners are the names in
//! column 3 (or `uid:<n>` when that column is the number itself).
//!
//! Limitation: a path containing a tab or a newline cannot be represented.
//! A tab gives a line with too many columns, a newline a line with too few
//! (the one after the break): both are errors, unless a name was made to
//! look like a whole listing line after its newline.
//! A file ending without `\n` is accepted. `unreadable` is 0: `find`
//! reports those on its standard error. Errors name the file, the line and
//! the column (1 … 8, or 9 for a surplus column).

mod error;
mod listing;
mod month;
mod passwd;
pub mod synthetic;
mod table;
mod usage;
mod walk;

#[cfg(test)]
mod tests;

use std::path::PathBuf;

pub use self::error::ScanError;
pub use self::listing::usage_from_listing;
pub use self::month::Month;
pub(crate) use self::table::parse_usage_csv;
pub use self::table::{read_usage_csv, write_usage_csv};
pub use self::usage::{
    file_type_key, Entry, MonthBin, SizeBin, Totals, Unreadable, Usage, NO_EXTENSION, OTHER_TYPES, ROOT_FILESET,
};

/// KiB, MiB and GiB.
const KIB: u64 = 1 << 10;
const MIB: u64 = 1 << 20;
const GIB: u64 = 1 << 30;

/// How to scan and aggregate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScanOptions {
    /// Boundaries between size bins, in bytes, strictly ascending, none 0:
    /// `n` boundaries give `n + 1` bins. Default 4 KiB, 1 MiB, 64 MiB, 1 GiB.
    pub size_boundaries: Vec<u64>,
    /// File types kept by bytes before the rest become `(other)`. Default 200.
    pub max_types: usize,
    /// Worker threads; 0 (default) = one per CPU.
    pub threads: usize,
    /// A progress spinner on stderr, only when stderr is a terminal. Default on.
    pub progress: bool,
    /// Do not descend into directories on another device than their root
    /// (like `find -xdev`); they are still counted as directories. Default off.
    pub one_file_system: bool,
    /// Where owner names come from. Default `/etc/passwd`.
    pub passwd: PathBuf,
    /// How many unreadable paths to keep as examples. Default 5.
    pub max_unreadable_examples: usize,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            size_boundaries: vec![4 * KIB, MIB, 64 * MIB, GIB],
            max_types: 200,
            threads: 0,
            progress: true,
            one_file_system: false,
            passwd: PathBuf::from("/etc/passwd"),
            max_unreadable_examples: 5,
        }
    }
}

impl ScanOptions {
    fn validate(&self) -> Result<(), ScanError> {
        let b = &self.size_boundaries;
        if b.first() == Some(&0) || b.windows(2).any(|w| w[0] >= w[1]) {
            return Err(ScanError::Options(format!(
                "size boundaries must be strictly ascending and above 0, got {b:?}"
            )));
        }
        Ok(())
    }
}

/// Walks `roots` in parallel and aggregates what is below them (see the
/// module documentation for what is counted). Unreadable entries are counted,
/// not fatal; a root that is missing, not a directory or inside another root
/// is an error.
pub fn scan(roots: &[PathBuf], opts: &ScanOptions) -> Result<Usage, ScanError> {
    walk::scan_with(roots, opts, &walk::Hooks::default())
}

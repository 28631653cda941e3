//! `pixreport scan`: a usage dataset (per owner, file type, fileset, size
//! and month) from real directory trees or from the file lists of storage
//! engines (`find`, Storage Scale policies, `lfs find`, `dwalk`).

use crate::model::usage::Taken;
use crate::scan::{scan, usage_from_listings, write_usage_csv, Format, ListingOptions, ScanOptions, Usage};
use anyhow::{bail, Result};
use std::path::PathBuf;

#[derive(Debug, Clone, Default)]
pub struct ScanArgsResolved {
    pub roots: Vec<PathBuf>,
    pub listings: Vec<PathBuf>,
    /// `None`: detected per list.
    pub format: Option<Format>,
    pub root: Option<PathBuf>,
    /// Print the Storage Scale policy instead of scanning.
    pub print_gpfs_policy: bool,
    /// Print the synthetic listing instead of aggregating it.
    pub emit_listing: bool,
    pub one_file_system: bool,
    pub taken: Option<Taken>,
    /// The file system's name for the CSV (`--filesystem`).
    pub filesystem: Option<String>,
    pub output: Option<PathBuf>,
    pub threads: usize,
    pub size_boundaries: Option<Vec<u64>>,
    pub force: bool,
    /// (seed, files) for the synthetic generator.
    pub synthetic: Option<(u64, usize)>,
}

/// Most worker threads a scan uses: beyond a few per CPU, more threads
/// only add contention (and `--threads 100000` spent minutes spawning).
pub fn thread_cap() -> usize {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    (4 * cpus).clamp(4, 256)
}

pub fn run(a: &ScanArgsResolved) -> Result<(Usage, Vec<u8>)> {
    let cap = thread_cap();
    let threads = if a.threads > cap {
        eprintln!(
            "warning: --threads {}: more than this machine can use; scanning with {cap} (4 per CPU, at most 256)",
            a.threads
        );
        cap
    } else {
        a.threads
    };
    let mut opts = ScanOptions {
        threads,
        one_file_system: a.one_file_system,
        taken: a.taken,
        ..ScanOptions::default()
    };
    if let Some(b) = &a.size_boundaries {
        opts.size_boundaries = b.clone();
    }
    let listing = !a.listings.is_empty();
    let mut usage = match (listing, a.roots.is_empty()) {
        _ if a.synthetic.is_some() && (listing || !a.roots.is_empty()) => {
            bail!("--synthetic generates data: give no folders and no --listing")
        }
        (false, true) if a.synthetic.is_some() => {
            let (seed, files) = a.synthetic.unwrap_or_default();
            crate::scan::synthetic::synthetic_usage(seed, files, &opts)?
        }
        (true, true) => {
            let lopts = ListingOptions {
                format: a.format,
                root: a.root.clone(),
                undated: false,
            };
            usage_from_listings(&a.listings, &lopts, &opts)?
        }
        (false, false) => scan(&a.roots, &opts)?,
        (true, false) => bail!("give either folders to scan or --listing, not both"),
        (false, true) => bail!("give folders to scan, or --listing FILE"),
    };
    usage.filesystem = a.filesystem.clone();
    let mut csv = Vec::new();
    write_usage_csv(&usage, &mut csv)?;
    if let Some(out) = &a.output {
        super::write_output(out, &csv, a.force)?;
    }
    Ok((usage, csv))
}

//! `pixreport scan`: a usage dataset (per owner, file type, fileset, size
//! and month) from real directory trees or from the file lists of storage
//! engines (`find`, Storage Scale policies, `lfs find`, `dwalk`).

use crate::cli::ScanArgs;
use crate::model::usage::Taken;
use crate::scan::{scan, usage_from_listings, write_usage_csv, Format, ListingOptions, ScanOptions, Usage};
use anyhow::{bail, Result};

/// The scan's options and `--filesystem` from the command line, each value
/// checked (before anything is printed or read).
pub(super) fn options(a: &ScanArgs) -> Result<(ScanOptions, Option<String>)> {
    let mut opts = ScanOptions {
        threads: a.threads,
        one_file_system: a.one_file_system,
        ..ScanOptions::default()
    };
    if let Some(s) = &a.size_bins {
        opts.size_boundaries = (s.split(','))
            .map(|x| x.trim().parse::<crate::model::Size>().map(|z| z.0))
            .collect::<Result<Vec<u64>, String>>()
            .map_err(anyhow::Error::msg)?;
    }
    if let Some(t) = &a.taken {
        opts.taken = Some(Taken::parse(t).ok_or_else(|| {
            anyhow::anyhow!(
                "--taken {t}: expected a time like 2024-03-01T12:00:00Z, a date like 2024-03-01, or seconds since 1970"
            )
        })?);
    }
    let filesystem = match a.filesystem.as_deref().map(str::trim) {
        Some(f) if f.is_empty() || f.contains(['\n', '\r']) => {
            bail!("--filesystem: expected a name on one line, e.g. fs1")
        }
        f => f.map(str::to_owned),
    };
    Ok((opts, filesystem))
}

/// Most worker threads a scan uses: beyond a few per CPU, more threads
/// only add contention (and `--threads 100000` spent minutes spawning).
pub fn thread_cap() -> usize {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
    (4 * cpus).clamp(4, 256)
}

pub fn run(a: &ScanArgs, (mut opts, filesystem): (ScanOptions, Option<String>)) -> Result<(Usage, Vec<u8>)> {
    let cap = thread_cap();
    if a.threads > cap {
        eprintln!(
            "warning: --threads {}: more than this machine can use; scanning with {cap} (4 per CPU, at most 256)",
            a.threads
        );
        opts.threads = cap;
    }
    let listing = !a.listing.is_empty();
    let mut usage = match (listing, a.roots.is_empty()) {
        _ if a.synthetic.is_some() && (listing || !a.roots.is_empty()) => {
            bail!("--synthetic generates data: give no folders and no --listing")
        }
        (false, true) if a.synthetic.is_some() => {
            crate::scan::synthetic::synthetic_usage(a.synthetic.unwrap_or_default(), a.files, &opts)?
        }
        (true, true) => {
            let lopts = ListingOptions {
                format: a.format.as_deref().and_then(Format::parse),
                root: a.root.clone(),
                undated: false,
            };
            usage_from_listings(&a.listing, &lopts, &opts)?
        }
        (false, false) => scan(&a.roots, &opts)?,
        (true, false) => bail!("give either folders to scan or --listing, not both"),
        (false, true) => bail!("give folders to scan, or --listing FILE"),
    };
    usage.filesystem = filesystem;
    let mut csv = Vec::new();
    write_usage_csv(&usage, &mut csv)?;
    if let Some(out) = &a.output {
        super::write_output(out, &csv, a.force)?;
    }
    Ok((usage, csv))
}

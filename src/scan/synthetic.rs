//! A documented generator of **synthetic** usage data, for demonstrating the
//! analytics section where no real scan of an HPC file system is available.
//! Its output must always be labelled `synthetic`.
//!
//! The model, fixed by the seed (same seed, same bytes):
//! * 36 users whose share of files follows Zipf's law (exponent 1.1), so a
//!   few users hold most files, as on real shared file systems;
//! * 9 project filesets plus `home`, each user working in two of them;
//! * 18 file types, each with its own log-normal size distribution (median
//!   and spread chosen to resemble HPC data: large HDF5/NetCDF/container
//!   images, medium checkpoints and archives, many tiny logs and sources);
//! * modification times from 2013-01 to 2019-09, with the number of files
//!   written per month growing 4 % a month.
//!
//! The generator writes a `find -printf` style listing (see `scan`'s module
//! documentation) and aggregates it with the same code as a real listing.

use super::{usage_from_listings, Format, ListingOptions, ScanError, ScanOptions, Usage};
use crate::rng::SplitMix64;
use std::io::Write;

const USERS: &str = "mrossi lbianchi gchen nguyenvan alee jsmith pwang tranthi fferrari kmorgan hlin \
                     dcolombo phamminh rkhan ylin sgreco ehuang lethu mgarcia bwu cromano vuduc tbrown zliu \
                     aricci hoangan owilson jzhao mmarino dangkim spatel xyang egallo buiquang lmartin qsun";

const FILESETS: &str = "climate genomics cfd astro materials ml-training bioimaging seismic qcd home";

/// (extension, median size in bytes, log-normal sigma, relative frequency).
const TYPES: [(&str, f64, f64, f64); 18] = [
    ("h5", 2.0e9, 1.6, 3.0),
    ("nc", 8.0e8, 1.4, 4.0),
    ("sif", 3.0e9, 0.6, 0.2),
    ("pt", 4.0e8, 1.2, 1.2),
    ("npy", 6.0e7, 1.8, 3.0),
    ("tar", 1.5e9, 1.5, 0.8),
    ("gz", 2.0e8, 2.0, 2.5),
    ("fastq", 5.0e8, 1.0, 1.5),
    ("bam", 3.0e9, 0.9, 0.7),
    ("dat", 2.0e7, 2.5, 8.0),
    ("bin", 5.0e7, 2.2, 4.0),
    ("log", 8.0e3, 1.8, 20.0),
    ("out", 2.0e4, 1.5, 12.0),
    ("txt", 3.0e3, 1.6, 10.0),
    ("py", 6.0e3, 1.0, 6.0),
    ("c", 1.2e4, 1.1, 5.0),
    ("png", 3.0e5, 1.2, 6.0),
    ("", 1.0e5, 3.0, 8.0),
];

fn pick(rng: &mut SplitMix64, cumulative: &[f64]) -> usize {
    let total = cumulative.last().copied().unwrap_or(1.0);
    let x = rng.uniform() * total;
    cumulative.iter().position(|c| x < *c).unwrap_or(cumulative.len() - 1)
}

fn cumulate(w: impl Iterator<Item = f64>) -> Vec<f64> {
    let mut acc = 0.0;
    w.map(|x| {
        acc += x;
        acc
    })
    .collect()
}

/// The listing of `files` synthetic files.
pub fn synthetic_listing(seed: u64, files: usize, out: &mut impl Write) -> std::io::Result<()> {
    let mut rng = SplitMix64(seed ^ 0x5157_4E54_4845_5449);
    let names: Vec<&str> = USERS.split_whitespace().collect();
    let sets: Vec<&str> = FILESETS.split_whitespace().collect();
    let users = cumulate((1..=names.len()).map(|k| 1.0 / (k as f64).powf(1.1)));
    let types = cumulate(TYPES.iter().map(|t| t.3));
    // 2013-01 … 2019-09 = 81 months, 4 % more files every month.
    let months = 81usize;
    let per_month = cumulate((0..months).map(|m| 1.04f64.powi(m as i32)));
    let start = 1_356_998_400i64; // 2013-01-01T00:00:00Z
    for (u, user) in names.iter().enumerate() {
        let uid = 2000 + u as u32;
        for f in [sets[(u * 7) % 9], sets[9]] {
            writeln!(
                out,
                "4096\t{uid}\t{user}\t{start}\t{}\t2\td\t{f}/{user}",
                1_000_000 + u * 2
            )?;
        }
    }
    for i in 0..files {
        let u = pick(&mut rng, &users);
        let t = pick(&mut rng, &types);
        let (ext, median, sigma, _) = TYPES[t];
        let size = (median * (sigma * rng.normal()).exp()).clamp(0.0, 4.0e12) as u64;
        let m = pick(&mut rng, &per_month) as i64;
        let mtime = start + m * 2_629_746 + (rng.next_u64() % 2_600_000) as i64;
        let fileset = if rng.next_u64().is_multiple_of(5) {
            sets[9]
        } else {
            sets[(u * 7) % 9]
        };
        let dot = if ext.is_empty() { "" } else { "." };
        let name = format!("f{i:07}{dot}{ext}");
        writeln!(
            out,
            "{size}\t{}\t{}\t{mtime}\t{}\t1\tf\t{fileset}/{}/{name}",
            2000 + u,
            names[u],
            10_000_000 + i,
            names[u]
        )?;
    }
    Ok(())
}

/// Synthetic usage: the listing above, aggregated as a real listing is.
pub(crate) fn synthetic_usage(seed: u64, files: usize, opts: &ScanOptions) -> Result<Usage, ScanError> {
    let io = |source| ScanError::Io {
        path: "(synthetic listing)".into(),
        source,
    };
    let mut f = tempfile::NamedTempFile::new().map_err(io)?;
    {
        let mut w = std::io::BufWriter::new(f.as_file_mut());
        synthetic_listing(seed, files, &mut w).map_err(io)?;
        w.flush().map_err(io)?;
    }
    let lopts = ListingOptions {
        format: Some(Format::Find),
        root: None,
        undated: true,
    };
    usage_from_listings(&[f.path().to_path_buf()], &lopts, opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_shaped_like_a_shared_file_system() {
        let opts = ScanOptions::default();
        let a = synthetic_usage(1, 20_000, &opts).unwrap();
        assert_eq!(a, synthetic_usage(1, 20_000, &opts).unwrap());
        assert_ne!(a, synthetic_usage(2, 20_000, &opts).unwrap());
        assert_eq!(a.totals.files, 20_000);
        assert_eq!(a.owners.len(), 36);
        // Zipf: the top user holds far more files than an even share.
        let top = a.owners.iter().map(|e| e.files).max().unwrap();
        assert!(top as f64 > 3.0 * 20_000.0 / 36.0, "{top}");
        // Small files dominate the count, large ones the capacity.
        let small = a.sizes[0].files as f64 / a.totals.files as f64;
        let small_bytes = a.sizes[0].bytes as f64 / a.totals.bytes as f64;
        assert!(small > 0.15 && small_bytes < 0.001, "{small} {small_bytes}");
        assert_eq!(a.months.first().unwrap().month.to_string(), "2013-01");
    }
}

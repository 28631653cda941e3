//! The pipeline of `listing`: each list is cut into chunks at line ends,
//! workers parse and tally them, the tallies and the files with several
//! links are merged at the end. A file is mapped into memory and cut where
//! it lies; standard input is read into buffers by this thread.

use std::path::{Path, PathBuf};

use super::chunks::{open_input, Input, MAX_LINE};
use super::record::{Format, Kind};
use super::work::{parse, read_chunks, read_mapped, Ctx, Found};
use crate::model::usage::{Taken, Usage};
use crate::scan::error::ScanError;
use crate::scan::options::ScanOptions;
use crate::scan::owners::unknown_uid;
use crate::scan::usage::Tally;

/// How to read listings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct ListingOptions {
    /// The format; `None`: detected from each list's first line.
    pub(crate) format: Option<Format>,
    /// The directory the lists were made from, for formats that print
    /// absolute paths; `None`: the first line of each list, when it is a
    /// directory (`lfs find` and `dwalk` print their starting point first).
    pub(crate) root: Option<PathBuf>,
    /// Record no time for the data (synthetic data).
    pub(crate) undated: bool,
}

/// Aggregates several lists of one file system (one per node, per policy
/// bucket, per MDT …) into one usage: a file listed in two of them (same
/// inode) counts once. `-` reads standard input. Uses `size_boundaries`,
/// `max_types`, `threads` and `taken` of `opts`.
pub(crate) fn usage_from_listings(
    paths: &[PathBuf],
    lopts: &ListingOptions,
    opts: &ScanOptions,
) -> Result<Usage, ScanError> {
    opts.validate()?;
    if paths.is_empty() {
        return Err(ScanError::Listing("no listing was given".into()));
    }
    if paths.iter().filter(|p| p.as_os_str() == "-").count() > 1 {
        return Err(ScanError::Listing("standard input (`-`) can be read only once".into()));
    }
    // When the lists were taken: when the newest was last written.
    let newest = paths
        .iter()
        .filter(|p| p.as_os_str() != "-")
        .filter_map(|p| std::fs::metadata(p).ok()?.modified().ok())
        .max()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map(|d| Taken(i64::try_from(d.as_secs()).unwrap_or(i64::MAX)));
    let stdin_only = paths.iter().all(|p| p.as_os_str() == "-");
    let taken = match (lopts.undated, opts.taken) {
        (true, _) => None,
        (false, Some(t)) => Some(t),
        (false, None) if stdin_only => Some(crate::scan::walk::now()),
        (false, None) => newest,
    };
    let bins = opts.size_boundaries.len() + 1;
    let keep = opts.max_unreadable_examples;
    let mut all = Found {
        tally: Tally::new(bins, taken.map(|t| t.0)),
        ..Found::default()
    };
    for path in paths {
        let found = read_one(path, lopts, opts, taken)?;
        all.merge(found, keep);
    }
    let bounds = &opts.size_boundaries;
    let names = all.names;
    let name = |uid: u32| match names.get(&uid) {
        Some(n) if !n.is_empty() && **n != *uid.to_string().as_bytes() => String::from_utf8_lossy(n).into_owned(),
        _ => unknown_uid(uid),
    };
    all.tally.finish(bounds, opts.max_types, name, taken)
}

/// Reads one list (a file, or `-` for standard input).
fn read_one(path: &Path, lopts: &ListingOptions, opts: &ScanOptions, taken: Option<Taken>) -> Result<Found, ScanError> {
    let shown: PathBuf = if path.as_os_str() == "-" {
        "(standard input)".into()
    } else {
        path.into()
    };
    let io = |source| ScanError::Io {
        path: shown.clone(),
        source,
    };
    let input = open_input(path).map_err(io)?;
    // The first chunk decides the format and the starting point.
    let head = input.head();
    let tally = Tally::new(opts.size_boundaries.len() + 1, taken.map(|t| t.0));
    let line1_end = memchr::memchr(b'\n', head).unwrap_or(head.len());
    let line1 = &head[..line1_end];
    if line1.is_empty() && head.len() <= 1 {
        return Ok(Found {
            tally,
            ..Found::default()
        }); // an empty list
    }
    let format = match lopts.format.or_else(|| Format::detect(line1)) {
        Some(f) => f,
        None => {
            let msg = format!(
                "not a known list: expected a line of `find -printf`, a Storage Scale policy list, `lfs find --printf` or `dwalk --text` (or name it with --format {})",
                Format::NAMES.join("|")
            );
            return Err(ScanError::parse(&shown, 1, 1, msg));
        }
    };
    let wide = format == Format::Find && line1.iter().filter(|&&b| b == b'\t').count() == 9;
    let root =
        starting_point(format, wide, line1, lopts).map_err(|(column, msg)| ScanError::parse(&shown, 1, column, msg))?;
    let ctx = Ctx {
        format,
        wide,
        root,
        bounds: &opts.size_boundaries,
    };
    let (read_result, found) = match input {
        Input::Mapped(map) => read_mapped(&map, &ctx, opts, tally),
        Input::Stream(r, first) => read_chunks(r, first, &ctx, opts, tally),
    };
    let (chunks, too_long) = read_result.map_err(io)?;
    let long = format!("line longer than {} KiB: not a listing", MAX_LINE >> 10);
    let error = found.error.clone().or_else(|| too_long.then_some((chunks, 1, 1, long)));
    if let Some((chunk, line, column, msg)) = error {
        let before: u64 = found.lines.iter().filter(|(c, _)| *c < chunk).map(|(_, n)| n).sum();
        return Err(ScanError::parse(&shown, before + line, column, msg));
    }
    Ok(found)
}

/// The directory a list of absolute paths starts at: `--root`, else the
/// first line's directory (a policy list may have none). Errors give the
/// column and message for line 1.
fn starting_point(
    format: Format,
    wide: bool,
    line1: &[u8],
    lopts: &ListingOptions,
) -> Result<Option<Vec<u8>>, (usize, String)> {
    Ok(match (&lopts.root, format.absolute()) {
        (_, false) => None,
        (Some(r), true) => Some(
            r.as_os_str()
                .as_encoded_bytes()
                .strip_suffix(b"/")
                .unwrap_or(r.as_os_str().as_encoded_bytes())
                .to_vec(),
        ),
        (None, true) => match parse(format, wide, line1) {
            Ok(r) if r.kind == Kind::Dir => Some(r.path.strip_suffix(b"/").unwrap_or(&r.path).to_vec()),
            _ if format == Format::GpfsPolicy => None,
            Ok(_) => {
                let msg = format!(
                    "the first line of a `{}` list must be its starting directory; name it with --root",
                    format.name()
                );
                return Err((1, msg));
            }
            Err(e) => return Err(e),
        },
    })
}

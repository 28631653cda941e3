//! The pipeline of `listing`: each list is cut into chunks at line ends,
//! workers parse and tally them, the tallies and the files with several
//! links are merged at the end. A file is mapped into memory and cut where
//! it lies; standard input is read into buffers by this thread.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel};
use std::sync::{Mutex, PoisonError};

use super::chunks::{feed, fill, Chunk, CHUNK, MAX_LINE};
use super::record::{Fileset, Format, Kind, Record};
use super::{dwalk, find, gpfs, lfs};
use crate::model::usage::{Taken, Usage, ROOT_FILESET};
use crate::scan::error::ScanError;
use crate::scan::options::ScanOptions;
use crate::scan::owners::unknown_uid;
use crate::scan::usage::{FileFacts, Link, Tally};
use rustc_hash::FxHashMap;

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

/// How to read one list.
struct Ctx<'a> {
    format: Format,
    /// Ten-column `find` lines.
    wide: bool,
    /// The starting point of absolute paths, without a trailing `/`.
    root: Option<Vec<u8>>,
    bounds: &'a [u64],
}

/// What one worker found.
#[derive(Default)]
struct Found {
    tally: Tally,
    /// Owner names by uid, as listed.
    names: FxHashMap<u32, Box<[u8]>>,
    /// (chunk, lines in it).
    lines: Vec<(u64, u64)>,
    /// The first error: (chunk, line in the chunk, column, message).
    error: Option<(u64, u64, usize, String)>,
}

impl Found {
    fn merge(&mut self, other: Found, keep: usize) {
        self.tally.merge(other.tally, keep);
        for (uid, name) in other.names {
            let n = self.names.entry(uid).or_insert_with(|| name.clone());
            if name < *n {
                *n = name;
            }
        }
    }
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
    let mut input = open_input(path).map_err(io)?;
    // The first chunk decides the format and the starting point.
    let (first, filled) = match &mut input {
        Input::Mapped(_) => (Vec::new(), 0),
        Input::Stream(r) => {
            let mut first = vec![0; CHUNK];
            let filled = fill(r.as_mut(), &mut first, 0).map_err(io)?;
            (first, filled)
        }
    };
    let head = match &input {
        Input::Mapped(map) => &map[..map.len().min(CHUNK)],
        Input::Stream(_) => &first[..filled],
    };
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
        Input::Stream(r) => read_chunks(r, (first, filled), &ctx, opts, tally),
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

/// A list's bytes.
enum Input {
    /// A regular file, mapped: the workers parse it where the page cache
    /// holds it. Like ripgrep, this trusts the file not to shrink while it
    /// is read (the kernel would stop the process).
    Mapped(memmap2::Mmap),
    /// Standard input, read in chunks.
    Stream(Box<dyn Read>),
}

/// The list: standard input for `-`, else a regular file only (a FIFO
/// would hang and /dev/zero never ends).
fn open_input(path: &Path) -> std::io::Result<Input> {
    if path.as_os_str() == "-" {
        return Ok(Input::Stream(Box::new(std::io::stdin().lock())));
    }
    let file = crate::fsx::open_regular(path)
        .map_err(|e| std::io::Error::other(e.to_string().replace(&format!("{}: ", path.display()), "")))?;
    // SAFETY: the map is only read; a file truncated meanwhile ends the
    // process with SIGBUS (see `Input`).
    match unsafe { memmap2::Mmap::map(&file) } {
        Ok(map) => {
            // A hint for read-ahead from disk; nothing depends on it.
            let _ = map.advise(memmap2::Advice::Sequential);
            Ok(Input::Mapped(map))
        }
        // No room to map it (`ulimit -v` on a login node): read it.
        Err(_) => Ok(Input::Stream(Box::new(file))),
    }
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

/// Reads the list in chunks on this thread while `opts.threads` workers
/// parse them; gives what reading said (chunks read, a line too long) and
/// what the workers found, merged.
fn read_chunks(
    mut input: Box<dyn Read>,
    first: (Vec<u8>, usize),
    ctx: &Ctx<'_>,
    opts: &ScanOptions,
    empty: Tally,
) -> (std::io::Result<(u64, bool)>, Found) {
    let abort = AtomicBool::new(false);
    let (tx, rx) = sync_channel::<Chunk>(opts.workers() * 2);
    let rx = Mutex::new(rx);
    // Workers hand read buffers back for reuse: no allocation and no
    // zeroing per chunk.
    let (back, spare) = channel::<Vec<u8>>();
    let work = |found: &mut Found| loop {
        let msg = rx.lock().unwrap_or_else(PoisonError::into_inner).recv();
        let Ok((seq, buf, len)) = msg else {
            return;
        };
        tally_chunk(found, seq, &buf[..len], ctx, &abort);
        // The reader may have finished: a buffer nobody takes is dropped.
        let _ = back.send(buf);
    };
    in_parallel(opts, empty, work, || {
        let read_result = feed(&mut input, first, &tx, &spare, &abort);
        drop(tx);
        read_result
    })
}

/// Parses a mapped list in chunks cut at line ends, as [`feed`] cuts a
/// stream; gives the same as [`read_chunks`].
fn read_mapped(
    map: &memmap2::Mmap,
    ctx: &Ctx<'_>,
    opts: &ScanOptions,
    empty: Tally,
) -> (std::io::Result<(u64, bool)>, Found) {
    let abort = AtomicBool::new(false);
    // (the next chunk's number, where it starts, a line too long was met).
    let cursor = Mutex::new((0u64, 0usize, false));
    let work = |found: &mut Found| loop {
        let (seq, chunk) = {
            let mut c = cursor.lock().unwrap_or_else(PoisonError::into_inner);
            let (seq, at, too_long) = &mut *c;
            let rest = &map[*at..];
            if rest.is_empty() || *too_long || abort.load(Ordering::Relaxed) {
                return;
            }
            let len = match (
                rest.len() <= CHUNK,
                memchr::memrchr(b'\n', &rest[..rest.len().min(CHUNK)]),
            ) {
                (true, _) => rest.len(),
                (false, Some(nl)) => nl + 1,
                // A chunk without a line end: a line longer than MAX_LINE.
                (false, None) => {
                    *too_long = true;
                    return;
                }
            };
            *at += len;
            *seq += 1;
            (*seq - 1, &rest[..len])
        };
        tally_chunk(found, seq, chunk, ctx, &abort);
        // The chunk's pages leave this process (the page cache keeps
        // them), so its resident memory stays that of a reader's buffers.
        // SAFETY: a shared read-only file map; a page touched again, by
        // another worker near a chunk's end, is read again from the cache.
        let offset = chunk.as_ptr() as usize - map.as_ptr() as usize;
        let _ = unsafe { map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, offset, chunk.len()) };
    };
    let (_, found) = in_parallel(opts, empty, work, || ());
    let (chunks, _, too_long) = cursor.into_inner().unwrap_or_else(PoisonError::into_inner);
    (Ok((chunks, too_long)), found)
}

/// Runs `opts.threads` workers beside `here` (on this thread), then merges
/// what the workers found: lines per chunk, the first error in the list.
fn in_parallel<R>(
    opts: &ScanOptions,
    empty: Tally,
    work: impl Fn(&mut Found) + Sync,
    here: impl FnOnce() -> R,
) -> (R, Found) {
    let keep = opts.max_unreadable_examples;
    std::thread::scope(|s| {
        let workers: Vec<_> = (0..opts.workers())
            .map(|_| {
                let mut found = Found {
                    tally: empty.clone(),
                    ..Found::default()
                };
                let work = &work;
                s.spawn(move || {
                    work(&mut found);
                    found
                })
            })
            .collect();
        let here = here();
        let mut found = Found {
            tally: empty,
            ..Found::default()
        };
        let mut lines = Vec::new();
        let mut errors = Vec::new();
        for w in workers {
            let f = w.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            lines.extend_from_slice(&f.lines);
            errors.extend(f.error.clone());
            found.merge(f, keep);
        }
        found.lines = lines;
        found.error = errors.into_iter().min_by_key(|e| (e.0, e.1));
        (here, found)
    })
}

/// Parses and tallies one chunk of whole lines (numbered `seq`); after the
/// first error only counts lines.
fn tally_chunk(found: &mut Found, seq: u64, chunk: &[u8], ctx: &Ctx<'_>, abort: &AtomicBool) {
    let body = chunk.strip_suffix(b"\n").unwrap_or(chunk);
    let mut n = 0u64;
    let mut start = 0;
    let ends = memchr::memchr_iter(b'\n', body).chain(std::iter::once(body.len()));
    for end in ends {
        let line = &body[start..end];
        start = end + 1;
        n += 1;
        if found.error.is_some() {
            continue; // only counting lines now
        }
        let result = match line.len() > MAX_LINE {
            true => Err((1, format!("line longer than {} KiB: not a listing", MAX_LINE >> 10))),
            // `add` borrows the record where `parse` built it: moving it costs a copy per line.
            false => match &parse(ctx.format, ctx.wide, line) {
                Ok(r) => add(found, r, ctx),
                Err(e) => Err(e.clone()),
            },
        };
        if let Err((column, msg)) = result {
            found.error = Some((seq, n, column, msg));
            abort.store(true, Ordering::Relaxed);
        }
    }
    found.lines.push((seq, n));
}

#[inline(always)]
fn parse(format: Format, wide: bool, line: &[u8]) -> Result<Record<'_>, (usize, String)> {
    match format {
        Format::Find => find::parse(line, wide),
        Format::GpfsPolicy => gpfs::parse(line),
        Format::LfsFind => lfs::parse(line),
        Format::Dwalk => dwalk::parse(line),
    }
}

/// Adds one record to a worker's findings.
#[inline(always)]
fn add(found: &mut Found, r: &Record<'_>, ctx: &Ctx<'_>) -> Result<(), (usize, String)> {
    let rel: &[u8] = match (&ctx.root, ctx.format.absolute()) {
        (_, false) => &r.path,
        (Some(root), true) => match r.path.strip_prefix(root.as_slice()) {
            Some([]) => return Ok(()), // the starting point
            Some([b'/', rest @ ..]) => rest,
            _ => {
                let msg = format!(
                    "`{}` is not below the starting point `{}`",
                    String::from_utf8_lossy(&r.path),
                    String::from_utf8_lossy(root)
                );
                return Err((1, msg));
            }
        },
        (None, true) => r.path.strip_prefix(b"/").unwrap_or(&r.path),
    };
    if rel.is_empty() {
        return Ok(()); // the starting point of a find listing
    }
    let t = &mut found.tally;
    match r.kind {
        Kind::Dir => t.totals.dirs += 1,
        Kind::Link => t.totals.symlinks += 1,
        Kind::Other => t.totals.other += 1,
        Kind::File => {
            // An owner's name is kept as first listed: looked up when the uid is new to the tally or the file has several links.
            let name_owner = |found: &mut Found| {
                if let Some(uid) = r.uid {
                    found.names.entry(uid).or_insert_with(|| r.user.as_ref().into());
                }
            };
            let fileset: &[u8] = match &r.fileset {
                Fileset::Named(n) => n,
                Fileset::FromPath => {
                    (rel.iter().position(|&b| b == b'/')).map_or(ROOT_FILESET.as_bytes(), |s| &rel[..s])
                }
            };
            let facts = FileFacts {
                size: r.size,
                allocated: r.allocated,
                uid: r.uid.unwrap_or(0),
                mtime: r.mtime,
            };
            match r.inode {
                Some(inode) if r.nlink > 1 => {
                    name_owner(found);
                    found.tally.links.push(Link {
                        inode,
                        root: 0,
                        path: r.path.to_vec(),
                        fileset: fileset.to_vec(),
                        facts,
                    });
                }
                _ => {
                    let owner = r.uid.is_none().then_some(r.user.as_ref());
                    let owners = found.tally.owners.len();
                    let c = found.tally.add_file_for(facts, rel, ctx.bounds, owner);
                    found.tally.add_fileset(fileset, c);
                    if found.tally.owners.len() > owners {
                        name_owner(found);
                    }
                }
            }
        }
    }
    Ok(())
}

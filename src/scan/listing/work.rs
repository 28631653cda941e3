//! The workers of `listing`: each takes the next chunk of whole lines,
//! parses every line and tallies it into its own findings, which are
//! merged when the list is read.

use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{channel, sync_channel};
use std::sync::{Mutex, PoisonError};

use super::chunks::{feed, release, Chunk, Cuts, MAX_LINE};
use super::record::{Fileset, Format, Kind, Record};
use super::{dwalk, find, gpfs, lfs};
use crate::model::usage::ROOT_FILESET;
use crate::scan::options::ScanOptions;
use crate::scan::usage::{FileFacts, Link, Tally};
use rustc_hash::FxHashMap;

/// How to read one list.
pub(super) struct Ctx<'a> {
    pub(super) format: Format,
    /// Ten-column `find` lines.
    pub(super) wide: bool,
    /// The starting point of absolute paths, without a trailing `/`.
    pub(super) root: Option<Vec<u8>>,
    pub(super) bounds: &'a [u64],
}

/// What one worker found.
#[derive(Default)]
pub(super) struct Found {
    pub(super) tally: Tally,
    /// Owner names by uid, as listed.
    pub(super) names: FxHashMap<u32, Box<[u8]>>,
    /// (chunk, lines in it).
    pub(super) lines: Vec<(u64, u64)>,
    /// The first error: (chunk, line in the chunk, column, message).
    pub(super) error: Option<(u64, u64, usize, String)>,
}

impl Found {
    pub(super) fn merge(&mut self, other: Found, keep: usize) {
        self.tally.merge(other.tally, keep);
        for (uid, name) in other.names {
            let n = self.names.entry(uid).or_insert_with(|| name.clone());
            if name < *n {
                *n = name;
            }
        }
    }
}

/// Reads the list in chunks on this thread while `opts.threads` workers
/// parse them; gives what reading said (chunks read, a line too long) and
/// what the workers found, merged.
pub(super) fn read_chunks(
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
pub(super) fn read_mapped(
    map: &memmap2::Mmap,
    ctx: &Ctx<'_>,
    opts: &ScanOptions,
    empty: Tally,
) -> (std::io::Result<(u64, bool)>, Found) {
    let abort = AtomicBool::new(false);
    let cuts = Mutex::new(Cuts::default());
    let work = |found: &mut Found| loop {
        let next = match abort.load(Ordering::Relaxed) {
            true => None,
            false => cuts.lock().unwrap_or_else(PoisonError::into_inner).next(map),
        };
        let Some((seq, chunk)) = next else {
            return;
        };
        tally_chunk(found, seq, chunk, ctx, &abort);
        release(map, chunk);
    };
    let (_, found) = in_parallel(opts, empty, work, || ());
    let cuts = cuts.into_inner().unwrap_or_else(PoisonError::into_inner);
    (Ok((cuts.seq, cuts.too_long)), found)
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
pub(super) fn parse(format: Format, wide: bool, line: &[u8]) -> Result<Record<'_>, (usize, String)> {
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

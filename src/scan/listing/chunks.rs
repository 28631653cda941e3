//! Cutting a list into chunks at line ends for the workers: the buffers go
//! out numbered through a bounded queue and come back for reuse.

use std::io::Read;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};

/// Bytes per chunk handed to a worker.
pub(super) const CHUNK: usize = 1 << 20;

/// Longest listing line accepted: a path is at most 4 KiB on Linux (GPFS's
/// escaping can triple it), so a longer line means the file is not a listing.
pub(super) const MAX_LINE: usize = 64 << 10;

/// Reads into `buf` after its first `filled` bytes until it is full or the
/// input ends; returns the bytes it now holds.
pub(super) fn fill(input: &mut dyn Read, buf: &mut [u8], mut filled: usize) -> std::io::Result<usize> {
    while filled < buf.len() {
        match input.read(&mut buf[filled..]) {
            Ok(0) => break,
            Ok(n) => filled += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(filled)
}

/// A numbered chunk: a buffer of [`CHUNK`] bytes and how many of them are
/// whole lines of the list.
pub(super) type Chunk = (u64, Vec<u8>, usize);

/// Cuts the input into chunks at line ends and sends them numbered,
/// starting with `first` (a buffer and the bytes already in it); buffers
/// come back through `spare`. Returns the number of chunks sent and whether
/// a line was too long.
pub(super) fn feed(
    input: &mut dyn Read,
    first: (Vec<u8>, usize),
    tx: &SyncSender<Chunk>,
    spare: &Receiver<Vec<u8>>,
    abort: &AtomicBool,
) -> std::io::Result<(u64, bool)> {
    let (mut buf, mut filled) = first;
    let mut seq = 0u64;
    loop {
        filled = fill(input, &mut buf, filled)?;
        // `fill` stops short of a full buffer only at the end of the input.
        let at_end = filled < buf.len();
        if abort.load(Ordering::Relaxed) {
            return Ok((seq, false));
        }
        let cut = match (at_end, memchr::memrchr(b'\n', &buf[..filled])) {
            (true, _) => filled,
            (false, Some(nl)) => nl + 1,
            // A chunk without a line end: a line longer than MAX_LINE.
            (false, None) => return Ok((seq, true)),
        };
        // The partial last line starts the next buffer.
        let mut next = Vec::new();
        if !at_end {
            next = spare.try_recv().unwrap_or_else(|_| vec![0; CHUNK]);
            next[..filled - cut].copy_from_slice(&buf[cut..filled]);
        }
        if cut > 0 && tx.send((seq, buf, cut)).is_err() {
            return Ok((seq, false));
        }
        seq += 1;
        if at_end {
            return Ok((seq, false));
        }
        (buf, filled) = (next, filled - cut);
    }
}

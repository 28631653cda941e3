//! Reaching a list's bytes and cutting them into chunks at line ends for
//! the workers: a file where it is mapped; standard input in buffers that
//! go out numbered through a bounded queue and come back for reuse.

use std::io::Read;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::Once;

use nix::sys::signal::{sigaction, SaFlags, SigAction, SigHandler, SigSet, Signal};

/// Bytes per chunk handed to a worker.
pub(super) const CHUNK: usize = 1 << 20;

/// Longest listing line accepted: a path is at most 4 KiB on Linux (GPFS's
/// escaping can triple it), so a longer line means the file is not a listing.
pub(super) const MAX_LINE: usize = 64 << 10;

/// Reads into `buf` after its first `filled` bytes until it is full or the
/// input ends; returns the bytes it now holds.
fn fill(input: &mut dyn Read, buf: &mut [u8], mut filled: usize) -> std::io::Result<usize> {
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

/// A list's bytes.
pub(super) enum Input {
    /// A regular file, mapped: the workers parse it where the page cache
    /// holds it. A file that shrinks while it is read makes the kernel
    /// stop the process (SIGBUS); [`on_shrink`] says why instead.
    Mapped(memmap2::Mmap),
    /// Standard input, read in chunks: the reader, and its first chunk
    /// (a buffer and the bytes read into it).
    Stream(Box<dyn Read>, (Vec<u8>, usize)),
}

impl Input {
    /// The list's first chunk, which decides its format.
    pub(super) fn head(&self) -> &[u8] {
        match self {
            Input::Mapped(map) => &map[..map.len().min(CHUNK)],
            Input::Stream(_, (first, filled)) => &first[..*filled],
        }
    }
}

/// The list: standard input for `-`, else a regular file only (a FIFO
/// would hang and /dev/zero never ends).
pub(super) fn open_input(path: &Path) -> std::io::Result<Input> {
    if path.as_os_str() == "-" {
        return stream(Box::new(std::io::stdin().lock()));
    }
    let file = crate::fsx::open_regular(path)
        .map_err(|e| std::io::Error::other(e.to_string().replace(&format!("{}: ", path.display()), "")))?;
    // SAFETY: the map is only read; a file truncated meanwhile ends the
    // process with SIGBUS (see `Input`).
    match unsafe { memmap2::Mmap::map(&file) } {
        Ok(map) => {
            on_shrink(path);
            // A hint for read-ahead from disk; nothing depends on it.
            let _ = map.advise(memmap2::Advice::Sequential);
            Ok(Input::Mapped(map))
        }
        // No room to map it (`ulimit -v` on a login node): read it.
        Err(_) => stream(Box::new(file)),
    }
}

/// A list to read in chunks, its first chunk read.
fn stream(mut input: Box<dyn Read>) -> std::io::Result<Input> {
    let mut first = vec![0; CHUNK];
    let filled = fill(input.as_mut(), &mut first, 0)?;
    Ok(Input::Stream(input, (first, filled)))
}

/// Cuts a mapped list into chunks at line ends, as [`feed`] cuts a
/// stream, for workers that take them in turn.
#[derive(Default)]
pub(super) struct Cuts {
    /// The next chunk's number (at the end: the chunks cut).
    pub(super) seq: u64,
    /// Where the next chunk starts.
    at: usize,
    /// A chunk without a line end was met (a line longer than
    /// [`MAX_LINE`]); the cutting stopped there.
    pub(super) too_long: bool,
}

impl Cuts {
    /// The next chunk of `map` and its number; `None` at the end.
    pub(super) fn next<'m>(&mut self, map: &'m [u8]) -> Option<(u64, &'m [u8])> {
        let rest = &map[self.at..];
        if rest.is_empty() || self.too_long {
            return None;
        }
        let len = match (
            rest.len() <= CHUNK,
            memchr::memrchr(b'\n', &rest[..rest.len().min(CHUNK)]),
        ) {
            (true, _) => rest.len(),
            (false, Some(nl)) => nl + 1,
            (false, None) => {
                self.too_long = true;
                return None;
            }
        };
        self.at += len;
        self.seq += 1;
        Some((self.seq - 1, &rest[..len]))
    }
}

/// Drops a parsed chunk's pages from the process (the page cache keeps
/// them), so its resident memory stays that of a reader's buffers.
pub(super) fn release(map: &memmap2::Mmap, chunk: &[u8]) {
    let offset = chunk.as_ptr() as usize - map.as_ptr() as usize;
    // SAFETY: a shared read-only file map; a page touched again, by
    // another worker near a chunk's end, is read again from the cache.
    let _ = unsafe { map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, offset, chunk.len()) };
}

/// What the process says if the list mapped last shrinks under its
/// readers, set before they start: one pointer to a NUL-terminated
/// message that is never freed, as a signal handler may read nothing else.
static SHRUNK: AtomicPtr<std::ffi::c_char> = AtomicPtr::new(std::ptr::null_mut());

/// Makes a SIGBUS (a mapped page gone with the end of the file) end the
/// process with an error naming `path`, not "Bus error".
fn on_shrink(path: &Path) {
    let msg = format!(
        "error: {}: the list shrank while it was read (it was rewritten or truncated): scan it again once it is whole, or pipe it in with `--listing -`\n",
        path.display()
    );
    // A path holds no NUL byte.
    let Ok(msg) = std::ffi::CString::new(msg) else { return };
    SHRUNK.store(msg.into_raw(), Ordering::SeqCst);
    static HANDLER: Once = Once::new();
    HANDLER.call_once(|| {
        extern "C" fn shrunk(_: nix::libc::c_int) {
            let msg = SHRUNK.load(Ordering::SeqCst);
            // SAFETY: `msg` is a CString's, never freed; only its bytes up
            // to the NUL are read, and write(2) and _exit(2) are
            // async-signal-safe.
            unsafe {
                let mut n = 0;
                while *msg.add(n) != 0 {
                    n += 1;
                }
                nix::libc::write(2, msg.cast(), n);
                nix::libc::_exit(1);
            }
        }
        let action = SigAction::new(SigHandler::Handler(shrunk), SaFlags::empty(), SigSet::empty());
        // SAFETY: the handler above only calls async-signal-safe functions.
        let _ = unsafe { sigaction(Signal::SIGBUS, &action) };
    });
}

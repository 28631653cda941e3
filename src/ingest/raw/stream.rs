//! Reading a log from disk. Small files (and every JSON, CSV, IOzone and fio
//! file) are read whole and handed to [`parse`](super::parse). A large IOR or mdtest
//! *text* log is read line by line through one reused buffer and fed to the
//! same line-at-a-time parser, and each run is handed to a [`Sink`] as soon
//! as nothing later in the log can change it, so memory follows what the
//! sink keeps, not the size of the log; the runs, warnings and errors are the
//! same as parsing it whole.

use std::borrow::Cow;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use super::fail::{Fail, ParseError};
use super::recognise::{banner_in, detect};
#[cfg(test)]
use super::run::RawRun;
use super::run::Tool;
use super::text::{self, Line};
use super::whole::{parse_into, Emit, Sink};
use super::{ior, mdtest};

/// Files up to this size are read whole: streaming gains nothing there.
const WHOLE: u64 = 8 << 20;

/// How much of a file tool detection looks at (as [`detect`] does first).
const HEAD: u64 = 1 << 20;

/// The read buffer of a streamed log: large enough that a read costs little
/// per line, small enough not to count against the memory the log may take.
/// 128 KiB: it stays in the core's cache between the kernel's copy and the
/// parse (at 1 MiB the copy ran at a third of the speed).
const READ_BUFFER: usize = 128 << 10;

/// Parses the file at `path` like [`parse`](super::parse) parses its bytes.
#[cfg(test)]
pub(crate) fn parse_file(path: &Path, hint: Option<Tool>) -> Result<Vec<RawRun>, ParseError> {
    let mut runs = Vec::new();
    parse_file_into(path, hint, &mut runs)?;
    Ok(runs)
}

/// Parses the file at `path` into `sink`: the runs [`parse_file`] returns,
/// one at a time.
pub(crate) fn parse_file_into(path: &Path, hint: Option<Tool>, sink: &mut impl Sink) -> Result<(), ParseError> {
    let io = |e: std::io::Error| ParseError::new(path, None, format!("cannot read: {e}"));
    let mut f = File::open(path).map_err(io)?;
    if f.metadata().map_err(io)?.len() > WHOLE {
        let mut head = Vec::new();
        (&mut f).take(HEAD).read_to_end(&mut head).map_err(io)?;
        // Logs are text: a large file with a NUL byte in its head (a disk
        // image, a copy of /dev/zero) is refused before it is read whole.
        if let Some(at) = memchr::memchr(0, &head) {
            return Err(ParseError::new(
                path,
                None,
                format!("byte {at} is NUL: binary data, not benchmark output"),
            ));
        }
        if let Some(tool) = streamable(&head, hint) {
            f.seek(SeekFrom::Start(0)).map_err(io)?;
            return stream(path, BufReader::with_capacity(READ_BUFFER, f), tool, sink);
        }
        f.seek(SeekFrom::Start(0)).map_err(io)?;
    }
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes).map_err(io)?;
    parse_into(path, &bytes, hint, sink)
}

/// Whether the first MiB of a file shows benchmark output (the test the
/// folder walk of `pixreport ingest` uses to skip other files).
pub(crate) fn looks_like_output(path: &Path) -> std::io::Result<bool> {
    Ok(match output_tool(path)? {
        // An IO500 summary beside its run's IOR and mdtest logs is their
        // provenance (`ingest --into` records it), not a benchmark.
        Some(Tool::Io500) => {
            let dir = path
                .parent()
                .filter(|d| !d.as_os_str().is_empty())
                .unwrap_or(Path::new("."));
            let mut phase_logs = false;
            for e in std::fs::read_dir(dir)? {
                let p = e?.path();
                if p != path && p.is_file() && matches!(output_tool(&p)?, Some(Tool::Ior | Tool::Mdtest)) {
                    phase_logs = true;
                    break;
                }
            }
            !phase_logs
        }
        tool => tool.is_some(),
    })
}

/// The tool whose output the first MiB of a file shows.
fn output_tool(path: &Path) -> std::io::Result<Option<Tool>> {
    let mut head = Vec::new();
    File::open(path)?.take(HEAD).read_to_end(&mut head)?;
    let head = String::from_utf8_lossy(&head);
    // The per-rank CSVs IOR and mdtest write beside their logs (every IO500
    // run folder has them) hold no results: not output to read in a folder.
    let per_rank = head.starts_with("access,rank,") || head.starts_with("rank,items,rate-");
    Ok(detect(&head).filter(|_| !per_rank))
}

/// The tool, when the head shows a log the line parsers read exactly as the
/// whole-file parse would: mdtest, or IOR whose form is decided as text by a
/// complete line of the head. Anything else (JSON, CSV, undecided) → `None`.
fn streamable(head: &[u8], hint: Option<Tool>) -> Option<Tool> {
    // Only complete lines: a cut line could change the form decision.
    let end = head.iter().rposition(|&b| b == b'\n')? + 1;
    // Checked first: the lossy decoder walks a valid MiB slower.
    let head = match std::str::from_utf8(&head[..end]) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(&head[..end]),
    };
    // An earliest banner inside the head is the earliest of the whole file,
    // which is what detection picks first.
    let tool = hint.or_else(|| banner_in(&head))?;
    match tool {
        Tool::Mdtest => Some(tool),
        Tool::Ior if ior::is_text_form(&head) => Some(tool),
        _ => None,
    }
}

/// Boxed: one parser per file, and the two differ much in size.
enum Parser {
    Ior(Box<ior::TextParser>),
    Mdtest(Box<mdtest::Parser>),
}

/// A parser and the way its runs go to the sink, fed one line at a time.
struct Feed<'s, S: Sink> {
    parser: Parser,
    emit: Emit<'s, S>,
}

impl<S: Sink> Feed<'_, S> {
    /// One line (without its `\n`) to the parser, and the runs it completed
    /// to the sink.
    fn bytes(&mut self, raw: &[u8], complete: bool, no: usize, pos: usize) -> Result<(), Fail> {
        // `\n` is never part of a UTF-8 sequence: decoding line by line
        // replaces exactly what decoding the whole file would.
        let decoded = match std::str::from_utf8(raw) {
            Ok(s) => Cow::Borrowed(s),
            Err(e) => {
                if self.emit.lossy.is_none() {
                    self.emit.lossy(text::lossy_warning(no, pos + e.valid_up_to()));
                }
                String::from_utf8_lossy(raw)
            }
        };
        self.text(&decoded, complete, no, pos)
    }

    /// [`Feed::bytes`] for a line already known to be UTF-8. Inlined: it runs
    /// once per line, and left a call of its own (as codegen units happen to
    /// fall) it cost about 30 instructions a line.
    #[inline(always)]
    fn text(&mut self, decoded: &str, complete: bool, no: usize, pos: usize) -> Result<(), Fail> {
        let line = Line {
            no,
            text: decoded.strip_suffix('\r').unwrap_or(decoded),
            complete,
            start: pos,
        };
        let emit = &mut self.emit;
        match &mut self.parser {
            Parser::Ior(p) => {
                p.line(&line);
                p.take_ready(|r| emit.take(r));
            }
            Parser::Mdtest(p) => {
                p.line(&line)?;
                p.ready(|mut r| emit.take(&mut r));
            }
        }
        Ok(())
    }
}

fn stream(path: &Path, mut reader: impl BufRead, tool: Tool, sink: &mut impl Sink) -> Result<(), ParseError> {
    let err = |f: Fail| f.of(path);
    let parser = match tool {
        Tool::Mdtest => Parser::Mdtest(Box::new(mdtest::Parser::new())),
        _ => Parser::Ior(Box::default()),
    };
    let mut f = Feed {
        parser,
        emit: Emit::new(sink, None),
    };
    // Whole lines are read in the reader's buffer; only a line across its
    // end is gathered into `buf`.
    let mut buf = Vec::with_capacity(256);
    let (mut no, mut pos) = (0usize, 0usize);
    let read_err = |no: usize, e: std::io::Error| ParseError::new(path, Some(no + 1), format!("cannot read: {e}"));
    loop {
        let chunk = reader.fill_buf().map_err(|e| read_err(no, e))?;
        if chunk.is_empty() {
            break;
        }
        // The whole lines of the buffer, checked as UTF-8 at once (one
        // call instead of one per line); where that fails, line by line,
        // which finds and replaces the bad bytes.
        let whole = memchr::memrchr(b'\n', chunk).map_or(0, |i| i + 1);
        let text = std::str::from_utf8(&chunk[..whole]).ok();
        let mut at = 0;
        while let Some(i) = memchr::memchr(b'\n', &chunk[at..whole]) {
            no += 1;
            match text {
                Some(t) => f.text(&t[at..at + i], true, no, pos),
                None => f.bytes(&chunk[at..at + i], true, no, pos),
            }
            .map_err(err)?;
            pos += i + 1;
            at += i + 1;
        }
        if whole > 0 {
            reader.consume(whole);
            continue;
        }
        buf.clear();
        let n = reader.read_until(b'\n', &mut buf).map_err(|e| read_err(no, e))?;
        no += 1;
        let complete = buf.last() == Some(&b'\n');
        let raw = if complete { &buf[..n - 1] } else { &buf[..] };
        f.bytes(raw, complete, no, pos).map_err(err)?;
        pos += n;
    }
    let Feed { parser, mut emit } = f;
    let rest = match parser {
        Parser::Ior(p) => p.finish(),
        Parser::Mdtest(p) => p.finish(),
    };
    for mut run in rest.map_err(err)? {
        emit.take(&mut run);
    }
    // `no` is the number of the last line, as `text::last_line` counts it.
    emit.finish(path, tool, || no.max(1))
}

#[cfg(test)]
#[path = "stream_tests.rs"]
mod tests;

//! A log held whole in memory: the tool detected from its content, its
//! parser run over the decoded text, and the checks every parse makes as it
//! hands runs to a [`Sink`] (streamed parses too).

use std::path::Path;

use super::fail::{Fail, ParseError};
use super::run::{RawLatency, RawPoint, RawRun, Tool};
use super::{elbencho, fio, io500, ior, iozone, mdtest, recognise, text};

/// Where a parse puts each run, in file order, as soon as it is complete.
/// On an error the parse returns it after having given some runs: a caller
/// drops what it was given for that file.
pub(crate) trait Sink {
    /// One run, lent: a parser may write its next run over the same one.
    fn run(&mut self, run: &RawRun);
    /// The file turned out not to be UTF-8 after `given` runs were handed
    /// over: each of those runs should have had `warning` as its first
    /// warning (later runs come with it).
    fn late_warning(&mut self, given: usize, warning: &str);
}

impl Sink for Vec<RawRun> {
    fn run(&mut self, run: &RawRun) {
        self.push(run.clone());
    }

    fn late_warning(&mut self, given: usize, warning: &str) {
        for r in self.iter_mut().rev().take(given) {
            r.warnings.insert(0, warning.to_string());
        }
    }
}

/// Parses one file's bytes into runs. `hint` forces the tool; the version
/// and everything else still come from the content.
pub(crate) fn parse(path: &Path, bytes: &[u8], hint: Option<Tool>) -> Result<Vec<RawRun>, ParseError> {
    let mut runs = Vec::new();
    parse_into(path, bytes, hint, &mut runs)?;
    Ok(runs)
}

/// [`parse`], each run handed to `sink`.
pub(super) fn parse_into(
    path: &Path,
    bytes: &[u8],
    hint: Option<Tool>,
    sink: &mut impl Sink,
) -> Result<(), ParseError> {
    let (text, lossy) = text::decode(bytes);
    if text.trim().is_empty() {
        return Err(Fail::at(1, "empty file: expected IOR, mdtest, IOzone or fio output").of(path));
    }
    let Some(tool) = hint.or_else(|| recognise::detect(&text)) else {
        return Err(recognise::unrecognised(&text).of(path));
    };
    let runs = match tool {
        Tool::Ior => ior::parse(&text),
        Tool::Mdtest => mdtest::parse(&text),
        Tool::Iozone => iozone::parse(&text),
        Tool::Fio => fio::parse(&text),
        Tool::Elbencho => elbencho::parse(&text),
        Tool::Io500 => io500::parse(&text),
    };
    let mut emit = Emit::new(sink, lossy);
    for mut run in runs.map_err(|f| f.of(path))? {
        emit.take(&mut run);
    }
    emit.finish(path, tool, || text::last_line(&text))
}

/// The checks every parse makes, whole or streamed, run by run: a run
/// without points fails the parse (later runs are not handed over), the
/// UTF-8 warning leads every run.
pub(super) struct Emit<'s, S: Sink> {
    sink: &'s mut S,
    /// Runs handed to the sink, and runs seen.
    given: usize,
    seen: usize,
    pub(super) lossy: Option<String>,
    /// The first line of the first run without points.
    pointless: Option<usize>,
}

impl<'s, S: Sink> Emit<'s, S> {
    pub(super) fn new(sink: &'s mut S, lossy: Option<String>) -> Self {
        Emit {
            sink,
            given: 0,
            seen: 0,
            lossy,
            pointless: None,
        }
    }

    pub(super) fn take(&mut self, run: &mut RawRun) {
        self.seen += 1;
        if self.pointless.is_some() {
            return;
        }
        if run.points.is_empty() {
            self.pointless = Some(run.first_line);
            return;
        }
        debug_assert!(run.points.iter().all(valid_point), "{run:?}");
        debug_assert!(run.latency.iter().all(valid_latency), "{run:?}");
        if let Some(w) = &self.lossy {
            run.warnings.insert(0, w.clone());
        }
        self.sink.run(run);
        self.given += 1;
    }

    /// The file turned out not to be UTF-8 after some runs were handed over.
    pub(super) fn lossy(&mut self, warning: String) {
        self.sink.late_warning(self.given, &warning);
        self.lossy = Some(warning);
    }

    /// The end of a parse: a file without runs is an error, and so is one
    /// with a run without points. `last_line`: the file's last line number
    /// (for "nothing found up to line N").
    pub(super) fn finish(self, path: &Path, tool: Tool, last_line: impl FnOnce() -> usize) -> Result<(), ParseError> {
        if self.seen == 0 {
            let last = last_line();
            let msg = format!("no {tool} results found (nothing found up to line {last})");
            return Err(Fail::at(last, msg).of(path));
        }
        match self.pointless {
            Some(first_line) => Err(Fail::at(first_line, format!("{tool} run has no results")).of(path)),
            None => Ok(()),
        }
    }
}

/// What the fuzz tests hold every parser to: no NaN, no negative time.
fn valid_latency(l: &RawLatency) -> bool {
    l.iops.is_finite()
        && l.iops > 0.0
        && l.mean_s.is_none_or(|m| m.is_finite() && m > 0.0)
        && l.percentiles
            .iter()
            .all(|(p, v)| *p > 0.0 && *p < 100.0 && v.is_finite() && *v >= 0.0)
}

fn valid_point(p: &RawPoint) -> bool {
    !p.operation.is_empty()
        && p.operation
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && p.value.is_finite()
        && p.value > 0.0
        && p.threads > 0
}

//! A log held whole in memory: the tool detected from its content, its
//! parser run over the decoded text, and the checks every parse ends with
//! (streamed parses too).

use std::path::Path;

use super::fail::{Fail, ParseError};
use super::run::{RawLatency, RawPoint, RawRun, Tool};
use super::{elbencho, fio, ior, iozone, mdtest, recognise, text};

/// Parses one file's bytes into runs. `hint` forces the tool; the version
/// and everything else still come from the content.
pub(crate) fn parse(path: &Path, bytes: &[u8], hint: Option<Tool>) -> Result<Vec<RawRun>, ParseError> {
    let err = |f: Fail| f.of(path);
    let (text, lossy) = text::decode(bytes);
    if text.trim().is_empty() {
        return Err(err(Fail::at(
            1,
            "empty file: expected IOR, mdtest, IOzone or fio output",
        )));
    }
    let tool = match hint.or_else(|| recognise::detect(&text)) {
        Some(t) => t,
        None => return Err(err(recognise::unrecognised(&text))),
    };
    let runs = match tool {
        Tool::Ior => ior::parse(&text),
        Tool::Mdtest => mdtest::parse(&text),
        Tool::Iozone => iozone::parse(&text),
        Tool::Fio => fio::parse(&text),
        Tool::Elbencho => elbencho::parse(&text),
    };
    checked(path, tool, runs, lossy, || text::last_line(&text))
}

/// The checks every parse ends with, whole or streamed: a file without runs
/// or a run without points is an error; the UTF-8 warning leads every run.
/// `last_line`: the file's last line number (for "nothing found up to line N").
pub(super) fn checked(
    path: &Path,
    tool: Tool,
    runs: Result<Vec<RawRun>, Fail>,
    lossy: Option<String>,
    last_line: impl FnOnce() -> usize,
) -> Result<Vec<RawRun>, ParseError> {
    let err = |f: Fail| f.of(path);
    let mut runs = runs.map_err(err)?;
    if runs.is_empty() {
        let last = last_line();
        return Err(err(Fail::at(
            last,
            format!("no {tool} results found (nothing found up to line {last})"),
        )));
    }
    for run in &mut runs {
        if run.points.is_empty() {
            return Err(err(Fail::at(run.first_line, format!("{tool} run has no results"))));
        }
        debug_assert!(run.points.iter().all(valid_point), "{run:?}");
        debug_assert!(run.latency.iter().all(valid_latency), "{run:?}");
        if let Some(w) = &lossy {
            run.warnings.insert(0, w.clone());
        }
    }
    Ok(runs)
}

/// What the fuzz tests hold every parser to: no NaN, no negative time.
pub(super) fn valid_latency(l: &RawLatency) -> bool {
    l.iops.is_finite()
        && l.iops > 0.0
        && l.mean_s.is_none_or(|m| m.is_finite() && m > 0.0)
        && l.percentiles
            .iter()
            .all(|(p, v)| *p > 0.0 && *p < 100.0 && v.is_finite() && *v >= 0.0)
}

pub(super) fn valid_point(p: &RawPoint) -> bool {
    !p.operation.is_empty()
        && p.operation
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && p.value.is_finite()
        && p.value > 0.0
        && p.threads > 0
}

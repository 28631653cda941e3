//! Raw benchmark-log parsers: turns the text (or JSON/CSV) that IOR, mdtest,
//! IOzone and fio print into [`RawRun`]s — points of (operation, threads,
//! iteration, value, unit) plus the run's parameters, warnings and position.
//!
//! This module owns reading the tools' own output. It does not know about
//! reports, units declared in `report.toml` or results CSVs; a caller turns
//! [`RawRun`]s into those.
//!
//! # Entry points
//! * [`detect`] guesses the tool from the *content* only (banners, JSON keys,
//!   table headers), never from a file name. The earliest strong banner wins
//!   (`IOR-x: MPI Coordinated Test…`, `mdtest-x was launched…`,
//!   `Iozone: Performance Test…`, `"fio version"` / a `fio-3.33` line); weaker
//!   signs (CSV headers, `SUMMARY rate`, `Children see throughput`, …) are
//!   used when no banner exists.
//! * [`parse`] decodes the bytes (lossily, with a warning naming the first bad
//!   byte, when they are not UTF-8), picks the tool (`hint` overrides
//!   detection of the *tool* only; versions always come from the content) and
//!   returns one [`RawRun`] per run found, in file order, or a [`ParseError`]
//!   naming the file, a line and what was expected.
//!
//! # Decisions shared by all tools
//! * **One thread count per run.** Several invocations (concatenated logs),
//!   IOR tests (`-f script`), mdtest task counts (`-f/-l/-s`), IOzone process
//!   counts (`-l/-u`) or fio job groups in one file give several runs, in file
//!   order; `first_line` is the run's banner (first run of an invocation) or
//!   its own `TestID` / `N tasks` / `Throughput test with N` / job-group line.
//! * **Never a silent zero.** A run without points is an error naming the
//!   run's line and the tool's first error message, if it printed one. Phases
//!   or directions that were not run (mdtest rows of `0.000`, fio directions
//!   with no I/O) give no point rather than a zero; other zero values are
//!   dropped with a warning.
//! * **Truncation.** Only complete result lines are read: the last line of a
//!   file without a newline is never used for a value, and rows must have the
//!   fields their header announces. A run whose end marker is missing (IOR
//!   `Finished`/summary, mdtest `-- finished at`, IOzone
//!   `iozone test complete.`) keeps the values printed before the cut, with a
//!   warning. Invalid JSON is an error except for the two known IOR breakages.
//! * **Warnings** name their line (`line N: …`); the tools' own `WARNING`
//!   lines are passed on once per distinct text.
//! * **Units** are what the tool prints: IOR MiB/s; mdtest ops/s; IOzone kB/s
//!   (IOzone's kB is 1024 bytes: [`RawUnit::KiBps`]), ops/s with `-O`
//!   ([`RawUnit::Iops`]), µs/op with `-N` (converted to [`RawUnit::Seconds`]);
//!   fio bytes/s (JSON `bw_bytes`) or the binary unit of normal output's `bw=`.
//! * **Params** are strings; sizes in bytes (`transfer_size`, `block_size`,
//!   `file_size`, `record_size`), flags `true`/`false`, `iterations` the
//!   repetition count, `queue_depth` fio's iodepth.
//!
//! # Per tool (details in each file's module doc)
//! * **IOR** (`ior.rs`, `ior_runs.rs`, `ior_json.rs`, `ior_json_wire.rs`,
//!   `ior_csv.rs`): points are the per-iteration rows (`write`/`read`,
//!   `bw(MiB/s)`, `iter`; `remove` ignored). 2.10.3 prints only the summary:
//!   its Mean becomes one point and, for more than one repetition, a warning
//!   gives Max/Min. Threads: summary `#Tasks`, else `tasks`, else `clients`. JSON: text before `{` skipped;
//!   4.1.0+dev text lines inside arrays dropped; 3.2.1's broken JSON read by a
//!   key scan when it ends with `Finished` (all with warnings). CSV (4.x) rows
//!   by header name; 3.x CSV (no rows), per-rank CSVs and `summaryFile`
//!   pointers are errors.
//! * **mdtest** (`mdtest.rs`): only the `SUMMARY rate` table, column `Mean`
//!   by header name, one point per phase at iteration 0 — mdtest prints no
//!   per-iteration aggregate rates (its `V-1:` lines are rank 0's own view),
//!   so more than one iteration gives a warning. `SUMMARY time` is never used
//!   (seconds in every version, whatever the header says); `-Z` output is an
//!   error. All-`0.000` rows are phases not run. `File create (stonewall)`
//!   becomes the param `create_stonewall_rate`.
//! * **IOzone** (`iozone.rs`): throughput mode values are `Children see
//!   throughput` (sum of per-child rates), `Parent sees` kept as the param
//!   `parent_sees.<op>`. Auto/single mode (`-a`, `-s/-r`) has no thread count:
//!   threads = 1 and each (file size, record length) cell is its test swept
//!   over two parameters, `<test>-fs<bytes>-rs<bytes>`, blank cells honoured
//!   by column position.
//! * **fio** (`fio.rs`, `fio_text.rs`): one run per job group; JSON preferred
//!   when present (also inside `json,normal`), else the `Run status group`
//!   lines of normal output. Threads = numjobs (never × iodepth); without
//!   `group_reporting` the jobs' bandwidths are summed into one point per
//!   direction and threads is the number of jobs. `terse` output carries no
//!   job count and is an error. Normal output also gives latency
//!   (`fio_text_lat.rs`).
//! * **IOR latency**: the results table's `Latency(s)` (3.3.0+) and the
//!   JSON/CSV `latency` of each iteration row become one
//!   [`RawLatency`] per row (mean only: IOR prints no percentiles), with the
//!   row's `IOPS` as throughput.
//! * **elbencho** (`elbencho.rs`): result table and CSV; one run per file,
//!   `LAST DONE` throughput, IOPS and I/O latency.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde::{Deserialize, Serialize};

mod bytescan;
mod elbencho;
mod fio;
mod fio_text;
mod fio_text_lat;
mod ior;
mod ior_csv;
mod ior_json;
mod ior_json_wire;
mod ior_params;
mod ior_runs;
mod iozone;
mod mdtest;
mod stream;
mod text;

pub use stream::{looks_like_output, parse_file};
pub(crate) use stream::{parse_file_into, Sink};

#[cfg(test)]
mod fixture_expect;
#[cfg(test)]
mod fixture_tests;
#[cfg(test)]
pub(crate) mod fixture_walk;
#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod iozone_grid_tests;
#[cfg(test)]
mod latency_tests;
#[cfg(test)]
mod summary_checks;

/// The benchmark tool that wrote a log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tool {
    Ior,
    Mdtest,
    Iozone,
    Fio,
    Elbencho,
}

impl Tool {
    /// All tools, in a fixed order.
    pub const ALL: [Tool; 5] = [Tool::Ior, Tool::Mdtest, Tool::Iozone, Tool::Fio, Tool::Elbencho];

    /// The name the tool gives itself (`IOR`, `mdtest`, `IOzone`, `fio`, `elbencho`).
    pub fn name(self) -> &'static str {
        match self {
            Tool::Ior => "IOR",
            Tool::Mdtest => "mdtest",
            Tool::Iozone => "IOzone",
            Tool::Fio => "fio",
            Tool::Elbencho => "elbencho",
        }
    }
}

impl fmt::Display for Tool {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Error of [`Tool::from_str`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown tool '{0}': expected ior, mdtest, iozone, fio or elbencho")]
pub struct UnknownTool(pub String);

impl FromStr for Tool {
    type Err = UnknownTool;

    /// Accepts `ior`, `mdtest`, `iozone`, `fio`, `elbencho` (ASCII case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Tool::ALL
            .into_iter()
            .find(|tool| tool.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownTool(s.to_string()))
    }
}

/// The unit of a [`RawPoint`] value, as the tool printed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum RawUnit {
    #[serde(rename = "B/s")]
    BytesPerSec,
    #[serde(rename = "KiB/s")]
    KiBps,
    #[serde(rename = "MiB/s")]
    MiBps,
    #[serde(rename = "GiB/s")]
    GiBps,
    #[serde(rename = "kB/s")]
    KBps,
    #[serde(rename = "MB/s")]
    MBps,
    #[serde(rename = "GB/s")]
    GBps,
    /// I/O operations (records, transfers) per second.
    #[serde(rename = "IOPS")]
    Iops,
    /// Metadata operations per second (mdtest).
    #[serde(rename = "ops/s")]
    OpsPerSec,
    /// A duration or latency in seconds.
    #[serde(rename = "s")]
    Seconds,
}

impl RawUnit {
    /// The value in bytes per second, for bandwidth units; `None` otherwise.
    pub fn to_bytes_per_sec(&self, v: f64) -> Option<f64> {
        let factor = match self {
            RawUnit::BytesPerSec => 1.0,
            RawUnit::KiBps => 1024.0,
            RawUnit::MiBps => 1024.0 * 1024.0,
            RawUnit::GiBps => 1024.0 * 1024.0 * 1024.0,
            RawUnit::KBps => 1e3,
            RawUnit::MBps => 1e6,
            RawUnit::GBps => 1e9,
            RawUnit::Iops | RawUnit::OpsPerSec | RawUnit::Seconds => return None,
        };
        Some(v * factor)
    }

    /// The unit's symbol (`MiB/s`, `IOPS`, `ops/s`, `s`, …).
    pub fn symbol(&self) -> &'static str {
        match self {
            RawUnit::BytesPerSec => "B/s",
            RawUnit::KiBps => "KiB/s",
            RawUnit::MiBps => "MiB/s",
            RawUnit::GiBps => "GiB/s",
            RawUnit::KBps => "kB/s",
            RawUnit::MBps => "MB/s",
            RawUnit::GBps => "GB/s",
            RawUnit::Iops => "IOPS",
            RawUnit::OpsPerSec => "ops/s",
            RawUnit::Seconds => "s",
        }
    }
}

impl fmt::Display for RawUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// One measured value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawPoint {
    /// Lowercase `[a-z0-9-]` name (`write`, `create`, `random-read`, …).
    pub operation: String,
    pub threads: u32,
    /// 0-based repetition index within the run.
    pub iteration: u32,
    pub value: f64,
    pub unit: RawUnit,
}

/// One run of a tool: one thread count, its points and what is known about it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawRun {
    pub tool: Tool,
    pub tool_version: Option<String>,
    pub command_line: Option<String>,
    /// Run parameters as strings; sizes in bytes (see the module doc).
    pub params: BTreeMap<String, String>,
    pub points: Vec<RawPoint>,
    /// Odd but survivable things, each naming its line.
    pub warnings: Vec<String>,
    /// 1-based line where this run starts in the file.
    pub first_line: usize,
    /// Latency distributions the tool recorded (fio), one per operation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub latency: Vec<RawLatency>,
}

/// The latency one run recorded for one operation: throughput in
/// operations per second and completion latency in seconds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RawLatency {
    pub operation: String,
    pub threads: u32,
    pub iops: f64,
    /// Which latency the tool measured: `clat` (completion, fio's default
    /// for percentiles) or `lat` (submission + completion).
    pub kind: String,
    pub mean_s: Option<f64>,
    /// (percentile, seconds), ascending.
    pub percentiles: Vec<(f64, f64)>,
}

impl RawRun {
    fn new(tool: Tool, first_line: usize) -> RawRun {
        RawRun {
            tool,
            tool_version: None,
            command_line: None,
            params: BTreeMap::new(),
            points: Vec::new(),
            warnings: Vec::new(),
            first_line,
            latency: Vec::new(),
        }
    }

    fn push(&mut self, operation: impl Into<String>, threads: u32, iteration: u32, value: f64, unit: RawUnit) {
        self.points.push(RawPoint {
            operation: operation.into(),
            threads,
            iteration,
            value,
            unit,
        });
    }

    fn param(&mut self, key: &str, value: impl ToString) {
        self.params.insert(key.to_string(), value.to_string());
    }

    fn warn(&mut self, line: usize, message: impl fmt::Display) {
        self.warnings.push(format!("line {line}: {message}"));
    }
}

/// A file that holds no usable results, or that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render_error(.path, *.line, .message))]
pub struct ParseError {
    pub path: PathBuf,
    pub line: Option<usize>,
    pub message: String,
}

fn render_error(path: &Path, line: Option<usize>, message: &str) -> String {
    match line {
        Some(l) => format!("{}:{l}: {message}", path.display()),
        None => format!("{}: {message}", path.display()),
    }
}

/// A parser's failure before the path is known.
#[derive(Debug)]
struct Fail {
    line: Option<usize>,
    message: String,
}

impl Fail {
    fn at(line: usize, message: impl Into<String>) -> Fail {
        Fail {
            line: Some(line),
            message: message.into(),
        }
    }
}

/// Guesses the tool from the content (never the file name).
pub fn detect(text: &str) -> Option<Tool> {
    text::detect_tool(text)
}

/// Parses one file's bytes into runs. `hint` forces the tool; the version
/// and everything else still come from the content.
pub fn parse(path: &Path, bytes: &[u8], hint: Option<Tool>) -> Result<Vec<RawRun>, ParseError> {
    let err = |f: Fail| ParseError {
        path: path.to_path_buf(),
        line: f.line,
        message: f.message,
    };
    let (text, lossy) = text::decode(bytes);
    if text.trim().is_empty() {
        return Err(err(Fail::at(
            1,
            "empty file: expected IOR, mdtest, IOzone or fio output",
        )));
    }
    let tool = match hint.or_else(|| detect(&text)) {
        Some(t) => t,
        None => return Err(err(text::unrecognised(&text))),
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
fn checked(
    path: &Path,
    tool: Tool,
    runs: Result<Vec<RawRun>, Fail>,
    lossy: Option<String>,
    last_line: impl FnOnce() -> usize,
) -> Result<Vec<RawRun>, ParseError> {
    let err = |f: Fail| ParseError {
        path: path.to_path_buf(),
        line: f.line,
        message: f.message,
    };
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tool_names_parse_display_and_serialise() {
        for (s, t) in [
            ("ior", Tool::Ior),
            ("MDTEST", Tool::Mdtest),
            ("IOzone", Tool::Iozone),
            ("fio", Tool::Fio),
        ] {
            assert_eq!(s.parse::<Tool>(), Ok(t));
        }
        assert_eq!("elbencho".parse::<Tool>(), Ok(Tool::Elbencho));
        assert!("vdbench".parse::<Tool>().is_err());
        let shown: Vec<String> = Tool::ALL.iter().map(|t| t.to_string()).collect();
        assert_eq!(shown, ["IOR", "mdtest", "IOzone", "fio", "elbencho"]);
        assert_eq!(serde_json::to_string(&Tool::Iozone).unwrap(), "\"iozone\"");
    }

    #[test]
    fn units_convert_bandwidth_only() {
        assert_eq!(RawUnit::MiBps.to_bytes_per_sec(2.0), Some(2.0 * 1048576.0));
        assert_eq!(RawUnit::KiBps.to_bytes_per_sec(1.0), Some(1024.0));
        assert_eq!(RawUnit::GBps.to_bytes_per_sec(1.0), Some(1e9));
        assert_eq!(RawUnit::OpsPerSec.to_bytes_per_sec(5.0), None);
        assert_eq!(RawUnit::Seconds.to_bytes_per_sec(5.0), None);
        assert_eq!(serde_json::to_string(&RawUnit::MiBps).unwrap(), "\"MiB/s\"");
        assert_eq!(RawUnit::Iops.to_string(), "IOPS");
    }

    #[test]
    fn errors_name_file_and_line() {
        let e = parse(Path::new("logs/x.txt"), b"hello\n", None).unwrap_err();
        assert!(e.to_string().starts_with("logs/x.txt:1: not recognised"), "{e}");
        let e = ParseError {
            path: PathBuf::from("a.json"),
            line: None,
            message: "bad".into(),
        };
        assert_eq!(e.to_string(), "a.json: bad");
    }
}

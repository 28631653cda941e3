//! What a parse gives: runs of one tool, each with its points, latency,
//! parameters and warnings, in the units the tool printed.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// The benchmark tool that wrote a log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tool {
    Ior,
    Mdtest,
    Iozone,
    Fio,
    Elbencho,
    /// An IO500 result summary read alone (a run folder's logs are IOR and mdtest).
    Io500,
}

impl Tool {
    /// All tools, in a fixed order.
    pub(crate) const ALL: [Tool; 6] = [
        Tool::Ior,
        Tool::Mdtest,
        Tool::Iozone,
        Tool::Fio,
        Tool::Elbencho,
        Tool::Io500,
    ];

    /// The name the tool gives itself (`IOR`, `mdtest`, `IOzone`, `fio`, `elbencho`).
    pub(crate) fn name(self) -> &'static str {
        match self {
            Tool::Ior => "IOR",
            Tool::Mdtest => "mdtest",
            Tool::Iozone => "IOzone",
            Tool::Fio => "fio",
            Tool::Elbencho => "elbencho",
            Tool::Io500 => "IO500",
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
#[error("unknown tool '{0}': expected ior, mdtest, iozone, fio, elbencho or io500")]
pub struct UnknownTool(pub String);

impl FromStr for Tool {
    type Err = UnknownTool;

    /// Accepts `ior`, `mdtest`, `iozone`, `fio`, `elbencho`, `io500` (ASCII case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Tool::ALL
            .into_iter()
            .find(|tool| tool.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownTool(s.to_string()))
    }
}

/// The unit of a [`RawPoint`] value, as the tool printed it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum RawUnit {
    BytesPerSec,
    KiBps,
    MiBps,
    GiBps,
    KBps,
    MBps,
    GBps,
    /// I/O operations (records, transfers) per second.
    Iops,
    /// Metadata operations per second (mdtest).
    OpsPerSec,
    /// A duration or latency in seconds.
    Seconds,
}

impl RawUnit {
    /// The value in bytes per second, for bandwidth units; `None` otherwise.
    pub(crate) fn to_bytes_per_sec(self, v: f64) -> Option<f64> {
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
    pub(crate) fn symbol(&self) -> &'static str {
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
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RawPoint {
    /// Lowercase `[a-z0-9-]` name (`write`, `create`, `random-read`, …).
    pub(crate) operation: String,
    pub(crate) threads: u32,
    /// 0-based repetition index within the run.
    pub(crate) iteration: u32,
    pub(crate) value: f64,
    pub(crate) unit: RawUnit,
}

/// One run of a tool: one thread count, its points and what is known about it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RawRun {
    pub(crate) tool: Tool,
    pub(crate) tool_version: Option<String>,
    pub(crate) command_line: Option<String>,
    /// Run parameters as strings; sizes in bytes (see the module doc).
    pub(crate) params: BTreeMap<String, String>,
    pub(crate) points: Vec<RawPoint>,
    /// Odd but survivable things, each naming its line.
    pub(crate) warnings: Vec<String>,
    /// 1-based line where this run starts in the file.
    pub(crate) first_line: usize,
    /// Latency distributions the tool recorded (fio), one per operation.
    pub(crate) latency: Vec<RawLatency>,
}

/// The latency one run recorded for one operation: throughput in
/// operations per second and completion latency in seconds.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct RawLatency {
    pub(crate) operation: String,
    pub(crate) threads: u32,
    pub(crate) iops: f64,
    /// Which latency the tool measured: `clat` (completion, fio's default
    /// for percentiles) or `lat` (submission + completion).
    pub(crate) kind: String,
    pub(crate) mean_s: Option<f64>,
    /// (percentile, seconds), ascending.
    pub(crate) percentiles: Vec<(f64, f64)>,
    /// The other latencies fio recorded beside `kind` (`lat`, `slat`, or
    /// `clat` when `kind` is `lat`), each with what it has.
    pub(crate) also: Vec<LatStat>,
}

/// One of fio's latencies of a direction: `clat`, `lat` or `slat`, its mean
/// and percentiles in seconds.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct LatStat {
    pub(crate) kind: String,
    pub(crate) mean_s: Option<f64>,
    pub(crate) percentiles: Vec<(f64, f64)>,
}

impl RawLatency {
    /// fio's latencies of one direction, `clat`, `lat`, `slat` in that order
    /// (means above zero only): the one chosen is completion latency when it
    /// has percentiles (fio's default), else total latency with percentiles,
    /// else the completion mean alone; the rest go to `also`.
    pub(super) fn fio(operation: &str, threads: u32, iops: f64, stats: [LatStat; 3]) -> Option<RawLatency> {
        let mut stats: Vec<LatStat> = stats
            .into_iter()
            .map(|mut s| {
                s.percentiles.sort_by(|a, b| a.0.total_cmp(&b.0));
                s.percentiles.dedup_by(|a, b| a.0 == b.0);
                s
            })
            .filter(|s| s.mean_s.is_some_and(|m| m.is_finite() && m > 0.0))
            .collect();
        let main = (stats.iter())
            .position(|s| s.kind != "slat" && !s.percentiles.is_empty())
            .or_else(|| stats.iter().position(|s| s.kind == "clat"))?;
        let m = stats.remove(main);
        let main = RawLatency::new(operation, threads, iops, &m.kind, m.mean_s, m.percentiles);
        Some(RawLatency { also: stats, ..main })
    }

    /// A latency with no others beside it.
    pub(super) fn new(op: &str, threads: u32, iops: f64, kind: &str, mean: Option<f64>, pcts: Vec<(f64, f64)>) -> Self {
        RawLatency {
            operation: op.to_string(),
            threads,
            iops,
            kind: kind.to_string(),
            mean_s: mean,
            percentiles: pcts,
            also: Vec::new(),
        }
    }
}

/// The warning for a fio job group of `n` separate job entries, whose
/// latency percentiles cannot be merged.
pub(super) fn separate_jobs(group: impl fmt::Display, n: usize) -> String {
    format!(
        "fio job group {group}: {n} separate job entries; their latency percentiles cannot be combined \
         (use --group_reporting)"
    )
}

impl RawRun {
    pub(super) fn new(tool: Tool, first_line: usize) -> RawRun {
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

    pub(super) fn push(
        &mut self,
        operation: impl Into<String>,
        threads: u32,
        iteration: u32,
        value: f64,
        unit: RawUnit,
    ) {
        self.points.push(RawPoint {
            operation: operation.into(),
            threads,
            iteration,
            value,
            unit,
        });
    }

    pub(super) fn param(&mut self, key: &str, value: impl ToString) {
        self.params.insert(key.to_string(), value.to_string());
    }

    /// [`RawRun::param`] when there is a value.
    pub(super) fn param_opt(&mut self, key: &str, value: Option<impl ToString>) {
        if let Some(v) = value {
            self.param(key, v);
        }
    }

    pub(super) fn warn(&mut self, line: usize, message: impl fmt::Display) {
        self.warnings.push(format!("line {line}: {message}"));
    }
}

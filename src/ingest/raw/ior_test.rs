//! IOR text: one test as its lines fill it in ([`Test`]) — the header
//! block's options, the per-iteration rows, the summary rows — before
//! [`super::ior_runs`] makes a run of it.

use super::run::RawLatency;
use super::text::WarnOnce;

/// Values from a test's header block (`key : value` or `key = value`).
#[derive(Default)]
pub(super) struct Opts {
    pub(super) api: Option<String>,
    pub(super) access: Option<String>,
    pub(super) tasks: Option<u32>,
    pub(super) clients: Option<u32>,
    pub(super) participating: Option<u32>,
    pub(super) reps: Option<u32>,
    pub(super) xfer: Option<u64>,
    pub(super) block: Option<u64>,
    pub(super) segments: Option<u64>,
    pub(super) ordering: Option<String>,
    pub(super) nodes: Option<u32>,
    pub(super) tpn: Option<u32>,
    pub(super) stonewall: Option<String>,
}

/// One `write`/`read` row of the summary table.
pub(super) struct SumRow {
    pub(super) line: usize,
    pub(super) op: &'static str,
    pub(super) max: f64,
    pub(super) min: f64,
    pub(super) mean: f64,
    pub(super) test: Option<u64>,
    pub(super) tasks: Option<u32>,
    pub(super) reps: Option<u32>,
    pub(super) fpp: Option<bool>,
    pub(super) segcnt: Option<u64>,
    pub(super) blksiz: Option<u64>,
    pub(super) xsize: Option<u64>,
    pub(super) api: Option<String>,
    pub(super) tpn: Option<u32>,
}

/// One `write`/`read` row of the per-iteration results table.
pub(super) struct Row {
    pub(super) op: &'static str,
    pub(super) iter: u32,
    pub(super) bw: f64,
    /// The row's `IOPS` and `Latency(s)` when the table has them.
    pub(super) iops: Option<f64>,
    pub(super) latency_s: Option<f64>,
}

/// IOR's `Latency(s)` of one iteration row as a [`RawLatency`]: the mean
/// time of one transfer (IOR prints no percentiles), with the row's IOPS.
pub(super) fn row_latency(op: &str, threads: u32, iops: Option<f64>, latency_s: Option<f64>) -> Option<RawLatency> {
    let ok = |v: Option<f64>| v.filter(|v| v.is_finite() && *v > 0.0);
    Some(RawLatency::new(
        op,
        threads,
        ok(iops)?,
        "lat",
        Some(ok(latency_s)?),
        Vec::new(),
    ))
}

/// One IOR test (one run to be).
#[derive(Default)]
pub(super) struct Test {
    pub(super) first_line: usize,
    pub(super) id: Option<u64>,
    pub(super) opts: Opts,
    pub(super) rows: Vec<Row>,
    pub(super) sums: Vec<SumRow>,
    pub(super) warnings: Vec<String>,
    pub(super) tool_warnings: WarnOnce,
}

impl Test {
    pub(super) fn new(first_line: usize) -> Test {
        Test {
            first_line,
            ..Test::default()
        }
    }

    pub(super) fn warn(&mut self, line: usize, message: impl std::fmt::Display) {
        self.warnings.push(format!("line {line}: {message}"));
    }

    pub(super) fn fresh(&self) -> bool {
        self.id.is_none() && self.rows.is_empty() && self.sums.is_empty()
    }
}

//! What a diff finds, as `diff.json` carries it and the diff document
//! reads it: verdicts, per-point changes, findings per series. Kept apart
//! from the computation so the saved shape is visible in one place.

use super::history;
use super::usage;
use crate::model::{BenchmarkKind, Direction, Unit};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Regressed,
    Mixed,
    Improved,
    Unchanged,
    /// Compared, but without a noise estimate (one value per point, no
    /// declared `noise_cv`, no history): no verdict is claimed.
    Inconclusive,
    NotComparable,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Regressed => "regressed",
            Verdict::Mixed => "mixed",
            Verdict::Improved => "improved",
            Verdict::Unchanged => "unchanged",
            Verdict::Inconclusive => "inconclusive",
            Verdict::NotComparable => "not-comparable",
        }
    }

    /// The verdict of several: regressed and improved together are mixed;
    /// the not comparable ones do not count.
    pub(super) fn combine(verdicts: impl Iterator<Item = Verdict>) -> Verdict {
        let (mut reg, mut imp, mut any, mut tested) = (false, false, false, false);
        for v in verdicts {
            match v {
                Verdict::Regressed => reg = true,
                Verdict::Improved => imp = true,
                Verdict::Mixed => (reg, imp) = (true, true),
                Verdict::Unchanged => tested = true,
                Verdict::Inconclusive => {}
                Verdict::NotComparable => continue,
            }
            any = true;
        }
        match (any, reg, imp) {
            (false, _, _) => Verdict::NotComparable,
            (_, true, true) => Verdict::Mixed,
            (_, true, false) => Verdict::Regressed,
            (_, false, true) => Verdict::Improved,
            _ if tested => Verdict::Unchanged,
            _ => Verdict::Inconclusive,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PointDiff {
    pub threads: u32,
    pub baseline: f64,
    pub current: f64,
    /// (current − baseline) ÷ baseline.
    pub change: f64,
    /// Where the noise estimate came from: `iterations`, `declared-noise`,
    /// `history`, or `none` (then the verdict is inconclusive).
    pub method: &'static str,
    /// Values per side (iterations of the baseline, of the current run).
    pub n: (usize, usize),
    #[serde(skip_serializing_if = "Option::is_none")]
    pub interval: Option<(f64, f64)>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_adjusted: Option<f64>,
    pub verdict: Verdict,
}

#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Finding {
    PeakChanged {
        baseline: f64,
        current: f64,
        change: f64,
    },
    PeakMoved {
        baseline_threads: u32,
        current_threads: u32,
    },
    SustainedChanged {
        baseline: f64,
        current: f64,
        change: f64,
    },
    ScalingWorseAtHigh {
        from_threads: u32,
        low_change: f64,
        high_change: f64,
    },
}

#[derive(Debug, Clone, Serialize)]
pub struct SeriesDiff {
    pub operation: String,
    pub verdict: Verdict,
    pub points: Vec<PointDiff>,
    pub only_baseline: Vec<u32>,
    pub only_current: Vec<u32>,
    pub findings: Vec<Finding>,
    /// The series' peak over the history, the baseline and the current run,
    /// with its change points; only when a history was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trend: Option<history::Trend>,
}

impl SeriesDiff {
    /// The verdict of the series' points ([`Verdict::combine`]).
    pub(super) fn points_verdict(&self) -> Verdict {
        if self.points.is_empty() {
            return Verdict::NotComparable;
        }
        Verdict::combine(self.points.iter().map(|p| p.verdict))
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct BenchmarkDiff {
    pub id: String,
    pub kind: BenchmarkKind,
    pub tool: String,
    pub unit: Unit,
    pub direction: Direction,
    /// The current run's log-scale setting, used by the diff's figures.
    pub log_scale: bool,
    pub threshold: f64,
    pub series: Vec<SeriesDiff>,
    pub only_baseline_ops: Vec<String>,
    pub only_current_ops: Vec<String>,
    /// The command lines or parameters the two sides ran with, where they
    /// differ: compared all the same, with a warning.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub workload_differs: Vec<WorkloadDifference>,
}

/// One setting of a benchmark that differs between the sides.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WorkloadDifference {
    /// `commands`, `transfer_size`, `file_size`, …
    pub what: &'static str,
    pub baseline: String,
    pub current: String,
}

/// A benchmark (`id`) or series (`id/operation`) on both sides that is not
/// compared, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NotComparable {
    pub what: String,
    pub reason: String,
}

/// A benchmark or series of the baseline that the current run lacks because
/// its tool version does not produce it (IOR before 3.3 prints no latency):
/// reported, not counted as missing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NotProduced {
    pub what: String,
    pub tool: String,
    /// The current run's tool version.
    pub version: String,
    /// The baseline's, which produced it.
    pub baseline_version: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Diff {
    pub schema: u32,
    pub baseline: String,
    pub current: String,
    /// The current run's report id.
    pub report: String,
    /// The baseline's report id (a different id: not comparable).
    pub baseline_report: String,
    /// Benchmarks (`id`), series (`id/operation`) and thread counts
    /// (`id/operation@256,512`) of the baseline that the current run lacks:
    /// findings, never silently "unchanged".
    pub missing: Vec<String>,
    /// On both sides but not compared (another tool or kind, no thread
    /// count in common), with the reason.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_comparable: Vec<NotComparable>,
    /// Missing from the current run because its tool version does not
    /// produce it; not in `missing`.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub not_produced: Vec<NotProduced>,
    pub alpha: f64,
    pub default_threshold: f64,
    pub verdict: Verdict,
    pub benchmarks: Vec<BenchmarkDiff>,
    pub only_baseline_benchmarks: Vec<String>,
    pub only_current_benchmarks: Vec<String>,
    /// How file-system usage changed, when both sides carry usage
    /// ([`usage`]); never part of the verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<usage::UsageDiff>,
}

impl Diff {
    /// A diff of usage alone (two usage CSVs): no benchmark on either side,
    /// so there is no verdict to give, and nothing can have regressed.
    pub fn usage_only(&self) -> bool {
        self.usage.is_some()
            && self.benchmarks.is_empty()
            && self.only_baseline_benchmarks.is_empty()
            && self.only_current_benchmarks.is_empty()
            && self.not_comparable.is_empty()
    }
}

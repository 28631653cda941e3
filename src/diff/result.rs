//! What a diff finds, as `diff.json` carries it and the diff document
//! reads it: verdicts, per-point changes, findings per series. Kept apart
//! from the computation so the saved shape is visible in one place.

use super::history;
use super::usage;
use crate::model::{BenchmarkKind, Direction, Unit};
use serde::Serialize;

pub use crate::analysis::stats::Verdict;

impl Verdict {
    /// The verdict of several: regressed and improved together are mixed;
    /// then an untested change beyond the tolerance; unchanged only when
    /// everything was tested; the not comparable ones do not count.
    pub(super) fn combine(verdicts: impl Iterator<Item = Verdict>) -> Verdict {
        let (mut reg, mut imp, mut any, mut untested) = (false, false, false, false);
        let (mut worse, mut better) = (false, false);
        for v in verdicts {
            match v {
                Verdict::Regressed => reg = true,
                Verdict::Improved => imp = true,
                Verdict::Mixed => (reg, imp) = (true, true),
                Verdict::Unchanged => {}
                Verdict::UnconfirmedRegression => worse = true,
                Verdict::UnconfirmedImprovement => better = true,
                Verdict::Inconclusive => untested = true,
                Verdict::NotComparable => continue,
            }
            any = true;
        }
        match (any, reg, imp) {
            (false, _, _) => Verdict::NotComparable,
            (_, true, true) => Verdict::Mixed,
            (_, true, false) => Verdict::Regressed,
            (_, false, true) => Verdict::Improved,
            _ if worse => Verdict::UnconfirmedRegression,
            _ if better => Verdict::UnconfirmedImprovement,
            _ if untested => Verdict::Inconclusive,
            _ => Verdict::Unchanged,
        }
    }

    /// Whether this verdict claims a tested result; the untested ones are
    /// `inconclusive` when they are a whole report's verdict.
    pub fn untested(self) -> bool {
        matches!(
            self,
            Verdict::UnconfirmedRegression | Verdict::UnconfirmedImprovement | Verdict::Inconclusive
        )
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct PointDiff {
    pub threads: u32,
    pub baseline: f64,
    pub current: f64,
    /// (current − baseline) ÷ baseline.
    pub change: f64,
    /// Where the noise between runs came from: `history`, `declared-noise`,
    /// `iterations` (the iterations were noisier than the history or the
    /// declared noise), or `none` (then the point is not tested).
    pub method: &'static str,
    /// Values per side (iterations of the baseline, of the current run).
    pub n: (usize, usize),
    /// The test, when the point was tested.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub test: Option<Test>,
    /// Flagged as part of its whole operation's change (see
    /// [`OperationDiff`]), its own change beyond the tolerance.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub by_operation: bool,
    pub verdict: Verdict,
}

/// The test of a point or an operation, as `diff.json` carries it.
#[derive(Debug, Clone, Serialize)]
pub struct Test {
    /// The 95 % interval of the ratio current ÷ reference.
    pub interval: (f64, f64),
    pub p: f64,
    /// After Holm's correction over the report (every point tested one by
    /// one and every operation); absent for a grid's cell, which is judged
    /// through its operation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub p_adjusted: Option<f64>,
    /// Degrees of freedom (absent: a declared noise, taken as known).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub df: Option<f64>,
    /// The noise the test used: the CV of one run's value (log scale).
    pub noise_cv: f64,
    /// The interval lies within ± the tolerance: a change of the
    /// tolerance's size is ruled out, not merely not found.
    pub ruled_out: bool,
    /// Not ruled out: the earlier runs a history would need for it at this
    /// noise (0: none can) ([`crate::analysis::stats::Estimate::runs_needed`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub runs_needed: Option<usize>,
}

impl From<&crate::analysis::stats::Estimate> for Test {
    fn from(e: &crate::analysis::stats::Estimate) -> Self {
        Test {
            interval: (e.low, e.high),
            p: e.p_value,
            p_adjusted: e.p_adjusted,
            df: e.df,
            noise_cv: e.noise_cv,
            ruled_out: e.within_tolerance,
            runs_needed: e.runs_needed,
        }
    }
}

/// An operation of a benchmark (every thread count, or every cell of a
/// grid) tested as one change: the median change of its points against the
/// noise of that median between runs.
#[derive(Debug, Clone, Serialize)]
pub struct OperationDiff {
    /// `benchmark/operation`.
    pub operation: String,
    /// Tested points.
    pub points: usize,
    pub verdict: Verdict,
    pub method: &'static str,
    /// The median change, as a fraction; absent when not tested (fewer than
    /// three tested points, or no noise between runs for the whole of it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub change: Option<f64>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub test: Option<Test>,
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
    /// The project lists the operation as too noisy to gate on (report.toml
    /// `noisy`): compared and reported, never part of the report's verdict.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub noisy: bool,
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
    /// Each operation tested as one change, beside the points' own tests.
    pub operations: Vec<OperationDiff>,
    pub benchmarks: Vec<BenchmarkDiff>,
    pub only_baseline_benchmarks: Vec<String>,
    pub only_current_benchmarks: Vec<String>,
    /// How file-system usage changed, when both sides carry usage
    /// ([`usage`]); never part of the verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub usage: Option<usage::UsageDiff>,
    /// The acceptance criteria (the current run's, else the baseline's)
    /// evaluated on both sides.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub acceptance: Vec<CriterionChange>,
}

/// One criterion on both sides of a diff.
#[derive(Debug, Clone, Serialize)]
pub struct CriterionChange {
    pub criterion: crate::model::Criterion,
    pub baseline: crate::analysis::acceptance::Evaluation,
    pub current: crate::analysis::acceptance::Evaluation,
}

impl CriterionChange {
    /// Pass, fail or not measured differs between the sides.
    pub fn flipped(&self) -> bool {
        self.baseline.status() != self.current.status()
    }
}

impl Diff {
    /// Points changed for the worse beyond the tolerance without a test
    /// (no noise between runs), as (benchmark, operation, point).
    pub fn unconfirmed_regressions(&self) -> impl Iterator<Item = (&BenchmarkDiff, &SeriesDiff, &PointDiff)> {
        self.benchmarks.iter().flat_map(|b| {
            b.series.iter().filter(|s| !s.noisy).flat_map(move |s| {
                s.points
                    .iter()
                    .filter(|p| p.verdict == Verdict::UnconfirmedRegression)
                    .map(move |p| (b, s, p))
            })
        })
    }

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

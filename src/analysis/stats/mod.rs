//! Statistics for comparing runs: the verdict method of `diff` and change
//! points over a history of runs. Pure functions, no I/O, same input → same
//! output bits. The method in plain words, its calibration table and how to
//! reproduce it are in `docs/diff-method.md`; in short:
//!
//! * A change is a ratio (current ÷ reference) and noise is relative (a
//!   CV): tests work on log values, so a doubled latency weighs as much as
//!   a halved throughput.
//! * The error term is the noise **between runs**: from a **history** of
//!   earlier runs, or the **declared** `noise_cv` / `noise_floor`.
//!   Iterations only widen it when they are noisier; alone they leave a
//!   point untested (*unconfirmed* beyond the tolerance, else
//!   *inconclusive*), never guessed.
//! * A point's history variance is moderated across the whole report (see
//!   [`moderate`]) and never below its operation's typical point; an
//!   operation (every point of a series, or a grid) is also tested as one
//!   change, its median, never steadier than a median of its points allows.
//! * The whole report is one family: Holm's correction over the points
//!   tested one by one and the operations keeps the chance that a
//!   comparison with no real change flags anything at most α = 5 %.
//! * The tolerance is a **gate on the estimate**: a point is regressed when
//!   the change is significant *and* its estimate is worse than the
//!   tolerance. (Testing "worse by more than the tolerance" as the null
//!   hypothesis is available as [`ToleranceMode::Null`].)

pub mod changepoint;
pub(crate) mod dist;
pub(crate) mod moderate;
mod verdict;
#[cfg(test)]
mod verdict_tests;

pub use changepoint::{change_points, ChangePoint};
pub use verdict::{assess, assess_with};

use crate::model::Direction;
use serde::Serialize;

/// One point (thread count) of a series in both runs.
#[derive(Debug, Clone)]
pub struct PointInput<'a> {
    pub threads: u32,
    /// The baseline run's iterations of this point.
    pub baseline: &'a [f64],
    /// The current run's iterations of this point.
    pub current: &'a [f64],
    /// Point values (iteration means) of runs before the baseline, oldest
    /// first; may be empty. Two or more make the history the noise source.
    pub history: &'a [f64],
}

/// One series (benchmark × operation) of the compared report.
#[derive(Debug, Clone)]
pub struct SeriesInput<'a> {
    /// `"benchmark/operation"`.
    pub key: String,
    /// The operation the series measures (`"benchmark/operation"` without a
    /// grid cell's sizes): the series of one operation share their noise and
    /// are tested together as one change.
    pub group: String,
    pub direction: Direction,
    /// Changes smaller than this fraction (0.05 = 5 %) are never findings.
    pub tolerance: f64,
    /// Declared run-to-run coefficient of variation of a point value.
    pub noise_cv: Option<f64>,
    /// Declared run-to-run noise in the unit (e.g. ±5 op/s): a floor under
    /// the noise of small values, where a CV says too little.
    pub noise_floor: Option<f64>,
    pub points: Vec<PointInput<'a>>,
}

/// How the tolerance enters the decision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToleranceMode {
    /// Test "no change"; a significant change counts only when its estimate
    /// is beyond the tolerance. The shipped default.
    Gate,
    /// Test "changed by no more than the tolerance" (one-sided, each way).
    Null,
}

/// Settings of the method; [`Config::default`] is what `diff` ships.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Config {
    /// Family-wise error rate over the whole report.
    pub alpha: f64,
    /// Coverage of the per-point interval of the ratio.
    pub level: f64,
    pub tolerance_mode: ToleranceMode,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            alpha: 0.05,
            level: 0.95,
            tolerance_mode: ToleranceMode::Gate,
        }
    }
}

/// A point's, series', operation's or whole diff's verdict. The method
/// gives a point or an operation no `Mixed` and no `NotComparable`: those
/// are what `diff` says of several verdicts together, or of what it cannot
/// pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Regressed,
    Mixed,
    Improved,
    /// Tested, and no change beyond the tolerance was found (see
    /// [`Estimate::within_tolerance`] for whether one is ruled out).
    Unchanged,
    /// Changed beyond the tolerance, for the worse, but not tested: no
    /// estimate of the noise between runs (no history, no declared
    /// `noise_cv`; see the point's [`Reason`]). Fails the gate only with
    /// `--fail-on-unconfirmed`.
    UnconfirmedRegression,
    /// Changed beyond the tolerance, for the better, not tested.
    UnconfirmedImprovement,
    /// Not tested, and not beyond the tolerance either (see the
    /// [`Reason`]), or a value that cannot be compared.
    Inconclusive,
    NotComparable,
}

impl Verdict {
    pub fn as_str(self) -> String {
        crate::model::variant_name(&self)
    }
}

/// Where the noise of a point's test came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NoiseSource {
    Iterations,
    Declared,
    History,
    None,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    Baseline,
    Current,
    History,
}

/// Why a point is inconclusive.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Reason {
    /// One side has no values for this point.
    NoValues { side: Side },
    /// A value that is zero, negative, infinite or not a number.
    InvalidValue { side: Side, index: usize },
    /// No estimate of the noise between runs: no history of two or more
    /// earlier runs and no declared `noise_cv` (iterations alone show the
    /// noise within one run, never between runs).
    NoNoiseEstimate,
}

/// The test of one point.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Estimate {
    /// Current ÷ reference, as a ratio of geometric means (the reference is
    /// the baseline, or with a history the baseline and prior runs).
    pub ratio: f64,
    /// The interval of the ratio at [`Config::level`] (not corrected for
    /// multiplicity: it describes this point alone).
    pub low: f64,
    pub high: f64,
    /// The test's p-value, and after Holm's correction over the report
    /// (none for a grid's point: it is judged through its operation).
    pub p_value: f64,
    pub p_adjusted: Option<f64>,
    /// Degrees of freedom of the t test; `None` for a declared (known) noise.
    pub df: Option<f64>,
    /// The noise the test used, as a CV (standard deviation of ln values):
    /// of one iteration (source `iterations`) or of one run's point value
    /// (`history`, `declared`).
    pub noise_cv: f64,
    /// Runs the reference holds (1 without a history).
    pub reference_runs: usize,
    /// The whole interval lies within ± the tolerance: a change of that size
    /// is ruled out, not merely not found.
    pub within_tolerance: bool,
    /// When not ruled out: the earlier runs a history would need, at this
    /// noise, for the interval to lie within ± the tolerance were nothing
    /// changed (so that a change of that size would stand out, or be ruled
    /// out); 0 when no history can: one run alone varies more.
    pub runs_needed: Option<usize>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PointAssessment {
    pub threads: u32,
    pub n_baseline: usize,
    pub n_current: usize,
    pub noise: NoiseSource,
    pub verdict: Verdict,
    /// Regressed (or improved) as part of its whole operation's change,
    /// not by its own test: its own change is beyond the tolerance.
    pub by_operation: bool,
    pub estimate: Option<Estimate>,
    pub reason: Option<Reason>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Counts {
    pub regressed: usize,
    pub improved: usize,
    pub unchanged: usize,
    pub unconfirmed_regression: usize,
    pub unconfirmed_improvement: usize,
    pub inconclusive: usize,
}

impl Counts {
    fn add(&mut self, v: Verdict) {
        match v {
            Verdict::Regressed => self.regressed += 1,
            Verdict::Improved => self.improved += 1,
            Verdict::Unchanged => self.unchanged += 1,
            Verdict::UnconfirmedRegression => self.unconfirmed_regression += 1,
            Verdict::UnconfirmedImprovement => self.unconfirmed_improvement += 1,
            Verdict::Inconclusive => self.inconclusive += 1,
            Verdict::Mixed | Verdict::NotComparable => {}
        }
    }

    /// Any regression wins (it is what gates CI); then any improvement;
    /// then an untested change beyond the tolerance; a whole is unchanged
    /// only when every part is, and inconclusive when nothing was found but
    /// something could not be tested (or is empty).
    fn verdict(&self) -> Verdict {
        if self.regressed > 0 {
            Verdict::Regressed
        } else if self.improved > 0 {
            Verdict::Improved
        } else if self.unconfirmed_regression > 0 {
            Verdict::UnconfirmedRegression
        } else if self.unconfirmed_improvement > 0 {
            Verdict::UnconfirmedImprovement
        } else if self.inconclusive > 0 || self.unchanged == 0 {
            Verdict::Inconclusive
        } else {
            Verdict::Unchanged
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeriesAssessment {
    pub key: String,
    pub group: String,
    pub direction: Direction,
    /// The tolerance used (the input, clamped to 0 … 0.5).
    pub tolerance: f64,
    pub verdict: Verdict,
    /// Points by verdict.
    pub points_by_verdict: Counts,
    pub points: Vec<PointAssessment>,
}

/// The verdicts of one comparison (one report, one family).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Assessment {
    pub verdict: Verdict,
    pub config: Config,
    /// Tests in the report's Holm family: the points tested one by one and
    /// the operations tested as a whole.
    pub tests: usize,
    pub series_by_verdict: Counts,
    /// Each operation tested as one change (see [`OperationAssessment`]).
    pub operations: Vec<OperationAssessment>,
    pub series: Vec<SeriesAssessment>,
}

/// An operation (all the points of its series: thread counts, grid cells)
/// tested as one change: the median of its points' log changes against the
/// noise of that median between runs. A change of the whole operation is
/// one finding, with its extent, rather than a scatter of points.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OperationAssessment {
    /// The series' `group`.
    pub operation: String,
    pub direction: Direction,
    /// Tested points.
    pub points: usize,
    pub verdict: Verdict,
    pub noise: NoiseSource,
    /// `None`: fewer than three tested points, or their noise is not known
    /// between runs for every point (a history shared by at least three
    /// runs, or a declared noise).
    pub estimate: Option<Estimate>,
}

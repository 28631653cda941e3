//! `diff`: compares a current run with a baseline and gives a verdict per
//! point, per series and for the whole report, taking noise into account.
//!
//! **The rule** (printed in every diff document):
//! * Series are matched by benchmark id and operation, points by thread
//!   count; what exists on one side only is listed, never compared. What
//!   the baseline has and the current run lacks (a benchmark, a series, a
//!   thread count) is missing, unless the current run's tool version does
//!   not produce it (a latency series of an older IOR).
//! * A benchmark of one id run with another tool or kind is not comparable,
//!   and neither is a series with no thread count in common; other
//!   command lines or parameters are compared, with a warning.
//! * Units and directions (higher or lower is better) must agree; they come
//!   from the data, never from the name of a metric.
//! * The noise of a point is the noise between runs: from a history of
//!   earlier runs, or the benchmark's declared `noise_cv` / `noise_floor`
//!   (per operation when declared so); iterations only widen it, never
//!   replace it. Without it a change beyond the tolerance is *unconfirmed*
//!   and a smaller one *inconclusive*: listed, never a regression (unless
//!   `--fail-on-unconfirmed`).
//! * Each point (t test on the log change) and each operation (the median
//!   change of its points) is tested; Holm's correction runs over all of
//!   them, and a change counts when the adjusted p-value is at most
//!   [`ALPHA`] *and* the estimate is beyond the tolerance (`--threshold`,
//!   default 5 %, or the benchmark's `diff_threshold`). The cells of a grid
//!   (20 points or more) are judged through their operation only. The
//!   method, and its calibration on real repeated runs, are in
//!   docs/diff-method.md; the code is `analysis::stats`.
//! * Operations the project lists as `noisy` are reported, never judged.
//! * A series has regressed when any of its points has; improved when some
//!   improved and none regressed; mixed when both.

mod assess;
mod comparable;
mod findings;
pub mod history;
pub mod input;
pub(crate) mod matching;
mod result;
pub mod usage;

#[cfg(test)]
mod tests;

use self::matching::{at, mean, points};
use crate::model::latency::grid_operation;
use crate::model::pairing::{self, only_in};
use crate::model::{Benchmark, Direction, Run, Series, Unit};

pub use self::result::{
    BenchmarkDiff, CriterionChange, Diff, Finding, NotComparable, NotProduced, OperationDiff, PointDiff, SeriesDiff,
    Test, Verdict, WorkloadDifference,
};

/// The highest share of comparisons (in percent) reported as regressed in
/// the simulated calibration's no-change rows with a noise between runs (a
/// declared noise or a history): `cargo run --release --example
/// calibrate`, table in docs/diff-method.md. Printed in every diff document.
pub const CALIBRATED_FALSE_ALARMS: f64 = 3.4;
pub const ALPHA: f64 = 0.05;
pub const DEFAULT_THRESHOLD: f64 = 5.0;

#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    #[error("benchmark `{id}`: the baseline is in {baseline} but the current run is in {current}; a percentage between them would be meaningless")]
    Unit { id: String, baseline: Unit, current: Unit },
    #[error("benchmark `{id}`: the sides disagree on whether higher or lower is better")]
    Direction { id: String },
}

/// Compares two sides. `threshold` is the default tolerance in percent.
/// Compares two sides; `history` holds earlier runs of the report (oldest
/// first, each with its label), which give the run-to-run noise and the
/// trend of each series.
pub fn diff(base: &Run, cur: &Run, history: &[(String, Run)], threshold: f64) -> Result<Diff, DiffError> {
    let mut benchmarks = Vec::new();
    let mut not_comparable = Vec::new();
    for bb in &base.benchmarks {
        let Some(cb) = pairing::benchmark(cur, &bb.id) else {
            continue;
        };
        let workload_differs = match comparable::workload(bb, cb) {
            Ok(differs) => differs,
            Err(reason) => {
                not_comparable.push(NotComparable {
                    what: bb.id.clone(),
                    reason,
                });
                continue;
            }
        };
        if bb.unit != cb.unit {
            return Err(DiffError::Unit {
                id: bb.id.clone(),
                baseline: bb.unit,
                current: cb.unit,
            });
        }
        if bb.direction != cb.direction {
            return Err(DiffError::Direction { id: bb.id.clone() });
        }
        let d = BenchmarkDiff {
            workload_differs,
            ..diff_benchmark(bb, cb, threshold)
        };
        not_comparable.extend(comparable::disjoint_series(&d));
        benchmarks.push(d);
    }
    let only_baseline_benchmarks = only_in(&base.benchmarks, &cur.benchmarks, |b| &b.id);
    let only_current_benchmarks = only_in(&cur.benchmarks, &base.benchmarks, |b| &b.id);
    let runs: Vec<Run> = history.iter().map(|(_, r)| r.clone()).collect();
    let operations = assess::assess_points(base, cur, &runs, &mut benchmarks);
    for b in &mut benchmarks {
        for s in &mut b.series {
            // Follow the point the diff flagged most, else the peak.
            let at = s
                .points
                .iter()
                .filter(|p| matches!(p.verdict, Verdict::Regressed | Verdict::Improved))
                .max_by(|x, y| x.change.abs().total_cmp(&y.change.abs()))
                .map(|p| p.threads);
            s.trend = history::trend(history, (base, cur), (&b.id, &s.operation), b.direction, at);
        }
    }
    // Series the project knows to be too noisy are reported, not judged.
    let judged = benchmarks.iter().flat_map(|b| b.series.iter().filter(|s| !s.noisy));
    let mut verdict = Verdict::combine(judged.map(|s| s.verdict));
    let only_noisy = benchmarks
        .iter()
        .flat_map(|b| &b.series)
        .any(|s| s.noisy && !s.points.is_empty());
    if verdict == Verdict::NotComparable && only_noisy {
        verdict = Verdict::Inconclusive;
    }
    // A report with untested points is inconclusive, whatever they did.
    if verdict.untested() {
        verdict = Verdict::Inconclusive;
    }
    let not_produced: Vec<NotProduced> = (base.benchmarks.iter())
        .filter(|b| pairing::benchmark(cur, &b.id).is_none())
        .filter_map(|b| comparable::not_produced(base, cur, b))
        .collect();
    let missing = comparable::missing(base, &benchmarks, &not_comparable, &not_produced);
    Ok(Diff {
        schema: 2,
        baseline: base.origin.clone(),
        current: cur.origin.clone(),
        report: cur.report.clone(),
        baseline_report: base.report.clone(),
        missing,
        not_comparable,
        not_produced,
        alpha: ALPHA,
        default_threshold: threshold,
        verdict,
        operations,
        benchmarks,
        only_baseline_benchmarks,
        only_current_benchmarks,
        usage: None,
        acceptance: acceptance(base, cur, &runs),
    })
}

/// The current run's criteria (else the baseline's) on both sides, the
/// history's runs giving the noise of the point read.
fn acceptance(base: &Run, cur: &Run, history: &[Run]) -> Vec<CriterionChange> {
    use crate::analysis::acceptance::evaluate;
    let criteria = if cur.criteria.is_empty() {
        &base.criteria
    } else {
        &cur.criteria
    };
    (criteria.iter())
        .map(|c| {
            let past: Vec<_> = history
                .iter()
                .filter_map(|r| pairing::benchmark(r, &c.benchmark))
                .collect();
            CriterionChange {
                criterion: c.clone(),
                baseline: evaluate(c, pairing::benchmark(base, &c.benchmark), &past),
                current: evaluate(c, pairing::benchmark(cur, &c.benchmark), &past),
            }
        })
        .collect()
}

/// The operation a series measures, as `benchmark/operation`: a grid
/// cell's series (`read-fs65536-rs4096`) belongs to its operation (`read`).
/// The points of one operation are tested together as one change.
pub fn operation_group(benchmark: &str, series: &str) -> String {
    format!("{benchmark}/{}", grid_operation(series))
}

fn diff_benchmark(bb: &Benchmark, cb: &Benchmark, default_threshold: f64) -> BenchmarkDiff {
    // The current run's setting wins: it is the one under review.
    let threshold = cb.diff_threshold.or(bb.diff_threshold).unwrap_or(default_threshold);
    let current = pairing::by_operation(cb);
    let series = bb
        .series
        .iter()
        .filter_map(|bs| {
            let cs = *current.get(bs.operation.as_str())?;
            let mut s = diff_series(bs, cs, cb.direction, threshold / 100.0);
            let op = grid_operation(&bs.operation);
            s.noisy = cb.is_noisy(op) || bb.is_noisy(op);
            Some(s)
        })
        .collect();
    BenchmarkDiff {
        id: bb.id.clone(),
        kind: cb.kind,
        tool: cb.tool.clone(),
        unit: cb.unit,
        direction: cb.direction,
        log_scale: cb.log_scale,
        threshold,
        series,
        only_baseline_ops: only_in(&bb.series, &cb.series, |s| &s.operation),
        only_current_ops: only_in(&cb.series, &bb.series, |s| &s.operation),
        workload_differs: Vec::new(),
    }
}

fn diff_series(bs: &Series, cs: &Series, direction: Direction, tol: f64) -> SeriesDiff {
    let (bpts, cpts) = (points(bs), points(cs));
    let mut points = Vec::new();
    let mut only_current = Vec::new();
    for (t, cit) in &cpts {
        match at(&bpts, *t) {
            Some(bit) if mean(bit) > 0.0 => {
                let (b, c) = (mean(bit), mean(cit));
                points.push(PointDiff {
                    threads: *t,
                    baseline: b,
                    current: c,
                    change: (c - b) / b,
                    method: "none",
                    n: (bit.len(), cit.len()),
                    test: None,
                    by_operation: false,
                    verdict: Verdict::Inconclusive,
                });
            }
            _ => only_current.push(*t),
        }
    }
    let only_baseline = bpts
        .iter()
        .map(|(t, _)| *t)
        .filter(|t| points.binary_search_by_key(t, |p| p.threads).is_err())
        .collect();
    // Verdicts come from `assess_points`, over the whole report at once.
    let findings = findings::series_findings(&bpts, &cpts, &points, direction, tol);
    let mut s = SeriesDiff {
        operation: cs.operation.clone(),
        verdict: Verdict::Unchanged,
        noisy: false,
        points,
        only_baseline,
        only_current,
        findings,
        trend: None,
    };
    s.verdict = s.points_verdict();
    s
}

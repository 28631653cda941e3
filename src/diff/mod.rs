//! `diff`: compares a current run with a baseline and gives a verdict per
//! point, per series and for the whole report, taking noise into account.
//!
//! **The rule** (printed in every diff document):
//! * Series are matched by benchmark id and operation, points by thread
//!   count; what exists on one side only is listed, never compared.
//! * Units and directions (higher or lower is better) must agree; they come
//!   from the data, never from the name of a metric.
//! * A point with at least [`MIN_ITERATIONS`] iterations on both sides is
//!   tested with a bootstrap of the ratio of means; the p-values of all such
//!   points in the diff are adjusted with Holm's method, and a change counts
//!   when the adjusted p-value is below [`ALPHA`] *and* the change is beyond
//!   the tolerance.
//! * Otherwise a point changes when it moves beyond the tolerance
//!   (`--threshold`, default 5 %, or the benchmark's `diff_threshold`) *and*
//!   a neighbouring thread count moves the same way by at least half the
//!   tolerance, or the change alone is beyond twice the tolerance. A single
//!   outlying point is therefore not a finding.
//! * A series has regressed when any of its points has; improved when some
//!   improved and none regressed; mixed when both.

pub mod history;
pub mod input;
pub mod usage;

use crate::analysis::stats as stats_method;
use crate::model::{Benchmark, BenchmarkKind, Direction, Run, Series, Unit};
use serde::Serialize;

/// The highest share of comparisons (in percent) reported as regressed in
/// the calibration's no-change rows (3 or 5 iterations at CV 3–10 %, one
/// value with a declared noise or a history): `cargo run --release --example
/// calibrate`, table in docs/diff-method.md. Printed in every diff document.
pub const CALIBRATED_FALSE_ALARMS: f64 = 3.3;
pub const ALPHA: f64 = 0.05;
pub const DEFAULT_THRESHOLD: f64 = 5.0;

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
    /// Benchmarks (`id`) and series (`id/operation`) of the baseline that the
    /// current run lacks: findings, never silently "unchanged".
    pub missing: Vec<String>,
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
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DiffError {
    #[error("benchmark `{id}`: the baseline is in {baseline} but the current run is in {current}; a percentage between them would be meaningless")]
    Unit { id: String, baseline: Unit, current: Unit },
    #[error("benchmark `{id}`: the sides disagree on whether higher or lower is better")]
    Direction { id: String },
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// A series' points as (thread count, iterations), ascending.
fn points(s: &Series) -> Vec<(u32, Vec<f64>)> {
    let mut v: Vec<(u32, Vec<f64>)> = s.points.iter().map(|p| (p.threads, p.iterations.clone())).collect();
    v.sort_by_key(|p| p.0);
    v
}

/// Compares two sides. `threshold` is the default tolerance in percent.
/// Compares two sides; `history` holds earlier runs of the report (oldest
/// first, each with its label), which give the run-to-run noise and the
/// trend of each series.
pub fn diff(base: &Run, cur: &Run, history: &[(String, Run)], threshold: f64) -> Result<Diff, DiffError> {
    let mut benchmarks = Vec::new();
    for bb in &base.benchmarks {
        let Some(cb) = cur.benchmarks.iter().find(|c| c.id == bb.id) else {
            continue;
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
        benchmarks.push(diff_benchmark(bb, cb, threshold));
    }
    let only_baseline_benchmarks = base
        .benchmarks
        .iter()
        .filter(|b| !cur.benchmarks.iter().any(|c| c.id == b.id))
        .map(|b| b.id.clone())
        .collect();
    let only_current_benchmarks = cur
        .benchmarks
        .iter()
        .filter(|c| !base.benchmarks.iter().any(|b| b.id == c.id))
        .map(|c| c.id.clone())
        .collect();
    let runs: Vec<Run> = history.iter().map(|(_, r)| r.clone()).collect();
    assess_points(base, cur, &runs, &mut benchmarks);
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
    let verdict = combine(benchmarks.iter().flat_map(|b| b.series.iter().map(|s| s.verdict)));
    let mut missing: Vec<String> = Vec::new();
    for b in &base.benchmarks {
        match benchmarks.iter().find(|d| d.id == b.id) {
            None => missing.push(b.id.clone()),
            Some(d) => missing.extend(d.only_baseline_ops.iter().map(|op| format!("{}/{op}", b.id))),
        }
    }
    Ok(Diff {
        schema: 1,
        baseline: base.origin.clone(),
        current: cur.origin.clone(),
        report: cur.report.clone(),
        baseline_report: base.report.clone(),
        missing,
        alpha: ALPHA,
        default_threshold: threshold,
        verdict,
        benchmarks,
        only_baseline_benchmarks,
        only_current_benchmarks,
        usage: None,
    })
}

fn combine(verdicts: impl Iterator<Item = Verdict>) -> Verdict {
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

fn diff_benchmark(bb: &Benchmark, cb: &Benchmark, default_threshold: f64) -> BenchmarkDiff {
    // The current run's setting wins: it is the one under review.
    let threshold = cb.diff_threshold.or(bb.diff_threshold).unwrap_or(default_threshold);
    let series = bb
        .series
        .iter()
        .filter_map(|bs| {
            let cs = cb.series.iter().find(|c| c.operation == bs.operation)?;
            Some(diff_series(bs, cs, cb.direction, threshold / 100.0))
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
        only_baseline_ops: bb
            .series
            .iter()
            .filter(|s| !cb.series.iter().any(|c| c.operation == s.operation))
            .map(|s| s.operation.clone())
            .collect(),
        only_current_ops: cb
            .series
            .iter()
            .filter(|s| !bb.series.iter().any(|b| b.operation == s.operation))
            .map(|s| s.operation.clone())
            .collect(),
    }
}

fn diff_series(bs: &Series, cs: &Series, direction: Direction, tol: f64) -> SeriesDiff {
    let (bpts, cpts) = (points(bs), points(cs));
    let mut points = Vec::new();
    let mut only_current = Vec::new();
    for (t, cit) in &cpts {
        match bpts.iter().find(|(bt, _)| bt == t) {
            Some((_, bit)) if mean(bit) > 0.0 => {
                let (b, c) = (mean(bit), mean(cit));
                points.push(PointDiff {
                    threads: *t,
                    baseline: b,
                    current: c,
                    change: (c - b) / b,
                    method: "none",
                    n: (bit.len(), cit.len()),
                    interval: None,
                    p: None,
                    p_adjusted: None,
                    verdict: Verdict::Inconclusive,
                });
            }
            _ => only_current.push(*t),
        }
    }
    let only_baseline = bpts
        .iter()
        .map(|(t, _)| *t)
        .filter(|t| !points.iter().any(|p| p.threads == *t))
        .collect();
    // Verdicts come from `assess_points`, over the whole report at once.
    let findings = series_findings(&bpts, &cpts, &points, direction, tol);
    let mut s = SeriesDiff {
        operation: cs.operation.clone(),
        verdict: Verdict::Unchanged,
        points,
        only_baseline,
        only_current,
        findings,
        trend: None,
    };
    s.verdict = series_verdict(&s);
    s
}

fn series_verdict(s: &SeriesDiff) -> Verdict {
    if s.points.is_empty() {
        return Verdict::NotComparable;
    }
    combine(s.points.iter().map(|p| p.verdict))
}

fn best(points: &[(u32, Vec<f64>)], direction: Direction) -> Option<(u32, f64)> {
    let values: Vec<f64> = points.iter().map(|p| mean(&p.1)).collect();
    if values.is_empty() {
        return None;
    }
    let i = crate::analysis::series::peak_index(&values, direction);
    Some((points[i].0, values[i]))
}

fn series_findings(
    bs: &[(u32, Vec<f64>)],
    cs: &[(u32, Vec<f64>)],
    points: &[PointDiff],
    direction: Direction,
    tol: f64,
) -> Vec<Finding> {
    let mut out = Vec::new();
    if let (Some((bt, bv)), Some((ct, cv))) = (best(bs, direction), best(cs, direction)) {
        if bv > 0.0 && ((cv - bv) / bv).abs() > tol {
            out.push(Finding::PeakChanged {
                baseline: bv,
                current: cv,
                change: (cv - bv) / bv,
            });
        }
        if bt != ct {
            out.push(Finding::PeakMoved {
                baseline_threads: bt,
                current_threads: ct,
            });
        }
    }
    let sus = |s: &[(u32, Vec<f64>)]| {
        let v: Vec<f64> = s.iter().map(|p| mean(&p.1)).collect();
        let t: Vec<u32> = s.iter().map(|p| p.0).collect();
        (!v.is_empty()).then(|| {
            crate::analysis::series::sustained(&v, &t, direction, crate::model::SustainedMethod::IsolatedDip).value
        })
    };
    if let (Some(b), Some(c)) = (sus(bs), sus(cs)) {
        if b > 0.0 && ((c - b) / b).abs() > tol {
            out.push(Finding::SustainedChanged {
                baseline: b,
                current: c,
                change: (c - b) / b,
            });
        }
    }
    // Scaling at high thread counts: the upper half of the common thread
    // counts against the lower half.
    if points.len() >= 4 {
        let half = points.len() / 2;
        let low = mean(&points[..half].iter().map(|p| p.change).collect::<Vec<_>>());
        let high = mean(&points[half..].iter().map(|p| p.change).collect::<Vec<_>>());
        let worse = match direction {
            Direction::Higher => high - low,
            Direction::Lower => low - high,
        };
        if worse < -tol {
            out.push(Finding::ScalingWorseAtHigh {
                from_threads: points[half].threads,
                low_change: low,
                high_change: high,
            });
        }
    }
    out
}

/// One compared series' thread counts and (baseline, current) iterations.
type SeriesValues = (Vec<u32>, Vec<(Vec<f64>, Vec<f64>)>);

/// The verdict of every compared point, from the calibrated method of
/// `analysis::stats` (a moderated t test on log values with the noise of
/// the iterations, a declared `noise_cv`, or none; Holm's correction over
/// the whole report; the tolerance as a gate on the estimate). Points with
/// no noise estimate are inconclusive, never a regression.
fn assess_points(base: &Run, cur: &Run, history: &[Run], benchmarks: &mut [BenchmarkDiff]) {
    let mut keys: Vec<(usize, usize)> = Vec::new();
    let mut store: Vec<SeriesValues> = Vec::new();
    let mut meta = Vec::new();
    let mut past: Vec<Vec<Vec<f64>>> = Vec::new();
    for (bi, b) in benchmarks.iter().enumerate() {
        let (Some(bb), Some(cb)) = (
            base.benchmarks.iter().find(|x| x.id == b.id),
            cur.benchmarks.iter().find(|x| x.id == b.id),
        ) else {
            continue;
        };
        for (si, s) in b.series.iter().enumerate() {
            let (Some(bs), Some(cs)) = (
                bb.series.iter().find(|x| x.operation == s.operation),
                cb.series.iter().find(|x| x.operation == s.operation),
            ) else {
                continue;
            };
            let (bp, cp) = (points(bs), points(cs));
            let mut threads = Vec::new();
            let mut values = Vec::new();
            for p in &s.points {
                let find = |v: &[(u32, Vec<f64>)]| v.iter().find(|x| x.0 == p.threads).map(|x| x.1.clone());
                if let (Some(b), Some(c)) = (find(&bp), find(&cp)) {
                    threads.push(p.threads);
                    values.push((b, c));
                }
            }
            keys.push((bi, si));
            past.push(
                threads
                    .iter()
                    .map(|t| history::point_history(history, &b.id, &s.operation, *t))
                    .collect(),
            );
            store.push((threads, values));
            meta.push((
                format!("{}/{}", b.id, s.operation),
                b.direction,
                b.threshold / 100.0,
                cb.noise_cv.or(bb.noise_cv),
            ));
        }
    }
    let family: Vec<stats_method::SeriesInput> = store
        .iter()
        .zip(&meta)
        .zip(&past)
        .map(
            |(((threads, values), (key, direction, tol, cv)), past)| stats_method::SeriesInput {
                key: key.clone(),
                direction: *direction,
                tolerance: *tol,
                noise_cv: *cv,
                points: threads
                    .iter()
                    .zip(values)
                    .zip(past)
                    .map(|((t, (b, c)), h)| stats_method::PointInput {
                        threads: *t,
                        baseline: b,
                        current: c,
                        history: h,
                    })
                    .collect(),
            },
        )
        .collect();
    let assessment = stats_method::assess(&family);
    for ((bi, si), sa) in keys.into_iter().zip(&assessment.series) {
        let series = &mut benchmarks[bi].series[si];
        for pa in &sa.points {
            let Some(p) = series.points.iter_mut().find(|p| p.threads == pa.threads) else {
                continue;
            };
            p.method = match pa.noise {
                stats_method::NoiseSource::Iterations => "iterations",
                stats_method::NoiseSource::Declared => "declared-noise",
                stats_method::NoiseSource::History => "history",
                stats_method::NoiseSource::None => "none",
            };
            p.n = (pa.n_baseline, pa.n_current);
            if let Some(e) = &pa.estimate {
                p.interval = Some((e.low, e.high));
                p.p = Some(e.p_value);
                p.p_adjusted = Some(e.p_adjusted);
            }
            p.verdict = match pa.verdict {
                stats_method::Verdict::Regressed => Verdict::Regressed,
                stats_method::Verdict::Improved => Verdict::Improved,
                stats_method::Verdict::Unchanged => Verdict::Unchanged,
                stats_method::Verdict::Inconclusive => Verdict::Inconclusive,
            };
        }
        series.verdict = series_verdict(series);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: [u32; 8] = [1, 2, 4, 8, 16, 32, 64, 128];

    fn side(series: &[(&str, Vec<Vec<f64>>)], unit: &str) -> Run {
        let mut b = Benchmark::bare(
            "b".into(),
            BenchmarkKind::SequentialNN,
            "IOR".into(),
            unit.parse().unwrap(),
            Direction::Higher,
        );
        // A declared run-to-run noise of 2 %: one value per point can then be
        // tested (see `without_a_noise_estimate_single_values_are_inconclusive`).
        b.noise_cv = Some(0.02);
        b.series = series
            .iter()
            .map(|(op, pts)| Series {
                operation: op.to_string(),
                points: T
                    .iter()
                    .zip(pts)
                    .map(|(t, v)| crate::model::Point {
                        threads: *t,
                        iterations: v.clone(),
                    })
                    .collect(),
            })
            .collect();
        Run {
            report: "r".into(),
            origin: "test".into(),
            provenance: crate::model::Provenance::Measured,
            benchmarks: vec![b],
        }
    }

    fn single(v: &[f64]) -> Vec<Vec<f64>> {
        v.iter().map(|x| vec![*x]).collect()
    }

    const BASE: [f64; 8] = [1.0, 2.0, 4.0, 8.0, 15.0, 16.0, 16.0, 16.0];

    #[test]
    fn identical_inputs_have_no_finding() {
        let s = side(&[("write", single(&BASE)), ("read", single(&BASE))], "GB/s");
        let d = diff(&s, &s, &[], 5.0).unwrap();
        assert_eq!(d.verdict, Verdict::Unchanged);
        assert!(d.benchmarks[0].series.iter().all(|s| s.findings.is_empty()));
    }

    #[test]
    fn ten_percent_drop_at_high_threads_flags_that_series_only() {
        let base = side(&[("write", single(&BASE)), ("read", single(&BASE))], "GB/s");
        let mut drop = BASE;
        for v in &mut drop[5..] {
            *v *= 0.9;
        }
        let mut noise = BASE;
        noise[3] *= 1.03;
        let cur = side(&[("write", single(&drop)), ("read", single(&noise))], "GB/s");
        let d = diff(&base, &cur, &[], 5.0).unwrap();
        let w = &d.benchmarks[0].series[0];
        assert_eq!(w.verdict, Verdict::Regressed);
        assert_eq!(
            w.points
                .iter()
                .filter(|p| p.verdict == Verdict::Regressed)
                .map(|p| p.threads)
                .collect::<Vec<_>>(),
            vec![32, 64, 128]
        );
        assert!(w
            .findings
            .iter()
            .any(|f| matches!(f, Finding::ScalingWorseAtHigh { .. })));
        assert_eq!(d.benchmarks[0].series[1].verdict, Verdict::Unchanged);
        assert_eq!(d.verdict, Verdict::Regressed);
    }

    #[test]
    fn a_single_outlier_within_twice_the_tolerance_is_not_a_finding() {
        let base = side(&[("write", single(&BASE))], "GB/s");
        let mut one = BASE;
        one[4] *= 0.96;
        let d = diff(&base, &side(&[("write", single(&one))], "GB/s"), &[], 5.0).unwrap();
        assert_eq!(d.verdict, Verdict::Unchanged, "within the tolerance");
        one[4] = BASE[4] * 0.85;
        let d = diff(&base, &side(&[("write", single(&one))], "GB/s"), &[], 5.0).unwrap();
        assert_eq!(d.verdict, Verdict::Regressed, "beyond twice the tolerance");
    }

    #[test]
    fn noisy_but_unchanged_iterations_have_no_finding() {
        let noisy = |k: f64| -> Vec<Vec<f64>> { BASE.iter().map(|v| vec![v * (1.0 - k), v * (1.0 + k), *v]).collect() };
        let base = side(&[("write", noisy(0.12))], "GB/s");
        // Means move by up to 8 % but the iterations overlap widely.
        let cur_pts: Vec<Vec<f64>> = BASE.iter().map(|v| vec![v * 0.85, v * 1.05, v * 0.86]).collect();
        let d = diff(&base, &side(&[("write", cur_pts)], "GB/s"), &[], 5.0).unwrap();
        let w = &d.benchmarks[0].series[0];
        assert!(w
            .points
            .iter()
            .all(|p| p.method == "iterations" && p.p_adjusted.is_some() && p.interval.is_some()));
        assert_eq!(w.verdict, Verdict::Unchanged, "{:?}", w.points);
    }

    #[test]
    fn clear_change_with_iterations_survives_holm() {
        let tight = |k: f64| -> Vec<Vec<f64>> {
            BASE.iter()
                .map(|v| vec![v * k * 0.995, v * k, v * k * 1.005, v * k * 1.002])
                .collect()
        };
        let d = diff(
            &side(&[("write", tight(1.0))], "GB/s"),
            &side(&[("write", tight(1.2))], "GB/s"),
            &[],
            5.0,
        )
        .unwrap();
        assert_eq!(d.benchmarks[0].series[0].verdict, Verdict::Improved);
    }

    #[test]
    fn mismatched_units_are_an_error_and_thread_sets_are_listed() {
        let base = side(&[("write", single(&BASE))], "GB/s");
        let e = diff(&base, &side(&[("write", single(&BASE))], "MiB/s"), &[], 5.0)
            .unwrap_err()
            .to_string();
        assert!(e.contains("GB/s") && e.contains("MiB/s"), "{e}");
        let mut cur = side(&[("write", single(&BASE))], "GB/s");
        cur.benchmarks[0].series[0].points.pop();
        cur.benchmarks[0].series[0].points.push(crate::model::Point {
            threads: 256,
            iterations: vec![16.0],
        });
        let d = diff(&base, &cur, &[], 5.0).unwrap();
        let s = &d.benchmarks[0].series[0];
        assert_eq!(
            (s.only_baseline.clone(), s.only_current.clone()),
            (vec![128], vec![256])
        );
    }

    #[test]
    fn without_a_noise_estimate_single_values_are_inconclusive() {
        let mut base = side(&[("write", single(&BASE))], "GB/s");
        base.benchmarks[0].noise_cv = None;
        let mut drop = BASE;
        for v in &mut drop[5..] {
            *v *= 0.8;
        }
        let mut cur = side(&[("write", single(&drop))], "GB/s");
        cur.benchmarks[0].noise_cv = None;
        let d = diff(&base, &cur, &[], 5.0).unwrap();
        assert_eq!(d.verdict, Verdict::Inconclusive);
        assert!(d.benchmarks[0].series[0].points.iter().all(|p| p.method == "none"));
    }

    #[test]
    fn lower_is_better_flips_the_verdict() {
        let mut base = side(&[("latency", single(&BASE))], "GB/s");
        base.benchmarks[0].direction = Direction::Lower;
        let mut cur = base.clone();
        for p in &mut cur.benchmarks[0].series[0].points {
            p.iterations[0] *= 1.2;
        }
        let d = diff(&base, &cur, &[], 5.0).unwrap();
        assert_eq!(d.verdict, Verdict::Regressed);
    }
}

//! The verdict method (see the module documentation of `stats`): each point
//! is tested against the noise between runs, the points of one operation
//! are also tested together as one change, and Holm's correction runs over
//! the whole report at each of the two levels.

use super::dist::{t_cdf, t_quantile, t_two_sided};
use super::moderate::{holm, moderate, Moderated, VarEst};
use super::{
    change_points, Assessment, Config, Counts, Estimate, NoiseSource, OperationAssessment, PointAssessment, PointInput,
    Reason, SeriesAssessment, SeriesInput, Side, ToleranceMode, Verdict,
};
use crate::analysis::shape::median;
use crate::model::Direction;

/// Verdicts for one comparison with the shipped settings.
pub fn assess(family: &[SeriesInput]) -> Assessment {
    assess_with(family, &Config::default())
}

/// An operation is tested as a whole from this many tested points on; below
/// it, its points' own tests say everything.
const MIN_OPERATION_POINTS: usize = 3;

/// From this many tested points on (a file-size × record-size grid), an
/// operation's points are judged only as part of the operation, never one
/// by one. A few runs cannot show a single cell's noise well enough for a
/// test that must hold over thousands of cells: on real IOzone grids, cells
/// of small files are bimodal (cached or not), their three or four earlier
/// runs often fall in one mode by chance, and the next run in the other
/// mode is a 50–80 % "change" twenty standard deviations out. The median
/// over the operation's cells is not moved by such cells.
const GRID_POINTS: usize = 20;

/// A point's values on the log scale, once checked.
struct Logs {
    baseline: Vec<f64>,
    current: Vec<f64>,
    /// Each run's point value (not its log): the prior runs after the last
    /// change point in them, then the baseline. Empty without a usable
    /// history (two prior runs or more).
    reference: Vec<f64>,
}

/// A change ready for its test: a point's, or an operation's median one.
#[derive(Clone, Copy)]
struct Prepared {
    /// The change as a log ratio: ln(current) − ln(reference).
    d: f64,
    se: f64,
    df: Option<f64>,
    noise: NoiseSource,
    noise_cv: f64,
    reference_runs: usize,
}

impl Prepared {
    /// The test's estimate: the ratio and its interval at the configured
    /// level, whether the interval lies within the tolerance `tol`, and
    /// whether the ratio is worse, or better, than `tol` allows.
    fn estimate(
        &self,
        tol: f64,
        direction: Direction,
        config: &Config,
        p_value: f64,
        p_adjusted: Option<f64>,
    ) -> (Estimate, bool, bool) {
        let q = |df| t_quantile(0.5 + config.level / 2.0, df);
        let half_width = q(self.df) * self.se;
        let (ratio, low, high) = (self.d.exp(), (self.d - half_width).exp(), (self.d + half_width).exp());
        let (worse, better) = beyond(ratio, tol, direction);
        let within_tolerance = low >= 1.0 - tol && high <= 1.0 + tol;
        // A history of h earlier runs and the baseline against one current
        // run, at this noise: each run more adds a degree of freedom, and the
        // half-width is q·noise·√(1 + 1/(h + 1)) when nothing changed.
        let half = |h: usize| {
            let df = self.df.map(|d| d + (h + 1) as f64 - self.reference_runs as f64);
            q(df) * self.noise_cv * (1.0 + 1.0 / (h + 1) as f64).sqrt()
        };
        // The half-width shrinks as runs are added: the first history that
        // is enough is found by bisection (a quantile costs microseconds).
        let runs_needed = (!within_tolerance && self.noise == NoiseSource::History).then(|| {
            let histories: Vec<usize> = (self.reference_runs.max(2)..=100).collect();
            let first = histories.partition_point(|&h| half(h) > tol.ln_1p());
            histories
                .get(first)
                .copied()
                .filter(|&h| half(h) <= tol.ln_1p())
                .unwrap_or(0)
        });
        let estimate = Estimate {
            ratio,
            low,
            high,
            p_value,
            p_adjusted,
            df: self.df,
            noise_cv: self.noise_cv,
            reference_runs: self.reference_runs,
            within_tolerance,
            runs_needed,
        };
        (estimate, worse, better)
    }
}

/// What can be said of a point before the family's correction.
enum Point {
    Tested(Prepared),
    /// Values on both sides but no estimate of the noise between runs:
    /// the ratio of the means is known, its significance is not.
    Untested(f64),
    Invalid(Reason),
}

/// The series of each operation (group), in order of first appearance.
fn groups(family: &[SeriesInput]) -> Vec<(String, Vec<usize>)> {
    let mut out: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, s) in family.iter().enumerate() {
        match out.iter_mut().find(|(g, _)| *g == s.group) {
            Some((_, members)) => members.push(i),
            None => out.push((s.group.clone(), vec![i])),
        }
    }
    out
}

/// Verdicts for one comparison: `family` is every series of the report.
pub fn assess_with(family: &[SeriesInput], config: &Config) -> Assessment {
    let checked: Vec<Vec<Result<Logs, Reason>>> = family
        .iter()
        .map(|s| s.points.iter().map(|p| logs(p, s.direction)).collect())
        .collect();
    let groups = groups(family);
    let history = report_history_noise(&checked, &groups);
    let mut points: Vec<Vec<Point>> = family.iter().map(|_| Vec::new()).collect();
    for ((_, members), history) in groups.iter().zip(history) {
        for (si, prepared) in prepare_group(family, &checked, members, history) {
            points[si] = prepared;
        }
    }
    let operations = operation_tests(family, &checked, &points, &groups);
    // Points of a grid are tested through their operation only: their own
    // p-values are reported, outside the family.
    let in_grid: Vec<bool> = family
        .iter()
        .map(|s| {
            operations
                .iter()
                .find(|o| o.operation == s.group)
                .is_some_and(|o| o.points >= GRID_POINTS)
        })
        .collect();
    let mut p_values = Vec::new();
    let mut family_p = Vec::new();
    for ((s, series), grid) in family.iter().zip(&points).zip(&in_grid) {
        let tol = clamp_tolerance(s.tolerance);
        for point in series {
            if let Point::Tested(p) = point {
                let pv = match config.tolerance_mode {
                    ToleranceMode::Gate => p_value(p, 0.0),
                    ToleranceMode::Null => p_value(p, tol),
                };
                p_values.push(pv);
                if !grid {
                    family_p.push(pv);
                }
            }
        }
    }
    // One family: the points tested one by one and the operations, so the
    // chance of any false alarm in the report stays at most α.
    let operation_p: Vec<f64> = operations
        .iter()
        .filter_map(|t| t.estimate.map(|e| t_two_sided(statistic(e.d, e.se), e.df)))
        .collect();
    let tests = family_p.len() + operation_p.len();
    let mut all_adjusted = holm(&[family_p, operation_p.clone()].concat());
    let operation_adjusted = all_adjusted.split_off(tests - operation_p.len());
    let mut family_adjusted = all_adjusted.into_iter();
    let operations = judge_operations(operations, &operation_p, &operation_adjusted, config);
    let mut next = 0;
    let mut series_out = Vec::with_capacity(family.len());
    let mut series_counts = Counts::default();
    for ((s, series), grid) in family.iter().zip(points).zip(in_grid) {
        let tol = clamp_tolerance(s.tolerance);
        let operation = operations.iter().find(|o| o.operation == s.group).map(|o| o.verdict);
        let mut counts = Counts::default();
        let mut out = Vec::with_capacity(series.len());
        for (input, point) in s.points.iter().zip(series) {
            let mut a = PointAssessment {
                threads: input.threads,
                n_baseline: input.baseline.len(),
                n_current: input.current.len(),
                noise: NoiseSource::None,
                verdict: Verdict::Inconclusive,
                by_operation: false,
                estimate: None,
                reason: None,
            };
            match point {
                Point::Invalid(reason) => a.reason = Some(reason),
                Point::Untested(ratio) => {
                    a.verdict = match beyond(ratio, tol, s.direction) {
                        (true, _) => Verdict::UnconfirmedRegression,
                        (_, true) => Verdict::UnconfirmedImprovement,
                        _ => Verdict::Inconclusive,
                    };
                    a.reason = Some(Reason::NoNoiseEstimate);
                }
                Point::Tested(p) => {
                    let p_value = p_values[next];
                    next += 1;
                    let p_adjusted = if grid { None } else { family_adjusted.next() };
                    let (estimate, worse, better) = p.estimate(tol, s.direction, config, p_value, p_adjusted);
                    let flagged = p_adjusted.is_some_and(|p| p <= config.alpha);
                    a.verdict = match (flagged, worse, better, operation) {
                        (true, true, _, _) => Verdict::Regressed,
                        (true, _, true, _) => Verdict::Improved,
                        // Part of a change of the whole operation.
                        (false, true, _, Some(Verdict::Regressed)) => Verdict::Regressed,
                        (false, _, true, Some(Verdict::Improved)) => Verdict::Improved,
                        _ => Verdict::Unchanged,
                    };
                    a.by_operation = !flagged && a.verdict != Verdict::Unchanged;
                    a.noise = p.noise;
                    a.estimate = Some(estimate);
                }
            }
            counts.add(a.verdict);
            out.push(a);
        }
        let verdict = counts.verdict();
        series_counts.add(verdict);
        series_out.push(SeriesAssessment {
            key: s.key.clone(),
            group: s.group.clone(),
            direction: s.direction,
            tolerance: tol,
            verdict,
            points_by_verdict: counts,
            points: out,
        });
    }
    Assessment {
        verdict: series_counts.verdict(),
        config: *config,
        tests,
        series_by_verdict: series_counts,
        operations,
        series: series_out,
    }
}

/// Tolerances outside 0 … 0.5 (or not numbers) are clamped: a negative one
/// means none, and one above half would make "regressed" unreachable.
fn clamp_tolerance(t: f64) -> f64 {
    if t.is_nan() {
        0.0
    } else {
        t.clamp(0.0, 0.5)
    }
}

/// Whether a ratio is worse, or better, than the tolerance allows.
fn beyond(ratio: f64, tol: f64, direction: Direction) -> (bool, bool) {
    let (below, above) = (ratio < 1.0 - tol, ratio > 1.0 + tol);
    match direction {
        Direction::Higher => (below, above),
        Direction::Lower => (above, below),
    }
}

/// `num / se`, with rounding-level differences as none and a zero standard
/// error as certainty (identical runs are possible in synthetic data).
fn statistic(num: f64, se: f64) -> f64 {
    if num.abs() <= 1e-12 {
        0.0
    } else if se <= 0.0 {
        num.signum() * f64::INFINITY
    } else {
        num / se
    }
}

/// Two-sided p of "no change" (`tol = 0`), or of "changed by no more than
/// `tol`" as two one-sided tests (the smaller p, doubled).
fn p_value(p: &Prepared, tol: f64) -> f64 {
    if tol == 0.0 {
        return t_two_sided(statistic(p.d, p.se), p.df);
    }
    let down = t_cdf(statistic(p.d - (1.0 - tol).ln(), p.se), p.df);
    let up = 1.0 - t_cdf(statistic(p.d - (1.0 + tol).ln(), p.se), p.df);
    (2.0 * down.min(up)).min(1.0)
}

fn check(values: &[f64], side: Side) -> Result<Vec<f64>, Reason> {
    match values.iter().position(|v| !(v.is_finite() && *v > 0.0)) {
        Some(index) => Err(Reason::InvalidValue { side, index }),
        None => Ok(values.iter().map(|v| v.ln()).collect()),
    }
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

fn sum_sq(v: &[f64]) -> f64 {
    let m = mean(v);
    v.iter().map(|x| (x - m).powi(2)).sum()
}

fn ln_all(v: &[f64]) -> Vec<f64> {
    v.iter().map(|x| x.ln()).collect()
}

fn logs(point: &PointInput, direction: Direction) -> Result<Logs, Reason> {
    for (values, side) in [(point.baseline, Side::Baseline), (point.current, Side::Current)] {
        if values.is_empty() {
            return Err(Reason::NoValues { side });
        }
    }
    let baseline = check(point.baseline, Side::Baseline)?;
    let current = check(point.current, Side::Current)?;
    check(point.history, Side::History)?;
    let mut reference = Vec::new();
    if point.history.len() >= 2 {
        let mut runs: Vec<f64> = point.history.to_vec();
        runs.push(mean(point.baseline));
        // Runs before a lasting change describe another level: drop them.
        let start = change_points(&runs, direction).last().map_or(0, |c| c.index);
        reference = runs[start..].to_vec();
    }
    Ok(Logs {
        baseline,
        current,
        reference,
    })
}

/// Each valid point's noise between runs (the variance of its reference
/// runs' log values), moderated over every point of the report, as `limma`
/// moderates over every gene: three or four runs that happen to agree
/// closely (a quantised fio percentile, a lucky week) say little about the
/// next run, and the report's other points say how far such luck goes.
/// Returned per operation, in the order of its valid points.
fn report_history_noise(
    checked: &[Vec<Result<Logs, Reason>>],
    groups: &[(String, Vec<usize>)],
) -> Vec<Vec<Option<Moderated>>> {
    let valid = |members: &[usize]| -> Vec<VarEst> {
        members
            .iter()
            .flat_map(|&si| checked[si].iter().filter_map(|l| l.as_ref().ok()))
            .map(|l| match l.reference.len() {
                n if n >= 2 => VarEst {
                    s2: sum_sq(&ln_all(&l.reference)) / (n - 1) as f64,
                    df: (n - 1) as f64,
                },
                _ => VarEst { s2: 0.0, df: 0.0 },
            })
            .collect()
    };
    let per_group: Vec<Vec<VarEst>> = groups.iter().map(|(_, m)| valid(m)).collect();
    let mut moderated = moderate(&per_group.concat()).into_iter();
    per_group
        .iter()
        .map(|g| moderated.by_ref().take(g.len()).collect())
        .collect()
}

/// The noise within runs (iterations) of one operation's points, moderated
/// over the operation, whose points are measured the same way.
fn iteration_noise(logs: &[&Logs]) -> Vec<Option<Moderated>> {
    let iterations: Vec<VarEst> = logs
        .iter()
        .map(|l| match l.baseline.len() + l.current.len() {
            n if n > 2 => VarEst {
                s2: (sum_sq(&l.baseline) + sum_sq(&l.current)) / (n - 2) as f64,
                df: (n - 2) as f64,
            },
            _ => VarEst { s2: 0.0, df: 0.0 },
        })
        .collect();
    moderate(&iterations)
}

/// The points of one operation's series, ready for their tests.
fn prepare_group(
    family: &[SeriesInput],
    checked: &[Vec<Result<Logs, Reason>>],
    members: &[usize],
    mut history: Vec<Option<Moderated>>,
) -> Vec<(usize, Vec<Point>)> {
    let valid: Vec<&Logs> = members
        .iter()
        .flat_map(|&si| checked[si].iter().filter_map(|l| l.as_ref().ok()))
        .collect();
    let iterations = iteration_noise(&valid);
    // No point is trusted to be steadier between runs than its operation's
    // typical point: three or four runs that happen to agree closely say
    // little about the fifth, and real cells have heavy tails (a page-cache
    // hit, a busy neighbour). Noisier points keep their own noise.
    let mut typical: Vec<f64> = history.iter().flatten().map(|m| m.s2).collect();
    if !typical.is_empty() {
        let floor = median(&mut typical);
        for m in history.iter_mut().flatten() {
            m.s2 = m.s2.max(floor);
        }
    }
    let mut next = 0;
    members
        .iter()
        .map(|&si| {
            let s = &family[si];
            let declared = s
                .noise_cv
                .filter(|cv| cv.is_finite() && *cv > 0.0)
                .map(|cv| (1.0 + cv).ln());
            let floor = s.noise_floor.filter(|f| f.is_finite() && *f > 0.0);
            let points = checked[si]
                .iter()
                .zip(&s.points)
                .map(|(l, input)| match l {
                    Err(reason) => Point::Invalid(reason.clone()),
                    Ok(l) => {
                        let i = next;
                        next += 1;
                        let base = mean(input.baseline);
                        // The floor in the unit, as a CV of this point's value.
                        let floor_cv = floor.map(|f| (1.0 + f / base).ln());
                        let between = match (declared, floor_cv) {
                            (Some(a), Some(b)) => Some(a.max(b)),
                            (a, b) => a.or(b),
                        };
                        prepare_point(l, input, between, history[i], iterations[i])
                    }
                })
                .collect();
            (si, points)
        })
        .collect()
}

/// One point's test: the noise between runs comes from the history or the
/// declared noise (`between`, a CV on the log scale), never from the
/// iterations alone; iterations only widen it when they are noisier.
fn prepare_point(
    l: &Logs,
    input: &PointInput,
    between: Option<f64>,
    history: Option<Moderated>,
    iterations: Option<Moderated>,
) -> Point {
    let log_change = mean(&l.current) - mean(&l.baseline);
    let shape = 1.0 / l.baseline.len() as f64 + 1.0 / l.current.len() as f64;
    let from_iterations = iterations.map(|m| ((m.s2 * shape).sqrt(), m));
    let widen = |se: f64, df: Option<f64>, noise: NoiseSource, cv: f64| match from_iterations {
        Some((it, m)) if it > se => (it, Some(m.df), NoiseSource::Iterations, m.s2.sqrt()),
        _ => (se, df, noise, cv),
    };
    if let (Some(m), false) = (history, l.reference.is_empty()) {
        let runs = l.reference.len();
        let current_run = mean(input.current);
        let mut se = (m.s2 * (1.0 + 1.0 / runs as f64)).sqrt();
        let mut noise_cv = m.s2.sqrt();
        let mut source = NoiseSource::History;
        if let Some(b) = between.filter(|b| *b > noise_cv) {
            (se, noise_cv, source) = (b * (1.0 + 1.0 / runs as f64).sqrt(), b, NoiseSource::Declared);
        }
        let (se, df, noise, noise_cv) = widen(se, Some(m.df), source, noise_cv);
        return Point::Tested(Prepared {
            // Against the reference's geometric mean: real noise between
            // runs is multiplicative, and on the log scale a doubled tail
            // latency weighs as much as a halved throughput.
            d: current_run.ln() - mean(&ln_all(&l.reference)),
            se,
            df: if noise == NoiseSource::Declared { None } else { df },
            noise,
            noise_cv,
            reference_runs: runs,
        });
    }
    let Some(between) = between else {
        return Point::Untested(mean(input.current) / mean(input.baseline));
    };
    let (se, df, noise, noise_cv) = widen(between * 2f64.sqrt(), None, NoiseSource::Declared, between);
    Point::Tested(Prepared {
        d: log_change,
        se,
        df,
        noise,
        noise_cv,
        reference_runs: 1,
    })
}

/// One operation's change before the family's correction.
struct OperationTest {
    operation: String,
    direction: Direction,
    tolerance: f64,
    points: usize,
    /// The typical change (median log ratio) and its noise.
    estimate: Option<Prepared>,
    /// The least variance the median of its points can have between runs:
    /// that of a median of independent points with the operation's typical
    /// point noise. A short history can make the median look steadier than
    /// its few points allow (three fio points measured four times).
    floor: f64,
}

/// The test of each operation as one change: the median of its points' log
/// changes, against the noise of that median between runs. With a history,
/// that noise is measured directly (the same median for each earlier run
/// against the others), so a drift that moves every point of a run at once
/// counts as the noise it is; with a declared noise alone, the median is
/// assumed to drift as much as one point does.
fn operation_tests(
    family: &[SeriesInput],
    checked: &[Vec<Result<Logs, Reason>>],
    points: &[Vec<Point>],
    groups: &[(String, Vec<usize>)],
) -> Vec<OperationTest> {
    let mut out: Vec<OperationTest> = Vec::new();
    let mut history_var: Vec<VarEst> = Vec::new();
    for (name, members) in groups {
        let first = &family[members[0]];
        let mut changes = Vec::new();
        let mut declared_se = Vec::new();
        let mut references: Vec<&[f64]> = Vec::new();
        let mut point_s2 = Vec::new();
        for &si in members {
            for (p, l) in points[si].iter().zip(&checked[si]) {
                if let (Point::Tested(p), Ok(l)) = (p, l) {
                    changes.push(p.d);
                    point_s2.push(p.noise_cv.powi(2));
                    match p.noise {
                        NoiseSource::Declared if l.reference.is_empty() => declared_se.push(p.se),
                        _ => references.push(&l.reference),
                    }
                }
            }
        }
        let mut test = OperationTest {
            operation: name.clone(),
            direction: first.direction,
            tolerance: clamp_tolerance(first.tolerance),
            points: changes.len(),
            estimate: None,
            // The large-sample variance of a median of k values, π/(2k)
            // times theirs (slightly above the exact value for small k).
            floor: if point_s2.is_empty() {
                0.0
            } else {
                std::f64::consts::FRAC_PI_2 / point_s2.len() as f64 * median(&mut point_s2)
            },
        };
        history_var.push(VarEst { s2: 0.0, df: 0.0 });
        if changes.len() >= MIN_OPERATION_POINTS {
            let d = median(&mut changes.clone());
            if references.len() == changes.len() {
                // Every point has a history: the median's own spread.
                if let Some(v) = history_median_variance(&references) {
                    *history_var.last_mut().expect("pushed above") = v;
                    test.estimate = Some(Prepared {
                        d,
                        se: 0.0,
                        df: None,
                        noise: NoiseSource::History,
                        noise_cv: 0.0,
                        reference_runs: v.df as usize + 1,
                    });
                }
            } else if declared_se.len() == changes.len() {
                let se = median(&mut declared_se);
                test.estimate = Some(Prepared {
                    d,
                    se,
                    df: None,
                    noise: NoiseSource::Declared,
                    noise_cv: se / 2f64.sqrt(),
                    reference_runs: 1,
                });
            }
        }
        out.push(test);
    }
    // Operations of one report share their run-to-run drift as points of
    // one operation share their noise: moderated together.
    let moderated = moderate(&history_var);
    for (t, (v, m)) in out.iter_mut().zip(history_var.iter().zip(moderated)) {
        if let (Some(e), true, Some(m)) = (&mut t.estimate, v.df > 0.0, m) {
            let s2 = m.s2.max(t.floor);
            e.se = (s2 * (1.0 + 1.0 / e.reference_runs as f64)).sqrt();
            e.df = Some(m.df);
            e.noise_cv = s2.sqrt();
        }
    }
    out
}

/// The variance of an operation's median log change between runs, from the
/// runs every point's reference shares (the newest ones): for each run, the
/// median over points of its log value against the mean of the other runs.
/// `None` with fewer than three shared runs.
fn history_median_variance(references: &[&[f64]]) -> Option<VarEst> {
    let runs = references.iter().map(|r| r.len()).min()?;
    if runs < 3 {
        return None;
    }
    let logs: Vec<Vec<f64>> = references
        .iter()
        .map(|r| r[r.len() - runs..].iter().map(|v| v.ln()).collect())
        .collect();
    let mut sum = 0.0;
    for j in 0..runs {
        let mut d: Vec<f64> = logs
            .iter()
            .map(|l| {
                let others = (l.iter().sum::<f64>() - l[j]) / (runs - 1) as f64;
                l[j] - others
            })
            .collect();
        sum += median(&mut d).powi(2);
    }
    // Each run against the mean of the others varies (1 + 1/(runs − 1))
    // times as much as one run does.
    let per_run = sum / runs as f64 / (1.0 + 1.0 / (runs - 1) as f64);
    Some(VarEst {
        s2: per_run,
        df: (runs - 1) as f64,
    })
}

/// Each tested operation's verdict from its p-value (adjusted in the
/// report's family), gated by the tolerance as a point's is.
fn judge_operations(
    tests: Vec<OperationTest>,
    p: &[f64],
    adjusted: &[f64],
    config: &Config,
) -> Vec<OperationAssessment> {
    let mut next = 0;
    tests
        .into_iter()
        .map(|t| {
            let mut a = OperationAssessment {
                operation: t.operation,
                direction: t.direction,
                points: t.points,
                verdict: Verdict::Inconclusive,
                noise: NoiseSource::None,
                estimate: None,
            };
            if let Some(e) = t.estimate {
                let (p_value, p_adjusted) = (p[next], adjusted[next]);
                next += 1;
                let (estimate, worse, better) = e.estimate(t.tolerance, t.direction, config, p_value, Some(p_adjusted));
                a.verdict = match (p_adjusted <= config.alpha, worse, better) {
                    (true, true, _) => Verdict::Regressed,
                    (true, _, true) => Verdict::Improved,
                    _ => Verdict::Unchanged,
                };
                a.noise = e.noise;
                a.estimate = Some(estimate);
            }
            a
        })
        .collect()
}

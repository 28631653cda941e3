//! The verdict method: one t test per point on log values, with noise
//! moderated across the series, Holm over the whole report and the
//! tolerance as a gate (see the module documentation of `stats`).

use super::dist::{t_cdf, t_quantile, t_two_sided};
use super::moderate::{holm, moderate, VarEst};
use super::{
    change_points, Assessment, Config, Counts, Estimate, NoiseSource, PointAssessment, PointInput, Reason,
    SeriesAssessment, SeriesInput, Side, ToleranceMode, Verdict,
};
use crate::model::Direction;

/// Verdicts for one comparison with the shipped settings.
pub fn assess(family: &[SeriesInput]) -> Assessment {
    assess_with(family, &Config::default())
}

/// A point's values on the log scale, once checked.
struct Logs {
    baseline: Vec<f64>,
    current: Vec<f64>,
    /// Each run's point value (not its log): the prior runs after the last
    /// change point in them, then the baseline. Empty without a usable
    /// history.
    reference: Vec<f64>,
}

/// A point ready for its test: the change, its standard error and the
/// distribution of the statistic.
struct Prepared {
    /// The change on the test's scale (see [`Scale`]).
    d: f64,
    scale: Scale,
    se: f64,
    df: Option<f64>,
    noise: NoiseSource,
    noise_cv: f64,
    reference_runs: usize,
}

/// The scale a point's change `d` is measured on.
#[derive(Clone, Copy)]
enum Scale {
    /// `d = ln(ratio)`: two means of iterations, or one run against one run.
    Log,
    /// `d = ratio − 1`: one new run against the mean of several. On the log
    /// scale one run's lower tail is longer than its upper one, and against
    /// a mean (whose tails are shorter) that made false regressions twice
    /// as common as false improvements in the calibration.
    Relative,
}

impl Scale {
    fn ratio_of(self, x: f64) -> f64 {
        match self {
            Scale::Log => x.exp(),
            Scale::Relative => (1.0 + x).max(0.0),
        }
    }

    fn change_of(self, r: f64) -> f64 {
        match self {
            Scale::Log => r.ln(),
            Scale::Relative => r - 1.0,
        }
    }
}

/// Verdicts for one comparison: `family` is every series of the report.
pub fn assess_with(family: &[SeriesInput], config: &Config) -> Assessment {
    let mut prepared: Vec<Vec<Result<Prepared, Reason>>> = Vec::with_capacity(family.len());
    for s in family {
        prepared.push(prepare_series(s));
    }
    let level_q = |df: Option<f64>| t_quantile(0.5 + config.level / 2.0, df);
    let mut p_values = Vec::new();
    for (s, series) in family.iter().zip(&prepared) {
        let tol = clamp_tolerance(s.tolerance);
        for point in series.iter().flatten() {
            p_values.push(match config.tolerance_mode {
                ToleranceMode::Gate => p_value(point, 0.0),
                ToleranceMode::Null => p_value(point, tol),
            });
        }
    }
    let adjusted = holm(&p_values);
    let mut next = 0;
    let mut series_out = Vec::with_capacity(family.len());
    let mut series_counts = Counts::default();
    for (s, series) in family.iter().zip(prepared) {
        let tol = clamp_tolerance(s.tolerance);
        let mut counts = Counts::default();
        let mut points = Vec::with_capacity(series.len());
        for (input, prep) in s.points.iter().zip(series) {
            let point = match prep {
                Err(reason) => PointAssessment {
                    threads: input.threads,
                    n_baseline: input.baseline.len(),
                    n_current: input.current.len(),
                    noise: NoiseSource::None,
                    verdict: Verdict::Inconclusive,
                    estimate: None,
                    reason: Some(reason),
                },
                Ok(p) => {
                    let (p_value, p_adjusted) = (p_values[next], adjusted[next]);
                    next += 1;
                    let q = level_q(p.df);
                    let ratio = p.scale.ratio_of(p.d);
                    let (low, high) = (p.scale.ratio_of(p.d - q * p.se), p.scale.ratio_of(p.d + q * p.se));
                    let (worse, better) = beyond(ratio, tol, s.direction);
                    let flagged = p_adjusted <= config.alpha;
                    let verdict = match (flagged, worse, better) {
                        (true, true, _) => Verdict::Regressed,
                        (true, _, true) => Verdict::Improved,
                        _ => Verdict::Unchanged,
                    };
                    PointAssessment {
                        threads: input.threads,
                        n_baseline: input.baseline.len(),
                        n_current: input.current.len(),
                        noise: p.noise,
                        verdict,
                        estimate: Some(Estimate {
                            ratio,
                            low,
                            high,
                            p_value,
                            p_adjusted,
                            df: p.df,
                            noise_cv: p.noise_cv,
                            reference_runs: p.reference_runs,
                            within_tolerance: low >= 1.0 - tol && high <= 1.0 + tol,
                        }),
                        reason: None,
                    }
                }
            };
            counts.add(point.verdict);
            points.push(point);
        }
        let verdict = counts.verdict();
        series_counts.add(verdict);
        series_out.push(SeriesAssessment {
            key: s.key.clone(),
            direction: s.direction,
            tolerance: tol,
            verdict,
            points_by_verdict: counts,
            points,
        });
    }
    Assessment {
        verdict: series_counts.verdict(),
        config: *config,
        tests: p_values.len(),
        series_by_verdict: series_counts,
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
/// error as certainty (identical iterations are possible in synthetic data).
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
    let down = t_cdf(statistic(p.d - p.scale.change_of(1.0 - tol), p.se), p.df);
    let up = 1.0 - t_cdf(statistic(p.d - p.scale.change_of(1.0 + tol), p.se), p.df);
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

/// Noise estimates and log changes of one series' points.
fn prepare_series(s: &SeriesInput) -> Vec<Result<Prepared, Reason>> {
    let checked: Vec<Result<Logs, Reason>> = s.points.iter().map(|p| logs(p, s.direction)).collect();
    // Two groups, moderated apart: run-to-run variances from histories and
    // within-run variances from iterations measure different things.
    let none = VarEst { s2: 0.0, df: 0.0 };
    let history_var: Vec<VarEst> = checked
        .iter()
        .map(|l| match l {
            // Relative variance (squared CV) of the reference runs.
            Ok(l) if !l.reference.is_empty() => VarEst {
                s2: sum_sq(&l.reference) / (l.reference.len() - 1) as f64 / mean(&l.reference).powi(2),
                df: (l.reference.len() - 1) as f64,
            },
            _ => none,
        })
        .collect();
    let iteration_var: Vec<VarEst> = checked
        .iter()
        .map(|l| match l {
            Ok(l) if l.reference.is_empty() && l.baseline.len() + l.current.len() > 2 => {
                let df = (l.baseline.len() + l.current.len() - 2) as f64;
                VarEst {
                    s2: (sum_sq(&l.baseline) + sum_sq(&l.current)) / df,
                    df,
                }
            }
            _ => none,
        })
        .collect();
    let history_mod = moderate(&history_var);
    let iteration_mod = moderate(&iteration_var);
    let declared = s
        .noise_cv
        .filter(|cv| cv.is_finite() && *cv > 0.0)
        .map(|cv| (1.0 + cv * cv).ln().sqrt());
    checked
        .into_iter()
        .enumerate()
        .map(|(i, l)| {
            let l = l?;
            if !l.reference.is_empty() {
                let m = history_mod[i].ok_or(Reason::NoNoiseEstimate)?;
                let runs = l.reference.len();
                let current_run = mean(&exp_all(&l.current));
                return Ok(Prepared {
                    d: current_run / mean(&l.reference) - 1.0,
                    scale: Scale::Relative,
                    se: (m.s2 * (1.0 + 1.0 / runs as f64)).sqrt(),
                    df: Some(m.df),
                    noise: NoiseSource::History,
                    noise_cv: m.s2.sqrt(),
                    reference_runs: runs,
                });
            }
            let d = mean(&l.current) - mean(&l.baseline);
            let shape = 1.0 / l.baseline.len() as f64 + 1.0 / l.current.len() as f64;
            let from_iterations = iteration_mod[i].map(|m| (m.s2 * shape).sqrt());
            // A declared run-to-run noise compares one run's value with
            // another's; iterations cannot show noise between runs, so the
            // declared figure is a floor under them.
            let from_declared = declared.map(|sd| sd * 2f64.sqrt());
            let (se, df, noise, noise_cv) = match (from_iterations, from_declared) {
                (Some(it), Some(dec)) if dec >= it => (dec, None, NoiseSource::Declared, declared.unwrap_or(0.0)),
                (Some(it), _) => {
                    let m = iteration_mod[i].ok_or(Reason::NoNoiseEstimate)?;
                    (it, Some(m.df), NoiseSource::Iterations, m.s2.sqrt())
                }
                (None, Some(dec)) => (dec, None, NoiseSource::Declared, declared.unwrap_or(0.0)),
                (None, None) => return Err(Reason::NoNoiseEstimate),
            };
            Ok(Prepared {
                d,
                scale: Scale::Log,
                se,
                df,
                noise,
                noise_cv,
                reference_runs: 1,
            })
        })
        .collect()
}

fn exp_all(v: &[f64]) -> Vec<f64> {
    v.iter().map(|x| x.exp()).collect()
}

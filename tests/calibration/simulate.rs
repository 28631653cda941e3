//! Synthetic comparisons with a known truth, to calibrate the verdict method:
//! one report of 4 series × 10 thread counts (1 … 512). Each run's level of
//! a point is µ·(1 + drift·z_run)·(1 + run CV·z) with a realistic µ per
//! series, a drift shared by every point of the run and a CV of its own;
//! its iterations scatter around that level with the within-run CV. The
//! calibration table in `docs/diff-method.md` comes from `cargo run
//! --release --example calibrate`, and a fast slice of it runs in the
//! integration tests (`calibration.rs`). Shared by both; each uses a part.
#![allow(dead_code)]

use pixreport::analysis::stats::{assess_with, change_points, Config, PointInput, SeriesInput, ToleranceMode, Verdict};
use pixreport::model::Direction;

/// The crate's seeded generator: a fixed seed gives a fixed table on every
/// machine.
pub use pixreport::rng::SplitMix64 as Rng;

pub const THREADS: [u32; 10] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512];
pub const SERIES: [&str; 4] = ["ior/write", "ior/read", "mdtest/create", "mdtest/stat"];
/// The series a power row changes, and the thread counts (indices) it hits.
pub const SHIFTED_SERIES: usize = 1;
pub const SHIFTED_POINTS: [usize; 3] = [7, 8, 9];

/// Mean curves shaped like the seeds' measurements: throughput that scales
/// then saturates (and sags at the top), metadata rates in the 10⁴–10⁶ range.
pub fn mean_curve(series: usize, threads: u32) -> f64 {
    let t = f64::from(threads);
    match series {
        0 => 16.0 * t / (t + 12.0) * if threads >= 256 { 0.95 } else { 1.0 },
        1 => 22.0 * t / (t + 20.0),
        2 => 4.0e5 * t / (t + 30.0) + 2.0e3,
        _ => 1.2e6 * t / (t + 8.0) * if threads == 128 { 0.9 } else { 1.0 },
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Tail {
    Normal,
    /// Student t, 4 degrees of freedom, scaled to the same standard deviation.
    T4,
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CvProfile {
    Constant(f64),
    /// CV rising linearly over the thread counts from the first to the second.
    Ramp(f64, f64),
}

impl CvProfile {
    fn at(self, point: usize) -> f64 {
        match self {
            CvProfile::Constant(cv) => cv,
            CvProfile::Ramp(a, b) => a + (b - a) * point as f64 / (THREADS.len() - 1) as f64,
        }
    }
}

/// One row of the table: how runs are drawn and what the truth is.
#[derive(Debug, Clone)]
pub struct Scenario {
    pub label: String,
    pub iterations: usize,
    /// Within-run CV of one iteration.
    pub cv: CvProfile,
    /// Between-run CV of a point's level (each point on its own).
    pub run_cv: f64,
    /// Between-run CV shared by every point of a run (the whole run slower).
    pub drift: f64,
    pub tail: Tail,
    /// The CV each series declares as `noise_cv`, if any.
    pub declared: Option<f64>,
    /// Prior runs before the baseline (point values, one per run).
    pub history: usize,
    /// Factor on the older half of the history: a level the system had
    /// before a change that the baseline already carries.
    pub history_step: Option<f64>,
    /// True current ÷ baseline at [`SHIFTED_POINTS`] of [`SHIFTED_SERIES`].
    pub shift: Option<f64>,
    /// The shift hits every point of the series, not only [`SHIFTED_POINTS`].
    pub shift_all: bool,
    pub tolerance: f64,
    pub mode: ToleranceMode,
}

impl Scenario {
    pub fn null(label: &str, iterations: usize, cv: f64) -> Self {
        Scenario {
            label: label.to_string(),
            iterations,
            cv: CvProfile::Constant(cv),
            run_cv: 0.0,
            drift: 0.0,
            tail: Tail::Normal,
            declared: None,
            history: 0,
            history_step: None,
            shift: None,
            shift_all: false,
            tolerance: 0.05,
            mode: ToleranceMode::Gate,
        }
    }
}

/// Counts over the simulated comparisons of one row.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RowStats {
    pub pairs: usize,
    /// Comparisons whose overall verdict is regressed (`diff` exits 2).
    pub exit2: usize,
    /// Tested points, and those whose interval holds the true ratio.
    pub intervals: usize,
    pub covered: usize,
    /// Power rows: the shifted series is regressed.
    pub detected: usize,
    /// A point outside the shifted ones (every point in a no-change row) is
    /// regressed or improved: a false flag, either way.
    pub other_flagged: usize,
    /// Comparisons whose overall verdict is not a tested one (inconclusive,
    /// or an untested change beyond the tolerance).
    pub inconclusive: usize,
    /// Comparisons with an untested change beyond the tolerance for the
    /// worse (what `--fail-on-unconfirmed` fails on).
    pub unconfirmed: usize,
}

impl RowStats {
    pub fn exit2_rate(&self) -> f64 {
        self.exit2 as f64 / self.pairs.max(1) as f64
    }
}

/// One point's simulated values: baseline, current, history.
type Runs = (Vec<f64>, Vec<f64>, Vec<f64>);

fn z(rng: &mut Rng, sc: &Scenario) -> f64 {
    match sc.tail {
        Tail::Normal => rng.normal(),
        Tail::T4 => rng.t4(),
    }
}

/// One run's iterations of a point whose level, before the run's own
/// noise, is `mu` (the run's drift already applied).
fn run_values(rng: &mut Rng, sc: &Scenario, mu: f64, point: usize) -> Vec<f64> {
    let level = mu * (1.0 + sc.run_cv * z(rng, sc));
    (0..sc.iterations)
        .map(|_| level * (1.0 + sc.cv.at(point) * z(rng, sc)))
        .collect()
}

/// Simulates `pairs` comparisons of `sc` from `seed` and judges them with
/// `config` (its tolerance mode is taken from the scenario).
pub fn run_scenario(sc: &Scenario, pairs: usize, seed: u64, config: &Config) -> RowStats {
    let config = Config {
        tolerance_mode: sc.mode,
        ..*config
    };
    let mut rng = Rng(seed);
    let mut stats = RowStats {
        pairs,
        ..RowStats::default()
    };
    let truth = |s: usize, p: usize| match sc.shift {
        Some(f) if s == SHIFTED_SERIES && (sc.shift_all || SHIFTED_POINTS.contains(&p)) => f,
        _ => 1.0,
    };
    for _ in 0..pairs {
        // Runs: the history's, then the baseline, then the current one.
        let drift: Vec<f64> = (0..sc.history + 2).map(|_| 1.0 + sc.drift * rng.normal()).collect();
        let (base_drift, cur_drift) = (drift[sc.history], drift[sc.history + 1]);
        let mut values: Vec<Vec<Runs>> = Vec::new();
        for s in 0..SERIES.len() {
            let mut row = Vec::new();
            for (p, &t) in THREADS.iter().enumerate() {
                let mu = mean_curve(s, t);
                let history: Vec<f64> = (0..sc.history)
                    .map(|h| {
                        let older = h < sc.history / 2;
                        let level = mu * drift[h] * sc.history_step.filter(|_| older).unwrap_or(1.0);
                        let run = run_values(&mut rng, sc, level, p);
                        run.iter().sum::<f64>() / run.len() as f64
                    })
                    .collect();
                let baseline = run_values(&mut rng, sc, mu * base_drift, p);
                let current = run_values(&mut rng, sc, mu * cur_drift * truth(s, p), p);
                row.push((baseline, current, history));
            }
            values.push(row);
        }
        let family: Vec<SeriesInput> = values
            .iter()
            .enumerate()
            .map(|(s, row)| SeriesInput {
                key: SERIES[s].to_string(),
                group: SERIES[s].to_string(),
                direction: Direction::Higher,
                tolerance: sc.tolerance,
                noise_cv: sc.declared,
                noise_floor: None,
                points: row
                    .iter()
                    .zip(THREADS)
                    .map(|((b, c, h), threads)| PointInput {
                        threads,
                        baseline: b,
                        current: c,
                        history: h,
                    })
                    .collect(),
            })
            .collect();
        let a = assess_with(&family, &config);
        stats.exit2 += usize::from(a.verdict == Verdict::Regressed);
        stats.inconclusive += usize::from(!matches!(
            a.verdict,
            Verdict::Regressed | Verdict::Improved | Verdict::Unchanged
        ));
        stats.unconfirmed += usize::from(a.verdict == Verdict::UnconfirmedRegression);
        let mut detected = false;
        let mut other = false;
        for (s, series) in a.series.iter().enumerate() {
            for (p, point) in series.points.iter().enumerate() {
                let flagged = matches!(point.verdict, Verdict::Regressed | Verdict::Improved);
                let shifted = truth(s, p) != 1.0;
                detected |= shifted && point.verdict == Verdict::Regressed;
                other |= flagged && !shifted;
                if let Some(e) = &point.estimate {
                    stats.intervals += 1;
                    stats.covered += usize::from(e.low <= truth(s, p) && truth(s, p) <= e.high);
                }
            }
        }
        stats.detected += usize::from(detected);
        stats.other_flagged += usize::from(other);
    }
    stats
}

/// A history of runs of one point for the change-point rows.
#[derive(Debug, Clone)]
pub struct HistoryScenario {
    pub label: String,
    pub runs: usize,
    pub cv: f64,
    /// (first run after the step, factor).
    pub step: Option<(usize, f64)>,
}

/// Histories with any change point, and (step rows) with a regression found
/// within one run of the true step.
pub fn run_history(sc: &HistoryScenario, histories: usize, seed: u64) -> (usize, usize) {
    let mut rng = Rng(seed);
    let (mut any, mut found) = (0, 0);
    for _ in 0..histories {
        let values: Vec<f64> = (0..sc.runs)
            .map(|i| {
                let f = match sc.step {
                    Some((at, f)) if i >= at => f,
                    _ => 1.0,
                };
                100.0 * f * (1.0 + sc.cv * rng.normal())
            })
            .collect();
        let cps = change_points(&values, Direction::Higher);
        any += usize::from(!cps.is_empty());
        if let Some((at, _)) = sc.step {
            found += usize::from(
                cps.iter()
                    .any(|c| c.verdict == Verdict::Regressed && c.index.abs_diff(at) <= 1),
            );
        }
    }
    (any, found)
}

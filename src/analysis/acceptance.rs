//! Acceptance criteria against the measured series: one pure function,
//! [`evaluate`]. The definitions are printed in the document's
//! acceptance section and in docs/report-format.md.
//!
//! * **measured** — the peak, the sustained level, or, for thread counts,
//!   the worst point of the range against the bound (the lowest for a
//!   `min`, the highest for a `max`), in the bound's unit;
//! * **margin** — how far the value lies on the passing side of the bound
//!   (negative: on the failing side), absolute and as a fraction of it;
//! * **pass** — the margin is at least −tolerance × bound;
//! * **within noise** — the margin is no larger than the noise of the value
//!   read: the spread (standard deviation) of its iterations, the
//!   benchmark's declared noise or, given a history (`diff --history`), the
//!   spread of the point's value over those runs, whichever is largest.

use super::series::{analyse_series, PointStat};
use crate::model::{Benchmark, BoundKind, Criterion, Load, Point, Unit};
use serde::{Deserialize, Serialize};

/// The outcome of one criterion on one run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum Evaluation {
    Pass(Reading),
    Fail(Reading),
    NotMeasured { why: Why },
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Reading {
    /// In the bound's unit.
    pub value: f64,
    pub threads: u32,
    pub margin: f64,
    pub margin_fraction: f64,
    /// The noise of the value (0 when neither iterations nor a declared noise give one).
    pub noise: f64,
    pub within_noise: bool,
}

/// Why a criterion could not be evaluated.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "kebab-case")]
pub enum Why {
    /// The run has no benchmark of that id.
    NoBenchmark,
    /// The benchmark has no data for the operation.
    NoOperation,
    /// The thread counts asked for lie outside those tested.
    NotTested { first: u32, last: u32 },
    /// The benchmark's values are in a unit the bound cannot be converted from.
    OtherUnit { unit: Unit },
}

impl Evaluation {
    pub fn status(&self) -> &'static str {
        match self {
            Evaluation::Pass(_) => "pass",
            Evaluation::Fail(_) => "fail",
            Evaluation::NotMeasured { .. } => "not-measured",
        }
    }
}

/// Criterion `c` on benchmark `b` of one run (`None`: the run lacks it),
/// with the same benchmark in earlier runs (`history`, may be empty).
pub fn evaluate(c: &Criterion, b: Option<&Benchmark>, history: &[&Benchmark]) -> Evaluation {
    let not = |why| Evaluation::NotMeasured { why };
    let Some(b) = b else { return not(Why::NoBenchmark) };
    let Some(s) = (b.series.iter()).find(|s| s.operation == c.operation && !s.points.is_empty()) else {
        return not(Why::NoOperation);
    };
    let Some(to_bound) = b.unit.convert(1.0, c.bound.unit) else {
        return not(Why::OtherUnit { unit: b.unit });
    };
    let sa = analyse_series(s, b.direction, b.sustained_method, &[]);
    let (first, last) = (sa.points[0].threads, sa.points[sa.points.len() - 1].threads);
    let at = |t: u32| sa.points.iter().find(|p| p.threads == t);
    let (value, point): (f64, Option<&PointStat>) = match c.load {
        Load::Peak => (sa.peak.value, at(sa.peak.threads)),
        Load::Sustained => (sa.sustained.value, at(sa.sustained.threads)),
        Load::Threads(lo, hi) => {
            let sign = if c.bound.kind == BoundKind::Min { -1.0 } else { 1.0 };
            let worst = (sa.points.iter().filter(|p| (lo..=hi).contains(&p.threads)))
                .max_by(|x, y| (sign * x.value).total_cmp(&(sign * y.value)));
            match worst {
                Some(p) if first <= lo && hi <= last => (p.value, Some(p)),
                _ => return not(Why::NotTested { first, last }),
            }
        }
    };
    let threads = point.map_or(sa.peak.threads, |p| p.threads);
    let (cv, floor) = b.declared_noise(&c.operation);
    let noise = [
        point.map_or(0.0, |p| p.stddev),
        cv.unwrap_or(0.0) * value,
        floor.unwrap_or(0.0),
    ]
    .into_iter()
    .fold(0.0, f64::max)
        * to_bound;
    // The point's value in each earlier run, in the bound's unit.
    let iterations: Vec<f64> = (history.iter())
        .filter_map(|h| {
            let s = h.series.iter().find(|s| s.operation == c.operation)?;
            let p = s.points.iter().find(|p| p.threads == threads)?;
            h.unit.convert(p.value(), c.bound.unit)
        })
        .collect();
    let noise = noise.max(PointStat::from_point(&Point { threads, iterations }).stddev);
    let value = value * to_bound;
    let bound = c.bound.value;
    let margin = match c.bound.kind {
        BoundKind::Min => value - bound,
        BoundKind::Max => bound - value,
    };
    let r = Reading {
        value,
        threads,
        margin,
        margin_fraction: margin / bound,
        noise,
        within_noise: noise > 0.0 && margin.abs() <= noise,
    };
    if margin >= -c.tolerance.unwrap_or(0.0) / 100.0 * bound {
        Evaluation::Pass(r)
    } else {
        Evaluation::Fail(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{BenchmarkKind, Bound, Direction, Series};

    fn bench(points: &[(u32, &[f64])]) -> Benchmark {
        let mut b = Benchmark::bare(
            "seq".into(),
            BenchmarkKind::Other,
            "fio".into(),
            Unit::GBps,
            Direction::Higher,
        );
        b.series = vec![Series {
            operation: "write".into(),
            points: (points.iter())
                .map(|(t, it)| Point {
                    threads: *t,
                    iterations: it.to_vec(),
                })
                .collect(),
        }];
        b
    }

    fn crit(load: Load, kind: BoundKind, value: f64, unit: Unit) -> Criterion {
        Criterion {
            benchmark: "seq".into(),
            operation: "write".into(),
            load,
            bound: Bound { kind, value, unit },
            tolerance: None,
            source: None,
        }
    }

    #[test]
    fn peak_sustained_and_ranges_read_the_right_point() {
        let b = bench(&[(1, &[5.0]), (2, &[21.0]), (4, &[18.0]), (8, &[18.5])]);
        let min20 = |load| evaluate(&crit(load, BoundKind::Min, 20.0, Unit::GBps), Some(&b), &[]);
        let Evaluation::Pass(r) = min20(Load::Peak) else {
            panic!()
        };
        assert_eq!((r.value, r.threads, r.margin), (21.0, 2, 1.0));
        assert!((r.margin_fraction - 0.05).abs() < 1e-12);
        let Evaluation::Fail(r) = min20(Load::Sustained) else {
            panic!()
        };
        assert_eq!((r.value, r.threads, r.margin), (18.0, 4, -2.0));
        // A range is as good as its worst point against the bound.
        let Evaluation::Fail(r) = min20(Load::Threads(2, 8)) else {
            panic!()
        };
        assert_eq!(r.threads, 4);
        // A range reaching past the tested thread counts is not measured.
        assert_eq!(
            min20(Load::Threads(4, 16)),
            Evaluation::NotMeasured {
                why: Why::NotTested { first: 1, last: 8 }
            }
        );
        assert_eq!(
            min20(Load::Threads(3, 3)),
            Evaluation::NotMeasured {
                why: Why::NotTested { first: 1, last: 8 }
            }
        );
    }

    #[test]
    fn units_convert_tolerance_and_noise() {
        let b = bench(&[(1, &[21.0, 22.0, 23.0])]);
        // 22 GB/s = 22e9 / 2^20 MiB/s, well under 25,000 MiB/s.
        let mut c = crit(Load::Threads(1, 1), BoundKind::Max, 25_000.0, Unit::MiBps);
        let Evaluation::Pass(r) = evaluate(&c, Some(&b), &[]) else {
            panic!()
        };
        assert!((r.value - 22e9 / 1_048_576.0).abs() < 1e-6);
        assert!((r.noise - 1e9 / 1_048_576.0).abs() < 1e-6);
        assert!(!r.within_noise);
        // 23 GB/s: 1 GB/s short of the bound, inside a 5 % tolerance and the noise.
        c.bound = Bound {
            kind: BoundKind::Min,
            value: 23.0,
            unit: Unit::GBps,
        };
        assert!(matches!(evaluate(&c, Some(&b), &[]), Evaluation::Fail(_)));
        c.tolerance = Some(5.0);
        let Evaluation::Pass(r) = evaluate(&c, Some(&b), &[]) else {
            panic!()
        };
        assert!(r.within_noise && r.margin < 0.0);
        c.bound.unit = Unit::Iops;
        assert_eq!(
            evaluate(&c, Some(&b), &[]),
            Evaluation::NotMeasured {
                why: Why::OtherUnit { unit: Unit::GBps }
            }
        );
        c.operation = "read".into();
        assert_eq!(evaluate(&c, Some(&b), &[]).status(), "not-measured");
        assert_eq!(
            evaluate(&c, None, &[]),
            Evaluation::NotMeasured { why: Why::NoBenchmark }
        );
    }

    #[test]
    fn a_history_spread_makes_a_close_margin_within_the_noise() {
        let b = bench(&[(4, &[20.5])]);
        let c = crit(Load::Peak, BoundKind::Min, 20.0, Unit::GBps);
        let Evaluation::Pass(r) = evaluate(&c, Some(&b), &[]) else {
            panic!()
        };
        assert!(!r.within_noise && r.noise == 0.0);
        // Earlier runs at 4 threads read 19, 20 and 21 GB/s: a spread of 1 GB/s.
        let runs = [19.0, 20.0, 21.0].map(|v| bench(&[(4, &[v])]));
        let history: Vec<&Benchmark> = runs.iter().collect();
        let Evaluation::Pass(r) = evaluate(&c, Some(&b), &history) else {
            panic!()
        };
        assert!(r.within_noise && (r.noise - 1.0).abs() < 1e-12, "{r:?}");
        // One earlier run gives no spread; other thread counts do not count.
        assert!(matches!(evaluate(&c, Some(&b), &history[..1]), Evaluation::Pass(r) if !r.within_noise));
        let elsewhere = [19.0, 21.0].map(|v| bench(&[(8, &[v])]));
        let elsewhere: Vec<&Benchmark> = elsewhere.iter().collect();
        assert!(matches!(evaluate(&c, Some(&b), &elsewhere), Evaluation::Pass(r) if !r.within_noise));
    }
}

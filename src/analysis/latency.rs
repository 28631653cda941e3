//! Latency facts of a sweep (see `model::latency`). Definitions, printed in
//! the method note of every document with a latency sweep:
//!
//! * **best** — for latency, lower is better: the "peak" of a latency
//!   series is its *lowest* value, called best.
//! * **knee** — along one curve (an operation at one value of the second
//!   swept parameter, load ascending), the last load level before the first
//!   step where the chosen percentile rises by more than [`KNEE_RISE`]
//!   while throughput rises by less than half as much, relatively. Past the
//!   knee, more outstanding I/O buys queueing, not throughput. No such step:
//!   no knee (the tail stays flat, or grows with throughput, over the range).
//!   Only when throughput grows by less than [`PLATEAU_BAND`] at the knee
//!   does it **stall** there (the extra load only queues); otherwise it
//!   still grows, much less than the latency.
//! * **throughput at a latency bound** — the highest throughput among the
//!   load levels whose chosen percentile is at or below the declared bound.
//! * **best cells** — of a heat map: the best value and every other within
//!   [`TIE_FRACTION`] of it, a tie at the precision of single runs.

use super::observe::PLATEAU_BAND;
use crate::model::latency::{Curve, Pct};
use crate::model::Sweep;

/// A step is steep when the percentile grows by more than this fraction.
pub(crate) const KNEE_RISE: f64 = 0.5;
/// Cells of a heat map this close to the best (relatively) tie with it.
pub(crate) const TIE_FRACTION: f64 = 0.01;

/// One point of a curve as the analysis sees it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct LoadPoint {
    /// Value of the load axis (iodepth, …).
    pub(crate) load: u64,
    pub(crate) throughput: f64,
    /// The chosen percentile, in the sweep's unit.
    pub(crate) latency: f64,
}

/// The knee of a curve: the last point before the steep step, and the
/// point after it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Knee {
    pub(crate) at: LoadPoint,
    pub(crate) next: LoadPoint,
}

impl Knee {
    /// Throughput's relative growth over the knee's step.
    pub(crate) fn throughput_growth(&self) -> f64 {
        self.next.throughput / self.at.throughput - 1.0
    }
    /// Does throughput stall at the knee (grow by less than the band)?
    pub(crate) fn stalls(&self) -> bool {
        self.throughput_growth() < PLATEAU_BAND
    }
}

/// The best finite cell of `values[row][column]` (the highest, or the
/// lowest when not `higher`; the first met of equal ones) and every other
/// within [`TIE_FRACTION`] of it, best first, each as ((row, column), value).
pub(crate) fn best_cells(values: &[Vec<Option<f64>>], higher: bool) -> Vec<((usize, usize), f64)> {
    let cells = || {
        (values.iter().enumerate())
            .flat_map(|(r, row)| row.iter().enumerate().filter_map(move |(c, v)| Some(((r, c), (*v)?))))
            .filter(|(_, v)| v.is_finite())
    };
    let better = |a: f64, b: f64| if higher { a > b } else { a < b };
    let Some(best) = cells().reduce(|b, x| if better(x.1, b.1) { x } else { b }) else {
        return Vec::new();
    };
    let near = |v: f64| (v - best.1).abs() <= TIE_FRACTION * best.1.abs();
    std::iter::once(best)
        .chain(cells().filter(|&(at, v)| at != best.0 && near(v)))
        .collect()
}

/// What the declared bound allows on one curve.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum AtBound {
    /// The highest-throughput point within the bound.
    Met(LoadPoint),
    /// Even the lowest load exceeds the bound: its latency is given.
    NeverMet(LoadPoint),
}

/// Facts of one curve.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct CurveFacts {
    pub(crate) operation: String,
    pub(crate) split: Option<u64>,
    pub(crate) points: Vec<LoadPoint>,
    /// Lowest latency (first occurrence).
    pub(crate) best: LoadPoint,
    /// Highest throughput (first occurrence).
    pub(crate) top: LoadPoint,
    pub(crate) knee: Option<Knee>,
    pub(crate) at_bound: Option<AtBound>,
}

/// Facts of a whole sweep: one entry per curve with the chosen percentile.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SweepFacts {
    pub(crate) percentile: Pct,
    pub(crate) curves: Vec<CurveFacts>,
}

/// The knee of `points` (load ascending), per the module definition.
pub(crate) fn knee(points: &[LoadPoint]) -> Option<Knee> {
    points.windows(2).find_map(|w| {
        let (a, b) = (w[0], w[1]);
        if !(a.latency > 0.0 && a.throughput > 0.0) {
            return None;
        }
        let lat_growth = b.latency / a.latency - 1.0;
        let thr_growth = b.throughput / a.throughput - 1.0;
        (lat_growth > KNEE_RISE && thr_growth < lat_growth / 2.0).then_some(Knee { at: a, next: b })
    })
}

/// The highest throughput with latency ≤ `bound`.
pub(crate) fn at_bound(points: &[LoadPoint], bound: f64) -> Option<AtBound> {
    let within =
        (points.iter().copied().filter(|p| p.latency <= bound))
            .reduce(|b, p| if p.throughput > b.throughput { p } else { b });
    Some(within.map_or(AtBound::NeverMet(*points.first()?), AtBound::Met))
}

fn curve_facts(sweep: &Sweep, c: &Curve<'_>) -> Option<CurveFacts> {
    let bound = sweep.bound;
    let points: Vec<LoadPoint> = c
        .cells
        .iter()
        .filter_map(|cell| {
            Some(LoadPoint {
                load: *cell.at.first()?,
                throughput: cell.throughput,
                latency: sweep.latency_of(cell)?,
            })
        })
        .filter(|p| p.latency.is_finite() && p.throughput.is_finite())
        .collect();
    let first = *points.first()?;
    let best = points
        .iter()
        .fold(first, |b, p| if p.latency < b.latency { *p } else { b });
    let top = points
        .iter()
        .fold(first, |b, p| if p.throughput > b.throughput { *p } else { b });
    Some(CurveFacts {
        operation: c.operation.to_string(),
        split: c.split,
        knee: knee(&points),
        at_bound: bound.and_then(|b| at_bound(&points, b)),
        best,
        top,
        points,
    })
}

/// Facts of every curve of `sweep` that has the chosen percentile.
pub(crate) fn analyse_sweep(sweep: &Sweep) -> SweepFacts {
    SweepFacts {
        percentile: sweep.percentile,
        curves: sweep.curves().iter().filter_map(|c| curve_facts(sweep, c)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{SweepCell, Unit};

    fn pts(rows: &[(u64, f64, f64)]) -> Vec<LoadPoint> {
        rows.iter()
            .map(|&(load, throughput, latency)| LoadPoint {
                load,
                throughput,
                latency,
            })
            .collect()
    }

    #[test]
    fn knee_is_where_the_tail_climbs_without_throughput() {
        // A textbook device: IOPS double with the queue depth up to 8, then
        // saturate; p99 flat, then doubling with every doubling (Little's law).
        let p = pts(&[
            (1, 10_000.0, 120.0),
            (2, 19_500.0, 125.0),
            (4, 38_000.0, 140.0),
            (8, 70_000.0, 180.0),
            (16, 74_000.0, 390.0),
            (32, 75_000.0, 820.0),
        ]);
        let k = knee(&p).unwrap();
        assert_eq!((k.at.load, k.next.load), (8, 16));
        // Latency rising *with* throughput is not a knee.
        let linear = pts(&[(1, 100.0, 10.0), (2, 200.0, 19.0), (4, 400.0, 37.0)]);
        assert_eq!(knee(&linear), None);
        // Flat tail, saturated throughput: no knee either.
        let flat = pts(&[(1, 100.0, 10.0), (2, 101.0, 11.0), (4, 101.0, 12.0)]);
        assert_eq!(knee(&flat), None);
        // Issue 42 item 8: numjobs 4, iodepth 1 -> 2 is a knee (p99 ×5.8)
        // where IOPS still grow 71 %: no stall; a +5 % step is one.
        let k = knee(&pts(&[(1, 22_833.3, 428.0), (2, 39_156.1, 2_474.0)])).unwrap();
        assert!(!k.stalls() && (k.throughput_growth() - 0.7149).abs() < 1e-3);
        assert!(knee(&p).unwrap().stalls());
        // Too short, or zero latencies, never panic.
        assert_eq!(knee(&p[..1]), None);
        assert_eq!(knee(&pts(&[(1, 1.0, 0.0), (2, 1.0, 5.0)])), None);
    }

    proptest::proptest! {
        /// Over random curves: a knee is a steep latency step that outgrows
        /// throughput twice over, and it stalls exactly when throughput
        /// grows by less than the band.
        #[test]
        fn a_knee_stalls_only_when_throughput_is_level(rows in proptest::collection::vec((1.0f64..1e6, 1.0f64..1e5), 1..12)) {
            let p: Vec<LoadPoint> = (rows.iter().enumerate())
                .map(|(i, &(throughput, latency))| LoadPoint { load: 1 << i, throughput, latency })
                .collect();
            if let Some(k) = knee(&p) {
                let lat = k.next.latency / k.at.latency - 1.0;
                proptest::prop_assert!(lat > KNEE_RISE && k.throughput_growth() < lat / 2.0);
                proptest::prop_assert_eq!(k.stalls(), k.throughput_growth() < PLATEAU_BAND);
            }
        }

        /// Every cell within the tie of the best is starred, none other, and
        /// the first is the best, in either direction.
        #[test]
        fn best_cells_are_the_best_and_its_ties(v in proptest::collection::vec(proptest::collection::vec(proptest::option::of(1.0f64..1e3), 1..5), 1..5), higher in proptest::bool::ANY) {
            let got = best_cells(&v, higher);
            let all: Vec<((usize, usize), f64)> = (v.iter().enumerate())
                .flat_map(|(r, row)| row.iter().enumerate().filter_map(move |(c, x)| Some(((r, c), (*x)?))))
                .collect();
            proptest::prop_assert_eq!(got.is_empty(), all.is_empty());
            if let Some(&(_, best)) = got.first() {
                for &(at, x) in &all {
                    let not_better = if higher { x <= best } else { x >= best };
                    proptest::prop_assert!(not_better, "{} beats {}", x, best);
                    let tied = (x - best).abs() <= TIE_FRACTION * best;
                    proptest::prop_assert_eq!(got.iter().any(|g| g.0 == at), tied, "{:?} {}", at, x);
                }
            }
        }
    }

    #[test]
    fn cells_within_one_percent_of_the_best_tie_with_it() {
        let v = vec![
            vec![Some(100.0), Some(99.2), None],
            vec![Some(98.9), Some(f64::NAN), Some(99.1)],
        ];
        let at = |higher| best_cells(&v, higher).into_iter().map(|c| c.0).collect::<Vec<_>>();
        assert_eq!(at(true), vec![(0, 0), (0, 1), (1, 2)]);
        // Lower is better: 98.9 is best; 99.1 and 99.2 are within 1 % of it, 100 is not.
        assert_eq!(at(false), vec![(1, 0), (0, 1), (1, 2)]);
        assert!(best_cells(&[vec![None]], true).is_empty());
    }

    #[test]
    fn throughput_at_a_bound_takes_the_best_point_within_it() {
        let p = pts(&[
            (1, 10_000.0, 120.0),
            (8, 70_000.0, 180.0),
            (16, 74_000.0, 1_200.0),
            (32, 60_000.0, 900.0),
        ]);
        // Within 1 ms: loads 1, 8 and 32; 8 has the most IOPS.
        assert_eq!(at_bound(&p, 1_000.0), Some(AtBound::Met(p[1])));
        assert_eq!(at_bound(&p, 2_000.0), Some(AtBound::Met(p[2])));
        assert_eq!(at_bound(&p, 200.0), Some(AtBound::Met(p[1])));
        assert_eq!(at_bound(&p, 100.0), Some(AtBound::NeverMet(p[0])));
        assert_eq!(at_bound(&[], 100.0), None);
    }

    #[test]
    fn sweep_facts_per_curve_with_best_and_top() {
        let cell = |qd: u64, nj: u64, iops: f64, p99: f64| SweepCell {
            operation: "read".into(),
            threads: nj as u32,
            at: vec![qd, nj],
            throughput: iops,
            mean: Some(p99 / 2.0),
            percentiles: vec![(50.0, p99 / 3.0), (99.0, p99)],
            also: Default::default(),
        };
        let s = Sweep {
            axes: vec!["iodepth".into(), "numjobs".into()],
            unit: Unit::Us,
            percentile: 99.0,
            bound: Some(500.0),
            mean_only: false,
            kind: None,
            cells: vec![
                cell(1, 1, 100.0, 50.0),
                cell(2, 1, 190.0, 40.0),
                cell(4, 1, 200.0, 400.0),
                cell(1, 2, 180.0, 60.0),
                cell(2, 2, 210.0, 700.0),
            ],
        };
        let f = analyse_sweep(&s);
        assert_eq!(f.curves.len(), 2);
        let one = &f.curves[0];
        assert_eq!((one.split, one.best.load, one.top.load), (Some(1), 2, 4));
        assert_eq!(one.knee.map(|k| k.at.load), Some(2));
        assert_eq!(
            one.at_bound.map(|b| matches!(b, AtBound::Met(p) if p.load == 4)),
            Some(true)
        );
        let two = &f.curves[1];
        assert_eq!(two.knee.map(|k| (k.at.load, k.next.load)), Some((1, 2)));
        // A percentile the tool did not record leaves no curve, not a zero.
        let mut p90 = s.clone();
        p90.percentile = 90.0;
        assert!(analyse_sweep(&p90).curves.is_empty());
    }
}

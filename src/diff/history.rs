//! A history of earlier runs of a report: the run-to-run noise of each point
//! for the verdicts, and per series a trend (its peak over the runs, oldest
//! first, then the baseline and the current run) with the change points
//! found in it (see `analysis::stats::changepoint`).

use super::matching::mean;
use crate::analysis::series::peak_index;
use crate::analysis::stats::{change_points, ChangePoint};
use crate::model::pairing::series;
use crate::model::{Direction, Run, Series};
use serde::Serialize;
use std::collections::{HashMap, HashSet};

/// One series over the runs: its value at one thread count (the point the
/// diff flagged most) or, when nothing was flagged, its peak.
#[derive(Debug, Clone, Serialize)]
pub struct Trend {
    /// The thread count followed; `None`: the peak is.
    pub threads: Option<u32>,
    /// Run labels, oldest first: the history's, then `baseline`, `current`.
    pub runs: Vec<String>,
    /// The value in each run.
    pub values: Vec<f64>,
    /// Lasting shifts in `values`; `index` points into `runs`.
    pub change_points: Vec<ChangePoint>,
}

/// Each benchmark of the history run `run` in the unit of the baseline
/// `base`'s benchmark of that id: bandwidths and times converted (a run
/// in GiB/s is not drawn beside MiB/s as if it were); one whose unit
/// cannot be converted (IOPS against bandwidth) dropped, as not comparable.
pub(crate) fn in_units_of(run: &mut Run, base: &Run) {
    run.benchmarks.retain_mut(|b| {
        let Some(to) = base.benchmarks.iter().find(|x| x.id == b.id).map(|x| x.unit) else {
            return true;
        };
        let factor = match (b.unit.bytes_per_sec(), to.bytes_per_sec()) {
            _ if b.unit == to => Some(1.0),
            (Some(from), Some(to)) => Some(from / to),
            _ => b.unit.seconds().zip(to.seconds()).map(|(from, to)| from / to),
        };
        let Some(k) = factor else { return false };
        for v in (b.series.iter_mut())
            .flat_map(|s| &mut s.points)
            .flat_map(|p| &mut p.iterations)
        {
            *v *= k;
        }
        b.unit = to;
        true
    });
}

/// Per thread count of series `op` of benchmark `bench`, the point's value
/// (mean of its iterations) in every history run that has it, oldest first.
pub fn point_history(history: &[Run], bench: &str, op: &str) -> HashMap<u32, Vec<f64>> {
    let mut out: HashMap<u32, Vec<f64>> = HashMap::new();
    for s in history.iter().filter_map(|r| series(r, bench, op)) {
        // The first point of a thread count in each run, as a search finds it.
        let mut seen = HashSet::new();
        for p in s.points.iter().filter(|p| seen.insert(p.threads)) {
            out.entry(p.threads).or_default().push(mean(&p.iterations));
        }
    }
    out
}

fn peak(s: &Series, direction: Direction) -> Option<f64> {
    let values: Vec<f64> = s.points.iter().map(|p| mean(&p.iterations)).collect();
    (!values.is_empty()).then(|| values[peak_index(&values, direction)])
}

/// The trend of one series over `history`, the baseline and the current run,
/// at thread count `at` (or of its peak); `None` without a history (two runs
/// make no trend).
pub fn trend(
    history: &[(String, Run)],
    (base, cur): (&Run, &Run),
    (bench, op): (&str, &str),
    direction: Direction,
    at: Option<u32>,
) -> Option<Trend> {
    if history.is_empty() {
        return None;
    }
    let mut runs = Vec::new();
    let mut values = Vec::new();
    let sides = history
        .iter()
        .map(|(label, r)| (label.as_str(), r))
        .chain([("baseline", base), ("current", cur)]);
    for (label, run) in sides {
        let s = series(run, bench, op);
        let v = match at {
            Some(t) => s
                .and_then(|s| s.points.iter().find(|p| p.threads == t))
                .map(|p| mean(&p.iterations)),
            None => s.and_then(|s| peak(s, direction)),
        };
        if let Some(v) = v {
            runs.push(label.to_string());
            values.push(v);
        }
    }
    let change_points = change_points(&values, direction);
    Some(Trend {
        threads: at,
        runs,
        values,
        change_points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Benchmark, BenchmarkKind, Point, Provenance, Unit};

    fn run(level: f64) -> Run {
        let mut b = Benchmark::bare(
            "b".into(),
            BenchmarkKind::Other,
            "t".into(),
            Unit::GBps,
            Direction::Higher,
        );
        b.series = vec![Series {
            operation: "read".into(),
            points: [1, 2, 4]
                .iter()
                .map(|&t| Point {
                    threads: t,
                    iterations: vec![level * f64::from(t)],
                })
                .collect(),
        }];
        Run {
            report: "r".into(),
            origin: "x".into(),
            provenance: Provenance::Measured,
            benchmarks: vec![b],
            criteria: Vec::new(),
        }
    }

    #[test]
    fn a_lasting_drop_is_a_change_point_in_the_trend() {
        let levels = [10.0, 10.1, 9.9, 10.0, 10.05, 8.0, 8.1, 7.9];
        let history: Vec<(String, Run)> = levels[..6]
            .iter()
            .enumerate()
            .map(|(i, l)| (format!("r{i}"), run(*l)))
            .collect();
        let (b, c) = (run(levels[6]), run(levels[7]));
        let t = trend(&history, (&b, &c), ("b", "read"), Direction::Higher, None).unwrap();
        assert_eq!(t.runs.last().map(String::as_str), Some("current"));
        assert_eq!(t.values[0], 40.0);
        assert_eq!(t.change_points.len(), 1, "{t:?}");
        assert_eq!(t.change_points[0].index, 5);
        let at2 = trend(&history, (&b, &c), ("b", "read"), Direction::Higher, Some(2)).unwrap();
        assert_eq!((at2.threads, at2.values[0]), (Some(2), 20.0));
        let runs: Vec<Run> = history.iter().map(|h| h.1.clone()).collect();
        assert_eq!(point_history(&runs, "b", "read")[&2].len(), 6);
        assert!(trend(&[], (&run(1.0), &run(1.0)), ("b", "read"), Direction::Higher, None).is_none());
    }
}

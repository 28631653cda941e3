//! The findings of one compared series: a changed peak or sustained level,
//! a peak at another thread count, scaling that got worse at high thread
//! counts. They describe the series beside its verdict; they never decide
//! it (the verdicts come from `assess`).

use super::matching::mean;
use super::{Finding, PointDiff};
use crate::model::Direction;

fn best(points: &[(u32, Vec<f64>)], direction: Direction) -> Option<(u32, f64)> {
    let values: Vec<f64> = points.iter().map(|p| mean(&p.1)).collect();
    if values.is_empty() {
        return None;
    }
    let i = crate::analysis::series::peak_index(&values, direction);
    Some((points[i].0, values[i]))
}

pub(super) fn series_findings(
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

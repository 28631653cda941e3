//! The verdict of every compared point over the whole report at once:
//! the p-values of all points form one family for Holm's correction, so
//! this cannot be done series by series.

use super::matching::{at, points};
use super::{history, BenchmarkDiff, OperationDiff, Test};
use crate::analysis::stats as stats_method;
use crate::model::pairing;
use crate::model::Run;

/// One compared series as the method reads it: where it is in the diff,
/// its key, group, direction, tolerance and declared noise, and per common
/// thread count the (baseline, current) iterations and the history.
struct Compared {
    at: (usize, usize),
    key: String,
    group: String,
    direction: crate::model::Direction,
    tolerance: f64,
    noise: (Option<f64>, Option<f64>),
    points: Vec<PointValues>,
}

/// A thread count, its baseline and current iterations, and its history.
type PointValues = (u32, Vec<f64>, Vec<f64>, Vec<f64>);

/// The verdict of every compared point, from the calibrated method of
/// `analysis::stats` (a moderated t test on log values with the noise of
/// the iterations, a declared `noise_cv`, or none; Holm's correction over
/// the whole report; the tolerance as a gate on the estimate). Points with
/// no noise estimate are inconclusive, never a regression.
pub(super) fn assess_points(
    base: &Run,
    cur: &Run,
    history: &[Run],
    benchmarks: &mut [BenchmarkDiff],
) -> Vec<OperationDiff> {
    let mut compared = Vec::new();
    for (bi, b) in benchmarks.iter().enumerate() {
        let Some((bb, cb)) = pairing::benchmarks(base, cur, &b.id) else {
            continue;
        };
        let (base_ops, cur_ops) = (pairing::by_operation(bb), pairing::by_operation(cb));
        for (si, s) in b.series.iter().enumerate() {
            let op = s.operation.as_str();
            let (Some(bs), Some(cs)) = (base_ops.get(op), cur_ops.get(op)) else {
                continue;
            };
            let (bp, cp) = (points(bs), points(cs));
            let past = history::point_history(history, &b.id, &s.operation);
            let points = (s.points.iter())
                .filter_map(|p| {
                    let (bv, cv) = (at(&bp, p.threads)?, at(&cp, p.threads)?);
                    let past = past.get(&p.threads).cloned().unwrap_or_default();
                    Some((p.threads, bv.to_vec(), cv.to_vec(), past))
                })
                .collect();
            // The current run's declaration wins: it is the one under review.
            let op = crate::model::latency::grid_operation(&s.operation);
            let (cur_cv, cur_floor) = cb.declared_noise(op);
            let (base_cv, base_floor) = bb.declared_noise(op);
            compared.push(Compared {
                at: (bi, si),
                key: format!("{}/{}", b.id, s.operation),
                group: super::operation_group(&b.id, &s.operation),
                direction: b.direction,
                tolerance: b.threshold / 100.0,
                noise: (cur_cv.or(base_cv), cur_floor.or(base_floor)),
                points,
            });
        }
    }
    let family: Vec<stats_method::SeriesInput> = (compared.iter())
        .map(|c| stats_method::SeriesInput {
            key: c.key.clone(),
            group: c.group.clone(),
            direction: c.direction,
            tolerance: c.tolerance,
            noise_cv: c.noise.0,
            noise_floor: c.noise.1,
            points: (c.points.iter())
                .map(|(threads, baseline, current, history)| stats_method::PointInput {
                    threads: *threads,
                    baseline,
                    current,
                    history,
                })
                .collect(),
        })
        .collect();
    let assessment = stats_method::assess(&family);
    for ((bi, si), sa) in compared.iter().map(|c| c.at).zip(&assessment.series) {
        let series = &mut benchmarks[bi].series[si];
        for pa in &sa.points {
            // The points are in ascending thread counts (see `diff_series`).
            let i = series.points.partition_point(|p| p.threads < pa.threads);
            let Some(p) = series.points.get_mut(i).filter(|p| p.threads == pa.threads) else {
                continue;
            };
            p.method = method(pa.noise);
            p.n = (pa.n_baseline, pa.n_current);
            p.by_operation = pa.by_operation;
            p.test = pa.estimate.as_ref().map(Test::from);
            p.verdict = pa.verdict;
        }
        series.verdict = series.points_verdict();
    }
    assessment
        .operations
        .into_iter()
        .map(|o| OperationDiff {
            operation: o.operation,
            points: o.points,
            verdict: o.verdict,
            method: method(o.noise),
            change: o.estimate.as_ref().map(|e| e.ratio - 1.0),
            test: o.estimate.as_ref().map(Test::from),
        })
        .collect()
}

fn method(noise: stats_method::NoiseSource) -> &'static str {
    match noise {
        stats_method::NoiseSource::Iterations => "iterations",
        stats_method::NoiseSource::Declared => "declared-noise",
        stats_method::NoiseSource::History => "history",
        stats_method::NoiseSource::None => "none",
    }
}

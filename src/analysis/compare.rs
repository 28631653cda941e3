//! Comparison of two configurations of the same benchmark: relative change
//! per operation and thread count, and the facts the narrative needs.

use crate::model::pairing::{self, only_in};
use crate::model::{Benchmark, Comparison, Point, Series};
use std::collections::{HashMap, HashSet};

/// Relative change at one thread count: (current − baseline) ÷ baseline.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ThreadChange {
    pub threads: u32,
    pub baseline: f64,
    pub current: f64,
    pub change: f64,
}

/// A thread count with no relative change: measured on one side only, or
/// with a zero baseline. Tables still show its values.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Unpaired {
    pub threads: u32,
    pub baseline: Option<f64>,
    pub current: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OpChange {
    pub operation: String,
    pub changes: Vec<ThreadChange>,
    /// Thread counts measured only on one side: listed, never dropped.
    pub only_current: Vec<u32>,
    pub only_baseline: Vec<u32>,
    /// Thread counts measured on both sides where the baseline is 0, so no
    /// relative change exists; they are on neither "only" list.
    #[serde(default)]
    pub zero_baseline: Vec<u32>,
    /// The values of every thread count that has no relative change.
    #[serde(default)]
    pub unpaired: Vec<Unpaired>,
    /// Largest and smallest change (by value), when there is any change.
    pub largest: Option<ThreadChange>,
    pub smallest: Option<ThreadChange>,
    /// Mean of the changes over the common thread counts.
    pub mean_change: Option<f64>,
    /// Thread counts where the sign of the change flips compared with the
    /// previous common thread count.
    pub reversals: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ComparisonAnalysis {
    pub id: String,
    pub current: String,
    pub baseline: String,
    pub operations: Vec<OpChange>,
    /// Operations present on one side only.
    pub only_current_ops: Vec<String>,
    pub only_baseline_ops: Vec<String>,
    /// Each side measured at one thread count, not the same (`[baseline,
    /// current]`): compared count against count (see [`pairing::across_scales`]),
    /// each change at the current side's count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub across_scales: Option<[u32; 2]>,
}

impl OpChange {
    /// The changes by thread count, for a lookup per thread count: the
    /// first of a count, as a search in order finds it.
    pub fn changes_by_threads(&self) -> HashMap<u32, &ThreadChange> {
        self.changes.iter().rev().map(|c| (c.threads, c)).collect()
    }
}

pub fn compare(c: &Comparison, current: &Benchmark, baseline: &Benchmark) -> ComparisonAnalysis {
    let at_base = pairing::by_operation(baseline);
    let mut operations = Vec::new();
    let across = pairing::across_scales(&baseline.thread_counts(), &current.thread_counts());
    for cs in &current.series {
        if let Some(&bs) = at_base.get(cs.operation.as_str()) {
            // Across scales, the baseline's points stand at the current count.
            let moved = across.map(|[_, t]| Series {
                operation: bs.operation.clone(),
                points: (bs.points.iter())
                    .map(|p| Point {
                        threads: t,
                        ..p.clone()
                    })
                    .collect(),
            });
            operations.push(compare_series(cs, moved.as_ref().unwrap_or(bs)));
        }
    }
    let only_current_ops = only_in(&current.series, &baseline.series, |s| &s.operation);
    let only_baseline_ops = only_in(&baseline.series, &current.series, |s| &s.operation);
    ComparisonAnalysis {
        id: c.id.clone(),
        current: c.current.clone(),
        baseline: c.baseline.clone(),
        operations,
        only_current_ops,
        only_baseline_ops,
        across_scales: across,
    }
}

pub fn compare_series(current: &Series, baseline: &Series) -> OpChange {
    let mut changes = Vec::new();
    let mut only_current = Vec::new();
    let mut zero_baseline = Vec::new();
    let (at_base, at_cur) = (pairing::by_threads(baseline), pairing::by_threads(current));
    for p in &current.points {
        match at_base.get(&p.threads) {
            Some(b) if b.value() > 0.0 => changes.push(ThreadChange {
                threads: p.threads,
                baseline: b.value(),
                current: p.value(),
                change: (p.value() - b.value()) / b.value(),
            }),
            // Measured on both sides, but a zero baseline has no relative change.
            Some(_) => zero_baseline.push(p.threads),
            None => only_current.push(p.threads),
        }
    }
    let only_baseline = (baseline.points.iter())
        .filter(|b| !at_cur.contains_key(&b.threads))
        .map(|b| b.threads)
        .collect();
    let paired: HashSet<u32> = changes.iter().map(|c| c.threads).collect();
    let value_at = |s: &HashMap<u32, &Point>, t: u32| s.get(&t).map(|p| p.value());
    let mut unpaired: Vec<Unpaired> = current
        .points
        .iter()
        .chain(&baseline.points)
        .map(|p| p.threads)
        .filter(|t| !paired.contains(t))
        .map(|t| Unpaired {
            threads: t,
            baseline: value_at(&at_base, t),
            current: value_at(&at_cur, t),
        })
        .collect();
    unpaired.sort_by_key(|u| u.threads);
    unpaired.dedup_by_key(|u| u.threads);
    let largest = changes.iter().max_by(|a, b| a.change.total_cmp(&b.change)).cloned();
    let smallest = changes.iter().min_by(|a, b| a.change.total_cmp(&b.change)).cloned();
    let mean_change =
        (!changes.is_empty()).then(|| changes.iter().map(|c| c.change).sum::<f64>() / changes.len() as f64);
    let reversals = changes
        .windows(2)
        .filter(|w| (w[0].change < 0.0) != (w[1].change < 0.0))
        .map(|w| w[1].threads)
        .collect();
    OpChange {
        operation: current.operation.clone(),
        changes,
        only_current,
        only_baseline,
        zero_baseline,
        unpaired,
        largest,
        smallest,
        mean_change,
        reversals,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Point;

    fn series(op: &str, pts: &[(u32, f64)]) -> Series {
        Series {
            operation: op.into(),
            points: pts
                .iter()
                .map(|&(threads, v)| Point {
                    threads,
                    iterations: vec![v],
                })
                .collect(),
        }
    }

    #[test]
    fn relative_change_per_thread_count_with_one_sided_points_listed() {
        let cur = series("create", &[(1, 112.0), (2, 134.0), (4, 90.0), (8, 10.0)]);
        let base = series("create", &[(1, 100.0), (2, 100.0), (4, 100.0), (16, 5.0)]);
        let c = compare_series(&cur, &base);
        let ch: Vec<f64> = c.changes.iter().map(|x| (x.change * 1000.0).round() / 1000.0).collect();
        assert_eq!(ch, vec![0.12, 0.34, -0.1]);
        assert_eq!(c.only_current, vec![8]);
        assert_eq!(c.only_baseline, vec![16]);
        let u: Vec<_> = c.unpaired.iter().map(|u| (u.threads, u.baseline, u.current)).collect();
        assert_eq!(u, vec![(8, None, Some(10.0)), (16, Some(5.0), None)]);
        assert_eq!(c.largest.unwrap().threads, 2);
        assert_eq!(c.smallest.unwrap().threads, 4);
        assert_eq!(c.reversals, vec![4]);
        assert!((c.mean_change.unwrap() - 0.12).abs() < 1e-9);
    }

    #[test]
    fn zero_baseline_is_measured_on_both_sides_but_not_compared() {
        let c = compare_series(&series("x", &[(1, 5.0)]), &series("x", &[(1, 0.0)]));
        assert!(c.changes.is_empty());
        // Not "measured only on one side", for either side.
        assert!(c.only_current.is_empty() && c.only_baseline.is_empty());
        assert_eq!(c.zero_baseline, vec![1]);
        assert_eq!(c.mean_change, None);
    }
}

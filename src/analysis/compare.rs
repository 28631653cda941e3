//! Comparison of two configurations of the same benchmark: relative change
//! per operation and thread count, and the facts the narrative needs.

use crate::model::{Benchmark, Comparison, Series};

/// Relative change at one thread count: (current − baseline) ÷ baseline.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct ThreadChange {
    pub threads: u32,
    pub baseline: f64,
    pub current: f64,
    pub change: f64,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OpChange {
    pub operation: String,
    pub changes: Vec<ThreadChange>,
    /// Thread counts measured only on one side: listed, never dropped.
    pub only_current: Vec<u32>,
    pub only_baseline: Vec<u32>,
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
}

pub fn compare(c: &Comparison, current: &Benchmark, baseline: &Benchmark) -> ComparisonAnalysis {
    let mut operations = Vec::new();
    let mut only_current_ops = Vec::new();
    for cs in &current.series {
        match baseline.series.iter().find(|b| b.operation == cs.operation) {
            Some(bs) => operations.push(compare_series(cs, bs)),
            None => only_current_ops.push(cs.operation.clone()),
        }
    }
    let only_baseline_ops = baseline
        .series
        .iter()
        .filter(|b| !current.series.iter().any(|c| c.operation == b.operation))
        .map(|b| b.operation.clone())
        .collect();
    ComparisonAnalysis {
        id: c.id.clone(),
        current: c.current.clone(),
        baseline: c.baseline.clone(),
        operations,
        only_current_ops,
        only_baseline_ops,
    }
}

pub fn compare_series(current: &Series, baseline: &Series) -> OpChange {
    let mut changes = Vec::new();
    let mut only_current = Vec::new();
    for p in &current.points {
        match baseline.points.iter().find(|b| b.threads == p.threads) {
            Some(b) if b.value() > 0.0 => changes.push(ThreadChange {
                threads: p.threads,
                baseline: b.value(),
                current: p.value(),
                change: (p.value() - b.value()) / b.value(),
            }),
            // A zero baseline has no relative change: listed as one-sided.
            _ => only_current.push(p.threads),
        }
    }
    let only_baseline = baseline
        .points
        .iter()
        .filter(|b| !changes.iter().any(|c| c.threads == b.threads))
        .map(|b| b.threads)
        .collect();
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
        assert_eq!(c.largest.unwrap().threads, 2);
        assert_eq!(c.smallest.unwrap().threads, 4);
        assert_eq!(c.reversals, vec![4]);
        assert!((c.mean_change.unwrap() - 0.12).abs() < 1e-9);
    }

    #[test]
    fn zero_baseline_is_one_sided_not_infinite() {
        let c = compare_series(&series("x", &[(1, 5.0)]), &series("x", &[(1, 0.0)]));
        assert!(c.changes.is_empty());
        assert_eq!(c.only_current, vec![1]);
        assert_eq!(c.only_baseline, vec![1]);
        assert_eq!(c.mean_change, None);
    }
}

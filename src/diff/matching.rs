//! Helpers of the diff's statistics over paired points (the pairing rule
//! itself is `model::pairing`).

use crate::model::Series;

/// The mean of a point's iterations (0 for none).
pub(crate) fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// A series' points as (thread count, iterations), ascending.
pub(crate) fn points(s: &Series) -> Vec<(u32, Vec<f64>)> {
    let mut v: Vec<(u32, Vec<f64>)> = s.points.iter().map(|p| (p.threads, p.iterations.clone())).collect();
    v.sort_by_key(|p| p.0);
    v
}

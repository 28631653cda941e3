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

/// The iterations at thread count `t` in `v` (as [`points`] gives it): a
/// binary search, the first of equal counts as a search in order finds it.
pub(crate) fn at(v: &[(u32, Vec<f64>)], t: u32) -> Option<&[f64]> {
    v.get(v.partition_point(|p| p.0 < t))
        .filter(|p| p.0 == t)
        .map(|p| &p.1[..])
}

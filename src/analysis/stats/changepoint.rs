//! Change points in a history of runs (one value per run, oldest first).
//!
//! Binary segmentation with a Student-t split statistic, as in Hunter/Otava
//! (Daly et al., ICPE 2020): over a stretch of runs, every split leaving at
//! least [`MIN_SEGMENT`] runs on each side is scored by the two-sample t of
//! the log values of up to [`WINDOW`] runs each side (pooled variance); the
//! split with the smallest p-value is kept when its p-value,
//! Bonferroni-corrected for the number of splits tried, is at most
//! [`CHANGE_ALPHA`]; then both sides are searched again. Analytic p-values
//! (no permutations) keep the result exact and the same bits every time. The
//! level was chosen on pure-noise histories (see `docs/diff-method.md`).

use super::dist::t_two_sided;
use super::Verdict;
use crate::model::Direction;

/// Fewest runs on either side of a change: two runs could be one outlier.
pub const MIN_SEGMENT: usize = 3;

/// Runs on each side of a split that score it: a change is judged against
/// its neighbourhood, so that other changes further away in a long history
/// neither hide it nor inflate its noise.
pub const WINDOW: usize = 6;

/// Significance of one split after its Bonferroni correction.
pub const CHANGE_ALPHA: f64 = 0.01;

/// A lasting shift in a history of runs.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ChangePoint {
    /// Index of the first run after the change (into the input, oldest first).
    pub index: usize,
    /// Geometric mean of the runs of the stretch before, and after.
    pub before: f64,
    pub after: f64,
    /// `after / before`.
    pub ratio: f64,
    /// The split's p-value, corrected for the number of splits tried.
    pub p_value: f64,
    /// `regressed` or `improved`, by the series' direction.
    pub verdict: Verdict,
}

/// Change points of `values` (oldest first). Values must be positive and
/// finite: a history holding any other value has no change points (the
/// caller reports the bad value).
pub fn change_points(values: &[f64], direction: Direction) -> Vec<ChangePoint> {
    change_points_at(values, direction, CHANGE_ALPHA)
}

pub(crate) fn change_points_at(values: &[f64], direction: Direction, alpha: f64) -> Vec<ChangePoint> {
    if values.iter().any(|v| !(v.is_finite() && *v > 0.0)) {
        return Vec::new();
    }
    let logs: Vec<f64> = values.iter().map(|v| v.ln()).collect();
    let mut found: Vec<(usize, f64)> = Vec::new();
    let mut stack = vec![(0, logs.len())];
    while let Some((lo, hi)) = stack.pop() {
        if let Some((k, p)) = best_split(&logs[lo..hi]) {
            if p <= alpha {
                found.push((lo + k, p));
                stack.push((lo, lo + k));
                stack.push((lo + k, hi));
            }
        }
    }
    found.sort_by_key(|&(k, _)| k);
    let bounds: Vec<usize> = std::iter::once(0)
        .chain(found.iter().map(|&(k, _)| k))
        .chain(std::iter::once(logs.len()))
        .collect();
    found
        .iter()
        .enumerate()
        .map(|(i, &(index, p_value))| {
            let before = mean(&logs[bounds[i]..index]).exp();
            let after = mean(&logs[index..bounds[i + 2]]).exp();
            let ratio = after / before;
            let better = match direction {
                Direction::Higher => ratio > 1.0,
                Direction::Lower => ratio < 1.0,
            };
            let verdict = if better { Verdict::Improved } else { Verdict::Regressed };
            ChangePoint {
                index,
                before,
                after,
                ratio,
                p_value,
                verdict,
            }
        })
        .collect()
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

/// The split of `x` with the smallest p-value, and that p corrected for the
/// number of splits tried.
fn best_split(x: &[f64]) -> Option<(usize, f64)> {
    let n = x.len();
    if n < 2 * MIN_SEGMENT {
        return None;
    }
    let candidates = (n - 2 * MIN_SEGMENT + 1) as f64;
    // (split, p before correction); the smallest p wins, ties the earliest.
    let mut best: Option<(usize, f64)> = None;
    for k in MIN_SEGMENT..=n - MIN_SEGMENT {
        let (left, right) = (&x[k.saturating_sub(WINDOW)..k], &x[k..(k + WINDOW).min(n)]);
        let df = (left.len() + right.len() - 2) as f64;
        let p = t_two_sided(split_t(left, right), Some(df));
        if best.is_none_or(|(_, bp)| p < bp) {
            best = Some((k, p));
        }
    }
    best.map(|(k, p)| (k, (p * candidates).min(1.0)))
}

/// Two-sample t with pooled variance; differences at rounding level count
/// as none (constant stretches must not make infinite statistics).
fn split_t(a: &[f64], b: &[f64]) -> f64 {
    let (ma, mb) = (mean(a), mean(b));
    let diff = mb - ma;
    if diff.abs() <= 1e-12 {
        return 0.0;
    }
    let ss: f64 = a.iter().map(|v| (v - ma).powi(2)).sum::<f64>() + b.iter().map(|v| (v - mb).powi(2)).sum::<f64>();
    let df = (a.len() + b.len() - 2) as f64;
    let se = (ss / df * (1.0 / a.len() as f64 + 1.0 / b.len() as f64)).sqrt();
    if se <= 1e-15 {
        return diff.signum() * f64::INFINITY;
    }
    diff / se
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wobble(level: f64, n: usize, phase: usize) -> Vec<f64> {
        // A fixed ±1 % pattern: noise without randomness.
        let pattern = [1.0, -0.6, 0.3, -1.0, 0.7, -0.2, 0.9, -0.8];
        (0..n)
            .map(|i| level * (1.0 + 0.01 * pattern[(i + phase) % pattern.len()]))
            .collect()
    }

    #[test]
    fn finds_one_step_down_where_it_is() {
        let mut h = wobble(100.0, 6, 0);
        h.extend(wobble(88.0, 6, 3));
        let cps = change_points(&h, Direction::Higher);
        assert_eq!(cps.len(), 1, "{cps:?}");
        assert_eq!(cps[0].index, 6);
        assert_eq!(cps[0].verdict, Verdict::Regressed);
        assert!((cps[0].ratio - 0.88).abs() < 0.01 && cps[0].p_value < 1e-6, "{cps:?}");
        // The same step is an improvement when lower is better.
        assert_eq!(change_points(&h, Direction::Lower)[0].verdict, Verdict::Improved);
    }

    #[test]
    fn finds_two_steps() {
        let mut h = wobble(100.0, 5, 0);
        h.extend(wobble(80.0, 5, 2));
        h.extend(wobble(95.0, 5, 5));
        let idx: Vec<usize> = change_points(&h, Direction::Higher).iter().map(|c| c.index).collect();
        assert_eq!(idx, vec![5, 10]);
    }

    #[test]
    fn noise_alone_and_short_or_bad_histories_have_none() {
        assert!(change_points(&wobble(50.0, 20, 1), Direction::Higher).is_empty());
        assert!(change_points(&[1.0, 1.0, 1.0, 2.0, 2.0], Direction::Higher).is_empty());
        assert!(change_points(&[1.0; 9], Direction::Higher).is_empty());
        assert!(change_points(&[1.0, 1.0, 1.0, f64::NAN, 2.0, 2.0, 2.0], Direction::Higher).is_empty());
        assert!(change_points(&[1.0, 1.0, 1.0, -2.0, 2.0, 2.0], Direction::Higher).is_empty());
        assert!(change_points(&[], Direction::Higher).is_empty());
    }

    #[test]
    fn a_noiseless_step_is_found() {
        let cps = change_points(&[1.0, 1.0, 1.0, 2.0, 2.0, 2.0], Direction::Higher);
        assert_eq!(cps.len(), 1);
        assert_eq!((cps[0].index, cps[0].verdict), (3, Verdict::Improved));
        assert!((cps[0].ratio - 2.0).abs() < 1e-12);
    }
}

//! Shape helpers shared by the sustained level and the observations: which
//! value is better, where the peak is, and which points are isolated dips.
//! They live apart from both users so that `series` and `observe` import this
//! file rather than each other.

use crate::model::Direction;

/// A point is an isolated dip when it is more than 5 % below both neighbours.
pub(crate) const DIP_FRACTION: f64 = 0.05;

/// `better(a, b)`: is `a` better than `b` for this direction.
pub(crate) fn better(direction: Direction, a: f64, b: f64) -> bool {
    match direction {
        Direction::Higher => a > b,
        Direction::Lower => a < b,
    }
}

/// Do `values` (at least two) move the same way at every step, by more
/// than `noise` (relative) from the first to the last? Then they are a
/// steady trend, not a plateau.
pub(crate) fn steady_trend(values: &[f64], noise: f64) -> bool {
    let (Some(first), Some(last)) = (values.first(), values.last()) else {
        return false;
    };
    let one_way = values.windows(2).all(|w| w[1] > w[0]) || values.windows(2).all(|w| w[1] < w[0]);
    one_way && (last - first).abs() / first.abs().max(f64::MIN_POSITIVE) > noise
}

/// The index of the best value, the last of equal best ones.
pub(crate) fn last_best(values: &[f64], direction: Direction) -> usize {
    (0..values.len()).fold(0, |b, i| if better(direction, values[b], values[i]) { b } else { i })
}

/// Index of the peak: the first best value.
pub(crate) fn peak_index(values: &[f64], direction: Direction) -> usize {
    (0..values.len()).fold(0, |b, i| if better(direction, values[i], values[b]) { i } else { b })
}

/// Indices of isolated dips: points with two neighbours that are more than
/// [`DIP_FRACTION`] worse than both. End points are never isolated dips.
pub(crate) fn isolated_dips(values: &[f64], direction: Direction) -> Vec<usize> {
    let worse = |v: f64, n: f64| match direction {
        Direction::Higher => v < n * (1.0 - DIP_FRACTION),
        Direction::Lower => v > n * (1.0 + DIP_FRACTION),
    };
    (1..values.len().saturating_sub(1))
        .filter(|&i| worse(values[i], values[i - 1]) && worse(values[i], values[i + 1]))
        .collect()
}

/// The median of `v` (the mean of the middle two for an even count),
/// sorting `v` by [`f64::total_cmp`].
pub(crate) fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    }
}

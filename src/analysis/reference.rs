//! The straightforward analysis that the fast one replaced, kept only as the
//! oracle of property tests: for every start point it checks for a deep dip
//! and sorts the rest again (plateau), and searches the dip list per point
//! (sustained). O(n² log n),
//! obviously right; the fast versions must agree with it bit for bit.

use super::observe::{Observation, PLATEAU_BAND};
use super::shape::{better, isolated_dips, peak_index};
use crate::model::{Direction, SustainedMethod};

/// The plateau search as first written: the earliest start from which no
/// isolated dip deeper than the band follows and every point is within the
/// band of the median (its first index with it).
pub(super) fn plateau(values: &[f64], threads: &[u32], dips: &[usize]) -> Option<(usize, Observation)> {
    let n = values.len();
    let deep = |&i: &usize| {
        dips.contains(&i) && {
            let nb = (values[i - 1] + values[i + 1]) / 2.0;
            (nb - values[i]).abs() > PLATEAU_BAND * nb.abs()
        }
    };
    for start in 0..n {
        let idx: Vec<usize> = (start..n).collect();
        if idx.len() < 3 {
            return None;
        }
        if idx.iter().any(deep) {
            continue;
        }
        let mut vs: Vec<f64> = idx.iter().map(|&i| values[i]).collect();
        vs.sort_by(f64::total_cmp);
        let m = vs.len();
        let median = if m % 2 == 1 {
            vs[m / 2]
        } else {
            (vs[m / 2 - 1] + vs[m / 2]) / 2.0
        };
        if median <= 0.0 {
            continue;
        }
        if vs.iter().all(|v| (v - median).abs() <= PLATEAU_BAND * median) {
            let o = Observation::Plateau {
                from_threads: threads[start],
                to_threads: threads[n - 1],
                level: median,
                spread: (vs[m - 1] - vs[0]) / median,
                within_noise: false,
            };
            return Some((start, o));
        }
    }
    None
}

/// The worst value at or after the peak, dips skipped by searching the list:
/// (value, threads) of the `isolated-dip` and `min-after-peak` methods.
pub(super) fn worst_after_peak(
    values: &[f64],
    threads: &[u32],
    direction: Direction,
    method: SustainedMethod,
) -> (f64, u32) {
    let p = peak_index(values, direction);
    let dips = isolated_dips(values, direction);
    let mut w: Option<usize> = None;
    for i in p..values.len() {
        if method == SustainedMethod::IsolatedDip && dips.contains(&i) {
            continue;
        }
        if w.is_none_or(|j| better(direction, values[j], values[i])) {
            w = Some(i);
        }
    }
    let i = w.unwrap_or(p);
    (values[i], threads[i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::observe;
    use crate::analysis::series::sustained;
    use proptest::prelude::*;

    /// Series shaped like sweeps: a rise, a level with noise of up to ±`noise`
    /// (so plateaus are found at every possible start, or not at all), and
    /// random deep drops that make isolated dips; values repeat often.
    fn sweep() -> impl Strategy<Value = Vec<f64>> {
        (1usize..80, 0u32..30, prop::collection::vec((0u32..1000, 0u32..12), 80)).prop_map(|(n, noise, raw)| {
            raw.into_iter()
                .take(n)
                .enumerate()
                .map(|(i, (r, d))| {
                    let rise = ((i + 1) as f64 / 4.0).min(1.0);
                    let wobble = 1.0 + f64::from(noise) / 100.0 * (f64::from(r) / 500.0 - 1.0);
                    let drop = if d == 0 { 0.7 } else { 1.0 };
                    // Rounded to 2 decimals so that equal values and exact
                    // band edges happen.
                    (100.0 * 20.0 * rise * wobble * drop).round() / 100.0
                })
                .collect()
        })
    }

    fn threads(n: usize) -> Vec<u32> {
        (1..=n as u32).collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn fast_plateau_equals_the_reference(v in sweep(), lower in any::<bool>()) {
            let dir = if lower { Direction::Lower } else { Direction::Higher };
            let t = threads(v.len());
            let dips = isolated_dips(&v, dir);
            prop_assert_eq!(observe::plateau(&v, &t, &dips, &[]), plateau(&v, &t, &dips));
        }

        #[test]
        fn fast_plateau_equals_the_reference_on_any_values(v in prop::collection::vec(-5.0f64..50.0, 0..40)) {
            let t = threads(v.len());
            let dips = isolated_dips(&v, Direction::Higher);
            prop_assert_eq!(observe::plateau(&v, &t, &dips, &[]), plateau(&v, &t, &dips));
        }

        #[test]
        fn fast_sustained_equals_the_reference(v in sweep(), lower in any::<bool>()) {
            prop_assume!(!v.is_empty());
            let dir = if lower { Direction::Lower } else { Direction::Higher };
            let t = threads(v.len());
            for m in [SustainedMethod::IsolatedDip, SustainedMethod::MinAfterPeak] {
                let s = sustained(&v, &t, dir, m);
                prop_assert_eq!((s.value, s.threads), worst_after_peak(&v, &t, dir, m));
            }
        }
    }

    #[test]
    fn the_generator_makes_plateaus_dips_and_neither() {
        // The property tests above are only worth something if both answers occur.
        // A shallow dip (6.7 %) is a point of the plateau; a deep one (31 %)
        // leaves too few points after it for one.
        let t = threads(7);
        for (dip, found) in [(19.0, true), (14.0, false)] {
            let v = [5.0, 10.0, 20.0, 20.5, dip, 20.2, 19.9];
            let dips = isolated_dips(&v, Direction::Higher);
            assert_eq!(dips, vec![4]);
            assert_eq!(plateau(&v, &t, &dips).map(|p| p.0), found.then_some(2));
        }
        let wild = [1.0, 9.0, 2.0, 30.0, 3.0, 50.0];
        assert_eq!(
            plateau(&wild, &threads(6), &isolated_dips(&wild, Direction::Higher)),
            None
        );
    }
}

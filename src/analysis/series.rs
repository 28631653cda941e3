//! Peak and sustained level of one series.

use super::observe::{observe, Ending, Observation};
use super::shape::{better, median};
pub(crate) use super::shape::{isolated_dips, peak_index};
use crate::model::{Direction, Limit, Point, Series, SustainedMethod};

/// One thread count with its iteration statistics.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PointStat {
    pub threads: u32,
    /// Mean of the iterations.
    pub value: f64,
    pub iterations: Vec<f64>,
    pub min: f64,
    pub max: f64,
    /// Sample standard deviation; 0 with one iteration.
    pub stddev: f64,
}

impl PointStat {
    pub(crate) fn from_point(p: &Point) -> Self {
        let n = p.iterations.len();
        let mean = p.value();
        let stddev = if n > 1 {
            (p.iterations.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1) as f64).sqrt()
        } else {
            0.0
        };
        PointStat {
            threads: p.threads,
            value: mean,
            iterations: p.iterations.clone(),
            min: p.min(),
            max: p.max(),
            stddev,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Peak {
    pub value: f64,
    pub threads: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Sustained {
    pub value: f64,
    pub method: SustainedMethod,
    /// The thread count whose value sets the sustained level (for the median
    /// method, the point nearest the median).
    pub threads: u32,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SeriesAnalysis {
    pub operation: String,
    pub points: Vec<PointStat>,
    pub peak: Peak,
    pub sustained: Sustained,
    /// How the series ends; none for a single point (and in report.json
    /// records written before issue 42, whose `still_rising` and
    /// `still-rising` observation it replaces).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
    /// The retired `still-rising` kind of older records is left out on reading.
    #[serde(default, deserialize_with = "current_observations")]
    pub observations: Vec<Observation>,
}

fn current_observations<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Observation>, D::Error> {
    use serde::Deserialize;
    (Vec::<serde_json::Value>::deserialize(d)?.into_iter())
        .filter(|o| o["kind"] != "still-rising")
        .map(|o| serde_json::from_value(o).map_err(serde::de::Error::custom))
        .collect()
}

/// The sustained level after the peak.
///
/// * `isolated-dip`: the worst value at or after the peak, ignoring
///   isolated dips (so a momentary drop does not define the level);
/// * `min-after-peak`: the worst value at or after the peak;
/// * `median-after-peak`: the median of the values at or after the peak.
///
/// When the peak is the last point, sustained = peak (whether the series
/// is still improving there is its [`Ending`]).
pub(crate) fn sustained(values: &[f64], threads: &[u32], direction: Direction, method: SustainedMethod) -> Sustained {
    let p = peak_index(values, direction);
    let dips = isolated_dips(values, direction);
    let worst = |skip_dips: bool| {
        let mut kept = (p..values.len()).filter(|i| !skip_dips || dips.binary_search(i).is_err());
        let first = kept.next().unwrap_or(p);
        kept.fold(
            first,
            |w, i| if better(direction, values[w], values[i]) { i } else { w },
        )
    };
    let (value, i) = match method {
        SustainedMethod::MedianAfterPeak => {
            let median = median(&mut values[p..].to_vec());
            let nearest = (p..values.len())
                .min_by(|&a, &b| (values[a] - median).abs().total_cmp(&(values[b] - median).abs()))
                .unwrap_or(p);
            (median, nearest)
        }
        SustainedMethod::IsolatedDip | SustainedMethod::MinAfterPeak => {
            let i = worst(method == SustainedMethod::IsolatedDip);
            (values[i], i)
        }
    };
    Sustained {
        value,
        method,
        threads: threads[i],
    }
}

/// Full analysis of a non-empty series (points ascending by threads).
pub fn analyse_series(s: &Series, direction: Direction, method: SustainedMethod, limits: &[&Limit]) -> SeriesAnalysis {
    let points: Vec<PointStat> = s.points.iter().map(PointStat::from_point).collect();
    let values: Vec<f64> = points.iter().map(|p| p.value).collect();
    let threads: Vec<u32> = points.iter().map(|p| p.threads).collect();
    let p = peak_index(&values, direction);
    let peak = Peak {
        value: values[p],
        threads: threads[p],
    };
    let sustained = sustained(&values, &threads, direction, method);
    let spreads: Vec<Option<f64>> = (points.iter())
        .map(|p| (p.iterations.len() > 1).then(|| (p.max - p.min) / p.value.abs().max(f64::MIN_POSITIVE)))
        .collect();
    let (ending, observations) = observe(&values, &threads, direction, &spreads, limits);
    SeriesAnalysis {
        operation: s.operation.clone(),
        points,
        peak,
        sustained,
        ending,
        observations,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use SustainedMethod::*;

    proptest! {
        /// The floor the narrative states is never broken by the data: under
        /// `min-after-peak` no point after the peak is worse than sustained,
        /// under `isolated-dip` none but the isolated dips (which the
        /// sentence names), for either direction.
        #[test]
        fn a_stated_floor_is_never_broken(v in proptest::collection::vec(0.001f64..1e6, 1..=11), lower in any::<bool>()) {
            let d = if lower { Direction::Lower } else { Direction::Higher };
            let t = &T[..v.len()];
            let p = peak_index(&v, d);
            let dips = isolated_dips(&v, d);
            for m in [IsolatedDip, MinAfterPeak] {
                let s = sustained(&v, t, d, m);
                for (i, &x) in v.iter().enumerate().skip(p) {
                    if m == IsolatedDip && dips.contains(&i) {
                        continue;
                    }
                    prop_assert!(!better(d, s.value, x), "{m:?} {d:?} {v:?}: {x} beyond {}", s.value);
                }
            }
            // The median is a level, not a floor: it lies between the best
            // and worst points after the peak.
            let s = sustained(&v, t, d, MedianAfterPeak);
            let after = &v[p..];
            let lo = after.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = after.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            prop_assert!(s.value >= lo && s.value <= hi);
        }
    }

    const T: [u32; 11] = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024];

    fn sus(v: &[f64], m: SustainedMethod) -> Sustained {
        sustained(v, &T[..v.len()], Direction::Higher, m)
    }

    #[test]
    fn peak_is_the_first_highest() {
        assert_eq!(peak_index(&[1.0, 3.0, 3.0, 2.0], Direction::Higher), 1);
        assert_eq!(peak_index(&[5.0], Direction::Higher), 0);
        assert_eq!(peak_index(&[4.0, 2.0, 3.0], Direction::Lower), 1);
    }

    #[test]
    fn isolated_dip_is_ignored_by_default_but_not_by_min() {
        // The seed's N-to-1 read: peak 23.7 at 16, momentary 18.5 at 128, plateau ≈ 20.5.
        let v = [1.0, 5.0, 10.0, 18.0, 23.7, 22.0, 21.0, 18.5, 20.6, 20.5, 20.7];
        let s = sus(&v, IsolatedDip);
        assert_eq!((s.value, s.threads), (20.5, 512));
        assert_eq!(sus(&v, MinAfterPeak).value, 18.5);
        assert_eq!(isolated_dips(&v, Direction::Higher), vec![7]);
    }

    #[test]
    fn a_dip_of_exactly_five_percent_is_not_isolated() {
        let v = [10.0, 9.5, 10.0];
        assert!(isolated_dips(&v, Direction::Higher).is_empty());
        let v = [10.0, 9.49, 10.0];
        assert_eq!(isolated_dips(&v, Direction::Higher), vec![1]);
    }

    #[test]
    fn a_drop_at_the_last_point_is_not_isolated() {
        let v = [1.0, 10.0, 10.0, 8.0];
        assert_eq!(sus(&v, IsolatedDip).value, 8.0);
    }

    #[test]
    fn sustained_is_the_peak_when_it_is_last() {
        let s = sus(&[1.0, 2.0, 4.0], IsolatedDip);
        assert_eq!((s.value, s.threads), (4.0, 4));
    }

    #[test]
    fn one_point_flat_and_equal_series() {
        // One point is its own peak and level.
        let s = sus(&[7.0], IsolatedDip);
        assert_eq!((s.value, s.threads), (7.0, 1));
        // All equal: the peak is the first point, sustained is the same level.
        let s = sus(&[3.0, 3.0, 3.0], IsolatedDip);
        assert_eq!((s.value, s.threads), (3.0, 1));
        assert_eq!(sus(&[3.0, 3.0, 3.0], MedianAfterPeak).value, 3.0);
    }

    #[test]
    fn median_after_peak() {
        let s = sus(&[1.0, 10.0, 8.0, 9.0, 7.0], MedianAfterPeak);
        assert_eq!(s.value, 8.5);
        let s = sus(&[1.0, 10.0, 8.0, 9.0], MedianAfterPeak);
        assert_eq!((s.value, s.threads), (9.0, 8));
    }

    #[test]
    fn lower_is_better_mirrors_everything() {
        let v = [5.0, 2.0, 3.0, 6.0, 3.1];
        let t = [1, 2, 4, 8, 16];
        assert_eq!(isolated_dips(&v, Direction::Lower), vec![3]);
        let s = sustained(&v, &t, Direction::Lower, IsolatedDip);
        assert_eq!(s.value, 3.1);
    }

    #[test]
    fn iteration_statistics() {
        let p = PointStat::from_point(&Point {
            threads: 4,
            iterations: vec![1.0, 2.0, 3.0],
        });
        assert_eq!((p.value, p.min, p.max, p.stddev), (2.0, 1.0, 3.0, 1.0));
        let p = PointStat::from_point(&Point {
            threads: 4,
            iterations: vec![2.0],
        });
        assert_eq!(p.stddev, 0.0);
    }
}

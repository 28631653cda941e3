//! Properties of the analysis over random series, in both directions: the
//! sustained level never beats the peak, the peak is the best point, and
//! Holm's adjustment only raises p-values and keeps their order.

use super::series::analyse_series;
use super::stats::moderate::holm;
use crate::model::{Direction, Point, Series, SustainedMethod};
use proptest::prelude::*;

/// A series at ascending thread counts, each point with 1 to 4 iterations.
fn series() -> impl Strategy<Value = Series> {
    proptest::collection::btree_map(1u32..4096, proptest::collection::vec(1e-3f64..1e7, 1..=4), 1..=24).prop_map(
        |points| Series {
            operation: "write".into(),
            points: points
                .into_iter()
                .map(|(threads, iterations)| Point { threads, iterations })
                .collect(),
        },
    )
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![Just(Direction::Higher), Just(Direction::Lower)]
}

fn method() -> impl Strategy<Value = SustainedMethod> {
    prop_oneof![
        Just(SustainedMethod::IsolatedDip),
        Just(SustainedMethod::MinAfterPeak),
        Just(SustainedMethod::MedianAfterPeak),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Higher is better: sustained ≤ peak, and the peak is the highest
    /// mean at the first thread count that has it. Lower is better: the
    /// mirror (sustained ≥ peak, the lowest mean).
    #[test]
    fn sustained_never_beats_the_peak(s in series(), d in direction(), m in method()) {
        let a = analyse_series(&s, d, m, &[]);
        let means: Vec<f64> = s.points.iter().map(Point::value).collect();
        let best = match d {
            Direction::Higher => means.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            Direction::Lower => means.iter().copied().fold(f64::INFINITY, f64::min),
        };
        let first = means.iter().position(|&v| v == best).unwrap();
        prop_assert_eq!(a.peak.value, best);
        prop_assert_eq!(a.peak.threads, s.points[first].threads);
        match d {
            Direction::Higher => prop_assert!(a.sustained.value <= a.peak.value, "{:?} {:?}", a.sustained, a.peak),
            Direction::Lower => prop_assert!(a.sustained.value >= a.peak.value, "{:?} {:?}", a.sustained, a.peak),
        }
        // Still improving only where the best point is the last.
        if a.ending.is_some_and(|e| e.trend == super::Trend::Improving) {
            prop_assert_eq!(first + 1, means.len());
        }
    }

    /// Each adjusted p is at least its raw p and at most 1, and a smaller
    /// raw p never gets a larger adjusted one.
    #[test]
    fn holm_raises_p_and_keeps_the_raw_order(p in proptest::collection::vec(0f64..=1.0, 0..40)) {
        let adj = holm(&p);
        prop_assert_eq!(adj.len(), p.len());
        for i in 0..p.len() {
            prop_assert!(adj[i] >= p[i] && adj[i] <= 1.0, "{i}: raw {} adjusted {}", p[i], adj[i]);
            for j in 0..p.len() {
                if p[i] <= p[j] {
                    prop_assert!(adj[i] <= adj[j], "raw {} ≤ {} but adjusted {} > {}", p[i], p[j], adj[i], adj[j]);
                }
            }
        }
    }
}

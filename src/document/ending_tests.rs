//! How a series ends is one classification (issue 42): the opening sentence,
//! the summary's mark and report.json say the same, in both directions, and
//! the words follow the direction (a latency improves towards a floor).

use super::narrative::{ending_message, series_paragraph};
use super::summary::sustained_cell;
use crate::analysis::{analyse_series, SeriesAnalysis, Trend};
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, BenchmarkKind, Direction, Lang, Point, Series, SustainedMethod};
use proptest::prelude::*;

fn bench(d: Direction) -> Benchmark {
    let unit = if d == Direction::Lower { "µs" } else { "op/s" };
    Benchmark::bare(
        "b".into(),
        BenchmarkKind::Metadata,
        "mdtest".into(),
        unit.parse().unwrap(),
        d,
    )
}

/// The analysis of `points` (thread count, iterations) and its English
/// paragraph and sustained cell.
fn describe(points: &[(u32, &[f64])], d: Direction) -> (SeriesAnalysis, String, String) {
    let s = Series {
        operation: "write".into(),
        points: (points.iter())
            .map(|(threads, its)| Point {
                threads: *threads,
                iterations: its.to_vec(),
            })
            .collect(),
    };
    let a = analyse_series(&s, d, SustainedMethod::IsolatedDip, &[]);
    let loc = Localizer::new(Lang::En, None).unwrap();
    let b = bench(d);
    (
        a.clone(),
        series_paragraph(&loc, &a, &b, 0),
        sustained_cell(&loc, &a, &b),
    )
}

fn one(values: &[(u32, f64)], d: Direction) -> (SeriesAnalysis, String, String) {
    let its: Vec<[f64; 1]> = values.iter().map(|&(_, v)| [v]).collect();
    let points: Vec<(u32, &[f64])> = values.iter().zip(&its).map(|(&(t, _), i)| (t, &i[..])).collect();
    describe(&points, d)
}

fn trend(a: &SeriesAnalysis) -> Option<Trend> {
    a.ending.map(|e| e.trend)
}

#[test]
fn an_improving_latency_within_the_band_is_level_not_rising() {
    // Issue 42: "Writes are still improving at 32 threads … 140 µs (-6.7%
    // better than the previous step): the ceiling lies beyond this test".
    let (a, text, cell) = one(&[(8, 180.0), (16, 150.0), (32, 140.0)], Direction::Lower);
    assert_eq!(trend(&a), Some(Trend::Flat));
    assert!(
        text.contains("reach their best, 140\u{a0}µs, at 32 threads, the largest count tested, 6.7% lower than at 16 threads, their best before, but within the ±10% band, so they count as level, not as still improving."),
        "{text}"
    );
    assert_eq!(cell, "140");
    // Beyond the band it is still improving, towards a floor, marked ↓.
    let (a, text, cell) = one(&[(8, 180.0), (16, 150.0), (32, 120.0)], Direction::Lower);
    assert_eq!(trend(&a), Some(Trend::Improving));
    assert!(
        text.contains("are still improving at 32 threads, the largest count tested, where they reach 120\u{a0}µs, 20% lower than at 16 threads, their best before: more than the ±10% band; with fewer than four points, the range tested is too short to show where they would level off."),
        "{text}"
    );
    assert_eq!(cell, "120 ↓");
    // With a fourth point the floor lies beyond the range tested.
    let (_, text, _) = one(&[(4, 200.0), (8, 180.0), (16, 150.0), (32, 120.0)], Direction::Lower);
    assert!(text.contains("so their floor lies beyond this test."), "{text}");
}

#[test]
fn a_steady_climb_is_still_climbing_in_sentence_and_table() {
    // Issue 42 item 7: 4 KiB creates 49,300 -> 52,800 -> 55,400 (+4.9 % in
    // the last step) were "on a plateau rather than a climb".
    let (a, text, cell) = one(
        &[(64, 24_500.0), (128, 49_300.0), (256, 52_800.0), (512, 55_400.0)],
        Direction::Higher,
    );
    assert_eq!(trend(&a), Some(Trend::Improving));
    assert!(
        text.contains("are still climbing at 512 threads, the largest count tested, where they reach 55,400\u{a0}op/s, having risen at every step from 128 threads, 12.4% in all: more than the ±10% band, so their ceiling lies beyond this test."),
        "{text}"
    );
    assert!(!text.contains("plateau"), "{text}");
    assert_eq!(cell, "55,400 ↑");
}

#[test]
fn the_issue_steps_are_judged_by_the_band_not_by_a_plateau() {
    // "Still climbing" was said of +2.3 %, +3.3 %, +5 %, "on a plateau" of
    // +4.9 % and +9.5 %: all are within ±10 %, so all are level.
    for (prev, last) in [
        (100.0, 102.3),
        (100.0, 103.3),
        (100.0, 105.0),
        (52_800.0, 55_400.0),
        (100.0, 109.5),
    ] {
        let (a, text, cell) = one(&[(64, prev * 0.5), (128, prev), (256, last)], Direction::Higher);
        assert_eq!(trend(&a), Some(Trend::Flat), "{text}");
        assert!(text.contains("so they count as level, not as still climbing"), "{text}");
        assert!(!cell.contains('↑'), "{cell}");
    }
}

#[test]
fn two_points_never_put_the_limit_beyond_the_test() {
    let (a, text, cell) = one(&[(1, 100.0), (2, 190.0)], Direction::Higher);
    assert_eq!(trend(&a), Some(Trend::Improving));
    assert!(
        text.contains("with fewer than four points, the range tested is too short"),
        "{text}"
    );
    assert!(!text.contains("beyond"), "{text}");
    assert_eq!(cell, "190 ↑");
}

#[test]
fn iterations_set_the_noise_when_the_points_have_them() {
    // +5 % over the best before, iterations 2 % apart: still climbing.
    let (a, text, _) = describe(&[(1, &[50.0]), (2, &[100.0]), (4, &[104.0, 106.0])], Direction::Higher);
    assert_eq!(trend(&a), Some(Trend::Improving), "{text}");
    assert!(
        text.contains("more than the 1.9% spread of the two points' iterations together"),
        "{text}"
    );
    // −6.5 % inside iterations 20 % apart is no decline.
    let (a, text, _) = describe(&[(1, &[50.0]), (2, &[100.0]), (4, &[84.0, 103.0])], Direction::Higher);
    assert_eq!(trend(&a), Some(Trend::Flat), "{text}");
    assert!(!text.contains("Beyond"), "{text}");
    // −6.5 % outside iterations 1 % apart is one.
    let (a, text, _) = describe(&[(1, &[50.0]), (2, &[100.0]), (4, &[93.0, 94.0])], Direction::Higher);
    assert_eq!(trend(&a), Some(Trend::Worsening), "{text}");
    assert!(
        text.contains("Beyond 2 threads they fall: down 6.5% at 4 threads"),
        "{text}"
    );
    // Issue 42: the same fall inside the best point's own range (90–110) is
    // no loss, however tight the last point's iterations; in both directions.
    for (d, first, last, side, band) in [
        (Direction::Higher, 50.0, [93.0, 94.0], "below", "21.1"),
        (Direction::Lower, 150.0, [106.0, 107.0], "above", "20.9"),
    ] {
        let (a, text, _) = describe(&[(1, &[first]), (2, &[90.0, 110.0]), (4, &last)], d);
        assert_eq!(trend(&a), Some(Trend::Flat), "{text}");
        assert!(
            text.contains(&format!("At 4 threads they end 6.5% {side} their best, reached at 2 threads, but within the run-to-run spread of the best point and the last: their iterations spread by {band}% together, so the ending counts as level, not as a loss.")),
            "{text}"
        );
    }
    // A fall that would print as 0.0 % is not said at all.
    let (a, text, _) = describe(
        &[(1, &[50.0]), (2, &[99.0, 101.0]), (4, &[99.96, 99.98])],
        Direction::Higher,
    );
    assert_eq!(trend(&a), Some(Trend::Flat), "{text}");
    assert!(!text.contains("they end"), "{text}");
}

#[test]
fn every_language_flips_the_ending_words_with_the_direction() {
    for lang in [Lang::En, Lang::It, Lang::ZhTw, Lang::Vi] {
        let loc = Localizer::new(lang, None).unwrap();
        for t in [Trend::Improving, Trend::Flat] {
            for (noise, points, since) in [("band", "more", "best"), ("iterations", "few", "steady")] {
                let say = |d: &'static str| {
                    let a = Args::new()
                        .str("op", "X")
                        .str("unit", "µs")
                        .str("direction", d)
                        .str("noise", noise)
                        .str("points", points)
                        .str("since", since)
                        .str("tested", "all")
                        .int("threads", 32u32)
                        .int("best", 16u32)
                        .num("value", 140.0, 0)
                        .num("gain", 12.5, 1)
                        .num("band", 10.0, 0);
                    loc.msg(ending_message(t), Some(&a))
                };
                assert_ne!(say("lower"), say("higher"), "{lang:?} {t:?} {noise}");
            }
        }
    }
}

fn series() -> impl Strategy<Value = Vec<Vec<f64>>> {
    proptest::collection::vec(proptest::collection::vec(1.0f64..1e4, 1..=3), 1..=9)
}

proptest! {
    /// For random series in both directions, the sentence, the summary's
    /// mark and report.json agree on how the series ends, and no word of
    /// the other direction appears.
    #[test]
    fn sentence_table_and_json_agree(v in series(), lower in any::<bool>()) {
        let d = if lower { Direction::Lower } else { Direction::Higher };
        let points: Vec<(u32, &[f64])> = v.iter().enumerate().map(|(i, its)| (1u32 << i, &its[..])).collect();
        let (a, text, cell) = describe(&points, d);
        let json = serde_json::to_value(&a).unwrap();
        let kind = json["ending"]["trend"].as_str().unwrap_or("none");
        prop_assert_eq!(kind == "none", v.len() < 2);
        let improving = text.contains(if lower { "are still improving" } else { "are still climbing" });
        prop_assert_eq!(improving, kind == "improving", "{}", text);
        prop_assert_eq!(cell.ends_with(if lower { " ↓" } else { " ↑" }), kind == "improving", "{}", cell);
        prop_assert_eq!(text.contains("Beyond"), kind == "worsening", "{}", text);
        let last = points[points.len() - 1].0;
        prop_assert_eq!(text.contains("count as level"), kind == "flat" && a.peak.threads == last, "{}", text);
        prop_assert_eq!(text.contains("beyond this test"), improving && v.len() >= 4, "{}", text);
        prop_assert_eq!(text.contains("range tested is too short"), improving && v.len() < 4, "{}", text);
        // A plateau is said only where report.json has one, never of a
        // steady trend, and never with a figure inside the iterations' spread.
        let plateau = a.observations.iter().find_map(|o| match o {
            crate::analysis::Observation::Plateau { within_noise, .. } => Some(*within_noise),
            _ => None,
        });
        prop_assert_eq!(text.contains("plateau") || text.contains("a band around"), plateau.is_some(), "{}", text);
        prop_assert_eq!(text.contains("no more than the run-to-run spread"), plateau == Some(true), "{}", text);
        if improving {
            prop_assert!(!text.contains("plateau") && !text.contains("a band around"), "{}", text);
        }
        let other = if lower { ["climbing", "ceiling", "higher than", "rising"] } else { ["improving", "floor", "lower than", "falling"] };
        for w in other {
            prop_assert!(!text.contains(w), "{} in {}", w, text);
        }
    }

    /// Issue 42: a loss is stated only where the last point lies outside
    /// the best point's printed range of iterations (min–max), in both
    /// directions; a fall the two points' iterations allow is said to be
    /// within the run-to-run spread instead, and only then.
    #[test]
    fn a_stated_loss_never_lies_inside_the_best_points_range(v in noisy(), lower in any::<bool>()) {
        let d = if lower { Direction::Lower } else { Direction::Higher };
        let points: Vec<(u32, &[f64])> = v.iter().enumerate().map(|(i, its)| (1u32 << i, &its[..])).collect();
        let (a, text, _) = describe(&points, d);
        let e = a.ending.unwrap();
        let best = a.points.iter().find(|p| p.threads == e.best_threads).unwrap();
        let last = &a.points[a.points.len() - 1];
        if text.contains("Beyond") {
            let outside = if lower { last.value > best.max } else { last.value < best.min };
            prop_assert!(outside, "{} inside {}–{}: {}", last.value, best.min, best.max, text);
        }
        let within = text.contains("within the run-to-run spread of the best point and the last");
        prop_assert_eq!(within, e.trend == Trend::Flat && e.from_iterations && e.change <= -0.001, "{}", text);
    }
}

/// Two to nine points near one level (100 to 130), each with one to three
/// iterations up to ±10 % apart: falls near the iterations' spread.
fn noisy() -> impl Strategy<Value = Vec<Vec<f64>>> {
    let point = (100.0f64..130.0, proptest::collection::vec(-0.1f64..0.1, 1..=3));
    proptest::collection::vec(point, 2..=9).prop_map(|ps| {
        (ps.into_iter())
            .map(|(l, e)| e.iter().map(|e| l * (1.0 + e)).collect())
            .collect()
    })
}

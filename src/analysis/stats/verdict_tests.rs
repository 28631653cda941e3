//! `assess` on hand-made comparisons: each verdict, each noise source, each
//! reason a point cannot be tested, and the same bytes for the same input.

use super::*;
use crate::model::Direction;

fn series<'a>(key: &str, direction: Direction, points: Vec<PointInput<'a>>) -> SeriesInput<'a> {
    SeriesInput {
        key: key.to_string(),
        group: key.to_string(),
        direction,
        tolerance: 0.05,
        noise_cv: None,
        noise_floor: None,
        points,
    }
}

fn point<'a>(threads: u32, baseline: &'a [f64], current: &'a [f64]) -> PointInput<'a> {
    PointInput {
        threads,
        baseline,
        current,
        history: &[],
    }
}

/// Iterations with a fixed ±1 % pattern around `level` (noise without a
/// random generator).
fn its(level: f64, phase: usize) -> Vec<f64> {
    let pattern = [1.0, -0.6, 0.3, -1.0, 0.7, -0.2, 0.9, -0.8, 0.1];
    (0..5)
        .map(|i| level * (1.0 + 0.01 * pattern[(i + phase) % pattern.len()]))
        .collect()
}

const THREADS: [u32; 6] = [1, 2, 4, 8, 16, 32];

/// Six points of noisy iterations; `factor` applied to the current run at
/// the listed thread counts.
fn family_data(factor: f64, at: &[u32]) -> Vec<(Vec<f64>, Vec<f64>)> {
    THREADS
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let f = if at.contains(t) { factor } else { 1.0 };
            (
                its(100.0 + 10.0 * i as f64, i),
                its((100.0 + 10.0 * i as f64) * f, i + 4),
            )
        })
        .collect()
}

fn points(data: &[(Vec<f64>, Vec<f64>)]) -> Vec<PointInput<'_>> {
    data.iter().zip(THREADS).map(|((b, c), t)| point(t, b, c)).collect()
}

/// A series declaring a run-to-run noise of `cv`.
fn declared<'a>(key: &str, direction: Direction, cv: f64, points: Vec<PointInput<'a>>) -> SeriesInput<'a> {
    SeriesInput {
        noise_cv: Some(cv),
        ..series(key, direction, points)
    }
}

#[test]
fn a_clear_drop_is_regressed_only_where_it_happened() {
    let data = family_data(0.85, &[16, 32]);
    let a = assess(&[declared("ior/read", Direction::Higher, 0.02, points(&data))]);
    assert_eq!(a.verdict, Verdict::Regressed);
    assert_eq!(a.tests, 7, "six points and the operation");
    let verdicts: Vec<Verdict> = a.series[0].points.iter().map(|p| p.verdict).collect();
    use Verdict::*;
    assert_eq!(
        verdicts,
        vec![Unchanged, Unchanged, Unchanged, Unchanged, Regressed, Regressed]
    );
    let e = a.series[0].points[5].estimate.as_ref().unwrap();
    assert!(e.low < 0.85 && 0.85 < e.high && e.high < 0.95, "{e:?}");
    assert_eq!(a.series[0].points[5].noise, NoiseSource::Declared);
    assert_eq!(
        a.series[0].points_by_verdict,
        Counts {
            regressed: 2,
            improved: 0,
            unchanged: 4,
            unconfirmed_regression: 0,
            unconfirmed_improvement: 0,
            inconclusive: 0
        }
    );
    // Two of six points moved: the operation as a whole did not.
    assert_eq!(a.operations[0].verdict, Unchanged);
}

#[test]
fn iterations_alone_never_decide() {
    // Tight iterations, a clear −15 %: without a history or a declared
    // noise, nothing shows how much two runs differ, so the drop is listed
    // as unconfirmed and the points within the tolerance as untested.
    let data = family_data(0.85, &[16, 32]);
    let a = assess(&[series("ior/read", Direction::Higher, points(&data))]);
    use Verdict::*;
    let verdicts: Vec<Verdict> = a.series[0].points.iter().map(|p| p.verdict).collect();
    assert_eq!(
        verdicts,
        vec![
            Inconclusive,
            Inconclusive,
            Inconclusive,
            Inconclusive,
            UnconfirmedRegression,
            UnconfirmedRegression
        ]
    );
    assert_eq!((a.verdict, a.tests), (UnconfirmedRegression, 0));
    assert_eq!(a.series[0].points[5].reason, Some(Reason::NoNoiseEstimate));
    // Iterations noisier than the declared noise widen it.
    let noisy: Vec<(Vec<f64>, Vec<f64>)> = data
        .iter()
        .map(|(b, c)| {
            let spread = |v: &Vec<f64>| {
                v.iter()
                    .enumerate()
                    .map(|(i, x)| x * (1.0 + 0.2 * (i as f64 - 2.0)))
                    .collect()
            };
            (spread(b), spread(c))
        })
        .collect();
    let a = assess(&[declared("ior/read", Direction::Higher, 0.01, points(&noisy))]);
    assert_eq!(a.series[0].points[5].noise, NoiseSource::Iterations);
    assert_eq!(a.series[0].points[5].verdict, Unchanged);
}

#[test]
fn direction_decides_regressed_or_improved() {
    let data = family_data(0.85, &[32]);
    let a = assess(&[declared("lat", Direction::Lower, 0.02, points(&data))]);
    assert_eq!(a.verdict, Verdict::Improved);
    assert_eq!(a.series[0].points[5].verdict, Verdict::Improved);
    let untested = assess(&[series("lat", Direction::Lower, points(&data))]);
    assert_eq!(untested.series[0].points[5].verdict, Verdict::UnconfirmedImprovement);
}

#[test]
fn a_significant_change_inside_the_tolerance_is_unchanged() {
    let data = family_data(0.97, &[1, 2, 4, 8, 16, 32]);
    let a = assess(&[declared("s", Direction::Higher, 0.005, points(&data))]);
    let p = &a.series[0].points[0];
    let e = p.estimate.as_ref().unwrap();
    assert!(e.p_adjusted.unwrap() < 0.05 && (e.ratio - 0.97).abs() < 0.01, "{e:?}");
    assert_eq!(p.verdict, Verdict::Unchanged);
    assert!(e.within_tolerance, "{e:?}");
    assert_eq!(a.verdict, Verdict::Unchanged);
    let op = a.operations[0].estimate.as_ref().unwrap();
    assert!(
        op.p_adjusted.unwrap() < 0.05 && (op.ratio - 0.97).abs() < 0.01,
        "{op:?}"
    );
    assert_eq!(a.operations[0].verdict, Verdict::Unchanged);
    // Tested against the tolerance instead, nothing is found either.
    let null = assess_with(
        &[declared("s", Direction::Higher, 0.005, points(&data))],
        &Config {
            tolerance_mode: ToleranceMode::Null,
            ..Config::default()
        },
    );
    assert!(null.series[0].points[0].estimate.as_ref().unwrap().p_value > 0.5);
}

#[test]
fn one_value_without_noise_is_unconfirmed_and_declared_noise_tests_it() {
    let (b, c) = ([100.0], [80.0]);
    let s = series("s", Direction::Higher, vec![point(1, &b, &c), point(2, &b, &b)]);
    let a = assess(std::slice::from_ref(&s));
    assert_eq!(a.verdict, Verdict::UnconfirmedRegression);
    assert_eq!(a.tests, 0);
    assert_eq!(a.series[0].points[0].reason, Some(Reason::NoNoiseEstimate));
    assert_eq!(a.series[0].points[1].verdict, Verdict::Inconclusive);
    let declared = SeriesInput {
        noise_cv: Some(0.02),
        ..s
    };
    let a = assess(&[declared]);
    let p = &a.series[0].points[0];
    assert_eq!((p.noise, p.verdict), (NoiseSource::Declared, Verdict::Regressed));
    assert_eq!(p.estimate.as_ref().unwrap().df, None);
    assert_eq!(a.series[0].points[1].verdict, Verdict::Unchanged);
}

#[test]
fn a_noise_floor_in_the_unit_guards_small_values() {
    // Tree creates at 5–90 op/s: 8 → 5 op/s is −37 %, within ±5 op/s.
    let (b, c) = ([8.0], [5.0]);
    let (b2, c2) = ([90.0], [50.0]);
    let pts = vec![point(1, &b, &c), point(2, &b2, &c2)];
    let s = SeriesInput {
        noise_floor: Some(5.0),
        ..declared("mdtest/tree-create", Direction::Higher, 0.05, pts)
    };
    let a = assess(&[s]);
    assert_eq!(a.series[0].points[0].verdict, Verdict::Unchanged);
    assert_eq!(a.series[0].points[1].verdict, Verdict::Regressed);
}

#[test]
fn a_change_of_the_whole_operation_is_one_finding() {
    // A grid of 40 cells, one series each, all 20 % lower, declared CV
    // 5 %: no cell is significant after the correction over 40, but the
    // operation is, and every cell beyond the tolerance is flagged with it.
    let base: Vec<[f64; 1]> = (0..40).map(|i| [100.0 + i as f64]).collect();
    let cur: Vec<[f64; 1]> = (0..40)
        .map(|i| [(100.0 + i as f64) * if i % 2 == 0 { 0.79 } else { 0.81 }])
        .collect();
    let family: Vec<SeriesInput> = (0..40)
        .map(|i| SeriesInput {
            group: "iozone/read".into(),
            ..declared(
                &format!("iozone/read-fs{i}"),
                Direction::Higher,
                0.05,
                vec![point(1, &base[i], &cur[i])],
            )
        })
        .collect();
    let a = assess(&family);
    assert_eq!(a.operations.len(), 1);
    assert_eq!(
        (a.operations[0].verdict, a.operations[0].points),
        (Verdict::Regressed, 40)
    );
    assert!(a
        .series
        .iter()
        .all(|s| s.points[0].verdict == Verdict::Regressed && s.points[0].by_operation));
    assert_eq!(a.verdict, Verdict::Regressed);
}

#[test]
fn history_supplies_run_to_run_noise() {
    let hist: Vec<Vec<f64>> = (0..6)
        .map(|i| vec![100.0 + i as f64, 99.0 - i as f64, 101.0, 100.5])
        .collect();
    let (b, c_same, c_drop) = ([100.0], [99.5], [85.0]);
    let pts: Vec<PointInput> = (0..6)
        .map(|i| PointInput {
            threads: 1 << i,
            baseline: &b,
            current: if i == 5 { &c_drop } else { &c_same },
            history: &hist[i],
        })
        .collect();
    let a = assess(&[series("s", Direction::Higher, pts)]);
    let last = &a.series[0].points[5];
    assert_eq!((last.noise, last.verdict), (NoiseSource::History, Verdict::Regressed));
    assert_eq!(last.estimate.as_ref().unwrap().reference_runs, 5);
    assert_eq!(a.series[0].points[0].verdict, Verdict::Unchanged);
}

#[test]
fn bad_values_make_the_point_inconclusive_and_say_where() {
    let good = its(100.0, 0);
    let (zero, nan, neg) = ([100.0, 0.0], [f64::NAN], [1.0, 2.0, -3.0]);
    let pts = vec![
        point(1, &good, &zero),
        point(2, &nan, &good),
        PointInput {
            threads: 4,
            baseline: &good,
            current: &good,
            history: &neg,
        },
        point(8, &[], &good),
        point(16, &good, &good),
    ];
    let a = assess(&[declared("s", Direction::Higher, 0.02, pts)]);
    let reasons: Vec<Option<Reason>> = a.series[0].points.iter().map(|p| p.reason.clone()).collect();
    assert_eq!(
        reasons,
        vec![
            Some(Reason::InvalidValue {
                side: Side::Current,
                index: 1
            }),
            Some(Reason::InvalidValue {
                side: Side::Baseline,
                index: 0
            }),
            Some(Reason::InvalidValue {
                side: Side::History,
                index: 2
            }),
            Some(Reason::NoValues { side: Side::Baseline }),
            None,
        ]
    );
    assert_eq!(a.series[0].verdict, Verdict::Inconclusive);
    assert_eq!(a.tests, 1);
}

#[test]
fn empty_inputs_and_odd_tolerances_do_not_panic() {
    assert_eq!(assess(&[]).verdict, Verdict::Inconclusive);
    let a = assess(&[series("s", Direction::Higher, vec![])]);
    assert_eq!(a.series[0].verdict, Verdict::Inconclusive);
    let data = family_data(0.5, &[1]);
    for tol in [f64::NAN, -1.0, 7.0, f64::INFINITY] {
        let s = SeriesInput {
            tolerance: tol,
            ..series("s", Direction::Higher, points(&data))
        };
        let a = assess(&[s]);
        assert!((0.0..=0.5).contains(&a.series[0].tolerance));
    }
    // Identical iterations: no noise within the run, which says nothing of
    // the noise between runs.
    let (b, c) = ([10.0, 10.0, 10.0], [9.0, 9.0, 9.0]);
    let a = assess(&[series("s", Direction::Higher, vec![point(1, &b, &c), point(2, &b, &b)])]);
    assert_eq!(a.series[0].points[0].verdict, Verdict::UnconfirmedRegression);
    assert_eq!(a.series[0].points[1].verdict, Verdict::Inconclusive);
}

#[test]
fn same_input_same_bytes_and_one_family() {
    let data = family_data(0.9, &[8]);
    let other = family_data(1.0, &[]);
    let family = || {
        vec![
            declared("a", Direction::Higher, 0.02, points(&data)),
            declared("b", Direction::Higher, 0.02, points(&other)),
        ]
    };
    let one = serde_json::to_string(&assess(&family())).unwrap();
    assert_eq!(one, serde_json::to_string(&assess(&family())).unwrap());
    assert!(
        one.contains("\"verdict\":\"regressed\"") && one.contains("\"noise\":\"declared\""),
        "{one}"
    );
    // Holm runs over the whole report: more series, larger adjusted p.
    let alone = assess(&[declared("a", Direction::Higher, 0.02, points(&data))]);
    let both = assess(&family());
    let p = |a: &Assessment| a.series[0].points[3].estimate.as_ref().unwrap().p_adjusted.unwrap();
    assert_eq!(both.tests, 14, "twelve points and two operations");
    assert!(p(&both) >= p(&alone));
}

#[test]
fn runs_before_a_change_point_leave_the_reference() {
    // The system was 10 % faster three runs ago; the baseline already has
    // the new level, so the reference is the last three runs and the
    // baseline, and the unchanged current run is not a regression.
    let hist = [110.5, 109.5, 110.0, 100.4, 99.6, 100.2];
    let (b, c) = ([100.0], [99.8]);
    let pts: Vec<PointInput> = (0..4)
        .map(|i| PointInput {
            threads: 1 << i,
            baseline: &b,
            current: &c,
            history: &hist,
        })
        .collect();
    let a = assess(&[series("s", Direction::Higher, pts)]);
    let p = &a.series[0].points[0];
    let e = p.estimate.as_ref().unwrap();
    assert_eq!((p.verdict, e.reference_runs), (Verdict::Unchanged, 4));
    // Against the geometric mean of the last three runs and the baseline.
    let reference = (100.4f64 * 99.6 * 100.2 * 100.0).powf(0.25);
    assert!((e.ratio - 99.8 / reference).abs() < 1e-12, "{e:?}");
}

/// Four runs of every point; `steady` points repeat within 3 %, the others
/// scatter by about 15 % between runs (a busy machine).
fn histories(steady: &[bool]) -> Vec<Vec<f64>> {
    let scatter = [1.0, 0.82, 1.16, 0.9];
    steady
        .iter()
        .enumerate()
        .map(|(i, s)| {
            (0..4)
                .map(|r| {
                    let f = if *s {
                        1.0 + 0.03 * (r as f64 - 1.5) / 1.5
                    } else {
                        scatter[(r + i) % 4]
                    };
                    1000.0 * f
                })
                .collect()
        })
        .collect()
}

#[test]
fn a_point_is_not_steadier_than_the_report_lets_a_short_history_show() {
    // One operation whose points' four runs happen to agree within 3 % (a
    // quantised fio percentile, a quiet week), in a report whose other points vary by
    // ~15 %: a 30 % jump of one point in the next run is within what such
    // runs do.
    let steady: Vec<bool> = (0..24).map(|i| i < 3).collect();
    let hist = histories(&steady);
    let (b, same, jump) = ([1000.0], [1000.0], [1300.0]);
    let family: Vec<SeriesInput> = (0..8)
        .map(|op| {
            let pts = (0..3)
                .map(|k| PointInput {
                    threads: 1 << k,
                    baseline: &b,
                    current: if op == 0 && k == 0 { &jump } else { &same },
                    history: &hist[op * 3 + k][..3],
                })
                .collect();
            series(&format!("op{op}"), Direction::Lower, pts)
        })
        .collect();
    let a = assess(&family);
    let p = &a.series[0].points[0];
    assert_eq!(p.noise, NoiseSource::History);
    assert!(p.estimate.as_ref().unwrap().noise_cv > 0.06, "{p:?}");
    assert_ne!(a.verdict, Verdict::Regressed);
    // Alone, the operation's own runs would have flagged it.
    let alone = assess(&family[..1]);
    assert_eq!(alone.series[0].points[0].verdict, Verdict::Regressed, "{alone:?}");
}

#[test]
fn an_operation_of_few_points_is_not_steadier_than_their_median() {
    // Three points that scatter ~15 % between runs, and whose median happens
    // to have moved little: a 25 % drop of the median is within the noise
    // of a median of three such points.
    let scatter = [[1.0, 0.82, 1.16], [0.85, 1.15, 1.0], [1.15, 1.0, 0.84]];
    let hist: Vec<Vec<f64>> = (0..3)
        .map(|k| scatter.iter().map(|r| 1000.0 * r[k]).collect())
        .collect();
    let b = [1000.0];
    let cur = [750.0];
    let pts = (0..3)
        .map(|k| PointInput {
            threads: 1 << k,
            baseline: &b,
            current: &cur,
            history: &hist[k],
        })
        .collect();
    let a = assess(&[series("write", Direction::Higher, pts)]);
    let op = &a.operations[0];
    let e = op.estimate.as_ref().unwrap();
    let point_cv = a.series[0].points[0].estimate.as_ref().unwrap().noise_cv;
    assert!(
        e.noise_cv >= (std::f64::consts::FRAC_PI_2 / 3.0).sqrt() * point_cv * 0.999,
        "median noise {} vs point noise {point_cv}",
        e.noise_cv
    );
    assert_ne!(op.verdict, Verdict::Regressed, "{op:?}");
}

#[test]
fn a_history_too_short_to_rule_out_the_tolerance_says_how_long_one_would_be() {
    // Every point's runs alternate ±s around 100 (baseline and current at 100).
    let assess_with_history = |s: f64, runs: usize| {
        let hist: Vec<f64> = (0..runs)
            .map(|i| if i % 2 == 0 { 100.0 + s } else { 100.0 - s })
            .collect();
        let pts = (0..6).map(|i| PointInput {
            threads: 1 << i,
            baseline: &[100.0],
            current: &[100.0],
            history: &hist,
        });
        let a = assess(&[series("s", Direction::Higher, pts.collect())]);
        a.series[0].points[0].estimate.clone().unwrap()
    };
    // 2.3 % between runs: two earlier runs cannot rule out ±5 %; as many
    // as it says can.
    let short = assess_with_history(2.3, 2);
    let needed = short.runs_needed.unwrap();
    assert!(!short.within_tolerance && needed > 2, "{short:?}");
    let long = assess_with_history(2.3, needed);
    assert!(long.within_tolerance && long.runs_needed.is_none(), "{long:?}");
    // 8 % between runs: one run alone varies more than ±5 %, whatever the history.
    for runs in [2, 12] {
        let noisy = assess_with_history(8.0, runs);
        assert_eq!(
            (noisy.within_tolerance, noisy.runs_needed),
            (false, Some(0)),
            "{noisy:?}"
        );
    }
}

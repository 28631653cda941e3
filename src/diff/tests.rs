//! The diff rule on small runs built in code.

use super::*;
use crate::model::{BenchmarkKind, OperationNoise};

const T: [u32; 8] = [1, 2, 4, 8, 16, 32, 64, 128];

fn side(series: &[(&str, Vec<Vec<f64>>)], unit: &str) -> Run {
    let mut b = Benchmark::bare(
        "b".into(),
        BenchmarkKind::SequentialNN,
        "IOR".into(),
        unit.parse().unwrap(),
        Direction::Higher,
    );
    // A declared run-to-run noise of 2 %: one value per point can then be
    // tested (see `without_a_noise_estimate_single_values_are_inconclusive`).
    b.noise_cv = Some(0.02);
    b.series = series
        .iter()
        .map(|(op, pts)| Series {
            operation: op.to_string(),
            points: T
                .iter()
                .zip(pts)
                .map(|(t, v)| crate::model::Point {
                    threads: *t,
                    iterations: v.clone(),
                })
                .collect(),
        })
        .collect();
    Run {
        report: "r".into(),
        origin: "test".into(),
        provenance: crate::model::Provenance::Measured,
        benchmarks: vec![b],
        criteria: Vec::new(),
    }
}

fn single(v: &[f64]) -> Vec<Vec<f64>> {
    v.iter().map(|x| vec![*x]).collect()
}

const BASE: [f64; 8] = [1.0, 2.0, 4.0, 8.0, 15.0, 16.0, 16.0, 16.0];

#[test]
fn identical_inputs_have_no_finding() {
    let s = side(&[("write", single(&BASE)), ("read", single(&BASE))], "GB/s");
    let d = diff(&s, &s, &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Unchanged);
    assert!(d.benchmarks[0].series.iter().all(|s| s.findings.is_empty()));
}

#[test]
fn ten_percent_drop_at_high_threads_flags_that_series_only() {
    let base = side(&[("write", single(&BASE)), ("read", single(&BASE))], "GB/s");
    let mut drop = BASE;
    for v in &mut drop[5..] {
        *v *= 0.9;
    }
    let mut noise = BASE;
    noise[3] *= 1.03;
    let cur = side(&[("write", single(&drop)), ("read", single(&noise))], "GB/s");
    let d = diff(&base, &cur, &[], 5.0).unwrap();
    let w = &d.benchmarks[0].series[0];
    assert_eq!(w.verdict, Verdict::Regressed);
    assert_eq!(
        w.points
            .iter()
            .filter(|p| p.verdict == Verdict::Regressed)
            .map(|p| p.threads)
            .collect::<Vec<_>>(),
        vec![32, 64, 128]
    );
    assert!(w
        .findings
        .iter()
        .any(|f| matches!(f, Finding::ScalingWorseAtHigh { .. })));
    assert_eq!(d.benchmarks[0].series[1].verdict, Verdict::Unchanged);
    assert_eq!(d.verdict, Verdict::Regressed);
}

#[test]
fn a_single_outlier_within_twice_the_tolerance_is_not_a_finding() {
    let base = side(&[("write", single(&BASE))], "GB/s");
    let mut one = BASE;
    one[4] *= 0.96;
    let d = diff(&base, &side(&[("write", single(&one))], "GB/s"), &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Unchanged, "within the tolerance");
    one[4] = BASE[4] * 0.85;
    let d = diff(&base, &side(&[("write", single(&one))], "GB/s"), &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Regressed, "beyond twice the tolerance");
}

#[test]
fn noisy_but_unchanged_iterations_have_no_finding() {
    let noisy = |k: f64| -> Vec<Vec<f64>> { BASE.iter().map(|v| vec![v * (1.0 - k), v * (1.0 + k), *v]).collect() };
    let base = side(&[("write", noisy(0.12))], "GB/s");
    // Means move by up to 8 % but the iterations overlap widely.
    let cur_pts: Vec<Vec<f64>> = BASE.iter().map(|v| vec![v * 0.85, v * 1.05, v * 0.86]).collect();
    let d = diff(&base, &side(&[("write", cur_pts)], "GB/s"), &[], 5.0).unwrap();
    let w = &d.benchmarks[0].series[0];
    assert!(w
        .points
        .iter()
        .all(|p| p.method == "iterations" && p.test.as_ref().is_some_and(|t| t.p_adjusted.is_some())));
    assert_eq!(w.verdict, Verdict::Unchanged, "{:?}", w.points);
}

#[test]
fn clear_change_with_iterations_survives_holm() {
    let tight = |k: f64| -> Vec<Vec<f64>> {
        BASE.iter()
            .map(|v| vec![v * k * 0.995, v * k, v * k * 1.005, v * k * 1.002])
            .collect()
    };
    let d = diff(
        &side(&[("write", tight(1.0))], "GB/s"),
        &side(&[("write", tight(1.2))], "GB/s"),
        &[],
        5.0,
    )
    .unwrap();
    assert_eq!(d.benchmarks[0].series[0].verdict, Verdict::Improved);
}

#[test]
fn mismatched_units_are_an_error_and_thread_sets_are_listed() {
    let base = side(&[("write", single(&BASE))], "GB/s");
    let e = diff(&base, &side(&[("write", single(&BASE))], "MiB/s"), &[], 5.0)
        .unwrap_err()
        .to_string();
    assert!(e.contains("GB/s") && e.contains("MiB/s"), "{e}");
    let mut cur = side(&[("write", single(&BASE))], "GB/s");
    cur.benchmarks[0].series[0].points.pop();
    cur.benchmarks[0].series[0].points.push(crate::model::Point {
        threads: 256,
        iterations: vec![16.0],
    });
    let d = diff(&base, &cur, &[], 5.0).unwrap();
    let s = &d.benchmarks[0].series[0];
    assert_eq!(
        (s.only_baseline.clone(), s.only_current.clone()),
        (vec![128], vec![256])
    );
}

/// Issue 45 item 6: a history run in another unit is converted to the
/// baseline's, or dropped when it cannot be.
#[test]
fn history_runs_are_read_in_the_baselines_unit() {
    let base = side(&[("write", single(&BASE))], "MiB/s");
    let mut gib = side(&[("write", single(&[1.0, 2.0]))], "GiB/s");
    history::in_units_of(&mut gib, &base);
    assert_eq!(gib.benchmarks[0].unit, Unit::MiBps);
    assert_eq!(gib.benchmarks[0].series[0].points[1].iterations, [2048.0]);
    let mut iops = side(&[("write", single(&[1.0]))], "IOPS");
    history::in_units_of(&mut iops, &base);
    assert!(iops.benchmarks.is_empty());
    let mut same = side(&[("write", single(&BASE))], "MiB/s");
    history::in_units_of(&mut same, &base);
    assert_eq!(same.benchmarks[0].series[0].points[4].iterations, [15.0]);
}

#[test]
fn without_a_noise_estimate_single_values_are_inconclusive() {
    let mut base = side(&[("write", single(&BASE))], "GB/s");
    base.benchmarks[0].noise_cv = None;
    let mut drop = BASE;
    for v in &mut drop[5..] {
        *v *= 0.8;
    }
    let mut cur = side(&[("write", single(&drop))], "GB/s");
    cur.benchmarks[0].noise_cv = None;
    let d = diff(&base, &cur, &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Inconclusive);
    assert!(d.benchmarks[0].series[0].points.iter().all(|p| p.method == "none"));
}

#[test]
fn lower_is_better_flips_the_verdict() {
    let mut base = side(&[("latency", single(&BASE))], "GB/s");
    base.benchmarks[0].direction = Direction::Lower;
    let mut cur = base.clone();
    for p in &mut cur.benchmarks[0].series[0].points {
        p.iterations[0] *= 1.2;
    }
    let d = diff(&base, &cur, &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Regressed);
}

#[test]
fn each_operation_has_its_own_noise_and_noisy_ones_never_gate() {
    // Tree creates at 5–90 op/s swing by a third between runs; file
    // creates hold within 2 %. One noise_cv for both would flag the trees.
    let base = side(
        &[
            ("tree-create", single(&[8.0, 20.0, 40.0, 60.0, 80.0, 90.0, 90.0, 90.0])),
            ("file-create", single(&BASE)),
        ],
        "op/s",
    );
    let cur = side(
        &[
            ("tree-create", single(&[5.0, 14.0, 30.0, 50.0, 55.0, 60.0, 70.0, 60.0])),
            ("file-create", single(&BASE)),
        ],
        "op/s",
    );
    let d = diff(&base, &cur, &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Regressed, "one 2 % noise for all: a false alarm");
    let declare = |r: &Run, op: OperationNoise, noisy: bool| {
        let mut r = r.clone();
        let b = &mut r.benchmarks[0];
        b.noise_by_operation.insert("tree-create".into(), op);
        if noisy {
            b.noisy = vec!["tree-create".into()];
        }
        r
    };
    let own = OperationNoise {
        cv: Some(0.35),
        floor: Some(5.0),
    };
    let d = diff(&declare(&base, own, false), &declare(&cur, own, false), &[], 5.0).unwrap();
    assert_eq!(d.verdict, Verdict::Unchanged, "{:?}", d.benchmarks[0].series[0]);
    // The floor (±5 op/s) outweighs 35 % at 8 op/s, not at 90.
    let trees = &d.benchmarks[0].series[0].points;
    assert_eq!(
        trees[0].test.as_ref().map(|t| t.noise_cv),
        Some((1.0 + 5.0 / 8.0f64).ln())
    );
    assert_eq!(trees[5].test.as_ref().map(|t| t.noise_cv), Some(1.35f64.ln()));
    // Listed as noisy: compared and reported, not judged.
    let d = diff(
        &declare(&base, OperationNoise::default(), true),
        &declare(&cur, OperationNoise::default(), true),
        &[],
        5.0,
    )
    .unwrap();
    let trees = &d.benchmarks[0].series[0];
    assert!(trees.noisy && trees.verdict == Verdict::Regressed, "{trees:?}");
    assert_eq!(d.verdict, Verdict::Unchanged);
    // Only noisy series: nothing is judged, which is not "not comparable".
    let mut only = declare(&base, OperationNoise::default(), true);
    only.benchmarks[0].series.truncate(1);
    let mut only_cur = declare(&cur, OperationNoise::default(), true);
    only_cur.benchmarks[0].series.truncate(1);
    assert_eq!(diff(&only, &only_cur, &[], 5.0).unwrap().verdict, Verdict::Inconclusive);
}

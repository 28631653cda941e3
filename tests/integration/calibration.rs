//! A fixed-seed slice of the gate's calibration on real repeated runs
//! (tests/calibration/; the full table is `cargo run --release --example
//! calibrate_real`, in docs/diff-method.md). Nothing changed between the
//! runs of a set, so a comparison that would fail `--fail-on-regression`
//! is a false alarm; one operation made 20 % worse must be found, and the
//! flags must be on it.

#[path = "../calibration/harness.rs"]
mod harness;
#[path = "../calibration/simulate.rs"]
mod simulate;

use std::path::Path;

/// The first eight runs of a set (the slice keeps `cargo test` quick).
fn set(name: &str) -> harness::Set {
    let scratch = tempfile::tempdir().unwrap();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/calibration/data")
        .join(name);
    harness::load_set(&dir, scratch.path(), 8).unwrap()
}

/// Real runs of three tools: two public IOzone grids (1,638 and 2,119
/// points), IOR and mdtest under MPI made on a busy two-core machine.
const SETS: [&str; 4] = [
    "public-iozone-esos-localssd",
    "public-iozone-rhts-ext4",
    "ior",
    "mdtest",
];

#[test]
fn no_change_between_real_runs_does_not_fail_the_gate() {
    for name in SETS {
        let s = set(name);
        assert!(s.runs.len() >= 5, "{name}: {} runs", s.runs.len());
        // One run against another: no noise between runs is known, so
        // nothing is confirmed; changes beyond the tolerance are listed.
        let (fails, unconfirmed, n) = harness::false_alarms(&s, 0, 6, 1, None);
        assert_eq!((fails, n), (0, 6), "{name}: 1 vs 1");
        assert!(
            unconfirmed > 0,
            "{name}: real noise beyond 5 % is listed as unconfirmed"
        );
        // With three earlier runs the gate judges, and holds.
        let (fails, _, n) = harness::false_alarms(&s, 3, 6, 3, None);
        let splits = if name.contains("rhts") { 1 } else { 6 };
        assert_eq!((fails, n), (0, splits), "{name}: with a history");
    }
}

/// fio JSON+ on a busy two-core VM (between-run CV 14 %; three points per
/// job), the set the moderation over the whole report was made for, and
/// the same commands on the idle VM, twice. The table's 60 comparisons
/// (same seed) must stay at or under the target; on the busy set, with the
/// moderation within each operation, they failed 11 times.
#[test]
fn fio_json_plus_busy_or_idle_stays_within_the_target_with_a_history() {
    // `-b` ran beside compilations, `-c` and `-d` on the idle machine.
    for (name, runs) in [("fio-jsonplus-b", 16), ("fio-jsonplus-c", 10), ("fio-jsonplus-d", 20)] {
        let scratch = tempfile::tempdir().unwrap();
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/calibration/data")
            .join(name);
        let s = harness::load_set(&dir, scratch.path(), usize::MAX).unwrap();
        assert_eq!(s.runs.len(), runs, "{name}");
        let (fails, _, n) = harness::false_alarms(&s, 3, 60, 0x5EED_0003, None);
        assert_eq!(n, 60, "{name}");
        assert!(
            fails <= 3,
            "{name}: {fails} of {n} comparisons fail the gate (target at most 5 %)"
        );
    }
}

/// The fio JSON+ commands run 22 times beside other compilations, 8 s per
/// job (`fio-jsonplus-long`, its first 19 runs): the one made-here set long enough for
/// histories of 8 and 12 runs. The gate stays within the target at every
/// length; a longer history finds more of a 20 % drop of the steadiest
/// operations (run-to-run CV 6–10 %, none under 5 % on this busy machine),
/// with the flags on that operation, but far from all of them
/// (docs/diff-method.md).
#[test]
fn a_longer_real_history_holds_the_target_and_finds_more_of_a_drop() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/calibration/data/fio-jsonplus-long");
    // Runs 1–19: the load beside runs 20–22 rose to 7–8 and slowed them.
    let s = harness::load_set(&dir, scratch.path(), 19).unwrap();
    assert_eq!(s.runs.len(), 19);
    for h in [3, 8, 12] {
        let (fails, _, n) = harness::false_alarms(&s, h, 40, 0x5EED_0003, None);
        assert!(
            n == 40 && fails <= 2,
            "history of {h}: {fails} of {n} comparisons fail the gate"
        );
    }
    let found = |h| harness::detection(&s, h, 8, 0x5EED_0020, 0.8, 0.10);
    let (short, long) = (found(3), found(12));
    assert!(
        long.trials >= 16 && long.detected > short.detected,
        "{short:?} {long:?}"
    );
    assert!(long.flagged_on * 10 >= long.flagged * 9, "{long:?}");
}

/// A small report whose steadiest operations move 4–5 % between runs (fio
/// JSON+ on tmpfs, 24 points, 8 operations of 3 points; sequential writes
/// at 4.2 and 4.7 %): a 20 % drop of one of them is found in at least 90 %
/// of comparisons from a history of five runs, with every flag on it, and
/// no-change comparisons stay within the target (docs/diff-method.md).
#[test]
fn on_a_small_steady_report_a_drop_is_found_from_five_earlier_runs() {
    let scratch = tempfile::tempdir().unwrap();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/calibration/data/fio-tmpfs");
    let s = harness::load_set(&dir, scratch.path(), usize::MAX).unwrap();
    assert_eq!((s.runs.len(), s.points()), (20, 24));
    let (fails, _, n) = harness::false_alarms(&s, 3, 60, 0x5EED_0003, None);
    assert!(n == 60 && fails <= 3, "{fails} of {n} comparisons fail the gate");
    let r = harness::detection(&s, 5, 7, 0x5EED_0020, 0.8, 0.05);
    assert_eq!(r.trials, 14, "{r:?}");
    assert!(r.detected * 10 >= r.trials * 9, "{r:?}");
    assert_eq!((r.focused, r.flagged_on), (r.detected, r.flagged), "{r:?}");
}

#[test]
fn a_twenty_percent_drop_of_one_steady_operation_is_found_and_named() {
    for name in ["public-iozone-esos-localssd", "public-iozone-rhts-ext4"] {
        let s = set(name);
        let r = harness::detection(&s, 3, 1, 20, 0.8, 0.05);
        assert!(r.trials >= 5, "{name}: {r:?}");
        assert_eq!(
            (r.detected, r.focused, r.flagged_on),
            (r.trials, r.trials, r.flagged),
            "{name}"
        );
    }
}

/// The simulated calibration on fixed seeds (the full table: `cargo run
/// --release --example calibrate`).
mod simulated {
    use super::simulate::*;
    use pixreport::analysis::stats::Config;

    /// The guard of issue 11: on fixed seeds, comparisons without a real
    /// change must not exit 2 more often than the target (5 %; the method
    /// measures 2–3 % on these rows, so the margin is not luck), intervals
    /// must cover about 95 %, and a real −10 % must be found without false
    /// flags elsewhere.
    #[test]
    fn null_false_alarms_stay_under_target_and_power_holds() {
        let config = Config::default();
        for (it, cv, seed) in [(5, 0.05, 11), (3, 0.10, 12)] {
            // Iterations, and a history of four runs for the noise between runs.
            let sc = Scenario {
                run_cv: cv,
                history: 4,
                ..Scenario::null("null", it, cv)
            };
            let r = run_scenario(&sc, 300, seed, &config);
            assert!(r.exit2_rate() <= 0.05, "{it} iterations, CV {cv}: {r:?}");
            let coverage = r.covered as f64 / r.intervals as f64;
            assert!((0.93..=0.97).contains(&coverage), "coverage {coverage}: {r:?}");
        }
        // −20 % at three thread counts, and −10 % over a whole series, with a
        // run-to-run CV of 3 % and a history of four runs.
        let power = Scenario {
            shift: Some(0.8),
            run_cv: 0.03,
            history: 4,
            ..Scenario::null("power", 5, 0.03)
        };
        let r = run_scenario(&power, 100, 13, &config);
        assert!(r.detected >= 90 && r.other_flagged <= 10, "{r:?}");
        let whole = Scenario {
            shift: Some(0.9),
            shift_all: true,
            ..power
        };
        let r = run_scenario(&whole, 100, 15, &config);
        assert!(r.detected >= 80 && r.other_flagged <= 10, "{r:?}");
    }

    #[test]
    fn iterations_without_noise_between_runs_are_never_regressed() {
        for it in [1, 5] {
            let sc = Scenario {
                shift: Some(0.7),
                ..Scenario::null("one", it, 0.05)
            };
            let r = run_scenario(&sc, 20, 14, &Config::default());
            assert_eq!((r.exit2, r.inconclusive, r.intervals), (0, 20, 0), "{it} iterations");
            assert_eq!(r.unconfirmed, 20, "a −30 % drop is listed as unconfirmed");
        }
    }

    #[test]
    fn generator_is_fixed_and_roughly_standard() {
        let mut a = Rng(7);
        let mut b = Rng(7);
        assert_eq!(a.next_u64(), b.next_u64());
        let z: Vec<f64> = (0..20_000).map(|_| a.t4()).collect();
        let m = z.iter().sum::<f64>() / z.len() as f64;
        let v = z.iter().map(|x| (x - m).powi(2)).sum::<f64>() / z.len() as f64;
        assert!(m.abs() < 0.03 && (v - 1.0).abs() < 0.1, "{m} {v}");
    }
}

//! A fixed-seed slice of the gate's calibration on real repeated runs
//! (tests/calibration/; the full table is `cargo run --release --example
//! calibrate_real`, in docs/diff-method.md). Nothing changed between the
//! runs of a set, so a comparison that would fail `--fail-on-regression`
//! is a false alarm; one operation made 20 % worse must be found, and the
//! flags must be on it.

#[path = "../calibration/harness.rs"]
mod harness;

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

#[test]
fn a_twenty_percent_drop_of_one_steady_operation_is_found_and_named() {
    for name in ["public-iozone-esos-localssd", "public-iozone-rhts-ext4"] {
        let s = set(name);
        let (trials, detected, focused) = harness::detection(&s, 3, 1, 20, 0.8, 0.05);
        assert!(trials >= 5, "{name}: {trials} trials");
        assert_eq!((detected, focused), (trials, trials), "{name}");
    }
}

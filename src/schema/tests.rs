//! Tests of `schema`.

use super::*;

fn record() -> ReportRecord {
    let text = r#"{"schema": 1, "report": "r", "provenance": "measured", "source": null, "inputs": [],
      "benchmarks": [{"id": "b", "kind": "metadata", "tool": "mdtest", "tool_version": null,
        "unit": "op/s", "direction": "higher", "log_scale": false, "series": [{"operation": "create",
        "points": [{"threads": 1, "value": 2.0, "iterations": [1.0, 3.0], "min": 1.0, "max": 3.0, "stddev": 1.4142135623730951}],
        "peak": {"value": 2.0, "threads": 1},
        "sustained": {"value": 2.0, "method": "isolated-dip", "threads": 1, "still_rising": true},
        "observations": [{"kind": "still-rising", "threads": 1, "value": 2.0, "last_gain": 0.5}]}]}],
      "comparisons": []}"#;
    ReportRecord::parse(Path::new("r.json"), text).unwrap()
}

#[test]
fn round_trips_through_json() {
    let r = record();
    // A record from before issue 42: its `still-rising` is dropped, no ending is made up.
    let s = &r.benchmarks[0].series[0];
    assert_eq!((s.observations.len(), s.ending), (0, None));
    let again = ReportRecord::parse(Path::new("again.json"), &r.to_json()).unwrap();
    assert_eq!(r, again);
}

#[test]
fn into_run_keeps_units_directions_and_log_scale() {
    let run = record().into_run("r.json".into());
    let b = &run.benchmarks[0];
    assert_eq!(
        (b.unit, b.direction, b.log_scale),
        (Unit::OpsPerSec, Direction::Higher, false)
    );
    assert_eq!(b.series[0].points[0].iterations, vec![1.0, 3.0]);
}

#[test]
fn unknown_schema_and_bad_values_are_errors_naming_the_file() {
    let e = ReportRecord::parse(Path::new("x/r.json"), r#"{"schema": 999}"#)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("x/r.json: schema 999 is not supported"), "{e}");
    let text = record().to_json().replace("\"value\": 2.0,\n", "\"value\": 0.0,\n");
    let e = ReportRecord::parse(Path::new("z.json"), &text).unwrap_err().to_string();
    assert!(
        e.contains("z.json") && e.contains("at 1 threads") && e.contains("above zero"),
        "{e}"
    );
    let text = record()
        .to_json()
        .replace("\"iterations\": [\n", "\"iterations\": [\n-5.0,\n");
    let e = ReportRecord::parse(Path::new("n.json"), &text).unwrap_err().to_string();
    assert!(e.contains("value -5"), "{e}");
    let e = ReportRecord::parse(Path::new("u.json"), &record().to_json().replace("op/s", "furlongs"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("u.json") && e.contains("furlongs"), "{e}");
}

fn with_usage() -> ReportRecord {
    let mut r = record();
    let u = crate::scan::synthetic::synthetic_usage(3, 200, &crate::scan::ScanOptions::default()).unwrap();
    let mut facts = crate::analysis::analyse_usage(&u, 5);
    facts.taken = Some("2024-03-01T00:00:00Z".into());
    facts.filesystem = Some("fs1".into());
    r.analytics = Some(facts);
    r
}

#[test]
fn usage_tables_round_trip_and_older_records_without_them_load() {
    let r = with_usage();
    let again = ReportRecord::parse(Path::new("a.json"), &r.to_json()).unwrap();
    assert_eq!(r, again);
    let facts = again.analytics.unwrap();
    assert_eq!(facts.filesystem.as_deref(), Some("fs1"));
    assert!(!facts.by_owner.unwrap().is_empty());
    // A record written before the tables existed: analytics without them.
    let mut old: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
    let a = old["analytics"].as_object_mut().unwrap();
    for k in ["taken", "filesystem", "by_owner", "by_fileset"] {
        assert!(a.remove(k).is_some(), "{k} is written");
    }
    let old = ReportRecord::parse(Path::new("old.json"), &old.to_string()).unwrap();
    let facts = old.analytics.unwrap();
    assert_eq!((facts.taken, facts.by_owner, facts.by_fileset), (None, None, None));
}

#[test]
fn bad_usage_tables_are_errors_naming_the_file() {
    let mut r = with_usage();
    let a = r.analytics.as_mut().unwrap();
    let first = a.by_owner.as_ref().unwrap()[0].clone();
    a.by_owner.as_mut().unwrap().push(first.clone());
    let e = ReportRecord::parse(Path::new("d.json"), &r.to_json())
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("d.json: analytics.by_owner: `") && e.contains("listed twice"),
        "{e}"
    );
    let mut r = with_usage();
    r.analytics.as_mut().unwrap().taken = Some("yesterday".into());
    let e = ReportRecord::parse(Path::new("t.json"), &r.to_json())
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("t.json: analytics.taken: `yesterday`"), "{e}");
}

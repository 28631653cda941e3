//! fio latency on the real fio outputs: every JSON fixture's `clat_ns` mean
//! and percentiles reach `RawRun::latency` exactly (read here independently
//! of the parser, with serde_json), and a group of separate job entries
//! gives a warning instead of a merged percentile nobody measured.

use super::fixture_expect::FIXTURES;
use super::fixture_tests::{runs_of, text};
use super::Tool;

/// (iops, clat mean ns, p99 ns) of the first direction with I/O, from the
/// file's JSON (text before the first `{` skipped, as fio's `json,normal`).
fn expected(rel: &str) -> Option<(f64, f64, f64)> {
    let t = text(rel);
    let start = t.find("{\n")?;
    let mut stream = serde_json::Deserializer::from_str(&t[start..]).into_iter::<serde_json::Value>();
    let doc = stream.next()?.ok()?;
    let job = doc.get("jobs")?.get(0)?;
    ["read", "write", "trim"].iter().find_map(|d| {
        let dir = job.get(*d)?;
        if dir.get("io_bytes")?.as_f64()? <= 0.0 {
            return None;
        }
        let clat = dir.get("clat_ns")?;
        Some((
            dir.get("iops")?.as_f64()?,
            clat.get("mean")?.as_f64()?,
            clat.get("percentile")?.get("99.000000")?.as_f64()?,
        ))
    })
}

#[test]
fn fio_json_latency_matches_the_file() {
    let mut checked = 0;
    for (rel, _) in FIXTURES
        .iter()
        .filter(|(p, _)| p.starts_with("fio/") && p.contains("json"))
    {
        if rel.contains("no_group_reporting") {
            continue;
        }
        let Some((iops, mean, p99)) = expected(rel) else {
            continue;
        };
        let runs = runs_of(rel);
        assert_eq!(runs[0].tool, Tool::Fio);
        let l = runs[0].latency.first().unwrap_or_else(|| panic!("{rel}: no latency"));
        assert_eq!(l.kind, "clat", "{rel}");
        assert_eq!(l.iops, iops, "{rel}");
        assert!((l.mean_s.unwrap() - mean * 1e-9).abs() < 1e-15, "{rel}");
        let got = l.percentiles.iter().find(|(p, _)| *p == 99.0).map(|(_, v)| *v);
        assert_eq!(got, Some(p99 * 1e-9), "{rel}");
        assert!(l.percentiles.windows(2).all(|w| w[0].0 < w[1].0), "{rel}: ascending");
        checked += 1;
    }
    assert!(checked >= 26, "only {checked} fio JSON files carried latency");
}

#[test]
fn separate_job_entries_give_no_merged_percentiles() {
    let runs = runs_of("fio/variants/fio_randread_4k_nj2_no_group_reporting_jsonplus.json");
    assert!(runs[0].latency.is_empty());
    assert!(
        runs[0].warnings.iter().any(|w| w.contains("cannot be combined")),
        "{:?}",
        runs[0].warnings
    );
}

#[test]
fn the_sweep_reads_as_one_table_per_depth_and_a_latency_table() {
    use crate::ingest::latency_table::build_latency_table;
    use crate::ingest::table::{build_table, SourceRun};
    use crate::model::Unit;
    let runs: Vec<SourceRun> = FIXTURES
        .iter()
        .filter(|(p, _)| p.starts_with("fio/sweep/"))
        .map(|(p, _)| SourceRun {
            path: p.into(),
            sha256: String::new(),
            run: runs_of(p).remove(0),
        })
        .collect();
    assert_eq!(runs.len(), 21);
    let t = build_table(&runs, Unit::Iops, None).unwrap();
    assert_eq!(t.operations.first().map(String::as_str), Some("read-qd1"));
    assert_eq!(t.operations.last().map(String::as_str), Some("read-qd64"));
    assert_eq!(t.operations.len(), 7);
    assert!(t.csv.starts_with("threads,iteration,read-qd1,read-qd2,"), "{}", t.csv);
    // qd1, numjobs 1: 15379.87013 IOPS in the file.
    assert!(t.csv.contains("\n1,1,15379.87013,"), "{}", t.csv);
    let l = build_latency_table(&runs, Unit::Us, None).unwrap();
    assert_eq!(l.axes, ["iodepth", "threads"]);
    assert_eq!(l.rows, 21);
    assert!(l
        .csv
        .starts_with("operation,threads,iodepth,iteration,throughput,mean,p50,p90,p99,p99.9,p99.99\n"));
    // qd1 nj1: p99 = 118272 ns in the file.
    assert!(
        l.csv
            .contains("\nread,1,1,1,15379.87013,53.504363261,23.168,30.848,118.272,"),
        "{}",
        l.csv
    );
    let fio_normal = SourceRun {
        path: "n.txt".into(),
        sha256: String::new(),
        run: runs_of("fio/fio_randread_4k_nj1_normal.txt").remove(0),
    };
    assert!(
        build_latency_table(&[fio_normal], Unit::Us, None).is_none(),
        "normal output: no latency yet"
    );
}

//! fio latency on the real fio outputs: every JSON fixture's `clat_ns` mean
//! and percentiles reach `RawRun::latency` exactly (read here independently
//! of the parser, with serde_json), and a group of separate job entries
//! gives a warning instead of a merged percentile nobody measured.

use super::fixture_expect::FIXTURES;
use super::fixture_tests::{runs_of, text};
use super::run::Tool;

/// (iops, clat mean ns, p99 ns, lat mean ns, slat mean ns when it has
/// samples) of the first direction with I/O, from the file's JSON (text
/// before the first `{` skipped, as fio's `json,normal`).
fn expected(rel: &str) -> Option<(f64, f64, f64, f64, Option<f64>)> {
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
        let slat = dir.get("slat_ns")?;
        Some((
            dir.get("iops")?.as_f64()?,
            clat.get("mean")?.as_f64()?,
            clat.get("percentile")?.get("99.000000")?.as_f64()?,
            dir.get("lat_ns")?.get("mean")?.as_f64()?,
            slat.get("mean")
                .filter(|_| slat.get("N").and_then(|n| n.as_f64()) > Some(0.0))?
                .as_f64(),
        ))
    })
}

#[test]
fn fio_json_latency_matches_the_file() {
    let (mut checked, mut slats) = (0, 0);
    for (rel, _) in FIXTURES
        .iter()
        .filter(|(p, _)| p.starts_with("fio/") && p.contains("json"))
    {
        if rel.contains("no_group_reporting") {
            continue;
        }
        let Some((iops, mean, p99, lat, slat)) = expected(rel) else {
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
        let also = |k: &str| l.also.iter().find(|a| a.kind == k).and_then(|a| a.mean_s);
        assert_eq!(also("lat"), Some(lat * 1e-9), "{rel}");
        assert_eq!(also("slat"), slat.map(|s| s * 1e-9), "{rel}");
        slats += usize::from(slat.is_some());
        checked += 1;
    }
    assert!(checked >= 26, "only {checked} fio JSON files carried latency");
    assert!(slats >= 10, "only {slats} fio JSON files had submission latency");
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
    assert!(l.csv.starts_with(
        "operation,threads,iodepth,iteration,throughput,mean,p50,p90,p99,p99.9,p99.99,lat_mean,slat_mean\n"
    ));
    // qd1 nj1: clat p99 = 118272 ns, lat mean 64305.655657 ns, slat mean
    // 10801.292395 ns in the file.
    let row = (l.csv.lines())
        .find(|r| r.starts_with("read,1,1,1,"))
        .unwrap_or_default();
    assert!(
        row.starts_with("read,1,1,1,15379.87013,53.504363261,23.168,30.848,118.272,"),
        "{row}"
    );
    assert!(row.ends_with(",64.305655657,10.801292395"), "{row}");
    let fio_normal = SourceRun {
        path: "n.txt".into(),
        sha256: String::new(),
        run: runs_of("fio/fio_randread_4k_nj1_normal.txt").remove(0),
    };
    let l = build_latency_table(&[fio_normal], Unit::Us, None).expect("normal output has latency");
    // clat p99 = [  318] usec in the file's percentile block.
    assert!(l.csv.contains(",318,"), "{}", l.csv);
}

/// The normal-output half of a `--output-format=json,normal` file: fio's
/// header lines before the JSON and everything after the JSON's closing `}`.
fn normal_half(rel: &str) -> String {
    let t = text(rel);
    let start = t.find("\n{").map_or(0, |i| i + 1);
    let end = t.find("\n}\n").map_or(t.len(), |i| i + 3);
    format!("{}{}", &t[..start], &t[end..])
}

#[test]
fn fio_normal_latency_equals_the_json_of_the_same_run() {
    for rel in [
        "fio/variants/fio_randrw_4k_nj2_json_and_normal_combined.txt",
        "fio/variants/fio_null_randrw_nj2_json_and_normal.txt",
    ] {
        normal_equals_json(rel);
    }
}

fn normal_equals_json(rel: &str) {
    let from_json = runs_of(rel).remove(0);
    let half = normal_half(rel);
    assert!(!half.contains("\"fio version\""));
    let from_text = super::parse(std::path::Path::new(rel), half.as_bytes(), None)
        .unwrap_or_else(|e| panic!("{e}"))
        .remove(0);
    assert_eq!(from_text.latency.len(), 2, "read and write");
    for (j, t) in from_json.latency.iter().zip(&from_text.latency) {
        assert_eq!(
            (j.operation.as_str(), j.kind.as_str()),
            (t.operation.as_str(), t.kind.as_str())
        );
        assert_eq!(j.threads, t.threads);
        // fio computes both from the same I/O count and runtime.
        assert!((j.iops - t.iops).abs() < 1e-6 * j.iops, "{} vs {}", j.iops, t.iops);
        // The text prints the mean to 0.01 usec and percentiles in whole usec.
        assert!((j.mean_s.unwrap() - t.mean_s.unwrap()).abs() <= 0.005e-6 + 1e-15);
        let also = |l: &super::run::RawLatency| l.also.iter().map(|a| a.kind.clone()).collect::<Vec<_>>();
        assert_eq!(also(j), also(t), "{}", j.operation);
        for (a, b) in j.also.iter().zip(&t.also) {
            assert!(
                (a.mean_s.unwrap() - b.mean_s.unwrap()).abs() <= 0.005e-6 + 1e-15,
                "{a:?} vs {b:?}"
            );
        }
        let keys = |l: &super::run::RawLatency| l.percentiles.iter().map(|p| p.0).collect::<Vec<_>>();
        assert_eq!(keys(j), keys(t));
        for (a, b) in j.percentiles.iter().zip(&t.percentiles) {
            assert!(
                (a.1 - b.1).abs() <= 1e-6,
                "{}: p{} {} vs {}",
                j.operation,
                a.0,
                a.1,
                b.1
            );
        }
    }
}

#[test]
fn fio_normal_latency_of_the_real_outputs() {
    let runs = runs_of("fio/fio_randread_4k_nj4_normal.txt");
    let l = &runs[0].latency[0];
    assert_eq!((l.operation.as_str(), l.threads, l.kind.as_str()), ("read", 4, "clat"));
    assert!((l.iops - 307815.0 * 1000.0 / 3001.0).abs() < 1e-9);
    assert!((l.mean_s.unwrap() - 619.32e-6).abs() < 1e-12);
    let p = |q: f64| l.percentiles.iter().find(|(k, _)| *k == q).map(|(_, v)| *v);
    assert_eq!(p(99.0), Some(1237.0 * 1e-6));
    assert_eq!(p(99.99), Some(7046.0 * 1e-6));
    assert_eq!(l.percentiles.len(), 17);
    // `lat (usec): … avg=623.51` and `slat (usec): … avg= 4.19` in the file.
    let also: Vec<(&str, Option<f64>)> = l.also.iter().map(|a| (a.kind.as_str(), a.mean_s)).collect();
    assert_eq!(also.len(), 2, "{also:?}");
    assert_eq!(also[0].0, "lat");
    assert!((also[0].1.unwrap() - 623.51e-6).abs() < 1e-12, "{also:?}");
    assert_eq!(also[1].0, "slat");
    assert!((also[1].1.unwrap() - 4.19e-6).abs() < 1e-12, "{also:?}");
    assert_eq!(runs[0].params.get("elapsed_ms").map(String::as_str), Some("3001"));
    let mut with = 0;
    for (rel, _) in FIXTURES
        .iter()
        .filter(|(p, _)| p.starts_with("fio/") && p.ends_with("_normal.txt"))
    {
        let runs = runs_of(rel);
        if rel.contains("no_group_reporting") || rel.contains("jobfile") {
            continue;
        }
        assert!(!runs[0].latency.is_empty(), "{rel}: no latency");
        with += 1;
    }
    assert!(with >= 7, "only {with} normal outputs carried latency");
}

#[test]
fn fio_normal_separate_jobs_give_a_warning_not_merged_percentiles() {
    let runs = runs_of("fio/variants/fio_randread_4k_nj2_no_group_reporting_normal.txt");
    assert!(runs[0].latency.is_empty());
    assert!(
        runs[0].warnings.iter().any(|w| w.contains("cannot be combined")),
        "{:?}",
        runs[0].warnings
    );
}

#[test]
fn ior_latency_column_in_text_csv_and_json() {
    // 4.0.0 text: write 2056.03 IOPS, Latency(s) 0.001945 (iter 0).
    let runs = runs_of("ior/4.0.0/ior_fpp_np4.txt");
    let l = &runs[0].latency[0];
    assert_eq!((l.operation.as_str(), l.threads, l.kind.as_str()), ("write", 4, "lat"));
    assert_eq!((l.iops, l.mean_s), (2056.03, Some(0.001945)));
    assert!(l.percentiles.is_empty());
    assert_eq!(runs[0].latency.len(), runs[0].points.len(), "one per iteration row");
    for rel in ["ior/4.0.0/ior_fpp_np4.csv", "ior/4.0.0/ior_fpp_np4.json"] {
        let runs = runs_of(rel);
        assert_eq!(runs[0].latency.len(), runs[0].points.len(), "{rel}");
        let l = &runs[0].latency[0];
        assert!(l.mean_s.unwrap() > 0.0 && l.mean_s.unwrap() < 1.0, "{rel}: {l:?}");
    }
    // IOR before 3.3.0 prints no latency column.
    assert!(runs_of("ior/3.2.1/ior_fpp_np4.txt")[0].latency.is_empty());
}

#[test]
fn elbencho_throughput_iops_and_latency() {
    let csv = runs_of("public/other/elbencho-2.1_bw.08threads.2798615.csv");
    let l = &csv[0].latency[0];
    assert_eq!((l.operation.as_str(), l.threads, l.iops), ("write", 32, 4947.0));
    assert_eq!(l.mean_s, Some(3075.0 * 1e-6));
    assert_eq!(csv[0].params.get("hosts").map(String::as_str), Some("4"));
    assert_eq!(csv[0].params.get("block_size").map(String::as_str), Some("1048576"));
    let out = runs_of("public/other/elbencho-2.1_bw.08threads.2798615.out");
    assert_eq!(out[0].points, csv[0].points, "table and CSV of one run agree");
    assert!(
        out[0].latency.is_empty(),
        "run without --lat: no latency lines in the table"
    );
    assert_eq!(out[0].params.get("first_done.write").map(String::as_str), Some("8162"));
    assert_eq!(
        out[0].params.get("file_size").map(String::as_str),
        Some("1099511627776")
    );
}

#[test]
fn fio_json_run_options_with_fio_defaults_and_the_measured_runtime() {
    // --directory=/tmp/bench/fio --direct=1 --runtime=3; read.runtime 3001 ms.
    let p = &runs_of("fio/fio_randread_4k_nj1_jsonplus.json")[0].params;
    let get = |k: &str| p.get(k).map(String::as_str);
    assert_eq!(
        [
            get("direct"),
            get("directory"),
            get("runtime"),
            get("ioengine"),
            get("elapsed_ms")
        ],
        [
            Some("1"),
            Some("/tmp/bench/fio"),
            Some("3"),
            Some("libaio"),
            Some("3001")
        ]
    );
    // No --direct: fio's default, buffered; slat has no samples (N = 0),
    // lat mean 299.691293 ns in the file.
    let runs = runs_of("fio/variants/fio_null_randrw_nj2_json_and_normal.txt");
    assert_eq!(runs[0].params.get("direct").map(String::as_str), Some("0"));
    assert_eq!(runs[0].params.get("elapsed_ms").map(String::as_str), Some("1015"));
    let l = &runs[0].latency[0];
    let kinds: Vec<(&str, Option<f64>)> = l.also.iter().map(|a| (a.kind.as_str(), a.mean_s)).collect();
    assert_eq!(kinds, [("lat", Some(299.691293 * 1e-9))]);
}

#[test]
fn fio_3_14_json_without_sample_counts_has_its_latencies() {
    // fio 3.14 (fio-plot's public crucial250 sweep) writes no `N`: the
    // means and percentiles still count, equal to the file's.
    let rel = "tests/calibration/data/public-fio-fioplot-crucial250/run-01/randread-16-4.json";
    let bytes = std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)).unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    let read = &doc["jobs"][0]["read"];
    let ns = |k: &str| read[k]["mean"].as_f64().unwrap() * 1e-9;
    let runs = super::parse(std::path::Path::new(rel), &bytes, None).unwrap_or_else(|e| panic!("{e}"));
    let l = &runs[0].latency[0];
    assert_eq!(
        (l.kind.as_str(), l.threads, l.iops),
        ("clat", 4, read["iops"].as_f64().unwrap())
    );
    assert_eq!(l.mean_s, Some(ns("clat_ns")));
    let p99 = read["clat_ns"]["percentile"]["99.000000"].as_f64().unwrap() * 1e-9;
    assert_eq!(l.percentiles.iter().find(|p| p.0 == 99.0).map(|p| p.1), Some(p99));
    let also: Vec<(&str, Option<f64>)> = l.also.iter().map(|a| (a.kind.as_str(), a.mean_s)).collect();
    assert_eq!(also, [("lat", Some(ns("lat_ns"))), ("slat", Some(ns("slat_ns")))]);
}

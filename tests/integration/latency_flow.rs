//! Latency from fio's human-readable output, end to end: `pixreport new` →
//! `ingest --into` of real fio `normal` logs at 1 and 4 jobs → `build` in
//! English and Italian. The document's latency section and figures must
//! exist and carry the logs' own numbers.

use super::harness::{ok, pix, repo};

#[test]
fn fio_normal_logs_become_a_latency_section_in_two_languages() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let raw = repo().join("tests/fixtures/raw/fio");
    for f in ["fio_randread_4k_nj1_normal.txt", "fio_randread_4k_nj4_normal.txt"] {
        std::fs::copy(raw.join(f), logs.join(f)).unwrap();
    }
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    let report = proj.join("my-report");
    let latency_csv = std::fs::read_dir(report.join("results"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.to_string_lossy().contains("latency"))
        .expect("a latency table was written");
    let csv = std::fs::read_to_string(&latency_csv).unwrap();
    // nj4: clat p99 = [ 1237] usec in the log; nj1: [  318].
    assert!(csv.contains(",1237,") && csv.contains(",318,"), "{csv}");
    ok(&pix(&proj, &["build", "--lang", "en", "--out", "out"]));
    ok(&pix(&proj, &["build", "--lang", "it", "--out", "out-it"]));
    let read = |rel: &str| std::fs::read_to_string(proj.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let en = read("out/en/my-report/index.md");
    let it = read("out-it/it/my-report/index.md");
    assert!(en.contains("1,237"), "the p99 at 4 jobs, formatted: {en}");
    assert!(
        it.contains("1.237"),
        "Italian latency values are grouped like table values: {it}"
    );
    assert!(
        en.contains("Read, threads 4: the best p99 latency, 1,237\u{a0}µs, is measured at iodepth 16."),
        "{en}"
    );
    // Each log is one load: the sentence says so instead of a range "from x to x".
    assert!(!it.contains("varia fra 1.237\u{a0}µs e 1.237\u{a0}µs"), "{it}");
    assert!(it.contains("misurata a un solo carico"), "{it}");
    let figs: Vec<String> = std::fs::read_dir(proj.join("out/en/my-report/figures"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    assert!(figs.iter().any(|f| f.contains("latency")), "{figs:?}");
    let svg = figs
        .iter()
        .find(|f| f.contains("latency") && f.ends_with(".svg"))
        .map(|f| read(&format!("out/en/my-report/figures/{f}")))
        .unwrap();
    // The p99 values (318 and 1,237 µs) span the ticks 100 µs and 1 ms.
    for tick in [">\n100 µs\n</text>", ">\n1 ms\n</text>", ">\np99 latency (µs)\n</text>"] {
        assert!(svg.contains(tick), "time ticks with units: {tick}");
    }
}

//! Latency from fio's human-readable output, end to end: `pixreport new` →
//! `ingest --into` of real fio `normal` logs at 1 and 4 jobs → `build` in
//! English and Italian. The document's latency section and figures must
//! exist and carry the logs' own numbers. Buffered and short fio runs carry
//! their caveats, and fio's latency is named, in every language.

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
        // In a sentence, grouped from five digits only (tables: "1,237").
        en.contains("Read, 4 threads: the best clat p99 latency, 1237\u{a0}µs, is measured at iodepth 16."),
        "{en}"
    );
    // Each log is one load: the sentence says so instead of a range "from x to x".
    assert!(!it.contains("varia fra 1237\u{a0}µs e 1237\u{a0}µs"), "{it}");
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
    // The p99 values (318 and 1,237 µs) span the ticks 100 µs and 1 ms;
    // ticks that carry their unit leave the axis title without one (it said
    // "(µs)" over a tick reading "1 ms").
    for tick in [">\n100 µs\n</text>", ">\n1 ms\n</text>", ">\nclat p99 latency\n</text>"] {
        assert!(svg.contains(tick), "time ticks with units: {tick}");
    }
    assert!(!svg.contains("latency (µs)"));
    // The percentiles figure reads its ticks the same way (it said 1K, 10K).
    let pct = figs
        .iter()
        .find(|f| f.ends_with("-percentiles.svg"))
        .map(|f| read(&format!("out/en/my-report/figures/{f}")))
        .expect("a percentiles figure");
    assert!(
        pct.contains(">\n1 ms\n</text>") && !pct.contains(">\n1K\n</text>"),
        "{pct}"
    );
}

#[test]
fn buffered_fio_runs_carry_caveats_and_the_clat_name_in_every_language() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    // Buffered 1 MiB reads, 5 s each (direct=0 --runtime=5, JSON+), and a
    // buffered write in normal output, which does not print `direct`.
    let cal = repo().join("tests/calibration/data/fio-jsonplus/run-01");
    for nj in [1, 2, 4] {
        let f = format!("fio_seqread_1m_nj{nj}.json");
        std::fs::copy(cal.join(&f), logs.join(&f)).unwrap();
    }
    let normal = "fio_seqwrite_psync_buffered_nj4_normal.txt";
    std::fs::copy(
        repo().join("tests/fixtures/raw/fio/variants").join(normal),
        logs.join(normal),
    )
    .unwrap();
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    ok(&pix(&proj, &["build", "--out", "out"]));
    let read = |rel: &str| std::fs::read_to_string(proj.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    for (lang, clat, buffered, unknown, short) in [
        (
            "en",
            "fio's completion latency (clat)",
            "**Caution:** This job ran buffered (direct=0",
            "does not say whether this job used direct I/O",
            "the shortest run lasted 5 s (fio’s log), under the 30 s a steady rate needs",
        ),
        (
            "it",
            "latenza di completamento di fio (clat)",
            "**Attenzione:** Questo job è stato eseguito con I/O bufferizzato (direct=0",
            "non indica se questo job ha usato I/O diretto",
            "l'esecuzione più breve è durata 5 s (log di fio)",
        ),
        (
            "zh-TW",
            "fio 的完成延遲（clat）",
            "**注意：** 此工作（job）以緩衝方式執行（direct=0",
            "不會註明此工作（job）是否使用直接 I/O",
            "最短的一次執行只持續 5 秒（依 fio 記錄）",
        ),
        (
            "vi",
            "độ trễ hoàn tất của fio (clat)",
            "**Lưu ý:** Tác vụ này chạy ở chế độ có bộ đệm (direct=0",
            "không cho biết tác vụ này có dùng I/O trực tiếp",
            "lần chạy ngắn nhất chỉ kéo dài 5 s (theo nhật ký của fio)",
        ),
    ] {
        let doc = read(&format!("out/{lang}/my-report/index.md"));
        for want in [clat, buffered, unknown, short] {
            assert!(doc.contains(want), "{lang}: `{want}` missing from\n{doc}");
        }
    }
    let en = read("out/en/my-report/index.md");
    assert!(
        en.contains("| ioengine | psync |") && en.contains("| direct | 0 |"),
        "{en}"
    );
    assert!(
        en.contains("clat mean (µs) |") && en.contains("| lat mean (µs)"),
        "{en}"
    );
    // report.json: every cell's clat mean and percentiles and the lat mean,
    // equal to fio's numbers (ns in the log, µs in the record).
    let json: serde_json::Value = serde_json::from_str(&read("out/data/my-report.json")).unwrap();
    let fio: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(cal.join("fio_seqread_1m_nj4.json")).unwrap()).unwrap();
    let fio_read = &fio["jobs"][0]["read"];
    let sweep = (json["benchmarks"].as_array().unwrap().iter())
        .find_map(|b| {
            b.get("latency")
                .filter(|l| l["kind"] == "clat" && l["cells"].as_array().unwrap().len() == 3)
        })
        .expect("the buffered read sweep in report.json");
    let cell = &sweep["cells"][2];
    let us = |v: &serde_json::Value| v.as_f64().unwrap() / 1000.0;
    let close = |a: f64, b: f64| (a - b).abs() < 1e-6 * b;
    assert!(
        close(
            cell["also"]["lat_mean"].as_f64().unwrap(),
            us(&fio_read["lat_ns"]["mean"])
        ),
        "{cell}"
    );
    assert!(
        close(cell["mean"].as_f64().unwrap(), us(&fio_read["clat_ns"]["mean"])),
        "{cell}"
    );
    assert!(
        close(
            cell["percentiles"]["p99"].as_f64().unwrap(),
            us(&fio_read["clat_ns"]["percentile"]["99.000000"])
        ),
        "{cell}"
    );
    // A latency kind fio does not have is refused, naming the file and field.
    let toml = proj.join("my-report/report.toml");
    let text = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(&toml, text.replacen("kind = \"clat\"", "kind = \"qlat\"", 1)).unwrap();
    let out = pix(&proj, &["check"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && err.contains("report.toml") && err.contains("latency.kind: `qlat`"),
        "{err}"
    );
}

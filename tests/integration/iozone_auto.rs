//! IOzone auto mode end to end: `new` → `ingest --into` of a real `-a` log
//! → `build` in all four languages. Each operation must become a heat map
//! over file size × record size with the log's own best cell, never a
//! scaling curve per cell, and the summary must not list the cells.

use super::harness::{machine_csv, ok, pix, repo};

#[test]
fn auto_mode_becomes_one_heat_map_per_operation_in_four_languages() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let log = "iozone_auto_a_n1M_g16M_i0i1i2.txt";
    std::fs::copy(
        repo().join("tests/fixtures/raw/iozone/3.465/variants").join(log),
        logs.join(log),
    )
    .unwrap();
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    ok(&pix(&proj, &["build", "--lang", "all", "--out", "out"]));
    let read = |rel: &str| std::fs::read_to_string(proj.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let figs: Vec<String> = std::fs::read_dir(proj.join("out/en/my-report/figures"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|f| f.ends_with(".svg"))
        .collect();
    let grids: Vec<&String> = figs.iter().filter(|f| f.contains("-grid-")).collect();
    // -i 0 -i 1 -i 2: write, rewrite, read, reread, random read, random write.
    assert_eq!(grids.len(), 6, "{figs:?}");
    assert!(
        !figs.iter().any(|f| !f.contains("-grid-") && f.starts_with("iozone")),
        "no scaling figure of one-point cells: {figs:?}"
    );
    // write: best cell 5574800 kB/s at a 16384 kB file in 1024 kB records
    // (5444 MiB/s in the table's MiB/s).
    let write = grids.iter().find(|f| f.ends_with("-grid-write.svg")).unwrap();
    let svg = read(&format!("out/en/my-report/figures/{write}"));
    assert_eq!(svg.matches('★').count(), 1, "one best cell");
    assert!(svg.contains("★ 5.44K"), "best value in its cell");
    // Its CSV: a record per cell, the sizes in bytes, the value in full.
    let csv_of = |lang: &str| {
        read(&format!(
            "out/{lang}/my-report/figures/{}",
            write.replace(".svg", ".csv")
        ))
    };
    let csv = csv_of("en");
    assert_eq!(machine_csv("grid-write.csv", &csv), Ok(45 * 3), "{csv}");
    let best = format!("\r\n16777216,1048576,write,{},MiB/s,false\r\n", 5574800.0 / 1024.0);
    assert!(
        csv.starts_with("file_size_bytes,record_size_bytes,series,value,unit,estimated") && csv.contains(&best),
        "{csv}"
    );
    assert!(
        ["it", "zh-TW", "vi"].iter().all(|l| csv_of(l) == csv),
        "the same bytes in every language"
    );
    for label in ["4 KiB", "1 MiB", "16 MiB", "record size", "file size"] {
        assert!(svg.replace('\u{a0}', " ").contains(label), "{label} on the axes");
    }
    let en = read("out/en/my-report/index.md").replace('\u{a0}', " ");
    assert!(
        en.contains("Write: the best cell is 5,444 MiB/s, at record size 1 MiB with file size 16 MiB."),
        "{en}"
    );
    assert!(
        en.contains("no peak or sustained level to tabulate"),
        "no summary of one-cell columns"
    );
    assert!(!en.contains("write-fs"), "raw cell names never reach the reader");
    for (lang, word) in [
        ("it", "dimensione del record"),
        ("zh-TW", "記錄大小"),
        ("vi", "kích thước bản ghi"),
    ] {
        let doc = read(&format!("out/{lang}/my-report/index.md"));
        assert!(doc.contains(word), "{lang}: {word}");
        assert!(doc.matches("-grid-").count() >= 6, "{lang}: six heat maps");
    }
}

/// A diff of two auto-mode runs: each grid operation gets a map of where
/// it changed, in every language. The current run's 1 MiB file written in
/// 4 KiB records fell 40 % and one read cell is missing: the dropped cell's
/// colour is not the unchanged cells', the missing one is empty.
#[test]
fn a_diff_of_auto_runs_maps_where_each_grid_changed_in_four_languages() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    std::fs::create_dir_all(proj.join("logs")).unwrap();
    let log = "iozone_auto_a_n1M_g16M_i0i1i2.txt";
    let raw = repo().join("tests/fixtures/raw/iozone/3.465/variants").join(log);
    std::fs::copy(raw, proj.join("logs").join(log)).unwrap();
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    ok(&pix(&proj, &["build", "--lang", "en", "--out", "out"]));
    let csv = proj.join("my-report/results/iozone-auto.csv");
    let text = std::fs::read_to_string(&csv).unwrap();
    let (head, row) = text.trim_end().split_once('\n').unwrap();
    let (head, row): (Vec<&str>, Vec<String>) = (head.split(',').zip(row.split(',')))
        .filter(|(h, _)| *h != "read-fs16777216-rs1048576")
        .map(|(h, v)| match h {
            "write-fs1048576-rs4096" => (h, format!("{:.6}", v.parse::<f64>().unwrap() * 0.6)),
            _ => (h, v.to_string()),
        })
        .unzip();
    std::fs::write(&csv, format!("{}\n{}\n", head.join(","), row.join(","))).unwrap();
    for (lang, words) in [
        ("en", "Red cells fell (worse)"),
        ("it", "Le celle rosse indicano un calo (un peggioramento)"),
        ("zh-TW", "紅色格子表示數值下降（變差）"),
        ("vi", "Ô đỏ là ô có giá trị giảm (kém đi)"),
    ] {
        let out = format!("d-{lang}");
        pix(
            &proj,
            &[
                "diff",
                "out/data/my-report.json",
                "my-report",
                "--lang",
                lang,
                "--out",
                &out,
            ],
        );
        let read =
            |rel: &str| std::fs::read_to_string(proj.join(&out).join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
        let (md, html) = (read("index.md"), read("index.html"));
        assert!(md.contains(words), "{lang}: how to read the colours\n{md}");
        for op in ["write", "rewrite", "read", "reread", "random-read", "random-write"] {
            let file = format!("iozone-auto-change-{op}.svg");
            assert!(
                md.contains(&format!("figures/{file}")),
                "{lang}: {file} in the document"
            );
            let data = format!("figures/iozone-auto-change-{op}.csv");
            assert!(html.contains(&data), "{lang}: {data} in the page");
        }
        assert_eq!(html.matches("<svg class=\"fig\"").count(), 6, "{lang}: six maps inline");
        assert!(
            !md.contains("iozone-auto-overlay"),
            "{lang}: no curve of one-point cells"
        );
        let svg = read("figures/iozone-auto-change-write.svg");
        let fills: Vec<&str> = (svg.lines())
            // The cells: not their targets, nor the colour scale's steps.
            .filter(|l| l.starts_with("<rect ") && !l.contains(" class=\"pt\"") && !l.contains(" height=\"14\" "))
            .filter_map(|l| l.split(r#"fill=""#).nth(1)?.split('"').next())
            .filter(|f| !["none", "#FFFFFF"].contains(f))
            .collect();
        assert_eq!(fills.len(), 45, "{lang}: 5 file sizes × 9 record sizes");
        let dropped: Vec<&&str> = fills.iter().filter(|f| **f != fills[44]).collect();
        assert_eq!(dropped.len(), 1, "{lang}: one cell changed: {fills:?}");
        assert!(svg.contains("−40%"), "{lang}: the drop written in its cell");
        let read_svg = read("figures/iozone-auto-change-read.svg");
        assert_eq!(
            read_svg.matches(">\n–\n<").count(),
            1,
            "{lang}: the read cell not compared is empty"
        );
    }
}

/// IOR prints a mean latency per iteration (`Latency(s)`) and no
/// percentiles: the latency section must still come, speaking of the mean.
#[test]
fn ior_mean_latency_reaches_the_document_in_four_languages() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let raw = repo().join("tests/fixtures/raw/ior/4.1.0+dev");
    for f in ["ior_fpp_np1.txt", "ior_fpp_np4.txt"] {
        std::fs::copy(raw.join(f), logs.join(f)).unwrap();
    }
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    ok(&pix(&proj, &["build", "--lang", "all", "--out", "out"]));
    let read = |rel: &str| std::fs::read_to_string(proj.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let en = read("out/en/my-report/index.md").replace('\u{a0}', " ");
    // write at 1 task: Latency(s) 0.000697 and 0.000589 → mean 643 µs.
    assert!(en.contains("the best mean latency, 643 µs"), "{en}");
    assert!(en.contains("| Mean (µs)"), "the table says mean");
    assert!(!en.contains("p99"), "no invented percentile");
    assert!(proj.join("out/en/my-report/figures/ior-fpp-1m-latency.svg").exists());
    for (lang, word) in [("it", "latenza media"), ("zh-TW", "平均"), ("vi", "trung bình")] {
        let doc = read(&format!("out/{lang}/my-report/index.md"));
        assert!(doc.contains(word), "{lang}: {word}");
        assert!(doc.contains("ior-fpp-1m-latency.svg"), "{lang}: latency figure");
    }
}

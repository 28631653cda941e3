//! `pixreport diff` end to end: a built report against edited sources.

use super::harness::{machine_csv, parse_csv, tables_and_csv_links, Project};
use serde_json::Value;

/// The bundled reports have one value per point and no noise estimate, so
/// a diff of them is inconclusive (issue 11); the tests declare the 2 %
/// run-to-run noise the comparison assumes.
fn declare_noise(p: &Project) {
    for r in ["pixstor-2019", "small-vm-measured"] {
        if p.data().join(r).is_dir() {
            p.edit(&format!("{r}/report.toml"), |s| {
                s.replace("[[benchmark]]\n", "[[benchmark]]\nnoise_cv = 0.02\n")
            });
        }
    }
}

fn drop_writes_from(p: &Project, threads: u32, factor: f64) {
    p.edit("pixstor-2019/results/seq-n-n.csv", |s| {
        let mut out = Vec::new();
        for (i, l) in s.lines().enumerate() {
            let f: Vec<&str> = l.split(',').collect();
            if i > 0 && f[0].parse::<u32>().unwrap() >= threads {
                let w: f64 = f[1].parse().unwrap();
                out.push(format!("{},{:.4},{}", f[0], w * factor, f[2]));
            } else {
                out.push(l.to_string());
            }
        }
        out.join("\n") + "\n"
    });
}

/// The bundled PixStor 2019 report built (with declared noise) into
/// `output`, then its writes at 128 threads cut by 10 % in `data`: a diff of
/// `output/data/pixstor-2019.json` against `data` has one real regression.
fn writes_dropped_at_128() -> Project {
    let p = Project::bundled(&["pixstor-2019"]);
    declare_noise(&p);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    drop_writes_from(&p, 128, 0.9);
    p
}

#[test]
fn ten_percent_drop_flags_that_series_only_and_fails_ci() {
    let p = writes_dropped_at_128();
    let o = p.run(&[
        "diff",
        "output/data/pixstor-2019.json",
        "data",
        "--out",
        "diff",
        "--summary",
        "--fail-on-regression",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
    let summary = String::from_utf8_lossy(&o.stdout);
    assert!(
        summary.contains("**regressed**") && summary.contains("`seq-n-n` Write at 128 threads"),
        "{summary}"
    );
    let d: Value =
        serde_json::from_str(&std::fs::read_to_string(p.dir.path().join("diff/diff.json")).unwrap()).unwrap();
    let mut flagged = Vec::new();
    for b in d["benchmarks"].as_array().unwrap() {
        for s in b["series"].as_array().unwrap() {
            if s["verdict"] != "unchanged" {
                flagged.push(format!(
                    "{}/{}={}",
                    b["id"].as_str().unwrap(),
                    s["operation"].as_str().unwrap(),
                    s["verdict"]
                ));
            }
        }
    }
    assert_eq!(flagged, vec!["seq-n-n/write=\"regressed\"".to_string()]);
    assert!(
        p.dir.path().join("diff/index.html").is_file()
            && p.dir.path().join("diff/figures/seq-n-n-change.svg").is_file()
    );
    // Headings are the report's own (its titles), not "kind (id)"; from
    // two report.json files, the kind's heading with the size they record.
    let md = std::fs::read_to_string(p.dir.path().join("diff/index.md")).unwrap();
    assert!(
        md.contains("\n## Metadata performance with 4\u{a0}KiB files (mdtest) {#bench-mdtest-4k}\n"),
        "{md}"
    );
    let json = "output/data/pixstor-2019.json";
    assert_eq!(p.run(&["diff", json, json, "--out", "same"]).status.code(), Some(0));
    let md = std::fs::read_to_string(p.dir.path().join("same/index.md")).unwrap();
    assert!(
        md.contains("\n## Metadata performance with mdtest: 4\u{a0}KiB files {#bench-mdtest-4k}\n"),
        "{md}"
    );
    assert!(!md.contains("(mdtest-4k)") && !md.contains("(seq-n-n)"), "{md}");
}

/// Every figure of the diff document in `dir` is followed by its data
/// table and a CSV link; the file exists beside the figure and holds its
/// numbers in machine form. Returns the figure files, for the caller to
/// check which.
fn assert_every_figure_has_a_csv(p: &Project, dir: &str) -> Vec<String> {
    let html = std::fs::read_to_string(p.dir.path().join(dir).join("index.html")).unwrap();
    let figs = html.matches("<svg class=\"fig\" role=\"group\"").count();
    let pairs = tables_and_csv_links(&html);
    assert!(figs > 0, "{dir}: no inline figure");
    assert_eq!(pairs.len(), figs, "{dir}: a data table and a CSV link per figure");
    let mut files = Vec::new();
    for (cells, link) in pairs {
        let svg = link
            .strip_suffix(".csv")
            .map(|l| format!("{l}.svg"))
            .unwrap_or_default();
        assert!(
            link.starts_with("figures/") && p.dir.path().join(dir).join(&svg).is_file(),
            "{dir}: {link} is not beside a figure"
        );
        let csv = std::fs::read_to_string(p.dir.path().join(dir).join(&link))
            .unwrap_or_else(|e| panic!("{dir}: {link}: {e}"));
        assert!(cells.len() > 2, "{dir}: {link}: {cells:?}");
        let numbers = machine_csv(&link, &csv).unwrap_or_else(|e| panic!("{dir}: {e}"));
        assert!(numbers > 0, "{dir}: {link}: {csv}");
        files.push(link);
    }
    files
}

/// The diff document gives each figure its CSV, as report pages do (same
/// page code): numbers in full, whatever the language (here Italian, with
/// a decimal comma on the page).
#[test]
fn every_diff_figure_has_a_csv_of_its_numbers() {
    let p = writes_dropped_at_128();
    let o = p.run(&[
        "diff",
        "output/data/pixstor-2019.json",
        "data",
        "--lang",
        "it",
        "--out",
        "diff",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let files = assert_every_figure_has_a_csv(&p, "diff");
    for want in ["figures/seq-n-n-overlay.csv", "figures/seq-n-n-change.csv"] {
        assert!(files.iter().any(|f| f == want), "no {want} in {files:?}");
    }
    let change = std::fs::read_to_string(p.dir.path().join("diff/figures/seq-n-n-change.csv")).unwrap();
    let rows = parse_csv(&change);
    assert_eq!(rows[0], ["threads", "series", "value", "unit", "estimated"], "{change}");
    let at_128 = |op: &str| {
        let r = (rows.iter())
            .find(|r| r[0] == "128" && r[1] == op)
            .unwrap_or_else(|| panic!("{change}"));
        (r[2].parse::<f64>().unwrap(), r[3].as_str())
    };
    let ((write, unit), (read, _)) = (at_128("write"), at_128("read"));
    assert!((write + 10.0).abs() < 1e-9 && read == 0.0 && unit == "%", "{change}");
}

#[test]
fn identical_inputs_pass_and_mismatched_units_fail_with_a_message() {
    let p = Project::bundled(&["pixstor-2019"]);
    declare_noise(&p);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let o = p.run(&[
        "diff",
        "output/data/pixstor-2019.json",
        "data",
        "--fail-on-regression",
        "--summary",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&o.stdout).contains("**no significant change**"));
    p.edit("pixstor-2019/report.toml", |s| {
        s.replacen("unit = \"GB/s\"", "unit = \"MiB/s\"", 1)
    });
    let o = p.run(&["diff", "output/data/pixstor-2019.json", "data", "--fail-on-regression"]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(
        e.contains("seq-n-n") && e.contains("MiB/s") && e.contains("meaningless"),
        "{e}"
    );
}

/// The summary tells "no change" from "too noisy to tell" (issue 41): of
/// the points with no significant change, it counts those whose interval
/// rules out a change of the tolerance's size, as diff.json's `ruled_out`
/// says. The first benchmark declares a noise that rules out 5 % (1 %), the
/// others one that cannot (2 %: ±5.5 % for one run against another).
#[test]
fn the_summary_counts_the_unchanged_points_that_rule_out_the_tolerance() {
    let p = Project::bundled(&["pixstor-2019"]);
    declare_noise(&p);
    p.edit("pixstor-2019/report.toml", |s| {
        s.replacen("noise_cv = 0.02", "noise_cv = 0.01", 1)
    });
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let o = p.run(&[
        "diff",
        "output/data/pixstor-2019.json",
        "data",
        "--summary",
        "--out",
        "d",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let d: Value = serde_json::from_str(&std::fs::read_to_string(p.dir.path().join("d/diff.json")).unwrap()).unwrap();
    let points: Vec<&Value> = (d["benchmarks"].as_array().unwrap().iter())
        .flat_map(|b| b["series"].as_array().unwrap())
        .flat_map(|s| s["points"].as_array().unwrap())
        .collect();
    let unchanged: Vec<&&Value> = points.iter().filter(|p| p["verdict"] == "unchanged").collect();
    let ruled = unchanged.iter().filter(|p| p["ruled_out"] == true).count();
    assert_eq!(unchanged.len(), points.len());
    assert!(0 < ruled && ruled < unchanged.len(), "{ruled} of {}", unchanged.len());
    let want = format!(
        "Verdict: **no significant change**; 0 regressed, 0 improved, 0 unconfirmed (not tested), {} with no \
         significant change ({ruled} of them rule out a change as large as the tolerance).",
        unchanged.len()
    );
    let summary = String::from_utf8_lossy(&o.stdout);
    assert!(summary.contains(&want), "{summary}");
    // The operations tested as a whole, likewise.
    let ops: Vec<&Value> = (d["operations"].as_array().unwrap().iter())
        .filter(|o| o.get("p").is_some())
        .collect();
    let ops_ruled = ops.iter().filter(|o| o["ruled_out"] == true).count();
    assert!(0 < ops_ruled && ops_ruled < ops.len(), "{ops_ruled} of {}", ops.len());
    let want = format!(
        "tolerance). Operations tested as a whole that rule out a change as large as the tolerance: \
         {ops_ruled} of {}.\n",
        ops.len()
    );
    assert!(summary.contains(&want), "{summary}");
}

#[test]
fn not_a_report_json_is_a_clear_error() {
    let p = Project::bundled(&["pixstor-2019"]);
    std::fs::write(p.dir.path().join("x.json"), "{\"hello\": 1}").unwrap();
    let o = p.run(&["diff", "x.json", "data"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("x.json: line 1"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn a_side_that_names_one_report_picks_the_other_sides_report() {
    let p = Project::bundled(&["pixstor-2019", "small-vm-measured"]);
    declare_noise(&p);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    // The output folder holds two reports; the report folder names one.
    let o = p.run(&["diff", "output", "data/small-vm-measured", "--summary"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("small-vm-measured"));
    // Two folders of several reports need --report.
    let o = p.run(&["diff", "output", "data"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("name one with --report"));
    let o = p.run(&["diff", "output", "data", "--report", "pixstor-2019", "--summary"]);
    assert!(o.status.success() && String::from_utf8_lossy(&o.stdout).contains("**no significant change**"));
}

/// The diff figure follows the benchmark's own `log_scale`, not its kind.
#[test]
fn diff_figures_honour_the_benchmark_log_scale() {
    let p = Project::bundled(&["nss8-ha-metadata"]);
    p.edit("nss8-ha-metadata/report.toml", |s| {
        s.replace("log_scale = true", "log_scale = false")
    });
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let o = p.run(&["diff", "output/data/nss8-ha-metadata.json", "data", "--out", "diff"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let svg = std::fs::read_to_string(p.dir.path().join("diff/figures/mdtest-overlay.svg")).unwrap();
    assert!(!svg.contains("(log scale)"), "a linear benchmark drew a log axis");
    // And with the setting on, the same figure says log scale.
    let p = Project::bundled(&["nss8-ha-metadata"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let o = p.run(&["diff", "output/data/nss8-ha-metadata.json", "data", "--out", "diff"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let svg = std::fs::read_to_string(p.dir.path().join("diff/figures/mdtest-overlay.svg")).unwrap();
    assert!(svg.contains("(log scale)"));
}

#[test]
fn an_unknown_schema_version_is_a_clear_error_naming_the_file() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let json = p.out().join("data/pixstor-2019.json");
    let text = std::fs::read_to_string(&json).unwrap();
    std::fs::write(&json, text.replacen("\"schema\": 1", "\"schema\": 999", 1)).unwrap();
    let o = p.run(&["diff", "output/data/pixstor-2019.json", "data"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("output/data/pixstor-2019.json: schema 999 is not supported"),
        "{err}"
    );
}

/// Builds pixstor-2019 and writes `current.json`: the built record changed by `f`.
fn current_json(f: impl FnOnce(&mut Value)) -> Project {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let mut v: Value = serde_json::from_str(&p.read("data/pixstor-2019.json")).unwrap();
    f(&mut v);
    std::fs::write(
        p.dir.path().join("current.json"),
        serde_json::to_string_pretty(&v).unwrap(),
    )
    .unwrap();
    p
}

fn gate(p: &Project, extra: &[&str]) -> (Option<i32>, String, String) {
    let mut args = vec![
        "diff",
        "output/data/pixstor-2019.json",
        "current.json",
        "--summary",
        "--fail-on-regression",
    ];
    args.extend_from_slice(extra);
    let o = p.run(&args);
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn a_missing_series_or_benchmark_fails_the_gate_unless_allowed() {
    let p = current_json(|v| {
        let b = &mut v["benchmarks"][0];
        let series = b["series"].as_array_mut().unwrap();
        series.retain(|s| s["operation"] != "read");
    });
    let (code, out, err) = gate(&p, &[]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(out.contains("`seq-n-n/read`"), "{out}");
    let (code, _, err) = gate(&p, &["--allow-missing"]);
    assert_eq!(code, Some(0), "{err}");

    let p = current_json(|v| {
        v["benchmarks"].as_array_mut().unwrap().retain(|b| b["id"] != "random");
    });
    let (code, out, _) = gate(&p, &[]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("`random`"), "{out}");
}

#[test]
fn different_reports_or_nothing_in_common_fail_the_gate_with_3() {
    let p = current_json(|v| v["report"] = "another-report".into());
    let (code, _, err) = gate(&p, &[]);
    assert_eq!(code, Some(3), "{err}");
    let p = current_json(|v| {
        for b in v["benchmarks"].as_array_mut().unwrap() {
            b["id"] = format!("renamed-{}", b["id"].as_str().unwrap()).into();
        }
    });
    let (code, _, err) = gate(&p, &["--allow-missing"]);
    assert_eq!(code, Some(3), "{err}");
}

#[test]
fn zero_and_negative_values_are_errors_naming_the_file_and_point() {
    for bad in [0.0, -3.5] {
        let p = current_json(|v| {
            v["benchmarks"][0]["series"][0]["points"][2]["value"] = bad.into();
        });
        let (code, _, err) = gate(&p, &[]);
        assert_eq!(code, Some(1), "{err}");
        assert!(
            err.contains("current.json") && err.contains("at 4 threads") && err.contains("above zero"),
            "{err}"
        );
    }
}

#[test]
fn a_mistyped_flag_is_a_usage_error_not_a_regression() {
    let p = Project::bundled(&["pixstor-2019"]);
    let o = p.run(&["diff", "a.json", "b.json", "--fail-on-regresion"]);
    assert_eq!(o.status.code(), Some(64), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(p.run(&["--help"]).status.code(), Some(0));
}

/// A run of pixstor-2019 as a published record: every point moved by a
/// seeded noise of `cv`, and `seq-n-n` writes at ≥ 128 threads by `drop`.
fn noisy_run(record: &Value, seed: u64, cv: f64, drop: f64) -> Value {
    let mut v = record.clone();
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut normal = || {
        // Sum of 12 uniforms minus 6: close enough to a standard normal.
        (0..12)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (state >> 11) as f64 / (1u64 << 53) as f64
            })
            .sum::<f64>()
            - 6.0
    };
    for b in v["benchmarks"].as_array_mut().unwrap() {
        let id = b["id"].as_str().unwrap().to_string();
        for s in b["series"].as_array_mut().unwrap() {
            let op = s["operation"].as_str().unwrap().to_string();
            for p in s["points"].as_array_mut().unwrap() {
                let t = p["threads"].as_u64().unwrap();
                let mut x = p["value"].as_f64().unwrap() * (1.0 + cv * normal());
                if id == "seq-n-n" && op == "write" && t >= 128 {
                    x *= 1.0 - drop;
                }
                p["value"] = x.into();
                p["iterations"] = vec![x].into();
            }
        }
    }
    v
}

/// Issue 11, as a user: a published site keeps three earlier runs; a new run
/// with a real 10 % drop in one series fails the gate and names that series
/// only; a noisy but unchanged run passes. The document shows the trend and
/// each point's interval.
#[test]
fn a_history_of_runs_gives_the_noise_and_a_trend() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let record: Value = serde_json::from_str(&p.read("data/pixstor-2019.json")).unwrap();
    let site = p.dir.path().join("site/data/history/pixstor-2019");
    std::fs::create_dir_all(&site).unwrap();
    for (i, name) in ["2026-08", "2026-09", "2026-10"].iter().enumerate() {
        let r = noisy_run(&record, i as u64 + 1, 0.015, 0.0);
        std::fs::write(site.join(format!("{name}.json")), r.to_string()).unwrap();
    }
    let write = |name: &str, r: Value| std::fs::write(p.dir.path().join(name), r.to_string()).unwrap();
    write("baseline.json", noisy_run(&record, 11, 0.015, 0.0));
    write("dropped.json", noisy_run(&record, 12, 0.015, 0.10));
    write("same.json", noisy_run(&record, 13, 0.015, 0.0));
    let gate = |current: &str, out: &str| {
        p.run(&[
            "diff",
            "baseline.json",
            current,
            "--history",
            "site/data/history/pixstor-2019",
            "--summary",
            "--fail-on-regression",
            "--out",
            out,
        ])
    };
    let o = gate("dropped.json", "d1");
    let summary = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(2),
        "{summary}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let flagged: Vec<&str> = summary.lines().filter(|l| l.starts_with("- `")).collect();
    assert!(
        !flagged.is_empty() && flagged.iter().all(|l| l.starts_with("- `seq-n-n` Write")),
        "{summary}"
    );
    let d: Value = serde_json::from_str(&std::fs::read_to_string(p.dir.path().join("d1/diff.json")).unwrap()).unwrap();
    let w = d["benchmarks"][0]["series"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["operation"] == "write")
        .unwrap()
        .clone();
    assert_eq!(
        w["trend"]["runs"].as_array().unwrap().len(),
        5,
        "three earlier runs, baseline, current"
    );
    let last = w["points"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["method"], "history");
    let (lo, hi) = (
        last["interval"][0].as_f64().unwrap(),
        last["interval"][1].as_f64().unwrap(),
    );
    assert!(
        lo < 0.9 && 0.9 < hi && hi < 1.0,
        "interval [{lo}, {hi}] holds the true 0.9"
    );
    let page = std::fs::read_to_string(p.dir.path().join("d1/index.md")).unwrap();
    assert!(
        page.contains("figures/seq-n-n-write-trend.svg") && page.contains("95% interval"),
        "{page}"
    );
    // The trend figure has its CSV too.
    let files = assert_every_figure_has_a_csv(&p, "d1");
    assert!(
        files.iter().any(|f| f == "figures/seq-n-n-write-trend.csv"),
        "{files:?}"
    );
    let o = gate("same.json", "d2");
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    // Noisier runs (3.5 %): where ±5 % is not ruled out, the sentence says
    // how long a history would, more than the three earlier runs given.
    std::fs::create_dir_all(p.dir.path().join("noisy")).unwrap();
    for i in 0..3 {
        write(&format!("noisy/{i}.json"), noisy_run(&record, 21 + i, 0.035, 0.0));
    }
    write("noisy-baseline.json", noisy_run(&record, 31, 0.035, 0.0));
    write("noisy-same.json", noisy_run(&record, 32, 0.035, 0.0));
    let o = p.run(&["diff", "noisy-baseline.json", "noisy-same.json", "--history", "noisy"]);
    let plain = String::from_utf8_lossy(&o.stdout);
    let said: Vec<&str> = plain
        .lines()
        .filter(|l| l.contains("no significant change ("))
        .collect();
    let needed: Vec<u32> = said
        .iter()
        .filter_map(|l| l.split("would take about ").nth(1)?.split(' ').next()?.parse().ok())
        .collect();
    assert!(!needed.is_empty() && needed.iter().all(|&n| n > 3), "{plain}");
    assert!(
        said.iter()
            .all(|l| l.contains("is ruled out.") || l.contains("earlier runs (--history).")),
        "{plain}"
    );
}

/// `--summary` prints the Markdown for a pull request; without it, a plain
/// line per series for a terminal.
#[test]
fn summary_and_plain_output_differ() {
    let p = Project::bundled(&["pixstor-2019"]);
    declare_noise(&p);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let plain = p.run(&["diff", "output/data/pixstor-2019.json", "data"]);
    let md = p.run(&["diff", "output/data/pixstor-2019.json", "data", "--summary"]);
    let (plain, md) = (
        String::from_utf8_lossy(&plain.stdout),
        String::from_utf8_lossy(&md.stdout),
    );
    assert!(
        md.starts_with("### ") && !plain.starts_with("### "),
        "{md}\n---\n{plain}"
    );
    assert!(plain.lines().any(|l| l.starts_with("  seq-n-n: Writes")), "{plain}");
    assert_eq!(
        plain.lines().filter(|l| l.starts_with("  ")).count(),
        18,
        "one line per series: {plain}"
    );
}

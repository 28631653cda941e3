//! The parsed points checked against each tool's own summary lines in the
//! same file: IOR `Max Write:` and `Summary of all tests` (Max = highest
//! iteration, Mean = mean of iterations), IOR JSON `summary[]`, mdtest
//! `SUMMARY rate` Means, IOzone `Children see` = sum (and average × N) of the
//! per-process rates and the `-R` Excel copy of the table, fio JSON `bw_bytes`
//! vs the normal output's `BW=` and fio's group `bw=` vs its jobs' `BW=`.

use super::fixture_tests::{close, ok_files, runs_of, text};
use super::run::Tool;

/// Start lines of invocations (IOR banners) at or after `from`.
fn next_banner(lines: &[&str], from: usize) -> usize {
    (from..lines.len())
        .find(|&i| lines[i].contains("MPI Coordinated Test of Parallel I/O"))
        .unwrap_or(lines.len())
}

#[test]
fn ior_text_matches_max_lines_and_summary_table() {
    let mut checked = 0;
    for rel in ok_files(Tool::Ior).filter(|p| !p.ends_with(".json") && !p.ends_with(".csv")) {
        let t = text(rel);
        let lines: Vec<&str> = t.lines().collect();
        let runs = runs_of(rel);
        for run in &runs {
            let start = run.first_line - 1;
            let end = next_banner(&lines, start + 1);
            let alone = runs
                .iter()
                .filter(|r| r.first_line > start && r.first_line - 1 < end)
                .count()
                == 1;
            let values = |op: &str| -> Vec<f64> {
                run.points
                    .iter()
                    .filter(|p| p.operation == op)
                    .map(|p| p.value)
                    .collect()
            };
            let mut test_col = None;
            for line in &lines[start..end] {
                let toks: Vec<&str> = line.split_whitespace().collect();
                if let Some(rest) = line
                    .strip_prefix("Max Write:")
                    .or_else(|| line.strip_prefix("Max Read:"))
                {
                    let op = if line.starts_with("Max Write") { "write" } else { "read" };
                    let max: f64 = rest.split_whitespace().next().unwrap().parse().unwrap();
                    let from_rows = run.warnings.iter().all(|w| !w.contains("summary Mean"));
                    let got = values(op).into_iter().fold(0.0, f64::max);
                    assert!(
                        !alone || !from_rows || close(max, got, 5e-4),
                        "{rel}: Max {op} {max} vs {got}"
                    );
                    checked += 1;
                }
                if toks.first() == Some(&"Operation") {
                    test_col = toks.iter().position(|t| *t == "Test#");
                }
                if matches!(toks.first(), Some(&"write") | Some(&"read"))
                    && (toks.last() == Some(&"EXCEL") || test_col.is_some() && toks.len() > 10)
                {
                    if let (Some(c), Some(id)) = (test_col, run.params.get("test_id")) {
                        if toks[c] != id {
                            continue;
                        }
                    }
                    let vals = values(toks[0]);
                    let max: f64 = toks[1].parse().unwrap();
                    let mean: f64 = toks[3].parse().unwrap();
                    let got_max = vals.iter().copied().fold(0.0, f64::max);
                    let got_mean = vals.iter().sum::<f64>() / vals.len() as f64;
                    assert!(
                        vals.len() == 1 || close(max, got_max, 5e-4),
                        "{rel}: summary Max {max} vs {got_max}"
                    );
                    assert!(close(mean, got_mean, 5e-4), "{rel}: summary Mean {mean} vs {got_mean}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} IOR summary lines checked");
}

#[test]
fn ior_json_matches_its_summary_entries() {
    let mut checked = 0;
    for rel in ok_files(Tool::Ior).filter(|p| p.ends_with(".json")) {
        let t = text(rel);
        let runs = runs_of(rel);
        let mut op = "";
        let mut seen = [0usize; 2];
        for line in t.lines() {
            let l = line.trim();
            if l.starts_with("\"operation\"") {
                op = if l.contains("\"write\"") { "write" } else { "read" };
            }
            let key = if l.starts_with("\"bwMaxMIB\"") {
                "max"
            } else if l.starts_with("\"bwMeanMIB\"") {
                "mean"
            } else {
                continue;
            };
            let v: f64 = l
                .split(':')
                .nth(1)
                .unwrap()
                .trim()
                .trim_end_matches(',')
                .trim()
                .parse()
                .unwrap();
            let k = usize::from(op == "read");
            let run = &runs[if key == "max" { seen[k] } else { seen[k] - 1 }];
            if key == "max" {
                seen[k] += 1;
            }
            let vals: Vec<f64> = run
                .points
                .iter()
                .filter(|p| p.operation == op)
                .map(|p| p.value)
                .collect();
            let got = if key == "max" {
                vals.iter().copied().fold(0.0, f64::max)
            } else {
                vals.iter().sum::<f64>() / vals.len() as f64
            };
            assert!(close(v, got, 1e-6), "{rel}: {op} {key} {v} vs {got}");
            checked += 1;
        }
    }
    assert!(checked >= 32, "only {checked} IOR JSON summary values checked");
}

const MDTEST_ROWS: [(&str, &str); 10] = [
    ("File creation", "create"),
    ("File stat", "stat"),
    ("File read", "read"),
    ("File removal", "remove"),
    ("Directory creation", "dir-create"),
    ("Directory stat", "dir-stat"),
    ("Directory rename", "dir-rename"),
    ("Directory removal", "dir-remove"),
    ("Tree creation", "tree-create"),
    ("Tree removal", "tree-remove"),
];

#[test]
fn mdtest_values_are_the_summary_rate_iterations_or_mean() {
    let (mut checked, mut recovered) = (0, 0);
    for rel in ok_files(Tool::Mdtest) {
        let t = text(rel);
        let lines: Vec<&str> = t.lines().collect();
        let runs = runs_of(rel);
        for (k, run) in runs.iter().enumerate() {
            let end = runs.get(k + 1).map_or(lines.len(), |r| r.first_line - 1);
            let (mut rate, mut n) = (false, 1);
            for line in &lines[run.first_line - 1..end] {
                let l = line.trim();
                if l.starts_with("SUMMARY") {
                    rate = !l.starts_with("SUMMARY time");
                    n = l
                        .split("(of ")
                        .nth(1)
                        .and_then(|r| r.split(' ').next()?.parse().ok())
                        .unwrap_or(1);
                    continue;
                }
                let Some((_, op)) = MDTEST_ROWS.iter().find(|(label, _)| rate && l.starts_with(label)) else {
                    continue;
                };
                let nums: Vec<f64> = l.split_whitespace().filter_map(|w| w.parse().ok()).collect();
                // The last four columns: Max, Min, Mean, Std Dev.
                let [max, min, mean] = [4, 3, 2].map(|back| nums[nums.len() - back]);
                let got: Vec<f64> = run
                    .points
                    .iter()
                    .filter(|p| p.operation == *op)
                    .map(|p| p.value)
                    .collect();
                if nums.iter().all(|v| *v == 0.0) {
                    assert!(got.is_empty(), "{rel}: {op} was not run");
                } else if (2..=3).contains(&n) && got.len() == n {
                    // Max and Min are iterations; they average to the Mean within its rounding.
                    assert_eq!((got[0], got[n - 1]), (max, min), "{rel}: {op}");
                    let avg = got.iter().sum::<f64>() / n as f64;
                    assert!((avg - mean).abs() <= 0.002, "{rel}: {op}: {avg} vs {mean}");
                    recovered += 1;
                } else {
                    assert_eq!(got, [mean], "{rel}: {op}");
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 200, "only {checked} mdtest rows checked");
    assert!(recovered > 100, "only {recovered} mdtest rows gave their iterations");
}

#[test]
fn iozone_children_see_is_the_sum_of_per_process_rates() {
    let mut checked = 0;
    for rel in ok_files(Tool::Iozone) {
        let t = text(rel);
        let runs = runs_of(rel);
        let mut children: Option<(u32, f64)> = None;
        let mut child_sum = 0.0;
        for line in t.lines() {
            let l = line.trim();
            let after_eq = |s: &str| -> f64 {
                s.split('=')
                    .nth(1)
                    .unwrap()
                    .split_whitespace()
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap()
            };
            if let Some(rest) = l.strip_prefix("Children see throughput for") {
                if let Some((n, total)) = children.take() {
                    assert!(
                        child_sum == 0.0 || close(child_sum, total, 1e-6),
                        "{rel}: children {child_sum} vs {total} ({n})"
                    );
                }
                let n: u32 = rest.split_whitespace().next().unwrap().parse().unwrap();
                let v = after_eq(l);
                let run = runs.iter().find(|r| r.points.iter().any(|p| p.threads == n)).unwrap();
                assert!(
                    run.points.iter().any(|p| p.value == v),
                    "{rel}: Children {v} not a point"
                );
                children = Some((n, v));
                child_sum = 0.0;
                checked += 1;
            } else if l.starts_with("Avg throughput per") {
                let (n, total) = children.unwrap();
                assert!(
                    close(after_eq(l) * f64::from(n), total, 1e-6),
                    "{rel}: avg × {n} vs {total}"
                );
            } else if l.starts_with("Child[") {
                let v: f64 = l
                    .split("Throughput =")
                    .nth(1)
                    .unwrap()
                    .split_whitespace()
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap();
                child_sum += v;
            }
        }
        if let Some((n, total)) = children {
            assert!(
                child_sum == 0.0 || close(child_sum, total, 1e-6),
                "{rel}: children {child_sum} vs {total} ({n})"
            );
        }
    }
    assert!(checked >= 45, "only {checked} IOzone blocks checked");
}

#[test]
fn iozone_table_cells_are_points_and_match_the_excel_report() {
    for rel in ok_files(Tool::Iozone) {
        let t = text(rel);
        let runs = runs_of(rel);
        let points = &runs.last().unwrap().points;
        let mut in_table = false;
        let mut cells = 0;
        for line in t.lines() {
            let toks: Vec<&str> = line.split_whitespace().collect();
            if toks.get(1) == Some(&"reclen") {
                in_table = true;
                continue;
            }
            if toks.is_empty() {
                in_table = false;
            }
            if in_table {
                cells += toks.len() - 2;
                let kib = |t: &str| t.parse::<u64>().unwrap() * 1024;
                let write = format!("write-fs{}-rs{}", kib(toks[0]), kib(toks[1]));
                let v: f64 = toks[2].parse().unwrap();
                let unit = if t.contains("microseconds per operation") {
                    1e-6
                } else {
                    1.0
                };
                assert!(
                    points.iter().any(|p| p.operation == write && p.value == v * unit),
                    "{rel}: {write}"
                );
            }
        }
        if cells > 0 {
            assert_eq!(cells, points.len(), "{rel}: table cells vs points");
        }
        // -R repeats the table as Excel reports: "Writer report", rows "<kB>" values per reclen.
        let Some(excel) = t.split("Excel output is below:").nth(1) else {
            continue;
        };
        let mut op = "";
        let mut reclens: Vec<String> = Vec::new();
        let mut checked = 0;
        for line in excel.lines() {
            let l = line.trim();
            if l.ends_with(" report\"") {
                op = match l {
                    "\"Writer report\"" => "write",
                    "\"Re-writer report\"" => "rewrite",
                    "\"Reader report\"" => "read",
                    "\"Re-Reader report\"" => "reread",
                    other => panic!("{rel}: report {other}"),
                };
                continue;
            }
            let toks: Vec<&str> = l.split_whitespace().collect();
            if toks.is_empty() {
                continue;
            }
            if toks.iter().all(|t| t.starts_with('"')) {
                reclens = toks.iter().map(|t| t.trim_matches('"').to_string()).collect();
            } else if toks[0].starts_with('"') {
                let fs: u64 = toks[0].trim_matches('"').parse().unwrap();
                for (rec, v) in reclens.iter().zip(&toks[1..]) {
                    let rec: u64 = rec.parse().unwrap();
                    let name = format!("{op}-fs{}-rs{}", fs * 1024, rec * 1024);
                    let v: f64 = v.parse().unwrap();
                    assert!(
                        points.iter().any(|p| p.operation == name && p.value == v),
                        "{rel}: Excel {name}"
                    );
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 20, "{rel}: Excel cells checked");
    }
}

/// `401MiB/s`-style value in MiB/s; fio 2's `KB/s`, `MB/s`, `GB/s` are
/// binary, fio 3's (with `kb_base=1000`) decimal.
fn mib(v: &str, fio2: bool) -> f64 {
    let split = v.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap();
    let (n, unit) = v.split_at(split);
    let n: f64 = n.parse().unwrap();
    match (unit, fio2) {
        ("B/s", _) => n / 1048576.0,
        ("KiB/s", _) | ("KB/s", true) => n / 1024.0,
        ("MiB/s", _) | ("MB/s", true) => n,
        ("GiB/s", _) | ("GB/s", true) => n * 1024.0,
        ("kB/s", false) => n * 1e3 / 1048576.0,
        ("MB/s", false) => n * 1e6 / 1048576.0,
        ("GB/s", false) => n * 1e9 / 1048576.0,
        _ => panic!("unit {unit}"),
    }
}

#[test]
fn fio_json_agrees_with_normal_output_and_job_sums() {
    // json,normal in one stream: JSON bw_bytes vs the normal BW= of the same run.
    let rel = "fio/variants/fio_randrw_4k_nj2_json_and_normal_combined.txt";
    let t = text(rel);
    let runs = runs_of(rel);
    for (op, label) in [("read", "  read: IOPS="), ("write", "  write: IOPS=")] {
        let line = t.lines().find(|l| l.starts_with(label)).unwrap();
        let bw = mib(
            line.split("BW=").nth(1).unwrap().split_whitespace().next().unwrap(),
            false,
        );
        let json = runs[0].points.iter().find(|p| p.operation == op).unwrap().value / 1048576.0;
        assert!(close(json, bw, 5e-3), "{op}: json {json} MiB/s vs normal {bw}");
    }
    // normal output: the group's bw= (fio 2: aggrb=) equals the sum of the
    // jobs' BW= (fio 2: `read : io=…, bw=…,`).
    for rel in ok_files(Tool::Fio).filter(|p| !p.ends_with(".json") && !p.contains("combined")) {
        let t = text(rel);
        let sum: f64 = t
            .lines()
            .filter_map(|l| {
                let l = l.trim_start();
                let job = ["read: IOPS=", "write: IOPS=", "read : io=", "write: io="];
                job.iter().any(|p| l.starts_with(p)).then_some(l)
            })
            .map(|l| {
                let bw = (l.split(['=', ',', ' ']))
                    .skip_while(|w| !w.eq_ignore_ascii_case("bw"))
                    .nth(1)
                    .unwrap();
                mib(bw, l.contains(": io="))
            })
            .sum();
        let points: f64 = runs_of(rel)
            .iter()
            .flat_map(|r| r.points.iter())
            .map(|p| p.unit.to_bytes_per_sec(p.value).unwrap() / 1048576.0)
            .sum();
        assert!(close(sum, points, 1e-2), "{rel}: jobs {sum} vs groups {points}");
    }
    // JSON without group_reporting: the point is the sum of the jobs' bw_bytes.
    let rel = "fio/variants/fio_randread_4k_nj2_no_group_reporting_jsonplus.json";
    let v: serde_json::Value = serde_json::from_str(&text(rel)).unwrap();
    let sum: f64 = v["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["read"]["bw_bytes"].as_f64().unwrap())
        .sum();
    assert_eq!(runs_of(rel)[0].points[0].value, sum);
}

/// An IO500 summary read alone: every phase result the file prints (its
/// `[RESULT]` lines, or `result.txt`'s `score` keys: `ior-*` in GiB/s, the
/// rest in kIOPS) is a point of the same value, in GiB/s or ops/s, and the
/// `[SCORE]` total is the run's `score`; the C app's `result.txt` and
/// `result_summary.txt` of one run give the same points.
#[test]
fn io500_summaries_are_their_result_lines() {
    let mut checked = 0;
    for rel in ok_files(Tool::Io500) {
        let t = text(rel);
        let ini = t.starts_with("[run]");
        let (mut want, mut total, mut section): (Vec<(String, f64)>, Option<&str>, &str) = (Vec::new(), None, "");
        for line in t.lines().map(str::trim) {
            if ini {
                if let Some(s) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
                    section = s;
                }
                let Some((k, v)) = line.split_once('=').map(|(k, v)| (k.trim(), v.trim())) else {
                    continue;
                };
                match k {
                    "score" => {
                        let k = if section.starts_with("ior-") { 1.0 } else { 1000.0 };
                        want.push((section.to_ascii_lowercase(), v.parse::<f64>().unwrap() * k));
                    }
                    "SCORE" => total = Some(v),
                    _ => {}
                }
                continue;
            }
            let Some((tag, body)) = line.strip_prefix('[').and_then(|l| l.split_once(']')) else {
                continue;
            };
            if tag.trim() == "SCORE" {
                total = body.rsplit("TOTAL").next().map(str::trim);
            }
            if !matches!(tag.trim(), "RESULT" | "") {
                continue;
            }
            let toks: Vec<&str> = body.split(':').next().unwrap().split_whitespace().collect();
            let [.., phase, number, unit] = toks[..] else {
                panic!("{rel}: {line}")
            };
            let k = if unit.ends_with("B/s") { 1.0 } else { 1000.0 };
            let v = number.parse::<f64>().unwrap() * k;
            let phase = phase.to_ascii_lowercase().replace('_', "-");
            if v > 0.0 && !want.iter().any(|(p, _)| *p == phase) {
                want.push((phase, v));
            }
        }
        let runs = runs_of(rel);
        let mut got: Vec<(String, f64)> = (runs.iter().flat_map(|r| &r.points))
            .map(|p| (p.operation.clone(), p.value))
            .collect();
        want.sort_by(|a, b| a.0.cmp(&b.0));
        got.sort_by(|a, b| a.0.cmp(&b.0));
        assert_eq!(got.len(), want.len(), "{rel}: {got:?} vs {want:?}");
        for ((g, gv), (w, wv)) in got.iter().zip(&want) {
            assert!(g == w && close(*gv, *wv, 1e-12), "{rel}: {g} {gv} vs {w} {wv}");
            checked += 1;
        }
        let total = total.unwrap_or_else(|| panic!("{rel}: no score"));
        for r in &runs {
            assert!(
                r.params["score"].ends_with(&format!("TOTAL {total}")),
                "{rel}: {:?}",
                r.params
            );
        }
    }
    assert!(checked >= 140, "only {checked} IO500 phases checked");
    let points = |rel: &str| -> Vec<(String, f64)> {
        let mut p: Vec<_> = (runs_of(rel).iter().flat_map(|r| r.points.clone()))
            .map(|p| (p.operation, p.value))
            .collect();
        p.sort_by(|a, b| a.0.cmp(&b.0));
        p
    };
    assert_eq!(
        points("public/io500/io500_2025_core42_maximus_result.txt"),
        points("public/io500/io500_2025_core42_maximus_result_summary.txt")
    );
}

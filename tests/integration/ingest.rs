//! `pixreport ingest` as a new user meets it: a folder of IOR logs at 1…N
//! processes becomes a report section.

use super::harness::{ok, pix, repo, tree, Project, BIN};
use std::process::Command;

fn ior_folder(dir: &std::path::Path) {
    std::fs::create_dir_all(dir).unwrap();
    let src = repo().join("tests/fixtures/raw/ior/4.1.0+dev");
    for f in ["ior_shared_np1.txt", "ior_shared_np4.txt"] {
        std::fs::copy(src.join(f), dir.join(f)).unwrap();
    }
    // Not benchmark output: skipped inside a folder, with a warning.
    std::fs::write(dir.join("notes.txt"), "ran these on Tuesday\n").unwrap();
}

/// `ingest logs --into data/small-vm-measured --benchmark ior-sweep` in a
/// copy of the bundled project whose `logs/` [`ior_folder`] fills and
/// `more` then changes.
fn ingest_sweep(more: impl FnOnce(&std::path::Path)) -> (Project, std::process::Output) {
    let p = Project::bundled(&["small-vm-measured"]);
    let logs = p.dir.path().join("logs");
    ior_folder(&logs);
    more(&logs);
    let o = p.run(&[
        "ingest",
        "logs",
        "--into",
        "data/small-vm-measured",
        "--benchmark",
        "ior-sweep",
    ]);
    (p, o)
}

#[test]
fn a_folder_of_ior_logs_becomes_a_report_section() {
    let (p, o) = ingest_sweep(|_| {});
    let report = p.data().join("small-vm-measured");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("notes.txt: skipped"), "{err}");
    let csv = std::fs::read_to_string(report.join("results/ior-sweep.csv")).unwrap();
    // Two iterations at each process count, values as IOR printed them.
    assert_eq!(csv.lines().next(), Some("threads,iteration,write,read"));
    assert_eq!(csv.lines().filter(|l| l.starts_with("1,")).count(), 2);
    assert_eq!(csv.lines().filter(|l| l.starts_with("4,")).count(), 2);
    assert!(csv.contains("1,1,1032.86,17111"), "{csv}");
    let toml = std::fs::read_to_string(report.join("report.toml")).unwrap();
    assert!(
        toml.contains("id = \"ior-sweep\"")
            && toml.contains("kind = \"sequential-n-1\"")
            && toml.contains("tool_version = \"4.1.0+dev\"")
    );
    // The logs lie outside the project (data/): recorded by file name, never
    // by a path of the author's machine.
    assert!(
        toml.contains("path = \"ior_shared_np1.txt\"") && toml.contains("path = \"ior_shared_np4.txt\""),
        "{toml}"
    );
    assert!(!toml.contains(&p.dir.path().display().to_string()), "{toml}");
    // The new benchmark builds into a section with both thread counts.
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let md = p.read("en/small-vm-measured/index.md");
    assert!(
        md.contains("{#bench-ior-sweep}") && md.contains("up to 4 threads."),
        "{md}"
    );
    assert!(p.out().join("en/small-vm-measured/figures/ior-sweep.svg").is_file());
    let json = p.read("data/small-vm-measured.json");
    assert!(
        json.contains("\"ior_shared_np4.txt\""),
        "sources recorded among the inputs"
    );
}

#[test]
fn existing_results_are_kept_without_force() {
    let p = Project::bundled(&["small-vm-measured"]);
    ior_folder(&p.dir.path().join("logs"));
    let before = tree(&p.data());
    let o = p.run(&[
        "ingest",
        "logs",
        "--into",
        "data/small-vm-measured",
        "--benchmark",
        "ior-shared",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("use --force"));
    assert_eq!(before, tree(&p.data()), "nothing written");
    let o = p.run(&[
        "ingest",
        "logs",
        "--into",
        "data/small-vm-measured",
        "--benchmark",
        "ior-shared",
        "--force",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn bad_input_names_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("broken.json"), "{ \"Version\": \"4.0.0\", \"tests\": [").unwrap();
    let o = Command::new(BIN)
        .current_dir(dir.path())
        .args(["ingest", "--tool", "ior", "broken.json"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert_eq!(
        e,
        "error: broken.json:1: invalid JSON (expected IOR summaryFormat=JSON output): EOF while parsing a list at line 1 column 32\n"
    );
    let o = Command::new(BIN)
        .current_dir(dir.path())
        .args(["ingest", "nothing-here"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("nothing-here: no such file or folder"));
}

#[test]
fn stdout_table_from_fio_json_in_mib_per_second() {
    let f = repo().join("tests/fixtures/raw/fio");
    let o = Command::new(BIN)
        .args(["ingest", "--unit", "MiB/s"])
        .arg(f.join("fio_seqwrite_1m_nj1_jsonplus.json"))
        .arg(f.join("fio_seqwrite_1m_nj4_jsonplus.json"))
        .output()
        .unwrap();
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(out.lines().next(), Some("threads,iteration,write"));
    assert_eq!(out.lines().count(), 3);
}

/// One log of a folder that cannot be parsed (cut off before any result)
/// does not lose the others: it is named with its reason, the rest is
/// ingested, and the exit status (4) says that something was skipped.
#[test]
fn a_broken_log_in_a_folder_is_named_and_the_others_are_ingested() {
    let (p, o) = ingest_sweep(|logs| {
        let full = std::fs::read_to_string(logs.join("ior_shared_np4.txt")).unwrap();
        let cut = &full[..full.find("Results:").expect("IOR results in the fixture")];
        std::fs::write(logs.join("ior_shared_np8_cut.txt"), cut).unwrap();
    });
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(4), "{err}");
    assert!(
        err.contains("skipped: ") && err.contains("ior_shared_np8_cut.txt"),
        "{err}"
    );
    assert!(err.contains("1 file could not be read and was skipped"), "{err}");
    let csv = std::fs::read_to_string(p.data().join("small-vm-measured/results/ior-sweep.csv")).unwrap();
    assert_eq!(csv.lines().filter(|l| l.starts_with("4,")).count(), 2, "{csv}");
    // Named on the command line, the same file is an error and nothing is written.
    let o = p.run(&["ingest", "logs/ior_shared_np8_cut.txt"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("ior_shared_np8_cut.txt"));
}

/// `--benchmark` says which benchmark of a report to fill: without `--into`
/// there is none, and that is a usage error, not silently ignored.
#[test]
fn benchmark_without_into_is_a_usage_error() {
    let p = Project::bundled(&["small-vm-measured"]);
    ior_folder(&p.dir.path().join("logs"));
    let o = p.run(&["ingest", "logs", "--benchmark", "ior-sweep"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(64), "{err}");
    assert!(err.contains("--into"), "{err}");
}

/// Two logs outside the project with the same file name (one per run
/// folder) are recorded by name, each with its own sha256: neither is lost.
#[test]
fn same_named_logs_outside_the_project_keep_an_entry_each() {
    let (p, o) = ingest_sweep(|logs| {
        for (n, sub) in [("ior_shared_np1.txt", "monday"), ("ior_shared_np4.txt", "tuesday")] {
            std::fs::create_dir_all(logs.join(sub)).unwrap();
            std::fs::rename(logs.join(n), logs.join(sub).join("ior.out")).unwrap();
        }
    });
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let toml = std::fs::read_to_string(p.data().join("small-vm-measured/report.toml")).unwrap();
    assert_eq!(toml.matches("path = \"ior.out\"").count(), 2, "{toml}");
}

/// The IO500 results of a run's `result_summary.txt`: (phase as its log is
/// named, value in MiB/s or op/s, its last printed digit in that unit). The
/// script prints MiB/s ÷ 1024 as "GB/s", the C app "GiB/s"; both are GiB/s.
fn io500_results(summary: &str) -> Vec<(String, f64, f64)> {
    let mut out = Vec::new();
    for line in summary.lines().filter(|l| l.starts_with("[RESULT]")) {
        let head: Vec<&str> = line.split(':').next().unwrap().split_whitespace().collect();
        let [.., phase, number, unit] = head[..] else {
            panic!("{line}")
        };
        let digit = 10f64.powi(-(number.split('.').nth(1).map_or(0, str::len) as i32));
        let factor = match unit {
            "GB/s" | "GiB/s" => 1024.0,
            "kiops" | "kIOPS" => 1000.0,
            _ => panic!("{line}"),
        };
        out.push((
            phase.replace('_', "-"),
            number.parse::<f64>().unwrap() * factor,
            digit * factor,
        ));
    }
    out
}

#[test]
fn an_io500_run_folder_becomes_its_workloads_with_the_summary_as_provenance() {
    let runs = repo().join("tests/fixtures/raw/public/io500/runs");
    let mut checked = 0;
    for run in std::fs::read_dir(&runs).unwrap().map(|e| e.unwrap().path()) {
        let tmp = tempfile::tempdir().unwrap();
        ok(&pix(tmp.path(), &["new", "proj"]));
        let report = tmp.path().join("proj/my-report");
        let o = Command::new(BIN)
            .args([
                "ingest".as_ref(),
                run.as_os_str(),
                "--into".as_ref(),
                report.as_os_str(),
            ])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "{}: {err}", run.display());
        // One benchmark per workload (`ior-easy`, `mdtest-hard`, …), its
        // phases (`-write`, `-read`, `-stat`, `-delete`) as columns.
        let mut workloads: Vec<String> = std::fs::read_dir(&run)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().replace('_', "-"))
            .filter(|n| n.starts_with("ior-") || n.starts_with("mdtest-"))
            .map(|n| n.rsplit_once('-').unwrap().0.to_string())
            .collect();
        workloads.sort();
        workloads.dedup();
        assert!(
            err.contains(&format!("; {} workloads:", workloads.len())),
            "{}: {workloads:?}\n{err}",
            run.display()
        );
        let toml: toml::Table = std::fs::read_to_string(report.join("report.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let benches = toml["benchmark"].as_array().unwrap();
        let summary = std::fs::read_to_string(run.join("result_summary.txt")).unwrap();
        for (phase, want, digit) in io500_results(&summary) {
            let op = match phase.rsplit('-').next().unwrap() {
                "write" if phase.starts_with("mdtest") => "create",
                "delete" => "remove",
                op => op,
            };
            let log = |s: &toml::Value| s["path"].as_str().unwrap().replace('_', "-").starts_with(&phase);
            let Some(b) = benches
                .iter()
                .find(|b| b["sources"].as_array().unwrap().iter().any(log))
            else {
                assert_eq!(phase, "find", "{}: no benchmark holds {phase}", run.display());
                continue;
            };
            // The summary and the configuration are the benchmark's provenance.
            let sources = b["sources"].to_string();
            assert!(sources.contains("result_summary.txt"), "{sources}");
            let params = b["params"].as_table().unwrap();
            assert!(params["IO500 score"].as_str().unwrap().contains("TOTAL"), "{params:?}");
            let csv = std::fs::read_to_string(report.join(b["results"].as_str().unwrap())).unwrap();
            let mut lines = csv.lines();
            let col = lines.next().unwrap().split(',').position(|c| c == op).unwrap();
            let got: f64 = lines.next().unwrap().split(',').nth(col).unwrap().parse().unwrap();
            // IOR's result row rounds to whole MiB/s; IO500 to its last digit.
            assert!(
                (got - want).abs() <= 0.0002 * want + digit / 2.0,
                "{}: {phase} {got} vs IO500's {want}",
                run.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 40, "only {checked} IO500 phases checked");
}

/// Two submissions' summaries (Clemson's, 2018-08-28) state no date: each
/// is its own pair of benchmarks, told apart by its score's TOTAL, never
/// averaged as repeats of one point; the ids are the same whatever the
/// order of the files, the higher TOTAL is compared with the lower, and the
/// report builds with the comparisons.
#[test]
fn io500_summaries_of_two_submissions_become_a_comparison() {
    for names in [["a", "b"], ["b", "a"]] {
        let tmp = tempfile::tempdir().unwrap();
        ok(&pix(tmp.path(), &["new", "proj"]));
        let logs = tmp.path().join("submissions");
        std::fs::create_dir(&logs).unwrap();
        for (sub, name) in ["sub135", "sub149"].iter().zip(names) {
            let src = repo().join(format!(
                "tests/fixtures/raw/public/io500/runs/clemson_ofsdev_2019_{sub}/result_summary.txt"
            ));
            std::fs::copy(src, logs.join(format!("{name}_result_summary.txt"))).unwrap();
        }
        let err = ok(&pix(tmp.path(), &["ingest", "submissions", "--into", "proj/my-report"]));
        assert!(
            err.contains(
                "io500-bandwidth (TOTAL 16.2194), compared with io500-bandwidth-score-12-5103 \
                 (io500-bandwidth (TOTAL 12.5103)), order unknown: the lower score as the reference"
            ),
            "{err}"
        );
        let toml: toml::Table = std::fs::read_to_string(tmp.path().join("proj/my-report/report.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let mut ids: Vec<&str> = (toml["benchmark"].as_array().unwrap().iter())
            .map(|b| b["id"].as_str().unwrap())
            .collect();
        ids.sort();
        assert_eq!(
            ids,
            [
                "io500-bandwidth-score-12-5103",
                "io500-bandwidth-score-16-2194",
                "io500-metadata-score-12-5103",
                "io500-metadata-score-16-2194"
            ]
        );
        let cmps = toml["comparison"].as_array().unwrap();
        assert_eq!(cmps.len(), 2, "{cmps:?}");
        assert_eq!(cmps[0]["id"].as_str(), Some("vs-io500-bandwidth-score-12-5103"));
        assert_eq!(cmps[0]["current"].as_str(), Some("io500-bandwidth-score-16-2194"));
        assert_eq!(cmps[1]["baseline"].as_str(), Some("io500-metadata-score-12-5103"));
        assert_eq!(
            cmps[1]["current_label"].as_str(),
            Some("io500-metadata (TOTAL 16.2194)")
        );
        assert!(
            cmps.iter().all(|c| c["order_unknown"].as_bool() == Some(true)),
            "{cmps:?}"
        );
        let out = tmp.path().join("site");
        let proj = tmp.path().join("proj");
        ok(&pix(&proj, &["build", "--lang", "en", "--out", out.to_str().unwrap()]));
        let page = std::fs::read_to_string(out.join("en/my-report/index.md")).unwrap();
        assert!(
            page.contains("### io500-metadata (TOTAL 16.2194) compared with"),
            "no comparison section"
        );
        assert!(
            page.contains(
                "Nothing in the results tells whether io500-metadata (TOTAL 16.2194) ran before or after \
                 io500-metadata (TOTAL 12.5103)"
            ),
            "the order is not said to be unknown"
        );
    }
}

/// Clemson's two IO500 run folders (2018-08-28, at 16 processes at 11:51
/// and at 64 at 13:49) share no process count, but each ran at one: each
/// workload's later run is compared with the earlier directly, both counts
/// named, in the terminal, the document's sentence, table and figure data,
/// in English and in Chinese; each change is the table's own two values'.
#[test]
fn io500_run_folders_at_two_scales_are_compared_count_against_count() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    for sub in ["sub135", "sub149"] {
        let src = repo().join(format!(
            "tests/fixtures/raw/public/io500/runs/clemson_ofsdev_2019_{sub}"
        ));
        let dst = tmp.path().join("runs").join(sub);
        std::fs::create_dir_all(&dst).unwrap();
        for e in std::fs::read_dir(src).unwrap() {
            let e = e.unwrap();
            std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
        }
    }
    let err = ok(&pix(tmp.path(), &["ingest", "runs", "--into", "proj/my-report"]));
    assert_eq!(err.matches(", 64 processes against 16").count(), 4, "{err}");
    assert!(!err.contains("not compared"), "{err}");
    let toml: toml::Table = std::fs::read_to_string(tmp.path().join("proj/my-report/report.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let cmps = toml["comparison"].as_array().unwrap();
    assert_eq!(cmps.len(), 4, "{cmps:?}");
    assert!(cmps.iter().all(|c| c.get("order_unknown").is_none()), "dated: {cmps:?}");
    let out = tmp.path().join("site");
    let proj = tmp.path().join("proj");
    ok(&pix(
        &proj,
        &["build", "--lang", "en,zh-TW", "--out", out.to_str().unwrap()],
    ));
    let page = std::fs::read_to_string(out.join("en/my-report/index.md")).unwrap();
    assert!(
        page.contains(
            "All of ior-easy 2018-08-28 13:49 was measured at 64 threads and all of \
             ior-easy 2018-08-28 11:51 at 16 threads: with one scale each, they are compared directly, 64 against 16"
        ),
        "no sentence naming both counts"
    );
    // Each operation's one change, not a "largest gain at 64 threads".
    assert!(
        page.contains("Write: ior-easy 2018-08-28 13:49 is "),
        "no per-operation sentence"
    );
    assert!(!page.contains(" most at "), "a largest change of one change");
    // Each comparison table's row: both counts, and per operation the
    // baseline, the current value and their change, which agrees with the
    // two values as far as their printed digits tell.
    let number = |c: &str| {
        let t = c.trim().replace([',', '%'], "").replace('\u{2212}', "-");
        let half = 0.5 / 10f64.powi(t.split_once('.').map_or(0, |(_, d)| d.len() as i32));
        (t.parse::<f64>().unwrap(), half / t.parse::<f64>().unwrap().abs())
    };
    let rows: Vec<&str> = page.lines().filter(|l| l.starts_with("| 64 against 16 |")).collect();
    assert_eq!(rows.len(), 4, "one row per comparison table");
    for row in rows {
        let cells: Vec<&str> = row.trim_matches('|').split('|').skip(1).collect();
        for op in cells.chunks(3) {
            let ((base, eb), (cur, ec), (change, _)) = (number(op[0]), number(op[1]), number(op[2]));
            let slack = 100.0 * cur / base * (eb + ec) + 0.05;
            assert!((100.0 * (cur / base - 1.0) - change).abs() <= slack, "{row}");
        }
    }
    let data =
        std::fs::read_to_string(out.join("en/my-report/figures/vs-ior-easy-2018-08-28-1151-overlay.csv")).unwrap();
    assert!(data.starts_with("threads,side,baseline_threads,"), "{data}");
    assert!(data.lines().any(|l| l.starts_with("64,baseline,16,write,")), "{data}");
    // The change figure's hover text names both counts too.
    let svg = std::fs::read_to_string(out.join("en/my-report/figures/vs-ior-easy-2018-08-28-1151-change.svg")).unwrap();
    assert!(svg.contains("<title>Write, 64 against 16 threads: "), "{svg}");
    let zh = std::fs::read_to_string(out.join("zh-TW/my-report/index.md")).unwrap();
    assert!(zh.contains("因此直接以 64 對 16 比較"), "no zh-TW sentence");
    assert_eq!(zh.lines().filter(|l| l.starts_with("| 64 對 16 |")).count(), 4);
}

/// One submission's `result.txt` and `result_summary.txt` (Core42's, 2025)
/// print one score: one submission, not two to compare.
#[test]
fn two_summaries_of_one_submission_are_one() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let logs = tmp.path().join("submissions");
    std::fs::create_dir(&logs).unwrap();
    for f in ["result.txt", "result_summary.txt"] {
        let src = repo().join(format!("tests/fixtures/raw/public/io500/io500_2025_core42_maximus_{f}"));
        std::fs::copy(src, logs.join(f)).unwrap();
    }
    let err = ok(&pix(tmp.path(), &["ingest", "submissions", "--into", "proj/my-report"]));
    assert!(err.contains("; 2 workloads:"), "{err}");
    let toml: toml::Table = std::fs::read_to_string(tmp.path().join("proj/my-report/report.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let ids: Vec<&str> = (toml["benchmark"].as_array().unwrap().iter())
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["io500-bandwidth", "io500-metadata"]);
    assert!(toml.get("comparison").is_none());
}

/// An IO500 summary on its own (a collection of submissions has no run
/// folders) is two benchmarks, as the score has two parts: the bandwidth
/// phases in GiB/s and the metadata phases in kIOPS, each with the score.
#[test]
fn an_io500_summary_alone_is_its_bandwidth_and_metadata_phases() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let logs = tmp.path().join("submissions");
    std::fs::create_dir(&logs).unwrap();
    let src = repo().join("tests/fixtures/raw/public/io500/io500_2021_dkrz_mistral_result_summary.txt");
    std::fs::copy(src, logs.join("result_summary.txt")).unwrap();
    let err = ok(&pix(tmp.path(), &["ingest", "submissions", "--into", "proj/my-report"]));
    assert!(err.contains("does not state the process count"), "{err}");
    let toml: toml::Table = std::fs::read_to_string(tmp.path().join("proj/my-report/report.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let benches = toml["benchmark"].as_array().unwrap();
    let ids: Vec<&str> = benches.iter().map(|b| b["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["io500-bandwidth", "io500-metadata"]);
    for b in benches {
        let score = b["params"]["IO500 score"].as_str().unwrap();
        assert!(score.ends_with("TOTAL 5.219629"), "{score}");
        assert_eq!(b["params"]["IO500"].as_str(), Some("io500-isc21 (standard)"));
    }
    let csv = |id: &str| std::fs::read_to_string(tmp.path().join(format!("proj/my-report/results/{id}.csv"))).unwrap();
    // 20.560488 GiB/s in the table's MiB/s; 13.679607 kIOPS in op/s.
    assert!(
        csv("io500-bandwidth").contains("1,1,21053.939712,"),
        "{}",
        csv("io500-bandwidth")
    );
    assert!(
        csv("io500-metadata").contains("1,1,13679.607,"),
        "{}",
        csv("io500-metadata")
    );
}

/// `--split-by` and `--join-across` name parameters as ingest prints them;
/// one that no log states is refused with the ones they do, and `--help`
/// gives each a line.
#[test]
fn split_and_join_options_name_parameters_the_logs_state() {
    let tmp = tempfile::tempdir().unwrap();
    let log = repo().join("tests/fixtures/raw/ior/4.1.0+dev/ior_shared_np4.txt");
    let log = log.to_str().unwrap();
    for flag in ["--split-by", "--join-across"] {
        let o = pix(tmp.path(), &["ingest", log, flag, "transfersize"]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{err}");
        assert!(
            err.contains(&format!(
                "{flag} transfersize: no log states a parameter 'transfersize'"
            )) && err.contains("transfer_size"),
            "{err}"
        );
    }
    ok(&pix(tmp.path(), &["ingest", log, "--split-by", "transfer_size"]));
    let o = pix(tmp.path(), &["ingest", "--help"]);
    let help = String::from_utf8_lossy(&o.stdout);
    assert!(
        help.contains("--split-by <PARAM>") && help.contains("--join-across <PARAM>"),
        "{help}"
    );
}

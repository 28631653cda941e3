//! What the diff gate cannot judge gets a status and an exit code, never a
//! silent pass (issue 41, "no holes"): missing thread counts, sides with
//! nothing in common, another workload or report, a history that is not
//! one, a latency series an older tool never printed, a figure that cannot
//! be drawn.

use super::harness::{bundled_site, ok, pix, repo, Project};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

struct Ran {
    code: Option<i32>,
    out: String,
    err: String,
}

fn run(dir: &Path, args: &[&str]) -> Ran {
    let o = pix(dir, args);
    Ran {
        code: o.status.code(),
        out: String::from_utf8_lossy(&o.stdout).into_owned(),
        err: String::from_utf8_lossy(&o.stderr).into_owned(),
    }
}

/// The bundled site's pixstor-2019 record (one value per point).
fn baseline() -> PathBuf {
    bundled_site().out().join("data/pixstor-2019.json")
}

fn base() -> String {
    baseline().display().to_string()
}

/// A folder holding `current.json`: the baseline record changed by `f`.
fn current(f: impl FnOnce(&mut Value)) -> tempfile::TempDir {
    let mut v: Value = serde_json::from_str(&bundled_site().read("data/pixstor-2019.json")).unwrap();
    f(&mut v);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("current.json"), v.to_string()).unwrap();
    dir
}

fn json(dir: &Path, rel: &str) -> Value {
    let p = dir.join(rel);
    serde_json::from_str(&std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))).unwrap()
}

fn triple_threads(series: &mut Value) {
    for p in series["points"].as_array_mut().unwrap() {
        p["threads"] = (p["threads"].as_u64().unwrap() * 3).into();
    }
}

#[test]
fn a_thread_count_the_current_run_lacks_is_missing_and_fails_the_gate() {
    let dir = current(|v| {
        let s = &mut v["benchmarks"][0]["series"];
        // Writes: the job died at the largest scale, 1024 threads.
        s[0]["points"].as_array_mut().unwrap().pop();
        // Reads: one thread count more than the baseline, listed only.
        let mut more = s[1]["points"][10].clone();
        more["threads"] = 2048.into();
        s[1]["points"].as_array_mut().unwrap().push(more);
    });
    let b = base();
    let args = [
        "diff",
        &b,
        "current.json",
        "--summary",
        "--fail-on-regression",
        "--out",
        "d",
    ];
    let r = run(dir.path(), &args);
    assert_eq!(r.code, Some(2), "{}{}", r.out, r.err);
    assert!(
        r.out
            .contains("\n**Missing from the current run:** `seq-n-n/write@1024`\n"),
        "{}",
        r.out
    );
    let d = json(dir.path(), "d/diff.json");
    assert_eq!(d["missing"], json!(["seq-n-n/write@1024"]));
    assert_eq!(d["benchmarks"][0]["series"][1]["only_current"], json!([2048]));
    let r = run(dir.path(), &[&args[..], &["--allow-missing"]].concat());
    assert_eq!(r.code, Some(0), "{}", r.err);
}

#[test]
fn sides_with_no_thread_count_in_common_are_not_comparable() {
    let dir = current(|v| {
        for b in v["benchmarks"].as_array_mut().unwrap() {
            for s in b["series"].as_array_mut().unwrap() {
                triple_threads(s);
            }
        }
    });
    let b = base();
    let r = run(
        dir.path(),
        &["diff", &b, "current.json", "--fail-on-regression", "--out", "d"],
    );
    // `--out` does not change the gate's status. The overlays draw each
    // side's own points (no thread count is shared, so no change is drawn).
    assert_eq!(r.code, Some(3), "{}", r.err);
    assert!(dir.path().join("d/index.html").is_file());
    let overlay = std::fs::read_dir(dir.path().join("d"))
        .unwrap()
        .flatten()
        .flat_map(|e| std::fs::read_dir(e.path()).into_iter().flatten().flatten())
        .find(|e| e.file_name() == "seq-n-n-overlay.svg")
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .expect("the seq-n-n overlay is drawn");
    assert!(
        overlay.contains(", 3 threads: ") && overlay.contains(", 1 thread: "),
        "both sides' points"
    );
    let d = json(dir.path(), "d/diff.json");
    assert_eq!(d["verdict"], "not-comparable");
    let nc = d["not_comparable"].as_array().unwrap();
    assert_eq!(nc.len(), 18, "every series: {nc:?}");
    assert_eq!(
        nc[0],
        json!({"what": "seq-n-n/write", "reason": "no thread count in common (baseline: 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024; current run: 3, 6, 12, 24, 48, 96, 192, 384, 768, 1536, 3072)"})
    );

    // One series alone: not comparable, and its thread counts are missing.
    let dir = current(|v| triple_threads(&mut v["benchmarks"][0]["series"][0]));
    let args = ["diff", &b, "current.json", "--fail-on-regression"];
    let r = run(dir.path(), &[&args[..], &["--summary"]].concat());
    assert_eq!(r.code, Some(2), "{}", r.err);
    assert!(
        r.out
            .contains("\n**Missing from the current run:** `seq-n-n/write@1,2,4,8,16,32,64,128,256,512,1024`\n"),
        "{}",
        r.out
    );
    assert!(
        r.err.contains("warning: seq-n-n/write: not comparable, no thread count in common (baseline: 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024; current run: 3, 6, 12, 24, 48, 96, 192, 384, 768, 1536, 3072)\n"),
        "{}",
        r.err
    );
    let r = run(dir.path(), &[&args[..], &["--allow-missing"]].concat());
    assert_eq!(r.code, Some(0), "{}", r.err);
}

#[test]
fn history_must_hold_report_json_files_and_says_how_many_it_used() {
    let tmp = tempfile::tempdir().unwrap();
    let b = base();
    std::fs::create_dir(tmp.path().join("empty")).unwrap();
    let r = run(tmp.path(), &["diff", &b, &b, "--history", "empty"]);
    assert_eq!(r.code, Some(1));
    assert_eq!(
        r.err,
        "error: no report.json files in empty: a history is a folder of report.json files such as a \
         published site's data/history/REPORT/\n"
    );
    let project = bundled_site().data().display().to_string();
    let r = run(tmp.path(), &["diff", &b, &b, "--history", &project]);
    assert_eq!(r.code, Some(1));
    assert!(
        r.err
            .starts_with(&format!("error: no report.json files in {project}: ")),
        "{}",
        r.err
    );
    // Each earlier run is the record in other bytes (a copy of the
    // baseline's bytes would be skipped as the baseline).
    let record: Value = serde_json::from_str(&bundled_site().read("data/pixstor-2019.json")).unwrap();
    for (folder, runs) in [("h1", 1), ("h2", 2)] {
        std::fs::create_dir(tmp.path().join(folder)).unwrap();
        for i in 0..runs {
            std::fs::write(tmp.path().join(format!("{folder}/2026-0{i}.json")), record.to_string()).unwrap();
        }
    }
    let r = run(tmp.path(), &["diff", &b, &b, "--history", "h1"]);
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert_eq!(
        r.err,
        "history: 1 run from h1\nwarning: the history holds 1 earlier run besides the baseline: it is used \
         for the trend, but run-to-run noise needs at least two earlier runs\n"
    );
    let r = run(tmp.path(), &["diff", &b, &b, "--history", "h2"]);
    assert_eq!((r.code, r.err.as_str()), (Some(0), "history: 2 runs from h2\n"));
    // Several paths after one flag, as a shell glob gives them, and the
    // flag repeated: the same runs either way.
    let (h0, h1) = ("h2/2026-00.json", "h2/2026-01.json");
    let r = run(tmp.path(), &["diff", &b, &b, "--history", h0, h1]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (Some(0), "history: 2 runs from h2/2026-00.json, h2/2026-01.json\n")
    );
    let r = run(tmp.path(), &["diff", &b, &b, "--history", h0, "--history", h1]);
    assert_eq!(
        (r.code, r.err.as_str()),
        (Some(0), "history: 2 runs from h2/2026-00.json, h2/2026-01.json\n")
    );
    // Before the sides it takes them too: a usage error whose usage line
    // puts them first.
    let r = run(tmp.path(), &["diff", "--history", h0, &b, &b]);
    assert_eq!(r.code, Some(64), "{}", r.err);
    assert!(
        r.err
            .contains("\nUsage: pixreport diff <BASELINE> <CURRENT> [OPTIONS] [--history <PATH>...]\n"),
        "{}",
        r.err
    );
}

/// IOzone auto mode with its cells renamed so that they are no longer a
/// grid (`write-fs1048576-r4096`): 270 one-point series whose legend leaves
/// the comparison figure no room. The diff still writes its document and
/// diff.json, and exits with the gate's status.
#[test]
fn a_figure_that_cannot_be_drawn_never_changes_the_exit_status() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    std::fs::create_dir_all(proj.join("logs")).unwrap();
    let log = "iozone_auto_a_n1M_g16M_i0i1i2.txt";
    std::fs::copy(
        repo().join("tests/fixtures/raw/iozone/3.465/variants").join(log),
        proj.join("logs").join(log),
    )
    .unwrap();
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    ok(&pix(&proj, &["build", "--lang", "en", "--out", "out"]));
    let built = std::fs::read_to_string(proj.join("out/data/my-report.json")).unwrap();
    std::fs::write(proj.join("cells.json"), built.replace("-rs", "-r")).unwrap();
    let r = run(
        &proj,
        &["diff", "cells.json", "cells.json", "--fail-on-regression", "--out", "d"],
    );
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert!(
        r.err.contains("warning: figure `iozone-auto-overlay.svg` of `my-report` not drawn (the legend and labels leave too little room for the plot"),
        "{}",
        r.err
    );
    assert_eq!(json(&proj, "d/diff.json")["verdict"], "inconclusive");
    let md = std::fs::read_to_string(proj.join("d/index.md")).unwrap();
    assert!(!md.contains("iozone-auto-overlay.svg"), "{md}");
}

#[test]
fn another_tool_or_kind_is_not_compared_and_other_commands_are_flagged() {
    let iozone_i0 = "./iozone -i0 -c -e -w -r 4M -s 128G -t $Threads -+n -+m ./threadlist";
    let dir = current(|v| {
        let bs = &mut v["benchmarks"];
        bs[0]["commands"][0] = iozone_i0.into();
        bs[1]["tool"] = "mdtest".into();
        // Where the tool is installed is not the workload.
        bs[2]["commands"][0] =
            "/opt/iozone-3.490/bin/iozone -i2 -c -O -w -r 4K -s 32G -t $Threads -+n -+m ./threadlist".into();
    });
    let b = base();
    let r = run(
        dir.path(),
        &["diff", &b, "current.json", "--fail-on-regression", "--out", "d"],
    );
    assert_eq!(r.code, Some(0), "{}", r.err);
    let d = json(dir.path(), "d/diff.json");
    assert_eq!(
        d["not_comparable"],
        json!([{"what": "seq-n-1", "reason": "another tool: IOR in the baseline, mdtest in the current run"}])
    );
    assert_eq!(d["missing"], json!([]));
    let ids: Vec<&str> = (d["benchmarks"].as_array().unwrap().iter())
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["seq-n-n", "random", "mdtest-empty", "mdtest-4k", "mdtest-3k"]);
    let was = "iozone -i0 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist ; \
               iozone -i1 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist";
    let now = "iozone -i0 -c -e -w -r 4M -s 128G -t $Threads -+n -+m ./threadlist ; \
               iozone -i1 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist";
    assert_eq!(
        d["benchmarks"][0]["workload_differs"],
        json!([{"what": "commands", "baseline": was, "current": now}])
    );
    assert_eq!(d["benchmarks"][1].get("workload_differs"), None);
    assert!(
        r.err.contains(&format!(
            "warning: seq-n-n: the sides ran different commands (baseline: `{was}`; current run: `{now}`); compared all the same\n"
        )),
        "{}",
        r.err
    );
    assert!(
        r.err.contains(
            "warning: seq-n-1: not comparable, another tool: IOR in the baseline, mdtest in the current run\n"
        ),
        "{}",
        r.err
    );
    // Nothing else comparable: exit 3.
    let dir = current(|v| {
        for b in v["benchmarks"].as_array_mut().unwrap() {
            b["kind"] = "other".into();
        }
    });
    let r = run(dir.path(), &["diff", &b, "current.json", "--fail-on-regression"]);
    assert_eq!(r.code, Some(3), "{}", r.err);
    assert!(
        r.err.contains("warning: mdtest-3k: not comparable, another kind of benchmark: metadata in the baseline, other in the current run\n")
            && r.err.ends_with("error: --fail-on-regression: the two sides have nothing comparable\n"),
        "{}",
        r.err
    );
}

/// IOR prints latency from 3.3 on: a 3.3.0 baseline has a latency series
/// (`ior-shared-1m-mean`) that a 3.2.1 run cannot have.
#[test]
fn a_latency_series_an_older_tool_never_printed_is_not_missing() {
    let tmp = tempfile::tempdir().unwrap();
    for (proj, version) in [("old", "3.3.0"), ("new", "3.2.1")] {
        ok(&pix(tmp.path(), &["new", proj]));
        let log = repo().join(format!("tests/fixtures/raw/ior/{version}/ior_shared_np4.txt"));
        ok(&pix(
            &tmp.path().join(proj),
            &["ingest", &log.display().to_string(), "--into", "my-report"],
        ));
    }
    let r = run(
        tmp.path(),
        &[
            "diff",
            "old/my-report",
            "new/my-report",
            "--fail-on-regression",
            "--out",
            "d",
        ],
    );
    assert_eq!(r.code, Some(0), "{}", r.err);
    assert_eq!(
        r.err,
        "warning: ior-shared-1m-mean: not produced by IOR 3.2.1 (the baseline's IOR 3.3.0 produced it); \
         not counted as missing\n"
    );
    let d = json(tmp.path(), "d/diff.json");
    assert_eq!(d["missing"], json!([]));
    assert_eq!(
        d["not_produced"],
        json!([{"what": "ior-shared-1m-mean", "tool": "IOR", "version": "3.2.1", "baseline_version": "3.3.0"}])
    );
}

#[test]
fn a_baseline_of_another_report_exits_3_however_the_sides_are_given() {
    let other = Project::bundled(&["small-vm-measured"]);
    let pixstor = Project::bundled(&["pixstor-2019"]);
    let (b, site) = (base(), bundled_site().out().display().to_string());
    let pixstor_data = pixstor.data().display().to_string();
    let small_json = bundled_site()
        .out()
        .join("data/small-vm-measured.json")
        .display()
        .to_string();
    let cases: [&[&str]; 4] = [
        // A report.json against a project without that report.
        &["diff", &b, "data"],
        // Two folders and --report that only the baseline has.
        &["diff", &site, "data", "--report", "pixstor-2019"],
        // One report's folder against a project without it.
        &["diff", "data/small-vm-measured", &pixstor_data],
        // Two report.json files of two reports.
        &["diff", &b, &small_json],
    ];
    for args in cases {
        let r = run(other.dir.path(), &[args, &["--fail-on-regression"]].concat());
        assert_eq!(r.code, Some(3), "{args:?}: {}", r.err);
        assert!(r.err.contains("different reports"), "{args:?}: {}", r.err);
    }
    let r = run(other.dir.path(), &["diff", &b, "data", "--fail-on-regression"]);
    assert_eq!(
        r.err,
        format!(
            "error: data: has no report `pixstor-2019` (it has: small-vm-measured), but {b} is report \
             `pixstor-2019`: the two sides are different reports and cannot be compared\n"
        )
    );
    // Without the gate it is an error; a report neither side has is a typo.
    assert_eq!(run(other.dir.path(), &["diff", &b, "data"]).code, Some(1));
    let r = run(
        other.dir.path(),
        &["diff", &site, "data", "--report", "nope", "--fail-on-regression"],
    );
    assert_eq!(r.code, Some(1), "{}", r.err);
}

#[test]
fn diff_lang_is_checked_by_the_command_line_and_threshold_says_what_it_does() {
    let tmp = tempfile::tempdir().unwrap();
    let b = base();
    let r = run(tmp.path(), &["diff", &b, &b, "--lang", "xx"]);
    assert_eq!(r.code, Some(64), "{}", r.err);
    assert!(
        r.err
            .starts_with("error: invalid value 'xx' for '--lang <LANG>': unknown language `xx`"),
        "{}",
        r.err
    );
    let help = run(tmp.path(), &["diff", "--help"])
        .out
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        help.contains(
            "Tolerance in percent: a change smaller than this is not a finding, at every point, however it is \
             tested (report.toml's diff_threshold wins)"
        ) && help.contains("3 with --fail-on-regression: the two sides cannot be compared"),
        "{help}"
    );
}

#[test]
fn report_toml_declares_noise_per_operation_and_noisy_operations() {
    let p = Project::bundled(&["small-vm-measured"]);
    p.edit("small-vm-measured/report.toml", |s| {
        s.replacen(
            "id = \"seq-1m\"\n",
            "id = \"seq-1m\"\nnoise_cv = 0.02\nnoisy = [\"read\"]\nnoise = { write = { cv = 0.10, floor = 50.0 } }\n",
            1,
        )
    });
    let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let record: Value = serde_json::from_str(&p.read("data/small-vm-measured.json")).unwrap();
    let seq = record["benchmarks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == "seq-1m")
        .unwrap();
    assert_eq!(seq["noise_cv"], json!(0.02));
    assert_eq!(seq["noisy"], json!(["read"]));
    assert_eq!(seq["noise"], json!({"write": {"cv": 0.1, "floor": 50.0}}));
    // A name that is no operation of the benchmark is refused, naming it.
    p.edit("small-vm-measured/report.toml", |s| {
        s.replace("noisy = [\"read\"]", "noisy = [\"raed\"]")
    });
    let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(
        err.contains("noisy: no operation `raed` in this benchmark (it has: read, write)"),
        "{err}"
    );
}

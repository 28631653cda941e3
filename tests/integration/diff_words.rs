//! What a diff says (issue 41): an untested change beyond the tolerance is
//! named with its operation, thread counts and size; a tested series with
//! no finding says how much noise it was tested against; an operation that
//! changed as a whole is said once, with its extent; latency that rose is
//! worse. In every language.

use super::harness::{bundled_site, ok, pix, repo, Project};

/// Multiplies the reads of the bundled PixStor 2019 `seq-n-n` series at
/// `threads` and above by `factor`.
fn scale_reads_from(p: &Project, threads: u32, factor: f64) {
    p.edit("pixstor-2019/results/seq-n-n.csv", |s| {
        let mut out = vec![s.lines().next().unwrap().to_string()];
        for l in s.lines().skip(1) {
            let f: Vec<&str> = l.split(',').collect();
            let read: f64 = f[2].parse().unwrap();
            let read = if f[0].parse::<u32>().unwrap() >= threads {
                read * factor
            } else {
                read
            };
            out.push(format!("{},{},{read:.4}", f[0], f[1]));
        }
        out.join("\n") + "\n"
    });
}

/// The bundled report built as it is (one value per point, no noise), then
/// its reads cut by `factor` from `threads` on.
fn built_then_reads_scaled(noise: bool, threads: u32, factor: f64) -> Project {
    let p = Project::bundled(&["pixstor-2019"]);
    if noise {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replace("[[benchmark]]\n", "[[benchmark]]\nnoise_cv = 0.02\n")
        });
    }
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    scale_reads_from(&p, threads, factor);
    p
}

fn diff(p: &Project, extra: &[&str]) -> (Option<i32>, String) {
    let mut args = vec!["diff", "output/data/pixstor-2019.json", "data"];
    args.extend(extra);
    let o = p.run(&args);
    (o.status.code(), String::from_utf8_lossy(&o.stdout).into_owned())
}

#[test]
fn a_read_drop_with_one_value_per_point_is_an_unconfirmed_change_the_summary_names() {
    let p = built_then_reads_scaled(false, 256, 0.9);
    let (code, summary) = diff(&p, &["--summary", "--fail-on-regression"]);
    assert_eq!(code, Some(0), "{summary}");
    assert_eq!(
        summary,
        "### pixstor-2019: current run against the baseline\n\n\
         Verdict: **inconclusive (some points not tested)**; 0 regressed, 0 improved, \
         3 unconfirmed (not tested), 0 with no significant change; 182 could not be tested.\n\n\
         **Unconfirmed changes (not tested)**\n\n\
         - `seq-n-n` Read at 256, 512, and 1024 threads: up to −10% (possible regression)\n\n\
         **File-system usage**\n\n\
         File-system usage is the same on both sides: the same totals, users and filesets.\n"
    );
    let (code, _) = diff(&p, &["--summary", "--fail-on-unconfirmed"]);
    assert_eq!(code, Some(2));
    let (_, plain) = diff(&p, &[]);
    let reads = plain.lines().find(|l| l.starts_with("  seq-n-n: Reads")).unwrap();
    assert_eq!(
        reads,
        "  seq-n-n: Reads fell by up to 10% at 256, 512, and 1024 threads, beyond the 5% tolerance, \
         but this could not be confirmed: there is no estimate of the noise between runs. \
         If it is real, it is a regression. Reads: 8 of 11 points could not be tested \
         (no estimate of the noise between runs: give --history or declare noise_cv). \
         The sustained level went from 20.5 to 18.4\u{a0}GB/s (−10%). Scaling got worse at high thread \
         counts: from 32 threads on the change averages −5%, against 0% below."
    );
    assert!(plain.contains(
        "Unconfirmed changes (not tested):\n  seq-n-n Read at 256, 512, and 1024 threads: up to −10% (possible regression)\n"
    ));
    assert!(!plain.contains("unchanged"), "{plain}");
    let items: Vec<(&str, &str)> = vec![
        (
            "it",
            "- `seq-n-n` Lettura con 256, 512 e 1024 thread: fino a −10% (possibile peggioramento)",
        ),
        (
            "zh-TW",
            "- `seq-n-n` 讀取，在 256、512 和 1024\u{a0}個執行緒時：最多 −10%（可能退步）",
        ),
        (
            "vi",
            "- `seq-n-n` Đọc ở 256, 512 và 1024 luồng: tới −10% (có thể kém đi)",
        ),
    ];
    for (lang, item) in items {
        let (_, summary) = diff(&p, &["--summary", "--lang", lang]);
        let line = summary.lines().find(|l| l.starts_with("- ")).unwrap();
        assert_eq!(line, item, "{lang}");
    }
}

#[test]
fn a_tested_series_says_its_noise_and_a_whole_operation_change_is_said_once() {
    let p = built_then_reads_scaled(true, 1, 0.8);
    let (code, plain) = diff(&p, &["--fail-on-regression"]);
    assert_eq!(code, Some(2), "{plain}");
    let seq: Vec<&str> = plain.lines().filter(|l| l.starts_with("  seq-n-n: ")).collect();
    assert_eq!(
        seq,
        [
            "  seq-n-n: Writes: no significant change (within noise ±5.5%).",
            "  seq-n-n: Reads regressed as a whole: median change −20% (95% interval −24.3% … −15.5%), \
             11 of 11 points beyond the 5% tolerance, from 1 to 1024 threads. \
             The peak went from 23 to 18.4\u{a0}GB/s (−20%). The sustained level went from 20.5 to 16.4\u{a0}GB/s (−20%).",
        ]
    );
    let (_, summary) = diff(&p, &["--summary"]);
    let items: Vec<&str> = summary.lines().filter(|l| l.starts_with("- ")).collect();
    assert_eq!(
        items,
        [
            "- `seq-n-n`: Reads regressed as a whole: median change −20% (95% interval −24.3% … −15.5%), \
          11 of 11 points beyond the 5% tolerance, from 1 to 1024 threads."
        ]
    );
    let (_, it) = diff(&p, &["--lang", "it"]);
    assert!(
        it.contains(
            "Le letture sono peggiorate nel complesso: variazione mediana −20% (intervallo al 95%: \
             −24,3% … −15,5%), 11 punti su 11 oltre la tolleranza del 5%, da 1 a 1024 thread."
        ),
        "{it}"
    );
}

#[test]
fn latency_that_rose_without_a_noise_estimate_is_a_possible_regression() {
    let p = Project::bundled(&["vm-latency-sweep"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    p.edit("vm-latency-sweep/results/fio-randread-4k-latency.csv", |s| {
        let mut out = vec![s.lines().next().unwrap().to_string()];
        for l in s.lines().skip(1) {
            let mut f: Vec<String> = l.split(',').map(str::to_string).collect();
            if f[2] == "1" {
                for v in &mut f[5..] {
                    *v = format!("{:.6}", v.parse::<f64>().unwrap() * 1.2);
                }
            }
            out.push(f.join(","));
        }
        out.join("\n") + "\n"
    });
    let o = p.run(&["diff", "output/data/vm-latency-sweep.json", "data", "--summary"]);
    let summary = String::from_utf8_lossy(&o.stdout);
    let items: Vec<&str> = summary.lines().filter(|l| l.starts_with("- ")).collect();
    assert_eq!(
        items,
        ["- `fio-randread-4k-p99` Read, iodepth 1 at 1, 2, and 4 threads: up to +20% (possible regression)"]
    );
    let o = p.run(&["diff", "output/data/vm-latency-sweep.json", "data"]);
    let plain = String::from_utf8_lossy(&o.stdout);
    assert!(
        plain.contains(
            "fio-randread-4k-p99: Reads at queue depth 1 rose by up to 20% at 1, 2, and 4 threads, \
             beyond the 5% tolerance, but this could not be confirmed: there is no estimate of the \
             noise between runs. If it is real, it is a regression."
        ),
        "{plain}"
    );
}

/// An IOzone auto-mode grid whose writes all fell 20 %: one finding for
/// the operation with the file and record sizes it spans, never a list of
/// its 45 cells.
#[test]
fn a_grid_operation_that_fell_is_one_finding_with_its_sizes() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    std::fs::create_dir_all(proj.join("logs")).unwrap();
    let log = "iozone_auto_a_n1M_g16M_i0i1i2.txt";
    let raw = repo().join("tests/fixtures/raw/iozone/3.465/variants").join(log);
    std::fs::copy(raw, proj.join("logs").join(log)).unwrap();
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    let toml = proj.join("my-report/report.toml");
    let text = std::fs::read_to_string(&toml).unwrap();
    std::fs::write(
        &toml,
        text.replace("[[benchmark]]\n", "[[benchmark]]\nnoise_cv = 0.02\n"),
    )
    .unwrap();
    ok(&pix(&proj, &["build", "--lang", "en", "--out", "out"]));
    let csv = proj.join("my-report/results/iozone-auto.csv");
    let text = std::fs::read_to_string(&csv).unwrap();
    let (head, row) = text.trim_end().split_once('\n').unwrap();
    let row: Vec<String> = (head.split(',').zip(row.split(',')))
        .map(|(h, v)| {
            if h.starts_with("write-fs") {
                format!("{:.6}", v.parse::<f64>().unwrap() * 0.8)
            } else {
                v.to_string()
            }
        })
        .collect();
    std::fs::write(&csv, format!("{head}\n{}\n", row.join(","))).unwrap();
    let o = pix(&proj, &["diff", "out/data/my-report.json", "my-report", "--summary"]);
    let summary = String::from_utf8_lossy(&o.stdout);
    let items: Vec<&str> = summary.lines().filter(|l| l.starts_with("- ")).collect();
    assert_eq!(
        items,
        ["- `iozone-auto`: Writes regressed as a whole: median change −20% (95% interval −24.3% … −15.5%), \
          45 of 45 points beyond the 5% tolerance, file size 1\u{a0}MiB to 16\u{a0}MiB and record size 4\u{a0}KiB to 1\u{a0}MiB."]
    );
    let o = pix(&proj, &["diff", "out/data/my-report.json", "my-report"]);
    let plain = String::from_utf8_lossy(&o.stdout);
    assert_eq!(plain.lines().filter(|l| l.contains("Writes")).count(), 1, "{plain}");
    assert!(!plain.contains("write-fs"), "no cell is listed: {plain}");
}

/// What was not judged reaches the pull-request summary: a benchmark run
/// with another tool, one run with another command line, and (older IOR)
/// a latency series the current tool version does not produce.
#[test]
fn the_summary_names_what_was_not_compared_not_produced_or_ran_another_workload() {
    let mut v: serde_json::Value = serde_json::from_str(&bundled_site().read("data/pixstor-2019.json")).unwrap();
    v["benchmarks"][0]["commands"][0] = "./iozone -i0 -c -e -w -r 4M -s 128G -t 8 -+n -+m ./threadlist".into();
    v["benchmarks"][1]["tool"] = "mdtest".into();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("current.json"), v.to_string()).unwrap();
    let base = bundled_site().out().join("data/pixstor-2019.json");
    let o = pix(
        dir.path(),
        &["diff", &base.display().to_string(), "current.json", "--summary"],
    );
    let summary = String::from_utf8_lossy(&o.stdout);
    let was = "iozone -i0 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist ; \
               iozone -i1 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist";
    let now = "iozone -i0 -c -e -w -r 4M -s 128G -t 8 -+n -+m ./threadlist ; \
               iozone -i1 -c -e -w -r 8M -s 128G -t $Threads -+n -+m ./threadlist";
    let paragraphs: Vec<&str> = summary.split("\n\n").skip(2).take(2).collect();
    assert_eq!(
        paragraphs,
        [
            "Not compared, not the same workload: `seq-n-1` (another tool or kind of benchmark).".to_string(),
            format!(
                "`seq-n-n` ran another workload — command lines: `{was}` in the baseline, `{now}` in the current \
                 run. It is compared all the same; read its changes with care."
            ),
        ]
    );
    let tmp = tempfile::tempdir().unwrap();
    for (proj, version) in [("old", "3.3.0"), ("new", "3.2.1")] {
        ok(&pix(tmp.path(), &["new", proj]));
        let log = repo().join(format!("tests/fixtures/raw/ior/{version}/ior_shared_np4.txt"));
        let log = log.display().to_string();
        ok(&pix(&tmp.path().join(proj), &["ingest", &log, "--into", "my-report"]));
    }
    let o = pix(tmp.path(), &["diff", "old/my-report", "new/my-report", "--summary"]);
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "### my-report: current run against the baseline\n\n\
         Verdict: **inconclusive (some points not tested)**; 0 regressed, 0 improved, \
         2 unconfirmed (not tested), 0 with no significant change.\n\n\
         Not produced by the current run's tool version, so not counted as missing: \
         `ior-shared-1m-mean` (IOR 3.2.1; the baseline's 3.3.0 produced it).\n\n\
         **Unconfirmed changes (not tested)**\n\n\
         - `ior-shared-1m` Read at 4 threads: +60.2% (possible improvement)\n\
         - `ior-shared-1m` Write at 4 threads: −6.5% (possible regression)\n"
    );
}

//! `build --history DIR` (issue 11 item 3): a report with earlier published
//! runs in `DIR/<report>/*.json` gets a "Run history" section with one trend
//! figure per series (peak and sustained over the runs, lasting shifts
//! ringed), in every language. The runs are made the way a site gets them:
//! building the scaffold's report with altered results and keeping each
//! `data/<report>.json`.

use super::harness::{machine_csv, BIN};
use std::path::Path;
use std::process::{Command, Output};

const CSV: &str = "threads,write,read\n1,1.1,1.3\n2,2.1,2.5\n4,3.9,4.6\n8,6.2,7.4\n16,7.0,8.1\n32,7.1,8.0\n";

fn pix(dir: &Path, args: &[&str]) -> Output {
    let o = Command::new(BIN).current_dir(dir).args(args).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    o
}

/// The scaffold's results with every read value scaled by `read`.
fn results(read: f64) -> String {
    let mut out = String::new();
    for (i, line) in CSV.lines().enumerate() {
        let f: Vec<&str> = line.split(',').collect();
        if i == 0 {
            out.push_str(line);
        } else {
            let r: f64 = f[2].parse().unwrap();
            out.push_str(&format!("{},{},{:.3}", f[0], f[1], r * read));
        }
        out.push('\n');
    }
    out
}

/// A new project whose runs, one per read level, are kept as
/// `hist/my-report/run-<i>.json`; the project is left at `now`.
fn project_with_history(levels: &[f64], now: f64) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    pix(tmp.path(), &["new", "proj"]);
    let proj = tmp.path().join("proj");
    let csv = proj.join("my-report/results/example.csv");
    let hist = tmp.path().join("hist/my-report");
    std::fs::create_dir_all(&hist).unwrap();
    for (i, level) in levels.iter().enumerate() {
        std::fs::write(&csv, results(*level)).unwrap();
        pix(&proj, &["build", "--lang", "en", "--out", "run-out"]);
        std::fs::copy(
            proj.join("run-out/data/my-report.json"),
            hist.join(format!("run-{i}.json")),
        )
        .unwrap();
    }
    std::fs::write(&csv, results(now)).unwrap();
    tmp
}

#[test]
fn three_published_runs_give_a_run_history_in_every_language() {
    let tmp = project_with_history(&[1.0, 1.02, 0.99], 1.01);
    let proj = tmp.path().join("proj");
    let hist = tmp.path().join("hist");
    pix(&proj, &["build", "--lang", "all", "--history", hist.to_str().unwrap()]);
    let en = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    assert!(en.contains("## Run history {#history}"), "{en}");
    assert!(en.contains("published 3 times before this build"), "{en}");
    assert!(en.contains("No series changed lastingly"), "{en}");
    // One figure per series, its data table: three runs and this build,
    // peak and sustained of each (read: peak 8.1 and sustained 8.0, × level).
    for op in ["write", "read"] {
        let svg = proj.join(format!("output/en/my-report/figures/history-example-{op}.svg"));
        let svg = std::fs::read_to_string(&svg).unwrap();
        assert!(svg.contains("Peak") && svg.contains("Sustained"), "{op}");
        assert!(svg.contains("This build") && svg.contains("run-0"), "{op}");
        // Each run's point names its value, as the page's label shows it.
        let page = std::fs::read_to_string(proj.join("output/en/my-report/index.html")).unwrap();
        let peak0 = en_row(&proj, op);
        assert!(page.contains(&format!("<title>Peak, run-0: {peak0}")), "{op}: {peak0}");
        // Its CSV: the same bytes in every language, the runs by their names.
        let csv = |lang: &str| {
            let f = proj.join(format!("output/{lang}/my-report/figures/history-example-{op}.csv"));
            std::fs::read_to_string(f).unwrap()
        };
        let en = csv("en");
        assert_eq!(machine_csv(op, &en), Ok(8), "{en}");
        assert!(
            en.contains("\r\nthis_build,") && en.contains(&format!("\r\nrun-0,{op},peak,")),
            "{en}"
        );
        assert!(
            ["it", "zh-TW", "vi"].iter().all(|l| csv(l) == en),
            "{op}: one CSV in every language"
        );
    }
    for row in [
        "\nrun-0 | 8.1 | 8\n",
        "\nrun-1 | 8.26 | 8.16\n",
        "\nrun-2 | 8.02 | 7.92\n",
        "\nThis build | 8.18 | 8.08\n",
    ] {
        assert!(en.contains(row), "missing `{row}` in\n{en}");
    }
    for (lang, heading) in [
        ("it", "## Storico delle esecuzioni"),
        ("zh-TW", "## 執行歷史"),
        ("vi", "## Lịch sử các lần chạy"),
    ] {
        let doc = std::fs::read_to_string(proj.join(format!("output/{lang}/my-report/index.md"))).unwrap();
        assert!(doc.contains(heading), "{lang}");
    }
    // Without --history the page has no such section.
    pix(&proj, &["build", "--lang", "en", "--out", "plain"]);
    let plain = std::fs::read_to_string(proj.join("plain/en/my-report/index.md")).unwrap();
    assert!(!plain.contains("{#history}"));
}

#[test]
fn a_lasting_drop_is_ringed_and_named() {
    let tmp = project_with_history(&[1.0, 1.01, 0.99, 0.8, 0.81], 0.79);
    let proj = tmp.path().join("proj");
    let hist = tmp.path().join("hist");
    pix(&proj, &["build", "--lang", "en", "--history", hist.to_str().unwrap()]);
    let en = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    assert!(
        en.contains("Read, peak: from run run-3 on the level moved from"),
        "{en}"
    );
    assert!(en.contains("a regression."), "{en}");
    assert!(!en.contains("Write, peak: from run"), "write did not change: {en}");
    assert!(!en.contains("No series changed lastingly"));
    let svg = std::fs::read_to_string(proj.join("output/en/my-report/figures/history-example-read.svg")).unwrap();
    let write = std::fs::read_to_string(proj.join("output/en/my-report/figures/history-example-write.svg")).unwrap();
    let rings = |s: &str| s.matches("r=\"9\"").count();
    assert!(rings(&svg) > rings(&write), "the change is ringed in the read figure");
}

#[test]
fn a_history_of_another_report_is_refused_with_its_file() {
    let tmp = project_with_history(&[1.0], 1.0);
    let proj = tmp.path().join("proj");
    let f = tmp.path().join("hist/my-report/run-0.json");
    let text = std::fs::read_to_string(&f)
        .unwrap()
        .replace("\"report\": \"my-report\"", "\"report\": \"other\"");
    std::fs::write(&f, text).unwrap();
    let o = Command::new(BIN)
        .current_dir(&proj)
        .args(["build", "--lang", "en", "--history"])
        .arg(tmp.path().join("hist"))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("run-0.json") && err.contains("a history is of one report"),
        "{err}"
    );
    assert!(!proj.join("output").exists(), "nothing written");
}

/// The publishing workflow's notes.txt beside the runs: an accepted change
/// and a run published although its comparison failed are said under the
/// trend, in every language, and a malformed line is refused naming it.
#[test]
fn accepted_and_failed_runs_are_said_on_the_history() {
    let tmp = project_with_history(&[1.0, 0.8, 0.81], 0.8);
    let proj = tmp.path().join("proj");
    let hist = tmp.path().join("hist");
    let notes = hist.join("my-report/notes.txt");
    std::fs::write(
        &notes,
        "run-1\taccepted\tthe new stripe layout trades reads for capacity\nrun-2\tfailed\tregression\nrun-9\taccepted\tnot shown\n",
    )
    .unwrap();
    pix(&proj, &["build", "--lang", "all", "--history", hist.to_str().unwrap()]);
    let en = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    assert!(
        en.contains("Run run-1 was accepted as the new level: the new stripe layout trades reads for capacity."),
        "{en}"
    );
    assert!(en.contains("Run run-2 was published although its comparison with the run before it failed (a regression or a missing series)."), "{en}");
    assert!(
        !en.contains("not shown"),
        "a note of a run not in the history is not said"
    );
    for (lang, word) in [("it", "accettata"), ("zh-TW", "接受"), ("vi", "chấp nhận")] {
        let md = std::fs::read_to_string(proj.join(format!("output/{lang}/my-report/index.md"))).unwrap();
        assert!(
            md.contains(word) && md.contains("the new stripe layout"),
            "{lang}: {md}"
        );
    }
    std::fs::write(&notes, "run-1 accepted with spaces\n").unwrap();
    let o = Command::new(BIN)
        .current_dir(&proj)
        .args(["build", "--lang", "en", "--out", "other", "--history"])
        .arg(&hist)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("notes.txt: line 1: expected"), "{err}");
}

/// The peak of `op` in run-0, as the Markdown's data table writes it.
fn en_row(proj: &Path, op: &str) -> String {
    let md = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    let table = md.split(&format!("history-example-{op}.svg")).nth(1).unwrap();
    let row = table.lines().find(|l| l.starts_with("run-0 | ")).unwrap();
    row.split(" | ").nth(1).unwrap().to_string()
}

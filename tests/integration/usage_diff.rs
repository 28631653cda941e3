//! `pixreport diff` on two usage snapshots: two built reports (or a built
//! report and its project, or two usage CSVs) of one file system say who and
//! which fileset grew, in every language, without touching the verdict or
//! the exit status; two file systems are refused with both files named.

use crate::harness::Project;
use crate::usage_history::{usage_csv, GIB};
use std::process::Output;

/// A usage CSV of `fs` taken on `day`: `gchen` holds `gchen` GiB in the
/// `climate` fileset, `mrossi` 10 GiB in `genomics`; `left` is a user
/// found in this dataset only.
fn dataset(day: &str, fs: &str, gchen: u64, left: Option<&str>) -> String {
    let mut owners = vec![("mrossi", 100, 10 * GIB), ("gchen", 10 + gchen, gchen * GIB)];
    if let Some(l) = left {
        owners.push((l, 5, GIB));
    }
    let extra = u64::from(left.is_some());
    usage_csv(
        &format!("{day}T02:00:00Z"),
        Some(fs),
        &owners,
        &[
            ("climate", 10 + gchen + 5 * extra, (gchen + extra) * GIB),
            ("genomics", 100, 10 * GIB),
        ],
    )
}

/// The bundled analytics report with its usage replaced by a February
/// dataset of `fs1`, built once: `output/data/pixstor-2019.json` is the
/// baseline, copied to `base.json`. The project's usage is then the March
/// dataset of `current_fs`, where `gchen` grew from 6 to 46 GiB and
/// `lbianchi` left.
fn baseline_then_march(current_fs: &str) -> Project {
    let p = Project::bundled(&["pixstor-2019"]);
    let usage = p.data().join("pixstor-2019/usage.csv");
    std::fs::write(&usage, dataset("2024-02-01", "fs1", 6, Some("lbianchi"))).unwrap();
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    std::fs::copy(p.out().join("data/pixstor-2019.json"), p.dir.path().join("base.json")).unwrap();
    std::fs::write(&usage, dataset("2024-03-01", current_fs, 46, None)).unwrap();
    p
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn two_built_reports_name_who_grew_in_every_language() {
    let p = baseline_then_march("fs1");
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let o = p.run(&["diff", "base.json", "output/data/pixstor-2019.json"]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("File-system usage"), "{out}");
    assert!(out.contains("gchen grew the most (+40\u{a0}GiB)"), "{out}");
    assert!(out.contains("“climate” did (+39\u{a0}GiB)"), "{out}");
    // Totals: 17 → 56 GiB is +39 GiB (+229.4%); 121 → 156 files is +35 (+28.9%).
    assert!(
        out.contains("changed by +39\u{a0}GiB (+229.4%)") && out.contains("by +35 (+28.9%)"),
        "{out}"
    );
    assert!(
        out.contains("User lbianchi: capacity −1\u{a0}GiB (gone), files −5 (gone)"),
        "{out}"
    );
    assert!(out.contains("Feb 1, 2024") && out.contains("Mar 1, 2024"), "{out}");
    for (lang, heading, grew, pct) in [
        ("en", "## File-system usage", "gchen grew the most", "666.7"),
        ("it", "## Utilizzo del file system", "è cresciuto di più gchen", "666,7"),
        ("zh-TW", "## 檔案系統使用量", "成長最多的是 gchen", "666.7"),
        ("vi", "## Mức sử dụng hệ thống tệp", "gchen tăng nhiều nhất", "666,7"),
    ] {
        let dir = format!("diff-{lang}");
        let o = p.run(&[
            "diff",
            "base.json",
            "output/data/pixstor-2019.json",
            "--lang",
            lang,
            "--out",
            &dir,
        ]);
        assert!(o.status.success(), "{lang}: {}", text(&o).1);
        let md = std::fs::read_to_string(p.dir.path().join(&dir).join("index.md")).unwrap();
        let sec = &md[md
            .find(heading)
            .unwrap_or_else(|| panic!("{lang}: no usage section\n{md}"))..];
        assert!(sec.contains(grew), "{lang}: the user who grew is named\n{sec}");
        // The growth table: gchen first, +40 GiB, +666.7 % (6 → 46 GiB),
        // +40 files, +250 %.
        let row = sec.lines().find(|l| l.starts_with("| gchen |")).expect("gchen's row");
        assert_eq!(
            row,
            format!("| gchen | +40\u{a0}GiB | +{pct}% | +40 | +250% |"),
            "{lang}"
        );
        let html = std::fs::read_to_string(p.dir.path().join(&dir).join("index.html")).unwrap();
        assert!(html.contains("gchen"), "{lang}: html");
    }
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(p.dir.path().join("diff-en/diff.json")).unwrap()).unwrap();
    let u = &json["usage"];
    assert_eq!(u["owners"][0]["key"], "gchen");
    assert_eq!(u["owners"][0]["after"]["bytes"], 46 * GIB);
    assert_eq!(u["filesets"][0]["key"], "climate");
    assert_eq!(u["filesystem"], "fs1");
    assert_eq!(u["baseline_taken"], "2024-02-01T02:00:00Z");
}

#[test]
fn a_usage_change_alone_never_fails_the_gate() {
    let p = baseline_then_march("fs1");
    // Same benchmarks, usage grew: the gate passes, the summary says who grew.
    let o = p.run(&["diff", "base.json", "data", "--fail-on-regression", "--summary"]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(
        out.contains("**File-system usage**") && out.contains("gchen grew the most"),
        "{out}"
    );
    // Two usage CSVs directly: usage only, no verdict, still exit 0.
    let dir = p.dir.path();
    std::fs::write(dir.join("feb.csv"), dataset("2024-02-01", "fs1", 6, None)).unwrap();
    std::fs::write(dir.join("mar.csv"), dataset("2024-03-01", "fs1", 46, None)).unwrap();
    let o = p.run(&[
        "diff",
        "feb.csv",
        "mar.csv",
        "--fail-on-regression",
        "--out",
        "d",
        "--lang",
        "it",
    ]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}\n{err}");
    assert!(out.starts_with("fs1: utilizzo del file system"), "{out}");
    assert!(!out.contains("Esito complessivo"), "no verdict for usage alone: {out}");
    let md = std::fs::read_to_string(dir.join("d/index.md")).unwrap();
    assert!(
        md.contains("## Utilizzo del file system") && md.contains("| gchen |"),
        "{md}"
    );
    // Swapped CSVs: compared, with a warning.
    let o = p.run(&["diff", "mar.csv", "feb.csv"]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.contains("warning: the baseline's usage (mar.csv"), "{err}");
    assert!(out.contains("wrong order") && out.contains("−40\u{a0}GiB"), "{out}");
    // A CSV against a report is refused, naming the CSV.
    let o = p.run(&["diff", "feb.csv", "base.json"]);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(err.contains("feb.csv: is a usage CSV but base.json is not"), "{err}");
}

#[test]
fn two_file_systems_are_refused_naming_both_files() {
    let p = baseline_then_march("scratch");
    let o = p.run(&["diff", "base.json", "data/pixstor-2019", "--fail-on-regression"]);
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "an error, not a regression: {out}\n{err}");
    for want in [
        "base.json",
        "data/pixstor-2019",
        "`fs1`",
        "`scratch`",
        "different file systems",
    ] {
        assert!(err.contains(want), "{want}: {err}");
    }
}

#[test]
fn an_older_report_json_without_usage_tables_is_compared_with_a_warning() {
    let p = baseline_then_march("fs1");
    let base = p.dir.path().join("base.json");
    let mut record: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&base).unwrap()).unwrap();
    let a = record["analytics"].as_object_mut().unwrap();
    for k in ["taken", "filesystem", "by_owner", "by_fileset"] {
        assert!(a.remove(k).is_some(), "{k} is written by build");
    }
    std::fs::write(&base, serde_json::to_string_pretty(&record).unwrap()).unwrap();
    let o = p.run(&["diff", "base.json", "data"]);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("usage not compared") && err.contains("rebuild it"),
        "{err}"
    );
    assert!(!out.contains("File-system usage"), "{out}");
}

#[test]
fn owners_named_like_formulas_are_quoted_in_the_figure_csvs_and_shown_as_they_are() {
    let p = Project::bundled(&["pixstor-2019"]);
    let csv = usage_csv(
        "2024-03-01T02:00:00Z",
        Some("fs1"),
        &[("\"'=HYPERLINK(\"\"http://x\"\")\"", 10, 4 * GIB), ("'-1", 20, GIB)],
        &[("climate", 30, 5 * GIB)],
    );
    std::fs::write(p.data().join("pixstor-2019/usage.csv"), csv).unwrap();
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let figures = p.out().join("en/pixstor-2019/figures");
    let csvs: Vec<String> = (std::fs::read_dir(&figures).unwrap().map(|e| e.unwrap().path()))
        .filter(|f| f.extension().is_some_and(|x| x == "csv"))
        .map(|f| std::fs::read_to_string(f).unwrap())
        .filter(|t| t.contains("HYPERLINK"))
        .collect();
    assert!(
        !csvs.is_empty(),
        "no figure CSV names the owner in {}",
        figures.display()
    );
    for t in &csvs {
        assert!(t.contains("\r\n\"'=HYPERLINK(\"\"http://x\"\")\","), "{t}");
        assert!(t.contains("\r\n'-1,"), "{t}");
    }
    let md = std::fs::read_to_string(p.out().join("en/pixstor-2019/index.md")).unwrap();
    assert!(
        md.contains("=HYPERLINK(\"http://x\")") && !md.contains("'=HYPERLINK"),
        "{md}"
    );
}

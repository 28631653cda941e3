//! `build --pdf` (feature `pdf`): the white papers are valid PDFs with every
//! font embedded, show the localised title and the same table values as the
//! Markdown, come out byte-identical from two builds, carry a creation date
//! only with SOURCE_DATE_EPOCH (a build with another one is not skipped),
//! and show planted Typst markup as text.
//! Needs qpdf and poppler-utils (pdftotext, pdffonts), as `.ci/run` installs.

// Its own test target (`required-features = ["pdf"]` in Cargo.toml), so CI
// builds only this small crate on top of the release library it already
// built with the feature.

#[allow(dead_code)]
#[path = "integration/harness.rs"]
mod harness;

use harness::{Project, BIN};
use std::path::Path;
use std::process::Command;

fn tool(name: &str, args: &[&str], pdf: &Path) -> String {
    let o = Command::new(name)
        .args(args)
        .arg(pdf)
        .args(if name == "pdftotext" { &["-"][..] } else { &[][..] })
        .output()
        .unwrap_or_else(|e| panic!("{name}: {e} (install qpdf and poppler-utils)"));
    assert!(
        o.status.success(),
        "{name} {}: {}{}",
        pdf.display(),
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// pdftotext's words, joined by single spaces (it breaks lines where the
/// page does).
fn words(pdf: &Path) -> String {
    tool("pdftotext", &["-enc", "UTF-8"], pdf)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

fn assert_fonts_embedded(pdf: &Path) {
    let list = tool("pdffonts", &[], pdf);
    let rows: Vec<&str> = list.lines().skip(2).collect();
    assert!(!rows.is_empty(), "no fonts listed:\n{list}");
    for r in rows {
        // name type encoding emb sub uni object ID: emb is the fourth column from the right end.
        let cols: Vec<&str> = r.split_whitespace().collect();
        let emb = cols.get(cols.len().saturating_sub(5)).copied().unwrap_or("");
        assert_eq!(emb, "yes", "font not embedded in {}: {r}", pdf.display());
    }
}

#[test]
fn italian_white_paper_is_valid_localised_and_deterministic() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "it", "--pdf"]);
    let pdf = p.out().join("it/pixstor-2019/pixstor-2019.pdf");
    let first = std::fs::read(&pdf).unwrap();
    assert!(first.starts_with(b"%PDF-"), "not a PDF");
    tool("qpdf", &["--check"], &pdf);
    assert_fonts_embedded(&pdf);
    let text = words(&pdf);
    assert!(
        text.contains("caratterizzazione delle prestazioni"),
        "title missing: {}",
        &text[..400.min(text.len())]
    );
    // A value of the peak/sustained table, formatted as in the Markdown.
    let md = p.read("it/pixstor-2019/index.md");
    let cell = md
        .lines()
        .filter(|l| l.starts_with('|') && l.contains("GB/s"))
        .flat_map(|l| l.split('|').map(str::trim))
        // A bare number ("16,7"), not a phrase such as the acceptance table's
        // "16,7 GB/s a 16 thread", which the PDF may wrap across lines.
        .find(|c| c.contains(',') && c.chars().all(|ch| ch.is_ascii_digit() || ch == ','))
        .expect("a decimal table cell in the Markdown")
        .to_string();
    assert!(text.contains(&cell), "table value {cell} missing from the PDF text");
    // No creation date without SOURCE_DATE_EPOCH.
    assert!(
        !first.windows(13).any(|w| w == b"/CreationDate"),
        "undated build has a creation date"
    );
    // The page links its PDF.
    assert!(p
        .read("it/pixstor-2019/index.html")
        .contains("href=\"pixstor-2019.pdf\""));
    // Same inputs, same bytes.
    std::fs::remove_dir_all(p.out()).unwrap();
    p.build(&["--lang", "it", "--pdf"]);
    assert!(std::fs::read(&pdf).unwrap() == first, "two builds gave different PDFs");
}

/// Also: a build with nothing changed is skipped, and another
/// SOURCE_DATE_EPOCH is a change.
#[test]
fn source_date_epoch_dates_the_pdf() {
    let p = Project::bundled(&["pixstor-2019"]);
    let undated = || {
        let o = (Command::new(BIN).current_dir(p.dir.path()))
            .env_remove("SOURCE_DATE_EPOCH")
            .args(["build", "--lang", "en", "--pdf"])
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).contains("unchanged since the last build")
    };
    assert!(!undated());
    assert!(undated(), "nothing changed: skipped");
    let o = Command::new(BIN)
        .current_dir(p.dir.path())
        .env("SOURCE_DATE_EPOCH", "1700000000")
        .args(["build", "--lang", "en", "--pdf"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let said = String::from_utf8_lossy(&o.stdout);
    assert!(
        !said.contains("unchanged"),
        "a new SOURCE_DATE_EPOCH was skipped: {said}"
    );
    let pdf = std::fs::read(p.out().join("en/pixstor-2019/pixstor-2019.pdf")).unwrap();
    let has = |s: &[u8]| pdf.windows(s.len()).any(|w| w == s);
    assert!(
        has(b"D:20231114221320") || has(b"2023-11-14T22:13:20"),
        "no creation date from SOURCE_DATE_EPOCH"
    );
    let o = Command::new(BIN)
        .current_dir(p.dir.path())
        .env("SOURCE_DATE_EPOCH", "soon")
        .args(["build", "--lang", "en", "--pdf"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("SOURCE_DATE_EPOCH"));
}

#[test]
fn planted_typst_markup_is_shown_as_text() {
    let p = Project::bundled(&["pixstor-2019"]);
    let planted_title = r"Evil #let x = 1 ] $m$ <l> @r *b* _i_ \ end";
    p.edit("pixstor-2019/report.toml", |s| {
        s.replacen(
            "en = \"Dell EMC Ready Solution for HPC PixStor Storage: performance characterisation\"",
            &format!("en = \"{}\"", planted_title.replace('\\', "\\\\")),
            1,
        )
    });
    p.edit("pixstor-2019/text/en/introduction.md", |s| {
        s + "\n\nPlanted #set page(width: 1cm) ] $x$ <y> @z \\_w\\_ \\*v\\* \\\\ done.\n"
    });
    p.build(&["--lang", "en", "--pdf"]);
    let text = words(&p.out().join("en/pixstor-2019/pixstor-2019.pdf"));
    assert!(
        text.contains(planted_title),
        "planted title not literal in: {}",
        &text[..600.min(text.len())]
    );
    assert!(
        text.contains(r"Planted #set page(width: 1cm) ] $x$ <y> @z _w_ *v* \ done."),
        "planted prose not literal"
    );
}

#[test]
fn chinese_white_paper_uses_the_traditional_chinese_face() {
    let p = Project::bundled(&["pixstor-nvme"]);
    p.build(&["--lang", "zh-TW", "--pdf"]);
    let pdf = p.out().join("zh-TW/pixstor-nvme/pixstor-nvme.pdf");
    tool("qpdf", &["--check"], &pdf);
    assert_fonts_embedded(&pdf);
    assert!(
        tool("pdffonts", &[], &pdf).contains("NotoSansCJKtc"),
        "Noto Sans CJK TC not used"
    );
    let text = words(&pdf);
    assert!(text.contains("NVMe 層"), "Chinese title missing");
}

/// Issue 45: prose nested 1000 deep (quotes, lists) and an author table of
/// 40 columns and 500 rows typeset in bounded time, every word kept (past
/// 12 levels the prose is set flat), where Typst used to fail with a 0.9 MB
/// message.
#[test]
fn deeply_nested_prose_and_a_wide_table_typeset() {
    let p = Project::bundled(&["small-vm-measured"]);
    let row = |c: &str| format!("|{}\n", (0..40).map(|i| format!(" {c}{i} |")).collect::<String>());
    let table = row("h") + &row("---") + &(0..500).map(|r| row(&format!("r{r}c"))).collect::<String>();
    p.edit("small-vm-measured/text/en/introduction.md", |s| {
        format!(
            "{s}\n\n{} deepest quote\n\n{}deepest list\n\n{table}",
            ">".repeat(1000),
            "- ".repeat(1000)
        )
    });
    let start = std::time::Instant::now();
    p.build(&["--lang", "en", "--pdf"]);
    assert!(
        start.elapsed() < std::time::Duration::from_secs(120),
        "{:?}",
        start.elapsed()
    );
    let text = words(&p.out().join("en/small-vm-measured/small-vm-measured.pdf"));
    for w in ["deepest quote", "deepest list", "r499c39"] {
        assert!(text.contains(w), "{w} missing");
    }
}

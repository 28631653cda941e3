//! Native-quality checks over the whole built site (issue 14): in every
//! Italian, Traditional Chinese and Vietnamese page, no ISO year-month, no
//! Italian percentage without its article, no number that can break from its
//! unit, and no English outside code, command lines, product names and
//! citations. Also: `check` reports a planted glossary term with its place.

use crate::harness::{bundled_site, machine_csv, tables_and_csv_links, tree, Project, BUNDLED};
use std::collections::BTreeMap;
use std::path::Path;

const ALL: [&str; 5] = [
    "pixstor-2019",
    "pixstor-capacity-expansion",
    "pixstor-nvme",
    "nss8-ha-metadata",
    "small-vm-measured",
];

const UNITS: [&str; 12] = [
    "GB/s", "MB/s", "op/s", "IOPS", "GiB", "MiB", "KiB", "TiB", "GB", "TB", "GHz", "MT/s",
];

/// Product names, citations and terms of art that stay in English in every
/// language (the words of this list are removed before looking for English).
const ENGLISH_ALLOWED: [&str; 9] = [
    "IP over InfiniBand",
    "HPC and AI Innovation Lab",
    "High Performance Computing white papers",
    "Dell EMC Ready Solution for HPC",
    "High Demand Metadata",
    "Open MPI",
    "scale-out",
    "white paper",
    "page pool",
];

/// English words that never appear in it/zh-TW/vi prose of their own.
const ENGLISH_WORDS: [&str; 9] = [
    "the", "and", "with", "from", "over", "bundled", "exported", "cores", "which",
];

/// Visible text of an HTML page or SVG figure: code, preformatted blocks,
/// tags and quoted titles removed.
fn visible(html: &str) -> String {
    let mut s = html.to_string();
    for (open, close) in [
        ("<pre", "</pre>"),
        ("<code", "</code>"),
        ("<style", "</style>"),
        ("“", "”"),
        ("〈", "〉"),
    ] {
        while let Some(a) = s.find(open) {
            let Some(b) = s[a..].find(close) else { break };
            s.replace_range(a..a + b + close.len(), " ");
        }
    }
    let mut out = String::new();
    let mut in_tag = false;
    for c in s.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                out.push(' ');
            }
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&")
}

fn iso_year_month(text: &str) -> Option<String> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(6)).find_map(|i| {
        let w = &b[i..i + 7];
        let digits = |r: std::ops::Range<usize>| w[r].iter().all(u8::is_ascii_digit);
        let before_ok = i == 0 || !b[i - 1].is_ascii_digit();
        let after_ok = b.get(i + 7).is_none_or(|c| !c.is_ascii_digit());
        let is = digits(0..4) && w[4] == b'-' && digits(5..7) && (w[0] == b'1' || w[0] == b'2');
        let month = u32::from(w[5].wrapping_sub(b'0')) * 10 + u32::from(w[6].wrapping_sub(b'0'));
        (is && before_ok && after_ok && (1..=12).contains(&month)).then(|| text[i..i + 7].to_string())
    })
}

/// "pari a 29,3%": a percentage after a preposition or adverb, no article.
fn articleless_percent(text: &str) -> Option<String> {
    const BEFORE: [&str; 11] = [
        "a", "ad", "di", "da", "su", "in", "pari", "almeno", "oltre", "appena", "cioè",
    ];
    let words: Vec<&str> = text.split_whitespace().collect();
    words.windows(2).find_map(|w| {
        let n = w[1];
        let starts_digit = n.chars().next().is_some_and(|c| c.is_ascii_digit());
        let percent = n.trim_end_matches(['.', ',', ';', ':', ')']).ends_with('%');
        (starts_digit && percent && BEFORE.contains(&w[0])).then(|| format!("{} {}", w[0], w[1]))
    })
}

fn unit_break(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    (1..chars.len().saturating_sub(1)).find_map(|i| {
        if chars[i] != ' ' || !chars[i - 1].is_ascii_digit() {
            return None;
        }
        let rest: String = chars[i + 1..].iter().take(6).collect();
        UNITS
            .iter()
            .find(|u| rest.starts_with(*u) && rest[u.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric()))
            .map(|u| {
                let from = i.saturating_sub(12);
                format!("{}␠{u}", chars[from..i].iter().collect::<String>())
            })
    })
}

fn english(text: &str) -> Option<String> {
    let mut t = text.to_string();
    for a in ENGLISH_ALLOWED {
        t = t.replace(a, " ");
    }
    let words: Vec<&str> = t
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|w| !w.is_empty())
        .collect();
    words.iter().enumerate().find_map(|(i, w)| {
        ENGLISH_WORDS.contains(&w.to_lowercase().as_str()).then(|| {
            let from = i.saturating_sub(4);
            words[from..(i + 5).min(words.len())].join(" ")
        })
    })
}

fn pages(out: &Path, lang: &str) -> Vec<(String, String)> {
    let mut v = vec![(
        format!("{lang}/index.html"),
        std::fs::read_to_string(out.join(lang).join("index.html")).unwrap(),
    )];
    for r in ALL {
        let dir = out.join(lang).join(r);
        v.push((
            format!("{lang}/{r}/index.html"),
            std::fs::read_to_string(dir.join("index.html")).unwrap(),
        ));
        let mut figs: Vec<_> = std::fs::read_dir(dir.join("figures"))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        figs.sort();
        for f in figs.into_iter().filter(|f| f.extension().is_some_and(|x| x == "svg")) {
            let name = format!("{lang}/{r}/figures/{}", f.file_name().unwrap().to_string_lossy());
            v.push((name, std::fs::read_to_string(&f).unwrap()));
        }
    }
    v
}

/// The page with each inline SVG's drawn `<text>` elements removed (they never
/// wrap); titles and descriptions stay.
fn without_svg_text(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(i) = rest.find("<text") {
        out.push_str(&rest[..i]);
        match rest[i..].find("</text>") {
            Some(j) => rest = &rest[i + j + "</text>".len()..],
            None => {
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

#[test]
fn localised_pages_read_natively() {
    let p = bundled_site();
    let mut problems = Vec::new();
    let mut looked = 0;
    for lang in ["it", "zh-TW", "vi"] {
        for (name, html) in pages(&p.out(), lang) {
            looked += 1;
            let text = visible(&html);
            if let Some(d) = iso_year_month(&text) {
                problems.push(format!("{name}: ISO date {d}"));
            }
            // SVG text never wraps, so figures (also inline in a page) may keep
            // plain spaces; their <title> tooltips are page text and are checked.
            let flowing = visible(&without_svg_text(&html));
            if let Some(u) = unit_break(&flowing).filter(|_| !name.contains("/figures/")) {
                problems.push(format!("{name}: breakable space before a unit: {u}"));
            }
            if lang == "it" {
                if let Some(a) = articleless_percent(&text) {
                    problems.push(format!("{name}: percentage without article: {a}"));
                }
            }
            if !name.contains("/figures/") {
                if let Some(e) = english(&text) {
                    problems.push(format!("{name}: English: {e}"));
                }
            }
        }
    }
    assert!(looked > 60, "only {looked} pages and figures looked at");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_site_checks_catch_what_they_look_for() {
    assert_eq!(iso_year_month("dal 2018-11 in poi").as_deref(), Some("2018-11"));
    assert_eq!(iso_year_month("v 3.10.0-957 e 1024-13"), None);
    assert_eq!(
        articleless_percent("una quota pari a 29,3% della").as_deref(),
        Some("a 29,3%")
    );
    assert_eq!(articleless_percent("pari al 29,3% e l'82,9%, di +5%"), None);
    assert!(unit_break("读取 80.3 GB/s").is_some());
    assert!(unit_break("80.3\u{a0}GB/s, 2 BIOS").is_none());
    assert!(english("XFS su RHEL 8, exported over NFS").is_some());
    assert!(english("blog del Dell EMC HPC and AI Innovation Lab").is_none());
}

#[test]
fn check_reports_a_planted_glossary_term_with_file_and_line() {
    let p = Project::bundled(&["pixstor-2019"]);
    let f = p.data().join("pixstor-2019/text/zh-TW/seq-n-n.md");
    let text = std::fs::read_to_string(&f).unwrap();
    let planted = format!("{text}\n寫入在 64 個執行緒後進入高原。\n");
    let line = planted.lines().position(|l| l.contains("高原")).unwrap() + 1;
    std::fs::write(&f, planted).unwrap();
    let o = p.run(&["check", "--data", "data"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains(&format!("text/zh-TW/seq-n-n.md:{line}:"))
            && out.contains("“高原” — use “平穩區”")
            && out.contains(": 1 translation problem"),
        "{out}"
    );
}

/// Cells of the tables of a page, row by row, header rows too: Markdown
/// tables and the data blocks under figures (```` ```pixreport-data ````,
/// a label line, then `a | b` rows).
fn table_rows(md: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut in_data: Option<bool> = None; // Some(first line still to skip)
    for l in md.lines() {
        match in_data {
            None if l.starts_with("```pixreport-data") => in_data = Some(true),
            None if l.starts_with('|') && !l.starts_with("| ---") => {
                rows.push(l.trim_matches('|').split(" | ").map(|c| c.trim().to_string()).collect())
            }
            None => {}
            Some(_) if l.starts_with("```") => in_data = None,
            Some(true) => in_data = Some(false),
            Some(false) => rows.push(l.split(" | ").map(|c| c.trim().to_string()).collect()),
        }
    }
    rows
}

/// An ungrouped number of four digits or more ("3100", "1234,5").
fn ungrouped(cell: &str) -> bool {
    let whole: String = cell
        .trim_start_matches(['≈', '-', '+'])
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    whole.len() >= 4
        && whole.len()
            == cell
                .trim_start_matches(['≈', '-', '+'])
                .split(',')
                .next()
                .unwrap_or("")
                .len()
}

/// Issue 14, what the generated text must do in each language: table
/// headers in the language's brackets, Chinese lists spaced like the
/// messages, thread counts never grouped, other table numbers grouped from
/// four digits, configuration and limit labels in their in-sentence forms.
#[test]
fn generated_sentences_and_tables_take_the_language_forms() {
    let p = bundled_site();
    let md = |lang: &str, r: &str| std::fs::read_to_string(p.out().join(lang).join(r).join("index.md")).unwrap();

    let zh = md("zh-TW", "pixstor-2019");
    assert!(zh.contains("執行緒數 | 寫入（GB/s） | 讀取（GB/s）"), "{zh}");
    {
        let lang = "zh-TW";
        for r in BUNDLED {
            let page = md(lang, r);
            for row in table_rows(&page) {
                for c in &row {
                    for u in ["GB/s", "MB/s", "op/s", "IOPS", "µs", "ms"] {
                        let half = format!("({u})");
                        assert!(!c.contains(&half), "{lang}/{r}: half-width unit bracket: {c}");
                    }
                }
            }
            let text: String = page.lines().filter(|l| !l.starts_with('|')).collect();
            for bad in ["%和", "和1", "和2", "和3", "和4", "和5", "和6", "和7", "和8", "和9"] {
                assert!(!text.contains(bad), "{lang}/{r}: unspaced list “{bad}”");
            }
        }
    }
    let zh_cap = md("zh-TW", "pixstor-capacity-expansion");
    // The configurations are named once (title, solution table), not in every label.
    assert!(zh_cap.contains("比較對象：容量擴充；比較基準：大型組態。"), "{zh_cap}");
    assert!(!zh_cap.contains("大型組態（4 × ME4084）"), "{zh_cap}");

    for lang in ["it", "vi", "en", "zh-TW"] {
        for r in BUNDLED {
            let page = md(lang, r);
            for row in table_rows(&page) {
                assert_ne!(row.first().map(String::as_str), Some("1.024"), "{lang}/{r}: {row:?}");
                assert_ne!(row.first().map(String::as_str), Some("1,024"), "{lang}/{r}: {row:?}");
                if let Some(c) = row.iter().skip(1).find(|c| ungrouped(c)) {
                    panic!("{lang}/{r}: a table number not grouped like its column: {c} in {row:?}");
                }
            }
        }
    }

    let it = md("it", "pixstor-capacity-expansion");
    assert!(
        it.contains("mette a confronto l'espansione di capacità e la configurazione Large")
            && it.contains("Le variazioni sono relative alla configurazione Large"),
        "{it}"
    );
    assert!(
        it.contains("della specifica massima degli array PowerVault ME4 (22"),
        "{it}"
    );
    let en = md("en", "pixstor-capacity-expansion");
    assert!(
        en.contains("sets the capacity expansion against the large configuration"),
        "{en}"
    );
    let vi = md("vi", "pixstor-capacity-expansion");
    assert!(vi.contains("so sánh bản mở rộng dung lượng với cấu hình lớn"), "{vi}");
}

#[test]
fn table_number_checks_catch_ungrouped_numbers() {
    assert!(ungrouped("3100"));
    assert!(ungrouped("≈1234,5"));
    assert!(!ungrouped("3.100"));
    assert!(!ungrouped("11.600"));
    assert!(!ungrouped("982"));
    assert!(!ungrouped("4 KiB"));
    assert_eq!(
        table_rows("x\n| a | b |\n| --- | ---: |\n| 1 | 2 |\n```pixreport-data\nData\nc | d\n3 | 4\n```\ne | f\n"),
        vec![vec!["a", "b"], vec!["1", "2"], vec!["c", "d"], vec!["3", "4"]]
    );
}

/// Issue 44: every figure's CSV is data, not the table's display text. In
/// every language of the bundled site each figure on a page has its CSV,
/// every cell of its number columns reads as an `f64`, and each figure's CSV
/// is byte-identical across the four languages.
#[test]
fn every_figure_csv_is_numbers_and_the_same_bytes_in_every_language() {
    let p = bundled_site();
    let csvs = |lang: &str| -> BTreeMap<String, Vec<u8>> {
        (tree(&p.out().join(lang)).into_iter())
            .filter(|(f, _)| f.contains("/figures/") && f.ends_with(".csv"))
            .collect()
    };
    let en = csvs("en");
    assert!(!en.is_empty());
    for lang in ["en", "it", "zh-TW", "vi"] {
        let other = csvs(lang);
        assert_eq!(
            other.keys().collect::<Vec<_>>(),
            en.keys().collect::<Vec<_>>(),
            "{lang}"
        );
        for (name, bytes) in &other {
            let numbers = machine_csv(name, &String::from_utf8_lossy(bytes)).unwrap_or_else(|e| panic!("{lang}: {e}"));
            assert!(numbers > 0, "{lang}/{name}: no number");
            assert!(en[name] == *bytes, "{lang}/{name} differs from en/{name}");
        }
        for r in BUNDLED {
            let html = std::fs::read_to_string(p.out().join(lang).join(r).join("index.html")).unwrap();
            let figures = html.matches("<svg class=\"fig\" role=\"group\"").count();
            let links = tables_and_csv_links(&html);
            assert_eq!(links.len(), figures, "{lang}/{r}: a CSV link per figure");
            for (_, link) in links {
                assert!(other.contains_key(&format!("{r}/{link}")), "{lang}/{r}: {link} missing");
            }
        }
    }
}

/// Issue 45, item 7: a build of one language never leaves the output's other
/// languages of that report showing older numbers than `data/<report>.json`,
/// nor without links to a language new to the output; when neither the data
/// nor the languages changed, only the language asked for is built.
#[test]
fn a_one_language_build_keeps_every_language_of_a_report_true_to_its_data() {
    let p = Project::bundled(&["small-vm-measured"]);
    let args = |lang: &'static str| ["--lang", lang, "--data", "data", "--out", "output"];
    let page = |lang: &str| format!("{lang}/small-vm-measured/index.html");
    let csv = "small-vm-measured/results/rand-4k.csv";
    p.build(&args("en"));
    // Italian is new to the output: the English page gets its link.
    let o = p.build(&args("it"));
    assert!(String::from_utf8_lossy(&o.stderr).contains("also built en of small-vm-measured"));
    assert!(p.read(&page("en")).contains("hreflang=\"it\""));
    p.build(&args("all"));
    // Data unchanged (PNG figures asked for): Italian alone is built.
    let before = p.read(&page("vi"));
    let o = p.build(&["--lang", "it", "--png", "--data", "data", "--out", "output"]);
    assert!(!String::from_utf8_lossy(&o.stderr).contains("also built"));
    assert!(p.out().join("it/small-vm-measured/figures/rand-4k.png").is_file());
    assert!(!p.out().join("vi/small-vm-measured/figures/rand-4k.png").exists());
    assert_eq!(p.read(&page("vi")), before);
    // Italian prose edited: data/<report>.json records every input's hash,
    // so every language is built again.
    p.edit("small-vm-measured/text/it/introduction.md", |s| {
        s + "\nUna frase nuova.\n"
    });
    let o = p.build(&args("it"));
    assert!(String::from_utf8_lossy(&o.stderr).contains("also built en, vi, zh-TW of small-vm-measured"));
    assert!(p.read(&page("it")).contains("Una frase nuova."));
    // A result changed: every language of the report shows the new value.
    p.edit(csv, |s| s.replace("329.904354095459", "987.654"));
    let o = p.build(&args("en"));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(
        stderr.contains("also built it, vi, zh-TW of small-vm-measured"),
        "{stderr}"
    );
    assert!(p.read("data/small-vm-measured.json").contains("987.654"));
    for lang in ["en", "it", "vi", "zh-TW"] {
        let csv = p.read(&format!("{lang}/small-vm-measured/figures/rand-4k.csv"));
        assert!(csv.contains("987.654"), "{lang}: {csv}");
    }
}

//! The reader's last mile (issue 44 items 9 and 10): a skip link first on
//! every page, a value label on every point of every figure kind that a
//! pointer, the keyboard or a tap shows, a colour scale under heat maps,
//! and the citation files beside each report.

use super::harness::{bundled_site, tables_and_csv_links, Project, BIN, BUNDLED};
use std::process::Command;

/// Every inline figure of a page: (its title, its SVG).
fn figures(html: &str) -> Vec<(String, &str)> {
    (html.split("<svg class=\"fig\"").skip(1))
        .map(|s| {
            let svg = s.split("</svg>").next().unwrap();
            let title = svg.split("-title\">").nth(1).and_then(|t| t.split('<').next()).unwrap();
            (title.to_string(), svg)
        })
        .collect()
}

/// (accessible name, visible label) of each point of an inline figure.
fn targets(svg: &str) -> Vec<(String, String)> {
    (svg.split(" class=\"pt\" tabindex=\"0\" role=\"img\"").skip(1))
        .map(|s| {
            let name = s
                .split("<title>")
                .nth(1)
                .and_then(|t| t.split("</title>").next())
                .unwrap();
            let tip = s
                .split("<g class=\"tip\" visibility=\"hidden\" aria-hidden=\"true\">")
                .nth(1)
                .unwrap();
            let label = tip.split("</text>").next().and_then(|t| t.rsplit('>').next()).unwrap();
            (name.to_string(), label.to_string())
        })
        .collect()
}

#[test]
fn every_page_starts_with_a_skip_link_to_its_main_content() {
    let p = bundled_site();
    let mut texts = Vec::new();
    for lang in ["en", "it", "zh-TW", "vi"] {
        for page in [
            "index.html".to_string(),
            format!("{lang}/index.html"),
            format!("{lang}/search.html"),
            format!("{lang}/pixstor-2019/index.html"),
            format!("{lang}/vm-latency-sweep/index.html"),
        ] {
            let html = p.read(&page);
            let body = html.split_once("<body>\n").unwrap().1;
            // Nothing focusable comes before it: it is the body's first element.
            let link = body.lines().next().unwrap();
            assert!(link.starts_with("<a class=\"skip\" href=\"#main\">"), "{page}: {link}");
            assert_eq!(html.matches(" id=\"main\"").count(), 1, "{page}");
            assert!(html.contains("<main id=\"main\""), "{page}");
            if page.starts_with(lang) {
                texts.push(link.to_string());
            }
        }
    }
    assert!(texts[0].contains(">Skip to content</a>"), "{}", texts[0]);
    texts.dedup();
    assert_eq!(texts.len(), 4, "one text per language: {texts:?}");
    let css = p.read("en/index.html");
    assert!(css.contains("a.skip:focus {"), "shown when focused");
}

#[test]
fn every_point_of_every_figure_kind_has_a_value_label_shown_on_hover_focus_and_tap() {
    let p = bundled_site();
    for lang in ["en", "zh-TW"] {
        // The kinds: scaling (and overlay, bars), latency, percentiles, heat map.
        let mut kinds = [0; 4];
        for report in BUNDLED {
            let html = p.read(&format!("{lang}/{report}/index.html"));
            // The label is drawn by the page's style, no script.
            for rule in [
                "svg.fig .pt:hover + .tip, svg.fig .pt:focus + .tip { visibility: visible; }",
                "svg.fig .tip { pointer-events: none; }",
            ] {
                assert!(html.contains(rule), "{report}: {rule}");
            }
            for (title, svg) in figures(&html) {
                let t = targets(svg);
                let first = t.first().map_or("", |n| n.0.as_str());
                let kind = match first {
                    _ if svg.contains("<rect class=\"pt\"") => 3,
                    n if n.contains("IOPS, ") || n.contains("IOPS，") => 1,
                    n if n.starts_with('p') && n[1..].starts_with(|c: char| c.is_ascii_digit()) => 2,
                    _ => 0,
                };
                // Bars, the analytics' bars and timeline too: every figure.
                assert!(!t.is_empty(), "{lang} {report}: no targets in {title}");
                kinds[kind] += 1;
                for (name, label) in &t {
                    assert_eq!(name, label, "{lang} {title}: the label says what the title says");
                    assert!(label.chars().any(|c| c.is_ascii_digit()), "{title}: {label}");
                }
            }
        }
        assert!(
            kinds.iter().all(|&n| n > 0),
            "{lang}: figures with targets by kind {kinds:?}"
        );
    }
    // The vm-latency-sweep: each kind names its values in its own terms.
    let html = p.read("en/vm-latency-sweep/index.html");
    let all: Vec<(String, String)> = figures(&html).iter().flat_map(|f| targets(f.1)).collect();
    for needle in [
        // latency: the curve, the load, throughput and the latency
        "Read, one thread, iodepth 1: ",
        // a heat map's cell: both parameters and the value
        "4 threads, iodepth 1: ",
        // percentiles: which, at which load
        "p99, iodepth 1: ",
    ] {
        assert!(all.iter().any(|(n, _)| n.starts_with(needle)), "{needle} in {all:?}");
    }
}

#[test]
fn a_heat_map_has_a_colour_scale_from_its_lowest_to_its_highest_value() {
    let p = bundled_site();
    // Thousands are "K" in English, the SI "k" in Italian.
    for (lang, k) in [("en", 'K'), ("it", 'k')] {
        let html = p.read(&format!("{lang}/vm-latency-sweep/index.html"));
        let (_, svg) = (figures(&html).into_iter())
            .find(|(_, s)| s.contains("<rect class=\"pt\""))
            .expect("a heat map");
        // Its data table's IOPS, lowest and highest, as the cells write them
        // (the compact form); the scale's ends are these with the unit.
        let cells: Vec<String> = (svg.lines().collect::<Vec<_>>().windows(2))
            .filter(|w| w[0].starts_with("<text ") && w[0].contains("text-anchor=\"middle\"") && w[1].ends_with(k))
            .map(|w| w[1].trim_start_matches("★ ").to_string())
            .collect();
        let num = |s: &str| s.trim_end_matches(k).replace(',', ".").parse::<f64>().unwrap();
        let lo = cells.iter().min_by(|a, b| num(a).total_cmp(&num(b))).unwrap();
        let hi = cells.iter().max_by(|a, b| num(a).total_cmp(&num(b))).unwrap();
        for end in [lo, hi] {
            assert!(
                svg.contains(&format!("\n{end}\u{a0}IOPS\n")),
                "{lang}: scale end {end} IOPS"
            );
        }
        // The ramp: lightest to darkest, in steps.
        let steps = svg.matches(" height=\"14\" ").count();
        assert!(steps >= 20, "{steps}");
        let tables = tables_and_csv_links(&html);
        assert!(tables.iter().any(|(_, l)| l.contains("heatmap")), "its data table");
    }
}

#[test]
fn each_report_has_citation_files_beside_its_page() {
    let p = Project::bundled(&["pixstor-2019", "nss8-ha-metadata"]);
    let o = Command::new(BIN)
        .current_dir(p.data().parent().unwrap())
        .env("SOURCE_DATE_EPOCH", "1700000000")
        .args(["build", "--lang", "all", "--base-url", "https://example.org/reports"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    // A published build says nothing about the base URL.
    assert!(!String::from_utf8_lossy(&o.stderr).contains("no --base-url"));
    for lang in ["en", "it", "zh-TW", "vi"] {
        let html = p.read(&format!("{lang}/pixstor-2019/index.html"));
        let meta = |name: &str| {
            let key = format!("<meta name=\"{name}\" content=\"");
            html.split(&key)
                .nth(1)
                .and_then(|s| s.split('"').next())
                .unwrap()
                .to_string()
        };
        // Linked from the page, written beside it.
        assert!(
            html.contains("<a href=\"pixstor-2019.bib\" download>pixstor-2019.bib</a> · <a href=\"CITATION.cff\" download>CITATION.cff</a>"),
            "{lang}"
        );
        // The .bib is the BibTeX the page shows, with the whole date.
        let bib = p.read(&format!("{lang}/pixstor-2019/pixstor-2019.bib"));
        let shown = html
            .split("language-bibtex\">")
            .nth(1)
            .and_then(|s| s.split("</code>").next())
            .unwrap();
        assert_eq!(bib, format!("{shown}\n"), "{lang}");
        let date = meta("citation_publication_date").replace('/', "-");
        assert!(bib.contains(&format!("  date = {{{date}}},\n")), "{lang}: {bib}");
        let cff = p.read(&format!("{lang}/pixstor-2019/CITATION.cff"));
        let title = meta("citation_title").replace("&amp;", "&");
        let url = meta("citation_public_url");
        assert!(cff.starts_with("cff-version: 1.2.0\nmessage: \""), "{cff}");
        assert!(cff.contains(&format!("\ntitle: \"{title}\"\n")), "{lang}: {cff}");
        assert!(
            cff.contains("\nauthors:\n  - family-names: \"Gallegos\"\n    given-names: \"Mario\"\n"),
            "{cff}"
        );
        assert!(
            cff.ends_with(&format!("\nurl: \"{url}\"\n")) && url.starts_with("https://"),
            "{cff}"
        );
        // The report's date names no day: SOURCE_DATE_EPOCH's day is the release.
        assert!(cff.contains("\ndate-released: \"2023-11-14\"\n"), "{cff}");
    }
    // No author: the publisher, as an entity; no date at all: no `date` in BibTeX.
    let cff = p.read("en/nss8-ha-metadata/CITATION.cff");
    assert!(cff.contains("\nauthors:\n  - name: \""), "{cff}");
    assert!(!p.read("en/nss8-ha-metadata/nss8-ha-metadata.bib").contains("date ="));
    // Without a base URL nor SOURCE_DATE_EPOCH there is no address to give, nor a day.
    p.build(&["--lang", "en"]);
    let cff = p.read("en/pixstor-2019/CITATION.cff");
    assert!(!cff.contains("url:") && !cff.contains("date-released"), "{cff}");
}

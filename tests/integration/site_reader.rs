//! What readers of the published site get (issue 19) and the examples kept
//! apart on the index (issue 13): inline figures whose points have titles in
//! the page's language, a CSV per figure holding its table's numbers in full, a citation
//! from report.toml, alternates, a sitemap, Open Graph, the search page.

use super::harness::{bundled_site, machine_csv, parse_csv, tables_and_csv_links, Project};

#[test]
fn figures_are_inline_with_titled_points_and_a_csv_of_their_tables_numbers() {
    let p = bundled_site();
    for (lang, word) in [
        ("en", "thread"),
        ("it", "thread"),
        ("zh-TW", "個執行緒"),
        ("vi", "luồng"),
    ] {
        let html = p.read(&format!("{lang}/pixstor-2019/index.html"));
        assert!(
            !html.contains("<img src=\"figures/"),
            "{lang}: figures are inlined, not images"
        );
        let figs = html.matches("<svg class=\"fig\" role=\"group\"").count();
        assert!(figs >= 6, "{lang}: {figs} inline figures");
        // Every point title is in the page's language and names a value.
        let title = html
            .split("<circle class=\"pt\" tabindex=\"0\" role=\"img\"")
            .nth(1)
            .and_then(|s| s.split("<title>").nth(1))
            .and_then(|s| s.split("</title>").next())
            .unwrap();
        assert!(
            title.contains(word) && title.chars().any(|c| c.is_ascii_digit()),
            "{lang}: {title}"
        );
        // Ids are unique in the page although several SVGs share it.
        let ids: Vec<&str> = html
            .split(" id=\"")
            .skip(1)
            .map(|s| s.split('"').next().unwrap())
            .collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(ids.len(), unique.len(), "{lang}: duplicate ids");
        // No inline script, no style attribute other than table alignment.
        // One script, a file of the site (the theme memory); no inline script.
        assert_eq!(html.matches("<script").count(), 1, "{lang}: one script");
        assert!(
            html.contains("<script src=\"../../assets/theme.js\"></script>"),
            "{lang}: the theme script is a file"
        );
        assert!(
            html.contains("script-src 'self'; base-uri") && !html.contains("unsafe-inline"),
            "{lang}: scripts from the site only"
        );
        let pairs = tables_and_csv_links(&html);
        assert_eq!(pairs.len(), figs, "{lang}: a data table and CSV per figure");
        let mut compared = 0;
        for (cells, link) in pairs {
            assert!(
                link.starts_with("figures/") && link.ends_with(".csv"),
                "{lang}: link {link}"
            );
            let csv = p.read(&format!("{lang}/pixstor-2019/{link}"));
            machine_csv(&link, &csv).unwrap_or_else(|e| panic!("{lang}: {e}"));
            if lang == "en" && csv.starts_with("threads,series,") {
                same_numbers(&link, &cells, &parse_csv(&csv));
                compared += 1;
            }
        }
        assert!(lang != "en" || compared >= 6, "en: {compared} scaling figures compared");
    }
    // The figure files stay plain SVG (no tabindex) with the same titles.
    let svg = p.read("en/pixstor-2019/figures/mdtest-4k.svg");
    assert!(
        svg.contains("<circle class=\"pt\" cx=") && !svg.contains("tabindex"),
        "{}",
        &svg[..300]
    );
}

/// A scaling figure's CSV (`threads,series,value,…`) holds every number its
/// English table shows, in full: each record is in the table's row of its
/// thread count and column of its series, as the table rounds it (three
/// significant digits), and every number shown has its record.
fn same_numbers(link: &str, table: &[Vec<String>], csv: &[Vec<String>]) {
    let mut series: Vec<&str> = Vec::new();
    for r in &csv[1..] {
        if !series.contains(&r[1].as_str()) {
            series.push(&r[1]);
        }
    }
    assert_eq!(
        table[0].len(),
        series.len() + 1,
        "{link}: a column per series: {:?}",
        table[0]
    );
    for r in &csv[1..] {
        let row = (table.iter())
            .find(|t| t[0] == r[0])
            .unwrap_or_else(|| panic!("{link}: no row {}", r[0]));
        let col = 1 + series.iter().position(|s| *s == r[1]).unwrap();
        let shown: f64 = row[col]
            .replace([',', '≈'], "")
            .parse()
            .unwrap_or_else(|_| panic!("{link}: {row:?}"));
        let v: f64 = r[2].parse().unwrap();
        assert!(
            (shown - v).abs() <= 0.005 * v.abs(),
            "{link}: {r:?} shown as {}",
            row[col]
        );
    }
    let shown = table[1..].iter().flat_map(|r| &r[1..]).filter(|c| *c != "–").count();
    assert_eq!(shown, csv.len() - 1, "{link}: a record per number shown");
}

#[test]
fn comparison_and_latency_figures_have_a_data_table_and_a_csv_too() {
    let p = bundled_site();
    for (page, kinds) in [
        (
            "it/pixstor-capacity-expansion",
            &[("-overlay.csv", 1), ("-change.csv", 1)][..],
        ),
        (
            "zh-TW/pixstor-capacity-expansion",
            &[("-overlay.csv", 1), ("-change.csv", 1)][..],
        ),
        (
            "it/vm-latency-sweep",
            &[("-percentiles.csv", 1), ("-heatmap-read.csv", 2)][..],
        ),
    ] {
        let html = p.read(&format!("{page}/index.html"));
        let figs = html.matches("<svg class=\"fig\" role=\"group\"").count();
        let pairs = tables_and_csv_links(&html);
        assert_eq!(pairs.len(), figs, "{page}: a data table and CSV per figure");
        // A record per number the table shows beside its key columns.
        for (kind, keys) in kinds {
            let (cells, link) = pairs
                .iter()
                .find(|(_, l)| l.ends_with(kind))
                .unwrap_or_else(|| panic!("{page}: no {kind}"));
            assert!(cells.len() > 2 && cells[0].len() >= 2, "{page}: {link}: {cells:?}");
            let csv = p.read(&format!("{page}/{link}"));
            machine_csv(link, &csv).unwrap_or_else(|e| panic!("{page}: {e}"));
            let shown = cells[1..]
                .iter()
                .flat_map(|r| &r[*keys..])
                .filter(|c| *c != "–")
                .count();
            assert_eq!(parse_csv(&csv).len() - 1, shown, "{page}: {link}");
        }
    }
    // Italian percentages in the change table: signed, decimal comma.
    let html = p.read("it/pixstor-capacity-expansion/index.html");
    let (cells, _) = tables_and_csv_links(&html)
        .into_iter()
        .find(|(_, l)| l.ends_with("-change.csv"))
        .unwrap();
    assert!(
        cells[1][1].starts_with('+') && cells[1][1].contains(',') && cells[1][1].ends_with('%'),
        "{:?}",
        cells[1]
    );
}

#[test]
fn citation_alternates_sitemap_and_open_graph_carry_the_reports_fields() {
    let p = Project::bundled(&["pixstor-2019", "small-vm-measured"]);
    p.build(&["--lang", "all", "--png", "--base-url", "https://example.org/reports"]);
    let html = p.read("it/pixstor-2019/index.html");
    for needle in [
        "<meta name=\"citation_title\" content=\"Dell EMC Ready Solution for HPC PixStor Storage: caratterizzazione delle prestazioni\">",
        "<meta name=\"citation_author\" content=\"Mario Gallegos\">",
        "<meta name=\"citation_publication_date\" content=\"2019/10\">",
        "<meta name=\"citation_language\" content=\"it\">",
        "<link rel=\"alternate\" hreflang=\"zh-TW\" href=\"https://example.org/reports/zh-TW/pixstor-2019/index.html\">",
        "<link rel=\"alternate\" hreflang=\"x-default\" href=\"https://example.org/reports/en/pixstor-2019/index.html\">",
        "<meta property=\"og:url\" content=\"https://example.org/reports/it/pixstor-2019/index.html\">",
        "<meta property=\"og:locale\" content=\"it_IT\">",
        "Mario Gallegos (2019). Dell EMC Ready Solution for HPC PixStor Storage: caratterizzazione delle prestazioni.",
        "@misc{pixstor2019,\n  author = {Mario Gallegos},",
        "  year = {2019},\n  month = oct,",
        "  url = {https://example.org/reports/it/pixstor-2019/index.html}",
        "<a href=\"../../data/pixstor-2019.json\">data/pixstor-2019.json</a>",
    ] {
        assert!(html.contains(needle), "missing {needle}");
    }
    // Without --pdf there is no white paper to declare.
    assert!(!html.contains("citation_pdf_url"));
    let og = html
        .split("<meta property=\"og:image\" content=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap();
    let png = og.strip_prefix("https://example.org/reports/").unwrap();
    assert!(png.ends_with(".png") && p.out().join(png).is_file(), "og:image {og}");
    let sitemap = p.read("sitemap.xml");
    assert!(sitemap.contains("<loc>https://example.org/reports/vi/pixstor-2019/index.html</loc>"));
    assert!(sitemap.contains("hreflang=\"it\" href=\"https://example.org/reports/it/small-vm-measured/index.html\""));
    // Without --base-url: relative to the site root, no invented address,
    // and the build says what that costs.
    let o = p.build(&["--lang", "en"]);
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("warning: no --base-url: sitemap.xml"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let sitemap = p.read("sitemap.xml");
    assert!(sitemap.contains("<loc>en/pixstor-2019/index.html</loc>") && !sitemap.contains("example.org"));
    let html = p.read("en/pixstor-2019/index.html");
    assert!(html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../../en/pixstor-2019/index.html\">"));
    assert!(!html.contains("og:image"), "no PNG, no Open Graph image");
    // A bad address is a usage error that names the option.
    let o = p.run(&["build", "--base-url", "ftp://x"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--base-url"));
    // Credentials in the address would be published in every page.
    let o = p.run(&["build", "--base-url", "https://user:secret@example.org/"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("`user:password@`") && !err.contains("secret"), "{err}");
    assert!(!p.read("sitemap.xml").contains("secret"));
}

#[test]
fn examples_are_listed_apart_and_search_pages_have_a_script_file_only() {
    let p = bundled_site();
    let index = p.read("en/index.html");
    let (main, examples) = index.split_once("<h2 id=\"examples\">").expect("an examples heading");
    assert!(main.contains("pixstor-2019/index.html") && !main.contains("small-vm-measured"));
    assert!(
        examples.starts_with("Examples measured on virtual machines</h2>"),
        "{examples}"
    );
    assert!(examples.contains("small-vm-measured/index.html"));
    let zh = p.read("zh-TW/index.html");
    assert!(zh.contains("在虛擬機上量測的範例"));
    for lang in ["en", "it", "zh-TW", "vi"] {
        let s = p.read(&format!("{lang}/search.html"));
        assert!(
            s.contains("<script src=\"../assets/search.js\" defer></script>"),
            "{lang}"
        );
        assert_eq!(s.matches("<script").count(), 2, "{lang}: search and theme, files");
        assert!(s.contains("<script src=\"../assets/theme.js\"></script>"), "{lang}");
        assert!(s.contains("script-src 'self' 'wasm-unsafe-eval'") && !s.contains("unsafe-inline"));
        assert!(s.contains(&format!("<html lang=\"{lang}\">")));
    }
    assert!(p.read("assets/search.js").contains("pagefind/pagefind.js"));
    assert!(p.read("assets/theme.js").contains("localStorage"));
    assert!(p
        .read("index.html")
        .contains("<script src=\"assets/theme.js\"></script>"));
    // Report pages are what the index covers; search pages are not.
    assert!(p
        .read("vi/pixstor-2019/index.html")
        .contains("<main id=\"main\" data-pagefind-body>"));
    assert!(!p.read("vi/search.html").contains("data-pagefind-body"));
}

use super::*;

fn markdown_to_html(md: &str) -> String {
    page_html(md, None).html
}

#[test]
fn raw_html_is_text() {
    let h = markdown_to_html("Hi <script>alert(1)</script>\n\n<div onclick=x>y</div>\n");
    assert!(!h.contains("<script>") && !h.contains("<div onclick"), "{h}");
    assert!(h.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{h}");
}

#[test]
fn heading_attributes_cannot_add_event_handlers_and_anchors_still_work() {
    let h = markdown_to_html("# Hi {autofocus tabindex=0 onfocus=alert(document.domain)}\n\n## Sec {#intro}\n");
    assert!(!h.contains("onfocus=\"") && !h.contains("autofocus=\""), "{h}");
    assert!(
        h.contains("<h1>Hi {autofocus tabindex=0 onfocus=alert(document.domain)}</h1>"),
        "{h}"
    );
    assert!(h.contains("<h2 id=\"intro\">Sec</h2>"), "{h}");
    // A title escaped by the one escaping path stays text.
    let title = crate::document::table::escape_inline("{ NUMBER(1) } {#x}");
    let h = markdown_to_html(&format!("# {title} {{#t}}\n"));
    assert_eq!(h, "<h1 id=\"t\">{ NUMBER(1) } {#x}</h1>\n");
    let h = markdown_to_html(&format!("# {}\n", crate::document::table::escape_inline("Hi {#x}")));
    assert_eq!(h, "<h1>Hi {#x}</h1>\n");
}

#[test]
fn section_headings_without_an_anchor_get_a_unique_id_from_their_words() {
    let h = markdown_to_html(
        "# Title\n\n## Khối xây dựng\n\n### Building *blocks*\n\n### Building blocks\n\n## 效能 {#perf}\n\n## ?!\n",
    );
    assert!(h.contains("<h1>Title</h1>"), "the page title needs none: {h}");
    assert!(h.contains("<h2 id=\"s-khối-xây-dựng\">Khối xây dựng</h2>"), "{h}");
    assert!(
        h.contains("<h3 id=\"s-building-blocks\">Building <em>blocks</em></h3>"),
        "{h}"
    );
    assert!(h.contains("<h3 id=\"s-building-blocks-2\">Building blocks</h3>"), "{h}");
    assert!(h.contains("<h2 id=\"perf\">效能</h2>"), "{h}");
    assert!(h.contains("<h2 id=\"s\">?!</h2>"), "{h}");
}

#[test]
fn dangerous_links_are_neutralised() {
    let h = markdown_to_html(
        "[a](javascript:alert(1)) [b]( JaVa\tScRiPt:x) ![c](data:text/html,x) [d](https://x.org) [e](figures/a.svg) [f](#sec)",
    );
    assert!(!h.to_lowercase().contains("javascript") && !h.contains("data:"), "{h}");
    assert!(
        h.contains("href=\"https://x.org\"") && h.contains("href=\"figures/a.svg\"") && h.contains("href=\"#sec\""),
        "{h}"
    );
}

#[test]
fn tables_scroll_in_a_labelled_focusable_region() {
    let h = markdown_to_html("## Title {#intro}\n\n**Table 1. A <b>**\n\n| a | b |\n| --- | ---: |\n| 1 | 2 |\n");
    assert!(h.contains("<h2 id=\"intro\">Title</h2>"), "{h}");
    assert!(
        h.contains(
            "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Table 1. A &lt;b&gt;\">\n<table>"
        ),
        "{h}"
    );
    assert!(h.contains("</table>\n</div>") && h.contains("text-align: right"), "{h}");
}

#[test]
fn figure_data_becomes_a_collapsible_table() {
    let h = markdown_to_html("```pixreport-data\nData <x>\nThreads | Write\n1 | 2,5\n4 | 9,1\n```\n");
    assert!(
        h.starts_with("<details class=\"figure-data\">\n<summary>Data &lt;x&gt;</summary>"),
        "{h}"
    );
    assert!(
        h.contains("<th scope=\"col\">Threads</th>") && h.contains("<td>9,1</td>"),
        "{h}"
    );
    assert!(!h.contains("<pre>"), "{h}");
}

#[test]
fn figures_are_inlined_with_their_data_table_and_csv() {
    let svg = "<svg role=\"img\" aria-labelledby=\"pxr1-title\" viewBox=\"0 0 1 1\">\n<title id=\"pxr1-title\">T</title>\n</svg>\n";
    let svgs =
        BTreeMap::from([("figures/a.svg", svg), ("figures/c.svg", svg)].map(|(k, v)| (k.to_string(), v.to_string())));
    let csvs = BTreeMap::from([(
        "figures/a.svg".to_string(),
        "threads,series,value\r\n1,write,2.5\r\n".to_string(),
    )]);
    let f = PageFigures {
        svgs: &svgs,
        csvs: &csvs,
        csv_label: "Dati (CSV)",
    };
    let md = "![Alt **x**](figures/a.svg)\n\n*Caption*\n\n```pixreport-data\nData\nThreads | Write, \"peak\"\n1 | 2,5\n```\n\n![b](figures/b.svg)\n\n![c](figures/c.svg)\n\n```pixreport-data\nData\nx\n```\n\n![a](figures/a.svg)\n";
    let out = page_html(md, Some(&f));
    let h = &out.html;
    assert!(
        h.contains("<svg class=\"fig\" role=\"group\" aria-labelledby=\"f1-pxr1-title\""),
        "{h}"
    );
    assert!(
        h.contains("id=\"f3-pxr1-title\""),
        "the same figure twice gets distinct ids: {h}"
    );
    assert!(!h.contains("Alt"), "the alt text is the SVG's title: {h}");
    assert!(
        h.contains("<img src=\"figures/b.svg\" alt=\"b\""),
        "unknown figures stay images: {h}"
    );
    assert!(
        h.contains("<a href=\"figures/a.csv\" type=\"text/csv\" download>Dati (CSV)</a>"),
        "{h}"
    );
    assert_eq!(
        h.matches("type=\"text/csv\"").count(),
        1,
        "no CSV link for a figure without CSV: {h}"
    );
    assert_eq!(
        out.csv,
        vec![(
            "figures/a.csv".to_string(),
            "threads,series,value\r\n1,write,2.5\r\n".to_string()
        )]
    );
    assert!(page_html(md, None).csv.is_empty());
}

#[test]
fn code_blocks_are_keyboard_reachable_scroll_regions_with_escaped_text() {
    let h = markdown_to_html("```console\na < b && c\n```\n");
    assert_eq!(
        h,
        "<pre tabindex=\"0\"><code class=\"language-console\">a &lt; b &amp;&amp; c\n</code></pre>\n"
    );
}

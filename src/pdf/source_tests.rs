use super::*;
use crate::pdf::paper::CJK_TC;

#[test]
fn addresses_in_a_reference_become_links() {
    assert_eq!(
        linked("See https://x.org/a_b?c=1. And “http://y.org/”, data/z.json"),
        "See #link(\"https://x.org/a_b?c=1\")[https\\:\\/\\/x\\.org\\/a\\_b\\?c\\=1]\\. And “#link(\"http://y.org/\")[http\\:\\/\\/y\\.org\\/]”\\, data\\/z\\.json"
    );
    assert_eq!(
        linked("〈白皮書〉https://x.org/b，2019"),
        "〈白皮書〉#link(\"https://x.org/b\")[https\\:\\/\\/x\\.org\\/b]，2019"
    );
    assert_eq!(linked("no address: http:/x"), "no address\\: http\\:\\/x");
}

#[test]
fn chinese_sets_latin_in_the_latin_face_and_the_rest_in_the_tc_face() {
    assert_eq!(families("Libertinus Serif", None), "(\"Libertinus Serif\",)");
    assert_eq!(
        families("DejaVu Sans", Some("Noto Sans CJK TC")),
        "((name: \"DejaVu Sans\", covers: \"latin-in-cjk\"), \"Noto Sans CJK TC\")"
    );
}

/// Chinese spreads a justified line's width between its characters,
/// not only into the spaces around Latin words; other languages keep
/// Typst's word spacing.
#[test]
fn chinese_justifies_between_characters() {
    let par = |cjk| {
        let x = PdfExtras {
            lang: "zh",
            region: Some("TW"),
            body: "DejaVu Sans",
            sans: "DejaVu Sans",
            mono: "DejaVu Sans Mono",
            cjk,
            solution: String::new(),
            cover_date: None,
            authors: vec![],
            dated: false,
            references: (String::new(), vec![]),
            colophon: Colophon {
                heading: String::new(),
                text: String::new(),
                inputs: Table::new(String::new(), vec![], vec![], vec![]),
                footer: String::new(),
            },
            latency_table: String::new(),
        };
        let mut s = String::new();
        preamble(&mut s, "T", &x);
        s.lines()
            .find(|l| l.starts_with("#set par("))
            .unwrap_or_default()
            .to_string()
    };
    assert!(par(Some(CJK_TC)).contains("justification-limits: (spacing: (min: 100% * 2 / 3, max: 100%))"));
    assert!(!par(None).contains("justification-limits"));
}

/// A table too wide for the page is turned (when Typst measures it so) and
/// floats while the text goes on, or, too long for one page, gets
/// landscape pages.
#[test]
fn wide_tables_turn_and_long_ones_get_landscape_pages() {
    let wide = |rows: usize| {
        let headers: Vec<String> = (0..14).map(|i| format!("latency percentile {i} (µs)")).collect();
        let row: Vec<String> = (0..14).map(|i| format!("{}", 1000 + i)).collect();
        Table::new("T".into(), headers, vec![Align::Right; 14], vec![row; rows])
    };
    let typeset = |t: Table| {
        let mut w = Writer::default();
        w.table(&t);
        w.s
    };
    let turned = typeset(wide(TURNED_ROWS));
    assert!(
        turned.starts_with("#let turned-table(..head) = [#show table: set text(size: 6.5pt)"),
        "{turned}"
    );
    assert!(
        turned.contains("if line.width <= 470pt and line.height <= 2 * body.height and measure(t, width: 470pt).width <= 470pt { block(breakable: true, width: 100%, fig) } else { floated(1, rotate(-90deg, reflow: true, block(width: calc.min(measure(t).width, 706pt), fig))) }"),
        "{turned}"
    );
    assert!(!turned.contains("flipped"), "{turned}");
    // Longer than a landscape page: it breaks, so it is a bare table
    // under its caption (a figure never breaks).
    let long = typeset(wide(LANDSCAPE_ROWS + 1));
    assert!(long.starts_with("#page(flipped: true)["), "{long}");
    assert!(long.contains("#table(") && !long.contains("#figure("), "{long}");
}

/// A key–value table's key column is as wide as its longest key (a
/// Han character an em), at most 35 % of the line.
#[test]
fn key_columns_fit_their_keys() {
    let mut w = Writer::default();
    let kv = |key: &str| {
        let headers = vec!["Item".into(), "Value".into()];
        Table::new(
            "T".into(),
            headers,
            vec![Align::Left; 2],
            vec![vec![key.into(), "v".into()]],
        )
    };
    w.table(&kv("頁面集區"));
    assert!(w.s.contains("columns: (42pt, auto,)"), "{}", w.s);
    w.table(&kv(&"x".repeat(60)));
    assert!(
        w.s.contains(&format!("columns: ({:.0}pt, auto,)", 0.35 * LINE_PT)),
        "{}",
        w.s
    );
}

/// Figures and turned tables never leave their section or benchmark:
/// what waits is printed before every heading of level 1 or 2, not 3; a
/// table after a turned one waits for it. Each figure is keyed by its
/// number, where it landed deciding how it is placed.
#[test]
fn floats_print_in_their_section_and_in_order() {
    let mut w = Writer::default();
    let figure = crate::document::doc::FigureRef {
        src: "figures/a.svg".into(),
        alt: "a".into(),
        caption: "F".into(),
        data: None,
    };
    let headers: Vec<String> = (0..14).map(|i| format!("latency percentile {i} (µs)")).collect();
    let wide = Table::new("W".into(), headers, vec![Align::Right; 14], vec![vec!["1".into(); 14]]);
    let small = Table::new("S".into(), vec!["a".into()], vec![Align::Left], vec![vec!["b".into()]]);
    w.blocks(
        &[
            Block::Figure { figure: figure.clone() },
            Block::Table { table: wide },
            Block::Table { table: small },
            Block::Subheading {
                anchor: "sub".into(),
                text: "Sub".into(),
            },
            Block::Figure { figure },
        ],
        2,
    );
    w.heading(1, "Next", None);
    w.heading(2, "Bench", None);
    assert!(w.s.starts_with("#floated(1, figure(image(\"figures/a.svg\""), "{}", w.s);
    assert!(w.s.contains("floated(2, rotate("), "{}", w.s);
    assert!(w.s.contains("#floated(3, figure("), "{}", w.s);
    let flushes: Vec<usize> = w.s.match_indices("#place.flush()\n").map(|(i, _)| i).collect();
    assert_eq!(flushes.len(), 3, "{}", w.s);
    assert!(
        w.s[flushes[0]..].starts_with(
            "#place.flush()\n#block(breakable: false, width: 100%)[#figure(kind: table, numbering: none, caption: [S]"
        ),
        "{}",
        w.s
    );
    assert!(
        w.s[flushes[1]..].starts_with("#place.flush()\n#heading(level: 1)[Next]"),
        "{}",
        w.s
    );
    assert!(
        w.s[flushes[2]..].starts_with("#place.flush()\n#heading(level: 2)[Bench]"),
        "{}",
        w.s
    );
    assert!(
        w.s.contains("\n#heading(level: 3, numbering: none, outlined: false)[Sub]"),
        "{}",
        w.s
    );
}

#[test]
fn titles_keep_names_and_their_last_word() {
    assert_eq!(
        unbroken_names("Dell EMC Ready Solution for HPC PixStor Storage: NVMe tier"),
        "Dell\u{a0}EMC\u{a0}Ready\u{a0}Solution for HPC\u{a0}PixStor\u{a0}Storage: NVMe\u{a0}tier"
    );
    assert_eq!(
        content(&unbroken_names("Espansione di PixStor Storage: 4 × ME4084 + 4 × ME484")),
        "Espansione di PixStor\u{a0}Storage\\: 4\u{a0}×\u{a0}ME4084\u{a0}\\+ 4\u{a0}×\u{a0}ME484"
    );
}

/// A label spans the blank cells under it; an arrow after a number is
/// set in a slot of its column's every cell.
#[test]
fn labels_span_their_rows_and_arrows_keep_numbers_aligned() {
    let rows = [["B", "read", "1 ↑"], ["", "", "20"], ["", "write", "3"], ["C", "", "4"]];
    let t = Table::new(
        "T".into(),
        vec!["b".into(), "op".into(), "v".into()],
        vec![Align::Left, Align::Left, Align::Right],
        rows.iter().map(|r| r.map(String::from).to_vec()).collect(),
    );
    let mut w = Writer::default();
    w.table(&t);
    assert!(
        w.s.contains(" table.cell(rowspan: 3)[B], table.cell(rowspan: 2)[read], [1\u{a0}↑], [20#hide[\u{a0}↑]], [write], [3#hide[\u{a0}↑]], [C], [], [4#hide[\u{a0}↑]],"),
        "{}",
        w.s
    );
}

#[test]
fn a_latency_figure_keeps_its_percentile_table_in_print() {
    let data =
        "Data of the figure\nOperation | iodepth | p50 (µs) | p99 (µs)\nread | 1 | 23.2 | 118\nread | 2 | 37.1 | 289";
    let figure = |src: &str| Block::Figure {
        figure: crate::document::doc::FigureRef {
            src: src.into(),
            alt: "alt".into(),
            caption: "Figure 1: latency".into(),
            data: Some(crate::document::doc::FigureData {
                fence: "```".into(),
                text: data.into(),
                csv: String::new(),
            }),
        },
    };
    let mut w = Writer {
        latency_table: "Throughput and latency",
        ..Default::default()
    };
    w.blocks(
        &[figure("figures/a-latency.svg"), figure("figures/a-percentiles.svg")],
        2,
    );
    // Both figures float; only the latency figure's data is a table, its
    // first column left and its numbers right.
    assert_eq!(w.s.matches("#floated(").count(), 2, "{}", w.s);
    assert_eq!(w.s.matches("kind: table").count(), 1, "{}", w.s);
    assert!(w.s.contains("caption: [Throughput and latency]"), "{}", w.s);
    assert!(w.s.contains("align: (left, right, right, right,)"), "{}", w.s);
    assert!(w.s.contains("[read], [2], [37\\.1], [289],"), "{}", w.s);
}

/// A Chinese cover line breaks between its clauses where each fits a line;
/// a clause longer than the line is not boxed (it would wrap inside).
#[test]
fn chinese_cover_lines_break_between_clauses() {
    assert_eq!(
        clauses("中繼資料模組，依 2019 年重建", true, 15.0),
        "#box[中繼資料模組，]#box[依 2019 年重建]"
    );
    let long = "適用於 HPC PixStor 儲存的 Dell EMC Ready Solution：";
    assert_eq!(
        clauses(&format!("{long}NVMe 層"), true, 26.0),
        format!("{}#box[NVMe 層]", content(long))
    );
    assert_eq!(clauses("a, b", false, 26.0), "a\\, b");
}

/// A header in parts breaks between them and between a part's words, never
/// inside a name with a hyphen: only such a word is boxed at its width
/// (a whole part boxed ran past a narrow column).
#[test]
fn header_parts_break_between_words_not_at_hyphens() {
    let mut w = Writer::default();
    let headers = vec![
        "Thread".into(),
        "Scrittura · Configurazione Large".into(),
        "stat·NSS7.4-HA".into(),
        "Tạo · thay\u{a0}đổi".into(),
    ];
    w.table(&Table::new(
        "T".into(),
        headers,
        vec![Align::Right; 4],
        vec![vec!["1".into(), "2".into(), "3".into(), "4".into()]],
    ));
    assert!(w.s.contains("[Scrittura · Configurazione Large]"), "{}", w.s);
    // A no-break space inside a part (Vietnamese "thay đổi") stays one.
    assert!(w.s.contains("[Tạo · thay\u{a0}đổi]"), "{}", w.s);
    assert!(
        w.s.contains("stat·#context box(width: measure[#box[NSS7\\.4\\-HA]].width)[#box[NSS7\\.4\\-HA]]"),
        "{}",
        w.s
    );
}

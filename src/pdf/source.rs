//! The Typst source of one white paper, generated from the same document
//! model the Markdown is rendered from ([`DocContext`]): cover, outline,
//! numbered sections with their tables and figures, the peak/sustained
//! summary and method, references and colophon. Pure: text in, text out;
//! every user string passes through [`escape`](super::escape).

use super::escape::{content, label, string};
use super::markdown::to_typst;
use crate::document::context::DocContext;
use crate::document::doc::{Block, Section};
use crate::document::table::{Align, Table};
use std::collections::BTreeSet;
use std::fmt::Write;

/// What the white paper shows beyond the document model: cover facts,
/// references and the colophon, already localised.
pub(crate) struct PdfExtras {
    /// Typst `lang` and optional `region` (`zh`, `TW`).
    pub lang: &'static str,
    pub region: Option<&'static str>,
    /// Body and heading font families, in fallback order.
    pub serif: Vec<&'static str>,
    pub sans: Vec<&'static str>,
    pub mono: Vec<&'static str>,
    pub solution: String,
    /// A date line for the cover when the byline has none (from
    /// `SOURCE_DATE_EPOCH`), in the reader's language.
    pub cover_date: Option<String>,
    pub authors: Vec<String>,
    /// Write a creation date into the PDF (only with `SOURCE_DATE_EPOCH`).
    pub dated: bool,
    /// (heading, text) of the references section, when the report names a source.
    pub references: Option<(String, String)>,
    pub colophon: Colophon,
}

pub(crate) struct Colophon {
    pub heading: String,
    pub text: String,
    /// The inputs' table: caption, headers, rows of (path, sha256).
    pub inputs: Table,
    /// The document footer (Markdown).
    pub footer: String,
}

/// The whole Typst source for `ctx`.
pub(crate) fn typst_source(ctx: &DocContext, x: &PdfExtras) -> String {
    let mut s = String::new();
    preamble(&mut s, ctx, x);
    cover(&mut s, ctx, x);
    let anchors: BTreeSet<String> = ctx.toc.iter().map(|e| e.anchor.clone()).collect();
    let mut w = Writer { s, anchors };
    w.section(&ctx.introduction, 1);
    w.section(&ctx.performance, 1);
    for p in ctx.benchmarks.iter().chain(&ctx.comparisons) {
        w.heading(2, &p.heading, Some(&p.anchor));
        w.blocks(&p.blocks, 2);
    }
    if let Some(sec) = &ctx.scale_out {
        w.section(sec, 1);
    }
    w.section(&ctx.summary, 1);
    // Where report.md has it: after the summary (`build --history`).
    if let Some(sec) = &ctx.history {
        w.section(sec, 1);
    }
    if let Some(sec) = &ctx.analytics {
        w.section(sec, 1);
    }
    if !ctx.conclusions.blocks.is_empty() {
        w.section(&ctx.conclusions, 1);
    }
    if let Some((h, t)) = &x.references {
        w.heading(1, h, None);
        let _ = writeln!(w.s, "{}\n", content(t));
    }
    let c = &x.colophon;
    w.heading(1, &c.heading, None);
    let _ = writeln!(w.s, "{}\n", content(&c.text));
    w.inputs_table(&c.inputs);
    let footer = to_typst(&c.footer, &w.anchors);
    let _ = writeln!(w.s, "#text(size: 8.5pt)[{}]", footer.trim_end());
    w.s
}

fn families(list: &[&str]) -> String {
    let quoted: Vec<String> = list.iter().map(|f| string(f)).collect();
    format!("({},)", quoted.join(", "))
}

/// Page, fonts and styles: A4, serif body justified (with hyphenation where
/// the language has it; CJK lines break between characters), sans headings,
/// captions and tables, a running header and "n / N" page numbers.
fn preamble(s: &mut String, ctx: &DocContext, x: &PdfExtras) {
    let authors: Vec<String> = x.authors.iter().map(|a| string(a)).collect();
    let region = x.region.map(|r| format!(", region: {}", string(r))).unwrap_or_default();
    let (serif, sans, mono) = (families(&x.serif), families(&x.sans), families(&x.mono));
    let _ = write!(
        s,
        r##"#set document(title: {title}, author: ({authors}), date: {date})
#set text(font: {serif}, size: 10.5pt, lang: {lang}{region})
#set par(justify: true, leading: 0.72em, spacing: 1.1em)
#set heading(numbering: "1.1")
#show heading: set text(font: {sans}, weight: "regular", fill: rgb("#1f3a5f"))
#show heading.where(level: 1): set text(size: 16pt)
#show heading.where(level: 1): set block(above: 1.8em, below: 1em)
#show heading.where(level: 2): set text(size: 13pt)
#show heading.where(level: 3): set text(size: 11pt)
#show raw: set text(font: {mono}, size: 8pt)
#show figure: set block(breakable: false)
#show figure.where(kind: table): set block(breakable: true)
#show figure.where(kind: table): set figure.caption(position: top)
#show figure.caption: set text(font: {sans}, size: 8.5pt)
#set table(stroke: (x, y) => if y == 0 {{ (bottom: 0.8pt + rgb("#1f3a5f")) }} else {{ (bottom: 0.3pt + luma(200)) }}, inset: (x: 5pt, y: 4pt))
#show table: set text(font: {sans}, size: 8pt)
#show table: set par(justify: false)
#show link: set text(fill: rgb("#1f4e8c"))
#set page(paper: "a4", margin: (x: 2.2cm, top: 2.5cm, bottom: 2.3cm))
"##,
        title = string(&ctx.title),
        authors = if authors.is_empty() {
            String::new()
        } else {
            authors.join(", ") + ","
        },
        date = if x.dated { "auto" } else { "none" },
        lang = string(x.lang),
    );
}

fn cover(s: &mut String, ctx: &DocContext, x: &PdfExtras) {
    let sans = families(&x.sans);
    let _ = writeln!(s, "#page(header: none, footer: none)[");
    let _ = writeln!(s, "#set par(justify: false)\n#v(3.5cm)");
    let _ = writeln!(
        s,
        "#text(font: {sans}, size: 26pt, fill: rgb(\"#1f3a5f\"))[{}]\n",
        content(&ctx.title)
    );
    if let Some(sub) = &ctx.subtitle {
        let _ = writeln!(s, "#v(0.5em)\n#text(size: 15pt)[{}]\n", content(sub));
    }
    let _ = writeln!(
        s,
        "#v(1.2cm)\n#line(length: 35%, stroke: 1.2pt + rgb(\"#1f3a5f\"))\n#v(0.6cm)"
    );
    let _ = writeln!(s, "#text(font: {sans}, size: 12pt)[{}]\n", content(&x.solution));
    if let Some(b) = &ctx.byline {
        let _ = writeln!(s, "#text(size: 11pt)[{}]\n", content(b));
    }
    if let Some(d) = &x.cover_date {
        let _ = writeln!(s, "#text(size: 11pt)[{}]\n", content(d));
    }
    let _ = writeln!(s, "#v(1fr)");
    for b in &ctx.banners {
        let _ = writeln!(
            s,
            "#block(fill: rgb(\"#fdf3e1\"), stroke: (left: 3pt + rgb(\"#c77c02\")), inset: 12pt, width: 100%)[#strong[{}] {}]",
            content(&b.title),
            content(&b.text)
        );
    }
    let _ = writeln!(s, "]\n");
    // The running header on every page after the cover: the solution on the
    // left, the current chapter on the right (the chapter that starts on this
    // page, else the last one started before it). The title is on the cover
    // and in the PDF's metadata; long titles wrapped the header to two lines.
    let _ = writeln!(
        s,
        "#set page(header: context {{ set text(font: {sans}, size: 8pt, fill: luma(110)); let here-page = here().page(); let on = query(heading.where(level: 1).after(here())).filter(h => h.location().page() == here-page); let before = query(heading.where(level: 1).before(here())); let chapter = if on.len() > 0 {{ on.first().body }} else if before.len() > 0 {{ before.last().body }} else {{ [] }}; block(width: 100%, spacing: 0pt)[{} #h(1fr) #chapter]; v(3pt, weak: false); line(length: 100%, stroke: 0.4pt + luma(180)) }}, footer: context align(center, text(font: {sans}, size: 8pt, fill: luma(110), counter(page).display(\"1 / 1\", both: true))))",
        content(&x.solution)
    );
    let _ = writeln!(s, "#counter(page).update(1)");
    let _ = writeln!(
        s,
        "#outline(title: [{}], depth: 2, indent: auto)\n#pagebreak()\n",
        content(&ctx.contents_heading)
    );
}

struct Writer {
    s: String,
    anchors: BTreeSet<String>,
}

impl Writer {
    fn section(&mut self, sec: &Section, level: u8) {
        self.heading(level, &sec.heading, Some(&sec.anchor));
        self.blocks(&sec.blocks, level);
    }

    fn heading(&mut self, level: u8, text: &str, anchor: Option<&str>) {
        // Two numbered levels (sections, benchmarks); deeper ones unnumbered.
        let numbering = if level > 2 {
            ", numbering: none, outlined: false"
        } else {
            ""
        };
        let _ = write!(self.s, "#heading(level: {level}{numbering})[{}]", content(text));
        if let Some(a) = anchor.filter(|a| !a.is_empty()) {
            let _ = write!(self.s, " <{}>", label(a));
        }
        self.s.push_str("\n\n");
    }

    fn blocks(&mut self, blocks: &[Block], level: u8) {
        for b in blocks {
            match b {
                Block::Text { markdown } => {
                    let t = to_typst(markdown, &self.anchors);
                    self.s.push_str(&t);
                }
                Block::Subheading { anchor, text } => self.heading(level + 1, text, Some(anchor)),
                Block::Table { table } => self.table(table),
                Block::Figure { figure } => {
                    let _ = writeln!(
                        self.s,
                        "#figure(image({}, width: 100%, alt: {}), caption: [{}], numbering: none)\n",
                        string(&figure.src),
                        string(&figure.alt),
                        content(&figure.caption)
                    );
                }
                Block::Code { lines, .. } => {
                    let _ = writeln!(
                        self.s,
                        "#block(fill: luma(244), inset: 7pt, radius: 2pt, width: 100%, raw(block: true, {}))\n",
                        string(&lines.join("\n"))
                    );
                }
            }
        }
    }

    /// A table as a figure of kind `table`: caption on top, header row
    /// repeated on each page, numbers right-aligned as in the HTML. A table
    /// short enough to fit on a page is kept whole, so its caption is never
    /// left alone at the foot of the page before it; a longer one (the
    /// colophon's inputs) breaks across pages.
    ///
    /// Columns are laid out from their content: every column as wide as
    /// its widest cell, but the text column with the longest cells (a
    /// benchmark's title) takes what is left of the line and wraps at
    /// words. A table whose columns do not fit the line at 8 pt is set at
    /// 6.5 pt; one that does not fit even so gets a landscape page.
    fn table(&mut self, t: &Table) {
        let n = t.headers.len().max(1);
        let longest = |i: usize| {
            (t.rows.iter().filter_map(|r| r.get(i)))
                .chain(t.headers.get(i))
                .map(|c| c.chars().count())
                .max()
                .unwrap_or(0)
        };
        let flexible = (0..n)
            .filter(|&i| !matches!(t.align.get(i), Some(Align::Right)))
            .max_by_key(|&i| (longest(i), std::cmp::Reverse(i)));
        // Estimated width in points at a font size and inset: a character
        // is about 0.55 em of the tables' sans; the flexible column needs
        // room for about twelve characters a line.
        let width = |size: f64, inset: f64| -> f64 {
            (0..n)
                .map(|i| {
                    let chars = if Some(i) == flexible {
                        longest(i).min(12)
                    } else {
                        longest(i)
                    };
                    chars as f64 * 0.55 * size + 2.0 * inset
                })
                .sum()
        };
        let fit = if width(8.0, 5.0) <= LINE_PT {
            Fit::Normal
        } else if width(6.5, 3.0) <= LINE_PT {
            Fit::Small
        } else {
            Fit::Landscape
        };
        let widths: Vec<&str> = (0..n)
            .map(|i| if Some(i) == flexible { "1fr" } else { "auto" })
            .collect();
        let cell = |c: &str| format!("[{}]", content(c));
        self.typeset_table(t, &widths, fit, &|_, c| cell(c));
    }

    /// The colophon's inputs: paths wrap at their slashes, and each SHA-256
    /// stays whole on one line in a small monospaced face, however long the
    /// paths are.
    fn inputs_table(&mut self, t: &Table) {
        let path = |c: &str| format!("[{}]", content(&c.replace('/', "/\u{200b}")));
        let hash = |c: &str| format!("[#text(size: 6.5pt)[#raw({})]]", string(c));
        self.typeset_table(t, &["1fr", "auto"], Fit::Normal, &|i, c| {
            if i == 1 {
                hash(c)
            } else {
                path(c)
            }
        });
    }

    /// A table figure with the given column widths and cell markup.
    fn typeset_table(&mut self, t: &Table, widths: &[&str], fit: Fit, cell: &dyn Fn(usize, &str) -> String) {
        let breakable = t.rows.len() > KEEP_WHOLE_ROWS;
        let n = t.headers.len().max(1);
        let align: Vec<&str> = (0..n)
            .map(|i| match t.align.get(i) {
                Some(Align::Right) => "right",
                _ => "left",
            })
            .collect();
        let head: Vec<String> = t.headers.iter().map(|h| format!("[{}]", content(h))).collect();
        let (open, close) = match fit {
            Fit::Normal => ("", ""),
            Fit::Small => (
                "#show table: set text(size: 6.5pt)\n#set table(inset: (x: 3pt, y: 3pt))\n",
                "",
            ),
            Fit::Landscape => ("#page(flipped: true)[\n", "]\n"),
        };
        let _ = write!(
            self.s,
            "{}#block(breakable: {breakable}, width: 100%)[{}#figure(kind: table, numbering: none, caption: [{}], table(columns: ({},), align: ({},), table.header({}),",
            if fit == Fit::Landscape { open } else { "" },
            if fit == Fit::Small { open } else { "" },
            content(&t.caption),
            widths.join(", "),
            align.join(", "),
            head.join(", ")
        );
        for r in &t.rows {
            for i in 0..n {
                let _ = write!(self.s, " {},", cell(i, r.get(i).map(String::as_str).unwrap_or("")));
            }
        }
        let _ = write!(self.s, "))]\n{close}\n");
    }
}

/// How a table is set to fit: as it is, smaller, or on a landscape page.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fit {
    Normal,
    Small,
    Landscape,
}

/// The width of a line of text on the A4 page, in points (210 mm less the
/// 2 × 2.2 cm margins of the preamble).
const LINE_PT: f64 = 470.0;

/// Tables with at most this many rows are kept on one page (about what fits
/// under a heading on A4 at the tables' 8 pt).
const KEEP_WHOLE_ROWS: usize = 30;

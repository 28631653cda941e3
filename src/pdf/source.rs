//! The Typst source of one white paper, generated from the same document
//! model the Markdown is rendered from ([`DocContext`]): cover, outline,
//! numbered sections with their tables and figures, the peak/sustained
//! summary and method, references and colophon. Pure: text in, text out;
//! every user string passes through [`escape`](super::escape).

use super::escape::{content, label, string};
use super::markdown::{code_block, to_typst};
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
    /// The Latin faces of the body, headings and code, and the CJK face
    /// that sets everything else in a Chinese document.
    pub body: &'static str,
    pub sans: &'static str,
    pub mono: &'static str,
    pub cjk: Option<&'static str>,
    pub solution: String,
    /// A date line for the cover when the byline has none (from
    /// `SOURCE_DATE_EPOCH`), in the reader's language.
    pub cover_date: Option<String>,
    pub authors: Vec<String>,
    /// Write a creation date into the PDF (only with `SOURCE_DATE_EPOCH`).
    pub dated: bool,
    /// The references section: its heading and entries (the report's
    /// source, the web page, the data), plain text whose web addresses
    /// become links.
    pub references: (String, Vec<String>),
    pub colophon: Colophon,
    /// The caption of a latency figure's data: throughput, mean and
    /// percentiles at each point of the sweep.
    pub latency_table: String,
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
    preamble(&mut s, &ctx.title, x);
    cover(&mut s, ctx, x);
    let anchors: BTreeSet<String> = ctx.toc.iter().map(|e| e.anchor.clone()).collect();
    let mut w = Writer {
        s,
        anchors,
        latency_table: &x.latency_table,
        ..Default::default()
    };
    if let Some(sec) = &ctx.acceptance {
        w.section(sec, 1);
    }
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
    let (h, entries) = &x.references;
    w.heading(1, h, None);
    let entries: Vec<String> = entries.iter().map(|e| format!("[{}]", linked(e))).collect();
    let _ = writeln!(w.s, "#list({})\n", entries.join(", "));
    let c = &x.colophon;
    w.heading(1, &c.heading, None);
    // Ragged right: a long path justified spread a Chinese line wide.
    let _ = writeln!(w.s, "#set par(justify: false)\n{}\n", content(&c.text));
    w.inputs_table(&c.inputs);
    let footer = to_typst(&c.footer, &w.anchors);
    let _ = writeln!(w.s, "#text(size: 8.5pt)[{}]", footer.trim_end());
    w.s
}

/// A Typst font list: `latin`, then the CJK face for all but Latin letters
/// and digits (punctuation shared by both scripts is set the CJK way).
fn families(latin: &str, cjk: Option<&str>) -> String {
    match cjk {
        Some(c) => format!("((name: {}, covers: \"latin-in-cjk\"), {})", string(latin), string(c)),
        None => format!("({},)", string(latin)),
    }
}

/// `s` as content, each http(s) address in it a link (up to a space or a
/// quotation mark, without the punctuation that ends a sentence).
fn linked(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = (rest.match_indices("http"))
        .map(|(i, _)| i)
        .find(|&i| rest[i..].starts_with("https://") || rest[i..].starts_with("http://"))
    {
        let tail = &rest[i..];
        let end = tail
            .find(|c: char| c.is_whitespace() || "\"<>“”‘’〈〉「」，。；、（）".contains(c))
            .unwrap_or(tail.len());
        let url = tail[..end].trim_end_matches(['.', ',', ';', ':', ')', ']']);
        let _ = write!(out, "{}#link({})[{}]", content(&rest[..i]), string(url), content(url));
        rest = &tail[url.len()..];
    }
    out + &content(rest)
}

/// Page, fonts and styles: A4, serif body (sans in Chinese) justified (with hyphenation where
/// the language has it; CJK lines break between characters), sans headings,
/// captions and tables, a running header and "n / N" page numbers.
fn preamble(s: &mut String, title: &str, x: &PdfExtras) {
    let authors: Vec<String> = x.authors.iter().map(|a| string(a)).collect();
    let region = x.region.map(|r| format!(", region: {}", string(r))).unwrap_or_default();
    let [body, sans, mono] = [x.body, x.sans, x.mono].map(|f| families(f, x.cjk));
    let _ = write!(
        s,
        r##"#set document(title: {title}, author: ({authors}), date: {date})
#set text(font: {body}, size: 10.5pt, lang: {lang}{region})
#set par(justify: true, leading: 0.72em, spacing: 1.1em{cjk_justify})
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
#let caption-font = {sans}
// A figure or turned table on the page of its own (last) heading stands
// in the text where it is anchored (a float there went above the heading);
// elsewhere it floats to the top of a page. Where it landed last time
// decides, which settles in two layouts.
#let floated(k, it) = context {{
  let own = query(selector(heading).before(here()))
  let at = query(metadata.where(value: k))
  let shared = own.len() > 0 and at.len() > 0 and at.first().location().page() == own.last().location().page()
  let it = [#metadata(k)#it]
  if shared {{ it }} else {{ place(top, float: true, clearance: 1.5em, it) }}
}}
#set table(stroke: (x, y) => if y == 0 {{ (bottom: 0.8pt + rgb("#1f3a5f")) }} else {{ (bottom: 0.3pt + luma(200)) }}, inset: (x: 5pt, y: 4pt))
#show table: set text(font: {sans}, size: 8pt)
#show table: set par(justify: false)
#show link: set text(fill: rgb("#1f4e8c"))
#set page(paper: "a4", margin: (x: 2.2cm, top: 2.5cm, bottom: 2.3cm))
"##,
        title = string(title),
        authors = if authors.is_empty() {
            String::new()
        } else {
            authors.join(", ") + ","
        },
        date = if x.dated { "auto" } else { "none" },
        lang = string(x.lang),
        // Chinese justifies between its characters: spaces around Latin
        // words do not stretch first (they opened wide gaps), so the
        // width is shared by every character and space alike.
        cjk_justify = if x.cjk.is_some() {
            ", justification-limits: (spacing: (min: 100% * 2 / 3, max: 100%))"
        } else {
            ""
        },
    );
}

fn cover(s: &mut String, ctx: &DocContext, x: &PdfExtras) {
    let sans = families(x.sans, x.cjk);
    let _ = writeln!(s, "#page(header: none, footer: none)[");
    let _ = writeln!(s, "#set par(justify: false)\n#v(3.5cm)");
    let _ = writeln!(
        s,
        "#text(font: {sans}, size: 26pt, fill: rgb(\"#1f3a5f\"))[{}]\n",
        clauses(&unbroken_names(&ctx.title), x.cjk.is_some(), 26.0)
    );
    if let Some(sub) = &ctx.subtitle {
        let _ = writeln!(
            s,
            "#v(0.5em)\n#text(size: 15pt)[{}]\n",
            clauses(&unbroken_names(sub), x.cjk.is_some(), 15.0)
        );
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
            "#block(fill: rgb(\"#fdf3e1\"), stroke: (left: 3pt + rgb(\"#c77c02\")), inset: 12pt, width: 100%)[#strong[{}]{}{}]",
            content(&b.title),
            content(&b.tail),
            content(&b.text)
        );
    }
    let _ = writeln!(s, "]\n");
    // The running header on every page after the cover: the solution on the
    // left, the current chapter on the right (the chapter that starts on this
    // page, else the last one started before it). The title is on the cover
    // and in the PDF's metadata; long titles wrapped the header to two lines.
    // The numbering ("n / N" in the footer) is also the PDF's page labels,
    // so a viewer shows the printed numbers; the cover has none.
    let _ = writeln!(
        s,
        "#set page(header: context {{ set text(font: {sans}, size: 8pt, fill: luma(110)); let here-page = here().page(); let on = query(heading.where(level: 1).after(here())).filter(h => h.location().page() == here-page); let before = query(heading.where(level: 1).before(here())); let chapter = if on.len() > 0 {{ on.first().body }} else if before.len() > 0 {{ before.last().body }} else {{ [] }}; block(width: 100%, spacing: 0pt)[{} #h(1fr) #chapter]; v(3pt, weak: false); line(length: 100%, stroke: 0.4pt + luma(180)) }}, footer: context align(center, text(font: {sans}, size: 8pt, fill: luma(110), counter(page).display(both: true))), numbering: \"1 / 1\")",
        content(&x.solution)
    );
    let _ = writeln!(s, "#counter(page).update(1)");
    let _ = writeln!(
        s,
        "#outline(title: [{}], depth: 2, indent: auto)\n#pagebreak()\n",
        content(&ctx.contents_heading)
    );
}

#[derive(Default)]
struct Writer<'a> {
    s: String,
    anchors: BTreeSet<String>,
    latency_table: &'a str,
    /// Figures so far: each is keyed by its number (see `float-figure`).
    figures: usize,
    /// A turned table floats (see [`Writer::typeset_table`]).
    turned: bool,
}

impl Writer<'_> {
    fn section(&mut self, sec: &Section, level: u8) {
        self.heading(level, &sec.heading, Some(&sec.anchor));
        self.blocks(&sec.blocks, level);
    }

    fn heading(&mut self, level: u8, text: &str, anchor: Option<&str>) {
        // A float never leaves its section or benchmark: what is still
        // waiting is printed before the next one starts.
        if level <= 2 {
            self.turned = false;
            self.s.push_str("#place.flush()\n");
        }
        // Two numbered levels (sections, benchmarks); deeper ones unnumbered.
        let numbering = if level > 2 {
            ", numbering: none, outlined: false"
        } else {
            ""
        };
        let text = unbroken_names(text);
        let _ = write!(self.s, "#heading(level: {level}{numbering})[{}]", content(&text));
        if let Some(a) = anchor.filter(|a| !a.is_empty()) {
            let _ = write!(self.s, " <{}>", label(a));
        }
        self.s.push_str("\n\n");
    }

    fn blocks(&mut self, blocks: &[Block], level: u8) {
        for (i, b) in blocks.iter().enumerate() {
            match b {
                // The sentence that introduces command lines ("The command
                // lines:") is kept on their page.
                Block::Text { markdown } if matches!(blocks.get(i + 1), Some(Block::Code { .. })) => {
                    let _ = write!(self.s, "#block(breakable: false)[{}", to_typst(markdown, &self.anchors));
                }
                Block::Text { markdown } => {
                    let t = to_typst(markdown, &self.anchors);
                    self.s.push_str(&t);
                }
                Block::Subheading { anchor, text } => self.heading(level + 1, text, Some(anchor)),
                Block::Table { table } => self.table(table),
                // A figure floats to the top or foot of a page, never above
                // its own heading (`float-figure` in the preamble: at the
                // foot of its heading's page, or on a later page).
                Block::Figure { figure } => {
                    self.figures += 1;
                    let _ = writeln!(
                        self.s,
                        "#floated({}, figure(image({}, width: 100%, alt: {}), caption: [{}], numbering: none))\n",
                        self.figures,
                        string(&figure.src),
                        string(&figure.alt),
                        content(&figure.caption)
                    );
                    // A latency figure's data is the sweep's percentile
                    // table, shown under it on the web page: in print too.
                    if let Some(d) = (figure.data.as_ref()).filter(|_| figure.src.ends_with("-latency.svg")) {
                        let (headers, align, rows) = d.table_parts();
                        self.table(&Table::new(self.latency_table.to_string(), headers, align, rows));
                    }
                }
                Block::Code { lines, .. } => {
                    self.s.push_str(&code_block(&lines.join("\n")));
                    if matches!(i.checked_sub(1).and_then(|p| blocks.get(p)), Some(Block::Text { .. })) {
                        self.s.push_str("]\n\n");
                    }
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
    /// its widest cell; when that overflows the line, Typst shares it
    /// fairly: columns narrower than their share keep their width, the
    /// longer text columns (a benchmark's title, a component's role and
    /// details) split the rest and wrap at words. A table whose columns do
    /// not fit the line at 8 pt is set at 6.5 pt; one that does not fit even
    /// so is turned a quarter on a page of its own, or, when too long for
    /// one page, gets landscape pages.
    fn table(&mut self, t: &Table) {
        let n = t.headers.len().max(1);
        let text = |i: usize| !matches!(t.align.get(i), Some(Align::Right));
        let fit = fit(t);
        // A key–value table (two columns, keys on the left): the key column
        // as wide as its longest key, at most 35 % of the line; the values
        // take what they need of the rest, not the whole line.
        let widths: Vec<String> = if n == 2 && text(0) {
            let key = (t.rows.iter().filter_map(|r| r.first()).chain(t.headers.first()))
                .map(|k| ems(k))
                .fold(0.0, f64::max);
            vec![
                format!("{:.0}pt", (key * 8.0 + 10.0).min(0.35 * LINE_PT)),
                "auto".into(),
            ]
        } else {
            vec!["auto".into(); n]
        };
        let widths: Vec<&str> = widths.iter().map(String::as_str).collect();
        // A trend arrow after a number ("20.400 ↑") is set in a slot of
        // its column's every cell, so the numbers stay aligned.
        let arrows: Vec<bool> = (0..n)
            .map(|i| (t.rows.iter()).any(|r| r.get(i).is_some_and(|c| c.ends_with(['↑', '↓']))))
            .collect();
        let cell = |i: usize, c: &str| match c.strip_suffix(['↑', '↓']) {
            _ if !arrows[i] => format!("[{}]", content(c)),
            Some(v) => format!("[{}\u{a0}{}]", content(v.trim_end()), &c[v.len()..]),
            None => format!("[{}#hide[\u{a0}↑]]", content(c)),
        };
        // A table in the text's column may break after a few rows (a solution's
        // components are half a page in 8 rows); a landscape one only when
        // it is longer than its page.
        let breakable = match fit {
            Fit::Normal | Fit::Small => t.rows.len() > KEEP_WHOLE_ROWS,
            Fit::Turned => false,
            Fit::Landscape => t.rows.len() > LANDSCAPE_ROWS,
        };
        self.typeset_table(t, &widths, fit, breakable, &cell);
    }

    /// The colophon's inputs: paths wrap at their slashes, and each SHA-256
    /// stays whole on one line in a small monospaced face, however long the
    /// paths are. The table ends the document: it starts under the
    /// colophon's text and breaks where the page does.
    fn inputs_table(&mut self, t: &Table) {
        let path = |c: &str| format!("[{}]", content(&c.replace('/', "/\u{200b}")));
        let hash = |c: &str| format!("[#text(size: 6.5pt)[#raw({})]]", string(c));
        self.typeset_table(t, &["1fr", "auto"], Fit::Normal, true, &|i, c| {
            if i == 1 {
                hash(c)
            } else {
                path(c)
            }
        });
    }

    /// A table figure with the given column widths and cell markup.
    fn typeset_table(
        &mut self,
        t: &Table,
        widths: &[&str],
        fit: Fit,
        breakable: bool,
        cell: &dyn Fn(usize, &str) -> String,
    ) {
        let n = t.headers.len().max(1);
        let align: Vec<&str> = (0..n)
            .map(|i| match t.align.get(i) {
                Some(Align::Right) => "right",
                _ => "left",
            })
            .collect();
        // A header in parts ("建立·NSS7.4-HA") breaks between them and
        // between the words of a part, never at a word's hyphen: a word with
        // one is in a box as wide as its text, which the column grows to
        // (a whole part in a box ran past a narrow column:
        // "Configurazione LargeEspansione di capacità").
        let word = |w: &str| match w.contains('-') {
            true => format!("#context box(width: measure[{0}].width)[{0}]", content(w)),
            false => content(w),
        };
        let part = |p: &str| {
            p.split(' ')
                .filter(|w| !w.is_empty())
                .map(word)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let head: Vec<String> = (t.headers.iter())
            .map(|h| match h.contains('·') {
                false => format!("[{}]", content(h)),
                true => format!(
                    "[{}]",
                    h.split('·')
                        .map(part)
                        .collect::<Vec<_>>()
                        .join(if h.contains(" · ") { " · " } else { "·" })
                ),
            })
            .collect();
        let small = "#show table: set text(size: 6.5pt)\n#set table(inset: (x: 4pt, y: 3pt))\n";
        // A turned table floats to a page of its own, after the figures
        // before it: the tables after it wait for it, so that they print in
        // their order.
        if fit == Fit::Turned {
            self.turned = true;
            self.figures += 1;
        } else if std::mem::take(&mut self.turned) {
            self.s.push_str("#place.flush()\n");
        }
        let caption = content(&t.caption);
        // Turned only when Typst finds its body (numbers and labels) does
        // not fit the line, or fits only with its labels wrapped to more
        // than twice their height; its header wraps (where it can). A turned table is as
        // tall as the table is wide.
        let k = self.figures;
        let turned = format!(
            "]\n#context {{ let t = turned-table(table.header({})); let fig = figure(kind: table, numbering: none, caption: [{caption}], t); let (body, line) = (measure(turned-table()), measure(turned-table(), width: {LINE_PT}pt)); if line.width <= {LINE_PT}pt and line.height <= 2 * body.height and measure(t, width: {LINE_PT}pt).width <= {LINE_PT}pt {{ block(breakable: {}, width: 100%, fig) }} else {{ floated({k}, rotate(-90deg, reflow: true, block(width: calc.min(measure(t).width, {TURNED_PT}pt), fig))) }} }}\n\n",
            head.join(", "),
            t.rows.len() > KEEP_WHOLE_ROWS
        );
        let (outer, inner, close) = match fit {
            Fit::Normal | Fit::Small => ("", if fit == Fit::Small { small } else { "" }, "]\n\n"),
            Fit::Turned => ("", small, turned.as_str()),
            Fit::Landscape => ("#page(flipped: true)[\n", "", "]]\n\n"),
        };
        // A table that may break is set as its caption (styled as the
        // figures' captions are) over a bare table, which Typst breaks
        // between rows with its header repeated (checked on pixstor-2019's
        // components table; a breakable figure was not tried).
        let open = if fit == Fit::Turned {
            format!("#let turned-table(..head) = [{inner}#table(")
        } else if breakable {
            format!("#align(center, text(font: caption-font, size: 8.5pt)[{caption}])\n#[{inner}#table(")
        } else {
            format!("#block(breakable: false, width: 100%)[{inner}#figure(kind: table, numbering: none, caption: [{caption}], table(")
        };
        let head = match fit {
            Fit::Turned => "..head".to_string(),
            _ => format!("table.header({})", head.join(", ")),
        };
        let _ = write!(
            self.s,
            "{outer}{open}columns: ({},), align: ({},), {head},",
            widths.join(", "),
            align.join(", "),
        );
        // A label of the leading text columns spans the rows under it
        // whose cells up to its own are blank (a benchmark over its
        // operations and measures), not one tall row and blank ones.
        let lead = align.iter().take_while(|a| **a == "left").count();
        let covered =
            |r: usize, i: usize| r > 0 && i < lead && (0..=i).all(|k| t.rows[r].get(k).is_none_or(String::is_empty));
        for (r, row) in t.rows.iter().enumerate() {
            for i in (0..n).filter(|&i| !covered(r, i)) {
                let c = cell(i, row.get(i).map(String::as_str).unwrap_or(""));
                match (r + 1..t.rows.len()).take_while(|&q| covered(q, i)).count() {
                    0 => {
                        let _ = write!(self.s, " {c},");
                    }
                    k => {
                        let _ = write!(self.s, " table.cell(rowspan: {}){c},", k + 1);
                    }
                }
            }
        }
        let _ = write!(
            self.s,
            "{}{close}",
            if breakable || fit == Fit::Turned { ")" } else { "))" }
        );
    }
}

/// A cover line set at `size` points as markup; in Chinese its clauses (up
/// to a "，" or "：") that fit a line each in a box, so that it breaks
/// between them, not inside a word ("部落格文|章"). (A longer box would
/// wrap inside, the next clause beside its first line.)
fn clauses(s: &str, cjk: bool, size: f64) -> String {
    match cjk {
        false => content(s),
        true => (s.split_inclusive(['，', '：']))
            .map(|c| match ems(c) * size <= LINE_PT {
                true => format!("#box[{}]", content(c)),
                false => content(c),
            })
            .collect(),
    }
}

/// The width of `s` in ems of the sans: a Chinese character is one, others
/// about 0.62.
fn ems(s: &str) -> f64 {
    s.chars().map(|c| if c >= '\u{2e80}' { 1.0 } else { 0.62 }).sum()
}

/// A title or heading with no word alone on its last line ("(IOzone)")
/// and no name of capitalised words ("PixStor Storage", "Dell EMC")
/// broken: the spaces between them no-break.
fn unbroken_names(s: &str) -> String {
    let words: Vec<&str> = s.split(' ').collect();
    let cap = |w: &str| w.starts_with(char::is_uppercase);
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            let glued = i + 1 == words.len() || (cap(words[i - 1]) && cap(w) && !words[i - 1].ends_with(':'));
            out.push(if glued { '\u{a0}' } else { ' ' });
        }
        out.push_str(w);
    }
    out
}

/// How `t` is set (see [`Writer::table`]), from its estimated width in
/// points at a font size and inset: a character is about 0.55 em of the
/// tables' sans; a text column wraps, and needs room for about twelve
/// characters a line. A header breaks between its parts ("stat·NSS7.4-HA").
fn fit(t: &Table) -> Fit {
    // A header's parts do not wrap: counted in characters of 0.55 em.
    let longest = |i: usize| {
        (t.rows.iter().filter_map(|r| r.get(i)))
            .map(|c| c.chars().count())
            .chain(t.headers.get(i).filter(|h| !h.contains('·')).map(|h| h.chars().count()))
            .chain(
                (t.headers.get(i).filter(|h| h.contains('·')).into_iter())
                    .flat_map(|h| h.split('·'))
                    .map(|p| (ems(p.trim()) / 0.55).ceil() as usize),
            )
            .max()
            .unwrap_or(0)
    };
    let width = |size: f64, inset: f64| -> f64 {
        (0..t.headers.len().max(1))
            .map(|i| match t.align.get(i) {
                Some(Align::Right) => longest(i),
                _ => longest(i).min(12),
            })
            .map(|chars| chars as f64 * 0.55 * size + 2.0 * inset)
            .sum()
    };
    if width(8.0, 5.0) <= LINE_PT {
        Fit::Normal
    } else if width(6.5, 4.0) <= LINE_PT {
        Fit::Small
    } else if t.rows.len() <= TURNED_ROWS {
        Fit::Turned
    } else {
        Fit::Landscape
    }
}

/// How a table is set to fit: as it is, smaller, smaller and turned a
/// quarter to float on a page of its own while the text goes on (a table
/// that fits a page), or on a landscape page (one that breaks across pages).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fit {
    Normal,
    Small,
    Turned,
    Landscape,
}

/// The width of a line of text on the A4 page, in points (210 mm less the
/// 2 × 2.2 cm margins of the preamble).
const LINE_PT: f64 = 470.0;

/// The width of a turned table: the A4 page's text height (297 mm less
/// the 2.5 and 2.3 cm margins, 705.8 pt), so that its page holds nothing
/// else (a list's bullet was left alone under it).
const TURNED_PT: f64 = 706.0;

/// Tables with at most this many rows are turned rather than given a
/// landscape page: about what fits across the page's text width at 6.5 pt.
const TURNED_ROWS: usize = 25;

/// Tables with at most this many rows are kept on one page; longer ones may
/// break, their header repeated. Rows of several lines (a solution's
/// components) make even 9 rows half a page, and a table kept whole that
/// does not fit leaves the rest of its page empty.
const KEEP_WHOLE_ROWS: usize = 15;

/// A landscape table with at most this many rows is kept on its page.
const LANDSCAPE_ROWS: usize = 30;

#[cfg(test)]
#[path = "source_tests.rs"]
mod tests;

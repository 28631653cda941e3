//! Markdown → HTML with pulldown-cmark. Raw HTML in the Markdown (author
//! prose, labels) is shown as text, never passed through, and links or
//! images with a scheme other than http, https or mailto are neutralised:
//! nothing a report's inputs say can run script in the page.
//!
//! Heading attributes are not pulldown-cmark's extension (it turns
//! `# Hi {onfocus=alert(1)}` into an event handler): the one form accepted
//! is a trailing ` {#id}` with an id of ASCII letters, digits, `-` and `_`
//! (what the templates' `anchor` filter writes), read from the source so an
//! escaped `\{#id}` in a title stays text. Everything else in braces is text.
//!
//! Two more things are ours: every table is wrapped in a keyboard-focusable
//! scroll region labelled by its caption (wide tables stay reachable), and a
//! fenced `pixreport-data` block (a figure's numbers) becomes a collapsible
//! `<details>` table.

use super::doc::FigureFile;
use super::table::escape_inline;
use crate::i18n::Localizer;
use pulldown_cmark::{html, CodeBlockKind, CowStr, Event, HeadingLevel, Options, Parser, Tag, TagEnd};
use std::collections::{BTreeMap, BTreeSet};

/// The Markdown dialect of every page and of the white paper: tables and
/// strikethrough on, so author prose reads the same in HTML and PDF.
pub(crate) const MARKDOWN: Options = Options::ENABLE_TABLES.union(Options::ENABLE_STRIKETHROUGH);

/// `md` with its raw HTML (blocks and inline tags, from author prose) made
/// text by the one Markdown escaper ([`escape_inline`]): the published
/// `index.md` shows a `<script>` as the page does, and the page is made
/// from that Markdown. Escaping can end an HTML block early and let a later
/// line read as HTML, so this runs until none is left; each pass escapes at
/// least one `<`.
pub(crate) fn raw_html_as_text(md: &str) -> String {
    let mut md = md.to_string();
    loop {
        let raw: Vec<_> = (Parser::new_ext(&md, MARKDOWN).into_offset_iter())
            .filter(|(ev, _)| matches!(ev, Event::Html(_) | Event::InlineHtml(_)))
            .map(|(_, range)| range)
            .collect();
        if raw.is_empty() {
            return md;
        }
        let mut out = String::with_capacity(md.len() + 64);
        let mut at = 0;
        for r in raw {
            out.push_str(&md[at..r.start]);
            out.push_str(&escape_inline(&md[r.clone()]));
            at = r.end;
        }
        out.push_str(&md[at..]);
        md = out;
    }
}

/// The document's own figures, for a page that shows them inline (so each
/// point's `<title>` works as a tooltip, which an `<img>` blocks) and links
/// each figure's numbers as CSV.
pub struct PageFigures<'a> {
    /// `figures/<file>.svg` as the Markdown links it → the SVG text.
    pub svgs: &'a BTreeMap<String, String>,
    /// `figures/<file>.svg` → its data as CSV (see `FigureData::csv`).
    pub csvs: &'a BTreeMap<String, String>,
    /// The text of the link to a figure's CSV, in the page's language.
    pub csv_label: &'a str,
}

/// A page's HTML and the CSV files its figure links point at
/// (`figures/<file>.csv` → text).
pub struct PageHtml {
    pub html: String,
    pub csv: Vec<(String, String)>,
}

/// A document's page body: its figures inline, each followed by its data
/// table and a link to its numbers as CSV (`figures/<file>.csv`, returned
/// for the caller to write beside the figure). The one path for every
/// document with figures — reports and diffs — so a reader gets the same
/// figure, table and CSV whichever document they open.
pub(crate) fn document_html(md: &str, figures: &[FigureFile], loc: &Localizer) -> PageHtml {
    let svgs: BTreeMap<String, String> = (figures.iter())
        .filter(|f| f.file.ends_with(".svg"))
        .map(|f| (format!("figures/{}", f.file), f.svg.clone()))
        .collect();
    let csvs: BTreeMap<String, String> = (figures.iter())
        .filter_map(|f| Some((format!("figures/{}", f.file), f.csv.clone()?)))
        .collect();
    let csv_label = loc.t("figure-csv");
    let figs = PageFigures {
        svgs: &svgs,
        csvs: &csvs,
        csv_label: &csv_label,
    };
    page_html(md, Some(&figs))
}

/// Renders Markdown to an HTML fragment; with `figures`, an image whose
/// source is one of them becomes the inline SVG (ids prefixed per figure),
/// and the data block that follows it gets a link to its CSV.
pub fn page_html(md: &str, figures: Option<&PageFigures>) -> PageHtml {
    let mut csv: Vec<(String, String)> = Vec::new();
    // The inlined figure whose image events are being skipped, and the last
    // one inlined (the owner of the next data block).
    let mut inlining: Option<String> = None;
    let mut last_figure: Option<String> = None;
    let mut inlined = 0usize;
    let opts = MARKDOWN;
    let mut events: Vec<Event> = Vec::new();
    let mut last_strong = String::new();
    let mut in_strong = false;
    let mut data: Option<String> = None;
    let mut tables = 0usize;
    // The open heading: its index in `events` and its anchor, if any.
    let mut heading: Option<(usize, Option<String>)> = None;
    // Ids given to headings that had none, kept unique in the page.
    let mut made: BTreeSet<String> = BTreeSet::new();
    for (ev, range) in Parser::new_ext(md, opts).into_offset_iter() {
        if let Some(buf) = data.as_mut() {
            match ev {
                Event::Text(t) => buf.push_str(&t),
                Event::End(TagEnd::CodeBlock) => {
                    let mut table = data_table(buf);
                    let owner = last_figure
                        .take()
                        .and_then(|s| figures.and_then(|f| Some((f, f.csvs.get(&s)?, s))));
                    if let Some((f, text, src)) = owner {
                        let path = format!("{}.csv", src.trim_end_matches(".svg"));
                        table.push_str(&format!(
                            "<p class=\"figure-links\"><a href=\"{}\" type=\"text/csv\" download>{}</a></p>\n",
                            escape(&path),
                            escape(f.csv_label)
                        ));
                        csv.push((path, text.clone()));
                    }
                    events.push(Event::Html(CowStr::from(table)));
                    data = None;
                }
                _ => {}
            }
            continue;
        }
        if let Some(src) = &inlining {
            // The alt text is the SVG's own <title>/<desc>: skip it.
            if let Event::End(TagEnd::Image) = ev {
                let svg = figures.and_then(|f| f.svgs.get(src)).map_or("", String::as_str);
                inlined += 1;
                let prefix = format!("f{inlined}-");
                events.push(Event::Html(CowStr::from(crate::figures::inline_svg(svg, &prefix))));
                last_figure = inlining.take();
            }
            continue;
        }
        if let Event::Start(Tag::Image { dest_url, .. }) = &ev {
            if figures.is_some_and(|f| f.svgs.contains_key(dest_url.as_ref())) {
                inlining = Some(dest_url.to_string());
                continue;
            }
        }
        // Raw HTML from the inputs is text, before anything else looks at it.
        let ev = match ev {
            Event::Html(s) | Event::InlineHtml(s) => Event::Text(s),
            other => other,
        };
        let mut ev = match ev {
            Event::Start(Tag::Heading { level, .. }) => {
                heading = Some((events.len(), heading_anchor(&md[range])));
                Event::Start(Tag::Heading {
                    level,
                    id: None,
                    classes: Vec::new(),
                    attrs: Vec::new(),
                })
            }
            Event::End(TagEnd::Heading(level)) => {
                if let Some((start, anchor)) = heading.take() {
                    let kept = anchor.filter(|id| strip_anchor(&mut events[start + 1..], id));
                    // A section heading without an anchor (author prose) gets
                    // one from its text, so search can link to the section.
                    let id = kept
                        .or_else(|| (level != HeadingLevel::H1).then(|| section_id(&events[start + 1..], &mut made)));
                    if let (Some(id), Event::Start(Tag::Heading { id: slot, .. })) = (id, &mut events[start]) {
                        *slot = Some(CowStr::from(id));
                    }
                }
                Event::End(TagEnd::Heading(level))
            }
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(info))) if info.as_ref() == "pixreport-data" => {
                data = Some(String::new());
                continue;
            }
            // Command lines scroll sideways rather than break inside a token,
            // so the block must be reachable by keyboard (it is a scroll region).
            Event::Start(Tag::CodeBlock(kind)) => {
                let lang = match &kind {
                    CodeBlockKind::Fenced(info) => info.split_whitespace().next().unwrap_or("").to_string(),
                    CodeBlockKind::Indented => String::new(),
                };
                let class = if lang.is_empty() {
                    String::new()
                } else {
                    format!(" class=\"language-{}\"", escape(&lang))
                };
                Event::Html(CowStr::from(format!("<pre tabindex=\"0\"><code{class}>")))
            }
            Event::End(TagEnd::CodeBlock) => Event::Html(CowStr::from("</code></pre>\n")),
            Event::Start(Tag::Strong) => {
                in_strong = true;
                last_strong.clear();
                Event::Start(Tag::Strong)
            }
            Event::End(TagEnd::Strong) => {
                in_strong = false;
                Event::End(TagEnd::Strong)
            }
            Event::Text(t) => {
                if in_strong {
                    last_strong.push_str(&t);
                }
                Event::Text(t)
            }
            Event::Start(Tag::Table(align)) => {
                tables += 1;
                let label = if last_strong.is_empty() {
                    format!("table {tables}")
                } else {
                    last_strong.clone()
                };
                events.push(Event::Html(CowStr::from(format!(
                    "<div class=\"table-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"{}\">\n",
                    escape(&label)
                ))));
                Event::Start(Tag::Table(align))
            }
            Event::End(TagEnd::Table) => {
                events.push(Event::End(TagEnd::Table));
                Event::Html(CowStr::from("</div>\n"))
            }
            other => other,
        };
        if let Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) = &mut ev {
            *dest_url = safe_url(dest_url.clone());
        }
        events.push(ev);
    }
    let mut out = String::with_capacity(md.len() * 3 / 2);
    html::push_html(&mut out, events.into_iter());
    PageHtml { html: out, csv }
}

/// An id for a heading the source gave none: `s-` and its words in lower
/// case joined by `-` (letters of any script are kept, so a Chinese or
/// Vietnamese heading keeps its words), `-2`, `-3` … when the page already
/// has it. The prefix keeps it apart from the templates' anchors.
fn section_id(inner: &[Event<'_>], made: &mut BTreeSet<String>) -> String {
    let mut text = String::new();
    for ev in inner {
        if let Event::Text(t) | Event::Code(t) = ev {
            text.push_str(t);
        }
    }
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let base = format!("s-{}", words.join("-"));
    let base = if words.is_empty() { "s".to_string() } else { base };
    let mut id = base.clone();
    let mut n = 1;
    while !made.insert(id.clone()) {
        n += 1;
        id = format!("{base}-{n}");
    }
    id
}

/// The id of a heading whose source ends with ` {#id}` (not `\{#id}`).
fn heading_anchor(src: &str) -> Option<String> {
    let src = src.trim_end();
    let body = src.strip_suffix('}')?;
    let open = body.rfind("{#")?;
    let id = &body[open + 2..];
    let before = body[..open].chars().next_back()?;
    let ok = !id.is_empty()
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        && (before == ' ' || before == '\t');
    ok.then(|| id.to_string())
}

/// Removes the trailing `{#id}` (and the blank before it) from a heading's
/// text events; false when the text does not end with it.
fn strip_anchor(inner: &mut [Event<'_>], id: &str) -> bool {
    let suffix = format!("{{#{id}}}");
    let mut text = String::new();
    let mut first = inner.len();
    while first > 0 && matches!(inner[first - 1], Event::Text(_)) {
        first -= 1;
    }
    for ev in &inner[first..] {
        if let Event::Text(t) = ev {
            text.push_str(t);
        }
    }
    let Some(kept) = text.strip_suffix(&suffix) else {
        return false;
    };
    let kept = kept.trim_end().to_string();
    for (i, ev) in inner[first..].iter_mut().enumerate() {
        *ev = Event::Text(CowStr::from(if i == 0 { kept.clone() } else { String::new() }));
    }
    true
}

pub(crate) fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => o.push_str("&amp;"),
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '"' => o.push_str("&quot;"),
            '\'' => o.push_str("&#39;"),
            c => o.push(c),
        }
    }
    o
}

/// `label`, then header and rows separated by ` | ` → a collapsible table.
fn data_table(text: &str) -> String {
    let mut lines = text.lines();
    let label = lines.next().unwrap_or_default();
    let mut out = format!(
        "<details class=\"figure-data\">\n<summary>{}</summary>\n<table>\n",
        escape(label)
    );
    for (i, line) in lines.enumerate() {
        let (open, close) = if i == 0 {
            ("<th scope=\"col\">", "</th>")
        } else {
            ("<td>", "</td>")
        };
        if i == 0 {
            out.push_str("<thead>");
        } else if i == 1 {
            out.push_str("<tbody>\n");
        }
        out.push_str("<tr>");
        for cell in line.split(" | ") {
            out.push_str(open);
            out.push_str(&escape(cell));
            out.push_str(close);
        }
        out.push_str("</tr>");
        out.push_str(if i == 0 { "</thead>\n" } else { "\n" });
    }
    out.push_str("</tbody>\n</table>\n</details>\n");
    out
}

/// Relative URLs, fragments, and http(s)/mailto pass; anything else
/// (`javascript:`, `data:`, `vbscript:` …) becomes `#`.
fn safe_url(url: CowStr<'_>) -> CowStr<'_> {
    let lower: String = (url.chars())
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let scheme_end = lower.find(':');
    let first_sep = lower.find(['/', '?', '#']);
    let has_scheme = match (scheme_end, first_sep) {
        (Some(c), Some(s)) => c < s,
        (Some(_), None) => true,
        _ => false,
    };
    if !has_scheme || lower.starts_with("http:") || lower.starts_with("https:") || lower.starts_with("mailto:") {
        url
    } else {
        CowStr::Borrowed("#")
    }
}

#[cfg(test)]
#[path = "html_tests.rs"]
mod tests;

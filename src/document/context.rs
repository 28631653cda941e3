//! `DocContext`: the serialisable, already-localised view of one report in
//! one language. Templates see only this (`pixreport build --dump-context`
//! writes it as JSON for template authors); figures are produced alongside
//! so their numbering matches the captions.

use super::cmp_section::comparison_section;
use super::doc::{said, text, Block, DocBuilder, FigureFile, Part, RenderError, Section, TocEntry};
use super::sections::benchmark_section;
use super::summary::{scale_out_section, summary_section};
use super::table::{escape_inline, Align};
use super::words::{int_text, prose, size_text};
use crate::analysis::ReportAnalysis;
use crate::i18n::{Args, Localizer};
use crate::model::*;
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct DocContext {
    pub lang: String,
    pub report: String,
    pub title: String,
    pub subtitle: Option<String>,
    pub byline: Option<String>,
    /// Notices above the report: where its data come from, and that it is a
    /// draft while it holds placeholders of `pixreport new`.
    pub banners: Vec<Banner>,
    pub contents_heading: String,
    pub toc: Vec<TocEntry>,
    /// Acceptance criteria and method caveats, when the report has any.
    pub acceptance: Option<Section>,
    pub introduction: Section,
    pub performance: Section,
    pub benchmarks: Vec<Part>,
    pub comparisons: Vec<Part>,
    pub scale_out: Option<Section>,
    pub summary: Section,
    /// Earlier published runs (`build --history`), when there are any.
    pub history: Option<Section>,
    pub analytics: Option<Section>,
    pub conclusions: Section,
    /// Markdown (already escaped, with a link to the report's JSON).
    pub footer: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Banner {
    pub title: String,
    /// What joins the title to the text: a space, or the title's own
    /// closing full-width stop (zh-TW "重建資料。"), which is set after the
    /// bold (a bold closed by "。" and followed by a letter is not bold in
    /// Markdown) with no space after it.
    pub tail: String,
    pub text: String,
}

impl Banner {
    fn new(title: String, text: String) -> Banner {
        match title.strip_suffix(['。', '：']) {
            Some(core) => Banner {
                tail: title[core.len()..].to_string(),
                title: core.to_string(),
                text,
            },
            None => Banner {
                title,
                tail: " ".to_string(),
                text,
            },
        }
    }
}

pub struct Document {
    pub context: DocContext,
    pub figures: Vec<FigureFile>,
}

fn slot(report: &Report, lang: Lang, name: &str) -> Option<String> {
    report.text.get(name).and_then(|f| prose(report, lang, f))
}

/// The prose of slot `main`, then slot `sub` under a subheading whose
/// anchor is the slot name and whose text is the message `section-<sub>`.
fn prose_blocks(report: &Report, loc: &Localizer, main: &str, sub: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    if let Some(p) = slot(report, loc.lang, main) {
        blocks.push(text(p));
    }
    if let Some(p) = slot(report, loc.lang, sub) {
        blocks.push(Block::Subheading {
            anchor: sub.into(),
            text: loc.t(&format!("section-{sub}")),
        });
        blocks.push(text(p));
    }
    blocks
}

/// Builds the context and the figures of `report` in the localizer's language.
pub fn build_document(
    project: &Project,
    report: &Report,
    analysis: &ReportAnalysis,
    loc: &Localizer,
    history: Option<&crate::model::History>,
) -> Result<Document, RenderError> {
    let lang = loc.lang;
    let mut doc = DocBuilder::new(loc, &report.id);
    let acceptance = super::acceptance::acceptance_section(&mut doc, report, analysis);
    if let Some(a) = &acceptance {
        doc.contents(&a.anchor, &a.heading, 2);
    }
    let intro = introduction(&mut doc, report);
    doc.contents(&intro.anchor, &intro.heading, 2);
    let perf = performance(&mut doc, report);
    doc.contents(&perf.anchor, &perf.heading, 2);
    // One section per benchmark, each with its own analysis (by id).
    let mut benchmarks = Vec::new();
    for b in report.benchmarks.iter().filter(|b| b.section) {
        let Some(ba) = analysis.benchmark(&b.id) else { continue };
        let part = benchmark_section(&mut doc, report, b, ba)?;
        doc.contents(&part.anchor, &part.heading, 3);
        benchmarks.push(part);
    }
    let mut comparisons = Vec::new();
    for c in &report.comparisons {
        let (Some(ca), Some(cur)) = (
            analysis.comparison(&c.id),
            report.benchmarks.iter().find(|b| b.id == c.current),
        ) else {
            continue;
        };
        let base = crate::model::resolve_benchmark(&project.reports, report, &c.baseline);
        let part = comparison_section(&mut doc, report, c, ca, (cur, base))?;
        doc.contents(&part.anchor, &part.heading, 3);
        comparisons.push(part);
    }
    let scale_out = report.scale_out.as_ref().map(|s| {
        let sec = scale_out_section(&mut doc, report, analysis, s);
        doc.contents(&sec.anchor, &sec.heading, 2);
        sec
    });
    let summary = summary_section(&mut doc, report, analysis);
    doc.contents(&summary.anchor, &summary.heading, 2);
    let history = super::history_section::history_section(&mut doc, report, analysis, history)?;
    if let Some(h) = &history {
        doc.contents(&h.anchor, &h.heading, 2);
    }
    let analytics = match (&report.analytics, &analysis.analytics) {
        (Some(a), Some(facts)) => {
            let prose = a.text.as_deref().and_then(|f| prose(report, lang, f));
            let sec = super::analytics::analytics_section(&mut doc, a, facts, prose)?;
            doc.contents(&sec.anchor, &sec.heading, 2);
            Some(sec)
        }
        _ => None,
    };
    let conclusions = Section::named(loc, "conclusions", prose_blocks(report, loc, "conclusions", "future"));
    if !conclusions.blocks.is_empty() {
        doc.contents(&conclusions.anchor, &conclusions.heading, 2);
    }
    let (toc, figures) = doc.finish();
    let context = DocContext {
        lang: lang.tag().to_string(),
        report: report.id.clone(),
        title: report.title.in_lang(lang).to_string(),
        subtitle: report.subtitle.as_ref().map(|s| s.in_lang(lang).to_string()),
        byline: byline(report, loc),
        banners: banners(report, loc),
        contents_heading: loc.t("doc-contents"),
        toc,
        acceptance,
        introduction: intro,
        performance: perf,
        benchmarks,
        comparisons,
        scale_out,
        summary,
        history,
        analytics,
        conclusions,
        footer: footer(project, report, loc),
    };
    Ok(Document { context, figures })
}

/// The notices above a report: where its data come from when they are not
/// measured, and that it is a draft while placeholders remain.
fn banners(report: &Report, loc: &Localizer) -> Vec<Banner> {
    let mut out = Vec::new();
    let p = report.provenance;
    if p != Provenance::Measured {
        let source = (report.source.as_ref()).map(|s| s.in_lang(loc.lang).to_string());
        let args = Args::new().str("source", source.unwrap_or_default());
        out.push(Banner::new(
            loc.t(&format!("provenance-{}-title", p.as_str())),
            loc.msg(&format!("provenance-{}", p.as_str()), &args),
        ));
    }
    if !report.placeholders.is_empty() {
        let args = Args::new().str("places", report.placeholders.join(", "));
        out.push(Banner::new(loc.t("draft-title"), loc.msg("draft-placeholders", &args)));
    }
    out
}

/// Date and authors under the title, when the report gives either.
fn byline(report: &Report, loc: &Localizer) -> Option<String> {
    let date = report.date.as_deref();
    if date.is_none() && report.authors.is_empty() {
        return None;
    }
    let args = Args::new()
        .str("date", date.map(|d| loc.dates().author_date(d)).unwrap_or_default())
        .str("authors", loc.numbers().and_list(&report.authors))
        .str("has_date", if date.is_some() { "yes" } else { "no" })
        .str("has_authors", if report.authors.is_empty() { "no" } else { "yes" });
    Some(super::words::upper_first(&loc.msg("doc-byline", &args)))
}

/// Introduction, architecture, components.
fn introduction(doc: &mut DocBuilder, report: &Report) -> Section {
    let loc = doc.loc;
    let mut intro = Section::named(
        loc,
        "introduction",
        prose_blocks(report, loc, "introduction", "architecture"),
    );
    if !report.solution.components.is_empty() {
        intro.blocks.push(Block::Subheading {
            anchor: "components".into(),
            text: loc.t("section-components"),
        });
        intro.blocks.push(components_table(doc, &report.solution));
    }
    intro
}

/// Performance: the benchmarks listed, test bed and file-system settings.
fn performance(doc: &mut DocBuilder, report: &Report) -> Section {
    let loc = doc.loc;
    let mut perf = Section::named(loc, "performance", Vec::new());
    let list: Vec<String> = (report.benchmarks.iter())
        .filter(|b| b.section)
        .map(|b| {
            format!(
                "* [{}](#bench-{})",
                escape_inline(&super::headings::heading_in(loc, report, b)),
                b.id
            )
        })
        .collect();
    if !list.is_empty() {
        perf.blocks.push(said(loc.t("performance-intro")));
        perf.blocks.push(text(list.join("\n")));
    }
    if let Some(p) = slot(report, loc.lang, "testbed") {
        perf.blocks.push(text(p));
    }
    if !report.solution.testbed.is_empty() {
        perf.blocks
            .push(kv_table(doc, "table-testbed", "testbed", &report.solution.testbed));
    }
    if !report.solution.filesystem.is_empty() {
        perf.blocks
            .push(kv_table(doc, "table-filesystem", "fs", &report.solution.filesystem));
    }
    perf
}

/// Markdown: the JSON path is a link relative to the page
/// (`<lang>/<report>/index.*` → `data/<report>.json` at the root).
fn footer(project: &Project, report: &Report, loc: &Localizer) -> String {
    let args = Args::new()
        .str("file", format!("[data/{0}.json](../../data/{0}.json)", report.id))
        .str("site", escape_inline(project.title.in_lang(loc.lang)));
    loc.msg("doc-footer", &args)
}

fn components_table(doc: &mut DocBuilder, s: &Solution) -> Block {
    let loc = doc.loc;
    let lang = loc.lang;
    let rows = (s.components.iter())
        .map(|c| {
            vec![
                c.role.in_lang(lang).to_string(),
                c.model.in_lang(lang).to_string(),
                c.count.map(|x| int_text(loc, u64::from(x))).unwrap_or_default(),
                (c.details.as_ref()).map_or_else(String::new, |d| d.in_lang(lang).to_string()),
            ]
        })
        .collect();
    doc.table(
        &loc.t("table-components"),
        vec![
            loc.t("col-role"),
            loc.t("col-model"),
            loc.t("col-count"),
            loc.t("col-details"),
        ],
        vec![Align::Left, Align::Left, Align::Right, Align::Left],
        rows,
    )
}

fn kv_table(doc: &mut DocBuilder, title: &str, prefix: &str, rows: &[(String, LocalText)]) -> Block {
    let loc = doc.loc;
    let rows = (rows.iter())
        .map(|(k, v)| {
            let v = v.in_lang(loc.lang).to_string();
            // Sizes and plain numbers are formatted for the language; author
            // values keep their words but not a line break before a unit.
            let shown = match (v.parse::<u64>(), v.parse::<Size>()) {
                (Ok(x), _) => int_text(loc, x),
                (_, Ok(s)) if v.contains(' ') => size_text(loc, s),
                _ => crate::i18n::typography::bind_units(&v),
            };
            vec![loc.t(&format!("{prefix}-{k}")), shown]
        })
        .collect();
    let headers = vec![loc.t("col-item"), loc.t("col-value")];
    doc.table(&loc.t(title), headers, vec![Align::Left, Align::Left], rows)
}

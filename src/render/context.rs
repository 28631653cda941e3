//! `DocContext`: the serialisable, already-localised view of one report in
//! one language. Templates see only this (`pixreport build --dump-context`
//! writes it as JSON for template authors); figures are produced alongside
//! so their numbering matches the captions.

use super::sections::{benchmark_section, comparison_section, scale_out_section, summary_section};
use super::table::{escape_inline, Align, Table};
use crate::analysis::ReportAnalysis;
use crate::i18n::numbers::value_fraction_digits;
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
    pub banner: Option<Banner>,
    pub contents_heading: String,
    pub toc: Vec<TocEntry>,
    pub introduction: Section,
    pub performance: Section,
    pub benchmarks: Vec<Part>,
    pub comparisons: Vec<Part>,
    pub scale_out: Option<Section>,
    pub summary: Section,
    pub analytics: Option<Section>,
    pub conclusions: Section,
    pub footer: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Banner {
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct TocEntry {
    pub anchor: String,
    pub title: String,
    pub level: u8,
}

/// A generic section: heading, paragraphs of Markdown (author prose is
/// already Markdown; generated sentences are escaped), tables, and optional
/// sub-sections.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Section {
    pub anchor: String,
    pub heading: String,
    pub blocks: Vec<Block>,
}

/// One block of a section, in order.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Block {
    /// Markdown text (author prose, or generated and escaped sentences).
    Text {
        markdown: String,
    },
    Subheading {
        anchor: String,
        text: String,
    },
    Table {
        table: Table,
    },
    Figure {
        figure: FigureRef,
    },
    /// Verbatim lines (command lines) in a fence longer than any backtick
    /// run they contain.
    Code {
        fence: String,
        lines: Vec<String>,
    },
}

#[derive(Debug, Clone, Serialize)]
pub struct FigureRef {
    pub src: String,
    pub alt: String,
    pub caption: String,
    /// The numbers behind the figure, for readers who cannot see it or want
    /// to copy them: a fenced `pixreport-data` block in Markdown, a
    /// collapsible table in HTML (see `render::html`).
    pub data: Option<FigureData>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FigureData {
    pub fence: String,
    /// First line: the summary label; second: headers; then rows; cells
    /// separated by ` | `.
    pub text: String,
}

impl FigureData {
    pub fn new(label: &str, headers: &[String], rows: &[Vec<String>]) -> Self {
        let clean = |s: &str| s.replace(['\n', '\r', '`'], " ").replace(" | ", " / ");
        let mut text = clean(label);
        for r in std::iter::once(headers).chain(rows.iter().map(Vec::as_slice)) {
            text.push('\n');
            text.push_str(&r.iter().map(|c| clean(c)).collect::<Vec<_>>().join(" | "));
        }
        FigureData {
            fence: "```".into(),
            text,
        }
    }
}

/// A section of its own for one benchmark or one comparison.
#[derive(Debug, Clone, Serialize)]
pub struct Part {
    pub id: String,
    pub anchor: String,
    pub heading: String,
    pub blocks: Vec<Block>,
}

impl FigureRef {
    /// A figure under `figures/` whose alternative text is its caption.
    pub fn captioned(file: &str, caption: String, data: Option<FigureData>) -> Self {
        FigureRef {
            src: format!("figures/{file}"),
            alt: caption.clone(),
            caption,
            data,
        }
    }
}

/// "Figure N. title", numbering from `counter` (which it advances).
pub fn figure_caption(loc: &Localizer, counter: &mut u32, title: &str) -> String {
    *counter += 1;
    loc.msg(
        "caption-figure",
        Some(&Args::new().int("n", *counter).str("title", title)),
    )
}

/// A figure file to write under `figures/`.
pub struct FigureFile {
    pub file: String,
    pub svg: String,
}

pub struct Document {
    pub context: DocContext,
    pub figures: Vec<FigureFile>,
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("report `{report}`, figure `{figure}`: {message}")]
    Figure {
        report: String,
        figure: String,
        message: String,
    },
}

/// Numbers tables and figures in document order.
#[derive(Default)]
pub(super) struct Counters {
    pub(super) table: u32,
    pub(super) figure: u32,
}

impl Counters {
    pub(super) fn table(&mut self, loc: &Localizer, title: &str) -> String {
        self.table += 1;
        loc.msg(
            "caption-table",
            Some(&Args::new().int("n", self.table).str("title", title)),
        )
    }
    pub(super) fn figure(&mut self, loc: &Localizer, title: &str) -> String {
        figure_caption(loc, &mut self.figure, title)
    }
}

pub(super) fn code(lines: Vec<String>) -> Block {
    let longest = lines
        .iter()
        .flat_map(|l| l.split(|c| c != '`').map(str::len))
        .max()
        .unwrap_or(0);
    let lines = lines.into_iter().map(|l| l.replace(['\n', '\r'], " ")).collect();
    Block::Code {
        fence: "`".repeat((longest + 1).max(3)),
        lines,
    }
}

pub(super) fn text(md: String) -> Block {
    Block::Text { markdown: md }
}

/// Generated sentences are data, not markup: escape them.
pub(super) fn said(s: String) -> Block {
    text(escape_inline(&s))
}

pub(super) fn prose(report: &Report, lang: Lang, file: &str) -> Option<String> {
    let by_lang = report.prose.get(&lang).and_then(|m| m.get(file));
    let en = report.prose.get(&Lang::En).and_then(|m| m.get(file));
    by_lang.or(en).map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
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

pub fn benchmark_heading(loc: &Localizer, b: &Benchmark) -> String {
    if let Some(t) = &b.title {
        return t.in_lang(loc.lang).to_string();
    }
    let a = Args::new().str("tool", b.tool.clone());
    if b.kind == BenchmarkKind::Metadata {
        if let Some(size) = b.distribution.as_ref().and_then(|d| d.file_size) {
            if size.0 == 0 {
                return loc.msg("kind-metadata-empty", Some(&a));
            }
            return loc.msg("kind-metadata-sized", Some(&a.str("size", size_text(loc, size))));
        }
    }
    loc.msg(&format!("kind-{}", b.kind.as_str()), Some(&a))
}

pub fn size_text(loc: &Localizer, s: Size) -> String {
    let (n, unit) = s.split_binary();
    format!("{} {unit}", loc.numbers().fixed(n, 2))
}

pub fn value_text(loc: &Localizer, v: f64, unit: Unit) -> String {
    loc.msg(
        "value-with-unit",
        Some(
            &Args::new()
                .num("value", v, value_fraction_digits(v, unit))
                .str("unit", unit.symbol()),
        ),
    )
}

pub(super) fn int_text(loc: &Localizer, v: u64) -> String {
    loc.numbers().fixed(v as f64, 0)
}

/// Builds the context and the figures of `report` in the localizer's language.
pub fn build_document(
    project: &Project,
    report: &Report,
    analysis: &ReportAnalysis,
    loc: &Localizer,
) -> Result<Document, RenderError> {
    let lang = loc.lang;
    let mut n = Counters::default();
    let mut figures = Vec::new();
    let mut toc = Vec::new();

    let banner = match report.provenance {
        Provenance::Measured => None,
        p => Some(Banner {
            title: loc.t(&format!("provenance-{}-title", p.as_str())),
            text: loc.msg(
                &format!("provenance-{}", p.as_str()),
                Some(&Args::new().str("source", report.source.clone().unwrap_or_default())),
            ),
        }),
    };
    let byline = match (&report.date, report.authors.is_empty()) {
        (None, true) => None,
        (date, _) => Some(
            loc.msg(
                "doc-byline",
                Some(
                    &Args::new()
                        .str("date", date.clone().unwrap_or_default())
                        .str("authors", loc.numbers().and_list(&report.authors))
                        .str("has_date", if date.is_some() { "yes" } else { "no" })
                        .str("has_authors", if report.authors.is_empty() { "no" } else { "yes" }),
                ),
            ),
        ),
    };

    // Introduction, architecture, components.
    let mut intro = Section {
        anchor: "introduction".into(),
        heading: loc.t("section-introduction"),
        blocks: prose_blocks(report, loc, "introduction", "architecture"),
    };
    if !report.solution.components.is_empty() {
        intro.blocks.push(Block::Subheading {
            anchor: "components".into(),
            text: loc.t("section-components"),
        });
        intro.blocks.push(Block::Table {
            table: components_table(loc, &mut n, &report.solution),
        });
    }
    toc.push(TocEntry {
        anchor: intro.anchor.clone(),
        title: intro.heading.clone(),
        level: 2,
    });

    // Performance: test bed and file-system settings.
    let mut perf = Section {
        anchor: "performance".into(),
        heading: loc.t("section-performance"),
        blocks: vec![],
    };
    let list: Vec<String> = report
        .benchmarks
        .iter()
        .filter(|b| b.section)
        .map(|b| format!("* [{}](#bench-{})", escape_inline(&benchmark_heading(loc, b)), b.id))
        .collect();
    if !list.is_empty() {
        perf.blocks.push(said(loc.t("performance-intro")));
        perf.blocks.push(text(list.join("\n")));
    }
    if let Some(p) = slot(report, lang, "testbed") {
        perf.blocks.push(text(p));
    }
    if !report.solution.testbed.is_empty() {
        perf.blocks.push(Block::Table {
            table: kv_table(loc, &mut n, "table-testbed", "testbed", &report.solution.testbed),
        });
    }
    if !report.solution.filesystem.is_empty() {
        perf.blocks.push(Block::Table {
            table: kv_table(loc, &mut n, "table-filesystem", "fs", &report.solution.filesystem),
        });
    }
    toc.push(TocEntry {
        anchor: perf.anchor.clone(),
        title: perf.heading.clone(),
        level: 2,
    });

    // One section per benchmark.
    let mut benchmarks = Vec::new();
    for (b, ba) in report.benchmarks.iter().zip(&analysis.benchmarks) {
        if !b.section {
            continue;
        }
        let sec = benchmark_section(report, b, ba, loc, &mut n, &mut figures)?;
        toc.push(TocEntry {
            anchor: sec.anchor.clone(),
            title: sec.heading.clone(),
            level: 3,
        });
        benchmarks.push(sec);
    }

    // Comparisons.
    let mut comparisons = Vec::new();
    for (c, ca) in report.comparisons.iter().zip(&analysis.comparisons) {
        let cur = report.benchmarks.iter().find(|b| b.id == c.current);
        let Some(cur) = cur else { continue };
        let sec = comparison_section(report, c, ca, cur, loc, &mut n, &mut figures)?;
        toc.push(TocEntry {
            anchor: sec.anchor.clone(),
            title: sec.heading.clone(),
            level: 3,
        });
        comparisons.push(sec);
    }

    let scale_out = report.scale_out.as_ref().map(|s| {
        let sec = scale_out_section(report, analysis, s, loc, &mut n);
        toc.push(TocEntry {
            anchor: sec.anchor.clone(),
            title: sec.heading.clone(),
            level: 2,
        });
        sec
    });

    let summary = summary_section(report, analysis, loc, &mut n);
    let summary_toc = TocEntry {
        anchor: summary.anchor.clone(),
        title: summary.heading.clone(),
        level: 2,
    };
    toc.push(summary_toc);
    let analytics = match &report.analytics {
        None => None,
        Some(a) => {
            let prose = a.text.as_deref().and_then(|f| prose(report, lang, f));
            let sec = super::analytics::analytics_section(loc, a, prose, &mut n.figure, &mut figures).map_err(|e| {
                RenderError::Figure {
                    report: report.id.clone(),
                    figure: "analytics".into(),
                    message: e.to_string(),
                }
            })?;
            toc.push(TocEntry {
                anchor: sec.anchor.clone(),
                title: sec.heading.clone(),
                level: 2,
            });
            Some(sec)
        }
    };

    let conclusions = Section {
        anchor: "conclusions".into(),
        heading: loc.t("section-conclusions"),
        blocks: prose_blocks(report, loc, "conclusions", "future"),
    };
    if !conclusions.blocks.is_empty() {
        toc.push(TocEntry {
            anchor: conclusions.anchor.clone(),
            title: conclusions.heading.clone(),
            level: 2,
        });
    }

    let context = DocContext {
        lang: lang.tag().to_string(),
        report: report.id.clone(),
        title: report.title.in_lang(lang).to_string(),
        subtitle: report.subtitle.as_ref().map(|s| s.in_lang(lang).to_string()),
        byline,
        banner,
        contents_heading: loc.t("doc-contents"),
        toc,
        introduction: intro,
        performance: perf,
        benchmarks,
        comparisons,
        scale_out,
        summary,
        analytics,
        conclusions,
        footer: loc.msg(
            "doc-footer",
            Some(
                &Args::new()
                    .str("report", report.id.clone())
                    .str("site", project.title.in_lang(lang).to_string()),
            ),
        ),
    };
    Ok(Document { context, figures })
}

fn components_table(loc: &Localizer, n: &mut Counters, s: &Solution) -> Table {
    let lang = loc.lang;
    let rows = s
        .components
        .iter()
        .map(|c| {
            vec![
                c.role.in_lang(lang).to_string(),
                c.model.in_lang(lang).to_string(),
                c.count.map(|x| int_text(loc, u64::from(x))).unwrap_or_default(),
                c.details
                    .as_ref()
                    .map(|d| d.in_lang(lang).to_string())
                    .unwrap_or_default(),
            ]
        })
        .collect();
    Table::new(
        n.table(loc, &loc.t("table-components")),
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

fn kv_table(loc: &Localizer, n: &mut Counters, title: &str, prefix: &str, rows: &[(String, String)]) -> Table {
    let rows = rows
        .iter()
        .map(|(k, v)| {
            // Sizes and plain numbers are formatted for the language.
            let shown = if let Ok(x) = v.parse::<u64>() {
                int_text(loc, x)
            } else if v.contains(' ') && v.parse::<Size>().is_ok() {
                v.parse::<Size>()
                    .map(|s| size_text(loc, s))
                    .unwrap_or_else(|_| v.clone())
            } else {
                v.clone()
            };
            vec![loc.t(&format!("{prefix}-{k}")), shown]
        })
        .collect();
    Table::new(
        n.table(loc, &loc.t(title)),
        vec![loc.t("col-item"), loc.t("col-value")],
        vec![Align::Left, Align::Left],
        rows,
    )
}

//! The analytics section: capacity and file-count views of a usage dataset
//! (top users, Pareto charts of file types and filesets, capacity over
//! time, size histogram) with written observations. The facts come from
//! `crate::analysis::analytics`; this file only words and draws them.

use super::charts;
use super::doc::{said, Block, Cell, DocBuilder, FigureData, RenderError, Section};
pub(super) use super::labels::key_label;
use super::labels::{bar_title, key_column};
use super::table::escape_inline;
use super::words::{bytes_text, size_text};
use crate::analysis::analytics::frac;
use crate::analysis::analytics::SMALL_LIMIT;
use crate::analysis::AnalyticsFacts;
use crate::figures::{self, CategoryBars, FigureText, TimeSeries, ValueKind};
use crate::i18n::{Args, Localizer};
use crate::model::usage::{Entry, Usage};
use crate::model::{Analytics, Size};

fn pct(ratio: f64) -> f64 {
    ratio * 100.0
}

fn top(entries: &[Entry], n: usize, by_bytes: bool) -> Vec<&Entry> {
    let mut v: Vec<&Entry> = entries.iter().collect();
    v.sort_by_key(|e| (std::cmp::Reverse(if by_bytes { e.bytes } else { e.files }), &e.key));
    v.truncate(n);
    v
}

/// The three top-N charts of one view, capacity (`by_bytes`) or file
/// count: users (bars), then file types and filesets (Pareto charts, with
/// the cumulative share line).
fn top_charts(doc: &mut DocBuilder, u: &Usage, n: usize, by_bytes: bool) -> Result<Vec<Block>, RenderError> {
    let charts: [TopKind; 3] = [
        ("users", "fig-top-owners", "axis-user", &u.owners, false),
        ("types", "fig-types", "axis-file-type", &u.types, true),
        ("filesets", "fig-filesets", "axis-fileset", &u.filesets, true),
    ];
    (charts.iter()).map(|k| top_chart(doc, k, u, n, by_bytes)).collect()
}

/// One kind of top-N chart: its file's name part, the message ids of its
/// title (with `n`) and category axis, its entries, and whether it draws
/// the cumulative share line (a Pareto chart).
type TopKind<'a> = (&'static str, &'static str, &'static str, &'a [Entry], bool);

/// One top-N chart, ranked and measured by bytes or by file count.
fn top_chart(doc: &mut DocBuilder, kind: &TopKind, u: &Usage, n: usize, by_bytes: bool) -> Result<Block, RenderError> {
    let loc = doc.loc;
    let &(name, title, axis, entries, pareto) = kind;
    let (measure, view) = if by_bytes {
        ("bytes", "capacity")
    } else {
        ("files", "files")
    };
    let file = format!("analytics-{name}-{view}.svg");
    let title = loc.msg(&format!("{title}-{measure}"), &Args::new().int("n", n as u64));
    let total = if by_bytes { u.totals.bytes } else { u.totals.files };
    let t = top(entries, n, by_bytes);
    let value = |e: &Entry| if by_bytes { e.bytes } else { e.files };
    let categories: Vec<String> = t.iter().map(|e| key_label(loc, &e.key)).collect();
    let values: Vec<f64> = t.iter().map(|e| value(e) as f64).collect();
    let shares: Vec<f64> = t.iter().map(|e| frac(value(e), total)).collect();
    let y = loc.t(if by_bytes { "axis-capacity" } else { "axis-files" });
    let fig = CategoryBars {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t(axis),
            y_label: y.clone(),
            desc: title.clone(),
        },
        categories: categories.clone(),
        values,
        kind: if by_bytes { ValueKind::Bytes } else { ValueKind::Count },
        cumulative: pareto.then(|| loc.t("axis-cumulative-share")),
        shares: Some(shares.clone()),
        titles: (t.iter().zip(&categories))
            .map(|(e, c)| {
                let v = match by_bytes {
                    true => bytes_text(loc, e.bytes),
                    false => loc.numbers().fixed(e.files as f64, 0),
                };
                bar_title(loc, c, &v)
            })
            .collect(),
    };
    let nf = loc.numbers();
    let svg = figures::category_bars_svg(&fig, &charts::look(loc));
    let rows: Vec<Vec<Cell>> = (t.iter())
        .zip(&shares)
        .map(|(e, s)| {
            let v = if by_bytes {
                Cell::num(bytes_text(loc, e.bytes), "bytes", e.bytes as f64, "B")
            } else {
                Cell::num(nf.fixed(e.files as f64, 0), "files", e.files as f64, "files")
            };
            let share = Cell::num(format!("{}%", nf.fixed(pct(*s), 1)), "share", pct(*s), "%");
            vec![Cell::key(key_label(loc, &e.key), key_column(axis), &e.key), v, share]
        })
        .collect();
    let data = FigureData::new(&loc.t("figure-data"), &[loc.t(axis), y, "%".into()], &rows);
    doc.figure(&file, &title, svg, None, Some(data))
}

fn size_class_labels(loc: &Localizer, u: &Usage) -> Vec<String> {
    let s = |b: u64| size_text(loc, Size(b));
    (0..u.sizes.len())
        .map(|i| {
            let lower = u.sizes[i].lower;
            match u.sizes.get(i + 1) {
                Some(next) if lower == 0 => loc.msg("size-below", &Args::new().str("upper", s(next.lower))),
                Some(next) => loc.msg(
                    "size-between",
                    &Args::new().str("lower", s(lower)).str("upper", s(next.lower)),
                ),
                None => loc.msg("size-above", &Args::new().str("lower", s(lower))),
            }
        })
        .collect()
}

pub fn analytics_section(
    doc: &mut DocBuilder,
    a: &Analytics,
    facts: &AnalyticsFacts,
    prose: Option<String>,
) -> Result<Section, RenderError> {
    let loc = doc.loc;
    let (u, n) = (&a.usage, a.top);
    let mut blocks = opening(loc, a, facts, prose);
    blocks.push(subheading(loc, "analytics-capacity"));
    blocks.push(said(capacity_observations(loc, u, facts, n)));
    blocks.extend(top_charts(doc, u, n, true)?);
    // Capacity over time: from real snapshots when the report has several,
    // else cumulative bytes by month of last modification.
    if a.snapshots.len() >= 2 {
        blocks.extend(super::snapshots::snapshot_blocks(doc, &a.snapshots, n)?);
    } else {
        blocks.extend(capacity_history(doc, u)?);
    }
    blocks.push(subheading(loc, "analytics-files"));
    blocks.push(said(file_observations(loc, facts)));
    blocks.extend(top_charts(doc, u, n, false)?);
    blocks.push(size_histogram(doc, u)?);
    Ok(Section::named(loc, "analytics", blocks))
}

fn subheading(loc: &Localizer, id: &str) -> Block {
    Block::Subheading {
        anchor: id.into(),
        text: loc.t(id),
    }
}

/// Where the data come from, the author's prose, and what the dataset holds.
fn opening(loc: &Localizer, a: &Analytics, facts: &AnalyticsFacts, prose: Option<String>) -> Vec<Block> {
    let source = (a.source.as_ref()).map(|t| t.in_lang(loc.lang).to_string());
    let args = Args::new()
        .str("provenance", a.provenance.as_str())
        .str("source", source.unwrap_or_default());
    let mut blocks = vec![Block::Text {
        markdown: format!("> {}", escape_inline(&loc.msg("analytics-provenance", &args))),
    }];
    blocks.extend(prose.map(|p| Block::Text { markdown: p }));
    let intro = Args::new()
        .str("files", loc.numbers().fixed(facts.files as f64, 0))
        .str("bytes", bytes_text(loc, facts.bytes))
        .int("owners", facts.owners as u64);
    blocks.push(said(loc.msg("analytics-intro", &intro)));
    blocks
}

/// "<key> holds <pct>% of …" sentences.
fn share(loc: &Localizer, id: &str, var: &'static str, key: &str, ratio: f64) -> String {
    let args = Args::new().str(var, key_label(loc, key)).num("pct", pct(ratio), 1);
    loc.msg(id, &args)
}

/// What the capacity view says: who and what holds the most bytes, and
/// how much changed recently.
fn capacity_observations(loc: &Localizer, u: &Usage, facts: &AnalyticsFacts, n: usize) -> String {
    let mut obs = Vec::new();
    if let Some(s) = &facts.top_owner_by_bytes {
        obs.push(share(loc, "obs-top-owner-bytes", "user", &s.key, s.bytes));
    }
    if u.owners.len() > n {
        let args = Args::new()
            .int("n", n as u64)
            .num("pct", pct(facts.top_owners_bytes), 1);
        obs.push(loc.msg("obs-top-owners", &args));
    }
    if let Some(s) = &facts.top_type_by_bytes {
        obs.push(share(loc, "obs-top-type", "type", &s.key, s.bytes));
    }
    if let Some(s) = &facts.top_fileset_by_bytes {
        obs.push(share(loc, "obs-top-fileset", "fileset", &s.key, s.bytes));
    }
    if let Some((r, month)) = &facts.recent {
        let args = Args::new()
            .str("month", loc.dates().author_date(month))
            .num("pct", pct(*r), 1);
        obs.push(loc.msg("obs-recent", &args));
    }
    obs.join(loc.lang.sentence_separator())
}

/// What the file-count view says: the top owner by files, small files.
fn file_observations(loc: &Localizer, facts: &AnalyticsFacts) -> String {
    let mut obs = Vec::new();
    if let Some(s) = &facts.top_owner_by_files {
        obs.push(share(loc, "obs-top-owner-files", "user", &s.key, s.files));
    }
    if let Some((sf, sb)) = facts.small_files {
        let a = Args::new()
            .str("limit", size_text(loc, Size(SMALL_LIMIT)))
            .num("files_pct", pct(sf), 1)
            .num("bytes_pct", pct(sb), if pct(sb) < 0.1 { 3 } else { 1 });
        obs.push(loc.msg("obs-small-files", &a));
    }
    obs.join(loc.lang.sentence_separator())
}

/// Cumulative bytes by month of last modification; none without dates.
fn capacity_history(doc: &mut DocBuilder, u: &Usage) -> Result<Option<Block>, RenderError> {
    let loc = doc.loc;
    let hist = u.cumulative_bytes_by_month();
    if hist.is_empty() {
        return Ok(None);
    }
    let title = loc.t("fig-capacity-history");
    let fig = TimeSeries {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("axis-month"),
            y_label: loc.t("axis-capacity"),
            desc: title.clone(),
        },
        labels: hist.iter().map(|(m, _)| m.to_string()).collect(),
        shown: (hist.iter())
            .map(|(m, _)| loc.dates().year_month_short(m.year, m.month))
            .collect(),
        values: hist.iter().map(|(_, b)| *b as f64).collect(),
        kind: ValueKind::Bytes,
        titles: (hist.iter())
            .map(|(m, b)| bar_title(loc, &loc.dates().year_month(m.year, m.month), &bytes_text(loc, *b)))
            .collect(),
    };
    let svg = figures::timeline_svg(&fig, &charts::look(loc));
    let rows: Vec<Vec<Cell>> = (hist.iter())
        .map(|(m, b)| {
            vec![
                Cell::key(loc.dates().year_month(m.year, m.month), "month", m),
                Cell::num(bytes_text(loc, *b), "bytes", *b as f64, "B"),
            ]
        })
        .collect();
    let data = FigureData::new(
        &loc.t("figure-data"),
        &[loc.t("axis-month"), loc.t("axis-capacity")],
        &rows,
    );
    doc.figure("analytics-capacity-history.svg", &title, svg, None, Some(data))
        .map(Some)
}

/// Files per size class: every class, in order.
fn size_histogram(doc: &mut DocBuilder, u: &Usage) -> Result<Block, RenderError> {
    let loc = doc.loc;
    let nf = loc.numbers();
    let labels = size_class_labels(loc, u);
    let title = loc.t("fig-size-histogram");
    let fig = CategoryBars {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("axis-size-class"),
            y_label: loc.t("axis-files"),
            desc: title.clone(),
        },
        categories: labels.clone(),
        values: u.sizes.iter().map(|s| s.files as f64).collect(),
        kind: ValueKind::Count,
        titles: (u.sizes.iter().zip(&labels))
            .map(|(s, l)| bar_title(loc, l, &loc.numbers().fixed(s.files as f64, 0)))
            .collect(),
        cumulative: None,
        shares: Some(u.sizes.iter().map(|s| frac(s.files, u.totals.files)).collect()),
    };
    let svg = figures::category_bars_svg(&fig, &charts::look(loc));
    let rows: Vec<Vec<Cell>> = (u.sizes.iter())
        .zip(&labels)
        .map(|(s, l)| {
            vec![
                Cell::key(l, "size_class_from_bytes", s.lower),
                Cell::num(nf.fixed(s.files as f64, 0), "files", s.files as f64, "files"),
                Cell::num(bytes_text(loc, s.bytes), "bytes", s.bytes as f64, "B"),
            ]
        })
        .collect();
    let data = FigureData::new(
        &loc.t("figure-data"),
        &[loc.t("axis-size-class"), loc.t("axis-files"), loc.t("axis-capacity")],
        &rows,
    );
    doc.figure("analytics-size-histogram.svg", &title, svg, None, Some(data))
}

//! A benchmark's section: how it was run (`bench_setup`), its scaling
//! figures (a small one for mdtest's directory-tree operations, heat maps for
//! grids, see `grid`), what the numbers say (`narrative`) and its latency
//! sweep (`latency`). Comparisons are in `cmp_section`, the summary and the
//! scale-out projection in `summary`; `context` assembles the document.

use super::bench_setup::setup_blocks;
use super::charts;
use super::doc::{said, text, Cell, DocBuilder, FigureData, Part, RenderError};
use super::headings::heading_in;
use super::narrative::{limits_sentence, op_label, series_paragraph, spread_sentence};
use super::words::{estimate_text, header_with_unit, prose, threads_text};
use crate::analysis::BenchmarkAnalysis;
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, BenchmarkKind, Criterion, Limit, Report};

pub(super) fn benchmark_section(
    doc: &mut DocBuilder,
    report: &Report,
    b: &Benchmark,
    ba: &BenchmarkAnalysis,
) -> Result<Part, RenderError> {
    let loc = doc.loc;
    let heading = heading_in(loc, report, b);
    let mut blocks = setup_blocks(doc, report, b, &heading);
    // The figure.
    let limits: Vec<&Limit> = (b.limits.iter())
        .filter_map(|id| report.solution.limits.iter().find(|l| &l.id == id))
        .collect();
    // mdtest's directory-tree operations run at rates orders of magnitude
    // apart from the file operations: they get a small figure of their own
    // and stay out of the comparisons between the main operations.
    let (main, tree) = super::grid::split_ops(ba, |op| op.starts_with("tree-"));
    // Series over two swept parameters (IOzone auto mode) are heat maps.
    let (main, grid) = super::grid::split_grid_ops(&main);
    let (flat, _) = super::grid::split_grid_ops(ba);
    let criteria: Vec<&Criterion> = report.acceptance.iter().filter(|c| c.benchmark == b.id).collect();
    let mut scaling = |file: String, title: &str, ba: &BenchmarkAnalysis, limits: &[&Limit]| {
        let svg = charts::scaling(loc, b, ba, limits, &criteria, title);
        let (desc, data) = (charts::scaling_desc(loc, b, ba), scaling_data(loc, b, ba));
        doc.figure(&file, title, svg, Some(desc), Some(data))
    };
    if !main.series.is_empty() {
        blocks.push(scaling(format!("{}.svg", b.id), &heading, &main, &limits)?);
        if b.log_scale {
            blocks.push(said(loc.t("bench-log-scale")));
        }
        if !b.stated.is_empty() {
            blocks.push(said(loc.t("bench-stated-note")));
        }
    }
    if !tree.series.is_empty() {
        let title = loc.msg("fig-tree-title", &Args::new().str("benchmark", heading.clone()));
        blocks.push(scaling(format!("{}-tree.svg", b.id), &title, &tree, &[])?);
        blocks.push(said(loc.t("bench-tree-note")));
    }
    blocks.extend(super::grid::grid_blocks(doc, b, &grid)?);
    // What the numbers say.
    for (i, s) in flat.series.iter().enumerate() {
        blocks.push(said(series_paragraph(loc, s, b, i)));
    }
    blocks.extend(limits_sentence(loc, &flat.series, b, &limits).into_iter().map(said));
    if let Some(s) = spread_sentence(loc, &main.series) {
        if b.kind == BenchmarkKind::Metadata {
            blocks.push(said(s));
        }
    }
    if let Some(sweep) = &b.sweep {
        blocks.extend(super::latency::latency_blocks(doc, b, sweep)?);
    }
    if let Some(p) = b.text.as_deref().and_then(|f| prose(report, loc.lang, f)) {
        blocks.push(text(p));
    }
    Ok(Part {
        id: b.id.clone(),
        anchor: format!("bench-{}", b.id),
        heading,
        blocks,
    })
}

/// The data table of a scaling figure: one row per thread count.
fn scaling_data(loc: &Localizer, b: &Benchmark, ba: &BenchmarkAnalysis) -> FigureData {
    // Where points were measured more than once, each series gets a second
    // column with the spread of its iterations and how many there were.
    let repeated = (ba.series.iter()).any(|s| s.points.iter().any(|p| p.iterations.len() > 1));
    let mut headers = vec![loc.t("col-threads")];
    for s in &ba.series {
        let op = op_label(loc, &s.operation);
        headers.push(header_with_unit(loc, &op, b.unit.symbol()));
        if repeated {
            headers.push(loc.msg("col-spread", &Args::new().str("op", op)));
        }
    }
    // One lookup table per series: a row per thread count stays linear in
    // the number of points, however fine the sweep.
    let by_threads: Vec<std::collections::BTreeMap<u32, &crate::analysis::PointStat>> = (ba.series.iter())
        .map(|s| s.points.iter().map(|p| (p.threads, p)).collect())
        .collect();
    let nf = loc.numbers();
    let unit = b.unit.symbol();
    let rows: Vec<Vec<Cell>> = b
        .thread_counts()
        .into_iter()
        .map(|t| {
            let mut r = vec![Cell::key(threads_text(loc, u64::from(t)), "threads", t)];
            for (s, op) in by_threads.iter().zip(ba.series.iter().map(|s| &s.operation)) {
                let p = s.get(&t);
                r.push(p.map_or_else(
                    || Cell::text("–"),
                    |p| {
                        let estimated = b.interpolated(op, t);
                        let shown = estimate_text(loc, p.value, estimated);
                        Cell::num(shown, op, p.value, unit).estimated(estimated)
                    },
                ));
                if repeated {
                    r.push(p.map_or_else(
                        || Cell::text("–"),
                        |p| {
                            let n = p.iterations.len();
                            let a = Args::new()
                                .str("min", nf.value(p.min))
                                .str("max", nf.value(p.max))
                                .int("n", n as u64);
                            let shown = loc.msg("data-spread", &a);
                            Cell::num(shown, format!("{op}_min"), p.min, unit)
                                .and(format!("{op}_max"), p.max, unit)
                                .and(format!("{op}_runs"), n as f64, "count")
                        },
                    ));
                }
            }
            r
        })
        .collect();
    FigureData::new(&loc.t("figure-data"), &headers, &rows)
}

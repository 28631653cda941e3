//! A benchmark's section: how it was run (`bench_setup`), its scaling
//! figures (a small one for mdtest's directory-tree operations, heat maps for
//! grids, see `grid`), what the numbers say (`narrative`) and its latency
//! sweep (`latency`). Comparisons are in `cmp_section`, the summary and the
//! scale-out projection in `summary`; `context` assembles the document.

use super::bench_setup::{all_threads, setup_blocks};
use super::charts;
use super::doc::{said, text, Cell, DocBuilder, FigureData, Part, RenderError};
use super::headings::heading_in;
use super::narrative::{limits_sentence, op_label, series_paragraph, spread_sentence};
use super::words::{header_with_unit, prose, threads_text};
use crate::analysis::BenchmarkAnalysis;
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, BenchmarkKind, Limit, Report};

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
    let limits: Vec<&Limit> = b
        .limits
        .iter()
        .filter_map(|id| report.solution.limits.iter().find(|l| &l.id == id))
        .collect();
    // mdtest's directory-tree operations run at rates orders of magnitude
    // apart from the file operations: they get a small figure of their own
    // and stay out of the comparisons between the main operations.
    let (main, tree) = split_tree_ops(ba);
    // Series over two swept parameters (IOzone auto mode) are heat maps.
    let (main, grid) = super::grid::split_grid_ops(&main);
    let (flat, _) = super::grid::split_grid_ops(ba);
    if !main.series.is_empty() {
        let file = format!("{}.svg", b.id);
        let svg = charts::scaling(loc, b, &main, &limits, &heading);
        blocks.push(doc.figure(
            &file,
            &heading,
            svg,
            Some(charts::scaling_desc(loc, b, &main)),
            Some(scaling_data(loc, b, &main)),
        )?);
        if b.log_scale {
            blocks.push(said(loc.t("bench-log-scale")));
        }
        if !b.stated.is_empty() {
            blocks.push(said(loc.t("bench-stated-note")));
        }
    }
    if !tree.series.is_empty() {
        let title = loc.msg("fig-tree-title", Some(&Args::new().str("benchmark", heading.clone())));
        let svg = charts::scaling(loc, b, &tree, &[], &title);
        blocks.push(doc.figure(
            &format!("{}-tree.svg", b.id),
            &title,
            svg,
            Some(charts::scaling_desc(loc, b, &tree)),
            Some(scaling_data(loc, b, &tree)),
        )?);
        blocks.push(said(loc.t("bench-tree-note")));
    }
    blocks.extend(super::grid::grid_blocks(doc, b, &grid)?);
    // What the numbers say.
    for (i, s) in flat.series.iter().enumerate() {
        blocks.push(said(series_paragraph(loc, s, b, i)));
    }
    for s in limits_sentence(loc, &flat.series, b, &limits) {
        blocks.push(said(s));
    }
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

/// mdtest's directory-tree operations (`tree-create`, `tree-remove`) apart
/// from the others: `(main, tree)`, each in the benchmark's order. Any other
/// benchmark has an empty `tree`.
pub(crate) fn split_tree_ops(ba: &BenchmarkAnalysis) -> (BenchmarkAnalysis, BenchmarkAnalysis) {
    let (tree, main): (Vec<_>, Vec<_>) = ba
        .series
        .iter()
        .cloned()
        .partition(|s| s.operation.starts_with("tree-"));
    let part = |series| BenchmarkAnalysis {
        id: ba.id.clone(),
        series,
    };
    (part(main), part(tree))
}

/// The data table of a scaling figure: one row per thread count.
fn scaling_data(loc: &Localizer, b: &Benchmark, ba: &BenchmarkAnalysis) -> FigureData {
    // Where points were measured more than once, each series gets a second
    // column with the spread of its iterations and how many there were.
    let repeated = ba
        .series
        .iter()
        .any(|s| s.points.iter().any(|p| p.iterations.len() > 1));
    let mut headers = vec![loc.t("col-threads")];
    for s in &ba.series {
        let op = op_label(loc, &s.operation);
        headers.push(header_with_unit(loc, &op, b.unit.symbol()));
        if repeated {
            headers.push(loc.msg("col-spread", Some(&Args::new().str("op", op))));
        }
    }
    // One lookup table per series: a row per thread count stays linear in
    // the number of points, however fine the sweep.
    let by_threads: Vec<std::collections::BTreeMap<u32, &crate::analysis::PointStat>> = ba
        .series
        .iter()
        .map(|s| s.points.iter().map(|p| (p.threads, p)).collect())
        .collect();
    let nf = loc.numbers();
    let unit = b.unit.symbol();
    let rows: Vec<Vec<Cell>> = all_threads(b)
        .into_iter()
        .map(|t| {
            let mut r = vec![Cell::key(threads_text(loc, u64::from(t)), "threads", t)];
            for (s, op) in by_threads.iter().zip(ba.series.iter().map(|s| &s.operation)) {
                let p = s.get(&t);
                r.push(p.map_or_else(
                    || Cell::text("–"),
                    |p| {
                        let v = nf.value(p.value, b.unit);
                        let estimated = b.interpolated(op, t);
                        let shown = if estimated {
                            loc.msg("value-interpolated", Some(&Args::new().str("value", v)))
                        } else {
                            v
                        };
                        Cell::num(shown, op, p.value, unit).estimated(estimated)
                    },
                ));
                if repeated {
                    r.push(p.map_or_else(
                        || Cell::text("–"),
                        |p| {
                            let n = p.iterations.len();
                            let shown = loc.msg(
                                "data-spread",
                                Some(
                                    &Args::new()
                                        .str("min", nf.value(p.min, b.unit))
                                        .str("max", nf.value(p.max, b.unit))
                                        .int("n", n as u64),
                                ),
                            );
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

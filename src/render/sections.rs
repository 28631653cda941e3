//! The sections of a document that come from the data: one per benchmark,
//! comparisons, the scale-out projection and the peak/sustained summary.
//! (`context` assembles them into the document.)

use super::charts;
use super::doc::{code, said, text, Block, DocBuilder, FigureData, Part, RenderError, Section};
use super::headings::heading_in;
use super::narrative::{
    comparison_missing_ops, comparison_paragraph, limits_sentence, op_label, series_paragraph, spread_sentence,
};
use super::table::{escape_inline, Align};
use super::words::{header_for_side, header_with_unit, int_text, prose, size_text, threads_text};
use crate::analysis::{BenchmarkAnalysis, ComparisonAnalysis, ReportAnalysis};
use crate::i18n::Args;
use crate::i18n::Localizer;
use crate::model::*;

fn thread_range(b: &Benchmark) -> Option<(u32, u32)> {
    let mut all: Vec<u32> = b
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.threads))
        .collect();
    all.sort_unstable();
    Some((*all.first()?, *all.last()?))
}

fn all_threads(b: &Benchmark) -> Vec<u32> {
    let mut all: Vec<u32> = b
        .series
        .iter()
        .flat_map(|s| s.points.iter().map(|p| p.threads))
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// Two distributions that give the same table.
fn same_layout(a: &Distribution, b: &Distribution) -> bool {
    a.files_per_directory == b.files_per_directory && a.layout == b.layout
}

pub(super) fn benchmark_section(
    doc: &mut DocBuilder,
    report: &Report,
    b: &Benchmark,
    ba: &BenchmarkAnalysis,
) -> Result<Part, RenderError> {
    let loc = doc.loc;
    let heading = heading_in(loc, report, b);
    let mut blocks = Vec::new();
    if let Some((lo, hi)) = thread_range(b) {
        let tool = match &b.tool_version {
            Some(v) => format!("{} {v}", b.tool),
            None => b.tool.clone(),
        };
        let threads = all_threads(b);
        let doubling = threads.windows(2).all(|w| w[1] == w[0] * 2);
        let a = Args::new()
            .str("tool", tool)
            .str("doubling", if doubling && threads.len() > 1 { "yes" } else { "no" })
            .str("same", if lo == hi { "yes" } else { "no" })
            .int("min", lo)
            .int("max", hi);
        blocks.push(said(loc.msg("bench-intro", Some(&a))));
    }
    // Parameters: one sentence, not a two-row table in every section.
    if b.file_size_rule.is_none() && (b.transfer_size.is_some() || b.file_size.is_some()) {
        let size = |s: Option<Size>| s.map(|s| size_text(loc, s)).unwrap_or_default();
        let a = Args::new()
            .str("transfer", size(b.transfer_size))
            .str("file", size(b.file_size))
            .str(
                "has",
                match (b.transfer_size.is_some(), b.file_size.is_some()) {
                    (true, true) => "both",
                    (true, false) => "transfer",
                    _ => "file",
                },
            );
        blocks.push(said(loc.msg("bench-parameters", Some(&a))));
    }
    if let Some(rule) = &b.file_size_rule {
        // The sentence names every bound the table applies (a floor, a cap).
        let bound = |s: Option<Size>| s.map(|s| size_text(loc, s)).unwrap_or_default();
        let a = Args::new()
            .str("total", size_text(loc, rule.total))
            .str("min", bound(rule.min_per_thread))
            .str("max", bound(rule.max_per_thread))
            .str(
                "bounds",
                match (rule.min_per_thread.is_some(), rule.max_per_thread.is_some()) {
                    (true, true) => "both",
                    (true, false) => "min",
                    (false, true) => "max",
                    (false, false) => "none",
                },
            );
        blocks.push(said(loc.msg("bench-file-size-rule", Some(&a))));
        let rows = all_threads(b)
            .into_iter()
            .map(|t| vec![threads_text(loc, u64::from(t)), size_text(loc, rule.per_thread(t))])
            .collect();
        let mut caption_rows: Vec<Vec<String>> = rows;
        if let Some(ts) = b.transfer_size {
            for r in &mut caption_rows {
                r.push(size_text(loc, ts));
            }
        }
        let mut headers = vec![loc.t("col-threads"), loc.t("col-file-size")];
        let mut align = vec![Align::Right, Align::Right];
        if b.transfer_size.is_some() {
            headers.push(loc.t("param-transfer-size"));
            align.push(Align::Right);
        }
        blocks.push(doc.table(
            &loc.msg("table-file-sizes", Some(&Args::new().str("benchmark", heading.clone()))),
            headers,
            align,
            caption_rows,
        ));
    }
    // A layout already tabled for an earlier benchmark is referred to, not repeated.
    let earlier = b.distribution.as_ref().and_then(|d| {
        report
            .benchmarks
            .iter()
            .take_while(|o| o.id != b.id)
            .filter(|o| o.section && all_threads(o) == all_threads(b))
            .find(|o| o.distribution.as_ref().is_some_and(|x| same_layout(x, d)))
    });
    if let Some(o) = earlier {
        let a = Args::new().str("benchmark", heading_in(loc, report, o));
        blocks.push(said(loc.msg("bench-distribution-same", Some(&a))));
    } else if let Some(d) = &b.distribution {
        // A number in a sentence: grouped from five digits ("1024 file").
        let a = Args::new().int("files", d.files_per_directory).str(
            "kind",
            match d.layout {
                DirLayout::TotalFiles(_) => "total",
                DirLayout::PerThread(_) => "per-thread",
            },
        );
        blocks.push(said(loc.msg("bench-distribution", Some(&a))));
        let rows = all_threads(b)
            .into_iter()
            .map(|t| match d.at(t) {
                Some((dirs, total)) => vec![
                    threads_text(loc, u64::from(t)),
                    int_text(loc, dirs),
                    int_text(loc, d.files_per_directory),
                    int_text(loc, total),
                ],
                None => vec![
                    threads_text(loc, u64::from(t)),
                    "–".into(),
                    int_text(loc, d.files_per_directory),
                    "–".into(),
                ],
            })
            .collect();
        blocks.push(doc.table(
            &loc.msg(
                "table-distribution",
                Some(&Args::new().str("benchmark", heading.clone())),
            ),
            vec![
                loc.t("col-threads"),
                loc.t("col-dirs-per-thread"),
                loc.t("col-files-per-dir"),
                loc.t("col-total-files"),
            ],
            vec![Align::Right; 4],
            rows,
        ));
    }
    if !b.commands.is_empty() {
        blocks.push(said(loc.msg(
            "bench-commands",
            Some(&Args::new().int("count", b.commands.len() as u64)),
        )));
        blocks.push(code(b.commands.clone()));
    }
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
    let rows: Vec<Vec<String>> = all_threads(b)
        .into_iter()
        .map(|t| {
            let mut r = vec![threads_text(loc, u64::from(t))];
            for (s, op) in by_threads.iter().zip(ba.series.iter().map(|s| &s.operation)) {
                let p = s.get(&t);
                r.push(p.map_or_else(
                    || "–".into(),
                    |p| {
                        let v = nf.value(p.value, b.unit);
                        if b.interpolated(op, t) {
                            loc.msg("value-interpolated", Some(&Args::new().str("value", v)))
                        } else {
                            v
                        }
                    },
                ));
                if repeated {
                    r.push(p.map_or_else(
                        || "–".into(),
                        |p| {
                            loc.msg(
                                "data-spread",
                                Some(
                                    &Args::new()
                                        .str("min", nf.value(p.min, b.unit))
                                        .str("max", nf.value(p.max, b.unit))
                                        .int("n", p.iterations.len() as u64),
                                ),
                            )
                        },
                    ));
                }
            }
            r
        })
        .collect();
    FigureData::new(&loc.t("figure-data"), &headers, &rows)
}

pub(super) fn comparison_section(
    doc: &mut DocBuilder,
    report: &Report,
    c: &Comparison,
    ca: &ComparisonAnalysis,
    cur: &Benchmark,
) -> Result<Part, RenderError> {
    let loc = doc.loc;
    let lang = loc.lang;
    let cl = c.current_label.in_lang(lang).to_string();
    let bl = c.baseline_label.in_lang(lang).to_string();
    let heading = match &c.title {
        Some(t) => t.in_lang(lang).to_string(),
        None => loc.msg(
            "cmp-heading",
            Some(&Args::new().str("current", cl.clone()).str("baseline", bl.clone())),
        ),
    };
    // Sentences take the labels' in-sentence forms ("the large
    // configuration", "l'espansione di capacità"); headings, legends and
    // table headers the display forms.
    let (cs, bs) = (c.current_in_sentence(lang), c.baseline_in_sentence(lang));
    let mut blocks = vec![said(
        loc.msg(
            "cmp-intro",
            Some(
                &Args::new()
                    .str("current", cs.clone())
                    .str("baseline", bs.clone())
                    .str("benchmark", heading_in(loc, report, cur)),
            ),
        ),
    )];
    let change = charts::change_text(loc, &cl, &bl);
    let overlay_title = loc.msg("fig-overlay-title", Some(&Args::new().str("title", heading.clone())));
    let labels = (cl.as_str(), bl.as_str());
    let figs = super::cmp_figures::comparison_figures(
        doc,
        ca,
        (cur.unit, cur.log_scale),
        labels,
        &overlay_title,
        change,
        &c.id,
    )?;
    blocks.extend(figs);

    for op in &ca.operations {
        blocks.push(said(comparison_paragraph(loc, op, &bs, &cs)));
    }
    for s in comparison_missing_ops(loc, ca, &bs, &cs) {
        blocks.push(said(s));
    }
    // The table: one row per thread count measured on either side, three
    // columns per operation; a side without a value shows "–", the other
    // side keeps its value.
    let mut threads: Vec<u32> = ca
        .operations
        .iter()
        .flat_map(|o| {
            o.changes
                .iter()
                .map(|c| c.threads)
                .chain(o.unpaired.iter().map(|u| u.threads))
        })
        .collect();
    threads.sort_unstable();
    threads.dedup();
    let mut headers = vec![loc.t("col-threads")];
    for op in &ca.operations {
        let l = op_label(loc, &op.operation);
        headers.push(header_for_side(loc, &l, &bl));
        headers.push(header_for_side(loc, &l, &cl));
        headers.push(header_for_side(loc, &l, &loc.t("col-change")));
    }
    let nf = loc.numbers();
    let shown = |v: Option<f64>| v.map_or_else(|| "–".to_string(), |v| nf.value(v, cur.unit));
    let rows = threads
        .iter()
        .map(|t| {
            let mut r = vec![threads_text(loc, u64::from(*t))];
            for op in &ca.operations {
                if let Some(ch) = op.changes.iter().find(|c| c.threads == *t) {
                    r.push(shown(Some(ch.baseline)));
                    r.push(shown(Some(ch.current)));
                    r.push(loc.msg(
                        "percent-signed",
                        Some(&Args::new().str("value", nf.signed_percent(ch.change))),
                    ));
                } else {
                    let u = op.unpaired.iter().find(|u| u.threads == *t);
                    r.push(shown(u.and_then(|u| u.baseline)));
                    r.push(shown(u.and_then(|u| u.current)));
                    r.push("–".to_string());
                }
            }
            r
        })
        .collect();
    let ncol = headers.len();
    blocks.push(doc.table(
        &loc.msg(
            "table-comparison",
            Some(&Args::new().str("title", heading.clone()).str("unit", cur.unit.symbol())),
        ),
        headers,
        vec![Align::Right; ncol],
        rows,
    ));
    if let Some(p) = c.text.as_deref().and_then(|f| prose(report, lang, f)) {
        blocks.push(text(p));
    }
    Ok(Part {
        id: c.id.clone(),
        anchor: format!("cmp-{}", c.id),
        heading,
        blocks,
    })
}

pub(super) fn scale_out_section(
    doc: &mut DocBuilder,
    report: &Report,
    analysis: &ReportAnalysis,
    s: &ScaleOut,
) -> Section {
    let loc = doc.loc;
    let unit_name = s.unit.in_lang(loc.lang).to_string();
    let mut sec = Section {
        anchor: "scale-out".into(),
        heading: loc.t("section-scale-out"),
        blocks: vec![],
    };
    sec.blocks.push(said(
        loc.msg(
            "scale-intro",
            Some(
                &Args::new()
                    .str("unit_name", unit_name.clone())
                    .int("measured", s.measured_units)
                    .int("max", s.max_units),
            ),
        ),
    ));
    sec.blocks.push(said(loc.t("scale-network")));
    // One row per benchmark, operation and measure, one column per number
    // of units: the columns are short numbers, so the table stays narrow
    // however long the headings are in the reader's language.
    let mut headers = vec![loc.t("col-benchmark"), loc.t("col-operation"), loc.t("col-measure")];
    headers.extend((1..=s.max_units).map(|u| int_text(loc, u64::from(u))));
    let mut rows = Vec::new();
    for id in &s.benchmarks {
        let (Some(b), Some(ba)) = (report.benchmarks.iter().find(|b| &b.id == id), analysis.benchmark(id)) else {
            continue;
        };
        let h = header_with_unit(loc, &heading_in(loc, report, b), b.unit.symbol());
        for (i, sa) in ba.series.iter().enumerate() {
            for (j, (measure, v)) in [("col-peak", sa.peak.value), ("col-sustained", sa.sustained.value)]
                .into_iter()
                .enumerate()
            {
                let first = |x: String, yes: bool| if yes { x } else { String::new() };
                let mut r = vec![
                    first(h.clone(), i == 0 && j == 0),
                    first(op_label(loc, &sa.operation), j == 0),
                    loc.t(measure),
                ];
                let vals: Vec<f64> = (1..=s.max_units)
                    .map(|u| v * f64::from(u) / f64::from(s.measured_units.max(1)))
                    .collect();
                r.extend(loc.numbers().column(&vals, b.unit));
                rows.push(r);
            }
        }
    }
    let mut align = vec![Align::Left, Align::Left, Align::Left];
    align.extend((1..=s.max_units).map(|_| Align::Right));
    let title = loc.msg(
        "table-scale-out",
        Some(&Args::new().str("unit_name", s.unit.in_lang(loc.lang).to_string())),
    );
    sec.blocks.push(doc.table(&title, headers, align, rows));
    sec
}

pub(super) fn summary_section(doc: &mut DocBuilder, report: &Report, analysis: &ReportAnalysis) -> Section {
    let loc = doc.loc;
    let mut sec = Section {
        anchor: "summary".into(),
        heading: loc.t("section-summary"),
        blocks: vec![],
    };
    // A matrix: two rows per benchmark (peak, sustained), one column per
    // operation, as compact as the source's summary table.
    let benches: Vec<(&Benchmark, &BenchmarkAnalysis)> = report
        .benchmarks
        .iter()
        .filter(|b| b.section)
        .filter_map(|b| Some((b, analysis.benchmark(&b.id)?)))
        .collect();
    // A grid (file size × record size) has its best cells in its own
    // section; hundreds of one-cell columns would bury the summary.
    let had_series = benches.iter().any(|(_, ba)| !ba.series.is_empty());
    let grids: Vec<BenchmarkAnalysis> = benches
        .iter()
        .map(|(_, ba)| super::grid::split_grid_ops(ba).0)
        .collect();
    let benches: Vec<(&Benchmark, &BenchmarkAnalysis)> = benches
        .iter()
        .map(|(b, _)| *b)
        .zip(grids.iter())
        .filter(|(_, ba)| !ba.series.is_empty())
        .collect();
    let mut ops: Vec<&str> = Vec::new();
    let mut methods = Vec::new();
    for (b, ba) in &benches {
        if !methods.contains(&b.sustained_method) {
            methods.push(b.sustained_method);
        }
        for s in &ba.series {
            if !ops.contains(&s.operation.as_str()) {
                ops.push(&s.operation);
            }
        }
    }
    let mut any_rising = false;
    let mut rows = Vec::new();
    for (b, ba) in &benches {
        let at = |op: &str| ba.series.iter().find(|s| s.operation == op);
        let nf = loc.numbers();
        let mut peak = vec![
            header_with_unit(loc, &heading_in(loc, report, b), b.unit.symbol()),
            loc.t("col-peak"),
        ];
        let mut sus = vec![String::new(), loc.t("col-sustained")];
        for op in &ops {
            match at(op) {
                Some(s) => {
                    peak.push(nf.value(s.peak.value, b.unit));
                    let mut v = nf.value(s.sustained.value, b.unit);
                    if s.sustained.still_rising {
                        v.push_str(" ↑");
                        any_rising = true;
                    }
                    sus.push(v);
                }
                None => {
                    peak.push(String::new());
                    sus.push(String::new());
                }
            }
        }
        rows.push(peak);
        rows.push(sus);
    }
    if ops.is_empty() && had_series {
        // Only grids (IOzone auto mode): no curve has a peak to list.
        sec.blocks.push(said(loc.t("summary-grids-only")));
        return sec;
    }
    let n_table = doc.next_table_number();
    sec.blocks
        .push(said(loc.msg("summary-intro", Some(&Args::new().int("n", n_table)))));
    let mut headers = vec![loc.t("col-benchmark"), loc.t("col-measure")];
    headers.extend(ops.iter().map(|o| op_label(loc, o)));
    let mut align = vec![Align::Left, Align::Left];
    align.extend(ops.iter().map(|_| Align::Right));
    sec.blocks
        .push(doc.table(&loc.t("table-summary"), headers, align, rows));
    if any_rising {
        sec.blocks.push(said(loc.t("summary-still-rising")));
    }
    // How many measurements stand behind each value (one value per point
    // says nothing here: that is the plain case).
    let counts: Vec<usize> = (benches.iter())
        .flat_map(|(_, ba)| {
            ba.series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| p.iterations.len()))
        })
        .collect();
    if let (Some(&lo), Some(&hi)) = (counts.iter().min(), counts.iter().max()) {
        if hi > 1 {
            sec.blocks.push(said(
                loc.msg(
                    "summary-iterations",
                    Some(
                        &Args::new()
                            .int("min", lo as u64)
                            .int("max", hi as u64)
                            .str("kind", if lo == hi { "same" } else { "range" }),
                    ),
                ),
            ));
        }
    }
    sec.blocks.push(Block::Subheading {
        anchor: "method".into(),
        text: loc.t("section-method"),
    });
    let nf = loc.numbers();
    let grouping = Args::new()
        .str("threads", nf.threads(1024))
        .str("table", nf.fixed(3100.0, 0))
        .str("prose", nf.prose_fixed_min(3100.0, 0, 0))
        .str("large", nf.prose_fixed_min(11600.0, 0, 0));
    let mut m = vec![
        loc.t("method-peak"),
        loc.t("method-rounding"),
        loc.msg("method-grouping", Some(&grouping)),
    ];
    for meth in methods {
        m.push(loc.msg("method-sustained", Some(&Args::new().str("method", meth.as_str()))));
    }
    m.push(loc.msg(
        "method-dip",
        Some(&Args::new().num("pct", crate::analysis::DIP_FRACTION * 100.0, 0)),
    ));
    m.push(
        loc.msg(
            "method-observations",
            Some(
                &Args::new()
                    .num("linear", crate::analysis::observe::LINEAR_EFFICIENCY * 100.0, 0)
                    .num("margin", crate::analysis::observe::SUPERLINEAR_MARGIN * 100.0, 0)
                    .num("band", crate::analysis::observe::PLATEAU_BAND * 100.0, 0),
            ),
        ),
    );
    if let Some(sw) = report.benchmarks.iter().find_map(|b| b.sweep.as_ref()) {
        m.push(loc.msg(
            "method-latency",
            Some(&Args::new().str("pct", super::latency::statistic_label(loc, sw)).num(
                "rise",
                crate::analysis::latency::KNEE_RISE * 100.0,
                0,
            )),
        ));
    }
    sec.blocks.push(text(
        m.into_iter()
            .map(|s| format!("* {}", escape_inline(&s)))
            .collect::<Vec<_>>()
            .join("\n"),
    ));
    sec
}

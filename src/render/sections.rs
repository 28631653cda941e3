//! The sections of a document that come from the data: one per benchmark,
//! comparisons, the scale-out projection and the peak/sustained summary.
//! (`context` assembles them into the document.)

use super::charts;
use super::doc::{code, said, text, Block, DocBuilder, FigureData, Part, RenderError, Section};
use super::narrative::{comparison_missing_ops, comparison_paragraph, op_label, series_paragraph, spread_sentence};
use super::table::{escape_inline, Align};
use super::words::{benchmark_heading, int_text, prose, size_text, value_text};
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

pub(super) fn benchmark_section(
    doc: &mut DocBuilder,
    report: &Report,
    b: &Benchmark,
    ba: &BenchmarkAnalysis,
) -> Result<Part, RenderError> {
    let loc = doc.loc;
    let heading = benchmark_heading(loc, b);
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
            .str("doubling", if doubling { "yes" } else { "no" })
            .int("min", lo)
            .int("max", hi);
        blocks.push(said(loc.msg("bench-intro", Some(&a))));
    }
    // Parameters: transfer and file sizes.
    let mut params: Vec<Vec<String>> = Vec::new();
    if let Some(t) = b.transfer_size {
        params.push(vec![loc.t("param-transfer-size"), size_text(loc, t)]);
    }
    if let Some(f) = b.file_size {
        params.push(vec![loc.t("param-file-size"), size_text(loc, f)]);
    }
    if !params.is_empty() && b.file_size_rule.is_none() {
        blocks.push(doc.table(
            &loc.msg("table-parameters", Some(&Args::new().str("benchmark", heading.clone()))),
            vec![loc.t("col-item"), loc.t("col-value")],
            vec![Align::Left, Align::Left],
            params.clone(),
        ));
    }
    if let Some(rule) = &b.file_size_rule {
        let mut a = Args::new().str("total", size_text(loc, rule.total));
        a = match rule.min_per_thread {
            Some(m) => a.str("min", size_text(loc, m)).str("has_min", "yes"),
            None => a.str("min", "").str("has_min", "no"),
        };
        blocks.push(said(loc.msg("bench-file-size-rule", Some(&a))));
        let rows = all_threads(b)
            .into_iter()
            .map(|t| vec![int_text(loc, u64::from(t)), size_text(loc, rule.per_thread(t))])
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
    if let Some(d) = &b.distribution {
        let a = Args::new().str("files", int_text(loc, d.files_per_directory)).str(
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
                    int_text(loc, u64::from(t)),
                    int_text(loc, dirs),
                    int_text(loc, d.files_per_directory),
                    int_text(loc, total),
                ],
                None => vec![
                    int_text(loc, u64::from(t)),
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
    if !ba.series.is_empty() {
        let file = format!("{}.svg", b.id);
        let svg = charts::scaling(loc, b, ba, &limits, &heading);
        blocks.push(doc.figure(
            &file,
            &heading,
            svg,
            Some(charts::scaling_desc(loc, b, ba)),
            Some(scaling_data(loc, b, ba)),
        )?);
        if b.log_scale {
            blocks.push(said(loc.t("bench-log-scale")));
        }
    }
    // What the numbers say.
    for s in &ba.series {
        blocks.push(said(series_paragraph(loc, s, b.unit, &limits)));
    }
    if let Some(s) = spread_sentence(loc, &ba.series) {
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
    let repeated = ba
        .series
        .iter()
        .any(|s| s.points.iter().any(|p| p.iterations.len() > 1));
    let mut headers = vec![loc.t("col-threads")];
    for s in &ba.series {
        let op = op_label(loc, &s.operation);
        headers.push(format!("{op} ({})", b.unit));
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
            let mut r = vec![int_text(loc, u64::from(t))];
            for s in &by_threads {
                let p = s.get(&t);
                r.push(p.map_or_else(|| "–".into(), |p| nf.value(p.value, b.unit)));
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
    let mut blocks = vec![said(
        loc.msg(
            "cmp-intro",
            Some(
                &Args::new()
                    .str("current", cl.clone())
                    .str("baseline", bl.clone())
                    .str("benchmark", benchmark_heading(loc, cur)),
            ),
        ),
    )];
    let change = charts::change_text(loc, &cl, &bl);
    let overlay_title = loc.msg("fig-overlay-title", Some(&Args::new().str("title", heading.clone())));
    let labels = (cl.as_str(), bl.as_str());
    let figs = comparison_figures(
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
        blocks.push(said(comparison_paragraph(loc, op, &bl, &cl)));
    }
    for s in comparison_missing_ops(loc, ca, &bl, &cl) {
        blocks.push(said(s));
    }
    // The table: one row per thread count, three columns per operation.
    let mut threads: Vec<u32> = ca
        .operations
        .iter()
        .flat_map(|o| o.changes.iter().map(|c| c.threads))
        .collect();
    threads.sort_unstable();
    threads.dedup();
    let mut headers = vec![loc.t("col-threads")];
    for op in &ca.operations {
        let l = op_label(loc, &op.operation);
        headers.push(format!("{l} · {bl}"));
        headers.push(format!("{l} · {cl}"));
        headers.push(format!("{l} · {}", loc.t("col-change")));
    }
    let rows = threads
        .iter()
        .map(|t| {
            let mut r = vec![int_text(loc, u64::from(*t))];
            for op in &ca.operations {
                match op.changes.iter().find(|c| c.threads == *t) {
                    Some(ch) => {
                        r.push(loc.numbers().value(ch.baseline, cur.unit));
                        r.push(loc.numbers().value(ch.current, cur.unit));
                        r.push(loc.msg(
                            "percent-signed",
                            Some(&Args::new().str("value", loc.numbers().signed_percent(ch.change))),
                        ));
                    }
                    None => r.extend(["–".to_string(), "–".to_string(), "–".to_string()]),
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

/// The overlay and relative-change figures of a comparison (or a diff),
/// as `<stem>-overlay.svg` and `<stem>-change.svg`.
pub(crate) fn comparison_figures(
    doc: &mut DocBuilder,
    ca: &ComparisonAnalysis,
    (unit, log): (Unit, bool),
    (current, baseline): (&str, &str),
    overlay_title: &str,
    change: super::figures::FigureText,
    stem: &str,
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let change_title = change.title.clone();
    let overlay = charts::overlay(loc, ca, unit, log, current, baseline, overlay_title);
    let bars = charts::change_bars(loc, ca, change);
    Ok(vec![
        doc.figure(&format!("{stem}-overlay.svg"), overlay_title, overlay, None, None)?,
        doc.figure(&format!("{stem}-change.svg"), &change_title, bars, None, None)?,
    ])
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
    let mut headers = vec![loc.msg("col-units", Some(&Args::new().str("unit_name", unit_name)))];
    let mut columns: Vec<(Unit, Vec<f64>)> = Vec::new();
    for id in &s.benchmarks {
        let (Some(b), Some(ba)) = (report.benchmarks.iter().find(|b| &b.id == id), analysis.benchmark(id)) else {
            continue;
        };
        let h = benchmark_heading(loc, b);
        for sa in &ba.series {
            let op = op_label(loc, &sa.operation);
            headers.push(format!("{h} · {op} · {} ({})", loc.t("col-peak"), b.unit));
            columns.push((b.unit, vec![sa.peak.value]));
            headers.push(format!("{h} · {op} · {} ({})", loc.t("col-sustained"), b.unit));
            columns.push((b.unit, vec![sa.sustained.value]));
        }
    }
    let rows = (1..=s.max_units)
        .map(|u| {
            let mut r = vec![int_text(loc, u64::from(u))];
            for (unit, v) in &columns {
                let x = v[0] * f64::from(u) / f64::from(s.measured_units);
                r.push(loc.numbers().value(x, *unit));
            }
            r
        })
        .collect();
    let ncol = headers.len();
    sec.blocks
        .push(doc.table(&loc.t("table-scale-out"), headers, vec![Align::Right; ncol], rows));
    sec
}

pub(super) fn summary_section(doc: &mut DocBuilder, report: &Report, analysis: &ReportAnalysis) -> Section {
    let loc = doc.loc;
    let mut sec = Section {
        anchor: "summary".into(),
        heading: loc.t("section-summary"),
        blocks: vec![],
    };
    let mut rows = Vec::new();
    let mut methods = Vec::new();
    let mut any_rising = false;
    for b in report.benchmarks.iter().filter(|b| b.section) {
        let Some(ba) = analysis.benchmark(&b.id) else { continue };
        if !methods.contains(&b.sustained_method) {
            methods.push(b.sustained_method);
        }
        let h = benchmark_heading(loc, b);
        for s in &ba.series {
            let mut sustained = value_text(loc, s.sustained.value, b.unit);
            if s.sustained.still_rising {
                sustained.push_str(" ↑");
                any_rising = true;
            }
            rows.push(vec![
                h.clone(),
                op_label(loc, &s.operation),
                value_text(loc, s.peak.value, b.unit),
                int_text(loc, u64::from(s.peak.threads)),
                sustained,
            ]);
        }
    }
    let n_table = doc.next_table_number();
    sec.blocks
        .push(said(loc.msg("summary-intro", Some(&Args::new().int("n", n_table)))));
    sec.blocks.push(doc.table(
        &loc.t("table-summary"),
        vec![
            loc.t("col-benchmark"),
            loc.t("col-operation"),
            loc.t("col-peak"),
            loc.t("col-peak-threads"),
            loc.t("col-sustained"),
        ],
        vec![Align::Left, Align::Left, Align::Right, Align::Right, Align::Right],
        rows,
    ));
    if any_rising {
        sec.blocks.push(said(loc.t("summary-still-rising")));
    }
    sec.blocks.push(Block::Subheading {
        anchor: "method".into(),
        text: loc.t("section-method"),
    });
    let mut m = vec![loc.t("method-peak")];
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
                    .num("band", crate::analysis::observe::PLATEAU_BAND * 100.0, 0),
            ),
        ),
    );
    if let Some(sw) = report.benchmarks.iter().find_map(|b| b.sweep.as_ref()) {
        m.push(
            loc.msg(
                "method-latency",
                Some(
                    &Args::new()
                        .str("pct", crate::model::latency::percentile_name(sw.percentile))
                        .num("rise", crate::analysis::latency::KNEE_RISE * 100.0, 0),
                ),
            ),
        );
    }
    sec.blocks.push(text(
        m.into_iter()
            .map(|s| format!("* {}", escape_inline(&s)))
            .collect::<Vec<_>>()
            .join("\n"),
    ));
    sec
}

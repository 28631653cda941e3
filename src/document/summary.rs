//! The sections that look across benchmarks: the peak/sustained summary
//! with the method notes, and the scale-out projection.

use super::doc::{said, text, Block, DocBuilder, Section};
use super::headings::heading_in;
use super::narrative::op_label;
use super::table::{escape_inline, Align};
use super::words::{estimate_text, header_with_unit, int_text};
use crate::analysis::{BenchmarkAnalysis, ReportAnalysis, SeriesAnalysis, Trend};
use crate::i18n::{Args, Localizer};
use crate::model::{distinct, Benchmark, Direction, Report, ScaleOut, SustainedMethod};

pub(super) fn scale_out_section(
    doc: &mut DocBuilder,
    report: &Report,
    analysis: &ReportAnalysis,
    s: &ScaleOut,
) -> Section {
    let loc = doc.loc;
    let unit_name = s.unit.in_lang(loc.lang).to_string();
    let mut sec = Section::named(loc, "scale-out", Vec::new());
    let a = Args::new()
        .str("unit_name", unit_name.clone())
        .int("measured", s.measured_units)
        .int("max", s.max_units);
    sec.blocks.push(said(loc.msg("scale-intro", &a)));
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
        // Counts in the millions (zh-TW: 萬) are given in that scale, named
        // with the unit ("10,1" under "triệu IOPS", not "10.120.000").
        let per = f64::from(s.max_units) / f64::from(s.measured_units.max(1));
        let top = (ba.series.iter()).fold(0.0, |m: f64, sa| m.max(sa.peak.value * per));
        let (div, scale) = crate::i18n::numbers::NumberFormat::scale(top, loc.lang);
        let unit = match scale {
            "none" => b.unit.symbol().to_string(),
            _ => {
                let word = loc.msg(
                    "number-compact",
                    Some(&Args::new().str("value", "").str("scale", scale)),
                );
                format!("{} {}", word.trim(), b.unit.symbol())
            }
        };
        let h = header_with_unit(loc, &heading_in(loc, report, b), &unit);
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
                    .map(|u| v * f64::from(u) / f64::from(s.measured_units.max(1)) / div)
                    .collect();
                r.extend(loc.numbers().column(&vals));
                rows.push(r);
            }
        }
    }
    let mut align = vec![Align::Left, Align::Left, Align::Left];
    align.extend((1..=s.max_units).map(|_| Align::Right));
    let a = Args::new().str("unit_name", s.unit.in_lang(loc.lang).to_string());
    let title = loc.msg("table-scale-out", &a);
    sec.blocks.push(doc.table(&title, headers, align, rows));
    sec
}

pub(super) fn summary_section(doc: &mut DocBuilder, report: &Report, analysis: &ReportAnalysis) -> Section {
    let loc = doc.loc;
    let mut sec = Section::named(loc, "summary", Vec::new());
    // A matrix: two rows per benchmark (peak, sustained), one column per
    // operation, as compact as the source's summary table.
    let benches: Vec<(&Benchmark, &BenchmarkAnalysis)> = (report.benchmarks.iter())
        .filter(|b| b.section)
        .filter_map(|b| Some((b, analysis.benchmark(&b.id)?)))
        .collect();
    // A grid (file size × record size) has its best cells in its own
    // section; hundreds of one-cell columns would bury the summary.
    let had_series = benches.iter().any(|(_, ba)| !ba.series.is_empty());
    let grids: Vec<BenchmarkAnalysis> = (benches.iter())
        .map(|(_, ba)| super::grid::split_grid_ops(ba).0)
        .collect();
    let benches: Vec<(&Benchmark, &BenchmarkAnalysis)> = (benches.iter())
        .map(|(b, _)| *b)
        .zip(grids.iter())
        .filter(|(_, ba)| !ba.series.is_empty())
        .collect();
    // Each sustained method with the headings of the benchmarks that use it.
    let methods: Vec<(SustainedMethod, Vec<String>)> = distinct(benches.iter().map(|(b, _)| b.sustained_method))
        .into_iter()
        .map(|m| {
            let uses = benches.iter().filter(|(b, _)| b.sustained_method == m);
            (m, uses.map(|(b, _)| heading_in(loc, report, b)).collect())
        })
        .collect();
    if operations(&benches).is_empty() && had_series {
        // Only grids (IOzone auto mode): no curve has a peak to list.
        sec.blocks.push(said(loc.t("summary-grids-only")));
        return sec;
    }
    let parts = summary_parts(&benches);
    let first = doc.next_table_number();
    let intro = match parts.len() {
        1 => loc.msg("summary-intro", &Args::new().int("n", first)),
        n => loc.msg(
            "summary-intro-split",
            &Args::new()
                .int("first", first)
                .int("last", first + n as u32 - 1)
                .int("count", n as u32),
        ),
    };
    sec.blocks.push(said(intro));
    let (mut marks, mut estimates) = (None, false);
    for (tool, part, ops) in &parts {
        let (rows, m) = summary_rows(loc, report, part, ops);
        marks = merge_marks(marks, m);
        estimates |= rows.iter().flatten().any(|c| c.starts_with('≈'));
        let mut headers = vec![loc.t("col-benchmark"), loc.t("col-measure")];
        headers.extend(ops.iter().map(|o| op_label(loc, o)));
        let mut align = vec![Align::Left, Align::Left];
        align.extend(ops.iter().map(|_| Align::Right));
        let caption = match tool {
            Some(t) => loc.msg("table-summary-tool", &Args::new().str("tool", t.to_string())),
            None => loc.t("table-summary"),
        };
        sec.blocks.push(doc.table(&caption, headers, align, rows));
    }
    if let Some(marks) = marks {
        let a = Args::new()
            .str("marks", marks)
            .num("band", crate::analysis::observe::PLATEAU_BAND * 100.0, 0);
        sec.blocks.push(said(loc.msg("summary-still-improving", &a)));
    }
    if estimates {
        sec.blocks.push(said(loc.t("summary-estimated")));
    }
    sec.blocks.extend(iterations_note(loc, &benches));
    sec.blocks.extend(method_notes(loc, report, methods));
    sec
}

/// Operation columns one summary table holds. A report with more (several
/// tools: IOR, mdtest and fio give 17) gets a table per tool, and a tool with
/// more still gets its operations in several tables, so that no page prints
/// headers over each other or wraps every cell.
const MAX_OP_COLUMNS: usize = 8;

/// The operations of `benches`, in the order they first appear.
fn operations<'a>(benches: &[(&'a Benchmark, &'a BenchmarkAnalysis)]) -> Vec<&'a str> {
    distinct((benches.iter()).flat_map(|(_, ba)| ba.series.iter().map(|s| s.operation.as_str())))
}

/// A summary table: its tool when split by tool, its benchmarks, its columns.
type Part<'a> = (
    Option<&'a str>,
    Vec<(&'a Benchmark, &'a BenchmarkAnalysis)>,
    Vec<&'a str>,
);

/// The summary's tables: one when every operation fits ([`MAX_OP_COLUMNS`]),
/// else one per tool (in order of appearance) and per group of at most
/// that many of its operations, each with the benchmarks that have them.
fn summary_parts<'a>(benches: &[(&'a Benchmark, &'a BenchmarkAnalysis)]) -> Vec<Part<'a>> {
    let ops = operations(benches);
    if ops.len() <= MAX_OP_COLUMNS {
        return vec![(None, benches.to_vec(), ops)];
    }
    let tools = distinct(benches.iter().map(|(b, _)| b.tool.as_str()));
    let mut parts = Vec::new();
    for tool in tools {
        let of_tool: Vec<_> = benches.iter().filter(|(b, _)| b.tool == tool).copied().collect();
        for cols in operations(&of_tool).chunks(MAX_OP_COLUMNS) {
            let has = |ba: &BenchmarkAnalysis| ba.series.iter().any(|s| cols.contains(&s.operation.as_str()));
            let part = of_tool.iter().filter(|(_, ba)| has(ba)).copied().collect();
            parts.push((Some(tool), part, cols.to_vec()));
        }
    }
    parts
}

/// The marks of two tables together (`up`, `down` or `both`).
fn merge_marks(a: Option<&'static str>, b: Option<&'static str>) -> Option<&'static str> {
    match (a, b) {
        (x, None) | (None, x) => x,
        (Some(x), Some(y)) if x == y => Some(x),
        _ => Some("both"),
    }
}

/// The mark of a series still improving at its end: the way its values go.
pub(super) fn improving_mark(d: Direction) -> &'static str {
    match d {
        Direction::Higher => "↑",
        Direction::Lower => "↓",
    }
}

/// A sustained value as the summary shows it: "≈" when a reconstruction
/// estimated it (the source states no such level, and its point, or for a
/// median any point from the peak on, is not stated), and marked when the
/// series is still improving at its end.
pub(super) fn sustained_cell(loc: &Localizer, s: &SeriesAnalysis, b: &Benchmark) -> String {
    let estimated = match s.sustained.method {
        _ if b.stated_sustained.contains(&s.operation) => false,
        SustainedMethod::MedianAfterPeak => {
            (s.points.iter()).any(|p| p.threads >= s.peak.threads && b.interpolated(&s.operation, p.threads))
        }
        _ => b.interpolated(&s.operation, s.sustained.threads),
    };
    let v = estimate_text(loc, s.sustained.value, estimated);
    match s.ending {
        Some(e) if e.trend == Trend::Improving => format!("{v} {}", improving_mark(b.direction)),
        _ => v,
    }
}

/// Two rows per benchmark (peak, sustained), a column per operation; and
/// which marks of a series still improving at its end ([`improving_mark`])
/// the table shows: `up`, `down` or `both`.
fn summary_rows(
    loc: &Localizer,
    report: &Report,
    benches: &[(&Benchmark, &BenchmarkAnalysis)],
    ops: &[&str],
) -> (Vec<Vec<String>>, Option<&'static str>) {
    let mut marked = [false; 2];
    let mut rows = Vec::new();
    for (b, ba) in benches {
        let at = |op: &str| ba.series.iter().find(|s| s.operation == op);
        let mut peak = vec![
            header_with_unit(loc, &heading_in(loc, report, b), b.unit.symbol()),
            loc.t("col-peak"),
        ];
        let mut sus = vec![String::new(), loc.t("col-sustained")];
        for op in ops {
            match at(op) {
                Some(s) => {
                    peak.push(estimate_text(loc, s.peak.value, b.interpolated(op, s.peak.threads)));
                    let v = sustained_cell(loc, s, b);
                    marked[usize::from(b.direction == Direction::Lower)] |= v.ends_with(improving_mark(b.direction));
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
    let marks = match marked {
        [true, true] => Some("both"),
        [true, false] => Some("up"),
        [false, true] => Some("down"),
        [false, false] => None,
    };
    (rows, marks)
}

/// How many measurements stand behind each value, when some point has more
/// than one (one value per point says nothing here: that is the plain case).
fn iterations_note(loc: &Localizer, benches: &[(&Benchmark, &BenchmarkAnalysis)]) -> Option<Block> {
    let counts: Vec<usize> = (benches.iter())
        .flat_map(|(_, ba)| {
            ba.series
                .iter()
                .flat_map(|s| s.points.iter().map(|p| p.iterations.len()))
        })
        .collect();
    let (Some(&lo), Some(&hi)) = (counts.iter().min(), counts.iter().max()) else {
        return None;
    };
    (hi > 1).then(|| {
        let a = Args::new()
            .int("min", lo as u64)
            .int("max", hi as u64)
            .str("kind", if lo == hi { "same" } else { "range" });
        said(loc.msg("summary-iterations", &a))
    })
}

/// The method notes: how peak, sustained level, rounding, dips,
/// observations and (with a sweep) latency are defined. With more than one
/// sustained method, each note names the benchmarks that use it.
fn method_notes(loc: &Localizer, report: &Report, methods: Vec<(SustainedMethod, Vec<String>)>) -> [Block; 2] {
    let heading = Block::Subheading {
        anchor: "method".into(),
        text: loc.t("section-method"),
    };
    let nf = loc.numbers();
    let grouping = Args::new()
        .str("threads", nf.threads(1024))
        .str("table", nf.fixed(3100.0, 0))
        .str("prose", nf.prose_fixed_min(3100.0, 0, 0))
        .str("large", nf.prose_fixed_min(11600.0, 0, 0));
    let mut m = vec![
        loc.t("method-peak"),
        loc.t("method-rounding"),
        loc.msg("method-grouping", &grouping),
    ];
    let mixed = methods.len() > 1;
    for (meth, benchmarks) in methods {
        let mut note = loc.msg("method-sustained", &Args::new().str("method", meth.as_str()));
        if mixed {
            let names: Vec<String> = (benchmarks.into_iter())
                .map(|name| loc.msg("method-sustained-benchmark", &Args::new().str("name", name)))
                .collect();
            let uses = loc.msg("method-sustained-for", &Args::new().str("list", nf.and_list(&names)));
            note = format!("{note}{}{uses}", loc.lang.sentence_separator());
        }
        m.push(note);
    }
    m.push(loc.msg(
        "method-dip",
        &Args::new().num("pct", crate::analysis::DIP_FRACTION * 100.0, 0),
    ));
    let a = Args::new()
        .num("linear", crate::analysis::observe::LINEAR_EFFICIENCY * 100.0, 0)
        .num("margin", crate::analysis::observe::SUPERLINEAR_MARGIN * 100.0, 0)
        .num("band", crate::analysis::observe::PLATEAU_BAND * 100.0, 0);
    m.push(loc.msg("method-observations", &a));
    if let Some(sw) = report.benchmarks.iter().find_map(|b| b.sweep.as_ref()) {
        let a = Args::new()
            .str("pct", super::latency::statistic_label(loc, sw))
            .num("rise", crate::analysis::latency::KNEE_RISE * 100.0, 0)
            .num("band", crate::analysis::observe::PLATEAU_BAND * 100.0, 0)
            .num("tie", crate::analysis::latency::TIE_FRACTION * 100.0, 0);
        m.push(loc.msg("method-latency", &a));
    }
    let list = (m.into_iter())
        .map(|s| format!("* {}", escape_inline(&s)))
        .collect::<Vec<_>>()
        .join("\n");
    [heading, text(list)]
}

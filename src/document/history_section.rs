//! "Run history" on a report's page: when the build is given earlier
//! published runs of the report (`build --history DIR`, the layout of a
//! site's `data/history/<report>/*.json`, the same files `diff --history`
//! reads), one figure per series follows its peak and sustained level over
//! those runs and this build, with the runs where the level shifted lastingly
//! ringed and named in a sentence. The change points are the diff's
//! (`analysis::stats::change_points`), so the page and a diff agree.

use super::diff::slug;
use super::doc::{said, Cell, DocBuilder, FigureData, RenderError, Section};
use super::headings::heading_in;
use super::labels::change_point_args;
use super::narrative::op_label;
use super::words::value_text;
use crate::analysis::analyse_series;
use crate::analysis::stats::{change_points, ChangePoint};
use crate::analysis::ReportAnalysis;
use crate::figures::{trend_svg, FigureText, RunTrend, TrendLine, ValueKind};
use crate::i18n::Args;
use crate::model::{Benchmark, History, Report, Run};

/// Peak and sustained level of `b`'s `op` in each history run (analysed with
/// this build's direction and sustained method, so that runs are compared
/// alike), then this build's; `None` where a run lacks the series.
fn measures(history: &[(String, Run)], b: &Benchmark, op: &str, now: (f64, f64)) -> Vec<Option<(f64, f64)>> {
    let runs = history.iter().map(|(_, run)| {
        // Paired as `pixreport diff` pairs them, so the page and a diff of
        // the same runs follow the same series.
        let s = crate::model::pairing::series(run, &b.id, op).filter(|s| !s.points.is_empty())?;
        let a = analyse_series(s, b.direction, b.sustained_method, &[]);
        Some((a.peak.value, a.sustained.value))
    });
    runs.chain([Some(now)]).collect()
}

/// The runs where every measure has a value, and those values.
fn complete(labels: &[String], m: &[Option<(f64, f64)>]) -> (Vec<String>, Vec<f64>, Vec<f64>) {
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for (l, (p, s)) in labels.iter().zip(m).filter_map(|(l, m)| Some((l, (*m)?))) {
        if p.is_finite() && s.is_finite() && p >= 0.0 && s >= 0.0 {
            out.0.push(l.clone());
            out.1.push(p);
            out.2.push(s);
        }
    }
    out
}

/// The "Run history" section, or `None` without a history for this report.
pub(crate) fn history_section(
    doc: &mut DocBuilder,
    report: &Report,
    analysis: &ReportAnalysis,
    history: Option<&History>,
) -> Result<Option<Section>, RenderError> {
    let Some(History { runs: history, notes }) = history.filter(|h| !h.runs.is_empty()) else {
        return Ok(None);
    };
    let loc = doc.loc;
    let mut labels: Vec<String> = history.iter().map(|(l, _)| l.clone()).collect();
    labels.push(loc.t("history-this-run"));
    let a = Args::new().int("count", history.len() as u64);
    let mut blocks = vec![said(loc.msg("history-intro", &a))];
    let mut any_change = false;
    for b in report.benchmarks.iter().filter(|b| b.section) {
        let Some(ba) = analysis.benchmark(&b.id) else {
            continue;
        };
        let heading = heading_in(loc, report, b);
        for sa in &ba.series {
            let m = measures(history, b, &sa.operation, (sa.peak.value, sa.sustained.value));
            let (runs, peak, sustained) = complete(&labels, &m);
            if runs.len() < 2 {
                continue;
            }
            let op = op_label(loc, &sa.operation);
            let cp_peak = change_points(&peak, b.direction);
            let cp_sus = change_points(&sustained, b.direction);
            let a = Args::new().str("benchmark", heading.clone()).str("op", op.clone());
            let title = loc.msg("history-fig-title", &a);
            let a = Args::new()
                .str("op", op.clone())
                .str("unit", b.unit.symbol())
                .int("count", runs.len() as u64);
            let desc = loc.msg("history-fig-desc", &a);
            let line = |label: &str, values: &[f64], dashed, style_index, cps: &[ChangePoint]| TrendLine {
                titles: (runs.iter().zip(values))
                    .map(|(run, v)| super::labels::run_point(loc, &loc.t(label), run, &value_text(loc, *v, b.unit)))
                    .collect(),
                label: loc.t(label),
                values: values.to_vec(),
                dashed,
                style_index,
                changes: cps.iter().map(|c| c.index).collect(),
            };
            let fig = RunTrend {
                text: FigureText {
                    title: title.clone(),
                    x_label: loc.t("diff-axis-run"),
                    y_label: loc.msg("diff-axis-trend", &Args::new().str("unit", b.unit.symbol())),
                    desc: desc.clone(),
                },
                labels: runs.clone(),
                lines: vec![
                    line("col-peak", &peak, false, 0, &cp_peak),
                    line("col-sustained", &sustained, true, 1, &cp_sus),
                ],
                kind: ValueKind::Count,
            };
            let nf = loc.numbers();
            let svg = trend_svg(&fig, &super::charts::look(loc));
            let u = b.unit.symbol();
            let rows: Vec<Vec<Cell>> = (runs.iter().zip(peak.iter().zip(&sustained)))
                .map(|(r, (p, s))| {
                    let raw = if Some(r) == labels.last() { "this_build" } else { r };
                    vec![
                        Cell::key(r, "run", raw),
                        Cell::num(nf.value(*p), "peak", *p, u).at("operation", &sa.operation),
                        Cell::num(nf.value(*s), "sustained", *s, u).at("operation", &sa.operation),
                    ]
                })
                .collect();
            let headers = [
                loc.t("diff-axis-run"),
                format!("{} ({})", loc.t("col-peak"), b.unit),
                format!("{} ({})", loc.t("col-sustained"), b.unit),
            ];
            let data = FigureData::new(&loc.t("figure-data"), &headers, &rows);
            let file = format!("history-{}-{}.svg", b.id, slug(&sa.operation));
            blocks.push(doc.figure(&file, &title, svg, Some(desc), Some(data))?);
            for (measure, cps) in [
                ("history-measure-peak", &cp_peak),
                ("history-measure-sustained", &cp_sus),
            ] {
                for c in cps.iter() {
                    any_change = true;
                    blocks.push(said(change_sentence(loc, &op, measure, &runs, c, b)));
                }
            }
        }
    }
    if !any_change {
        blocks.push(said(loc.t("history-steady")));
    }
    // What the publishing workflow noted of the runs shown: an accepted
    // change with its reason, a run published although its comparison failed.
    for n in notes.iter().filter(|n| labels.contains(&n.run)) {
        // The sentence ends with its own full stop.
        let said_text = n.text.trim_end_matches(['.', '。', ' ']).to_string();
        let a = Args::new().str("run", n.run.clone()).str("said", said_text);
        let key = if n.accepted {
            "history-note-accepted"
        } else {
            "history-note-failed"
        };
        blocks.push(said(loc.msg(key, &a)));
    }
    Ok(Some(Section::named(loc, "history", blocks)))
}

fn change_sentence(
    loc: &crate::i18n::Localizer,
    op: &str,
    measure: &str,
    runs: &[String],
    c: &ChangePoint,
    b: &Benchmark,
) -> String {
    let run = runs.get(c.index).cloned().unwrap_or_default();
    let a = change_point_args(loc, op, run, c, b.unit).str("measure", loc.t(measure));
    loc.msg("history-change", &a)
}

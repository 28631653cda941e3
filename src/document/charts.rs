//! Turns analysis results into the figure specifications of `figures`,
//! with every label localised. The drawing itself is in `figures/`.

use super::acceptance::bound_text;
use super::labels::op_label;
use super::words::{threads_text, value_text};
use crate::analysis::observe::PLATEAU_BAND;
use crate::analysis::{BenchmarkAnalysis, ComparisonAnalysis, PointStat};
use crate::figures::{self, BarSeries, BarsFigure, FigureError, FigureText, LineSeries, Look, RefLine, ScalingFigure};
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, Criterion, Direction, Limit, Load, Unit};

/// The figures' look in `loc`'s language: its fonts and number format,
/// on the screen's canvas or, while a document is built for print, the PDF's.
pub(crate) fn look(loc: &Localizer) -> Look<'_> {
    let nf = loc.numbers();
    Look {
        canvas: if loc.printing() {
            figures::Canvas::PRINT
        } else {
            figures::Canvas::SCREEN
        },
        scales: loc.lang.figure_scales(),
        font_family: loc.lang.font_family(),
        format: Box::new(move |v, d| nf.fixed(v, d)),
    }
}

fn value_axis(loc: &Localizer, unit: Unit, log: bool) -> String {
    let id = if log { "axis-value-log" } else { "axis-value" };
    loc.msg(id, &Args::new().str("unit", unit.symbol()))
}

/// Text description of a scaling figure, for `alt` and the SVG `<desc>`.
pub fn scaling_desc(loc: &Localizer, b: &Benchmark, ba: &BenchmarkAnalysis) -> String {
    let ops: Vec<String> = ba.series.iter().map(|s| op_label(loc, &s.operation)).collect();
    let mut threads: Vec<u32> = (ba.series.iter())
        .flat_map(|s| s.points.iter().map(|p| p.threads))
        .collect();
    threads.sort_unstable();
    let a = Args::new()
        .str("ops", loc.numbers().and_list(&ops))
        .str("unit", b.unit.symbol())
        .int("min", threads.first().copied().unwrap_or(1))
        .int("max", threads.last().copied().unwrap_or(1));
    loc.msg("fig-scaling-desc", &a)
}

pub fn scaling(
    loc: &Localizer,
    b: &Benchmark,
    ba: &BenchmarkAnalysis,
    limits: &[&Limit],
    criteria: &[&Criterion],
    title: &str,
) -> Result<String, FigureError> {
    let series = (ba.series.iter())
        .enumerate()
        .map(|(i, s)| LineSeries {
            spread: (s.points.iter())
                .filter(|p| p.iterations.len() > 1)
                .map(|p| (p.threads, p.min, p.max))
                .collect(),
            interpolated: (s.points.iter())
                .filter(|p| b.interpolated(&s.operation, p.threads))
                .map(|p| p.threads)
                .collect(),
            point_titles: (s.points.iter())
                .map(|p| (p.threads, point_title(loc, &op_label(loc, &s.operation), b.unit, p)))
                .collect(),
            label: op_label(loc, &s.operation),
            points: s.points.iter().map(|p| (p.threads, p.value)).collect(),
            peak: Some((s.peak.threads, s.peak.value)),
            dashed: false,
            style_index: i,
        })
        .collect();
    let mut lines: Vec<RefLine> = limits.iter().filter_map(|l| limit_line(loc, ba, l)).collect();
    for c in criteria {
        // A bound a declared limit already draws (the same value) is not drawn twice.
        if let Some(l) = bound_line(loc, b, ba, c).filter(|l| lines.iter().all(|m| m.value != l.value)) {
            lines.push(l);
        }
    }
    let fig = ScalingFigure {
        text: FigureText {
            title: title.to_string(),
            x_label: loc.t("axis-threads"),
            y_label: value_axis(loc, b.unit, b.log_scale),
            desc: scaling_desc(loc, b, ba),
        },
        series,
        limits: lines,
        log_y: b.log_scale,
        y_time_secs: None,
    };
    figures::scaling_svg(&fig, &look(loc))
}

/// What pointing at a point shows: operation, thread count and value with
/// its unit, in the page's language.
fn plain_title(loc: &Localizer, op: &str, unit: Unit, threads: u32, value: f64) -> String {
    let a = Args::new()
        .str("op", op)
        .int("threads", threads)
        .str("value", value_text(loc, value, unit));
    loc.msg("fig-point", &a)
}

/// [`plain_title`], plus the iterations' lowest and highest value where the
/// point was measured more than once (the whisker the reader is pointing at).
fn point_title(loc: &Localizer, op: &str, unit: Unit, p: &PointStat) -> String {
    let title = plain_title(loc, op, unit, p.threads, p.value);
    if p.iterations.len() < 2 {
        return title;
    }
    let a = Args::new()
        .str("point", title)
        .int("n", p.iterations.len() as u32)
        .str("min", value_text(loc, p.min, unit))
        .str("max", value_text(loc, p.max, unit));
    loc.msg("fig-point-spread", &a)
}

/// A declared limit as a reference line, drawn only against the operations
/// it applies to: in their colour and named in its label when it is
/// restricted, and left out when no series of the chart is concerned. A
/// restricted line spans only where the series it bounds run near it: from
/// the first point within the plateau band of their peak (at the latest
/// their last step) to their last point, so it does not run under the
/// curves it does not bound (issue 42 item 9: the write-only array limit
/// spanned the chart under the reads).
fn limit_line(loc: &Localizer, ba: &BenchmarkAnalysis, l: &Limit) -> Option<RefLine> {
    let label = l.label.in_lang(loc.lang).to_string();
    if l.operations.is_empty() {
        return Some(RefLine {
            label,
            value: l.value,
            style_index: None,
            span: None,
        });
    }
    let concerned: Vec<(usize, String)> = (ba.series.iter().enumerate())
        .filter(|(_, s)| l.applies_to(&s.operation))
        .map(|(i, s)| (i, op_label(loc, &s.operation).to_lowercase()))
        .collect();
    if concerned.is_empty() {
        return None;
    }
    let ops: Vec<&str> = concerned.iter().map(|(_, o)| o.as_str()).collect();
    let spans = (concerned.iter()).filter_map(|&(i, _)| {
        let s = &ba.series[i];
        let near = |v: f64| (v - s.peak.value).abs() <= PLATEAU_BAND * s.peak.value.abs();
        let first = s.points.iter().position(|p| near(p.value))?;
        let from = s.points[first.min(s.points.len().saturating_sub(2))].threads;
        Some((from, s.points.last()?.threads))
    });
    let span = spans.reduce(|a, b| (a.0.min(b.0), a.1.max(b.1)));
    let a = Args::new().str("label", label).str("ops", loc.numbers().and_list(&ops));
    Some(RefLine {
        label: loc.msg("fig-limit-for", &a),
        value: l.value,
        style_index: (concerned.len() == 1).then(|| concerned[0].0),
        span,
    })
}

/// An acceptance criterion's bound as a line in its series' colour, over
/// the thread counts it is read at: a range, else the whole series.
fn bound_line(loc: &Localizer, b: &Benchmark, ba: &BenchmarkAnalysis, c: &Criterion) -> Option<RefLine> {
    let (i, s) = (ba.series.iter().enumerate()).find(|(_, s)| s.operation == c.operation)?;
    let span = match c.load {
        Load::Threads(lo, hi) => (lo, hi),
        Load::Peak | Load::Sustained => (s.points.first()?.threads, s.points.last()?.threads),
    };
    let a = Args::new()
        .str("bound", bound_text(loc, c))
        .str("op", op_label(loc, &c.operation).to_lowercase());
    Some(RefLine {
        label: loc.msg("fig-criterion", &a),
        value: c.bound.unit.convert(c.bound.value, b.unit)?,
        style_index: Some(i),
        span: Some(span),
    })
}

/// Both configurations on one chart: same colour per operation, the
/// baseline dashed.
pub fn overlay(
    loc: &Localizer,
    ca: &ComparisonAnalysis,
    unit: Unit,
    log: bool,
    (current, baseline): (&str, &str),
    title: &str,
    estimated: [Estimated; 2],
) -> Result<String, FigureError> {
    let mut series = Vec::new();
    for (i, op) in ca.operations.iter().enumerate() {
        let l = op_label(loc, &op.operation);
        // One line per side: the current run solid, the baseline dashed;
        // estimates (a reconstruction's interpolated points) hollow.
        for ((side, dashed), est) in [(current, false), (baseline, true)].into_iter().zip(estimated) {
            let label = format!("{l} · {side}");
            // Every point the side measured: the thread counts both sides
            // share and those only this side has (a baseline's own peak
            // must not vanish and be interpolated over).
            // Across scales, the baseline at the count it was measured at.
            let mut points: Vec<(u32, f64)> = (op.changes.iter())
                .map(|c| match (dashed, ca.across_scales) {
                    (true, Some([b, _])) => (b, c.baseline),
                    _ => (c.threads, if dashed { c.baseline } else { c.current }),
                })
                .chain(
                    op.unpaired
                        .iter()
                        .filter_map(|u| Some((u.threads, if dashed { u.baseline? } else { u.current? }))),
                )
                .collect();
            points.sort_by_key(|p| p.0);
            series.push(LineSeries {
                spread: Vec::new(),
                interpolated: (points.iter())
                    .filter(|(t, _)| est(&op.operation, *t))
                    .map(|(t, _)| *t)
                    .collect(),
                point_titles: (points.iter())
                    .map(|&(t, v)| (t, plain_title(loc, &label, unit, t, v)))
                    .collect(),
                points,
                label,
                peak: None,
                dashed,
                style_index: i,
            });
        }
    }
    let fig = ScalingFigure {
        text: FigureText {
            title: title.to_string(),
            x_label: loc.t("axis-threads"),
            y_label: value_axis(loc, unit, log),
            desc: loc.msg(
                "fig-overlay-desc",
                &Args::new().str("current", current).str("baseline", baseline),
            ),
        },
        series,
        limits: vec![],
        log_y: log,
        y_time_secs: None,
    };
    figures::scaling_svg(&fig, &look(loc))
}

/// The title, axis label and description of a comparison's change figure.
pub fn change_text(loc: &Localizer, current: &str, baseline: &str, direction: Direction) -> FigureText {
    let dir = super::narrative::direction_key(direction);
    let a = Args::new()
        .str("current", current)
        .str("baseline", baseline)
        .str("direction", dir);
    FigureText {
        title: loc.msg("fig-change-title", &a),
        x_label: loc.t("axis-threads"),
        y_label: loc.msg("axis-change", &a),
        desc: loc.msg("fig-change-desc", &a),
    }
}

/// Relative change per thread count, one bar per operation.
pub fn change_bars(loc: &Localizer, ca: &ComparisonAnalysis, text: FigureText) -> Result<String, FigureError> {
    let groups = paired_threads(ca);
    let series = (ca.operations.iter())
        .enumerate()
        .map(|(i, op)| (i, op, op.changes_by_threads()))
        .map(|(i, op, at)| BarSeries {
            titles: (groups.iter())
                .map(|t| {
                    let change = at.get(t);
                    // Across scales, both counts ("64 against 16 threads").
                    let a = match ca.across_scales {
                        Some([_, c]) if c == *t => Args::new().str("threads", threads_key(loc, ca, c)),
                        _ => Args::new().int("threads", *t),
                    };
                    let a = a.str("op", op_label(loc, &op.operation)).str(
                        "value",
                        change.map_or("–".into(), |c| super::words::change_text(loc, c.change)),
                    );
                    loc.msg("fig-point", Some(&a))
                })
                .collect(),
            label: op_label(loc, &op.operation),
            values: groups.iter().map(|t| at.get(t).map(|c| c.change * 100.0)).collect(),
            style_index: i,
        })
        .collect();
    let fig = BarsFigure {
        text,
        groups,
        series,
        percent: true,
    };
    figures::bars_svg(&fig, &look(loc))
}

/// Whether a value of one side is an estimate (a reconstruction's
/// interpolated point), by operation and thread count.
pub(crate) type Estimated<'a> = &'a dyn Fn(&str, u32) -> bool;

/// A thread count as the tables key it; across scales, both counts ("64
/// against 16").
pub(super) fn threads_key(loc: &Localizer, ca: &ComparisonAnalysis, t: u32) -> String {
    let text = |t: u32| threads_text(loc, u64::from(t));
    match ca.across_scales {
        Some([b, c]) if c == t => loc.msg(
            "cmp-threads-across",
            &Args::new().str("current", text(c)).str("baseline", text(b)),
        ),
        _ => text(t),
    }
}

/// The thread counts the figures draw: those measured on both sides.
pub(super) fn paired_threads(ca: &ComparisonAnalysis) -> Vec<u32> {
    let mut t: Vec<u32> = (ca.operations.iter())
        .flat_map(|o| o.changes.iter().map(|c| c.threads))
        .collect();
    t.sort_unstable();
    t.dedup();
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::analyse_series;
    use crate::model::{Lang, LocalText, Point, Series, SustainedMethod};

    fn series(op: &str, values: &[f64]) -> crate::analysis::SeriesAnalysis {
        let s = Series {
            operation: op.into(),
            points: (values.iter().enumerate())
                .map(|(i, &v)| Point {
                    threads: 1 << i,
                    iterations: vec![v],
                })
                .collect(),
        };
        analyse_series(&s, Direction::Higher, SustainedMethod::IsolatedDip, &[])
    }

    /// The capacity expansion's write-only 22 GB/s limit spans the writes
    /// from where they reach their level (8 threads) to their last point,
    /// not the reads' ramp; a series still climbing gets its last step; a
    /// general limit the whole width.
    #[test]
    fn a_restricted_limit_spans_its_series_near_their_peak() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let write = [2.95, 5.75, 10.6, 21.6, 21.1, 20.9, 21.3, 21.6, 21.2, 20.8, 20.6];
        let read = [8.1, 15.9, 30.4, 32.2, 33.6, 33.1, 33.5, 33.0, 33.4, 32.9, 32.6];
        let ba = BenchmarkAnalysis {
            id: "b".into(),
            series: vec![
                series("write", &write),
                series("read", &read),
                series("stat", &[1.0, 2.0, 4.0]),
            ],
        };
        let mut l = Limit {
            id: "me4".into(),
            label: LocalText::plain("ME4"),
            label_in_sentence: None,
            value: 22.0,
            unit: Unit::GBps,
            operations: vec!["write".into()],
        };
        let line = limit_line(&loc, &ba, &l).unwrap();
        assert_eq!((line.span, line.style_index), (Some((8, 1024)), Some(0)));
        l.operations = vec!["stat".into()];
        assert_eq!(limit_line(&loc, &ba, &l).unwrap().span, Some((2, 4)));
        l.operations.clear();
        assert_eq!(limit_line(&loc, &ba, &l).unwrap().span, None);
    }
}

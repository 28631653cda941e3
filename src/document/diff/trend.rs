//! The trend of a flagged series over the history of runs: a figure of its
//! value per run and a sentence per lasting change. Only diffs given a
//! history have one, so it lives apart from the document's core.

use super::words::slug;
use crate::diff::SeriesDiff;
use crate::document::doc::{said, Block, Cell, DocBuilder, FigureData, RenderError};
use crate::document::labels::change_point_args;
use crate::document::narrative::op_label;
use crate::figures::{self, FigureText, TimeSeries, ValueKind};
use crate::i18n::Args;
use crate::model::{Direction, Unit};

/// The trend figure of one series (its peak over the runs) and a sentence
/// per change point.
pub(super) fn trend_blocks(
    doc: &mut DocBuilder,
    bench: &str,
    heading: &str,
    s: &SeriesDiff,
    t: &crate::diff::history::Trend,
    (unit, direction): (Unit, Direction),
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let label = |r: &str| match r {
        "baseline" => loc.t("diff-baseline"),
        "current" => loc.t("diff-current"),
        other => other.to_string(),
    };
    let op = op_label(loc, &s.operation);
    // Without a thread count the trend follows the series' best value, which
    // for a lower-is-better series is its lowest: not a "peak".
    let id = if t.threads.is_none() && direction == Direction::Lower {
        "diff-fig-trend-title-best"
    } else {
        "diff-fig-trend-title"
    };
    let a = Args::new()
        .str("op", op.clone())
        .str("benchmark", heading)
        .int("threads", t.threads.unwrap_or(0))
        .str("at", if t.threads.is_some() { "threads" } else { "peak" });
    let title = loc.msg(id, &a);
    let nf = loc.numbers();
    let fig = TimeSeries {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("diff-axis-run"),
            y_label: loc.msg("diff-axis-trend", &Args::new().str("unit", unit.symbol())),
            desc: title.clone(),
        },
        labels: t.runs.iter().map(|r| label(r)).collect(),
        shown: vec![],
        values: t.values.clone(),
        kind: ValueKind::Count,
        titles: (t.runs.iter().zip(&t.values))
            .map(|(r, v)| {
                let value = format!("{} {}", nf.value(*v), unit.symbol());
                crate::document::labels::run_point(loc, &op, &label(r), &value)
            })
            .collect(),
    };
    let svg = figures::timeline_svg(&fig, &crate::document::charts::look(loc));
    let rows: Vec<Vec<Cell>> = (t.runs.iter().zip(&t.values))
        .map(|(r, v)| {
            vec![
                Cell::key(label(r), "run", r),
                Cell::num(nf.value(*v), &s.operation, *v, unit.symbol()),
            ]
        })
        .collect();
    let data = FigureData::new(
        &loc.t("figure-data"),
        &[loc.t("diff-axis-run"), fig.text.y_label.clone()],
        &rows,
    );
    let file = format!("{bench}-{}-trend.svg", slug(&s.operation));
    let mut blocks = vec![doc.figure(&file, &title, svg, None, Some(data))?];
    for c in &t.change_points {
        let from = t.runs.get(c.index).map(|r| label(r)).unwrap_or_default();
        let a = change_point_args(loc, &op, from, c, unit);
        blocks.push(said(loc.msg("diff-change-point", &a)));
    }
    Ok(blocks)
}

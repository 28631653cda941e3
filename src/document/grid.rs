//! Series measured over two swept parameters at once (IOzone's auto mode:
//! every file size × record size, operations named
//! `write-fs1048576-rs4096`): one annotated heat map per operation instead
//! of a scaling curve per cell, which would be hundreds of one-point lines.
//! The heat map is the figure the latency sweeps draw (`figures::heatmap`);
//! each cell holds the series' peak (an auto-mode cell has one point), the
//! best cell is starred and named in a sentence, a pair the log leaves out
//! stays empty, and the data table under the figure is the grid itself.

use super::charts::look;
use super::doc::{num_or_dash, said, Block, Cell, DocBuilder, FigureData, RenderError};
use super::labels::{axis_at, axis_key, axis_name, axis_value, cell_title, op_label};
use super::words::benchmark_heading;
use crate::analysis::latency::{best_cells, TIE_FRACTION};
use crate::analysis::BenchmarkAnalysis;
use crate::diff::{BenchmarkDiff, SeriesDiff, Verdict};
use crate::figures::{self, FigureText, HeatMap, Scale, CHANGE_FULL};
use crate::i18n::{Args, Localizer};
use crate::model::latency::parse_grid_operation;
use crate::model::{Benchmark, Direction};

/// `(others, grid)`: the series named over two swept parameters apart from
/// the rest, each in the benchmark's order.
pub(crate) fn split_grid_ops(ba: &BenchmarkAnalysis) -> (BenchmarkAnalysis, BenchmarkAnalysis) {
    split_ops(ba, |op| parse_grid_operation(op).is_some())
}

/// `(others, matching)`: the series whose operation `matches` apart from
/// the rest, each in the benchmark's order.
pub(crate) fn split_ops(
    ba: &BenchmarkAnalysis,
    matches: impl Fn(&str) -> bool,
) -> (BenchmarkAnalysis, BenchmarkAnalysis) {
    let (yes, no): (Vec<_>, Vec<_>) = ba.series.iter().cloned().partition(|s| matches(&s.operation));
    let part = |series| BenchmarkAnalysis {
        id: ba.id.clone(),
        series,
    };
    (part(no), part(yes))
}

/// The arguments that say how many cells tie with the best of `cells`
/// (`others`) and within what (`tie`, in percent).
pub(super) fn tie_args<'a>(cells: usize) -> Args<'a> {
    Args::new()
        .int("others", cells.saturating_sub(1) as u64)
        .num("tie", TIE_FRACTION * 100.0, 0)
}

/// One grid of a benchmark: its operation, axes and cells.
struct Grid<'a> {
    op: &'a str,
    /// (axis, values ascending) across (the record size of IOzone).
    x: (&'static str, Vec<u64>),
    /// (axis, values ascending) upwards (the file size of IOzone).
    y: (&'static str, Vec<u64>),
    /// ((y value, x value), value); `None`: a cell with nothing to show.
    cells: Vec<((u64, u64), Option<f64>)>,
}

impl Grid<'_> {
    /// `values[row][column]`, rows upwards as the heat map draws them.
    fn values(&self) -> Vec<Vec<Option<f64>>> {
        (self.y.1.iter())
            .map(|y| {
                (self.x.1.iter())
                    .map(|x| self.cells.iter().find(|(k, _)| *k == (*y, *x)).and_then(|(_, v)| *v))
                    .collect()
            })
            .collect()
    }

    /// The heat map of `values` (no best cell, a sequential scale), with
    /// the grid's axes, and its data table.
    fn map(
        &self,
        loc: &Localizer,
        text: FigureText,
        values: Vec<Vec<Option<f64>>>,
        (cell, unit): (impl Fn(f64) -> String, &str),
    ) -> (HeatMap, FigureData) {
        let ((xa, xs), (ya, ys)) = (&self.x, &self.y);
        let columns: Vec<String> = xs.iter().map(|v| axis_value(loc, xa, *v)).collect();
        let rows: Vec<String> = ys.iter().map(|v| axis_value(loc, ya, *v)).collect();
        // The data table reads top-down, large files first as in the figure.
        let mut headers = vec![format!("{} \\ {}", axis_name(loc, ya), axis_name(loc, xa))];
        headers.extend(columns.iter().cloned());
        let table: Vec<Vec<Cell>> = (rows.iter().zip(ys).zip(&values).rev())
            .map(|((label, y), row)| {
                let mut r = vec![Cell::key(label, axis_key(ya), y)];
                r.extend((row.iter().zip(xs)).map(|(v, x)| num_or_dash(*v, &cell, self.op, unit).at(axis_key(xa), x)));
                r
            })
            .collect();
        let data = FigureData::new(&loc.t("figure-data"), &headers, &table);
        // A change's cell text carries its own `%`.
        let with_unit = |v: f64| match unit {
            "%" => cell(v),
            u => format!("{} {u}", cell(v)),
        };
        let titles = (ys.iter().zip(&values))
            .map(|(y, row)| {
                (xs.iter().zip(row))
                    .map(|(x, v)| cell_title(loc, (xa, *x), (ya, *y), &v.map_or("–".into(), with_unit)))
                    .collect()
            })
            .collect();
        let map = HeatMap {
            text,
            columns,
            rows,
            values,
            titles,
            unit: unit.to_string(),
            ..HeatMap::default()
        };
        (map, data)
    }
}

/// The grids among some series: (series name, cell value) in order.
fn grids<'a>(series: impl Iterator<Item = (&'a str, Option<f64>)>) -> Vec<Grid<'a>> {
    let mut out: Vec<Grid<'a>> = Vec::new();
    for (name, v) in series {
        let Some((op, (ya, yv), (xa, xv))) = parse_grid_operation(name) else {
            continue;
        };
        let g = match out.iter().position(|g| g.op == op && g.x.0 == xa && g.y.0 == ya) {
            Some(i) => &mut out[i],
            None => {
                out.push(Grid {
                    op,
                    x: (xa, Vec::new()),
                    y: (ya, Vec::new()),
                    cells: Vec::new(),
                });
                let last = out.len() - 1;
                &mut out[last]
            }
        };
        g.x.1.push(xv);
        g.y.1.push(yv);
        g.cells.push(((yv, xv), v));
    }
    for g in &mut out {
        for v in [&mut g.x.1, &mut g.y.1] {
            v.sort_unstable();
            v.dedup();
        }
    }
    out
}

/// The figures and sentences of every grid of a benchmark (none when it has
/// no series over two swept parameters).
pub(super) fn grid_blocks(
    doc: &mut DocBuilder,
    b: &Benchmark,
    ba: &BenchmarkAnalysis,
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let grids = grids(ba.series.iter().map(|s| (s.operation.as_str(), Some(s.peak.value))));
    let Some(first) = grids.first() else {
        return Ok(Vec::new());
    };
    let heading = benchmark_heading(loc, b);
    let nf = loc.numbers();
    let unit = b.unit.symbol();
    let a = Args::new()
        .str("tool", b.tool.clone())
        .str("x", axis_name(loc, first.x.0))
        .str("y", axis_name(loc, first.y.0))
        .int("n", grids.len() as u64);
    let mut blocks = vec![said(loc.msg("grid-intro", &a))];
    for g in &grids {
        let (xa, ya) = (g.x.0, g.y.0);
        let values = g.values();
        let best = best_cells(&values, b.direction != Direction::Lower);
        let a = Args::new()
            .str("benchmark", heading.clone())
            .str("op", op_label(loc, g.op))
            .str("x", axis_name(loc, xa))
            .str("y", axis_name(loc, ya))
            .str("unit", unit);
        let title = loc.msg("fig-grid-title", &a);
        let text = FigureText {
            title: title.clone(),
            x_label: axis_name(loc, xa),
            y_label: axis_name(loc, ya),
            desc: loc.msg("fig-grid-desc", &a),
        };
        let (mut map, data) = g.map(loc, text, values, (|v| nf.value(v), b.unit.symbol()));
        map.best = best.iter().map(|b| b.0).collect();
        let file = format!("{}-grid-{}.svg", b.id, g.op);
        let svg = figures::heatmap_svg(&map, &look(loc));
        blocks.push(doc.figure(&file, &title, svg, Some(map.text.desc.clone()), Some(data))?);
        if let Some(&((r, c), v)) = best.first() {
            let a = tie_args(best.len())
                .str("op", op_label(loc, g.op))
                .str("value", format!("{} {unit}", nf.value(v)))
                .str("x_at", axis_at(loc, xa, g.x.1[c]))
                .str("y_at", axis_at(loc, ya, g.y.1[r]));
            blocks.push(said(loc.msg("grid-best", &a)));
        }
    }
    Ok(blocks)
}

/// A diff's grids: one heat map per operation of the change of each cell,
/// current against baseline, in percent (the median of the cell's points;
/// a cell only one side measured stays empty), coloured for the worse or
/// the better as the benchmark's direction says. A sentence before them
/// says how to read the colours.
pub(super) fn change_blocks(doc: &mut DocBuilder, b: &BenchmarkDiff, heading: &str) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let change = |s: &SeriesDiff| {
        let mut c: Vec<f64> = (s.points.iter())
            .filter(|p| p.verdict != Verdict::NotComparable)
            .map(|p| p.change * 100.0)
            .collect();
        c.sort_by(f64::total_cmp);
        (!c.is_empty()).then(|| (c[(c.len() - 1) / 2] + c[c.len() / 2]) / 2.0)
    };
    let one_side = (b.only_baseline_ops.iter())
        .chain(&b.only_current_ops)
        .map(|o| (o.as_str(), None));
    let grids = grids(
        b.series
            .iter()
            .map(|s| (s.operation.as_str(), change(s)))
            .chain(one_side),
    );
    let pct = |ratio: f64| super::words::change_text(loc, ratio);
    let full = |a: Args<'static>| {
        a.str("halved", pct(1.0 / CHANGE_FULL - 1.0))
            .str("doubled", pct(CHANGE_FULL - 1.0))
    };
    let mut blocks = Vec::new();
    if !grids.is_empty() {
        let worse = if b.direction == Direction::Lower { "up" } else { "down" };
        let a = full(Args::new().str("worse", worse));
        blocks.push(said(loc.msg("diff-grid-intro", &a)));
    }
    for g in &grids {
        let a = full(Args::new())
            .str("benchmark", heading)
            .str("op", op_label(loc, g.op))
            .str("x", axis_name(loc, g.x.0))
            .str("y", axis_name(loc, g.y.0));
        let title = loc.msg("diff-fig-grid-title", &a);
        let text = FigureText {
            title: title.clone(),
            x_label: axis_name(loc, g.x.0),
            y_label: axis_name(loc, g.y.0),
            desc: loc.msg("diff-fig-grid-desc", &a),
        };
        let (mut map, data) = g.map(loc, text, g.values(), (|v| pct(v / 100.0), "%"));
        map.scale = Scale::Change {
            higher_is_better: b.direction != Direction::Lower,
        };
        let svg = figures::heatmap_svg(&map, &look(loc));
        let file = format!("{}-change-{}.svg", b.id, g.op);
        blocks.push(doc.figure(&file, &title, svg, Some(map.text.desc.clone()), Some(data))?);
    }
    Ok(blocks)
}

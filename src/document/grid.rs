//! Series measured over two swept parameters at once (IOzone's auto mode:
//! every file size × record size, operations named
//! `write-fs1048576-rs4096`): one annotated heat map per operation instead
//! of a scaling curve per cell, which would be hundreds of one-point lines.
//! The heat map is the figure the latency sweeps draw (`figures::heatmap`);
//! each cell holds the series' peak (an auto-mode cell has one point), the
//! best cell is starred and named in a sentence, a pair the log leaves out
//! stays empty, and the data table under the figure is the grid itself.

use super::charts::look;
use super::doc::{said, Block, DocBuilder, FigureData, RenderError};
use super::labels::{axis_name, axis_value, op_label};
use super::words::benchmark_heading;
use crate::analysis::BenchmarkAnalysis;
use crate::figures::{self, FigureText, HeatMap};
use crate::i18n::Args;
use crate::model::latency::parse_grid_operation;
use crate::model::{Benchmark, Direction};

/// `(others, grid)`: the series named over two swept parameters apart from
/// the rest, each in the benchmark's order.
pub(crate) fn split_grid_ops(ba: &BenchmarkAnalysis) -> (BenchmarkAnalysis, BenchmarkAnalysis) {
    let (grid, rest): (Vec<_>, Vec<_>) = ba
        .series
        .iter()
        .cloned()
        .partition(|s| parse_grid_operation(&s.operation).is_some());
    let part = |series| BenchmarkAnalysis {
        id: ba.id.clone(),
        series,
    };
    (part(rest), part(grid))
}

/// (row, column) of the best finite value: the highest, or the lowest when
/// lower is better; the first one met on a tie.
pub(super) fn best_cell(values: &[Vec<Option<f64>>], higher: bool) -> Option<((usize, usize), f64)> {
    let mut best: Option<((usize, usize), f64)> = None;
    for (r, row) in values.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            if let Some(v) = v.filter(|v| v.is_finite()) {
                let better = |b: f64| if higher { v > b } else { v < b };
                if best.is_none_or(|(_, b)| better(b)) {
                    best = Some(((r, c), v));
                }
            }
        }
    }
    best
}

/// One grid of the benchmark: its operation, axes and cells.
struct Grid<'a> {
    op: &'a str,
    /// (axis, values ascending) across (the record size of IOzone).
    x: (&'static str, Vec<u64>),
    /// (axis, values ascending) upwards (the file size of IOzone).
    y: (&'static str, Vec<u64>),
    /// ((y value, x value), value).
    cells: Vec<((u64, u64), f64)>,
}

fn grids(ba: &BenchmarkAnalysis) -> Vec<Grid<'_>> {
    let mut out: Vec<Grid<'_>> = Vec::new();
    for s in &ba.series {
        let Some((op, (ya, yv), (xa, xv))) = parse_grid_operation(&s.operation) else {
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
        g.cells.push(((yv, xv), s.peak.value));
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
    let grids = grids(ba);
    let Some(first) = grids.first() else {
        return Ok(Vec::new());
    };
    let heading = benchmark_heading(loc, b);
    let nf = loc.numbers();
    let format = |v: f64, d: usize| nf.fixed(v, d);
    let lk = look(loc, &format);
    let unit = b.unit.symbol();
    let mut blocks = vec![said(
        loc.msg(
            "grid-intro",
            Some(
                &Args::new()
                    .str("tool", b.tool.clone())
                    .str("x", axis_name(loc, first.x.0))
                    .str("y", axis_name(loc, first.y.0))
                    .int("n", grids.len() as u64),
            ),
        ),
    )];
    for g in &grids {
        let (xa, ya) = (g.x.0, g.y.0);
        let values: Vec<Vec<Option<f64>>> =
            g.y.1
                .iter()
                .map(|y| {
                    g.x.1
                        .iter()
                        .map(|x| g.cells.iter().find(|(k, _)| *k == (*y, *x)).map(|(_, v)| *v))
                        .collect()
                })
                .collect();
        let best = best_cell(&values, b.direction != Direction::Lower);
        let a = Args::new()
            .str("benchmark", heading.clone())
            .str("op", op_label(loc, g.op))
            .str("x", axis_name(loc, xa))
            .str("y", axis_name(loc, ya))
            .str("unit", unit);
        let title = loc.msg("fig-grid-title", Some(&a));
        let columns: Vec<String> = g.x.1.iter().map(|v| axis_value(loc, xa, *v)).collect();
        let rows: Vec<String> = g.y.1.iter().map(|v| axis_value(loc, ya, *v)).collect();
        // The data table reads top-down, large files first as in the figure.
        let mut headers = vec![format!("{} \\ {}", axis_name(loc, ya), axis_name(loc, xa))];
        headers.extend(columns.iter().cloned());
        let table: Vec<Vec<String>> = rows
            .iter()
            .zip(&values)
            .rev()
            .map(|(label, row)| {
                let mut r = vec![label.clone()];
                r.extend(
                    row.iter()
                        .map(|v| v.map_or_else(|| "–".into(), |v| nf.value(v, b.unit))),
                );
                r
            })
            .collect();
        let map = HeatMap {
            text: FigureText {
                title: title.clone(),
                x_label: axis_name(loc, xa),
                y_label: axis_name(loc, ya),
                desc: loc.msg("fig-grid-desc", Some(&a)),
            },
            columns,
            rows,
            values,
            best: best.map(|b| b.0),
            scale: Default::default(),
        };
        let desc = map.text.desc.clone();
        let data = FigureData::new(&loc.t("figure-data"), &headers, &table);
        blocks.push(doc.figure(
            &format!("{}-grid-{}.svg", b.id, g.op),
            &title,
            figures::heatmap_svg(&map, &lk),
            Some(desc),
            Some(data),
        )?);
        if let Some(((r, c), v)) = best {
            let a = Args::new()
                .str("op", op_label(loc, g.op))
                .str("value", format!("{} {unit}", nf.value(v, b.unit)))
                .str("x", axis_name(loc, xa))
                .str("x_value", axis_value(loc, xa, g.x.1[c]))
                .str("y", axis_name(loc, ya))
                .str("y_value", axis_value(loc, ya, g.y.1[r]));
            blocks.push(said(loc.msg("grid-best", Some(&a))));
        }
    }
    Ok(blocks)
}

#[cfg(test)]
mod tests {
    use super::best_cell;

    #[test]
    fn best_cell_follows_the_direction_and_skips_gaps() {
        let v = vec![
            vec![Some(3.0), None],
            vec![Some(9.0), Some(f64::NAN)],
            vec![None, Some(1.0)],
        ];
        assert_eq!(best_cell(&v, true), Some(((1, 0), 9.0)));
        assert_eq!(best_cell(&v, false), Some(((2, 1), 1.0)));
        assert_eq!(best_cell(&[vec![None]], true), None);
    }
}

//! The latency part of a benchmark section (a benchmark with a sweep, see
//! `model::latency`): latency against throughput with the knees, the
//! percentiles per load level, a heat map of throughput over two swept
//! parameters, the percentile table and the sentences on knee, bound and
//! best latency. Definitions are in `analysis::latency` and the method note.

use super::charts::look;
use super::doc::{num_or_dash, said, Block, Cell, DocBuilder, FigureData, RenderError};
use super::labels::{axis_at, axis_key, axis_name, axis_value, cell_title, op_label};
use super::narrative::compact_text;
use super::words::benchmark_heading;
use crate::analysis::latency::{analyse_sweep, best_cells, AtBound, CurveFacts, LoadPoint, SweepFacts};
use crate::figures::{self, FigureText, HeatMap, LatencyCurve, LatencyFigure, LineSeries, RefLine, ScalingFigure};
use crate::i18n::{Args, Localizer};
use crate::model::latency::percentile_name;
use crate::model::{Benchmark, Sweep, SweepCell, Unit};

fn curve_label(loc: &Localizer, sweep: &Sweep, c: &CurveFacts) -> String {
    let op = op_label(loc, &c.operation);
    match (c.split, sweep.axes.get(1)) {
        (Some(v), Some(axis)) => loc.msg(
            "sweep-op-at",
            &Args::new().str("op", op).str("at", axis_at(loc, axis, v)),
        ),
        _ => op,
    }
}

/// What the sweep's latency is in sentences and labels: `p99` (`clat p99`
/// for fio), or the localised word for the mean when the tool gave no
/// percentile.
pub(super) fn statistic_label(loc: &Localizer, sweep: &Sweep) -> String {
    match (sweep.mean_only, &sweep.kind) {
        (true, _) => loc.t("latency-stat-mean"),
        (false, Some(k)) => format!("{k} {}", percentile_name(sweep.percentile)),
        (false, None) => percentile_name(sweep.percentile),
    }
}

fn lat(loc: &Localizer, v: f64, unit: Unit) -> String {
    format!("{} {}", loc.numbers().value(v), unit.symbol())
}

/// A latency inside a sentence: grouped as prose is, from five digits ("2474 µs").
fn said_lat(loc: &Localizer, v: f64, unit: Unit) -> String {
    format!("{} {}", compact_text(loc, v), unit.symbol())
}

fn iops(loc: &Localizer, v: f64) -> String {
    loc.numbers().value(v)
}

/// The sentences about one curve: knee (or none), bound, best latency.
fn curve_sentences(loc: &Localizer, sweep: &Sweep, c: &CurveFacts) -> Vec<String> {
    let axis = sweep.axes.first().map_or("threads", String::as_str);
    let pct = statistic_label(loc, sweep);
    let base = |a: Args<'static>| {
        a.str("curve", curve_label(loc, sweep, c))
            .str("pct", pct.clone())
            .str("axis", axis_name(loc, axis))
    };
    let at = |a: Args<'static>, k: &'static str, p: &LoadPoint| a.str(k, axis_value(loc, axis, p.load));
    let mut out = Vec::new();
    match &c.knee {
        Some(k) => {
            let a = base(Args::new());
            let a = at(a, "load", &k.at).str("lat", said_lat(loc, k.at.latency, sweep.unit));
            let a = at(a, "next_load", &k.next)
                .str("next_lat", said_lat(loc, k.next.latency, sweep.unit))
                .str("iops", compact_text(loc, k.at.throughput))
                .str("next_iops", compact_text(loc, k.next.throughput))
                .str("stall", if k.stalls() { "yes" } else { "no" })
                .num("growth", k.throughput_growth() * 100.0, 0);
            out.push(loc.msg("latency-knee", &a));
        }
        // One load: no range to speak of and no knee to look for.
        None if c.points.len() == 1 => {
            let a = base(Args::new()).str("lo", said_lat(loc, c.points[0].latency, sweep.unit));
            out.push(loc.msg("latency-one-load", &a));
        }
        None => {
            let (lo, hi) = c.points.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| {
                (a.min(p.latency), b.max(p.latency))
            });
            let a = base(Args::new())
                .str("lo", said_lat(loc, lo, sweep.unit))
                .str("hi", said_lat(loc, hi, sweep.unit));
            out.push(loc.msg("latency-no-knee", &a));
        }
    }
    if let (Some(b), Some(bound)) = (&c.at_bound, sweep.bound) {
        let a = base(Args::new()).str("bound", said_lat(loc, bound, sweep.unit));
        out.push(match b {
            AtBound::Met(p) => loc.msg(
                "latency-bound-met",
                &at(a, "load", p).str("iops", compact_text(loc, p.throughput)),
            ),
            AtBound::NeverMet(p) => loc.msg(
                "latency-bound-never",
                &a.str("lat", said_lat(loc, p.latency, sweep.unit)),
            ),
        });
    }
    let a = at(base(Args::new()), "load", &c.best).str("lat", said_lat(loc, c.best.latency, sweep.unit));
    out.push(loc.msg("latency-best", &a));
    out
}

/// The percentiles recorded in `cells`, ascending, each once.
fn percentiles_of<'c>(cells: impl IntoIterator<Item = &'c SweepCell>) -> Vec<f64> {
    let mut pcts: Vec<f64> = (cells.into_iter())
        .flat_map(|c| c.percentiles.iter().map(|p| p.0))
        .collect();
    pcts.sort_by(f64::total_cmp);
    pcts.dedup();
    pcts
}

/// Every row of the sweep: operation, parameters, throughput, mean and
/// the recorded percentiles.
fn percentile_table(loc: &Localizer, sweep: &Sweep) -> (Vec<String>, Vec<Vec<Cell>>) {
    let pcts = percentiles_of(&sweep.cells);
    let mut headers = vec![loc.t("col-operation")];
    headers.extend(sweep.axes.iter().map(|a| axis_name(loc, a)));
    headers.push(loc.t("col-iops"));
    let unit = sweep.unit.symbol();
    let mean = |kind: Option<&str>| match kind {
        Some(k) => loc.msg("col-mean-of", &Args::new().str("kind", k.to_string())),
        None => loc.t("col-mean-latency"),
    };
    headers.push(super::words::header_with_unit(loc, &mean(sweep.kind.as_deref()), unit));
    let kind = sweep.kind.as_deref().map_or(String::new(), |k| format!("{k} "));
    headers.extend(
        pcts.iter()
            .map(|p| super::words::header_with_unit(loc, &format!("{kind}{}", percentile_name(*p)), unit)),
    );
    // fio's other latencies: clat_…, lat_…, slat_…, each mean first.
    let mut also: Vec<&String> = sweep.cells.iter().flat_map(|c| c.also.keys()).collect();
    also.sort();
    also.dedup();
    headers.extend(also.iter().filter_map(|k| {
        let (kind, stat) = k.split_once('_')?;
        let name = if stat == "mean" {
            mean(Some(kind))
        } else {
            format!("{kind} {stat}")
        };
        Some(super::words::header_with_unit(loc, &name, unit))
    }));
    let mut cells: Vec<&SweepCell> = sweep.cells.iter().collect();
    cells.sort_by(|a, b| (a.at.get(1), a.at.first()).cmp(&(b.at.get(1), b.at.first())));
    let nf = loc.numbers();
    let rows = (cells.into_iter())
        .map(|c| {
            let mut r = vec![Cell::key(op_label(loc, &c.operation), "operation", &c.operation)];
            r.extend((sweep.axes.iter().zip(&c.at)).map(|(a, v)| Cell::key(axis_value(loc, a, *v), axis_key(a), v)));
            r.push(Cell::num(iops(loc, c.throughput), "throughput", c.throughput, "IOPS"));
            let lat = |v| nf.value(v);
            r.push(num_or_dash(c.mean, lat, "latency_mean", unit));
            for p in &pcts {
                r.push(num_or_dash(
                    c.at_percentile(*p),
                    lat,
                    &format!("latency_{}", percentile_name(*p)),
                    unit,
                ));
            }
            r.extend(
                also.iter()
                    .map(|k| num_or_dash(c.also.get(*k).copied(), lat, &format!("latency_{k}"), unit)),
            );
            r
        })
        .collect();
    (headers, rows)
}

pub(super) fn latency_blocks(doc: &mut DocBuilder, b: &Benchmark, sweep: &Sweep) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let facts = analyse_sweep(sweep);
    if facts.curves.is_empty() {
        return Ok(Vec::new());
    }
    let pct = statistic_label(loc, sweep);
    let axis = sweep.axes.first().map_or("threads", String::as_str);
    let intro = if sweep.mean_only {
        "latency-intro-mean"
    } else {
        "latency-intro"
    };
    let mut blocks = vec![said(loc.msg(
        intro,
        &Args::new().str("pct", pct.clone()).str("axis", axis_name(loc, axis)),
    ))];
    if let Some(k) = &sweep.kind {
        blocks.push(said(loc.msg("latency-kind", &Args::new().str("kind", k.clone()))));
    }
    blocks.push(latency_figure(doc, b, sweep, &facts)?);
    blocks.extend(
        (facts.curves.iter())
            .flat_map(|c| curve_sentences(loc, sweep, c))
            .map(said),
    );
    blocks.extend(percentiles_figure(doc, b, sweep, &facts)?);
    heat_maps(doc, b, sweep, blocks)
}

/// Latency against throughput, a curve per operation (and split), with
/// each curve's knee and the bound.
fn latency_figure(
    doc: &mut DocBuilder,
    b: &Benchmark,
    sweep: &Sweep,
    facts: &SweepFacts,
) -> Result<Block, RenderError> {
    let loc = doc.loc;
    let heading = benchmark_heading(loc, b);
    let pct = statistic_label(loc, sweep);
    let axis = sweep.axes.first().map_or("threads", String::as_str);
    let a = Args::new().str("benchmark", heading.clone()).str("pct", pct.clone());
    let title = loc.msg("fig-latency-title", &a);
    let fig = LatencyFigure {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("axis-iops"),
            // Ticks that are times carry their unit (`100 µs`, `1 ms`):
            // the title then names none.
            y_label: loc.msg(
                if sweep.unit.seconds().is_some() {
                    "axis-latency-timed"
                } else {
                    "axis-latency"
                },
                &Args::new().str("pct", pct.clone()).str("unit", sweep.unit.symbol()),
            ),
            desc: loc.msg("fig-latency-desc", &Args::new().str("pct", pct.clone())),
        },
        curves: (facts.curves.iter())
            .enumerate()
            .map(|(i, c)| LatencyCurve {
                titles: (c.points.iter())
                    .map(|p| {
                        let a = Args::new()
                            .str("curve", curve_label(loc, sweep, c))
                            .str("axis", axis_name(loc, axis))
                            .str("value", axis_value(loc, axis, p.load))
                            .str("iops", iops(loc, p.throughput))
                            .str("pct", pct.clone())
                            .str("lat", lat(loc, p.latency, sweep.unit));
                        loc.msg("fig-latency-point", Some(&a))
                    })
                    .collect(),
                label: curve_label(loc, sweep, c),
                points: c.points.iter().map(|p| (p.throughput, p.latency)).collect(),
                knee: c.knee.map(|k| {
                    let a = Args::new()
                        .str("axis", axis_name(loc, axis))
                        .str("value", axis_value(loc, axis, k.at.load));
                    ((k.at.throughput, k.at.latency), loc.msg("fig-knee-label", &a))
                }),
                style_index: i,
            })
            .collect(),
        unit_secs: sweep.unit.seconds(),
        bound: sweep.bound.map(|v| RefLine {
            span: None,
            style_index: None,
            label: loc.msg(
                "fig-bound-label",
                &Args::new()
                    .str("pct", pct.clone())
                    .str("bound", lat(loc, v, sweep.unit)),
            ),
            value: v,
        }),
    };
    let (headers, rows) = percentile_table(loc, sweep);
    let data = FigureData::new(&loc.t("figure-data"), &headers, &rows);
    let (file, svg) = (format!("{}-latency.svg", b.id), figures::latency_svg(&fig, &look(loc)));
    doc.figure(&file, &title, svg, Some(fig.text.desc.clone()), Some(data))
}

/// Percentiles per load level, for the curve that reaches the most
/// throughput; none for a mean-only sweep.
fn percentiles_figure(
    doc: &mut DocBuilder,
    b: &Benchmark,
    sweep: &Sweep,
    facts: &SweepFacts,
) -> Result<Option<Block>, RenderError> {
    let loc = doc.loc;
    let axis = sweep.axes.first().map_or("threads", String::as_str);
    let nf = loc.numbers();
    let top = facts.curves.iter().fold(&facts.curves[0], |a, c| {
        if c.top.throughput > a.top.throughput {
            c
        } else {
            a
        }
    });
    let curve = sweep
        .curves()
        .into_iter()
        .find(|c| c.operation == top.operation && c.split == top.split);
    let Some(curve) = curve else { return Ok(None) };
    let label = curve_label(loc, sweep, top);
    let pcts = percentiles_of(curve.cells.iter().copied());
    // A mean-only sweep has no spread of percentiles to draw.
    if pcts.is_empty() {
        return Ok(None);
    }
    let series: Vec<LineSeries> = (pcts.iter())
        .enumerate()
        .map(|(i, p)| {
            let points: Vec<(u32, f64)> = (curve.cells.iter())
                .filter_map(|c| Some((u32::try_from(*c.at.first()?).ok()?, c.at_percentile(*p)?)))
                .collect();
            let title = |&(at, v): &(u32, f64)| {
                let a = Args::new()
                    .str("pct", percentile_name(*p))
                    .str("axis", axis_name(loc, axis))
                    .str("value", axis_value(loc, axis, u64::from(at)))
                    .str("lat", lat(loc, v, sweep.unit));
                (at, loc.msg("fig-percentile-point", Some(&a)))
            };
            LineSeries {
                label: percentile_name(*p),
                point_titles: points.iter().map(title).collect(),
                points,
                style_index: i,
                ..Default::default()
            }
        })
        .collect();
    let a = Args::new()
        .str("axis", axis_name(loc, axis))
        .str("curve", label.clone());
    let title = loc.msg("fig-percentiles-title", &a);
    let fig = ScalingFigure {
        text: FigureText {
            title: title.clone(),
            x_label: axis_name(loc, axis),
            y_label: match sweep.unit.seconds() {
                Some(_) => loc.t("axis-latency-any-timed"),
                None => loc.msg("axis-latency-any", &Args::new().str("unit", sweep.unit.symbol())),
            },
            desc: loc.msg(
                "fig-percentiles-desc",
                &Args::new().str("axis", axis_name(loc, axis)).str("curve", label),
            ),
        },
        series,
        limits: Vec::new(),
        log_y: true,
        y_time_secs: sweep.unit.seconds(),
    };
    // The figure's data: a row per load level, a column per percentile.
    let mut headers = vec![axis_name(loc, axis)];
    headers
        .extend((pcts.iter()).map(|p| super::words::header_with_unit(loc, &percentile_name(*p), sweep.unit.symbol())));
    let rows: Vec<Vec<Cell>> = (curve.cells.iter())
        .filter_map(|c| {
            let at = *c.at.first()?;
            let mut r = vec![Cell::key(axis_value(loc, axis, at), axis_key(axis), at)];
            r.extend((pcts.iter()).map(|p| {
                let series = format!("latency_{}", percentile_name(*p));
                num_or_dash(c.at_percentile(*p), |v| nf.value(v), &series, sweep.unit.symbol())
            }));
            Some(r)
        })
        .collect();
    let file = format!("{}-percentiles.svg", b.id);
    let svg = figures::scaling_svg(&fig, &look(loc));
    let data = FigureData::new(&loc.t("figure-data"), &headers, &rows);
    doc.figure(&file, &title, svg, Some(fig.text.desc.clone()), Some(data))
        .map(Some)
}

/// Heat maps: throughput over the two swept parameters, one per operation,
/// appended to `blocks`.
fn heat_maps(
    doc: &mut DocBuilder,
    b: &Benchmark,
    sweep: &Sweep,
    mut blocks: Vec<Block>,
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    if let (Some(xa), Some(ya)) = (sweep.axes.first(), sweep.axes.get(1)) {
        let (xs, ys) = (sweep.axis_values(0), sweep.axis_values(1));
        for op in sweep.operations() {
            let value = |x: u64, y: u64| {
                (sweep.cells.iter())
                    .find(|c| c.operation == op && c.at.first() == Some(&x) && c.at.get(1) == Some(&y))
                    .map(|c| c.throughput)
            };
            let values: Vec<Vec<Option<f64>>> = ys.iter().map(|y| xs.iter().map(|x| value(*x, *y)).collect()).collect();
            let best = best_cells(&values, true);
            let a = Args::new()
                .str("op", op_label(loc, op))
                .str("x", axis_name(loc, xa))
                .str("y", axis_name(loc, ya));
            let title = loc.msg("fig-heatmap-title", &a);
            let map = HeatMap {
                text: FigureText {
                    title: title.clone(),
                    x_label: axis_name(loc, xa),
                    y_label: axis_name(loc, ya),
                    desc: loc.msg("fig-heatmap-desc", &a),
                },
                columns: xs.iter().map(|v| axis_value(loc, xa, *v)).collect(),
                rows: ys.iter().map(|v| axis_value(loc, ya, *v)).collect(),
                titles: (ys.iter().zip(&values))
                    .map(|(y, row)| {
                        (xs.iter().zip(row))
                            .map(|(x, v)| {
                                cell_title(
                                    loc,
                                    (xa, *x),
                                    (ya, *y),
                                    &v.map_or("–".into(), |v| lat(loc, v, Unit::Iops)),
                                )
                            })
                            .collect()
                    })
                    .collect(),
                values,
                best: best.iter().map(|b| b.0).collect(),
                scale: Default::default(),
                unit: "IOPS".into(),
            };
            // The figure's data, one row per cell: both parameters and the
            // throughput the cell's colour stands for.
            let headers = [axis_name(loc, ya), axis_name(loc, xa), loc.t("col-iops")];
            let rows: Vec<Vec<Cell>> = (map.rows.iter().zip(&ys).zip(&map.values))
                .flat_map(|((y, yv), row)| {
                    (map.columns.iter().zip(&xs).zip(row)).map(move |((x, xv), v)| {
                        vec![
                            Cell::key(y, axis_key(ya), yv),
                            Cell::key(x, axis_key(xa), xv),
                            num_or_dash(*v, |v| iops(loc, v), "throughput", "IOPS").at("operation", op),
                        ]
                    })
                })
                .collect();
            let file = format!("{}-heatmap-{op}.svg", b.id);
            let svg = figures::heatmap_svg(&map, &look(loc));
            let data = FigureData::new(&loc.t("figure-data"), &headers, &rows);
            blocks.push(doc.figure(&file, &title, svg, Some(map.text.desc.clone()), Some(data))?);
            if let Some(&((r, c), v)) = best.first() {
                let a = super::grid::tie_args(best.len())
                    .str("op", op_label(loc, op))
                    .str("iops", compact_text(loc, v))
                    .str("x_at", axis_at(loc, xa, xs[c]))
                    .str("y_at", axis_at(loc, ya, ys[r]));
                blocks.push(said(loc.msg("latency-heatmap-best", &a)));
            }
        }
    }
    Ok(blocks)
}

#[cfg(test)]
#[path = "latency_tests.rs"]
mod tests;

//! Scaling curves: value per thread count on a log2 x axis, linear or log10 y,
//! markers per point (a dense series is drawn per pixel column, see
//! [`DENSE_POINTS`]), peaks ringed and labelled, dashed reference limits.
//! Also the overlay of two configurations: same colour and marker per
//! operation (`style_index`), the second one's lines dashed with hollow
//! markers (`LineSeries::dashed`).

use std::collections::{BTreeSet, HashMap, HashSet};

use super::axes::{self, Axis};
use super::draw::{self, Rect};
use super::frame::{self, Plot, Swatch};
use super::place::{pixel, square, Occupied};
use super::svgpost::{self, Hit, Stroke};
use super::text::{self, text_width};
use super::units;
use super::*;

/// Above this many points a series is drawn as it is seen at one pixel per
/// column: its line through each column's extremes, no markers, and one
/// target per column (a 100,000-point figure stays under 2 MB).
const DENSE_POINTS: usize = 2_000;

/// A point where it is drawn: its pixel, thread count and value.
type Placed = ((i32, i32), u32, f64);

/// A series reduced to what can be drawn on the chosen axes.
struct Drawable<'s> {
    series: &'s LineSeries,
    points: Vec<(f64, f64)>,
    peak: Option<(f64, f64)>,
    /// (log₂ threads, lowest, highest) of the iterations.
    whiskers: Vec<(f64, f64, f64)>,
}

/// Every series in its `style_index` colour and marker, dashed ones with
/// hollow markers.
pub fn scaling_svg(fig: &ScalingFigure, look: &Look) -> Result<String, FigureError> {
    let usable = |v: f64| v.is_finite() && (!fig.log_y || v > 0.0);
    let mut threads = BTreeSet::new();
    let mut values = vec![];
    let mut drawables = vec![];
    for s in &fig.series {
        let all = s.points.iter().chain(s.peak.iter());
        if all.clone().any(|&(t, _)| t == 0) {
            return Err(FigureError::ZeroThreads {
                series: s.label.clone(),
            });
        }
        let mut kept: Vec<(u32, f64)> = all.filter(|p| usable(p.1)).copied().collect();
        threads.extend(kept.iter().map(|p| p.0));
        values.extend(kept.iter().map(|p| p.1));
        let peak = s.peak.filter(|p| usable(p.1));
        if peak.is_some() {
            kept.pop();
        }
        if kept.is_empty() {
            continue;
        }
        kept.sort_by_key(|p| p.0);
        let log2 = |(t, v): (u32, f64)| (f64::from(t).log2(), v);
        let whiskers: Vec<(f64, f64, f64)> = (s.spread.iter())
            .filter(|&&(t, lo, hi)| t > 0 && usable(lo) && usable(hi) && lo <= hi)
            .map(|&(t, lo, hi)| (f64::from(t).log2(), lo, hi))
            .collect();
        values.extend(whiskers.iter().flat_map(|w| [w.1, w.2]));
        drawables.push(Drawable {
            series: s,
            points: kept.into_iter().map(log2).collect(),
            peak: peak.map(log2),
            whiskers,
        });
    }
    if drawables.is_empty() {
        return Err(FigureError::NoData);
    }
    let limits: Vec<&RefLine> = fig.limits.iter().filter(|l| usable(l.value)).collect();
    values.extend(limits.iter().map(|l| l.value));
    check_magnitude(&values, fig.log_y)?;
    let (min, max) = extent(&values);
    let threads: Vec<u32> = threads.into_iter().collect();
    let x = axes::thread_axis(&threads);
    let y = if fig.log_y {
        super::latency::time_axis(min, max, fig.y_time_secs, look)
    } else {
        axes::linear_axis(min, max, look, false)
    };
    let line = |s: &LineSeries| Swatch::Line { dashed: s.dashed };
    let legend = frame::legend((drawables.iter()).map(|d| (&d.series.label, d.series.style_index, line(d.series))));
    frame::render(&fig.text, (&x, &y), true, &legend, look, |plot| {
        draw(plot, &y, &drawables, &limits)
    })
}

/// Limit lines under the data; series lines and markers; then the labels, placed
/// where they cover the fewest lines, markers, rings and other labels. Returns
/// the points that have a title, for their hit targets.
fn draw(plot: &Plot, y: &Axis, drawables: &[Drawable], limits: &[&RefLine]) -> Result<Vec<Hit>, FigureError> {
    let mut hits = Vec::new();
    let mut occupied = Occupied::default();
    let to_px = |(x, v): (f64, f64)| y.pos(v).map(|yv| plot.at(x, yv));
    let text_h = ANNOT_PX + 2.0;
    let (x0, x1) = (plot.rect.x0, plot.rect.x1);

    // A line spans the thread counts of what it bounds, else the width.
    let ends = |l: &RefLine| match l.span {
        Some((a, b)) => {
            let at = |t: u32| f64::from(plot.at(f64::from(t).log2(), 0.0).0).clamp(x0, x1);
            (at(a), at(b))
        }
        None => (x0, x1),
    };
    let mut lines: Vec<(f64, &RefLine)> = (limits.iter())
        .filter_map(|l| y.pos(l.value).map(|yv| (f64::from(plot.at(0.0, yv).1), *l)))
        .collect();
    lines.sort_by(|a, b| a.0.total_cmp(&b.0));
    let ink = |l: &RefLine| l.style_index.map_or(MUTED, colour);
    for &(py, l) in &lines {
        let (a, b) = ends(l);
        let line = [(a as i32, py as i32), (b as i32, py as i32)];
        draw::polyline(plot.area, &line, ink(l), 1, Stroke::Limit)?;
        occupied.segments.push(((a, py), (b, py)));
    }

    // Iteration spread: a thin vertical whisker with caps, under the line;
    // a dense series' whiskers merged per pixel column.
    for d in drawables {
        let c = colour(d.series.style_index);
        let mut stems: Vec<((i32, i32), (i32, i32))> = (d.whiskers.iter())
            .filter_map(|&(x, lo, hi)| Some((to_px((x, hi))?, to_px((x, lo))?)))
            .collect();
        if d.points.len() > DENSE_POINTS {
            stems.sort_by_key(|s| s.0 .0);
            stems = (stems.chunk_by(|a, b| a.0 .0 == b.0 .0))
                .map(|col| {
                    let top = col.iter().map(|s| s.0 .1.min(s.1 .1)).min().unwrap_or_default();
                    let bottom = col.iter().map(|s| s.0 .1.max(s.1 .1)).max().unwrap_or_default();
                    ((col[0].0 .0, top), (col[0].0 .0, bottom))
                })
                .collect();
        }
        for (a, b) in stems {
            draw::polyline(plot.area, &[a, b], c, 1, Stroke::Series)?;
            for end in [a, b] {
                let cap = [(end.0 - 4, end.1), (end.0 + 4, end.1)];
                draw::polyline(plot.area, &cap, c, 1, Stroke::Series)?;
            }
            occupied.segments.push((pixel(a), pixel(b)));
        }
    }
    for d in drawables {
        let c = colour(d.series.style_index);
        // x is log₂ of a thread count, so rounding 2^x gives it back exactly.
        let placed: Vec<Placed> = (d.points.iter())
            .filter_map(|&p| Some((to_px(p)?, p.0.exp2().round() as u32, p.1)))
            .collect();
        let dense = d.points.len() > DENSE_POINTS;
        let pts: Vec<(i32, i32)> = placed.iter().map(|p| p.0).collect();
        let pts = if dense { envelope(&pts) } else { pts };
        let stroke = if d.series.dashed {
            Stroke::SeriesDashed
        } else {
            Stroke::Series
        };
        if pts.len() > 1 {
            draw::polyline(plot.area, &pts, c, LINE_WIDTH, stroke)?;
        }
        occupied
            .segments
            .extend(pts.windows(2).map(|w| (pixel(w[0]), pixel(w[1]))));
        // Both lookups by thread count are maps: a search per point made a
        // figure of 100,000 points quadratic. The first title of a count wins.
        let titles: HashMap<u32, &str> = (d.series.point_titles.iter().rev())
            .map(|(t, s)| (*t, s.as_str()))
            .collect();
        if dense {
            hits.extend(column_hits(&placed, &titles));
            continue;
        }
        // Interpolated points (not stated by the source) get hollow markers.
        let hollow: HashSet<u32> = d.series.interpolated.iter().copied().collect();
        for &(p, threads, _) in &placed {
            let hollow = d.series.dashed || hollow.contains(&threads);
            draw::draw_marker(plot.area, p, marker(d.series.style_index), c, hollow)?;
            occupied.boxes.push(square(p, f64::from(MARKER_R) + 2.0));
            if let Some(title) = titles.get(&threads) {
                hits.push(Hit::point(p, title));
            }
        }
    }

    let peaks: Vec<((i32, i32), f64, usize)> = (drawables.iter())
        .filter_map(|d| Some((d.peak.and_then(to_px)?, d.peak?.1, d.series.style_index)))
        .collect();
    for &(p, _, style_index) in &peaks {
        draw::draw_ring(plot.area, p, colour(style_index))?;
        occupied.boxes.push(square(p, f64::from(PEAK_R) + 1.0));
    }

    for (py, limit) in lines.iter().filter(|l| !l.1.label.is_empty()) {
        let label = text::fit(plot.family, &limit.label, ANNOT_PX, (x1 - x0) * 0.6);
        let w = text_width(plot.family, &label, ANNOT_PX, false);
        let right = (x1 - 6.0).min(ends(limit).1).max(x0 + w);
        let above = Rect {
            x0: right - w,
            y0: py - 3.0 - text_h,
            x1: right,
            y1: py - 3.0,
        };
        let below = Rect {
            y0: py + 3.0,
            y1: py + 3.0 + text_h,
            ..above
        };
        let spot = [above, below]
            .into_iter()
            .filter(|r| r.y0 >= plot.rect.y0 && r.y1 <= plot.rect.y1)
            .min_by_key(|r| occupied.hits(r))
            .unwrap_or(above);
        let at = (spot.x0, spot.y0 + 1.0);
        frame::note(plot.area, plot.family, &label, at, ink(limit), true)?;
        occupied.boxes.push(spot);
    }

    for &(p, value, _) in &peaks {
        let label = units::value_label(value, ValueKind::Count, plot.look, false);
        frame::label_near(plot, &mut occupied, &label, p)?;
    }
    Ok(hits)
}

/// The line through `pts` (in x order) as it is seen, with at most four
/// points per pixel column: its first, lowest, highest and last (the
/// lowest and highest in their order), so the drawn envelope is exactly
/// that of every point.
fn envelope(pts: &[(i32, i32)]) -> Vec<(i32, i32)> {
    let mut line = Vec::new();
    for col in pts.chunk_by(|a, b| a.0 == b.0) {
        let low = (0..col.len()).max_by_key(|&i| col[i].1).unwrap_or(0);
        let high = (0..col.len()).min_by_key(|&i| col[i].1).unwrap_or(0);
        line.extend([0, low.min(high), low.max(high), col.len() - 1].map(|i| col[i]));
    }
    line.dedup();
    line
}

/// A dense series' targets, one per pixel column holding titled points
/// (in x order): from the column's highest to its lowest point, as wide
/// as a point's target but never into a neighbour's. Its title is that of
/// the lowest point, then that of the highest where they differ: the
/// column's range of values.
fn column_hits(placed: &[Placed], titles: &HashMap<u32, &str>) -> Vec<Hit> {
    let r = f64::from(svgpost::HIT_R);
    let cols: Vec<_> = placed.chunk_by(|a, b| a.0 .0 == b.0 .0).collect();
    let xs: Vec<f64> = cols.iter().map(|c| f64::from(c[0].0 .0)).collect();
    let mut hits = Vec::new();
    for (i, col) in cols.iter().enumerate() {
        let by_value = |a: &&Placed, b: &&Placed| a.2.total_cmp(&b.2);
        let (Some(low), Some(high)) = (col.iter().min_by(by_value), col.iter().max_by(by_value)) else {
            continue;
        };
        let title = match (titles.get(&low.1), titles.get(&high.1)) {
            (Some(l), Some(h)) if l != h => format!("{l} – {h}"),
            (Some(t), _) | (None, Some(t)) => t.to_string(),
            (None, None) => continue,
        };
        let x = xs[i];
        let area = Rect {
            x0: (x - r).max(i.checked_sub(1).map_or(f64::MIN, |j| (xs[j] + x) / 2.0)),
            y0: f64::from(high.0 .1) - r,
            x1: (x + r).min(xs.get(i + 1).map_or(f64::MAX, |n| (x + n) / 2.0)),
            y1: f64::from(low.0 .1) + r,
        };
        hits.push(Hit::over(&area, high.0, &title));
    }
    hits
}

#[cfg(test)]
#[path = "scaling_tests.rs"]
mod tests;

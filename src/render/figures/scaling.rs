//! Scaling curves: value per thread count on a log2 x axis, linear or log10 y,
//! markers per point, peaks ringed and labelled, dashed reference limits.

use std::collections::BTreeSet;

use super::axes::{self, Axis};
use super::draw::{self, Rect};
use super::frame::{self, LegendEntry, Plot, Swatch};
use super::place::{label_spot, pixel, square, Occupied};
use super::svgpost::{self, Hit, Stroke};
use super::text::{self, text_width};
use super::*;

/// A series reduced to what can be drawn on the chosen axes.
struct Drawable<'s> {
    series: &'s LineSeries,
    points: Vec<(f64, f64)>,
    peak: Option<(f64, f64)>,
    /// (log₂ threads, lowest, highest) of the iterations.
    whiskers: Vec<(f64, f64, f64)>,
}

pub fn scaling_svg(fig: &ScalingFigure, look: &Look) -> Result<String, FigureError> {
    render_lines(fig, look)
}

/// Shared by [`scaling_svg`] and the overlay: every series is drawn in its
/// `style_index` colour and marker, dashed ones with hollow markers.
pub(super) fn render_lines(fig: &ScalingFigure, look: &Look) -> Result<String, FigureError> {
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
    let (min, max) = values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)));
    let threads: Vec<u32> = threads.into_iter().collect();
    let x = axes::thread_axis(&threads);
    let y = if fig.log_y {
        axes::log_axis(min, max, look)
    } else {
        axes::linear_axis(min, max, look, false)
    };
    let legend: Vec<LegendEntry> = (drawables.iter())
        .filter(|d| !d.series.label.is_empty())
        .map(|d| LegendEntry {
            label: d.series.label.clone(),
            style_index: d.series.style_index,
            swatch: Swatch::Line {
                dashed: d.series.dashed,
            },
        })
        .collect();
    let frame = frame::Frame {
        text: &fig.text,
        x: &x,
        y: &y,
        x_grid: true,
        legend: &legend,
    };
    let mut hits = Vec::new();
    let svg = frame::render(&frame, look, |plot| {
        hits = draw(plot, &y, &drawables, &limits)?;
        Ok(())
    })?;
    Ok(svgpost::add_hits(&svg, &hits))
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

    let mut lines: Vec<(f64, &RefLine)> = (limits.iter())
        .filter_map(|l| y.pos(l.value).map(|yv| (f64::from(plot.at(0.0, yv).1), *l)))
        .collect();
    lines.sort_by(|a, b| a.0.total_cmp(&b.0));
    let ink = |l: &RefLine| l.style_index.map_or(MUTED, colour);
    for &(py, l) in &lines {
        draw::polyline(
            plot.area,
            &[(x0 as i32, py as i32), (x1 as i32, py as i32)],
            ink(l),
            1,
            Stroke::Limit,
        )?;
        occupied.segments.push(((x0, py), (x1, py)));
    }

    // Iteration spread: a thin vertical whisker with caps, under the line.
    for d in drawables {
        let c = colour(d.series.style_index);
        for &(x, lo, hi) in &d.whiskers {
            let (Some(a), Some(b)) = (to_px((x, lo)), to_px((x, hi))) else {
                continue;
            };
            draw::polyline(plot.area, &[a, b], c, 1, Stroke::Series)?;
            for end in [a, b] {
                draw::polyline(
                    plot.area,
                    &[(end.0 - 4, end.1), (end.0 + 4, end.1)],
                    c,
                    1,
                    Stroke::Series,
                )?;
            }
            occupied.segments.push((pixel(a), pixel(b)));
        }
    }
    for d in drawables {
        let c = colour(d.series.style_index);
        let pts: Vec<(i32, i32)> = d.points.iter().filter_map(|&p| to_px(p)).collect();
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
        // Interpolated points (not stated by the source) get hollow markers.
        let hollow = |x: f64| (d.series.interpolated.iter()).any(|t| (f64::from(*t).log2() - x).abs() < 1e-9);
        for (p, x) in d.points.iter().filter_map(|&p| Some((to_px(p)?, p.0))) {
            draw::draw_marker(
                plot.area,
                p,
                marker(d.series.style_index),
                c,
                d.series.dashed || hollow(x),
            )?;
            occupied.boxes.push(square(p, f64::from(MARKER_R) + 2.0));
            // x is log₂ of a thread count, so rounding 2^x gives it back exactly.
            let threads = x.exp2().round();
            let title = (d.series.point_titles.iter()).find(|(t, _)| f64::from(*t) == threads);
            if let Some((_, title)) = title {
                hits.push(Hit {
                    x: p.0,
                    y: p.1,
                    title: title.clone(),
                });
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
        let right = x1 - 6.0;
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
        frame::annotate(plot, &label, (spot.x0, spot.y0 + 1.0), ANNOT_PX, ink(limit))?;
        occupied.boxes.push(spot);
    }

    for &(p, value, _) in &peaks {
        let label = axes::value_label(value, plot.look);
        let w = text_width(plot.family, &label, ANNOT_PX, false);
        let spot = label_spot(&occupied, &plot.rect, pixel(p), w, text_h);
        frame::annotate(plot, &label, (spot.x0, spot.y0 + 1.0), ANNOT_PX, INK)?;
        occupied.boxes.push(spot);
    }
    Ok(hits)
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    #[test]
    fn linear_chart_structure() {
        let svg = plain_look(|l| scaling_svg(&gbps(), l)).unwrap();
        let t = texts(&svg);
        for p in powers() {
            assert_eq!(t.iter().filter(|x| **x == p.to_string()).count(), 1, "tick {p}");
        }
        for tick in ["0", "5", "10", "15"] {
            assert!(t.iter().any(|x| x == tick), "{tick} in {t:?}");
        }
        assert!(!t.iter().any(|x| x == "3" || x == "6"), "nothing between powers of two");
        // one data line + one legend sample per series; 11 markers + 1 legend marker
        assert_eq!(series_lines(&svg, "#0072B2").len(), 2);
        assert_eq!(series_lines(&svg, "#D55E00").len(), 2);
        assert_eq!(filled_markers(&svg, "#0072B2").len(), 12);
        assert_eq!(filled_markers(&svg, "#D55E00").len(), 12);
        let rings = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "fill") == Some("none"))
            .count();
        assert_eq!(rings, 2, "one peak ring per series");
        assert!(
            t.iter().any(|x| x == "13") && t.iter().any(|x| x == "10.4"),
            "peak values"
        );
        assert!(svg.contains("stroke-dasharray=\"5 4\""), "limit line dashed");
        assert!(t.iter().any(|x| x == "network limit 12.5 GB/s"));
        // accessibility and escaping
        let mut lines = svg.lines();
        assert!(lines
            .next()
            .unwrap()
            .starts_with("<svg role=\"img\" aria-labelledby=\""));
        assert!(lines
            .next()
            .unwrap()
            .contains(">Sequential throughput &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>"));
        assert!(
            lines
                .next()
                .unwrap()
                .contains(">Write and read scale to 13\u{a0}GB/s.</desc>"),
            "number and unit bound in the description"
        );
        assert!(!svg.contains("<script"));
        let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default());
        assert!(tree.is_ok(), "well-formed SVG");
        assert!(elements(&svg, "text")
            .iter()
            .all(|e| attr(e, "font-family") == Some(FAMILY)));
    }

    #[test]
    fn points_with_titles_get_hit_targets_at_their_markers() {
        let mut fig = gbps();
        fig.series[0].point_titles = vec![(4, "Write, 4 threads: 3.1 GB/s".into()), (999, "nowhere".into())];
        let svg = plain_look(|l| scaling_svg(&fig, l)).unwrap();
        let hits: Vec<&str> = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "class") == Some("pt"))
            .collect();
        assert_eq!(hits.len(), 1, "one titled point, the unknown thread count is ignored");
        assert!(svg.contains("<title>Write, 4 threads: 3.1 GB/s</title></circle>"));
        // The target sits on the series' marker for 4 threads.
        let (cx, cy) = (attr(hits[0], "cx").unwrap(), attr(hits[0], "cy").unwrap());
        let on_marker = filled_markers(&svg, "#0072B2")
            .iter()
            .any(|m| attr(m, "cx") == Some(cx) && attr(m, "cy") == Some(cy));
        assert!(on_marker, "hit at {cx},{cy}");
        let plain = plain_look(|l| scaling_svg(&gbps(), l)).unwrap();
        assert!(!plain.contains("class=\"pt\""), "no titles, no targets");
    }

    #[test]
    fn log_chart_decades_and_markers() {
        let svg = plain_look(|l| scaling_svg(&metadata(), l)).unwrap();
        let t = texts(&svg);
        for tick in ["1K", "10K", "100K", "1M", "10M"] {
            assert!(t.iter().any(|x| x == tick), "{tick} in {t:?}");
        }
        assert!(!svg.contains("e6") && !svg.contains("e7"));
        // distinct colour and marker shape per series: circle, square, triangle, diamond
        let expected_shapes = ["circle", "polygon", "polygon", "polygon"];
        let mut vertex_sets = vec![];
        for (i, (r, g, b)) in PALETTE.iter().take(4).enumerate() {
            let c = format!("#{r:02X}{g:02X}{b:02X}");
            assert_eq!(series_lines(&svg, &c).len(), 2, "series {i}");
            let markers = filled_markers(&svg, &c);
            assert_eq!(markers.len(), 12, "11 points + legend, series {i}");
            assert!(markers
                .iter()
                .all(|m| m.starts_with(&format!("<{} ", expected_shapes[i]))));
            let vertices = attr(markers[0], "points").map_or(0, |p| p.split_whitespace().count());
            vertex_sets.push(vertices);
        }
        assert_eq!(vertex_sets, [0, 4, 3, 4]);
    }

    #[test]
    fn iteration_spread_is_drawn_as_whiskers_in_the_series_colour() {
        let plain = gbps();
        let mut spread = gbps();
        spread.series[0].spread = vec![(4, 3.0, 5.0), (8, 6.0, 9.0)];
        let (a, b) = (
            plain_look(|l| scaling_svg(&plain, l)).unwrap(),
            plain_look(|l| scaling_svg(&spread, l)).unwrap(),
        );
        let (r, g, bl) = PALETTE[0];
        let c = format!("#{r:02X}{g:02X}{bl:02X}");
        let thin = |svg: &str| {
            elements(svg, "polyline")
                .into_iter()
                .filter(|l| attr(l, "stroke") == Some(c.as_str()) && attr(l, "stroke-width") == Some("1"))
                .count()
        };
        // Two whiskers, each a stem and two caps; the data line is unchanged.
        assert_eq!(thin(&b), thin(&a) + 6);
        assert_eq!(series_lines(&b, &c).len(), series_lines(&a, &c).len());
        // A whisker wider than the values stretches nothing else: a bad one is dropped.
        spread.series[0].spread = vec![(4, 5.0, 3.0), (0, 1.0, 2.0)];
        let c2 = plain_look(|l| scaling_svg(&spread, l)).unwrap();
        assert_eq!(thin(&c2), thin(&a));
    }

    #[test]
    fn italian_cjk_and_deterministic() {
        let mut fig = gbps();
        fig.series[0].label = "寫入".into();
        fig.series[1].label = "讀取".into();
        fig.text.y_label = "吞吐量 (GB/s)".into();
        let a = it_look(|l| scaling_svg(&fig, l)).unwrap();
        let b = it_look(|l| scaling_svg(&fig, l)).unwrap();
        assert_eq!(a, b, "byte-identical");
        let t = texts(&a);
        assert!(t.iter().any(|x| x == "寫入") && t.iter().any(|x| x == "吞吐量 (GB/s)"));
        assert!(t.iter().any(|x| x == "10,4"), "Italian peak value in {t:?}");
        let narrow = ScalingFigure {
            series: vec![LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                points: vec![(1, 1.0), (2, 2.5), (4, 11.0)],
                ..Default::default()
            }],
            ..Default::default()
        };
        let svg = it_look(|l| scaling_svg(&narrow, l)).unwrap();
        assert!(texts(&svg).iter().any(|x| x == "2,5"), "{:?}", texts(&svg));
    }

    #[test]
    fn degenerate_inputs_never_panic() {
        let one = |points: Vec<(u32, f64)>, log_y: bool| ScalingFigure {
            series: vec![LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                label: "x".into(),
                points,
                ..Default::default()
            }],
            log_y,
            ..Default::default()
        };
        let run = |f: &ScalingFigure| plain_look(|l| (scaling_svg(f, l), overlay_svg(f, l)));
        assert!(matches!(run(&ScalingFigure::default()).0, Err(FigureError::NoData)));
        assert!(matches!(run(&one(vec![], false)).0, Err(FigureError::NoData)));
        assert!(
            run(&one(vec![(8, 3.0)], false)).0.is_ok(),
            "single point, single thread count"
        );
        assert!(run(&one(vec![(8, 3.0)], true)).1.is_ok());
        assert!(run(&one(vec![(1, f64::NAN), (2, 1.0)], false)).0.is_ok());
        assert!(matches!(
            run(&one(vec![(1, f64::NAN)], false)).0,
            Err(FigureError::NoData)
        ));
        assert!(matches!(
            run(&one(vec![(1, 0.0), (2, -1.0)], true)).0,
            Err(FigureError::NoData)
        ));
        let svg = run(&one(vec![(1, 0.0), (2, 5.0), (4, 50.0)], true)).0.unwrap();
        assert_eq!(filled_markers(&svg, "#0072B2").len(), 2 + 1, "zero skipped on log axis");
        assert!(matches!(
            run(&one(vec![(0, 1.0)], false)).0,
            Err(FigureError::ZeroThreads { .. })
        ));
        assert!(run(&one(vec![(1, 0.0), (2, 0.0)], false)).0.is_ok(), "all zero, linear");
        assert!(run(&one(vec![(1, -5.0), (2, 3.0)], false)).0.is_ok());
        assert!(matches!(
            run(&one(vec![(1, 1e300), (2, f64::MAX)], false)).0,
            Err(FigureError::OutOfRange { .. })
        ));
        assert!(matches!(
            run(&one(vec![(1, 1e-7), (2, 1.0)], true)).0,
            Err(FigureError::OutOfRange { .. })
        ));
        let wide = run(&one(vec![(1, 1e-6), (2, 1e18)], true)).0.unwrap();
        let labels = texts(&wide).len() - 3; // two x ticks, one legend label
        assert!((6..20).contains(&labels), "25 decades thinned to {labels} labels");
        let mut many = one(vec![(1, 1.0), (2, 2.0)], false);
        many.series = (0..200)
            .map(|i| LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                label: format!("series {i}"),
                ..many.series[0].clone()
            })
            .collect();
        assert!(matches!(run(&many).0, Err(FigureError::Layout(_))));
    }
}

//! Latency against throughput: one curve per operation (and value of a second
//! swept parameter), points in load order, throughput on a linear x axis and
//! latency on a log₁₀ y axis (storage tails span decades). The knee of each
//! curve is ringed and labelled; a declared latency bound is a dashed line.

use super::axes;
use super::draw;
use super::frame::{self, Swatch};
use super::place::{marked_line, square, Occupied};
use super::svgpost::{Hit, Stroke};
use super::text::text_width;
use super::*;

/// One curve: (throughput, latency) in load order.
#[derive(Debug, Clone, Default)]
pub struct LatencyCurve {
    pub label: String,
    pub points: Vec<(f64, f64)>,
    /// The knee point and its (localised) label.
    pub knee: Option<((f64, f64), String)>,
    pub style_index: usize,
    /// What pointing at each point shows (its value label), in the order
    /// of `points`; points without one get no target.
    pub titles: Vec<String>,
}

#[derive(Debug, Clone, Default)]
pub struct LatencyFigure {
    pub text: FigureText,
    pub curves: Vec<LatencyCurve>,
    /// A declared latency bound, drawn as a labelled dashed line.
    pub bound: Option<RefLine>,
    /// Seconds per latency value (1e-6 for µs): the y ticks then read as
    /// times (`250 µs`, `1 ms`) rather than plain numbers with `K`
    /// suffixes, which would read as thousands of the axis unit.
    pub unit_secs: Option<f64>,
}

/// A time in its own unit: `500 ns`, `250 µs`, `1,5 ms`, `2 s` (the number
/// through the locale formatter, at most the digits it needs, up to 2).
pub(super) fn time_label(secs: f64, look: &Look) -> String {
    let (scale, sym) = match secs.abs() {
        s if s < 1e-6 => (1e9, "ns"),
        s if s < 1e-3 => (1e6, "µs"),
        s if s < 1.0 => (1e3, "ms"),
        _ => (1.0, "s"),
    };
    let v = secs * scale;
    let digits = axes::frac_digits(v).min(if v >= 100.0 { 0 } else { 2 });
    format!("{} {sym}", (look.format)(v, digits))
}

/// A log₁₀ axis from `min` to `max`; its ticks read as times when the
/// values are `secs` seconds each.
pub(super) fn time_axis(min: f64, max: f64, secs: Option<f64>, look: &Look) -> axes::Axis {
    let mut y = axes::log_axis(min, max, look);
    if let Some(secs) = secs.filter(|s| s.is_finite() && *s > 0.0) {
        for (p, label) in &mut y.ticks {
            *label = time_label(10f64.powf(*p) * secs, look);
        }
    }
    y
}

pub fn latency_svg(fig: &LatencyFigure, look: &Look) -> Result<String, FigureError> {
    let usable = |&(x, y): &(f64, f64)| x.is_finite() && y.is_finite() && x >= 0.0 && y > 0.0;
    let curves: Vec<(&LatencyCurve, Vec<(f64, f64)>)> = (fig.curves.iter())
        .map(|c| (c, c.points.iter().copied().filter(usable).collect::<Vec<_>>()))
        .filter(|(_, p)| !p.is_empty())
        .collect();
    if curves.is_empty() {
        return Err(FigureError::NoData);
    }
    let xs: Vec<f64> = curves.iter().flat_map(|(_, p)| p.iter().map(|q| q.0)).collect();
    let mut ys: Vec<f64> = curves.iter().flat_map(|(_, p)| p.iter().map(|q| q.1)).collect();
    let bound = fig.bound.as_ref().filter(|b| b.value.is_finite() && b.value > 0.0);
    ys.extend(bound.map(|b| b.value));
    check_magnitude(&xs, false)?;
    check_magnitude(&ys, true)?;
    let ((_, xmax), (ymin, ymax)) = (extent(&xs), extent(&ys));
    let x = axes::linear_axis(0.0, xmax, look, false);
    let y = time_axis(ymin, ymax, fig.unit_secs, look);
    let legend = frame::legend((curves.iter()).map(|(c, _)| (&c.label, c.style_index, Swatch::Line { dashed: false })));
    frame::render(&fig.text, (&x, &y), true, &legend, look, |plot| {
        let mut hits = Vec::new();
        let mut occupied = Occupied::default();
        let to_px = |(a, b): (f64, f64)| Some(plot.at(x.pos(a)?, y.pos(b)?));
        let (x0, x1) = (plot.rect.x0, plot.rect.x1);
        let mut bound_line = None;
        if let Some(b) = bound {
            if let Some((_, py)) = to_px((0.0, b.value)) {
                draw::polyline(plot.area, &[(x0 as i32, py), (x1 as i32, py)], MUTED, 1, Stroke::Limit)?;
                occupied.segments.push(((x0, f64::from(py)), (x1, f64::from(py))));
                bound_line = Some((py, b));
            }
        }
        for (c, pts) in &curves {
            let px: Vec<(i32, i32)> = pts.iter().filter_map(|&p| to_px(p)).collect();
            marked_line(plot.area, &px, c.style_index, &mut occupied)?;
        }
        let knees: Vec<((i32, i32), &str, usize)> = (curves.iter())
            .filter_map(|(c, _)| {
                let (p, label) = c.knee.as_ref()?;
                Some((to_px(*p)?, label.as_str(), c.style_index))
            })
            .collect();
        for &(p, _, s) in &knees {
            draw::draw_ring(plot.area, p, colour(s))?;
            occupied.boxes.push(square(p, f64::from(PEAK_R) + 1.0));
        }
        let text_h = ANNOT_PX + 2.0;
        if let Some((py, b)) = bound_line {
            let w = text_width(plot.family, &b.label, ANNOT_PX, false);
            let at = (x1 - 6.0 - w, f64::from(py) - 3.0 - text_h);
            frame::note(plot.area, plot.family, &b.label, (at.0, at.1 + 1.0), MUTED, true)?;
            occupied.boxes.push(draw::Rect::sized(at.0, at.1, w, text_h));
        }
        for &(p, label, _) in &knees {
            frame::label_near(plot, &mut occupied, label, p)?;
        }
        for (c, _) in &curves {
            let titled = c.points.iter().zip(&c.titles).filter(|(p, _)| usable(p));
            hits.extend(titled.filter_map(|(&p, t)| Some(Hit::point(to_px(p)?, t))));
        }
        Ok(hits)
    })
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    fn fig() -> LatencyFigure {
        LatencyFigure {
            text: FigureText {
                title: "Latency against throughput".into(),
                x_label: "Throughput (IOPS)".into(),
                y_label: "p99 latency (µs)".into(),
                desc: "d".into(),
            },
            curves: vec![
                LatencyCurve {
                    label: "read, 1 thread".into(),
                    points: vec![(15_000.0, 118.0), (20_000.0, 289.0), (47_000.0, 2_040.0)],
                    knee: Some(((15_000.0, 118.0), "knee: iodepth 1".into())),
                    style_index: 0,
                    titles: ["iodepth 1", "iodepth 2", "iodepth 4"].map(String::from).to_vec(),
                },
                LatencyCurve {
                    label: "read, 2 threads".into(),
                    points: vec![(23_000.0, 106.0), (36_000.0, 196.0)],
                    knee: None,
                    style_index: 1,
                    titles: vec![],
                },
            ],
            bound: Some(RefLine {
                span: None,
                style_index: None,
                label: "bound 1 ms".into(),
                value: 1000.0,
            }),
            unit_secs: Some(1e-6),
        }
    }

    #[test]
    fn latency_ticks_are_times_with_units() {
        let svg = plain_look(|l| latency_svg(&fig(), l)).unwrap();
        let t = texts(&svg);
        for s in ["100 µs", "1 ms"] {
            assert!(t.iter().any(|x| x == s), "{s} in {t:?}");
        }
        assert!(!t.iter().any(|x| x == "1K"), "no K suffix on the latency axis: {t:?}");
        assert_eq!(plain_look(|l| time_label(250e-6, l)), "250 µs");
        assert_eq!(plain_look(|l| time_label(1.5e-3, l)), "1.5 ms");
        assert_eq!(plain_look(|l| time_label(40e-9, l)), "40 ns");
        assert_eq!(plain_look(|l| time_label(2.0, l)), "2 s");
        assert_eq!(it_look(|l| time_label(1.5e-3, l)), "1,5 ms");
    }

    #[test]
    fn curves_knees_and_bound_are_drawn() {
        let svg = plain_look(|l| latency_svg(&fig(), l)).unwrap();
        let t = texts(&svg);
        for s in [
            "knee: iodepth 1",
            "bound 1 ms",
            "read, 2 threads",
            "Throughput (IOPS)",
            "100 µs",
            "1 ms",
        ] {
            assert!(t.iter().any(|x| x == s), "{s} in {t:?}");
        }
        assert!(t.iter().any(|x| x == "40K"), "K suffix on the throughput axis: {t:?}");
        assert_eq!(
            filled_markers(&svg, "#0072B2").len(),
            3 + 1,
            "three points and the legend"
        );
        let rings = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "fill") == Some("none"))
            .count();
        assert_eq!(rings, 1, "one knee");
        assert!(svg.contains("stroke-dasharray=\"5 4\""), "bound dashed");
        assert_eq!(svg, plain_look(|l| latency_svg(&fig(), l)).unwrap(), "deterministic");
    }

    #[test]
    fn bad_values_never_panic() {
        let mut f = fig();
        f.curves[0].points = vec![(f64::NAN, 1.0), (1.0, 0.0), (1.0, -3.0)];
        f.curves[1].points.clear();
        assert!(matches!(plain_look(|l| latency_svg(&f, l)), Err(FigureError::NoData)));
        f.curves[1].points = vec![(1e300, 5.0)];
        assert!(matches!(
            plain_look(|l| latency_svg(&f, l)),
            Err(FigureError::OutOfRange { .. })
        ));
        f.curves[1].points = vec![(5.0, 5.0)];
        f.bound = Some(RefLine {
            span: None,
            style_index: None,
            label: String::new(),
            value: f64::NAN,
        });
        assert!(plain_look(|l| latency_svg(&f, l)).is_ok(), "one point, no bound");
    }
}

//! Grouped bars per thread count, e.g. relative change in percent: bars grow up
//! from a bold zero line for positive values and down for negative ones, each
//! labelled with its signed value when every label fits its bar.

use super::axes::{self, Axis};
use super::draw::{self, Rect};
use super::frame::{self, Plot, Swatch};
use super::svgpost::{Hit, Stroke};
use super::text::{self, text_width};
use super::units;
use super::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// Share of a group's slot covered by its bars, and of a bar's slot by the bar.
const GROUP_FILL: f64 = 0.8;
const BAR_FILL: f64 = 0.9;

pub fn bars_svg(fig: &BarsFigure, look: &Look) -> Result<String, FigureError> {
    let n = fig.groups.len();
    for s in &fig.series {
        if s.values.len() != n {
            return Err(FigureError::LengthMismatch {
                series: s.label.clone(),
                got: s.values.len(),
                expected: n,
            });
        }
    }
    let finite = |s: &BarSeries| -> Vec<f64> { s.values.iter().flatten().copied().filter(|v| v.is_finite()).collect() };
    let shown: Vec<&BarSeries> = fig.series.iter().filter(|s| !finite(s).is_empty()).collect();
    let values: Vec<f64> = shown.iter().flat_map(|s| finite(s)).collect();
    if n == 0 || values.is_empty() {
        return Err(FigureError::NoData);
    }
    check_magnitude(&values, false)?;
    let (min, max) = values.iter().fold((0.0f64, 0.0f64), |(a, b), &v| (a.min(v), b.max(v)));
    let y = axes::linear_axis(min, max, look, fig.percent);
    let x = Axis::categories(n, fig.groups.iter().map(u32::to_string).enumerate());
    let legend = frame::legend(shown.iter().map(|s| (&s.label, s.style_index, Swatch::Bar)));
    frame::render(&fig.text, (&x, &y), false, &legend, look, |plot| {
        draw(plot, fig.percent, &shown)
    })
}

struct BarBox {
    rect: Rect,
    value: f64,
    style_index: usize,
}

fn draw(plot: &Plot, percent: bool, series: &[&BarSeries]) -> Result<Vec<Hit>, FigureError> {
    let mut hits = Vec::new();
    let m = series.len() as f64;
    let slot = GROUP_FILL / m;
    let zero_y = f64::from(plot.at(0.0, 0.0).1);
    let mut boxes = vec![];
    for (j, s) in series.iter().enumerate() {
        for (i, v) in s.values.iter().enumerate() {
            let Some(v) = v.filter(|v| v.is_finite()) else {
                continue;
            };
            let left = i as f64 - GROUP_FILL / 2.0 + j as f64 * slot + slot * (1.0 - BAR_FILL) / 2.0;
            let (x0, end) = (plot.at(left, v), plot.at(left + slot * BAR_FILL, v));
            let tip = f64::from(x0.1);
            let rect = Rect {
                x0: f64::from(x0.0),
                y0: tip.min(zero_y),
                x1: f64::from(end.0),
                y1: tip.max(zero_y),
            };
            // The bar's whole column is the target (a short bar is still
            // easy to tap); the label points to the bar's end.
            let end = (
                (x0.0 + end.0) / 2,
                if v < 0.0 { rect.y1 as i32 } else { rect.y0 as i32 },
            );
            let column = Rect {
                y0: plot.rect.y0,
                y1: plot.rect.y1,
                ..rect
            };
            hits.extend(s.titles.get(i).map(|t| Hit::over(&column, end, t)));
            boxes.push(BarBox {
                rect,
                value: v,
                style_index: s.style_index,
            });
        }
    }
    for b in &boxes {
        draw::bar(plot.area, &b.rect, b.style_index)?;
    }
    let (x0, x1) = (plot.rect.x0 as i32, plot.rect.x1 as i32);
    let zero = [(x0, zero_y as i32), (x1, zero_y as i32)];
    draw::polyline(plot.area, &zero, INK, 1, Stroke::Plain)?;

    let label = |v: f64| {
        if percent {
            axes::percent_label(v, plot.look)
        } else {
            units::value_label(v, ValueKind::Count, plot.look, false)
        }
    };
    let labels: Vec<(String, f64)> = (boxes.iter())
        .map(|b| {
            let l = label(b.value);
            let w = text_width(plot.family, &l, ANNOT_PX, false);
            (l, w)
        })
        .collect();
    if (labels.iter())
        .zip(&boxes)
        .any(|((_, w), b)| *w + 2.0 > b.rect.x1 - b.rect.x0 + 4.0)
    {
        return Ok(hits); // labels only when every one of them fits its bar
    }
    for ((l, _), b) in labels.iter().zip(&boxes) {
        let cx = ((b.rect.x0 + b.rect.x1) / 2.0).round() as i32;
        let (y, v_pos) = if b.value >= 0.0 {
            (b.rect.y0 - 3.0, VPos::Bottom)
        } else {
            (b.rect.y1 + 3.0, VPos::Top)
        };
        let style = text::style(plot.family, ANNOT_PX, false, INK, Pos::new(HPos::Center, v_pos));
        plot.area.draw_text(l, &style, (cx, y.round() as i32))?;
    }
    Ok(hits)
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    fn sample() -> BarsFigure {
        BarsFigure {
            text: FigureText {
                title: "Relative change".into(),
                x_label: "Threads".into(),
                y_label: "Change (%)".into(),
                desc: "Bars".into(),
            },
            groups: vec![1, 2, 4, 8],
            series: vec![
                BarSeries {
                    label: "write".into(),
                    values: vec![Some(12.0), Some(-8.5), None, Some(3.0)],
                    style_index: 0,
                    titles: ["1: +12%", "2: -8.5%", "4: –", "8: +3%"].map(String::from).to_vec(),
                },
                BarSeries {
                    label: "read".into(),
                    values: vec![Some(-2.0), Some(4.0), Some(30.0), Some(f64::NAN)],
                    style_index: 1,
                    titles: vec![],
                },
            ],
            percent: true,
        }
    }

    #[test]
    fn bars_zero_line_and_signed_labels() {
        let svg = it_look(|look| bars_svg(&sample(), look)).unwrap();
        let blue = elements(&svg, "rect")
            .into_iter()
            .filter(|r| attr(r, "fill") == Some("#0072B2"))
            .count();
        let red = elements(&svg, "rect")
            .into_iter()
            .filter(|r| attr(r, "fill") == Some("#D55E00"))
            .count();
        assert_eq!((blue, red), (3 + 1, 3 + 1), "bars plus legend swatch");
        // A target on each titled bar drawn: not on the missing one, nor the untitled series.
        let targets = elements(&svg, "rect")
            .into_iter()
            .filter(|r| attr(r, "class") == Some("pt"));
        assert_eq!(targets.count(), 3);
        assert!(svg.contains(">2: -8.5%</text></g>"), "its label");
        let t = texts(&svg);
        for label in ["+12%", "-8,5%", "+30%", "-2%", "0%", "1", "2", "4", "8"] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        assert_eq!(svg, it_look(|look| bars_svg(&sample(), look)).unwrap());
    }

    #[test]
    fn bad_bars_are_errors_not_panics() {
        let mut f = sample();
        f.series[0].values.pop();
        assert!(matches!(
            plain_look(|l| bars_svg(&f, l)),
            Err(FigureError::LengthMismatch { .. })
        ));
        let mut f = sample();
        f.series
            .iter_mut()
            .for_each(|s| s.values.iter_mut().for_each(|v| *v = None));
        assert!(matches!(plain_look(|l| bars_svg(&f, l)), Err(FigureError::NoData)));
        let empty = BarsFigure::default();
        assert!(matches!(plain_look(|l| bars_svg(&empty, l)), Err(FigureError::NoData)));
        let mut one = sample();
        one.groups = vec![64];
        one.series.iter_mut().for_each(|s| s.values.truncate(1));
        assert!(plain_look(|l| bars_svg(&one, l)).is_ok());
        let mut zeros = sample();
        (zeros.series.iter_mut()).for_each(|s| s.values.iter_mut().for_each(|v| *v = Some(0.0)));
        assert!(plain_look(|l| bars_svg(&zeros, l)).is_ok());
    }
}

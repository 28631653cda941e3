//! A value over time, e.g. capacity used per month: one line in the first
//! palette colour over a light area fill down to 0, the last value (and the
//! peak, if it is elsewhere) marked and labelled. The x axis has one position
//! per label; with many labels only every 2nd, 3rd, 4th, 6th, 12th, 24th …
//! is shown, so that none overlaps, and `YYYY-MM` labels keep to whole quarters
//! or years.

use plotters::prelude::*;

use super::axes::Axis;
use super::draw;
use super::frame::{self, Plot};
use super::place::{pixel, square, Occupied};
use super::svgpost::{Hit, Stroke};
use super::text::{self, text_width};
use super::units::{self, ValueKind};
use super::*;

/// Opacity of the area under the line.
const AREA_ALPHA: f64 = 0.15;
/// Up to this many points every one gets a marker.
const MAX_MARKED_POINTS: usize = 36;
/// Longest x label in px before it is cut with "…".
const MAX_LABEL_WIDTH: f64 = 200.0;

#[derive(Debug, Clone, Default)]
pub struct TimeSeries {
    /// Title, time axis (`x_label`), value axis (`y_label`), description.
    pub text: FigureText,
    /// The x positions in order, e.g. `2019-01` … (may be hundreds).
    pub labels: Vec<String>,
    /// What a reader sees for each label (a month in the reader's language,
    /// e.g. `1/2019`); empty to show `labels` as they are. Thinning and
    /// alignment still work on `labels`.
    pub shown: Vec<String>,
    /// One value per label, finite and ≥ 0.
    pub values: Vec<f64>,
    pub kind: ValueKind,
    /// What pointing at each label's column shows (its value label), one
    /// per label; labels without one get no target.
    pub titles: Vec<String>,
}

pub fn timeline_svg(fig: &TimeSeries, look: &Look) -> Result<String, FigureError> {
    let n = fig.labels.len();
    if n == 0 {
        return Err(FigureError::NoData);
    }
    units::check_values("values", &fig.values, n)?;
    let max = fig.values.iter().copied().fold(0.0, f64::max);
    let y = units::value_axis(max, fig.kind, look);
    let family = text::family(look);
    text::register(family)?;
    let spacing = plot_width(look, &fig.text, &y) / n as f64;
    let x = label_axis(family, &fig.labels, &fig.shown, MAX_LABEL_WIDTH, spacing);
    frame::render(&fig.text, (&x, &y), true, &[], look, |plot| {
        let mut hits = Vec::new();
        draw(plot, &fig.values, fig.kind)?;
        // A column per label, the whole plot's height: points hundreds to a
        // figure are too close for circles.
        let half = (f64::from(plot.at(1.0, 0.0).0 - plot.at(0.0, 0.0).0) / 2.0).abs();
        for (i, t) in fig.titles.iter().enumerate().take(n) {
            let point = plot.at(i as f64, fig.values[i]);
            let x = f64::from(point.0);
            let column = draw::Rect {
                x0: x - half,
                y0: plot.rect.y0,
                x1: x + half,
                y1: plot.rect.y1,
            };
            hits.push(Hit::over(&column, point, t));
        }
        Ok(hits)
    })
}

/// An x axis with one position per label, `spacing` px apart: each label
/// cut to `max_width`, thinned by [`shown_labels`], and written as its
/// `shown` text where there is one.
pub(super) fn label_axis(family: &str, labels: &[String], shown: &[String], max_width: f64, spacing: f64) -> Axis {
    let fit = |l: &String| text::fit(family, l, TICK_PX, max_width);
    let labels: Vec<String> = labels.iter().map(fit).collect();
    let ticks = shown_labels(family, &labels, spacing).into_iter();
    Axis::categories(
        labels.len(),
        ticks.map(|i| (i, shown.get(i).map_or_else(|| labels[i].clone(), fit))),
    )
}

/// The plot width `frame::render` will lay out for this value axis (it depends
/// only on the y tick labels and title), so that the labels can be thinned here
/// to a regular step before the frame's own collision thinning sees them.
fn plot_width(look: &Look, t: &FigureText, y: &Axis) -> f64 {
    let y_area = frame::axis_width(text::family(look), y, &t.y_label);
    f64::from(look.canvas.width as i32 - RIGHT_MARGIN - MARGIN - y_area)
}

/// Label steps tried in order: 1, 2, 3, 4, 6, then whole years of months.
fn steps(n: usize) -> Vec<usize> {
    let mut out = vec![1, 2, 3, 4, 6];
    let mut m = 12;
    while m < n.max(12) * 10 && m < usize::MAX / 50 {
        out.extend([m, 2 * m, 3 * m, 4 * m, 5 * m]);
        m *= 10;
    }
    out
}

/// `(year, month)` of a `YYYY-MM` label.
fn year_month(label: &str) -> Option<(i64, i64)> {
    let (y, m) = label.split_once('-')?;
    let ok = y.len() == 4 && m.len() == 2 && (y.bytes().chain(m.bytes())).all(|b| b.is_ascii_digit());
    let (y, m) = (y.parse().ok()?, m.parse().ok()?);
    (ok && (1..=12).contains(&m)).then_some((y, m))
}

/// Indices of the labels shown: every `step`-th for the smallest step whose
/// spacing leaves room for the widest label plus the gap `frame` keeps.
/// `YYYY-MM` labels start at a month the step divides (a multiple of 12 starts
/// in January of a year it divides).
pub(super) fn shown_labels(family: &str, labels: &[String], spacing: f64) -> Vec<usize> {
    let n = labels.len();
    let widest = (labels.iter())
        .map(|l| text_width(family, l, TICK_PX, false))
        .fold(0.0, f64::max);
    let need = widest + 6.0 + 2.0; // frame's 6 px gap, 2 px for pixel rounding
    let step = (steps(n).into_iter())
        .find(|&s| s as f64 * spacing >= need)
        .unwrap_or(n.max(1));
    let months: Option<Vec<(i64, i64)>> = labels.iter().map(|l| year_month(l)).collect();
    let aligned = |&(y, m): &(i64, i64)| match step {
        s if s >= 12 && s % 12 == 0 => m == 1 && y.rem_euclid(s as i64 / 12) == 0,
        s if 12 % s == 0 => (m - 1) % s as i64 == 0,
        _ => true,
    };
    let first = months.and_then(|ms| ms.iter().position(aligned)).unwrap_or(0);
    (first..n).step_by(step).collect()
}

fn draw(plot: &Plot, values: &[f64], kind: ValueKind) -> Result<(), FigureError> {
    let c = colour(0);
    let pts: Vec<(i32, i32)> = (values.iter().enumerate())
        .map(|(i, &v)| plot.at(i as f64, v))
        .collect();
    let mut occupied = Occupied::default();
    if pts.len() > 1 {
        let zero = plot.at(0.0, 0.0).1;
        let mut area: Vec<(i32, i32)> = pts.clone();
        area.extend([(pts[pts.len() - 1].0, zero), (pts[0].0, zero)]);
        let fill = RGBAColor(c.0, c.1, c.2, AREA_ALPHA).filled();
        plot.area.draw(&Polygon::new(area, fill))?;
        draw::polyline(plot.area, &pts, c, LINE_WIDTH, Stroke::Series)?;
        occupied
            .segments
            .extend(pts.windows(2).map(|w| (pixel(w[0]), pixel(w[1]))));
    }
    if pts.len() <= MAX_MARKED_POINTS {
        for &p in &pts {
            draw::draw_marker(plot.area, p, marker(0), c, false)?;
            occupied.boxes.push(square(p, f64::from(MARKER_R) + 2.0));
        }
    }
    // the last value, and the peak where it is not the last one
    let last = values.len() - 1;
    let peak = (values.iter().enumerate()).fold(last, |best, (i, &v)| if v > values[best] { i } else { best });
    let marked: Vec<usize> = if peak == last { vec![last] } else { vec![last, peak] };
    for &i in marked.iter().filter(|_| pts.len() > MAX_MARKED_POINTS) {
        draw::draw_marker(plot.area, pts[i], marker(0), c, false)?;
        occupied.boxes.push(square(pts[i], f64::from(MARKER_R) + 2.0));
    }
    for &i in &marked {
        let label = units::value_label(values[i], kind, plot.look, true);
        frame::label_near(plot, &mut occupied, &label, pts[i])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    const PIB: f64 = 1_125_899_906_842_624.0;

    fn months(from_year: i64, n: usize) -> Vec<String> {
        (0..n as i64)
            .map(|k| format!("{}-{:02}", from_year + k / 12, k % 12 + 1))
            .collect()
    }

    fn capacity(n: usize) -> TimeSeries {
        TimeSeries {
            text: FigureText {
                title: "Capacity used".into(),
                x_label: "Month".into(),
                y_label: "Capacity".into(),
                desc: "Growth to 2.3 PiB".into(),
            },
            labels: months(2018, n),
            titles: months(2018, n).into_iter().map(|m| format!("{m}: …")).collect(),
            shown: vec![],
            values: (0..n)
                .map(|i| 2.3 * PIB * ((i + 1) as f64 / n as f64).powf(1.6))
                .collect(),
            kind: ValueKind::Bytes,
        }
    }

    /// x tick labels: the texts centred below the plot, with their x positions.
    fn x_ticks(svg: &str) -> Vec<(f64, String)> {
        let t = texts(svg);
        (elements(svg, "text").into_iter().zip(t))
            .filter(|(e, _)| attr(e, "text-anchor") == Some("middle") && attr(e, "dy") == Some("0.76em"))
            .filter(|(e, _)| attr(e, "font-size") == Some("12"))
            .filter_map(|(e, l)| Some((attr(e, "x")?.parse().ok()?, l)))
            .collect()
    }

    #[test]
    fn ten_years_of_months_thinned_to_years() {
        text::register(FAMILY).unwrap();
        let fig = capacity(120);
        let svg = plain_look(|l| timeline_svg(&fig, l)).unwrap();
        let ticks = x_ticks(&svg);
        let names: Vec<&str> = ticks.iter().map(|t| t.1.as_str()).collect();
        assert_eq!(names, (2018..2028).map(|y| format!("{y}-01")).collect::<Vec<_>>());
        for w in ticks.windows(2) {
            let half = |l: &str| text_width(FAMILY, l, TICK_PX, false) / 2.0;
            assert!(w[1].0 - w[0].0 >= half(&w[0].1) + half(&w[1].1), "{w:?} overlap");
        }
        let t = texts(&svg);
        for label in ["0", "1 PiB", "2.5 PiB", "2.3 PiB"] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        assert_eq!(series_lines(&svg, "#0072B2").len(), 1);
        // A column per month, side by side.
        let xs: Vec<i32> = (elements(&svg, "rect").into_iter())
            .filter(|r| attr(r, "class") == Some("pt"))
            .map(|r| attr(r, "x").unwrap().parse().unwrap())
            .collect();
        assert_eq!(xs.len(), 120);
        assert!(xs.windows(2).all(|w| w[1] > w[0]), "{xs:?}");
        assert!(elements(&svg, "polygon")
            .iter()
            .any(|p| attr(p, "fill-opacity") == Some("0.15")));
        assert_eq!(svg, plain_look(|l| timeline_svg(&fig, l)).unwrap(), "deterministic");
    }

    #[test]
    fn thinning_keeps_quarters_and_any_labels_apart() {
        text::register(FAMILY).unwrap();
        let labels = months(2019, 30);
        let shown = shown_labels(FAMILY, &labels[2..], 20.0);
        let names: Vec<&str> = shown.iter().map(|&i| labels[i + 2].as_str()).collect();
        assert_eq!(names[..3], ["2019-04", "2019-07", "2019-10"]);
        let words: Vec<String> = (0..500).map(|i| format!("week {i}")).collect();
        let shown = shown_labels(FAMILY, &words, 1.7);
        let w = text_width(FAMILY, "week 499", TICK_PX, false);
        assert!(shown.windows(2).all(|p| (p[1] - p[0]) as f64 * 1.7 >= w + 6.0));
        assert_eq!(shown_labels(FAMILY, &words[..1], 0.5), [0]);
    }

    #[test]
    fn italian_counts_and_escaping() {
        let fig = TimeSeries {
            text: FigureText {
                title: "<script>alert(1)</script>".into(),
                ..Default::default()
            },
            labels: vec!["gen".into(), "feb".into(), "<mar>".into()],
            shown: vec![],
            values: vec![1_200.0, 1_500.0, 900.0],
            kind: ValueKind::Count,
            titles: vec![],
        };
        let svg = it_look(|l| timeline_svg(&fig, l)).unwrap();
        let t = texts(&svg);
        for label in ["1,5K", "900", "&lt;mar&gt;"] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        assert!(!svg.contains("<script") && !svg.contains("<mar"));
        assert_eq!(filled_markers(&svg, "#0072B2").len(), 3 + 1, "points and the area");
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let run = |f: &TimeSeries| plain_look(|l| timeline_svg(f, l));
        assert!(matches!(run(&TimeSeries::default()), Err(FigureError::NoData)));
        let mut f = capacity(10);
        f.values.pop();
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        for bad in [f64::NAN, -0.5, f64::NEG_INFINITY] {
            let mut f = capacity(10);
            f.values[4] = bad;
            assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))), "{bad}");
        }
        assert!(run(&capacity(1)).is_ok());
        let mut zeros = capacity(5);
        zeros.values = vec![0.0; 5];
        assert!(run(&zeros).is_ok());
        assert!(run(&capacity(5000)).is_ok());
    }
}

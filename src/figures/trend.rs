//! A series over published runs: one line per measure (peak solid,
//! sustained dashed) across the runs, oldest first, with the runs where a
//! lasting shift begins ringed. The x axis is categorical like the timeline's
//! (one position per run label, thinned when they would overlap).

use super::draw;
use super::frame::{self, LegendEntry, Plot, Swatch};
use super::svgpost::{Hit, Stroke};
use super::text;
use super::timeline::label_axis;
use super::units::{self, ValueKind};
use super::*;

/// Longest run label in px before it is cut with "…".
const MAX_LABEL_WIDTH: f64 = 160.0;

#[derive(Debug, Clone, Default)]
pub struct TrendLine {
    pub label: String,
    /// One value per run, finite and ≥ 0.
    pub values: Vec<f64>,
    pub dashed: bool,
    pub style_index: usize,
    /// Indices of the runs where a lasting shift of this line begins.
    pub changes: Vec<usize>,
    /// What pointing at each run's point shows (its value label), one per
    /// run; runs without one get no target.
    pub titles: Vec<String>,
}

#[derive(Debug, Clone, Default)]
pub struct RunTrend {
    pub text: FigureText,
    /// Run labels, oldest first.
    pub labels: Vec<String>,
    pub lines: Vec<TrendLine>,
    pub kind: ValueKind,
}

pub fn trend_svg(fig: &RunTrend, look: &Look) -> Result<String, FigureError> {
    let n = fig.labels.len();
    if n == 0 || fig.lines.is_empty() {
        return Err(FigureError::NoData);
    }
    for l in &fig.lines {
        units::check_values("values", &l.values, n)?;
    }
    let max = (fig.lines.iter().flat_map(|l| l.values.iter().copied())).fold(0.0, f64::max);
    let y = units::value_axis(max, fig.kind, look);
    let family = text::family(look);
    text::register(family)?;
    // The plot is about as wide as the canvas less the value axis.
    let spacing = f64::from(look.canvas.width as i32 - 2 * MARGIN - 90) / n as f64;
    let x = label_axis(family, &fig.labels, &[], MAX_LABEL_WIDTH, spacing);
    let legend: Vec<LegendEntry> = (fig.lines.iter())
        .map(|l| LegendEntry {
            label: l.label.clone(),
            style_index: l.style_index,
            swatch: Swatch::Line { dashed: l.dashed },
        })
        .collect();
    frame::render(&fig.text, (&x, &y), true, &legend, look, |plot| {
        draw_lines(plot, &fig.lines)
    })
}

fn draw_lines(plot: &Plot, lines: &[TrendLine]) -> Result<Vec<Hit>, FigureError> {
    let mut hits = Vec::new();
    for l in lines {
        let c = colour(l.style_index);
        let pts: Vec<(i32, i32)> = (l.values.iter().enumerate())
            .map(|(i, &v)| plot.at(i as f64, v))
            .collect();
        if pts.len() > 1 {
            let stroke = if l.dashed { Stroke::SeriesDashed } else { Stroke::Series };
            draw::polyline(plot.area, &pts, c, LINE_WIDTH, stroke)?;
        }
        for &p in &pts {
            draw::draw_marker(plot.area, p, marker(l.style_index), c, l.dashed)?;
        }
        for &i in &l.changes {
            if let Some(&p) = pts.get(i) {
                draw::draw_ring(plot.area, p, c)?;
            }
        }
        hits.extend(pts.iter().zip(&l.titles).map(|(&p, t)| Hit::point(p, t)));
    }
    Ok(hits)
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    fn fig() -> RunTrend {
        RunTrend {
            text: FigureText {
                title: "Read: peak and sustained over the runs".into(),
                x_label: "Run".into(),
                y_label: "GB/s".into(),
                desc: "two lines".into(),
            },
            labels: vec!["r1".into(), "r2".into(), "r3".into(), "<this>".into()],
            lines: vec![
                TrendLine {
                    label: "Peak".into(),
                    values: vec![10.0, 10.2, 8.0, 8.1],
                    dashed: false,
                    style_index: 0,
                    changes: vec![2],
                    titles: ["r1: 10", "r2: 10.2", "r3: 8", "<this>: 8.1"]
                        .map(String::from)
                        .to_vec(),
                },
                TrendLine {
                    label: "Sustained".into(),
                    values: vec![9.0, 9.1, 7.5, 7.4],
                    dashed: true,
                    style_index: 1,
                    changes: vec![],
                    titles: vec![],
                },
            ],
            kind: ValueKind::Count,
        }
    }

    #[test]
    fn two_lines_a_legend_and_a_ring_per_change() {
        let svg = plain_look(|l| trend_svg(&fig(), l)).unwrap();
        let t = texts(&svg);
        for label in ["Peak", "Sustained", "r1", "&lt;this&gt;", "Run"] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        assert!(!series_lines(&svg, "#0072B2").is_empty(), "peak line");
        let r = PEAK_R.to_string();
        let rings = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "r") == Some(r.as_str()) && attr(c, "class").is_none())
            .count();
        assert_eq!(rings, 1, "one change point ringed");
        let targets = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "class") == Some("pt"));
        assert_eq!(targets.count(), 4, "a target per titled run");
        assert!(svg.contains(">&lt;this&gt;: 8.1</text></g>"), "its value label");
        assert_eq!(svg, plain_look(|l| trend_svg(&fig(), l)).unwrap(), "deterministic");
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let run = |f: &RunTrend| plain_look(|l| trend_svg(f, l));
        assert!(matches!(run(&RunTrend::default()), Err(FigureError::NoData)));
        let mut f = fig();
        f.lines[1].values.pop();
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        let mut f = fig();
        f.lines[0].values[1] = f64::NAN;
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        let mut f = fig();
        f.lines[0].changes = vec![99];
        assert!(run(&f).is_ok(), "a change index past the end is ignored");
    }
}

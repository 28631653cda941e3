//! Category bars, e.g. data volume per file type or file count per user: one
//! bar per category in the first palette colour, optionally with each bar's
//! share printed above it and, for a Pareto chart, the cumulative share as a
//! line with markers in the second colour on a right-hand 0–100 % axis.

use super::catframe::{self, CatFrame, CatPlot};
use super::draw::{self, Rect};
use super::frame;
use super::place::{marked_line, Occupied};
use super::svgpost::Hit;
use super::text::text_width;
use super::units::{self, ValueKind};
use super::*;

/// Share of a category's slot covered by its bar.
const BAR_FILL: f64 = 0.7;
/// Widest bar in px, so that a few categories do not make slabs.
const MAX_BAR_WIDTH: f64 = 120.0;
/// Palette entries of the bars and of the cumulative line.
const BAR_STYLE: usize = 0;
const CUMULATIVE_STYLE: usize = 1;

#[derive(Debug, Clone, Default)]
pub struct CategoryBars {
    /// Title, category axis (`x_label`), value axis (`y_label`), description.
    pub text: FigureText,
    /// Already localised, in the order drawn (e.g. largest first, "(other)" last).
    pub categories: Vec<String>,
    /// One value per category, finite and ≥ 0.
    pub values: Vec<f64>,
    pub kind: ValueKind,
    /// Pareto: also draw the cumulative share (0–100 %) as a line with markers
    /// on a right-hand axis titled with this label (e.g. "Cumulative share of
    /// the total (%)"). With `shares` it is a share of the grand total they
    /// were computed from, so a top-N chart ends at the top N's share.
    pub cumulative: Option<String>,
    /// Share of the total that each bar is, as 0..1, printed above the bars
    /// when every label fits its slot.
    pub shares: Option<Vec<f64>>,
    /// What pointing at each bar shows (its value label), one per category;
    /// bars without one get no target (the whole column is the target).
    pub titles: Vec<String>,
}

pub fn category_bars_svg(fig: &CategoryBars, look: &Look) -> Result<String, FigureError> {
    let n = fig.categories.len();
    if n == 0 {
        return Err(FigureError::NoData);
    }
    units::check_values("values", &fig.values, n)?;
    if let Some(shares) = &fig.shares {
        units::check_values("shares", shares, n)?;
        if let Some(s) = shares.iter().find(|&&s| s > 1.0 + 1e-9) {
            return Err(FigureError::InvalidInput(format!(
                "a share of {s} is more than the whole (1)"
            )));
        }
    }
    let max = fig.values.iter().copied().fold(0.0, f64::max);
    let y = units::value_axis(max, fig.kind, look);
    let total: f64 = fig.values.iter().sum();
    // with nothing to add up there is no cumulative share to draw
    let cumulative = fig.cumulative.as_deref().filter(|_| total > 0.0);
    let right = cumulative.map(|label| (units::percent_axis(&y, look), label));
    let frame = CatFrame {
        text: &fig.text,
        categories: &fig.categories,
        y: &y,
        right: right.as_ref().map(|(a, l)| (a, *l)),
    };
    catframe::render(&frame, look, |plot| {
        let mut hits = Vec::new();
        draw_bars(plot, fig)?;
        for (i, t) in fig.titles.iter().enumerate().take(n) {
            let bar = bar_rect(plot, i, fig.values[i]);
            let column = Rect {
                y0: plot.rect.y0,
                ..bar
            };
            hits.push(Hit::over(&column, (plot.x(i).round() as i32, bar.y0.round() as i32), t));
        }
        let mut occupied = Occupied::default();
        if cumulative.is_some() {
            // Of the grand total when the shares say what it is (a top-N
            // chart then ends below 100 %), else of the bars shown.
            let running = match &fig.shares {
                Some(shares) => running_share(shares),
                None => cumulative_percent(&fig.values, total),
            };
            draw_cumulative(plot, &running, &mut occupied)?;
        }
        if let Some(shares) = &fig.shares {
            draw_shares(plot, &fig.values, shares, &occupied)?;
        }
        Ok(hits)
    })
}

fn bar_rect(plot: &CatPlot, i: usize, v: f64) -> Rect {
    let half = (plot.slot() * BAR_FILL).min(MAX_BAR_WIDTH) / 2.0;
    Rect {
        x0: plot.x(i) - half,
        y0: plot.y(v),
        x1: plot.x(i) + half,
        y1: plot.rect.y1,
    }
}

fn draw_bars(plot: &CatPlot, fig: &CategoryBars) -> Result<(), FigureError> {
    for (i, &v) in fig.values.iter().enumerate() {
        let r = bar_rect(plot, i, v);
        if r.y1 - r.y0 >= 0.5 {
            draw::bar(plot.area, &r, BAR_STYLE)?;
        }
    }
    Ok(())
}

/// Cumulative share in percent after each category; the last one is exactly 100.
pub(super) fn cumulative_percent(values: &[f64], total: f64) -> Vec<f64> {
    let mut sum = 0.0;
    let mut out: Vec<f64> = (values.iter())
        .map(|v| {
            sum += v;
            (100.0 * sum / total).min(100.0)
        })
        .collect();
    if let Some(last) = out.last_mut() {
        *last = 100.0;
    }
    out
}

/// Running sum of shares of the grand total, in percent (never above 100).
pub(super) fn running_share(shares: &[f64]) -> Vec<f64> {
    let mut sum = 0.0;
    (shares.iter())
        .map(|s| {
            sum += s;
            (100.0 * sum).min(100.0)
        })
        .collect()
}

fn draw_cumulative(plot: &CatPlot, running: &[f64], occupied: &mut Occupied) -> Result<(), FigureError> {
    let pts: Vec<(i32, i32)> = (running.iter().enumerate())
        .map(|(i, &p)| (plot.x(i).round() as i32, plot.y_right(p).round() as i32))
        .collect();
    marked_line(plot.area, &pts, CUMULATIVE_STYLE, occupied)
}

/// Share labels, only when every one fits its slot: centred above the bar, or
/// beside the cumulative marker, or in white inside the top of the bar, the
/// first that crosses no line or marker; else above it on a white backing.
fn draw_shares(plot: &CatPlot, values: &[f64], shares: &[f64], occupied: &Occupied) -> Result<(), FigureError> {
    let labels: Vec<(String, f64)> = (shares.iter())
        .map(|&s| {
            let l = units::share_label(s, plot.look);
            let w = text_width(plot.family, &l, ANNOT_PX, false);
            (l, w)
        })
        .collect();
    let (gap, h) = (3.0, ANNOT_PX + 2.0);
    let fits = |((_, w), &v): (&(String, f64), &f64)| w + 4.0 <= plot.slot() && plot.y(v) - gap - h >= plot.rect.y0;
    if !labels.iter().zip(values).all(fits) {
        return Ok(());
    }
    let bar_half = (plot.slot() * BAR_FILL).min(MAX_BAR_WIDTH) / 2.0;
    let clear = f64::from(MARKER_R) + 3.0;
    for (i, ((l, w), &v)) in labels.iter().zip(values).enumerate() {
        let (cx, top) = (plot.x(i), plot.y(v));
        let at = |x0: f64, y0: f64| Rect::sized(x0, y0, *w, h);
        let above = at(cx - w / 2.0, top - gap - h);
        let inside = at(cx - w / 2.0, top + gap);
        let candidates = [
            (above, INK),
            (at(cx + clear, top - gap - h), INK),
            (at(cx - clear - w, top - gap - h), INK),
            (inside, (255, 255, 255)),
        ];
        let within = |r: &Rect, ink| match ink {
            INK => r.x0 >= cx - plot.slot() / 2.0 && r.x1 <= cx + plot.slot() / 2.0,
            _ => r.x0 >= cx - bar_half && r.x1 <= cx + bar_half && r.y1 + gap <= plot.rect.y1,
        };
        let spot = (candidates.iter()).find(|(r, ink)| within(r, *ink) && occupied.hits(r) == 0);
        match spot {
            Some((r, ink)) => frame::note(plot.area, plot.family, l, (r.x0, r.y0 + 1.0), *ink, false)?,
            None => frame::note(plot.area, plot.family, l, (above.x0, above.y0 + 1.0), INK, true)?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::*;

    const GIB: f64 = 1_073_741_824.0;

    fn file_types() -> CategoryBars {
        let cats = [
            "(none)", "h5", "nc", "tar.gz", "dat", "log", "<script>", "out", "txt", "(other)",
        ];
        let values = [410.0, 260.0, 120.0, 80.0, 40.0, 20.0, 12.0, 6.0, 3.0, 48.0].map(|v| v * 1024.0 * GIB);
        let total: f64 = values.iter().sum();
        CategoryBars {
            text: FigureText {
                title: "Data volume by file type".into(),
                x_label: "File type".into(),
                y_label: "Data volume".into(),
                desc: "Pareto chart".into(),
            },
            categories: cats.iter().map(|c| c.to_string()).collect(),
            values: values.to_vec(),
            kind: ValueKind::Bytes,
            cumulative: Some("Cumulative share (%)".into()),
            shares: Some(values.iter().map(|v| v / total).collect()),
            titles: cats.iter().map(|c| format!("{c}: …")).collect(),
        }
    }

    fn bars(svg: &str) -> Vec<&str> {
        elements(svg, "rect")
            .into_iter()
            .filter(|r| attr(r, "fill") == Some("#0072B2"))
            .collect()
    }

    #[test]
    fn pareto_bars_line_and_labels() {
        let fig = file_types();
        let svg = plain_look(|l| category_bars_svg(&fig, l)).unwrap();
        assert_eq!(bars(&svg).len(), 10);
        let targets: Vec<&str> = (elements(&svg, "rect").into_iter())
            .filter(|r| attr(r, "class") == Some("pt"))
            .collect();
        assert_eq!(targets.len(), 10, "a column per category");
        let lines = series_lines(&svg, "#D55E00");
        assert_eq!(lines.len(), 1, "one cumulative line");
        assert_eq!(filled_markers(&svg, "#D55E00").len(), 10);
        let t = texts(&svg);
        for label in [
            "0",
            "100 TiB",
            "500 TiB",
            "0%",
            "100%",
            "Cumulative share (%)",
            "41%",
            "(none)",
        ] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        // category labels set straight, each clear of its neighbours
        let cats: Vec<(f64, &String)> = (elements(&svg, "text").into_iter().zip(&t))
            .filter(|(_, x)| fig.categories.iter().any(|c| super::super::text::xml_escape(c) == **x))
            .filter_map(|(e, x)| Some((attr(e, "x")?.parse().ok()?, x)))
            .collect();
        assert_eq!(cats.len(), 10);
        for w in cats.windows(2) {
            let half = |l: &str| text_width(FAMILY, l, TICK_PX, false) / 2.0;
            assert!(w[1].0 - w[0].0 >= half(w[0].1) + half(w[1].1) + 4.0, "{w:?}");
        }
        // the last point of the line is on the 100 % tick
        let last_y = attr(lines[0], "points")
            .and_then(|p| p.split_whitespace().last())
            .and_then(|p| p.split(',').nth(1))
            .and_then(|y| y.parse::<i32>().ok())
            .unwrap();
        let hundred = elements(&svg, "text")
            .into_iter()
            .zip(&t)
            .find(|(_, x)| *x == "100%")
            .and_then(|(e, _)| attr(e, "y")?.parse::<i32>().ok())
            .unwrap();
        assert_eq!(last_y, hundred);
        // escaping and accessibility
        assert!(t.iter().any(|x| x == "&lt;script&gt;") && !svg.contains("<script"));
        assert!((svg.lines())
            .nth(1)
            .unwrap()
            .contains(">Data volume by file type</title>"));
        assert!(resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).is_ok());
        assert_eq!(
            svg,
            plain_look(|l| category_bars_svg(&fig, l)).unwrap(),
            "deterministic"
        );
    }

    #[test]
    fn plain_bars_counts_italian_and_chinese() {
        let fig = CategoryBars {
            categories: ["臨時檔案", "模擬輸出", "備份", "日誌"].map(String::from).to_vec(),
            values: vec![1_500_000.0, 460_000.0, 120_500.0, 8_000.0],
            kind: ValueKind::Count,
            ..Default::default()
        };
        let svg = it_look(|l| category_bars_svg(&fig, l)).unwrap();
        assert_eq!(bars(&svg).len(), 4);
        assert!(
            series_lines(&svg, "#D55E00").is_empty(),
            "no cumulative line unless asked"
        );
        assert!(!svg.contains("%"), "no shares, no percent axis");
        let t = texts(&svg);
        for label in ["0", "0,5M", "1,5M", "臨時檔案", "日誌"] {
            assert!(t.iter().any(|x| x == label), "{label} missing in {t:?}");
        }
        let fig = CategoryBars {
            categories: vec!["a".into(), "b".into()],
            values: vec![1.5 * 1024.0 * 1024.0 * GIB, 0.2 * 1024.0 * 1024.0 * GIB],
            kind: ValueKind::Bytes,
            ..Default::default()
        };
        let t = texts(&it_look(|l| category_bars_svg(&fig, l)).unwrap());
        assert!(
            t.iter().any(|x| x == "1,5 PiB") && t.iter().any(|x| x == "1 PiB"),
            "{t:?}"
        );
    }

    #[test]
    fn long_labels_are_slanted_and_cut() {
        let mut fig = file_types();
        fig.categories = (0..12)
            .map(|i| format!("project-{i}-simulation-checkpoints-and-restarts"))
            .collect();
        fig.values.extend([1.0, 1.0]);
        fig.shares = None;
        let svg = plain_look(|l| category_bars_svg(&fig, l)).unwrap();
        let slanted: Vec<&str> = (elements(&svg, "text").into_iter())
            .filter(|e| e.contains("rotate(-35,"))
            .collect();
        assert_eq!(slanted.len(), 12);
        assert!(texts(&svg).iter().any(|x| x.ends_with('…')));
    }

    #[test]
    fn bad_input_is_an_error_not_a_panic() {
        let run = |f: &CategoryBars| plain_look(|l| category_bars_svg(f, l));
        assert!(matches!(run(&CategoryBars::default()), Err(FigureError::NoData)));
        let mut f = file_types();
        f.values.pop();
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        for bad in [f64::NAN, -1.0, f64::INFINITY] {
            let mut f = file_types();
            f.values[3] = bad;
            assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))), "{bad}");
        }
        let mut f = file_types();
        f.shares.as_mut().unwrap().push(0.1);
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        let mut f = file_types();
        f.shares.as_mut().unwrap()[0] = 1.5;
        assert!(matches!(run(&f), Err(FigureError::InvalidInput(_))));
        let mut f = file_types();
        f.values[0] = 1e300;
        assert!(matches!(run(&f), Err(FigureError::OutOfRange { .. })));
        let mut zeros = file_types();
        zeros.values.iter_mut().for_each(|v| *v = 0.0);
        let svg = run(&zeros).unwrap();
        assert!(series_lines(&svg, "#D55E00").is_empty(), "no share of nothing");
        let mut one = file_types();
        one.categories.truncate(1);
        one.values.truncate(1);
        one.shares = Some(vec![1.0]);
        assert!(run(&one).is_ok());
        let mut many = file_types();
        many.categories = (0..400).map(|i| format!("c{i}")).collect();
        many.values = vec![1.0; 400];
        many.shares = None;
        assert!(run(&many).is_ok());
    }
}

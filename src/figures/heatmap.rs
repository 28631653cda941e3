//! Annotated heat map of one value over two swept parameters (iodepth ×
//! threads, file size × record size): one cell per combination, its value
//! written in it, the best cell framed (vermilion, white inner line) and starred, and so is
//! every cell that ties with it. The fill is a
//! single-hue ramp whose lightness falls with the value, so the order of the
//! cells survives greyscale print; text turns white on dark cells. Missing
//! combinations stay white with a dash.
//!
//! A map of changes ([`Scale::Change`], the diff's grids) diverges from a
//! light grey at 0 instead: red where the change is for the worse, blue for
//! the better (ColorBrewer "RdBu" ends), by the logarithm of the ratio so
//! that a halving weighs as much as a doubling, strongest from there on
//! ([`CHANGE_FULL`]); values written as signed percentages. Cell text is
//! left out altogether when a
//! label would not fit its cell (grids of hundreds of cells).

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::axes::{self, Axis};
use super::frame::{self, LegendEntry, Swatch};
use super::svgpost::{Hit, Stroke};
use super::text;
use super::units;
use super::*;

/// Light to dark: sequential blues (ColorBrewer "Blues" ends).
const RAMP_LIGHT: (u8, u8, u8) = (0xEF, 0xF3, 0xFF);
const RAMP_DARK: (u8, u8, u8) = (0x08, 0x30, 0x6B);
const BEST_MARK: &str = "★ ";
/// Change maps: no change, worse, better.
const CHANGE_ZERO: (u8, u8, u8) = (0xF7, 0xF7, 0xF7);
const CHANGE_WORSE: (u8, u8, u8) = (0xB2, 0x18, 0x2B);
const CHANGE_BETTER: (u8, u8, u8) = (0x21, 0x66, 0xAC);

/// The ratio (current ÷ baseline, or its inverse) at which a change map's
/// colour is strongest.
pub const CHANGE_FULL: f64 = 2.0;

/// What the fill says.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub enum Scale {
    /// Larger values darker, one hue.
    #[default]
    Sequential,
    /// Values are changes in percent: red towards the worse side (a drop
    /// when higher is better), blue towards the better.
    Change { higher_is_better: bool },
}

#[derive(Debug, Clone, Default)]
pub struct HeatMap {
    pub text: FigureText,
    /// Column labels (x axis), left to right.
    pub columns: Vec<String>,
    /// Row labels (y axis), bottom to top.
    pub rows: Vec<String>,
    /// `values[row][column]`; `None` = not measured.
    pub values: Vec<Vec<Option<f64>>>,
    /// (row, column) of the best cell and of each that ties with it.
    pub best: Vec<(usize, usize)>,
    pub scale: Scale,
    /// The values' unit (`IOPS`), written after the colour scale's ends.
    pub unit: String,
    /// What pointing at each cell shows (its value label), `titles[row][column]`;
    /// cells without one get no target.
    pub titles: Vec<Vec<String>>,
}

/// Steps of the colour scale under the map.
const SCALE_STEPS: usize = 20;

fn mix(from: (u8, u8, u8), to: (u8, u8, u8), t: f64) -> (u8, u8, u8) {
    let l = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
    (l(from.0, to.0), l(from.1, to.1), l(from.2, to.2))
}

/// A cell's fill and whether it is dark (white text), for a finite value.
fn fill(scale: Scale, v: f64, (lo, hi): (f64, f64)) -> ((u8, u8, u8), bool) {
    match scale {
        Scale::Sequential => {
            let t = if hi > lo { (v - lo) / (hi - lo) } else { 1.0 };
            (mix(RAMP_LIGHT, RAMP_DARK, 0.08 + 0.92 * t), t > 0.45)
        }
        Scale::Change { higher_is_better } => {
            // log2 of the ratio within ±1 (−100 % and below: fully worse);
            // the square root lets a 10 % change show.
            let l = (1.0 + v / 100.0)
                .max(f64::MIN_POSITIVE)
                .log(CHANGE_FULL)
                .clamp(-1.0, 1.0);
            let good = if higher_is_better { l } else { -l };
            let t = good.abs().sqrt();
            let end = if good < 0.0 { CHANGE_WORSE } else { CHANGE_BETTER };
            (mix(CHANGE_ZERO, end, t), t > 0.6)
        }
    }
}

pub fn heatmap_svg(fig: &HeatMap, look: &Look) -> Result<String, FigureError> {
    if fig.values.len() != fig.rows.len() || fig.values.iter().any(|r| r.len() != fig.columns.len()) {
        return Err(FigureError::InvalidInput(format!(
            "heat map of {} rows × {} columns has values of another shape",
            fig.rows.len(),
            fig.columns.len()
        )));
    }
    let finite: Vec<f64> = (fig.values.iter())
        .flatten()
        .flatten()
        .copied()
        .filter(|v| v.is_finite())
        .collect();
    if finite.is_empty() {
        return Err(FigureError::NoData);
    }
    check_magnitude(&finite, false)?;
    let (lo, hi) = extent(&finite);
    let x = Axis::categories(fig.columns.len(), fig.columns.iter().cloned().enumerate());
    let y = Axis::categories(fig.rows.len(), fig.rows.iter().cloned().enumerate());
    let legend = [colour_scale(fig, (lo, hi), look)];
    frame::render(&fig.text, (&x, &y), false, &legend, look, |plot| {
        let mut hits = Vec::new();
        let label = |v: Option<f64>, best: bool| match v {
            Some(v) if matches!(fig.scale, Scale::Change { .. }) => axes::percent_label(v, look),
            Some(v) if best => format!("{BEST_MARK}{}", units::value_label(v, ValueKind::Count, look, false)),
            Some(v) => units::value_label(v, ValueKind::Count, look, false),
            None => "–".into(),
        };
        // Cell text only when every label fits its cell.
        let ((x0, y0), (x1, y1)) = (plot.at(-0.5, 0.5), plot.at(0.5, -0.5));
        let annotate = f64::from(y1 - y0) >= TICK_PX + 4.0
            && fig.values.iter().enumerate().all(|(r, row)| {
                row.iter().enumerate().all(|(c, v)| {
                    let best = fig.best.contains(&(r, c));
                    let px = if best { TICK_PX + 1.0 } else { TICK_PX };
                    text::text_width(plot.family, &label(*v, best), px, best) + 6.0 <= f64::from(x1 - x0)
                })
            });
        for (r, row) in fig.values.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                let (x0, y0) = plot.at(c as f64 - 0.5, r as f64 + 0.5);
                let (x1, y1) = plot.at(c as f64 + 0.5, r as f64 - 0.5);
                let v = v.filter(|v| v.is_finite());
                let (rgb, dark) = v.map_or(((255, 255, 255), false), |v| fill(fig.scale, v, (lo, hi)));
                plot.area
                    .draw(&Rectangle::new([(x0, y0), (x1, y1)], draw::rgb(rgb).filled()))?;
                plot.area.draw(&Rectangle::new(
                    [(x0, y0), (x1, y1)],
                    draw::rgb((255, 255, 255)).stroke_width(1),
                ))?;
                if let Some(title) = fig.titles.get(r).and_then(|t| t.get(c)) {
                    let cell = draw::Rect {
                        x0: f64::from(x0),
                        y0: f64::from(y0),
                        x1: f64::from(x1),
                        y1: f64::from(y1),
                    };
                    hits.push(Hit::over(&cell, ((x0 + x1) / 2, y0.min(y1)), title));
                }
                let best = fig.best.contains(&(r, c));
                if best {
                    // Vermilion (mid-grey in print) with a white inner line:
                    // visible on the darkest and the lightest fill alike.
                    let ring = |d: i32| {
                        [
                            (x0 + d, y0 + d),
                            (x1 - d, y0 + d),
                            (x1 - d, y1 - d),
                            (x0 + d, y1 - d),
                            (x0 + d, y0 + d),
                        ]
                    };
                    draw::polyline(plot.area, &ring(3), PALETTE[1], 4, Stroke::Plain)?;
                    draw::polyline(plot.area, &ring(6), (255, 255, 255), 1, Stroke::Plain)?;
                }
                if !annotate {
                    continue;
                }
                // A missing cell is the figure's background (white, dark in
                // the dark scheme) and takes the page's ink like the axes.
                let ink = match v {
                    Some(_) if dark => CELL_INK_ON_DARK,
                    Some(_) => CELL_INK,
                    None => INK,
                };
                let px = if best { TICK_PX + 1.0 } else { TICK_PX };
                let style = text::style(plot.family, px, best, ink, Pos::new(HPos::Center, VPos::Center));
                plot.area
                    .draw_text(&label(v, best), &style, ((x0 + x1) / 2, (y0 + y1) / 2))?;
            }
        }
        Ok(hits)
    })
}

/// The legend's colour scale: the lowest value's colour to the highest's,
/// each end's value with the unit; a change map's from −50 % to +100 %
/// (where its colours are strongest), the worse side on the left.
fn colour_scale(fig: &HeatMap, (lo, hi): (f64, f64), look: &Look) -> LegendEntry {
    let with_unit = |v: f64| {
        let v = units::value_label(v, ValueKind::Count, look, false);
        match fig.unit.as_str() {
            "" => v,
            u => format!("{v}\u{a0}{u}"),
        }
    };
    // The value at `t` along the bar (0 left, 1 right); a change map's
    // ratios are spread evenly on their logarithm, as its colours are.
    let at = |t: f64| match fig.scale {
        Scale::Sequential => lo + (hi - lo) * t,
        Scale::Change { higher_is_better } => {
            let side = if higher_is_better { 1.0 } else { -1.0 };
            (CHANGE_FULL.powf(side * (2.0 * t - 1.0)) - 1.0) * 100.0
        }
    };
    let (low, high) = match fig.scale {
        Scale::Sequential => (with_unit(lo), with_unit(hi)),
        Scale::Change { .. } => (axes::percent_label(at(0.0), look), axes::percent_label(at(1.0), look)),
    };
    let colours = (0..SCALE_STEPS)
        .map(|k| fill(fig.scale, at((k as f64 + 0.5) / SCALE_STEPS as f64), (lo, hi)).0)
        .collect();
    LegendEntry {
        label: high,
        style_index: 0,
        swatch: Swatch::Ramp { low, colours },
    }
}

#[cfg(test)]
#[path = "heatmap_tests.rs"]
mod tests;

//! The frame every figure shares: canvas, title, axes with their ticks and labels,
//! the legend below the plot; the data itself is drawn by a callback.

use std::ops::Range;

use plotters::coord::ranged1d::{DefaultFormatting, KeyPointHint, Ranged};
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::axes::Axis;
use super::draw::{self, rgb, Area, Rect};
use super::place::{label_spot, pixel, Occupied};
use super::svgpost::{self, Hit, Stroke};
use super::text::{self, line_height, text_width};
use super::*;

pub(super) enum Swatch {
    Line {
        dashed: bool,
    },
    Bar,
    /// A colour scale: `low` (its left end's value), the colours from left
    /// to right, then the entry's label (the right end's value).
    Ramp {
        low: String,
        colours: Vec<(u8, u8, u8)>,
    },
}

/// The width of a colour scale's bar.
const RAMP_W: i32 = 200;

/// What stands before an entry's label: its line, bar or scale, and the gap.
fn sample_width(family: &str, e: &LegendEntry) -> f64 {
    match &e.swatch {
        Swatch::Ramp { low, .. } => text_width(family, low, LEGEND_PX, false) + f64::from(RAMP_W + 2 * GAP),
        _ => f64::from(LEGEND_SAMPLE + GAP),
    }
}

pub(super) struct LegendEntry {
    pub label: String,
    pub style_index: usize,
    pub swatch: Swatch,
}

/// A legend entry per item that has a label: (label, style index, swatch).
pub(super) fn legend<'l>(items: impl Iterator<Item = (&'l String, usize, Swatch)>) -> Vec<LegendEntry> {
    (items.filter(|i| !i.0.is_empty()))
        .map(|(label, style_index, swatch)| LegendEntry {
            label: label.clone(),
            style_index,
            swatch,
        })
        .collect()
}

/// What the data-drawing callback gets: the canvas in absolute pixels and the
/// mapping from axis space to pixels.
pub(super) struct Plot<'p, 'a> {
    pub area: &'p Area<'a>,
    pub rect: Rect,
    pub family: &'p str,
    pub look: &'p Look<'p>,
    map: &'p dyn Fn(f64, f64) -> (i32, i32),
}

impl Plot<'_, '_> {
    /// Pixel position of an axis-space point.
    pub fn at(&self, x: f64, y: f64) -> (i32, i32) {
        (self.map)(x, y)
    }
}

/// Draws the frame (`fig_text`, the axes, grid lines across x when `x_grid`),
/// lets `draw_data` draw into the plot, then the legend; returns the
/// finished, accessible SVG document with the hit targets `draw_data` returned.
pub(super) fn render<F>(
    fig_text: &FigureText,
    (x, y): (&Axis, &Axis),
    x_grid: bool,
    legend: &[LegendEntry],
    look: &Look,
    draw_data: F,
) -> Result<String, FigureError>
where
    F: FnOnce(&Plot) -> Result<Vec<Hit>, FigureError>,
{
    let family = text::family(look);
    text::register(family)?;
    let Canvas { width, height } = look.canvas;
    // A CJK value-axis label is set upright above the axis, not turned sideways.
    let (y_label_h, x_desc_h) = title_room(text::upright(&fig_text.y_label), &fig_text.x_label);
    let top = MARGIN + y_label_h;

    let y_area = axis_width(family, y, &fig_text.y_label);
    let (plot_x0, plot_x1) = (MARGIN + y_area, width as i32 - RIGHT_MARGIN);

    let rows = legend_rows(family, legend, f64::from(plot_x1 - plot_x0));
    let row_h = (LEGEND_PX * 1.9).round() as i32;
    let legend_h = rows.len() as i32 * row_h;
    let bottom = MARGIN + legend_h + if rows.is_empty() { 0 } else { GAP };
    let x_area = 2 * TICK_LEN + line_height(TICK_PX) as i32 + x_desc_h + 2;
    let plot_h = height as i32 - top - bottom - x_area;
    let plot_w = plot_x1 - plot_x0;
    if plot_h < MIN_PLOT_HEIGHT || plot_w < MIN_PLOT_WIDTH {
        return Err(FigureError::Layout(format!("{plot_w}×{plot_h} px")));
    }
    let finite = |a: &Axis| a.lo.is_finite() && a.hi.is_finite() && a.lo < a.hi;
    if !finite(x) || !finite(y) {
        return Err(FigureError::NoData);
    }
    let rect = Rect {
        x0: f64::from(plot_x0),
        y0: f64::from(top),
        x1: f64::from(plot_x1),
        y1: f64::from(top + plot_h),
    };
    let x_ticks = thin(
        &x.ticks,
        |v| rect.x0 + (v - x.lo) / (x.hi - x.lo) * (rect.x1 - rect.x0),
        |l| text_width(family, l, TICK_PX, false),
    );
    let y_ticks = thin(
        &y.ticks,
        |v| rect.y1 - (v - y.lo) / (y.hi - y.lo) * (rect.y1 - rect.y0),
        |_| line_height(TICK_PX),
    );

    let mut buf = String::new();
    let hits = {
        let root = SVGBackend::with_string(&mut buf, (width, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let tick_style = text::style(family, TICK_PX, false, INK, Pos::default());
        let x_fmt = |v: &f64| tick_label(&x_ticks, *v);
        let y_fmt = |v: &f64| tick_label(&y_ticks, *v);
        let chart_area = root.margin(top, bottom, MARGIN, RIGHT_MARGIN);
        let mut chart = ChartBuilder::on(&chart_area)
            .x_label_area_size(x_area)
            .y_label_area_size(y_area)
            .build_cartesian_2d(
                Ticked::new(x.lo..x.hi, &x_ticks, &x.minor),
                Ticked::new(y.lo..y.hi, &y_ticks, &y.minor),
            )?;
        let mut mesh = chart.configure_mesh();
        mesh.bold_line_style(rgb(GRID))
            .light_line_style(rgb(MINOR_GRID))
            .axis_style(rgb(INK))
            .set_all_tick_mark_size(TICK_LEN)
            .x_label_style(tick_style.clone())
            .y_label_style(tick_style)
            .x_label_formatter(&x_fmt)
            .y_label_formatter(&y_fmt);
        if !x_grid {
            mesh.disable_x_mesh();
        }
        mesh.draw()?;

        x_title(&root, family, &fig_text.x_label, &rect, x_area)?;
        y_title(
            &root,
            family,
            &fig_text.y_label,
            &rect,
            MARGIN,
            (HPos::Left, MARGIN),
            rect.x1 - f64::from(MARGIN),
        )?;
        let map = |x: f64, y: f64| chart.backend_coord(&(x, y));
        let plot = Plot {
            area: &root,
            rect,
            family,
            look,
            map: &map,
        };
        let hits = draw_data(&plot)?;
        draw_legend(&plot, legend, &rows, height as i32 - MARGIN - legend_h, row_h)?;
        root.present()?;
        hits
    };
    Ok(svgpost::add_hits(&svgpost::finish(&buf, fig_text), &hits, look))
}

/// The room for a value axis title set upright above the plot (when
/// `upright`), and for the x axis title `x_label` under the tick labels.
pub(super) fn title_room(upright: bool, x_label: &str) -> (i32, i32) {
    let line = line_height(AXIS_LABEL_PX) as i32 + GAP;
    (
        if upright { line } else { 0 },
        if x_label.is_empty() { 0 } else { line },
    )
}

/// The width of a value axis beside the plot: its title (turned, unless
/// it is empty or set upright above the plot), tick labels and ticks.
pub(super) fn axis_width(family: &str, axis: &Axis, title: &str) -> i32 {
    let widest = (axis.ticks.iter())
        .map(|(_, l)| text_width(family, l, TICK_PX, false))
        .fold(0.0, f64::max);
    let title_w = if title.is_empty() || text::upright(title) {
        0
    } else {
        line_height(AXIS_LABEL_PX) as i32 + GAP
    };
    title_w + widest.ceil() as i32 + 2 * TICK_LEN + 2
}

/// A plain f64 axis whose tick marks and grid lines are exactly the given ones
/// (plotters' `WithKeyPoints` would lose the label formatter for f64).
struct Ticked {
    range: Range<f64>,
    bold: Vec<f64>,
    light: Vec<f64>,
}

impl Ticked {
    fn new(range: Range<f64>, ticks: &[(f64, String)], minor: &[f64]) -> Self {
        let bold = ticks.iter().map(|t| t.0).collect();
        Ticked {
            range,
            bold,
            light: minor.to_vec(),
        }
    }
}

impl Ranged for Ticked {
    type FormatOption = DefaultFormatting;
    type ValueType = f64;

    fn map(&self, v: &f64, limit: (i32, i32)) -> i32 {
        let span = self.range.end - self.range.start;
        if span <= 0.0 || !v.is_finite() {
            return (limit.0 + limit.1) / 2;
        }
        let t = (v - self.range.start) / span;
        limit.0 + (f64::from(limit.1 - limit.0) * t).round() as i32
    }

    fn key_points<H: KeyPointHint>(&self, hint: H) -> Vec<f64> {
        if hint.weight().allow_light_points() {
            self.light.clone()
        } else {
            self.bold.clone()
        }
    }

    fn range(&self) -> Range<f64> {
        self.range.clone()
    }
}

fn tick_label(ticks: &[(f64, String)], v: f64) -> String {
    (ticks.iter())
        .find(|(p, _)| (p - v).abs() < 1e-9)
        .map(|(_, l)| l.clone())
        .unwrap_or_default()
}

/// Drops tick labels (and their ticks) that would collide with the previous one
/// kept: `px` maps a tick to its pixel position along the axis, `size` gives a
/// label's extent along the axis.
fn thin(ticks: &[(f64, String)], px: impl Fn(f64) -> f64, size: impl Fn(&str) -> f64) -> Vec<(f64, String)> {
    let mut kept = vec![];
    let mut last: Option<(f64, f64)> = None;
    for (pos, label) in ticks {
        let (p, s) = (px(*pos), size(label));
        if last.is_none_or(|(lp, ls)| (p - lp).abs() >= (s + ls) / 2.0 + 6.0) {
            kept.push((*pos, label.clone()));
            last = Some((p, s));
        }
    }
    kept
}

/// The x axis title, centred under the plot's tick labels.
pub(super) fn x_title(area: &Area, family: &str, label: &str, rect: &Rect, x_area: i32) -> Result<(), FigureError> {
    if label.is_empty() {
        return Ok(());
    }
    let label = text::fit(family, label, AXIS_LABEL_PX, rect.x1 - rect.x0);
    let style = text::style(family, AXIS_LABEL_PX, false, INK, Pos::new(HPos::Center, VPos::Top));
    let y = rect.y1 as i32 + x_area - line_height(AXIS_LABEL_PX) as i32;
    area.draw_text(&label, &style, (((rect.x0 + rect.x1) / 2.0) as i32, y))?;
    Ok(())
}

/// A value axis title: turned a quarter and centred on the plot's height
/// at `x`; a CJK one upright above the plot instead, anchored at
/// `upright` and at most `width` wide.
pub(super) fn y_title(
    area: &Area,
    family: &str,
    label: &str,
    rect: &Rect,
    x: i32,
    upright: (HPos, i32),
    width: f64,
) -> Result<(), FigureError> {
    if label.is_empty() {
        return Ok(());
    }
    if text::upright(label) {
        let fitted = text::fit(family, label, AXIS_LABEL_PX, width);
        let style = text::style(family, AXIS_LABEL_PX, false, INK, Pos::new(upright.0, VPos::Bottom));
        area.draw_text(&fitted, &style, (upright.1, rect.y0 as i32 - GAP))?;
        return Ok(());
    }
    let height = rect.y1 - rect.y0;
    let full = text_width(family, label, AXIS_LABEL_PX, false);
    let px = (AXIS_LABEL_PX * height / full.max(1.0)).clamp(TICK_PX, AXIS_LABEL_PX);
    let fitted = text::fit(family, label, px, height);
    let style = text::rotated(text::style(family, px, false, INK, Pos::new(HPos::Center, VPos::Top)));
    area.draw_text(&fitted, &style, (x, ((rect.y0 + rect.y1) / 2.0) as i32))?;
    Ok(())
}

/// Legend entries flowed into rows no wider than `width`: (entry index, label, width).
fn legend_rows(family: &str, entries: &[LegendEntry], width: f64) -> Vec<Vec<(usize, String, f64)>> {
    let mut rows: Vec<Vec<(usize, String, f64)>> = vec![];
    let mut used = f64::INFINITY;
    for (i, e) in entries.iter().enumerate() {
        let fixed = sample_width(family, e);
        let label = text::fit(family, &e.label, LEGEND_PX, width - fixed);
        let w = fixed + text_width(family, &label, LEGEND_PX, false);
        let gap = f64::from(LEGEND_ENTRY_GAP);
        match rows.last_mut() {
            Some(row) if used + gap + w <= width => {
                row.push((i, label, w));
                used += gap + w;
            }
            _ => {
                rows.push(vec![(i, label, w)]);
                used = w;
            }
        }
    }
    rows
}

fn draw_legend(
    plot: &Plot,
    entries: &[LegendEntry],
    rows: &[Vec<(usize, String, f64)>],
    top: i32,
    row_h: i32,
) -> Result<(), FigureError> {
    let left = Pos::new(HPos::Left, VPos::Center);
    let style = text::style(plot.family, LEGEND_PX, false, LEGEND_INK, left);
    for (r, row) in rows.iter().enumerate() {
        // From the plot's left edge, as the y axis: on a phone the figure
        // scrolls sideways, and a centred legend began out of sight.
        let mut x = plot.rect.x0;
        let cy = top + r as i32 * row_h + row_h / 2;
        for (i, label, w) in row {
            let e = &entries[*i];
            let c = colour(e.style_index);
            let x0 = x.round() as i32;
            let mid = (x0 + LEGEND_SAMPLE / 2, cy);
            let sample = sample_width(plot.family, e).round() as i32;
            match &e.swatch {
                &Swatch::Line { dashed } => {
                    let stroke = if dashed { Stroke::SeriesDashed } else { Stroke::Series };
                    draw::polyline(plot.area, &[(x0, cy), (x0 + LEGEND_SAMPLE, cy)], c, LINE_WIDTH, stroke)?;
                    draw::draw_marker(plot.area, mid, marker(e.style_index), c, dashed)?;
                }
                Swatch::Bar => {
                    let (w, h) = (f64::from(LEGEND_SAMPLE - 12), 14.0);
                    let r = Rect::sized(f64::from(x0 + 6), f64::from(cy - 7), w, h);
                    draw::bar(plot.area, &r, e.style_index)?;
                }
                Swatch::Ramp { low, colours } => {
                    plot.area.draw_text(low, &style, (x0, cy))?;
                    let left = x0 + sample - RAMP_W - GAP;
                    let n = colours.len().max(1) as i32;
                    for (k, c) in colours.iter().enumerate() {
                        let k = k as i32;
                        let (a, b) = (left + RAMP_W * k / n, left + RAMP_W * (k + 1) / n);
                        plot.area
                            .draw(&Rectangle::new([(a, cy - 7), (b, cy + 7)], draw::rgb(*c).filled()))?;
                    }
                    let outline = draw::rgb(MUTED).stroke_width(1);
                    plot.area
                        .draw(&Rectangle::new([(left, cy - 7), (left + RAMP_W, cy + 7)], outline))?;
                }
            }
            plot.area.draw_text(label, &style, (x0 + sample, cy))?;
            x += w + f64::from(LEGEND_ENTRY_GAP);
        }
    }
    Ok(())
}

/// `label` beside the point `p`, where it covers the fewest lines, markers
/// and labels of `occupied`, which then holds it too.
pub(super) fn label_near(plot: &Plot, occupied: &mut Occupied, label: &str, p: (i32, i32)) -> Result<(), FigureError> {
    let w = text_width(plot.family, label, ANNOT_PX, false);
    let spot = label_spot(occupied, &plot.rect, pixel(p), w, ANNOT_PX + 2.0);
    note(plot.area, plot.family, label, (spot.x0, spot.y0 + 1.0), INK, true)?;
    occupied.boxes.push(spot);
    Ok(())
}

/// `label` in [`ANNOT_PX`] with its top-left corner at `at`, in `ink`; on a
/// translucent white backing when `backing`, so that it stays readable over lines.
pub(super) fn note(
    area: &Area,
    family: &str,
    label: &str,
    at: (f64, f64),
    ink: (u8, u8, u8),
    backing: bool,
) -> Result<(), FigureError> {
    let (x, y) = (at.0.round() as i32, at.1.round() as i32);
    if backing {
        let w = text_width(family, label, ANNOT_PX, false).ceil() as i32;
        let white = RGBColor(255, 255, 255).mix(0.85).filled();
        let h = ANNOT_PX.ceil() as i32;
        area.draw(&Rectangle::new([(x - 2, y - 1), (x + w + 2, y + h + 1)], white))?;
    }
    let style = text::style(family, ANNOT_PX, false, ink, Pos::new(HPos::Left, VPos::Top));
    area.draw_text(label, &style, (x, y))?;
    Ok(())
}

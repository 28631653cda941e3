//! The frame of the category charts: title, a linear value axis on the left,
//! optionally a percent axis on the right, and one slot per category along x.
//! How the category labels are set is `catlabels`' business.
//!
//! The axes are drawn like plotters' mesh in `frame`: grid lines under the
//! data, axis lines one pixel outside the plot, ticks of [`TICK_LEN`].

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::axes::Axis;
use super::catlabels::{self, Labels};
use super::draw::{self, Area, Rect};
use super::frame::{axis_width, title_room, x_title, y_title};
use super::svgpost::{self, Hit, Stroke};
use super::text::{self, line_height};
use super::*;

pub(super) struct CatFrame<'f> {
    pub text: &'f FigureText,
    pub categories: &'f [String],
    pub y: &'f Axis,
    /// A right-hand axis and its title.
    pub right: Option<(&'f Axis, &'f str)>,
}

/// What the data-drawing callback gets: the canvas and the pixel mapping.
pub(super) struct CatPlot<'p, 'a> {
    pub area: &'p Area<'a>,
    pub rect: Rect,
    pub family: &'p str,
    pub look: &'p Look<'p>,
    y: &'p Axis,
    right: Option<&'p Axis>,
    n: usize,
}

impl CatPlot<'_, '_> {
    /// Width of one category's slot in px.
    pub fn slot(&self) -> f64 {
        (self.rect.x1 - self.rect.x0) / self.n as f64
    }
    /// Centre of category `i` in px.
    pub fn x(&self, i: usize) -> f64 {
        self.rect.x0 + (i as f64 + 0.5) * self.slot()
    }
    /// Pixel row of a value on the left axis.
    pub fn y(&self, v: f64) -> f64 {
        to_px(self.y, v, &self.rect)
    }
    /// Pixel row of a value on the right axis (the bottom if there is none).
    pub fn y_right(&self, v: f64) -> f64 {
        self.right.map_or(self.rect.y1, |a| to_px(a, v, &self.rect))
    }
}

fn to_px(a: &Axis, v: f64, r: &Rect) -> f64 {
    r.y1 - (v - a.lo) / (a.hi - a.lo) * (r.y1 - r.y0)
}

/// Draws the frame, lets `draw_data` draw into the plot, and returns the
/// finished, accessible SVG document with the hit targets `draw_data` returned.
pub(super) fn render<F>(frame: &CatFrame, look: &Look, draw_data: F) -> Result<String, FigureError>
where
    F: FnOnce(&CatPlot) -> Result<Vec<Hit>, FigureError>,
{
    let n = frame.categories.len();
    let usable = |a: &Axis| a.lo.is_finite() && a.hi.is_finite() && a.lo < a.hi;
    if n == 0 || !usable(frame.y) || frame.right.is_some_and(|(a, _)| !usable(a)) {
        return Err(FigureError::NoData);
    }
    let family = text::family(look);
    text::register(family)?;
    let Canvas { width, height } = look.canvas;
    // CJK axis labels are set upright above their axis, not turned sideways.
    let right_label = frame.right.map(|(_, l)| l).unwrap_or("");
    let upright = text::upright(&frame.text.y_label) || text::upright(right_label);
    let (label_h, x_desc_h) = title_room(upright, &frame.text.x_label);
    let top = MARGIN + label_h;

    let y_area = axis_width(family, frame.y, &frame.text.y_label);
    let right_area = frame
        .right
        .map_or(RIGHT_MARGIN - MARGIN, |(a, t)| axis_width(family, a, t));
    let (x0, x1) = (MARGIN + y_area, width as i32 - MARGIN - right_area);
    let slot = f64::from(x1 - x0) / n as f64;
    let labels = catlabels::layout(family, frame.categories, f64::from(x0) + slot / 2.0, slot);
    let x_area = 2 * TICK_LEN + labels.height(family).ceil() as i32 + x_desc_h + 2;
    let plot_h = height as i32 - top - MARGIN - x_area;
    if plot_h < MIN_PLOT_HEIGHT || x1 - x0 < MIN_PLOT_WIDTH {
        return Err(FigureError::Layout(format!("{}×{plot_h} px", x1 - x0)));
    }
    let rect = Rect {
        x0: f64::from(x0),
        y0: f64::from(top),
        x1: f64::from(x1),
        y1: f64::from(top + plot_h),
    };

    let mut buf = String::new();
    let hits = {
        let root = SVGBackend::with_string(&mut buf, (width, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let plot = CatPlot {
            area: &root,
            rect,
            family,
            look,
            y: frame.y,
            right: frame.right.map(|r| r.0),
            n,
        };
        draw_axes(&plot, frame, &labels)?;
        draw_titles(&plot, frame, x_area)?;
        let hits = draw_data(&plot)?;
        root.present()?;
        hits
    };
    Ok(svgpost::add_hits(
        &svgpost::finish(&catlabels::slant(&buf), frame.text),
        &hits,
        look,
    ))
}

fn draw_axes(plot: &CatPlot, frame: &CatFrame, labels: &Labels) -> Result<(), FigureError> {
    let r = plot.rect;
    let (left, right, bottom) = (r.x0 as i32 - 1, r.x1 as i32, r.y1 as i32 + 1);
    let line = |pts: &[(i32, i32)], c| draw::polyline(plot.area, pts, c, 1, Stroke::Plain);
    let tick_style = |h| text::style(plot.family, TICK_PX, false, INK, Pos::new(h, VPos::Center));
    for (v, _) in &frame.y.ticks {
        let y = plot.y(*v).round() as i32;
        line(&[(r.x0 as i32, y), (right, y)], GRID)?;
    }
    line(&[(left, r.y0 as i32), (left, bottom - 1)], INK)?;
    for (v, l) in &frame.y.ticks {
        let y = plot.y(*v).round() as i32;
        line(&[(left - TICK_LEN, y), (left, y)], INK)?;
        plot.area
            .draw_text(l, &tick_style(HPos::Right), (left - TICK_LEN - 4, y))?;
    }
    if let Some((axis, _)) = frame.right {
        line(&[(right, r.y0 as i32), (right, bottom - 1)], INK)?;
        for (v, l) in &axis.ticks {
            let y = plot.y_right(*v).round() as i32;
            line(&[(right, y), (right + TICK_LEN, y)], INK)?;
            plot.area
                .draw_text(l, &tick_style(HPos::Left), (right + TICK_LEN + 4, y))?;
        }
    }
    line(&[(r.x0 as i32, bottom), (right, bottom)], INK)?;
    for i in 0..frame.categories.len() {
        let x = plot.x(i).round() as i32;
        line(&[(x, bottom), (x, bottom + TICK_LEN)], INK)?;
        labels.draw(plot.area, plot.family, i, (x, bottom + TICK_LEN + 5))?;
    }
    Ok(())
}

fn draw_titles(plot: &CatPlot, frame: &CatFrame, x_area: i32) -> Result<(), FigureError> {
    let (area, family, r) = (plot.area, plot.family, &plot.rect);
    x_title(area, family, &frame.text.x_label, r, x_area)?;
    let width = (r.x1 - r.x0) / 2.0;
    y_title(
        area,
        family,
        &frame.text.y_label,
        r,
        MARGIN,
        (HPos::Left, MARGIN),
        width,
    )?;
    if let Some((_, label)) = frame.right {
        let right = plot.look.canvas.width as i32 - MARGIN;
        let x = right - line_height(AXIS_LABEL_PX) as i32 + 2;
        y_title(area, family, label, r, x, (HPos::Right, right), width)?;
    }
    Ok(())
}

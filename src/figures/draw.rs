//! Drawing primitives in absolute pixels: lines with SVG stroke styles, markers,
//! the peak ring, annotations on a white backing, hatched bars.

use plotters::coord::Shift;
use plotters::prelude::*;

use super::svgpost::{Hit, Stroke};
use super::*;

pub(super) type Area<'a> = DrawingArea<SVGBackend<'a>, Shift>;

/// Pixel rectangle (x0, y0) top-left, (x1, y1) bottom-right.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Hit {
    /// A target covering `r` (a cell, a bar, a column of a timeline) whose
    /// label points to `at`.
    pub fn over(r: &Rect, at: (i32, i32), title: &str) -> Self {
        let px = |v: f64| v.round() as i32;
        Hit {
            area: Some((
                px(r.x0.min(r.x1)),
                px(r.y0.min(r.y1)),
                px(r.x0.max(r.x1)),
                px(r.y0.max(r.y1)),
            )),
            ..Hit::point(at, title)
        }
    }
}

impl Rect {
    /// `w` × `h` with its top-left corner at (`x0`, `y0`).
    pub fn sized(x0: f64, y0: f64, w: f64, h: f64) -> Rect {
        Rect {
            x0,
            y0,
            x1: x0 + w,
            y1: y0 + h,
        }
    }
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }
    pub fn inside(&self, o: &Rect) -> bool {
        self.x0 >= o.x0 && self.x1 <= o.x1 && self.y0 >= o.y0 && self.y1 <= o.y1
    }
    /// The part (t0, t1) of `t` where the line `p + t·u` is within the
    /// rectangle's bands (Liang–Barsky; empty when t0 > t1); none when the
    /// line runs parallel to and outside a band.
    pub fn clip(&self, p: (f64, f64), u: (f64, f64), (mut t0, mut t1): (f64, f64)) -> Option<(f64, f64)> {
        for (pos, dir, lo, hi) in [(p.0, u.0, self.x0, self.x1), (p.1, u.1, self.y0, self.y1)] {
            if dir.abs() < 1e-12 {
                if pos < lo || pos > hi {
                    return None;
                }
            } else {
                let (a, b) = ((lo - pos) / dir, (hi - pos) / dir);
                t0 = t0.max(a.min(b));
                t1 = t1.min(a.max(b));
            }
        }
        Some((t0, t1))
    }
}

/// plotters colour from an (r, g, b) constant.
pub(super) fn rgb(c: (u8, u8, u8)) -> RGBColor {
    RGBColor(c.0, c.1, c.2)
}

/// A polyline in absolute pixels; `stroke` picks solid, series (round joins),
/// dashed series or dashed limit, applied by `svgpost::finish`.
pub(super) fn polyline(
    area: &Area,
    points: &[(i32, i32)],
    c: (u8, u8, u8),
    width: u32,
    stroke: Stroke,
) -> Result<(), FigureError> {
    let style = ShapeStyle {
        color: RGBAColor(c.0, c.1, c.2, stroke.alpha()),
        filled: false,
        stroke_width: width,
    };
    area.draw(&PathElement::new(points.to_vec(), style))?;
    Ok(())
}

fn polygon_points(shape: Marker, (cx, cy): (i32, i32), r: f64) -> Vec<(i32, i32)> {
    let (n, start, inner) = match shape {
        Marker::Circle | Marker::Square => (4, 45.0, None),
        Marker::TriangleUp => (3, -90.0, None),
        Marker::TriangleDown => (3, 90.0, None),
        Marker::Diamond => (4, -90.0, None),
        Marker::Star => (5, -90.0, Some(0.45)),
    };
    let steps = if inner.is_some() { 2 * n } else { n };
    (0..steps)
        .map(|k| {
            let angle = (start + 360.0 * k as f64 / steps as f64).to_radians();
            let radius = if k % 2 == 1 { inner.map_or(r, |f| r * f) } else { r };
            (
                cx + (radius * angle.cos()).round() as i32,
                cy + (radius * angle.sin()).round() as i32,
            )
        })
        .collect()
}

/// A data marker; `hollow` ones have a white centre (for the dashed configuration).
pub(super) fn draw_marker(
    area: &Area,
    centre: (i32, i32),
    shape: Marker,
    c: (u8, u8, u8),
    hollow: bool,
) -> Result<(), FigureError> {
    // circumradius and the inset that leaves a ~2px outline, per shape
    let (r, inset) = match shape {
        Marker::Circle => (f64::from(MARKER_R), 2.0),
        Marker::Square => (f64::from(MARKER_R) * 1.35, 2.8),
        Marker::Diamond => (f64::from(MARKER_R) * 1.4, 2.8),
        Marker::TriangleUp | Marker::TriangleDown => (f64::from(MARKER_R) * 1.5, 4.0),
        Marker::Star => (f64::from(MARKER_R) * 1.7, 4.0),
    };
    let layers: &[(f64, (u8, u8, u8))] = if hollow {
        &[(0.0, c), (inset, (255, 255, 255))]
    } else {
        &[(0.0, c)]
    };
    for &(shrink, fill) in layers {
        let style = rgb(fill).filled();
        if shape == Marker::Circle {
            area.draw(&Circle::new(centre, (r - shrink) as u32, style))?;
        } else {
            area.draw(&Polygon::new(polygon_points(shape, centre, r - shrink), style))?;
        }
    }
    Ok(())
}

/// The peak mark: a large hollow ring around the point.
pub(super) fn draw_ring(area: &Area, centre: (i32, i32), c: (u8, u8, u8)) -> Result<(), FigureError> {
    area.draw(&Circle::new(centre, PEAK_R as u32, rgb(c).stroke_width(LINE_WIDTH)))?;
    Ok(())
}

/// A filled bar with the series' hatching (white lines) for grey print.
pub(super) fn bar(area: &Area, r: &Rect, style_index: usize) -> Result<(), FigureError> {
    let px = |(x, y): (f64, f64)| (x.round() as i32, y.round() as i32);
    let corners = [px((r.x0, r.y0)), px((r.x1, r.y1))];
    area.draw(&Rectangle::new(corners, rgb(colour(style_index)).filled()))?;
    for (a, b) in hatch_segments(r, hatch(style_index), 5.0) {
        polyline(area, &[px(a), px(b)], (255, 255, 255), 1, Stroke::Plain)?;
    }
    Ok(())
}

type Segment = ((f64, f64), (f64, f64));

/// Hatch lines clipped to `r`, `spacing` px apart.
fn hatch_segments(r: &Rect, kind: Hatch, spacing: f64) -> Vec<Segment> {
    let directions: &[(f64, f64)] = match kind {
        Hatch::None => &[],
        Hatch::Rising => &[(1.0, -1.0)],
        Hatch::Falling => &[(1.0, 1.0)],
        Hatch::Horizontal => &[(1.0, 0.0)],
        Hatch::Vertical => &[(0.0, 1.0)],
        Hatch::Cross => &[(1.0, -1.0), (1.0, 1.0)],
    };
    let mut out = vec![];
    for &(dx, dy) in directions {
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let (nx, ny) = (-uy, ux);
        let corners = [(r.x0, r.y0), (r.x1, r.y0), (r.x0, r.y1), (r.x1, r.y1)];
        let offsets = corners.map(|(x, y)| x * nx + y * ny);
        let (lo, hi) = extent(&offsets);
        let mut c = (lo / spacing).ceil() * spacing;
        while c <= hi {
            if let Some(seg) = clip_line((nx * c, ny * c), (ux, uy), r) {
                out.push(seg);
            }
            c += spacing;
        }
    }
    out
}

/// The part of the infinite line `p + t·u` inside `r`.
fn clip_line(p: (f64, f64), u: (f64, f64), r: &Rect) -> Option<Segment> {
    let (t0, t1) = r.clip(p, u, (f64::NEG_INFINITY, f64::INFINITY))?;
    (t1 - t0 > 1.0).then_some(((p.0 + t0 * u.0, p.1 + t0 * u.1), (p.0 + t1 * u.0, p.1 + t1 * u.1)))
}

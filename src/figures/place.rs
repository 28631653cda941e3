//! Where to put annotation labels: candidate boxes scored by how many drawn
//! things (lines, markers, rings, other labels) they would cover.

use super::draw::{self, Area, Rect};
use super::svgpost::Stroke;
use super::{colour, marker, FigureError, LINE_WIDTH, MARKER_R, PEAK_R};

/// Pixel boxes and segments already drawn, for placing labels where they are readable.
#[derive(Default)]
pub(super) struct Occupied {
    pub boxes: Vec<Rect>,
    pub segments: Vec<((f64, f64), (f64, f64))>,
}

impl Occupied {
    /// How many drawn things `r` would cover.
    pub fn hits(&self, r: &Rect) -> usize {
        self.boxes.iter().filter(|b| b.overlaps(r)).count()
            + self.segments.iter().filter(|&&(a, b)| segment_hits(r, a, b)).count()
    }
}

/// Whether the segment a–b crosses the rectangle.
fn segment_hits(r: &Rect, a: (f64, f64), b: (f64, f64)) -> bool {
    r.clip(a, (b.0 - a.0, b.1 - a.1), (0.0, 1.0))
        .is_some_and(|(t0, t1)| t0 <= t1)
}

/// A solid series line through `pts` in the colour of `style_index`, with
/// its marker on every point; both recorded in `occupied`.
pub(super) fn marked_line(
    area: &Area,
    pts: &[(i32, i32)],
    style_index: usize,
    occupied: &mut Occupied,
) -> Result<(), FigureError> {
    let c = colour(style_index);
    if pts.len() > 1 {
        draw::polyline(area, pts, c, LINE_WIDTH, Stroke::Series)?;
    }
    occupied
        .segments
        .extend(pts.windows(2).map(|w| (pixel(w[0]), pixel(w[1]))));
    for &p in pts {
        draw::draw_marker(area, p, marker(style_index), c, false)?;
        occupied.boxes.push(square(p, f64::from(MARKER_R) + 2.0));
    }
    Ok(())
}

pub(super) fn pixel(p: (i32, i32)) -> (f64, f64) {
    (f64::from(p.0), f64::from(p.1))
}

pub(super) fn square(centre: (i32, i32), half: f64) -> Rect {
    let (x, y) = pixel(centre);
    Rect {
        x0: x - half,
        y0: y - half,
        x1: x + half,
        y1: y + half,
    }
}

/// The first candidate box around the ring that stays inside the plot and covers
/// nothing drawn; else the inside candidate covering the least.
pub(super) fn label_spot(occupied: &Occupied, plot: &Rect, (x, y): (f64, f64), w: f64, h: f64) -> Rect {
    let r = f64::from(PEAK_R) + 3.0;
    let candidates = [
        (x - w / 2.0, y - r - h),
        (x + r, y - r - h + 4.0),
        (x - r - w, y - r - h + 4.0),
        (x - w / 2.0, y + r),
        (x + r, y + r - 4.0),
        (x - r - w, y + r - 4.0),
        (x + r + 2.0, y - h / 2.0),
        (x - r - w - 2.0, y - h / 2.0),
    ];
    let boxes = candidates.map(|(x0, y0)| Rect::sized(x0, y0, w, h));
    let inner = Rect {
        x0: plot.x0 + 2.0,
        y0: plot.y0 + 2.0,
        x1: plot.x1 - 2.0,
        y1: plot.y1 - 2.0,
    };
    (boxes.iter())
        .filter(|b| b.inside(&inner))
        .min_by_key(|b| occupied.hits(b))
        .copied()
        .unwrap_or_else(|| {
            let x0 = (x - w / 2.0).clamp(inner.x0, (inner.x1 - w).max(inner.x0));
            let y0 = (y - r - h).clamp(inner.y0, (inner.y1 - h).max(inner.y0));
            Rect::sized(x0, y0, w, h)
        })
}

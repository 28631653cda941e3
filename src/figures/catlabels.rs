//! Category labels below the axis: set straight, wrapped on two lines, or
//! slanted by [`SLANT_DEG`], whichever keeps every one readable without
//! overlapping. Slanted ones are cut with "…" to the room they have, and if
//! even slanted labels would collide only every k-th is shown. plotters only
//! rotates text by right angles, so slanted labels are drawn with a reserved
//! alpha that [`slant`] turns into an SVG rotation.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::draw::Area;
use super::text::{self, line_height, text_width};
use super::*;

/// Colour alpha reserved for slanted labels; `slant` turns it into a rotation.
const SLANT_ALPHA: f64 = 0.9985;
/// Longest slanted label in px before it is cut with "…".
const SLANT_MAX_WIDTH: f64 = 190.0;
/// Free space between neighbouring straight labels (as `frame` thins ticks).
const LABEL_GAP: f64 = 6.0;

/// How the category labels are set below the axis.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Labels {
    /// One or two lines per label, centred under its slot.
    Straight(Vec<Vec<String>>),
    /// Slanted up to the tick, cut to fit; only every `every`-th is shown.
    Slanted { labels: Vec<String>, every: usize },
}

impl Labels {
    /// Height in px the labels take below the ticks.
    pub fn height(&self, family: &str) -> f64 {
        let (sin, cos) = SLANT_DEG.to_radians().sin_cos();
        match self {
            Labels::Straight(lines) => {
                let most = lines.iter().map(Vec::len).max().unwrap_or(1);
                most as f64 * line_height(TICK_PX)
            }
            Labels::Slanted { labels, .. } => {
                let widest = (labels.iter())
                    .map(|l| text_width(family, l, TICK_PX, false))
                    .fold(0.0, f64::max);
                widest * sin + TICK_PX * cos + 4.0
            }
        }
    }

    /// Draws label `i` with its tick's foot at `at`.
    pub fn draw(&self, area: &Area, family: &str, i: usize, at: (i32, i32)) -> Result<(), FigureError> {
        let (x, y) = at;
        match self {
            Labels::Straight(all) => {
                let style = text::style(family, TICK_PX, false, INK, Pos::new(HPos::Center, VPos::Top));
                for (j, l) in all[i].iter().enumerate() {
                    let dy = (j as f64 * line_height(TICK_PX)).round() as i32;
                    area.draw_text(l, &style, (x, y + dy))?;
                }
            }
            Labels::Slanted { labels, every } if i.is_multiple_of(*every) => {
                let ink = RGBAColor(INK.0, INK.1, INK.2, SLANT_ALPHA);
                let style = text::style(family, TICK_PX, false, INK, Pos::new(HPos::Right, VPos::Center));
                area.draw_text(&labels[i], &style.color(&ink), (x + 3, y))?;
            }
            Labels::Slanted { .. } => {}
        }
        Ok(())
    }
}

/// Straight if every label fits its slot, else wrapped on two lines if every
/// half does, else slanted: each cut to [`SLANT_MAX_WIDTH`] and to the room left
/// of its tick (`first_x` is the first tick's distance from the canvas edge).
pub(super) fn layout(family: &str, categories: &[String], first_x: f64, slot: f64) -> Labels {
    let avail = slot - LABEL_GAP;
    let fits = |s: &str| text_width(family, s, TICK_PX, false) <= avail;
    if categories.iter().all(|c| fits(c)) {
        return Labels::Straight(categories.iter().map(|c| vec![c.clone()]).collect());
    }
    let wrapped: Option<Vec<Vec<String>>> = (categories.iter())
        .map(|c| match wrap_two(family, c) {
            _ if fits(c) => Some(vec![c.clone()]),
            Some((a, b)) if fits(&a) && fits(&b) => Some(vec![a, b]),
            _ => None,
        })
        .collect();
    if let Some(lines) = wrapped {
        return Labels::Straight(lines);
    }
    let (sin, cos) = SLANT_DEG.to_radians().sin_cos();
    // parallel slanted labels are slot·sin apart: keep a line height between them
    let every = (line_height(TICK_PX) / (slot * sin).max(1e-6)).ceil().max(1.0) as usize;
    let labels = (categories.iter().enumerate())
        .map(|(i, c)| {
            let room = (first_x + i as f64 * slot - f64::from(MARGIN) - TICK_PX * sin) / cos;
            text::fit(family, c, TICK_PX, room.clamp(0.0, SLANT_MAX_WIDTH))
        })
        .collect();
    Labels::Slanted { labels, every }
}

/// `label` on two lines as even in width as possible, broken at a space or
/// between two wide characters, never before a dash or closing punctuation.
fn wrap_two(family: &str, label: &str) -> Option<(String, String)> {
    let chars: Vec<char> = label.chars().collect();
    let width = |s: &str| text_width(family, s, TICK_PX, false);
    (1..chars.len())
        .filter(|&i| chars[i - 1] == ' ' || text::is_wide(chars[i - 1]) && text::is_wide(chars[i]))
        .map(|i| {
            let a: String = chars[..i].iter().collect();
            let b: String = chars[i..].iter().collect();
            (a.trim_end().to_string(), b.trim_start().to_string())
        })
        .filter(|(a, b)| !a.is_empty() && !b.starts_with(|c: char| "–—-/)]}:;,.%、，。）".contains(c)))
        .min_by(|x, y| width(&x.0).max(width(&x.1)).total_cmp(&width(&y.0).max(width(&y.1))))
}

/// Turns text drawn with [`SLANT_ALPHA`] into opaque text rotated by
/// −[`SLANT_DEG`] about its anchor (plotters only rotates by right angles).
pub(super) fn slant(svg: &str) -> String {
    let needle = format!("opacity=\"{SLANT_ALPHA}\"");
    let attr = |l: &str, key: &str| {
        let key = format!(" {key}=\"");
        let start = l.find(&key)? + key.len();
        Some(l[start..start + l[start..].find('"')?].to_string())
    };
    let mut out = String::with_capacity(svg.len() + 256);
    for l in svg.lines() {
        match (
            l.starts_with("<text ") && l.contains(&needle),
            attr(l, "x"),
            attr(l, "y"),
        ) {
            (true, Some(x), Some(y)) => {
                let rotated = format!("opacity=\"1\" transform=\"rotate(-{SLANT_DEG}, {x}, {y})\"");
                out.push_str(&l.replace(&needle, &rotated));
            }
            _ => out.push_str(l),
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::FAMILY;
    use super::*;

    fn cats(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn labels_straight_wrapped_or_slanted() {
        text::register(FAMILY).unwrap();
        let short = cats(&["h5", "nc", "(none)", "tar.gz"]);
        assert!(matches!(layout(FAMILY, &short, 100.0, 80.0), Labels::Straight(l) if l.iter().all(|x| x.len() == 1)));
        let ranges = cats(&["< 4 KiB", "4 KiB – 1 MiB", "1 MiB – 1 GiB"]);
        let Labels::Straight(w) = layout(FAMILY, &ranges, 100.0, 70.0) else {
            panic!("two lines fit");
        };
        assert_eq!(w[1], ["4 KiB –", "1 MiB"]);
        let long = cats(&["a rather long category name"; 12]);
        let Labels::Slanted { labels, every } = layout(FAMILY, &long, 40.0, 60.0) else {
            panic!("slanted");
        };
        assert_eq!(every, 1);
        assert!(labels[0].ends_with('…'), "cut to the room left of the first tick");
        assert_eq!(labels[11], "a rather long category name");
        let crowded = cats(&["category"; 100]);
        let Labels::Slanted { every, .. } = layout(FAMILY, &crowded, 40.0, 8.0) else {
            panic!("slanted");
        };
        let gap = 8.0 * every as f64 * SLANT_DEG.to_radians().sin();
        assert!(gap >= line_height(TICK_PX) && every <= 4, "{every}");
    }

    #[test]
    fn slant_rotates_reserved_text_only() {
        let svg = format!("<text x=\"5\" y=\"7\" opacity=\"{SLANT_ALPHA}\" fill=\"#222222\">\na\n</text>\n<text x=\"1\" y=\"2\" opacity=\"1\">\nb\n</text>\n");
        let out = slant(&svg);
        assert!(out.contains(&format!("opacity=\"1\" transform=\"rotate(-{SLANT_DEG}, 5, 7)\"")));
        assert_eq!(out.matches("transform").count(), 1);
    }
}

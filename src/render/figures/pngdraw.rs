//! Drawing a parsed figure on the PNG canvas: what `resvg::render` draws,
//! without the work that cannot change a pixel.
//!
//! Two kinds of such work were a sixth of the drawing time of the bundled
//! figures (measured per node class with thread CPU time):
//! * plotters starts every figure with an opaque rectangle over the whole
//!   canvas, which resvg sends through its blending pipeline pixel by pixel
//!   (about 1 ms at 1920×1080); a plain fill with its colour gives the same
//!   pixels;
//! * every data point has an invisible hit target for the page's tooltips
//!   (`fill-opacity="0"`, about 15 per figure, in one group), which resvg
//!   fills with anti-aliasing and then blends at alpha 0 — a no-op: source-over
//!   with a source alpha of 0 leaves every destination byte as it was
//!   (`d + (d·255 + 255) >> 8 − d = 0` in tiny-skia's integer pipeline, `d·1 + 0`
//!   in its float one).
//!
//! Everything else is drawn with resvg's own calls and the transform
//! `resvg::render` would use, so the pixels are those of `resvg::render` on a
//! canvas first filled white; a test and the PNG benchmark compare the bytes.
//!
//! The canvas always starts opaque (a fill), and everything resvg draws on
//! the canvas is blended with source-over or one of SVG's `mix-blend-mode`s,
//! whose alpha is `a_s + a_d·(1 − a_s)`: 1 when `a_d` is 1, exactly in
//! tiny-skia's integer pipeline and after rounding in its float one. So the
//! finished canvas is opaque, and premultiplied pixels are straight ones.

use resvg::tiny_skia::{self, Color, PathSegment, Pixmap, Transform};
use resvg::usvg::{self, Node, Tree};

/// Draws `tree` at `scale` over whatever `pixmap` (of the figure's pixel size)
/// holds; every pixel is opaque afterwards. `white` says the canvas is white
/// already (every byte 255, as the PNG encoder leaves it), so a white
/// background need not be filled again.
pub(super) fn draw(tree: &Tree, scale: f32, pixmap: &mut Pixmap, white: bool) {
    // No translation: see `draw_node` for why that matters.
    let transform = Transform::from_scale(scale, scale);
    let children = tree.root().children();
    let (color, rest) = match background(tree, scale, pixmap.width(), pixmap.height()) {
        Some(color) => (color, &children[1..]),
        None => (Color::WHITE, children),
    };
    if !(white && color.premultiply().to_color_u8() == Color::WHITE.premultiply().to_color_u8()) {
        fill(pixmap, color);
    }
    let drawn: Vec<&Node> = rest.iter().filter(|n| !paints_nothing(n)).collect();
    if drawn
        .iter()
        .all(|n| plain_path(n).is_some() || n.abs_layer_bounding_box().is_some())
    {
        for node in drawn {
            draw_node(node, transform, pixmap);
        }
    } else {
        // A node resvg's public `render_node` would not draw (a straight
        // line with a gradient stroke has no box): resvg draws the lot, the
        // background again included (same pixels).
        resvg::render(tree, transform, &mut pixmap.as_mut());
    }
}

/// `pixmap.fill(color)`; an opaque colour whose four bytes are one (white,
/// black) as one `memset`, which is faster than tiny-skia's pixel loop over a
/// canvas larger than the caches.
fn fill(pixmap: &mut Pixmap, color: Color) {
    let c = color.premultiply().to_color_u8();
    match [c.red(), c.green(), c.blue(), c.alpha()] {
        [r, g, b, a] if r == g && g == b && b == a => pixmap.data_mut().fill(r),
        _ => pixmap.fill(color),
    }
}

/// The colour of the figure's first shape when it is an opaque rectangle,
/// without stroke, over the whole canvas (plotters' white background): it
/// paints every pixel with that colour. Anything else (a group, a transform
/// that turns, a translucent or gradient fill, an edge short of the canvas)
/// gives `None`.
pub(super) fn background(tree: &Tree, scale: f32, w: u32, h: u32) -> Option<Color> {
    let Some(Node::Path(path)) = tree.root().children().first() else {
        return None;
    };
    let fill = path.fill()?;
    let usvg::Paint::Color(c) = fill.paint() else {
        return None;
    };
    let t = path.abs_transform().post_scale(scale, scale);
    let points = path.data().points();
    let bounds = path.data().bounds();
    let is_rect = points.len() == 4
        && points.iter().all(|p| {
            (p.x == bounds.left() || p.x == bounds.right()) && (p.y == bounds.top() || p.y == bounds.bottom())
        });
    let on_canvas = (t.kx == 0.0 && t.ky == 0.0 && t.sx > 0.0 && t.sy > 0.0)
        && bounds
            .transform(t)
            .is_some_and(|r| r.left() <= 0.0 && r.top() <= 0.0 && r.right() >= w as f32 && r.bottom() >= h as f32);
    let plain = path.is_visible() && path.stroke().is_none() && fill.opacity() == usvg::Opacity::ONE;
    (plain && is_rect && on_canvas).then(|| Color::from_rgba8(c.red, c.green, c.blue, 255))
}

/// Whether drawing `node` leaves every pixel as it was: a hidden path, or
/// one whose fill and stroke are absent or fully transparent, or a group
/// without filters (a filter can paint from nothing) of such nodes.
/// Text and images are always drawn.
fn paints_nothing(node: &Node) -> bool {
    match node {
        Node::Path(p) => {
            let clear = |opacity: usvg::Opacity| opacity.get() == 0.0;
            !p.is_visible()
                || (p.fill().is_none_or(|f| clear(f.opacity())) && p.stroke().is_none_or(|s| clear(s.opacity())))
        }
        Node::Group(g) => g.filters().is_empty() && g.children().iter().all(paints_nothing),
        Node::Text(_) | Node::Image(_) => false,
    }
}

/// `node` when it is a path painted with plain colours only.
fn plain_path(node: &Node) -> Option<&usvg::Path> {
    let Node::Path(path) = node else { return None };
    let colour = |paint: &usvg::Paint| matches!(paint, usvg::Paint::Color(_));
    let plain = path.fill().is_none_or(|f| colour(f.paint())) && path.stroke().is_none_or(|s| colour(s.paint()));
    plain.then_some(path)
}

/// The rectangle, in pixels, that a straight horizontal or vertical stroke
/// covers when all its edges fall on pixel boundaries (a 1-unit line at a
/// whole coordinate drawn at scale 2: the axes, grid lines and ticks, about
/// a quarter of the drawing work). Anti-aliased, such a stroke gives its
/// pixels full coverage and no pixel partial coverage, so it is one
/// rectangle fill without anti-aliasing. Butt caps, no dashes, at least 2 px
/// wide (thinner strokes are drawn as hairlines), a canvas tiny-skia draws
/// without tiling; `None` for anything else.
fn aligned_stroke(path: &usvg::Path, stroke: &usvg::Stroke, t: Transform, pixmap: &Pixmap) -> Option<tiny_skia::Rect> {
    let s = t.sx;
    let scale_only = t.kx == 0.0 && t.ky == 0.0 && t.tx == 0.0 && t.ty == 0.0 && t.sy == s && s > 0.0;
    let plain = stroke.dasharray().is_none() && stroke.linecap() == usvg::LineCap::Butt;
    let data = path.data();
    let small = pixmap.width() <= 8191 && pixmap.height() <= 8191;
    let mut segments = data.segments();
    let (Some(PathSegment::MoveTo(a)), Some(PathSegment::LineTo(b)), None) =
        (segments.next(), segments.next(), segments.next())
    else {
        return None;
    };
    if !(scale_only && plain && small) {
        return None;
    }
    let half = stroke.width().get() / 2.0;
    let [l, top, r, bottom] = if a.y == b.y && a.x != b.x {
        [a.x.min(b.x), a.y - half, a.x.max(b.x), a.y + half]
    } else if a.x == b.x && a.y != b.y {
        [a.x - half, a.y.min(b.y), a.x + half, a.y.max(b.y)]
    } else {
        return None;
    };
    let edges = [l * s, top * s, r * s, bottom * s];
    let whole = edges.iter().all(|e| e.is_finite() && e.fract() == 0.0);
    if !(whole && stroke.width().get() * s >= 2.0) {
        return None;
    }
    tiny_skia::Rect::from_ltrb(edges[0], edges[1], edges[2], edges[3])
}

/// One child of the tree's root, as `resvg::render` draws it with `transform`.
fn draw_node(node: &Node, transform: Transform, pixmap: &mut Pixmap) {
    if let Some(path) = plain_path(node) {
        draw_path(path, transform, pixmap);
    } else if let Some(b) = node.abs_layer_bounding_box() {
        // resvg's public `render_node` draws the node moved by minus the
        // corner of its box (to draw it alone on a small canvas); moving it by
        // plus that corner first gives back `transform` exactly: with a scale
        // `s` and no translation, `s·(−x) + s·x` is 0 in floating point.
        resvg::render_node(node, transform.pre_translate(b.x(), b.y()), &mut pixmap.as_mut());
    }
}

/// resvg's drawing of a path with plain colours (`resvg::path::render`), call
/// for call: fill and stroke in the path's order, its anti-aliasing choice,
/// source-over.
fn draw_path(path: &usvg::Path, transform: Transform, pixmap: &mut Pixmap) {
    if !path.is_visible() {
        return;
    }
    let paint = |paint: &usvg::Paint, opacity: usvg::Opacity| {
        let mut p = tiny_skia::Paint::default();
        if let usvg::Paint::Color(c) = paint {
            p.set_color_rgba8(c.red, c.green, c.blue, opacity.to_u8());
        }
        p.anti_alias = path.rendering_mode().use_shape_antialiasing();
        p.blend_mode = tiny_skia::BlendMode::SourceOver;
        p
    };
    let fill = |pixmap: &mut Pixmap| {
        let Some(fill) = path.fill() else { return };
        let bounds = path.data().bounds();
        // As resvg: a horizontal or vertical line has nothing to fill.
        if bounds.width() == 0.0 || bounds.height() == 0.0 {
            return;
        }
        let rule = match fill.rule() {
            usvg::FillRule::NonZero => tiny_skia::FillRule::Winding,
            usvg::FillRule::EvenOdd => tiny_skia::FillRule::EvenOdd,
        };
        let p = paint(fill.paint(), fill.opacity());
        pixmap.as_mut().fill_path(path.data(), &p, rule, transform, None);
    };
    let stroke = |pixmap: &mut Pixmap| {
        let Some(stroke) = path.stroke() else { return };
        let mut p = paint(stroke.paint(), stroke.opacity());
        if let Some(rect) = aligned_stroke(path, stroke, transform, pixmap) {
            // Full coverage or none: anti-aliasing would change no pixel.
            p.anti_alias = false;
            pixmap.as_mut().fill_rect(rect, &p, Transform::identity(), None);
            return;
        }
        pixmap
            .as_mut()
            .stroke_path(path.data(), &p, &stroke.to_tiny_skia(), transform, None);
    };
    if path.paint_order() == usvg::PaintOrder::FillAndStroke {
        fill(pixmap);
        stroke(pixmap);
    } else {
        stroke(pixmap);
        fill(pixmap);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn tree(body: &str, w: u32, h: u32) -> Tree {
        let svg = format!(
            "<svg width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" xmlns=\"http://www.w3.org/2000/svg\">{body}</svg>"
        );
        let mut db = usvg::fontdb::Database::new();
        db.load_font_data(super::super::EMBEDDED_FONT.to_vec());
        db.set_sans_serif_family("DejaVu Sans");
        let options = usvg::Options {
            font_family: "DejaVu Sans".to_string(),
            fontdb: Arc::new(db),
            ..usvg::Options::default()
        };
        Tree::from_str(&svg, &options).unwrap()
    }

    /// `draw` on a canvas holding another figure (or, with `white`, on a
    /// white canvas it is told is white), and `resvg::render` on a new white
    /// canvas.
    fn both(tree: &Tree, scale: f32, white: bool) -> (Pixmap, Pixmap) {
        let size = tree.size();
        let (w, h) = (
            (size.width() * scale).ceil() as u32,
            (size.height() * scale).ceil() as u32,
        );
        let mut ours = Pixmap::new(w, h).unwrap();
        if white {
            ours.data_mut().fill(255);
        } else {
            ours.fill(Color::from_rgba8(9, 200, 30, 128));
        }
        draw(tree, scale, &mut ours, white);
        let mut theirs = Pixmap::new(w, h).unwrap();
        theirs.fill(Color::WHITE);
        resvg::render(tree, Transform::from_scale(scale, scale), &mut theirs.as_mut());
        (ours, theirs)
    }

    /// Everything a figure draws, with what `draw` skips or draws itself, and
    /// what only resvg draws: the pixels of `resvg::render`, all opaque.
    #[test]
    fn draws_the_pixels_of_resvg_and_leaves_the_canvas_opaque() {
        let parts = [
            "<polyline points=\"10,10 150,10 150,70\" fill=\"none\" stroke=\"#222\" stroke-width=\"1\"/>",
            "<line x1=\"20\" y1=\"30\" x2=\"180\" y2=\"30\" stroke=\"#0072B2\" stroke-width=\"2\" stroke-opacity=\"0.4\"/>",
            "<circle cx=\"60\" cy=\"40\" r=\"12\" fill=\"#D55E00\" opacity=\"0.5\" stroke=\"#000\" paint-order=\"stroke\"/>",
            "<g class=\"pts\"><circle cx=\"60\" cy=\"40\" r=\"9\" fill=\"#000\" fill-opacity=\"0\"><title>t</title></circle></g>",
            "<g opacity=\"0.6\" style=\"mix-blend-mode:multiply\"><rect x=\"40\" y=\"20\" width=\"50\" height=\"30\" fill=\"#009E73\"/></g>",
            "<defs><linearGradient id=\"g\"><stop offset=\"0\" stop-color=\"#f00\"/><stop offset=\"1\" stop-color=\"#00f\" stop-opacity=\"0.3\"/></linearGradient></defs>\
             <rect x=\"100\" y=\"40\" width=\"60\" height=\"20\" fill=\"url(#g)\"/>",
            "<line x1=\"61\" y1=\"44\" x2=\"190\" y2=\"44\" stroke=\"#DDD\" stroke-width=\"1\"/>\
             <polyline points=\"60,5 60,75\" fill=\"none\" stroke=\"#222\" stroke-width=\"1\"/>\
             <polyline points=\"55,20 60,20\" fill=\"none\" stroke=\"#0072B2\" stroke-opacity=\"0.5\" stroke-width=\"2\"/>\
             <line x1=\"-5\" y1=\"79\" x2=\"205\" y2=\"79\" stroke=\"#000\" stroke-width=\"3\"/>",
            "<text x=\"12\" y=\"70\" font-family=\"DejaVu Sans\" font-size=\"12\" fill=\"#222\">Scrittura 1,5 GB/s</text>",
        ];
        let backgrounds = [
            "<rect x=\"0\" y=\"0\" width=\"200\" height=\"80\" fill=\"#FFFFFF\"/>",
            "<rect width=\"200\" height=\"80\" fill=\"#F0E442\"/>",
            "",
        ];
        for background in backgrounds {
            let body = format!("{background}{}", parts.concat());
            for (scale, white) in [(1.0, false), (2.0, false), (1.5, false), (2.0, true), (1.5, true)] {
                let (ours, theirs) = both(&tree(&body, 200, 80), scale, white);
                assert!(
                    ours.data() == theirs.data(),
                    "pixels differ at scale {scale} with {background:?} (white canvas: {white})"
                );
                assert!(ours.pixels().iter().all(|p| p.alpha() == 255), "a translucent pixel");
            }
        }
        // A straight line with a gradient stroke: resvg's public per-node call
        // would skip it (no box), so the whole figure goes through resvg.
        let body = format!(
            "{}<line x1=\"10\" y1=\"40\" x2=\"190\" y2=\"40\" stroke=\"url(#g)\" stroke-width=\"4\"/>",
            parts[5]
        );
        let (ours, theirs) = both(&tree(&body, 200, 80), 2.0, false);
        assert!(ours.data() == theirs.data());
        assert!(ours.pixels().iter().any(|p| p.red() > p.blue()), "the line was drawn");
    }

    #[test]
    fn only_straight_strokes_on_pixel_edges_become_rectangles() {
        let rect = |body: &str, scale: f32| {
            let tree = tree(body, 100, 50);
            let Node::Path(path) = &tree.root().children()[0] else {
                panic!("a path")
            };
            let pixmap = Pixmap::new(200, 100).unwrap();
            aligned_stroke(
                path,
                path.stroke().unwrap(),
                Transform::from_scale(scale, scale),
                &pixmap,
            )
            .map(|r| [r.left(), r.top(), r.right(), r.bottom()])
        };
        let grid = "<line x1=\"10\" y1=\"20\" x2=\"90\" y2=\"20\" stroke=\"#ddd\" stroke-width=\"1\"/>";
        assert_eq!(rect(grid, 2.0), Some([20.0, 39.0, 180.0, 41.0]));
        let axis = "<polyline points=\"30,45 30,5\" fill=\"none\" stroke=\"#222\" stroke-width=\"1\"/>";
        assert_eq!(rect(axis, 2.0), Some([59.0, 10.0, 61.0, 90.0]));
        // Edges between pixels, too thin, dashed, capped, bent or slanted: drawn by tiny-skia.
        assert_eq!(rect(grid, 1.0), None);
        assert_eq!(rect(grid, 1.5), None);
        assert_eq!(
            rect(
                &grid.replace("stroke-width=\"1\"", "stroke-width=\"1\" stroke-dasharray=\"2\""),
                2.0
            ),
            None
        );
        assert_eq!(
            rect(
                &grid.replace("stroke-width=\"1\"", "stroke-width=\"1\" stroke-linecap=\"square\""),
                2.0
            ),
            None
        );
        assert_eq!(
            rect(
                "<polyline points=\"10,20 90,20 90,30\" fill=\"none\" stroke=\"#000\"/>",
                2.0
            ),
            None
        );
        assert_eq!(
            rect("<line x1=\"10\" y1=\"20\" x2=\"90\" y2=\"21\" stroke=\"#000\"/>", 2.0),
            None
        );
        assert_eq!(
            rect(
                "<line x1=\"10\" y1=\"20.5\" x2=\"90\" y2=\"20.5\" stroke=\"#000\"/>",
                1.0
            ),
            None
        );
    }

    #[test]
    fn only_shapes_that_paint_nothing_are_skipped() {
        let skipped = |body: &str| paints_nothing(&tree(body, 100, 50).root().children()[0]);
        assert!(skipped(
            "<circle cx=\"5\" cy=\"5\" r=\"4\" fill=\"#000\" fill-opacity=\"0\"/>"
        ));
        assert!(skipped(
            "<g opacity=\"0.5\"><circle cx=\"5\" cy=\"5\" r=\"4\" fill-opacity=\"0\"/>\
             <rect width=\"9\" height=\"9\" fill=\"#000\" visibility=\"hidden\"/></g>"
        ));
        assert!(!skipped(
            "<circle cx=\"5\" cy=\"5\" r=\"4\" fill=\"#000\" fill-opacity=\"0.01\"/>"
        ));
        assert!(!skipped(
            "<circle cx=\"5\" cy=\"5\" r=\"4\" fill-opacity=\"0\" stroke=\"#000\"/>"
        ));
        assert!(!skipped(
            "<g><circle cx=\"5\" cy=\"5\" r=\"4\" fill-opacity=\"0\"/><circle cx=\"5\" cy=\"5\" r=\"4\"/></g>"
        ));
        // A filter paints from nothing.
        assert!(!skipped(
            "<filter id=\"f\"><feFlood flood-color=\"#f00\"/></filter>\
             <g filter=\"url(#f)\"><circle cx=\"5\" cy=\"5\" r=\"4\" fill-opacity=\"0\"/></g>"
        ));
    }

    #[test]
    fn only_an_opaque_unstroked_rectangle_over_the_whole_canvas_is_a_background() {
        let covers = |body: &str, scale: f32| {
            let tree = tree(body, 100, 50);
            let size = tree.size();
            let (w, h) = (
                (size.width() * scale).ceil() as u32,
                (size.height() * scale).ceil() as u32,
            );
            background(&tree, scale, w, h).is_some()
        };
        assert!(covers("<rect width=\"100\" height=\"50\" fill=\"#fff\"/>", 2.0));
        assert!(!covers("<rect width=\"99\" height=\"50\" fill=\"#fff\"/>", 2.0));
        assert!(!covers(
            "<rect width=\"100\" height=\"50\" fill=\"#fff\" fill-opacity=\"0.5\"/>",
            2.0
        ));
        assert!(!covers(
            "<rect width=\"100\" height=\"50\" fill=\"#fff\" stroke=\"#000\"/>",
            2.0
        ));
        assert!(!covers("<circle cx=\"50\" cy=\"25\" r=\"80\" fill=\"#fff\"/>", 2.0));
        assert!(!covers(
            "<rect width=\"100\" height=\"50\" fill=\"#fff\" transform=\"rotate(1)\"/>",
            2.0
        ));
        // 100 × 1.333 px is not a whole number: the last column is only partly covered.
        assert!(!covers("<rect width=\"100\" height=\"50\" fill=\"#fff\"/>", 1.333));
    }
}

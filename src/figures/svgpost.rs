//! Post-processing of plotters' SVG output: stroke styles plotters cannot
//! express (dashes, round joins), tidy font sizes, and accessibility.
//!
//! plotters-svg writes one element per line, attributes in a fixed order, and its
//! `opacity` attribute is the colour's alpha printed with `{}`. Lines that need a
//! dash pattern are drawn with a reserved alpha (an imperceptible 0.999x), which
//! is replaced here by `opacity="1"` plus the SVG stroke attributes.

use super::text::{self, xml_escape};
use super::{FigureText, Look, LIMIT_DASH, SERIES_DASH};

/// How a polyline is stroked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Stroke {
    Plain,
    Series,
    SeriesDashed,
    Limit,
}

impl Stroke {
    /// The colour alpha the line is drawn with (reserved values for the special ones).
    pub fn alpha(self) -> f64 {
        match self {
            Stroke::Plain => 1.0,
            Stroke::Series => 0.9993,
            Stroke::SeriesDashed => 0.9992,
            Stroke::Limit => 0.9991,
        }
    }

    fn attributes(self) -> String {
        let round = "stroke-linejoin=\"round\" stroke-linecap=\"round\"";
        match self {
            Stroke::Plain => String::new(),
            Stroke::Series => round.to_string(),
            Stroke::SeriesDashed => format!("{round} stroke-dasharray=\"{SERIES_DASH}\""),
            Stroke::Limit => format!("stroke-dasharray=\"{LIMIT_DASH}\""),
        }
    }
}

/// Applies the reserved strokes, rounds font sizes and makes the root `<svg>`
/// accessible: `role="img"`, `aria-labelledby`, `<title>` and `<desc>` first.
pub(super) fn finish(svg: &str, text: &FigureText) -> String {
    let specials: Vec<(String, String)> = [Stroke::Series, Stroke::SeriesDashed, Stroke::Limit]
        .into_iter()
        .map(|s| {
            (
                format!("opacity=\"{}\"", s.alpha()),
                format!("opacity=\"1\" {}", s.attributes()),
            )
        })
        .chain([("fill=\"#222223\"".into(), "fill=\"#222222\" class=\"legend\"".into())])
        .collect();
    let mut body = String::with_capacity(svg.len() + 512);
    for line in svg.lines() {
        let mut line = line.to_string();
        for (needle, replacement) in &specials {
            if line.contains(needle.as_str()) {
                line = line.replace(needle.as_str(), replacement);
            }
        }
        body.push_str(&fill_opacity(&round_font_size(&line)));
        body.push('\n');
    }
    let id = format!("pxr{:08x}", fnv1a(body.as_bytes()) as u32);
    let head = format!("<svg role=\"img\" aria-labelledby=\"{id}-title {id}-desc\" ",);
    let a11y = format!(
        "<title id=\"{id}-title\">{}</title>\n<desc id=\"{id}-desc\">{}</desc>\n",
        // Inline in a page these are page text too: numbers stay with their units.
        xml_escape(&crate::i18n::typography::bind_units(&text.title)),
        xml_escape(&crate::i18n::typography::bind_units(&text.desc))
    );
    match body.split_once('\n') {
        Some((root, rest)) if root.starts_with("<svg ") => {
            format!("{}{}\n{a11y}{rest}", head, &root["<svg ".len()..])
        }
        _ => body,
    }
}

/// A translucent shape that is only filled (a label's white backing, a band)
/// gets `fill-opacity` where plotters writes `opacity`. For one shape with no
/// stroke the two paint the same, but `opacity` makes the shape a group of
/// its own: a rasteriser draws it on a separate layer and blends the layer in
/// (resvg: a new canvas per shape, about a twentieth of a PNG figure's time
/// with the bundled figures' label backings), where `fill-opacity` blends the
/// fill directly.
fn fill_opacity(line: &str) -> String {
    const KEY: &str = " opacity=\"";
    let shape = ["<rect ", "<polygon ", "<circle ", "<ellipse ", "<path "]
        .iter()
        .any(|s| line.starts_with(s));
    let stroked = line.contains(" stroke=\"") && !line.contains(" stroke=\"none\"");
    match line.find(KEY) {
        Some(i)
            if shape && !stroked && !line.contains(" fill-opacity=\"") && !line[i + KEY.len()..].starts_with("1\"") =>
        {
            format!("{} fill-opacity=\"{}", &line[..i], &line[i + KEY.len()..])
        }
        _ => line.to_string(),
    }
}

/// plotters writes `font-size` as `size / 1.24` with all float digits.
fn round_font_size(line: &str) -> String {
    const KEY: &str = " font-size=\"";
    let Some(start) = line.find(KEY).map(|i| i + KEY.len()) else {
        return line.to_string();
    };
    let Some(len) = line[start..].find('"') else {
        return line.to_string();
    };
    match line[start..start + len].parse::<f64>() {
        Ok(size) => {
            let rounded = format!("{:.2}", size);
            let rounded = rounded.trim_end_matches('0').trim_end_matches('.');
            format!("{}{}{}", &line[..start], rounded, &line[start + len..])
        }
        Err(_) => line.to_string(),
    }
}

/// A data point a reader can point at (or tab to, or tap, once inlined in a
/// page): where its label points to in the SVG's pixels (the point; the
/// top of a bar or a cell), the sentence its `<title>` and its label show,
/// and for a cell, a bar or a column the rectangle (x0, y0, x1, y1) that is
/// the target, else a circle around the point.
#[derive(Debug, Clone)]
pub(super) struct Hit {
    pub x: i32,
    pub y: i32,
    pub title: String,
    pub area: Option<(i32, i32, i32, i32)>,
}

impl Hit {
    pub fn point((x, y): (i32, i32), title: &str) -> Self {
        Hit {
            x,
            y,
            title: title.to_string(),
            area: None,
        }
    }
}

/// Radius of a point's hit target: larger than the marker, so a pointer need
/// not land on the 4 px marker itself.
pub(super) const HIT_R: i32 = 9;
/// The value label's text size, padding and distance from its point, in px.
const TIP_PX: f64 = 14.0;
const TIP_PAD: f64 = 6.0;
const TIP_GAP: i32 = 12;

/// The group of a figure's hit targets, its last element.
const HITS: &str = "<g class=\"pts\">";

/// Appends one transparent target per point, each with its `<title>` (the
/// browser's tooltip, and the point's accessible name) and, right after it,
/// its value label: hidden in the file, the PNG and the PDF, shown by the
/// page's style while the point is hovered, focused or tapped (no script).
/// Above everything else so no label or line hides them. A painted but
/// fully transparent fill keeps a target a pointer target without changing
/// the picture.
pub(super) fn add_hits(svg: &str, hits: &[Hit], look: &Look) -> String {
    if hits.is_empty() {
        return svg.to_string();
    }
    let Some(end) = svg.rfind("</svg>") else {
        return svg.to_string();
    };
    let mut g = format!("{HITS}\n");
    for h in hits {
        let (x, y) = (h.x, h.y);
        let title = xml_escape(&h.title);
        match h.area {
            Some((x0, y0, x1, y1)) => g.push_str(&format!(
                "<rect class=\"pt\" x=\"{x0}\" y=\"{y0}\" width=\"{}\" height=\"{}\" fill=\"#000000\" fill-opacity=\"0\"><title>{title}</title></rect>\n",
                x1 - x0,
                y1 - y0
            )),
            None => g.push_str(&format!(
                "<circle class=\"pt\" cx=\"{x}\" cy=\"{y}\" r=\"{HIT_R}\" fill=\"#000000\" fill-opacity=\"0\"><title>{title}</title></circle>\n"
            )),
        }
        g.push_str(&tip(h, look));
    }
    g.push_str("</g>\n");
    format!("{}{g}{}", &svg[..end], &svg[end..])
}

/// `svg` without what [`add_hits`] added: the same picture, for the PNG,
/// which shows neither the transparent targets nor the hidden labels (laying
/// out and filling them took half of its time).
pub(super) fn without_hits(svg: &str) -> std::borrow::Cow<'_, str> {
    match (svg.find(HITS), svg.rfind("</svg>")) {
        (Some(start), Some(end)) if start < end => format!("{}{}", &svg[..start], &svg[end..]).into(),
        _ => svg.into(),
    }
}

/// A point's value label: its sentence on a backing, above the point (below
/// it near the top edge), kept inside the canvas.
fn tip(h: &Hit, look: &Look) -> String {
    let family = text::family(look);
    let (width, height) = (f64::from(look.canvas.width), f64::from(look.canvas.height));
    let label = text::fit(family, &h.title, TIP_PX, width - 4.0 - 2.0 * TIP_PAD);
    let w = (text::text_width(family, &label, TIP_PX, false) + 2.0 * TIP_PAD).ceil();
    let box_h = (TIP_PX + 2.0 * TIP_PAD).ceil();
    let reach = if h.area.is_some() { 4 } else { TIP_GAP };
    let above = f64::from(h.y - reach) - box_h;
    let top = if above >= 2.0 {
        above
    } else {
        f64::from(h.y + reach).min(height - box_h - 2.0)
    };
    let left = (f64::from(h.x) - w / 2.0).clamp(2.0, width - w - 2.0).round();
    let top = top.round();
    format!(
        "<g class=\"tip\" visibility=\"hidden\" aria-hidden=\"true\"><rect x=\"{left}\" y=\"{top}\" width=\"{w}\" height=\"{box_h}\" rx=\"3\" fill=\"#FFFFFF\" stroke=\"#222222\" stroke-width=\"1\"/>\
         <text x=\"{}\" y=\"{}\" font-family=\"{}\" font-size=\"{TIP_PX}\" fill=\"#222222\">{}</text></g>\n",
        left + TIP_PAD,
        (top + TIP_PAD + TIP_PX * 0.8).round(),
        xml_escape(family),
        xml_escape(&label)
    )
}

/// The figure as an element of an HTML page rather than a file: ids carry
/// `prefix` (several figures share one page, and two figures may be alike),
/// the root is a labelled group rather than an image (its points are
/// focusable, and an image's children are presentational), every point can
/// be reached with the keyboard, and the root scales with the page.
pub(crate) fn inline(svg: &str, prefix: &str) -> String {
    let body = match svg.find("<svg") {
        Some(i) => &svg[i..],
        None => return String::new(),
    };
    let mut ids: Vec<String> = Vec::new();
    let mut rest = body;
    while let Some(i) = rest.find(" id=\"") {
        rest = &rest[i + 5..];
        if let Some(j) = rest.find('"') {
            ids.push(rest[..j].to_string());
        }
    }
    // Longest first, so an id that is the start of another is not replaced inside it.
    ids.sort_by(|a, b| b.len().cmp(&a.len()).then(a.cmp(b)));
    ids.dedup();
    let mut out = body.to_string();
    for id in &ids {
        for (from, to) in [
            (format!("id=\"{id}\""), format!("id=\"{prefix}{id}\"")),
            (format!("labelledby=\"{id}\""), format!("labelledby=\"{prefix}{id}\"")),
            (format!("#{id})"), format!("#{prefix}{id})")),
            (format!("#{id}\""), format!("#{prefix}{id}\"")),
            (format!("\"{id} "), format!("\"{prefix}{id} ")),
            (format!(" {id}\""), format!(" {prefix}{id}\"")),
        ] {
            out = out.replace(&from, &to);
        }
    }
    let targets = out.contains(" class=\"pt\" ");
    let out = (out.replace(
        "<circle class=\"pt\" ",
        "<circle class=\"pt\" tabindex=\"0\" role=\"img\" ",
    ))
    .replace("<rect class=\"pt\" ", "<rect class=\"pt\" tabindex=\"0\" role=\"img\" ")
    // The points' titles and labels repeat the data table: the search
    // index leaves them out.
    .replacen(HITS, "<g class=\"pts\" data-pagefind-ignore>", 1);
    let Some((root, tail)) = out.split_once('>') else {
        return out;
    };
    let root = root.replacen("<svg role=\"img\"", "<svg class=\"fig\" role=\"group\"", 1);
    // Never narrower than the text stays legible at (a phone scrolls it
    // sideways): a figure without targets is the scrolling region's one
    // stop on the keyboard, one with targets scrolls to the focused one.
    let stop = match (targets, ids.iter().find(|i| i.ends_with("-title"))) {
        (false, Some(title)) => format!(" role=\"region\" tabindex=\"0\" aria-labelledby=\"{prefix}{title}\""),
        _ => String::new(),
    };
    format!("<span class=\"fig-scroll\"{stop}>{root}>{tail}</span>")
}

/// Stable 64-bit FNV-1a, for ids that are unique per figure yet deterministic.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::super::testutil::plain_look;
    use super::*;

    #[test]
    fn only_translucent_fill_only_shapes_get_fill_opacity() {
        let cases = [
            (
                "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" opacity=\"0.85\" fill=\"#FFFFFF\" stroke=\"none\"/>",
                "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" fill-opacity=\"0.85\" fill=\"#FFFFFF\" stroke=\"none\"/>",
            ),
            (
                "<polygon opacity=\"0.15\" fill=\"#0072B2\" points=\"1,2 3,4 5,6 \"/>",
                "<polygon fill-opacity=\"0.15\" fill=\"#0072B2\" points=\"1,2 3,4 5,6 \"/>",
            ),
        ];
        for (line, want) in cases {
            assert_eq!(fill_opacity(line), want);
        }
        // Opaque, stroked (the stroke would be translucent too), not a shape,
        // or already with a fill opacity: unchanged.
        for line in [
            "<rect x=\"1\" y=\"2\" width=\"3\" height=\"4\" opacity=\"1\" fill=\"#FFFFFF\" stroke=\"none\"/>",
            "<circle cx=\"1\" cy=\"2\" r=\"3\" opacity=\"0.5\" fill=\"#000\" stroke=\"#000\"/>",
            "<polyline fill=\"none\" opacity=\"0.5\" stroke=\"#222222\" points=\"1,2 3,4 \"/>",
            "<text x=\"1\" y=\"2\" opacity=\"0.5\">",
            "<rect opacity=\"0.5\" fill-opacity=\"0.5\" fill=\"#000\"/>",
        ] {
            assert_eq!(fill_opacity(line), line);
        }
    }

    /// The rewrite paints what plotters' `opacity` painted: a translucent
    /// backing over a line and text, rasterised both ways, differs by at
    /// most two levels of 255 in any channel (resvg blends a layer in floating
    /// point and a direct fill in 8-bit fixed point, with 0.85 as 217/255).
    #[test]
    fn fill_opacity_paints_what_opacity_painted() {
        let figure = |backing: &str| {
            format!(
                "<svg width=\"120\" height=\"60\" viewBox=\"0 0 120 60\" xmlns=\"http://www.w3.org/2000/svg\">\n\
                 <rect x=\"0\" y=\"0\" width=\"120\" height=\"60\" opacity=\"1\" fill=\"#FFFFFF\" stroke=\"none\"/>\n\
                 <polyline fill=\"none\" opacity=\"1\" stroke=\"#0072B2\" stroke-width=\"6\" points=\"0,30 120,25 \"/>\n\
                 <text x=\"10\" y=\"40\" font-size=\"16\" fill=\"#D55E00\">Ghi 寫</text>\n\
                 {backing}\n<polygon opacity=\"0.15\" fill=\"#009E73\" points=\"5,5 115,10 60,58 \"/>\n</svg>"
            )
        };
        let line = "<rect x=\"7.5\" y=\"20\" width=\"60.25\" height=\"25\" opacity=\"0.85\" fill=\"#FFFFFF\" stroke=\"none\"/>";
        let before = figure(line);
        let after: String = before.lines().map(|l| fill_opacity(l) + "\n").collect();
        assert_eq!(after.matches("fill-opacity").count(), 2, "{after}");
        let pixels = |svg: &str| {
            let png = super::super::svg_to_png(svg, 2.0, &[]).unwrap().0;
            resvg::tiny_skia::Pixmap::decode_png(&png).unwrap().data().to_vec()
        };
        let (a, b) = (pixels(&before), pixels(&after));
        assert_eq!(a.len(), b.len());
        let worst = a.iter().zip(&b).map(|(x, y)| x.abs_diff(*y)).max().unwrap();
        assert!(worst <= 2, "a channel moved by {worst}");
        assert!(a.iter().zip(&b).filter(|(x, y)| x != y).count() < a.len() / 10);
    }

    #[test]
    fn accessible_root_and_strokes() {
        let svg = "<svg width=\"10\" height=\"10\" xmlns=\"http://www.w3.org/2000/svg\">\n\
                   <polyline fill=\"none\" opacity=\"0.9992\" stroke=\"#000000\"/>\n\
                   <text x=\"1\" font-size=\"12.000000000000002\" opacity=\"1\">a</text>\n\
                   </svg>\n";
        let text = FigureText {
            title: "A & <b>".into(),
            desc: "d \"q\"".into(),
            ..Default::default()
        };
        let out = finish(svg, &text);
        let mut lines = out.lines();
        let root = lines.next().unwrap();
        assert!(root.starts_with("<svg role=\"img\" aria-labelledby=\"pxr"), "{root}");
        assert!(lines.next().unwrap().contains(">A &amp; &lt;b&gt;</title>"));
        assert!(lines.next().unwrap().contains(">d &quot;q&quot;</desc>"));
        assert!(out.contains("opacity=\"1\" stroke-linejoin=\"round\""));
        assert!(out.contains(&format!("stroke-dasharray=\"{SERIES_DASH}\"")));
        assert!(out.contains("font-size=\"12\""));
        assert_eq!(out, finish(svg, &text));
    }

    #[test]
    fn hits_have_titles_and_inlining_prefixes_every_id() {
        let svg = "<svg width=\"10\" height=\"10\" xmlns=\"http://www.w3.org/2000/svg\">\n</svg>\n";
        let text = FigureText {
            title: "T".into(),
            desc: "D".into(),
            ..Default::default()
        };
        let hit = Hit::point((3, 4), "Write, 4 threads: 9 <GB/s>");
        let file = plain_look(|look| add_hits(&finish(svg, &text), &[hit], look));
        assert!(
            file.contains("cx=\"3\" cy=\"4\"")
                && file.contains("<title>Write, 4 threads: 9 &lt;GB/s&gt;</title></circle>"),
            "{file}"
        );
        // Its value label right after it: hidden until the page shows it,
        // below the point (no room above), inside the canvas.
        let tip = file.split("</circle>\n").nth(1).unwrap();
        assert!(
            tip.starts_with("<g class=\"tip\" visibility=\"hidden\" aria-hidden=\"true\"><rect x=\"2\" y=\"16\" ")
                && tip.contains(">Write, 4 threads: 9 &lt;GB/s&gt;</text></g>"),
            "{tip}"
        );
        assert!(file.trim_end().ends_with("</g>\n</svg>"), "{file}");
        assert_eq!(without_hits(&file), finish(svg, &text), "the PNG's picture");
        assert!(!file.contains("tabindex"), "the file stays plain SVG");
        let page = inline(&file, "f2-");
        let id = file.split("id=\"").nth(1).and_then(|s| s.split('"').next()).unwrap();
        assert!(
            page.starts_with("<span class=\"fig-scroll\"><svg class=\"fig\" role=\"group\" aria-labelledby=\"f2-"),
            "{page}"
        );
        assert!(
            page.contains(&format!("id=\"f2-{id}\"")) && !page.contains(&format!("id=\"{id}\"")),
            "{page}"
        );
        let labelled = page
            .split("aria-labelledby=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .unwrap();
        assert!(labelled.split(' ').all(|t| t.starts_with("f2-pxr")), "{labelled}");
        assert!(
            page.contains(
                "<g class=\"pts\" data-pagefind-ignore>\n<circle class=\"pt\" tabindex=\"0\" role=\"img\" cx=\"3\""
            ),
            "{page}"
        );
        assert_eq!(plain_look(|look| add_hits("no root", &[], look)), "no root");
        // A figure without targets is a keyboard stop of its own (it may scroll).
        let bare = inline(&finish(svg, &text), "f3-");
        assert!(
            bare.starts_with("<span class=\"fig-scroll\" role=\"region\" tabindex=\"0\" aria-labelledby=\"f3-pxr"),
            "{bare}"
        );
        assert!(page.starts_with("<span class=\"fig-scroll\"><svg "), "{page}");
    }
}

//! Post-processing of plotters' SVG output: stroke styles plotters cannot
//! express (dashes, round joins), tidy font sizes, and accessibility.
//!
//! plotters-svg writes one element per line, attributes in a fixed order, and its
//! `opacity` attribute is the colour's alpha printed with `{}`. Lines that need a
//! dash pattern are drawn with a reserved alpha (an imperceptible 0.999x), which
//! is replaced here by `opacity="1"` plus the SVG stroke attributes.

use super::text::xml_escape;
use super::{FigureText, LIMIT_DASH, SERIES_DASH};

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
        .collect();
    let mut body = String::with_capacity(svg.len() + 512);
    for line in svg.lines() {
        let mut line = line.to_string();
        for (needle, replacement) in &specials {
            if line.contains(needle.as_str()) {
                line = line.replace(needle.as_str(), replacement);
            }
        }
        body.push_str(&round_font_size(&line));
        body.push('\n');
    }
    let id = format!("pxr{:08x}", fnv1a(body.as_bytes()) as u32);
    let head = format!("<svg role=\"img\" aria-labelledby=\"{id}-title {id}-desc\" ",);
    let a11y = format!(
        "<title id=\"{id}-title\">{}</title>\n<desc id=\"{id}-desc\">{}</desc>\n",
        xml_escape(&text.title),
        xml_escape(&text.desc)
    );
    match body.split_once('\n') {
        Some((root, rest)) if root.starts_with("<svg ") => {
            format!("{}{}\n{a11y}{rest}", head, &root["<svg ".len()..])
        }
        _ => body,
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

/// Stable 64-bit FNV-1a, for ids that are unique per figure yet deterministic.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
}

//! Fonts, text styles, text width estimation and XML escaping.

use plotters::style::{
    register_font, text_anchor::Pos, FontDesc, FontFamily, FontStyle, FontTransform, RGBColor, TextStyle,
};

use super::{FigureError, Look, DEFAULT_FONT_FAMILY, EMBEDDED_FONT};

/// plotters' SVGBackend writes `font-size = size / 1.24`; sizes here are CSS px.
const PLOTTERS_SIZE_FACTOR: f64 = 1.24;
/// Bold glyphs of DejaVu Sans are about this much wider than regular ones.
const BOLD_WIDTH_FACTOR: f64 = 1.1;
/// Measuring size: large, so that plotters' integer rounding is negligible.
const MEASURE_SIZE: f64 = 1000.0;

/// The CSS font-family list to write and measure with.
pub(super) fn family<'a>(look: &Look<'a>) -> &'a str {
    let f = look.font_family.trim();
    if f.is_empty() {
        DEFAULT_FONT_FAMILY
    } else {
        f
    }
}

/// Registers the embedded DejaVu Sans under `family` (the exact string plotters
/// writes into `font-family` and looks up when measuring), for every style we use.
/// Nothing is ever read from the fonts installed on the machine.
pub(super) fn register(family: &str) -> Result<(), FigureError> {
    for style in [FontStyle::Normal, FontStyle::Bold] {
        register_font(FontFamily::from(family).as_str(), style, EMBEDDED_FONT).map_err(|_| FigureError::Font)?;
    }
    Ok(())
}

/// A text style of `px` CSS pixels.
pub(super) fn style<'a>(family: &'a str, px: f64, bold: bool, rgb: (u8, u8, u8), pos: Pos) -> TextStyle<'a> {
    let weight = if bold { FontStyle::Bold } else { FontStyle::Normal };
    FontDesc::new(FontFamily::from(family), px * PLOTTERS_SIZE_FACTOR, weight)
        .color(&RGBColor(rgb.0, rgb.1, rgb.2))
        .pos(pos)
}

/// Labels with CJK characters are set upright: turned a quarter, their
/// glyphs would lie on their side.
pub(super) fn upright(label: &str) -> bool {
    label.chars().any(is_wide)
}

pub(super) fn rotated(style: TextStyle<'_>) -> TextStyle<'_> {
    style.transform(FontTransform::Rotate270)
}

/// East-Asian wide and full-width characters (Han, kana, Hangul, CJK punctuation,
/// full-width forms). DejaVu Sans has no glyphs for them, so the fallback font
/// draws them one em wide; they are measured as one em.
pub(super) fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x20000..=0x3FFFD)
}

/// Estimated advance width in px of `text` set in `px` CSS pixels: narrow runs
/// are measured with the embedded font through plotters (calibrated against
/// U+2003 EM SPACE, which is one em by definition), wide characters count 1 em.
pub(super) fn text_width(family: &str, text: &str, px: f64, bold: bool) -> f64 {
    let font = FontDesc::new(FontFamily::from(family), MEASURE_SIZE, FontStyle::Normal);
    let measure = |s: &str| font.box_size(s).map(|(w, _)| f64::from(w)).unwrap_or(0.0);
    let em = match measure("\u{2003}") {
        w if w > 0.0 => w,
        _ => MEASURE_SIZE / 1.164, // DejaVu Sans: (ascent - descent) / units per em
    };
    let mut ems = 0.0;
    let mut run = String::new();
    for c in text.chars() {
        if is_wide(c) {
            ems += measure(&run) / em + 1.0;
            run.clear();
        } else {
            run.push(c);
        }
    }
    ems += measure(&run) / em;
    let factor = if bold { BOLD_WIDTH_FACTOR } else { 1.0 };
    ems * px * factor
}

/// `text` cut with an ellipsis so that it fits `max_width` px.
pub(super) fn fit(family: &str, text: &str, px: f64, max_width: f64) -> String {
    if text_width(family, text, px, false) <= max_width {
        return text.to_string();
    }
    // binary search for the longest prefix that fits (width grows with length)
    let chars: Vec<char> = text.chars().collect();
    let with_ellipsis = |n: usize| chars[..n].iter().collect::<String>() + "…";
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        if text_width(family, &with_ellipsis(mid), px, false) <= max_width {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    with_ellipsis(lo)
}

/// Escapes text for XML character data and attribute values.
pub(super) fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// The height of one line of text at `px` pixels (for stacking lines).
pub(super) fn line_height(px: f64) -> f64 {
    px * 1.25
}

#[cfg(test)]
mod tests {
    use super::*;

    const FAMILY: &str = "Test Family, sans-serif";

    #[test]
    fn wide_characters_measure_one_em() {
        register(FAMILY).unwrap();
        let w = text_width(FAMILY, "寫入讀取", 10.0, false);
        assert!((w - 40.0).abs() < 0.01, "{w}");
        let latin = text_width(FAMILY, "write", 10.0, false);
        assert!(latin > 20.0 && latin < 40.0, "{latin}");
        let vi = text_width(FAMILY, "Ghi tuần tự", 10.0, false);
        assert!(vi > 40.0 && vi < 80.0, "{vi}");
    }

    #[test]
    fn fit_cuts_with_an_ellipsis() {
        register(FAMILY).unwrap();
        let long = "a very long legend label that will not fit";
        let cut = fit(FAMILY, long, 12.0, 80.0);
        assert!(cut.ends_with('…') && text_width(FAMILY, &cut, 12.0, false) <= 80.0);
        assert_eq!(fit(FAMILY, "ok", 12.0, 80.0), "ok");
    }

    #[test]
    fn escaping() {
        assert_eq!(xml_escape("<script>&\"'\u{1}"), "&lt;script&gt;&amp;&quot;&apos;");
    }
}

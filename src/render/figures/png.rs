//! SVG → PNG with resvg, using the embedded DejaVu Sans plus the machine's fonts
//! (and any extra directories) so that CJK text can fall back to an installed
//! CJK font. Text whose glyphs no font provides is reported, naming the script.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg::{self, fontdb, Group, Node, Tree};

use super::{FigureError, EMBEDDED_FONT};

/// Largest accepted scale (960 × 16 = 15 360 px wide).
const MAX_SCALE: f32 = 16.0;

/// Rasterises `svg` at `scale` (1.0 = 960×540 px). Returns the PNG bytes and
/// warnings, one per script some of whose characters no available font can draw
/// (they come out as empty boxes), e.g. Han when no CJK font is installed.
pub fn svg_to_png(svg: &str, scale: f32, extra_font_dirs: &[PathBuf]) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    // Scanning the system fonts is the slow part: do it once per process.
    static BASE: OnceLock<fontdb::Database> = OnceLock::new();
    let mut db = BASE
        .get_or_init(|| {
            let mut db = fontdb::Database::new();
            db.load_font_data(EMBEDDED_FONT.to_vec());
            db.load_system_fonts();
            db
        })
        .clone();
    for dir in extra_font_dirs {
        db.load_fonts_dir(dir);
    }
    rasterise(svg, scale, db)
}

fn rasterise(svg: &str, scale: f32, mut db: fontdb::Database) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    if !(scale.is_finite() && scale > 0.0 && scale <= MAX_SCALE) {
        return Err(FigureError::InvalidScale { scale, max: MAX_SCALE });
    }
    db.set_sans_serif_family("DejaVu Sans");
    let options = usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        fontdb: Arc::new(db),
        ..usvg::Options::default()
    };
    let tree = Tree::from_str(svg, &options).map_err(|e| FigureError::SvgParse(e.to_string()))?;
    let size = tree.size();
    let (w, h) = (
        (size.width() * scale).ceil() as u32,
        (size.height() * scale).ceil() as u32,
    );
    let mut pixmap =
        Pixmap::new(w.max(1), h.max(1)).ok_or_else(|| FigureError::Png(format!("cannot allocate {w}×{h} pixels")))?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(&tree, Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let png = pixmap.encode_png().map_err(|e| FigureError::Png(e.to_string()))?;
    let mut missing = vec![];
    missing_glyphs(tree.root(), &mut missing);
    Ok((png, warnings(&missing)))
}

/// Characters that were laid out with glyph 0 (.notdef): no font had them.
fn missing_glyphs(group: &Group, out: &mut Vec<char>) {
    for node in group.children() {
        match node {
            Node::Group(g) => missing_glyphs(g, out),
            Node::Text(t) => {
                let glyphs = t.layouted().iter().flat_map(|s| &s.positioned_glyphs);
                for g in glyphs.filter(|g| g.id.0 == 0) {
                    out.extend(g.text.chars().filter(|c| !c.is_whitespace() && !c.is_control()));
                }
            }
            _ => {}
        }
    }
}

/// The script of `c` and a font that would cover it.
fn script(c: char) -> (&'static str, &'static str) {
    const CJK_FONT: &str = "Noto Sans CJK TC (fonts-noto-cjk) or WenQuanYi Micro Hei (fonts-wqy-microhei)";
    match c as u32 {
        0x3040..=0x30FF | 0x31F0..=0x31FF => ("Japanese kana", "Noto Sans CJK (fonts-noto-cjk)"),
        0x1100..=0x11FF | 0x3130..=0x318F | 0xAC00..=0xD7AF => ("Hangul (Korean)", "Noto Sans CJK (fonts-noto-cjk)"),
        0x3000..=0x303F | 0xFF00..=0xFFEF => ("CJK punctuation / full-width forms", CJK_FONT),
        0x2E80..=0x2FDF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x3FFFF => {
            ("Han (Chinese characters)", CJK_FONT)
        }
        0x0370..=0x03FF => ("Greek", "DejaVu Sans"),
        0x0400..=0x052F => ("Cyrillic", "DejaVu Sans"),
        0x0590..=0x05FF => ("Hebrew", "Noto Sans Hebrew"),
        0x0600..=0x06FF => ("Arabic", "Noto Sans Arabic"),
        0x0900..=0x097F => ("Devanagari", "Noto Sans Devanagari"),
        0x0E00..=0x0E7F => ("Thai", "Noto Sans Thai"),
        0x0000..=0x024F | 0x1E00..=0x1EFF => ("Latin", "DejaVu Sans"),
        _ => ("other", "a font covering it"),
    }
}

/// One warning per script, in order of first appearance, with up to 12 examples.
fn warnings(missing: &[char]) -> Vec<String> {
    let mut by_script: Vec<(&str, &str, Vec<char>)> = vec![];
    for &c in missing {
        let (name, font) = script(c);
        match by_script.iter_mut().find(|(n, _, _)| *n == name) {
            Some((_, _, chars)) if !chars.contains(&c) => chars.push(c),
            Some(_) => {}
            None => by_script.push((name, font, vec![c])),
        }
    }
    by_script
        .into_iter()
        .map(|(name, font, chars)| {
            let more = if chars.len() > 12 { " …" } else { "" };
            let sample: String = chars.iter().take(12).collect();
            let codes = format!("U+{:04X}", chars[0] as u32);
            format!(
                "missing glyphs for {name} text ({sample}{more}, first {codes}): no available font \
                 covers it, so it is drawn as empty boxes; install {font} or pass its directory"
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SVG: &str = r#"<svg width="200" height="60" viewBox="0 0 200 60" xmlns="http://www.w3.org/2000/svg">
<text x="4" y="24" font-family="DejaVu Sans, Noto Sans CJK TC, WenQuanYi Micro Hei, sans-serif" font-size="16">Write 寫入</text>
<text x="4" y="50" font-family="DejaVu Sans, sans-serif" font-size="16">Ghi tuần tự</text>
</svg>"#;

    fn png_size(png: &[u8]) -> (u32, u32) {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "PNG signature");
        assert_eq!(&png[12..16], b"IHDR");
        let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        (be(&png[16..20]), be(&png[20..24]))
    }

    #[test]
    fn embedded_font_only_names_missing_han() {
        let mut db = fontdb::Database::new();
        db.load_font_data(EMBEDDED_FONT.to_vec());
        let (png, warnings) = rasterise(SVG, 2.0, db).unwrap();
        assert_eq!(png_size(&png), (400, 120));
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            warnings[0].contains("Han") && warnings[0].contains("寫入"),
            "{warnings:?}"
        );
        // Vietnamese is fully covered by DejaVu Sans: nothing about Latin.
        assert!(!warnings[0].contains("Latin"));
    }

    #[test]
    fn system_fonts_with_or_without_cjk() {
        let (png, warnings) = svg_to_png(SVG, 1.0, &[]).unwrap();
        assert_eq!(png_size(&png), (200, 60));
        // Can this machine draw Han at all (embedded + system fonts, usvg's fallback)?
        let probe = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"40\">\
                     <text y=\"20\" font-family=\"DejaVu Sans\">寫</text></svg>";
        let cjk_installed = svg_to_png(probe, 1.0, &[]).unwrap().1.is_empty();
        if cjk_installed {
            assert!(warnings.is_empty(), "{warnings:?}");
        } else {
            assert!(warnings.iter().any(|w| w.contains("Han")), "{warnings:?}");
        }
    }

    #[test]
    fn bad_input_is_an_error() {
        assert!(matches!(
            svg_to_png(SVG, 0.0, &[]),
            Err(FigureError::InvalidScale { .. })
        ));
        assert!(matches!(
            svg_to_png(SVG, f32::NAN, &[]),
            Err(FigureError::InvalidScale { .. })
        ));
        assert!(matches!(svg_to_png("<svg", 1.0, &[]), Err(FigureError::SvgParse(_))));
    }
}

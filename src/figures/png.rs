//! SVG → PNG with resvg, using the embedded DejaVu Sans plus the machine's fonts
//! (and any extra directories) so that CJK text can fall back to an installed
//! CJK font. Text whose glyphs no font provides is reported, naming the script.
//!
//! Fonts are loaded once per process: the font list is scanned once, and each
//! font file is read from disk the first time a figure uses it, then shared by
//! every figure and rayon thread. (A database of file sources would reopen and
//! map the file for every text run — about 185 times per figure.) The figure
//! is drawn without its hover targets and hidden value labels (the same
//! pixels in half the time) by `resvg::render` on a white canvas, whose
//! pixels the `png` crate encodes as they are (fdeflate's fast compression).

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{IntSize, Pixmap, Transform};
use resvg::usvg::{self, fontdb, Group, Node, Tree};

use super::{FigureError, EMBEDDED_FONT};

/// Largest accepted scale (960 × 16 = 15 360 px wide).
const MAX_SCALE: f32 = 16.0;

/// Rasterises `svg` at `scale` (1.0 = 960×540 px). Returns the PNG bytes and
/// warnings, one per script some of whose characters no available font can draw
/// (they come out as empty boxes), e.g. Han when no CJK font is installed.
pub fn svg_to_png(svg: &str, scale: f32, extra_font_dirs: &[PathBuf]) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    // The options (and the font database they hold) are made once and shared
    // by every figure and thread; only extra font directories need their own.
    let shared = &shared().options;
    let svg = &super::svgpost::without_hits(svg);
    let tree = if extra_font_dirs.is_empty() {
        parse(svg, scale, shared)?
    } else {
        let mut db = (*shared.fontdb).clone();
        for dir in extra_font_dirs {
            db.load_fonts_dir(dir);
        }
        parse(svg, scale, &options(Arc::new(prepared(share_files(db).0))))?
    };
    Ok((rasterise(&tree, scale)?, missing_glyph_warnings(&tree)))
}

/// `tree` drawn at `scale` on a white canvas, as PNG.
///
/// The canvas starts white and opaque and every shape is blended over it, so
/// it stays opaque: its premultiplied pixels are already the PNG's RGBA
/// pixels and go to the encoder as they are (tiny-skia's own encoder would
/// copy the canvas to un-premultiply it, a third of the encoding time).
fn rasterise(tree: &Tree, scale: f32) -> Result<Vec<u8>, FigureError> {
    let (w, h) = pixel_size(tree, scale);
    let too_big = || FigureError::Png(format!("cannot allocate {w}×{h} pixels"));
    let size = IntSize::from_wh(w, h).ok_or_else(too_big)?;
    let len = (w as usize)
        .checked_mul(h as usize)
        .and_then(|n| n.checked_mul(4))
        .ok_or_else(too_big)?;
    let mut pixmap = Pixmap::from_vec(vec![255; len], size).ok_or_else(too_big)?;
    resvg::render(tree, Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    encode(pixmap.data(), w, h).map_err(|e| FigureError::Png(e.to_string()))
}

/// Opaque RGBA pixels as PNG: fdeflate's fast compression after the `Sub`
/// filter on every row (the `png` crate's defaults, named so they stay put:
/// adaptive filtering makes the files 40% smaller but takes 80% longer to
/// encode, see docs/performance.md).
fn encode(rgba: &[u8], w: u32, h: u32) -> Result<Vec<u8>, png::EncodingError> {
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::FilterType::Sub);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()?;
    Ok(out)
}

/// The fonts of this process's figures, made once and shared by every
/// figure and thread.
struct Shared {
    options: usvg::Options<'static>,
    /// The font files behind the faces, in the order fallback meets them.
    files: Vec<PathBuf>,
}

fn shared() -> &'static Shared {
    static SHARED: OnceLock<Shared> = OnceLock::new();
    SHARED.get_or_init(|| {
        let (db, files) = share_files(system_fonts());
        Shared {
            options: options(Arc::new(prepared(db))),
            files,
        }
    })
}

/// What the PNG figures' pixels depend on outside the project and the
/// binary: the machine's font files, in the order font fallback meets them
/// (found as the rasteriser finds them: fontconfig's folders, else the
/// usual ones), and the families the generic names stand for. A build's
/// key includes it, so that a `--png` build is skipped only while these
/// stay the same (see `commands::build`).
pub(crate) fn font_files() -> (&'static [PathBuf], String) {
    let s = shared();
    let db = &s.options.fontdb;
    let generic = [
        fontdb::Family::Serif,
        fontdb::Family::SansSerif,
        fontdb::Family::Monospace,
        fontdb::Family::Cursive,
        fontdb::Family::Fantasy,
    ];
    let families = generic.iter().map(|f| db.family_name(f)).collect::<Vec<_>>().join(", ");
    (&s.files, families)
}

/// usvg's options with `db`: unnamed text is set in the embedded font, and
/// a character it lacks in the first of the Chinese figures' families
/// that has it (usvg's own fallback takes the first face of the database
/// that has it: a serif or Japanese face of Noto CJK).
fn options(db: Arc<fontdb::Database>) -> usvg::Options<'static> {
    let any = usvg::FontResolver::default_fallback_selector();
    usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        fontdb: db,
        font_resolver: usvg::FontResolver {
            select_fallback: Box::new(move |c, used, db| cjk_sans(c, used, db).or_else(|| any(c, used, db))),
            ..usvg::FontResolver::default()
        },
        ..usvg::Options::default()
    }
}

/// The face of the zh-TW figures' font list (Noto Sans CJK TC first) in the
/// style of the text's first face that draws `c`, if one is installed.
fn cjk_sans(c: char, used: &[fontdb::ID], db: &mut Arc<fontdb::Database>) -> Option<fontdb::ID> {
    let base = db.face(*used.first()?)?;
    let (weight, stretch, style) = (base.weight, base.stretch, base.style);
    (crate::model::Lang::ZhTw.font_family().split(", ")).find_map(|name| {
        let families = [fontdb::Family::Name(name)];
        let id = db.query(&fontdb::Query {
            families: &families,
            weight,
            stretch,
            style,
        })?;
        let has = db.with_face_data(id, |data, i| ttf_parser::Face::parse(data, i).ok()?.glyph_index(c));
        (!used.contains(&id) && has.flatten().is_some()).then_some(id)
    })
}

/// The embedded font, then the system's (as file sources).
fn system_fonts() -> fontdb::Database {
    let mut db = fontdb::Database::new();
    db.load_font_data(EMBEDDED_FONT.to_vec());
    db.load_system_fonts();
    db
}

/// `sans-serif` means the embedded font (resvg would otherwise look for Arial).
fn prepared(mut db: fontdb::Database) -> fontdb::Database {
    db.set_sans_serif_family("DejaVu Sans");
    db
}

/// A font file read on first use and kept: faces of one file share it.
struct LazyFile {
    path: PathBuf,
    data: OnceLock<Vec<u8>>,
}

impl AsRef<[u8]> for LazyFile {
    fn as_ref(&self) -> &[u8] {
        // A file that vanished or cannot be read gives no data: its faces then
        // fail to parse and count as not covering any glyph (a warning), as an
        // unreadable file did before.
        self.data.get_or_init(|| std::fs::read(&self.path).unwrap_or_default())
    }
}

/// The same faces, in the same order (font fallback walks them in order, so
/// the pixels do not change), with every file source replaced by one shared,
/// lazily read copy of the file.
/// Also returns the files, in the order of their first face.
fn share_files(db: fontdb::Database) -> (fontdb::Database, Vec<PathBuf>) {
    let mut files: std::collections::BTreeMap<&Path, Arc<LazyFile>> = Default::default();
    let mut order = Vec::new();
    let mut out = fontdb::Database::new();
    for face in db.faces() {
        let mut info = face.clone();
        if let fontdb::Source::File(path) = &face.source {
            let file = files.entry(path.as_path()).or_insert_with(|| {
                order.push(path.clone());
                Arc::new(LazyFile {
                    path: path.clone(),
                    data: OnceLock::new(),
                })
            });
            info.source = fontdb::Source::Binary(Arc::clone(file) as Arc<dyn AsRef<[u8]> + Send + Sync>);
        }
        out.push_face_info(info);
    }
    (out, order)
}

/// The figure as usvg's tree (text already laid out), for a valid `scale`.
fn parse(svg: &str, scale: f32, options: &usvg::Options) -> Result<Tree, FigureError> {
    if !(scale.is_finite() && scale > 0.0 && scale <= MAX_SCALE) {
        return Err(FigureError::InvalidScale { scale, max: MAX_SCALE });
    }
    Tree::from_str(svg, options).map_err(|e| FigureError::SvgParse(e.to_string()))
}

/// The canvas size for `tree` at `scale`, at least 1×1.
fn pixel_size(tree: &Tree, scale: f32) -> (u32, u32) {
    let size = tree.size();
    let px = |v: f32| ((v * scale).ceil() as u32).max(1);
    (px(size.width()), px(size.height()))
}

/// One warning per script that no font could draw (see [`warnings`]).
fn missing_glyph_warnings(tree: &Tree) -> Vec<String> {
    let mut missing = vec![];
    missing_glyphs(tree.root(), &mut missing);
    warnings(&missing)
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
    (by_script.into_iter())
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

    /// The pixmap a PNG decodes to.
    fn decode(png: &[u8]) -> Pixmap {
        Pixmap::decode_png(png).expect("a PNG tiny-skia can read")
    }

    /// How many pixels of rows `rows` are not white.
    fn inked(pixmap: &Pixmap, rows: std::ops::Range<u32>) -> usize {
        let w = pixmap.width() as usize;
        let px = &pixmap.pixels()[rows.start as usize * w..rows.end as usize * w];
        px.iter()
            .filter(|p| (p.red(), p.green(), p.blue()) != (255, 255, 255))
            .count()
    }

    #[test]
    fn embedded_font_only_names_missing_han() {
        let mut db = fontdb::Database::new();
        db.load_font_data(EMBEDDED_FONT.to_vec());
        let tree = parse(SVG, 2.0, &options(Arc::new(prepared(share_files(db).0)))).unwrap();
        let warnings = missing_glyph_warnings(&tree);
        let png = rasterise(&tree, 2.0).unwrap();
        assert_eq!(png_size(&png), (400, 120));
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert!(
            warnings[0].contains("Han") && warnings[0].contains("寫入"),
            "{warnings:?}"
        );
        // Vietnamese is fully covered by DejaVu Sans: nothing about Latin.
        assert!(!warnings[0].contains("Latin"));
    }

    /// Both lines of text are drawn, each in its own band of rows, in
    /// opaque pixels, and the margin above them stays white.
    #[test]
    fn renders_text_on_an_opaque_white_canvas() {
        let pixmap = decode(&svg_to_png(SVG, 2.0, &[]).unwrap().0);
        assert_eq!((pixmap.width(), pixmap.height()), (400, 120));
        assert!(pixmap.pixels().iter().all(|p| p.alpha() == 255), "translucent pixels");
        // Baselines at y = 24 and 50 (× 2), glyphs 16 px (× 2) high.
        assert_eq!(inked(&pixmap, 0..16), 0, "ink above the first line");
        assert!(inked(&pixmap, 20..50) > 300, "the first line is drawn");
        assert!(inked(&pixmap, 72..102) > 300, "the second line is drawn");
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

    /// Han in a Chinese figure is drawn in Noto Sans CJK TC wherever that
    /// face is installed (usvg's own fallback took WenQuanYi Micro Hei, or
    /// a serif or Japanese face of Noto CJK, whichever the machine listed
    /// first); elsewhere it is reported as missing. (A text run with a
    /// character the first face lacks is set wholly in the fallback face.)
    #[test]
    fn han_falls_back_to_the_traditional_chinese_sans() {
        let svg = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"80\" height=\"40\">\
             <text y=\"20\" font-family=\"{}\">A 緒者</text></svg>",
            crate::model::Lang::ZhTw.font_family()
        );
        let tree = parse(&svg, 1.0, &shared().options).unwrap();
        let mut faces = Vec::new();
        fn glyph_faces(g: &Group, db: &fontdb::Database, out: &mut Vec<(String, String)>) {
            for node in g.children() {
                match node {
                    Node::Group(g) => glyph_faces(g, db, out),
                    Node::Text(t) => out.extend(t.layouted().iter().flat_map(|s| &s.positioned_glyphs).map(|g| {
                        let face = db.face(g.font).map(|f| f.families[0].0.clone()).unwrap_or_default();
                        (g.text.clone(), face)
                    })),
                    _ => {}
                }
            }
        }
        glyph_faces(tree.root(), tree.fontdb(), &mut faces);
        let installed = shared()
            .options
            .fontdb
            .faces()
            .any(|f| f.families.iter().any(|n| n.0 == "Noto Sans CJK TC"));
        if installed {
            let han: Vec<_> = faces.iter().filter(|(t, _)| t == "緒" || t == "者").collect();
            assert_eq!(han.len(), 2, "{faces:?}");
            assert!(han.iter().all(|(_, f)| f == "Noto Sans CJK TC"), "{faces:?}");
        } else {
            assert!(
                missing_glyph_warnings(&tree).iter().any(|w| w.contains("Han")),
                "{faces:?}"
            );
        }
    }

    /// The same figure gives the same bytes every time, and through a font
    /// database of its own (an extra, empty font folder: the shared faces
    /// copied in the same order) the same bytes as through the shared one.
    #[test]
    fn deterministic_and_the_same_through_an_own_font_database() {
        let (first, first_warnings) = svg_to_png(SVG, 1.5, &[]).unwrap();
        assert!(svg_to_png(SVG, 1.5, &[]).unwrap().0 == first, "two renders differ");
        let empty = tempfile::tempdir().unwrap();
        let (own, own_warnings) = svg_to_png(SVG, 1.5, &[empty.path().to_path_buf()]).unwrap();
        assert!(own == first, "the own font database gives other bytes");
        assert_eq!(own_warnings, first_warnings);
    }

    /// A translucent shape is blended over white: a half-opaque blue
    /// circle's centre is the mix of the two, the corners stay white.
    #[test]
    fn translucent_shapes_are_blended_over_white() {
        let svg = "<svg width=\"120\" height=\"60\" viewBox=\"0 0 120 60\" xmlns=\"http://www.w3.org/2000/svg\">\
                   <circle cx=\"60\" cy=\"30\" r=\"20\" fill=\"#0072B2\" opacity=\"0.5\"/></svg>";
        let pixmap = decode(&svg_to_png(svg, 2.0, &[]).unwrap().0);
        let at = |x: u32, y: u32| pixmap.pixel(x, y).unwrap();
        let centre = at(120, 60);
        let got = [centre.red(), centre.green(), centre.blue()];
        // Half of #0072B2 over half of white, to within rounding.
        for (got, blue) in got.into_iter().zip([0x00u8, 0x72, 0xB2]) {
            let exact = (f32::from(blue) + 255.0) / 2.0;
            assert!((f32::from(got) - exact).abs() <= 1.0, "{got} for {exact}");
        }
        assert_eq!(centre.alpha(), 255);
        let corner = at(0, 0);
        assert_eq!(
            (corner.red(), corner.green(), corner.blue(), corner.alpha()),
            (255, 255, 255, 255)
        );
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

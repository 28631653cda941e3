//! SVG → PNG with resvg, using the embedded DejaVu Sans plus the machine's fonts
//! (and any extra directories) so that CJK text can fall back to an installed
//! CJK font. Text whose glyphs no font provides is reported, naming the script.
//!
//! Fonts are loaded once per process: the font list is scanned once, and each
//! font file is read from disk the first time a figure uses it, then shared by
//! every figure and rayon thread. (A database of file sources would reopen and
//! map the file for every text run — about 185 times per figure.)
//!
//! Each thread keeps its canvas for the next figure of the same size; the
//! figure is drawn by [`pngdraw::draw`] (resvg, minus work that cannot change
//! a pixel) and the PNG encoded straight from the canvas (no copy, no scan for
//! translucent pixels: the canvas is opaque), row by row, each row made white
//! again once it is compressed, so the next figure starts on a white canvas
//! without a second pass over 8 MB (see [`encode_and_whiten`]). The bytes are
//! those of the path before these changes, which the PNG benchmark checks on
//! every bundled figure.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg::{self, fontdb, Group, Node, Tree};

use super::{pngdraw, pngenc, FigureError, EMBEDDED_FONT};

/// Largest accepted scale (960 × 16 = 15 360 px wide).
const MAX_SCALE: f32 = 16.0;

/// Rasterises `svg` at `scale` (1.0 = 960×540 px). Returns the PNG bytes and
/// warnings, one per script some of whose characters no available font can draw
/// (they come out as empty boxes), e.g. Han when no CJK font is installed.
pub fn svg_to_png(svg: &str, scale: f32, extra_font_dirs: &[PathBuf]) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    // The options (and the font database they hold) are made once and shared
    // by every figure and thread; only extra font directories need their own.
    let shared = &shared().options;
    let tree = if extra_font_dirs.is_empty() {
        parse(svg, scale, shared)?
    } else {
        let mut db = (*shared.fontdb).clone();
        for dir in extra_font_dirs {
            db.load_fonts_dir(dir);
        }
        parse(svg, scale, &options(Arc::new(prepared(share_files(db).0))))?
    };
    let (w, h) = pixel_size(&tree, scale);
    let png = CANVAS.with_borrow_mut(|slot| {
        // Taken out while in use: should anything below fail, the next figure
        // starts on a new canvas.
        let (mut pixmap, white) = match slot.take() {
            Some(p) if (p.width(), p.height()) == (w, h) => (p, true),
            _ => (
                Pixmap::new(w, h).ok_or_else(|| FigureError::Png(format!("cannot allocate {w}×{h} pixels")))?,
                false,
            ),
        };
        pngdraw::draw(&tree, scale, &mut pixmap, white);
        let png = encode_and_whiten(&mut pixmap)?;
        *slot = Some(pixmap);
        Ok::<_, FigureError>(png)
    })?;
    Ok((png, missing_glyph_warnings(&tree)))
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

thread_local! {
    /// The last canvas drawn on this thread, reused by the next figure of the
    /// same size: a 1920×1080 canvas is 8 MB, and allocating, zeroing and
    /// whitening it for every figure was a tenth of the PNG time. A canvas
    /// kept here is white (every byte 255): [`encode_and_whiten`] left it so.
    static CANVAS: RefCell<Option<Pixmap>> = const { RefCell::new(None) };
}

/// The rasterising path before issue 16: a fresh copy of a database of font
/// *files* per figure (re-read for every text run) and tiny-skia's own PNG
/// encoder. Kept only as the same-run baseline of the PNG benchmark
/// (`benches/png.rs`); its pixels are those of [`svg_to_png`].
#[doc(hidden)]
pub fn svg_to_png_reloading_fonts(svg: &str, scale: f32) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    static BASE: OnceLock<fontdb::Database> = OnceLock::new();
    let db = BASE.get_or_init(system_fonts).clone();
    let tree = parse(svg, scale, &options(Arc::new(prepared(db))))?;
    let (w, h) = pixel_size(&tree, scale);
    let mut pixmap = Pixmap::new(w, h).ok_or_else(|| FigureError::Png(format!("cannot allocate {w}×{h} pixels")))?;
    pixmap.fill(Color::WHITE);
    resvg::render(&tree, Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    let png = pixmap.encode_png().map_err(|e| FigureError::Png(e.to_string()))?;
    Ok((png, missing_glyph_warnings(&tree)))
}

/// usvg's options with `db`: unnamed text is set in the embedded font.
fn options(db: Arc<fontdb::Database>) -> usvg::Options<'static> {
    usvg::Options {
        font_family: "DejaVu Sans".to_string(),
        fontdb: db,
        ..usvg::Options::default()
    }
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

/// The canvas as PNG, encoded straight from its pixels; the canvas is white
/// (every byte 255) afterwards.
///
/// tiny-skia's `encode_png` copies the whole canvas to turn premultiplied
/// colours into straight ones; a canvas drawn by [`pngdraw::draw`] is opaque
/// (see there why), where premultiplied equals straight, so the pixels go to
/// the compressor as they are. The file is the one tiny-skia's encoder writes
/// through the `png` crate's default (fast) setting: a header, the rows with
/// the Sub filter compressed as fdeflate compresses them, in one IDAT chunk,
/// the end; [`pngenc`] filters, compresses and sums in one pass. Each row
/// is made white right after it is compressed, while it is in the cache: the
/// next figure then needs no 8 MB fill. Measured over the bundled figures,
/// the fill cost 0.6–0.8 ms per figure as a pass of its own and costs about
/// 0.2 ms here; whitening only the 64-byte parts not already white cost more
/// (0.4–0.6 ms: the check).
///
/// Where the compressed rows are larger than the raw rows (a tiny canvas, or
/// noise), the rows are stored uncompressed instead, as the `png` crate does;
/// they are read back from the compressed stream, the canvas being white by
/// then.
fn encode_and_whiten(pixmap: &mut Pixmap) -> Result<Vec<u8>, FigureError> {
    debug_assert!(
        pixmap.pixels().iter().all(|p| p.alpha() == 255),
        "a translucent canvas would need demultiplying"
    );
    let png_error = |e: std::io::Error| FigureError::Png(e.to_string());
    let (width, height) = (pixmap.width(), pixmap.height());
    let stride = width as usize * 4;
    let mut idat = pngenc::deflate_rows_and_whiten(pixmap.data_mut(), stride);
    // A filter byte and the row's bytes, for every row.
    let raw_size = (1 + stride) * height as usize;
    if idat.len() > fdeflate::StoredOnlyCompressor::<()>::compressed_size(raw_size) {
        idat = stored(&idat, stride).map_err(png_error)?;
    }

    let mut png = Vec::with_capacity(idat.len() + 57);
    png.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = [0u8; 13];
    header[..4].copy_from_slice(&width.to_be_bytes());
    header[4..8].copy_from_slice(&height.to_be_bytes());
    // 8 bits per sample, RGBA, deflate, adaptive filtering, no interlace.
    header[8..].copy_from_slice(&[8, 6, 0, 0, 0]);
    chunk(&mut png, b"IHDR", &header);
    // A chunk holds at most 2³¹ − 1 bytes (the `png` crate's split).
    for part in idat.chunks(i32::MAX as usize) {
        chunk(&mut png, b"IDAT", part);
    }
    chunk(&mut png, b"IEND", &[]);
    Ok(png)
}

/// The rows of `compressed` (each a Sub filter byte then `stride` bytes),
/// unfiltered and stored without compression, each behind filter byte 0: the
/// `png` crate's fallback for data fdeflate enlarges.
fn stored(compressed: &[u8], stride: usize) -> std::io::Result<Vec<u8>> {
    let invalid =
        |e: fdeflate::DecompressionError| std::io::Error::new(std::io::ErrorKind::InvalidData, format!("{e:?}"));
    let mut rows = fdeflate::decompress_to_vec(compressed).map_err(invalid)?;
    let mut out = fdeflate::StoredOnlyCompressor::new(std::io::Cursor::new(Vec::new()))?;
    for row in rows.chunks_exact_mut(1 + stride) {
        let pixels = &mut row[1..];
        for i in 4..stride {
            pixels[i] = pixels[i].wrapping_add(pixels[i - 4]);
        }
        out.write_data(&[0])?;
        out.write_data(pixels)?;
    }
    Ok(out.finish()?.into_inner())
}

/// One PNG chunk: length, type, data, CRC of type and data.
fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    png.extend_from_slice(&(data.len() as u32).to_be_bytes());
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    png.extend_from_slice(&crc.finalize().to_be_bytes());
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
        let tree = parse(SVG, 2.0, &options(Arc::new(prepared(share_files(db).0)))).unwrap();
        let warnings = missing_glyph_warnings(&tree);
        let mut pixmap = Pixmap::new(400, 120).unwrap();
        pngdraw::draw(&tree, 2.0, &mut pixmap, false);
        let png = encode_and_whiten(&mut pixmap).unwrap();
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
    fn shared_fonts_give_the_bytes_of_the_per_figure_path() {
        let (new, new_warnings) = svg_to_png(SVG, 1.5, &[]).unwrap();
        let (old, old_warnings) = svg_to_png_reloading_fonts(SVG, 1.5).unwrap();
        assert!(
            new == old,
            "PNG bytes differ between the shared and per-figure font paths"
        );
        assert_eq!(new_warnings, old_warnings);
    }

    /// Figures of one size drawn one after another on one thread, each on
    /// the canvas the one before left white: with plotters' white background
    /// rectangle, with a coloured one, with none. Each gives the old path's
    /// bytes.
    #[test]
    fn a_reused_canvas_gives_the_bytes_of_a_fresh_one() {
        let figure = |background: &str, fill: &str| {
            format!(
                "<svg width=\"120\" height=\"60\" viewBox=\"0 0 120 60\" xmlns=\"http://www.w3.org/2000/svg\">\
                 {background}<circle cx=\"60\" cy=\"30\" r=\"20\" fill=\"{fill}\" opacity=\"0.5\"/></svg>"
            )
        };
        let white = "<rect x=\"0\" y=\"0\" width=\"120\" height=\"60\" fill=\"#FFFFFF\"/>";
        let yellow = "<rect width=\"120\" height=\"60\" fill=\"#F0E442\"/>";
        for (background, fill) in [
            (white, "#0072B2"),
            (white, "#D55E00"),
            (yellow, "#0072B2"),
            ("", "#009E73"),
            (white, "#000"),
        ] {
            let svg = figure(background, fill);
            let new = svg_to_png(&svg, 2.0, &[]).unwrap().0;
            let old = svg_to_png_reloading_fonts(&svg, 2.0).unwrap().0;
            assert!(new == old, "bytes differ for {background:?} and {fill}");
        }
    }

    /// An opaque canvas is written as tiny-skia's own encoder writes it, and
    /// left white; down to one pixel, and at widths that end mid-word.
    #[test]
    fn an_opaque_canvas_is_encoded_as_tiny_skia_does_and_left_white() {
        // Noise, which fdeflate enlarges: the rows are stored instead, as
        // the `png` crate does (as for a tiny canvas).
        let mut seed = 0x9e37_79b9_u32;
        let mut noise = |pixmap: &mut Pixmap| {
            for p in pixmap.pixels_mut() {
                seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let [r, g, b, _] = seed.to_le_bytes();
                *p = resvg::tiny_skia::PremultipliedColorU8::from_rgba(r, g, b, 255).unwrap();
            }
        };
        for (w, h, noisy) in [
            (8, 4, false),
            (1, 1, false),
            (3, 5, false),
            (33, 2, false),
            (64, 40, true),
            (2, 70_000 / 8, false),
        ] {
            let mut pixmap = Pixmap::new(w, h).unwrap();
            pixmap.fill(Color::from_rgba8(200, 100, 50, 255));
            let last = pixmap.pixels().len() - 1;
            pixmap.pixels_mut()[5.min(last)] = resvg::tiny_skia::PremultipliedColorU8::from_rgba(1, 2, 3, 255).unwrap();
            if noisy {
                noise(&mut pixmap);
            }
            let theirs = pixmap.encode_png().unwrap();
            if noisy {
                assert!(
                    theirs.len() > (1 + 4 * w as usize) * h as usize,
                    "the noise was compressed"
                );
            }
            assert!(encode_and_whiten(&mut pixmap).unwrap() == theirs, "{w}×{h}");
            assert!(pixmap.data().iter().all(|&b| b == 255), "{w}×{h} not left white");
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

//! The Typst `World` of one white paper: the generated source as the only
//! source file, the document's SVG figures as the only other files, the
//! fonts in memory, no packages, no clock. Typst sees nothing of the disk
//! but the CJK font files read once by [`Fonts::load`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use typst::diag::{FileError, FileResult};
use typst::foundations::{Bytes, Datetime, Duration};
use typst::syntax::{FileId, RootedPath, Source, VirtualPath, VirtualRoot};
use typst::text::{Font, FontBook};
use typst::utils::LazyHash;
use typst::{Library, LibraryExt, World};

/// The family a Traditional Chinese document is set in. Named explicitly:
/// given only "Noto Sans CJK", Typst would pick the Japanese face of the
/// collection and place punctuation the Japanese way.
pub(crate) use super::paper::CJK_TC;

/// Fonts for every document of a build: Typst's bundled fonts (Libertinus
/// Serif, New Computer Modern, DejaVu Sans Mono), the DejaVu Sans the
/// figures are measured with, and, when a zh-TW document is built, the
/// system's Noto Sans CJK.
pub(crate) struct Fonts {
    book: LazyHash<FontBook>,
    fonts: Vec<Font>,
}

/// Folders searched for Noto Sans CJK (Debian's `fonts-noto-cjk` installs
/// into the first).
pub(crate) fn system_font_dirs() -> Vec<PathBuf> {
    let mut v = vec![
        PathBuf::from("/usr/share/fonts"),
        PathBuf::from("/usr/local/share/fonts"),
    ];
    if let Some(home) = std::env::var_os("HOME") {
        v.push(Path::new(&home).join(".local/share/fonts"));
        v.push(Path::new(&home).join(".fonts"));
    }
    v
}

#[derive(Debug, thiserror::Error)]
pub enum FontError {
    #[error(
        "a zh-TW PDF needs the font \"{CJK_TC}\", found in none of {dirs}: install it (Debian/Ubuntu: \
         `apt-get install fonts-noto-cjk`), or build the PDF without zh-TW (--lang)"
    )]
    NoCjk { dirs: String },
}

impl Fonts {
    /// Loads the embedded fonts and, with `cjk`, the Noto Sans CJK TC faces
    /// of every `NotoSansCJK*` / `NotoSansTC*` file under `dirs` (only those
    /// files are read). A zh-TW
    /// document without its font is an error, never a PDF with missing glyphs.
    pub(crate) fn load(cjk: bool, dirs: &[PathBuf]) -> Result<Fonts, FontError> {
        let mut fonts: Vec<Font> = typst_assets::fonts()
            .chain(std::iter::once(crate::figures::EMBEDDED_FONT))
            .flat_map(|data| Font::iter(Bytes::new(data)))
            .collect();
        if cjk {
            // Only the TC faces of the collections: Typst falls back to any
            // face that has a glyph (an SVG figure's Han text went to the
            // Japanese face, with Japanese glyph forms).
            for f in cjk_font_files(dirs) {
                if let Ok(data) = std::fs::read(&f) {
                    fonts.extend(Font::iter(Bytes::new(data)).filter(|f| f.info().family.eq_ignore_ascii_case(CJK_TC)));
                }
            }
            if !fonts.iter().any(|f| f.info().family.eq_ignore_ascii_case(CJK_TC)) {
                let dirs = dirs
                    .iter()
                    .map(|d| d.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                return Err(FontError::NoCjk { dirs });
            }
        }
        Ok(Fonts {
            book: LazyHash::new(FontBook::from_fonts(&fonts)),
            fonts,
        })
    }
}

/// The Noto Sans CJK files under `dirs` that a zh-TW white paper reads,
/// sorted, so that the font book (and so the PDF) does not depend on the
/// order a directory lists its files. A build's key includes them (see
/// `commands::build`).
pub(crate) fn cjk_font_files(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for d in dirs {
        cjk_files(d, 0, &mut files);
    }
    files.sort();
    files
}

/// Font files of Noto Sans CJK (`NotoSansCJK*`, `NotoSansTC*`) under
/// `dir`, eight levels deep at most; unreadable folders are skipped.
fn cjk_files(dir: &Path, depth: u8, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if depth < 8 {
                cjk_files(&p, depth + 1, out);
            }
        } else if p.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
            (n.starts_with("NotoSansCJK") || n.starts_with("NotoSansTC"))
                && (n.ends_with(".ttc") || n.ends_with(".otf") || n.ends_with(".ttf"))
        }) {
            out.push(p);
        }
    }
}

/// One document: its source and figure files over shared fonts.
pub(crate) struct DocWorld<'a> {
    library: &'a LazyHash<Library>,
    fonts: &'a Fonts,
    main: Source,
    /// Figure files by their path relative to the document (`figures/x.svg`).
    files: BTreeMap<String, Bytes>,
}

/// The standard library, built once per build.
pub(crate) fn library() -> LazyHash<Library> {
    LazyHash::new(Library::default())
}

impl<'a> DocWorld<'a> {
    pub(crate) fn new(
        library: &'a LazyHash<Library>,
        fonts: &'a Fonts,
        source: String,
        files: BTreeMap<String, Vec<u8>>,
    ) -> Self {
        let path = VirtualPath::new("main.typ").expect("a constant, valid path");
        let id = RootedPath::new(VirtualRoot::Project, path).intern();
        DocWorld {
            library,
            fonts,
            main: Source::new(id, source),
            files: files.into_iter().map(|(k, v)| (k, Bytes::new(v))).collect(),
        }
    }

    /// The generated source, for error messages.
    pub(crate) fn source_text(&self) -> &str {
        self.main.text()
    }
}

impl World for DocWorld<'_> {
    fn library(&self) -> &LazyHash<Library> {
        self.library
    }

    fn book(&self) -> &LazyHash<FontBook> {
        &self.fonts.book
    }

    fn main(&self) -> FileId {
        self.main.id()
    }

    fn source(&self, id: FileId) -> FileResult<Source> {
        if id == self.main.id() {
            Ok(self.main.clone())
        } else {
            Err(not_found(id))
        }
    }

    fn file(&self, id: FileId) -> FileResult<Bytes> {
        if id.root() != &VirtualRoot::Project {
            return Err(not_found(id));
        }
        self.files
            .get(id.vpath().get_without_slash())
            .cloned()
            .ok_or_else(|| not_found(id))
    }

    fn font(&self, index: usize) -> Option<Font> {
        self.fonts.fonts.get(index).cloned()
    }

    /// No clock: a document that asks for today's date fails to compile
    /// rather than differ from one build to the next.
    fn today(&self, _offset: Option<Duration>) -> Option<Datetime> {
        None
    }
}

fn not_found(id: FileId) -> FileError {
    FileError::NotFound(PathBuf::from(id.vpath().get_without_slash()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zh_tw_pdf_without_its_font_names_the_package() {
        let empty = tempfile::tempdir().unwrap();
        let Err(e) = Fonts::load(true, &[empty.path().to_path_buf()]) else {
            panic!("loaded CJK fonts from an empty folder")
        };
        let e = e.to_string();
        assert!(e.contains("fonts-noto-cjk") && e.contains(CJK_TC), "{e}");
        // Latin documents need no system font at all.
        let f = Fonts::load(false, &[]).unwrap();
        assert!(f.book.contains_family("dejavu sans") && f.book.contains_family("libertinus serif"));
    }
}

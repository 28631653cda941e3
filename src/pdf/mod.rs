//! The white paper: a typeset PDF of a report (`pixreport build --pdf`,
//! cargo feature `pdf`), made in process with Typst from the same document
//! model as the Markdown and HTML. `source` writes the Typst markup
//! (`escape` is the only way text gets in, `markdown` converts prose),
//! `world` gives Typst the source, the figures and the fonts, and this
//! module compiles and exports: tagged PDF/UA-1, same bytes from the same
//! inputs, a creation date only with `SOURCE_DATE_EPOCH`.

// The Typst source, as text: compiled and unit-tested in every build.
#[cfg_attr(not(feature = "pdf"), allow(dead_code))]
mod escape;
#[cfg_attr(not(feature = "pdf"), allow(dead_code))]
mod markdown;
#[cfg_attr(not(feature = "pdf"), allow(dead_code))]
mod paper;
#[cfg_attr(not(feature = "pdf"), allow(dead_code))]
mod source;
// Typesetting it: only with the `pdf` feature.
#[cfg(feature = "pdf")]
mod typeset;
#[cfg(feature = "pdf")]
mod world;

#[cfg(feature = "pdf")]
pub use typeset::PdfMaker;
#[cfg(feature = "pdf")]
pub(crate) use world::{cjk_font_files, system_font_dirs};

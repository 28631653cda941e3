//! The white paper: a typeset PDF of a report (`pixreport build --pdf`,
//! cargo feature `pdf`), made in process with Typst from the same document
//! model as the Markdown and HTML. `source` writes the Typst markup
//! (`escape` is the only way text gets in, `markdown` converts prose),
//! `world` gives Typst the source, the figures and the fonts, and this
//! module compiles and exports: tagged PDF/UA-1, same bytes from the same
//! inputs, a creation date only with `SOURCE_DATE_EPOCH`.

mod escape;
mod markdown;
mod source;
mod world;

use crate::i18n::{Args, Localizer};
use crate::model::{Lang, Report};
use crate::render::context::DocContext;
use crate::render::doc::FigureFile;
use crate::render::table::{Align, Table};
use source::{Colophon, PdfExtras};
use std::collections::BTreeMap;
use std::path::PathBuf;
use typst::foundations::{Datetime, Smart};
use typst::utils::LazyHash;
use typst::{Library, WorldExt};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards, Timestamp};

pub(crate) use world::system_font_dirs;

#[derive(Debug, thiserror::Error)]
pub enum PdfError {
    #[error(transparent)]
    Font(#[from] world::FontError),
    #[error("{file}: typesetting failed: {messages}")]
    Typeset { file: String, messages: String },
}

/// Builds the PDFs of one build: the standard library and the fonts are
/// loaded once and shared by every document.
pub struct PdfMaker {
    library: LazyHash<Library>,
    fonts: world::Fonts,
    /// Seconds since 1970 from `SOURCE_DATE_EPOCH`: the PDF's creation date.
    epoch: Option<i64>,
}

impl PdfMaker {
    /// Loads the fonts the languages need (CJK from `font_dirs` only when
    /// zh-TW is among them).
    pub fn new(langs: &[Lang], font_dirs: &[PathBuf], epoch: Option<i64>) -> Result<Self, PdfError> {
        let fonts = world::Fonts::load(langs.contains(&Lang::ZhTw), font_dirs)?;
        Ok(PdfMaker {
            library: world::library(),
            fonts,
            epoch,
        })
    }

    /// The PDF of `ctx` (the report's document in `loc`'s language) with
    /// its `figures`, and Typst's warnings. `file` names the PDF in errors.
    pub fn render(
        &self,
        file: &str,
        report: &Report,
        loc: &Localizer,
        site: &str,
        ctx: &DocContext,
        figures: &[FigureFile],
    ) -> Result<(Vec<u8>, Vec<String>), PdfError> {
        let extras = extras(report, loc, site, self.epoch);
        let source = source::typst_source(ctx, &extras);
        let files: BTreeMap<String, Vec<u8>> = figures
            .iter()
            .map(|f| (format!("figures/{}", f.file), f.svg.clone().into_bytes()))
            .collect();
        let world = world::DocWorld::new(&self.library, &self.fonts, source, files);
        let compiled = typst::compile::<PagedDocument>(&world);
        let warnings = compiled
            .warnings
            .iter()
            .map(|d| format!("{file}: {}", describe(&world, d.span, &d.message)))
            .collect();
        let fail = |diags: &[typst::diag::SourceDiagnostic]| PdfError::Typeset {
            file: file.to_string(),
            messages: diags
                .iter()
                .map(|d| describe(&world, d.span, &d.message))
                .collect::<Vec<_>>()
                .join("; "),
        };
        let doc = compiled.output.map_err(|e| fail(&e))?;
        let standards = PdfStandards::new(&[PdfStandard::Ua_1]).map_err(|e| PdfError::Typeset {
            file: file.to_string(),
            messages: e.message().to_string(),
        })?;
        let options = PdfOptions {
            // A stable document ID (Typst hashes it): same inputs, same bytes.
            ident: Smart::Custom(format!("pixreport/{}/{}", loc.lang.tag(), report.id)),
            creator: Smart::Custom(Some(format!("pixreport {}", env!("CARGO_PKG_VERSION")))),
            timestamp: self.epoch.and_then(timestamp),
            standards,
            ..PdfOptions::default()
        };
        let pdf = typst_pdf::pdf(&doc, &options).map_err(|e| fail(&e))?;
        Ok((pdf, warnings))
    }
}

/// A diagnostic with the line of generated source it points at.
fn describe(world: &world::DocWorld, span: impl Into<typst::syntax::DiagSpan>, message: &str) -> String {
    let span = span.into();
    let line = world.range(span).and_then(|r| {
        let text = world.source_text();
        let before = text.get(..r.start)?;
        let start = before.rfind('\n').map_or(0, |i| i + 1);
        let n = before.matches('\n').count() + 1;
        let whole = text.get(start..)?.lines().next().unwrap_or("");
        let mut snippet: String = whole.chars().take(120).collect();
        if snippet.len() < whole.len() {
            snippet.push('…');
        }
        Some(format!(" (generated source line {n}: {snippet})"))
    });
    format!("{message}{}", line.unwrap_or_default())
}

/// `SOURCE_DATE_EPOCH` as a PDF creation date (UTC).
fn timestamp(epoch: i64) -> Option<Timestamp> {
    let (y, mo, d, h, mi, s) = civil(epoch)?;
    Datetime::from_ymd_hms(y, mo, d, h, mi, s).map(Timestamp::new_utc)
}

/// Seconds since 1970 → (year, month, day, hour, minute, second), UTC.
fn civil(epoch: i64) -> Option<(i32, u8, u8, u8, u8, u8)> {
    let t = crate::model::usage::Taken(epoch).to_string();
    let num = |r: std::ops::Range<usize>| t.get(r).and_then(|x| x.parse::<u8>().ok());
    let y = t.get(0..4).and_then(|x| x.parse::<i32>().ok())?;
    Some((y, num(5..7)?, num(8..10)?, num(11..13)?, num(14..16)?, num(17..19)?))
}

/// Typst's `lang` and `region` for a language.
fn typst_lang(lang: Lang) -> (&'static str, Option<&'static str>) {
    match lang {
        Lang::En => ("en", None),
        Lang::It => ("it", None),
        Lang::ZhTw => ("zh", Some("TW")),
        Lang::Vi => ("vi", None),
    }
}

fn extras(report: &Report, loc: &Localizer, site: &str, epoch: Option<i64>) -> PdfExtras {
    let lang = loc.lang;
    let (tl, region) = typst_lang(lang);
    let cjk: &[&'static str] = if lang == Lang::ZhTw { &[world::CJK_TC] } else { &[] };
    let with = |first: &'static str| std::iter::once(first).chain(cjk.iter().copied()).collect::<Vec<_>>();
    // The byline carries the report's date; without one, the build's date
    // (SOURCE_DATE_EPOCH) goes on the cover, in the reader's language.
    let cover_date = match (&report.date, epoch.and_then(civil)) {
        (None, Some((y, m, ..))) => Some(loc.dates().year_month(y, m)),
        _ => None,
    };
    let references = report
        .source
        .as_ref()
        .map(|s| (loc.t("pdf-references"), s.in_lang(lang).to_string()));
    let rows = report
        .inputs
        .iter()
        .map(|i| vec![i.path.clone(), i.sha256.clone()])
        .collect();
    let inputs = Table::new(
        loc.t("pdf-inputs"),
        vec![loc.t("pdf-col-file"), loc.t("pdf-col-sha256")],
        vec![Align::Left, Align::Left],
        rows,
    );
    let footer = loc.msg(
        "doc-footer",
        Some(
            &Args::new()
                .str("file", format!("data/{}.json", report.id))
                .str("site", site),
        ),
    );
    PdfExtras {
        lang: tl,
        region,
        serif: with("Libertinus Serif"),
        sans: with("DejaVu Sans"),
        mono: with("DejaVu Sans Mono"),
        solution: report.solution.name.in_lang(lang).to_string(),
        cover_date,
        authors: report.authors.clone(),
        dated: epoch.is_some(),
        references,
        colophon: Colophon {
            heading: loc.t("pdf-colophon"),
            text: loc.msg(
                "pdf-colophon-text",
                Some(&Args::new().str("version", env!("CARGO_PKG_VERSION"))),
            ),
            inputs,
            footer: crate::render::table::escape_inline(&footer),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epoch_to_utc_date() {
        assert_eq!(civil(0), Some((1970, 1, 1, 0, 0, 0)));
        assert_eq!(civil(1_700_000_000), Some((2023, 11, 14, 22, 13, 20)));
        assert!(timestamp(1_700_000_000).is_some());
    }
}

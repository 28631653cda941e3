//! Compiling the generated Typst source into a PDF (feature `pdf`): the
//! standard library and fonts are loaded once per build; tagged PDF/UA-1,
//! same bytes from the same inputs, a creation date only with
//! `SOURCE_DATE_EPOCH`.

use super::paper::extras;
use super::{source, world};
use crate::document::context::DocContext;
use crate::document::doc::FigureFile;
use crate::i18n::Localizer;
use crate::model::{Lang, Report};
use std::collections::BTreeMap;
use std::path::PathBuf;
use typst::foundations::{Datetime, Smart};
use typst::utils::LazyHash;
use typst::{Library, WorldExt};
use typst_layout::PagedDocument;
use typst_pdf::{PdfOptions, PdfStandard, PdfStandards, Timestamp};

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
    /// its `figures`, and Typst's warnings. `file` names the PDF in errors;
    /// `base_url` is the site's published address, if known.
    #[allow(clippy::too_many_arguments)]
    pub fn render(
        &self,
        file: &str,
        report: &Report,
        loc: &Localizer,
        site: &str,
        base_url: Option<&str>,
        ctx: &DocContext,
        figures: &[FigureFile],
    ) -> Result<(Vec<u8>, Vec<String>), PdfError> {
        let extras = extras(report, loc, site, base_url, self.epoch);
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
        // The first errors: one cause can give thousands.
        let fail = |diags: &[typst::diag::SourceDiagnostic]| PdfError::Typeset {
            file: file.to_string(),
            messages: (diags.iter().take(3))
                .map(|d| describe(&world, d.span, &d.message))
                .chain((diags.len() > 3).then(|| format!("and {} more", diags.len() - 3)))
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
        let pdf = typst_pdf::pdf(&doc, &options).map_err(|e| fail(&e));
        // Typst's memo cache would keep every document's layout to the end
        // of the build (MBs per PDF); what the last two used stays warm.
        typst::comemo::evict(2);
        Ok((pdf?, warnings))
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
    let (y, mo, d, h, mi, s) = crate::model::usage::Taken(epoch).civil()?;
    Datetime::from_ymd_hms(y, mo, d, h, mi, s).map(Timestamp::new_utc)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epoch_becomes_a_utc_timestamp() {
        assert!(timestamp(1_700_000_000).is_some());
        assert!(timestamp(i64::MAX).is_none());
    }
}

//! What a white paper shows beyond the document model, already localised:
//! cover facts, references, the colophon and the fonts per language. Pure
//! (no Typst): compiled and tested in every build, used by `build --pdf`.

use super::source::{Colophon, PdfExtras};
use crate::document::table::{Align, Table};
use crate::i18n::{Args, Localizer};
use crate::model::usage::Taken;
use crate::model::{Lang, Report};

/// The CJK face for zh-TW, named explicitly: given only the collection,
/// Typst takes its Japanese face and sets punctuation the Japanese way.
pub(crate) const CJK_TC: &str = "Noto Sans CJK TC";

/// Typst's `lang` and `region` for a language.
fn typst_lang(lang: Lang) -> (&'static str, Option<&'static str>) {
    match lang {
        Lang::En => ("en", None),
        Lang::It => ("it", None),
        Lang::ZhTw => ("zh", Some("TW")),
        Lang::Vi => ("vi", None),
    }
}

pub(super) fn extras(report: &Report, loc: &Localizer, site: &str, epoch: Option<i64>) -> PdfExtras {
    let lang = loc.lang;
    let (tl, region) = typst_lang(lang);
    let cjk: &[&'static str] = if lang == Lang::ZhTw { &[CJK_TC] } else { &[] };
    let with = |first: &'static str| std::iter::once(first).chain(cjk.iter().copied()).collect::<Vec<_>>();
    // The byline carries the report's date; without one, the build's date
    // (SOURCE_DATE_EPOCH) goes on the cover, in the reader's language.
    let cover_date = match (&report.date, epoch.and_then(|e| Taken(e).civil())) {
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
            footer: crate::document::table::escape_inline(&footer),
        },
    }
}

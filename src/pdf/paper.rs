//! What a white paper shows beyond the document model, already localised:
//! cover facts, references, the colophon and the fonts per language. Pure
//! (no Typst): compiled and tested in every build, used by `build --pdf`.

use super::source::{Colophon, PdfExtras};
use crate::document::table::{Align, Table};
use crate::document::words::upper_first;
use crate::i18n::{Args, Localizer};
use crate::model::usage::Taken;
use crate::model::{Lang, Report};

/// The CJK face for zh-TW, named explicitly: given only the collection,
/// Typst takes its Japanese face and sets punctuation the Japanese way.
pub(crate) const CJK_TC: &str = "Noto Sans CJK TC";

/// Typst's `lang` and `region` for a language: the language and region
/// subtags of its tag (`zh-TW`: `zh`, `TW`).
fn typst_lang(lang: Lang) -> (&'static str, Option<&'static str>) {
    let tag = lang.tag();
    tag.split_once('-').map_or((tag, None), |(l, r)| (l, Some(r)))
}

pub(super) fn extras(
    report: &Report,
    loc: &Localizer,
    site: &str,
    base_url: Option<&str>,
    epoch: Option<i64>,
) -> PdfExtras {
    let lang = loc.lang;
    let (tl, region) = typst_lang(lang);
    let cjk = (lang == Lang::ZhTw).then_some(CJK_TC);
    // The byline carries the report's date; without one, the build's date
    // (SOURCE_DATE_EPOCH) goes on the cover, in the reader's language.
    let cover_date = match (&report.date, epoch.and_then(|e| Taken(e).civil())) {
        (None, Some((y, m, ..))) => Some(upper_first(&loc.dates().year_month(y, m))),
        _ => None,
    };
    // The source, then where the report and its numbers are published:
    // addresses with a base URL, the data's path in the site without.
    let data = format!("data/{}.json", report.id);
    let page = |b: &str| format!("{b}{}/{}/index.html", lang.tag(), report.id);
    let url = |id: &str, url: String| loc.msg(id, Some(&Args::new().str("url", url)));
    // The source is written to sit inside a sentence ("rebuilt from …"); as
    // a list entry it starts with a capital.
    let references = (report.source.iter().map(|s| upper_first(s.in_lang(lang))))
        .chain(base_url.map(|b| url("pdf-web-page", page(b))))
        .chain([url("pdf-data", base_url.map_or(data.clone(), |b| format!("{b}{data}")))])
        .collect();
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
    let footer = loc.msg("doc-footer", Some(&Args::new().str("file", data).str("site", site)));
    PdfExtras {
        lang: tl,
        region,
        // A Chinese body is sans, so its Latin words and digits are too:
        // the figures' DejaVu Sans beside Noto Sans CJK TC.
        body: if cjk.is_some() {
            "DejaVu Sans"
        } else {
            "Libertinus Serif"
        },
        sans: "DejaVu Sans",
        mono: "DejaVu Sans Mono",
        cjk,
        solution: report.solution.name.in_lang(lang).to_string(),
        cover_date,
        authors: report.authors.clone(),
        dated: epoch.is_some(),
        references: (loc.t("pdf-references"), references),
        latency_table: loc.t("pdf-latency-table"),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typst_lang_and_region_from_the_tag() {
        let got = Lang::ALL.map(typst_lang);
        assert_eq!(got, [("en", None), ("it", None), ("zh", Some("TW")), ("vi", None)]);
    }
}

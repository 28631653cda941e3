//! Site pages: the HTML page around each document, the landing page
//! (reports × languages) and one index per language. Links are relative so
//! the folder works from any sub-path and from `file://`.

use super::templates::{TemplateError, Templates};
use crate::i18n::Localizer;
use crate::model::{Lang, Project, Provenance, Report};
use serde::Serialize;

#[derive(Serialize)]
struct LangLink {
    tag: &'static str,
    name: &'static str,
    href: String,
    current: bool,
}

#[derive(Serialize)]
struct PageContext<'a> {
    lang: &'a str,
    title: &'a str,
    site_title: String,
    nav_label: String,
    root: &'a str,
    lang_index: Option<String>,
    all_reports: String,
    reports_label: String,
    languages: Vec<LangLink>,
    prev: Option<Neighbour>,
    next: Option<Neighbour>,
    css: &'a str,
    body: &'a str,
}

/// A link to the previous or next report in the same language.
#[derive(Serialize, Clone)]
pub struct Neighbour {
    pub href: String,
    pub title: String,
}

/// The HTML page of one document (`<lang>/<report>/index.html`), with the
/// previous and next report of the same language.
#[allow(clippy::too_many_arguments)]
pub fn document_page(
    t: &Templates,
    project: &Project,
    loc: &Localizer,
    report: &Report,
    langs: &[Lang],
    neighbours: (Option<Neighbour>, Option<Neighbour>),
    body_html: &str,
) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let languages = langs
        .iter()
        .map(|l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: format!("../../{}/{}/index.html", l.tag(), report.id),
            current: *l == lang,
        })
        .collect();
    let title = report.title.in_lang(lang);
    t.render(
        "page.html",
        &PageContext {
            lang: lang.tag(),
            title,
            site_title: project.title.in_lang(lang).to_string(),
            nav_label: loc.t("nav-label"),
            root: "../../",
            lang_index: Some("../index.html".into()),
            all_reports: loc.t("nav-all-reports"),
            reports_label: loc.t("nav-reports"),
            languages,
            prev: neighbours.0,
            next: neighbours.1,
            css: &t.css,
            body: body_html,
        },
    )
}

/// A stand-alone page (a diff document) with no site navigation.
pub fn plain_page(t: &Templates, loc: &Localizer, title: &str, body_html: &str) -> Result<String, TemplateError> {
    t.render(
        "page.html",
        &PageContext {
            lang: loc.lang.tag(),
            title,
            site_title: String::new(),
            nav_label: loc.t("nav-label"),
            root: "",
            lang_index: None,
            all_reports: String::new(),
            reports_label: String::new(),
            languages: vec![],
            prev: None,
            next: None,
            css: &t.css,
            body: body_html,
        },
    )
}

#[derive(Serialize)]
struct IndexRow {
    title: String,
    date: String,
    provenance: String,
    solution: String,
    headline: String,
    languages: Vec<LangLink>,
}

#[derive(Serialize)]
struct IndexContext<'a> {
    lang: &'a str,
    root: &'a str,
    nav_label: String,
    languages: Vec<LangLink>,
    title: String,
    intro: String,
    col_report: String,
    col_date: String,
    col_languages: String,
    reports: Vec<IndexRow>,
    css: &'a str,
}

/// The landing page (`root` = "") or a language's index (`root` = "../").
/// `docs` lists which (report, language) documents exist; `headline` gives
/// a report's headline numbers in this language.
pub fn index_page(
    t: &Templates,
    project: &Project,
    loc: &Localizer,
    docs: &[(String, Lang)],
    root: &str,
    headline: &dyn Fn(&Report) -> String,
) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let index_langs: Vec<Lang> = project
        .languages
        .iter()
        .copied()
        .filter(|l| docs.iter().any(|(_, dl)| dl == l))
        .collect();
    let languages = index_langs
        .iter()
        .map(|l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: format!("{root}{}/index.html", l.tag()),
            current: *l == lang && !root.is_empty(),
        })
        .collect();
    let mut rows = Vec::new();
    for r in &project.reports {
        let languages: Vec<LangLink> = project
            .languages
            .iter()
            .filter(|l| docs.iter().any(|(id, dl)| id == &r.id && dl == *l))
            .map(|l| LangLink {
                tag: l.tag(),
                name: l.native_name(),
                href: format!("{root}{}/{}/index.html", l.tag(), r.id),
                current: *l == lang,
            })
            .collect();
        if languages.is_empty() {
            continue;
        }
        rows.push(IndexRow {
            title: crate::i18n::typography::bind_units(r.title.in_lang(lang)),
            // "ottobre 2019", "2019年10月": the date in the reader's language.
            date: (r.date.as_deref())
                .map(|d| loc.dates().author_date(d))
                .unwrap_or_default(),
            provenance: match r.provenance {
                Provenance::Measured => String::new(),
                p => loc.t(&format!("provenance-{}-title", p.as_str())),
            },
            solution: crate::i18n::typography::bind_units(r.solution.name.in_lang(lang)),
            headline: headline(r),
            languages,
        });
    }
    t.render(
        "index.html",
        &IndexContext {
            lang: lang.tag(),
            root,
            nav_label: loc.t("nav-label"),
            languages,
            title: project.title.in_lang(lang).to_string(),
            intro: loc.t("site-intro"),
            col_report: loc.t("col-report"),
            col_date: loc.t("col-date"),
            col_languages: loc.t("col-languages"),
            reports: rows,
            css: &t.css,
        },
    )
}

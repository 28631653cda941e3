//! Site pages: the HTML page around each document, the landing page
//! (reports × languages, examples apart), one index and one search page per
//! language, and the sitemap. Links are relative so the folder works from
//! any sub-path and from `file://`; only what must be absolute for readers
//! elsewhere (sitemap, permalinks, Open Graph) uses `--base-url` when given.

use super::cite::{citation, MetaTag};
use super::listing::Listing;
use super::search::{SearchForm, SCRIPT_PATH};
use super::sitemap::{Sitemap, SitemapPage};
use super::templates::{TemplateError, Templates};
use crate::i18n::Localizer;
use crate::model::{Lang, Project, Report};
use serde::Serialize;
use std::collections::BTreeMap;

/// A `<link rel="alternate" hreflang>` to a language version of the page.
#[derive(Serialize)]
struct Alternate {
    hreflang: String,
    href: String,
}

/// The colour-scheme switch's texts (a radio group styled with `:has()`, so
/// it needs no script; `assets/theme.js` only remembers the choice).
#[derive(Serialize)]
struct Theme {
    label: String,
    auto: String,
    light: String,
    dark: String,
}

fn theme(loc: &Localizer) -> Theme {
    Theme {
        label: loc.t("theme-label"),
        auto: loc.t("theme-auto"),
        light: loc.t("theme-light"),
        dark: loc.t("theme-dark"),
    }
}

/// The "cite this report" block under a document.
#[derive(Serialize)]
struct CiteBlock {
    heading: String,
    plain_label: String,
    plain: String,
    bibtex_label: String,
    bibtex: String,
}

/// The page's language as Open Graph writes locales.
fn og_locale(lang: Lang) -> &'static str {
    match lang.tag() {
        "it" => "it_IT",
        "zh-TW" => "zh_TW",
        "vi" => "vi_VN",
        _ => "en_US",
    }
}

/// `path` (from the site root) as an address: absolute with a base URL,
/// else relative to the page, which is `root` away from the site root.
fn address(base: Option<&str>, root: &str, path: &str) -> String {
    match base {
        Some(b) => format!("{b}{path}"),
        None => format!("{root}{path}"),
    }
}

/// Per-document page options.
pub struct DocPage<'a> {
    /// The languages of this build (the language switch and alternates).
    pub langs: &'a [Lang],
    pub base_url: Option<&'a str>,
    /// The first figure's PNG, relative to the page, when PNGs are written
    /// (the Open Graph image).
    pub image: Option<String>,
}

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
    csp: String,
    body: &'a str,
    description: String,
    alternates: Vec<Alternate>,
    meta: Vec<MetaTag>,
    og: Vec<MetaTag>,
    cite: Option<CiteBlock>,
    theme: Theme,
    search_href: Option<String>,
    search_link: String,
    search: Option<SearchForm>,
    script: Option<String>,
    /// Pagefind indexes only `<main data-pagefind-body>`: the documents.
    indexed: bool,
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
    page: &DocPage,
    neighbours: (Option<Neighbour>, Option<Neighbour>),
    body_html: &str,
) -> Result<String, TemplateError> {
    let (langs, base) = (page.langs, page.base_url);
    let lang = loc.lang;
    let site_title = project.title.in_lang(lang).to_string();
    let path = |l: Lang| format!("{}/{}/index.html", l.tag(), report.id);
    let permalink = address(base, "", &path(lang));
    let cited = citation(report, lang, &permalink, &site_title);
    let mut alternates: Vec<Alternate> = (langs.iter())
        .map(|l| Alternate {
            hreflang: l.tag().to_string(),
            href: address(base, "../../", &path(*l)),
        })
        .collect();
    if langs.contains(&project.default_language) {
        alternates.push(Alternate {
            hreflang: "x-default".into(),
            href: address(base, "../../", &path(project.default_language)),
        });
    }
    let description = report
        .subtitle
        .as_ref()
        .map_or_else(|| site_title.clone(), |s| s.in_lang(lang).to_string());
    let title_text = report.title.in_lang(lang);
    let mut og = vec![
        meta("og:type", "article"),
        meta("og:title", title_text),
        meta("og:description", &description),
        meta("og:site_name", &site_title),
        meta("og:locale", og_locale(lang)),
    ];
    if let Some(b) = base {
        og.push(meta("og:url", &format!("{b}{}", path(lang))));
    }
    if let Some(img) = &page.image {
        let src = match base {
            Some(b) => format!("{b}{}/{}/{img}", lang.tag(), report.id),
            None => img.clone(),
        };
        og.push(meta("og:image", &src));
    }
    let languages = langs
        .iter()
        .map(|l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: format!("../../{}/{}/index.html", l.tag(), report.id),
            current: *l == lang,
        })
        .collect();
    let title = title_text;
    t.render(
        "page.html",
        &PageContext {
            lang: lang.tag(),
            title,
            site_title,
            nav_label: loc.t("nav-label"),
            root: "../../",
            lang_index: Some("../index.html".into()),
            all_reports: loc.t("nav-all-reports"),
            reports_label: loc.t("nav-reports"),
            languages,
            prev: neighbours.0,
            next: neighbours.1,
            css: &t.css,
            csp: super::csp::site_policy(&t.css),
            body: body_html,
            description,
            alternates,
            meta: cited.meta,
            og,
            cite: Some(CiteBlock {
                heading: loc.t("cite-heading"),
                plain_label: loc.t("cite-plain"),
                plain: cited.plain,
                bibtex_label: loc.t("cite-bibtex"),
                bibtex: cited.bibtex,
            }),
            theme: theme(loc),
            search_href: Some("../search.html".into()),
            search_link: loc.t("search-link"),
            search: None,
            script: None,
            indexed: true,
        },
    )
}

fn meta(name: &str, content: &str) -> MetaTag {
    MetaTag {
        name: name.to_string(),
        content: content.to_string(),
    }
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
            csp: super::csp::policy(&t.css),
            body: body_html,
            description: String::new(),
            alternates: vec![],
            meta: vec![],
            og: vec![],
            cite: None,
            theme: theme(loc),
            search_href: None,
            search_link: String::new(),
            search: None,
            script: None,
            indexed: false,
        },
    )
}

/// A language's search page (`<lang>/search.html`): the form, the script
/// as a file, and the one policy that lets a script run (from this site
/// only, with WebAssembly for Pagefind's index reader).
pub fn search_page(t: &Templates, project: &Project, loc: &Localizer, langs: &[Lang]) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let languages = (langs.iter())
        .map(|l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: format!("../{}/search.html", l.tag()),
            current: *l == lang,
        })
        .collect();
    let title = loc.t("search-title");
    t.render(
        "page.html",
        &PageContext {
            lang: lang.tag(),
            title: &title,
            site_title: project.title.in_lang(lang).to_string(),
            nav_label: loc.t("nav-label"),
            root: "../",
            lang_index: Some("index.html".into()),
            all_reports: loc.t("nav-all-reports"),
            reports_label: loc.t("nav-reports"),
            languages,
            prev: None,
            next: None,
            css: &t.css,
            csp: super::csp::search_policy(&t.css),
            body: "",
            description: String::new(),
            alternates: vec![],
            meta: vec![],
            og: vec![],
            cite: None,
            theme: theme(loc),
            search_href: None,
            search_link: loc.t("search-link"),
            search: Some(SearchForm {
                label: loc.t("search-label"),
                button: loc.t("search-button"),
                found: loc.t("search-found"),
                none: loc.t("search-none"),
                unavailable: loc.t("search-unavailable"),
                noscript: loc.t("search-noscript"),
            }),
            script: Some(format!("../{SCRIPT_PATH}")),
            indexed: false,
        },
    )
}

/// `sitemap.xml` for the documents `listing` lists, the index and search pages.
pub(crate) fn site_map(project: &Project, listing: &Listing, langs: &[Lang], base: Option<&str>) -> String {
    let mut m = Sitemap::new(base, 1 + langs.len() + listing.docs.len());
    m.page(&SitemapPage {
        path: "index.html".into(),
        alternates: vec![],
    });
    let index_alts: Vec<(String, String)> = (langs.iter())
        .map(|l| (l.tag().to_string(), format!("{}/index.html", l.tag())))
        .collect();
    for l in langs {
        m.page(&SitemapPage {
            path: format!("{}/index.html", l.tag()),
            alternates: index_alts.clone(),
        });
    }
    let doc_langs = listing.doc_langs();
    let mut in_langs: Vec<Lang> = Vec::with_capacity(project.languages.len());
    for id in listing.order {
        let Some(has) = doc_langs.get(id.as_str()) else {
            continue;
        };
        in_langs.clear();
        in_langs.extend(project.languages.iter().filter(|l| has.contains(l)));
        m.report(id, &in_langs);
    }
    m.finish()
}

/// A row's fields, borrowed from the listing entry (no copy per page):
/// what `index_row.html` sees as `r`, and what an overriding `index.html`
/// sees beside the row's HTML.
#[derive(Serialize)]
struct IndexRow<'a> {
    title: &'a str,
    date: &'a str,
    provenance: &'a str,
    solution: &'a str,
    headline: &'a str,
    languages: Vec<LangLink>,
}

/// What `index_row.html` is rendered with.
#[derive(Serialize)]
struct RowContext<'a> {
    lang: &'a str,
    root: &'a str,
    r: &'a IndexRow<'a>,
}

/// A row as an overriding `index.html` sees it in `g.rows`: its HTML and
/// its fields (an override written when the page looped over the fields
/// keeps working). The embedded page inserts `g.rows_html` only, so
/// without an override no row becomes a Tera value.
#[derive(Serialize)]
struct RowView<'a> {
    html: String,
    #[serde(flatten)]
    fields: IndexRow<'a>,
}

/// A table's rows as they are gathered.
#[derive(Default)]
struct Group<'a> {
    html: String,
    rows: Vec<RowView<'a>>,
}

/// A row `index_page` rendered (none was saved for its key): report id,
/// language tag, key, HTML, for the caller to keep with the entry.
pub(crate) type NewRow = (String, &'static str, String, String);

#[derive(Serialize)]
struct IndexGroup<'a> {
    id: &'static str,
    heading: String,
    intro: String,
    /// The table's accessible name.
    label: String,
    /// Every row's HTML, each followed by a newline.
    rows_html: String,
    /// The rows one by one, only for an overriding `index.html`.
    rows: Vec<RowView<'a>>,
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
    /// The characterisations, then the examples of the workflow (`examples`
    /// in pixreport.toml) under their own heading, when there are any.
    groups: Vec<IndexGroup<'a>>,
    css: &'a str,
    csp: String,
    theme: Theme,
    search_href: Option<String>,
    search_link: String,
}

/// The landing page (`root` = "") or a language's index (`root` = "../"):
/// every report of `listing` with a document (`doc_langs`: the languages
/// each has one in, [`Listing::doc_langs`], made once for all pages), from its entry in this
/// language (a report without one is left out). Each row is the entry's
/// saved row for this page's key when there is one (see
/// `listing::IndexRowHtml`), else rendered by `index_row.html` and
/// returned in `fresh` for the caller to save with the entry: a page
/// lists hundreds of reports, and Tera then runs for the changed rows only.
pub(crate) fn index_page(
    t: &Templates,
    project: &Project,
    loc: &Localizer,
    listing: &Listing,
    doc_langs: &BTreeMap<&str, Vec<Lang>>,
    root: &str,
    fresh: &mut Vec<NewRow>,
) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let index_langs: Vec<Lang> = project
        .languages
        .iter()
        .copied()
        .filter(|l| listing.docs.iter().any(|(_, dl)| dl == l))
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
    let (mut rows, mut examples) = (Group::default(), Group::default());
    let mut in_langs: Vec<Lang> = Vec::with_capacity(project.languages.len());
    for id in listing.order {
        let Some(has) = doc_langs.get(id.as_str()) else {
            continue;
        };
        in_langs.clear();
        in_langs.extend(project.languages.iter().filter(|l| has.contains(l)));
        let Some(e) = listing.entry(id, lang).filter(|_| !in_langs.is_empty()) else {
            continue;
        };
        let fields = || IndexRow {
            title: &e.row_title,
            date: &e.date,
            provenance: &e.provenance,
            solution: &e.solution,
            headline: &e.headline,
            languages: (in_langs.iter())
                .map(|l| LangLink {
                    tag: l.tag(),
                    name: l.native_name(),
                    href: format!("{root}{}/{id}/index.html", l.tag()),
                    current: *l == lang,
                })
                .collect(),
        };
        let key = super::listing::row_key(&t.overrides, root, &in_langs);
        let group = if listing.examples.contains(id) {
            &mut examples
        } else {
            &mut rows
        };
        let html = match e.row(id, lang.tag(), &key) {
            Some(h) => h,
            None => {
                let r = fields();
                let context = RowContext {
                    lang: lang.tag(),
                    root,
                    r: &r,
                };
                let h = t.render("index_row.html", &context)?;
                fresh.push((id.clone(), lang.tag(), key, h));
                &fresh[fresh.len() - 1].3
            }
        };
        group.html.push_str(html);
        group.html.push('\n');
        if t.custom_index {
            group.rows.push(RowView {
                html: html.to_string(),
                fields: fields(),
            });
        }
    }
    let title = project.title.in_lang(lang).to_string();
    let mut groups = vec![IndexGroup {
        id: "reports",
        heading: String::new(),
        intro: String::new(),
        label: title.clone(),
        rows_html: rows.html,
        rows: rows.rows,
    }];
    if !examples.html.is_empty() {
        let heading = loc.t("site-examples-heading");
        groups.push(IndexGroup {
            id: "examples",
            label: heading.clone(),
            heading,
            intro: loc.t("site-examples-intro"),
            rows_html: examples.html,
            rows: examples.rows,
        });
    }
    t.render(
        "index.html",
        &IndexContext {
            lang: lang.tag(),
            root,
            nav_label: loc.t("nav-label"),
            languages,
            title,
            intro: loc.t("site-intro"),
            col_report: loc.t("col-report"),
            col_date: loc.t("col-date"),
            col_languages: loc.t("col-languages"),
            groups,
            css: &t.css,
            csp: super::csp::site_policy(&t.css),
            theme: theme(loc),
            search_href: Some(if root.is_empty() {
                format!("{}/search.html", lang.tag())
            } else {
                "search.html".into()
            }),
            search_link: loc.t("search-link"),
        },
    )
}

//! Site pages: the HTML page around each document, the landing page
//! (reports × languages, examples apart), one index and one search page per
//! language, and the sitemap. Links are relative so the folder works from
//! any sub-path and from `file://`; only what must be absolute for readers
//! elsewhere (sitemap, permalinks, Open Graph) uses `--base-url` when given.

use super::cite::{citation, MetaTag};
use super::listing::{ListedReport, Listing};
use super::search::{SearchForm, SCRIPT_PATH};
use super::sitemap::{Sitemap, SitemapPage};
use crate::document::templates::{TemplateError, Templates};
use crate::i18n::Localizer;
use crate::model::{Lang, Project, Report};
use serde::Serialize;

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
    // A draft (placeholders of `pixreport new` left: "Your Name", the
    // scaffold's title) is not offered for citing, nor declared to indexers.
    let draft = !report.placeholders.is_empty();
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
            csp: crate::document::csp::site_policy(&t.css),
            body: body_html,
            description,
            alternates,
            meta: if draft { Vec::new() } else { cited.meta },
            og,
            cite: (!draft).then(|| CiteBlock {
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
            csp: crate::document::csp::policy(&t.css),
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
            csp: crate::document::csp::search_policy(&t.css),
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

/// `sitemap.xml` for the documents of `plan`, the index and search pages.
pub(crate) fn site_map(plan: &IndexPlan, langs: &[Lang], base: Option<&str>) -> String {
    let docs: usize = plan.reports.iter().map(|r| r.langs.len()).sum();
    let mut m = Sitemap::new(base, 1 + langs.len() + docs);
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
    for r in &plan.reports {
        m.report(r.id, &r.langs);
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
    html: Vec<String>,
    rows: Vec<RowView<'a>>,
}

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

/// What every index page lists, gathered once per build.
pub(crate) struct IndexPlan<'a> {
    /// Every report with a document, in listed order ([`Listing::listed`]).
    pub reports: Vec<ListedReport<'a>>,
    /// The project's languages that some document of the site is in (the
    /// index pages' language links).
    pub langs: Vec<Lang>,
}

impl<'a> IndexPlan<'a> {
    pub(crate) fn new(project: &Project, listing: &'a Listing) -> Self {
        IndexPlan {
            reports: listing.listed(&project.languages),
            langs: (project.languages.iter().copied())
                .filter(|l| listing.docs.iter().any(|(_, dl)| dl == l))
                .collect(),
        }
    }
}

/// Where the embedded `index.html` puts group `i`'s rows: the page is
/// rendered with this in place of the rows and the rows are copied in
/// after (see [`index_page`]). Tera would otherwise copy the rows of a big
/// site (hundreds of kilobytes a page) four times over.
fn rows_mark(i: usize) -> String {
    format!("<!--pixreport rows {i}-->")
}

/// The landing page (`root` = "") or a language's index (`root` = "../"):
/// every report of `plan` with a document, from its entry in this language
/// (a report without one is left out), each row rendered by
/// `index_row.html`. Unless the project overrides
/// `index.html`, the rows (already HTML, escaped by `index_row.html`) do
/// not go through Tera at all: the page is rendered with a mark where each
/// table's rows go, and the rows are copied in at the mark. A mark found
/// anywhere else than once, in order (a project's `style.css` could hold
/// one), and the page is rendered with the rows in it as before.
pub(crate) fn index_page(
    t: &Templates,
    project: &Project,
    loc: &Localizer,
    plan: &IndexPlan,
    root: &str,
) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let languages = (plan.langs.iter())
        .map(|l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: format!("{root}{}/index.html", l.tag()),
            current: *l == lang && !root.is_empty(),
        })
        .collect();
    let (rows, examples) = index_rows(t, loc, plan, root)?;
    let title = project.title.in_lang(lang).to_string();
    let mut groups = vec![IndexGroup {
        id: "reports",
        heading: String::new(),
        intro: String::new(),
        label: title.clone(),
        rows_html: String::new(),
        rows: rows.rows,
    }];
    let mut tables = vec![rows.html];
    if !examples.html.is_empty() {
        let heading = loc.t("site-examples-heading");
        groups.push(IndexGroup {
            id: "examples",
            label: heading.clone(),
            heading,
            intro: loc.t("site-examples-intro"),
            rows_html: String::new(),
            rows: examples.rows,
        });
        tables.push(examples.html);
    }
    let mut context = IndexContext {
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
        csp: crate::document::csp::site_policy(&t.css),
        theme: theme(loc),
        search_href: Some(if root.is_empty() {
            format!("{}/search.html", lang.tag())
        } else {
            "search.html".into()
        }),
        search_link: loc.t("search-link"),
    };
    if !t.custom_index {
        for (i, g) in context.groups.iter_mut().enumerate() {
            g.rows_html = rows_mark(i);
        }
        let page = t.render("index.html", &context)?;
        if let Some(out) = fill_marks(&page, &tables) {
            return Ok(out);
        }
    }
    for (g, table) in context.groups.iter_mut().zip(&tables) {
        g.rows_html = joined(table);
    }
    t.render("index.html", &context)
}

/// Each report's row of the index, rendered by `index_row.html`: the
/// reports, then the examples.
fn index_rows<'p>(
    t: &Templates,
    loc: &Localizer,
    plan: &'p IndexPlan,
    root: &str,
) -> Result<(Group<'p>, Group<'p>), TemplateError> {
    let lang = loc.lang;
    let (mut rows, mut examples) = (Group::default(), Group::default());
    for listed in &plan.reports {
        let (id, in_langs) = (listed.id, &listed.langs);
        let Some(e) = listed.entry(lang).filter(|_| !in_langs.is_empty()) else {
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
        let group = if listed.example { &mut examples } else { &mut rows };
        let r = fields();
        let html = t.render(
            "index_row.html",
            &RowContext {
                lang: lang.tag(),
                root,
                r: &r,
            },
        )?;
        if t.custom_index {
            group.rows.push(RowView {
                html: html.clone(),
                fields: r,
            });
        }
        group.html.push(html);
    }
    Ok((rows, examples))
}

/// Rows, a line each.
fn joined(rows: &[String]) -> String {
    let mut s = String::with_capacity(rows.iter().map(|r| r.len() + 1).sum());
    for r in rows {
        s.push_str(r);
        s.push('\n');
    }
    s
}

/// `page` with each table's rows copied in at its mark; none unless each
/// mark is there exactly once and in order.
fn fill_marks(page: &str, tables: &[Vec<String>]) -> Option<String> {
    let at = marks_at(page, tables.len())?;
    let rows: usize = tables.iter().flatten().map(|r| r.len() + 1).sum();
    let mut out = String::with_capacity(page.len() + rows);
    let mut from = 0;
    for (i, (table, at)) in tables.iter().zip(at).enumerate() {
        out.push_str(&page[from..at]);
        out.push_str(&joined(table));
        from = at + rows_mark(i).len();
    }
    out.push_str(&page[from..]);
    Some(out)
}

/// Where each of the `n` tables' marks is in `page`, if each is there
/// exactly once and in order.
fn marks_at(page: &str, n: usize) -> Option<Vec<usize>> {
    let mut at = Vec::with_capacity(n);
    for i in 0..n {
        let mark = rows_mark(i);
        let mut hits = page.match_indices(&mark).map(|(j, _)| j);
        let j = hits.next()?;
        (hits.next().is_none() && at.last().is_none_or(|p| *p < j)).then_some(())?;
        at.push(j);
    }
    Some(at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_go_in_only_where_each_mark_is_once_and_in_order() {
        let (m0, m1) = (rows_mark(0), rows_mark(1));
        let page = format!("<style>a</style>{m0}<p>{m1}</p>");
        assert_eq!(marks_at(&page, 2), Some(vec![16, 16 + m0.len() + 3]));
        assert_eq!(marks_at(&page, 1), Some(vec![16]));
        // A mark also in the page's CSS, missing, or out of order.
        assert_eq!(marks_at(&format!("<style>{m0}</style>{m0}"), 1), None);
        assert_eq!(marks_at(&format!("<style>{m1}</style>{m0}{m1}"), 2), None);
        assert_eq!(marks_at(&m0, 2), None);
        assert_eq!(marks_at(&format!("{m1}{m0}"), 2), None);
    }
}

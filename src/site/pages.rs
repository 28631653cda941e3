//! Site pages: the HTML page around each document, the landing page
//! (reports × languages, examples apart), one index and one search page per
//! language, and the sitemap. Links are relative so the folder works from
//! any sub-path and from `file://`; only what must be absolute for readers
//! elsewhere (sitemap, permalinks, Open Graph) uses `--base-url` when given.

use super::cite::{citation, citation_cff, MetaTag};
use super::listing::{ListedReport, Listing};
use super::search::{SearchForm, SCRIPT_PATH};
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
#[derive(Serialize, Default)]
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
    files_label: String,
    /// The citation files beside the page (`<report>.bib`, `CITATION.cff`).
    files: Vec<String>,
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
    format!("{}{path}", base.unwrap_or(root))
}

/// Per-document page options.
pub struct DocPage<'a> {
    /// The languages of this build (the language switch and alternates).
    pub langs: &'a [Lang],
    pub base_url: Option<&'a str>,
    /// The first figure's PNG, relative to the page, when PNGs are written
    /// (the Open Graph image).
    pub image: Option<String>,
    /// The document's PDF is written beside it (`--pdf`).
    pub pdf: bool,
    /// `SOURCE_DATE_EPOCH`: the release day of a report whose date names none.
    pub epoch: Option<i64>,
}

/// A document's page and the files beside it: (name, text) of its
/// citation files (none for a draft).
pub struct DocumentPage {
    pub html: String,
    pub files: Vec<(String, String)>,
}

#[derive(Serialize)]
struct LangLink {
    tag: &'static str,
    name: &'static str,
    href: String,
    current: bool,
}

/// A link to each of `langs` (at `href(lang)`), `current` marked.
fn lang_links(langs: &[Lang], current: Option<Lang>, href: impl Fn(Lang) -> String) -> Vec<LangLink> {
    (langs.iter())
        .map(|&l| LangLink {
            tag: l.tag(),
            name: l.native_name(),
            href: href(l),
            current: Some(l) == current,
        })
        .collect()
}

#[derive(Serialize, Default)]
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
    /// The skip link's text (to `<main id="main">`).
    skip: String,
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
) -> Result<DocumentPage, TemplateError> {
    let (langs, base) = (page.langs, page.base_url);
    let lang = loc.lang;
    let site_title = project.title.in_lang(lang).to_string();
    let path = |l: Lang| format!("{}/{}/index.html", l.tag(), report.id);
    let permalink = address(base, "", &path(lang));
    // Relative to the page without a base URL (it resolves from the page).
    let pdf = (page.pdf).then(|| {
        address(
            base,
            "../../",
            &format!("{}/{}/{}.pdf", lang.tag(), report.id, report.id),
        )
    });
    let cited = citation(report, lang, &permalink, &site_title, pdf.as_deref());
    // A draft (placeholders of `pixreport new` left: "Your Name", the
    // scaffold's title) is not offered for citing, nor declared to indexers.
    let draft = !report.placeholders.is_empty();
    let files = match draft {
        true => Vec::new(),
        false => vec![
            (format!("{}.bib", report.id), format!("{}\n", cited.bibtex)),
            (
                "CITATION.cff".to_string(),
                citation_cff(
                    report,
                    lang,
                    (&site_title, &loc.t("cite-cff-message")),
                    base.map(|_| permalink.as_str()),
                    page.epoch,
                ),
            ),
        ],
    };
    // Each language, then the default language's as `x-default`.
    let default = (langs.contains(&project.default_language)).then_some(("x-default", project.default_language));
    let alternates: Vec<Alternate> = (langs.iter().map(|&l| (l.tag(), l)).chain(default))
        .map(|(hreflang, l)| Alternate {
            hreflang: hreflang.to_string(),
            href: address(base, "../../", &path(l)),
        })
        .collect();
    let description = report
        .subtitle
        .as_ref()
        .map_or_else(|| site_title.clone(), |s| s.in_lang(lang).to_string());
    let title_text = report.title.in_lang(lang);
    let mut og = vec![
        MetaTag::new("og:type", "article"),
        MetaTag::new("og:title", title_text),
        MetaTag::new("og:description", &description),
        MetaTag::new("og:site_name", &site_title),
        MetaTag::new("og:locale", og_locale(lang)),
    ];
    if let Some(b) = base {
        og.push(MetaTag::new("og:url", &format!("{b}{}", path(lang))));
    }
    if let Some(img) = &page.image {
        let src = base.map_or_else(|| img.clone(), |b| format!("{b}{}/{}/{img}", lang.tag(), report.id));
        og.push(MetaTag::new("og:image", &src));
    }
    let languages = lang_links(langs, Some(lang), |l| {
        format!("../../{}/{}/index.html", l.tag(), report.id)
    });
    let page = PageContext {
        site_title,
        root: "../../",
        lang_index: Some("../index.html".into()),
        languages,
        prev: neighbours.0,
        next: neighbours.1,
        csp: crate::document::csp::site_policy(&t.css),
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
            files_label: loc.t("cite-files"),
            files: files.iter().map(|f| f.0.clone()).collect(),
        }),
        search_href: Some("../search.html".into()),
        indexed: true,
        ..site_page(t, loc, title_text, body_html)
    };
    Ok(DocumentPage {
        html: t.render("page.html", &page)?,
        files,
    })
}

/// A page with the language's texts and the page's stylesheet only.
fn page<'a>(t: &'a Templates, loc: &Localizer, title: &'a str, body: &'a str) -> PageContext<'a> {
    PageContext {
        lang: loc.lang.tag(),
        title,
        nav_label: loc.t("nav-label"),
        css: &t.css,
        csp: crate::document::csp::policy(&t.css),
        body,
        theme: theme(loc),
        skip: loc.t("skip-link"),
        ..Default::default()
    }
}

/// [`page`] with the site's navigation texts.
fn site_page<'a>(t: &'a Templates, loc: &Localizer, title: &'a str, body: &'a str) -> PageContext<'a> {
    PageContext {
        all_reports: loc.t("nav-all-reports"),
        reports_label: loc.t("nav-reports"),
        search_link: loc.t("search-link"),
        ..page(t, loc, title, body)
    }
}

/// A stand-alone page (a diff document) with no site navigation.
pub fn plain_page(t: &Templates, loc: &Localizer, title: &str, body_html: &str) -> Result<String, TemplateError> {
    t.render("page.html", &page(t, loc, title, body_html))
}

/// A language's search page (`<lang>/search.html`): the form, the script
/// as a file, and the one policy that lets a script run (from this site
/// only, with WebAssembly for Pagefind's index reader).
pub fn search_page(t: &Templates, project: &Project, loc: &Localizer, langs: &[Lang]) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let title = loc.t("search-title");
    let page = PageContext {
        site_title: project.title.in_lang(lang).to_string(),
        root: "../",
        lang_index: Some("index.html".into()),
        languages: lang_links(langs, Some(lang), |l| format!("../{}/search.html", l.tag())),
        csp: crate::document::csp::search_policy(&t.css),
        search: Some(SearchForm {
            label: loc.t("search-label"),
            button: loc.t("search-button"),
            found: loc.t("search-found"),
            none: loc.t("search-none"),
            unavailable: loc.t("search-unavailable"),
            noscript: loc.t("search-noscript"),
        }),
        script: Some(format!("../{SCRIPT_PATH}")),
        ..site_page(t, loc, &title, "")
    };
    t.render("page.html", &page)
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

/// A table's rows as they are gathered: their HTML, a line each.
#[derive(Default)]
struct Group<'a> {
    html: String,
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
    skip: String,
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

/// The landing page (`root` = "") or a language's index (`root` = "../"):
/// every report of `plan` with a document, from its entry in this language
/// (a report without one is left out), each row rendered by
/// `index_row.html`.
pub(crate) fn index_page(
    t: &Templates,
    project: &Project,
    loc: &Localizer,
    plan: &IndexPlan,
    root: &str,
) -> Result<String, TemplateError> {
    let lang = loc.lang;
    let current = Some(lang).filter(|_| !root.is_empty());
    let languages = lang_links(&plan.langs, current, |l| format!("{root}{}/index.html", l.tag()));
    let (rows, examples) = index_rows(t, loc, plan, root)?;
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
    let context = IndexContext {
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
        skip: loc.t("skip-link"),
    };
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
        let r = IndexRow {
            title: &e.row_title,
            date: &e.date,
            provenance: &e.provenance,
            solution: &e.solution,
            headline: &e.headline,
            languages: lang_links(in_langs, Some(lang), |l| format!("{root}{}/{id}/index.html", l.tag())),
        };
        let group = if listed.example { &mut examples } else { &mut rows };
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
        group.html.push_str(&html);
        group.html.push('\n');
    }
    Ok((rows, examples))
}

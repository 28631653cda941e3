//! The whole site, report by report: every document of every language
//! (Markdown, HTML, figures, optional PNG and PDF) and `data/<report>.json`
//! of one report go to a sink (the staging folder, or memory for `serve`)
//! before the next report is rendered, then the index pages. No file
//! system here: `commands::build` says which documents the output already
//! holds and gives the sink.

pub use super::listing::ReportWarnings;
use super::listing::{add_entries, missed, report, Entries, ListEntry, Listing, ReadReport};
use super::pages::{document_page, index_page, search_page, DocPage, IndexPlan, Neighbour};
use crate::analysis::{analyse_report, ReportAnalysis};
use crate::document::context::build_document;
use crate::document::html::document_html;
use crate::document::templates::{tidy_markdown, Templates};
use crate::figures::svg_to_png;
use crate::i18n::Localizer;
use crate::model::{Lang, Project, Report};
use crate::output::{OutputSet, Sink};
use crate::schema::ReportRecord;
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::{Duration, Instant};

/// PNG figures are drawn at twice the SVG's size (1920 × 1080), sharp on
/// high-density screens and in print.
pub const PNG_SCALE: f32 = 2.0;

/// A PNG figure: its path, bytes, and font warnings.
type RasterisedFigure = (String, Vec<u8>, ReportWarnings);

/// What to render.
pub struct SiteOptions<'a> {
    pub langs: &'a [Lang],
    pub png: bool,
    pub dump_context: bool,
    /// Documents already in the output folder, listed by the index pages.
    pub existing: &'a [(String, Lang)],
    /// The listing entries of the reports not built now (saved by an
    /// earlier build), taken, not copied: a big site has one per report
    /// and language.
    pub entries: Entries,
    /// The project's `locales/` folder, when it has one.
    pub locales: Option<&'a Path>,
    /// Earlier published runs per report id (oldest first, labelled).
    pub history: &'a [(String, crate::model::History)],
    /// `--base-url`: the site's published address, ending in `/`.
    pub base_url: Option<&'a str>,
    /// Also typeset each document as a PDF white paper (feature `pdf`).
    pub pdf: bool,
    /// `SOURCE_DATE_EPOCH`, when set: the PDFs' creation date, and the
    /// citation files' release day for a report whose date names no day.
    pub source_date_epoch: Option<i64>,
    /// `serve`: leave out the pages that list reports (index, search,
    /// sitemap) when the reports built now are listed as in `entries`; the
    /// site in memory keeps those pages.
    pub keep_lists: bool,
}

/// What rendering did, for the command's summary line and the benchmark.
#[derive(Debug, Default)]
pub struct SiteStats {
    pub warnings: ReportWarnings,
    pub timings: Vec<(&'static str, Duration)>,
    /// Every listing entry of the site after this build, in every
    /// language of the project, to save.
    pub entries: Entries,
}

/// Renders the reports `built` of `project` (its settings and listing)
/// into `sink`, one at a time: each is read with `read` for its listing
/// entries, then again to be rendered, and dropped after each (nothing is
/// held per report but its entries).
pub fn render_site(
    project: &Project,
    built: &[String],
    read: &mut ReadReport,
    templates: &Templates,
    mut opts: SiteOptions,
    sink: &mut dyn Sink,
) -> Result<SiteStats> {
    let mut rep = SiteStats::default();
    let langs = opts.langs;
    // Every document of the site after this build: the index pages and
    // the previous/next links list them.
    let mut docs: BTreeSet<(String, Lang)> = opts.existing.iter().cloned().collect();
    for id in built {
        docs.extend(langs.iter().map(|&l| (id.clone(), l)));
    }
    let locs: Vec<Localizer> = (langs.iter())
        .map(|&l| Localizer::new(l, opts.locales))
        .collect::<Result<_, _>>()?;
    let mut entries = std::mem::take(&mut opts.entries);
    let listed_anew = add_entries(
        &mut entries,
        project,
        built,
        read,
        &locs,
        opts.locales,
        &mut rep.warnings,
    )?;
    let listing = Listing {
        order: &project.listed,
        examples: &project.examples,
        docs: &docs,
        entries: &entries,
    };
    let mut r = DocRenderer {
        templates,
        opts: &opts,
        listing: &listing,
        #[cfg(feature = "pdf")]
        pdf: pdf_maker(&opts)?,
        times: [Duration::ZERO; 4],
        png_jobs: Vec::new(),
    };
    #[cfg(not(feature = "pdf"))]
    if opts.pdf {
        anyhow::bail!(
            "PDF output needs pixreport built with the `pdf` feature (cargo install --path . --features pdf)"
        );
    }
    let mut t_png = Duration::ZERO;
    for id in built {
        let p = read(id)?;
        let report = report(&p, id)?;
        let analysis = analyse_report(&p, report)?;
        let mut set = OutputSet::default();
        for loc in &locs {
            r.render(&p, loc, report, &analysis, &mut set, &mut rep)?;
        }
        set.add(
            format!("data/{}.json", report.id),
            ReportRecord::new(report, &analysis).to_json(),
        );
        let t = Instant::now();
        rasterise(&std::mem::take(&mut r.png_jobs), &mut set, &mut rep)?;
        t_png += t.elapsed();
        sink.put(set)?;
    }
    let [t_ctx, t_md, t_pdf, t_html] = r.times;
    rep.timings.push(("context+figures", t_ctx));
    rep.timings.push(("markdown", t_md));
    rep.timings.push(("html", t_html));
    if opts.pdf {
        rep.timings.push(("pdf", t_pdf));
    }
    if opts.png {
        rep.timings.push(("png", t_png));
    }
    let t = Instant::now();
    if listed_anew || !opts.keep_lists {
        site_pages(project, templates, &opts, &locs, &listing, sink)?;
    }
    rep.timings.push(("site", t.elapsed()));
    entries.retain(|id, _| project.listed.contains(id));
    rep.entries = entries;
    Ok(rep)
}

#[cfg(feature = "pdf")]
fn pdf_maker(opts: &SiteOptions) -> Result<Option<crate::pdf::PdfMaker>> {
    if !opts.pdf {
        return Ok(None);
    }
    let dirs = crate::pdf::system_font_dirs();
    let maker = crate::pdf::PdfMaker::new(opts.langs, &dirs, opts.source_date_epoch)?;
    Ok(Some(maker))
}

/// Renders each document of the site, collecting the figures to
/// rasterise and the time spent in each step.
struct DocRenderer<'a> {
    templates: &'a Templates,
    opts: &'a SiteOptions<'a>,
    listing: &'a Listing<'a>,
    #[cfg(feature = "pdf")]
    pdf: Option<crate::pdf::PdfMaker>,
    /// Context and figures, Markdown, PDF, HTML.
    times: [Duration; 4],
    /// (SVG path, report id, language) of each figure of the report being
    /// rendered to rasterise.
    png_jobs: Vec<(String, String, Lang)>,
}

impl DocRenderer<'_> {
    /// One document: `<lang>/<report>/` with its Markdown, page, figures,
    /// figure data as CSV, and (when asked) PDF and template context.
    /// `project`: as [`ReadReport`] gives `report`.
    fn render(
        &mut self,
        project: &Project,
        loc: &Localizer,
        report: &Report,
        analysis: &ReportAnalysis,
        set: &mut OutputSet,
        rep: &mut SiteStats,
    ) -> Result<()> {
        let (templates, opts) = (self.templates, self.opts);
        let lang = loc.lang;
        let base = format!("{}/{}", lang.tag(), report.id);
        let t = Instant::now();
        let history = opts.history.iter().find(|(id, _)| *id == report.id).map(|h| &h.1);
        let doc = build_document(project, report, analysis, loc, history)?;
        self.times[0] += t.elapsed();
        let t = Instant::now();
        let md = tidy_markdown(&templates.render("report.md", &doc.context)?);
        self.times[1] += t.elapsed();
        let t = Instant::now();
        #[cfg(feature = "pdf")]
        if let Some(maker) = &self.pdf {
            let file = format!("{base}/{}.pdf", report.id);
            let site = project.title.in_lang(lang);
            // The same document, its figures drawn for print.
            let print = loc.for_print(|| build_document(project, report, analysis, loc, history))?;
            let (bytes, warnings) =
                maker.render(&file, report, loc, site, opts.base_url, &print.context, &print.figures)?;
            rep.warnings
                .extend(warnings.into_iter().map(|w| (report.id.clone(), w)));
            set.add(file, bytes);
        }
        self.times[2] += t.elapsed();
        let t = Instant::now();
        let md = with_pdf_link(&md, loc, report, opts.pdf);
        // Figures are inlined in the page (their points have titles) and
        // each figure's data table is also written as CSV beside it.
        // The page's language links: the languages built now and those of
        // this report the output already holds.
        let langs: Vec<Lang> = (project.languages.iter().copied())
            .filter(|l| opts.langs.contains(l) || opts.existing.contains(&(report.id.clone(), *l)))
            .collect();
        let page_opts = DocPage {
            langs: &langs,
            base_url: opts.base_url,
            image: (doc.figures.iter())
                .find(|f| opts.png && f.file.ends_with(".svg"))
                .map(|f| format!("figures/{}", f.file.replace(".svg", ".png"))),
            pdf: opts.pdf,
            epoch: opts.source_date_epoch,
        };
        let body = document_html(&md, &doc.figures, loc);
        for (path, text) in body.csv {
            set.add(format!("{base}/{path}"), text);
        }
        let neighbours = neighbours(self.listing, report, lang);
        let page = document_page(templates, project, loc, report, &page_opts, neighbours, &body.html)?;
        self.times[3] += t.elapsed();
        if opts.dump_context {
            set.add(
                format!("{base}/context.json"),
                serde_json::to_string_pretty(&doc.context)? + "\n",
            );
        }
        set.add(format!("{base}/index.md"), md);
        set.add(format!("{base}/index.html"), page.html);
        for (name, text) in page.files {
            set.add(format!("{base}/{name}"), text);
        }
        for f in doc.figures {
            let path = format!("{base}/figures/{}", f.file);
            if opts.png {
                self.png_jobs.push((path.clone(), report.id.clone(), lang));
            }
            set.add(path, f.svg);
        }
        set.owned_dirs.push(base);
        missed(loc, &report.id, &mut rep.warnings);
        Ok(())
    }
}

/// Each figure of `jobs` (one report's) as a PNG beside its SVG.
/// Rasterising dominates a --png build: it runs on every core, and the
/// results are collected in job order, so output stays deterministic.
fn rasterise(jobs: &[(String, String, Lang)], set: &mut OutputSet, rep: &mut SiteStats) -> Result<()> {
    let results: Vec<Result<RasterisedFigure>> = jobs
        .par_iter()
        .map(|(path, id, lang)| {
            let svg = std::str::from_utf8(&set.files[path]).unwrap_or_default();
            let (png, warnings) =
                svg_to_png(svg, PNG_SCALE, &[]).with_context(|| format!("{path}: rasterising to PNG"))?;
            let warnings = (warnings.into_iter())
                .map(|w| (id.clone(), format!("{} ({id}): {w}", lang.tag())))
                .collect();
            Ok((path.replace(".svg", ".png"), png, warnings))
        })
        .collect();
    for r in results {
        let (path, png, warnings) = r?;
        rep.warnings.extend(warnings);
        set.add(path, png);
    }
    Ok(())
}

/// The index and search pages, their scripts, and the sitemap, each given
/// to `sink` as it is made: an index page lists every report.
fn site_pages(
    project: &Project,
    templates: &Templates,
    opts: &SiteOptions,
    locs: &[Localizer],
    listing: &Listing,
    sink: &mut dyn Sink,
) -> Result<()> {
    let langs = opts.langs;
    let mut put = |path: String, text: String| {
        let mut set = OutputSet::default();
        set.add(path, text);
        sink.put(set)
    };
    let index_lang = if langs.contains(&project.default_language) {
        project.default_language
    } else {
        langs[0]
    };
    let plan = IndexPlan::new(project, listing);
    for loc in (locs.iter()).filter(|l| l.lang == index_lang) {
        put("index.html".into(), index_page(templates, project, loc, &plan, "")?)?;
    }
    for loc in locs {
        let page = index_page(templates, project, loc, &plan, "../")?;
        put(format!("{}/index.html", loc.lang.tag()), page)?;
        put(
            format!("{}/search.html", loc.lang.tag()),
            search_page(templates, project, loc, langs)?,
        )?;
    }
    put(super::search::SCRIPT_PATH.into(), super::search::SCRIPT.into())?;
    put(
        super::search::THEME_SCRIPT_PATH.into(),
        super::search::THEME_SCRIPT.into(),
    )?;
    let reports = plan.reports.iter().map(|r| (r.id.as_str(), &r.langs[..]));
    put(
        "sitemap.xml".into(),
        super::sitemap::sitemap(opts.base_url, langs, reports),
    )
}

/// The page's Markdown with a link to its PDF under the title, when the
/// build writes PDFs; both `index.md` and `index.html` carry it (the PDF
/// sits beside them).
fn with_pdf_link(md: &str, loc: &Localizer, report: &Report, pdf: bool) -> String {
    if !pdf {
        return md.to_string();
    }
    let link = format!(
        "[{}]({}.pdf)",
        crate::document::table::escape_inline(&loc.t("pdf-link")),
        report.id
    );
    match md.split_once('\n') {
        Some((title, rest)) => format!("{title}\n\n{link}\n{rest}"),
        None => format!("{md}\n\n{link}\n"),
    }
}

/// The previous and next report with a document in `lang`, for the page
/// footer.
fn neighbours(listing: &Listing, report: &Report, lang: Lang) -> (Option<Neighbour>, Option<Neighbour>) {
    let link = |(id, e): (&str, &ListEntry)| Neighbour {
        href: format!("../{id}/index.html"),
        title: crate::i18n::typography::bind_units(&e.title),
    };
    let (prev, next) = listing.neighbours(&report.id, lang);
    (prev.map(link), next.map(link))
}

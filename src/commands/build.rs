//! `pixreport build`: load → analyse → per language render → write
//! atomically. Every file is produced in memory first; nothing touches
//! `--out` unless the whole build succeeded.

use crate::analysis::{analyse_report, ReportAnalysis};
use crate::i18n::Localizer;
use crate::ingest::load_project;
use crate::model::{Lang, Project};
use crate::render::context::build_document;
use crate::render::figures::svg_to_png;
use crate::render::html::markdown_to_html;
use crate::render::json::report_json;
use crate::render::site::{document_page, index_page, Neighbour};
use crate::render::templates::{tidy_markdown, Templates};
use crate::render::writer::{lock_output, OutputSet};
use anyhow::{Context, Result};
use rayon::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Which languages to build.
#[derive(Debug, Clone, PartialEq)]
pub enum LangChoice {
    /// The project's `languages`.
    All,
    Some(Vec<Lang>),
}

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub data: PathBuf,
    pub out: PathBuf,
    pub langs: LangChoice,
    pub reports: Vec<String>,
    /// Write each document's template context as `context.json` beside it.
    pub dump_context: bool,
    /// Also rasterise every figure to PNG (resvg; embedded and system fonts).
    pub png: bool,
}

/// PNG figures are drawn at twice the SVG's size (1920 × 1080), sharp on
/// high-density screens and in print.
pub const PNG_SCALE: f32 = 2.0;

/// A PNG figure: its path, bytes, and font warnings.
type RasterisedFigure = (String, Vec<u8>, Vec<String>);

/// What a build did, for the command's summary line and the benchmark.
#[derive(Debug, Default)]
pub struct BuildReport {
    pub documents: usize,
    pub figures: usize,
    pub files: usize,
    pub warnings: Vec<String>,
    pub timings: Vec<(&'static str, Duration)>,
}

/// Runs the whole pipeline and writes `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    // Locked before anything reads the existing output (the index pages
    // list its documents), so concurrent builds into one --out serialise.
    let lock = lock_output(&opts.out, &[&opts.data]).with_context(|| format!("writing {}", opts.out.display()))?;
    let (set, report) = build_in_memory(opts)?;
    let t = Instant::now();
    let notes = lock
        .write(&set)
        .with_context(|| format!("writing {}", opts.out.display()))?;
    let mut report = report;
    report.warnings.extend(notes);
    report.timings.push(("write", t.elapsed()));
    Ok(report)
}

/// Everything but the final write: the files a build would produce.
pub fn build_in_memory(opts: &BuildOptions) -> Result<(OutputSet, BuildReport)> {
    let mut rep = BuildReport::default();
    let t = Instant::now();
    let project = load_project(&opts.data, &opts.reports)?;
    rep.timings.push(("load", t.elapsed()));
    rep.warnings.extend(project.warnings.iter().cloned());
    let langs = match &opts.langs {
        LangChoice::All => project.languages.clone(),
        LangChoice::Some(l) => l.clone(),
    };

    let t = Instant::now();
    let built: Vec<&crate::model::Report> = project
        .reports
        .iter()
        .filter(|r| opts.reports.is_empty() || opts.reports.contains(&r.id))
        .collect();
    let analyses: Vec<ReportAnalysis> = built.iter().map(|r| analyse_report(&project, r)).collect();
    rep.timings.push(("analyse", t.elapsed()));

    let templates = Templates::new(
        Some(&opts.data.join("templates"))
            .filter(|p| p.is_dir())
            .map(|p| p.as_path()),
    )?;
    let locales_dir = opts.data.join("locales");
    let locales = Some(locales_dir.as_path()).filter(|p| p.is_dir());

    let mut set = OutputSet::default();
    let mut docs: Vec<(String, Lang)> = Vec::new();
    let (mut t_ctx, mut t_md, mut t_html) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
    let mut png_jobs: Vec<(String, String)> = Vec::new();
    for &lang in &langs {
        let loc = Localizer::new(lang, locales)?;
        for (report, analysis) in built.iter().zip(&analyses) {
            let base = format!("{}/{}", lang.tag(), report.id);
            let t = Instant::now();
            let doc = build_document(&project, report, analysis, &loc)?;
            t_ctx += t.elapsed();
            let t = Instant::now();
            let md = tidy_markdown(&templates.render("report.md", &doc.context)?);
            t_md += t.elapsed();
            let t = Instant::now();
            let body = markdown_to_html(&md);
            let neighbours = neighbours(&built, report, lang);
            let page = document_page(&templates, &project, &loc, report, &langs, neighbours, &body)?;
            t_html += t.elapsed();
            if opts.dump_context {
                set.add(
                    format!("{base}/context.json"),
                    serde_json::to_string_pretty(&doc.context)? + "\n",
                );
            }
            set.add(format!("{base}/index.md"), md);
            set.add(format!("{base}/index.html"), page);
            for f in doc.figures {
                let path = format!("{base}/figures/{}", f.file);
                if opts.png {
                    png_jobs.push((path.clone(), format!("{} ({})", lang.tag(), report.id)));
                }
                set.add(path, f.svg);
                rep.figures += 1;
            }
            set.owned_dirs.push(base);
            docs.push((report.id.clone(), lang));
            rep.documents += 1;
        }
        for id in loc.missed() {
            rep.warnings.push(format!(
                "locales/{}: message `{id}` is missing; English was used",
                lang.tag()
            ));
        }
    }
    rep.timings.push(("context+figures", t_ctx));
    rep.timings.push(("markdown", t_md));
    rep.timings.push(("html", t_html));
    if opts.png {
        // Rasterising dominates a --png build: do it on every core. The
        // results are collected in job order, so output stays deterministic.
        let t = Instant::now();
        let results: Vec<Result<RasterisedFigure>> = png_jobs
            .par_iter()
            .map(|(path, who)| {
                let svg = std::str::from_utf8(&set.files[path]).unwrap_or_default();
                let (png, warnings) =
                    svg_to_png(svg, PNG_SCALE, &[]).with_context(|| format!("{path}: rasterising to PNG"))?;
                let warnings = warnings.into_iter().map(|w| format!("{who}: {w}")).collect();
                Ok((path.replace(".svg", ".png"), png, warnings))
            })
            .collect();
        for r in results {
            let (path, png, warnings) = r?;
            rep.warnings.extend(warnings);
            set.add(path, png);
        }
        rep.timings.push(("png", t.elapsed()));
    }

    let t = Instant::now();
    for (report, analysis) in built.iter().zip(&analyses) {
        set.add(format!("data/{}.json", report.id), report_json(report, analysis));
    }
    // Index pages list every document in this build plus those already in
    // the output folder from earlier builds.
    for (id, lang) in existing_docs(&opts.out, &project) {
        if !docs.contains(&(id.clone(), lang)) {
            docs.push((id, lang));
        }
    }
    let index_lang = if langs.contains(&project.default_language) {
        project.default_language
    } else {
        langs[0]
    };
    let loc = Localizer::new(index_lang, locales)?;
    let head = |loc: &Localizer, r: &crate::model::Report| match built.iter().position(|b| b.id == r.id) {
        Some(i) => headline(loc, r, &analyses[i]),
        None => String::new(),
    };
    set.add(
        "index.html",
        index_page(&templates, &project, &loc, &docs, "", &|r| head(&loc, r))?,
    );
    for &lang in &langs {
        let loc = Localizer::new(lang, locales)?;
        let page = index_page(&templates, &project, &loc, &docs, "../", &|r| head(&loc, r))?;
        set.add(format!("{}/index.html", lang.tag()), page);
    }
    rep.timings.push(("site+json", t.elapsed()));
    rep.files = set.files.len();
    rep.warnings.sort();
    rep.warnings.dedup();
    Ok((set, rep))
}

/// The previous and next report of the build, for the page footer.
fn neighbours(
    built: &[&crate::model::Report],
    report: &crate::model::Report,
    lang: Lang,
) -> (Option<Neighbour>, Option<Neighbour>) {
    let i = built.iter().position(|r| r.id == report.id).unwrap_or(0);
    let link = |r: &crate::model::Report| Neighbour {
        href: format!("../{}/index.html", r.id),
        title: r.title.in_lang(lang).to_string(),
    };
    let prev = i.checked_sub(1).and_then(|j| built.get(j)).map(|r| link(r));
    let next = built.get(i + 1).map(|r| link(r));
    (prev, next)
}

/// Headline numbers for the site index: the peaks of the report's first
/// benchmark ("Write 16.7 GB/s · Read 23 GB/s").
fn headline(loc: &Localizer, report: &crate::model::Report, analysis: &ReportAnalysis) -> String {
    let Some((b, ba)) = report
        .benchmarks
        .iter()
        .zip(&analysis.benchmarks)
        .find(|(b, _)| b.section)
    else {
        return String::new();
    };
    let peaks: Vec<String> = ba
        .series
        .iter()
        .map(|s| {
            format!(
                "{} {}",
                crate::render::narrative::op_label(loc, &s.operation),
                crate::render::context::value_text(loc, s.peak.value, b.unit)
            )
        })
        .collect();
    loc.msg(
        "site-headline",
        Some(
            &crate::i18n::Args::new()
                .str("benchmark", crate::render::context::benchmark_heading(loc, b))
                .str("peaks", peaks.join(" · ")),
        ),
    )
}

fn existing_docs(out: &std::path::Path, project: &Project) -> Vec<(String, Lang)> {
    let mut v = Vec::new();
    for r in &project.reports {
        for &l in &project.languages {
            if out.join(l.tag()).join(&r.id).join("index.html").is_file() {
                v.push((r.id.clone(), l));
            }
        }
    }
    v
}

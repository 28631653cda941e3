//! `pixreport build`: load → analyse → per language render → write
//! atomically. Every file is produced in memory first; nothing touches
//! `--out` unless the whole build succeeded.

use crate::analysis::{analyse_report, ReportAnalysis};
use crate::model::{Lang, Project, Report};
use crate::project::load_project;
use crate::render::build::{render_site, SiteOptions};
use crate::render::templates::Templates;
use crate::render::writer::{lock_output, OutputSet};
use anyhow::{Context, Result};
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
    let reports: Vec<&Report> = project
        .reports
        .iter()
        .filter(|r| opts.reports.is_empty() || opts.reports.contains(&r.id))
        .collect();
    let analyses: Vec<ReportAnalysis> = reports
        .iter()
        .map(|r| analyse_report(&project, r))
        .collect::<Result<_, _>>()?;
    rep.timings.push(("analyse", t.elapsed()));

    let templates = Templates::new(
        Some(&opts.data.join("templates"))
            .filter(|p| p.is_dir())
            .map(|p| p.as_path()),
    )?;
    let locales_dir = opts.data.join("locales");
    let existing = existing_docs(&opts.out, &project);
    let site = SiteOptions {
        langs: &langs,
        png: opts.png,
        dump_context: opts.dump_context,
        existing: &existing,
        locales: Some(locales_dir.as_path()).filter(|p| p.is_dir()),
    };
    let built: Vec<(&Report, &ReportAnalysis)> = reports.iter().copied().zip(&analyses).collect();
    let (set, stats) = render_site(&project, &built, &templates, &site)?;
    rep.documents = stats.documents;
    rep.figures = stats.figures;
    rep.warnings.extend(stats.warnings);
    rep.timings.extend(stats.timings);
    rep.files = set.files.len();
    rep.warnings.sort();
    rep.warnings.dedup();
    Ok((set, rep))
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

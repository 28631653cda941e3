//! `pixreport build`: load → analyse → per language render → write
//! atomically. Every file is produced in memory first; nothing touches
//! `--out` unless the whole build succeeded.

use crate::analysis::{analyse_report, ReportAnalysis};
use crate::model::{Lang, Project, Report};
use crate::project::load_project;
use crate::render::build::{render_site, SiteOptions};
use crate::render::templates::Templates;
use crate::render::writer::{lock_output, OutputSet, Summary};
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
    /// Also typeset every document as a PDF (feature `pdf`).
    pub pdf: Option<crate::render::build::PdfRequest>,
    /// Earlier published runs, `<dir>/<report>/*.json`: a "Run history" section.
    pub history: Option<PathBuf>,
    /// The address the site is published at (`https://…/`), for the
    /// sitemap, permalinks and Open Graph tags; relative links when unknown.
    pub base_url: Option<String>,
}

/// What a build did, for the command's summary line and the benchmark.
#[derive(Debug, Default)]
pub struct BuildReport {
    pub documents: usize,
    pub figures: usize,
    pub files: usize,
    /// Files written anew (new or changed bytes); the others kept their
    /// inode and mtime.
    pub written: usize,
    /// True when the inputs, options and binary matched the last build into
    /// `--out` and the output was untouched since: nothing was rendered.
    pub skipped: bool,
    pub warnings: Vec<String>,
    pub timings: Vec<(&'static str, Duration)>,
}

/// Runs the whole pipeline and writes `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    // Locked before anything reads the existing output (the index pages
    // list its documents), so concurrent builds into one --out serialise.
    let lock = lock_output(&opts.out, &[&opts.data]).with_context(|| format!("writing {}", opts.out.display()))?;
    let t = Instant::now();
    let key = build_key(opts);
    if let Some(s) = key.as_deref().and_then(|k| lock.unchanged_since(k)) {
        let mut report = BuildReport {
            documents: s.documents,
            figures: s.figures,
            files: s.files,
            skipped: true,
            warnings: s.warnings,
            ..BuildReport::default()
        };
        report.warnings.extend(lock.cleaned().iter().cloned());
        report.timings.push(("unchanged", t.elapsed()));
        return Ok(report);
    }
    let (set, report) = build_in_memory(opts)?;
    let t = Instant::now();
    let done = lock
        .write_counted(&set)
        .with_context(|| format!("writing {}", opts.out.display()))?;
    let mut report = report;
    if let Some(key) = &key {
        let summary = Summary {
            documents: report.documents,
            figures: report.figures,
            files: report.files,
            warnings: report.warnings.clone(),
        };
        lock.save_state(key, &summary);
    }
    report.written = done.written;
    report.warnings.extend(done.notes);
    report.timings.push(("write", t.elapsed()));
    Ok(report)
}

/// What makes a build's output what it is: the pixreport binary (version,
/// and size, mtime and inode of the executable, so a rebuilt binary counts
/// as new), the options, and every byte under the project folder. `None`
/// (never skip) when one of them cannot be read, and for `--png`: PNG text
/// is drawn with the machine's fonts, which the key does not cover.
fn build_key(opts: &BuildOptions) -> Option<String> {
    use sha2::{Digest, Sha256};
    use std::os::unix::fs::MetadataExt;
    if opts.png || opts.pdf.is_some() {
        return None;
    }
    let exe = std::env::current_exe().ok()?.metadata().ok()?;
    let data = opts.data.canonicalize().ok()?;
    let mut h = Sha256::new();
    h.update(format!(
        "pixreport {} exe {} {} {} {} options {:?} {:?} {} {:?} data {}\n",
        env!("CARGO_PKG_VERSION"),
        exe.len(),
        exe.mtime(),
        exe.mtime_nsec(),
        exe.ino(),
        opts.langs,
        opts.reports,
        opts.dump_context,
        opts.base_url,
        data.display()
    ));
    crate::fsx::digest_tree(&data, &mut h).ok()?;
    if let Some(hist) = &opts.history {
        h.update(format!("history {}\n", hist.display()));
        crate::fsx::digest_tree(hist, &mut h).ok()?;
    }
    Some(h.finalize().iter().map(|b| format!("{b:02x}")).collect())
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
    let history = super::build_history::read(opts.history.as_deref(), &reports, &analyses)?;
    let site = SiteOptions {
        langs: &langs,
        png: opts.png,
        dump_context: opts.dump_context,
        existing: &existing,
        base_url: opts.base_url.as_deref(),
        locales: Some(locales_dir.as_path()).filter(|p| p.is_dir()),
        pdf: opts.pdf.clone(),
        history: &history,
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

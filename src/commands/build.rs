//! `pixreport build`: the options, resolved once at the command line into
//! [`BuildOptions`], then load → analyse → render → write, each a named
//! step. Each report's files go to a staging folder as they are made;
//! nothing touches `--out` unless the whole build succeeded (see
//! `crate::output`).

use super::build_key::{build_key, entries_key};
pub use super::build_plan::{BuildOptions, BuildReport, LangChoice};
use super::build_site::render;
use crate::analysis::{analyse_report, ReportAnalysis};
use crate::model::{Project, Report};
use crate::output::Output;
use crate::site::listing::Entries;
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::time::Instant;

/// What a build keeps for the next one, in the output's marker.
#[derive(Default, Serialize, Deserialize)]
struct Saved {
    /// The build key (see `build_key`); empty: never skip.
    key: String,
    /// What the entries were made with (see `build_key::entries_key`).
    entries_key: String,
    documents: usize,
    figures: usize,
    files: usize,
    warnings: Vec<String>,
    /// Every report's listing entry, in every language of the project:
    /// `--report X` lists the other reports from them.
    entries: Entries,
}

/// Runs the whole pipeline and writes `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    let writing = || format!("writing {}", opts.out.display());
    // Locked before anything reads the existing output.
    let out = Output::lock(&opts.out, &[opts.data.path()]).with_context(writing)?;
    let saved = out.saved::<Saved>();
    // Only a whole build is skipped: a `--report` build costs what its
    // report costs.
    let key = opts.reports.is_empty().then(|| build_key(opts, out.path())).flatten();
    if let Some(rep) = unchanged(&out, saved.as_ref(), key.as_deref()) {
        return Ok(rep);
    }
    let entries_key = entries_key(opts);
    let listed = match saved {
        Some(s) if !opts.reports.is_empty() && entries_key.as_ref() == Some(&s.entries_key) => s.entries,
        _ => Entries::new(),
    };
    let mut rep = BuildReport::default();
    let t = Instant::now();
    let project = load(opts)?;
    rep.warnings.extend(project.warnings.iter().cloned());
    rep.timings.push(("load", t.elapsed()));
    let t = Instant::now();
    let (reports, analyses) = analyse(opts, &project)?;
    rep.timings.push(("analyse", t.elapsed()));
    let mut staged = out.stage().with_context(writing)?;
    let entries = render(opts, &project, &reports, &analyses, &out, listed, &mut staged, &mut rep)?;
    rep.files = staged.files();
    rep.warnings.sort();
    rep.warnings.dedup();
    let saved = Saved {
        key: key.unwrap_or_default(),
        entries_key: entries_key.unwrap_or_default(),
        documents: rep.documents,
        figures: rep.figures,
        files: rep.files,
        warnings: (rep.warnings.iter())
            .filter(|w| !w.starts_with(super::build_site::ALSO_BUILT))
            .cloned()
            .collect(),
        entries,
    };
    let t = Instant::now();
    let done = staged.finish(&saved).with_context(writing)?;
    rep.written = done.written;
    rep.warnings.extend(done.notes);
    rep.timings.push(("write", t.elapsed()));
    Ok(rep)
}

/// The build without `--out`, for `serve`: every file of the site in
/// memory, made over `held` (the site so far, whose other documents are
/// listed from `listed`, as a `--report` build lists them from the output).
/// Returns the files, every listing entry after it, the project as read
/// and the warnings.
pub(super) fn build_in_memory(
    opts: &BuildOptions,
    held: &std::collections::BTreeMap<String, Vec<u8>>,
    listed: Entries,
) -> Result<(crate::output::OutputSet, Entries, Project, Vec<String>)> {
    let project = load(opts)?;
    let (reports, analyses) = analyse(opts, &project)?;
    let (mut rep, mut set) = (BuildReport::default(), crate::output::OutputSet::default());
    let entries = render(opts, &project, &reports, &analyses, held, listed, &mut set, &mut rep)?;
    rep.warnings.extend(project.warnings.iter().cloned());
    Ok((set, entries, project, rep.warnings))
}

/// The last build's summary, when its key is `key` and the output is as it
/// left it.
fn unchanged(out: &Output, saved: Option<&Saved>, key: Option<&str>) -> Option<BuildReport> {
    let t = Instant::now();
    let s = saved.filter(|s| key.is_some_and(|k| !k.is_empty() && k == s.key))?;
    if !out.intact() {
        return None;
    }
    Some(BuildReport {
        documents: s.documents,
        figures: s.figures,
        files: s.files,
        skipped: true,
        warnings: s.warnings.iter().chain(out.notes()).cloned().collect(),
        timings: vec![("unchanged", t.elapsed())],
        ..BuildReport::default()
    })
}

/// Reads the project: every report, or the ones asked for (and those
/// their comparisons point at).
fn load(opts: &BuildOptions) -> Result<Project> {
    Ok(crate::project::load_project(&opts.data, &opts.reports)?)
}

/// The reports to build, each analysed.
fn analyse<'p>(opts: &BuildOptions, project: &'p Project) -> Result<(Vec<&'p Report>, Vec<ReportAnalysis>)> {
    let reports: Vec<&Report> = (project.reports.iter())
        .filter(|r| opts.reports.is_empty() || opts.reports.contains(&r.id))
        .collect();
    let analyses = reports
        .iter()
        .map(|r| analyse_report(project, r))
        .collect::<Result<_, _>>()?;
    Ok((reports, analyses))
}

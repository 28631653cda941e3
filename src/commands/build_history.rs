//! `build --history DIR`: the earlier published runs of each report built,
//! read from `DIR/<report>/*.json` — the layout a published site keeps in
//! `data/history/` — with the same reader as `diff --history` (ordered by
//! file name, oldest first, each labelled by its file stem; a file of
//! another report is an error naming it), and `DIR/<report>/notes.txt`,
//! what the publishing workflow noted of them: one line per run,
//! `<run> TAB accepted TAB <why>` or `<run> TAB failed TAB <outcome>`.

use crate::analysis::analyse_report;
use crate::diff::input::read_history;
use crate::model::{History, RunNote};
use crate::schema::ReportRecord;
use crate::site::listing::{report, ReadReport};
use anyhow::{Context, Result};
use std::path::Path;

/// A report id and its earlier runs with their notes.
pub(super) type ReportRuns = (String, History);

/// Per report id (of `reports`, each read with `read`), its earlier runs;
/// reports without a folder in `dir` have none. `None`: no history was
/// asked for.
pub(super) fn read(dir: Option<&Path>, reports: &[String], read: &mut ReadReport) -> Result<Vec<ReportRuns>> {
    let Some(dir) = dir else {
        return Ok(Vec::new());
    };
    if !dir.is_dir() {
        anyhow::bail!("{}: --history must be a folder holding <report>/*.json", dir.display());
    }
    let mut out = Vec::new();
    for id in reports {
        let folder = dir.join(id);
        if !folder.is_dir() {
            continue;
        }
        // This build's own run: the reader checks each file against its report.
        let p = read(id)?;
        let r = report(&p, id)?;
        let now = ReportRecord::new(r, &analyse_report(&p, r)?).into_run(String::new());
        let runs = read_history(std::slice::from_ref(&folder), &now)
            .with_context(|| format!("{}: reading the run history", folder.display()))?;
        if !runs.is_empty() {
            let notes = read_notes(&folder.join("notes.txt"))?;
            out.push((id.clone(), History { runs, notes }));
        }
    }
    Ok(out)
}

/// The notes of a report's history, if it has a notes.txt.
fn read_notes(path: &Path) -> Result<Vec<RunNote>> {
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = crate::fsx::read_text_regular(path, crate::fsx::INPUT_LIMIT)?;
    let mut notes = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let mut f = line.splitn(3, '\t');
        let (run, kind, said) = (f.next(), f.next(), f.next());
        let accepted = match kind {
            Some("accepted") => true,
            Some("failed") => false,
            _ => anyhow::bail!(
                "{}: line {}: expected `<run> TAB accepted TAB <why>` or `<run> TAB failed TAB <outcome>`",
                path.display(),
                i + 1
            ),
        };
        notes.push(RunNote {
            run: run.unwrap_or_default().to_string(),
            accepted,
            text: said.unwrap_or_default().trim().to_string(),
        });
    }
    Ok(notes)
}

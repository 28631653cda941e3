//! `build --history DIR`: the earlier published runs of each report built,
//! read from `DIR/<report>/*.json` — the layout a published site keeps in
//! `data/history/` — with the same reader as `diff --history` (ordered by
//! file name, oldest first, each labelled by its file stem; a file of
//! another report is an error naming it).

use crate::analysis::ReportAnalysis;
use crate::diff::input::read_history;
use crate::model::{Report, Run};
use crate::schema::ReportRecord;
use anyhow::{Context, Result};
use std::path::Path;

/// A report id and its earlier runs (label, run), oldest first.
pub(super) type ReportRuns = (String, Vec<(String, Run)>);

/// Per report id, its earlier runs; reports without a folder in `dir` have
/// none. `None`: no history was asked for.
pub(super) fn read(dir: Option<&Path>, reports: &[&Report], analyses: &[ReportAnalysis]) -> Result<Vec<ReportRuns>> {
    let Some(dir) = dir else {
        return Ok(Vec::new());
    };
    if !dir.is_dir() {
        anyhow::bail!("{}: --history must be a folder holding <report>/*.json", dir.display());
    }
    let mut out = Vec::new();
    for (r, a) in reports.iter().zip(analyses) {
        let folder = dir.join(&r.id);
        if !folder.is_dir() {
            continue;
        }
        // This build's own run: the reader checks each file against its report.
        let now = ReportRecord::new(r, a).into_run(String::new());
        let runs = read_history(std::slice::from_ref(&folder), &now)
            .with_context(|| format!("{}: reading the run history", folder.display()))?;
        if !runs.is_empty() {
            out.push((r.id.clone(), runs));
        }
    }
    Ok(out)
}

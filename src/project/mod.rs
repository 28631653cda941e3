//! Loading a report project: `pixreport.toml`, each report's `report.toml`
//! and `solution.toml`, results CSV, usage datasets and author prose, into
//! `model::Project`, validating every file. Nothing here writes to disk.
//! (Raw benchmark logs are parsed by `crate::ingest`, not here.)

mod acceptance;
mod benchmark;
mod error;
mod latency;
mod read;
mod report;
pub(crate) mod results;
mod root;
pub(crate) mod scaffold;
mod snapshots;
mod solution;
pub(crate) mod wire;

pub use error::LoadError;
pub use read::sha256_hex;
pub use root::ProjectRoot;

use crate::model::*;
use read::{check_id, local_text, read_toml_hashed};
use report::load_report;
use std::collections::BTreeSet;

/// Reads the project's `pixreport.toml` and every report it lists (or only
/// those in `only`, when not empty, and the reports their comparisons point
/// at). Reports neither asked for nor pointed at are not read at all, so
/// `build --report X` costs what X costs.
pub fn load_project(root: &ProjectRoot, only: &[String]) -> Result<Project, LoadError> {
    let site = load_site(root, only)?;
    let read = load_reports(root, &site, only)?;
    Ok(Project {
        reports: read.reports,
        warnings: read.warnings,
        ..site
    })
}

/// The project's `pixreport.toml`, checked, with no report read (`reports`
/// empty); each id of `only` must be listed.
pub fn load_site(root: &ProjectRoot, only: &[String]) -> Result<Project, LoadError> {
    let site_path = root.settings();
    let (site, _): (wire::WireSite, _) = read_toml_hashed(root, &site_path, "the project settings")?;
    let title = local_text(&site_path, "title", site.title)?;
    let languages = site
        .languages
        .iter()
        .map(|l| l.parse::<Lang>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|m| LoadError::invalid(&site_path, format!("languages: {m}")))?;
    if languages.is_empty() {
        return Err(LoadError::invalid(
            &site_path,
            "languages: at least one language is needed",
        ));
    }
    let default_language = match site.default_language {
        Some(l) => l
            .parse::<Lang>()
            .map_err(|m| LoadError::invalid(&site_path, format!("default_language: {m}")))?,
        None => languages[0],
    };
    let all: Vec<String> = site.reports.iter().chain(&site.examples).cloned().collect();
    for id in only {
        if !all.contains(id) {
            return Err(LoadError::invalid(
                &site_path,
                format!(
                    "report `{id}` is not listed in `reports` or `examples` (listed: {})",
                    all.join(", ")
                ),
            ));
        }
    }
    let mut seen = BTreeSet::new();
    for (key, id) in
        (site.reports.iter().map(|id| ("reports", id))).chain(site.examples.iter().map(|id| ("examples", id)))
    {
        check_id(&site_path, key, id)?;
        if !seen.insert(id.clone()) {
            return Err(LoadError::invalid(&site_path, format!("{key}: `{id}` is listed twice")));
        }
    }
    Ok(Project {
        title,
        languages,
        default_language,
        reports: Vec::new(),
        examples: site.examples,
        listed: all,
        warnings: Vec::new(),
    })
}

/// The reports of `site` in `only` (every one when empty) and those their
/// comparisons point at, checked, with their warnings: a project without
/// the listing (`listed` and `examples` empty; `site` has them), as
/// analysing and rendering those reports read it. The listing is not
/// copied. Read one at a time, a report that N others compare against is
/// read with each of them, in both passes of a build (about 2N times):
/// the price of holding one report at a time.
pub fn load_reports(root: &ProjectRoot, site: &Project, only: &[String]) -> Result<Project, LoadError> {
    let all = &site.listed;
    let mut warnings = Vec::new();
    let mut loaded = std::collections::BTreeMap::new();
    // Listed order, so warnings come in the order of pixreport.toml; with
    // `only`, the comparisons' reports are added as they are found.
    let mut queue: Vec<String> = (all.iter())
        .filter(|id| only.is_empty() || only.contains(id))
        .cloned()
        .collect();
    queue.reverse();
    while let Some(id) = queue.pop() {
        if loaded.contains_key(&id) {
            continue;
        }
        let mut said = Vec::new();
        let report = load_report(root, &id, &site.languages, &mut said)?;
        warnings.extend(said.into_iter().map(|w| (id.clone(), w)));
        for c in &report.comparisons {
            if let Some((other, _)) = c.baseline.split_once('/') {
                if !only.is_empty() && all.iter().any(|a| a == other) && !loaded.contains_key(other) {
                    queue.push(other.to_string());
                }
            }
        }
        loaded.insert(id, report);
    }
    let reports: Vec<Report> = (all.iter()).filter_map(|id| loaded.remove(id)).collect();
    check_comparisons(root, &reports)?;
    Ok(Project {
        title: site.title.clone(),
        languages: site.languages.clone(),
        default_language: site.default_language,
        reports,
        examples: Vec::new(),
        listed: Vec::new(),
        warnings,
    })
}

fn check_comparisons(root: &ProjectRoot, reports: &[Report]) -> Result<(), LoadError> {
    for r in reports {
        for c in &r.comparisons {
            let bad = |m: String| LoadError::invalid(r.dir.join("report.toml"), format!("comparison `{}`: {m}", c.id));
            let current = r.benchmarks.iter().find(|b| b.id == c.current);
            let baseline = resolve_benchmark(reports, r, &c.baseline);
            let (Some(cur), Some(base)) = (current, baseline) else {
                return Err(bad(format!(
                    "baseline `{}` not found (is its report listed in {}?)",
                    c.baseline,
                    root.settings().display()
                )));
            };
            if cur.unit != base.unit {
                return Err(bad(format!(
                    "`{}` is in {} but `{}` is in {}",
                    c.current, cur.unit, c.baseline, base.unit
                )));
            }
        }
    }
    Ok(())
}

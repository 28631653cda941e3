//! The two sides of a diff, from whatever the reviewer has: a built
//! `report.json` (read through `crate::schema`), a built output folder (its
//! `data/*.json`), a report project folder, or one report's folder. Every
//! side becomes a `model::Run`.

use super::usage::UsageSide;
use crate::model::{Provenance, Run};
use crate::project::load_project;
use crate::schema::{ReportRecord, SchemaError};
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{path}: {message}")]
    Bad { path: PathBuf, message: String },
    #[error(transparent)]
    Load(#[from] crate::project::LoadError),
    #[error(transparent)]
    Schema(#[from] SchemaError),
    #[error(transparent)]
    Fs(#[from] crate::fsx::FsError),
    /// A folder side without the report asked for (a typo, or another report).
    #[error("{path}: {message}")]
    NoReport { path: PathBuf, message: String },
    /// One side is report `report` and the other has no such report.
    #[error("{lacking}: {message}, but {other} is report `{report}`: the two sides are different reports and cannot be compared")]
    OtherReport {
        lacking: PathBuf,
        message: String,
        other: PathBuf,
        report: String,
    },
    #[error("no report.json files in {0}: a history is a folder of report.json files such as a published site's data/history/REPORT/")]
    EmptyHistory(PathBuf),
}

fn no_report(path: &Path, message: String) -> InputError {
    InputError::NoReport {
        path: path.to_path_buf(),
        message,
    }
}

/// A side that lacks the report the other side is: another report.
fn other_report(e: InputError, other: &Path, report: &str) -> InputError {
    match e {
        InputError::NoReport { path, message } => InputError::OtherReport {
            lacking: path,
            message,
            other: other.to_path_buf(),
            report: report.to_string(),
        },
        e => e,
    }
}

fn bad(path: &Path, message: impl Into<String>) -> InputError {
    InputError::Bad {
        path: path.to_path_buf(),
        message: message.into(),
    }
}

/// One side of a diff: its benchmarks, and its usage when it has some.
#[derive(Debug, Clone)]
pub struct Side {
    pub run: Run,
    pub usage: Option<UsageSide>,
    /// The side's usage is missing only because its report.json was
    /// written before usage tables were kept (rebuild it to compare usage).
    pub usage_predates_tables: bool,
}

fn side_from_json(path: &Path) -> Result<Side, InputError> {
    let text = crate::fsx::read_text_regular(path, crate::fsx::INPUT_LIMIT)?;
    side_from_text(path, &text)
}

fn side_from_text(path: &Path, text: &str) -> Result<Side, InputError> {
    let record = ReportRecord::parse(path, text)?;
    let origin = path.display().to_string();
    let usage = record.analytics.as_ref().map(|a| UsageSide::from_facts(a, &origin));
    Ok(Side {
        usage_predates_tables: matches!(usage, Some(None)),
        usage: usage.flatten(),
        run: record.into_run(origin),
    })
}

/// Whether a side is a usage CSV: a file named `*.csv`.
pub fn is_usage_csv(path: &Path) -> bool {
    path.is_file() && path.extension().is_some_and(|x| x.eq_ignore_ascii_case("csv"))
}

/// A usage CSV as a side: no benchmarks, its usage. The report id is the
/// same for every CSV (`usage`), so two CSVs are one "report".
fn side_from_csv(path: &Path) -> Result<Side, InputError> {
    let bytes = crate::fsx::read_regular(path, crate::fsx::DATASET_LIMIT)?;
    let usage = crate::scan::parse_usage_csv(&bytes[..], path).map_err(|e| {
        let shown = path.display().to_string();
        bad(path, e.to_string().replace(&format!("{shown}: "), ""))
    })?;
    let origin = path.display().to_string();
    Ok(Side {
        usage: Some(UsageSide::from_usage(&usage, &origin)),
        usage_predates_tables: false,
        run: Run {
            report: USAGE_REPORT.to_owned(),
            origin,
            provenance: Provenance::Measured,
            benchmarks: Vec::new(),
            criteria: Vec::new(),
        },
    })
}

/// The report id of a usage CSV side.
pub const USAGE_REPORT: &str = "usage";

/// A report of a project, as loaded: no analysis is needed to compare it.
fn side_from_project(root: &Path, want: Option<&str>) -> Result<Side, InputError> {
    let ids = project_reports(root)?;
    let id = pick(root, &ids, want)?;
    let project = load_project(&crate::project::ProjectRoot::at(root), std::slice::from_ref(&id))?;
    let report = project
        .reports
        .into_iter()
        .find(|r| r.id == id)
        .ok_or_else(|| bad(root, format!("report `{id}` not found")))?;
    let origin = root.join(&report.id).display().to_string();
    Ok(Side {
        usage: report
            .analytics
            .as_ref()
            .map(|a| UsageSide::from_usage(&a.usage, &origin)),
        usage_predates_tables: false,
        run: Run {
            origin,
            report: report.id,
            provenance: report.provenance,
            benchmarks: report.benchmarks,
            criteria: report.acceptance,
        },
    })
}

fn project_reports(root: &Path) -> Result<Vec<String>, InputError> {
    // Reports and examples are both reports a side can name.
    #[derive(Deserialize)]
    struct Site {
        reports: Vec<String>,
        #[serde(default)]
        examples: Vec<String>,
    }
    let p = root.join("pixreport.toml");
    let text = crate::fsx::read_text_regular(&p, crate::fsx::INPUT_LIMIT)?;
    let site: Site = toml::from_str(&text).map_err(|e| bad(&p, e.to_string()))?;
    Ok(site.reports.into_iter().chain(site.examples).collect())
}

fn pick(path: &Path, ids: &[String], want: Option<&str>) -> Result<String, InputError> {
    match want {
        Some(w) if ids.iter().any(|i| i == w) => Ok(w.to_string()),
        Some(w) => Err(no_report(
            path,
            format!("has no report `{w}` (it has: {})", ids.join(", ")),
        )),
        None if ids.len() == 1 => Ok(ids[0].clone()),
        None => Err(bad(
            path,
            format!("holds several reports ({}): name one with --report", ids.join(", ")),
        )),
    }
}

/// Reads one side with its usage.
fn read_full_side(path: &Path, want: Option<&str>) -> Result<Side, InputError> {
    if is_usage_csv(path) {
        return side_from_csv(path);
    }
    if path.is_file() {
        return side_from_json(path);
    }
    if !path.is_dir() {
        // What is there when it is neither file nor folder (a FIFO, a device).
        let what = std::fs::metadata(path).map_or("not found".to_string(), |m| {
            format!("is {}", crate::fsx::kind_name(&m.file_type()))
        });
        return Err(bad(
            path,
            format!("{what} (expected a report.json, a built output folder or a report project)"),
        ));
    }
    if path.join("pixreport.toml").is_file() {
        return side_from_project(path, want);
    }
    if path.join("report.toml").is_file() {
        // One report's folder: its project is the folder above.
        let id = path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        // `my-report` given from inside its project: the project is `.`.
        let parent = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        if want.is_some_and(|w| w != id) {
            return Err(no_report(
                path,
                format!("is report `{id}`, not `{}`", want.unwrap_or_default()),
            ));
        }
        return side_from_project(parent, Some(&id));
    }
    let data = path.join("data");
    if data.is_dir() {
        let mut ids: Vec<String> = std::fs::read_dir(&data)
            .map_err(|e| bad(&data, e.to_string()))?
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                e.file_name()
                    .to_string_lossy()
                    .strip_suffix(".json")
                    .map(str::to_string)
            })
            .collect();
        ids.sort();
        let id = pick(path, &ids, want)?;
        return side_from_json(&data.join(format!("{id}.json")));
    }
    Err(bad(
        path,
        "is neither a report.json, a built output folder (with data/), nor a report project (with pixreport.toml)",
    ))
}

/// Earlier runs of `base`'s report: each path a report.json or a folder of
/// them; within a folder, ordered by file name (name runs so that this is
/// their order, e.g. by date). Each is labelled by its file stem. A file that
/// holds another report is an error; one with the baseline's bytes is skipped.
pub fn read_history(paths: &[PathBuf], base: &Run) -> Result<Vec<(String, Run)>, InputError> {
    let mut files = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut in_dir: Vec<PathBuf> = std::fs::read_dir(p)
                .map_err(|e| bad(p, format!("cannot list: {e}")))?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.extension().is_some_and(|x| x == "json"))
                .collect();
            if in_dir.is_empty() {
                return Err(InputError::EmptyHistory(p.clone()));
            }
            in_dir.sort();
            files.extend(in_dir);
        } else {
            files.push(p.clone());
        }
    }
    let mut runs: Vec<(String, Run)> = Vec::new();
    // The baseline is often the newest run of a published history too (the
    // same file, or a copy of it): it is the baseline, not history.
    // Every file is read once, as every input is: a regular file, bounded
    // (a FIFO or /dev/zero named *.json is refused, not waited on).
    let read = |f: &Path| crate::fsx::read_text_regular(f, crate::fsx::INPUT_LIMIT);
    let base_text = read(Path::new(&base.origin)).ok();
    for f in files {
        let text = read(&f)?;
        if base_text.as_ref() == Some(&text) {
            continue;
        }
        let mut run = side_from_text(&f, &text)?.run;
        if run.report != base.report {
            return Err(bad(
                &f,
                format!(
                    "holds report `{}`, not `{}`: a history is of one report",
                    run.report, base.report
                ),
            ));
        }
        super::history::in_units_of(&mut run, base);
        let label = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        runs.push((label, run));
    }
    Ok(runs)
}

/// A side that names exactly one report by itself: a report.json or one
/// report's folder.
fn names_one_report(path: &Path) -> bool {
    path.is_file() || path.join("report.toml").is_file()
}

/// Reads both sides with their usage, matching the report by id when a
/// folder holds several: a side that names one report (a JSON file or a
/// report folder) picks the report of the other side; otherwise `--report`
/// must. Two usage CSVs compare usage alone; a CSV against a report is
/// refused, naming the CSV.
pub fn read_full_sides(baseline: &Path, current: &Path, report: Option<&str>) -> Result<(Side, Side), InputError> {
    match (is_usage_csv(baseline), is_usage_csv(current)) {
        (true, true) => return Ok((side_from_csv(baseline)?, side_from_csv(current)?)),
        (true, false) | (false, true) => {
            let (csv, other) = if is_usage_csv(baseline) {
                (baseline, current)
            } else {
                (current, baseline)
            };
            return Err(bad(
                csv,
                format!(
                    "is a usage CSV but {} is not: compare two usage CSVs, or two reports (a report's \
                     usage is compared when both have an [analytics] table)",
                    other.display()
                ),
            ));
        }
        (false, false) => {}
    }
    if report.is_none() {
        if names_one_report(baseline) {
            let b = read_full_side(baseline, None)?;
            let c =
                read_full_side(current, Some(&b.run.report)).map_err(|e| other_report(e, baseline, &b.run.report))?;
            return Ok((b, c));
        }
        if names_one_report(current) {
            let c = read_full_side(current, None)?;
            let b =
                read_full_side(baseline, Some(&c.run.report)).map_err(|e| other_report(e, current, &c.run.report))?;
            return Ok((b, c));
        }
    }
    // `--report` that one side has and the other lacks: two reports.
    match (read_full_side(baseline, report), read_full_side(current, report)) {
        (Ok(b), Ok(c)) => Ok((b, c)),
        (Err(e @ InputError::NoReport { .. }), Ok(c)) => Err(other_report(e, current, &c.run.report)),
        (Ok(b), Err(e @ InputError::NoReport { .. })) => Err(other_report(e, baseline, &b.run.report)),
        (Err(e), _) | (_, Err(e)) => Err(e),
    }
}

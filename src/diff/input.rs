//! The two sides of a diff, from whatever the reviewer has: a built
//! `report.json` (schema 1), a built output folder (its `data/*.json`), a
//! report project folder (built on the fly), or one report's folder.

use crate::analysis::analyse_report;
use crate::ingest::load_project;
use crate::model::Direction;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// One side, reduced to what a diff compares.
#[derive(Debug, Clone)]
pub struct Side {
    pub report: String,
    /// Where it came from, for messages.
    pub origin: String,
    pub benchmarks: Vec<SideBenchmark>,
}

#[derive(Debug, Clone)]
pub struct SideBenchmark {
    pub id: String,
    pub kind: String,
    pub tool: String,
    pub unit: String,
    pub direction: Direction,
    /// Per-benchmark tolerance in percent (`diff_threshold` in report.toml).
    pub threshold: Option<f64>,
    pub series: Vec<SideSeries>,
}

#[derive(Debug, Clone)]
pub struct SideSeries {
    pub operation: String,
    /// Ascending by threads; each with every iteration.
    pub points: Vec<(u32, Vec<f64>)>,
}

#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{path}: {message}")]
    Bad { path: PathBuf, message: String },
    #[error(transparent)]
    Load(#[from] crate::ingest::LoadError),
}

fn bad(path: &Path, message: impl Into<String>) -> InputError {
    InputError::Bad {
        path: path.to_path_buf(),
        message: message.into(),
    }
}

#[derive(Deserialize)]
struct JsonReport {
    schema: u32,
    report: String,
    benchmarks: Vec<JsonBenchmark>,
}

#[derive(Deserialize)]
struct JsonBenchmark {
    id: String,
    kind: String,
    tool: String,
    unit: String,
    direction: String,
    #[serde(default)]
    diff_threshold: Option<f64>,
    series: Vec<JsonSeries>,
}

#[derive(Deserialize)]
struct JsonSeries {
    operation: String,
    points: Vec<JsonPoint>,
}

#[derive(Deserialize)]
struct JsonPoint {
    threads: u32,
    value: f64,
    #[serde(default)]
    iterations: Vec<f64>,
}

fn from_json(path: &Path) -> Result<Side, InputError> {
    let text = std::fs::read_to_string(path).map_err(|e| bad(path, format!("cannot read: {e}")))?;
    let j: JsonReport = serde_json::from_str(&text).map_err(|e| {
        bad(
            path,
            format!(
                "line {}, column {}: not a pixreport report.json: {e}",
                e.line(),
                e.column()
            ),
        )
    })?;
    if j.schema != crate::render::json::SCHEMA {
        return Err(bad(
            path,
            format!(
                "schema {} is not supported (expected {})",
                j.schema,
                crate::render::json::SCHEMA
            ),
        ));
    }
    let mut benchmarks = Vec::new();
    for b in j.benchmarks {
        let direction = match b.direction.as_str() {
            "higher" => Direction::Higher,
            "lower" => Direction::Lower,
            d => {
                return Err(bad(
                    path,
                    format!("benchmark `{}`: direction `{d}` (expected higher or lower)", b.id),
                ))
            }
        };
        let mut series = Vec::new();
        for s in b.series {
            let mut points = Vec::new();
            for p in s.points {
                let it = if p.iterations.is_empty() {
                    vec![p.value]
                } else {
                    p.iterations
                };
                if it.iter().any(|v| !v.is_finite()) {
                    return Err(bad(
                        path,
                        format!(
                            "{}/{}: a value at {} threads is not a number",
                            b.id, s.operation, p.threads
                        ),
                    ));
                }
                points.push((p.threads, it));
            }
            points.sort_by_key(|p| p.0);
            series.push(SideSeries {
                operation: s.operation,
                points,
            });
        }
        benchmarks.push(SideBenchmark {
            id: b.id,
            kind: b.kind,
            tool: b.tool,
            unit: b.unit,
            direction,
            threshold: b.diff_threshold,
            series,
        });
    }
    Ok(Side {
        report: j.report,
        origin: path.display().to_string(),
        benchmarks,
    })
}

fn from_project(root: &Path, want: Option<&str>) -> Result<Side, InputError> {
    let ids = project_reports(root)?;
    let id = pick(root, &ids, want)?;
    let project = load_project(root, std::slice::from_ref(&id))?;
    let report = project
        .reports
        .iter()
        .find(|r| r.id == id)
        .ok_or_else(|| bad(root, format!("report `{id}` not found")))?;
    let analysis = analyse_report(&project, report);
    let benchmarks = report
        .benchmarks
        .iter()
        .zip(&analysis.benchmarks)
        .map(|(b, _)| SideBenchmark {
            id: b.id.clone(),
            kind: b.kind.as_str().to_string(),
            tool: b.tool.clone(),
            unit: b.unit.symbol().to_string(),
            direction: b.direction,
            threshold: b.diff_threshold,
            series: b
                .series
                .iter()
                .map(|s| SideSeries {
                    operation: s.operation.clone(),
                    points: s.points.iter().map(|p| (p.threads, p.iterations.clone())).collect(),
                })
                .collect(),
        })
        .collect();
    Ok(Side {
        report: id.clone(),
        origin: root.join(&report.id).display().to_string(),
        benchmarks,
    })
}

fn project_reports(root: &Path) -> Result<Vec<String>, InputError> {
    #[derive(Deserialize)]
    struct Site {
        reports: Vec<String>,
    }
    let p = root.join("pixreport.toml");
    let text = std::fs::read_to_string(&p).map_err(|e| bad(&p, format!("cannot read: {e}")))?;
    let site: Site = toml::from_str(&text).map_err(|e| bad(&p, e.to_string()))?;
    Ok(site.reports)
}

fn pick(path: &Path, ids: &[String], want: Option<&str>) -> Result<String, InputError> {
    match want {
        Some(w) if ids.iter().any(|i| i == w) => Ok(w.to_string()),
        Some(w) => Err(bad(path, format!("has no report `{w}` (it has: {})", ids.join(", ")))),
        None if ids.len() == 1 => Ok(ids[0].clone()),
        None => Err(bad(
            path,
            format!("holds several reports ({}): name one with --report", ids.join(", ")),
        )),
    }
}

/// Reads one side. `want` names the report when the path holds several.
pub fn read_side(path: &Path, want: Option<&str>) -> Result<Side, InputError> {
    if path.is_file() {
        return from_json(path);
    }
    if !path.is_dir() {
        return Err(bad(
            path,
            "not found (expected a report.json, a built output folder or a report project)",
        ));
    }
    if path.join("pixreport.toml").is_file() {
        return from_project(path, want);
    }
    if path.join("report.toml").is_file() {
        // One report's folder: its project is the folder above.
        let id = path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        let parent = path.parent().unwrap_or(Path::new("."));
        if want.is_some_and(|w| w != id) {
            return Err(bad(
                path,
                format!("is report `{id}`, not `{}`", want.unwrap_or_default()),
            ));
        }
        return from_project(parent, Some(&id));
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
        return from_json(&data.join(format!("{id}.json")));
    }
    Err(bad(
        path,
        "is neither a report.json, a built output folder (with data/), nor a report project (with pixreport.toml)",
    ))
}

/// A side that names exactly one report by itself: a report.json or one
/// report's folder.
fn names_one_report(path: &Path) -> bool {
    path.is_file() || path.join("report.toml").is_file()
}

/// Reads both sides, matching the report by id when a folder holds several:
/// a side that names one report (a JSON file or a report folder) picks the
/// report of the other side; otherwise `--report` must.
pub fn read_sides(baseline: &Path, current: &Path, report: Option<&str>) -> Result<(Side, Side), InputError> {
    if report.is_none() {
        if names_one_report(baseline) {
            let b = read_side(baseline, None)?;
            let c = read_side(current, Some(&b.report))?;
            return Ok((b, c));
        }
        if names_one_report(current) {
            let c = read_side(current, None)?;
            let b = read_side(baseline, Some(&c.report))?;
            return Ok((b, c));
        }
    }
    Ok((read_side(baseline, report)?, read_side(current, report)?))
}

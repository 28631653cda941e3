//! One `[[benchmark]]` table of report.toml into `model::Benchmark`.

use super::error::LoadError;
use super::read::{check_relative, opt_text};
use super::results::load_results;
use super::root::ProjectRoot;
use super::wire;
use crate::model::*;
use std::collections::BTreeMap;
use std::path::Path;

pub(super) fn convert_benchmark(
    root: &ProjectRoot,
    dir: &Path,
    path: &Path,
    at: &str,
    b: wire::WireBenchmark,
    default_method: SustainedMethod,
    inputs: &mut Vec<InputFile>,
) -> Result<Benchmark, LoadError> {
    let at = format!("{at} (`{}`)", b.id);
    let bad = |m: String| LoadError::invalid(path, format!("{at}: {m}"));
    // Kind, unit and direction were checked by the TOML reader (line and
    // column in its error); see `wire::Parsed`.
    let kind = b.kind.0;
    let unit = b.unit.0;
    let direction = b.direction.map_or(Direction::Higher, |d| d.0);
    // Sizes too were read by the TOML reader (`wire::Parsed`).
    let transfer_size = b.transfer_size.map(|s| s.0);
    let file_size = b.file_size.map(|s| s.0);
    let file_size_rule = b.file_size_rule.map(|r| FileSizeRule {
        total: r.total.0,
        min_per_thread: r.min_per_thread.map(|s| s.0),
        max_per_thread: r.max_per_thread.map(|s| s.0),
    });
    let distribution = (b.distribution).map(|d| distribution(path, &at, d)).transpose()?;
    check_relative(path, &format!("{at}: results"), &b.results)?;
    inputs.extend(b.sources.iter().map(|s| InputFile::new(&s.path, s.sha256.clone())));
    let csv_path = dir.join(&b.results);
    let (series, hash) = load_results(root, &csv_path, b.operations.as_deref())?;
    let log_scale = b.log_scale.unwrap_or(kind == BenchmarkKind::Metadata);
    if log_scale {
        check_log_scale(&csv_path, &series, &b.id)?;
    }
    inputs.push(InputFile::new(&b.results, hash));
    if let Some(text) = &b.text {
        check_relative(path, &format!("{at}: text"), text)?;
    }
    let sweep = match b.latency {
        Some(w) => Some(super::latency::load_sweep(root, dir, path, &at, w, inputs)?),
        None => None,
    };
    Ok(Benchmark {
        sweep,
        title: opt_text(path, &format!("{at}.title"), b.title)?,
        kind,
        tool: b.tool,
        tool_version: b.tool_version,
        commands: b.commands,
        params: b.params,
        unit,
        direction,
        results_path: b.results,
        threads_max: b.threads_max,
        log_scale,
        limits: b.limits,
        sustained_method: match b.sustained_method {
            None => default_method,
            Some(m) => parse_method(path, &format!("{at}.sustained_method"), Some(&m))?,
        },
        transfer_size,
        file_size,
        file_size_rule,
        distribution,
        text: b.text,
        section: b.section.unwrap_or(true),
        diff_threshold: match b.diff_threshold {
            Some(t) if !(t.is_finite() && t > 0.0 && t < 1000.0) => {
                return Err(bad(format!("diff_threshold: {t} (expected a percentage above 0)")))
            }
            t => t,
        },
        noise_cv: check_cv(b.noise_cv).map_err(|m| bad(format!("noise_cv: {m}")))?,
        noise_floor: check_floor(b.noise_floor).map_err(|m| bad(format!("noise_floor: {m}")))?,
        noise_by_operation: operation_noise(&series, b.noise).map_err(bad)?,
        noisy: known_operations(&series, "noisy", b.noisy).map_err(bad)?,
        stated: check_stated(path, &at, b.stated, &series)?,
        stated_sustained: known_operations(&series, "stated_sustained", b.stated_sustained).map_err(bad)?,
        series,
        id: b.id,
    })
}

/// `field`'s size, when given (`16 MiB`, `4k` …).
/// How an mdtest benchmark's files are spread over directories.
fn distribution(path: &Path, at: &str, d: wire::WireDistribution) -> Result<Distribution, LoadError> {
    let bad = |m: String| LoadError::invalid(path, format!("{at}: {m}"));
    if d.files_per_directory == 0 {
        return Err(bad("distribution.files_per_directory must be at least 1".into()));
    }
    let layout = match (d.total_files, d.directories_per_thread) {
        (Some(t), None) => DirLayout::TotalFiles(t),
        (None, Some(map)) => {
            let mut m = BTreeMap::new();
            for (k, v) in map {
                let t: u32 = k.parse().ok().filter(|t| *t > 0).ok_or_else(|| {
                    bad(format!(
                        "distribution.directories_per_thread: key `{k}` is not a thread count"
                    ))
                })?;
                m.insert(t, v);
            }
            DirLayout::PerThread(m)
        }
        _ => {
            return Err(bad(
                "distribution: give exactly one of total_files or directories_per_thread".into(),
            ))
        }
    };
    Ok(Distribution {
        files_per_directory: d.files_per_directory,
        layout,
        file_size: d.file_size.map(|s| s.0),
    })
}

/// A log axis cannot draw zero or vanishing values: say where, now,
/// rather than fail when the figure is drawn.
fn check_log_scale(csv_path: &Path, series: &[Series], id: &str) -> Result<(), LoadError> {
    for s in series {
        for p in &s.points {
            if let Some(v) = p.iterations.iter().find(|v| **v < crate::model::MIN_LOG_VALUE) {
                return Err(LoadError::invalid(
                    csv_path,
                    format!(
                        "`{}` at {} threads is {v}: benchmark `{id}` is drawn on a log scale, which cannot show values below 1e-6 (set log_scale = false, or leave the cell empty if not measured)",
                        s.operation, p.threads
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `stated`: each operation and thread count named is one of the results.
fn check_stated(
    path: &Path,
    at: &str,
    stated: BTreeMap<String, Vec<u32>>,
    series: &[Series],
) -> Result<BTreeMap<String, Vec<u32>>, LoadError> {
    let bad = |m: String| LoadError::invalid(path, format!("{at}: {m}"));
    for (op, threads) in &stated {
        let Some(s) = series.iter().find(|s| &s.operation == op) else {
            return Err(bad(format!("stated.{op}: no such operation in the results")));
        };
        if let Some(t) = threads.iter().find(|t| !s.points.iter().any(|p| p.threads == **t)) {
            return Err(bad(format!("stated.{op}: {t} threads is not a point of the results")));
        }
    }
    Ok(stated)
}

pub(super) fn parse_method(path: &Path, field: &str, m: Option<&str>) -> Result<SustainedMethod, LoadError> {
    match m {
        None | Some("isolated-dip") => Ok(SustainedMethod::IsolatedDip),
        Some("min-after-peak") => Ok(SustainedMethod::MinAfterPeak),
        Some("median-after-peak") => Ok(SustainedMethod::MedianAfterPeak),
        Some(o) => Err(LoadError::invalid(
            path,
            format!("{field}: `{o}` (expected isolated-dip, min-after-peak or median-after-peak)"),
        )),
    }
}

fn check_cv(cv: Option<f64>) -> Result<Option<f64>, String> {
    match cv {
        Some(cv) if !(cv.is_finite() && cv > 0.0 && cv < 1.0) => Err(format!(
            "{cv} (expected the run-to-run coefficient of variation as a fraction, e.g. 0.03 for 3 %)"
        )),
        cv => Ok(cv),
    }
}

fn check_floor(floor: Option<f64>) -> Result<Option<f64>, String> {
    match floor {
        Some(f) if !(f.is_finite() && f > 0.0) => Err(format!(
            "{f} (expected the run-to-run noise in the benchmark's unit, above 0, e.g. 5 for ±5 op/s)"
        )),
        f => Ok(f),
    }
}

/// The operations a setting names, each one the benchmark has (a grid's
/// operation counts: `read` for `read-fs65536-rs4096`).
fn known_operations(series: &[Series], field: &str, names: Vec<String>) -> Result<Vec<String>, String> {
    let ops: Vec<&str> = series
        .iter()
        .map(|s| crate::model::latency::grid_operation(&s.operation))
        .collect();
    for n in &names {
        if !ops.contains(&n.as_str()) {
            let mut known = ops.clone();
            known.sort_unstable();
            known.dedup();
            return Err(format!(
                "{field}: no operation `{n}` in this benchmark (it has: {})",
                known.join(", ")
            ));
        }
    }
    Ok(names)
}

fn operation_noise(
    series: &[Series],
    noise: BTreeMap<String, wire::WireNoise>,
) -> Result<BTreeMap<String, OperationNoise>, String> {
    known_operations(series, "noise", noise.keys().cloned().collect())?;
    noise
        .into_iter()
        .map(|(op, n)| {
            let cv = check_cv(n.cv).map_err(|m| format!("noise.{op}.cv: {m}"))?;
            let floor = check_floor(n.floor).map_err(|m| format!("noise.{op}.floor: {m}"))?;
            Ok((op, OperationNoise { cv, floor }))
        })
        .collect()
}

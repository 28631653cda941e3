//! Loads a report project folder into `model::Project`, validating every
//! file. Nothing here writes to disk.

use super::error::LoadError;
use super::results::load_results;
use super::wire::{self, WireText};
use crate::model::*;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Reads `root/pixreport.toml` and every report it lists (or only those in
/// `only`, when not empty).
pub fn load_project(root: &Path, only: &[String]) -> Result<Project, LoadError> {
    let site_path = root.join("pixreport.toml");
    let site: wire::WireSite = read_toml(root, &site_path, "the project settings")?;
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
    for id in only {
        if !site.reports.contains(id) {
            return Err(LoadError::invalid(
                &site_path,
                format!(
                    "report `{id}` is not listed in `reports` (listed: {})",
                    site.reports.join(", ")
                ),
            ));
        }
    }
    let mut seen = BTreeSet::new();
    let mut warnings = Vec::new();
    let mut reports = Vec::new();
    for id in &site.reports {
        check_id(&site_path, "reports", id)?;
        if !seen.insert(id.clone()) {
            return Err(LoadError::invalid(
                &site_path,
                format!("reports: `{id}` is listed twice"),
            ));
        }
        reports.push(load_report(root, id, &languages, &mut warnings)?);
    }
    if !only.is_empty() {
        // Comparisons may point at other reports: keep those too.
        let mut keep: BTreeSet<&str> = only.iter().map(String::as_str).collect();
        for r in &reports {
            if keep.contains(r.id.as_str()) {
                for c in &r.comparisons {
                    if let Some((other, _)) = c.baseline.split_once('/') {
                        keep.insert(other);
                    }
                }
            }
        }
        let keep: BTreeSet<String> = keep.into_iter().map(str::to_string).collect();
        reports.retain(|r| keep.contains(&r.id));
    }
    check_comparisons(root, &reports)?;
    Ok(Project {
        root: root.to_path_buf(),
        title,
        languages,
        default_language,
        reports,
        warnings,
    })
}

fn load_report(root: &Path, id: &str, languages: &[Lang], warnings: &mut Vec<String>) -> Result<Report, LoadError> {
    let dir = root.join(id);
    let path = dir.join("report.toml");
    let mut inputs = Vec::new();
    let (w, hash): (wire::WireReport, _) = read_toml_hashed(root, &path, "the report description")?;
    inputs.push(InputFile {
        path: "report.toml".into(),
        sha256: hash,
    });
    let provenance = match w.provenance.as_str() {
        "measured" => Provenance::Measured,
        "reconstructed" => Provenance::Reconstructed,
        "synthetic" => Provenance::Synthetic,
        other => {
            return Err(LoadError::invalid(
                &path,
                format!("provenance: `{other}` (expected measured, reconstructed or synthetic)"),
            ))
        }
    };
    if provenance != Provenance::Measured && w.source.as_deref().unwrap_or("").trim().is_empty() {
        return Err(LoadError::invalid(
            &path,
            "source: a report that is not measured must say where its data come from",
        ));
    }
    let default_method = parse_method(&path, "sustained_method", w.sustained_method.as_deref())?;
    let mut benchmarks = Vec::new();
    let mut ids = BTreeSet::new();
    for (i, b) in w.benchmarks.into_iter().enumerate() {
        let at = format!("benchmark[{}]", i + 1);
        check_id(&path, &at, &b.id)?;
        if !ids.insert(b.id.clone()) {
            return Err(LoadError::invalid(&path, format!("{at}: id `{}` is used twice", b.id)));
        }
        benchmarks.push(convert_benchmark(
            root,
            &dir,
            &path,
            &at,
            b,
            default_method,
            &mut inputs,
        )?);
    }
    let solution_path = dir.join("solution.toml");
    let (ws, hash): (wire::WireSolution, _) = read_toml_hashed(root, &solution_path, "the solution description")?;
    inputs.push(InputFile {
        path: "solution.toml".into(),
        sha256: hash,
    });
    let solution = convert_solution(&solution_path, ws)?;
    for b in &benchmarks {
        for l in &b.limits {
            let Some(limit) = solution.limits.iter().find(|x| &x.id == l) else {
                return Err(LoadError::invalid(
                    &path,
                    format!("benchmark `{}`: limit `{l}` is not declared in solution.toml", b.id),
                ));
            };
            if limit.unit != b.unit {
                return Err(LoadError::invalid(
                    &path,
                    format!(
                        "benchmark `{}`: limit `{l}` is in {} but the benchmark is in {}",
                        b.id, limit.unit, b.unit
                    ),
                ));
            }
        }
    }
    let mut comparisons = Vec::new();
    for (i, c) in w.comparisons.into_iter().enumerate() {
        let at = format!("comparison[{}]", i + 1);
        check_id(&path, &at, &c.id)?;
        if !benchmarks.iter().any(|b| b.id == c.current) {
            return Err(LoadError::invalid(
                &path,
                format!("{at}: current benchmark `{}` is not in this report", c.current),
            ));
        }
        if !c.baseline.contains('/') && !benchmarks.iter().any(|b| b.id == c.baseline) {
            return Err(LoadError::invalid(
                &path,
                format!("{at}: baseline benchmark `{}` is not in this report", c.baseline),
            ));
        }
        comparisons.push(Comparison {
            id: c.id,
            current: c.current,
            baseline: c.baseline,
            current_label: local_text(&path, &format!("{at}.current_label"), c.current_label)?,
            baseline_label: local_text(&path, &format!("{at}.baseline_label"), c.baseline_label)?,
            title: c
                .title
                .map(|t| local_text(&path, &format!("{at}.title"), t))
                .transpose()?,
            text: c.text,
        });
    }
    let scale_out = match w.scale_out {
        None => None,
        Some(s) => {
            if s.measured_units == 0 || s.max_units == 0 || s.max_units > 1024 {
                return Err(LoadError::invalid(
                    &path,
                    "scale_out: measured_units and max_units must be between 1 and 1024",
                ));
            }
            for b in &s.benchmarks {
                if !benchmarks.iter().any(|x| &x.id == b) {
                    return Err(LoadError::invalid(
                        &path,
                        format!("scale_out: benchmark `{b}` is not in this report"),
                    ));
                }
            }
            Some(ScaleOut {
                unit: local_text(&path, "scale_out.unit", s.unit)?,
                measured_units: s.measured_units,
                max_units: s.max_units,
                benchmarks: s.benchmarks,
            })
        }
    };
    let analytics = match w.analytics {
        None => None,
        Some(a) => {
            check_relative(&path, "analytics.usage", &a.usage)?;
            let usage_path = dir.join(&a.usage);
            let bytes = crate::fsx::read_inside(root, &Path::new(id).join(&a.usage), crate::fsx::DATASET_LIMIT)
                .map_err(|e| LoadError::from_fs(e, "the usage dataset named in report.toml"))?;
            inputs.push(InputFile {
                path: a.usage.clone(),
                sha256: sha256_hex(&bytes),
            });
            let usage = crate::scan::parse_usage_csv(&bytes[..], &usage_path).map_err(|e| {
                LoadError::invalid(
                    &usage_path,
                    e.to_string().replace(&format!("{}: ", usage_path.display()), ""),
                )
            })?;
            let provenance = match a.provenance.as_str() {
                "measured" => Provenance::Measured,
                "synthetic" => Provenance::Synthetic,
                "reconstructed" => Provenance::Reconstructed,
                p => {
                    return Err(LoadError::invalid(
                        &path,
                        format!("analytics.provenance: `{p}` (expected measured, reconstructed or synthetic)"),
                    ))
                }
            };
            let top = a.top.unwrap_or(10);
            if !(1..=50).contains(&top) {
                return Err(LoadError::invalid(&path, "analytics.top: between 1 and 50"));
            }
            if let Some(t) = &a.text {
                check_relative(&path, "analytics.text", t)?;
            }
            Some(Analytics {
                usage,
                provenance,
                source: a.source.map(|t| local_text(&path, "analytics.source", t)).transpose()?,
                top,
                text: a.text,
            })
        }
    };
    // Author prose: every file named by a slot, a benchmark or a comparison.
    let mut files: BTreeSet<String> = w.text.values().cloned().collect();
    files.extend(benchmarks.iter().filter_map(|b| b.text.clone()));
    files.extend(comparisons.iter().filter_map(|c| c.text.clone()));
    files.extend(analytics.as_ref().and_then(|a| a.text.clone()));
    let prose = load_prose(root, &dir, id, &files, languages, warnings, &mut inputs)?;
    Ok(Report {
        id: id.to_string(),
        dir,
        title: local_text(&path, "title", w.title)?,
        subtitle: w.subtitle.map(|t| local_text(&path, "subtitle", t)).transpose()?,
        date: w.date,
        authors: w.authors,
        provenance,
        source: w.source,
        notes: w.notes,
        text: w.text,
        benchmarks,
        comparisons,
        scale_out,
        analytics,
        solution,
        inputs,
        prose,
    })
}

fn load_prose(
    root: &Path,
    dir: &Path,
    id: &str,
    files: &BTreeSet<String>,
    languages: &[Lang],
    warnings: &mut Vec<String>,
    inputs: &mut Vec<InputFile>,
) -> Result<BTreeMap<Lang, BTreeMap<String, String>>, LoadError> {
    let mut prose: BTreeMap<Lang, BTreeMap<String, String>> = BTreeMap::new();
    let mut langs: Vec<Lang> = languages.to_vec();
    if !langs.contains(&Lang::En) {
        langs.push(Lang::En);
    }
    langs.sort();
    for file in files {
        check_relative(&dir.join("report.toml"), "text", file)?;
        let mut found = false;
        for &lang in &langs {
            let rel = format!("text/{}/{file}", lang.tag());
            let p = dir.join(&rel);
            if p.symlink_metadata().is_ok() {
                let (text, hash) = read_text_hashed(root, &p)?;
                inputs.push(InputFile {
                    path: rel,
                    sha256: hash,
                });
                prose.entry(lang).or_default().insert(file.clone(), text);
                found = true;
            } else if languages.contains(&lang) && lang != Lang::En {
                warnings.push(format!(
                    "{id}: text/{}/{file} is missing; the English text is used",
                    lang.tag()
                ));
            }
        }
        if !found || !prose.get(&Lang::En).is_some_and(|m| m.contains_key(file)) {
            return Err(LoadError::Missing {
                path: dir.join("text/en").join(file),
                what: "author prose named in report.toml; English is the fallback of every language".into(),
            });
        }
    }
    Ok(prose)
}

fn convert_benchmark(
    root: &Path,
    dir: &Path,
    path: &Path,
    at: &str,
    b: wire::WireBenchmark,
    default_method: SustainedMethod,
    inputs: &mut Vec<InputFile>,
) -> Result<Benchmark, LoadError> {
    let at = format!("{at} (`{}`)", b.id);
    let bad = |m: String| LoadError::invalid(path, format!("{at}: {m}"));
    let kind = match b.kind.as_str() {
        "sequential-n-n" => BenchmarkKind::SequentialNN,
        "sequential-n-1" => BenchmarkKind::SequentialN1,
        "random-n-n" => BenchmarkKind::RandomNN,
        "metadata" => BenchmarkKind::Metadata,
        "other" => BenchmarkKind::Other,
        k => {
            return Err(bad(format!(
                "unknown benchmark kind `{k}` (expected sequential-n-n, sequential-n-1, random-n-n, metadata or other)"
            )))
        }
    };
    let unit: Unit = b.unit.parse().map_err(|m: String| bad(format!("unit: {m}")))?;
    let direction = match b.direction.as_deref() {
        None | Some("higher") => Direction::Higher,
        Some("lower") => Direction::Lower,
        Some(d) => return Err(bad(format!("direction `{d}` (expected higher or lower)"))),
    };
    let size = |field: &str, v: Option<String>| -> Result<Option<Size>, LoadError> {
        v.map(|s| s.parse::<Size>().map_err(|m| bad(format!("{field}: {m}"))))
            .transpose()
    };
    let transfer_size = size("transfer_size", b.transfer_size)?;
    let file_size = size("file_size", b.file_size)?;
    let file_size_rule = match b.file_size_rule {
        None => None,
        Some(r) => Some(FileSizeRule {
            total: size("file_size_rule.total", Some(r.total))?.unwrap_or(Size(0)),
            min_per_thread: size("file_size_rule.min_per_thread", r.min_per_thread)?,
            max_per_thread: size("file_size_rule.max_per_thread", r.max_per_thread)?,
        }),
    };
    let distribution = match b.distribution {
        None => None,
        Some(d) => {
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
            Some(Distribution {
                files_per_directory: d.files_per_directory,
                layout,
                file_size: size("distribution.file_size", d.file_size)?,
            })
        }
    };
    check_relative(path, &format!("{at}: results"), &b.results)?;
    for s in &b.sources {
        inputs.push(InputFile {
            path: s.path.clone(),
            sha256: s.sha256.clone(),
        });
    }
    let csv_path = dir.join(&b.results);
    let (series, hash) = load_results(root, &csv_path, b.operations.as_deref())?;
    inputs.push(InputFile {
        path: b.results.clone(),
        sha256: hash,
    });
    if let Some(text) = &b.text {
        check_relative(path, &format!("{at}: text"), text)?;
    }
    Ok(Benchmark {
        title: b
            .title
            .map(|t| local_text(path, &format!("{at}.title"), t))
            .transpose()?,
        kind,
        tool: b.tool,
        tool_version: b.tool_version,
        commands: b.commands,
        unit,
        direction,
        results_path: b.results,
        threads_max: b.threads_max,
        log_scale: b.log_scale.unwrap_or(kind == BenchmarkKind::Metadata),
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
        series,
        id: b.id,
    })
}

fn convert_solution(path: &Path, w: wire::WireSolution) -> Result<Solution, LoadError> {
    let mut components = Vec::new();
    for (i, c) in w.components.into_iter().enumerate() {
        let at = format!("component[{}]", i + 1);
        components.push(Component {
            role: local_text(path, &format!("{at}.role"), c.role)?,
            model: local_text(path, &format!("{at}.model"), c.model)?,
            count: c.count,
            details: c
                .details
                .map(|d| local_text(path, &format!("{at}.details"), d))
                .transpose()?,
        });
    }
    let testbed = table_rows(path, "testbed", w.testbed, &wire::TESTBED_FIELDS)?;
    let filesystem = table_rows(path, "filesystem", w.filesystem, &wire::FILESYSTEM_FIELDS)?;
    let lookup = |k: &str| testbed.iter().find(|(f, _)| f == k).map(|(_, v)| v.clone());
    let client_memory = lookup("memory_per_node")
        .map(|v| {
            v.parse::<Size>()
                .map_err(|m| LoadError::invalid(path, format!("testbed.memory_per_node: {m}")))
        })
        .transpose()?;
    let int = |k: &str| -> Result<Option<u32>, LoadError> {
        lookup(k)
            .map(|v| {
                v.parse::<u32>()
                    .map_err(|_| LoadError::invalid(path, format!("testbed.{k}: `{v}` is not a whole number")))
            })
            .transpose()
    };
    let client_nodes = int("client_nodes")?;
    let cores_per_node = int("cores_per_node")?;
    let mut limits = Vec::new();
    for (i, l) in w.limits.into_iter().enumerate() {
        let at = format!("limit[{}]", i + 1);
        check_id(path, &at, &l.id)?;
        if !(l.value.is_finite() && l.value > 0.0) {
            return Err(LoadError::invalid(
                path,
                format!("{at}: value must be a positive number"),
            ));
        }
        limits.push(Limit {
            label: local_text(path, &format!("{at}.label"), l.label)?,
            unit: l
                .unit
                .parse()
                .map_err(|m: String| LoadError::invalid(path, format!("{at}.unit: {m}")))?,
            value: l.value,
            operations: l.operations,
            id: l.id,
        });
    }
    Ok(Solution {
        name: local_text(path, "name", w.name)?,
        components,
        testbed,
        filesystem,
        limits,
        client_memory,
        client_nodes,
        cores_per_node,
    })
}

/// A TOML table of known fields → rows in the documented order.
fn table_rows(
    path: &Path,
    table: &str,
    t: Option<toml::Table>,
    fields: &[&str],
) -> Result<Vec<(String, String)>, LoadError> {
    let Some(t) = t else { return Ok(Vec::new()) };
    for k in t.keys() {
        if !fields.contains(&k.as_str()) {
            return Err(LoadError::invalid(
                path,
                format!("{table}: unknown field `{k}` (expected one of: {})", fields.join(", ")),
            ));
        }
    }
    let mut rows = Vec::new();
    for f in fields {
        if let Some(v) = t.get(*f) {
            let s = match v {
                toml::Value::String(s) => s.clone(),
                toml::Value::Integer(i) => i.to_string(),
                toml::Value::Float(x) => x.to_string(),
                toml::Value::Boolean(b) => b.to_string(),
                _ => {
                    return Err(LoadError::invalid(
                        path,
                        format!("{table}.{f}: expected a string or a number"),
                    ))
                }
            };
            rows.push((f.to_string(), s));
        }
    }
    Ok(rows)
}

fn parse_method(path: &Path, field: &str, m: Option<&str>) -> Result<SustainedMethod, LoadError> {
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

pub(crate) fn local_text(path: &Path, field: &str, w: WireText) -> Result<LocalText, LoadError> {
    match w {
        WireText::Plain(s) => Ok(LocalText::plain(s)),
        WireText::PerLang(map) => {
            let mut t = LocalText::default();
            for (k, v) in map {
                let lang = k
                    .parse::<Lang>()
                    .map_err(|m| LoadError::invalid(path, format!("{field}: {m}")))?;
                t.per_lang.insert(lang, v);
            }
            if t.per_lang.is_empty() {
                return Err(LoadError::invalid(path, format!("{field}: empty text table")));
            }
            Ok(t)
        }
    }
}

/// Ids become file and folder names: only `[a-z0-9-]`, so no id can reach
/// outside `output/`.
fn check_id(path: &Path, field: &str, id: &str) -> Result<(), LoadError> {
    let ok = !id.is_empty()
        && id.len() <= 64
        && !id.starts_with('-')
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(LoadError::invalid(
            path,
            format!("{field}: id `{id}` must be 1–64 characters of a-z, 0-9 and `-`"),
        ))
    }
}

/// Paths in report.toml stay inside the report folder (the rule is
/// `fsx::check_relative`; symlinks are resolved when the file is read).
fn check_relative(path: &Path, field: &str, rel: &str) -> Result<(), LoadError> {
    crate::fsx::check_relative(rel).map_err(|e| {
        LoadError::invalid(
            path,
            format!(
                "{field}: `{rel}` must be a relative path inside the report folder ({})",
                e.why
            ),
        )
    })
}

fn check_comparisons(root: &Path, reports: &[Report]) -> Result<(), LoadError> {
    for r in reports {
        for c in &r.comparisons {
            let path = r.dir.join("report.toml");
            let current = r.benchmarks.iter().find(|b| b.id == c.current);
            let baseline = resolve_benchmark(reports, r, &c.baseline);
            let (Some(cur), Some(base)) = (current, baseline) else {
                return Err(LoadError::invalid(
                    path,
                    format!(
                        "comparison `{}`: baseline `{}` not found (is its report listed in {}?)",
                        c.id,
                        c.baseline,
                        root.join("pixreport.toml").display()
                    ),
                ));
            };
            if cur.unit != base.unit {
                return Err(LoadError::invalid(
                    path,
                    format!(
                        "comparison `{}`: `{}` is in {} but `{}` is in {}",
                        c.id, c.current, cur.unit, c.baseline, base.unit
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `benchmark` in `report`, or `other-report/benchmark`.
pub fn resolve_benchmark<'a>(reports: &'a [Report], report: &'a Report, key: &str) -> Option<&'a Benchmark> {
    match key.split_once('/') {
        None => report.benchmarks.iter().find(|b| b.id == key),
        Some((rid, bid)) => reports
            .iter()
            .find(|r| r.id == rid)?
            .benchmarks
            .iter()
            .find(|b| b.id == bid),
    }
}

/// Every project input is read through `fsx::read_inside`: it must
/// resolve inside `root`, be a regular file, and stay under the size limit.
fn read_bytes(root: &Path, path: &Path, what: &str) -> Result<Vec<u8>, LoadError> {
    let rel = path.strip_prefix(root).unwrap_or(path);
    crate::fsx::read_inside(root, rel, crate::fsx::INPUT_LIMIT).map_err(|e| LoadError::from_fs(e, what))
}

pub(crate) fn read_text_hashed(root: &Path, path: &Path) -> Result<(String, String), LoadError> {
    let bytes = read_bytes(root, path, "a file named in report.toml")?;
    let hash = sha256_hex(&bytes);
    let text = String::from_utf8(bytes)
        .map_err(|e| LoadError::invalid(path, format!("not UTF-8 (byte {})", e.utf8_error().valid_up_to())))?;
    Ok((text, hash))
}

fn read_toml<T: serde::de::DeserializeOwned>(root: &Path, path: &Path, what: &str) -> Result<T, LoadError> {
    read_toml_hashed(root, path, what).map(|(t, _)| t)
}

fn read_toml_hashed<T: serde::de::DeserializeOwned>(
    root: &Path,
    path: &Path,
    what: &str,
) -> Result<(T, String), LoadError> {
    let bytes = read_bytes(root, path, what)?;
    let hash = sha256_hex(&bytes);
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| LoadError::invalid(path, format!("not UTF-8 (byte {})", e.valid_up_to())))?;
    let value = toml::from_str(text).map_err(|e| LoadError::Toml {
        path: path.to_path_buf(),
        message: e.to_string().trim_end().to_string(),
    })?;
    Ok((value, hash))
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

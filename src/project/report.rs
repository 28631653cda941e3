//! One report folder: `report.toml`, `solution.toml`, the files they name.

use super::benchmark::{convert_benchmark, parse_method};
use super::error::LoadError;
use super::read::{check_id, check_relative, local_text, opt_text, read_text_hashed, read_toml_hashed};
use super::root::ProjectRoot;
use super::snapshots::{load_snapshots, read_usage};
use super::solution::convert_solution;
use super::wire;
use crate::model::*;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The `[text]` slots a document places: where each prose file goes.
pub const TEXT_SLOTS: [&str; 5] = ["introduction", "architecture", "testbed", "conclusions", "future"];

pub(super) fn load_report(
    root: &ProjectRoot,
    id: &str,
    languages: &[Lang],
    warnings: &mut Vec<String>,
) -> Result<Report, LoadError> {
    let dir = root.path().join(id);
    let path = dir.join("report.toml");
    let mut inputs = Vec::new();
    let (w, hash): (wire::WireReport, _) = read_toml_hashed(root, &path, "the report description")?;
    inputs.push(InputFile::new("report.toml", hash));
    let provenance: Provenance = w.provenance.0;
    let source = opt_text(&path, "source", w.source)?;
    let blank = source
        .as_ref()
        .is_none_or(|s| Lang::ALL.iter().all(|l| s.in_lang(*l).trim().is_empty()));
    if provenance != Provenance::Measured && blank {
        return Err(LoadError::invalid(
            &path,
            "source: a report that is not measured must say where its data come from",
        ));
    }
    let default_method = parse_method(&path, "sustained_method", w.sustained_method.as_deref())?;
    let benchmarks = load_benchmarks(root, &dir, &path, w.benchmarks, default_method, &mut inputs)?;
    warnings.extend(benchmarks.iter().filter_map(|b| threads_max_unmet(id, b)));
    let solution_path = dir.join("solution.toml");
    let (ws, hash): (wire::WireSolution, _) = read_toml_hashed(root, &solution_path, "the solution description")?;
    inputs.push(InputFile::new("solution.toml", hash));
    let solution = convert_solution(&solution_path, ws)?;
    check_limits(&path, &benchmarks, &solution)?;
    let comparisons = (w.comparisons.into_iter().enumerate())
        .map(|(i, c)| convert_comparison(&path, &format!("comparison[{}]", i + 1), c, &benchmarks))
        .collect::<Result<Vec<_>, _>>()?;
    let scale_out = w
        .scale_out
        .map(|s| convert_scale_out(&path, s, &benchmarks))
        .transpose()?;
    let acceptance = super::acceptance::convert_acceptance(&path, w.acceptance, &benchmarks)?;
    let checks = super::acceptance::convert_checks(&path, w.checks)?;
    let analytics = (w.analytics.map(|a| load_analytics(root, id, &path, a, &mut inputs))).transpose()?;
    // Author prose: every file named by a slot, a benchmark or a comparison.
    // A slot the document has no place for is a typo, not something to drop.
    for slot in w.text.keys() {
        if !TEXT_SLOTS.contains(&slot.as_str()) {
            return Err(LoadError::invalid(
                &path,
                format!("text.{slot}: unknown slot (expected one of {})", TEXT_SLOTS.join(", ")),
            ));
        }
    }
    let mut files: BTreeSet<String> = w.text.values().cloned().collect();
    files.extend(benchmarks.iter().filter_map(|b| b.text.clone()));
    files.extend(comparisons.iter().filter_map(|c| c.text.clone()));
    files.extend(analytics.as_ref().and_then(|a| a.text.clone()));
    let prose = load_prose(root, &dir, id, &files, languages, warnings, &mut inputs)?;
    let mut report = Report {
        id: id.to_string(),
        dir,
        title: local_text(&path, "title", w.title)?,
        subtitle: opt_text(&path, "subtitle", w.subtitle)?,
        date: w.date,
        authors: w.authors,
        provenance,
        source,
        text: w.text,
        benchmarks,
        comparisons,
        scale_out,
        analytics,
        solution,
        inputs,
        prose,
        placeholders: Vec::new(),
        acceptance,
        checks,
    };
    report.placeholders = super::scaffold::placeholders(&report);
    if !report.placeholders.is_empty() {
        warnings.push(format!(
            "{id}: still holds the placeholder text of `pixreport new` in {}: edit it; until then every page of the report says it is a draft",
            report.placeholders.join(", ")
        ));
    }
    Ok(report)
}

/// A warning when a benchmark's `threads_max` (the largest thread count its
/// text says was run) is not its results' largest: the text and the figures
/// disagree, as when the job died at the largest scale.
fn threads_max_unmet(id: &str, b: &Benchmark) -> Option<String> {
    let said = b.threads_max?;
    let most = *b.thread_counts().last()?;
    (most != said).then(|| {
        format!(
            "{id}: benchmark `{}`: threads_max = {said}, but the largest thread count in {} is {most}: \
correct threads_max, or add the missing results",
            b.id, b.results_path
        )
    })
}

/// Every `[[benchmark]]`, then the benchmark of each latency sweep's
/// chosen percentile: a lower-is-better benchmark of its own (no section),
/// so report.json and `diff` carry it. Ids are unique.
fn load_benchmarks(
    root: &ProjectRoot,
    dir: &Path,
    path: &Path,
    wires: Vec<wire::WireBenchmark>,
    default_method: SustainedMethod,
    inputs: &mut Vec<InputFile>,
) -> Result<Vec<Benchmark>, LoadError> {
    let mut benchmarks = Vec::new();
    let mut ids = BTreeSet::new();
    for (i, b) in wires.into_iter().enumerate() {
        let at = format!("benchmark[{}]", i + 1);
        check_id(path, &at, &b.id)?;
        if !ids.insert(b.id.clone()) {
            return Err(LoadError::invalid(path, format!("{at}: id `{}` is used twice", b.id)));
        }
        benchmarks.push(convert_benchmark(root, dir, path, &at, b, default_method, inputs)?);
    }
    let derived: Vec<Benchmark> = benchmarks
        .iter()
        .filter_map(|b| b.sweep.as_ref()?.percentile_benchmark(b))
        .collect();
    for d in derived {
        if !ids.insert(d.id.clone()) {
            return Err(LoadError::invalid(
                path,
                format!(
                    "benchmark id `{}` is taken by a latency sweep's percentile series; rename it",
                    d.id
                ),
            ));
        }
        benchmarks.push(d);
    }
    Ok(benchmarks)
}

/// Each benchmark's limits are declared in solution.toml, in its unit.
fn check_limits(path: &Path, benchmarks: &[Benchmark], solution: &Solution) -> Result<(), LoadError> {
    for b in benchmarks {
        let bad = |m: String| LoadError::invalid(path, format!("benchmark `{}`: {m}", b.id));
        for l in &b.limits {
            let Some(limit) = solution.limits.iter().find(|x| &x.id == l) else {
                return Err(bad(format!("limit `{l}` is not declared in solution.toml")));
            };
            if limit.unit != b.unit {
                return Err(bad(format!(
                    "limit `{l}` is in {} but the benchmark is in {}",
                    limit.unit, b.unit
                )));
            }
        }
    }
    Ok(())
}

/// One `[[comparison]]`: its current benchmark is in this report, and so
/// is its baseline unless it names another report's (`report/benchmark`).
fn convert_comparison(
    path: &Path,
    at: &str,
    c: wire::WireComparison,
    benchmarks: &[Benchmark],
) -> Result<Comparison, LoadError> {
    check_id(path, at, &c.id)?;
    for (side, id) in [("current", &c.current), ("baseline", &c.baseline)] {
        let elsewhere = side == "baseline" && id.contains('/');
        if !elsewhere && !benchmarks.iter().any(|b| &b.id == id) {
            return Err(LoadError::invalid(
                path,
                format!("{at}: {side} benchmark `{id}` is not in this report"),
            ));
        }
    }
    let field = |name: &str| format!("{at}.{name}");
    Ok(Comparison {
        id: c.id,
        current: c.current,
        baseline: c.baseline,
        current_label: local_text(path, &field("current_label"), c.current_label)?,
        baseline_label: local_text(path, &field("baseline_label"), c.baseline_label)?,
        current_label_in_sentence: opt_text(path, &field("current_label_in_sentence"), c.current_label_in_sentence)?,
        baseline_label_in_sentence: opt_text(path, &field("baseline_label_in_sentence"), c.baseline_label_in_sentence)?,
        title: opt_text(path, &field("title"), c.title)?,
        text: c.text,
        order_unknown: c.order_unknown,
    })
}

fn convert_scale_out(path: &Path, s: wire::WireScaleOut, benchmarks: &[Benchmark]) -> Result<ScaleOut, LoadError> {
    if s.measured_units == 0 || s.max_units == 0 || s.max_units > 1024 {
        return Err(LoadError::invalid(
            path,
            "scale_out: measured_units and max_units must be between 1 and 1024",
        ));
    }
    for b in &s.benchmarks {
        if !benchmarks.iter().any(|x| &x.id == b) {
            return Err(LoadError::invalid(
                path,
                format!("scale_out: benchmark `{b}` is not in this report"),
            ));
        }
    }
    Ok(ScaleOut {
        unit: local_text(path, "scale_out.unit", s.unit)?,
        measured_units: s.measured_units,
        max_units: s.max_units,
        benchmarks: s.benchmarks,
    })
}

/// The `[analytics]` table: its usage dataset and snapshots, read.
fn load_analytics(
    root: &ProjectRoot,
    id: &str,
    path: &Path,
    a: wire::WireAnalytics,
    inputs: &mut Vec<InputFile>,
) -> Result<Analytics, LoadError> {
    let usage = read_usage(root, id, "analytics.usage", &a.usage, inputs)?;
    let snapshots = load_snapshots(root, id, &a.usage, &usage, &a.snapshots, inputs)?;
    let provenance: Provenance = a.provenance.0;
    let top = a.top.unwrap_or(10);
    if !(1..=50).contains(&top) {
        return Err(LoadError::invalid(path, "analytics.top: between 1 and 50"));
    }
    if let Some(t) = &a.text {
        check_relative(path, "analytics.text", t)?;
    }
    Ok(Analytics {
        usage,
        snapshots,
        provenance,
        source: opt_text(path, "analytics.source", a.source)?,
        top,
        text: a.text,
    })
}

/// Images in Markdown prose that name a local file (no scheme, not one of
/// the report's own `figures/`), with their line numbers.
fn local_images(md: &str) -> Vec<(usize, String)> {
    use pulldown_cmark::{Event, Parser, Tag};
    Parser::new(md)
        .into_offset_iter()
        .filter_map(|(ev, range)| match ev {
            Event::Start(Tag::Image { dest_url, .. }) => Some((range.start, dest_url.to_string())),
            _ => None,
        })
        .filter(|(_, dest)| {
            let scheme = dest
                .split_once(':')
                .is_some_and(|(s, _)| !s.is_empty() && !s.contains('/'));
            !(scheme || dest.starts_with("//") || dest.starts_with('#') || dest.starts_with("figures/"))
        })
        .map(|(at, dest)| (md[..at].matches('\n').count() + 1, dest))
        .collect()
}

fn load_prose(
    root: &ProjectRoot,
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
                for (line, dest) in local_images(&text) {
                    warnings.push(format!(
                        "{id}: {rel}:{line}: the image `{dest}` is a file of yours, and the site holds only what \
pixreport makes, so readers would see a broken image: give it as an address (https://…), or show the data \
as a benchmark's figure"
                    ));
                }
                inputs.push(InputFile::new(rel, hash));
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

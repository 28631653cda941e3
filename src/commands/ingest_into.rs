//! `ingest --into`: the logs' workloads written into a report's benchmarks.
//!
//! What the logs say, ingest owns: tool, version, command lines, kind (the
//! access pattern, which decides the heading's wording: one shared file or a
//! file per process), transfer size, file size and the source files. Values
//! the logs do not state are removed rather than left from the scaffold, so
//! a report never claims "IOR 4.0.0, 16 GiB" for runs that were 4.1.0 and
//! 16 MiB. When every benchmark of the report came from logs the report is
//! `measured`. The untouched example benchmark of `pixreport new` is removed
//! when the logs bring benchmarks of their own.

use super::facts::{job_params, kind_of, mdtest_title, size_text, sizes};
use super::options::IngestOptions;
use crate::ingest::raw::Tool;
use crate::ingest::table::{build_table, default_unit, SourceRun, Table, TableError};
use crate::ingest::workload::{Group, Pair};
use crate::model::Unit;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};
use toml_edit::{value, Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table as TomlTable};

/// A workload and the benchmark id it goes to.
pub(super) struct Target {
    pub id: String,
    pub group: Group,
}

#[derive(Default)]
pub(super) struct Done {
    pub tables: Vec<(String, Table)>,
    pub written: Vec<PathBuf>,
    pub warnings: Vec<String>,
}

/// The string `key` of a TOML table, when it is a string.
fn str_of<'a>(t: &'a TomlTable, key: &str) -> Option<&'a str> {
    t.get(key).and_then(Item::as_str)
}

/// The results file of `pixreport new`'s example benchmark, when `bench`
/// is it untouched: an `example` benchmark without sources whose CSV still
/// holds the example results was never edited.
fn untouched_example(bench: &TomlTable, dir: &Path) -> Option<PathBuf> {
    let results = str_of(bench, "results").unwrap_or_default();
    let untouched = !has_sources(bench)
        && str_of(bench, "id") == Some("example")
        && crate::fsx::check_relative(results).is_ok()
        // Bounded and regular only: a FIFO or /dev/zero there is not the example.
        && crate::fsx::read_regular(&dir.join(results), crate::project::scaffold::EXAMPLE_CSV.len() as u64 + 1)
            .is_ok_and(|b| b == crate::project::scaffold::EXAMPLE_CSV.as_bytes());
    untouched.then(|| dir.join(results))
}

fn has_sources(bench: &TomlTable) -> bool {
    bench
        .get("sources")
        .and_then(|s| s.as_array())
        .is_some_and(|a| !a.is_empty())
}

pub(super) fn into_report(
    dir: &Path,
    (targets, pairs): (&[Target], &[Pair]),
    runs: &[SourceRun],
    opts: &IngestOptions,
) -> Result<Done> {
    for t in targets {
        crate::model::check_id(&t.id).map_err(|e| anyhow::anyhow!("--benchmark: {e}"))?;
    }
    if !dir.is_dir() {
        bail!("{}: no such report folder", dir.display());
    }
    let toml_path = dir.join("report.toml");
    let _lock = crate::fsx::lock_in_place(&toml_path)?;
    let text = crate::fsx::read_text_regular(&toml_path, crate::fsx::INPUT_LIMIT)?;
    let mut doc: DocumentMut = text
        .parse()
        .with_context(|| format!("{}: not valid TOML", toml_path.display()))?;
    let benches = doc
        .entry("benchmark")
        .or_insert(Item::ArrayOfTables(ArrayOfTables::new()));
    let Some(benches) = benches.as_array_of_tables_mut() else {
        bail!(
            "{}: `benchmark` must be an array of tables ([[benchmark]])",
            toml_path.display()
        );
    };
    let mut done = Done::default();
    // The scaffold's example goes when the logs bring other benchmarks.
    let example = (!targets.iter().any(|t| t.id == "example"))
        .then(|| (benches.iter().enumerate()).find_map(|(i, b)| Some((i, untouched_example(b, dir)?))))
        .flatten();
    if let Some((pos, _)) = example {
        benches.remove(pos);
    }
    let mut csvs: Vec<(PathBuf, String)> = Vec::new();
    for t in targets {
        let mine: Vec<&SourceRun> = t.group.runs.iter().filter_map(|&i| runs.get(i)).collect();
        let owned: Vec<SourceRun> = mine.iter().map(|&r| r.clone()).collect();
        let found = benches.iter().position(|b| str_of(b, "id") == Some(t.id.as_str()));
        let pos = match found {
            Some(p) => p,
            None => {
                let mut b = TomlTable::new();
                b.insert("id", value(t.id.as_str()));
                b.insert("kind", value(kind_of(&mine).as_str()));
                b.insert(
                    "unit",
                    value(opts.unit.unwrap_or_else(|| default_unit(&owned)).symbol()),
                );
                b.insert("results", value(format!("results/{}.csv", t.id)));
                benches.push(b);
                benches.len() - 1
            }
        };
        let Some(bench) = benches.get_mut(pos) else {
            bail!("{}: benchmark `{}` vanished", toml_path.display(), t.id)
        };
        let (table, csv_path, latency) = fill(bench, t, &mine, &owned, dir, &toml_path, opts)?;
        csvs.push((csv_path, table.csv.clone()));
        csvs.extend(latency);
        done.tables.push((t.id.clone(), table));
    }
    let all_measured = benches.iter().all(has_sources) && !benches.is_empty();
    // IO500 submissions, each against the previous; an entry of the same
    // id stays as the author left it.
    let pairs: Vec<&Pair> = pairs.iter().filter(|p| p.refused.is_none()).collect();
    if !pairs.is_empty() && doc.get("comparison").is_none() {
        doc.insert("comparison", Item::ArrayOfTables(ArrayOfTables::new()));
    }
    if let Some(cmps) = doc.get_mut("comparison").and_then(Item::as_array_of_tables_mut) {
        for p in pairs {
            if !cmps.iter().any(|c| str_of(c, "id") == Some(p.id.as_str())) {
                let mut c = TomlTable::new();
                let fields = [("id", &p.id), ("current", &p.current), ("baseline", &p.baseline)];
                let labels = [
                    ("current_label", &p.current_label),
                    ("baseline_label", &p.baseline_label),
                ];
                for (k, v) in fields.into_iter().chain(labels) {
                    c.insert(k, value(v.as_str()));
                }
                if p.order_unknown {
                    c.insert("order_unknown", value(true));
                }
                cmps.push(c);
            }
        }
    }
    if all_measured {
        doc.insert("provenance", value("measured"));
        if let Some(mut k) = doc.key_mut("provenance") {
            k.leaf_decor_mut()
                .set_prefix("# Every benchmark's results come from the raw logs in its `sources`.\n");
        }
        // The scaffold's note on where made-up numbers come from is no
        // longer true; an author's own `source` stays.
        if str_of(&doc, "source") == Some(super::super::new::EXAMPLE_SOURCE) {
            doc.remove("source");
        }
    } else if str_of(&doc, "provenance") != Some("measured") {
        done.warnings.push(format!(
            "{}: provenance stays \"{}\": some benchmarks hold results that were not ingested from logs",
            toml_path.display(),
            str_of(&doc, "provenance").unwrap_or("?")
        ));
    }
    // The CSVs first: a failure in between leaves report.toml as it was
    // (and at worst an unreferenced CSV, never a reference to a missing one).
    // (Whether they may be replaced was decided above, under the lock.)
    for (path, csv) in &csvs {
        super::super::write_output(path, csv.as_bytes(), true)?;
        done.written.push(path.clone());
    }
    crate::fsx::write_atomic(&toml_path, doc.to_string().as_bytes())?;
    done.written.push(toml_path.clone());
    if let Some((_, p)) = example {
        if std::fs::remove_file(&p).is_ok() {
            done.warnings.push(format!(
                "{}: removed the example benchmark of `pixreport new` (its made-up numbers)",
                p.display()
            ));
        }
    }
    Ok(done)
}

/// A table to write: where, and its text.
type CsvFile = (PathBuf, String);

/// Where benchmark `id`'s `field` (`rel`, named `what` in messages) is
/// written: inside the report folder, and not over a file without `--force`.
fn new_file(
    dir: &Path,
    toml_path: &Path,
    id: &str,
    (field, what): (&str, &str),
    rel: &str,
    force: bool,
) -> Result<PathBuf> {
    if let Err(e) = crate::fsx::check_relative(rel) {
        bail!(
            "{}: benchmark `{id}`: {field} {e}; it must be a relative path inside the report folder",
            toml_path.display()
        );
    }
    let path = dir.join(rel);
    let real = dir.canonicalize().with_context(|| dir.display().to_string())?;
    if !stays_inside(real.parent().unwrap_or(&real), &path) {
        bail!(
            "{}: leads out of the project folder through a symbolic link, where `build` would not read it: \
make the {what} of `{id}` a file inside the project",
            path.display()
        );
    }
    if path.exists() && !force {
        bail!(
            "{}: exists; use --force to replace the {what} of `{id}`",
            path.display()
        );
    }
    Ok(path)
}

/// Whether `path`, every link of its existing part resolved, stays inside
/// folder `root`.
fn stays_inside(root: &Path, path: &Path) -> bool {
    let Ok(root) = root.canonicalize() else { return false };
    (path.ancestors().find_map(|a| a.canonicalize().ok())).is_some_and(|real| real.starts_with(root))
}

/// How a source log is recorded in report.toml (and so in report.json and
/// the PDF colophon): relative to the project (the folder holding the
/// report folder) when it lies inside it, else by its file name alone, with
/// its sha256 beside it: the author's own folders (`/home/ada/runs/…`) are
/// never published.
fn recorded_path(path: &Path, project: Option<&Path>) -> String {
    let file = std::fs::canonicalize(path).ok();
    if let Some(rel) = file
        .as_deref()
        .zip(project)
        .and_then(|(f, root)| f.strip_prefix(root).ok())
    {
        return rel.to_string_lossy().into_owned();
    }
    path.file_name()
        .map_or_else(|| path.to_string_lossy(), |n| n.to_string_lossy())
        .into_owned()
}

/// One benchmark: its table in its unit and every field the logs own.
fn fill(
    bench: &mut TomlTable,
    t: &Target,
    mine: &[&SourceRun],
    owned: &[SourceRun],
    dir: &Path,
    toml_path: &Path,
    opts: &IngestOptions,
) -> Result<(Table, PathBuf, Option<CsvFile>)> {
    let id = &t.id;
    let unit: Unit = match str_of(bench, "unit") {
        Some(u) => u
            .parse()
            .map_err(|m: String| anyhow::anyhow!("{}: benchmark `{id}`: {m}", toml_path.display()))?,
        None => bail!("{}: benchmark `{id}` has no unit", toml_path.display()),
    };
    if let Some(u) = opts.unit {
        if u != unit {
            bail!("{}: benchmark `{id}` is in {unit}, not {u}", toml_path.display());
        }
    }
    let only: Option<Vec<String>> = bench
        .get("operations")
        .and_then(|v| v.as_array())
        .map(|a| a.iter().filter_map(|x| x.as_str().map(str::to_string)).collect());
    let table = match build_table(owned, unit, only.as_deref()) {
        Ok(t) => t,
        Err(e @ TableError::Unit { .. }) => bail!(
            "{e}\n{}: benchmark `{id}` is in {unit}; put these logs into a new benchmark instead, \
             e.g. --benchmark {}, or leave out --benchmark",
            toml_path.display(),
            t.group.id
        ),
        Err(e) => return Err(e.into()),
    };
    let results = str_of(bench, "results").unwrap_or_default().to_string();
    let csv_path = new_file(dir, toml_path, id, ("results", "results"), &results, opts.force)?;
    bench.insert("kind", value(kind_of(mine).as_str()));
    bench.insert("tool", value(table.tool.to_string()));
    let mut set_or_remove = |key: &str, v: Option<String>| match v {
        Some(v) => {
            bench.insert(key, value(v));
        }
        None => {
            bench.remove(key);
        }
    };
    set_or_remove("tool_version", table.tool_version.clone());
    let (transfer, file) = sizes(mine);
    set_or_remove("transfer_size", transfer.map(size_text));
    set_or_remove("file_size", file.map(size_text));
    bench.remove("file_size_rule");
    let cmds: Array = table.commands.iter().map(String::as_str).collect();
    if cmds.is_empty() {
        // fio's JSON and IOR's CSV hold no command line: say nothing
        // rather than keep a scaffold's.
        bench.remove("commands");
    } else {
        bench.insert("commands", value(cmds));
    }
    let mut sources = Array::new();
    // The project: the folder holding the report folder.
    let project = (dir.parent().filter(|p| !p.as_os_str().is_empty())).unwrap_or(Path::new("."));
    let project = std::fs::canonicalize(project).ok();
    // One entry per file read (two files outside the project may share a
    // name: each keeps its own entry and sha256).
    let mut seen: Vec<&Path> = Vec::new();
    let mut source = |path: &Path, sha256: &str| {
        let mut s = InlineTable::new();
        s.insert("path", recorded_path(path, project.as_deref()).into());
        s.insert("sha256", sha256.into());
        sources.push(s);
    };
    for r in mine {
        if !seen.contains(&r.path.as_path()) {
            seen.push(&r.path);
            source(&r.path, &r.sha256);
        }
    }
    // An IO500 run's summary and configuration are its logs' provenance.
    let io500 = super::io500::provenance(mine)?;
    for (path, sha) in io500.iter().flat_map(|p| &p.files) {
        source(path, sha);
    }
    bench.insert("sources", value(sources));
    let params = (io500.map(|p| p.params))
        .or_else(|| super::io500::own_params(mine))
        .or_else(|| job_params(mine));
    match params {
        Some(p) => bench.insert("params", value(p)),
        None => bench.remove("params"),
    };
    if table.tool == Tool::Mdtest {
        // mdtest benchmarks differ by file size, which the kind's heading
        // does not say: name it, in every language, so headings stay unique.
        let size = mine
            .iter()
            .find_map(|r| r.run.params.get("file_size"))
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0);
        bench.insert("title", value(mdtest_title(&table.tool.to_string(), size)?));
    }
    let latency = fill_latency(bench, id, owned, only.as_deref(), dir, toml_path, opts)?;
    Ok((table, csv_path, latency))
}

/// `[benchmark.latency]` and its table when the logs recorded latency; the
/// author's choices there (unit, percentile, bound) are kept, what the logs
/// own (results file, axes) is written.
fn fill_latency(
    bench: &mut TomlTable,
    id: &str,
    owned: &[SourceRun],
    only: Option<&[String]>,
    dir: &Path,
    toml_path: &Path,
    opts: &IngestOptions,
) -> Result<Option<CsvFile>> {
    let existing = bench.get("latency").and_then(Item::as_table_like);
    let unit: Unit = match existing.and_then(|t| t.get("unit")).and_then(|v| v.as_str()) {
        Some(u) => u
            .parse()
            .map_err(|m: String| anyhow::anyhow!("{}: benchmark `{id}`: latency.unit: {m}", toml_path.display()))?,
        None => Unit::Us,
    };
    let Some(lt) = crate::ingest::latency_table::build_latency_table(owned, unit, only) else {
        bench.remove("latency");
        return Ok(None);
    };
    let results = existing
        .and_then(|t| t.get("results"))
        .and_then(|v| v.as_str())
        .map_or_else(|| format!("results/{id}-latency.csv"), str::to_string);
    let path = new_file(dir, toml_path, id, ("latency.results", "latency"), &results, opts.force)?;
    let mut table = existing
        .map(|t| {
            let mut out = TomlTable::new();
            for (k, v) in t.iter() {
                out.insert(k, v.clone());
            }
            out
        })
        .unwrap_or_default();
    table.insert("results", value(results));
    table.insert("unit", value(unit.symbol()));
    table.insert("axes", value(lt.axes.iter().map(String::as_str).collect::<Array>()));
    // Which of fio's latencies the table holds, when all runs agree.
    let kinds: std::collections::BTreeSet<&str> = (owned.iter().filter(|r| r.run.tool == Tool::Fio))
        .flat_map(|r| r.run.latency.iter().map(|l| l.kind.as_str()))
        .collect();
    match Vec::from_iter(kinds)[..] {
        [k] => table.insert("kind", value(k)),
        _ => table.remove("kind"),
    };
    bench.insert("latency", Item::Table(table));
    Ok(Some((path, lt.csv)))
}

//! `pixreport ingest`: raw benchmark logs → a results CSV, printed, written,
//! or added to a report's benchmark (`--into`). Existing results are never
//! overwritten without `--force`, and files are replaced atomically
//! (`fsx::write_atomic`: an existing file keeps its mode, a new one gets the
//! umask's). `--into` holds an exclusive lock on report.toml
//! (`fsx::lock_in_place`) from reading it to replacing it, so concurrent
//! ingests into one report serialise instead of losing entries.

use crate::ingest::raw::{self, Tool};
use crate::ingest::table::{build_table, default_unit, SourceRun, Table};
use crate::model::{BenchmarkKind, Unit};
use crate::project::sha256_hex;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, Default)]
pub struct IngestOptions {
    pub inputs: Vec<PathBuf>,
    pub tool: Option<Tool>,
    pub output: Option<PathBuf>,
    pub into: Option<PathBuf>,
    pub benchmark: Option<String>,
    pub unit: Option<Unit>,
    pub force: bool,
}

pub struct IngestOutcome {
    pub table: Table,
    pub files: usize,
    pub warnings: Vec<String>,
    /// What was written, for the summary line.
    pub written: Vec<PathBuf>,
}

/// Files to read: named files as given; folders walked in name order,
/// skipping hidden files and the fixtures' `.cmd`/`.stderr` side files.
fn collect(inputs: &[PathBuf]) -> Result<Vec<(PathBuf, bool)>> {
    fn walk(dir: &Path, out: &mut Vec<(PathBuf, bool)>) -> Result<()> {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .with_context(|| format!("{}: cannot list the folder", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for p in entries {
            let name = p
                .file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default();
            if name.starts_with('.') || name.ends_with(".cmd") || name.ends_with(".stderr") {
                continue;
            }
            if p.is_dir() {
                walk(&p, out)?;
            } else if p.is_file() {
                out.push((p, false));
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    for i in inputs {
        if i.is_dir() {
            walk(i, &mut out)?;
        } else if i.symlink_metadata().is_ok() {
            // Files, and anything else that exists: reading says what is
            // wrong with a FIFO or a device.
            out.push((i.clone(), true));
        } else {
            bail!("{}: no such file or folder", i.display());
        }
    }
    if out.is_empty() {
        bail!("no files to ingest");
    }
    Ok(out)
}

/// Parses every input. A named file that is not benchmark output is an
/// error; inside a folder it is skipped with a warning.
/// `hash`: compute each file's sha256 (only `--into` records it).
pub fn parse_inputs(
    inputs: &[PathBuf],
    tool: Option<Tool>,
    hash: bool,
) -> Result<(Vec<SourceRun>, Vec<String>, usize)> {
    let files = collect(inputs)?;
    // Files are parsed in parallel; results are taken in file order, so the
    // output and the first error reported are those of a sequential pass.
    use rayon::prelude::*;
    let parsed: Vec<Result<Option<FileRuns>>> = files
        .par_iter()
        .map(|(path, explicit)| parse_one(path, *explicit, tool, hash))
        .collect();
    let mut runs = Vec::new();
    let mut warnings = Vec::new();
    let mut used = 0;
    for ((path, _), p) in files.iter().zip(parsed) {
        let Some((parsed, sha)) = p? else {
            warnings.push(format!(
                "{}: skipped, not IOR, mdtest, IOzone or fio output",
                path.display()
            ));
            continue;
        };
        for run in parsed {
            for w in &run.warnings {
                warnings.push(format!("{}: {w}", path.display()));
            }
            runs.push(SourceRun {
                path: path.clone(),
                sha256: sha.clone(),
                run,
            });
        }
        used += 1;
    }
    Ok((runs, warnings, used))
}

/// One file's runs and its sha256.
type FileRuns = (Vec<raw::RawRun>, String);

/// One file's runs and sha256 (empty unless `hash`); `None`: a file met in a
/// folder walk that is not benchmark output. Without `hash` the file is read
/// line by line when large (`raw::parse_file`).
fn parse_one(
    path: &Path,
    explicit: bool,
    tool: Option<Tool>,
    hash: bool,
) -> Result<Option<(Vec<raw::RawRun>, String)>> {
    let cannot_read = || format!("{}: cannot read", path.display());
    // FIFOs, devices and /dev/zero are refused before anything reads them.
    drop(crate::fsx::open_regular(path)?);
    if !hash {
        if !explicit && tool.is_none() && !raw::looks_like_output(path).with_context(cannot_read)? {
            return Ok(None);
        }
        return Ok(Some((raw::parse_file(path, tool)?, String::new())));
    }
    let bytes = crate::fsx::read_regular(path, crate::fsx::DATASET_LIMIT)?;
    if !explicit
        && tool.is_none()
        && raw::detect(&String::from_utf8_lossy(&bytes[..bytes.len().min(1 << 20)])).is_none()
    {
        return Ok(None);
    }
    let parsed = raw::parse(path, &bytes, tool)?;
    Ok(Some((parsed, sha256_hex(&bytes))))
}

pub fn run(opts: &IngestOptions) -> Result<IngestOutcome> {
    let (runs, warnings, files) = parse_inputs(&opts.inputs, opts.tool, opts.into.is_some())?;
    match &opts.into {
        None => {
            let table = build_table(&runs, opts.unit.unwrap_or_else(|| default_unit(&runs)), None)?;
            let mut written = Vec::new();
            if let Some(out) = &opts.output {
                if out.exists() && !opts.force {
                    bail!("{}: exists; use --force to replace it", out.display());
                }
                if let Some(d) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
                    std::fs::create_dir_all(d).with_context(|| format!("{}: cannot create", d.display()))?;
                }
                crate::fsx::write_atomic(out, table.csv.as_bytes())?;
                written.push(out.clone());
            }
            Ok(IngestOutcome {
                table,
                files,
                warnings,
                written,
            })
        }
        Some(dir) => {
            let Some(id) = &opts.benchmark else {
                bail!("--into needs --benchmark ID")
            };
            let (table, written, more) = into_report(dir, id, &runs, opts)?;
            let mut warnings = warnings;
            warnings.extend(more);
            Ok(IngestOutcome {
                table,
                files,
                warnings,
                written,
            })
        }
    }
}

fn guess_kind(runs: &[SourceRun]) -> BenchmarkKind {
    let r = &runs[0].run;
    match r.tool {
        Tool::Mdtest => BenchmarkKind::Metadata,
        Tool::Ior => match r.params.get("file_per_proc").map(String::as_str) {
            Some("1") | Some("true") | Some("yes") => BenchmarkKind::SequentialNN,
            _ => BenchmarkKind::SequentialN1,
        },
        Tool::Iozone if r.points.iter().any(|p| p.operation.starts_with("random")) => BenchmarkKind::RandomNN,
        Tool::Iozone => BenchmarkKind::SequentialNN,
        Tool::Fio => BenchmarkKind::Other,
    }
}

type Written = (Table, Vec<PathBuf>, Vec<String>);

fn into_report(dir: &Path, id: &str, runs: &[SourceRun], opts: &IngestOptions) -> Result<Written> {
    use toml_edit::{value, Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table as TomlTable};
    crate::model::check_id(id).map_err(|e| anyhow::anyhow!("--benchmark: {e}"))?;
    if !dir.is_dir() {
        bail!("{}: no such report folder", dir.display());
    }
    let toml_path = dir.join("report.toml");
    let _lock = crate::fsx::lock_in_place(&toml_path)?;
    let text = crate::fsx::read_text_regular(&toml_path, crate::fsx::INPUT_LIMIT)?;
    let mut doc: DocumentMut = text
        .parse()
        .with_context(|| format!("{}: not valid TOML", toml_path.display()))?;
    if doc.get("benchmark").is_none() {
        doc.insert("benchmark", Item::ArrayOfTables(ArrayOfTables::new()));
    }
    let Some(benches) = doc.get_mut("benchmark").and_then(Item::as_array_of_tables_mut) else {
        bail!(
            "{}: `benchmark` must be an array of tables ([[benchmark]])",
            toml_path.display()
        );
    };
    let pos = benches
        .iter()
        .position(|t| t.get("id").and_then(|v| v.as_str()) == Some(id));
    let pos = match pos {
        Some(p) => p,
        None => {
            let mut t = TomlTable::new();
            t.insert("id", value(id));
            t.insert("kind", value(guess_kind(runs).as_str()));
            t.insert("unit", value(opts.unit.unwrap_or_else(|| default_unit(runs)).symbol()));
            t.insert("results", value(format!("results/{id}.csv")));
            benches.push(t);
            benches.len() - 1
        }
    };
    let Some(bench) = benches.get_mut(pos) else {
        bail!("{}: benchmark `{id}` vanished", toml_path.display())
    };
    let unit: Unit = match bench.get("unit").and_then(|v| v.as_str()) {
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
    let table = build_table(runs, unit, only.as_deref())?;
    let results = bench
        .get("results")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .to_string();
    if let Err(e) = crate::fsx::check_relative(&results) {
        bail!(
            "{}: benchmark `{id}`: results {e}; it must be a relative path inside the report folder",
            toml_path.display()
        );
    }
    let csv_path = dir.join(&results);
    if csv_path.exists() && !opts.force {
        bail!(
            "{}: exists; use --force to replace the results of `{id}`",
            csv_path.display()
        );
    }
    bench.insert("tool", value(table.tool.to_string()));
    if let Some(v) = &table.tool_version {
        bench.insert("tool_version", value(v.as_str()));
    }
    let mut cmds = Array::new();
    for c in &table.commands {
        cmds.push(c.as_str());
    }
    bench.insert("commands", value(cmds));
    let mut sources = Array::new();
    let mut seen = Vec::new();
    for r in runs {
        let p = r.path.to_string_lossy().to_string();
        if seen.contains(&p) {
            continue;
        }
        let mut t = InlineTable::new();
        t.insert("path", p.as_str().into());
        t.insert("sha256", r.sha256.as_str().into());
        sources.push(t);
        seen.push(p);
    }
    bench.insert("sources", value(sources));
    let mut warnings = Vec::new();
    if doc.get("provenance").and_then(|v| v.as_str()) != Some("measured") {
        warnings.push(format!(
            "{}: provenance is not \"measured\"; set it once every benchmark holds real results",
            toml_path.display()
        ));
    }
    // The CSV first: a failure in between leaves report.toml as it was
    // (and at worst an unreferenced CSV, never a reference to a missing one).
    if let Some(d) = csv_path.parent() {
        std::fs::create_dir_all(d).with_context(|| format!("{}: cannot create", d.display()))?;
    }
    crate::fsx::write_atomic(&csv_path, table.csv.as_bytes())?;
    crate::fsx::write_atomic(&toml_path, doc.to_string().as_bytes())?;
    Ok((table, vec![csv_path, toml_path], warnings))
}

//! `pixreport ingest`: raw benchmark logs → a results CSV, printed, written,
//! or added to a report's benchmark (`--into`). Existing results are never
//! overwritten without `--force`, and files are replaced atomically
//! (`fsx::write_atomic`: an existing file keeps its mode, a new one gets the
//! umask's). `--into` holds an exclusive lock on report.toml
//! (`fsx::lock_in_place`) from reading it to replacing it, so concurrent
//! ingests into one report serialise instead of losing entries.

use crate::ingest::fold::{FileFold, TableAcc};
use crate::ingest::raw::{self, Tool};
use crate::ingest::table::{SourceRun, Table};
use crate::ingest::workload::{self, Grouping, Overrides};
use crate::project::sha256_hex;
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

#[path = "ingest_facts.rs"]
mod facts;
#[path = "ingest_into.rs"]
mod into;
#[path = "ingest_io500.rs"]
mod io500;
#[path = "ingest_options.rs"]
mod options;

use into::Target;
pub use options::IngestOptions;

pub struct IngestOutcome {
    /// One table per benchmark written (one when printing a CSV).
    pub tables: Vec<(String, Table)>,
    pub files: usize,
    pub runs: usize,
    /// How the runs were grouped into workloads, one line each.
    pub grouping: Vec<String>,
    pub warnings: Vec<String>,
    /// What was written, for the summary lines.
    pub written: Vec<PathBuf>,
    /// Files met in a folder walk that look like benchmark output but could
    /// not be read or parsed, each with the reason: skipped, the others used.
    pub skipped: Vec<String>,
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
            let name = p.file_name().unwrap_or_default().to_string_lossy();
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

/// What reading the inputs gave besides the results: warnings, the files
/// used, and the files of a folder walk skipped because they could not be
/// read or parsed (with the reason).
#[derive(Default)]
struct Read {
    warnings: Vec<String>,
    used: usize,
    skipped: Vec<String>,
}

impl Read {
    /// Takes one file's outcome: `Ok(Some)` is used, `Ok(None)` (not
    /// benchmark output, in a folder) is a warning; an error stops the
    /// command for a file named on the command line and skips a file met in
    /// a folder, so one unreadable log does not lose the others.
    fn take<T>(&mut self, path: &Path, explicit: bool, r: Result<Option<T>>) -> Result<Option<T>> {
        match r {
            Ok(Some(t)) => {
                self.used += 1;
                Ok(Some(t))
            }
            Ok(None) => {
                self.warnings.push(format!(
                    "{}: skipped, not a results log of IOR, mdtest, IOzone, fio or elbencho",
                    path.display()
                ));
                Ok(None)
            }
            Err(e) if !explicit => {
                self.skipped.push(format!("{e:#}"));
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}

/// Reads every input file with `read`, in parallel across files, and takes
/// the results in input order, so the output, warnings and first error are
/// those of a sequential pass. A named file that is not benchmark output is
/// an error; inside a folder it is skipped with a warning, and one that
/// cannot be read or parsed is skipped with its reason ([`Read::take`]).
/// Returns each file read with its result.
fn read_inputs<T: Send>(
    inputs: &[PathBuf],
    tool: Option<Tool>,
    state: &mut Read,
    read: impl Fn(&Path) -> Result<T> + Sync,
) -> Result<Vec<(PathBuf, T)>> {
    let files = collect(inputs)?;
    use rayon::prelude::*;
    let read_one = |path: &Path, explicit: bool| -> Result<Option<T>> {
        // FIFOs, devices and /dev/zero are refused before anything reads them.
        drop(crate::fsx::open_regular(path)?);
        let cannot_read = || format!("{}: cannot read", path.display());
        if !explicit && tool.is_none() && !raw::looks_like_output(path).with_context(cannot_read)? {
            return Ok(None);
        }
        read(path).map(Some)
    };
    let results: Vec<Result<Option<T>>> = files
        .par_iter()
        .map(|(path, explicit)| read_one(path, *explicit))
        .collect();
    let mut out = Vec::new();
    for ((path, explicit), r) in files.into_iter().zip(results) {
        if let Some(t) = state.take(&path, explicit, r)? {
            out.push((path, t));
        }
    }
    if out.is_empty() && !state.skipped.is_empty() {
        bail!(
            "no file could be ingested; {} could not be read, the first: {}",
            state.skipped.len(),
            state.skipped[0]
        );
    }
    Ok(out)
}

/// Parses every input whole with its sha256 (`--into` records it).
fn parse_inputs(inputs: &[PathBuf], tool: Option<Tool>) -> Result<(Vec<SourceRun>, Read)> {
    let mut read = Read::default();
    let files = read_inputs(inputs, tool, &mut read, |path| {
        let bytes = crate::fsx::read_regular(path, crate::fsx::DATASET_LIMIT)?;
        Ok((raw::parse(path, &bytes, tool)?, sha256_hex(&bytes)))
    })?;
    let mut runs = Vec::new();
    for (path, (parsed, sha)) in files {
        for run in parsed {
            (read.warnings).extend(run.warnings.iter().map(|w| format!("{}: {w}", path.display())));
            runs.push(SourceRun {
                path: path.clone(),
                sha256: sha.clone(),
                run,
            });
        }
    }
    Ok((runs, read))
}

/// Parses every input into one [`Grouping`], each file folded run by run
/// as it is read, so memory follows the tables, not the logs.
fn fold_inputs(inputs: &[PathBuf], tool: Option<Tool>, overrides: &Overrides) -> Result<(Grouping, Read)> {
    let mut read = Read::default();
    let files = read_inputs(inputs, tool, &mut read, |path| {
        let mut fold = FileFold::new(path);
        fold.grouping = Grouping::with(false, overrides);
        raw::parse_file_into(path, tool, &mut fold)?;
        Ok(fold)
    })?;
    let mut grouping = Grouping::with(false, overrides);
    for (_, f) in files {
        read.warnings.extend(f.warnings);
        grouping.merge(f.grouping);
    }
    Ok((grouping, read))
}

pub fn run(opts: &IngestOptions) -> Result<IngestOutcome> {
    let overrides = Overrides {
        split: opts.split_by.clone(),
        join: opts.join_across.clone(),
    };
    let Some(dir) = &opts.into else {
        let (folded, read) = fold_inputs(&opts.inputs, opts.tool, &overrides)?;
        if let Some(e) = folded.unknown_override() {
            bail!(e);
        }
        let runs = folded.runs();
        let groups = folded.finish();
        let grouping = workload::describe(&groups);
        if groups.len() > 1 {
            let pairs = workload::submission_pairs(&groups);
            let compared = match pairs.iter().any(|p| p.refused.is_none()) {
                true => ", each IO500 submission compared with the one before it",
                false => "",
            };
            bail!(
                "{}\nA results table holds one benchmark: ingest each workload's files on their own, \
                 or add them all to a report with --into REPORT_DIR (one benchmark each, with the ids above{compared}).",
                refusal(&groups, &grouping, None)
            );
        }
        let empty = TableAcc::default();
        let acc = groups.first().map_or(&empty, |g| &g.table);
        let unit = opts.unit.unwrap_or_else(|| acc.default_unit());
        let table = acc.finish(unit, None)?;
        if let Some(out) = &opts.output {
            super::write_output(out, table.csv.as_bytes(), opts.force)?;
        }
        let id = groups.first().map(|g| g.id.clone()).unwrap_or_default();
        return Ok(IngestOutcome {
            tables: vec![(id, table)],
            files: read.used,
            runs,
            grouping,
            warnings: read.warnings,
            written: opts.output.iter().cloned().collect(),
            skipped: read.skipped,
        });
    };
    // `--into` records each file's sha256, so it reads each file whole, and
    // writes a latency table row per run: it keeps the runs.
    let (runs, mut read) = parse_inputs(&opts.inputs, opts.tool)?;
    let groups = workload::group_with(&runs, &overrides).map_err(anyhow::Error::msg)?;
    let grouping = workload::describe(&groups);
    if let (Some(id), true) = (&opts.benchmark, groups.len() > 1) {
        bail!(
            "{}\nLeave out --benchmark to add one benchmark per workload (the ids above), \
             or ingest each workload's files on their own.",
            refusal(&groups, &grouping, Some(id))
        );
    }
    // One workload's logs into `--benchmark` have no submissions to compare.
    let pairs = match opts.benchmark {
        None => workload::submission_pairs(&groups),
        Some(_) => Vec::new(),
    };
    let targets: Vec<Target> = (groups.into_iter())
        .map(|g| Target {
            id: opts.benchmark.clone().unwrap_or_else(|| g.id.clone()),
            group: g,
        })
        .collect();
    let done = into::into_report(dir, (&targets, &pairs), &runs, opts)?;
    read.warnings.extend(done.warnings);
    Ok(IngestOutcome {
        tables: done.tables,
        files: read.used,
        runs: runs.len(),
        grouping,
        warnings: read.warnings,
        written: done.written,
        skipped: read.skipped,
    })
}

/// Why different workloads are not put into one table: each workload, and
/// each parameter that differs with its values.
fn refusal(groups: &[workload::Group], grouping: &[String], benchmark: Option<&str>) -> String {
    let lines = |v: &[String]| v.iter().map(|l| format!("\n  {l}")).collect::<String>();
    format!(
        "{}the logs hold {} different workloads, and a benchmark holds one:{}\nThey differ in:{}",
        benchmark.map_or(String::new(), |id| format!("--benchmark {id}: ")),
        grouping.len(),
        lines(grouping),
        lines(&workload::differences(groups))
    )
}

/// The operations of a table as one short line for the terminal: plain
/// operations by name, and an operation measured at many values of swept
/// parameters (`read-qd16`, IOzone auto mode's `write-fs1048576-rs4096`) once,
/// with its number of cells, so an auto-mode log does not print 1,600 names.
pub fn describe_operations(ops: &[String]) -> String {
    use crate::model::latency::{parse_grid_operation, parse_split_operation};
    let mut seen: Vec<(String, usize)> = Vec::new();
    for op in ops {
        let base = parse_grid_operation(op)
            .map(|(b, ..)| b)
            .or_else(|| parse_split_operation(op).map(|(b, ..)| b))
            .unwrap_or(op);
        match seen.iter_mut().find(|(b, _)| b == base) {
            Some((_, n)) => *n += 1,
            None => seen.push((base.to_string(), 1)),
        }
    }
    seen.iter()
        .map(|(b, n)| if *n > 1 { format!("{b} ×{n}") } else { b.clone() })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod describe_tests {
    use super::describe_operations;

    #[test]
    fn swept_cells_are_counted_under_their_operation() {
        let ops: Vec<String> = [
            "write-fs1048576-rs4096",
            "write-fs1048576-rs8192",
            "read-qd1",
            "read-qd16",
            "create",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(describe_operations(&ops), "write ×2, read ×2, create");
        assert_eq!(describe_operations(&["write".to_string()]), "write");
    }
}

//! Workload identity: which parsed runs measure the same thing.
//!
//! Runs are only comparable when they ran the same workload: averaging a
//! 4 KiB random read with a 1 MiB sequential read, or a shared file with a
//! file per process, makes a number nobody measured. A run's *workload* is
//! its tool and version, the parameters that shape the I/O (API, access
//! pattern, file per process, transfer/block size, segments, rw mode, file
//! size, …; not fio's queue depth, a swept parameter within a benchmark) and its command line minus the process count (and
//! minus the launcher, the program's path and output-format options, which
//! change nothing that is measured). Runs with the same workload at different
//! process counts are one series; at the same count they are iterations.
//! Different workloads are different benchmarks, each with an id derived from
//! its parameters (`ior-shared-1m`, `fio-randread-4k`, `mdtest-3k`).

use super::raw::{RawRun, Tool};
use super::source::SourceRun;
use super::table::TableAcc;
use std::collections::BTreeMap;
use std::path::Path;

/// What makes two runs the same benchmark.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Workload {
    pub tool: Tool,
    pub tool_version: Option<String>,
    /// The identity parameters the log states (name → value, sizes in bytes).
    pub params: BTreeMap<String, String>,
    /// The command line without launcher, program path, process count and
    /// output-format options; `None` when the log has none (fio JSON, IOR CSV).
    pub command: Option<String>,
}

/// Runs of one workload, in input order, folded: what the grouping lines
/// and the table need of them.
pub struct Group {
    /// Benchmark id derived from the parameters (unique among the groups).
    pub id: String,
    pub workload: Workload,
    /// Indices into the runs given to [`group`] (none when folded by a
    /// [`Grouping`] that does not keep them).
    pub runs: Vec<usize>,
    /// How many runs.
    pub count: usize,
    /// Distinct thread counts, ascending.
    threads: Vec<u32>,
    /// Distinct operations, first seen first.
    ops: Vec<String>,
    /// Whether a run is of random access (an operation `random…` or a
    /// random ordering): the id says so.
    random: bool,
    /// The workload's results table, run by run.
    pub(crate) table: TableAcc,
}

/// Runs grouped by workload as they are read, in order of first
/// appearance; [`Grouping::finish`] names the groups.
#[derive(Default)]
pub(crate) struct Grouping {
    groups: Vec<Group>,
    /// Keep each group's run indices (`--into` reads the runs again).
    keep: bool,
    runs: usize,
    /// The last command line met, its tool and its normal form: the runs of
    /// a log repeat one command line, normalised once.
    last_command: Option<(String, Tool, String)>,
}

/// Whether `run` is of workload `w` (`workload_of(run) == *w`, without
/// building it); `command` is the run's normalised command line.
fn same_workload(w: &Workload, run: &RawRun, command: Option<&str>) -> bool {
    w.tool == run.tool && w.tool_version == run.tool_version && w.command.as_deref() == command && same_params(w, run)
}

/// Whether the run's identity parameters are the workload's, which holds
/// only identity parameters (as [`workload_of`] builds it): one walk over
/// both maps in key order, where a lookup per key compared keys anew.
fn same_params(w: &Workload, run: &RawRun) -> bool {
    let keys = identity_keys(run.tool);
    let mut want = w.params.iter();
    for (k, v) in run.params.iter().filter(|(k, _)| keys.contains(&k.as_str())) {
        match want.next() {
            Some((wk, wv)) if wk == k && wv == v => {}
            _ => return false,
        }
    }
    want.next().is_none()
}

fn is_random(run: &RawRun) -> bool {
    run.points.iter().any(|p| p.operation.starts_with("random"))
        // By bytes: `str::contains` sets up a substring search per run.
        || (run.params.get("ordering")).is_some_and(|o| o.as_bytes().windows(6).any(|w| w == b"random"))
}

impl Grouping {
    pub(crate) fn new(keep_indices: bool) -> Grouping {
        Grouping {
            keep: keep_indices,
            ..Grouping::default()
        }
    }

    /// Runs folded so far.
    pub(crate) fn runs(&self) -> usize {
        self.runs
    }

    /// Folds one run, read from `path`, into its workload's group.
    pub(crate) fn add(&mut self, run: &RawRun, path: &Path) {
        let index = self.runs;
        self.runs += 1;
        let command = match &run.command_line {
            None => None,
            Some(c) => {
                let stale = (self.last_command.as_ref()).is_none_or(|(raw, tool, _)| raw != c || *tool != run.tool);
                if stale {
                    self.last_command = Some((c.clone(), run.tool, normalise_command(run.tool, c)));
                }
                self.last_command.as_ref().map(|(_, _, n)| n.as_str())
            }
        };
        let at = match self
            .groups
            .iter()
            .position(|g| same_workload(&g.workload, run, command))
        {
            Some(at) => at,
            None => {
                self.groups.push(Group {
                    id: String::new(),
                    workload: workload_of(run),
                    runs: Vec::new(),
                    count: 0,
                    threads: Vec::new(),
                    ops: Vec::new(),
                    random: false,
                    table: TableAcc::default(),
                });
                self.groups.len() - 1
            }
        };
        let g = &mut self.groups[at];
        g.count += 1;
        if self.keep {
            g.runs.push(index);
        }
        for p in &run.points {
            if let Err(i) = g.threads.binary_search(&p.threads) {
                g.threads.insert(i, p.threads);
            }
            if !g.ops.contains(&p.operation) {
                g.ops.push(p.operation.clone());
            }
        }
        g.random |= is_random(run);
        g.table.add(run, path);
    }

    /// Appends the runs folded into `later`, as if they had been folded
    /// into `self` after its own.
    pub(crate) fn merge(&mut self, later: Grouping) {
        let offset = self.runs;
        self.runs += later.runs;
        for mut lg in later.groups {
            for i in &mut lg.runs {
                *i += offset;
            }
            let Some(g) = self.groups.iter_mut().find(|g| g.workload == lg.workload) else {
                self.groups.push(lg);
                continue;
            };
            g.count += lg.count;
            g.runs.append(&mut lg.runs);
            for t in lg.threads {
                if let Err(i) = g.threads.binary_search(&t) {
                    g.threads.insert(i, t);
                }
            }
            for o in lg.ops {
                if !g.ops.contains(&o) {
                    g.ops.push(o);
                }
            }
            g.random |= lg.random;
            g.table.merge(lg.table);
        }
    }

    /// The groups, each with its id: the base id, then the tool version,
    /// then a counter when two workloads would share one.
    pub(crate) fn finish(self) -> Vec<Group> {
        let mut groups = self.groups;
        name(&mut groups);
        groups
    }
}

/// Parameters that decide the workload, per tool. Anything else a parser
/// records (test ids, job names, iteration counts read from the summary,
/// per-run timings) differs between repeats of one workload.
fn identity_keys(tool: Tool) -> &'static [&'static str] {
    match tool {
        Tool::Ior => &["api", "file_per_proc", "transfer_size", "block_size", "segments"],
        Tool::Mdtest => &[
            "api",
            "items_per_task",
            "files_per_directory",
            "depth",
            "branching_factor",
            "file_size",
            "stride",
            "unique_dir_per_task",
            "files_only",
            "dirs_only",
        ],
        Tool::Iozone => &["mode", "file_size", "record_size", "o_direct"],
        // What fio's normal output states too (its JSON says more): the same
        // job must group alike whichever output format it was run with.
        // The queue depth is not here: runs that differ only in iodepth are
        // one benchmark swept over iodepth (see `table`, `latency_table`).
        Tool::Fio => &["rw", "block_size", "ioengine"],
        Tool::Elbencho => &["block_size", "file_size", "random", "direct"],
    }
}

/// The program names a command line starts with (after any launcher).
fn program(tool: Tool) -> &'static str {
    match tool {
        Tool::Ior => "ior",
        Tool::Mdtest => "mdtest",
        Tool::Iozone => "iozone",
        Tool::Fio => "fio",
        Tool::Elbencho => "elbencho",
    }
}

/// The command line as identity: launcher and program path dropped, the
/// process count and its file list removed, output-format options removed,
/// quotes (mdtest quotes every argument) stripped.
pub fn normalise_command(tool: Tool, cmd: &str) -> String {
    let toks: Vec<&str> = cmd
        .split_whitespace()
        .map(|t| t.trim_matches(|c| c == '\'' || c == '"'))
        .collect();
    let prog = program(tool);
    let start = toks
        .iter()
        .position(|t| t.rsplit('/').next() == Some(prog))
        .map_or(0, |p| p + 1);
    let mut out: Vec<String> = vec![prog.to_string()];
    let mut i = start;
    while i < toks.len() {
        let t = toks[i];
        i += 1;
        let (flag, inline) = match t.split_once('=') {
            Some((f, v)) if f.starts_with('-') => (f, Some(v)),
            _ => (t, None),
        };
        let takes_value = |i: &mut usize| {
            if inline.is_none() && *i < toks.len() {
                *i += 1;
            }
        };
        match (tool, flag) {
            // IOR: -N numTasks; -O summaryFormat/summaryFile only change the output.
            (Tool::Ior, "-N") => takes_value(&mut i),
            (Tool::Ior, "-O") => {
                let v = inline.or_else(|| toks.get(i).copied()).unwrap_or("");
                if v.starts_with("summaryFormat") || v.starts_with("summaryFile") {
                    takes_value(&mut i);
                } else {
                    out.push(t.to_string());
                }
            }
            // IOzone: -t/-l/-u are process counts; -F lists one file per process.
            (Tool::Iozone, "-t" | "-l" | "-u") => takes_value(&mut i),
            (Tool::Iozone, "-F") => {
                while i < toks.len() && !toks[i].starts_with('-') {
                    i += 1;
                }
            }
            (Tool::Fio, "--numjobs" | "--output-format" | "--output") => takes_value(&mut i),
            _ => out.push(t.to_string()),
        }
    }
    out.join(" ")
}

/// The workload of one run.
pub fn workload_of(run: &RawRun) -> Workload {
    let params = identity_keys(run.tool)
        .iter()
        .filter_map(|k| run.params.get(*k).map(|v| (k.to_string(), v.clone())))
        .collect();
    Workload {
        tool: run.tool,
        tool_version: run.tool_version.clone(),
        params,
        command: run.command_line.as_deref().map(|c| normalise_command(run.tool, c)),
    }
}

/// `1048576` → `1m`, `4096` → `4k`, `3072` → `3k`, `1000` → `1000`.
fn size_token(bytes: &str) -> Option<String> {
    let b: u64 = bytes.parse().ok()?;
    for (shift, suffix) in [(40, "t"), (30, "g"), (20, "m"), (10, "k")] {
        let m = 1u64 << shift;
        if b >= m && b.is_multiple_of(m) {
            return Some(format!("{}{suffix}", b / m));
        }
    }
    Some(b.to_string())
}

fn flag(w: &Workload, key: &str) -> bool {
    matches!(w.params.get(key).map(String::as_str), Some("true" | "1" | "yes"))
}

/// The id's words: tool, access pattern and the size that matters most.
fn base_id(w: &Workload, random: bool) -> String {
    let size = |k: &str| w.params.get(k).and_then(|v| size_token(v));
    let mut parts: Vec<String> = vec![program(w.tool).to_string()];
    match w.tool {
        Tool::Ior => {
            parts.push(if flag(w, "file_per_proc") { "fpp" } else { "shared" }.into());
            if random {
                parts.push("random".into());
            }
            parts.extend(size("transfer_size"));
        }
        Tool::Fio => {
            parts.extend(w.params.get("rw").cloned());
            parts.extend(size("block_size"));
        }
        Tool::Elbencho => {
            parts.push(if flag(w, "random") { "random" } else { "seq" }.into());
            parts.extend(size("block_size"));
        }
        Tool::Iozone => {
            parts.push(if random { "random" } else { "seq" }.into());
            parts.extend(size("record_size"));
        }
        Tool::Mdtest => {
            if flag(w, "dirs_only") {
                parts.push("dirs".into());
            } else {
                parts.push(size("file_size").filter(|s| s != "0").unwrap_or_else(|| "empty".into()));
            }
        }
    }
    sanitise(&parts.join("-"))
}

/// The size after the transfer size that shapes a workload, as an id word:
/// IOR's block per process (`b16m`), fio's, IOzone's and elbencho's file (`f64m`).
fn second_size(w: &Workload) -> Option<String> {
    let size = |k: &str| w.params.get(k).and_then(|v| size_token(v));
    match w.tool {
        Tool::Ior => size("block_size").map(|s| format!("b{s}")),
        Tool::Fio | Tool::Iozone | Tool::Elbencho => size("file_size").map(|s| format!("f{s}")),
        Tool::Mdtest => None,
    }
}

/// Lowercase `[a-z0-9-]`, no doubled or edge dashes, at most 48 bytes.
fn sanitise(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.truncate(48);
    out.trim_end_matches('-').to_string()
}

/// Groups runs by workload, in order of first appearance, and gives each
/// group a unique id (see [`Grouping`]).
pub fn group(runs: &[SourceRun]) -> Vec<Group> {
    let mut grouping = Grouping::new(true);
    for r in runs {
        grouping.add(&r.run, &r.path);
    }
    grouping.finish()
}

/// Gives each group a unique id: the base id, then the tool version, then a
/// counter when two workloads would share one.
fn name(groups: &mut [Group]) {
    let random: Vec<bool> = groups.iter().map(|g| g.random).collect();
    let bases: Vec<String> = groups
        .iter()
        .zip(&random)
        .map(|(g, r)| base_id(&g.workload, *r))
        .collect();
    let seconds: Vec<Option<String>> = groups.iter().map(|g| second_size(&g.workload)).collect();
    let versions: Vec<Option<String>> = groups.iter().map(|g| g.workload.tool_version.clone()).collect();
    let mut taken: Vec<String> = Vec::new();
    for (k, g) in groups.iter_mut().enumerate() {
        let twins: Vec<usize> = (0..bases.len()).filter(|&o| o != k && bases[o] == bases[k]).collect();
        let mut id = bases[k].clone();
        // Two workloads with one base id: first the second size that tells
        // them apart (IOR's block, fio's and IOzone's file), then the version.
        if twins.iter().any(|&o| seconds[o] != seconds[k]) {
            if let Some(s) = &seconds[k] {
                id = sanitise(&format!("{id}-{s}"));
            }
        }
        if twins
            .iter()
            .any(|&o| seconds[o] == seconds[k] && versions[o] != versions[k])
        {
            if let Some(v) = &g.workload.tool_version {
                id = sanitise(&format!("{id}-{v}"));
            }
        }
        let mut n = 2;
        let stem = id.clone();
        while taken.contains(&id) {
            id = format!("{stem}-{n}");
            n += 1;
        }
        taken.push(id.clone());
        g.id = id;
    }
}

/// One line per group for the terminal: id, tool, runs, thread counts,
/// operations and the parameters that set it apart from the others.
pub fn describe(groups: &[Group]) -> Vec<String> {
    groups
        .iter()
        .map(|g| {
            let threads = &g.threads;
            let ops = &g.ops;
            let w = &g.workload;
            let n = g.count;
            let mut line = format!(
                "{}: {} {}, {n} {}, threads {} ({})",
                g.id,
                w.tool,
                w.tool_version.as_deref().unwrap_or("(version not in the logs)"),
                plural(n, "run", "runs"),
                threads.iter().map(u32::to_string).collect::<Vec<_>>().join(", "),
                ops.join(", ")
            );
            let diff = distinguishing(g, groups);
            if !diff.is_empty() {
                line.push_str(&format!("; {diff}"));
            }
            line
        })
        .collect()
}

/// `word` or `words` by count (English terminal output).
pub fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        many
    }
}

/// The parameters of `g` that some other group of the same tool has with a
/// different value (or not at all), as `key=value` pairs.
fn distinguishing(g: &Group, groups: &[Group]) -> String {
    let others: Vec<&Group> = groups
        .iter()
        .filter(|o| o.id != g.id && o.workload.tool == g.workload.tool)
        .collect();
    if others.is_empty() {
        return String::new();
    }
    let w = &g.workload;
    let mut out: Vec<String> = Vec::new();
    if others.iter().any(|o| o.workload.tool_version != w.tool_version) {
        out.push(format!("version={}", w.tool_version.as_deref().unwrap_or("?")));
    }
    let mut keys: Vec<&String> = w.params.keys().collect();
    for o in &others {
        keys.extend(o.workload.params.keys());
    }
    keys.sort();
    keys.dedup();
    for k in keys {
        if others.iter().any(|o| o.workload.params.get(k) != w.params.get(k)) {
            out.push(format!("{k}={}", w.params.get(k).map_or("(not set)", String::as_str)));
        }
    }
    // The command line only when no parameter tells the workloads apart.
    if out.is_empty() && others.iter().any(|o| o.workload.command != w.command) {
        out.push(format!("command `{}`", w.command.as_deref().unwrap_or("?")));
    }
    out.join(", ")
}

#[cfg(test)]
#[path = "workload_tests.rs"]
mod tests;

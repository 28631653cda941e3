//! A run's workload ([`Workload`]): what makes two runs the same
//! benchmark — tool and version, the parameters that shape the I/O, the
//! command line as identity — and the benchmark id derived from it (see
//! `workload` for why and for the grouping).

use super::raw::{RawRun, Tool};
use super::table::TableAcc;
use std::collections::BTreeMap;

/// What makes two runs the same benchmark.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Workload {
    pub(crate) tool: Tool,
    pub(crate) tool_version: Option<String>,
    /// The identity parameters the log states (name → value, sizes in bytes).
    pub(crate) params: BTreeMap<String, String>,
    /// The command line without launcher, program path, process count and
    /// output-format options; `None` when the log has none (fio JSON, IOR CSV).
    pub(crate) command: Option<String>,
}

/// Whether `run` is of workload `w` (`workload_of(run) == *w`, without
/// building it); `command` is the run's normalised command line.
pub(super) fn same_workload(w: &Workload, run: &RawRun, command: Option<&str>) -> bool {
    w.tool == run.tool && w.tool_version == run.tool_version && w.command.as_deref() == command && same_params(w, run)
}

/// Whether the run's identity parameters are the workload's, which holds
/// only identity parameters (as [`workload_of`] builds it): one walk over
/// both maps in key order, where a lookup per key compared keys anew.
pub(super) fn same_params(w: &Workload, run: &RawRun) -> bool {
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

pub(super) fn is_random(run: &RawRun) -> bool {
    run.points.iter().any(|p| p.operation.starts_with("random"))
        // By bytes: `str::contains` sets up a substring search per run.
        || (run.params.get("ordering")).is_some_and(|o| o.as_bytes().windows(6).any(|w| w == b"random"))
}

/// Parameters that decide the workload, per tool. Anything else a parser
/// records (test ids, job names, iteration counts read from the summary,
/// per-run timings) differs between repeats of one workload.
pub(super) fn identity_keys(tool: Tool) -> &'static [&'static str] {
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
        // Buffered and direct I/O, and another file size, are other
        // workloads (issue 43: a 337 and a 98 MiB/s random read averaged as
        // repeats). fio's normal output states neither, so a normal log is
        // never grouped with a JSON log that does: unknown is not guessed.
        // The queue depth is not here: runs that differ only in iodepth are
        // one benchmark swept over iodepth (see `table`, `latency_table`).
        Tool::Fio => &["rw", "block_size", "ioengine", "direct", "file_size", "file_layout"],
        Tool::Elbencho => &["block_size", "file_size", "random", "direct"],
        // A summary's bandwidth and metadata phases are two benchmarks, and
        // each submission (its score) its own: never repeats of one point.
        Tool::Io500 => &["metric", "score"],
    }
}

/// The command line as identity: launcher and program path dropped, the
/// process count and its file list removed, output-format options removed,
/// quotes (mdtest quotes every argument) stripped, elbencho's host list
/// reduced to its length.
pub(crate) fn normalise_command(tool: Tool, cmd: &str) -> String {
    let toks: Vec<&str> = cmd.split_whitespace().map(|t| t.trim_matches(['\'', '"'])).collect();
    // The program's name: the tool's, in lower case (`ior`, `iozone`).
    let prog = tool.name().to_ascii_lowercase();
    let at_prog = toks.iter().position(|t| t.rsplit('/').next() == Some(prog.as_str()));
    let mut i = at_prog.map_or(0, |p| p + 1);
    let mut out: Vec<String> = vec![prog];
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
            // elbencho: threads per host are the thread count; which hosts
            // ran it is not the workload, how many is (`--hosts 4`); result
            // and live-statistics files only change the output.
            (
                Tool::Elbencho,
                "-t" | "--threads" | "--resfile" | "--csvfile" | "--jsonfile" | "--livecsv" | "--liveint",
            ) => takes_value(&mut i),
            (Tool::Elbencho, "--hosts") => {
                let mut hosts = 0;
                let mut list = |v: &str| hosts += v.split(',').filter(|h| !h.is_empty()).count();
                match inline {
                    Some(v) => list(v),
                    None => {
                        while i < toks.len() && !toks[i].starts_with('-') {
                            list(toks[i]);
                            i += 1;
                        }
                    }
                }
                out.push(format!("--hosts {hosts}"));
            }
            _ => out.push(t.to_string()),
        }
    }
    out.join(" ")
}

/// The command line without what only chooses which phases of a workload
/// run, and the per-phase output: IOR's `-w`, `-r`, `-W`, `-R`, the write
/// phase's stonewall (`-D N`, `-O stoneWallingWearOut=…`) and rank CSV
/// (`-O saveRankPerformanceDetailsCSV=…`); mdtest's `-C`, `-T`, `-E`, `-r`
/// with their companions `-Y`, `-X`, `-W N` and `--saveRankPerformanceDetails`;
/// verbosity (`-v`). What is left is the workload whose phases these are:
/// IO500's `ior-easy-write` and `ior-easy-read` share it.
pub(super) fn without_phases(tool: Tool, command: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut toks = command.split_whitespace();
    while let Some(t) = toks.next() {
        let (flag, inline) = t.split_once('=').map_or((t, None), |(f, v)| (f, Some(v)));
        let verbose = flag.len() > 1 && flag[1..].bytes().all(|b| b == b'v');
        let mut value = || inline.or_else(|| toks.next()).unwrap_or("");
        match (tool, flag) {
            (_, _) if verbose => {}
            (Tool::Ior, "-w" | "-r" | "-W" | "-R") | (Tool::Mdtest, "-C" | "-T" | "-E" | "-r" | "-Y" | "-X") => {}
            (Tool::Ior, "-D") | (Tool::Mdtest, "-W" | "--saveRankPerformanceDetails") => {
                value();
            }
            (Tool::Ior, "-O") => {
                let v = value();
                if !(v.starts_with("stoneWallingWearOut") || v.starts_with("saveRankPerformanceDetailsCSV")) {
                    out.extend(["-O", v]);
                }
            }
            _ => out.push(t),
        }
    }
    out.join(" ")
}

/// The command-line options that set an identity parameter, per tool, each
/// with whether it takes a value (`-t 1m`) or is a flag (`-F`).
fn options_of(tool: Tool, key: &str) -> &'static [(&'static str, bool)] {
    match (tool, key) {
        (Tool::Ior, "api") => &[("-a", true), ("--api", true)],
        (Tool::Ior, "file_per_proc") => &[("-F", false), ("--filePerProc", false)],
        (Tool::Ior, "transfer_size") => &[("-t", true), ("--transferSize", true)],
        (Tool::Ior, "block_size") | (Tool::Mdtest, "branching_factor") => &[("-b", true), ("--blockSize", true)],
        (Tool::Ior, "segments") => &[("-s", true), ("--segmentCount", true)],
        (Tool::Mdtest, "items_per_task") => &[("-n", true)],
        (Tool::Mdtest, "files_per_directory") => &[("-I", true)],
        (Tool::Mdtest, "depth") => &[("-z", true)],
        (Tool::Mdtest, "file_size") => &[("-w", true), ("-e", true)],
        (Tool::Mdtest, "stride") => &[("-N", true)],
        (Tool::Mdtest, "unique_dir_per_task") => &[("-u", false)],
        (Tool::Mdtest, "files_only") => &[("-F", false)],
        (Tool::Mdtest, "dirs_only") => &[("-D", false)],
        (Tool::Iozone, "file_size") | (Tool::Elbencho, "file_size") => &[("-s", true), ("--size", true)],
        (Tool::Iozone, "record_size") => &[("-r", true)],
        (Tool::Iozone, "o_direct") => &[("-I", false)],
        (Tool::Elbencho, "block_size") => &[("-b", true), ("--block", true)],
        (Tool::Elbencho, "random") => &[("--rand", false)],
        (Tool::Elbencho, "direct") => &[("--direct", false)],
        _ => &[],
    }
}

/// A normalised command line without the options that set parameter `key`
/// (`-t 1m` for IOR's `transfer_size`): what `ingest --join-across` compares.
pub(super) fn without_option(tool: Tool, command: &str, key: &str) -> String {
    without(command, options_of(tool, key))
}

/// A command line without `options`, each with whether it takes a value
/// (`-t 1m`, `-t=1m`) or is a flag.
pub(super) fn without(command: &str, options: &[(&str, bool)]) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut toks = command.split_whitespace();
    while let Some(t) = toks.next() {
        let flag = t.split_once('=').map_or(t, |(f, _)| f);
        match options.iter().find(|(o, _)| *o == flag) {
            Some((_, true)) if flag == t => {
                toks.next();
            }
            Some(_) => {}
            None => out.push(t),
        }
    }
    out.join(" ")
}

/// The workload of one run.
pub(crate) fn workload_of(run: &RawRun) -> Workload {
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
pub(super) fn size_token(bytes: &str) -> Option<String> {
    let b: u64 = bytes.parse().ok()?;
    for (shift, suffix) in [(40, "t"), (30, "g"), (20, "m"), (10, "k")] {
        let m = 1u64 << shift;
        if b >= m && b.is_multiple_of(m) {
            return Some(format!("{}{suffix}", b / m));
        }
    }
    Some(b.to_string())
}

/// Whether an IOzone workload is auto mode: its table, from `-a` or `-A`.
pub(super) fn is_auto(w: &Workload) -> bool {
    w.tool == Tool::Iozone
        && w.params.get("mode").is_some_and(|m| m == "table")
        && (w.command.as_deref()).is_some_and(|c| c.split_whitespace().any(|t| t == "-a" || t == "-A"))
}

fn flag(w: &Workload, key: &str) -> bool {
    matches!(w.params.get(key).map(String::as_str), Some("true" | "1" | "yes"))
}

/// The id's words: tool, access pattern and the size that matters most.
pub(super) fn base_id(w: &Workload, random: bool) -> String {
    let size = |k: &str| w.params.get(k).and_then(|v| size_token(v));
    let mut parts: Vec<String> = vec![w.tool.name().to_ascii_lowercase()];
    match w.tool {
        Tool::Ior => {
            // IOR's CSV states no access pattern: unknown, never guessed.
            parts.push(match w.params.get("file_per_proc") {
                None => "access-unknown".into(),
                Some(_) if flag(w, "file_per_proc") => "fpp".into(),
                Some(_) => "shared".into(),
            });
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
        // Auto mode (`-a`) is a grid of every test over file and record
        // sizes, sequential and random alike: `iozone-auto`.
        Tool::Iozone if is_auto(w) => parts.push("auto".into()),
        Tool::Iozone => {
            parts.push(if random { "random" } else { "seq" }.into());
            parts.extend(size("record_size"));
        }
        Tool::Io500 => parts.extend(w.params.get("metric").cloned()),
        Tool::Mdtest if flag(w, "dirs_only") => parts.push("dirs".into()),
        Tool::Mdtest => parts.push(size("file_size").filter(|s| s != "0").unwrap_or_else(|| "empty".into())),
    }
    sanitise(&parts.join("-"))
}

/// The size after the transfer size that shapes a workload, as an id word:
/// IOR's block per process (`b16m`), fio's, IOzone's and elbencho's file (`f64m`).
pub(super) fn second_size(w: &Workload) -> Option<String> {
    let size = |k: &str| w.params.get(k).and_then(|v| size_token(v));
    match w.tool {
        Tool::Ior => size("block_size").map(|s| format!("b{s}")),
        Tool::Fio | Tool::Iozone | Tool::Elbencho => size("file_size").map(|s| format!("f{s}")),
        Tool::Mdtest | Tool::Io500 => None,
    }
}

/// Lowercase `[a-z0-9-]`, no doubled or edge dashes, at most 48 bytes.
pub(super) fn sanitise(s: &str) -> String {
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

/// The first IO500 date stamp in `s` (`2018.08.28-11.51.37`: IO500 names a
/// run's result and data folders so) and where it ends.
pub(crate) fn io500_stamp(s: &str) -> Option<(&str, usize)> {
    let b = s.as_bytes();
    (0..b.len().saturating_sub(18)).find_map(|i| {
        let ok = b[i..i + 19].iter().enumerate().all(|(k, c)| match k {
            4 | 7 | 13 | 16 => *c == b'.',
            10 => *c == b'-',
            _ => c.is_ascii_digit(),
        });
        ok.then(|| (&s[i..i + 19], i + 19))
    })
}

/// An IOR or mdtest workload of an IO500 run: its IO500 name (`ior-easy`,
/// `mdtest-hard`, `ior-rnd4k-easy`) and the run's date stamp, both from the
/// command line: the name from the per-phase CSV the C app names after the
/// phase (`…/ior-easy-write.csv`), else from the folder under the stamp's
/// (the script's `…/io500.2018.08.28-11.51.37/mdt_easy`).
pub(super) fn io500_run(w: &Workload) -> Option<(String, &str)> {
    let cmd = (w.command.as_deref()).filter(|_| matches!(w.tool, Tool::Ior | Tool::Mdtest))?;
    let (stamp, end) = io500_stamp(cmd)?;
    let csv = (cmd.split_whitespace())
        .find_map(|t| t.split_once("saveRankPerformanceDetails"))
        .and_then(|(_, v)| v.rsplit('/').next()?.strip_suffix(".csv")?.rsplit_once('-'))
        .map(|(name, _phase)| name);
    let name = csv.or_else(|| cmd[end..].split_once('/')?.1.split(['/', ' ']).next())?;
    let name = name.to_ascii_lowercase().replace('_', "-");
    let name = (name.strip_prefix("mdt-")).map_or(name.clone(), |r| format!("mdtest-{r}"));
    (name.starts_with("ior-") || name.starts_with("mdtest-")).then_some((name, stamp))
}
/// Runs of one workload, in input order, folded: what the grouping lines
/// and the table need of them.
pub(crate) struct Group {
    /// Benchmark id derived from the parameters (unique among the groups).
    pub(crate) id: String,
    pub(crate) workload: Workload,
    /// Indices into the runs given to `workload::group` (none when folded by a
    /// `Grouping` that does not keep them).
    pub(crate) runs: Vec<usize>,
    /// How many runs.
    pub(crate) count: usize,
    /// Whether a run is of random access (an operation `random…` or a
    /// random ordering): the id says so.
    pub(super) random: bool,
    /// An IO500 summary's date stamp: its `date` param, else one in its path
    /// (the C app's `results/2025.11.07-04.51.46/result_summary.txt`).
    pub(super) stamp: Option<String>,
    /// The workload's results table, run by run.
    pub(crate) table: TableAcc,
}

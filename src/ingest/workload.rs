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

use super::identity::{
    base_id, io500_run, io500_stamp, is_random, same_workload, sanitise, second_size, size_token, without_option,
    without_phases,
};
pub(crate) use super::identity::{normalise_command, workload_of, Workload};
use super::raw::{RawRun, Tool};
use super::source::SourceRun;
use super::table::TableAcc;
use std::path::Path;

/// Runs of one workload, in input order, folded: what the grouping lines
/// and the table need of them.
pub(crate) struct Group {
    /// Benchmark id derived from the parameters (unique among the groups).
    pub(crate) id: String,
    pub(crate) workload: Workload,
    /// Indices into the runs given to [`group`] (none when folded by a
    /// [`Grouping`] that does not keep them).
    pub(crate) runs: Vec<usize>,
    /// How many runs.
    pub(crate) count: usize,
    /// Whether a run is of random access (an operation `random…` or a
    /// random ordering): the id says so.
    random: bool,
    /// An IO500 summary's date stamp: its `date` param, else one in its path
    /// (the C app's `results/2025.11.07-04.51.46/result_summary.txt`).
    stamp: Option<String>,
    /// The workload's results table, run by run.
    pub(crate) table: TableAcc,
}

/// What the user says detection cannot decide (`ingest --split-by`,
/// `--join-across`): parameters (as the logs' runs name them) whose values
/// set runs apart, or do not.
#[derive(Debug, Clone, Default)]
pub(crate) struct Overrides {
    /// Runs that differ in one of these are different workloads.
    pub(crate) split: Vec<String>,
    /// Workloads that differ only in these (and in their options on the
    /// command line) are one.
    pub(crate) join: Vec<String>,
}

/// Runs grouped by workload as they are read, in order of first
/// appearance; [`Grouping::finish`] names the groups.
#[derive(Default)]
pub(crate) struct Grouping {
    groups: Vec<Group>,
    overrides: Overrides,
    /// With overrides: every parameter name the runs state, to name one
    /// that none does.
    stated: std::collections::BTreeSet<String>,
    /// Keep each group's run indices (`--into` reads the runs again).
    keep: bool,
    runs: usize,
    /// The last command line met, its tool and its normal form: the runs of
    /// a log repeat one command line, normalised once.
    last_command: Option<(String, Tool, String)>,
}

impl Grouping {
    pub(crate) fn new(keep_indices: bool) -> Grouping {
        Grouping {
            keep: keep_indices,
            ..Grouping::default()
        }
    }

    /// The grouping with the user's [`Overrides`].
    pub(crate) fn with(keep_indices: bool, overrides: &Overrides) -> Grouping {
        Grouping {
            overrides: overrides.clone(),
            ..Grouping::new(keep_indices)
        }
    }

    /// An override that names a parameter no run states: the message.
    pub(crate) fn unknown_override(&self) -> Option<String> {
        let o = &self.overrides;
        let flags = (o.split.iter().map(|k| ("--split-by", k))).chain(o.join.iter().map(|k| ("--join-across", k)));
        let names = || self.stated.iter().map(String::as_str).collect::<Vec<_>>().join(", ");
        // `version` and `command` are what a refusal lists when no
        // parameter tells workloads apart: they can be joined across too.
        let known = |k: &str| matches!(k, "version" | "command") || self.stated.contains(k);
        flags
            .filter(|(_, k)| !known(k))
            .map(|(flag, k)| format!("{flag} {k}: no log states a parameter '{k}'; they state: {}", names()))
            .next()
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
        let found = if self.overrides.split.is_empty() && self.overrides.join.is_empty() {
            (self.groups.iter()).position(|g| same_workload(&g.workload, run, command))
        } else {
            self.find_overridden(run)
        };
        let at = match found {
            Some(at) => at,
            None => {
                self.groups.push(Group {
                    id: String::new(),
                    workload: self.workload(run),
                    runs: Vec::new(),
                    count: 0,
                    random: false,
                    stamp: None,
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
        g.random |= is_random(run);
        if run.tool == Tool::Io500 && g.stamp.is_none() {
            let path = path.to_string_lossy();
            let stamp = (run.params.get("date").map(String::as_str)).or_else(|| io500_stamp(&path).map(|s| s.0));
            g.stamp = stamp.map(str::to_string);
        }
        g.table.add(run, path);
    }

    /// The run's workload: with `--split-by`, holding the parameters named.
    fn workload(&self, run: &RawRun) -> Workload {
        let mut w = workload_of(run);
        for k in &self.overrides.split {
            if let Some(v) = run.params.get(k) {
                w.params.insert(k.clone(), v.clone());
            }
        }
        w
    }

    /// [`Grouping::add`]'s search with overrides, kept out of its path
    /// without them (it runs once per run): the group of the run's
    /// [`workload`](Grouping::workload), and the parameter names noted.
    #[inline(never)]
    fn find_overridden(&mut self, run: &RawRun) -> Option<usize> {
        self.stated.extend(run.params.keys().cloned());
        let w = self.workload(run);
        self.groups.iter().position(|g| g.workload == w)
    }

    /// Appends the runs folded into `later`, as if they had been folded
    /// into `self` after its own.
    pub(crate) fn merge(&mut self, later: Grouping) {
        let offset = self.runs;
        self.runs += later.runs;
        self.stated.extend(later.stated);
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
            g.random |= lg.random;
            g.stamp = g.stamp.take().or(lg.stamp);
            g.table.merge(lg.table);
        }
    }

    /// The groups, phases of one workload joined ([`join_phases`]) and so
    /// are the points of a fixed-total-work sweep ([`join_sweeps`]), each
    /// with its id (see [`name`]).
    pub(crate) fn finish(self) -> Vec<Group> {
        let mut groups = self.groups;
        join_across(&mut groups, &self.overrides.join);
        join_phases(&mut groups);
        join_sweeps(&mut groups);
        name(&mut groups);
        groups
    }
}

/// Joins the groups that are phases of one workload into the first of
/// them: IOR or mdtest runs whose command lines differ only in the options
/// that choose phases ([`without_phases`]) and that measured different
/// operations, such as IO500's `ior-easy-write` and `ior-easy-read` or its
/// four mdtest-hard phases. Each phase becomes a column of one table; runs
/// that measured one operation twice stay apart (they would be averaged).
fn join_phases(groups: &mut Vec<Group>) {
    let key = |g: &Group| {
        let w = &g.workload;
        let cmd = w
            .command
            .as_deref()
            .filter(|_| matches!(w.tool, Tool::Ior | Tool::Mdtest))?;
        Some((
            w.tool,
            w.tool_version.clone(),
            w.params.clone(),
            without_phases(w.tool, cmd),
        ))
    };
    let keys: Vec<_> = groups.iter().map(key).collect();
    let mut ops: Vec<Vec<String>> = groups.iter().map(|g| g.table.operations().to_vec()).collect();
    let mut joined: Vec<Option<usize>> = vec![None; groups.len()];
    for k in 1..groups.len() {
        joined[k] = (0..k).find(|&j| {
            joined[j].is_none() && keys[k].is_some() && keys[j] == keys[k] && !ops[k].iter().any(|o| ops[j].contains(o))
        });
        if let Some(j) = joined[k] {
            // Later phases may join the same first one: its operations grow.
            let mine = std::mem::take(&mut ops[k]);
            ops[j].extend(mine);
        }
    }
    // The phases of a joined workload in the order they run (write, stat,
    // read, remove), whatever the order of their files: its columns, and
    // its runs for `--into`.
    for j in 0..groups.len() {
        let mut phases: Vec<usize> = (j..groups.len()).filter(|&k| k == j || joined[k] == Some(j)).collect();
        if phases.len() < 2 {
            continue;
        }
        phases.sort_by_key(|&k| groups[k].table.operations().iter().map(|o| phase_rank(o)).min());
        let (mut table, mut runs) = (TableAcc::default(), Vec::new());
        for &k in &phases {
            table.merge(std::mem::take(&mut groups[k].table));
            runs.append(&mut groups[k].runs);
        }
        let (count, random) = phases
            .iter()
            .fold((0, false), |(c, r), &k| (c + groups[k].count, r || groups[k].random));
        let first = &mut groups[j];
        (first.table, first.runs, first.count, first.random) = (table, runs, count, random);
    }
    let mut k = groups.len();
    while k > 0 {
        k -= 1;
        if joined[k].is_some() {
            groups.remove(k);
        }
    }
}

/// Where an operation's phase comes in a run: creation, stat, read, removal.
fn phase_rank(op: &str) -> u8 {
    match op.trim_start_matches("dir-").trim_start_matches("tree-") {
        "write" | "create" => 0,
        "stat" => 1,
        "remove" => 3,
        _ => 2,
    }
}

/// Groups runs by workload, in order of first appearance, and gives each
/// group a unique id (see [`Grouping`]).
#[cfg(test)]
pub(crate) fn group(runs: &[SourceRun]) -> Vec<Group> {
    group_with(runs, &Overrides::default()).unwrap_or_default()
}

/// [`group`] with the user's [`Overrides`]; an error names an override
/// parameter that no run states.
pub(crate) fn group_with(runs: &[SourceRun], overrides: &Overrides) -> Result<Vec<Group>, String> {
    let mut grouping = Grouping::with(true, overrides);
    for r in runs {
        grouping.add(&r.run, &r.path);
    }
    match grouping.unknown_override() {
        Some(e) => Err(e),
        None => Ok(grouping.finish()),
    }
}

/// Joins the groups whose workloads differ only in the parameters `keys`
/// (`--join-across`) and in those parameters' options on their command
/// lines ([`without_option`]) into the first of them: the user says these
/// parameters do not set the runs apart, so runs at one thread count are
/// iterations. `version` and `command` join across the tool version and
/// the whole command line. The joined workload no longer names them.
fn join_across(groups: &mut Vec<Group>, keys: &[String]) {
    if keys.is_empty() {
        return;
    }
    let joined: Vec<Workload> = (groups.iter())
        .map(|g| {
            let mut w = g.workload.clone();
            for k in keys {
                match k.as_str() {
                    "version" => w.tool_version = None,
                    "command" => w.command = None,
                    _ => {
                        w.params.remove(k);
                        w.command = w.command.map(|c| without_option(w.tool, &c, k));
                    }
                }
            }
            w
        })
        .collect();
    let mut gone = vec![false; groups.len()];
    for k in 1..groups.len() {
        let Some(j) = (0..k).find(|&j| !gone[j] && joined[j] == joined[k]) else {
            continue;
        };
        gone[k] = true;
        let (table, runs) = (
            std::mem::take(&mut groups[k].table),
            std::mem::take(&mut groups[k].runs),
        );
        let (count, random) = (groups[k].count, groups[k].random);
        let first = &mut groups[j];
        first.table.merge(table);
        first.runs.extend(runs);
        first.count += count;
        first.random |= random;
    }
    let mut k = 0;
    groups.retain_mut(|g| {
        g.workload = joined[k].clone();
        k += 1;
        !gone[k - 1]
    });
}

/// Joins the groups that are one fixed-total-work (strong-scaling) sweep
/// into the first of them: mdtest runs whose items per task (`-n`), or IOR
/// runs whose block per task (`-b`), shrink as the task count grows so that
/// their product stays the same total, `n = ⌊total ÷ tasks⌋` (mdtest
/// scripts divide 1048576 by the task count), and that agree in everything
/// else. Each such group is one point of the series; the joined workload
/// records the total instead of the per-task size.
fn join_sweeps(groups: &mut Vec<Group>) {
    let mut sweeps: Vec<Sweep> = Vec::new();
    for (k, g) in groups.iter().enumerate() {
        let Some(mut s) = Sweep::of(g, k) else { continue };
        match sweeps.iter_mut().find(|o| o.takes(&s)) {
            Some(o) => {
                (o.lo, o.hi) = (o.lo.max(s.lo), o.hi.min(s.hi));
                o.threads.append(&mut s.threads);
                o.products.append(&mut s.products);
                o.members.push(k);
            }
            None => sweeps.push(s),
        }
    }
    let mut gone = Vec::new();
    for s in sweeps.into_iter().filter(|s| s.members.len() > 1) {
        let first = s.members[0];
        for &k in &s.members[1..] {
            let table = std::mem::take(&mut groups[k].table);
            let runs = std::mem::take(&mut groups[k].runs);
            let (count, random) = (groups[k].count, groups[k].random);
            let f = &mut groups[first];
            f.table.merge(table);
            f.count += count;
            f.runs.extend(runs);
            f.random |= random;
            gone.push(k);
        }
        // Runs stay by point, each point's in phase order (`join_phases`).
        let f = &mut groups[first];
        f.workload.params.remove(s.name);
        // The total the sweep kept: exact when every product agrees.
        let (min, max) = (s.products.iter().min(), s.products.iter().max());
        let total = match (min, max) {
            (Some(a), Some(b)) if a == b => a.to_string(),
            _ => format!("{}-{}", s.lo, s.hi - 1),
        };
        let what = if s.name == "block_size" {
            "fixed_total_bytes"
        } else {
            "fixed_total_items"
        };
        f.workload.params.insert(what.to_string(), total);
    }
    gone.sort_unstable();
    for k in gone.into_iter().rev() {
        groups.remove(k);
    }
}

/// Groups that may be one fixed-total-work sweep: what they share, the
/// total's range `[lo, hi)` that all their points allow, and the points.
struct Sweep {
    /// Tool, version, the other identity params, the command without the swept flag.
    key: (
        Tool,
        Option<String>,
        std::collections::BTreeMap<String, String>,
        Option<String>,
    ),
    /// The swept parameter (`items_per_task`, `block_size`).
    name: &'static str,
    lo: u128,
    hi: u128,
    threads: Vec<u32>,
    /// Per-task size × tasks of each point.
    products: Vec<u128>,
    members: Vec<usize>,
}

impl Sweep {
    /// Group `k` as a sweep of one group, when it is of a tool that sweeps so.
    fn of(g: &Group, k: usize) -> Option<Sweep> {
        let w = &g.workload;
        let (name, flag) = match w.tool {
            Tool::Mdtest => ("items_per_task", "-n"),
            Tool::Ior => ("block_size", "-b"),
            _ => return None,
        };
        let per_task: u128 = w.params.get(name)?.parse().ok()?;
        let mut params = w.params.clone();
        params.remove(name);
        let command = w.command.as_deref().map(|c| without_flag(c, flag));
        let threads = g.table.threads();
        let products: Vec<u128> = threads.iter().map(|&t| per_task * u128::from(t)).collect();
        // ⌊total ÷ t⌋ = per_task for every thread count t of the group.
        let lo = products.iter().copied().max()?;
        let hi = threads.iter().map(|&t| (per_task + 1) * u128::from(t)).min()?;
        Some(Sweep {
            key: (w.tool, w.tool_version.clone(), params, command),
            name,
            lo,
            hi,
            threads,
            products,
            members: vec![k],
        })
    }

    /// Whether `other` is a further point of this sweep: the same workload
    /// but for the swept size, other thread counts, a total both allow.
    fn takes(&self, other: &Sweep) -> bool {
        self.key == other.key
            && self.lo.max(other.lo) < self.hi.min(other.hi)
            && !other.threads.iter().any(|t| self.threads.contains(t))
    }
}

/// A normalised command line without `flag` and its value.
fn without_flag(command: &str, flag: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    let mut toks = command.split_whitespace();
    while let Some(t) = toks.next() {
        if t == flag {
            toks.next();
        } else if !t.strip_prefix(flag).is_some_and(|v| v.starts_with('=')) {
            out.push(t);
        }
    }
    out.join(" ")
}

/// Gives each group a unique id from its own content, never from the order
/// the logs were found in: the base id (an IO500 run's workload by its IO500
/// name, `ior-easy`); where workloads share it, the IO500 submission
/// ([`Submission::word`]) or the second size that tells them apart (IOR's
/// block, fio's and IOzone's file), then the tool version, then the identity parameters that differ (`api` → `mpiio`,
/// a flag by its name), and last a short digest of the workload.
fn name(groups: &mut [Group]) {
    let mut words: Vec<Vec<String>> = (groups.iter())
        .map(|g| vec![io500_run(&g.workload).map_or_else(|| base_id(&g.workload, g.random), |r| r.0)])
        .collect();
    let steps: [&Word; 4] = [
        &|g, _| submission(g).map(|s| s.word()).or_else(|| second_size(&g.workload)),
        &|g, _| g.workload.tool_version.clone(),
        &|g, twins| differing_params(g, twins),
        &|g, _| Some(digest(g)),
    ];
    for step in steps {
        let ids: Vec<String> = words.iter().map(|w| w.join("-")).collect();
        let mut next = words.clone();
        for (k, g) in groups.iter().enumerate() {
            let twins: Vec<&Group> = (0..groups.len())
                .filter(|&o| o != k && ids[o] == ids[k])
                .map(|o| &groups[o])
                .collect();
            if twins.is_empty() {
                continue;
            }
            let mine = step(g, &twins);
            if twins.iter().any(|t| step(t, &[g]) != mine) {
                next[k].extend(mine);
            }
        }
        words = next;
    }
    // An id is at most 48 bytes: where cutting it made two alike, the end
    // of each gives way to its digest.
    let ids: Vec<String> = words.iter().map(|w| sanitise(&w.join("-"))).collect();
    for (k, g) in groups.iter_mut().enumerate() {
        g.id = if ids.iter().filter(|id| **id == ids[k]).count() > 1 {
            let mut stem = ids[k].clone();
            stem.truncate(41);
            format!("{}-{}", stem.trim_end_matches('-'), digest(g))
        } else {
            ids[k].clone()
        };
    }
}

/// An IO500 submission's benchmark: the workload's IO500 name (`ior-easy`,
/// `io500-bandwidth`) and what tells the submission apart: the run's date
/// stamp, else (a summary that names none) the `TOTAL` of its score.
struct Submission {
    name: String,
    stamp: Option<String>,
    total: Option<String>,
}

impl Submission {
    /// The date stamp's year, month, day, hour and minute.
    fn when(&self) -> Option<[&str; 5]> {
        let d = self.stamp.as_deref()?;
        Some([&d[..4], &d[5..7], &d[8..10], &d[11..13], &d[14..16]])
    }

    /// The id word: `2018-08-28-1151`, or `score-8-46223`.
    fn word(&self) -> String {
        match self.when() {
            Some([y, m, d, h, min]) => format!("{y}-{m}-{d}-{h}{min}"),
            None => format!("score-{}", self.total.as_deref().unwrap_or("unknown")),
        }
    }

    /// The comparison's label, with the workload so that each comparison's
    /// heading is its own: `ior-easy 2018-08-28 11:51`, `io500-bandwidth
    /// (TOTAL 8.46223)`.
    fn label(&self) -> String {
        let n = &self.name;
        match self.when() {
            Some([y, m, d, h, min]) => format!("{n} {y}-{m}-{d} {h}:{min}"),
            None => format!("{n} (TOTAL {})", self.total.as_deref().unwrap_or("?")),
        }
    }
}

/// The IO500 submission of a group: an IOR or mdtest workload of a run
/// folder (see [`io500_run`]) or a summary's bandwidth or metadata phases.
fn submission(g: &Group) -> Option<Submission> {
    let w = &g.workload;
    let run = io500_run(w).map(|(name, stamp)| Submission {
        name,
        stamp: Some(stamp.to_string()),
        total: None,
    });
    run.or_else(|| {
        (w.tool == Tool::Io500).then(|| Submission {
            name: base_id(w, false),
            stamp: g.stamp.clone(),
            total: (w.params.get("score")).and_then(|s| Some(s.rsplit_once("TOTAL ")?.1.trim().to_string())),
        })
    })
}

/// A `[[comparison]]` ingest writes: an IO500 submission's benchmark against
/// the previous submission's of the same workload.
pub(crate) struct Pair {
    pub(crate) id: String,
    pub(crate) current: String,
    pub(crate) baseline: String,
    pub(crate) current_label: String,
    pub(crate) baseline_label: String,
    /// The process counts both measured: a comparison section draws only
    /// those, so a pair without one is not written.
    pub(crate) shared: Vec<u32>,
}

/// Each IO500 submission against the previous one, per workload (by IO500
/// name, in name order): in date order when every submission names its
/// date, else in order of the score's `TOTAL`, each against the next lower.
pub(crate) fn submission_pairs(groups: &[Group]) -> Vec<Pair> {
    let mut subs: Vec<(Submission, &Group)> = (groups.iter()).filter_map(|g| submission(g).map(|s| (s, g))).collect();
    let undated: Vec<String> = (subs.iter().filter(|(s, _)| s.stamp.is_none()))
        .map(|(s, _)| s.name.clone())
        .collect();
    let total = |s: &Submission| (s.total.as_deref()).and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0);
    subs.sort_by(|(x, a), (y, b)| {
        let by = if undated.contains(&x.name) {
            total(x).total_cmp(&total(y))
        } else {
            x.stamp.cmp(&y.stamp)
        };
        x.name.cmp(&y.name).then(by).then(a.id.cmp(&b.id))
    });
    (subs.windows(2))
        .filter(|w| w[0].0.name == w[1].0.name)
        .map(|w| Pair {
            id: format!("vs-{}", w[0].1.id),
            current: w[1].1.id.clone(),
            baseline: w[0].1.id.clone(),
            current_label: w[1].0.label(),
            baseline_label: w[0].0.label(),
            shared: (w[1].1.table.threads().into_iter())
                .filter(|t| w[0].1.table.threads().contains(t))
                .collect(),
        })
        .collect()
}

/// One step of [`name`]: the word a group adds, given the groups it shares
/// its id with so far.
type Word = dyn Fn(&Group, &[&Group]) -> Option<String>;

/// The identity parameters on which `g` differs from any of `twins`, as id
/// words: a true flag by its name, a number with its name (`segments-8`, a
/// size as a size), other values as they are (`mpiio`).
fn differing_params(g: &Group, twins: &[&Group]) -> Option<String> {
    let words: Vec<String> = (g.workload.params.iter())
        .filter(|(k, v)| twins.iter().any(|t| t.workload.params.get(*k) != Some(v)))
        .filter_map(|(k, v)| match v.as_str() {
            "true" | "yes" => Some(k.clone()),
            "false" | "no" => None,
            _ => Some(size_token(v).map_or_else(|| v.clone(), |n| format!("{k}-{n}"))),
        })
        .collect();
    (!words.is_empty()).then(|| words.join("-"))
}

/// Six hex digits of the workload's SHA-256: the last word of an id when
/// nothing readable tells two workloads apart (commands that differ in an
/// option no parameter records).
fn digest(g: &Group) -> String {
    use sha2::{Digest, Sha256};
    // Spelled out, not `Debug`: the id is saved in report.toml, so its
    // digest must not move with the compiler's formatting. (Ingest does no
    // I/O, so fsx's hex writer is not in reach; the digest prints itself.)
    let w = &g.workload;
    let mut h = Sha256::new();
    for part in [w.tool.name(), w.tool_version.as_deref().unwrap_or("")] {
        h.update(part.as_bytes());
        h.update([0]);
    }
    for (k, v) in &w.params {
        h.update(format!("{k}={v}").as_bytes());
        h.update([0]);
    }
    h.update(w.command.as_deref().unwrap_or("").as_bytes());
    h.update([u8::from(g.random)]);
    format!("{:x}", h.finalize())[..6].to_string()
}

/// One line per group for the terminal: id, tool, runs, thread counts,
/// operations, the parameters that set it apart from the others and, for an
/// IO500 submission after another, the one it is compared with.
pub(crate) fn describe(groups: &[Group]) -> Vec<String> {
    let pairs = submission_pairs(groups);
    groups
        .iter()
        .map(|g| {
            let (threads, ops) = (g.table.threads(), g.table.operations());
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
            // An IO500 submission after another: `--into` compares them.
            if let Some(p) = pairs.iter().find(|p| p.current == g.id) {
                let not = if p.shared.is_empty() {
                    "not compared (no process count in common)"
                } else {
                    "compared"
                };
                line.push_str(&format!(
                    "; {}, {not} with {} ({})",
                    p.current_label, p.baseline, p.baseline_label
                ));
            }
            line
        })
        .collect()
}

/// What sets the groups apart, one line per parameter whose values differ
/// (the version and the identity parameters, else the command line), each
/// value with the ids that have it: `items_per_task: 43690 (mdtest-a), 21845
/// (mdtest-b)`.
pub(crate) fn differences(groups: &[Group]) -> Vec<String> {
    let value = |g: &Group, k: &str| match k {
        "version" => g.workload.tool_version.clone(),
        "command" => g.workload.command.clone(),
        _ => g.workload.params.get(k).cloned(),
    };
    let mut keys: Vec<&str> = vec!["version"];
    for g in groups {
        keys.extend(g.workload.params.keys().map(String::as_str));
    }
    keys.sort();
    keys.dedup();
    let line = |k: &str| {
        let mut seen: Vec<(Option<String>, Vec<&str>)> = Vec::new();
        for g in groups {
            let v = value(g, k);
            match seen.iter_mut().find(|(x, _)| *x == v) {
                Some((_, ids)) => ids.push(&g.id),
                None => seen.push((v, vec![&g.id])),
            }
        }
        (seen.len() > 1).then(|| {
            let values: Vec<String> = (seen.iter())
                .map(|(v, ids)| format!("{} ({})", v.as_deref().unwrap_or("not set"), ids.join(", ")))
                .collect();
            format!("{k}: {}", values.join(", "))
        })
    };
    let out: Vec<String> = keys.iter().filter_map(|k| line(k)).collect();
    if out.is_empty() {
        line("command").into_iter().collect()
    } else {
        out
    }
}

/// `word` or `words` by count (English terminal output).
pub(crate) fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
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

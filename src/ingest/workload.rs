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

use super::describe::submission;
pub(crate) use super::describe::{describe, differences, submission_pairs, Pair};
pub(crate) use super::identity::Group;
use super::identity::{base_id, io500_run, io500_stamp, is_random, same_workload, sanitise, second_size, size_token};
pub(crate) use super::identity::{normalise_command, workload_of, Workload};
use super::join::{join_across, join_phases, join_sweeps};
use super::raw::{RawRun, Tool};
use super::source::SourceRun;
use super::table::TableAcc;
use std::path::Path;

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
        let at = found.unwrap_or_else(|| {
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
        });
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

#[cfg(test)]
#[path = "workload_tests.rs"]
mod tests;

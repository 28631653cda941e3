//! Joining groups of runs that detection first set apart but that are one
//! benchmark: the phases of one IOR or mdtest workload (IO500's write and
//! read), what the user joins across (`--join-across`), and fixed-total-work
//! (strong-scaling) sweeps. Called by [`Grouping::finish`](super::workload::Grouping::finish).

use super::identity::{without, without_option, without_phases, Group, Workload};
use super::raw::Tool;
use super::table::TableAcc;
use std::collections::BTreeMap;

/// Joins the groups that are phases of one workload into the first of
/// them: IOR or mdtest runs whose command lines differ only in the options
/// that choose phases ([`without_phases`]) and that measured different
/// operations, such as IO500's `ior-easy-write` and `ior-easy-read` or its
/// four mdtest-hard phases. Each phase becomes a column of one table; runs
/// that measured one operation twice stay apart (they would be averaged).
pub(super) fn join_phases(groups: &mut Vec<Group>) {
    let key = |g: &Group| {
        let w = &g.workload;
        let cmd = (w.command.as_deref()).filter(|_| matches!(w.tool, Tool::Ior | Tool::Mdtest))?;
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
    let mut k = 0;
    groups.retain(|_| {
        k += 1;
        joined[k - 1].is_none()
    });
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

/// Joins the groups whose workloads differ only in the parameters `keys`
/// (`--join-across`) and in those parameters' options on their command
/// lines ([`without_option`]) into the first of them: the user says these
/// parameters do not set the runs apart, so runs at one thread count are
/// iterations. `version` and `command` join across the tool version and
/// the whole command line. The joined workload no longer names them.
pub(super) fn join_across(groups: &mut Vec<Group>, keys: &[String]) {
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
        absorb(groups, j, k);
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
pub(super) fn join_sweeps(groups: &mut Vec<Group>) {
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
            absorb(groups, first, k);
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

/// Folds group `k` into group `j`: its table, runs, count and randomness.
fn absorb(groups: &mut [Group], j: usize, k: usize) {
    let Ok([first, g]) = groups.get_disjoint_mut([j, k]) else {
        return;
    };
    first.table.merge(std::mem::take(&mut g.table));
    first.runs.append(&mut g.runs);
    first.count += g.count;
    first.random |= g.random;
}

/// Groups that may be one fixed-total-work sweep: what they share, the
/// total's range `[lo, hi)` that all their points allow, and the points.
struct Sweep {
    /// Tool, version, the other identity params, the command without the swept flag.
    key: (Tool, Option<String>, BTreeMap<String, String>, Option<String>),
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
        let command = w.command.as_deref().map(|c| without(c, &[(flag, true)]));
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

//! What ingest says of its groups: one line per group for the terminal, the
//! parameters that set groups apart, and the IO500 submissions compared
//! with each other (the `[[comparison]]` entries `ingest --into` writes).

use super::identity::{base_id, io500_run, Group};
use super::raw::Tool;
use crate::model::pairing::across_scales;
use std::collections::BTreeSet;

/// An IO500 submission's benchmark: the workload's IO500 name (`ior-easy`,
/// `io500-bandwidth`) and what tells the submission apart: the run's date
/// stamp, else (a summary that names none) the `TOTAL` of its score, and
/// the IO500 release its summary names (`io500-isc21`).
pub(super) struct Submission {
    name: String,
    stamp: Option<String>,
    total: Option<String>,
    release: Option<String>,
}

impl Submission {
    /// The date stamp's year, month, day, hour and minute.
    fn when(&self) -> Option<[&str; 5]> {
        let d = self.stamp.as_deref()?;
        Some([&d[..4], &d[5..7], &d[8..10], &d[11..13], &d[14..16]])
    }

    /// The id word: `2018-08-28-1151`, or `score-8-46223`.
    pub(super) fn word(&self) -> String {
        match self.when() {
            Some([y, m, d, h, min]) => format!("{y}-{m}-{d}-{h}{min}"),
            None => format!("score-{}", self.total.as_deref().unwrap_or("unknown")),
        }
    }

    /// The comparison's label, with the workload so that each comparison's
    /// heading is its own: `ior-easy 2018-08-28 11:51`, `io500-bandwidth
    /// io500-isc21 (TOTAL 5.219629)`.
    fn label(&self) -> String {
        let n = &self.name;
        match (self.when(), &self.release) {
            (Some([y, m, d, h, min]), _) => format!("{n} {y}-{m}-{d} {h}:{min}"),
            (None, r) => {
                let r = r.as_deref().map_or(String::new(), |r| format!(" {r}"));
                format!("{n}{r} (TOTAL {})", self.total.as_deref().unwrap_or("?"))
            }
        }
    }

    /// The IO500 list its release was made for, as (year, ISC before SC):
    /// `io500-isc21` → (21, 0), `io500-sc23_v1` → (23, 1).
    fn list(&self) -> Option<(u32, u8)> {
        let r = self.release.as_deref()?.strip_prefix("io500-")?;
        let (sc, rest) = match r.strip_prefix("isc") {
            Some(rest) => (0, rest),
            None => (1, r.strip_prefix("sc")?),
        };
        Some((rest.get(..2)?.parse().ok()?, sc))
    }
}

/// The IO500 submission of a group: an IOR or mdtest workload of a run
/// folder (see [`io500_run`]) or a summary's bandwidth or metadata phases.
pub(super) fn submission(g: &Group) -> Option<Submission> {
    let w = &g.workload;
    let run = io500_run(w).map(|(name, stamp)| Submission {
        name,
        stamp: Some(stamp.to_string()),
        total: None,
        release: None,
    });
    run.or_else(|| {
        (w.tool == Tool::Io500).then(|| Submission {
            name: base_id(w, false),
            stamp: g.stamp.clone(),
            total: (w.params.get("score")).and_then(|s| Some(s.rsplit_once("TOTAL ")?.1.trim().to_string())),
            release: (w.tool_version.as_deref()).and_then(|v| Some(v.split_whitespace().next()?.to_string())),
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
    /// Why a comparison section could not compare them, when it could not
    /// (it can when they share a process count, or each ran at one, see
    /// [`across_scales`]): such a pair is not written.
    pub(crate) refused: Option<&'static str>,
    /// Each at one process count, not the same: `[baseline, current]`.
    pub(crate) across: Option<[u32; 2]>,
    /// Nothing tells which ran first (no date, no distinct release): the
    /// lower score is the baseline.
    pub(crate) order_unknown: bool,
}

/// Each IO500 submission against the previous one, per workload (by IO500
/// name, in name order): in date order when every submission names its
/// date, else in order of the IO500 list each release was made for when
/// every one names a release of its own, else in order of the score's
/// `TOTAL`, each against the next lower, the order marked unknown.
pub(crate) fn submission_pairs(groups: &[Group]) -> Vec<Pair> {
    let subs: Vec<(Submission, &Group)> = (groups.iter()).filter_map(|g| submission(g).map(|s| (s, g))).collect();
    // Per workload: 0 by date, 1 by list, 2 by score.
    let order = |name: &str| {
        let same: Vec<&Submission> = subs.iter().map(|s| &s.0).filter(|s| s.name == name).collect();
        let lists: BTreeSet<_> = same.iter().map(|s| s.list()).collect();
        match same.iter().all(|s| s.stamp.is_some()) {
            true => 0,
            false if lists.len() == same.len() && lists.iter().all(Option::is_some) => 1,
            false => 2,
        }
    };
    let orders: Vec<u8> = subs.iter().map(|(s, _)| order(&s.name)).collect();
    let total = |s: &Submission| (s.total.as_deref()).and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0);
    let mut subs: Vec<_> = subs.into_iter().zip(orders).collect();
    subs.sort_by(|((x, a), o), ((y, b), _)| {
        let by = match o {
            0 => x.stamp.cmp(&y.stamp),
            1 => x.list().cmp(&y.list()),
            _ => total(x).total_cmp(&total(y)),
        };
        x.name.cmp(&y.name).then(by).then(a.id.cmp(&b.id))
    });
    (subs.windows(2))
        .filter(|w| w[0].0 .0.name == w[1].0 .0.name)
        .map(|w| {
            let (((base, b), order), ((cur, c), _)) = (&w[0], &w[1]);
            let (bt, ct) = (b.table.threads(), c.table.threads());
            // A summary without `procs` is put at 1 process: not a count.
            let stated = |g: &Group, t: &[u32]| g.workload.tool != Tool::Io500 || t != [1];
            let stated = stated(b, &bt) && stated(c, &ct);
            let across = across_scales(&bt, &ct).filter(|_| stated);
            let refused = match () {
                _ if across.is_some() || ct.iter().any(|t| bt.contains(t)) => None,
                _ if !stated => Some("an IO500 summary states no process count"),
                _ => Some("no process count in common, and a side at several"),
            };
            Pair {
                id: format!("vs-{}", b.id),
                current: c.id.clone(),
                baseline: b.id.clone(),
                current_label: cur.label(),
                baseline_label: base.label(),
                refused,
                across,
                order_unknown: *order == 2,
            }
        })
        .collect()
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
                let not = (p.refused).map_or("compared".into(), |why| format!("not compared ({why})"));
                let (label, base, base_label) = (&p.current_label, &p.baseline, &p.baseline_label);
                line.push_str(&format!("; {label}, {not} with {base} ({base_label})"));
                if let Some([b, c]) = p.across {
                    line.push_str(&format!(", {c} processes against {b}"));
                }
                if p.order_unknown {
                    line.push_str(", order unknown: the lower score as the reference");
                }
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
    let params = groups.iter().flat_map(|g| g.workload.params.keys().map(String::as_str));
    let keys: BTreeSet<&str> = params.chain(["version"]).collect();
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
    let keys: BTreeSet<&String> = (others.iter().chain([&g]))
        .flat_map(|o| o.workload.params.keys())
        .collect();
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

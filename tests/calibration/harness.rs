//! The diff gate on real repeated runs: each data set is a folder of
//! `run-NN/` folders, each holding the logs of one run of the same commands
//! (tests/calibration/SOURCES.md says where each set comes from). Every run
//! is ingested as a user would (`pixreport new`, `ingest --into`), then runs
//! are compared with `diff` as CI does: one against another, with and
//! without a history of earlier runs. Nothing changed between the runs, so
//! every regression is a false alarm; to measure detection, one operation
//! of the current run is made worse by a known factor.
//!
//! Shared by `examples/calibrate_real.rs` (the table in docs/diff-method.md)
//! and the fixed-seed slice in the integration tests; each uses a part of
//! it, hence the allowance below.
#![allow(dead_code)]

use pixreport::diff::{diff, Diff, Verdict, DEFAULT_THRESHOLD};
use pixreport::model::{Benchmark, Direction, Run};
use pixreport::rng::SplitMix64;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// One data set: its runs in time order.
pub struct Set {
    pub name: String,
    pub runs: Vec<Run>,
}

impl Set {
    /// Points of one run (the size of the report the gate judges).
    pub fn points(&self) -> usize {
        self.runs[0]
            .benchmarks
            .iter()
            .flat_map(|b| &b.series)
            .map(|s| s.points.len())
            .sum()
    }
}

/// The data sets under `root`, in name order.
pub fn set_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|d| {
            d.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    dirs.sort();
    dirs
}

/// Ingests the first `max_runs` `run-*` folders of `dir`, each into its own
/// project under `scratch`, and reads them back as runs.
pub fn load_set(dir: &Path, scratch: &Path, max_runs: usize) -> anyhow::Result<Set> {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut run_dirs: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir() && p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("run-")))
        .collect();
    run_dirs.sort();
    run_dirs.truncate(max_runs);
    let mut runs = Vec::new();
    for r in &run_dirs {
        let project = scratch.join(&name).join(r.file_name().unwrap_or_default());
        pixreport::commands::new::run(&project)?;
        let report = project.join("my-report");
        let opts = pixreport::commands::ingest::IngestOptions {
            inputs: vec![r.clone()],
            into: Some(report.clone()),
            force: true,
            ..Default::default()
        };
        pixreport::commands::ingest::run(&opts).map_err(|e| anyhow::anyhow!("{}: {e:#}", r.display()))?;
        let (side, _) = pixreport::diff::input::read_full_sides(&report, &report, None)?;
        let mut run = side.run;
        run.origin = r.display().to_string();
        runs.push(run);
    }
    anyhow::ensure!(runs.len() >= 2, "{}: fewer than two runs", dir.display());
    Ok(Set { name, runs })
}

/// `benchmark/operation` of a series, grid cells under their operation
/// (`read-fs65536-rs4096` → `read`), as the gate groups them.
pub fn group_of(bench: &str, op: &str) -> String {
    pixreport::diff::operation_group(bench, op)
}

/// Each operation's run-to-run CV: per point, the CV of its value (the
/// mean of its iterations) over all runs; the median over the points.
pub fn operation_cv(set: &Set) -> BTreeMap<String, f64> {
    operation_cv_of(set, &[], 0.5)
}

/// Each operation's run-to-run CV measured on the runs other than `skip`
/// (the two compared, so that what is declared was not measured on them):
/// per point the CV of its value over those runs, the `q` quantile over the
/// operation's points.
pub fn operation_cv_of(set: &Set, skip: &[usize], q: f64) -> BTreeMap<String, f64> {
    let mut per_point: BTreeMap<(String, String, u32), Vec<f64>> = BTreeMap::new();
    for (_, run) in set.runs.iter().enumerate().filter(|(i, _)| !skip.contains(i)) {
        for b in &run.benchmarks {
            for s in &b.series {
                for p in &s.points {
                    if p.iterations.is_empty() {
                        continue;
                    }
                    let v = p.iterations.iter().sum::<f64>() / p.iterations.len() as f64;
                    per_point
                        .entry((b.id.clone(), s.operation.clone(), p.threads))
                        .or_default()
                        .push(v);
                }
            }
        }
    }
    let mut cvs: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for ((b, op, _), v) in per_point {
        if v.len() < 2 {
            continue;
        }
        let m = v.iter().sum::<f64>() / v.len() as f64;
        let sd = (v.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (v.len() - 1) as f64).sqrt();
        if m > 0.0 {
            cvs.entry(group_of(&b, &op)).or_default().push(sd / m);
        }
    }
    cvs.into_iter()
        .map(|(g, mut v)| {
            v.sort_by(f64::total_cmp);
            let at = ((v.len() - 1) as f64 * q).round() as usize;
            (g, v[at])
        })
        .collect()
}

/// Runs picked for one comparison: earlier runs, then the baseline and the
/// current run, in time order.
pub struct Split {
    pub history: Vec<usize>,
    pub baseline: usize,
    pub current: usize,
}

/// Up to `n` comparisons with `history` earlier runs each: `history + 2`
/// distinct runs in time order. Every such choice when there are at most
/// `n` of them, otherwise `n` drawn from `seed`.
pub fn splits(runs: usize, history: usize, n: usize, seed: u64) -> Vec<Split> {
    let k = history + 2;
    let to_split = |chosen: &[usize]| Split {
        history: chosen[..history].to_vec(),
        baseline: chosen[history],
        current: chosen[history + 1],
    };
    if runs < k {
        return Vec::new();
    }
    let mut all = Vec::new();
    combinations(runs, k, &mut Vec::new(), &mut all, n + 1);
    if all.len() <= n {
        return all.iter().map(|c| to_split(c)).collect();
    }
    let mut rng = SplitMix64(seed);
    (0..n)
        .map(|_| {
            let mut pick: Vec<usize> = (0..runs).collect();
            for i in 0..k {
                let j = i + (rng.next_u64() % (runs - i) as u64) as usize;
                pick.swap(i, j);
            }
            let mut chosen = pick[..k].to_vec();
            chosen.sort_unstable();
            to_split(&chosen)
        })
        .collect()
}

/// The `k`-element subsets of `0..runs` in order, stopping after `limit`.
fn combinations(runs: usize, k: usize, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>, limit: usize) {
    if out.len() >= limit {
        return;
    }
    if prefix.len() == k {
        out.push(prefix.clone());
        return;
    }
    let start = prefix.last().map_or(0, |l| l + 1);
    for i in start..runs {
        prefix.push(i);
        combinations(runs, k, prefix, out, limit);
        prefix.pop();
    }
}

/// The current run with one operation made worse by `factor` (0.8: 20 %
/// lower throughput, or 25 % higher latency, whichever way is worse).
pub fn worsen(run: &Run, group: &str, factor: f64) -> Run {
    let mut out = run.clone();
    for b in &mut out.benchmarks {
        let f = match b.direction {
            Direction::Higher => factor,
            Direction::Lower => 1.0 / factor,
        };
        for s in &mut b.series {
            if group_of(&b.id, &s.operation) == group {
                for p in &mut s.points {
                    p.iterations.iter_mut().for_each(|v| *v *= f);
                }
            }
        }
    }
    out
}

pub fn compare(set: &Set, split: &Split, current: &Run) -> Diff {
    compare_declared(set, split, current, None)
}

/// A comparison whose benchmarks declare `noise_cv` (when given), as a
/// user who measured the noise between runs would.
pub fn compare_declared(set: &Set, split: &Split, current: &Run, noise_cv: Option<f64>) -> Diff {
    compare_with(set, split, current, |b| b.noise_cv = noise_cv.or(b.noise_cv))
}

/// A comparison whose benchmarks declare each operation's `noise_cv`
/// (`[benchmark.noise]` in report.toml) as given by `cvs` (`id/operation`).
pub fn compare_declared_ops(set: &Set, split: &Split, current: &Run, cvs: &BTreeMap<String, f64>) -> Diff {
    compare_with(set, split, current, |b| {
        for (group, cv) in cvs {
            if let Some(op) = group.strip_prefix(&b.id).and_then(|r| r.strip_prefix('/')) {
                b.noise_by_operation.entry(op.to_string()).or_default().cv = Some(*cv);
            }
        }
    })
}

fn compare_with(set: &Set, split: &Split, current: &Run, declare_one: impl Fn(&mut Benchmark)) -> Diff {
    let history: Vec<(String, Run)> = split
        .history
        .iter()
        .map(|&i| (format!("run-{i:02}"), set.runs[i].clone()))
        .collect();
    let declare = |run: &Run| {
        let mut run = run.clone();
        run.benchmarks.iter_mut().for_each(&declare_one);
        run
    };
    diff(
        &declare(&set.runs[split.baseline]),
        &declare(current),
        &history,
        DEFAULT_THRESHOLD,
    )
    .expect("runs of one set compare")
}

/// Whether `--fail-on-unconfirmed` would exit 2: an untested change beyond
/// the tolerance for the worse, or a tested regression.
pub fn fails_unconfirmed(d: &Diff) -> bool {
    fails(d)
        || d.benchmarks
            .iter()
            .flat_map(|b| &b.series)
            .flat_map(|s| &s.points)
            .any(|p| p.verdict == Verdict::UnconfirmedRegression)
}

/// Whether `--fail-on-regression` would exit 2 on a verdict.
pub fn fails(d: &Diff) -> bool {
    matches!(d.verdict, Verdict::Regressed | Verdict::Mixed)
}

/// Regressed points in all, and those in `group`.
pub fn regressed_points(d: &Diff, group: &str) -> (usize, usize) {
    let (mut all, mut on) = (0, 0);
    for b in &d.benchmarks {
        for s in &b.series {
            let n = s.points.iter().filter(|p| p.verdict == Verdict::Regressed).count();
            all += n;
            if group_of(&b.id, &s.operation) == group {
                on += n;
            }
        }
    }
    (all, on)
}

/// False alarms of one set: comparisons that would fail the gate (with
/// `noise_cv` declared when given), and that would fail it with
/// `--fail-on-unconfirmed`.
pub fn false_alarms(set: &Set, history: usize, n: usize, seed: u64, noise_cv: Option<f64>) -> (usize, usize, usize) {
    let splits = splits(set.runs.len(), history, n, seed);
    let (mut gate, mut unconfirmed) = (0, 0);
    for s in &splits {
        let d = compare_declared(set, s, &set.runs[s.current], noise_cv);
        gate += usize::from(fails(&d));
        unconfirmed += usize::from(fails_unconfirmed(&d));
    }
    (gate, unconfirmed, splits.len())
}

/// False alarms of one run against another when each operation declares
/// its noise as a user who measured it would: the `q` quantile of its
/// points' run-to-run CVs, measured on the set's other runs (a set of two
/// runs has none to measure on: no comparison counts).
pub fn false_alarms_declared_ops(set: &Set, n: usize, seed: u64, q: f64) -> (usize, usize) {
    let (mut gate, mut counted) = (0, 0);
    for s in &splits(set.runs.len(), 0, n, seed) {
        let cvs = operation_cv_of(set, &[s.baseline, s.current], q);
        if cvs.is_empty() {
            continue;
        }
        counted += 1;
        gate += usize::from(fails(&compare_declared_ops(set, s, &set.runs[s.current], &cvs)));
    }
    (gate, counted)
}

/// The median over operations of their run-to-run CV.
pub fn median_cv(set: &Set) -> f64 {
    let mut all: Vec<f64> = operation_cv(set).values().copied().collect();
    all.sort_by(f64::total_cmp);
    all.get(all.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Detection in one set: trials, and those that failed the gate, and of
/// these, those with at least 90 % of the regressed points on the lowered
/// operation; regressed points in all detected trials, and on it.
#[derive(Debug, Default)]
pub struct Detection {
    pub trials: usize,
    pub detected: usize,
    pub focused: usize,
    pub flagged: usize,
    pub flagged_on: usize,
}

/// For every split and every operation whose run-to-run CV is at most
/// `max_cv`, the current run's operation is made worse by `factor`.
pub fn detection(set: &Set, history: usize, n: usize, seed: u64, factor: f64, max_cv: f64) -> Detection {
    let cvs = operation_cv(set);
    let groups: Vec<&String> = cvs.iter().filter(|(_, cv)| **cv <= max_cv).map(|(g, _)| g).collect();
    let mut r = Detection::default();
    for split in splits(set.runs.len(), history, n, seed) {
        for g in &groups {
            let current = worsen(&set.runs[split.current], g, factor);
            let d = compare(set, &split, &current);
            r.trials += 1;
            if fails(&d) {
                let (all, on) = regressed_points(&d, g);
                r.detected += 1;
                r.focused += usize::from(on * 10 >= all * 9);
                r.flagged += all;
                r.flagged_on += on;
            }
        }
    }
    r
}

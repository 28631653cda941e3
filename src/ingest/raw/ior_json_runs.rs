//! The tests and summary entries of one IOR JSON document, however they were
//! read (parsed or key-scanned), turned into runs.

use super::fail::Fail;
use super::run::{RawRun, RawUnit, Tool};

#[derive(Default)]
pub(super) struct TestAcc {
    pub(super) id: Option<i64>,
    pub(super) line: usize,
    pub(super) tasks: Option<u32>,
    /// (operation, bwMiB, iops, latency seconds) per results object.
    pub(super) points: Vec<(&'static str, f64, Option<f64>, Option<f64>)>,
    pub(super) params: Vec<(&'static str, String)>,
}

#[derive(Default)]
pub(super) struct SumAcc {
    pub(super) line: usize,
    pub(super) op: &'static str,
    pub(super) test: Option<i64>,
    pub(super) tasks: Option<u32>,
    pub(super) reps: Option<u32>,
    pub(super) mean: Option<f64>,
    pub(super) max: Option<f64>,
    pub(super) min: Option<f64>,
    pub(super) params: Vec<(&'static str, String)>,
}

pub(super) fn op_of(s: &str) -> Option<&'static str> {
    ["write", "read"].into_iter().find(|o| *o == s)
}

pub(super) fn whole(v: Option<f64>) -> Option<u64> {
    v.filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x <= u64::MAX as f64)
        .map(|x| x as u64)
}

pub(super) fn positive_u32(v: Option<f64>) -> Option<u32> {
    whole(v).and_then(|x| u32::try_from(x).ok()).filter(|&x| x > 0)
}

pub(super) fn assemble(
    mut tests: Vec<TestAcc>,
    sums: Vec<SumAcc>,
    version: Option<String>,
    command: Option<String>,
    warnings: Vec<String>,
    finished: bool,
    base: usize,
) -> Result<Vec<RawRun>, Fail> {
    if tests.is_empty() && !sums.is_empty() {
        tests.push(TestAcc {
            id: sums[0].test,
            line: sums[0].line,
            ..TestAcc::default()
        });
    }
    if tests.is_empty() {
        return Err(Fail::at(base, "IOR JSON has no 'tests' or 'summary' entries"));
    }
    let n_tests = tests.len();
    let mut runs = Vec::new();
    for (k, t) in tests.into_iter().enumerate() {
        let mine: Vec<&SumAcc> = sums
            .iter()
            .filter(|s| s.test == t.id || (n_tests == 1 && s.test.is_none()) || (k == 0 && t.id.is_none()))
            .collect();
        let Some(threads) = mine.iter().find_map(|s| s.tasks).or(t.tasks) else {
            return Err(Fail::at(t.line, "IOR JSON test has no 'numTasks' or 'tasks'"));
        };
        let mut run = RawRun::new(Tool::Ior, t.line);
        run.tool_version = version.clone();
        run.command_line = command.clone();
        run.warnings = warnings.clone();
        let mut seen = [0u32; 2];
        for &(op, bw, iops, lat) in &t.points {
            let slot = usize::from(op == "read");
            if bw > 0.0 {
                run.push(op, threads, seen[slot], bw, RawUnit::MiBps);
                run.latency.extend(super::ior_test::row_latency(op, threads, iops, lat));
            }
            seen[slot] += 1;
        }
        for s in &mine {
            if t.points.iter().any(|(op, ..)| *op == s.op) {
                continue;
            }
            let Some(mean) = s.mean.filter(|m| *m > 0.0) else {
                continue;
            };
            run.push(s.op, threads, 0, mean, RawUnit::MiBps);
            if s.reps != Some(1) {
                let (op, max, min) = (s.op, s.max, s.min);
                let n = s.reps.map_or("several".to_string(), |r| r.to_string());
                let msg = format!(
                    "no per-iteration Results for {op}: summary bwMeanMIB of {n} iterations kept as one value \
                     (max {max:?}, min {min:?})"
                );
                run.warn(s.line, msg);
            }
        }
        run.param_opt("iterations", mine.iter().find_map(|s| s.reps));
        for (k, v) in t.params.iter().chain(mine.iter().flat_map(|s| s.params.iter())) {
            run.params.entry(k.to_string()).or_insert_with(|| v.clone());
        }
        run.param_opt("test_id", t.id);
        if !finished {
            run.warn(base, "IOR JSON has no 'Finished' key; the run may have been cut short");
        }
        if run.points.is_empty() {
            return Err(Fail::at(t.line, "IOR JSON test has no write/read results"));
        }
        runs.push(run);
    }
    Ok(runs)
}

//! IOR text: the tests an invocation holds and how they become [`RawRun`]s
//! (threads, points, summary fallback, params, failure messages). The line
//! reading that fills these structures is in [`super::ior`], whose module
//! doc lists the decisions.

use super::text::WarnOnce;
use super::{Fail, RawLatency, RawRun, RawUnit, Tool};

/// Values from a test's header block (`key : value` or `key = value`).
#[derive(Default)]
pub(super) struct Opts {
    pub(super) api: Option<String>,
    pub(super) access: Option<String>,
    pub(super) tasks: Option<u32>,
    pub(super) clients: Option<u32>,
    pub(super) participating: Option<u32>,
    pub(super) reps: Option<u32>,
    pub(super) xfer: Option<u64>,
    pub(super) block: Option<u64>,
    pub(super) segments: Option<u64>,
    pub(super) ordering: Option<String>,
    pub(super) nodes: Option<u32>,
    pub(super) tpn: Option<u32>,
    pub(super) stonewall: Option<String>,
}

/// One `write`/`read` row of the summary table.
pub(super) struct SumRow {
    pub(super) line: usize,
    pub(super) op: &'static str,
    pub(super) max: f64,
    pub(super) min: f64,
    pub(super) mean: f64,
    pub(super) test: Option<u64>,
    pub(super) tasks: Option<u32>,
    pub(super) reps: Option<u32>,
    pub(super) fpp: Option<bool>,
    pub(super) segcnt: Option<u64>,
    pub(super) blksiz: Option<u64>,
    pub(super) xsize: Option<u64>,
    pub(super) api: Option<String>,
    pub(super) tpn: Option<u32>,
}

/// One `write`/`read` row of the per-iteration results table.
pub(super) struct Row {
    pub(super) op: &'static str,
    pub(super) iter: u32,
    pub(super) bw: f64,
    /// The row's `IOPS` and `Latency(s)` when the table has them.
    pub(super) iops: Option<f64>,
    pub(super) latency_s: Option<f64>,
}

/// IOR's `Latency(s)` of one iteration row as a [`RawLatency`]: the mean
/// time of one transfer (IOR prints no percentiles), with the row's IOPS.
pub(super) fn row_latency(op: &str, threads: u32, iops: Option<f64>, latency_s: Option<f64>) -> Option<RawLatency> {
    Some(RawLatency {
        operation: op.to_string(),
        threads,
        iops: iops.filter(|v| v.is_finite() && *v > 0.0)?,
        kind: "lat".to_string(),
        mean_s: Some(latency_s.filter(|v| v.is_finite() && *v > 0.0)?),
        percentiles: Vec::new(),
    })
}

/// One IOR test (one run to be).
pub(super) struct Test {
    pub(super) first_line: usize,
    pub(super) id: Option<u64>,
    pub(super) opts: Opts,
    pub(super) rows: Vec<Row>,
    pub(super) sums: Vec<SumRow>,
    pub(super) warnings: Vec<String>,
    pub(super) tool_warnings: WarnOnce,
}

impl Test {
    pub(super) fn new(first_line: usize) -> Test {
        Test {
            first_line,
            id: None,
            opts: Opts::default(),
            rows: Vec::new(),
            sums: Vec::new(),
            warnings: Vec::new(),
            tool_warnings: WarnOnce::default(),
        }
    }

    pub(super) fn fresh(&self) -> bool {
        self.id.is_none() && self.rows.is_empty() && self.sums.is_empty()
    }
}

/// One IOR invocation: from its banner to the next.
pub(super) struct Invocation {
    pub(super) version: Option<String>,
    pub(super) command: Option<String>,
    pub(super) tests: Vec<Test>,
    pub(super) finished: bool,
    pub(super) summary_seen: bool,
    pub(super) last_line: usize,
}

impl Invocation {
    pub(super) fn new(line: usize, version: Option<String>) -> Invocation {
        Invocation {
            version,
            command: None,
            tests: vec![Test::new(line)],
            finished: false,
            summary_seen: false,
            last_line: line,
        }
    }

    pub(super) fn test(&mut self) -> &mut Test {
        // Invariant: `tests` is never empty.
        let last = self.tests.len() - 1;
        &mut self.tests[last]
    }
}

/// Everything seen outside any invocation, or that belongs to the file.
#[derive(Default)]
pub(super) struct Global {
    pub(super) last_line: usize,
    pub(super) errors: Vec<(usize, String)>,
    pub(super) warnings: WarnOnce,
    pub(super) summary_file: Option<(usize, String)>,
}

pub(super) fn build(invs: Vec<Invocation>, mut global: Global) -> Result<Vec<RawRun>, Fail> {
    if invs.is_empty() {
        if let Some((no, path)) = &global.summary_file {
            return Err(Fail::at(
                *no,
                format!("IOR wrote its results to '{path}' (-O summaryFile=…); parse that file instead"),
            ));
        }
        if let Some((no, e)) = global.errors.first() {
            return Err(Fail::at(*no, format!("IOR run failed before printing results: {e}")));
        }
        return Err(Fail::at(
            global.last_line.max(1),
            "no IOR results: expected an 'IOR-x.y: MPI Coordinated Test of Parallel I/O' banner \
             with a results or summary table",
        ));
    }
    let mut runs = Vec::new();
    let preamble = std::mem::take(&mut global.warnings.out);
    for (k, inv) in invs.into_iter().enumerate() {
        let cut = !inv.finished && !inv.summary_seen;
        let shared: Vec<String> = if k == 0 { preamble.clone() } else { Vec::new() };
        for test in inv.tests {
            let first_line = test.first_line;
            let mut run = build_test(test, &inv.version)
                .map_err(|msg| failure(first_line, &msg, &global.errors, inv.last_line))?;
            run.tool_version = inv.version.clone();
            run.command_line = inv.command.clone();
            run.warnings.splice(0..0, shared.iter().cloned());
            if cut {
                run.warn(
                    inv.last_line,
                    "output ends before IOR's 'Summary of all tests'/'Finished' lines; \
                     the run may have been cut short",
                );
            }
            runs.push(run);
        }
    }
    Ok(runs)
}

fn failure(first_line: usize, msg: &str, errors: &[(usize, String)], last: usize) -> Fail {
    let after = errors.iter().find(|(no, _)| *no >= first_line);
    match after.or(errors.first()) {
        Some((no, e)) => Fail::at(first_line, format!("{msg}: IOR reported '{e}' (line {no})")),
        None => Fail::at(
            first_line,
            format!("{msg} (output ends at line {last}: failed, hung or cut-off run?)"),
        ),
    }
}

fn build_test(mut test: Test, version: &Option<String>) -> Result<RawRun, String> {
    let o = &test.opts;
    let sum = test.sums.first();
    let threads = sum.and_then(|s| s.tasks).or(o.tasks).or(o.clients).or(o.participating);
    let mut run = RawRun::new(Tool::Ior, test.first_line);
    run.warnings = std::mem::take(&mut test.tool_warnings.out);
    run.warnings.append(&mut test.warnings);
    for r in &test.rows {
        let Some(threads) = threads else { break };
        run.push(r.op, threads, r.iter, r.bw, RawUnit::MiBps);
        run.latency.extend(row_latency(r.op, threads, r.iops, r.latency_s));
    }
    for s in &test.sums {
        if test.rows.iter().any(|r| r.op == s.op) || run.points.iter().any(|p| p.operation == s.op) {
            continue;
        }
        let Some(threads) = threads else { break };
        if s.mean <= 0.0 {
            continue;
        }
        let reps = s.reps.or(o.reps);
        run.push(s.op, threads, 0, s.mean, RawUnit::MiBps);
        if reps != Some(1) {
            let ver = version.as_deref().unwrap_or("?");
            let n = reps.map_or("several".to_string(), |r| r.to_string());
            run.warn(
                s.line,
                format!(
                    "IOR {ver} prints no per-iteration rows: {} is the summary Mean of {n} iterations \
                     (Max {}, Min {}), kept as one value",
                    s.op, s.max, s.min
                ),
            );
        }
    }
    if run.points.is_empty() {
        return Err(match threads {
            None if !test.rows.is_empty() || !test.sums.is_empty() => {
                "IOR test has results but no task count ('tasks', 'clients' or '#Tasks')".to_string()
            }
            _ => "IOR test has no results".to_string(),
        });
    }
    params(&mut run, &test, sum);
    Ok(run)
}

fn params(run: &mut RawRun, test: &Test, sum: Option<&SumRow>) {
    let o = &test.opts;
    if let Some(api) = sum.and_then(|s| s.api.clone()).or_else(|| o.api.clone()) {
        run.param("api", api);
    }
    if let Some(a) = &o.access {
        run.param("access", a);
    }
    let fpp = sum
        .and_then(|s| s.fpp)
        .or_else(|| o.access.as_ref().map(|a| a.contains("file-per-process")));
    if let Some(f) = fpp {
        run.param("file_per_proc", f);
    }
    if let Some(r) = sum.and_then(|s| s.reps).or(o.reps) {
        run.param("iterations", r);
    }
    if let Some(x) = sum.and_then(|s| s.xsize).or(o.xfer) {
        run.param("transfer_size", x);
    }
    if let Some(b) = sum.and_then(|s| s.blksiz).or(o.block) {
        run.param("block_size", b);
    }
    if let Some(s) = sum.and_then(|s| s.segcnt).or(o.segments) {
        run.param("segments", s);
    }
    if let Some(t) = sum.and_then(|s| s.tpn).or(o.tpn) {
        run.param("tasks_per_node", t);
    }
    if let Some(n) = o.nodes {
        run.param("nodes", n);
    }
    if let Some(ord) = &o.ordering {
        run.param("ordering", ord);
    }
    if let Some(s) = &o.stonewall {
        run.param("stonewall_seconds", s);
    }
    if let Some(id) = test.id {
        run.param("test_id", id);
    }
}

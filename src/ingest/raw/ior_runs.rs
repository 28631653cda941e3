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
    /// IOR's first `ERROR`/`FAILED` line in the file.
    first_error: Option<(usize, String)>,
    /// Error lines since the last invocation was folded: the only ones a
    /// test of the current invocation can be blamed on (they all follow its
    /// start); older ones are dropped so memory does not follow the log.
    recent_errors: Vec<(usize, String)>,
    pub(super) warnings: WarnOnce,
    pub(super) summary_file: Option<(usize, String)>,
}

impl Global {
    /// Records an error line of IOR's.
    pub(super) fn error(&mut self, line: usize, text: &str, folded: &mut Folded) {
        if self.first_error.is_none() {
            self.first_error = Some((line, text.to_string()));
        }
        if let Some(f) = folded.failed.as_mut() {
            // A failure waiting for IOR's reason: every later line follows
            // the failed test's start, so the first one is the reason.
            if f.reason.is_none() {
                f.reason = Some((line, text.to_string()));
            }
            return;
        }
        self.recent_errors.push((line, text.to_string()));
    }
}

/// The first test without values: the whole parse fails with its message.
struct Failed {
    first_line: usize,
    message: String,
    /// The invocation's last line, for "output ends at line N".
    last_line: usize,
    /// IOR's first error line at or after the test's start, once seen.
    reason: Option<(usize, String)>,
}

/// Runs of the invocations read so far. An invocation is turned into runs as
/// soon as the next one starts ([`Folded::fold`]): nothing that follows can
/// change it, so a long log never holds more than one invocation's rows.
#[derive(Default)]
pub(super) struct Folded {
    runs: Vec<RawRun>,
    /// Invocations folded so far (the first takes the preamble's warnings).
    count: usize,
    failed: Option<Failed>,
}

impl Folded {
    /// Turns a finished invocation into runs (or records its first failure;
    /// after a failure the parse is an error and later runs are not kept).
    pub(super) fn fold(&mut self, inv: Invocation, global: &mut Global) {
        let first = self.count == 0;
        self.count += 1;
        if self.failed.is_some() {
            global.recent_errors.clear();
            return;
        }
        let cut = !inv.finished && !inv.summary_seen;
        let shared: Vec<String> = if first {
            std::mem::take(&mut global.warnings.out)
        } else {
            Vec::new()
        };
        for test in inv.tests {
            let first_line = test.first_line;
            let mut run = match build_test(test, &inv.version) {
                Ok(run) => run,
                Err(message) => {
                    let reason = global.recent_errors.iter().find(|(no, _)| *no >= first_line).cloned();
                    self.failed = Some(Failed {
                        first_line,
                        message,
                        last_line: inv.last_line,
                        reason,
                    });
                    self.runs = Vec::new();
                    global.recent_errors.clear();
                    return;
                }
            };
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
            self.runs.push(run);
        }
        global.recent_errors.clear();
    }

    /// The runs folded so far, taken out (the buffer is kept for the next).
    pub(super) fn ready(&mut self) -> std::vec::Drain<'_, RawRun> {
        self.runs.drain(..)
    }

    /// The runs of every invocation (not yet taken by [`Folded::ready`]),
    /// after the last one was folded.
    pub(super) fn finish(self, global: Global) -> Result<Vec<RawRun>, Fail> {
        if let Some(f) = self.failed {
            return Err(failure(&f, global.first_error));
        }
        if self.count > 0 {
            return Ok(self.runs);
        }
        if let Some((no, path)) = &global.summary_file {
            return Err(Fail::at(
                *no,
                format!("IOR wrote its results to '{path}' (-O summaryFile=…); parse that file instead"),
            ));
        }
        if let Some((no, e)) = &global.first_error {
            return Err(Fail::at(*no, format!("IOR run failed before printing results: {e}")));
        }
        Err(Fail::at(
            global.last_line.max(1),
            "no IOR results: expected an 'IOR-x.y: MPI Coordinated Test of Parallel I/O' banner \
             with a results or summary table",
        ))
    }
}

/// The error of a failed test: IOR's first error line at or after the test's
/// start, else its first error line anywhere, else where the output ends.
fn failure(f: &Failed, first_error: Option<(usize, String)>) -> Fail {
    match f.reason.clone().or(first_error) {
        Some((no, e)) => Fail::at(f.first_line, format!("{}: IOR reported '{e}' (line {no})", f.message)),
        None => Fail::at(
            f.first_line,
            format!(
                "{} (output ends at line {}: failed, hung or cut-off run?)",
                f.message, f.last_line
            ),
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

//! IOR text: the tests an invocation holds and how they become [`RawRun`]s
//! (threads, points, summary fallback, params, failure messages). The line
//! reading that fills these structures is in [`super::ior`], whose module
//! doc lists the decisions.

use super::fail::Fail;
use super::ior_params::params;
use super::ior_test::{row_latency, Test};
use super::run::{RawRun, RawUnit, Tool};
use super::text::WarnOnce;

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
        let error = || (line, text.to_string());
        self.first_error.get_or_insert_with(error);
        match folded.failed.as_mut() {
            // A failure waiting for IOR's reason: every later line follows
            // the failed test's start, so the first one is the reason.
            Some(f) => {
                f.reason.get_or_insert_with(error);
            }
            None => self.recent_errors.push(error()),
        }
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
    /// The first `live` are the runs folded and not yet taken; the rest are
    /// taken runs kept to be written over, so that a long log's runs reuse
    /// their strings, vectors and parameter map instead of allocating anew.
    runs: Vec<RawRun>,
    live: usize,
    /// Invocations folded so far (the first takes the preamble's warnings).
    count: usize,
    failed: Option<Failed>,
}

impl Folded {
    /// Turns a finished invocation into runs (or records its first failure;
    /// after a failure the parse is an error and later runs are not kept).
    pub(super) fn fold(&mut self, inv: &mut Invocation, global: &mut Global) {
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
        for test in &mut inv.tests {
            let first_line = test.first_line;
            if self.live == self.runs.len() {
                self.runs.push(RawRun::new(Tool::Ior, first_line));
            }
            let run = &mut self.runs[self.live];
            if let Err(message) = build_test(test, &inv.version, run) {
                let reason = global.recent_errors.iter().find(|(no, _)| *no >= first_line).cloned();
                self.failed = Some(Failed {
                    first_line,
                    message,
                    last_line: inv.last_line,
                    reason,
                });
                self.runs = Vec::new();
                self.live = 0;
                global.recent_errors.clear();
                return;
            }
            run.tool_version.clone_from(&inv.version);
            run.command_line.clone_from(&inv.command);
            run.warnings.splice(0..0, shared.iter().cloned());
            if cut {
                run.warn(
                    inv.last_line,
                    "output ends before IOR's 'Summary of all tests'/'Finished' lines; \
                     the run may have been cut short",
                );
            }
            self.live += 1;
        }
        global.recent_errors.clear();
    }

    /// Gives each run folded since the last call to `take`, in order; the
    /// runs are kept to be written over by the next invocation's.
    pub(super) fn take_ready(&mut self, mut take: impl FnMut(&mut RawRun)) {
        self.runs[..self.live].iter_mut().for_each(&mut take);
        self.live = 0;
    }

    /// The runs of every invocation (not yet taken by [`Folded::ready`]),
    /// after the last one was folded.
    pub(super) fn finish(self, global: Global) -> Result<Vec<RawRun>, Fail> {
        if let Some(f) = self.failed {
            return Err(failure(&f, global.first_error));
        }
        if self.count > 0 {
            let mut runs = self.runs;
            runs.truncate(self.live);
            return Ok(runs);
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

/// Writes `test`'s run over `run` (a new run or one already taken), reusing
/// its allocations; what `test` held for the run (warnings) is moved out.
fn build_test(test: &mut Test, version: &Option<String>, run: &mut RawRun) -> Result<(), String> {
    let o = &test.opts;
    let sum = test.sums.first();
    let threads = sum.and_then(|s| s.tasks).or(o.tasks).or(o.clients).or(o.participating);
    run.tool = Tool::Ior;
    run.first_line = test.first_line;
    run.warnings.clear();
    run.warnings.append(&mut test.tool_warnings.out);
    run.warnings.append(&mut test.warnings);
    run.points.clear();
    run.latency.clear();
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
            let (op, max, min) = (s.op, s.max, s.min);
            let msg = format!(
                "IOR {ver} prints no per-iteration rows: {op} is the summary Mean of {n} iterations \
                 (Max {max}, Min {min}), kept as one value"
            );
            run.warn(s.line, msg);
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
    params(&mut run.params, test, sum);
    Ok(())
}

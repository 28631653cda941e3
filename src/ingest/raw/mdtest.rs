//! mdtest text output: `mdtest-1.9.3` (IOR 3.2.x and older builds) to
//! `mdtest-4.1.0+dev`.
//!
//! * **Runs.** `mdtest-x was launched with N total task(s)` starts an
//!   invocation; each `N tasks, M files` line starts a run (one per task
//!   count with `-f/-l/-s`). Threads are that `N` (the banner's total as a
//!   fallback).
//! * **Values** come only from the `SUMMARY rate` table (`SUMMARY: (of N
//!   iterations)` in 1.9.3, `SUMMARY rate:` in 3.x, `SUMMARY rate (in
//!   ops/sec):` in 4.x), in ops/s, column `Mean` found by header name (with
//!   `--showRankStatistics` the per-iteration group after `per Iteration:`).
//!   The `SUMMARY time` table is never used: its values are phase durations
//!   in seconds in every version, whatever its header says. A file with only
//!   a time table (`-Z`) is an error.
//! * **Iterations.** mdtest prints no per-iteration aggregate rates: the
//!   verbose `V-1: … ops/sec` lines are rank 0's own view and the
//!   `--print-all-procs` rows are per-process rates, neither equal to the
//!   summary (checked on 1.9.3 and 4.1.0+dev logs). The SUMMARY row gives
//!   them when it determines them: of 2 iterations they are its Max and
//!   Min, of 3 also `3 × Mean − Max − Min` (in that order, the tool's own
//!   order being unknown), so `diff` has their spread. Of 1, or of 4 and
//!   more, or when a row does not add up, the point is the Mean alone
//!   (iteration 0), past 3 iterations with a warning.
//! * **Not run.** A row whose Max, Min and Mean are all `0.000` is a phase
//!   that was not run (e.g. `File read` without `-e`, `Tree creation` with
//!   `-r`): no point. `File create (stonewall)` (3.3.0+dev `-P`, `NA`
//!   columns) becomes the param `create_stonewall_rate` (its Mean).
//! * **Operations**: `File creation/stat/read/removal` → `create`, `stat`,
//!   `read`, `remove`; `Directory creation/stat/rename/removal` →
//!   `dir-create`, `dir-stat`, `dir-rename`, `dir-remove`; `Tree
//!   creation/removal` → `tree-create`, `tree-remove`.
//! * **Params** from the command line (`-n` `items_per_task`, `-I`
//!   `files_per_directory`, `-z` `depth`, `-b` `branching_factor`, `-w`
//!   `file_size`, `-i` `iterations`, `-u` `unique_dir_per_task`, `-F`
//!   `files_only`, `-D` `dirs_only`, `-N` `stride`, `-W` `stonewall_seconds`,
//!   `-a` `api`) and `total_items` from the `N tasks, M files` line.
//! * Numbers glued by `%14.3f` are split on their 3 decimals; `NA` is no value.
//!   A `SUMMARY` header that says neither `rate`/`:` nor `time` (damaged) is
//!   ignored with a warning, so a time table is never read as rates.
//! * mdtest's `WARNING` lines are passed on (once per text) to the run they
//!   belong to; `ERROR`/`MPI_ABORT` lines give the message of a run that
//!   failed.
//! * Per-rank CSVs (`rank,items,rate-…`) are rejected: they hold per-rank
//!   rates and a single `all` row, not the summary.

use super::fail::Fail;
use super::mdtest_lines::{banner, command_params, header_cols, is_error, iterations_of, rate_row, tasks_line, Cols};
use super::run::{RawRun, Tool};
use super::text::{lines, Line, WarnOnce};

struct Run {
    run: RawRun,
    tool_warnings: WarnOnce,
    threads: u32,
    iterations: Option<u32>,
    rate_table: bool,
    time_table_line: Option<usize>,
}

#[derive(Clone, Copy, PartialEq, Default)]
enum Table {
    #[default]
    None,
    RateHeader,
    Rate(Cols),
    Time,
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut p = Parser::new();
    for l in lines(text) {
        p.line(&l)?;
    }
    p.finish()
}

/// The parser as a state machine fed one line at a time, so that a large
/// log can be read line by line from disk (`stream.rs`) with the same
/// results as parsing it whole.
#[derive(Default)]
pub(super) struct Parser {
    runs: Vec<Run>,
    version: Option<String>,
    command: Option<String>,
    banner_tasks: Option<u32>,
    banner_line: usize,
    finished: bool,
    last_line: usize,
    errors: Vec<(usize, String)>,
    table: Table,
    vals: Vec<Option<f64>>,
    pending: WarnOnce,
}

impl Parser {
    pub(super) fn new() -> Parser {
        Parser {
            finished: true,
            ..Parser::default()
        }
    }

    pub(super) fn line(&mut self, l: &Line<'_>) -> Result<(), Fail> {
        let ts = l.text.trim();
        if ts.is_empty() {
            if matches!(self.table, Table::Rate(_) | Table::Time) {
                self.table = Table::None;
            }
            return Ok(());
        }
        self.last_line = l.no;
        if ts.starts_with("rank,items,rate-") {
            return Err(Fail::at(
                l.no,
                "mdtest per-rank CSV (--saveRankPerformanceDetails) holds per-rank rates, not \
                 the SUMMARY; parse mdtest's main output instead",
            ));
        }
        if let Some((ver, tasks)) = banner(ts) {
            self.version = Some(ver.to_string());
            self.banner_tasks = tasks;
            self.banner_line = l.no;
            self.command = None;
            self.finished = false;
            self.table = Table::None;
            return Ok(());
        }
        if ts.starts_with("-- finished at") {
            self.finished = true;
            self.table = Table::None;
            return Ok(());
        }
        if let Some(cmd) = ts.strip_prefix("Command line used:") {
            self.command = Some(cmd.trim().to_string());
            return Ok(());
        }
        if let Some((tasks, items)) = tasks_line(ts) {
            let again = has_run_since(&self.runs, self.banner_line);
            let start = if again { l.no } else { self.banner_line.max(1) };
            self.start_run(start, tasks).param("total_items", items);
            self.table = Table::None;
            return Ok(());
        }
        if is_error(ts) {
            self.errors.push((l.no, ts.to_string()));
            return Ok(());
        }
        if ts.starts_with("WARNING") {
            match self.runs.last_mut() {
                Some(r) if r.run.first_line >= self.banner_line => r.tool_warnings.add(l.no, ts),
                _ => self.pending.add(l.no, ts),
            }
            return Ok(());
        }
        if let Some(rest) = ts.strip_prefix("SUMMARY") {
            if !has_run_since(&self.runs, self.banner_line) {
                let Some(threads) = self.banner_tasks else {
                    let msg = "mdtest SUMMARY without a task count ('N tasks' line or banner)";
                    return Err(Fail::at(l.no, msg));
                };
                let start = if self.banner_line > 0 { self.banner_line } else { l.no };
                self.start_run(start, threads);
            }
            let Some(cur) = self.runs.last_mut() else { return Ok(()) };
            cur.iterations = iterations_of(rest).or(cur.iterations);
            let kind = rest.trim_start();
            if kind.starts_with("time") {
                cur.time_table_line.get_or_insert(l.no);
                self.table = Table::Time;
            } else if kind.starts_with("rate") || kind.starts_with(':') {
                cur.rate_table = true;
                self.table = Table::RateHeader;
            } else {
                cur.run
                    .warn(l.no, "SUMMARY table of unknown kind (neither rate nor time) ignored");
                self.table = Table::None;
            }
            return Ok(());
        }
        match self.table {
            Table::RateHeader => {
                if ts.starts_with("Operation") {
                    match header_cols(ts) {
                        Some(c) => self.table = Table::Rate(c),
                        None => return Err(Fail::at(l.no, "mdtest SUMMARY header without Max/Min/Mean columns")),
                    }
                }
            }
            Table::Rate(cols) => {
                if ts.starts_with("---") {
                    return Ok(());
                }
                let Some(cur) = self.runs.last_mut() else { return Ok(()) };
                let n = cur.iterations.unwrap_or(1);
                if !rate_row(l, ts, cols, &mut cur.run, (cur.threads, n), &mut self.vals) {
                    self.table = Table::None;
                }
            }
            Table::Time | Table::None => {}
        }
        Ok(())
    }

    /// Starts a run at line `start` with `threads` tasks; mdtest's warnings
    /// since the last run are its own.
    fn start_run(&mut self, start: usize, threads: u32) -> &mut RawRun {
        self.runs.push(Run {
            run: new_run(start, &self.version, &self.command),
            tool_warnings: std::mem::take(&mut self.pending),
            threads,
            iterations: None,
            rate_table: false,
            time_table_line: None,
        });
        let last = self.runs.len() - 1;
        &mut self.runs[last].run
    }

    /// Hands over every complete run but the last one (only the last run is
    /// ever changed by later lines), up to the first without points: that
    /// one fails the parse at [`Parser::finish`], with a reason that may
    /// come later in the log, so it is kept and the runs after it (which
    /// never matter) are dropped but for the last. Memory stays that of one
    /// run whatever the length of the log.
    pub(super) fn ready(&mut self, mut out: impl FnMut(RawRun)) {
        if self.runs.len() < 2 {
            return;
        }
        let last = self.runs.len() - 1;
        let done = (self.runs[..last].iter())
            .position(|r| r.run.points.is_empty())
            .unwrap_or(last);
        if done > 0 {
            for r in self.runs.drain(..done) {
                out(complete(r));
            }
            // An error line can only be the reason of a run that starts at
            // or before it; the first one stays for a file without runs.
            let from = self.runs[0].run.first_line;
            let mut k = 0;
            self.errors.retain(|(no, _)| {
                k += 1;
                k == 1 || *no >= from
            });
        }
        if self.runs.len() > 2 {
            let last = self.runs.len() - 1;
            self.runs.drain(1..last);
        }
    }

    pub(super) fn finish(mut self) -> Result<Vec<RawRun>, Fail> {
        if let Some(cur) = self.runs.last_mut().filter(|_| !self.finished) {
            cur.run.warn(
                self.last_line,
                "output ends without mdtest's '-- finished at' line; the run may have been cut \
                 short and later phases may be missing",
            );
        }
        finish(self.runs, self.errors, self.last_line)
    }
}

/// Whether a run already started at or after the current banner.
fn has_run_since(runs: &[Run], banner_line: usize) -> bool {
    runs.last().is_some_and(|r| r.run.first_line >= banner_line)
}

fn new_run(first_line: usize, version: &Option<String>, command: &Option<String>) -> RawRun {
    let mut run = RawRun::new(Tool::Mdtest, first_line);
    run.tool_version = version.clone();
    run.command_line = command.clone();
    if let Some(c) = command {
        command_params(c, &mut run);
    }
    run
}

fn finish(runs: Vec<Run>, errors: Vec<(usize, String)>, last_line: usize) -> Result<Vec<RawRun>, Fail> {
    if runs.is_empty() {
        return Err(match errors.first() {
            Some((no, e)) => Fail::at(*no, format!("mdtest run failed before its SUMMARY: {e}")),
            None => Fail::at(
                last_line.max(1),
                "no mdtest results: expected an 'N tasks, M files' line and a SUMMARY rate table",
            ),
        });
    }
    let mut out = Vec::with_capacity(runs.len());
    for r in runs {
        if r.run.points.is_empty() {
            let first = r.run.first_line;
            if let (false, Some(t)) = (r.rate_table, r.time_table_line) {
                return Err(Fail::at(
                    t,
                    "mdtest printed only the 'SUMMARY time' table (-Z): it holds phase durations, \
                     not rates; rerun without -Z",
                ));
            }
            let err = errors.iter().find(|(no, _)| *no >= first).or(errors.first());
            return Err(match err {
                Some((no, e)) => Fail::at(first, format!("mdtest run has no results: mdtest reported '{e}' (line {no})")),
                None => Fail::at(
                    first,
                    format!("mdtest run has no SUMMARY rate values (output ends at line {last_line}: failed, hung or cut-off run?)"),
                ),
            });
        }
        out.push(complete(r));
    }
    Ok(out)
}

/// A run with points as it is handed over: mdtest's warnings first, and,
/// past three iterations, the note that each value is their mean.
fn complete(r: Run) -> RawRun {
    let mut run = r.run;
    run.warnings.splice(0..0, r.tool_warnings.out);
    if let Some(n) = r.iterations.filter(|&n| n > 3) {
        let msg = format!(
            "mdtest prints no per-iteration rates: of {n} iterations only Max, Min, Mean and Std Dev are \
             known, so each value is the SUMMARY Mean, kept as one value"
        );
        run.warn(run.first_line, msg);
    }
    run
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glued_values_and_colon_labels() {
        let text = "mdtest-1.9.3 was launched with 2 total task(s) on 1 node(s)\n\
                    2 tasks, 20 files\n\nSUMMARY: (of 1 iterations)\n   Operation                      Max            Min           Mean        Std Dev\n\
                    \x20  ---------                      ---            ---           ----        -------\n\
                    \x20  Directory creation:12345678.12312345678.12312345678.123          0.000\n\
                    \x20  File stat         :          0.000          0.000          0.000          0.000\n\n-- finished at x --\n";
        let runs = parse(text).unwrap();
        assert_eq!(runs[0].points.len(), 1);
        assert_eq!(runs[0].points[0].operation, "dir-create");
        assert_eq!(runs[0].points[0].value, 12345678.123);
    }

    #[test]
    fn each_task_count_is_a_run() {
        let table = "SUMMARY rate: (of 1 iterations)\n   Operation                      Max            Min           Mean        Std Dev\n\
                     \x20  ---------                      ---            ---           ----        -------\n";
        let text = format!(
            "mdtest-3.3.0 was launched with 2 total task(s) on 1 node(s)\n\
             1 tasks, 100 files\n\n{table}   File creation             :        100.000        100.000        100.000          0.000\n\n\
             2 tasks, 200 files\n\n{table}   File creation             :        180.000        180.000        180.000          0.000\n\n\
             -- finished at x --\n"
        );
        let runs = parse(&text).unwrap();
        assert_eq!(runs.len(), 2);
        assert_eq!((runs[0].first_line, runs[1].first_line), (1, 9));
        assert_eq!((runs[0].points[0].threads, runs[0].points[0].value), (1, 100.0));
        assert_eq!((runs[1].points[0].threads, runs[1].points[0].value), (2, 180.0));
    }

    #[test]
    fn rank_statistics_rows_use_the_per_iteration_group() {
        let text = "mdtest-4.0.0 was launched with 4 total task(s) on 1 node(s)\n4 tasks, 40 files\n\n\
                    SUMMARY rate (in ops/sec): (of 2 iterations)\n\
                    \x20  Operation     per Rank: Max            Min           Mean      per Iteration: Max            Min           Mean        Std Dev\n\
                    \x20  ---------               ---            ---           ----                     ---            ---           ----        -------\n\
                    \x20  File creation           10.000          5.000          7.500         40.000         30.000         35.000          7.071\n\n\
                    -- finished at x --\n";
        let runs = parse(text).unwrap();
        let got: Vec<(u32, f64)> = runs[0].points.iter().map(|p| (p.iteration, p.value)).collect();
        assert_eq!(got, [(0, 40.0), (1, 30.0)]);
    }
}

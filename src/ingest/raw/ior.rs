//! IOR text output, from 2.10.3 to 4.1.0+dev, and the choice between IOR's
//! text, JSON and CSV forms (JSON and CSV live in [`super::ior_json`] and
//! [`super::ior_csv`]; reading a test's header and table rows in
//! [`super::ior_rows`]; turning parsed tests into runs in [`super::ior_runs`]).
//!
//! * **Form.** JSON when a line starts with `{` before any text results
//!   table; CSV when a line holds `access,bw(MiB/s)` / `access,rank,` (or
//!   `summaryFormat=CSV` appears with no table); text otherwise.
//! * **Runs.** Each `IOR-x.y.z: MPI Coordinated Test of Parallel I/O` banner
//!   starts an invocation (logs that wrap many invocations with harness lines
//!   are fine); each test in it (`TestID : N`, `Test N started:`; 2.10.3 has
//!   one implicit test) is one [`RawRun`]. The first test starts at the
//!   banner line, later ones at their `TestID` line.
//! * **Points** are the per-iteration rows of the results table
//!   (`access bw(MiB/s) … iter`), columns found by header name: operation
//!   `write`/`read` (`remove` rows are ignored), value `bw(MiB/s)` in MiB/s,
//!   iteration from `iter`. Rows print reduced precision when numbers are
//!   wide (`17111` for 17110.88); that is kept as printed. Blank lines,
//!   `Commencing …`, stonewalling and `WARNING` lines between rows are
//!   skipped. A row with fewer fields than the header (glued numbers) is read
//!   by the header positions of `bw(MiB/s)` (from the left) and `iter` (the
//!   last column), with a warning.
//! * **Summary only** (2.10.3 prints no per-iteration rows): the `Mean (MiB)`
//!   of `Summary`/`Operation` rows becomes iteration 0; with more than one
//!   repetition a warning says so and gives Max/Min. Where rows exist, the
//!   summary is only used for exact parameters (`blksiz`, `xsize` in bytes)
//!   and the task count. Summary rows (`Summary of all tests`, header names
//!   such as `Max(MiB)` or `Max (MiB)`, trailing `EXCEL` allowed) go to the
//!   test with the same `Test#`.
//! * **Threads** are the summary's `#Tasks`, else `tasks :` (3.2+), else
//!   `clients = N` (2.x/3.0/3.1), else `Participating tasks`.
//! * **Params**: `api`, `access`, `file_per_proc`, `iterations`,
//!   `transfer_size`, `block_size`, `segments`, `ordering`, `tasks_per_node`,
//!   `nodes`, `stonewall_seconds`, `test_id` where printed.
//! * **Latency**: the results table's `Latency(s)` (3.3.0+), like the
//!   JSON/CSV `latency` of each iteration row, is one `RawLatency` per row
//!   (mean only: IOR prints no percentiles), the row's `IOPS` its throughput.
//! * **Failures**: a test without values is an error naming the test's line
//!   and IOR's first `ERROR`/`FAILED` line; `Writing output to X` alone means
//!   the results went to a `summaryFile` and is reported as such.
//! * A test whose invocation has neither `Summary of all tests` nor
//!   `Finished` keeps its rows with a warning (IO500's app logs stop there).

use super::fail::Fail;
use super::ior_rows::{header_kv, results_cols, sum_cols, table_line, Cols, State, SumCols};
use super::ior_runs::{Folded, Global, Invocation};
use super::ior_test::Test;
use super::run::RawRun;
use super::text::{lines, needle, uint, Line};
use super::{ior_csv, ior_json};

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    match form(text) {
        Form::Json(start) => ior_json::parse_json(text, start),
        Form::Csv => ior_csv::parse(text),
        Form::Text => parse_text(text),
    }
}

enum Form {
    Text,
    Json(usize),
    Csv,
}

/// JSON when a line starts with `{` before any text results table; CSV when a
/// CSV header (or the `summaryFormat=CSV` option with no table) is found.
fn form(text: &str) -> Form {
    form_by_lines(text).unwrap_or_else(|| {
        if text.contains("summaryFormat=CSV") {
            Form::Csv
        } else {
            Form::Text
        }
    })
}

/// The form decided by the first line that decides it, if any.
fn form_by_lines(text: &str) -> Option<Form> {
    for l in lines(text) {
        let t = l.text.trim_start();
        if t.starts_with('{') {
            return Some(Form::Json(l.start));
        }
        if t.contains("access,bw(MiB/s)") || t.starts_with("access,rank,") {
            return Some(Form::Csv);
        }
        if is_results_header(t) || t.starts_with("Summary of all tests") {
            return Some(Form::Text);
        }
    }
    None
}

/// Whether a line of `head` already decides that the whole log is IOR text
/// (so that it can be read line by line with the same result).
pub(super) fn is_text_form(head: &str) -> bool {
    matches!(form_by_lines(head), Some(Form::Text))
}

fn is_results_header(t: &str) -> bool {
    t.starts_with("access") && t.split_whitespace().any(|w| w == "bw(MiB/s)")
}

fn parse_text(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut p = TextParser::default();
    for l in lines(text) {
        p.line(&l);
    }
    p.finish()
}

/// The text parser as a state machine fed one line at a time, so that a
/// large log can be read line by line from disk ([`super::stream`]) with the
/// same results as parsing it whole. Only the current invocation is held:
/// each earlier one was folded into runs when the next banner appeared.
#[derive(Default)]
pub(super) struct TextParser {
    cur: Option<Invocation>,
    folded: Folded,
    global: Global,
    state: State,
    /// The token buffer, kept empty between lines so that rows do not allocate.
    toks: Vec<&'static str>,
    /// The last summary header and its columns: every test of a long log
    /// prints the same one, read once.
    last_sum: Option<(String, SumCols)>,
    /// The same for the last results header.
    last_results: Option<(String, Cols)>,
}

/// The token buffer back for the next line, emptied, in the same allocation
/// (collecting an emptied vector into one of the same layout reuses it).
fn unborrow(mut v: Vec<&str>) -> Vec<&'static str> {
    v.clear();
    v.into_iter().map(|_| "").collect()
}

impl TextParser {
    pub(super) fn finish(self) -> Result<Vec<RawRun>, Fail> {
        let TextParser {
            cur,
            mut folded,
            mut global,
            ..
        } = self;
        if let Some(mut inv) = cur {
            folded.fold(&mut inv, &mut global);
        }
        folded.finish(global)
    }

    /// The runs of the invocations folded since the last call: nothing later
    /// in the log changes them (a later failure fails the whole parse).
    pub(super) fn take_ready(&mut self, take: impl FnMut(&mut RawRun)) {
        self.folded.take_ready(take);
    }

    pub(super) fn line(&mut self, l: &Line<'_>) {
        let mut toks: Vec<&str> = std::mem::take(&mut self.toks);
        self.line_with(l, &mut toks);
        self.toks = unborrow(toks);
    }

    fn line_with<'a>(&mut self, l: &Line<'a>, toks: &mut Vec<&'a str>) {
        let TextParser {
            cur,
            folded,
            global,
            state,
            last_sum,
            last_results,
            ..
        } = self;
        let ts = l.text.trim();
        if ts.is_empty() {
            return;
        }
        global.last_line = l.no;
        if let Some(inv) = cur.as_mut() {
            inv.last_line = l.no;
        }
        // The first `:` or `=`, found once for the tests below.
        let sep = memchr::memchr2(b':', b'=', ts.as_bytes());
        // Table rows (`write`, `read`, `remove`), most of a log's lines: a
        // line that starts with a lowercase `r` or `w` and has neither `:`
        // nor `=` can be none of the lines tested for below, so it goes
        // straight to the table it is in.
        if matches!(ts.as_bytes()[0], b'r' | b'w') && sep.is_none() {
            if let Some(inv) = cur.as_mut() {
                table_line(l, ts, state, toks, inv);
            }
            return;
        }
        // Every test below but IOR's `FAILED in` looks for a prefix: the
        // line's first byte rules most of them out at once.
        let first = ts.as_bytes()[0];
        if let Some(ver) = (first == b'I').then(|| banner_version(ts)).flatten() {
            if let Some(done) = cur.as_mut() {
                folded.fold(done, global);
            }
            *cur = Some(Invocation::new(l.no, Some(ver.to_string())));
            *state = State::Header;
            return;
        }
        if is_error(ts) {
            global.error(l.no, ts, folded);
            return;
        }
        if matches!(first, b'W' | b'i') && (ts.starts_with("WARNING") || ts.starts_with("ior WARNING")) {
            match cur.as_mut() {
                Some(inv) => inv.test().tool_warnings.add(l.no, ts),
                None => global.warnings.add(l.no, ts),
            }
            return;
        }
        if let Some(path) = (first == b'W').then(|| ts.strip_prefix("Writing output to ")).flatten() {
            global.summary_file = Some((l.no, path.trim().to_string()));
            return;
        }
        // `key : value` (or `key = value`), split once for every key test below.
        let kv = split_kv_at(ts, sep);
        if let Some(id) = test_start(ts, kv) {
            let inv = implicit(cur, l.no);
            if !inv.test().fresh() {
                inv.tests.push(Test::new(l.no));
            }
            inv.test().id = Some(id);
            *state = State::Header;
            return;
        }
        // A log repeats one results header: the same line, the same columns.
        if let Some((_, cols)) = last_results.as_ref().filter(|(h, _)| first == b'a' && h == ts) {
            implicit(cur, l.no);
            *state = State::Results(cols.clone());
            return;
        }
        if first == b'a' && is_results_header(ts) {
            implicit(cur, l.no);
            *state = match results_cols(ts, toks) {
                Some(cols) => {
                    *last_results = Some((ts.to_string(), cols.clone()));
                    State::Results(cols)
                }
                None => State::Other,
            };
            return;
        }
        if first == b'S' && ts.starts_with("Summary of all tests") {
            implicit(cur, l.no).summary_seen = true;
            return;
        }
        if first == b'O' && ts.starts_with("Operation") && ts.contains("(MiB)") {
            implicit(cur, l.no).summary_seen = true;
            let cols = match last_sum {
                Some((h, c)) if h == ts => c.clone(),
                _ => last_sum.insert((ts.to_string(), sum_cols(ts))).1.clone(),
            };
            *state = State::Summary(cols);
            return;
        }
        if matches!(first, b'F' | b'R') && (ts.starts_with("Finished") || ts.starts_with("Run finished")) {
            if let Some(inv) = cur.as_mut() {
                inv.finished = true;
            }
            *state = State::Other;
            return;
        }
        let Some(inv) = cur.as_mut() else { return };
        if let Some((_, cmd)) = kv.filter(|(k, _)| *k == "Command line used" || *k == "Command line") {
            inv.command = Some(cmd.to_string());
            return;
        }
        match &*state {
            State::Header => {
                if let Some(kv) = kv {
                    header_kv(kv, &mut inv.test().opts);
                }
            }
            _ => table_line(l, ts, state, toks, inv),
        }
    }
}

fn implicit(cur: &mut Option<Invocation>, line: usize) -> &mut Invocation {
    cur.get_or_insert_with(|| Invocation::new(line, None))
}

/// `3.3.0+dev` from `IOR-3.3.0+dev: MPI Coordinated Test of Parallel I/O`.
fn banner_version(ts: &str) -> Option<&str> {
    let rest = ts.strip_prefix("IOR-")?;
    let (ver, tail) = rest.split_once(':')?;
    if !tail.trim_start().starts_with("MPI Coordinated Test") || ver.is_empty() {
        return None;
    }
    Some(ver.trim())
}

/// Whether the line is one of IOR's errors.
fn is_error(ts: &str) -> bool {
    let prefixed = match ts.as_bytes().first() {
        Some(b'E') => ts.starts_with("ERROR"),
        Some(b'i') => ts.starts_with("ior ERROR"),
        Some(b'*') => ts.starts_with("** error"),
        Some(b'M') => ts.starts_with("MPI_ABORT was invoked"),
        _ => false,
    };
    needle!(FAILED_IN = ": FAILED in ");
    prefixed || FAILED_IN.in_line(ts)
}

/// A line as (key, value) where [`key_value`]`(ts, key)` would give `value`:
/// the key is the text before the first `:` or `=` less trailing blanks
/// (`key_value` allows spaces and tabs there), the value the rest, trimmed.
#[cfg(test)]
fn split_kv(ts: &str) -> Option<(&str, &str)> {
    split_kv_at(ts, memchr::memchr2(b':', b'=', ts.as_bytes()))
}

/// [`split_kv`] with the line's first `:` or `=` already found (`sep`).
fn split_kv_at(ts: &str, sep: Option<usize>) -> Option<(&str, &str)> {
    let at = sep?;
    // Both are ASCII, so `at` is a character boundary.
    Some((ts[..at].trim_end_matches([' ', '\t']), ts[at + 1..].trim()))
}

fn test_start(ts: &str, kv: Option<(&str, &str)>) -> Option<u64> {
    if let Some(("TestID", v)) = kv {
        return uint(v);
    }
    let rest = ts.strip_prefix("Test ")?;
    let (id, tail) = rest.split_once(' ')?;
    if tail.starts_with("started") {
        return uint(id);
    }
    None
}

#[cfg(test)]
#[path = "ior_tests.rs"]
mod tests;

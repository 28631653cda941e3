//! IOR text: the lines of a test's header block (`key : value`) and of its
//! results and summary tables, read into its [`Test`] (the line dispatch is
//! in [`super::ior`]).

use super::ior_runs::Invocation;
use super::ior_test::{Opts, Row, SumRow, Test};
use super::text::{count, number, size_bytes, uint, words, Line};

/// Columns of the per-iteration table.
#[derive(Clone)]
pub(super) struct Cols {
    n: usize,
    bw: usize,
    iter: usize,
    /// `IOPS` and `Latency(s)` (3.3.0 and later).
    iops: Option<usize>,
    lat: Option<usize>,
}

/// Columns of the summary table, by header name.
#[derive(Default, Clone)]
pub(super) struct SumCols {
    n: usize,
    max: Option<usize>,
    min: Option<usize>,
    mean: Option<usize>,
    test: Option<usize>,
    tasks: Option<usize>,
    tpn: Option<usize>,
    reps: Option<usize>,
    fpp: Option<usize>,
    segcnt: Option<usize>,
    blksiz: Option<usize>,
    xsize: Option<usize>,
    api: Option<usize>,
}

#[derive(Default)]
pub(super) enum State {
    Header,
    Results(Cols),
    Summary(SumCols),
    #[default]
    Other,
}

/// The columns of a results header (`access bw(MiB/s) … iter`), by name;
/// `None` without `bw(MiB/s)` or `iter`.
pub(super) fn results_cols<'a>(ts: &'a str, toks: &mut Vec<&'a str>) -> Option<Cols> {
    toks.clear();
    words(ts, toks);
    let bw = toks.iter().position(|&w| w == "bw(MiB/s)")?;
    let iter = toks.iter().position(|&w| w == "iter")?;
    Some(Cols {
        n: toks.len(),
        bw,
        iter,
        iops: toks.iter().position(|&w| w == "IOPS"),
        lat: toks.iter().position(|w| w.eq_ignore_ascii_case("latency(s)")),
    })
}

/// A line inside a results or summary table: a `write`/`read` row is read.
pub(super) fn table_line<'a>(l: &Line<'a>, ts: &'a str, state: &State, toks: &mut Vec<&'a str>, inv: &mut Invocation) {
    if matches!(state, State::Header | State::Other) {
        return;
    }
    let Some(op) = row_op(ts) else { return };
    toks.clear();
    words(ts, toks);
    match state {
        State::Results(cols) => results_row(l, op, toks, cols, inv.test()),
        State::Summary(cols) => summary_row(l, op, toks, cols, inv),
        State::Header | State::Other => {}
    }
}

/// `write`/`read` when that is the (trimmed) line's first word. Checked by
/// prefix, not by splitting: it runs on every line inside a table.
fn row_op(ts: &str) -> Option<&'static str> {
    let word = |w: &str| {
        ts.strip_prefix(w)
            .is_some_and(|rest| rest.chars().next().is_none_or(char::is_whitespace))
    };
    ["write", "read"].into_iter().find(|w| word(w))
}

/// One `key : value` line of a test's header (see [`split_kv`]).
pub(super) fn header_kv((key, v): (&str, &str), o: &mut Opts) {
    let first_word = |v: &str| v.split_whitespace().next().map(str::to_string);
    match key {
        "api" => o.api = first_word(v),
        "access" => o.access = Some(v.to_string()),
        "tasks" => o.tasks = count(v),
        "clients" => o.clients = v.split_whitespace().next().and_then(count),
        "Participating tasks" => o.participating = count(v),
        "repetitions" => o.reps = count(v),
        "xfersize" => o.xfer = size_bytes(v),
        "blocksize" => o.block = size_bytes(v),
        "segments" => o.segments = uint(v),
        // "segmented (1 segment)"
        "pattern" => o.segments = v.split(['(', ' ']).find_map(uint).or(o.segments),
        "ordering in a file" => o.ordering = first_word(v),
        "nodes" => o.nodes = count(v),
        "clients per node" => o.tpn = count(v),
        "stonewallingTime" => o.stonewall = Some(v.to_string()),
        _ => {}
    }
}

fn results_row(l: &Line<'_>, op: &'static str, toks: &[&str], cols: &Cols, test: &mut Test) {
    if !l.complete {
        test.warn(l.no, "last line has no newline (file cut?); row ignored");
        return;
    }
    // Latency only from a whole row: a glued row's middle columns are not where the header says.
    let whole = toks.len() == cols.n;
    let (bw, iter) = if whole {
        (toks[cols.bw], toks[cols.iter])
    } else if toks.len() < cols.n && toks.len() > cols.bw + 1 && cols.iter == cols.n - 1 {
        let (n, header) = (toks.len(), cols.n);
        test.warn(
            l.no,
            format!(
                "row has {n} fields, header has {header} (glued numbers?); bw(MiB/s) and iter read by header position"
            ),
        );
        (toks[cols.bw], toks[toks.len() - 1])
    } else {
        test.warn(
            l.no,
            format!("{op} row has {} fields, header has {}; ignored", toks.len(), cols.n),
        );
        return;
    };
    let (Some(bw), Some(iter)) = (number(bw), uint(iter).and_then(|i| u32::try_from(i).ok())) else {
        test.warn(l.no, format!("{op} row has no readable bw(MiB/s)/iter; ignored"));
        return;
    };
    if bw <= 0.0 {
        test.warn(l.no, format!("{op} bandwidth {bw} ignored"));
        return;
    }
    let at = |c: Option<usize>| {
        c.filter(|_| whole)
            .and_then(|c| number(toks[c]))
            .filter(|v| v.is_finite() && *v > 0.0)
    };
    test.rows.push(Row {
        op,
        iter,
        bw,
        iops: at(cols.iops),
        latency_s: at(cols.lat),
    });
}

/// Maps summary header names (`Max(MiB)`, `Max (MiB)`, `#Tasks`, …) to columns.
pub(super) fn sum_cols(ts: &str) -> SumCols {
    let mut names: Vec<String> = Vec::new();
    for w in ts.split_whitespace() {
        let glue = w.starts_with('(') || (w == "Dev" && names.last().is_some_and(|p| p == "Std"));
        match names.last_mut() {
            Some(prev) if glue => prev.push_str(w),
            _ => names.push(w.to_string()),
        }
    }
    let pos = |n: &str| names.iter().position(|x| x == n);
    SumCols {
        n: names.len(),
        max: pos("Max(MiB)"),
        min: pos("Min(MiB)"),
        mean: pos("Mean(MiB)"),
        test: pos("Test#"),
        tasks: pos("#Tasks"),
        tpn: pos("tPN"),
        reps: pos("reps"),
        fpp: pos("fPP"),
        segcnt: pos("segcnt"),
        blksiz: pos("blksiz"),
        xsize: pos("xsize"),
        api: pos("API"),
    }
}

fn summary_row(l: &Line<'_>, op: &'static str, toks: &[&str], c: &SumCols, inv: &mut Invocation) {
    let excel = toks.len() == c.n + 1 && toks.last() == Some(&"EXCEL");
    let n = if excel { c.n } else { toks.len() };
    let (Some(max), Some(min), Some(mean)) = (c.max, c.min, c.mean) else {
        return;
    };
    let get = |i: Option<usize>| i.and_then(|i| toks.get(i).copied());
    let num = |i: Option<usize>| get(i).and_then(number);
    let (Some(max), Some(min), Some(mean)) = (num(Some(max)), num(Some(min)), num(Some(mean))) else {
        inv.test()
            .warn(l.no, "summary row without readable Max/Min/Mean; ignored");
        return;
    };
    if n != c.n || !l.complete {
        let msg = format!("summary row has {} fields, header has {}; ignored", toks.len(), c.n);
        inv.test().warn(l.no, msg);
        return;
    }
    let u32_of = |i: Option<usize>| get(i).and_then(uint).and_then(|v| u32::try_from(v).ok());
    let row = SumRow {
        line: l.no,
        op,
        max,
        min,
        mean,
        test: get(c.test).and_then(uint),
        tasks: get(c.tasks).and_then(count),
        reps: u32_of(c.reps),
        fpp: get(c.fpp).and_then(uint).map(|v| v != 0),
        segcnt: get(c.segcnt).and_then(uint),
        blksiz: get(c.blksiz).and_then(uint),
        xsize: get(c.xsize).and_then(uint),
        api: get(c.api).map(str::to_string),
        tpn: u32_of(c.tpn),
    };
    let idx = (row.test)
        .and_then(|id| inv.tests.iter().position(|t| t.id == Some(id)))
        .unwrap_or(inv.tests.len() - 1);
    inv.tests[idx].sums.push(row);
}

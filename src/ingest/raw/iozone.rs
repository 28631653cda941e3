//! IOzone text output (3.327 … 3.465): throughput mode (`-t N`, `-l/-u`)
//! and the table that auto mode (`-a`) and single runs (`-s/-r`) print.
//!
//! * **Throughput mode.** Each `Children see throughput for N <test> = X
//!   <unit>` line is one point: threads `N` (IOzone's processes or `-T`
//!   threads), value `X` — the sum of the per-child rates, which is what
//!   IOzone reports as the aggregate. `Parent sees …` (wall-clock based) is
//!   kept as the param `parent_sees.<operation>`; per-child and Min/Max/Avg
//!   lines are not used. One run per process count, in order of appearance
//!   (`-l/-u` gives several); a test repeated for the same count becomes
//!   the next iteration.
//! * **Operations**: initial writers `write`, rewriters `rewrite`, readers
//!   `read`, re-readers `reread`, reverse readers `backward-read`, stride
//!   readers `stride-read`, random readers `random-read`, random writers
//!   `random-write`, mixed workload `mixed`, pwrite writers `pwrite`, pread
//!   readers `pread`, fwriters `fwrite`, re-fwriters `frewrite`, freaders
//!   `fread`, re-freaders `freread`; a line with any other label is skipped
//!   with a warning (a damaged or unknown label is not guessed at).
//! * **Table mode** (auto `-a`/`-A` or plain `-s/-r` runs) has no thread
//!   count: threads = 1. Every row is one (file size, record length) pair,
//!   measured for each test: the pair is two swept parameters, `file_size`
//!   and `record_size`, written into the operation name in bytes the way
//!   every sweep names its values (`write-fs1048576-rs4096`,
//!   `random-read-fs16777216-rs1048576`, see
//!   `model::latency::parse_grid_operation`), so each test becomes a grid
//!   that a report draws as a heat map. Pairs IOzone leaves out (auto mode
//!   skips records under 64 kB for files over 32 MB; `-i` leaves whole
//!   columns blank) have no point: an empty cell, never a zero. Columns are the two header lines joined
//!   by right edges (`random`+`read`); values are assigned to the column whose
//!   right edge is nearest (±3 characters), so blank cells for tests not run
//!   are honoured. The Excel (`-R`) copy of the table is not read.
//! * **Units**: `kB/sec`, `KB/sec` and `Kbytes/sec` are IOzone's 1024-byte
//!   kB ([`RawUnit::KiBps`]); `-O` gives `ops/sec` ([`RawUnit::Iops`]); `-N`
//!   gives microseconds per operation, converted to [`RawUnit::Seconds`].
//!   Zero values (e.g. a latency under 0.5 µs printed as `0`) are dropped with
//!   a warning.
//! * **Params**: `mode` (`throughput`/`table`), `file_size`, `record_size`
//!   (bytes, throughput mode), `o_direct`.
//! * Each `Iozone: Performance Test of File I/O` banner starts a new
//!   invocation (concatenated logs); the first run of an invocation starts at
//!   the banner, later process counts at their `Throughput test with N` line.
//! * Table rows are read only after an `Output is in …`/`Mode. Output …` line
//!   said what the numbers are; without it a row is skipped with a warning.
//! * An invocation without results (e.g. `Can not open temp file`, then
//!   `iozone: interrupted`) is an error naming IOzone's first error line; a
//!   missing `iozone test complete.` line gives a warning.

use super::fail::Fail;
use super::iozone_table::{columns, is_table_header, table_row, Column};
use super::run::{RawRun, RawUnit, Tool};
use super::text::{count, lines, number, uint, Line};

#[derive(Default)]
struct Header {
    version: Option<String>,
    command: Option<String>,
    unit: Option<RawUnit>,
    file_size: Option<u64>,
    record_size: Option<u64>,
    o_direct: bool,
    first_line: usize,
    /// Line and process count of the last `Throughput test with N …` line.
    throughput_line: Option<(usize, u32)>,
}

/// One IOzone invocation (from its banner to the next).
#[derive(Default)]
struct Inv {
    h: Header,
    runs: Vec<(u32, RawRun)>,
    table: Option<Vec<Column>>,
    table_run: Option<RawRun>,
    complete: bool,
    errors: Vec<(usize, String)>,
    last_line: usize,
    excel: bool,
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut out = Vec::new();
    let mut inv = Inv::default();
    let mut prev_line = "";
    for l in lines(text) {
        let ts = l.text.trim();
        if ts.is_empty() {
            inv.table = None;
            prev_line = "";
            continue;
        }
        if ts.starts_with("Iozone: Performance Test of File I/O") {
            if inv.h.first_line > 0 {
                out.extend(finish(std::mem::take(&mut inv))?);
            }
            inv.h.first_line = l.no;
            inv.last_line = l.no;
            continue;
        }
        inv.last_line = l.no;
        if inv.excel {
            continue;
        }
        if inv.h.first_line == 0 {
            inv.h.first_line = l.no;
        }
        line(&l, ts, prev_line, &mut inv);
        prev_line = l.text;
    }
    if inv.h.first_line > 0 || out.is_empty() {
        out.extend(finish(inv)?);
    }
    Ok(out)
}

fn line(l: &Line<'_>, ts: &str, prev_line: &str, inv: &mut Inv) {
    let h = &mut inv.h;
    if let Some(v) = ts.strip_prefix("Version $Revision:") {
        h.version = Some(v.trim().trim_end_matches('$').trim().to_string());
    } else if let Some(c) = ts.strip_prefix("Command line used:") {
        h.command = Some(c.trim().to_string());
    } else if ts.contains("Output is in") || ts.contains("Mode. Output") {
        h.unit = unit_of(ts);
    } else if let Some(v) = ts.strip_prefix("File size set to") {
        h.file_size = kb(v);
    } else if let Some(v) = ts.strip_prefix("Record Size") {
        h.record_size = kb(v);
    } else if let Some(rest) = ts.strip_prefix("Throughput test with ") {
        h.throughput_line = rest.split_whitespace().next().and_then(count).map(|n| (l.no, n));
    } else if ts.starts_with("O_DIRECT feature enabled") {
        h.o_direct = true;
    } else if ts.starts_with("Each process writes a") || ts.starts_with("Each thread writes a") {
        each_writes(ts, h);
    } else if let Some(rest) = ts.strip_prefix("Children see throughput for") {
        children(l, rest, &inv.h, &mut inv.runs);
    } else if let Some(rest) = ts.strip_prefix("Parent sees throughput for") {
        parent(rest, &mut inv.runs);
    } else if ts == "iozone test complete." {
        inv.complete = true;
        inv.table = None;
    } else if ts.starts_with("Excel output is below") {
        inv.excel = true;
    } else if is_error(ts) {
        inv.errors.push((l.no, ts.to_string()));
    } else if is_table_header(ts) {
        inv.table = Some(columns(prev_line, l.text));
        inv.table_run
            .get_or_insert_with(|| new_run(&inv.h, inv.h.first_line.max(1), "table"));
    } else if let (Some(cols), Some(run)) = (&inv.table, inv.table_run.as_mut()) {
        table_row(l, cols, inv.h.unit, run);
    }
}

fn finish(inv: Inv) -> Result<Vec<RawRun>, Fail> {
    let h = &inv.h;
    let last_line = inv.last_line;
    let mut out: Vec<RawRun> = inv.runs.into_iter().map(|(_, r)| r).collect();
    out.extend(inv.table_run);
    if out.is_empty() || out.iter().all(|r| r.points.is_empty()) {
        return Err(match inv.errors.first() {
            Some((no, e)) => Fail::at(*no, format!("IOzone run failed: '{e}'; no results")),
            None if h.first_line > 0 && h.version.is_some() => Fail::at(
                h.first_line,
                format!(
                    "IOzone header without results (output ends at line {last_line}: failed, hung or cut-off run?)"
                ),
            ),
            None => Fail::at(
                last_line.max(1),
                "no IOzone results: expected 'Children see throughput' lines or a 'kB reclen' table",
            ),
        });
    }
    for run in &mut out {
        run.tool_version = h.version.clone();
        run.command_line = h.command.clone();
        if !inv.complete {
            run.warn(
                last_line,
                "no 'iozone test complete.' line: the run may have been cut short and later tests may be missing",
            );
        }
    }
    Ok(out)
}

fn new_run(h: &Header, first_line: usize, mode: &str) -> RawRun {
    let mut run = RawRun::new(Tool::Iozone, first_line);
    run.param("mode", mode);
    if mode == "throughput" {
        run.param_opt("file_size", h.file_size);
        run.param_opt("record_size", h.record_size);
    }
    if h.o_direct {
        run.param("o_direct", true);
    }
    run
}

fn unit_of(ts: &str) -> Option<RawUnit> {
    if ts.contains("operations per second") || ts.contains("ops/sec") {
        Some(RawUnit::Iops)
    } else if ts.contains("microseconds per operation") {
        Some(RawUnit::Seconds)
    } else if ts.contains("bytes/sec") || ts.contains("kBytes/sec") || ts.contains("Kbytes/sec") {
        Some(RawUnit::KiBps)
    } else {
        None
    }
}

/// Bytes from `65536 kB` / `1024 kB`.
fn kb(v: &str) -> Option<u64> {
    let mut it = v.split_whitespace();
    let n = uint(it.next()?)?;
    match it.next() {
        Some("kB") | Some("KB") | Some("kBytes") | Some("Kbytes") => n.checked_mul(1024),
        _ => None,
    }
}

/// `Each process writes a 65536 kByte file in 1024 kByte records`.
fn each_writes(ts: &str, h: &mut Header) {
    let toks: Vec<&str> = ts.split_whitespace().collect();
    for (word, size) in [("a", &mut h.file_size), ("in", &mut h.record_size)] {
        let i = toks.iter().position(|t| *t == word);
        if let Some(n) = i.and_then(|i| uint(toks.get(i + 1)?)) {
            *size = n.checked_mul(1024);
        }
    }
}

fn is_error(ts: &str) -> bool {
    ts.starts_with("Can not")
        || ts.starts_with("Error")
        || ts.starts_with("iozone: interrupted")
        || ts.starts_with("exiting iozone")
        || ts.starts_with("open:")
}

fn throughput_op(label: &str) -> Option<&'static str> {
    Some(match label {
        "initial writers" => "write",
        "rewriters" => "rewrite",
        "readers" => "read",
        "re-readers" => "reread",
        "reverse readers" => "backward-read",
        "stride readers" => "stride-read",
        "random readers" => "random-read",
        "random writers" => "random-write",
        "mixed workload" => "mixed",
        "pwrite writers" => "pwrite",
        "pread readers" => "pread",
        "fwriters" => "fwrite",
        "re-fwriters" => "frewrite",
        "freaders" => "fread",
        "re-freaders" => "freread",
        _ => return None,
    })
}

/// `N <label> = X <unit>` → (N, label, X, unit).
fn split_throughput(rest: &str) -> Option<(u32, &str, f64, &str)> {
    let (left, right) = rest.split_once('=')?;
    let left = left.trim();
    let (n, label) = left.split_once(char::is_whitespace)?;
    let mut r = right.split_whitespace();
    let value = number(r.next()?)?;
    let unit = r.next()?;
    Some((count(n)?, label.trim(), value, unit))
}

fn children(l: &Line<'_>, rest: &str, h: &Header, runs: &mut Vec<(u32, RawRun)>) {
    let Some((n, label, value, unit)) = split_throughput(rest) else {
        if let Some((_, r)) = runs.last_mut() {
            r.warn(l.no, "unreadable 'Children see throughput' line ignored");
        }
        return;
    };
    let idx = runs.iter().position(|(t, _)| *t == n).unwrap_or_else(|| {
        let start = match h.throughput_line {
            _ if runs.is_empty() && h.first_line > 0 => h.first_line,
            Some((line, count)) if count == n => line,
            _ => l.no,
        };
        runs.push((n, new_run(h, start, "throughput")));
        runs.len() - 1
    });
    let run = &mut runs[idx].1;
    if !l.complete {
        run.warn(l.no, "last line has no newline (file cut?); value ignored");
        return;
    }
    let unit = match unit {
        "kB/sec" | "KB/sec" | "Kbytes/sec" | "kBytes/sec" => RawUnit::KiBps,
        "ops/sec" => RawUnit::Iops,
        other => {
            run.warn(l.no, format!("unknown IOzone unit '{other}'; value ignored"));
            return;
        }
    };
    let Some(op) = throughput_op(label) else {
        run.warn(l.no, format!("unknown IOzone test '{label}'; line ignored"));
        return;
    };
    if value <= 0.0 {
        run.warn(l.no, format!("{op}: zero throughput ignored"));
        return;
    }
    let iteration = run.points.iter().filter(|p| p.operation == op).count() as u32;
    run.push(op, n, iteration, value, unit);
}

fn parent(rest: &str, runs: &mut [(u32, RawRun)]) -> Option<()> {
    let (n, label, value, _) = split_throughput(rest)?;
    let (_, run) = runs.iter_mut().find(|(t, _)| *t == n)?;
    run.param(&format!("parent_sees.{}", throughput_op(label)?), value);
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throughput_lines_split() {
        let (n, label, v, unit) = split_throughput("  4 initial writers \t=  365922.60 kB/sec").unwrap();
        assert_eq!((n, label, v, unit), (4, "initial writers", 365922.60, "kB/sec"));
        assert!(split_throughput(" 4 readers \t\t= 19871024.00").is_none());
    }

    #[test]
    fn each_process_count_is_a_run() {
        let text = "\tIozone: Performance Test of File I/O\n\t        Version $Revision: 3.465 $\n\
                    \tOutput is in kBytes/sec\n\tThroughput test with 1 process\n\
                    \tChildren see throughput for  1 initial writers \t=  100.00 kB/sec\n\
                    \tParent sees throughput for  1 initial writers \t=  90.00 kB/sec\n\
                    \tThroughput test with 2 processes\n\
                    \tChildren see throughput for  2 initial writers \t=  180.00 kB/sec\n\n\
                    iozone test complete.\n";
        let runs = parse(text).unwrap();
        assert_eq!(runs.len(), 2);
        assert_eq!((runs[0].first_line, runs[1].first_line), (1, 7));
        assert_eq!(runs[0].params["parent_sees.write"], "90");
        assert_eq!((runs[1].points[0].threads, runs[1].points[0].value), (2, 180.0));
        assert!(runs[0].warnings.is_empty(), "{:?}", runs[0].warnings);
    }
}

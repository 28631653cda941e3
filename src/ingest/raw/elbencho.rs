//! elbencho output: the result table (`--resfile`, or what it prints on the
//! console) and the CSV (`--csvfile`).
//!
//! * **Runs.** One file is one elbencho invocation: one [`RawRun`]. Its
//!   phases (`MKDIRS`, `WRITE`, `READ`, `RWMIX…`, `SYNC`, …) are rows of the
//!   table; only the data phases give points: `WRITE` → `write`, `READ` →
//!   `read`, and a read/write mix (`RWMIX…`) its `… write` and `… read`
//!   lines. A file with several `WRITE` phases (concatenated result files)
//!   gives iterations 0, 1, … in file order.
//! * **Values** are the `LAST DONE` column (the whole phase, up to the
//!   slowest thread, as fio's and IOR's aggregate bandwidths are); the
//!   `FIRST DONE` value (up to the fastest thread, elbencho's stonewall) is
//!   kept as the param `first_done.<op>` (MiB/s). Throughput is MiB/s.
//! * **Latency** (into `RawRun::latency`): `IOPS` (last done) and the I/O
//!   latency average — table `IO latency : [ min=… avg=3.07ms max=… ]`
//!   (elbencho's human units us/ms/s), CSV `IO lat us [avg]` — and, in the
//!   table, the `IO lat % us : [ 1%<=… 50%<=… 99%<=… ]` percentiles. The
//!   kind is `io` (elbencho times each block I/O call).
//! * **Threads** are elbencho's `threads` per host × the number of hosts
//!   (`--hosts a,b,c`, or the CSV's `hosts` column); the params
//!   `threads_per_host` and `hosts` keep both. The table names neither: they
//!   come from its `COMMAND LINE:` line (`-t`/`--threads`, `--hosts`).
//! * The version is the CSV's `version` column; the table prints none.

use super::fail::Fail;
use super::run::{RawLatency, RawRun, RawUnit, Tool};
use super::text::{flag_value, lines, number, size_bytes};

/// True when `text` looks like elbencho's table or CSV.
pub(super) fn looks_like(text: &str) -> bool {
    (text.contains("OPERATION") && text.contains("RESULT TYPE") && text.contains("LAST DONE"))
        || text.starts_with("ISO date,label,path type,")
        || text.contains("IOPS [last],")
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let header = lines(text).find(|l| !l.text.trim().is_empty());
    match header {
        Some(h) if h.text.contains(",operation,") || h.text.starts_with("ISO date,") => parse_csv(text, h.no),
        _ => parse_table(text),
    }
}

/// (operation, mean seconds, percentiles in seconds) of one phase.
type PhaseLat = (&'static str, Option<f64>, Vec<(f64, f64)>);

/// One data phase as elbencho printed it.
#[derive(Default)]
struct Phase {
    line: usize,
    /// (operation, first done, last done) MiB/s.
    bw: Vec<(&'static str, f64, f64)>,
    /// (operation, last-done IOPS).
    iops: Vec<(&'static str, f64)>,
    lat: Vec<PhaseLat>,
}

/// The operation of a result line's type in a phase: `Throughput MiB/s` in
/// `WRITE` is `write`; `MiB/s read` in `RWMIX70` is `read`.
fn op_of(phase: &str, result_type: &str) -> Option<&'static str> {
    let words = || result_type.split_whitespace();
    if words().any(|w| w == "read" || w == "rd") {
        return Some("read");
    }
    if words().any(|w| w == "write" || w == "wr") {
        return Some("write");
    }
    match phase {
        "WRITE" => Some("write"),
        "READ" => Some("read"),
        _ => None,
    }
}

fn parse_table(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut out = Vec::new();
    let mut run = RawRun::new(Tool::Elbencho, 1);
    let mut started = false;
    let mut phases: Vec<Phase> = Vec::new();
    let mut phase = String::new();
    let mut last = 1;
    for l in lines(text) {
        let ts = l.text.trim();
        if ts.is_empty() {
            continue;
        }
        last = l.no;
        // A result file starts with `ISO DATE:` then `COMMAND LINE:`; either
        // seen again after results means a concatenated second file.
        let date = ts.starts_with("ISO DATE:");
        let cmd = ts.strip_prefix("COMMAND LINE:");
        if (date || cmd.is_some()) && (!phases.is_empty() || (cmd.is_some() && run.command_line.is_some())) {
            let done = std::mem::replace(&mut run, RawRun::new(Tool::Elbencho, l.no));
            out.extend(finish(done, std::mem::take(&mut phases), l.no.saturating_sub(1))?);
            started = false;
        }
        if date || (cmd.is_some() && !started) {
            run.first_line = l.no;
            started = true;
        }
        if let Some(cmd) = cmd {
            command_params(&mut run, cmd.trim());
            continue;
        }
        if date || ts == "---" || ts.starts_with("OPERATION") || ts.starts_with("===") {
            continue;
        }
        let Some((left, right)) = l.text.split_once(" : ") else {
            continue;
        };
        if !l.text.starts_with(char::is_whitespace) {
            phase = left.split_whitespace().next().unwrap_or("").to_string();
        }
        let result_type = if l.text.starts_with(char::is_whitespace) {
            left.trim()
        } else {
            left.trim().strip_prefix(phase.as_str()).unwrap_or("").trim()
        };
        if !l.complete {
            run.warn(l.no, "last line has no newline (file cut?); value ignored");
            continue;
        }
        if result_type.starts_with("Elapsed") {
            phases.push(Phase {
                line: l.no,
                ..Phase::default()
            });
            continue;
        }
        let Some(op) = op_of(&phase, result_type) else { continue };
        let Some(p) = phases.last_mut() else { continue };
        let nums: Vec<Option<f64>> = right.split_whitespace().map(number).collect();
        if result_type.contains("MiB/s") {
            if let [Some(first), Some(done)] = nums[..] {
                p.bw.push((op, first, done));
            }
        } else if result_type.starts_with("IOPS") {
            if let [_, Some(done)] = nums[..] {
                p.iops.push((op, done));
            }
        } else if result_type.starts_with("IO") && result_type.ends_with("latency") {
            let avg = right.split_whitespace().find_map(|w| w.strip_prefix("avg="));
            let mean = avg.and_then(human_us).map(|us| us * 1e-6);
            p.lat.push((op, mean, Vec::new()));
        } else if result_type.starts_with("IO") && result_type.contains("lat %") {
            let pcts = percentiles(right);
            match p.lat.iter_mut().find(|(o, _, _)| *o == op) {
                Some(entry) => entry.2 = pcts,
                None => p.lat.push((op, None, pcts)),
            }
        }
    }
    out.extend(finish(run, phases, last)?);
    Ok(out)
}

/// `[ 1%<=412 50%<=3075 99%<=9.5 99.9%<=… ]` (µs) → (percentile, seconds).
fn percentiles(right: &str) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = right
        .split_whitespace()
        .filter_map(|w| {
            let (p, v) = w.split_once("%<=")?;
            let (p, v) = (number(p)?, number(v)?);
            (p > 0.0 && p < 100.0 && v >= 0.0).then_some((p, v * 1e-6))
        })
        .collect();
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    out
}

/// elbencho's human latency (`412us`, `3.07ms`, `1.20s`) in microseconds.
fn human_us(v: &str) -> Option<f64> {
    let (num, scale) = if let Some(n) = v.strip_suffix("us") {
        (n, 1.0)
    } else if let Some(n) = v.strip_suffix("ms") {
        (n, 1e3)
    } else {
        (v.strip_suffix('s')?, 1e6)
    };
    number(num).map(|n| n * scale)
}

/// `"/…/elbencho" "--hosts" "a,b," "--threads" "8" …`: the command line
/// (quotes removed) and the thread and host counts.
fn command_params(run: &mut RawRun, cmd: &str) {
    let args = unquoted(cmd);
    run.command_line = Some(args.join(" "));
    let value = |names: &[&str]| flag_value(&args, names);
    let threads = value(&["--threads", "-t"]).and_then(|t| t.parse::<u32>().ok());
    run.param_opt("threads_per_host", threads);
    if let Some(h) = value(&["--hosts"]) {
        let n = h.split([',', ' ']).filter(|s| !s.trim().is_empty()).count();
        run.param("hosts", n);
    }
    run.param_opt("block_size", value(&["--block", "-b"]).and_then(size_bytes));
    run.param_opt("file_size", value(&["--size", "-s"]).and_then(size_bytes));
    run.param_opt("queue_depth", value(&["--iodepth"]));
    for (flag, key) in [("--direct", "direct"), ("--rand", "random")] {
        if args.contains(&flag) {
            run.param(key, 1);
        }
    }
}

/// The words of a command line elbencho writes quoted (`"a" "b c"`).
fn unquoted(cmd: &str) -> Vec<&str> {
    cmd.split('"').map(str::trim).filter(|a| !a.is_empty()).collect()
}

/// Threads = per-host threads × hosts (1 host when not named).
fn threads_of(run: &RawRun) -> Option<u32> {
    let per: u32 = run.params.get("threads_per_host")?.parse().ok()?;
    let hosts: u32 = run.params.get("hosts").and_then(|h| h.parse().ok()).unwrap_or(1);
    per.checked_mul(hosts.max(1)).filter(|&t| t > 0)
}

fn finish(mut run: RawRun, phases: Vec<Phase>, last: usize) -> Result<Vec<RawRun>, Fail> {
    let Some(threads) = threads_of(&run) else {
        return Err(Fail::at(
            run.first_line,
            "elbencho result has no thread count: expected a 'COMMAND LINE:' with --threads (or a CSV 'threads' column)",
        ));
    };
    for p in &phases {
        for &(op, first, value) in &p.bw {
            if !(value.is_finite() && value > 0.0) {
                run.warn(p.line, format!("elbencho {op} throughput {value} ignored"));
                continue;
            }
            let iteration = run.points.iter().filter(|q| q.operation == op).count() as u32;
            run.push(op, threads, iteration, value, RawUnit::MiBps);
            if iteration == 0 && first.is_finite() {
                run.param(&format!("first_done.{op}"), first);
            }
            let iops = p.iops.iter().find(|(o, _)| *o == op).map(|(_, v)| *v);
            let lat = p.lat.iter().find(|(o, _, _)| *o == op);
            if let (Some(iops), Some((_, mean, pcts))) = (iops.filter(|v| v.is_finite() && *v > 0.0), lat) {
                let mean = mean.filter(|m| m.is_finite() && *m > 0.0);
                if mean.is_some() || !pcts.is_empty() {
                    run.latency
                        .push(RawLatency::new(op, threads, iops, "io", mean, pcts.clone()));
                }
            }
        }
    }
    if run.points.is_empty() {
        return Err(Fail::at(
            last.max(1),
            "elbencho result has no WRITE or READ phase with throughput (nothing found up to the last line)",
        ));
    }
    let iterations = run.points.iter().map(|p| p.iteration + 1).max().unwrap_or(1);
    run.param("iterations", iterations);
    Ok(vec![run])
}

fn parse_csv(text: &str, header_line: usize) -> Result<Vec<RawRun>, Fail> {
    let mut rdr = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let headers = rdr
        .headers()
        .map_err(|e| Fail::at(header_line, format!("unreadable elbencho CSV header: {e}")))?
        .clone();
    let col = |name: &str| headers.iter().position(|h| h == name);
    let need =
        |name: &str| col(name).ok_or_else(|| Fail::at(header_line, format!("elbencho CSV has no '{name}' column")));
    let (c_op, c_threads) = (need("operation")?, need("threads")?);
    let (c_first, c_last) = (need("MiB/s [first]")?, need("MiB/s [last]")?);
    let (c_hosts, c_iops, c_lat) = (col("hosts"), col("IOPS [last]"), col("IO lat us [avg]"));
    let (c_ver, c_cmd) = (col("version"), col("command"));
    let params = [
        (col("block size"), "block_size"),
        (col("file size"), "file_size"),
        (col("direct IO"), "direct"),
        (col("random"), "random"),
        (col("IO depth"), "queue_depth"),
    ];
    let mut run = RawRun::new(Tool::Elbencho, header_line);
    let mut out = Vec::new();
    let mut phases = Vec::new();
    let mut last = header_line;
    for rec in rdr.records() {
        let rec = rec.map_err(|e| {
            let line = e.position().map_or(last + 1, |p| p.line() as usize);
            Fail::at(line, format!("unreadable elbencho CSV row: {e}"))
        })?;
        let line = rec.position().map_or(last + 1, |p| p.line() as usize);
        last = line;
        if rec.get(0) == Some(headers.get(0).unwrap_or("")) && rec.get(c_op) == Some("operation") {
            // The header again: a second CSV file concatenated to the first.
            let done = std::mem::replace(&mut run, RawRun::new(Tool::Elbencho, line));
            out.extend(finish(done, std::mem::take(&mut phases), line.saturating_sub(1))?);
            continue;
        }
        let get = |c: Option<usize>| c.and_then(|c| rec.get(c)).map(str::trim).filter(|v| !v.is_empty());
        if rec.len() < headers.len() {
            run.warn(
                line,
                format!("row has {} fields, header has {}; ignored", rec.len(), headers.len()),
            );
            continue;
        }
        if run.tool_version.is_none() {
            run.tool_version = get(c_ver).map(|v| v.strip_suffix("-0").unwrap_or(v).to_string());
        }
        if run.command_line.is_none() {
            run.command_line = get(c_cmd).map(|c| unquoted(c).join(" "));
        }
        let threads = get(Some(c_threads)).and_then(|t| t.parse::<u32>().ok());
        run.param_opt("threads_per_host", threads);
        run.param_opt("hosts", get(c_hosts).and_then(|h| h.parse::<u32>().ok()));
        for (c, key) in params {
            run.param_opt(key, get(c));
        }
        let Some(op) = get(Some(c_op)).and_then(|p| op_of(p, "")) else {
            continue;
        };
        let num = |c: Option<usize>| get(c).and_then(number);
        let bw = num(Some(c_first)).zip(num(Some(c_last)));
        phases.push(Phase {
            line,
            bw: Vec::from_iter(bw.map(|(first, last)| (op, first, last))),
            iops: Vec::from_iter(num(c_iops).map(|i| (op, i))),
            lat: Vec::from_iter(num(c_lat).map(|us| (op, Some(us * 1e-6), Vec::new()))),
        });
    }
    out.extend(finish(run, phases, last)?);
    Ok(out)
}

#[cfg(test)]
#[path = "elbencho_tests.rs"]
mod tests;

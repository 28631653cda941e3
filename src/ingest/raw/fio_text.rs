//! fio `normal` (human-readable) output.
//!
//! * **Runs** are job groups: `name: (g=N): rw=…, bs=(R) …, ioengine=…,
//!   iodepth=…` lines give a group's params, `name: (groupid=N, jobs=J)`
//!   lines its jobs (threads = the sum of `jobs=` over the group's entries,
//!   so per-job output without `group_reporting` counts every job once).
//! * **Values** come from fio's own aggregate, the `Run status group N (all
//!   jobs):` block (`READ: bw=401MiB/s (420MB/s), …`): the first, binary-unit
//!   `bw=` value in its printed unit (`B/s`, `KiB/s`, `MiB/s`, `GiB/s`;
//!   `TiB/s` is turned into GiB/s); fio 2.x prints `READ: io=…, aggrb=…KB/s`
//!   instead, with binary `KB`/`MB`/`GB`. That line already sums the jobs of a
//!   group, with or without `group_reporting`. A group with job results but
//!   no status block (output cut before it) is an error rather than a sum of
//!   rounded per-job values.
//! * `Starting N processes` must equal the sum of `jobs=` over the groups;
//!   otherwise the output is damaged and thread counts would be wrong: an
//!   error.
//! * **Latency** (`clat`/`lat` mean and percentiles, `slat` mean, IOPS) is
//!   read from the job entries by [`super::fio_text_lat`]; as for JSON, only
//!   from a group's single entry (`group_reporting` or one job): percentiles
//!   of separate jobs cannot be combined, so several entries give a warning
//!   instead. `elapsed_ms` is the longest direction runtime of the entries
//!   (`(1202MiB/3001msec)`). Normal output does not print `direct`.
//! * A new `fio-x.y` version line after finished groups starts another
//!   invocation (concatenated logs). `fio: …` lines are fio's errors; a file
//!   with only those is an error quoting the first.

use super::fail::Fail;
use super::fio_text_lat::{direction_line, JobLat};
use super::run::{separate_jobs, RawRun, RawUnit, Tool};
use super::text::{lines, number, size_bytes};

#[derive(Default)]
struct Group {
    id: u64,
    first_line: usize,
    name: Option<String>,
    params: Vec<(&'static str, String)>,
    jobs: u32,
    status: Vec<(&'static str, f64, RawUnit)>,
    job_line: Option<usize>,
    /// One per `(groupid=N, jobs=J)` entry.
    entries: Vec<JobLat>,
}

#[derive(Default)]
struct Invocation {
    version: Option<String>,
    groups: Vec<Group>,
    /// `Starting N processes` / `Starting N threads`: (line, N).
    started: Option<(usize, u32)>,
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut invs: Vec<Invocation> = vec![Invocation::default()];
    let mut errors: Vec<(usize, String)> = Vec::new();
    let mut status_group: Option<u64> = None;
    // The group whose job entry the current lines belong to.
    let mut in_job: Option<u64> = None;
    let mut warnings: Vec<String> = Vec::new();
    let mut last_line = 0;
    for l in lines(text) {
        let ts = l.text.trim();
        if ts.is_empty() {
            continue;
        }
        last_line = l.no;
        // A job header, version line or job result for a group that already
        // has its status block means the next (concatenated) run has begun.
        let done = |id: Option<u64>| {
            let mut groups = invs.last().into_iter().flat_map(|inv| &inv.groups);
            groups.any(|g| id.is_none_or(|id| g.id == id) && !g.status.is_empty())
        };
        let next_run = version_line(ts).is_some() || job_header(ts).is_some();
        if (next_run || job_result(ts).is_some_and(|(id, _)| done(Some(id)))) && done(None) {
            invs.push(Invocation::default());
            status_group = None;
            in_job = None;
        }
        let Some(inv) = invs.last_mut() else { break };
        if let Some(v) = version_line(ts) {
            inv.version = Some(v.to_string());
            status_group = None;
            continue;
        }
        if let Some(rest) = ts.strip_prefix("Starting ") {
            let mut w = rest.split_whitespace();
            if let (Some(n), Some(what)) = (w.next().and_then(|n| n.parse().ok()), w.next()) {
                if what.starts_with("process") || what.starts_with("thread") {
                    inv.started = Some((l.no, n));
                }
            }
            continue;
        }
        if ts.starts_with("fio: ") {
            errors.push((l.no, ts.to_string()));
            continue;
        }
        if let Some((name, id, rest)) = job_header(ts) {
            let g = group(inv, id, l.no);
            if g.name.is_none() {
                g.name = Some(name.to_string());
                g.params = header_params(rest);
            }
            continue;
        }
        if let Some((id, jobs)) = job_result(ts) {
            let g = group(inv, id, l.no);
            g.jobs = g.jobs.saturating_add(jobs);
            g.job_line.get_or_insert(l.no);
            g.entries.push(JobLat::default());
            in_job = Some(id);
            continue;
        }
        if let Some(rest) = ts.strip_prefix("Run status group ") {
            in_job = None;
            status_group = rest.split_whitespace().next().and_then(|n| n.parse().ok());
            continue;
        }
        if ts.starts_with("Disk stats") {
            status_group = None;
            continue;
        }
        if let Some(id) = in_job {
            if l.complete {
                if let Some(e) = group(inv, id, l.no).entries.last_mut() {
                    e.line(ts);
                }
            }
            continue;
        }
        let Some(id) = status_group else { continue };
        let Some((op, rest)) = direction_line(ts, ["READ", "WRITE", "TRIM"]) else {
            continue;
        };
        if !l.complete {
            warnings.push(format!(
                "line {}: last line has no newline (file cut?); value ignored",
                l.no
            ));
            continue;
        }
        match bandwidth(rest) {
            Some((v, unit)) if v > 0.0 => group(inv, id, l.no).status.push((op, v, unit)),
            Some(_) => {}
            None => warnings.push(format!("line {}: unreadable bw= value; ignored", l.no)),
        }
    }
    build(invs, errors, warnings, last_line)
}

fn build(
    invs: Vec<Invocation>,
    errors: Vec<(usize, String)>,
    warnings: Vec<String>,
    last_line: usize,
) -> Result<Vec<RawRun>, Fail> {
    let mut runs = Vec::new();
    for inv in invs {
        let jobs: u64 = inv.groups.iter().map(|g| u64::from(g.jobs)).sum();
        if let Some((line, n)) = inv.started {
            if jobs != u64::from(n) && inv.groups.iter().any(|g| !g.status.is_empty()) {
                return Err(Fail::at(
                    line,
                    format!(
                        "fio started {n} jobs but its '(groupid=…, jobs=N)' lines count {jobs}: \
                         damaged or incomplete output, thread counts would be wrong"
                    ),
                ));
            }
        }
        for g in inv.groups {
            if g.status.is_empty() {
                let msg = match (g.job_line, errors.first()) {
                    (_, Some((no, e))) => format!("fio job group {} has no results: fio reported '{e}' (line {no})", g.id),
                    (Some(_), None) => format!(
                        "fio job group {} has job results but no 'Run status group' summary (output ends at line {last_line}: cut off?)",
                        g.id
                    ),
                    (None, None) => format!(
                        "fio job group {} has no results (output ends at line {last_line}: failed, hung or cut-off run?)",
                        g.id
                    ),
                };
                return Err(Fail::at(g.first_line, msg));
            }
            let Some(threads) = Some(g.jobs).filter(|&j| j > 0) else {
                return Err(Fail::at(
                    g.first_line,
                    format!(
                        "fio job group {} has a status block but no '(groupid=…, jobs=N)' line",
                        g.id
                    ),
                ));
            };
            let mut run = RawRun::new(Tool::Fio, g.first_line);
            run.tool_version = inv.version.clone();
            run.warnings = warnings.clone();
            run.param("group_id", g.id);
            run.param_opt("job_name", g.name.as_ref());
            for (k, v) in &g.params {
                run.param(k, v);
            }
            for (op, v, unit) in &g.status {
                let iteration = run.points.iter().filter(|p| p.operation == *op).count() as u32;
                run.push(*op, threads, iteration, *v, *unit);
            }
            let ran = g.entries.iter().filter_map(JobLat::elapsed_ms).reduce(f64::max);
            run.param_opt("elapsed_ms", ran);
            match g.entries.as_slice() {
                [one] => run.latency = one.finish(threads),
                [] => {}
                many => run.warn(g.job_line.unwrap_or(g.first_line), separate_jobs(g.id, many.len())),
            }
            runs.push(run);
        }
    }
    if runs.is_empty() {
        return Err(match errors.first() {
            Some((no, e)) => Fail::at(*no, format!("fio reported an error and printed no results: {e}")),
            None => Fail::at(
                last_line.max(1),
                "no fio results: expected JSON with \"fio version\" or 'Run status group' lines",
            ),
        });
    }
    Ok(runs)
}

fn group(inv: &mut Invocation, id: u64, line: usize) -> &mut Group {
    let idx = inv.groups.iter().position(|g| g.id == id).unwrap_or_else(|| {
        inv.groups.push(Group {
            id,
            first_line: line,
            ..Group::default()
        });
        inv.groups.len() - 1
    });
    &mut inv.groups[idx]
}

/// `3.33` from a `fio-3.33` line.
fn version_line(ts: &str) -> Option<&str> {
    let v = ts.strip_prefix("fio-")?;
    (v.starts_with(|c: char| c.is_ascii_digit()) && !v.contains(char::is_whitespace)).then_some(v)
}

/// (`name`, group id, options) from `name: (g=0): rw=randread, bs=…`.
fn job_header(ts: &str) -> Option<(&str, u64, &str)> {
    let (name, rest) = ts.split_once(": (g=")?;
    let (id, rest) = rest.split_once(')')?;
    let rest = rest.strip_prefix(':').unwrap_or(rest);
    Some((name, id.trim().parse().ok()?, rest.trim()))
}

/// (group id, jobs) from `name: (groupid=0, jobs=4): err= 0: pid=…`.
fn job_result(ts: &str) -> Option<(u64, u32)> {
    let (_, rest) = ts.split_once(": (groupid=")?;
    let (id, rest) = rest.split_once(',')?;
    let jobs = rest.trim_start().strip_prefix("jobs=")?;
    let jobs = jobs.split(')').next()?;
    Some((id.trim().parse().ok()?, jobs.trim().parse().ok()?))
}

fn header_params(rest: &str) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for part in rest.split(", ") {
        let Some((k, v)) = part.split_once('=') else { continue };
        match k.trim() {
            "rw" => out.push(("rw", v.trim().to_string())),
            "ioengine" => out.push(("ioengine", v.trim().to_string())),
            "iodepth" => out.push(("queue_depth", v.trim().to_string())),
            "bs" => {
                // "(R) 4096B-4096B"
                let v = v.trim().trim_start_matches("(R)").trim();
                let low = v.split('-').next().unwrap_or("");
                // fio 3 prints a size set with `kb_base=1000` in kB/MB to
                // three figures (65536 as `65.5kB`): rounded, so unknown.
                let si = ["kB", "MB", "GB", "TB"].iter().any(|u| low.ends_with(u));
                out.extend(size_bytes(low).filter(|_| !si).map(|b| ("block_size", b.to_string())));
            }
            _ => {}
        }
    }
    out
}

/// `bw=401MiB/s (420MB/s), …` → (401, MiB/s); fio 2's `io=3777.6MB,
/// aggrb=64466KB/s, …` → (64466, KiB/s): fio 2 prints binary multiples as
/// `KB`, `MB`, `GB` (its default `kb_base=1024`).
fn bandwidth(rest: &str) -> Option<(f64, RawUnit)> {
    let (v, fio2) = match rest.strip_prefix("bw=") {
        Some(v) => (v, false),
        None => (rest.split(", ").find_map(|f| f.strip_prefix("aggrb="))?, true),
    };
    let v = v.split([' ', ',', '(']).next()?;
    let split = v.find(|c: char| !(c.is_ascii_digit() || c == '.'))?;
    let (num, unit) = v.split_at(split);
    let num = number(num)?;
    Some(match (unit, fio2) {
        ("B/s", _) => (num, RawUnit::BytesPerSec),
        ("KiB/s", false) | ("KB/s", true) => (num, RawUnit::KiBps),
        ("MiB/s", false) | ("MB/s", true) => (num, RawUnit::MiBps),
        ("GiB/s", false) | ("GB/s", true) => (num, RawUnit::GiBps),
        ("TiB/s", false) | ("TB/s", true) => (num * 1024.0, RawUnit::GiBps),
        ("kB/s", false) => (num, RawUnit::KBps),
        ("MB/s", false) => (num, RawUnit::MBps),
        ("GB/s", false) => (num, RawUnit::GBps),
        ("TB/s", false) => (num * 1000.0, RawUnit::GBps),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_bandwidth_units() {
        assert_eq!(
            bandwidth("bw=401MiB/s (420MB/s), 401MiB/s-401MiB/s"),
            Some((401.0, RawUnit::MiBps))
        );
        assert_eq!(bandwidth("bw=97.7MiB/s (102MB/s)"), Some((97.7, RawUnit::MiBps)));
        assert_eq!(bandwidth("bw=1.5TiB/s"), Some((1536.0, RawUnit::GiBps)));
        assert_eq!(bandwidth("bw=12kB/s"), Some((12.0, RawUnit::KBps)));
        assert_eq!(bandwidth("bw=oops"), None);
        let fio2 = "io=3777.6MB, aggrb=64466KB/s, minb=64466KB/s, maxb=64466KB/s";
        assert_eq!(bandwidth(fio2), Some((64466.0, RawUnit::KiBps)));
        assert_eq!(
            bandwidth("io=8192.0MB, aggrb=7454.5MB/s"),
            Some((7454.5, RawUnit::MiBps))
        );
    }

    #[test]
    fn job_lines() {
        assert_eq!(
            job_result("randread: (groupid=0, jobs=4): err= 0: pid=24894: Mon"),
            Some((0, 4))
        );
        let (name, id, rest) =
            job_header("seq-write-1m: (g=0): rw=write, bs=(R) 1024KiB-1024KiB, (W) 1024KiB-1024KiB, (T) 1024KiB-1024KiB, ioengine=libaio, iodepth=8").unwrap();
        assert_eq!((name, id), ("seq-write-1m", 0));
        let p = header_params(rest);
        assert!(p.contains(&("block_size", "1048576".to_string())));
        assert!(p.contains(&("queue_depth", "8".to_string())));
    }
}

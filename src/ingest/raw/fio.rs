//! fio output: JSON (`json`, `json+`, and the JSON part of `json,normal`)
//! here; the human-readable `normal` format in [`super::fio_text`].
//!
//! * **Form.** When the text holds a JSON document with a `"fio version"`
//!   key (possibly after fio's job-header lines and followed by normal output,
//!   as `--output-format=json,normal` writes them), only the JSON is read:
//!   it is more precise than the normal text. Several JSON documents in one
//!   file (concatenated runs) are read in order. `terse` output is rejected:
//!   it carries no job count, so the thread count would be a guess.
//! * **Runs** are job groups (`groupid`), one [`RawRun`] each, in order of
//!   first appearance. Operations `read`, `write`, `trim` appear only when the
//!   group moved data in that direction (`io_bytes` > 0); the value is
//!   `bw_bytes` (bytes/s; `bw` is the same in KiB/s, rounded). fio 3.1 and
//!   older have no `bw_bytes`: the value is then `io_bytes × 1000 ÷ runtime`
//!   (ms), as later fio computes `bw_bytes`; fio 2.x's `io_bytes` is KiB
//!   (it has no `io_kbytes`, which fio 3.0 added when `io_bytes` became bytes).
//! * **Threads = numjobs**, not numjobs × iodepth. With `group_reporting` a
//!   group is one entry whose `job options`/`global options` `numjobs` is the
//!   thread count. Without it fio writes one entry per job: the group's
//!   point is the **sum** of the entries' `bw_bytes` (as fio's own `Run status
//!   group` line does) and threads is the number of entries; the run's
//!   `jobs_summed` param says how many were summed. Limitation: with
//!   `group_reporting`, several different job sections merged into one group
//!   are counted by the first section's `numjobs` only (fio's JSON does not
//!   say how many jobs a merged entry holds).
//! * **Params**: `job_name`, `rw`, `block_size` (bytes), `queue_depth`
//!   (iodepth), `numjobs`, `ioengine`, `direct` (`0`, fio's default, when
//!   the JSON lists neither it nor `buffered=0`), `file_size` (bytes),
//!   `runtime`, `filename`, `directory`, `nrfiles`, and `elapsed_ms`, the
//!   longest runtime of a direction. fio's JSON has no command line, so
//!   `command_line` is `None`.
//! * **Latency** (per direction with I/O, into `RawRun::latency`): `iops`
//!   and the completion latency `clat_ns` (mean and `percentile`), or
//!   `lat_ns` when only it has percentiles (`lat_percentiles=1`), with the
//!   others (`lat_ns`, `slat_ns`) beside it ([`RawLatency::fio`]). Only from a
//!   single entry per group: percentiles of separate jobs cannot be combined,
//!   so a group without `group_reporting` gets a warning instead.
//! * Entries with a non-zero `error` add a warning; a group without data is
//!   an error.

use std::collections::BTreeMap;

use serde::Deserialize;
use serde_json::Value;

use super::fail::Fail;
use super::fio_text;
use super::run::{separate_jobs, LatStat, RawLatency, RawRun, RawUnit, Tool};
use super::text::{json_error, line_of, lines, prefix, size_bytes};

#[derive(Deserialize)]
struct Doc {
    #[serde(rename = "fio version")]
    version: Option<String>,
    #[serde(default)]
    jobs: Vec<Job>,
    #[serde(rename = "global options", default)]
    global: BTreeMap<String, Value>,
}

#[derive(Deserialize)]
struct Job {
    jobname: Option<String>,
    groupid: Option<i64>,
    error: Option<i64>,
    #[serde(rename = "job options", default)]
    options: BTreeMap<String, Value>,
    read: Option<Dir>,
    write: Option<Dir>,
    trim: Option<Dir>,
}

#[derive(Deserialize)]
struct Dir {
    /// Bytes; KiB in fio 2.x, which has no `io_kbytes`.
    io_bytes: Option<f64>,
    io_kbytes: Option<f64>,
    bw_bytes: Option<f64>,
    /// KiB/s, rounded: the only bandwidth before fio 3.2 wrote `bw_bytes`.
    bw: Option<f64>,
    iops: Option<f64>,
    clat_ns: Option<LatNs>,
    lat_ns: Option<LatNs>,
    slat_ns: Option<LatNs>,
    /// Milliseconds this direction ran.
    runtime: Option<f64>,
}

/// fio's `clat_ns` / `lat_ns` / `slat_ns`: nanoseconds; `percentile` keys
/// are `"99.000000"` (present for clat by default, for lat with
/// `lat_percentiles=1`). `N = 0` (no samples: slat of a synchronous engine)
/// means no mean; fio 3.14 writes no `N` at all.
#[derive(Deserialize)]
struct LatNs {
    mean: Option<f64>,
    #[serde(rename = "N")]
    n: Option<f64>,
    #[serde(default)]
    percentile: BTreeMap<String, Value>,
}

/// Bytes per second: `bw_bytes`, or as fio 3.2+ computes it from the bytes
/// moved and the runtime (fio 3.1 and older write only `bw`, rounded KiB/s).
fn bandwidth(d: &Dir) -> Option<f64> {
    let from_runtime = || {
        let (bytes, ms) = (d.io_bytes?, d.runtime.filter(|ms| *ms > 0.0)?);
        let bytes = if d.io_kbytes.is_some() { bytes } else { bytes * 1024.0 };
        Some((bytes * 1000.0 / ms).floor())
    };
    d.bw_bytes.or_else(from_runtime).or(d.bw.map(|kib| kib * 1024.0))
}

/// The latency of one direction (see [`RawLatency::fio`]).
fn latency_of(op: &str, threads: u32, d: &Dir) -> Option<RawLatency> {
    let iops = d.iops.filter(|v| v.is_finite() && *v > 0.0)?;
    let stat = |kind: &str, l: &Option<LatNs>| LatStat {
        kind: kind.to_string(),
        mean_s: (l.as_ref())
            .filter(|l| l.n != Some(0.0))
            .and_then(|l| l.mean)
            .map(|m| m * 1e-9),
        percentiles: (l.iter().flat_map(|l| &l.percentile))
            .filter_map(|(k, v)| {
                let p: f64 = k.trim().parse().ok()?;
                let ns = v.as_f64()?;
                (p > 0.0 && p < 100.0 && ns.is_finite() && ns >= 0.0).then_some((p, ns * 1e-9))
            })
            .collect(),
    };
    let stats = [
        stat("clat", &d.clat_ns),
        stat("lat", &d.lat_ns),
        stat("slat", &d.slat_ns),
    ];
    RawLatency::fio(op, threads, iops, stats)
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    if let Some(l) = lines(text).find(|l| is_terse(l.text)) {
        return Err(Fail::at(
            l.no,
            "fio terse output (--output-format=terse) carries no job count (numjobs), so the \
             thread count would be a guess; use --output-format=json",
        ));
    }
    match json_starts(text) {
        Some(first) => parse_json_docs(text, first),
        None => fio_text::parse(text),
    }
}

fn is_terse(line: &str) -> bool {
    let mut it = line.splitn(3, ';');
    matches!(it.next(), Some("2" | "3" | "4" | "5")) && it.next().is_some_and(|v| v.starts_with("fio-"))
}

/// Byte offset of the first line that opens a JSON document containing
/// `"fio version"`.
fn json_starts(text: &str) -> Option<usize> {
    if !text.contains("\"fio version\"") {
        return None;
    }
    lines(text)
        .find(|l| l.text.trim_start().starts_with('{'))
        .map(|l| l.start)
}

fn parse_json_docs(text: &str, first: usize) -> Result<Vec<RawRun>, Fail> {
    let mut runs = Vec::new();
    let mut at = first;
    let mut base = line_of(text, at);
    loop {
        let mut stream = serde_json::Deserializer::from_str(&text[at..]).into_iter::<Doc>();
        let doc = match stream.next() {
            Some(Ok(doc)) => doc,
            Some(Err(e)) => {
                let (line, what) = json_error(&e, base);
                return Err(Fail::at(line, format!("invalid fio JSON: {what}")));
            }
            None => break,
        };
        let end = at + stream.byte_offset();
        runs.extend(doc_runs(doc, base)?);
        // Another document? A line starting with `{` whose first keys
        // include "fio version" (fio prints it first).
        match lines(&text[end..]).find(|l| l.text.trim_start().starts_with('{')) {
            Some(l) if opens_fio_doc(&text[end + l.start..]) => {
                let next = end + l.start;
                base += text[at..next].bytes().filter(|&b| b == b'\n').count();
                at = next;
            }
            _ => break,
        }
    }
    Ok(runs)
}

fn opens_fio_doc(rest: &str) -> bool {
    prefix(rest, 512).contains("\"fio version\"")
}

fn text_of(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

fn doc_runs(doc: Doc, base: usize) -> Result<Vec<RawRun>, Fail> {
    if doc.jobs.is_empty() {
        return Err(Fail::at(base, "fio JSON has no 'jobs' entries"));
    }
    let version = (doc.version.as_deref()).map(|v| v.strip_prefix("fio-").unwrap_or(v).to_string());
    let order = crate::model::distinct(doc.jobs.iter().map(|j| j.groupid.unwrap_or(0)));
    let mut runs = Vec::new();
    for g in order {
        let jobs: Vec<&Job> = doc.jobs.iter().filter(|j| j.groupid.unwrap_or(0) == g).collect();
        let opt = |k: &str| jobs[0].options.get(k).or_else(|| doc.global.get(k)).and_then(text_of);
        let numjobs = match opt("numjobs") {
            None => 1,
            Some(n) => n.trim().parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                Fail::at(
                    base,
                    format!("fio job group {g}: numjobs `{n}` is not a job count (a whole number from 1)"),
                )
            })?,
        };
        let threads = if jobs.len() > 1 {
            u32::try_from(jobs.len()).unwrap_or(u32::MAX)
        } else {
            numjobs
        };
        let mut run = RawRun::new(Tool::Fio, base);
        run.tool_version = version.clone();
        run.param("group_id", g);
        run.param_opt("job_name", jobs[0].jobname.as_ref());
        for key in ["rw", "numjobs", "ioengine", "runtime", "filename", "nrfiles"] {
            run.param_opt(key, opt(key));
        }
        run.param_opt("directory", opt("directory"));
        run.param_opt("queue_depth", opt("iodepth"));
        // The JSON lists the options given: no `direct` (nor `buffered=0`)
        // is fio's default, buffered I/O.
        let buffered = opt("buffered").is_none_or(|b| b != "0");
        let direct = opt("direct").unwrap_or_else(|| if buffered { "0" } else { "1" }.into());
        run.param("direct", direct);
        let ran = (jobs.iter())
            .flat_map(|j| [&j.read, &j.write, &j.trim])
            .filter_map(|d| d.as_ref()?.runtime)
            .fold(0.0, f64::max);
        if ran > 0.0 {
            run.param("elapsed_ms", ran);
        }
        // With `kb_base=1000` a bare `k`/`m`/`g` is 1000-based for the
        // options given after it and 1024-based for those before (fio reads
        // them in order), which the JSON does not keep: such a size is
        // unknown. Plain bytes and binary `KiB`/`MiB` read either way.
        let si = opt("kb_base").is_some_and(|k| k.trim() == "1000");
        let size =
            |v: &str| size_bytes(v).filter(|_| !si || v.contains("iB") || v.trim().bytes().all(|b| b.is_ascii_digit()));
        run.param_opt("block_size", opt("bs").as_deref().and_then(size));
        run.param_opt("file_size", opt("size").as_deref().and_then(size));
        if jobs.len() > 1 {
            run.param("jobs_summed", jobs.len());
        }
        // `filename=` names the file (or device) every job of the group
        // opens; without it each job gets files of its own in `directory`.
        let layout = if opt("filename").is_some() { "shared" } else { "per-job" };
        run.param("file_layout", layout);
        for j in &jobs {
            if let Some(e) = j.error.filter(|&e| e != 0) {
                let name = j.jobname.as_deref().unwrap_or("?");
                run.warn(base, format!("fio job '{name}' reported error={e}"));
            }
        }
        for (op, pick) in [
            ("read", (|j: &Job| j.read.as_ref()) as fn(&Job) -> Option<&Dir>),
            ("write", |j: &Job| j.write.as_ref()),
            ("trim", |j: &Job| j.trim.as_ref()),
        ] {
            let dirs: Vec<&Dir> = jobs.iter().filter_map(|j| pick(j)).collect();
            let moved: f64 = dirs.iter().filter_map(|d| d.io_bytes).sum();
            let bw: f64 = dirs.iter().filter_map(|d| bandwidth(d)).sum();
            if moved > 0.0 && bw > 0.0 && bw.is_finite() {
                if bw > crate::model::MAX_VALUE {
                    return Err(Fail::at(
                        base,
                        format!("fio job group {g}: {op} bandwidth {bw:e} B/s is beyond any storage (a damaged log?)"),
                    ));
                }
                run.push(op, threads, 0, bw, RawUnit::BytesPerSec);
                // Percentiles of separate jobs cannot be merged: latency is
                // read only from one entry (group_reporting, or one job).
                match dirs.as_slice() {
                    [d] => run.latency.extend(latency_of(op, threads, d)),
                    _ => run.warn(base, separate_jobs(g, dirs.len())),
                }
            }
        }
        if run.points.is_empty() {
            let msg = format!("fio job group {g} moved no data (no read/write/trim bandwidth)");
            return Err(Fail::at(base, msg));
        }
        runs.push(run);
    }
    Ok(runs)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A job count fio would not run and a bandwidth beyond any storage are
    /// refused at ingest, where the log is named (they used to become one
    /// thread silently, and a value `build` then rejected).
    #[test]
    fn impossible_numjobs_and_bandwidth_are_refused() {
        let doc = |numjobs: &str, bw: &str| {
            format!(
                r#"{{"fio version": "fio-3.33", "jobs": [{{"jobname": "j", "groupid": 0, "job options": {{"rw": "read", "numjobs": "{numjobs}"}},
                "read": {{"io_bytes": 1048576, "bw_bytes": {bw}, "runtime": 1000}}}}]}}"#
            )
        };
        for n in ["0", "-2", "1e20"] {
            let e = format!("{:?}", parse(&doc(n, "1048576")).unwrap_err());
            assert!(e.contains(&format!("numjobs `{n}` is not a job count")), "{e}");
        }
        let e = format!("{:?}", parse(&doc("1", "1e300")).unwrap_err());
        assert!(e.contains("beyond any storage"), "{e}");
        let ok = parse(&doc("4", "1048576")).unwrap();
        assert_eq!(ok[0].points[0].threads, 4);
    }

    /// 4 GiB in 58.68 s as fio 2.2.10 (`io_bytes` in KiB) and fio 3.1 write
    /// it; both give the bytes/s whose KiB/s is their `bw`.
    #[test]
    fn bandwidth_without_bw_bytes() {
        let dir = |j: &str| serde_json::from_str::<Dir>(j).unwrap();
        let fio2 = dir(r#"{"io_bytes": 4194304, "bw": 71477, "runtime": 58680}"#);
        let fio31 = dir(r#"{"io_bytes": 4294967296, "io_kbytes": 4194304, "bw": 71477, "runtime": 58680}"#);
        for d in [fio2, fio31] {
            assert_eq!(bandwidth(&d), Some(73193035.0));
        }
    }
}

//! IOR's `-O summaryFormat=CSV` output (4.x): `access,bw(MiB/s),…,numTasks,iter`
//! rows, columns by header name, one run per (numTasks, block, xfer) group, a new run also when an
//! (access, iter) pair repeats. The CSV has no version, command line, API or
//! access pattern (file per process or shared): its runs say so in a warning
//! and their group's id and kind claim no access pattern.
//! `IOPS` and `Latency` give each row's latency mean (see `ior_test::row_latency`).
//! 3.2.1/3.3.0 CSV mode prints only a glued header and no rows: an error.
//! `saveRankPerformanceDetailsCSV` files (`access,rank,…`) hold per-rank
//! timings, not the aggregate IOR reports: an error.

use super::fail::Fail;
use super::ior_json_runs::op_of;
use super::ior_test::row_latency;
use super::run::{RawRun, RawUnit, Tool};
use super::text::{count, lines, number, uint};

/// Column positions, found by header name.
#[derive(Clone, Copy)]
struct Cols {
    access: usize,
    bw: usize,
    tasks: usize,
    iter: usize,
    block: Option<usize>,
    xfer: Option<usize>,
    /// `IOPS` and `Latency` (seconds): one latency mean per row.
    iops: Option<usize>,
    lat: Option<usize>,
}

pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut cols: Option<Cols> = None;
    let mut runs: Vec<RawRun> = Vec::new();
    let mut key: Option<(u32, Option<u64>, Option<u64>)> = None;
    let mut seen: Vec<(&'static str, u32)> = Vec::new();
    let mut fields: Vec<&str> = Vec::with_capacity(16);
    let mut header_line = 1;
    let mut header_pending = false;
    for l in lines(text) {
        let t = l.text.trim();
        if t.starts_with("access,rank,") {
            return Err(Fail::at(
                l.no,
                "IOR per-rank CSV (saveRankPerformanceDetailsCSV) holds per-rank timings, \
                 not the aggregate bandwidth IOR reports; parse IOR's main output instead",
            ));
        }
        if let Some(p) = t.find("access,bw(MiB/s)") {
            fields.clear();
            fields.extend(t[p..].split(','));
            let pos = |n: &str| fields.iter().position(|f| f.trim() == n);
            cols = match (pos("access"), pos("bw(MiB/s)"), pos("numTasks"), pos("iter")) {
                (Some(access), Some(bw), Some(tasks), Some(iter)) => Some(Cols {
                    access,
                    bw,
                    tasks,
                    iter,
                    block: pos("block(KiB)"),
                    xfer: pos("xfer(KiB)"),
                    iops: pos("IOPS"),
                    lat: pos("Latency"),
                }),
                _ => return Err(Fail::at(l.no, "IOR CSV header lacks access/bw(MiB/s)/numTasks/iter")),
            };
            header_line = l.no;
            header_pending = true;
            continue;
        }
        let Some(c) = cols else { continue };
        fields.clear();
        fields.extend(t.split(','));
        let Some(op) = fields.get(c.access).and_then(|f| op_of(f.trim())) else {
            continue;
        };
        let cell = |k: usize| fields.get(k).map(|f| f.trim()).unwrap_or("");
        let (Some(bw), Some(tasks), Some(iter)) = (number(cell(c.bw)), count(cell(c.tasks)), uint(cell(c.iter))) else {
            if let Some(r) = runs.last_mut() {
                r.warn(l.no, "CSV row without readable bw/numTasks/iter; ignored");
            }
            continue;
        };
        if !l.complete {
            if let Some(r) = runs.last_mut() {
                r.warn(l.no, "last line has no newline (file cut?); row ignored");
            }
            continue;
        }
        let iter = u32::try_from(iter).unwrap_or(u32::MAX);
        let kib = |k: Option<usize>| {
            k.and_then(|k| number(cell(k)))
                .map(|v| v * 1024.0)
                .filter(|v| v.fract() == 0.0 && *v >= 0.0)
                .map(|v| v as u64)
        };
        let this = (tasks, kib(c.block), kib(c.xfer));
        let repeat = seen.contains(&(op, iter));
        if key != Some(this) || repeat {
            let start = if header_pending { header_line } else { l.no };
            header_pending = false;
            let mut run = RawRun::new(Tool::Ior, start);
            if runs.is_empty() {
                run.warn(
                    header_line,
                    "IOR's CSV states no access pattern (file per process or shared file), API or \
                     version: its runs are grouped as of unknown access pattern",
                );
            }
            run.param_opt("block_size", this.1);
            run.param_opt("transfer_size", this.2);
            runs.push(run);
            seen.clear();
            key = Some(this);
        }
        seen.push((op, iter));
        if let Some(r) = runs.last_mut().filter(|_| bw > 0.0) {
            r.push(op, tasks, iter, bw, RawUnit::MiBps);
            let at = |k: Option<usize>| k.and_then(|k| number(cell(k)));
            r.latency.extend(row_latency(op, tasks, at(c.iops), at(c.lat)));
        }
    }
    if runs.is_empty() {
        let what = if cols.is_some() {
            "IOR CSV has a header but no write/read rows"
        } else {
            "IOR CSV output (summaryFormat=CSV) holds no result rows: this IOR version prints \
             only its glued run header in CSV mode"
        };
        return Err(Fail::at(1, what));
    }
    Ok(runs)
}

//! Raw runs → the latency table of a sweep (`[benchmark.latency]`, read by
//! `project::latency`): one row per run and operation with its throughput,
//! mean and percentiles. The swept parameters are the ones that vary among
//! the runs (fio: `iodepth`, `threads` = numjobs); a parameter with one
//! value is a constant of the benchmark, not an axis.

use super::raw::{LatStat, RawRun};
use super::source::SourceRun;
use super::values::csv_number;
use crate::model::csv_text::neutralise;
use crate::model::latency::{percentile_name, STANDARD_PERCENTILES};
use crate::model::Unit;
use std::collections::{BTreeMap, BTreeSet};

/// The latency table and what `[benchmark.latency]` must declare.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct LatencyTable {
    pub(crate) axes: Vec<String>,
    pub(crate) unit: Unit,
    pub(crate) csv: String,
    pub(crate) rows: usize,
}

/// A run's iodepth when it states one.
pub(crate) fn queue_depth_of(run: &RawRun) -> Option<u64> {
    run.params.get("queue_depth")?.trim().parse().ok().filter(|q| *q > 0)
}

/// The table, or `None` when no run recorded latency. `only` keeps the
/// operations a benchmark declares; latency is written in `unit` (µs by
/// default: storage latencies from tens of microseconds to tens of
/// milliseconds read as whole numbers).
pub(crate) fn build_latency_table(runs: &[SourceRun], unit: Unit, only: Option<&[String]>) -> Option<LatencyTable> {
    let secs = unit.seconds()?;
    let with: Vec<&SourceRun> = runs.iter().filter(|r| !r.run.latency.is_empty()).collect();
    if with.is_empty() {
        return None;
    }
    let lats = || with.iter().flat_map(|r| &r.run.latency);
    let threads: BTreeSet<u32> = lats().map(|l| l.threads).collect();
    let iodepth = with.iter().any(|r| queue_depth_of(&r.run).is_some());
    let mut axes = Vec::new();
    if iodepth {
        axes.push("iodepth".to_string());
    }
    if threads.len() > 1 || axes.is_empty() {
        axes.push("threads".to_string());
    }
    let pcts: Vec<f64> = (STANDARD_PERCENTILES.into_iter())
        .filter(|p| lats().any(|l| at(&l.percentiles, *p).is_some()))
        .collect();
    // Means alone (IOR's Latency(s), elbencho's CSV) make a mean-only
    // sweep; a run with neither mean nor percentile gives no table.
    if pcts.is_empty() && !lats().any(|l| l.mean_s.is_some()) {
        return None;
    }
    // fio's other latencies (total `lat`, submission `slat`, or `clat`
    // when `lat` was chosen): `lat_mean`, `lat_p99`, … columns.
    let others: Vec<(String, Option<f64>)> = ["clat", "lat", "slat"]
        .into_iter()
        .flat_map(|k| {
            std::iter::once(None)
                .chain(pcts.iter().copied().map(Some))
                .map(move |p| (k, p))
        })
        .filter(|(k, p)| lats().any(|l| l.also.iter().any(|a| a.kind == *k && other(a, *p).is_some())))
        .map(|(k, p)| (k.to_string(), p))
        .collect();
    let mut csv = String::from("operation,threads");
    if iodepth {
        csv.push_str(",iodepth");
    }
    csv.push_str(",iteration,throughput,mean");
    for p in &pcts {
        csv.push(',');
        csv.push_str(&percentile_name(*p));
    }
    for (k, p) in &others {
        csv.push_str(&format!(",{k}_{}", p.map_or("mean".into(), percentile_name)));
    }
    csv.push('\n');
    // (operation, threads, iodepth) → iterations seen so far.
    let mut seen: BTreeMap<(String, u32, u64), u32> = BTreeMap::new();
    let mut rows = 0;
    for r in with {
        let qd = queue_depth_of(&r.run).unwrap_or(1);
        for l in &r.run.latency {
            if only.is_some_and(|o| !o.contains(&l.operation)) {
                continue;
            }
            let it = seen.entry((l.operation.clone(), l.threads, qd)).or_insert(0);
            *it += 1;
            csv.push_str(&format!("{},{}", neutralise(&l.operation), l.threads));
            if iodepth {
                csv.push_str(&format!(",{qd}"));
            }
            csv.push_str(&format!(",{it},{}", csv_number(l.iops)));
            let pct_values = pcts.iter().map(|p| at(&l.percentiles, *p));
            let also =
                |(k, p): &(String, Option<f64>)| l.also.iter().filter(|a| a.kind == *k).find_map(|a| other(a, *p));
            for v in std::iter::once(l.mean_s)
                .chain(pct_values)
                .chain(others.iter().map(also))
            {
                csv.push(',');
                if let Some(v) = v {
                    csv.push_str(&csv_number(v / secs));
                }
            }
            csv.push('\n');
            rows += 1;
        }
    }
    (rows > 0).then_some(LatencyTable { axes, unit, csv, rows })
}

/// The mean (`p` = `None`) or percentile `p` of one of fio's other latencies.
fn other(a: &LatStat, p: Option<f64>) -> Option<f64> {
    p.map_or(a.mean_s, |p| at(&a.percentiles, p))
}

/// The value of percentile `p` in `pcts`, if listed.
fn at(pcts: &[(f64, f64)], p: f64) -> Option<f64> {
    pcts.iter().find(|(q, _)| (q - p).abs() < 1e-9).map(|(_, v)| *v)
}

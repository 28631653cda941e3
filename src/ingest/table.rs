//! Raw runs → one results table (the project's CSV format): several runs at
//! the same thread count become iterations; units are converted to the
//! benchmark's unit, and a value that cannot be converted is an error.

use super::raw::{RawRun, RawUnit, Tool};
use crate::model::Unit;
use std::collections::BTreeMap;
use std::path::PathBuf;

/// A parsed log with where it came from.
pub struct SourceRun {
    pub path: PathBuf,
    pub sha256: String,
    pub run: RawRun,
}

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{path}: line {line}: {operation} is in {from}, which cannot be expressed in {to}")]
    Unit {
        path: PathBuf,
        line: usize,
        operation: String,
        from: String,
        to: String,
    },
    #[error("the logs come from different tools ({0}); a table holds one benchmark")]
    MixedTools(String),
    #[error("no results: {0}")]
    Empty(String),
}

/// The unit a table gets when none is asked for: MiB/s for bandwidth (what
/// IOR prints), op/s or IOPS for rates.
pub fn default_unit(runs: &[SourceRun]) -> Unit {
    let first = runs.iter().flat_map(|r| r.run.points.iter()).next().map(|p| p.unit);
    match first {
        Some(RawUnit::OpsPerSec) => Unit::OpsPerSec,
        Some(RawUnit::Iops) => Unit::Iops,
        _ => Unit::MiBps,
    }
}

fn convert(v: f64, from: RawUnit, to: Unit) -> Option<f64> {
    match (to.bytes_per_sec(), from.to_bytes_per_sec(v)) {
        (Some(per), Some(bps)) => Some(bps / per),
        (None, None) => match (from, to) {
            (RawUnit::OpsPerSec, Unit::OpsPerSec) | (RawUnit::Iops, Unit::Iops) => Some(v),
            // IOzone -O and fio report operations per second under either name.
            (RawUnit::OpsPerSec, Unit::Iops) | (RawUnit::Iops, Unit::OpsPerSec) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// A value as the results CSV holds it: rounded to 12 significant digits
/// (more than any tool prints, fewer than a unit conversion's float noise,
/// so 1601.1 MiB/s in GB/s is `1.67888551936`, not `1.6788855193599999`),
/// then written in the shortest form that reads back to the same number.
pub fn csv_number(v: f64) -> String {
    let rounded: f64 = format!("{v:.11e}").parse().unwrap_or(v);
    format!("{rounded}")
}

/// The table: `threads,iteration,<operations…>`, operations in first-seen
/// order (or `only`, when given), values in `unit`.
pub struct Table {
    pub operations: Vec<String>,
    pub unit: Unit,
    pub csv: String,
    pub points: usize,
    pub tool: Tool,
    pub tool_version: Option<String>,
    pub commands: Vec<String>,
}

pub fn build_table(runs: &[SourceRun], unit: Unit, only: Option<&[String]>) -> Result<Table, TableError> {
    let mut tools: Vec<Tool> = runs.iter().map(|r| r.run.tool).collect();
    tools.sort();
    tools.dedup();
    let tool = match tools.as_slice() {
        [t] => *t,
        [] => return Err(TableError::Empty("no benchmark output among the inputs".into())),
        many => {
            return Err(TableError::MixedTools(
                many.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "),
            ))
        }
    };
    let mut operations: Vec<String> = Vec::new();
    // (threads, operation) → values in input order.
    let mut cells: BTreeMap<(u32, String), Vec<f64>> = BTreeMap::new();
    let mut points = 0;
    // Runs at several iodepths are one benchmark swept over iodepth: each
    // depth is its own series (`read-qd16`), never an iteration of another.
    let split_qd = super::latency_table::sweeps_iodepth(runs);
    for r in runs {
        let qd = super::latency_table::queue_depth(r);
        for p in &r.run.points {
            if only.is_some_and(|o| !o.contains(&p.operation)) {
                continue;
            }
            let op = match qd {
                Some(q) if split_qd => crate::model::latency::split_operation(&p.operation, "iodepth", q),
                _ => p.operation.clone(),
            };
            // fio records the operation rate beside the bandwidth: a table
            // in IOPS takes it from there.
            let rate = || {
                (r.run.latency.iter())
                    .find(|l| l.operation == p.operation && l.threads == p.threads)
                    .filter(|_| unit == Unit::Iops)
                    .map(|l| l.iops)
            };
            let v = convert(p.value, p.unit, unit)
                .or_else(rate)
                .ok_or_else(|| TableError::Unit {
                    path: r.path.clone(),
                    line: r.run.first_line,
                    operation: p.operation.clone(),
                    from: p.unit.symbol().to_string(),
                    to: unit.symbol().to_string(),
                })?;
            if !operations.contains(&op) {
                operations.push(op.clone());
            }
            cells.entry((p.threads, op)).or_default().push(v);
            points += 1;
        }
    }
    if points == 0 {
        return Err(TableError::Empty(
            "the logs hold no points for the requested operations".into(),
        ));
    }
    // Series grouped by operation (in `only`'s order when given, else first
    // seen), then by depth: read-qd1, read-qd2, … (first-seen order follows
    // the file names, where qd16 sorts before qd2).
    let split = |op: &str| crate::model::latency::parse_split_operation(op).map(|(b, _, d)| (b.to_string(), d));
    let base_of = |op: &str| match split(op) {
        Some((b, _)) if split_qd => b,
        _ => op.to_string(),
    };
    let mut bases: Vec<String> = Vec::new();
    for op in &operations {
        let b = base_of(op);
        if !bases.contains(&b) {
            bases.push(b);
        }
    }
    operations.sort_by_key(|op| {
        let b = base_of(op);
        let rank = match only {
            Some(o) => o.iter().position(|x| *x == b),
            None => bases.iter().position(|x| *x == b),
        };
        let depth = if split_qd { split(op).map_or(0, |(_, d)| d) } else { 0 };
        (rank, depth)
    });
    let mut threads: Vec<u32> = cells.keys().map(|(t, _)| *t).collect();
    threads.dedup();
    let mut csv = format!("threads,iteration,{}\n", operations.join(","));
    for t in threads {
        let n = operations
            .iter()
            .map(|op| cells.get(&(t, op.clone())).map_or(0, Vec::len))
            .max()
            .unwrap_or(0);
        for i in 0..n {
            let mut row = format!("{t},{}", i + 1);
            for op in &operations {
                row.push(',');
                if let Some(v) = cells.get(&(t, op.clone())).and_then(|v| v.get(i)) {
                    row.push_str(&csv_number(*v));
                }
            }
            csv.push_str(&row);
            csv.push('\n');
        }
    }
    let mut commands = Vec::new();
    for r in runs {
        if let Some(c) = &r.run.command_line {
            if !commands.contains(c) {
                commands.push(c.clone());
            }
        }
    }
    let tool_version = runs.iter().find_map(|r| r.run.tool_version.clone());
    Ok(Table {
        operations,
        unit,
        csv,
        points,
        tool,
        tool_version,
        commands,
    })
}

#[cfg(test)]
mod tests {
    use super::csv_number;

    #[test]
    fn csv_numbers_lose_conversion_noise_only() {
        assert_eq!(csv_number(1.6788855193599999), "1.67888551936");
        assert_eq!(csv_number(1032.86), "1032.86");
        assert_eq!(csv_number(17111.0), "17111");
        assert_eq!(csv_number(0.1 + 0.2), "0.3");
        assert_eq!(csv_number(123456789.123), "123456789.123");
    }
}

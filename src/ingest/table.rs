//! Raw runs → one results table (the project's CSV format): several runs at
//! the same thread count become iterations; units are converted to the
//! benchmark's unit, and a value that cannot be converted is an error.
//!
//! The table is built run by run ([`TableAcc`]): each run is folded in as
//! it is read and dropped, keeping only what the table needs — the values
//! (one per point, they are the table), the distinct operations, queue
//! depths and command lines, and where each kind of value was first met (for
//! the unit error). So ingest's memory follows the table, not the number of
//! runs or the size of the logs. Tables of files read in parallel are folded
//! on their own and joined in file order ([`TableAcc::merge`]): the result
//! is the table of one sequential pass.

use super::latency_table::queue_depth_of;
use super::raw::{RawRun, RawUnit, Tool};
pub(crate) use super::source::SourceRun;
use super::values::{convert, write_csv};
use crate::model::{distinct, Unit};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

#[derive(Debug, thiserror::Error)]
pub(crate) enum TableError {
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
pub(crate) fn default_unit(runs: &[SourceRun]) -> Unit {
    unit_for(runs.iter().flat_map(|r| r.run.points.iter()).next().map(|p| p.unit))
}

/// The default unit of a table whose first point is in `first`.
fn unit_for(first: Option<RawUnit>) -> Unit {
    match first {
        Some(RawUnit::OpsPerSec) => Unit::OpsPerSec,
        Some(RawUnit::Iops) => Unit::Iops,
        _ => Unit::MiBps,
    }
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

/// The table of `runs`, in their order (see [`TableAcc`], which builds it
/// run by run).
pub(crate) fn build_table(runs: &[SourceRun], unit: Unit, only: Option<&[String]>) -> Result<Table, TableError> {
    let mut acc = TableAcc::default();
    for r in runs {
        acc.add(&r.run, &r.path);
    }
    acc.finish(unit, only)
}

/// What decides whether a value converts to a table's unit: its operation,
/// raw unit, whether its run recorded a rate for it (fio and IOR's IOPS) and
/// its queue depth (which names its series in an iodepth sweep). `path` and
/// `line` are where a value of this kind was first met: the first value that
/// cannot be converted is the first value of the first such kind.
struct Tag {
    operation: u32,
    unit: RawUnit,
    has_rate: bool,
    qd: Option<u64>,
    path: PathBuf,
    line: usize,
}

/// One value: as the tool printed it, the rate its run recorded beside it
/// (NaN when none), and its [`Tag`].
#[derive(Clone, Copy)]
struct Val {
    value: f64,
    rate: f64,
    tag: u32,
}

/// The table of the runs folded so far, in the order they were folded.
#[derive(Default)]
pub(crate) struct TableAcc {
    /// Distinct tools, sorted.
    tools: Vec<Tool>,
    first_unit: Option<RawUnit>,
    /// Distinct queue depths, sorted.
    qds: Vec<u64>,
    /// Distinct operations as the tool named them, first seen first.
    operations: Vec<String>,
    /// Distinct (operation, queue depth), first seen first: the order of the
    /// table's columns before sorting.
    pairs: Vec<(u32, Option<u64>)>,
    tags: Vec<Tag>,
    /// (threads, operation) → values in input order.
    cells: BTreeMap<(u32, u32), Vec<Val>>,
    commands: Vec<String>,
    tool_version: Option<String>,
}

fn insert_sorted<T: Ord>(v: &mut Vec<T>, x: T) {
    if let Err(at) = v.binary_search(&x) {
        v.insert(at, x);
    }
}

/// The index of the first item of `v` that `is` accepts; `new()` pushed when none does.
fn find_or_push<T>(v: &mut Vec<T>, is: impl Fn(&T) -> bool, new: impl FnOnce() -> T) -> u32 {
    let at = v.iter().position(is).unwrap_or_else(|| {
        v.push(new());
        v.len() - 1
    });
    at as u32
}

impl TableAcc {
    /// The unit a table gets when none is asked for: MiB/s for bandwidth
    /// (what IOR prints), op/s or IOPS for rates — decided by the first point.
    pub(crate) fn default_unit(&self) -> Unit {
        unit_for(self.first_unit)
    }

    fn operation(&mut self, name: &str) -> u32 {
        find_or_push(&mut self.operations, |o| o == name, || name.to_string())
    }

    fn tag(&mut self, operation: u32, unit: RawUnit, has_rate: bool, qd: Option<u64>, path: &Path, line: usize) -> u32 {
        let same = |t: &Tag| t.operation == operation && t.unit == unit && t.has_rate == has_rate && t.qd == qd;
        let path = || path.to_path_buf();
        find_or_push(&mut self.tags, same, || Tag {
            operation,
            unit,
            has_rate,
            qd,
            path: path(),
            line,
        })
    }

    /// Folds one run, read from `path`, in.
    pub(crate) fn add(&mut self, run: &RawRun, path: &Path) {
        insert_sorted(&mut self.tools, run.tool);
        let qd = queue_depth_of(run);
        if let Some(q) = qd {
            insert_sorted(&mut self.qds, q);
        }
        for p in &run.points {
            self.first_unit.get_or_insert(p.unit);
            let op = self.operation(&p.operation);
            find_or_push(&mut self.pairs, |x| *x == (op, qd), || (op, qd));
            let rate = (run.latency.iter())
                .find(|l| l.operation == p.operation && l.threads == p.threads)
                .map(|l| l.iops);
            let tag = self.tag(op, p.unit, rate.is_some(), qd, path, run.first_line);
            self.cells.entry((p.threads, op)).or_default().push(Val {
                value: p.value,
                rate: rate.unwrap_or(f64::NAN),
                tag,
            });
        }
        if let Some(c) = &run.command_line {
            find_or_push(&mut self.commands, |x| x == c, || c.clone());
        }
        self.tool_version = self.tool_version.take().or_else(|| run.tool_version.clone());
    }

    /// Appends the runs folded into `later`, as if they had been folded
    /// into `self` after its own.
    pub(crate) fn merge(&mut self, later: TableAcc) {
        for t in later.tools {
            insert_sorted(&mut self.tools, t);
        }
        for q in later.qds {
            insert_sorted(&mut self.qds, q);
        }
        self.first_unit = self.first_unit.or(later.first_unit);
        let ops: Vec<u32> = later.operations.iter().map(|o| self.operation(o)).collect();
        for (op, qd) in later.pairs {
            let pair = (ops[op as usize], qd);
            find_or_push(&mut self.pairs, |x| *x == pair, || pair);
        }
        let tags: Vec<u32> = (later.tags.iter())
            .map(|t| self.tag(ops[t.operation as usize], t.unit, t.has_rate, t.qd, &t.path, t.line))
            .collect();
        for ((threads, op), vals) in later.cells {
            let cell = self.cells.entry((threads, ops[op as usize])).or_default();
            cell.extend(vals.into_iter().map(|v| Val {
                tag: tags[v.tag as usize],
                ..v
            }));
        }
        for c in later.commands {
            find_or_push(&mut self.commands, |x| *x == c, || c.clone());
        }
        self.tool_version = self.tool_version.take().or(later.tool_version);
    }

    /// The table: `threads,iteration,<operations…>`, operations in
    /// first-seen order (or `only`'s, when given), values in `unit`.
    pub(crate) fn finish(&self, unit: Unit, only: Option<&[String]>) -> Result<Table, TableError> {
        let tool = self.one_tool()?;
        self.check_units(unit, only)?;
        let points: usize = (self.cells.iter())
            .filter(|((_, op), _)| self.kept(*op, only))
            .map(|(_, v)| v.len())
            .sum();
        if points == 0 {
            return Err(TableError::Empty(
                "the logs hold no points for the requested operations".into(),
            ));
        }
        let operations = self.columns(only);
        let csv = write_csv(&operations, &self.rows(unit, only, &operations));
        Ok(Table {
            operations,
            unit,
            csv,
            points,
            tool,
            tool_version: self.tool_version.clone(),
            commands: self.commands.clone(),
        })
    }

    /// The tool of every run: a table holds one benchmark.
    fn one_tool(&self) -> Result<Tool, TableError> {
        match self.tools.as_slice() {
            [t] => Ok(*t),
            [] => Err(TableError::Empty("no benchmark output among the inputs".into())),
            many => Err(TableError::MixedTools(
                many.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "),
            )),
        }
    }

    /// The distinct thread counts, ascending.
    pub(crate) fn threads(&self) -> Vec<u32> {
        let mut t: Vec<u32> = self.cells.keys().map(|k| k.0).collect();
        t.dedup();
        t
    }

    /// The distinct operations, first seen first.
    pub(crate) fn operations(&self) -> &[String] {
        &self.operations
    }

    /// Whether operation `op` is in the table (`only` lists the kept ones).
    fn kept(&self, op: u32, only: Option<&[String]>) -> bool {
        only.is_none_or(|o| o.contains(&self.operations[op as usize]))
    }

    /// The first value of a kept operation that cannot be written in `unit`.
    fn check_units(&self, unit: Unit, only: Option<&[String]>) -> Result<(), TableError> {
        // Whether a value converts depends on its kind only: the first kind
        // that does not is where the first such value is.
        let fails = |t: &Tag| convert(1.0, t.unit, unit).is_none() && !(unit == Unit::Iops && t.has_rate);
        match self.tags.iter().find(|t| self.kept(t.operation, only) && fails(t)) {
            Some(t) => Err(TableError::Unit {
                path: t.path.clone(),
                line: t.line,
                operation: self.operations[t.operation as usize].clone(),
                from: t.unit.symbol().to_string(),
                to: unit.symbol().to_string(),
            }),
            None => Ok(()),
        }
    }

    /// Runs at several iodepths are one benchmark swept over iodepth: each
    /// depth is its own series (`read-qd16`), never an iteration of another.
    fn split_qd(&self) -> bool {
        self.qds.len() > 1
    }

    /// The column of an (operation, queue depth).
    fn column_name(&self, op: u32, qd: Option<u64>) -> String {
        let op = &self.operations[op as usize];
        match qd {
            Some(q) if self.split_qd() => crate::model::latency::split_operation(op, "iodepth", q),
            _ => op.clone(),
        }
    }

    /// The columns after `threads,iteration`: series grouped by operation
    /// (in `only`'s order when given, else first seen), then by depth:
    /// read-qd1, read-qd2, … (first-seen order follows the file names, where
    /// qd16 sorts before qd2).
    fn columns(&self, only: Option<&[String]>) -> Vec<String> {
        let pairs = self.pairs.iter().filter(|(op, _)| self.kept(*op, only));
        let mut operations = distinct(pairs.map(|&(op, qd)| self.column_name(op, qd)));
        let split_qd = self.split_qd();
        let split = |op: &str| crate::model::latency::parse_split_operation(op).map(|(b, _, d)| (b.to_string(), d));
        let base_of = |op: &str| match split(op) {
            Some((b, _)) if split_qd => b,
            _ => op.to_string(),
        };
        let bases = distinct(operations.iter().map(|op| base_of(op)));
        operations.sort_by_key(|op| {
            let b = base_of(op);
            let rank = match only {
                Some(o) => o.iter().position(|x| *x == b),
                None => bases.iter().position(|x| *x == b),
            };
            let depth = if split_qd { split(op).map_or(0, |(_, d)| d) } else { 0 };
            (rank, depth)
        });
        operations
    }

    /// threads → the values of each column, in `operations`' order, in `unit`.
    fn rows(&self, unit: Unit, only: Option<&[String]>, operations: &[String]) -> BTreeMap<u32, Vec<Vec<f64>>> {
        // fio records the operation rate beside the bandwidth: a table in
        // IOPS takes it from there.
        let value = |v: &Val, t: &Tag| {
            convert(v.value, t.unit, unit).or_else(|| (unit == Unit::Iops && !v.rate.is_nan()).then_some(v.rate))
        };
        let mut rows: BTreeMap<u32, Vec<Vec<f64>>> = BTreeMap::new();
        let mut column: BTreeMap<(u32, Option<u64>), usize> = BTreeMap::new();
        for &(op, qd) in &self.pairs {
            if let Some(c) = operations.iter().position(|o| *o == self.column_name(op, qd)) {
                column.insert((op, qd), c);
            }
        }
        for (&(threads, op), vals) in self.cells.iter().filter(|((_, op), _)| self.kept(*op, only)) {
            let row = rows
                .entry(threads)
                .or_insert_with(|| vec![Vec::new(); operations.len()]);
            for v in vals {
                let t = &self.tags[v.tag as usize];
                let (Some(&c), Some(x)) = (column.get(&(op, t.qd)), value(v, t)) else {
                    continue;
                };
                row[c].push(x);
            }
        }
        rows
    }

    /// How many values the table holds: what its memory grows with (the
    /// rest is bounded by the distinct operations, depths and commands).
    #[cfg(test)]
    pub(crate) fn sizes(&self) -> (usize, usize) {
        let values = self.cells.values().map(Vec::len).sum();
        let keys = self.operations.len() + self.pairs.len() + self.tags.len() + self.commands.len() + self.qds.len();
        (values, keys)
    }
}

//! Latency sweeps: a benchmark whose runs vary one or two parameters
//! (iodepth, numjobs, block size, …) and record, per run and operation,
//! the throughput and the completion-latency distribution (mean and
//! percentiles). Declared in report.toml as `[benchmark.latency]`, read from
//! its own CSV (see docs/report-format.md, "Latency sweeps").
//!
//! Why a sweep rather than more thread-count series: the latency of a
//! storage system is a function of the *load* it is offered (outstanding
//! I/Os = iodepth × jobs), and the questions readers ask — where does the
//! tail start to climb, how many IOPS fit under 1 ms — are answered along
//! that load axis, not along thread counts.

use super::Unit;
use std::collections::BTreeMap;

/// A percentile as a number in (0, 100), e.g. 99.9. Column names and ids
/// write it as `p99.9` ([`percentile_name`]).
pub(crate) type Pct = f64;

/// The percentiles a report shows when the tool gives them.
pub(crate) const STANDARD_PERCENTILES: [Pct; 5] = [50.0, 90.0, 99.0, 99.9, 99.99];

/// `p50`, `p99.9`, `p99.99`: the name of a percentile in CSV headers and
/// figure legends (not localised: the notation is the same in every
/// language the project ships).
pub(crate) fn percentile_name(p: Pct) -> String {
    let s = format!("{p:.4}");
    format!("p{}", s.trim_end_matches('0').trim_end_matches('.'))
}

/// The inverse of [`percentile_name`]: `p99.9` → 99.9; `None` when the
/// text is not a percentile strictly between 0 and 100.
pub(crate) fn parse_percentile(name: &str) -> Option<Pct> {
    let v: f64 = name.strip_prefix('p')?.parse().ok()?;
    (v > 0.0 && v < 100.0).then_some(v)
}

/// The swept parameters a sweep may name, in the order a sweep prefers them
/// as its load axis (the x-axis of latency figures), each with the short
/// prefix that names its value inside an operation (`read-qd16`).
pub(crate) const SWEEP_AXES: [(&str, &str); 5] = [
    ("iodepth", "qd"),
    ("threads", "t"),
    ("block_size", "bs"),
    ("file_size", "fs"),
    ("record_size", "rs"),
];

/// `read-qd16`: an operation at one value of a swept parameter other than
/// threads, as results tables and `diff` name the series.
pub(crate) fn split_operation(operation: &str, axis: &str, value: u64) -> String {
    let short = SWEEP_AXES.iter().find(|(a, _)| *a == axis).map_or(axis, |(_, s)| *s);
    format!("{operation}-{short}{value}")
}

/// The inverse of [`split_operation`] for the axes above: (operation, axis,
/// value) of `read-qd16`.
pub(crate) fn parse_split_operation(op: &str) -> Option<(&str, &'static str, u64)> {
    let (base, tail) = op.rsplit_once('-')?;
    SWEEP_AXES.iter().find_map(|(axis, short)| {
        let digits = tail.strip_prefix(short)?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || base.is_empty() {
            return None;
        }
        Some((base, *axis, digits.parse().ok()?))
    })
}

/// A swept parameter and its value (`("record_size", 4096)`).
pub(crate) type AxisValue = (&'static str, u64);

/// The operation a series measures: itself, or a grid cell's operation
/// (`read` for `read-fs65536-rs4096`).
pub(crate) fn grid_operation(series: &str) -> &str {
    parse_grid_operation(series).map_or(series, |(op, ..)| op)
}

/// `write-fs1048576-rs4096`: an operation at one value of each of two swept
/// parameters (IOzone's auto mode measures every file size × record size),
/// split twice by [`split_operation`]. Returns (operation, (first axis,
/// value), (second axis, value)), axes in the order they were appended;
/// `None` for an operation split once or not at all.
pub(crate) fn parse_grid_operation(op: &str) -> Option<(&str, AxisValue, AxisValue)> {
    let (inner, axis2, v2) = parse_split_operation(op)?;
    let (base, axis1, v1) = parse_split_operation(inner)?;
    (axis1 != axis2).then_some((base, (axis1, v1), (axis2, v2)))
}

/// One measured combination of the swept parameters for one operation.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct SweepCell {
    pub(crate) operation: String,
    /// Threads (fio's numjobs, IOR's tasks) of the run.
    pub(crate) threads: u32,
    /// Values of [`Sweep::axes`], in the same order (`threads` repeats
    /// [`SweepCell::threads`] when it is an axis).
    pub(crate) at: Vec<u64>,
    /// Throughput in operations per second (IOPS), whatever the benchmark's
    /// own unit: latency is paired with the rate of the operations it times.
    pub(crate) throughput: f64,
    /// Mean completion latency in [`Sweep::unit`], when the tool gives it.
    pub(crate) mean: Option<f64>,
    /// (percentile, latency in [`Sweep::unit`]), ascending by percentile.
    pub(crate) percentiles: Vec<(Pct, f64)>,
    /// fio's other latencies in [`Sweep::unit`] by column name (`lat_mean`,
    /// `lat_p99`, `slat_mean`, `clat_mean` when [`Sweep::kind`] is `lat`).
    pub(crate) also: BTreeMap<String, f64>,
}

impl SweepCell {
    /// The latency at percentile `p`, when recorded.
    pub(crate) fn at_percentile(&self, p: Pct) -> Option<f64> {
        self.percentiles
            .iter()
            .find(|(q, _)| (q - p).abs() < 1e-9)
            .map(|(_, v)| *v)
    }
}

/// A benchmark's latency sweep.
#[derive(Debug, Clone, PartialEq)]
pub struct Sweep {
    /// Swept parameters, one or two; the first is the load axis (x-axis of
    /// the percentile and latency-against-throughput figures), the second,
    /// when present, splits curves and is the heat map's other axis.
    pub(crate) axes: Vec<String>,
    /// Unit of every latency value of the cells (a time unit).
    pub(crate) unit: Unit,
    /// The percentile the knee, the latency bound and `diff` use (99 unless
    /// the report chooses another).
    pub(crate) percentile: Pct,
    /// A declared latency bound in [`Sweep::unit`] ("p99 ≤ 1 ms"), for the
    /// throughput-at-a-bound observation.
    pub(crate) bound: Option<f64>,
    /// The tool recorded only the mean (IOR's `Latency(s)`, elbencho's
    /// CSV): the knee, the bound and `diff` use the mean instead of
    /// [`Sweep::percentile`], and the document says "mean", never a
    /// percentile it does not have.
    pub(crate) mean_only: bool,
    /// Which of fio's latencies the cells' mean and percentiles are:
    /// `clat` (completion) or `lat` (total); `None` for other tools.
    pub(crate) kind: Option<String>,
    pub(crate) cells: Vec<SweepCell>,
}

impl Sweep {
    /// The latency a cell is judged by: the chosen percentile, or the mean
    /// for a mean-only sweep.
    pub(crate) fn latency_of(&self, c: &SweepCell) -> Option<f64> {
        if self.mean_only {
            c.mean
        } else {
            c.at_percentile(self.percentile)
        }
    }

    /// The statistic's name in ids and CSV headers: `p99`, `p99.9`, `mean`.
    pub(crate) fn statistic_name(&self) -> String {
        if self.mean_only {
            "mean".into()
        } else {
            percentile_name(self.percentile)
        }
    }

    /// Operations in first-seen order.
    pub(crate) fn operations(&self) -> Vec<&str> {
        super::distinct(self.cells.iter().map(|c| c.operation.as_str()))
    }

    /// Distinct values of axis `i`, ascending.
    pub(crate) fn axis_values(&self, i: usize) -> Vec<u64> {
        let mut v: Vec<u64> = self.cells.iter().filter_map(|c| c.at.get(i).copied()).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The curves of the sweep: (operation, value of the second axis when
    /// there is one), each with its cells ascending along the load axis.
    pub(crate) fn curves(&self) -> Vec<Curve<'_>> {
        let mut out: Vec<Curve<'_>> = Vec::new();
        for op in self.operations() {
            let splits: Vec<Option<u64>> = if self.axes.len() > 1 {
                self.axis_values(1).into_iter().map(Some).collect()
            } else {
                vec![None]
            };
            for split in splits {
                let mut cells: Vec<&SweepCell> = self
                    .cells
                    .iter()
                    .filter(|c| c.operation == op && (split.is_none() || c.at.get(1).copied() == split))
                    .collect();
                if cells.is_empty() {
                    continue;
                }
                cells.sort_by_key(|c| c.at.first().copied().unwrap_or(0));
                out.push(Curve {
                    operation: op,
                    split,
                    cells,
                });
            }
        }
        out
    }
}

/// One operation along the load axis, at one value of the second axis.
#[derive(Debug, Clone)]
pub(crate) struct Curve<'s> {
    pub(crate) operation: &'s str,
    pub(crate) split: Option<u64>,
    pub(crate) cells: Vec<&'s SweepCell>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_names_round_trip() {
        let names: Vec<String> = STANDARD_PERCENTILES.iter().map(|p| percentile_name(*p)).collect();
        assert_eq!(names, ["p50", "p90", "p99", "p99.9", "p99.99"]);
        for (p, n) in STANDARD_PERCENTILES.iter().zip(&names) {
            assert_eq!(parse_percentile(n), Some(*p));
        }
        assert_eq!(parse_percentile("p100"), None);
        assert_eq!(parse_percentile("p0"), None);
        assert_eq!(parse_percentile("mean"), None);
        assert_eq!(parse_percentile("pNaN"), None);
    }

    fn cell(op: &str, at: Vec<u64>, p99: f64) -> SweepCell {
        SweepCell {
            operation: op.into(),
            threads: at.get(1).copied().unwrap_or(1) as u32,
            at,
            throughput: 1.0,
            mean: None,
            percentiles: vec![(99.0, p99)],
            also: BTreeMap::new(),
        }
    }

    #[test]
    fn curves_split_by_the_second_axis_and_sort_by_load() {
        let s = Sweep {
            axes: vec!["iodepth".into(), "numjobs".into()],
            unit: Unit::Us,
            percentile: 99.0,
            bound: None,
            mean_only: false,
            kind: None,
            cells: vec![
                cell("read", vec![4, 1], 3.0),
                cell("read", vec![1, 1], 1.0),
                cell("read", vec![1, 2], 2.0),
                cell("write", vec![1, 1], 5.0),
            ],
        };
        let c = s.curves();
        assert_eq!(c.len(), 3);
        assert_eq!((c[0].operation, c[0].split), ("read", Some(1)));
        let loads: Vec<u64> = c[0].cells.iter().map(|x| x.at[0]).collect();
        assert_eq!(loads, [1, 4]);
        assert_eq!((c[2].operation, c[2].split), ("write", Some(1)));
        assert_eq!(s.axis_values(1), [1, 2]);
        assert_eq!(c[1].cells[0].at_percentile(99.0), Some(2.0));
        assert_eq!(c[1].cells[0].at_percentile(99.9), None);
    }

    #[test]
    fn split_operations_round_trip() {
        assert_eq!(split_operation("read", "iodepth", 16), "read-qd16");
        assert_eq!(
            parse_split_operation("random-read-qd16"),
            Some(("random-read", "iodepth", 16))
        );
        assert_eq!(parse_split_operation("read-bs4096"), Some(("read", "block_size", 4096)));
        assert_eq!(parse_split_operation("read-qd"), None);
        assert_eq!(parse_split_operation("tree-create"), None);
        assert_eq!(parse_split_operation("-qd4"), None);
        let grid = split_operation(&split_operation("random-read", "file_size", 65536), "record_size", 4096);
        assert_eq!(grid, "random-read-fs65536-rs4096");
        assert_eq!(
            parse_grid_operation(&grid),
            Some(("random-read", ("file_size", 65536), ("record_size", 4096)))
        );
        assert_eq!(parse_grid_operation("read-qd16"), None, "one axis is not a grid");
        assert_eq!(parse_grid_operation("read-fs4-fs8"), None, "one axis twice");
    }
}

//! A benchmark of a report: how it was run (kind, tool, unit, direction,
//! file sizes and layout) and its measured series, point by point.

use super::latency::{parse_split_operation, split_operation};
use super::{LocalText, Size, Sweep, Unit};
use std::collections::BTreeMap;

/// How the sustained level of a series is computed (see `crate::analysis`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SustainedMethod {
    #[default]
    IsolatedDip,
    MinAfterPeak,
    MedianAfterPeak,
}

impl SustainedMethod {
    pub(crate) fn as_str(self) -> String {
        super::variant_name(&self)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BenchmarkKind {
    SequentialNN,
    #[serde(rename = "sequential-n-1")]
    SequentialN1,
    RandomNN,
    #[serde(rename = "random-n-1")]
    RandomN1,
    Metadata,
    #[default]
    Other,
}

impl std::str::FromStr for BenchmarkKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        super::variant_named(s).ok_or_else(|| {
            format!(
                "unknown benchmark kind `{s}` (expected sequential-n-n, sequential-n-1, random-n-n, random-n-1, metadata or other)"
            )
        })
    }
}

impl std::str::FromStr for Direction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        super::variant_named(s).ok_or_else(|| format!("direction `{s}` (expected higher or lower)"))
    }
}

impl BenchmarkKind {
    pub(crate) fn as_str(self) -> String {
        super::variant_name(&self)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    #[default]
    Higher,
    Lower,
}

/// One benchmark of a report: how it was run and its measured series.
#[derive(Debug, Clone, Default)]
pub struct Benchmark {
    pub id: String,
    pub kind: BenchmarkKind,
    pub title: Option<LocalText>,
    pub tool: String,
    pub tool_version: Option<String>,
    pub commands: Vec<String>,
    /// The tool's own run options as the logs state them (fio's `ioengine`,
    /// `direct`, `iodepth` …), in the tool's spelling; several values of a
    /// swept option are listed together.
    pub params: BTreeMap<String, String>,
    pub unit: Unit,
    pub direction: Direction,
    pub results_path: String,
    pub threads_max: Option<u32>,
    pub log_scale: bool,
    pub limits: Vec<String>,
    pub sustained_method: SustainedMethod,
    pub transfer_size: Option<Size>,
    pub file_size: Option<Size>,
    pub file_size_rule: Option<FileSizeRule>,
    pub distribution: Option<Distribution>,
    pub text: Option<String>,
    /// `false`: only a comparison baseline, no section of its own.
    pub section: bool,
    /// Tolerance in percent for `pixreport diff` (default: the command's).
    pub diff_threshold: Option<f64>,
    /// Declared run-to-run noise of a point's value as a coefficient of
    /// variation (0.03 = 3 %), for `diff` when no history is given.
    pub noise_cv: Option<f64>,
    /// Declared run-to-run noise in the benchmark's unit (±5 op/s): a floor
    /// under the CV where values are small.
    pub noise_floor: Option<f64>,
    /// The two above for single operations (a grid's cells go by their
    /// operation: `read`, not `read-fs65536-rs4096`).
    pub noise_by_operation: BTreeMap<String, OperationNoise>,
    /// Operations known to be too noisy to gate on: compared and reported,
    /// never failing `diff --fail-on-regression`.
    pub noisy: Vec<String>,
    /// For reconstructed data: per operation, the thread counts whose values
    /// the source states; the other points are interpolated and are drawn
    /// and tabled as such. Empty: no such distinction is made.
    pub stated: BTreeMap<String, Vec<u32>>,
    /// For reconstructed data: the operations whose sustained level the
    /// source states (a summary table's figure, without its thread count);
    /// any other sustained level of a benchmark with `stated` is an estimate.
    pub stated_sustained: Vec<String>,
    pub series: Vec<Series>,
    /// Latency sweep (throughput and latency percentiles per swept
    /// parameter), when the report declares one (`[benchmark.latency]`).
    pub sweep: Option<Sweep>,
}

/// Declared run-to-run noise of one operation (see [`Benchmark::noise_cv`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OperationNoise {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cv: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub floor: Option<f64>,
}

impl Benchmark {
    /// Every thread count measured in any series, ascending.
    pub fn thread_counts(&self) -> Vec<u32> {
        let mut all: Vec<u32> = (self.series.iter())
            .flat_map(|s| s.points.iter().map(|p| p.threads))
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    /// The declared noise CV and floor of a series' operation (its own
    /// setting, else the benchmark's).
    pub fn declared_noise(&self, operation: &str) -> (Option<f64>, Option<f64>) {
        let own = self.noise_by_operation.get(operation).copied().unwrap_or_default();
        (own.cv.or(self.noise_cv), own.floor.or(self.noise_floor))
    }

    /// Whether the project lists `operation` as too noisy to gate on.
    pub fn is_noisy(&self, operation: &str) -> bool {
        self.noisy.iter().any(|n| n == operation)
    }

    /// Whether the value of `operation` at `threads` is an interpolation
    /// (the benchmark lists its stated points and this is not one of them).
    pub(crate) fn interpolated(&self, operation: &str, threads: u32) -> bool {
        !self.stated.is_empty() && !self.stated.get(operation).is_some_and(|t| t.contains(&threads))
    }

    /// A benchmark with only what identifies and measures it; everything
    /// else empty or default (the rest comes from report.toml when there is
    /// one).
    pub fn bare(id: String, kind: BenchmarkKind, tool: String, unit: Unit, direction: Direction) -> Self {
        Benchmark {
            id,
            kind,
            tool,
            unit,
            direction,
            log_scale: kind == BenchmarkKind::Metadata,
            section: true,
            ..Benchmark::default()
        }
    }
}

/// File size per thread = total ÷ threads, kept within
/// [min_per_thread, max_per_thread] when those are given.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FileSizeRule {
    pub total: Size,
    pub min_per_thread: Option<Size>,
    /// A cap, e.g. "twice one client's memory" when each thread has a
    /// client of its own (seed 003: 4096 GiB ÷ threads, at most 256 GiB).
    pub max_per_thread: Option<Size>,
}

impl FileSizeRule {
    pub(crate) fn per_thread(&self, threads: u32) -> Size {
        let share = self.total.0 / u64::from(threads.max(1));
        let share = self.max_per_thread.map_or(share, |max| share.min(max.0));
        Size(self.min_per_thread.map_or(share, |min| share.max(min.0)))
    }
}

/// mdtest's layout of files over directories.
#[derive(Debug, Clone, PartialEq)]
pub struct Distribution {
    pub files_per_directory: u64,
    pub layout: DirLayout,
    pub file_size: Option<Size>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum DirLayout {
    /// Directories per thread = total ÷ (threads × files per directory).
    TotalFiles(u64),
    /// Directories per thread chosen per thread count.
    PerThread(BTreeMap<u32, u64>),
}

impl Distribution {
    /// Directories per thread and total files for a thread count, or `None`
    /// when the layout does not say (a thread count missing from a per-thread
    /// table, or a total that does not divide evenly).
    pub(crate) fn at(&self, threads: u32) -> Option<(u64, u64)> {
        let t = u64::from(threads);
        match &self.layout {
            DirLayout::TotalFiles(total) => {
                let per = t.checked_mul(self.files_per_directory)?;
                if per == 0 || total % per != 0 {
                    return None;
                }
                Some((total / per, *total))
            }
            DirLayout::PerThread(map) => {
                let dirs = *map.get(&threads)?;
                let total = t.checked_mul(dirs)?.checked_mul(self.files_per_directory)?;
                Some((dirs, total))
            }
        }
    }
}

/// One operation of a benchmark over thread counts, ascending.
#[derive(Debug, Clone)]
pub struct Series {
    pub operation: String,
    pub points: Vec<Point>,
}

/// One thread count; `iterations` holds every measured value (≥ 1).
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub threads: u32,
    pub iterations: Vec<f64>,
}

impl Point {
    /// The point's value: the mean of its iterations.
    pub(crate) fn value(&self) -> f64 {
        self.iterations.iter().sum::<f64>() / self.iterations.len().max(1) as f64
    }
    pub(crate) fn min(&self) -> f64 {
        self.iterations.iter().copied().fold(f64::INFINITY, f64::min)
    }
    pub(crate) fn max(&self) -> f64 {
        self.iterations.iter().copied().fold(f64::NEG_INFINITY, f64::max)
    }
}

impl Sweep {
    /// The chosen percentile of every cell as a lower-is-better benchmark,
    /// so that reports record it and `diff` judges it like any series: id
    /// `<benchmark>-p99` (`-p99-9` for 99.9), one series per operation and
    /// value of every swept parameter other than threads, over threads.
    /// Never a section of its own (`section = false`).
    pub(crate) fn percentile_benchmark(&self, b: &Benchmark) -> Option<Benchmark> {
        let name = self.statistic_name().replace('.', "-");
        let mut out = Benchmark::bare(
            format!("{}-{name}", b.id),
            b.kind,
            b.tool.clone(),
            self.unit,
            Direction::Lower,
        );
        out.tool_version = b.tool_version.clone();
        out.section = false;
        out.log_scale = false;
        out.results_path = b.results_path.clone();
        let mut series: Vec<Series> = Vec::new();
        for c in &self.cells {
            let Some(v) = self.latency_of(c) else {
                continue;
            };
            let mut op = c.operation.clone();
            for (axis, value) in self.axes.iter().zip(&c.at) {
                if axis != "threads" {
                    op = split_operation(&op, axis, *value);
                }
            }
            let pos = (series.iter().position(|s| s.operation == op)).unwrap_or_else(|| {
                series.push(Series {
                    operation: op,
                    points: Vec::new(),
                });
                series.len() - 1
            });
            series[pos].points.push(Point {
                threads: c.threads,
                iterations: vec![v],
            });
        }
        for s in &mut series {
            s.points.sort_by_key(|p| p.threads);
        }
        // Operations in first-seen order, each in ascending parameter order
        // (read-qd1, read-qd2, … rather than the CSV's order).
        let ops = self.operations();
        series.sort_by_key(|s| match parse_split_operation(&s.operation) {
            Some((base, _, v)) => (ops.iter().position(|o| *o == base), v),
            None => (ops.iter().position(|o| *o == s.operation), 0),
        });
        // The author's tolerance and declared noise apply to the sweep too.
        out.diff_threshold = b.diff_threshold;
        out.noise_cv = b.noise_cv;
        out.noise_floor = b.noise_floor;
        out.noise_by_operation = b.noise_by_operation.clone();
        out.noisy = b.noisy.clone();
        out.series = series;
        (!out.series.is_empty()).then_some(out)
    }
}

/// The value of `names` (one flag's spellings) among a command line's
/// words: `-x=v`, or `-x v` (the next word). IOR and mdtest read their
/// options in order, so of a flag given twice the last value is the one
/// the run used.
pub fn flag_value<'a>(args: &[&'a str], names: &[&str]) -> Option<&'a str> {
    args.iter().enumerate().rev().find_map(|(i, a)| {
        names.iter().find_map(|n| match a.strip_prefix(n)?.strip_prefix('=') {
            Some(v) => Some(v),
            None if a.len() == n.len() => args.get(i + 1).copied(),
            None => None,
        })
    })
}

#[cfg(test)]
#[path = "benchmark_tests.rs"]
mod tests;

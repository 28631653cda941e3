//! Domain types: what a report *is*, independent of how it is stored on disk
//! (see `crate::project::wire` for the on-disk mirror types) and of how it is
//! shown (see `crate::render`).

pub mod ids;
pub mod label;
mod lang;
pub mod latency;
mod month;
pub(crate) mod pairing;
mod units;
pub mod usage;

pub use ids::check_id;
pub use lang::{Lang, LocalText};
pub use latency::{Sweep, SweepCell};
pub use month::Month;
pub use units::{binary_scaled, Decimal, Size, Unit, BINARY_UNITS, MAX_VALUE, MIN_LOG_VALUE};
pub use usage::Usage;

use std::collections::BTreeMap;
use std::path::PathBuf;

/// A whole report project: the site settings and its reports in site order.
#[derive(Debug, Clone)]
pub struct Project {
    pub root: PathBuf,
    pub title: LocalText,
    pub languages: Vec<Lang>,
    pub default_language: Lang,
    pub reports: Vec<Report>,
    /// Ids of the reports listed as `examples` (workflow examples, shown
    /// apart from the characterisations); they are also in `reports`.
    pub examples: Vec<String>,
    /// Every report id `pixreport.toml` lists (`reports`, then `examples`),
    /// in that order, loaded or not: the order of the index pages.
    pub listed: Vec<String>,
    /// Problems that do not stop a build (a missing translation of author
    /// text, …); printed by `build` and `check`.
    pub warnings: Vec<String>,
}

/// Where a report's numbers come from; shown in the document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Provenance {
    /// Measured by the author, typically ingested from raw logs.
    Measured,
    /// Rebuilt from a published text: the series honour the text's figures,
    /// the points in between are not measurements.
    Reconstructed,
    /// Made up for demonstration.
    Synthetic,
}

impl std::str::FromStr for Provenance {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "measured" => Ok(Provenance::Measured),
            "reconstructed" => Ok(Provenance::Reconstructed),
            "synthetic" => Ok(Provenance::Synthetic),
            other => Err(format!("`{other}` (expected measured, reconstructed or synthetic)")),
        }
    }
}

impl Provenance {
    pub fn as_str(self) -> &'static str {
        match self {
            Provenance::Measured => "measured",
            Provenance::Reconstructed => "reconstructed",
            Provenance::Synthetic => "synthetic",
        }
    }
}

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
    pub fn as_str(self) -> &'static str {
        match self {
            SustainedMethod::IsolatedDip => "isolated-dip",
            SustainedMethod::MinAfterPeak => "min-after-peak",
            SustainedMethod::MedianAfterPeak => "median-after-peak",
        }
    }
}

/// One document.
#[derive(Debug, Clone)]
pub struct Report {
    /// Folder name; `[a-z0-9-]+`.
    pub id: String,
    pub dir: PathBuf,
    pub title: LocalText,
    pub subtitle: Option<LocalText>,
    pub date: Option<String>,
    pub authors: Vec<String>,
    pub provenance: Provenance,
    /// Where the data come from (required unless measured): a citation
    /// kept as published, with its surrounding words per language.
    pub source: Option<LocalText>,
    pub notes: Vec<String>,
    /// Named prose slots (`introduction`, …) → file name under `text/<lang>/`.
    pub text: BTreeMap<String, String>,
    pub benchmarks: Vec<Benchmark>,
    pub comparisons: Vec<Comparison>,
    pub scale_out: Option<ScaleOut>,
    /// File-system usage for the analytics section, when given.
    pub analytics: Option<Analytics>,
    pub solution: Solution,
    /// Every input file read, relative to the report folder, with its sha256.
    pub inputs: Vec<InputFile>,
    /// Author prose, per language, per file name (already read from disk).
    pub prose: BTreeMap<Lang, BTreeMap<String, String>>,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InputFile {
    pub path: String,
    pub sha256: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BenchmarkKind {
    SequentialNN,
    #[serde(rename = "sequential-n-1")]
    SequentialN1,
    RandomNN,
    Metadata,
    Other,
}

impl std::str::FromStr for BenchmarkKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "sequential-n-n" => Ok(BenchmarkKind::SequentialNN),
            "sequential-n-1" => Ok(BenchmarkKind::SequentialN1),
            "random-n-n" => Ok(BenchmarkKind::RandomNN),
            "metadata" => Ok(BenchmarkKind::Metadata),
            "other" => Ok(BenchmarkKind::Other),
            k => Err(format!(
                "unknown benchmark kind `{k}` (expected sequential-n-n, sequential-n-1, random-n-n, metadata or other)"
            )),
        }
    }
}

impl std::str::FromStr for Direction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "higher" => Ok(Direction::Higher),
            "lower" => Ok(Direction::Lower),
            d => Err(format!("direction `{d}` (expected higher or lower)")),
        }
    }
}

impl BenchmarkKind {
    pub fn as_str(self) -> &'static str {
        match self {
            BenchmarkKind::SequentialNN => "sequential-n-n",
            BenchmarkKind::SequentialN1 => "sequential-n-1",
            BenchmarkKind::RandomNN => "random-n-n",
            BenchmarkKind::Metadata => "metadata",
            BenchmarkKind::Other => "other",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    Higher,
    Lower,
}

/// One benchmark of a report: how it was run and its measured series.
#[derive(Debug, Clone)]
pub struct Benchmark {
    pub id: String,
    pub kind: BenchmarkKind,
    pub title: Option<LocalText>,
    pub tool: String,
    pub tool_version: Option<String>,
    pub commands: Vec<String>,
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
    /// Declared run-to-run noise as a coefficient of variation (0.03 = 3 %),
    /// for `diff` when points have one value each and no history is given.
    pub noise_cv: Option<f64>,
    /// For reconstructed data: per operation, the thread counts whose values
    /// the source states; the other points are interpolated and are drawn
    /// and tabled as such. Empty: no such distinction is made.
    pub stated: BTreeMap<String, Vec<u32>>,
    pub series: Vec<Series>,
    /// Latency sweep (throughput and latency percentiles per swept
    /// parameter), when the report declares one (`[benchmark.latency]`).
    pub sweep: Option<Sweep>,
}

impl Benchmark {
    /// Whether the value of `operation` at `threads` is an interpolation
    /// (the benchmark lists its stated points and this is not one of them).
    pub fn interpolated(&self, operation: &str, threads: u32) -> bool {
        !self.stated.is_empty() && !self.stated.get(operation).is_some_and(|t| t.contains(&threads))
    }

    /// A benchmark with only what identifies and measures it; everything
    /// else empty or default (the rest comes from report.toml when there is
    /// one).
    pub fn bare(id: String, kind: BenchmarkKind, tool: String, unit: Unit, direction: Direction) -> Self {
        Benchmark {
            id,
            kind,
            title: None,
            tool,
            tool_version: None,
            commands: Vec::new(),
            unit,
            direction,
            results_path: String::new(),
            threads_max: None,
            log_scale: kind == BenchmarkKind::Metadata,
            limits: Vec::new(),
            sustained_method: SustainedMethod::default(),
            transfer_size: None,
            file_size: None,
            file_size_rule: None,
            distribution: None,
            text: None,
            section: true,
            diff_threshold: None,
            noise_cv: None,
            stated: BTreeMap::new(),
            series: Vec::new(),
            sweep: None,
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
    pub fn per_thread(&self, threads: u32) -> Size {
        let mut share = self.total.0 / u64::from(threads.max(1));
        if let Some(max) = self.max_per_thread {
            share = share.min(max.0);
        }
        if let Some(min) = self.min_per_thread {
            share = share.max(min.0);
        }
        Size(share)
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
    pub fn at(&self, threads: u32) -> Option<(u64, u64)> {
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
    pub fn value(&self) -> f64 {
        self.iterations.iter().sum::<f64>() / self.iterations.len().max(1) as f64
    }
    pub fn min(&self) -> f64 {
        self.iterations.iter().copied().fold(f64::INFINITY, f64::min)
    }
    pub fn max(&self) -> f64 {
        self.iterations.iter().copied().fold(f64::NEG_INFINITY, f64::max)
    }
}

#[derive(Debug, Clone)]
pub struct Comparison {
    pub id: String,
    pub current: String,
    /// `benchmark` (this report) or `report/benchmark`.
    pub baseline: String,
    pub current_label: LocalText,
    pub baseline_label: LocalText,
    /// The labels as they read inside a sentence, when the computed form
    /// ([`label::sentence_form`]) is not enough (articles, word order).
    pub current_label_in_sentence: Option<LocalText>,
    pub baseline_label_in_sentence: Option<LocalText>,
    pub title: Option<LocalText>,
    pub text: Option<String>,
}

impl Comparison {
    /// The current side's label inside a sentence of `lang`.
    pub fn current_in_sentence(&self, lang: Lang) -> String {
        label::in_sentence(&self.current_label, self.current_label_in_sentence.as_ref(), lang)
    }
    /// The baseline side's label inside a sentence of `lang`.
    pub fn baseline_in_sentence(&self, lang: Lang) -> String {
        label::in_sentence(&self.baseline_label, self.baseline_label_in_sentence.as_ref(), lang)
    }
}

/// One run of a report as `diff` compares it: what a `report.json` holds
/// or what a report project gives, reduced to the model.
#[derive(Debug, Clone)]
pub struct Run {
    pub report: String,
    /// Where it came from (a file or folder), for messages.
    pub origin: String,
    pub provenance: Provenance,
    pub benchmarks: Vec<Benchmark>,
}

/// A usage dataset (from `pixreport scan`) and where it comes from.
#[derive(Debug, Clone)]
pub struct Analytics {
    pub usage: Usage,
    /// Every dataset of the file system, oldest first, `usage` last; empty
    /// when the report names no earlier snapshot.
    pub snapshots: Vec<usage::Snapshot>,
    pub provenance: Provenance,
    pub source: Option<LocalText>,
    /// How many entries the top-N views show.
    pub top: usize,
    pub text: Option<String>,
}

#[derive(Debug, Clone)]
pub struct ScaleOut {
    pub unit: LocalText,
    pub measured_units: u32,
    pub max_units: u32,
    pub benchmarks: Vec<String>,
}

/// The system under test.
#[derive(Debug, Clone, Default)]
pub struct Solution {
    pub name: LocalText,
    pub components: Vec<Component>,
    /// Client test-bed rows (field, value); prose values may be given per
    /// language, product names once.
    pub testbed: Vec<(String, LocalText)>,
    pub filesystem: Vec<(String, LocalText)>,
    pub limits: Vec<Limit>,
    /// Memory of one client node, used by computed file sizes.
    pub client_memory: Option<Size>,
    pub client_nodes: Option<u32>,
    pub cores_per_node: Option<u32>,
}

#[derive(Debug, Clone)]
pub struct Component {
    pub role: LocalText,
    pub model: LocalText,
    pub count: Option<u32>,
    pub details: Option<LocalText>,
}

/// A declared ceiling (link bandwidth, array specification).
#[derive(Debug, Clone)]
pub struct Limit {
    pub id: String,
    pub label: LocalText,
    /// The label as it reads inside a sentence ("la specifica massima degli
    /// array ME4"), when the rule of [`Limit::label_in_sentence`] is not enough.
    pub label_in_sentence: Option<LocalText>,
    pub value: f64,
    pub unit: Unit,
    /// Operations the limit applies to (e.g. a write specification); empty
    /// means all. Only these get a "fraction of the limit" observation.
    pub operations: Vec<String>,
}

impl Limit {
    /// The label for use inside a sentence: the author's `label_in_sentence`
    /// when given; otherwise the language's computed form
    /// ([`label::sentence_form`]: "Array …" → "array …", "NVMe 裝置 (理論值)"
    /// → "NVMe 裝置（理論值）"; names such as "PowerVault" or "4 × EDR" kept).
    pub fn label_in_sentence(&self, lang: Lang) -> String {
        label::in_sentence(&self.label, self.label_in_sentence.as_ref(), lang)
    }

    pub fn applies_to(&self, operation: &str) -> bool {
        self.operations.is_empty() || self.operations.iter().any(|o| o == operation)
    }
}

/// `s` with its first letter in lower case when its first word is a plain
/// capitalised word (one capital, then lower-case letters).
pub fn lower_first_word(s: &str) -> String {
    let word: &str = s.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    let mut chars = word.chars();
    let plain =
        chars.next().is_some_and(char::is_uppercase) && word.chars().count() > 1 && chars.all(char::is_lowercase);
    if !plain {
        return s.to_string();
    }
    let mut out: String = s.chars().next().map(|c| c.to_lowercase().collect()).unwrap_or_default();
    out.push_str(&s[s.chars().next().map_or(0, char::len_utf8)..]);
    out
}

#[cfg(test)]
mod sentence_label_tests {
    use super::lower_first_word;

    #[test]
    fn only_plain_capitalised_words_are_lowered() {
        assert_eq!(
            lower_first_word("Array PowerVault ME4, specifica massima"),
            "array PowerVault ME4, specifica massima"
        );
        assert_eq!(
            lower_first_word("Dispositivi NVMe (teorico)"),
            "dispositivi NVMe (teorico)"
        );
        assert_eq!(
            lower_first_word("Thiết bị NVMe (lý thuyết)"),
            "thiết bị NVMe (lý thuyết)"
        );
        assert_eq!(lower_first_word("PowerVault ME4 arrays"), "PowerVault ME4 arrays");
        assert_eq!(lower_first_word("4 × EDR InfiniBand"), "4 × EDR InfiniBand");
        assert_eq!(lower_first_word("NVMe 裝置理論頻寬"), "NVMe 裝置理論頻寬");
        assert_eq!(lower_first_word(""), "");
    }
}

/// `benchmark` in `report`, or `other-report/benchmark`.
pub fn resolve_benchmark<'a>(reports: &'a [Report], report: &'a Report, key: &str) -> Option<&'a Benchmark> {
    match key.split_once('/') {
        None => report.benchmarks.iter().find(|b| b.id == key),
        Some((rid, bid)) => reports
            .iter()
            .find(|r| r.id == rid)?
            .benchmarks
            .iter()
            .find(|b| b.id == bid),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_size_rule_shares_the_total_within_bounds() {
        let gib = |n: u64| Size(n << 30);
        // Seed 003: 4096 GiB over the threads, at most 256 GiB (one client's 2 × RAM).
        let cap = FileSizeRule {
            total: gib(4096),
            min_per_thread: None,
            max_per_thread: Some(gib(256)),
        };
        assert_eq!(cap.per_thread(1), gib(256));
        assert_eq!(cap.per_thread(16), gib(256));
        assert_eq!(cap.per_thread(32), gib(128));
        let floor = FileSizeRule {
            total: gib(8192),
            min_per_thread: Some(gib(16)),
            max_per_thread: None,
        };
        assert_eq!(floor.per_thread(1024), gib(16));
        assert_eq!(floor.per_thread(2), gib(4096));
    }

    #[test]
    fn distribution_is_computed_not_typed() {
        let d = Distribution {
            files_per_directory: 1024,
            layout: DirLayout::TotalFiles(2_097_152),
            file_size: None,
        };
        assert_eq!(d.at(1), Some((2048, 2_097_152)));
        assert_eq!(d.at(512), Some((4, 2_097_152)));
        assert_eq!(d.at(3), None, "does not divide evenly");
        let mut m = BTreeMap::new();
        m.insert(64, 8);
        let d = Distribution {
            files_per_directory: 3000,
            layout: DirLayout::PerThread(m),
            file_size: None,
        };
        assert_eq!(d.at(64), Some((8, 1_536_000)));
        assert_eq!(d.at(2), None);
    }
}

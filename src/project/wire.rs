//! On-disk mirror types of `pixreport.toml`, `report.toml` and
//! `solution.toml` (see docs/report-format.md). They only describe shape;
//! `project.rs` validates them and converts them into `crate::model` types.
//! Unknown keys are errors, so a typo never silently drops a setting.

use serde::Deserialize;
use std::collections::BTreeMap;

/// A string, or a table of strings keyed by language tag.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum WireText {
    Plain(String),
    PerLang(BTreeMap<String, String>),
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireSite {
    pub title: WireText,
    pub languages: Vec<String>,
    pub default_language: Option<String>,
    pub reports: Vec<String>,
    /// Reports that show the workflow rather than characterise a product
    /// (runs on a development VM): built and listed apart on the index.
    #[serde(default)]
    pub examples: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireReport {
    pub title: WireText,
    pub subtitle: Option<WireText>,
    pub date: Option<String>,
    #[serde(default)]
    pub authors: Vec<String>,
    pub provenance: Parsed<crate::model::Provenance>,
    pub source: Option<WireText>,
    pub sustained_method: Option<String>,
    /// The author's reading notes: accepted, never printed (docs/report-format.md).
    #[serde(default, rename = "notes")]
    pub _notes: Vec<String>,
    #[serde(default)]
    pub text: BTreeMap<String, String>,
    #[serde(default, rename = "benchmark")]
    pub benchmarks: Vec<WireBenchmark>,
    #[serde(default, rename = "comparison")]
    pub comparisons: Vec<WireComparison>,
    pub scale_out: Option<WireScaleOut>,
    pub analytics: Option<WireAnalytics>,
    #[serde(default)]
    pub acceptance: Vec<WireCriterion>,
    #[serde(default)]
    pub checks: WireChecks,
}

/// One `[[acceptance]]` criterion: exactly one of `min` and `max`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireCriterion {
    pub benchmark: String,
    pub operation: String,
    pub load: crate::model::Load,
    pub min: Option<Parsed<crate::model::acceptance::Quantity>>,
    pub max: Option<Parsed<crate::model::acceptance::Quantity>>,
    pub tolerance: Option<f64>,
    pub source: Option<WireText>,
}

/// `[checks]`: each method rule may be switched off with a reason.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireChecks {
    pub cache: Option<WireCheck>,
    #[serde(rename = "buffered-io")]
    pub buffered_io: Option<WireCheck>,
    pub duration: Option<WireCheck>,
    pub repetition: Option<WireCheck>,
    pub coverage: Option<WireCheck>,
    pub configuration: Option<WireCheck>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireCheck {
    /// Switches the rule off; the document prints this reason.
    pub accepted: Option<WireText>,
    /// Cache only: the data set must be at least this many times the cache.
    pub factor: Option<f64>,
    /// Duration only: the shortest phase that is not flagged.
    pub seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireAnalytics {
    pub usage: String,
    /// Earlier usage datasets of the same file system (see `project::snapshots`).
    #[serde(default)]
    pub snapshots: Vec<String>,
    pub provenance: Parsed<crate::model::Provenance>,
    pub source: Option<WireText>,
    pub top: Option<usize>,
    pub text: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireNoise {
    pub cv: Option<f64>,
    pub floor: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireBenchmark {
    pub id: String,
    pub kind: Parsed<crate::model::BenchmarkKind>,
    pub title: Option<WireText>,
    pub tool: String,
    pub tool_version: Option<String>,
    #[serde(default)]
    pub commands: Vec<String>,
    /// The tool's run options (`ioengine = "libaio"`), written by ingest.
    #[serde(default)]
    pub params: BTreeMap<String, String>,
    pub unit: Parsed<crate::model::Unit>,
    pub direction: Option<Parsed<crate::model::Direction>>,
    pub results: String,
    pub operations: Option<Vec<String>>,
    pub threads_max: Option<u32>,
    pub log_scale: Option<bool>,
    #[serde(default)]
    pub limits: Vec<String>,
    pub sustained_method: Option<String>,
    pub transfer_size: Option<Parsed<crate::model::Size>>,
    pub file_size: Option<Parsed<crate::model::Size>>,
    pub file_size_rule: Option<WireFileSizeRule>,
    pub distribution: Option<WireDistribution>,
    pub text: Option<String>,
    pub section: Option<bool>,
    pub diff_threshold: Option<f64>,
    pub noise_cv: Option<f64>,
    pub noise_floor: Option<f64>,
    /// `[benchmark.noise.OPERATION]`: `cv` and `floor` of one operation.
    #[serde(default)]
    pub noise: BTreeMap<String, WireNoise>,
    #[serde(default)]
    pub noisy: Vec<String>,
    /// Reconstructed data: the thread counts, per operation, whose values the
    /// source states (the rest are interpolated).
    #[serde(default)]
    pub stated: BTreeMap<String, Vec<u32>>,
    /// Reconstructed data: the operations whose sustained level the source states.
    #[serde(default)]
    pub stated_sustained: Vec<String>,
    /// Raw logs this benchmark was ingested from (written by `ingest --into`).
    #[serde(default)]
    pub sources: Vec<WireSource>,
    /// A latency sweep (`[benchmark.latency]`), see `project::latency`.
    pub latency: Option<WireLatency>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireLatency {
    pub results: String,
    pub unit: Parsed<crate::model::Unit>,
    pub axes: Vec<String>,
    pub percentile: Option<f64>,
    /// Which of fio's latencies the `mean` and `p<N>` columns hold: `clat`
    /// (completion) or `lat` (total); other tools leave it out.
    pub kind: Option<String>,
    /// `1 ms`, `500 µs`: a number and a time unit.
    pub bound: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireSource {
    pub path: String,
    pub sha256: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireFileSizeRule {
    pub total: Parsed<crate::model::Size>,
    pub min_per_thread: Option<Parsed<crate::model::Size>>,
    pub max_per_thread: Option<Parsed<crate::model::Size>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireDistribution {
    pub files_per_directory: u64,
    pub total_files: Option<u64>,
    pub directories_per_thread: Option<BTreeMap<String, u64>>,
    pub file_size: Option<Parsed<crate::model::Size>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireComparison {
    pub id: String,
    pub current: String,
    pub baseline: String,
    pub current_label: WireText,
    pub baseline_label: WireText,
    /// The labels inside a sentence, when the computed form is not enough
    /// (Italian articles: "l'espansione di capacità").
    pub current_label_in_sentence: Option<WireText>,
    pub baseline_label_in_sentence: Option<WireText>,
    pub title: Option<WireText>,
    pub text: Option<String>,
    /// Nothing tells which side ran first (IO500 summaries without a date).
    #[serde(default)]
    pub order_unknown: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireScaleOut {
    pub unit: WireText,
    pub measured_units: u32,
    pub max_units: u32,
    pub benchmarks: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireSolution {
    pub name: WireText,
    #[serde(default, rename = "component")]
    pub components: Vec<WireComponent>,
    pub testbed: Option<toml::Table>,
    pub filesystem: Option<toml::Table>,
    #[serde(default, rename = "limit")]
    pub limits: Vec<WireLimit>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireComponent {
    pub role: WireText,
    pub model: WireText,
    pub count: Option<u32>,
    pub details: Option<WireText>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WireLimit {
    pub id: String,
    pub label: WireText,
    /// The label inside a sentence, when lower-casing its first word is not
    /// enough (articles, word order).
    pub label_in_sentence: Option<WireText>,
    pub value: f64,
    pub unit: Parsed<crate::model::Unit>,
    #[serde(default)]
    pub operations: Vec<String>,
}

/// Fields of the client testbed table, in the order they are printed.
pub const TESTBED_FIELDS: [&str; 13] = [
    "client_nodes",
    "client_model",
    "processors",
    "cores_per_node",
    "memory",
    "memory_per_node",
    "bios",
    "os",
    "kernel",
    "filesystem_client",
    "network",
    "mpi",
    "ofed",
];

/// Fields of the file-system settings table, in the order they are printed.
pub const FILESYSTEM_FIELDS: [&str; 9] = [
    "name",
    "block_size",
    "subblocks_per_block",
    "subblock_size",
    "pagepool",
    "pagepool_clients",
    "pagepool_servers",
    "allocation",
    "inode_size",
];

/// A value written as a string and read with its `FromStr`: a bad value is
/// reported by the TOML reader, with the file, line and column of the cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Parsed<T>(pub T);

impl<'de, T> Deserialize<'de> for Parsed<T>
where
    T: std::str::FromStr<Err = String>,
{
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map(Parsed).map_err(serde::de::Error::custom)
    }
}

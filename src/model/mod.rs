//! Domain types: what a report *is*, independent of how it is stored on disk
//! (see `crate::project::wire` for the on-disk mirror types) and of how it is
//! shown (see `crate::document`).

pub(crate) mod acceptance;
mod benchmark;
pub(crate) mod csv_text;
pub(crate) mod ids;
pub(crate) mod label;
mod lang;
pub(crate) mod latency;
mod month;
pub(crate) mod pairing;
mod units;
pub(crate) mod usage;

pub use acceptance::{Bound, BoundKind, Checks, Criterion, Load, Rule};
pub use benchmark::{
    flag_value, Benchmark, BenchmarkKind, DirLayout, Direction, Distribution, FileSizeRule, OperationNoise, Point,
    Series, SustainedMethod,
};
pub(crate) use ids::check_id;
pub use lang::{Lang, LocalText};
pub(crate) use latency::{Sweep, SweepCell};
pub(crate) use month::Month;
pub(crate) use units::{binary_scaled, Size, Unit, MAX_VALUE, MIN_LOG_VALUE};
pub(crate) use usage::Usage;

use std::collections::BTreeMap;
use std::path::PathBuf;

/// The name serde gives a unit variant: the kebab-case word that records,
/// message ids and `report.toml` use, so each enum spells its names once.
pub(crate) fn variant_name<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// The unit variant serde names `s`.
pub(crate) fn variant_named<T: serde::de::DeserializeOwned>(s: &str) -> Option<T> {
    serde_json::from_value(serde_json::Value::String(s.to_owned())).ok()
}

/// The distinct items, in the order they first appear.
pub(crate) fn distinct<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut out = Vec::new();
    for x in items {
        if !out.contains(&x) {
            out.push(x);
        }
    }
    out
}

/// A whole report project: the site settings and its reports in site order.
#[derive(Debug, Clone)]
pub struct Project {
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
    /// text, …), each with the id of its report; printed by `build` and
    /// `check`.
    pub warnings: Vec<(String, String)>,
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
        variant_named(s).ok_or_else(|| format!("`{s}` (expected measured, reconstructed or synthetic)"))
    }
}

impl Provenance {
    pub(crate) fn as_str(self) -> String {
        variant_name(&self)
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
    /// Places that still hold `pixreport new`'s placeholder text
    /// (`report.toml: authors`, `text/it/introduction.md`): the report is a draft.
    pub placeholders: Vec<String>,
    /// Acceptance criteria (`[[acceptance]]`), in file order.
    pub acceptance: Vec<Criterion>,
    /// The method rules' settings (`[checks]`).
    pub checks: Checks,
}

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InputFile {
    pub path: String,
    pub sha256: String,
}

impl InputFile {
    pub fn new(path: impl Into<String>, sha256: String) -> Self {
        InputFile {
            path: path.into(),
            sha256,
        }
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
    /// Nothing tells which side ran first: the document says so.
    pub order_unknown: bool,
}

impl Comparison {
    /// The current side's label inside a sentence of `lang`.
    pub(crate) fn current_in_sentence(&self, lang: Lang) -> String {
        label::in_sentence(&self.current_label, self.current_label_in_sentence.as_ref(), lang)
    }
    /// The baseline side's label inside a sentence of `lang`.
    pub(crate) fn baseline_in_sentence(&self, lang: Lang) -> String {
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
    /// The report's acceptance criteria, which `diff` evaluates on both sides.
    pub criteria: Vec<Criterion>,
}

/// A report's earlier published runs (`build --history`), oldest first,
/// each labelled by its file stem, and what the publishing workflow noted
/// of them (`notes.txt` beside the runs).
#[derive(Debug, Clone, Default)]
pub struct History {
    pub runs: Vec<(String, Run)>,
    pub notes: Vec<RunNote>,
}

/// A published run that was an accepted change (`text`: why), or that was
/// published although its comparison failed (`text`: the outcome,
/// `regression`, `not-comparable` or `error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunNote {
    pub run: String,
    pub accepted: bool,
    pub text: String,
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
    pub(crate) fn label_in_sentence(&self, lang: Lang) -> String {
        label::in_sentence(&self.label, self.label_in_sentence.as_ref(), lang)
    }

    pub(crate) fn applies_to(&self, operation: &str) -> bool {
        self.operations.is_empty() || self.operations.iter().any(|o| o == operation)
    }
}

/// `benchmark` in `report`, or `other-report/benchmark`.
pub(crate) fn resolve_benchmark<'a>(reports: &'a [Report], report: &'a Report, key: &str) -> Option<&'a Benchmark> {
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

//! `output/data/<report>.json`, defined once: the language-neutral record of
//! a report (inputs' hashes, every point, peak, sustained level and
//! observation, comparisons, analytics facts). `build` writes it with
//! [`ReportRecord::new`]; `diff` reads it with [`ReportRecord::parse`] and
//! turns it into model types with [`ReportRecord::into_run`]. The same
//! types serialise and deserialise, reusing the model's `Unit`,
//! `Direction`, kinds and provenance.
//!
//! Versioned: [`SCHEMA`] is written, and a reader refuses any other number
//! with an error naming the file. Fields may be added within a version
//! (readers ignore what they do not know); a change of meaning needs a new
//! version.
//!
//! Within schema 1, records gained the usage tables a diff compares
//! (`analytics.taken`, `filesystem`, `by_owner`, `by_fileset`); older
//! records without them still load, and a diff then says it cannot tell who
//! grew.

use crate::analysis::acceptance::Evaluation;
use crate::analysis::{AnalyticsFacts, ComparisonAnalysis, ReportAnalysis, SeriesAnalysis};
use crate::model::latency::percentile_name;
use crate::model::usage::Taken;
use crate::model::{
    Benchmark, BenchmarkKind, Criterion, Direction, InputFile, Lang, OperationNoise, Point, Provenance, Report, Run,
    Series, Size, Sweep, Unit,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

pub(crate) const SCHEMA: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct ReportRecord {
    pub(crate) schema: u32,
    pub(crate) report: String,
    pub(crate) provenance: Provenance,
    pub(crate) source: Option<String>,
    pub(crate) inputs: Vec<InputFile>,
    pub(crate) benchmarks: Vec<BenchmarkRecord>,
    pub(crate) comparisons: Vec<ComparisonAnalysis>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) analytics: Option<AnalyticsFacts>,
    /// The acceptance criteria with their outcome (`diff` evaluates the
    /// criteria again on both sides).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) acceptance: Vec<AcceptanceRecord>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct AcceptanceRecord {
    #[serde(flatten)]
    pub(crate) criterion: Criterion,
    /// The criterion's source, in English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) source: Option<String>,
    pub(crate) result: Evaluation,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct BenchmarkRecord {
    pub(crate) id: String,
    pub(crate) kind: BenchmarkKind,
    pub(crate) tool: String,
    pub(crate) tool_version: Option<String>,
    #[serde(default)]
    pub(crate) commands: Vec<String>,
    /// Bytes per transfer and per file, as declared or ingested: `diff`
    /// compares them (another size is another workload).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) transfer_size: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) file_size: Option<u64>,
    pub(crate) unit: Unit,
    pub(crate) direction: Direction,
    /// Whether figures draw the values on a log₁₀ axis (absent in older
    /// records: then metadata benchmarks are log-scaled, others not).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) log_scale: Option<bool>,
    #[serde(default = "yes")]
    pub(crate) section: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) diff_threshold: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) noise_cv: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) noise_floor: Option<f64>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) noise: BTreeMap<String, OperationNoise>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) noisy: Vec<String>,
    pub(crate) series: Vec<SeriesAnalysis>,
    /// The tool's run options (fio's `ioengine`, `direct`, …).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) params: BTreeMap<String, String>,
    /// The latency sweep, every cell with all its statistics.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) latency: Option<SweepRecord>,
}

/// A latency sweep in report.json: what its numbers are and every cell.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct SweepRecord {
    /// fio's `clat` (completion) or `lat` (total): what `mean` and
    /// `percentiles` of the cells are.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) kind: Option<String>,
    pub(crate) unit: Unit,
    pub(crate) axes: Vec<String>,
    /// The statistic the document judges by: `p99`, `mean`.
    pub(crate) statistic: String,
    pub(crate) cells: Vec<SweepCellRecord>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct SweepCellRecord {
    pub(crate) operation: String,
    pub(crate) threads: u32,
    /// The values of the sweep's axes, in their order.
    pub(crate) at: Vec<u64>,
    /// Operations per second.
    pub(crate) throughput: f64,
    pub(crate) mean: Option<f64>,
    /// `p50`, `p99.9` → latency.
    pub(crate) percentiles: BTreeMap<String, f64>,
    /// fio's other latencies: `lat_mean`, `slat_mean`, `lat_p99`, …
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub(crate) also: BTreeMap<String, f64>,
}

impl SweepRecord {
    fn new(s: &Sweep) -> Self {
        SweepRecord {
            kind: s.kind.clone(),
            unit: s.unit,
            axes: s.axes.clone(),
            statistic: s.statistic_name(),
            cells: (s.cells.iter())
                .map(|c| SweepCellRecord {
                    operation: c.operation.clone(),
                    threads: c.threads,
                    at: c.at.clone(),
                    throughput: c.throughput,
                    mean: c.mean,
                    percentiles: (c.percentiles.iter()).map(|(p, v)| (percentile_name(*p), *v)).collect(),
                    also: c.also.clone(),
                })
                .collect(),
        }
    }
}

fn yes() -> bool {
    true
}

/// Why a report.json could not be read. Every variant names the file.
#[derive(Debug, thiserror::Error)]
pub enum SchemaError {
    #[error("{path}: line {line}, column {column}: not a pixreport report.json: {message}")]
    Json {
        path: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{path}: schema {found} is not supported (this pixreport reads schema {SCHEMA}); rebuild the report with this version or use the pixreport that wrote it")]
    Version { path: String, found: u64 },
    #[error("{path}: {message}")]
    Invalid { path: String, message: String },
}

impl ReportRecord {
    /// The record of `report` and its analysis; benchmarks in report order,
    /// each paired with its analysis by id.
    pub(crate) fn new(report: &Report, analysis: &ReportAnalysis) -> Self {
        let benchmarks = report
            .benchmarks
            .iter()
            .map(|b| BenchmarkRecord {
                id: b.id.clone(),
                kind: b.kind,
                tool: b.tool.clone(),
                tool_version: b.tool_version.clone(),
                commands: b.commands.clone(),
                transfer_size: b.transfer_size.map(|s| s.0),
                // mdtest's file size is its distribution's.
                file_size: (b.file_size.or(b.distribution.as_ref().and_then(|d| d.file_size))).map(|s| s.0),
                unit: b.unit,
                direction: b.direction,
                log_scale: Some(b.log_scale),
                section: b.section,
                diff_threshold: b.diff_threshold,
                noise_cv: b.noise_cv,
                noise_floor: b.noise_floor,
                noise: b.noise_by_operation.clone(),
                noisy: b.noisy.clone(),
                params: b.params.clone(),
                latency: b.sweep.as_ref().map(SweepRecord::new),
                series: analysis
                    .benchmark(&b.id)
                    .map(|ba| ba.series.clone())
                    .unwrap_or_default(),
            })
            .collect();
        ReportRecord {
            schema: SCHEMA,
            report: report.id.clone(),
            provenance: report.provenance,
            source: report.source.as_ref().map(|s| s.in_lang(Lang::En).to_string()),
            inputs: report.inputs.clone(),
            benchmarks,
            comparisons: analysis.comparisons.clone(),
            analytics: analysis.analytics.clone(),
            acceptance: (report.acceptance.iter().zip(&analysis.acceptance))
                .map(|(c, e)| AcceptanceRecord {
                    criterion: c.clone(),
                    source: c.source.as_ref().map(|s| s.in_lang(Lang::En).to_string()),
                    result: e.clone(),
                })
                .collect(),
        }
    }

    /// Pretty JSON with a final newline: the bytes of `data/<report>.json`.
    pub(crate) fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}")) + "\n"
    }

    /// Reads a report.json: the schema number first (so a newer file gets
    /// a version error, not a confusing field error), then the record, then
    /// the values a diff relies on (finite and positive).
    pub(crate) fn parse(path: &Path, text: &str) -> Result<Self, SchemaError> {
        let shown = path.display().to_string();
        let json_err = |e: serde_json::Error| SchemaError::Json {
            path: shown.clone(),
            line: e.line(),
            column: e.column(),
            message: e.to_string(),
        };
        #[derive(Deserialize)]
        struct Version {
            schema: u64,
        }
        let v: Version = serde_json::from_str(text).map_err(json_err)?;
        if v.schema != u64::from(SCHEMA) {
            return Err(SchemaError::Version {
                path: shown,
                found: v.schema,
            });
        }
        let r: ReportRecord = serde_json::from_str(text).map_err(json_err)?;
        r.validate(&shown)?;
        Ok(r)
    }

    fn validate(&self, path: &str) -> Result<(), SchemaError> {
        let invalid = |message: String| SchemaError::Invalid {
            path: path.into(),
            message,
        };
        crate::model::check_id(&self.report).map_err(|e| invalid(format!("report: {e}")))?;
        for b in &self.benchmarks {
            crate::model::check_id(&b.id).map_err(|e| invalid(format!("benchmark: {e}")))?;
            for s in &b.series {
                for p in &s.points {
                    let mut values = std::iter::once(p.value).chain(p.iterations.iter().copied());
                    if let Some(v) = values.find(|v| !(v.is_finite() && *v > 0.0)) {
                        return Err(invalid(format!(
                            "benchmark `{}`, {} at {} threads: value {v} (values must be finite and above zero)",
                            b.id, s.operation, p.threads
                        )));
                    }
                }
            }
        }
        if let Some(a) = &self.analytics {
            validate_usage(a, path)?;
        }
        Ok(())
    }

    /// The model view `diff` compares: every benchmark with every point's
    /// iterations (a point written without iterations has its value as the
    /// one iteration).
    pub(crate) fn into_run(self, origin: String) -> Run {
        let benchmarks = self
            .benchmarks
            .into_iter()
            .map(|b| Benchmark {
                log_scale: b.log_scale.unwrap_or(b.kind == BenchmarkKind::Metadata),
                sustained_method: b.series.first().map(|s| s.sustained.method).unwrap_or_default(),
                series: b
                    .series
                    .into_iter()
                    .map(|s| Series {
                        operation: s.operation,
                        points: s
                            .points
                            .into_iter()
                            .map(|p| Point {
                                threads: p.threads,
                                iterations: if p.iterations.is_empty() {
                                    vec![p.value]
                                } else {
                                    p.iterations
                                },
                            })
                            .collect(),
                    })
                    .collect(),
                tool_version: b.tool_version,
                commands: b.commands,
                transfer_size: b.transfer_size.map(Size),
                file_size: b.file_size.map(Size),
                section: b.section,
                diff_threshold: b.diff_threshold,
                noise_cv: b.noise_cv,
                noise_floor: b.noise_floor,
                noise_by_operation: b.noise,
                noisy: b.noisy,
                ..Benchmark::bare(b.id, b.kind, b.tool, b.unit, b.direction)
            })
            .collect();
        Run {
            report: self.report,
            origin,
            provenance: self.provenance,
            benchmarks,
            criteria: self.acceptance.into_iter().map(|a| a.criterion).collect(),
        }
    }
}

/// The usage tables a diff relies on: a readable `taken`, and every owner
/// and fileset named once (a key listed twice would be compared twice).
fn validate_usage(a: &AnalyticsFacts, path: &str) -> Result<(), SchemaError> {
    let invalid = |message: String| SchemaError::Invalid {
        path: path.into(),
        message,
    };
    let unreadable = a.taken.as_ref().filter(|t| Taken::parse(t).is_none());
    if let Some(t) = unreadable {
        return Err(invalid(format!(
            "analytics.taken: `{t}` is not a time like 2024-03-01T00:00:00Z"
        )));
    }
    for (field, table) in [("by_owner", &a.by_owner), ("by_fileset", &a.by_fileset)] {
        let mut seen = std::collections::BTreeSet::new();
        for k in table.iter().flatten() {
            if k.key.is_empty() {
                return Err(invalid(format!("analytics.{field}: a row has an empty key")));
            }
            if !seen.insert(k.key.as_str()) {
                return Err(invalid(format!("analytics.{field}: `{}` is listed twice", k.key)));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
#[path = "schema/tests.rs"]
mod tests;

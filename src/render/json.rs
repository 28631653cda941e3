//! `output/data/<report>.json`: the language-neutral record of a report —
//! inputs' hashes, every number and observation. Versioned (`schema: 1`);
//! `pixreport diff` reads it, so a published report can be compared against
//! without its CSVs.

use crate::analysis::{ComparisonAnalysis, ReportAnalysis, SeriesAnalysis};
use crate::model::{InputFile, Report};
use serde::Serialize;

pub const SCHEMA: u32 = 1;

#[derive(Serialize)]
pub struct ReportJson<'a> {
    pub schema: u32,
    pub report: &'a str,
    pub provenance: &'static str,
    pub source: Option<&'a str>,
    pub inputs: &'a [InputFile],
    pub benchmarks: Vec<BenchmarkJson<'a>>,
    pub comparisons: &'a [ComparisonAnalysis],
}

#[derive(Serialize)]
pub struct BenchmarkJson<'a> {
    pub id: &'a str,
    pub kind: &'static str,
    pub tool: &'a str,
    pub tool_version: Option<&'a str>,
    pub commands: &'a [String],
    pub unit: &'static str,
    pub direction: &'static str,
    pub section: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff_threshold: Option<f64>,
    pub series: Vec<SeriesJson<'a>>,
}

#[derive(Serialize)]
pub struct SeriesJson<'a> {
    pub operation: &'a str,
    pub points: Vec<PointJson<'a>>,
    pub peak: &'a crate::analysis::Peak,
    pub sustained: &'a crate::analysis::Sustained,
    pub observations: &'a [crate::analysis::Observation],
}

#[derive(Serialize)]
pub struct PointJson<'a> {
    pub threads: u32,
    pub value: f64,
    pub iterations: &'a [f64],
    pub min: f64,
    pub max: f64,
    pub stddev: f64,
}

fn series_json(s: &SeriesAnalysis) -> SeriesJson<'_> {
    SeriesJson {
        operation: &s.operation,
        points: s
            .points
            .iter()
            .map(|p| PointJson {
                threads: p.threads,
                value: p.value,
                iterations: &p.iterations,
                min: p.min,
                max: p.max,
                stddev: p.stddev,
            })
            .collect(),
        peak: &s.peak,
        sustained: &s.sustained,
        observations: &s.observations,
    }
}

pub fn report_json(report: &Report, analysis: &ReportAnalysis) -> String {
    let j = ReportJson {
        schema: SCHEMA,
        report: &report.id,
        provenance: report.provenance.as_str(),
        source: report.source.as_deref(),
        inputs: &report.inputs,
        benchmarks: report
            .benchmarks
            .iter()
            .zip(&analysis.benchmarks)
            .map(|(b, ba)| BenchmarkJson {
                id: &b.id,
                kind: b.kind.as_str(),
                tool: &b.tool,
                tool_version: b.tool_version.as_deref(),
                commands: &b.commands,
                unit: b.unit.symbol(),
                direction: match b.direction {
                    crate::model::Direction::Higher => "higher",
                    crate::model::Direction::Lower => "lower",
                },
                section: b.section,
                diff_threshold: b.diff_threshold,
                series: ba.series.iter().map(series_json).collect(),
            })
            .collect(),
        comparisons: &analysis.comparisons,
    };
    let mut s = serde_json::to_string_pretty(&j).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    s.push('\n');
    s
}

//! Analysis: the numbers and facts a document is written from. Pure
//! functions of the model; the definitions here are part of the contract and
//! are printed in every document's method note.
//!
//! * **peak** — the best value of a series (highest, or lowest when lower is
//!   better) and the thread count where it first occurs.
//! * **sustained** — the level held after the peak; see [`sustained`].
//! * **isolated dip** — a single point more than [`DIP_FRACTION`] worse than
//!   *both* of its neighbours.
//! * **observations** — see [`observe`].

pub(crate) mod acceptance;
pub(crate) mod analytics;
pub(crate) mod compare;
pub(crate) mod latency;
pub(crate) mod method;
pub(crate) mod observe;
#[cfg(test)]
mod properties;
#[cfg(test)]
mod reference;
pub(crate) mod series;
mod shape;
pub mod stats;

pub(crate) use analytics::{analyse_usage, AnalyticsFacts};
pub(crate) use compare::{compare, ComparisonAnalysis, OpChange};
pub(crate) use observe::{Observation, Trend};
pub use series::{analyse_series, Peak, PointStat, SeriesAnalysis, Sustained};
pub(crate) use shape::DIP_FRACTION;

use crate::model::{Benchmark, Project, Report};

/// Analysis of a whole report. Benchmarks and comparisons are found by id
/// ([`ReportAnalysis::benchmark`], [`ReportAnalysis::comparison`]), never
/// paired with the model by position.
#[derive(Debug, Clone)]
pub struct ReportAnalysis {
    pub(crate) benchmarks: Vec<BenchmarkAnalysis>,
    pub(crate) comparisons: Vec<ComparisonAnalysis>,
    /// Facts of the usage dataset, when the report has an analytics section.
    pub(crate) analytics: Option<AnalyticsFacts>,
    /// Each acceptance criterion's outcome, in the report's order.
    pub(crate) acceptance: Vec<acceptance::Evaluation>,
    /// What the method rules found (see [`method`]).
    pub(crate) method: Vec<method::Finding>,
}

impl ReportAnalysis {
    pub(crate) fn benchmark(&self, id: &str) -> Option<&BenchmarkAnalysis> {
        self.benchmarks.iter().find(|b| b.id == id)
    }
    pub(crate) fn comparison(&self, id: &str) -> Option<&ComparisonAnalysis> {
        self.comparisons.iter().find(|c| c.id == id)
    }
}

#[derive(Debug, Clone)]
pub struct BenchmarkAnalysis {
    pub(crate) id: String,
    pub(crate) series: Vec<SeriesAnalysis>,
}

/// A comparison whose baseline names no benchmark of the project. The
/// loader refuses such projects, so this only happens with a hand-made model.
#[derive(Debug, thiserror::Error)]
#[error("report `{report}`, comparison `{comparison}`: baseline `{baseline}` or current `{current}` not found")]
pub(crate) struct UnresolvedComparison {
    pub(crate) report: String,
    pub(crate) comparison: String,
    pub(crate) baseline: String,
    pub(crate) current: String,
}

/// Analyses every benchmark, comparison and the usage dataset of `report`;
/// `project` resolves comparison baselines that live in another report.
pub(crate) fn analyse_report(project: &Project, report: &Report) -> Result<ReportAnalysis, UnresolvedComparison> {
    let benchmarks = report.benchmarks.iter().map(|b| analyse_benchmark(report, b)).collect();
    let comparisons = report
        .comparisons
        .iter()
        .map(|c| {
            let cur = report.benchmarks.iter().find(|b| b.id == c.current);
            let base = crate::model::resolve_benchmark(&project.reports, report, &c.baseline);
            match (cur, base) {
                (Some(cur), Some(base)) => Ok(compare(c, cur, base)),
                _ => Err(UnresolvedComparison {
                    report: report.id.clone(),
                    comparison: c.id.clone(),
                    baseline: c.baseline.clone(),
                    current: c.current.clone(),
                }),
            }
        })
        .collect::<Result<_, _>>()?;
    let analytics = report.analytics.as_ref().map(|a| analyse_usage(&a.usage, a.top));
    let acceptance = (report.acceptance.iter())
        .map(|c| acceptance::evaluate(c, report.benchmarks.iter().find(|b| b.id == c.benchmark), &[]))
        .collect();
    Ok(ReportAnalysis {
        benchmarks,
        comparisons,
        analytics,
        acceptance,
        method: method::method_findings(report),
    })
}

pub(crate) fn analyse_benchmark(report: &Report, b: &Benchmark) -> BenchmarkAnalysis {
    let limits: Vec<&crate::model::Limit> = b
        .limits
        .iter()
        .filter_map(|id| report.solution.limits.iter().find(|l| &l.id == id))
        .collect();
    BenchmarkAnalysis {
        id: b.id.clone(),
        series: b
            .series
            .iter()
            .filter(|s| !s.points.is_empty())
            .map(|s| {
                let applicable: Vec<&crate::model::Limit> =
                    limits.iter().copied().filter(|l| l.applies_to(&s.operation)).collect();
                analyse_series(s, b.direction, b.sustained_method, &applicable)
            })
            .collect(),
    }
}

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

pub mod analytics;
pub mod compare;
pub mod latency;
pub mod observe;
#[cfg(test)]
mod properties;
mod ranked;
#[cfg(test)]
mod reference;
pub mod series;
mod shape;
pub mod stats;

pub use analytics::{analyse_usage, AnalyticsFacts};
pub use compare::{compare, ComparisonAnalysis, OpChange};
pub use observe::Observation;
pub use series::{analyse_series, Peak, PointStat, SeriesAnalysis, Sustained};
pub use shape::DIP_FRACTION;

use crate::model::{Benchmark, Project, Report};

/// Analysis of a whole report. Benchmarks and comparisons are found by id
/// ([`ReportAnalysis::benchmark`], [`ReportAnalysis::comparison`]), never
/// paired with the model by position.
#[derive(Debug, Clone)]
pub struct ReportAnalysis {
    pub benchmarks: Vec<BenchmarkAnalysis>,
    pub comparisons: Vec<ComparisonAnalysis>,
    /// Facts of the usage dataset, when the report has an analytics section.
    pub analytics: Option<AnalyticsFacts>,
}

impl ReportAnalysis {
    pub fn benchmark(&self, id: &str) -> Option<&BenchmarkAnalysis> {
        self.benchmarks.iter().find(|b| b.id == id)
    }
    pub fn comparison(&self, id: &str) -> Option<&ComparisonAnalysis> {
        self.comparisons.iter().find(|c| c.id == id)
    }
}

#[derive(Debug, Clone)]
pub struct BenchmarkAnalysis {
    pub id: String,
    pub series: Vec<SeriesAnalysis>,
}

/// A comparison whose baseline names no benchmark of the project. The
/// loader refuses such projects, so this only happens with a hand-made model.
#[derive(Debug, thiserror::Error)]
#[error("report `{report}`, comparison `{comparison}`: baseline `{baseline}` or current `{current}` not found")]
pub struct UnresolvedComparison {
    pub report: String,
    pub comparison: String,
    pub baseline: String,
    pub current: String,
}

/// Analyses every benchmark, comparison and the usage dataset of `report`;
/// `project` resolves comparison baselines that live in another report.
pub fn analyse_report(project: &Project, report: &Report) -> Result<ReportAnalysis, UnresolvedComparison> {
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
    Ok(ReportAnalysis {
        benchmarks,
        comparisons,
        analytics,
    })
}

pub fn analyse_benchmark(report: &Report, b: &Benchmark) -> BenchmarkAnalysis {
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

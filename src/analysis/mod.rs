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
pub mod observe;
pub mod series;
pub mod stats;

pub use compare::{compare, ComparisonAnalysis, OpChange, ThreadChange};
pub use observe::Observation;
pub use series::{analyse_series, Peak, PointStat, SeriesAnalysis, Sustained};

use crate::model::{Benchmark, Project, Report};

/// A point is an isolated dip when it is more than 5 % below both neighbours.
pub const DIP_FRACTION: f64 = 0.05;

/// Analysis of a whole report.
#[derive(Debug, Clone)]
pub struct ReportAnalysis {
    pub benchmarks: Vec<BenchmarkAnalysis>,
    pub comparisons: Vec<ComparisonAnalysis>,
}

#[derive(Debug, Clone)]
pub struct BenchmarkAnalysis {
    pub id: String,
    pub series: Vec<SeriesAnalysis>,
}

/// Analyses every benchmark and comparison of `report`; `project` resolves
/// comparison baselines that live in another report.
pub fn analyse_report(project: &Project, report: &Report) -> ReportAnalysis {
    let benchmarks = report.benchmarks.iter().map(|b| analyse_benchmark(report, b)).collect();
    let comparisons = report
        .comparisons
        .iter()
        .filter_map(|c| {
            let cur = report.benchmarks.iter().find(|b| b.id == c.current)?;
            let base = crate::ingest::project::resolve_benchmark(&project.reports, report, &c.baseline)?;
            Some(compare(c, cur, base))
        })
        .collect();
    ReportAnalysis {
        benchmarks,
        comparisons,
    }
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

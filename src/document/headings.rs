//! Unique benchmark headings. Without an authored title a benchmark's
//! heading comes from its kind and tool ("Sequential IOR performance, N
//! clients to one shared file"), so two workloads of one kind and tool (IOR
//! with 1 MiB and 4 MiB transfers, fio sequential reads and writes) would
//! share one. Such headings are qualified with what tells the benchmarks
//! apart — transfer size, file size, tool version, operations — and, when
//! nothing declared does, with the benchmark's id.

use super::narrative::op_label;
use super::words::{benchmark_heading, size_text};
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, Report};

/// The heading of `b` in `report`: its title, or its kind's heading with
/// the details that set it apart from the benchmarks that would share it.
pub(crate) fn heading_in(loc: &Localizer, report: &Report, b: &Benchmark) -> String {
    heading_among(loc, &report.benchmarks, b)
}

/// The heading of `b` among `benchmarks` (a report's, or a run's in a diff).
pub(crate) fn heading_among(loc: &Localizer, benchmarks: &[Benchmark], b: &Benchmark) -> String {
    let base = benchmark_heading(loc, b);
    if b.title.is_some() {
        return base;
    }
    let twins: Vec<&Benchmark> = (benchmarks.iter())
        .filter(|o| o.id != b.id && o.section && o.title.is_none() && benchmark_heading(loc, o) == base)
        .collect();
    if twins.is_empty() {
        return base;
    }
    let detail = details(loc, b, &twins);
    loc.msg(
        "heading-qualified",
        &Args::new().str("heading", base).str("detail", detail),
    )
}

fn operations(b: &Benchmark) -> Vec<&str> {
    // A grid's cells (`write-fs1048576-rs4096`) count as their operation.
    crate::model::distinct(
        b.series
            .iter()
            .map(|s| crate::model::latency::grid_operation(&s.operation)),
    )
}

/// What differs between `b` and any of its `twins`, in the reader's words.
fn details(loc: &Localizer, b: &Benchmark, twins: &[&Benchmark]) -> String {
    let size = |s: Option<crate::model::Size>| s.map(|s| size_text(loc, s));
    let mut parts: Vec<String> = Vec::new();
    if twins.iter().any(|o| o.transfer_size != b.transfer_size) {
        if let Some(t) = size(b.transfer_size) {
            parts.push(loc.msg("heading-transfer", &Args::new().str("size", t)));
        }
    }
    if twins.iter().any(|o| o.file_size != b.file_size) {
        if let Some(f) = size(b.file_size) {
            parts.push(loc.msg("heading-file-size", &Args::new().str("size", f)));
        }
    }
    if twins.iter().any(|o| o.tool_version != b.tool_version) {
        if let Some(v) = &b.tool_version {
            parts.push(format!("{} {v}", b.tool));
        }
    }
    if twins.iter().any(|o| operations(o) != operations(b)) {
        let ops: Vec<String> = operations(b).into_iter().map(|o| op_label(loc, o)).collect();
        if !ops.is_empty() {
            parts.push(loc.numbers().and_list(&ops));
        }
    }
    // Still the same in everything declared (e.g. only the block count
    // differs): the id, which ingest derives from the workload, says it.
    let same_parts = twins.iter().any(|o| details_key(o) == details_key(b));
    if parts.is_empty() || same_parts {
        parts.push(b.id.clone());
    }
    parts.join(", ")
}

/// The declared fields `details` looks at.
fn details_key(
    b: &Benchmark,
) -> (
    Option<crate::model::Size>,
    Option<crate::model::Size>,
    Option<&str>,
    Vec<&str>,
) {
    (b.transfer_size, b.file_size, b.tool_version.as_deref(), operations(b))
}

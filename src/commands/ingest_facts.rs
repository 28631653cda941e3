//! What the logs say about a benchmark beyond its values: the kind (access
//! pattern), the transfer and file sizes, and an mdtest benchmark's title.

use crate::ingest::raw::Tool;
use crate::ingest::table::SourceRun;
use crate::model::{distinct, BenchmarkKind, Size};
use anyhow::Result;
use toml_edit::InlineTable;

/// The kind (access pattern) the runs show.
pub(super) fn kind_of(runs: &[&SourceRun]) -> BenchmarkKind {
    let Some(first) = runs.first() else {
        return BenchmarkKind::Other;
    };
    let r = &first.run;
    let random = runs
        .iter()
        .any(|s| s.run.points.iter().any(|p| p.operation.starts_with("random")));
    match r.tool {
        Tool::Mdtest => BenchmarkKind::Metadata,
        // IOR's CSV states no access pattern: a kind that claims none.
        Tool::Ior => match r.params.get("file_per_proc").map(String::as_str) {
            Some("1" | "true" | "yes") => BenchmarkKind::SequentialNN,
            Some(_) => BenchmarkKind::SequentialN1,
            None => BenchmarkKind::Other,
        },
        // Auto mode mixes sequential and random tests in one process.
        Tool::Iozone if crate::ingest::is_auto_mode(&first.run) => BenchmarkKind::Other,
        Tool::Iozone if random => BenchmarkKind::RandomNN,
        Tool::Iozone => BenchmarkKind::SequentialNN,
        // Each fio job works on its own files unless `filename=` names one
        // for all (the JSON says which; normal output does not: own files).
        Tool::Fio => {
            let shared = r.params.get("file_layout").is_some_and(|l| l == "shared");
            match (r.params.get("rw"), shared) {
                (Some(rw), true) if rw.contains("rand") => BenchmarkKind::RandomN1,
                (Some(rw), false) if rw.contains("rand") => BenchmarkKind::RandomNN,
                (Some(_), true) => BenchmarkKind::SequentialN1,
                (Some(_), false) => BenchmarkKind::SequentialNN,
                (None, _) => BenchmarkKind::Other,
            }
        }
        Tool::Elbencho if r.params.get("random").is_some_and(|v| v == "1") => BenchmarkKind::RandomNN,
        Tool::Elbencho => BenchmarkKind::SequentialNN,
        Tool::Io500 => BenchmarkKind::Other,
    }
}

/// A size param of the first run that states it, as `16 MiB`.
fn size_param(runs: &[&SourceRun], key: &str) -> Option<u64> {
    runs.iter()
        .find_map(|r| r.run.params.get(key))
        .and_then(|v| v.parse::<u64>().ok())
        .filter(|&b| b > 0)
}

pub(super) fn size_text(bytes: u64) -> String {
    let (n, unit) = Size(bytes).split_binary();
    format!("{n} {unit}")
}

/// (transfer size, file size per thread) as the logs state them.
pub(super) fn sizes(runs: &[&SourceRun]) -> (Option<u64>, Option<u64>) {
    let Some(first) = runs.first() else {
        return (None, None);
    };
    match first.run.tool {
        // IOR's block size is per process and segment.
        Tool::Ior => {
            let segments = size_param(runs, "segments").unwrap_or(1);
            (
                size_param(runs, "transfer_size"),
                size_param(runs, "block_size").and_then(|b| b.checked_mul(segments)),
            )
        }
        Tool::Fio | Tool::Elbencho => (size_param(runs, "block_size"), size_param(runs, "file_size")),
        Tool::Iozone => (size_param(runs, "record_size"), size_param(runs, "file_size")),
        Tool::Mdtest | Tool::Io500 => (None, None),
    }
}

/// fio's run options as its own option names, for the parameter table:
/// each option's distinct values (`1, 4, 16` for a swept iodepth), and
/// `shortest_run_s`, the shortest time a run measured (the short-run
/// caveat). `None` for other tools.
pub(super) fn job_params(runs: &[&SourceRun]) -> Option<InlineTable> {
    if runs.first()?.run.tool != Tool::Fio {
        return None;
    }
    let mut t = InlineTable::new();
    for (param, key) in [
        ("ioengine", "ioengine"),
        ("direct", "direct"),
        ("iodepth", "queue_depth"),
        ("numjobs", "numjobs"),
        ("runtime", "runtime"),
        ("filename", "filename"),
        ("directory", "directory"),
        ("nrfiles", "nrfiles"),
        ("size", "file_size"),
    ] {
        let mut values = distinct(runs.iter().filter_map(|r| r.run.params.get(key)).map(|v| match key {
            "file_size" => v.parse().map_or_else(|_| v.clone(), size_text),
            _ => v.clone(),
        }));
        // Numbers ascending (`1, 2, 4`), anything else in run order.
        values.sort_by_key(|v| v.parse::<u64>().ok());
        if !values.is_empty() {
            t.insert(param, values.join(", ").into());
        }
    }
    let shortest = (runs.iter())
        .filter_map(|r| r.run.params.get("elapsed_ms")?.parse::<f64>().ok())
        .reduce(f64::min);
    if let Some(ms) = shortest {
        t.insert("shortest_run_s", format!("{}", (ms / 10.0).round() / 100.0).into());
    }
    (!t.is_empty()).then_some(t)
}

/// "Metadata performance with mdtest: 3 KiB files" in each language, from
/// the same messages a heading without a title uses.
pub(super) fn mdtest_title(tool: &str, size: u64) -> Result<InlineTable> {
    use crate::i18n::{Args, Localizer};
    let mut t = InlineTable::new();
    for lang in crate::model::Lang::ALL {
        let loc = Localizer::new(lang, None)?;
        let a = Args::new().str("tool", tool.to_string());
        let text = if size == 0 {
            loc.msg("kind-metadata-empty", &a)
        } else {
            let size = crate::document::words::size_text(&loc, Size(size));
            loc.msg("kind-metadata-sized", &a.str("size", size))
        };
        t.insert(lang.tag(), text.as_str().into());
    }
    Ok(t)
}

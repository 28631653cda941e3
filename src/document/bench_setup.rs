//! The set-up part of a benchmark section: what ran over which thread
//! counts, its parameters, the file size per thread, mdtest's directory
//! layout and the command lines; the figures and what the numbers say come
//! after it (`sections`).

use super::doc::{code, said, text, Block, DocBuilder};
use super::headings::heading_in;
use super::table::{escape_inline, Align};
use super::words::{int_text, size_text, threads_text};
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, DirLayout, Distribution, FileSizeRule, Report, Size};

/// How `b` was run, in reading order.
pub(super) fn setup_blocks(doc: &mut DocBuilder, report: &Report, b: &Benchmark, heading: &str) -> Vec<Block> {
    let loc = doc.loc;
    let mut blocks = Vec::new();
    intro(loc, b, &mut blocks);
    // Parameters: one sentence, not a two-row table in every section.
    if b.file_size_rule.is_none() && (b.transfer_size.is_some() || b.file_size.is_some()) {
        parameters(loc, b, &mut blocks);
    }
    if let Some(rule) = &b.file_size_rule {
        file_sizes(doc, b, rule, heading, &mut blocks);
    }
    distribution(doc, report, b, heading, &mut blocks);
    run_options(doc, b, heading, &mut blocks);
    if !b.commands.is_empty() {
        let a = Args::new().int("count", b.commands.len() as u64);
        blocks.push(said(loc.msg("bench-commands", &a)));
        blocks.push(code(b.commands.clone()));
    }
    blocks
}

/// Two distributions that give the same table.
fn same_layout(a: &Distribution, b: &Distribution) -> bool {
    a.files_per_directory == b.files_per_directory && a.layout == b.layout
}

/// The tool (and version) and the thread counts it ran at.
fn intro(loc: &Localizer, b: &Benchmark, blocks: &mut Vec<Block>) {
    let threads = b.thread_counts();
    if let (Some(&lo), Some(&hi)) = (threads.first(), threads.last()) {
        let tool = match &b.tool_version {
            Some(v) => format!("{} {v}", b.tool),
            None => b.tool.clone(),
        };
        let doubling = threads.windows(2).all(|w| w[1] == w[0] * 2);
        let a = Args::new()
            .str("tool", tool)
            .str("doubling", if doubling && threads.len() > 1 { "yes" } else { "no" })
            .str("same", if lo == hi { "yes" } else { "no" })
            .int("min", lo)
            .int("max", hi);
        blocks.push(said(loc.msg("bench-intro", &a)));
    }
}

/// Transfer and file size in one sentence. In an N-to-1 test IOR's file
/// size is each thread's part of the one shared file (`-b`); fio's jobs
/// sharing `filename=` all work over the whole file (`size=`).
fn parameters(loc: &Localizer, b: &Benchmark, blocks: &mut Vec<Block>) {
    use crate::model::BenchmarkKind::{RandomN1, SequentialN1};
    let size = |s: Option<Size>| s.map(|s| size_text(loc, s)).unwrap_or_default();
    let shared = match b.kind {
        SequentialN1 | RandomN1 if b.tool.eq_ignore_ascii_case("IOR") => "-shared",
        SequentialN1 | RandomN1 => "-whole",
        _ => "",
    };
    let has = match (b.transfer_size.is_some(), b.file_size.is_some()) {
        (true, true) => format!("both{shared}"),
        (true, false) => "transfer".to_string(),
        (false, true) => format!("file{shared}"),
        (false, false) => "file".to_string(),
    };
    let a = Args::new()
        .str("transfer", size(b.transfer_size))
        .str("file", size(b.file_size))
        .str("has", has);
    blocks.push(said(loc.msg("bench-parameters", &a)));
}

/// The file size rule in a sentence and the size per thread count.
fn file_sizes(doc: &mut DocBuilder, b: &Benchmark, rule: &FileSizeRule, heading: &str, blocks: &mut Vec<Block>) {
    let loc = doc.loc;
    // The sentence names every bound the table applies (a floor, a cap).
    let bound = |s: Option<Size>| s.map(|s| size_text(loc, s)).unwrap_or_default();
    let bounds = match (rule.min_per_thread.is_some(), rule.max_per_thread.is_some()) {
        (true, true) => "both",
        (true, false) => "min",
        (false, true) => "max",
        (false, false) => "none",
    };
    let a = Args::new()
        .str("total", size_text(loc, rule.total))
        .str("min", bound(rule.min_per_thread))
        .str("max", bound(rule.max_per_thread))
        .str("bounds", bounds);
    blocks.push(said(loc.msg("bench-file-size-rule", &a)));
    let rows = (b.thread_counts().into_iter())
        .map(|t| {
            let transfer = b.transfer_size.map(|ts| size_text(loc, ts));
            [threads_text(loc, u64::from(t)), size_text(loc, rule.per_thread(t))]
                .into_iter()
                .chain(transfer)
                .collect()
        })
        .collect();
    let mut headers = vec![loc.t("col-threads"), loc.t("col-file-size")];
    let mut align = vec![Align::Right, Align::Right];
    if b.transfer_size.is_some() {
        headers.push(loc.t("param-transfer-size"));
        align.push(Align::Right);
    }
    let title = loc.msg("table-file-sizes", &Args::new().str("benchmark", heading));
    blocks.push(doc.table(&title, headers, align, rows));
}

/// mdtest's files over directories in a sentence and a table, or a pointer
/// to the earlier benchmark that has the same table.
fn distribution(doc: &mut DocBuilder, report: &Report, b: &Benchmark, heading: &str, blocks: &mut Vec<Block>) {
    let loc = doc.loc;
    // A layout already tabled for an earlier benchmark is referred to, not repeated.
    let earlier = b.distribution.as_ref().and_then(|d| {
        (report.benchmarks.iter())
            .take_while(|o| o.id != b.id)
            .filter(|o| o.section && o.thread_counts() == b.thread_counts())
            .find(|o| o.distribution.as_ref().is_some_and(|x| same_layout(x, d)))
    });
    if let Some(o) = earlier {
        let a = Args::new().str("benchmark", heading_in(loc, report, o));
        blocks.push(said(loc.msg("bench-distribution-same", &a)));
    } else if let Some(d) = &b.distribution {
        // A number in a sentence: grouped from five digits ("1024 file").
        let kind = match d.layout {
            DirLayout::TotalFiles(_) => "total",
            DirLayout::PerThread(_) => "per-thread",
        };
        let a = Args::new().int("files", d.files_per_directory).str("kind", kind);
        blocks.push(said(loc.msg("bench-distribution", &a)));
        let rows = b
            .thread_counts()
            .into_iter()
            .map(|t| {
                let (dirs, total) = d.at(t).map_or(("–".into(), "–".into()), |(dirs, total)| {
                    (int_text(loc, dirs), int_text(loc, total))
                });
                vec![
                    threads_text(loc, u64::from(t)),
                    dirs,
                    int_text(loc, d.files_per_directory),
                    total,
                ]
            })
            .collect();
        let title = loc.msg("table-distribution", &Args::new().str("benchmark", heading));
        let headers = [
            "col-threads",
            "col-dirs-per-thread",
            "col-files-per-dir",
            "col-total-files",
        ]
        .map(|h| loc.t(h));
        blocks.push(doc.table(&title, Vec::from(headers), vec![Align::Right; 4], rows));
    }
}

/// The tool's run options as a table (fio's `ioengine`, `direct`, …), then
/// fio's caveats: a buffered job measures the page cache, a short one
/// mostly start-up and caches (see docs/report-format.md, "fio").
fn run_options(doc: &mut DocBuilder, b: &Benchmark, heading: &str, blocks: &mut Vec<Block>) {
    let loc = doc.loc;
    let rows: Vec<Vec<String>> = (b.params.iter())
        .filter(|(k, _)| *k != SHORTEST_RUN)
        .map(|(k, v)| vec![k.clone(), v.clone()])
        .collect();
    if rows.is_empty() {
        return;
    }
    let title = loc.msg("table-run-options", &Args::new().str("benchmark", heading));
    let headers = vec![loc.t("col-option"), loc.t("col-value")];
    blocks.push(doc.table(&title, headers, vec![Align::Left, Align::Left], rows));
    if b.tool != "fio" {
        return;
    }
    let caution = |s: String| {
        text(format!(
            "**{}** {}",
            escape_inline(&loc.t("caveat-label")),
            escape_inline(&s)
        ))
    };
    let direct = b.params.get("direct").map(|d| d.split(", ").any(|v| v == "0"));
    if direct != Some(false) {
        let a = Args::new().str("direct", if direct.is_some() { "0" } else { "unknown" });
        blocks.push(caution(loc.msg("fio-caveat-buffered", &a)));
    }
}

/// The params key ingest writes for the shortest measured run, in seconds
/// (judged by the method checks' duration rule, `analysis::method`).
const SHORTEST_RUN: &str = "shortest_run_s";

//! The diff document's recurring words: its title, the opening and
//! missing-series sentences (the document and the terminal and pull-request
//! summaries say them alike), and file-name-safe operation names.

use crate::diff::Diff;
use crate::i18n::{Args, Localizer};

/// The document's title: the report's, or the file system's for a diff of
/// two usage datasets.
pub(super) fn title(loc: &Localizer, d: &Diff) -> String {
    match &d.usage {
        Some(u) if d.usage_only() => {
            let name = u.filesystem.clone().unwrap_or_else(|| d.current.clone());
            loc.msg("diff-usage-title", &Args::new().str("name", name))
        }
        _ => loc.msg("diff-title", &Args::new().str("report", d.report.clone())),
    }
}

/// The opening sentence: both sides and the overall verdict (none for a
/// diff of usage alone: usage has no verdict).
pub(super) fn intro_sentence(loc: &Localizer, d: &Diff) -> String {
    let a = Args::new()
        .str("baseline", d.baseline.clone())
        .str("current", d.current.clone());
    match d.usage_only() {
        true => loc.msg("diff-usage-intro", &a),
        false => loc.msg("diff-intro", &a.str("verdict", d.verdict.as_str())),
    }
}

/// What the current run lacks, as one sentence (call only when it lacks something).
pub(super) fn missing_sentence(loc: &Localizer, d: &Diff) -> String {
    let a = Args::new().str("list", loc.numbers().and_list(&d.missing));
    loc.msg("diff-missing", &a.int("count", d.missing.len() as u64))
}

/// What was on both sides but not judged, one sentence each: benchmarks
/// and series not comparable, series the current tool version does not
/// produce, and benchmarks run with another workload. `quote` wraps names
/// and values in backticks (the Markdown summary).
pub(super) fn not_judged_sentences(loc: &Localizer, d: &Diff, quote: bool) -> Vec<String> {
    let q = |s: &str| if quote { format!("`{s}`") } else { s.to_string() };
    let mut out = Vec::new();
    let list = |items: &[String]| loc.numbers().and_list(items);
    if !d.not_comparable.is_empty() {
        let items: Vec<String> = (d.not_comparable.iter())
            .map(|n| {
                // A series (`id/operation`) shares no thread count; a
                // benchmark is another tool or kind (the details are in
                // diff.json and on stderr).
                let why = if n.what.contains('/') { "series" } else { "benchmark" };
                loc.msg(
                    "diff-not-comparable-item",
                    &Args::new().str("what", q(&n.what)).str("why", why),
                )
            })
            .collect();
        let a = Args::new().str("list", list(&items)).int("count", items.len() as u64);
        out.push(loc.msg("diff-not-comparable", &a));
    }
    if !d.not_produced.is_empty() {
        let items: Vec<String> = (d.not_produced.iter())
            .map(|n| {
                let a = Args::new()
                    .str("what", q(&n.what))
                    .str("tool", n.tool.clone())
                    .str("version", n.version.clone())
                    .str("baseline_version", n.baseline_version.clone());
                loc.msg("diff-not-produced-item", &a)
            })
            .collect();
        let a = Args::new().str("list", list(&items)).int("count", items.len() as u64);
        out.push(loc.msg("diff-not-produced", &a));
    }
    for b in d.benchmarks.iter().filter(|b| !b.workload_differs.is_empty()) {
        let items: Vec<String> = (b.workload_differs.iter())
            .map(|w| {
                let a = Args::new()
                    .str("what", w.what)
                    .str("baseline", q(&w.baseline))
                    .str("current", q(&w.current));
                loc.msg("diff-workload-item", &a)
            })
            .collect();
        let a = Args::new().str("benchmark", q(&b.id)).str("list", list(&items));
        out.push(loc.msg("diff-workload-differs", &a));
    }
    out
}

/// A file-name-safe form of an operation name (also the history section's
/// figure names).
pub(crate) fn slug(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

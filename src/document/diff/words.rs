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
            loc.msg("diff-usage-title", Some(&Args::new().str("name", name)))
        }
        _ => loc.msg("diff-title", Some(&Args::new().str("report", d.report.clone()))),
    }
}

/// The opening sentence: both sides and the overall verdict (none for a
/// diff of usage alone: usage has no verdict).
pub(super) fn intro_sentence(loc: &Localizer, d: &Diff) -> String {
    if d.usage_only() {
        return loc.msg(
            "diff-usage-intro",
            Some(
                &Args::new()
                    .str("baseline", d.baseline.clone())
                    .str("current", d.current.clone()),
            ),
        );
    }
    loc.msg(
        "diff-intro",
        Some(
            &Args::new()
                .str("baseline", d.baseline.clone())
                .str("current", d.current.clone())
                .str("verdict", d.verdict.as_str()),
        ),
    )
}

/// What the current run lacks, as one sentence (call only when it lacks something).
pub(super) fn missing_sentence(loc: &Localizer, d: &Diff) -> String {
    loc.msg(
        "diff-missing",
        Some(
            &Args::new()
                .str("list", loc.numbers().and_list(&d.missing))
                .int("count", d.missing.len() as u64),
        ),
    )
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

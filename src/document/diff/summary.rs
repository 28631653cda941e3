//! The two short forms of a diff besides the document: plain text for a
//! terminal and Markdown for a pull-request comment.

use super::findings::findings_text;
use super::usage;
use super::words::{intro_sentence, missing_sentence, title};
use crate::diff::{Diff, Verdict};
use crate::document::narrative::op_label;
use crate::document::table::escape_inline;
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};

/// Plain text for a terminal: the overall verdict, then one line per
/// compared series (benchmark id and the series' verdict sentence), then
/// what is missing.
pub fn plain(loc: &Localizer, d: &Diff) -> String {
    let mut out = title(loc, d);
    out.push('\n');
    out.push_str(&intro_sentence(loc, d));
    out.push('\n');
    for b in &d.benchmarks {
        for s in &b.series {
            let line = findings_text(loc, s, b.unit, b.direction);
            out.push_str(&format!("  {}: {line}\n", b.id));
        }
    }
    if !d.missing.is_empty() {
        out.push_str(&missing_sentence(loc, d));
        out.push('\n');
    }
    if let Some(u) = &d.usage {
        out.push_str(&usage::usage_plain(loc, u));
    }
    out
}

/// Short Markdown for a pull-request comment: verdict, then the worst
/// regressions and the best improvements.
pub fn summary(loc: &Localizer, d: &Diff, limit: usize) -> String {
    struct Item {
        text: String,
        change: f64,
    }
    let (mut reg, mut imp) = (Vec::new(), Vec::new());
    for b in &d.benchmarks {
        let unit = b.unit;
        for s in &b.series {
            for p in &s.points {
                let a = Args::new()
                    .str("benchmark", b.id.clone())
                    .str("op", op_label(loc, &s.operation))
                    .int("threads", p.threads)
                    .str("change", loc.numbers().signed_percent(p.change))
                    .str("unit", b.unit.symbol())
                    .num("baseline", p.baseline, value_fraction_digits(p.baseline, unit))
                    .num("current", p.current, value_fraction_digits(p.current, unit));
                let item = Item {
                    text: loc.msg("diff-summary-item", Some(&a)),
                    change: p.change.abs(),
                };
                match p.verdict {
                    Verdict::Regressed => reg.push(item),
                    Verdict::Improved => imp.push(item),
                    _ => {}
                }
            }
        }
    }
    reg.sort_by(|a, b| b.change.total_cmp(&a.change));
    imp.sort_by(|a, b| b.change.total_cmp(&a.change));
    let counts = if d.usage_only() {
        escape_inline(&intro_sentence(loc, d))
    } else {
        // The message carries its own Markdown (bold); its variables are
        // ids and numbers, so it is not escaped.
        loc.msg(
            "diff-summary-counts",
            Some(
                &Args::new()
                    .str("verdict", d.verdict.as_str())
                    .int("regressed", reg.len() as u64)
                    .int("improved", imp.len() as u64),
            ),
        )
    };
    let mut out = format!("### {}\n\n{counts}\n", escape_inline(&title(loc, d)));
    if !d.missing.is_empty() {
        let list: Vec<String> = d.missing.iter().map(|m| format!("`{m}`")).collect();
        out.push_str(&format!(
            "\n{}\n",
            loc.msg(
                "diff-summary-missing",
                Some(&Args::new().str("list", loc.numbers().and_list(&list)))
            )
        ));
    }
    for (title, items) in [("diff-summary-regressions", &reg), ("diff-summary-improvements", &imp)] {
        if items.is_empty() {
            continue;
        }
        out.push_str(&format!("\n**{}**\n\n", escape_inline(&loc.t(title))));
        for i in items.iter().take(limit) {
            out.push_str(&format!("- {}\n", i.text));
        }
        if items.len() > limit {
            out.push_str(&format!(
                "- {}\n",
                escape_inline(&loc.msg(
                    "diff-summary-more",
                    Some(&Args::new().int("count", (items.len() - limit) as u64))
                ))
            ));
        }
    }
    if let Some(u) = &d.usage {
        out.push_str(&usage::usage_summary(loc, u));
    }
    out
}

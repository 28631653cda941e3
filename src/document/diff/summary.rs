//! The two short forms of a diff besides the document: plain text for a
//! terminal and Markdown for a pull-request comment.

use super::status::{self, groups, operation_sentence, unconfirmed, unconfirmed_args};
use super::usage;
use super::words::{intro_sentence, missing_sentence, not_judged_sentences, title};
use crate::diff::{Diff, PointDiff, Test, Verdict};
use crate::document::narrative::op_label;
use crate::document::table::escape_inline;
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};

/// One line of a list, and the size of its change for ordering.
struct Item {
    text: String,
    change: f64,
}

/// The changes beyond the tolerance that could not be tested, one item per
/// operation and direction, largest first; `quote` puts the benchmark id in
/// backticks.
fn unconfirmed_items(loc: &Localizer, d: &Diff, quote: bool) -> Vec<Item> {
    let mut out = Vec::new();
    for b in &d.benchmarks {
        for g in groups(d, b) {
            for kind in [Verdict::UnconfirmedRegression, Verdict::UnconfirmedImprovement] {
                let pts = unconfirmed(&g, kind);
                let Some(change) = pts.iter().map(|(_, p)| p.change.abs()).reduce(f64::max) else {
                    continue;
                };
                let id = if quote { format!("`{}`", b.id) } else { b.id.clone() };
                let a = unconfirmed_args(loc, &g, &pts, kind)
                    .str("benchmark", id)
                    .str("label", op_label(loc, g.op));
                out.push(Item {
                    text: loc.msg("diff-summary-unconfirmed-item", &a),
                    change,
                });
            }
        }
    }
    out.sort_by(|a, b| b.change.total_cmp(&a.change));
    out
}

/// The criteria whose status differs between the sides, one line each:
/// the first lines of both short forms.
fn flipped_criteria(loc: &Localizer, d: &Diff) -> String {
    use crate::document::acceptance::{bound_text, criterion_text, status_text};
    (d.acceptance.iter().filter(|c| c.flipped()))
        .map(|c| {
            let (cr, id) = (&c.criterion, &c.criterion.benchmark);
            let a = Args::new()
                .str("criterion", criterion_text(loc, id, cr))
                .str("bound", bound_text(loc, cr))
                .str("from", status_text(loc, cr, &c.baseline))
                .str("to", status_text(loc, cr, &c.current));
            format!("{}\n", loc.msg("diff-acceptance-changed", &a))
        })
        .collect()
}

/// Plain text for a terminal: the overall verdict, then one line per
/// compared operation (benchmark id and what it did), the unconfirmed
/// changes, and what is missing or was not judged.
pub fn plain(loc: &Localizer, d: &Diff) -> String {
    let mut out = flipped_criteria(loc, d);
    out.push_str(&title(loc, d));
    out.push('\n');
    out.push_str(&intro_sentence(loc, d));
    out.push('\n');
    for b in &d.benchmarks {
        for line in status::paragraphs(loc, d, b) {
            out.push_str(&format!("  {}: {line}\n", b.id));
        }
    }
    let unconfirmed = unconfirmed_items(loc, d, false);
    if !unconfirmed.is_empty() {
        out.push_str(&format!("{}:\n", loc.t("diff-summary-unconfirmed")));
        for i in &unconfirmed {
            out.push_str(&format!("  {}\n", i.text));
        }
    }
    if !d.missing.is_empty() {
        out.push_str(&missing_sentence(loc, d));
        out.push('\n');
    }
    for s in not_judged_sentences(loc, d, false) {
        out.push_str(&format!("{s}\n"));
    }
    if let Some(u) = &d.usage {
        out.push_str(&usage::usage_plain(loc, u));
    }
    out
}

/// The regressions and improvements: each operation flagged as a whole
/// once, with its extent, then the points flagged on their own, largest
/// change first.
fn flagged_items(loc: &Localizer, d: &Diff, verdict: Verdict) -> Vec<Item> {
    let (mut whole, mut points) = (Vec::new(), Vec::new());
    for b in &d.benchmarks {
        for g in groups(d, b) {
            let flagged = g.whole().filter(|o| o.verdict == verdict);
            if let Some(o) = flagged {
                whole.push(Item {
                    text: format!("`{}`: {}", b.id, operation_sentence(loc, &g, o, b)),
                    change: o.change.unwrap_or(0.0).abs(),
                });
                continue;
            }
            for s in &g.series {
                for p in s.points.iter().filter(|p| p.verdict == verdict) {
                    let a = Args::new()
                        .str("benchmark", b.id.clone())
                        .str("op", op_label(loc, &s.operation))
                        .int("threads", p.threads)
                        .str("change", loc.numbers().signed_percent(p.change))
                        .str("unit", b.unit.symbol())
                        .num("baseline", p.baseline, value_fraction_digits(p.baseline))
                        .num("current", p.current, value_fraction_digits(p.current));
                    points.push(Item {
                        text: loc.msg("diff-summary-item", &a),
                        change: p.change.abs(),
                    });
                }
            }
        }
    }
    whole.sort_by(|a, b| b.change.total_cmp(&a.change));
    points.sort_by(|a, b| b.change.total_cmp(&a.change));
    whole.extend(points);
    whole
}

/// The counts line: the verdict, how many points went which way, and how
/// many points and operations with no significant change rule out a change
/// of the tolerance's size (the rest were too noisy to tell, issue 41).
fn counts(loc: &Localizer, d: &Diff) -> String {
    let ruled_out = |t: &Option<Test>| t.as_ref().is_some_and(|t| t.ruled_out);
    let points = d
        .benchmarks
        .iter()
        .flat_map(|b| b.series.iter().flat_map(|s| s.points.iter()));
    let count = |f: &dyn Fn(&PointDiff) -> bool| points.clone().filter(|p| f(p)).count() as u64;
    let verdict = |v: Verdict| move |p: &PointDiff| p.verdict == v;
    // The operations tested as a whole, through which a grid's cells are
    // judged.
    let ops = d.operations.iter().filter(|o| o.test.is_some());
    // The message carries its own Markdown (bold); its variables are ids
    // and numbers, so it is not escaped.
    loc.msg(
        "diff-summary-counts",
        &Args::new()
            .str("verdict", d.verdict.as_str())
            .int("regressed", count(&verdict(Verdict::Regressed)))
            .int("improved", count(&verdict(Verdict::Improved)))
            .int(
                "unconfirmed",
                count(&|p| {
                    matches!(
                        p.verdict,
                        Verdict::UnconfirmedRegression | Verdict::UnconfirmedImprovement
                    )
                }),
            )
            .int("unchanged", count(&verdict(Verdict::Unchanged)))
            .int(
                "ruled_out",
                count(&|p| p.verdict == Verdict::Unchanged && ruled_out(&p.test)),
            )
            .int("untested", count(&verdict(Verdict::Inconclusive)))
            .int("ops", ops.clone().count() as u64)
            .int("ops_ruled_out", ops.filter(|o| ruled_out(&o.test)).count() as u64),
    )
}

/// Short Markdown for a pull-request comment: verdict and counts, what is
/// missing or not judged, then the worst regressions, the best
/// improvements and the unconfirmed changes.
pub fn summary(loc: &Localizer, d: &Diff, limit: usize) -> String {
    let counts = if d.usage_only() {
        escape_inline(&intro_sentence(loc, d))
    } else {
        counts(loc, d)
    };
    let flipped = flipped_criteria(loc, d);
    let mut out = match flipped.is_empty() {
        true => String::new(),
        false => format!("{}\n\n", escape_inline(&flipped).replace('\n', "\n\n").trim_end()),
    };
    out.push_str(&format!("### {}\n\n{counts}\n", escape_inline(&title(loc, d))));
    if !d.missing.is_empty() {
        let list: Vec<String> = d.missing.iter().map(|m| format!("`{m}`")).collect();
        out.push_str(&format!(
            "\n{}\n",
            loc.msg(
                "diff-summary-missing",
                &Args::new().str("list", loc.numbers().and_list(&list))
            )
        ));
    }
    for s in not_judged_sentences(loc, d, true) {
        out.push_str(&format!("\n{s}\n"));
    }
    let lists = [
        ("diff-summary-regressions", flagged_items(loc, d, Verdict::Regressed)),
        ("diff-summary-improvements", flagged_items(loc, d, Verdict::Improved)),
        ("diff-summary-unconfirmed", unconfirmed_items(loc, d, true)),
    ];
    for (title, items) in lists {
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
                    &Args::new().int("count", (items.len() - limit) as u64)
                ))
            ));
        }
    }
    if let Some(u) = &d.usage {
        out.push_str(&usage::usage_summary(loc, u));
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Args, Localizer};
    use crate::model::Lang;

    /// The count of points that rule out the tolerance agrees with its verb.
    #[test]
    fn the_ruled_out_count_agrees_with_its_verb() {
        let line = |lang, ruled: u64| {
            let a = Args::new()
                .str("verdict", "unchanged")
                .int("regressed", 0u64)
                .int("improved", 0u64)
                .int("unconfirmed", 0u64)
                .int("unchanged", 3u64)
                .int("ruled_out", ruled)
                .int("untested", 0u64)
                .int("ops", 0u64)
                .int("ops_ruled_out", 0u64);
            Localizer::new(lang, None).unwrap().msg("diff-summary-counts", &a)
        };
        assert!(line(Lang::En, 1)
            .ends_with("3 with no significant change (1 of them rules out a change as large as the tolerance)."));
        assert!(line(Lang::En, 2).ends_with("(2 of them rule out a change as large as the tolerance)."));
        assert!(line(Lang::It, 1).ends_with("(di cui 1 esclude una variazione pari alla tolleranza)."));
        assert!(line(Lang::It, 2).ends_with("(di cui 2 escludono una variazione pari alla tolleranza)."));
    }
}

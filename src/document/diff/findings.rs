//! The sentences that say what changed in one series: its verdict, then
//! each finding and the thread counts only one side has. Shared by the
//! document, the terminal text and (through them) every language.

use crate::diff::{Finding, SeriesDiff, Verdict};
use crate::document::narrative::op_subject;
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};
use crate::model::{Direction, Unit};

/// The finding sentences of one series.
/// For a lower-is-better series (latency) the "peak" is its lowest value:
/// the sentences then say *best* (`diff-best-*`).
pub fn findings_text(loc: &Localizer, s: &SeriesDiff, unit: Unit, direction: Direction) -> String {
    let lower = direction == Direction::Lower;
    let op = op_subject(loc, &s.operation);
    let val = |a: Args<'static>, k: &'static str, v: f64| a.num(k, v, value_fraction_digits(v, unit));
    let mut out = vec![loc.msg(
        "diff-series-verdict",
        Some(
            &Args::new()
                .str("op", op.clone())
                .str("verdict", s.verdict.as_str())
                .int(
                    "count",
                    s.points
                        .iter()
                        .filter(|p| matches!(p.verdict, Verdict::Regressed | Verdict::Improved))
                        .count() as u64,
                ),
        ),
    )];
    // "went from X to Y unit (±Z%)" for the peak and the sustained level.
    let level = |id: &str, baseline: f64, current: f64, change: f64| {
        let a = val(
            val(Args::new().str("unit", unit.symbol()), "baseline", baseline),
            "current",
            current,
        );
        loc.msg(id, Some(&a.str("change", loc.numbers().signed_percent(change))))
    };
    for f in &s.findings {
        let text = match f {
            Finding::PeakChanged {
                baseline,
                current,
                change,
            } => level(
                if lower {
                    "diff-best-changed"
                } else {
                    "diff-peak-changed"
                },
                *baseline,
                *current,
                *change,
            ),
            Finding::PeakMoved {
                baseline_threads,
                current_threads,
            } => loc.msg(
                if lower { "diff-best-moved" } else { "diff-peak-moved" },
                Some(&Args::new().int("from", *baseline_threads).int("to", *current_threads)),
            ),
            Finding::SustainedChanged {
                baseline,
                current,
                change,
            } => level("diff-sustained-changed", *baseline, *current, *change),
            Finding::ScalingWorseAtHigh {
                from_threads,
                low_change,
                high_change,
            } => loc.msg(
                "diff-scaling-worse",
                Some(
                    &Args::new()
                        .int("from", *from_threads)
                        .str("low", loc.numbers().signed_percent(*low_change))
                        .str("high", loc.numbers().signed_percent(*high_change)),
                ),
            ),
        };
        out.push(text);
    }
    for (side, list) in [("baseline", &s.only_baseline), ("current", &s.only_current)] {
        if !list.is_empty() {
            let items: Vec<String> = list.iter().map(|t| loc.numbers().fixed(f64::from(*t), 0)).collect();
            out.push(
                loc.msg(
                    "diff-only-threads",
                    Some(
                        &Args::new()
                            .str("side", side)
                            .str("list", loc.numbers().and_list(&items))
                            .int("count", list.len() as u64),
                    ),
                ),
            );
        }
    }
    out.join(loc.lang.sentence_separator())
}

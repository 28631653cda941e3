//! The sentences that say how one series' shape changed: its peak, its
//! sustained level, its scaling, and the thread counts only one side has.
//! Shared by the document and the terminal text.

use crate::diff::{Finding, SeriesDiff};
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};
use crate::model::{Direction, Unit};

/// The finding sentences of one series, after its status
/// ([`super::status`]): its peak, sustained level and scaling, and the
/// thread counts only one side has.
/// For a lower-is-better series (latency) the "peak" is its lowest value:
/// the sentences then say *best* (`diff-best-*`).
pub(crate) fn findings_sentences(loc: &Localizer, s: &SeriesDiff, unit: Unit, direction: Direction) -> Vec<String> {
    let lower = direction == Direction::Lower;
    let val = |a: Args<'static>, k: &'static str, v: f64| a.num(k, v, value_fraction_digits(v));
    let mut out = Vec::new();
    // "went from X to Y unit (±Z%)" for the peak and the sustained level.
    let level = |id: &str, baseline: f64, current: f64, change: f64| {
        let a = val(
            val(Args::new().str("unit", unit.symbol()), "baseline", baseline),
            "current",
            current,
        );
        loc.msg(id, &a.str("change", loc.numbers().signed_percent(change)))
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
                &Args::new().int("from", *baseline_threads).int("to", *current_threads),
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
                &Args::new()
                    .int("from", *from_threads)
                    .str("low", loc.numbers().signed_percent(*low_change))
                    .str("high", loc.numbers().signed_percent(*high_change)),
            ),
        };
        out.push(text);
    }
    for (side, list) in [("baseline", &s.only_baseline), ("current", &s.only_current)] {
        if !list.is_empty() {
            let items: Vec<String> = list.iter().map(|t| loc.numbers().fixed(f64::from(*t), 0)).collect();
            let a = Args::new()
                .str("side", side)
                .str("list", loc.numbers().and_list(&items))
                .int("count", list.len() as u64);
            out.push(loc.msg("diff-only-threads", &a));
        }
    }
    out
}

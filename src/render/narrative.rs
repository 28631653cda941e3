//! Written observations: sentences generated from `analysis` facts through
//! Fluent messages, one paragraph per series. The wording lives in
//! `locales/`; this file only decides which facts are worth a sentence and
//! in what order (peak first, then how the curve gets there and what it
//! does after).

use crate::analysis::{ComparisonAnalysis, Observation, OpChange, SeriesAnalysis};
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};
use crate::model::{Limit, Unit};

/// Capitalised plural subject for an operation ("Writes", "Le scritture").
pub fn op_subject(loc: &Localizer, op: &str) -> String {
    let id = format!("op-subject-{op}");
    if loc.has(&id) {
        loc.t(&id)
    } else {
        loc.msg("op-subject-other", Some(&Args::new().str("name", op)))
    }
}

/// Short label for legends and tables ("Write", "Scrittura").
pub fn op_label(loc: &Localizer, op: &str) -> String {
    let id = format!("op-{op}");
    if loc.has(&id) {
        loc.t(&id)
    } else {
        super::latency::split_label(loc, op).unwrap_or_else(|| op.to_string())
    }
}

fn val<'a>(a: Args<'a>, k: &'a str, v: f64, unit: Unit) -> Args<'a> {
    a.num(k, v, value_fraction_digits(v, unit))
}

fn pct<'a>(a: Args<'a>, k: &'a str, ratio: f64) -> Args<'a> {
    a.num(k, ratio * 100.0, 1)
}

/// One paragraph about one series.
pub fn series_paragraph(loc: &Localizer, s: &SeriesAnalysis, unit: Unit, limits: &[&Limit]) -> String {
    let op = op_subject(loc, &s.operation);
    let u = unit.symbol();
    let last = s.points.last().map(|p| p.threads).unwrap_or(s.peak.threads);
    let mut out: Vec<String> = Vec::new();

    if s.sustained.still_rising {
        let gain = s.observations.iter().find_map(|o| match o {
            Observation::StillRising { last_gain, .. } => Some(*last_gain),
            _ => None,
        });
        let a = val(
            Args::new()
                .str("op", op.clone())
                .str("unit", u)
                .int("threads", s.peak.threads),
            "value",
            s.peak.value,
            unit,
        );
        let a = pct(a, "gain", gain.unwrap_or(0.0));
        out.push(loc.msg("obs-still-rising", Some(&a)));
    } else {
        let a = Args::new()
            .str("op", op.clone())
            .str("unit", u)
            .int("threads", s.peak.threads)
            .int("max", last);
        let a = val(val(a, "peak", s.peak.value, unit), "sustained", s.sustained.value, unit);
        out.push(loc.msg("obs-peak-sustained", Some(&a)));
    }
    for o in &s.observations {
        let sentence = match o {
            Observation::LinearScaling {
                from_threads,
                to_threads,
                factor,
            } => {
                let a = Args::new()
                    .int("from", *from_threads)
                    .int("to", *to_threads)
                    .num("factor", *factor, 1);
                loc.msg("obs-linear", Some(&a))
            }
            Observation::Plateau {
                from_threads,
                level,
                spread,
                ..
            } => {
                let stability = if *spread <= 0.05 {
                    "very-stable"
                } else if *spread <= 0.12 {
                    "stable"
                } else {
                    "variable"
                };
                let a = Args::new()
                    .int("from", *from_threads)
                    .str("stability", stability)
                    .str("unit", u);
                let a = pct(val(a, "level", *level, unit), "spread", *spread);
                loc.msg("obs-plateau", Some(&a))
            }
            Observation::IsolatedDip { threads, value, depth } => {
                let a = Args::new().int("threads", *threads).str("unit", u);
                loc.msg("obs-dip", Some(&pct(val(a, "value", *value, unit), "depth", *depth)))
            }
            Observation::DropAtTop {
                from_threads,
                to_threads,
                to_value,
                drop,
                ..
            } => {
                let a = Args::new()
                    .int("from", *from_threads)
                    .int("to", *to_threads)
                    .str("unit", u);
                loc.msg(
                    "obs-drop-top",
                    Some(&pct(val(a, "value", *to_value, unit), "drop", *drop)),
                )
            }
            Observation::LimitFraction {
                limit,
                limit_value,
                fraction,
            } => {
                let label = limits
                    .iter()
                    .find(|l| &l.id == limit)
                    .map(|l| l.label.in_lang(loc.lang).to_string())
                    .unwrap_or_else(|| limit.clone());
                let a = Args::new().str("limit", label).str("unit", u);
                loc.msg(
                    "obs-limit",
                    Some(&pct(val(a, "limit_value", *limit_value, unit), "pct", *fraction)),
                )
            }
            // Already said in the opening sentence.
            Observation::StillRising { .. } => continue,
        };
        out.push(sentence);
    }
    out.join(loc.lang.sentence_separator())
}

/// A sentence relating the series of one benchmark to each other: how far
/// apart the fastest and slowest operation are at their peaks.
pub fn spread_sentence(loc: &Localizer, series: &[SeriesAnalysis]) -> Option<String> {
    if series.len() < 2 {
        return None;
    }
    let hi = series.iter().max_by(|a, b| a.peak.value.total_cmp(&b.peak.value))?;
    let lo = series.iter().min_by(|a, b| a.peak.value.total_cmp(&b.peak.value))?;
    if lo.peak.value <= 0.0 || hi.operation == lo.operation {
        return None;
    }
    let factor = hi.peak.value / lo.peak.value;
    let a = Args::new()
        .str("high", op_subject(loc, &hi.operation))
        .str("low", op_label(loc, &lo.operation).to_lowercase())
        .num("factor", factor, if factor >= 10.0 { 0 } else { 1 });
    Some(loc.msg("obs-ops-spread", Some(&a)))
}

fn thread_list(loc: &Localizer, threads: &[u32]) -> String {
    let nf = loc.numbers();
    let items: Vec<String> = threads.iter().map(|t| nf.fixed(f64::from(*t), 0)).collect();
    nf.and_list(&items)
}

/// One paragraph per operation of a comparison.
pub fn comparison_paragraph(loc: &Localizer, op: &OpChange, baseline_label: &str, current_label: &str) -> String {
    let subject = op_subject(loc, &op.operation);
    let mut out = Vec::new();
    if let (Some(hi), Some(lo)) = (&op.largest, &op.smallest) {
        if hi.change > 0.0 {
            let a = Args::new()
                .str("op", subject.clone())
                .int("threads", hi.threads)
                .str("current", current_label);
            out.push(loc.msg("cmp-largest-gain", Some(&pct(a, "change", hi.change))));
        }
        if lo.change < 0.0 {
            let a = Args::new()
                .str("op", subject.clone())
                .int("threads", lo.threads)
                .str("current", current_label);
            out.push(loc.msg("cmp-largest-loss", Some(&pct(a, "change", lo.change.abs()))));
        } else if lo.threads != hi.threads {
            let a = Args::new().int("threads", lo.threads);
            out.push(loc.msg("cmp-smallest-gain", Some(&pct(a, "change", lo.change))));
        }
    }
    if let Some(m) = op.mean_change {
        let a = Args::new()
            .int("count", op.changes.len() as u64)
            .str("baseline", baseline_label)
            .str("change", loc.numbers().signed_percent(m));
        out.push(loc.msg("cmp-mean", Some(&a)));
    }
    if !op.reversals.is_empty() {
        let a = Args::new()
            .str("list", thread_list(loc, &op.reversals))
            .int("count", op.reversals.len() as u64);
        out.push(loc.msg("cmp-reversal", Some(&a)));
    }
    for (side, list) in [(current_label, &op.only_current), (baseline_label, &op.only_baseline)] {
        if !list.is_empty() {
            let a = Args::new()
                .str("side", side)
                .str("list", thread_list(loc, list))
                .int("count", list.len() as u64);
            out.push(loc.msg("cmp-only", Some(&a)));
        }
    }
    out.join(loc.lang.sentence_separator())
}

/// Operations measured on one side only.
pub fn comparison_missing_ops(
    loc: &Localizer,
    c: &ComparisonAnalysis,
    baseline_label: &str,
    current_label: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    for (side, ops) in [
        (current_label, &c.only_current_ops),
        (baseline_label, &c.only_baseline_ops),
    ] {
        if !ops.is_empty() {
            let names: Vec<String> = ops.iter().map(|o| op_label(loc, o)).collect();
            let a = Args::new()
                .str("side", side)
                .str("list", loc.numbers().and_list(&names))
                .int("count", ops.len() as u64);
            out.push(loc.msg("cmp-only-ops", Some(&a)));
        }
    }
    out
}

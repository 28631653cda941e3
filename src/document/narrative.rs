//! Written observations: sentences generated from `analysis` facts through
//! Fluent messages, one paragraph per series. The wording lives in
//! `locales/`; this file only decides which facts are worth a sentence and
//! in what order (peak first, then how the curve gets there and what it
//! does after).

pub use super::labels::{op_label, op_subject};
use crate::analysis::{ComparisonAnalysis, Observation, OpChange, SeriesAnalysis, Trend};
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, Direction, Limit, SustainedMethod};

/// A value in prose: the table precision, in a compact form when large
/// ("11,2 milioni", "1.120 萬"): see [`compact_text`].
fn val<'a>(loc: &Localizer, a: Args<'a>, k: &'a str, v: f64) -> Args<'a> {
    a.str(k, compact_text(loc, v))
}

/// `v` as prose shows it: below a million (zh-TW: a hundred thousand) as in
/// tables, above with a scale word through the message `number-compact`.
pub fn compact_text(loc: &Localizer, v: f64) -> String {
    let (n, scale) = loc.numbers().compact(v, loc.lang);
    if scale == "none" {
        return n;
    }
    // "1 million" takes the singular in some languages ("1 milione").
    let scale = if n == "1" {
        format!("{scale}-one")
    } else {
        scale.to_string()
    };
    loc.msg("number-compact", Some(&Args::new().str("value", n).str("scale", scale)))
}

fn pct<'a>(a: Args<'a>, k: &'a str, ratio: f64) -> Args<'a> {
    a.num(k, ratio * 100.0, 1)
}

/// The `$direction` selector of the messages: `higher` or `lower` is better.
pub(super) fn direction_key(d: Direction) -> &'static str {
    match d {
        Direction::Higher => "higher",
        Direction::Lower => "lower",
    }
}

/// Two wordings of the same fact, taken in turn by the series of a
/// benchmark, so that four paragraphs do not open alike.
fn variant(index: usize) -> &'static str {
    if index.is_multiple_of(2) {
        "a"
    } else {
        "b"
    }
}

/// One paragraph about one series; `index` is its place in the benchmark
/// (it picks the wording). Limits are said once per benchmark, by
/// [`limits_sentence`].
pub fn series_paragraph(loc: &Localizer, s: &SeriesAnalysis, b: &Benchmark, index: usize) -> String {
    let op = op_subject(loc, &s.operation);
    let u = b.unit.symbol();
    let dir = direction_key(b.direction);
    let last = s.points.last().map(|p| p.threads).unwrap_or(s.peak.threads);
    let mut out: Vec<String> = Vec::new();
    let dips_after_peak = (s.observations.iter())
        .any(|o| matches!(o, Observation::IsolatedDip { threads, .. } if *threads > s.peak.threads));

    if s.points.len() == 1 {
        let a = Args::new()
            .str("op", op.clone())
            .str("unit", u)
            .int("threads", s.peak.threads);
        out.push(loc.msg("obs-single", Some(&val(loc, a, "value", s.peak.value))));
    } else if let Some(e) = s.ending.filter(|_| s.peak.threads == last) {
        // The best point is the last: still improving, or level there
        // (the ending's rule, stated with what it compared).
        let a = Args::new()
            .str("op", op.clone())
            .str("unit", u)
            .str("direction", dir)
            .str("noise", if e.from_iterations { "iterations" } else { "band" })
            .str("since", if e.steady { "steady" } else { "best" })
            // Fewer than four points: too short a range to place a limit beyond it.
            .str("points", if s.points.len() < 4 { "few" } else { "more" })
            // Another series of the benchmark ran further: not "the largest count tested".
            .str(
                "tested",
                if b.thread_counts().last() > Some(&last) {
                    "partial"
                } else {
                    "all"
                },
            )
            .int("threads", s.peak.threads)
            .int("best", e.best_threads);
        let a = pct(
            pct(val(loc, a, "value", s.peak.value), "gain", e.change),
            "band",
            e.noise,
        );
        out.push(loc.msg(ending_message(e.trend), Some(&a)));
    } else {
        let method = match s.sustained.method {
            SustainedMethod::MedianAfterPeak => "median",
            SustainedMethod::MinAfterPeak => "floor",
            SustainedMethod::IsolatedDip if dips_after_peak => "floor-dips",
            SustainedMethod::IsolatedDip => "floor",
        };
        let a = Args::new()
            .str("op", op.clone())
            .str("unit", u)
            .str("direction", dir)
            .str("method", method)
            .str("variant", variant(index))
            .int("threads", s.peak.threads)
            .int("max", last);
        let a = val(loc, val(loc, a, "peak", s.peak.value), "sustained", s.sustained.value);
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
                    .str("variant", variant(index))
                    .num("factor", *factor, if *factor >= 100.0 { 0 } else { 1 });
                loc.msg("obs-linear", Some(&a))
            }
            Observation::SuperlinearScaling {
                from_threads,
                to_threads,
                factor,
            } => {
                let ratio = f64::from(*to_threads) / f64::from(*from_threads);
                let a = Args::new()
                    .int("from", *from_threads)
                    .int("to", *to_threads)
                    .num("ratio", ratio, 0)
                    .num("factor", *factor, if *factor >= 100.0 { 0 } else { 1 });
                loc.msg("obs-superlinear", Some(&a))
            }
            Observation::Plateau {
                from_threads,
                level,
                spread,
                within_noise,
                ..
            } => {
                let stability = if *within_noise {
                    "noise"
                } else if *spread <= 0.05 {
                    "very-stable"
                } else if *spread <= 0.12 {
                    "stable"
                } else {
                    "variable"
                };
                let a = Args::new()
                    .int("from", *from_threads)
                    .str("stability", stability)
                    .str("variant", variant(index))
                    .str("unit", u);
                let a = pct(val(loc, a, "level", *level), "spread", *spread);
                loc.msg("obs-plateau", Some(&a))
            }
            Observation::IsolatedDip { threads, value, depth } => {
                let counted = if *threads < s.peak.threads {
                    "none"
                } else {
                    match s.sustained.method {
                        SustainedMethod::IsolatedDip => "left-out",
                        SustainedMethod::MinAfterPeak => "counted",
                        SustainedMethod::MedianAfterPeak => "median",
                    }
                };
                let a = Args::new()
                    .int("threads", *threads)
                    .str("unit", u)
                    .str("direction", dir)
                    .str("counted", counted);
                loc.msg("obs-dip", Some(&pct(val(loc, a, "value", *value), "depth", *depth)))
            }
            Observation::DropAtTop {
                from_threads,
                to_threads,
                to_value,
                drop,
                step,
                ..
            } => {
                let a = Args::new()
                    .int("from", *from_threads)
                    .int("to", *to_threads)
                    .str("direction", dir)
                    .str("shape", drop_shape(s, *from_threads, *to_threads, *step))
                    .int("at", step.unwrap_or(*to_threads))
                    .str("unit", u);
                loc.msg(
                    "obs-drop-top",
                    Some(&pct(val(loc, a, "value", *to_value), "drop", *drop)),
                )
            }
            // Said once for the whole benchmark (`limits_sentence`).
            Observation::LimitFraction { .. } => continue,
        };
        out.push(sentence);
    }
    // A fall the iterations cannot tell from noise is said, but not as a loss
    // (nor at all when it would print as 0.0 %).
    if let Some(e) = s
        .ending
        .filter(|e| e.trend == Trend::Flat && e.from_iterations && e.change <= -0.001)
    {
        let a = Args::new()
            .int("from", e.best_threads)
            .int("to", last)
            .str("direction", dir);
        let a = pct(pct(a, "drop", -e.change), "band", e.noise);
        out.push(loc.msg("obs-end-within-spread", Some(&a)));
    }
    out.join(loc.lang.sentence_separator())
}

/// The opening sentence of a series whose best point is its last. (A
/// worsening ending never has its best point last; its fall is `obs-drop-top`.)
pub(super) fn ending_message(t: Trend) -> &'static str {
    match t {
        Trend::Improving => "obs-still-improving",
        Trend::Flat | Trend::Worsening => "obs-top-flat",
    }
}

/// How a fall from the best point went: in its `single` step, mostly in
/// the `last` step or in another `step`, or `gradual`.
fn drop_shape(s: &SeriesAnalysis, from: u32, to: u32, step: Option<u32>) -> &'static str {
    let after = s.points.iter().filter(|p| p.threads > from).count();
    match step {
        _ if after == 1 => "single",
        Some(at) if at == to => "last",
        Some(_) => "step",
        None => "gradual",
    }
}

/// One sentence per declared limit, for all the series it applies to:
/// "The peaks of write and read are 40.1% and 42.6% of …".
pub fn limits_sentence(loc: &Localizer, series: &[SeriesAnalysis], b: &Benchmark, limits: &[&Limit]) -> Vec<String> {
    let mut out = Vec::new();
    for l in limits {
        let mut ops = Vec::new();
        let mut pcts = Vec::new();
        for s in series {
            for o in &s.observations {
                if let Observation::LimitFraction { limit, fraction, .. } = o {
                    if *limit == l.id {
                        ops.push(op_label(loc, &s.operation).to_lowercase());
                        pcts.push(*fraction);
                    }
                }
            }
        }
        if ops.is_empty() {
            continue;
        }
        let list: Vec<String> = (pcts.iter())
            .map(|f| loc.msg("percent-of", Some(&Args::new().num("pct", f * 100.0, 1))))
            .collect();
        let a = Args::new()
            .str("limit", l.label_in_sentence(loc.lang))
            .str("unit", b.unit.symbol())
            .int("count", ops.len() as u64)
            .str("ops", loc.numbers().and_list(&ops))
            .str("list", loc.numbers().and_list(&list));
        out.push(loc.msg("obs-limit", Some(&val(loc, a, "limit_value", l.value))));
    }
    out
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
    let items: Vec<String> = threads.iter().map(|t| nf.threads(u64::from(*t))).collect();
    nf.and_list(&items)
}

/// One paragraph per operation of a comparison. What counts as a gain
/// follows the metric's direction: for a latency, a negative change is the
/// improvement, and the sentences say "lower" and "higher", not "ahead".
pub fn comparison_paragraph(
    loc: &Localizer,
    op: &OpChange,
    direction: Direction,
    baseline_label: &str,
    current_label: &str,
) -> String {
    let subject = op_subject(loc, &op.operation);
    let dir = direction_key(direction);
    let good = |c: f64| if direction == Direction::Lower { -c } else { c };
    let mut out = Vec::new();
    let (best, worst) = match direction {
        Direction::Higher => (&op.largest, &op.smallest),
        Direction::Lower => (&op.smallest, &op.largest),
    };
    if let (Some(best), Some(worst)) = (best, worst) {
        if good(best.change) > 0.0 {
            let a = Args::new()
                .str("op", subject.clone())
                .int("threads", best.threads)
                .str("current", current_label)
                .str("direction", dir);
            out.push(loc.msg("cmp-largest-gain", Some(&pct(a, "change", best.change.abs()))));
        }
        if good(worst.change) < 0.0 {
            let a = Args::new()
                .str("op", subject.clone())
                .int("threads", worst.threads)
                .str("current", current_label)
                .str("direction", dir);
            out.push(loc.msg("cmp-largest-loss", Some(&pct(a, "change", worst.change.abs()))));
        } else if worst.threads != best.threads {
            let a = Args::new().int("threads", worst.threads).str("direction", dir);
            out.push(loc.msg("cmp-smallest-gain", Some(&pct(a, "change", worst.change.abs()))));
        }
    }
    if let Some(m) = op.mean_change.filter(|_| op.changes.len() > 1) {
        let a = Args::new()
            .int("count", op.changes.len() as u64)
            .str("baseline", baseline_label)
            .str("change", loc.numbers().signed_percent(m));
        out.push(loc.msg("cmp-mean", Some(&a)));
    }
    if !op.reversals.is_empty() {
        // The noun agrees with the last number of the list ("1 thread",
        // "8 and 16 threads"), not with how many numbers there are.
        let a = Args::new()
            .str("list", thread_list(loc, &op.reversals))
            .int("count", op.reversals.last().copied().unwrap_or(2));
        out.push(loc.msg("cmp-reversal", Some(&a)));
    }
    for (side, list) in [(current_label, &op.only_current), (baseline_label, &op.only_baseline)] {
        if !list.is_empty() {
            let a = Args::new()
                .str("side", side)
                .str("list", thread_list(loc, list))
                .int("count", list.last().copied().unwrap_or(2));
            out.push(loc.msg("cmp-only", Some(&a)));
        }
    }
    if !op.zero_baseline.is_empty() {
        let a = Args::new()
            .str("baseline", baseline_label)
            .str("list", thread_list(loc, &op.zero_baseline))
            .int("count", op.zero_baseline.last().copied().unwrap_or(2));
        out.push(loc.msg("cmp-zero-baseline", Some(&a)));
    }
    out.join(loc.lang.sentence_separator())
}

/// An operation of a comparison across scales: its one change, count
/// against count (`None` without one: a zero baseline).
pub fn comparison_across(loc: &Localizer, op: &OpChange, direction: Direction, sides: (&str, &str)) -> Option<String> {
    let c = op.changes.first()?;
    let a = Args::new()
        .str("op", op_label(loc, &op.operation))
        .str("baseline", sides.0)
        .str("current", sides.1)
        .str("direction", direction_key(direction))
        .str("sign", if c.change < 0.0 { "down" } else { "up" });
    Some(loc.msg("cmp-across-op", Some(&pct(a, "change", c.change.abs()))))
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

#[cfg(test)]
mod compact_tests {
    use super::compact_text;
    use crate::i18n::Localizer;
    use crate::model::Lang;

    #[test]
    fn one_million_takes_the_singular_where_the_language_has_one() {
        let it = Localizer::new(Lang::It, None).unwrap();
        assert_eq!(compact_text(&it, 1_000_000.0), "1\u{a0}milione di");
        assert_eq!(compact_text(&it, 11_200_000.0), "11,2\u{a0}milioni di");
        let en = Localizer::new(Lang::En, None).unwrap();
        assert_eq!(compact_text(&en, 1_000_000.0), "1\u{a0}million");
        assert_eq!(compact_text(&en, 11_200_000.0), "11.2\u{a0}million");
    }
}

#[cfg(test)]
#[path = "narrative_cmp_tests.rs"]
mod cmp_tests;

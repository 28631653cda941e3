//! The "Acceptance and method" section near the top of a report: each
//! acceptance criterion with its bound, the value measured, the margin and
//! the status, then the method caveats box. The phrases serve `check` and
//! the diff summary too.

use super::doc::{said, text, DocBuilder, Section};
use super::headings::heading_in;
use super::narrative::op_label;
use super::table::{escape_inline, Align};
use super::words::{bytes_text, change_text, value_text};
use crate::analysis::acceptance::{Evaluation, Why};
use crate::analysis::method::{Facts, Finding, Timed};
use crate::analysis::ReportAnalysis;
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, BoundKind, Criterion, Load, Report, Rule};

/// "Sequential N-to-N: write at the peak", with the benchmark named by `benchmark`.
pub(crate) fn criterion_text(loc: &Localizer, benchmark: &str, c: &Criterion) -> String {
    let (id, a) = match c.load {
        Load::Peak => ("acceptance-load-peak", Args::new()),
        Load::Sustained => ("acceptance-load-sustained", Args::new()),
        Load::Threads(t, u) if t == u => ("acceptance-load-threads", Args::new().int("first", t)),
        Load::Threads(t, u) => ("acceptance-load-range", Args::new().int("first", t).int("last", u)),
    };
    let a = a
        .str("benchmark", benchmark)
        .str("op", op_label(loc, &c.operation).to_lowercase());
    loc.msg(id, &a)
}

/// "≥ 22 GB/s", with its tolerance when it has one.
pub(crate) fn bound_text(loc: &Localizer, c: &Criterion) -> String {
    let kind = if c.bound.kind == BoundKind::Min { "min" } else { "max" };
    let a = Args::new()
        .str("kind", kind)
        .str("value", value_text(loc, c.bound.value, c.bound.unit));
    let bound = loc.msg("acceptance-bound", &a);
    match c.tolerance {
        Some(t) => loc.msg(
            "acceptance-bound-tolerance",
            &Args::new().str("bound", bound).num("tolerance", t, 1),
        ),
        None => bound,
    }
}

/// Pass or fail (within the tolerance, within the noise), or why not measured.
pub(crate) fn status_text(loc: &Localizer, c: &Criterion, e: &Evaluation) -> String {
    let yes = |b: bool| if b { "yes" } else { "no" };
    match e {
        Evaluation::Pass(r) | Evaluation::Fail(r) => {
            let a = Args::new()
                .str("status", e.status())
                .str("tolerance", yes(matches!(e, Evaluation::Pass(_)) && r.margin < 0.0))
                .str("noise", yes(r.within_noise))
                .str("spread", value_text(loc, r.noise, c.bound.unit));
            loc.msg("acceptance-status", &a)
        }
        Evaluation::NotMeasured { why } => match why {
            Why::NoBenchmark => loc.t("acceptance-no-benchmark"),
            Why::NoOperation => loc.t("acceptance-no-operation"),
            Why::NotTested { first, last } => loc.msg(
                "acceptance-not-tested",
                &Args::new().int("first", *first).int("last", *last),
            ),
            Why::OtherUnit { unit } => loc.msg("acceptance-other-unit", &Args::new().str("unit", unit.symbol())),
        },
    }
}

/// The value read and its margin ("21,6 GB/s at 8 threads", "-0,4 GB/s
/// (-1,8%)"); a reconstruction's interpolated point reads as an estimate
/// ("≈80,3 GB/s"), not a measurement.
pub(crate) fn reading_texts(
    loc: &Localizer,
    benchmarks: &[Benchmark],
    c: &Criterion,
    e: &Evaluation,
) -> (String, String) {
    match e {
        Evaluation::Pass(r) | Evaluation::Fail(r) => {
            let b = benchmarks.iter().find(|b| b.id == c.benchmark);
            let mut value = value_text(loc, r.value, c.bound.unit);
            if b.is_some_and(|b| b.interpolated(&c.operation, r.threads)) {
                value = loc.msg("value-interpolated", &Args::new().str("value", value));
            }
            let measured = Args::new().str("value", value).int("threads", r.threads);
            let margin = Args::new()
                .str("sign", if r.margin < 0.0 { "minus" } else { "plus" })
                .str("value", value_text(loc, r.margin.abs(), c.bound.unit))
                .str("percent", change_text(loc, r.margin_fraction));
            (
                loc.msg("acceptance-measured", &measured),
                loc.msg("acceptance-margin", &margin),
            )
        }
        Evaluation::NotMeasured { .. } => ("–".into(), "–".into()),
    }
}

/// One method finding as a sentence, the benchmark named by `benchmark`.
pub(crate) fn finding_text(loc: &Localizer, benchmark: &str, f: &Finding) -> String {
    let a = Args::new().str("benchmark", benchmark);
    let secs = |s: f64| {
        loc.numbers()
            .fixed(s, [3, 1, 0][usize::from(s >= 1.0) + usize::from(s >= 10.0)])
    };
    let op = |o: &str| op_label(loc, o).to_lowercase();
    let flagged = |id: &str| format!("{id}-{}", if f.flagged { "flagged" } else { "ok" });
    match &f.facts {
        &Facts::Cache {
            threads,
            data,
            cache,
            clients,
            pagepool,
            factor,
        } => {
            let a = a
                .int("threads", threads)
                .str("data", bytes_text(loc, data))
                .str("cache", bytes_text(loc, cache))
                .int("clients", clients)
                .num("factor", factor, 1)
                .str("pagepool", if pagepool { "yes" } else { "no" });
            loc.msg(&flagged("caveat-cache"), &a)
        }
        Facts::FioBuffered => loc.msg("caveat-fio-buffered", &a),
        Facts::IorReadBack => loc.msg("caveat-ior-read-back", &a),
        &Facts::Duration { seconds, min, how } => {
            let a = a.str("secs", secs(seconds)).str("min", secs(min));
            let a = match how {
                Timed::Log => a.str("how", "log"),
                Timed::Stonewall => a.str("how", "stonewall"),
                Timed::Estimate {
                    threads,
                    data,
                    rate,
                    unit,
                } => (a.str("how", "estimate").int("threads", threads))
                    .str("data", bytes_text(loc, data))
                    .str("rate", value_text(loc, rate, unit)),
            };
            loc.msg("caveat-duration", &a)
        }
        Facts::Repetition { command } => loc.msg(
            "caveat-repetition",
            &a.str("command", if *command { "yes" } else { "no" }),
        ),
        Facts::LoadNotTested {
            operation,
            lo,
            hi,
            first,
            last,
        } => {
            // One count, or a range of them.
            let range = match lo == hi {
                true => loc.numbers().threads(u64::from(*lo)),
                false => format!(
                    "{}–{}",
                    loc.numbers().threads(u64::from(*lo)),
                    loc.numbers().threads(u64::from(*hi))
                ),
            };
            let a = (a.str("op", op(operation)).str("range", range))
                .int("first", *first)
                .int("last", *last);
            loc.msg("caveat-load-not-tested", &a)
        }
        Facts::PeakAtEnd { operation, last } => {
            loc.msg("caveat-peak-at-end", &a.str("op", op(operation)).int("last", *last))
        }
        Facts::FewThreads { last, clients } => {
            loc.msg("caveat-few-threads", &a.int("last", *last).int("clients", *clients))
        }
        &Facts::Transfer { transfer, block } => {
            let a = (a.str("transfer", bytes_text(loc, transfer)))
                .str("block", bytes_text(loc, block))
                .str("below", if transfer < block { "yes" } else { "no" });
            loc.msg(&flagged("caveat-transfer"), &a)
        }
    }
}

/// The reason a project gives for switching a rule off.
pub(crate) fn accepted_text(loc: &Localizer, rule: Rule, reason: &str) -> String {
    let a = Args::new()
        .str("rule", loc.t(&format!("caveat-rule-{}", rule.as_str())))
        .str("reason", reason);
    loc.msg("caveat-accepted", &a)
}

/// The section, when the report has criteria, a method caveat or a rule
/// switched off; the rules' other findings are listed in its box.
pub(super) fn acceptance_section(doc: &mut DocBuilder, report: &Report, analysis: &ReportAnalysis) -> Option<Section> {
    let loc = doc.loc;
    let accepted = &report.checks.accepted;
    let findings: Vec<&Finding> = (analysis.method.iter())
        .filter(|f| !accepted.contains_key(&f.rule))
        .collect();
    if report.acceptance.is_empty() && accepted.is_empty() && !findings.iter().any(|f| f.flagged) {
        return None;
    }
    let heading_of = |id: &str| {
        (report.benchmarks.iter())
            .find(|b| b.id == id)
            .map_or_else(|| id.to_string(), |b| heading_in(loc, report, b))
    };
    let mut blocks = Vec::new();
    if !report.acceptance.is_empty() {
        blocks.push(said(loc.t("acceptance-intro")));
        let sources = report.acceptance.iter().any(|c| c.source.is_some());
        let rows = (report.acceptance.iter().zip(&analysis.acceptance))
            .map(|(c, e)| {
                let (measured, margin) = reading_texts(loc, &report.benchmarks, c, e);
                let mut row = vec![
                    criterion_text(loc, &heading_of(&c.benchmark), c),
                    bound_text(loc, c),
                    measured,
                    margin,
                    status_text(loc, c, e),
                ];
                if sources {
                    row.push(
                        c.source
                            .as_ref()
                            .map_or_else(String::new, |s| s.in_lang(loc.lang).to_string()),
                    );
                }
                row
            })
            .collect();
        let mut headers: Vec<String> = ["col-criterion", "col-bound", "col-measured", "col-margin", "col-status"]
            .iter()
            .map(|h| loc.t(h))
            .collect();
        let mut align = vec![Align::Left, Align::Left, Align::Right, Align::Right, Align::Left];
        if sources {
            headers.push(loc.t("col-source"));
            align.push(Align::Left);
        }
        blocks.push(doc.table(&loc.t("table-acceptance"), headers, align, rows));
    }
    let mut items: Vec<String> = (findings.iter())
        .map(|f| finding_text(loc, &heading_of(&f.benchmark), f))
        .collect();
    items.extend((accepted.iter()).map(|(r, why)| accepted_text(loc, *r, why.in_lang(loc.lang))));
    if items.is_empty() {
        items.push(loc.t("caveat-none"));
    }
    let mut md = format!("> **{}**\n>", escape_inline(&loc.t("caveat-box-title")));
    for i in items {
        md.push_str(&format!("\n> * {}", escape_inline(&i)));
    }
    blocks.push(text(md));
    Some(Section::named(loc, "acceptance", blocks))
}

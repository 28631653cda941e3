//! A diff as a document (Markdown and HTML in any language, with overlay
//! and relative-change figures, a table per benchmark, written findings),
//! as `diff.json`, and as a short Markdown summary for a pull request.

use super::cmp_figures::comparison_figures;
use super::doc::{said, Block, DocBuilder, FigureData, FigureFile, RenderError};
use super::figures::{self, FigureText, TimeSeries, ValueKind};
use super::narrative::{op_label, op_subject};
use super::table::{escape_inline, Align};
use crate::analysis::compare::compare_series;
use crate::analysis::ComparisonAnalysis;
use crate::diff::{matching, Diff, Finding, SeriesDiff, Verdict, CALIBRATED_FALSE_ALARMS};
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};
use crate::model::{BenchmarkKind, Direction, Run, Unit};
use serde::Serialize;

mod usage;

#[derive(Debug, Clone, Serialize)]
pub struct DiffSection {
    pub anchor: String,
    pub heading: String,
    pub blocks: Vec<Block>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DiffContext {
    pub lang: String,
    pub title: String,
    pub intro: Vec<Block>,
    pub sections: Vec<DiffSection>,
    pub method_heading: String,
    pub method: Vec<Block>,
}

pub fn verdict_label(loc: &Localizer, v: Verdict) -> String {
    loc.t(&format!("verdict-{}", v.as_str()))
}

fn heading(loc: &Localizer, kind: BenchmarkKind, tool: &str, id: &str) -> String {
    let h = loc.msg(&format!("kind-{}", kind.as_str()), Some(&Args::new().str("tool", tool)));
    format!("{h} ({id})")
}

fn pct(loc: &Localizer, ratio: f64) -> String {
    loc.msg(
        "percent-signed",
        Some(&Args::new().str("value", loc.numbers().signed_percent(ratio))),
    )
}

/// The document's title: the report's, or the file system's for a diff of
/// two usage datasets.
fn title(loc: &Localizer, d: &Diff) -> String {
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
fn intro_sentence(loc: &Localizer, d: &Diff) -> String {
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
fn missing_sentence(loc: &Localizer, d: &Diff) -> String {
    loc.msg(
        "diff-missing",
        Some(
            &Args::new()
                .str("list", loc.numbers().and_list(&d.missing))
                .int("count", d.missing.len() as u64),
        ),
    )
}

/// A p-value for a table: three decimals, or "< 0.001".
fn p_text(loc: &Localizer, p: f64) -> String {
    if p < 0.001 {
        loc.msg(
            "diff-p-below",
            Some(&Args::new().str("value", loc.numbers().fixed(0.001, 3))),
        )
    } else {
        loc.numbers().fixed(p, 3)
    }
}

/// A file-name-safe form of an operation name (also the history section's
/// figure names).
pub(super) fn slug(s: &str) -> String {
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

/// The trend figure of one series (its peak over the runs) and a sentence
/// per change point.
fn trend_blocks(
    doc: &mut DocBuilder,
    bench: &str,
    heading: &str,
    s: &SeriesDiff,
    t: &crate::diff::history::Trend,
    (unit, direction): (Unit, Direction),
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let label = |r: &str| match r {
        "baseline" => loc.t("diff-baseline"),
        "current" => loc.t("diff-current"),
        other => other.to_string(),
    };
    let op = op_label(loc, &s.operation);
    // Without a thread count the trend follows the series' best value, which
    // for a lower-is-better series is its lowest: not a "peak".
    let id = if t.threads.is_none() && direction == Direction::Lower {
        "diff-fig-trend-title-best"
    } else {
        "diff-fig-trend-title"
    };
    let title = loc.msg(
        id,
        Some(
            &Args::new()
                .str("op", op.clone())
                .str("benchmark", heading)
                .int("threads", t.threads.unwrap_or(0))
                .str("at", if t.threads.is_some() { "threads" } else { "peak" }),
        ),
    );
    let nf = loc.numbers();
    let format = |v: f64, d: usize| nf.fixed(v, d);
    let fig = TimeSeries {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("diff-axis-run"),
            y_label: loc.msg("diff-axis-trend", Some(&Args::new().str("unit", unit.symbol()))),
            desc: title.clone(),
        },
        labels: t.runs.iter().map(|r| label(r)).collect(),
        shown: vec![],
        values: t.values.clone(),
        kind: ValueKind::Count,
    };
    let svg = figures::timeline_svg(&fig, &super::charts::look(loc, &format));
    let rows: Vec<Vec<String>> = t
        .runs
        .iter()
        .zip(&t.values)
        .map(|(r, v)| vec![label(r), nf.value(*v, unit)])
        .collect();
    let data = FigureData::new(
        &loc.t("figure-data"),
        &[loc.t("diff-axis-run"), fig.text.y_label.clone()],
        &rows,
    );
    let file = format!("{bench}-{}-trend.svg", slug(&s.operation));
    let mut blocks = vec![doc.figure(&file, &title, svg, None, Some(data))?];
    for c in &t.change_points {
        let from = t.runs.get(c.index).map(|r| label(r)).unwrap_or_default();
        blocks.push(said(
            loc.msg(
                "diff-change-point",
                Some(
                    &Args::new()
                        .str("op", op.clone())
                        .str("run", from)
                        .num("before", c.before, value_fraction_digits(c.before, unit))
                        .num("after", c.after, value_fraction_digits(c.after, unit))
                        .str("unit", unit.symbol())
                        .str("change", nf.signed_percent(c.ratio - 1.0))
                        .str(
                            "verdict",
                            match c.verdict {
                                crate::analysis::stats::Verdict::Regressed => "regressed",
                                _ => "improved",
                            },
                        ),
                ),
            ),
        ));
    }
    Ok(blocks)
}

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

/// The document context and its figures.
pub fn diff_document(
    loc: &Localizer,
    d: &Diff,
    base: &Run,
    cur: &Run,
) -> Result<(DiffContext, Vec<FigureFile>), RenderError> {
    let mut doc = DocBuilder::new(loc, &d.report);
    let mut sections = Vec::new();
    let (bl, cl) = (loc.t("diff-baseline"), loc.t("diff-current"));
    for b in &d.benchmarks {
        let unit = b.unit;
        let h = heading(loc, b.kind, &b.tool, &b.id);
        let mut blocks = Vec::new();
        let Some((bb, cb)) = matching::benchmarks(base, cur, &b.id) else {
            continue;
        };
        let ops = (b.series.iter())
            .filter_map(|s| matching::operations(bb, cb, &s.operation))
            .map(|(bs, cs)| compare_series(cs, bs))
            .collect();
        let ca = ComparisonAnalysis {
            id: b.id.clone(),
            current: b.id.clone(),
            baseline: b.id.clone(),
            operations: ops,
            only_current_ops: b.only_current_ops.clone(),
            only_baseline_ops: b.only_baseline_ops.clone(),
        };
        let log = b.log_scale;
        if !ca.operations.is_empty() {
            let change = crate::render::figures::FigureText {
                title: loc.t("diff-fig-change-title"),
                x_label: loc.t("axis-threads"),
                y_label: loc.t("diff-axis-change"),
                desc: loc.t("diff-fig-change-desc"),
            };
            let labels = (cl.as_str(), bl.as_str());
            let figs = comparison_figures(&mut doc, &ca, (unit, log), labels, &h, change, &b.id)?;
            blocks.extend(figs);
        }
        for s in &b.series {
            blocks.push(said(findings_text(loc, s, unit, b.direction)));
        }
        for s in &b.series {
            // A trend figure where there is something to see: a flagged
            // series, or a lasting change in its history.
            let flagged = matches!(s.verdict, Verdict::Regressed | Verdict::Improved | Verdict::Mixed);
            if let Some(t) = s.trend.as_ref().filter(|t| flagged || !t.change_points.is_empty()) {
                blocks.extend(trend_blocks(&mut doc, &b.id, &h, s, t, (unit, b.direction))?);
            }
        }
        let nf = loc.numbers();
        let mut rows = Vec::new();
        for s in &b.series {
            for p in &s.points {
                // The interval of the ratio, shown as changes in percent.
                let interval = p.interval.map_or_else(
                    || "–".to_string(),
                    |(lo, hi)| {
                        loc.msg(
                            "diff-interval",
                            Some(
                                &Args::new()
                                    .str("low", nf.signed_percent(lo - 1.0))
                                    .str("high", nf.signed_percent(hi - 1.0)),
                            ),
                        )
                    },
                );
                rows.push(vec![
                    op_label(loc, &s.operation),
                    nf.fixed(f64::from(p.threads), 0),
                    nf.value(p.baseline, unit),
                    nf.value(p.current, unit),
                    pct(loc, p.change),
                    interval,
                    p.p_adjusted.map_or_else(|| "–".to_string(), |q| p_text(loc, q)),
                    format!("{} / {}", p.n.0, p.n.1),
                    verdict_label(loc, p.verdict),
                ]);
            }
        }
        blocks.push(doc.table(
            &format!("{h} ({})", b.unit),
            vec![
                loc.t("col-operation"),
                loc.t("col-threads"),
                bl.clone(),
                cl.clone(),
                loc.t("col-change"),
                loc.t("diff-col-interval"),
                loc.t("diff-col-p"),
                loc.t("diff-col-n"),
                loc.t("diff-col-verdict"),
            ],
            vec![
                Align::Left,
                Align::Right,
                Align::Right,
                Align::Right,
                Align::Right,
                Align::Right,
                Align::Right,
                Align::Right,
                Align::Left,
            ],
            rows,
        ));
        sections.push(DiffSection {
            anchor: format!("bench-{}", b.id),
            heading: h,
            blocks,
        });
    }
    if let Some(u) = &d.usage {
        let blocks = usage::usage_blocks(&mut doc, u);
        sections.push(DiffSection {
            anchor: "usage".into(),
            heading: loc.t("diff-usage-heading"),
            blocks,
        });
    }
    let mut intro = vec![said(intro_sentence(loc, d))];
    if !d.missing.is_empty() {
        intro.push(said(missing_sentence(loc, d)));
    }
    // What only the baseline has is already said as missing, above.
    for (side, list) in [("current", &d.only_current_benchmarks)] {
        if !list.is_empty() {
            intro.push(said(
                loc.msg(
                    "diff-only-benchmarks",
                    Some(
                        &Args::new()
                            .str("side", side)
                            .str("list", loc.numbers().and_list(list))
                            .int("count", list.len() as u64),
                    ),
                ),
            ));
        }
    }
    let method = if d.usage_only() {
        vec![said(loc.t("diff-usage-method"))]
    } else {
        let mut m = vec![said(
            loc.msg(
                "diff-method",
                Some(
                    &Args::new()
                        .num("threshold", d.default_threshold, 1)
                        .num("false_alarms", CALIBRATED_FALSE_ALARMS, 1)
                        .num("alpha", d.alpha, 2),
                ),
            ),
        )];
        // With usage beside benchmarks, how users and filesets are matched.
        if d.usage.is_some() {
            m.push(said(loc.t("diff-usage-method")));
        }
        m
    };
    let ctx = DiffContext {
        lang: loc.lang.tag().to_string(),
        title: title(loc, d),
        intro,
        sections,
        method_heading: loc.t("section-method"),
        method,
    };
    Ok((ctx, doc.finish().1))
}

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

//! A diff as a document (Markdown and HTML in any language, with overlay
//! and relative-change figures, a table per benchmark, written findings),
//! as `diff.json`, and as a short Markdown summary for a pull request.

use super::cmp_figures::comparison_figures;
use super::doc::{said, Block, DocBuilder, FigureFile, RenderError, Section};
use super::grid::change_blocks;
use super::narrative::op_label;
use super::table::Align;
use crate::analysis::compare::compare_series;
use crate::analysis::ComparisonAnalysis;
use crate::diff::{Diff, Verdict, CALIBRATED_FALSE_ALARMS};
use crate::i18n::{Args, Localizer};
use crate::model::latency::parse_grid_operation;
use crate::model::pairing;
use crate::model::Run;
use serde::Serialize;

mod findings;
mod status;
mod summary;
mod trend;
mod usage;
mod words;

pub use self::summary::{plain, summary};
pub(super) use self::words::slug;
use self::words::{intro_sentence, missing_sentence, not_judged_sentences, title};

#[derive(Debug, Clone, Serialize)]
pub struct DiffContext {
    pub lang: String,
    pub title: String,
    pub intro: Vec<Block>,
    pub sections: Vec<Section>,
    pub method_heading: String,
    pub method: Vec<Block>,
    /// Figures replaced by their data tables, and why (for warnings).
    #[serde(skip)]
    pub undrawn: Vec<String>,
}

pub fn verdict_label(loc: &Localizer, v: Verdict) -> String {
    loc.t(&format!("verdict-{}", v.as_str()))
}

/// A p-value for a table: three decimals, or "< 0.001".
fn p_text(loc: &Localizer, p: f64) -> String {
    if p < 0.001 {
        loc.msg("diff-p-below", &Args::new().str("value", loc.numbers().fixed(0.001, 3)))
    } else {
        loc.numbers().fixed(p, 3)
    }
}

/// Each criterion on both sides: what was read, the current margin, and
/// the status (`pass → fail` where it changed).
fn acceptance_table(doc: &mut DocBuilder, d: &Diff, [base, cur]: [&Run; 2], sides: [String; 2]) -> Block {
    use super::acceptance::{bound_text, criterion_text, reading_texts, status_text};
    let loc = doc.loc;
    let rows = (d.acceptance.iter())
        .map(|c| {
            let cr = &c.criterion;
            let heading = pairing::benchmark(cur, &cr.benchmark).map_or_else(
                || cr.benchmark.clone(),
                |b| super::headings::heading_among(loc, &cur.benchmarks, b),
            );
            let (was, _) = reading_texts(loc, &base.benchmarks, cr, &c.baseline);
            let (now, margin) = reading_texts(loc, &cur.benchmarks, cr, &c.current);
            let status = match c.flipped() {
                true => format!(
                    "{} → {}",
                    status_text(loc, cr, &c.baseline),
                    status_text(loc, cr, &c.current)
                ),
                false => status_text(loc, cr, &c.current),
            };
            vec![
                criterion_text(loc, &heading, cr),
                bound_text(loc, cr),
                was,
                now,
                margin,
                status,
            ]
        })
        .collect();
    let [bl, cl] = sides;
    let headers = [
        loc.t("col-criterion"),
        loc.t("col-bound"),
        bl,
        cl,
        loc.t("col-margin"),
        loc.t("col-status"),
    ];
    let (l, r) = (Align::Left, Align::Right);
    let align = vec![l, l, r, r, r, l];
    doc.table(&loc.t("table-acceptance"), headers.to_vec(), align, rows)
}

/// The document context and its figures.
pub fn diff_document(
    loc: &Localizer,
    d: &Diff,
    base: &Run,
    cur: &Run,
) -> Result<(DiffContext, Vec<FigureFile>), RenderError> {
    let mut doc = DocBuilder::new(loc, &d.report).tables_for_undrawn_figures();
    let mut sections = Vec::new();
    let (bl, cl) = (loc.t("diff-baseline"), loc.t("diff-current"));
    if !d.acceptance.is_empty() {
        sections.push(Section {
            anchor: "acceptance".into(),
            heading: loc.t("table-acceptance"),
            blocks: vec![acceptance_table(&mut doc, d, [base, cur], [bl.clone(), cl.clone()])],
        });
    }
    for b in &d.benchmarks {
        let unit = b.unit;
        let Some((bb, cb)) = pairing::benchmarks(base, cur, &b.id) else {
            continue;
        };
        // The report's own heading for it: kind and tool, qualified only
        // where another benchmark of the run would share it.
        let h = super::headings::heading_among(loc, &cur.benchmarks, cb);
        let mut blocks = Vec::new();
        // A grid's cells get its change maps, not a curve each.
        let ops = (b.series.iter())
            .filter(|s| parse_grid_operation(&s.operation).is_none())
            .filter_map(|s| pairing::operations(bb, cb, &s.operation))
            .map(|(bs, cs)| compare_series(cs, bs))
            .collect();
        let ca = ComparisonAnalysis {
            id: b.id.clone(),
            current: b.id.clone(),
            baseline: b.id.clone(),
            operations: ops,
            only_current_ops: b.only_current_ops.clone(),
            only_baseline_ops: b.only_baseline_ops.clone(),
            across_scales: None,
        };
        let log = b.log_scale;
        if !ca.operations.is_empty() {
            let change = crate::figures::FigureText {
                title: loc.t("diff-fig-change-title"),
                x_label: loc.t("axis-threads"),
                y_label: loc.t("diff-axis-change"),
                desc: loc.t("diff-fig-change-desc"),
            };
            let labels = (cl.as_str(), bl.as_str());
            // report.json carries no stated points: nothing is marked.
            let none = |_: &str, _: u32| false;
            let figs = comparison_figures(&mut doc, &ca, (unit, log), labels, &h, change, &b.id, [&none, &none])?;
            blocks.extend(figs);
        }
        blocks.extend(change_blocks(&mut doc, b, &h)?);
        blocks.extend(status::paragraphs(loc, d, b).into_iter().map(said));
        for s in &b.series {
            // A trend figure where there is something to see: a flagged
            // series, or a lasting change in its history.
            let flagged = matches!(s.verdict, Verdict::Regressed | Verdict::Improved | Verdict::Mixed);
            if let Some(t) = s.trend.as_ref().filter(|t| flagged || !t.change_points.is_empty()) {
                blocks.extend(trend::trend_blocks(&mut doc, &b.id, &h, s, t, (unit, b.direction))?);
            }
        }
        let nf = loc.numbers();
        // The interval of the ratio, shown as changes in percent.
        let interval = |(lo, hi): (f64, f64)| {
            let a = Args::new().str("low", nf.signed_percent(lo - 1.0));
            loc.msg("diff-interval", &a.str("high", nf.signed_percent(hi - 1.0)))
        };
        let dash = || "–".to_string();
        let mut rows = Vec::new();
        for s in &b.series {
            for p in &s.points {
                let test = p.test.as_ref();
                rows.push(vec![
                    op_label(loc, &s.operation),
                    nf.threads(u64::from(p.threads)),
                    nf.value(p.baseline),
                    nf.value(p.current),
                    super::words::change_text(loc, p.change),
                    loc.t(&format!("diff-source-{}", p.method)),
                    test.map(|t| t.noise_cv).map_or_else(dash, |cv| {
                        loc.msg("diff-noise", &Args::new().str("value", nf.fixed(cv * 100.0, 1)))
                    }),
                    test.and_then(|t| t.df).map_or_else(dash, |df| nf.fixed(df, 1)),
                    test.map(|t| t.interval).map_or_else(dash, interval),
                    test.and_then(|t| t.p_adjusted).map_or_else(dash, |q| p_text(loc, q)),
                    format!("{} / {}", p.n.0, p.n.1),
                    verdict_label(loc, p.verdict),
                ]);
            }
        }
        let (left, right) = (Align::Left, Align::Right);
        let (headers, align) = [
            (loc.t("col-operation"), left),
            (loc.t("col-threads"), right),
            (bl.clone(), right),
            (cl.clone(), right),
            (loc.t("col-change"), right),
            (loc.t("diff-col-method"), left),
            (loc.t("diff-col-noise"), right),
            (loc.t("diff-col-df"), right),
            (loc.t("diff-col-interval"), right),
            (loc.t("diff-col-p"), right),
            (loc.t("diff-col-n"), right),
            (loc.t("diff-col-verdict"), left),
        ]
        .into_iter()
        .unzip();
        blocks.push(doc.table(&format!("{h} ({})", b.unit), headers, align, rows));
        sections.push(Section {
            anchor: format!("bench-{}", b.id),
            heading: h,
            blocks,
        });
    }
    if let Some(u) = &d.usage {
        let blocks = usage::usage_blocks(&mut doc, u);
        sections.push(Section {
            anchor: "usage".into(),
            heading: loc.t("diff-usage-heading"),
            blocks,
        });
    }
    let mut intro = vec![said(intro_sentence(loc, d))];
    if !d.missing.is_empty() {
        intro.push(said(missing_sentence(loc, d)));
    }
    intro.extend(not_judged_sentences(loc, d, false).into_iter().map(said));
    // What only the baseline has is already said as missing, above.
    for (side, list) in [("current", &d.only_current_benchmarks)] {
        if !list.is_empty() {
            let a = Args::new()
                .str("side", side)
                .str("list", loc.numbers().and_list(list))
                .int("count", list.len() as u64);
            intro.push(said(loc.msg("diff-only-benchmarks", &a)));
        }
    }
    let method = if d.usage_only() {
        vec![said(loc.t("diff-usage-method"))]
    } else {
        let a = Args::new()
            .num("threshold", d.default_threshold, 1)
            .num("false_alarms", CALIBRATED_FALSE_ALARMS, 1)
            .num("alpha", d.alpha, 2);
        let mut m = vec![said(loc.msg("diff-method", &a))];
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
        undrawn: doc.undrawn(),
    };
    Ok((ctx, doc.finish().1))
}

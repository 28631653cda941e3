//! A comparison's section: two configurations side by side — the intro,
//! the overlay and change figures (`cmp_figures`), a paragraph per
//! operation and the table of both sides and the change per thread count.

use super::charts;
use super::charts::threads_key;
use super::doc::{said, text, DocBuilder, Part, RenderError};
use super::headings::heading_in;
use super::narrative::{comparison_across, comparison_missing_ops, comparison_paragraph, op_label};
use super::table::Align;
use super::words::estimate_text;
use super::words::{header_for_side, prose};
use crate::analysis::compare::Unpaired;
use crate::analysis::ComparisonAnalysis;
use crate::i18n::Args;
use crate::model::{Benchmark, Comparison, Report};
use std::collections::HashMap;

pub(super) fn comparison_section(
    doc: &mut DocBuilder,
    report: &Report,
    c: &Comparison,
    ca: &ComparisonAnalysis,
    (cur, base): (&Benchmark, Option<&Benchmark>),
) -> Result<Part, RenderError> {
    let loc = doc.loc;
    let lang = loc.lang;
    let cl = c.current_label.in_lang(lang).to_string();
    let bl = c.baseline_label.in_lang(lang).to_string();
    let heading = match &c.title {
        Some(t) => t.in_lang(lang).to_string(),
        None => loc.msg(
            "cmp-heading",
            &Args::new().str("current", cl.clone()).str("baseline", bl.clone()),
        ),
    };
    // Sentences take the labels' in-sentence forms ("the large
    // configuration", "l'espansione di capacità"); headings, legends and
    // table headers the display forms; the change figure's title and axis
    // are phrases, so they take the in-sentence forms too.
    let (cs, bs) = (c.current_in_sentence(lang), c.baseline_in_sentence(lang));
    let a = Args::new()
        .str("current", cs.clone())
        .str("baseline", bs.clone())
        .str("benchmark", heading_in(loc, report, cur))
        .str("direction", super::narrative::direction_key(cur.direction));
    let mut blocks = vec![said(loc.msg("cmp-intro", &a))];
    // Two runs at one scale each are compared count against count, and
    // the order of two undated submissions is not known: both said.
    let mut change = charts::change_text(loc, &cs, &bs, cur.direction);
    if let Some([b, t]) = ca.across_scales {
        let a = Args::new()
            .str("current", cs.clone())
            .str("baseline", bs.clone())
            .int("current_threads", t)
            .int("baseline_threads", b);
        blocks.push(said(loc.msg("cmp-across-scales", &a)));
        let scales = Args::new().str("scales", threads_key(loc, ca, t));
        change.x_label = loc.msg("axis-threads-across", &scales);
    }
    if c.order_unknown {
        let a = Args::new().str("current", cs.clone()).str("baseline", bs.clone());
        blocks.push(said(loc.msg("cmp-order-unknown", &a)));
    }
    let overlay_title = loc.msg("fig-overlay-title", &Args::new().str("title", heading.clone()));
    let labels = (cl.as_str(), bl.as_str());
    let figs = super::cmp_figures::comparison_figures(
        doc,
        ca,
        (cur.unit, cur.log_scale),
        labels,
        &overlay_title,
        change,
        &c.id,
        [&|op, t| cur.interpolated(op, t), &|op, t| {
            base.is_some_and(|b| b.interpolated(op, t))
        }],
    )?;
    blocks.extend(figs);

    for op in &ca.operations {
        let across = ca
            .across_scales
            .and_then(|_| comparison_across(loc, op, cur.direction, (&bs, &cs)));
        let paragraph = across.unwrap_or_else(|| comparison_paragraph(loc, op, cur.direction, &bs, &cs));
        blocks.push(said(paragraph));
    }
    blocks.extend(comparison_missing_ops(loc, ca, &bs, &cs).into_iter().map(said));
    // The table: one row per thread count measured on either side, three
    // columns per operation; a side without a value shows "–", the other
    // side keeps its value.
    let mut threads: Vec<u32> = (ca.operations.iter())
        .flat_map(|o| {
            o.changes
                .iter()
                .map(|c| c.threads)
                .chain(o.unpaired.iter().map(|u| u.threads))
        })
        .collect();
    threads.sort_unstable();
    threads.dedup();
    let mut headers = vec![loc.t("col-threads")];
    for op in &ca.operations {
        let l = op_label(loc, &op.operation);
        headers.push(header_for_side(loc, &l, &bl));
        headers.push(header_for_side(loc, &l, &cl));
        headers.push(header_for_side(loc, &l, &loc.t("col-change")));
    }
    // A reconstruction's estimates read "≈" here as in the figures, and so
    // does a change computed from one.
    let shown = |v: Option<f64>, est: bool| v.map_or_else(|| "–".to_string(), |v| estimate_text(loc, v, est));
    // Per operation, its changes and unpaired values by thread count.
    let at: Vec<_> = (ca.operations.iter())
        .map(|op| {
            let unpaired: HashMap<u32, &Unpaired> = op.unpaired.iter().rev().map(|u| (u.threads, u)).collect();
            (op.changes_by_threads(), unpaired)
        })
        .collect();
    let rows = (threads.iter())
        .map(|t| {
            let mut r = vec![threads_key(loc, ca, *t)];
            for (op, (changes, unpaired)) in ca.operations.iter().zip(&at) {
                let o = op.operation.as_str();
                let (b_est, c_est) = (base.is_some_and(|b| b.interpolated(o, *t)), cur.interpolated(o, *t));
                if let Some(ch) = changes.get(t) {
                    r.push(shown(Some(ch.baseline), b_est));
                    r.push(shown(Some(ch.current), c_est));
                    let change = super::words::change_text(loc, ch.change);
                    r.push(match b_est || c_est {
                        true => loc.msg("value-interpolated", &Args::new().str("value", change)),
                        false => change,
                    });
                } else {
                    let u = unpaired.get(t);
                    r.push(shown(u.and_then(|u| u.baseline), b_est));
                    r.push(shown(u.and_then(|u| u.current), c_est));
                    r.push("–".to_string());
                }
            }
            r
        })
        .collect();
    let ncol = headers.len();
    let a = Args::new().str("title", heading.clone()).str("unit", cur.unit.symbol());
    let title = loc.msg("table-comparison", &a);
    blocks.push(doc.table(&title, headers, vec![Align::Right; ncol], rows));
    if let Some(p) = c.text.as_deref().and_then(|f| prose(report, lang, f)) {
        blocks.push(text(p));
    }
    Ok(Part {
        id: c.id.clone(),
        anchor: format!("cmp-{}", c.id),
        heading,
        blocks,
    })
}

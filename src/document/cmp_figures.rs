//! The two figures of a comparison (a report's comparison section and each
//! benchmark of a diff document): both configurations overlaid, and the
//! relative change as bars. Each carries its data table, built from the very
//! numbers the figure draws, so the page's collapsible table and the CSV
//! beside it say what the figure shows (a reader who cannot see the figure,
//! or wants to reuse its numbers, loses nothing).

use super::charts::{self, paired_threads, threads_key, Estimated};
use super::doc::{num_or_dash, Block, Cell, DocBuilder, FigureData, RenderError};
use super::narrative::op_label;
use super::words::{change_text, estimate_text, header_for_side, header_with_unit};
use crate::analysis::ComparisonAnalysis;
use crate::figures::FigureText;
use crate::i18n::Localizer;
use crate::model::Unit;

/// The overlay and relative-change figures of a comparison (or a diff),
/// as `<stem>-overlay.svg` and `<stem>-change.svg`. `estimated` marks the
/// current and the baseline side's estimates: hollow markers, "≈" in the
/// table, flagged in the CSV.
#[allow(clippy::too_many_arguments)]
pub(crate) fn comparison_figures(
    doc: &mut DocBuilder,
    ca: &ComparisonAnalysis,
    (unit, log): (Unit, bool),
    (current, baseline): (&str, &str),
    overlay_title: &str,
    change: FigureText,
    stem: &str,
    estimated: [Estimated; 2],
) -> Result<Vec<Block>, RenderError> {
    let loc = doc.loc;
    let change_title = change.title.clone();
    let overlay = charts::overlay(loc, ca, unit, log, (current, baseline), overlay_title, estimated);
    let bars = charts::change_bars(loc, ca, change);
    Ok(vec![
        doc.figure(
            &format!("{stem}-overlay.svg"),
            overlay_title,
            overlay,
            None,
            Some(overlay_data(loc, ca, unit, (current, baseline), estimated)),
        )?,
        doc.figure(
            &format!("{stem}-change.svg"),
            &change_title,
            bars,
            None,
            Some(change_data(loc, ca)),
        )?,
    ])
}

/// Across scales, a number of the baseline's names the count it was
/// measured at (`baseline_threads`, in the CSV).
fn baseline_at(ca: &ComparisonAnalysis, cell: Cell) -> Cell {
    match ca.across_scales {
        Some([b, _]) => cell.at("baseline_threads", b),
        None => cell,
    }
}

/// One row per thread count, two columns per operation (the current and
/// the baseline side, named as the legend names them); "–" where the
/// figure has no point.
fn overlay_data(
    loc: &Localizer,
    ca: &ComparisonAnalysis,
    unit: Unit,
    (current, baseline): (&str, &str),
    estimated: [Estimated; 2],
) -> FigureData {
    let mut headers = vec![loc.t("col-threads")];
    for op in &ca.operations {
        let l = op_label(loc, &op.operation);
        for side in [current, baseline] {
            headers.push(header_with_unit(loc, &header_for_side(loc, &l, side), unit.symbol()));
        }
    }
    let at: Vec<_> = ca.operations.iter().map(|op| op.changes_by_threads()).collect();
    let rows: Vec<Vec<Cell>> = paired_threads(ca)
        .into_iter()
        .map(|t| {
            let mut r = vec![Cell::key(threads_key(loc, ca, t), "threads", t)];
            for (op, at) in ca.operations.iter().zip(&at) {
                let c = at.get(&t);
                let sides = [("current", c.map(|c| c.current)), ("baseline", c.map(|c| c.baseline))];
                for ((side, v), est) in sides.into_iter().zip(estimated) {
                    let estimate = est(&op.operation, t);
                    let shown = |v| estimate_text(loc, v, estimate);
                    let cell = num_or_dash(v, shown, &op.operation, unit.symbol()).at("side", side);
                    let cell = if side == "baseline" {
                        baseline_at(ca, cell)
                    } else {
                        cell
                    };
                    r.push(if v.is_some() { cell.estimated(estimate) } else { cell });
                }
            }
            r
        })
        .collect();
    FigureData::new(&loc.t("figure-data"), &headers, &rows)
}

/// One row per thread count, one column per operation: the signed change
/// in percent each bar stands for.
fn change_data(loc: &Localizer, ca: &ComparisonAnalysis) -> FigureData {
    let mut headers = vec![loc.t("col-threads")];
    headers.extend((ca.operations.iter()).map(|op| header_with_unit(loc, &op_label(loc, &op.operation), "%")));
    let at: Vec<_> = ca.operations.iter().map(|op| op.changes_by_threads()).collect();
    let rows: Vec<Vec<Cell>> = paired_threads(ca)
        .into_iter()
        .map(|t| {
            let mut r = vec![Cell::key(threads_key(loc, ca, t), "threads", t)];
            for (op, at) in ca.operations.iter().zip(&at) {
                let change = at.get(&t).map(|c| c.change);
                r.push(change.map_or_else(
                    || Cell::text("–"),
                    |c| baseline_at(ca, Cell::num(change_text(loc, c), &op.operation, c * 100.0, "%")),
                ));
            }
            r
        })
        .collect();
    FigureData::new(&loc.t("figure-data"), &headers, &rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::compare::{OpChange, ThreadChange, Unpaired};

    fn op(operation: &str, changes: Vec<ThreadChange>, unpaired: Vec<Unpaired>) -> OpChange {
        OpChange {
            operation: operation.into(),
            changes,
            only_current: vec![],
            only_baseline: vec![],
            zero_baseline: vec![],
            unpaired,
            largest: None,
            smallest: None,
            mean_change: None,
            reversals: vec![],
        }
    }
    use crate::model::Lang;

    fn analysis() -> ComparisonAnalysis {
        let ch = |threads, baseline: f64, current: f64| ThreadChange {
            threads,
            baseline,
            current,
            change: current / baseline - 1.0,
        };
        ComparisonAnalysis {
            id: "c".into(),
            current: "a".into(),
            baseline: "b".into(),
            operations: vec![
                op(
                    "write",
                    vec![ch(1, 2.0, 3.0), ch(4, 8.0, 6.0)],
                    vec![Unpaired {
                        threads: 16,
                        baseline: None,
                        current: Some(9.0),
                    }],
                ),
                op("read", vec![ch(4, 10.0, 12.5)], vec![]),
            ],
            only_current_ops: vec![],
            only_baseline_ops: vec![],
            across_scales: None,
        }
    }

    fn lines(d: &FigureData) -> Vec<String> {
        d.text.lines().map(str::to_string).collect()
    }

    #[test]
    fn overlay_data_has_a_column_per_side_and_only_the_drawn_thread_counts() {
        let loc = Localizer::new(Lang::It, None).unwrap();
        let none = |_: &str, _: u32| false;
        let d = overlay_data(&loc, &analysis(), Unit::GBps, ("Nuova", "Vecchia"), [&none, &none]);
        let l = lines(&d);
        assert_eq!(l.len(), 4, "label, header, 1 and 4 threads (16 is unpaired): {l:?}");
        let headers: Vec<&str> = l[1].split(" | ").collect();
        assert_eq!(headers.len(), 5, "{headers:?}");
        assert!(
            headers[1].contains("Nuova") && headers[1].contains("GB/s"),
            "{headers:?}"
        );
        assert!(headers[2].contains("Vecchia"), "{headers:?}");
        assert_eq!(l[2].split(" | ").collect::<Vec<_>>()[1..], ["3", "2", "–", "–"]);
        assert_eq!(l[3].split(" | ").nth(4), Some("10"), "{l:?}");
    }

    /// A reconstruction's interpolated points are marked in the table and
    /// flagged in the CSV, side by side; stated ones are not.
    #[test]
    fn overlay_data_marks_estimates_of_each_side() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let cur = |_: &str, t: u32| t == 1;
        let base = |_: &str, t: u32| t == 4;
        let d = overlay_data(&loc, &analysis(), Unit::GBps, ("New", "Old"), [&cur, &base]);
        let l = lines(&d);
        let row = |i: usize| l[i].split(" | ").map(str::to_string).collect::<Vec<_>>();
        assert!(row(2)[1].starts_with('≈') && !row(2)[2].starts_with('≈'), "{l:?}");
        assert!(!row(3)[1].starts_with('≈') && row(3)[2].starts_with('≈'), "{l:?}");
        let csv = &d.csv;
        assert!(
            csv.lines()
                .any(|r| r.starts_with("1,") && r.contains(",current") && r.ends_with(",true")),
            "{csv}"
        );
        assert!(
            csv.lines()
                .any(|r| r.starts_with("4,") && r.contains(",current") && r.ends_with(",false")),
            "{csv}"
        );
    }

    #[test]
    fn change_data_gives_each_bar_its_signed_percentage_in_the_locale() {
        let loc = Localizer::new(Lang::It, None).unwrap();
        let d = change_data(&loc, &analysis());
        let l = lines(&d);
        let row4: Vec<&str> = l[3].split(" | ").collect();
        assert_eq!(row4.len(), 3, "{row4:?}");
        assert!(row4[1].starts_with("−25"), "{row4:?}");
        assert!(row4[2].starts_with("+25"), "{row4:?}");
        assert!(l[1].contains('%'), "{l:?}");
    }
}

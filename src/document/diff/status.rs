//! What one operation of a benchmark did, in words: a change of the whole
//! operation once, with its extent; the points that changed beyond the
//! tolerance without a test; the points that could not be tested; and,
//! when nothing was found, how large a change the noise would have hidden.
//! A grid's cells are one operation and are never listed one by one.

use super::findings::findings_sentences;
use crate::diff::{operation_group, BenchmarkDiff, Diff, OperationDiff, PointDiff, SeriesDiff, Verdict};
use crate::document::labels::{axis_name, axis_value};
use crate::document::narrative::op_subject;
use crate::i18n::{Args, Localizer};
use crate::model::latency::{parse_grid_operation, AxisValue};

/// The series of one operation of a benchmark: a grid's cells together,
/// any other series alone, with the operation's own test when it has one.
pub(crate) struct Group<'a> {
    /// The operation's name (`read` for the cell `read-fs65536-rs4096`).
    pub(crate) op: &'a str,
    pub(crate) series: Vec<&'a SeriesDiff>,
    pub(crate) grid: bool,
    pub(crate) operation: Option<&'a OperationDiff>,
}

impl Group<'_> {
    fn points(&self) -> impl Iterator<Item = (&SeriesDiff, &PointDiff)> {
        self.series.iter().flat_map(|s| s.points.iter().map(move |p| (*s, p)))
    }

    /// Flagged as a whole: the operation's test found the change.
    pub(crate) fn whole(&self) -> Option<&OperationDiff> {
        self.operation
            .filter(|o| matches!(o.verdict, Verdict::Regressed | Verdict::Improved))
    }
}

/// A benchmark's series grouped by operation, in the order they come.
pub(crate) fn groups<'a>(d: &'a Diff, b: &'a BenchmarkDiff) -> Vec<Group<'a>> {
    let mut out: Vec<(String, Group<'a>)> = Vec::new();
    for s in &b.series {
        let key = operation_group(&b.id, &s.operation);
        let cell = parse_grid_operation(&s.operation);
        if let Some((_, g)) = out.iter_mut().find(|(k, _)| *k == key) {
            g.series.push(s);
            continue;
        }
        let operation = d.operations.iter().find(|o| o.operation == key);
        let group = Group {
            op: crate::model::latency::grid_operation(&s.operation),
            series: vec![s],
            grid: cell.is_some(),
            operation,
        };
        out.push((key, group));
    }
    out.into_iter().map(|(_, g)| g).collect()
}

/// Where some points of a group lie: their thread counts, or for a grid
/// the range of each axis.
pub(crate) fn extent(loc: &Localizer, g: &Group, points: &[(&SeriesDiff, &PointDiff)]) -> String {
    if g.grid {
        let cells: Vec<_> = (points.iter())
            .filter_map(|(s, _)| parse_grid_operation(&s.operation))
            .collect();
        let firsts: Vec<AxisValue> = cells.iter().map(|c| c.1).collect();
        let seconds: Vec<AxisValue> = cells.iter().map(|c| c.2).collect();
        let parts: Vec<String> = [axis_range(loc, &firsts), axis_range(loc, &seconds)]
            .into_iter()
            .flatten()
            .collect();
        return loc.numbers().and_list(&parts);
    }
    let mut threads: Vec<u32> = points.iter().map(|(_, p)| p.threads).collect();
    threads.sort_unstable();
    threads.dedup();
    let (Some(lo), Some(hi)) = (threads.iter().min(), threads.iter().max()) else {
        return String::new();
    };
    let nf = loc.numbers();
    // A few thread counts are named; more are a range.
    let items: Vec<String> = threads.iter().map(|t| nf.threads(u64::from(*t))).collect();
    let a = Args::new()
        .str("span", if threads.len() > 4 { "range" } else { "list" })
        .str("list", nf.and_list(&items))
        .str("from", nf.threads(u64::from(*lo)))
        .str("to", nf.threads(u64::from(*hi)))
        .int("last", *hi);
    loc.msg("diff-extent-threads", &a)
}

/// One grid axis's span over some cells: "file size 64 KiB to 512 MiB".
fn axis_range(loc: &Localizer, values: &[AxisValue]) -> Option<String> {
    let (name, _) = values.first().copied()?;
    let lo = values.iter().map(|v| v.1).min()?;
    let hi = values.iter().map(|v| v.1).max()?;
    let a = Args::new()
        .str("from", axis_value(loc, name, lo))
        .str("to", axis_value(loc, name, hi))
        .str("span", if lo == hi { "one" } else { "range" });
    let range = loc.msg("diff-range", &a);
    Some(loc.msg(
        "diff-extent-axis",
        &Args::new().str("axis", axis_name(loc, name)).str("range", range),
    ))
}

/// The half-width of a ratio's interval, as a fraction.
fn half_width((lo, hi): (f64, f64)) -> f64 {
    (hi - lo) / 2.0
}

/// The points of a group beyond the tolerance in the direction of `change`.
fn beyond<'a>(g: &'a Group, change: f64, tol: f64) -> Vec<(&'a SeriesDiff, &'a PointDiff)> {
    g.points()
        .filter(|(_, p)| p.change.abs() > tol && p.change.signum() == change.signum())
        .collect()
}

/// The change of a whole operation, with its extent (document and summary).
pub(crate) fn operation_sentence(loc: &Localizer, g: &Group, o: &OperationDiff, b: &BenchmarkDiff) -> String {
    let nf = loc.numbers();
    let change = o.change.unwrap_or(0.0);
    let (lo, hi) = o.test.as_ref().map_or((1.0 + change, 1.0 + change), |t| t.interval);
    let over = beyond(g, change, b.threshold / 100.0);
    // Should no single point be beyond the tolerance, the extent is the
    // whole operation's.
    let spanned: Vec<_> = if over.is_empty() {
        g.points().collect()
    } else {
        over.clone()
    };
    let a = Args::new()
        .str("op", op_subject(loc, g.op))
        .str("verdict", o.verdict.as_str())
        .str("change", nf.signed_percent(change))
        .str("low", nf.signed_percent(lo - 1.0))
        .str("high", nf.signed_percent(hi - 1.0))
        .int("beyond", over.len() as u64)
        .int("points", g.points().count() as u64)
        .num("threshold", b.threshold, 1)
        .str("extent", extent(loc, g, &spanned));
    loc.msg("diff-operation", &a)
}

/// The points of a group that changed beyond the tolerance without a test,
/// one kind (`UnconfirmedRegression` or `UnconfirmedImprovement`).
pub(crate) fn unconfirmed<'a>(g: &'a Group, kind: Verdict) -> Vec<(&'a SeriesDiff, &'a PointDiff)> {
    g.points().filter(|(_, p)| p.verdict == kind).collect()
}

/// The arguments that say an unconfirmed change: its direction, largest
/// size, where, and whether it would be a regression.
pub(crate) fn unconfirmed_args<'a>(
    loc: &Localizer,
    g: &Group,
    pts: &[(&SeriesDiff, &PointDiff)],
    kind: Verdict,
) -> Args<'a> {
    let largest = (pts.iter())
        .map(|(_, p)| p.change)
        .fold(0.0, |m: f64, c| if c.abs() > m.abs() { c } else { m });
    let at = if g.grid {
        loc.msg(
            "diff-at-cells",
            &Args::new()
                .int("count", pts.len() as u64)
                .int("total", g.points().count() as u64)
                .str("extent", extent(loc, g, pts)),
        )
    } else {
        extent(loc, g, pts)
    };
    Args::new()
        .str("op", op_subject(loc, g.op))
        .str("sign", if largest > 0.0 { "up" } else { "down" })
        .num("pct", largest.abs() * 100.0, 1)
        .str("signed", loc.numbers().signed_percent(largest))
        .int("count", pts.len() as u64)
        .str("at", at)
        .str(
            "verdict",
            if kind == Verdict::UnconfirmedRegression {
                "regression"
            } else {
                "improvement"
            },
        )
}

/// The status sentences of one group, before its series' own findings.
pub(crate) fn status_sentences(loc: &Localizer, g: &Group, b: &BenchmarkDiff) -> Vec<String> {
    let op = op_subject(loc, g.op);
    let mut out = Vec::new();
    let whole = g.whole();
    if let Some(o) = whole {
        out.push(operation_sentence(loc, g, o, b));
    }
    let confirmed = |p: &PointDiff| matches!(p.verdict, Verdict::Regressed | Verdict::Improved);
    if !g.grid {
        for s in &g.series {
            let said = whole.is_some_and(|o| o.verdict == s.verdict);
            if matches!(s.verdict, Verdict::Regressed | Verdict::Improved | Verdict::Mixed) && !said {
                let pts: Vec<_> = s.points.iter().filter(|p| confirmed(p)).map(|p| (*s, p)).collect();
                let a = Args::new()
                    .str("op", op.clone())
                    .str("verdict", s.verdict.as_str())
                    .int("count", pts.len() as u64)
                    .str("at", extent(loc, g, &pts));
                out.push(loc.msg("diff-series-verdict", &a));
            }
        }
    }
    let tested: Vec<&PointDiff> = (g.points().map(|(_, p)| p))
        .filter(|p| p.verdict == Verdict::Unchanged)
        .collect();
    if !tested.is_empty() && !g.points().any(|(_, p)| confirmed(p)) {
        let op_test = g
            .operation
            .and_then(|o| o.test.as_ref().map(|t| (t.interval, t.ruled_out, t.runs_needed)));
        let (noise, ruled_out, runs) = op_test.unwrap_or_else(|| {
            let tests = || tested.iter().filter_map(|p| p.test.as_ref());
            let widest = tests().map(|t| half_width(t.interval)).fold(0.0, f64::max);
            (
                (1.0 - widest, 1.0 + widest),
                tested.iter().all(|p| p.test.as_ref().is_some_and(|t| t.ruled_out)),
                // The noisiest point decides; 0 (no history can) before any count.
                tests().filter_map(|t| t.runs_needed).max_by_key(|&n| n.wrapping_sub(1)),
            )
        });
        let ruled_out = match (ruled_out, runs) {
            (true, _) => "yes",
            (false, Some(0)) => "never",
            (false, Some(_)) => "runs",
            (false, None) => "no",
        };
        let noise = loc.numbers().fixed(half_width(noise) * 100.0, 1);
        let a = Args::new()
            .str("op", op.clone())
            .str("noise", noise)
            .str("ruled_out", ruled_out)
            .int("runs", runs.unwrap_or(0) as u64)
            .num("threshold", b.threshold, 1);
        out.push(loc.msg("diff-no-change", &a));
    }
    for kind in [Verdict::UnconfirmedRegression, Verdict::UnconfirmedImprovement] {
        let pts = unconfirmed(g, kind);
        if !pts.is_empty() {
            let a = unconfirmed_args(loc, g, &pts, kind).num("threshold", b.threshold, 1);
            out.push(loc.msg("diff-unconfirmed", &a));
        }
    }
    let untested = g.points().filter(|(_, p)| p.verdict == Verdict::Inconclusive).count();
    if untested > 0 {
        let total = g.points().count();
        let a = Args::new()
            .str("op", op)
            .str("scope", if untested == total { "all" } else { "some" })
            .int("count", untested as u64)
            .int("total", total as u64);
        out.push(loc.msg("diff-untested", &a));
    }
    out
}

/// One paragraph per operation of a benchmark: its status, then (outside
/// grids) its series' findings.
pub(crate) fn paragraphs(loc: &Localizer, d: &Diff, b: &BenchmarkDiff) -> Vec<String> {
    (groups(d, b).iter())
        .map(|g| {
            let mut out = status_sentences(loc, g, b);
            if !g.grid {
                for s in &g.series {
                    out.extend(findings_sentences(loc, s, b.unit, b.direction));
                }
            }
            out.join(loc.lang.sentence_separator())
        })
        .filter(|p| !p.is_empty())
        .collect()
}

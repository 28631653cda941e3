//! Observations: the facts the narrative is written from. Each is computed
//! from the series with the rules below, so the text never claims more than
//! the numbers show.
//!
//! * **linear scaling** — from the first point, every step gains at least
//!   [`LINEAR_EFFICIENCY`] of the ideal gain (a doubling of threads must give
//!   at least ×1.8: +80 % of the ideal +100 %); reported when it spans at
//!   least two steps. When the growth over that range beats the thread ratio
//!   by more than [`SUPERLINEAR_MARGIN`] it is **superlinear scaling**
//!   instead, which the narrative never calls "almost linear".
//! * **plateau** — the earliest thread count from which every later point
//!   stays within ±[`PLATEAU_BAND`] of the median of those points, needing
//!   at least three points; its spread is (max − min) ÷ median. An isolated
//!   dip deeper than the band is never inside one (the plateau starts after
//!   it and the dip is said on its own). Points that move the same way at
//!   every step, by more than the noise (below) from the first to the last,
//!   are a **steady trend**, not a plateau. On iterated data a spread no
//!   larger than the widest iteration spread of its points is **within the
//!   run-to-run spread** and not stated as a variation.
//! * **isolated dip** — see `analysis::DIP_FRACTION`.
//! * **drop at the top** — the fall from the best point (the last of equal
//!   best ones) to the last point, stated whenever the ending (below) is
//!   worsening, with its shape: in one step, or gradual.
//! * **ending** — how the series ends, one classification that every
//!   sentence, the summary table and report.json take: the last point
//!   against the best point before it (the last of equal best ones), as a
//!   share of the latter, signed so that positive is better. It is judged
//!   against the noise: the two points' iteration spreads, (max − min) ÷
//!   mean, added together, else ±[`PLATEAU_BAND`]. Beyond it on the good
//!   side the series is still **improving**, on the bad side **worsening**
//!   (a drop at the top is stated, never inside the best point's range of
//!   iterations), within it **flat** (never "still rising"; a fall within
//!   it is said to be within the run-to-run spread). A steady trend that
//!   improves to the last point is still **improving** (`steady`), its
//!   change measured from the trend's first point.
//! * **fraction of a limit** — the peak as a share of a declared limit.

use super::shape::{isolated_dips, last_best, peak_index, steady_trend};
use crate::model::{Direction, Limit};
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// Share of the ideal gain of a step that still counts as linear: a
/// doubling must give at least ×(1 + 0.8) = ×1.8. The method note prints
/// this number, so the code and the sentence are one rule.
pub(crate) const LINEAR_EFFICIENCY: f64 = 0.8;
/// How far the growth may exceed the thread ratio and still be "linear":
/// 161-fold for 128 times the threads is superlinear.
pub(crate) const SUPERLINEAR_MARGIN: f64 = 0.10;
/// Half-width of the plateau band around its median.
pub(crate) const PLATEAU_BAND: f64 = 0.10;

#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Observation {
    LinearScaling {
        from_threads: u32,
        to_threads: u32,
        factor: f64,
    },
    /// As linear scaling, but growing more than [`SUPERLINEAR_MARGIN`]
    /// faster than the thread count (caches, batching, …).
    SuperlinearScaling {
        from_threads: u32,
        to_threads: u32,
        factor: f64,
    },
    Plateau {
        from_threads: u32,
        to_threads: u32,
        level: f64,
        spread: f64,
        /// The spread is no larger than the widest iteration spread of the
        /// plateau's points: no variation to state.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        within_noise: bool,
    },
    IsolatedDip {
        threads: u32,
        value: f64,
        depth: f64,
    },
    /// The fall from the best point (`from_*`) to the last (`to_*`);
    /// `step`: the thread count reached by the one step that holds at least
    /// two thirds of it (none: gradual).
    DropAtTop {
        from_threads: u32,
        to_threads: u32,
        from_value: f64,
        to_value: f64,
        drop: f64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        step: Option<u32>,
    },
    LimitFraction {
        limit: String,
        limit_value: f64,
        fraction: f64,
    },
}

/// Which way a series goes at its end; see [`Ending`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Trend {
    /// Better than the best point before, by more than the noise.
    Improving,
    Flat,
    /// Worse than the best point before, by more than the noise.
    Worsening,
}

/// How a series ends: the module's **ending** rule and what it saw.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Ending {
    pub trend: Trend,
    /// The last point against the best before it, as a share of the latter;
    /// positive is better (for lower-is-better, a fall).
    pub change: f64,
    /// What `change` must exceed either way: the iteration spreads of the
    /// two points added together (`from_iterations`), else [`PLATEAU_BAND`].
    pub noise: f64,
    pub from_iterations: bool,
    /// The thread count of the point compared with: the best before the
    /// last, or the first point of a steady trend (`steady`).
    pub best_threads: u32,
    /// Improving as a steady trend: every step from `best_threads` better.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub steady: bool,
}

/// The ending of a series of at least two points; `spreads` as for
/// [`observe`]; `trend_from`: the first point of a steady trend that ends
/// at the last point, if there is one (see [`steady_trend`]).
pub(crate) fn ending(
    values: &[f64],
    threads: &[u32],
    direction: Direction,
    spreads: &[Option<f64>],
    trend_from: Option<usize>,
) -> Option<Ending> {
    let n = values.len();
    let best = last_best(&values[..n.checked_sub(1).filter(|&k| k > 0)?], direction);
    let sign = if direction == Direction::Lower { -1.0 } else { 1.0 };
    let good = |from: usize| sign * (values[n - 1] - values[from]) / values[from].abs().max(f64::MIN_POSITIVE);
    // Both points' spreads: a fall inside the best point's own range of
    // iterations is no loss, however tight the last point's are.
    let spread = |from: usize| {
        (spreads.get(from).into_iter().chain(spreads.get(n - 1)))
            .flatten()
            .copied()
            .reduce(|a, b| a + b)
    };
    let noise = |from: usize| spread(from).unwrap_or(PLATEAU_BAND);
    let mut trend = match good(best) {
        c if c > noise(best) => Trend::Improving,
        c if c < -noise(best) => Trend::Worsening,
        _ => Trend::Flat,
    };
    // A steady climb to a new best improves however small its last step.
    let steady = trend == Trend::Flat && good(best) > 0.0 && trend_from.is_some_and(|i| good(i) > noise(i));
    let from = match trend_from {
        Some(i) if steady => {
            trend = Trend::Improving;
            i
        }
        _ => best,
    };
    Some(Ending {
        trend,
        change: good(from),
        noise: noise(from),
        from_iterations: spread(from).is_some(),
        best_threads: threads[from],
        steady,
    })
}

/// All observations of one series (values ascending by thread count) and
/// its ending; `spreads[i]` is point `i`'s iteration spread, (max − min) ÷
/// mean, when it has more than one iteration.
pub(crate) fn observe(
    values: &[f64],
    threads: &[u32],
    direction: Direction,
    spreads: &[Option<f64>],
    limits: &[&Limit],
) -> (Option<Ending>, Vec<Observation>) {
    let mut out = Vec::new();
    let spread = spreads.last().copied().flatten();
    let dips = isolated_dips(values, direction);
    let band = plateau(values, threads, &dips, spreads);
    let trend_from = band
        .as_ref()
        .map(|b| b.0)
        .filter(|&i| steady_trend(&values[i..], spread.unwrap_or(PLATEAU_BAND)));
    let end = ending(values, threads, direction, spreads, trend_from);
    if values.is_empty() {
        return (end, out);
    }
    let trend = end.map(|e| e.trend);
    if let Some(o) = linear_scaling(values, threads, direction) {
        out.push(o);
    }
    // A steady trend is no plateau, nor is a series still improving at its end.
    if let Some((_, o)) = band.filter(|_| trend_from.is_none() && trend != Some(Trend::Improving)) {
        out.push(o);
    }
    for &i in &dips {
        let nb = (values[i - 1] + values[i + 1]) / 2.0;
        out.push(Observation::IsolatedDip {
            threads: threads[i],
            value: values[i],
            depth: (nb - values[i]).abs() / nb,
        });
    }
    if trend == Some(Trend::Worsening) {
        out.extend(drop_at_top(values, threads, direction, &dips));
    }
    let p = peak_index(values, direction);
    for l in limits {
        out.push(Observation::LimitFraction {
            limit: l.id.clone(),
            limit_value: l.value,
            fraction: values[p] / l.value,
        });
    }
    (end, out)
}

fn linear_scaling(values: &[f64], threads: &[u32], direction: Direction) -> Option<Observation> {
    if direction == Direction::Lower || values[0] <= 0.0 || !values[0].is_finite() {
        return None;
    }
    let mut end = 0;
    for i in 1..values.len() {
        let ideal = f64::from(threads[i]) / f64::from(threads[i - 1]);
        let gain = values[i] / values[i - 1];
        // The printed rule: at least LINEAR_EFFICIENCY of the ideal gain,
        // measured on the gain itself (a doubling needs ×1.8).
        if ideal <= 1.0 || !gain.is_finite() || gain <= 1.0 || gain - 1.0 < LINEAR_EFFICIENCY * (ideal - 1.0) {
            break;
        }
        end = i;
    }
    if end < 2 {
        return None;
    }
    let (from_threads, to_threads) = (threads[0], threads[end]);
    let factor = values[end] / values[0];
    let ratio = f64::from(to_threads) / f64::from(from_threads);
    Some(if factor > ratio * (1.0 + SUPERLINEAR_MARGIN) {
        Observation::SuperlinearScaling {
            from_threads,
            to_threads,
            factor,
        }
    } else {
        Observation::LinearScaling {
            from_threads,
            to_threads,
            factor,
        }
    })
}

/// The plateau search in O(n log n): the points are taken from the last
/// backwards, up to an isolated dip deeper than the band (`dips`), the
/// lower half of those taken in a max-heap and the upper half in a
/// min-heap, so the median of every suffix is at hand; the earliest suffix
/// within the band wins. Checking only its lowest and highest against the
/// band is checking them all: `|v − median|` only grows as `v` moves away
/// from the median. Returns the plateau's first index with it; `spreads`
/// as for [`observe`].
pub(super) fn plateau(
    values: &[f64],
    threads: &[u32],
    dips: &[usize],
    spreads: &[Option<f64>],
) -> Option<(usize, Observation)> {
    let (mut low, mut high) = (BinaryHeap::new(), BinaryHeap::new());
    let (mut lo, mut hi) = (f64::INFINITY, f64::NEG_INFINITY);
    let mut found = None;
    let deep = |i: usize| {
        let nb = (values[i - 1] + values[i + 1]) / 2.0;
        (nb - values[i]).abs() > PLATEAU_BAND * nb.abs()
    };
    for i in (0..values.len()).rev() {
        if dips.binary_search(&i).is_ok() && deep(i) {
            break;
        }
        let v = Total(values[i]);
        if low.peek().is_some_and(|top| v > *top) {
            high.push(Reverse(v));
        } else {
            low.push(v);
        }
        if low.len() > high.len() + 1 {
            high.extend(low.pop().map(Reverse));
        } else if high.len() > low.len() {
            low.extend(high.pop().map(|Reverse(h)| h));
        }
        (lo, hi) = (v.min(Total(lo)).0, v.max(Total(hi)).0);
        let (Some(Total(l)), Some(Reverse(Total(h)))) = (low.peek(), high.peek()) else {
            continue;
        };
        let median = if low.len() > high.len() { *l } else { (l + h) / 2.0 };
        let within = |v: f64| (v - median).abs() <= PLATEAU_BAND * median;
        if low.len() + high.len() >= 3 && median > 0.0 && within(lo) && within(hi) {
            found = Some((i, median, (hi - lo) / median));
        }
    }
    let (i, level, spread) = found?;
    let noise = spreads
        .get(i..)
        .into_iter()
        .flatten()
        .flatten()
        .copied()
        .reduce(f64::max);
    Some((
        i,
        Observation::Plateau {
            from_threads: threads[i],
            to_threads: threads[values.len() - 1],
            level,
            spread,
            within_noise: noise.is_some_and(|n| spread <= n),
        },
    ))
}

/// An `f64` ordered by [`f64::total_cmp`], for the heaps of [`plateau`].
#[derive(Clone, Copy)]
struct Total(f64);

impl Ord for Total {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.total_cmp(&other.0)
    }
}
impl PartialOrd for Total {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
impl PartialEq for Total {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}
impl Eq for Total {}

/// The fall from the best point to the last, stated whenever the ending is
/// worsening (a reader must not learn of a collapse only from the figure),
/// measured from the best point (the last of equal best ones), with its
/// shape: `step` is the thread count where one step holds at least two
/// thirds of the fall, else it was gradual. A step is taken between points
/// that are not isolated dips (`dips`): a dip that recovers at once is not
/// where a series fell.
fn drop_at_top(values: &[f64], threads: &[u32], direction: Direction, dips: &[usize]) -> Option<Observation> {
    let n = values.len();
    let best = last_best(values, direction);
    if n < 2 || best + 1 == n {
        return None;
    }
    let (from, to) = (values[best], values[n - 1]);
    let drop = (from - to).abs() / from.abs().max(f64::MIN_POSITIVE);
    let worse_by = |i: usize| {
        let prev = i - 1 - usize::from(dips.contains(&(i - 1)) && i >= 2);
        match direction {
            _ if dips.contains(&i) => f64::NEG_INFINITY,
            Direction::Higher => values[prev] - values[i],
            Direction::Lower => values[i] - values[prev],
        }
    };
    let step = (best + 1..n).max_by(|&a, &b| worse_by(a).total_cmp(&worse_by(b)))?;
    Some(Observation::DropAtTop {
        from_threads: threads[best],
        to_threads: threads[n - 1],
        from_value: from,
        to_value: to,
        drop,
        step: (worse_by(step) * 3.0 >= (from - to).abs() * 2.0).then_some(threads[step]),
    })
}

#[cfg(test)]
#[path = "observe_tests.rs"]
mod tests;

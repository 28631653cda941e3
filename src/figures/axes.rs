//! Axis ranges, tick positions and tick/value labels.
//!
//! Positions are in "axis space": log2(threads) on x, the value (linear) or
//! log10(value) on y, so plotters only ever sees a plain f64 range.

use super::{Look, HEADROOM};

/// An axis in axis space with its labelled ticks and unlabelled minor grid lines.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Axis {
    pub lo: f64,
    pub hi: f64,
    pub ticks: Vec<(f64, String)>,
    pub minor: Vec<f64>,
    pub log: bool,
}

impl Axis {
    /// A linear axis from `lo` to `hi` with these ticks and no minor ones.
    pub fn linear(lo: f64, hi: f64, ticks: Vec<(f64, String)>) -> Axis {
        Axis {
            lo,
            hi,
            ticks,
            minor: vec![],
            log: false,
        }
    }

    /// One position per category (0, 1, …), with the categories' `labels`
    /// at the positions `shown`.
    pub fn categories(n: usize, shown: impl Iterator<Item = (usize, String)>) -> Axis {
        Axis::linear(-0.5, n as f64 - 0.5, shown.map(|(i, l)| (i as f64, l)).collect())
    }

    /// Axis-space position of a data value; `None` if it cannot be shown.
    pub fn pos(&self, v: f64) -> Option<f64> {
        match (self.log, v.is_finite()) {
            (_, false) => None,
            (true, true) if v <= 0.0 => None,
            (true, true) => Some(v.log10()),
            (false, true) => Some(v),
        }
    }
}

/// The largest of the look's count abbreviations not above `magnitude`.
fn unit_for<'a>(magnitude: f64, look: &Look<'a>) -> (f64, &'a str) {
    (look.scales.iter().rev().copied())
        .find(|&(u, _)| magnitude >= u)
        .unwrap_or((1.0, ""))
}

/// Fraction digits needed to write multiples of `step` exactly (at most 4).
pub(super) fn frac_digits(step: f64) -> usize {
    (0..=4)
        .find(|&d| {
            let scaled = step * 10f64.powi(d as i32);
            (scaled - scaled.round()).abs() < 1e-6 * scaled.abs().max(1.0)
        })
        .unwrap_or(4)
}

/// Smallest "nice" step (1, 2, 2.5, 5 × 10^k) that is at least `raw`.
pub(super) fn nice_step(raw: f64) -> f64 {
    let mag = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|&s| s >= raw * (1.0 - 1e-9))
        .unwrap_or(10.0 * mag)
}

/// Thread counts (sorted, distinct, > 0) on a log2 axis, ticked exactly at each
/// count present and labelled as plain integers.
pub(super) fn thread_axis(threads: &[u32]) -> Axis {
    let first = f64::from(threads.first().copied().unwrap_or(1)).log2();
    let last = f64::from(threads.last().copied().unwrap_or(1)).log2();
    let pad = (0.04 * (last - first)).max(0.35);
    let ticks = threads.iter().map(|&t| (f64::from(t).log2(), t.to_string())).collect();
    Axis::linear(first - pad, last + pad, ticks)
}

/// Linear axis from 0 (or below, for negative data) to a nice tick above the
/// maximum, with [`HEADROOM`] kept free; ticks labelled with K/M/G/T suffixes
/// (or `%`) and the locale decimal separator.
pub(super) fn linear_axis(min: f64, max: f64, look: &Look, percent: bool) -> Axis {
    let (mut lo, mut hi) = (min.min(0.0), max.max(0.0));
    if hi - lo <= 0.0 || !(hi - lo).is_finite() {
        (lo, hi) = (0.0, 1.0);
    }
    let span = hi - lo;
    let target_hi = if hi > 0.0 { hi + HEADROOM * span } else { 0.0 };
    let target_lo = if lo < 0.0 { lo - HEADROOM * span } else { 0.0 };
    let step = nice_step((target_hi - target_lo) / 6.0);
    let k_lo = (target_lo / step + 1e-9).floor() as i64;
    let k_hi = (target_hi / step - 1e-9).ceil() as i64;
    let extent = (k_lo.abs().max(k_hi.abs()) as f64) * step;
    let (unit, suffix) = if percent { (1.0, "%") } else { unit_for(extent, look) };
    let digits = frac_digits(step / unit);
    let label = |v: f64| {
        if v == 0.0 && !percent {
            (look.format)(0.0, 0)
        } else {
            format!("{}{}", (look.format)(v / unit, digits), suffix)
        }
    };
    let ticks = (k_lo..=k_hi).map(|k| k as f64 * step).map(|v| (v, label(v))).collect();
    Axis::linear(k_lo as f64 * step, k_hi as f64 * step, ticks)
}

fn decades(lo: f64, hi: f64) -> std::ops::RangeInclusive<i32> {
    (lo - 1e-9).ceil() as i32..=(hi + 1e-9).floor() as i32
}

/// log10 axis for positive `min..=max`, ticks at decades only (`1K`, `10K`, …),
/// light grid lines at 2–9 × each decade. The range is padded, extended to a
/// whole decade where that is cheap, and always holds at least two decades.
pub(super) fn log_axis(min: f64, max: f64, look: &Look) -> Axis {
    let (lmin, lmax) = (min.log10(), max.log10());
    let span = (lmax - lmin).max(1.0);
    let mut lo = lmin - 0.04 * span;
    let mut hi = lmax + HEADROOM * span;
    // Extend to the nearest decade when that costs little, so both ends are labelled.
    if lo - lo.floor() <= 0.5 {
        lo = lo.floor();
    }
    if hi.ceil() - hi <= 0.3 {
        hi = hi.ceil();
    }
    if decades(lo, hi).count() < 2 {
        lo = lo.min(lmin.floor());
        hi = hi.max(lmax.ceil());
    }
    if decades(lo, hi).count() < 2 {
        hi = hi.max(lo.ceil() + 1.0);
    }
    let ticks = decades(lo, hi).map(|k| (f64::from(k), decade_label(k, look)));
    // 2–9 × decade grid lines, unless there are so many decades they'd be a grey wash
    let minor = (lo.floor() as i32..=hi.ceil() as i32)
        .flat_map(|k| (2..=9).map(move |m| f64::from(m).log10() + f64::from(k)))
        .filter(|&p| p > lo && p < hi && hi - lo <= 8.0)
        .collect();
    Axis {
        lo,
        hi,
        ticks: ticks.collect(),
        minor,
        log: true,
    }
}

/// `1`, `10`, `100`, `1K` … `100T`, or `0,01` below one.
fn decade_label(k: i32, look: &Look) -> String {
    if k < 0 {
        return (look.format)(10f64.powi(k), k.unsigned_abs() as usize);
    }
    let v = 10f64.powi(k);
    let (unit, suffix) = unit_for(v, look);
    format!("{}{suffix}", (look.format)(v / unit, 0))
}

/// A relative change: `+12%`, `-3,5%` (sign from the locale formatter).
pub(super) fn percent_label(v: f64, look: &Look) -> String {
    let digits = if v.abs() < 9.95 { 1 } else { 0 };
    let sign = if v > 0.0 { "+" } else { "" };
    format!("{sign}{}%", (look.format)(v, digits))
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{it_look, plain_look};
    use super::super::ValueKind;
    use super::*;

    fn labels(a: &Axis) -> Vec<&str> {
        a.ticks.iter().map(|(_, l)| l.as_str()).collect()
    }

    #[test]
    fn threads_ticks_only_at_counts_present() {
        let t: Vec<u32> = (0..=10).map(|k| 1 << k).collect();
        let a = thread_axis(&t);
        assert_eq!(
            labels(&a),
            ["1", "2", "4", "8", "16", "32", "64", "128", "256", "512", "1024"]
        );
        assert!(a.lo < 0.0 && a.hi > 10.0);
        let one = thread_axis(&[64]);
        assert_eq!(labels(&one), ["64"]);
        assert!(one.lo < 6.0 && one.hi > 6.0);
    }

    #[test]
    fn linear_ticks_start_at_zero_with_headroom() {
        plain_look(|look| {
            let a = linear_axis(0.7, 14.2, look, false);
            assert_eq!(labels(&a), ["0", "5", "10", "15", "20"]);
            assert_eq!(a.lo, 0.0);
            let b = linear_axis(2.0e5, 1.2e6, look, false);
            assert!(labels(&b).contains(&"1M"), "{:?}", labels(&b));
            assert!(labels(&b).iter().all(|l| !l.contains('e')));
            let flat = linear_axis(0.0, 0.0, look, false);
            assert!(flat.hi > flat.lo);
        });
        it_look(|look| {
            let a = linear_axis(0.0, 11.0, look, false);
            assert_eq!(labels(&a), ["0", "2,5", "5", "7,5", "10", "12,5"]);
            let p = linear_axis(-12.0, 30.0, look, true);
            assert!(p.lo < -12.0 && p.hi > 30.0);
            assert!(labels(&p).contains(&"0%") && labels(&p).contains(&"-10%"));
        });
    }

    #[test]
    fn log_ticks_are_decades() {
        plain_look(|look| {
            let a = log_axis(1_000.0, 11_000_000.0, look);
            assert_eq!(labels(&a), ["1K", "10K", "100K", "1M", "10M"]);
            assert!(a.hi > 11_000_000f64.log10());
            assert!(!a.minor.is_empty());
            let narrow = log_axis(2_000.0, 8_000.0, look);
            assert_eq!(labels(&narrow), ["1K", "10K"]);
            let single = log_axis(1_000.0, 1_000.0, look);
            assert!(single.ticks.len() >= 2);
            let small = log_axis(0.02, 3.0, look);
            assert_eq!(labels(&small), ["0.01", "0.1", "1", "10"]);
        });
    }

    #[test]
    fn value_labels() {
        it_look(|look| {
            let value_label = |v, look| super::super::units::value_label(v, ValueKind::Count, look, false);
            assert_eq!(value_label(12.345, look), "12,3");
            assert_eq!(value_label(1_254_000.0, look), "1,25M");
            assert_eq!(value_label(999_960.0, look), "1M");
            assert_eq!(value_label(0.0, look), "0");
            assert_eq!(percent_label(12.4, look), "+12%");
            assert_eq!(percent_label(-3.46, look), "-3,5%");
        });
    }
}

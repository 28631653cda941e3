//! Values with units for the category and time charts: counts with K/M/G/T
//! suffixes, bytes in binary units (KiB … PiB), shares in percent, and the value
//! axes built from them. Numbers always go through [`Look::format`].

use super::axes::{frac_digits, nice_step, Axis};
use super::{check_magnitude, FigureError, Look, HEADROOM};

/// How values are printed on axes and labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ValueKind {
    /// Counts with decimal suffixes: `950`, `1.2K`, `3.4M`.
    #[default]
    Count,
    /// Bytes in binary units: `512 MiB`, `1.5 TiB`.
    Bytes,
}

const BYTE_UNITS: [(f64, &str); 6] = [
    (1.0, " B"),
    (1024.0, " KiB"),
    (1_048_576.0, " MiB"),
    (1_073_741_824.0, " GiB"),
    (1_099_511_627_776.0, " TiB"),
    (1_125_899_906_842_624.0, " PiB"),
];

impl ValueKind {
    /// The units, smallest first: counts in the look's abbreviations.
    fn units<'a>(self, look: &Look<'a>) -> Vec<(f64, &'a str)> {
        match self {
            ValueKind::Count => std::iter::once((1.0, "")).chain(look.scales.iter().copied()).collect(),
            ValueKind::Bytes => BYTE_UNITS.to_vec(),
        }
    }

    /// The largest unit not above `magnitude` (the smallest one for tiny values).
    fn unit_for<'a>(self, magnitude: f64, look: &Look<'a>) -> (f64, &'a str) {
        let units = self.units(look);
        (units.iter().rev().copied())
            .find(|&(u, _)| magnitude >= u)
            .unwrap_or(units[0])
    }

    fn next_unit<'a>(self, unit: f64, look: &Look<'a>) -> Option<(f64, &'a str)> {
        self.units(look).into_iter().find(|&(u, _)| u > unit)
    }
}

/// Checks that `values` has one finite, non-negative value per category.
pub(super) fn check_values(what: &str, values: &[f64], expected: usize) -> Result<(), FigureError> {
    if values.len() != expected {
        return Err(FigureError::InvalidInput(format!(
            "{} {what} for {expected} categories",
            values.len()
        )));
    }
    if let Some((i, v)) = values.iter().enumerate().find(|(_, v)| !(v.is_finite() && **v >= 0.0)) {
        return Err(FigureError::InvalidInput(format!(
            "{what} #{} is {v}: values must be finite and not negative",
            i + 1
        )));
    }
    check_magnitude(values, false)
}

/// How many of `unit` are written in the next unit: a thousand when that
/// is a thousand or 1024 times larger (1000 GiB as 0,98 TiB), else all of
/// them (9999 萬, then 1 億).
fn roll_over(unit: f64, next: f64) -> f64 {
    let ratio = next / unit;
    if ratio > 1024.5 {
        ratio
    } else {
        1000.0
    }
}

/// Linear axis from 0 to a nice tick above `max` with [`HEADROOM`] kept free,
/// every tick written in the unit of the top one: `0`, `0,5 PiB` … `3 PiB`, or
/// `0`, `250K` … `1,5M`. Plain counts and bytes are never ticked in fractions.
pub(super) fn value_axis(max: f64, kind: ValueKind, look: &Look) -> Axis {
    let max = if max.is_finite() && max > 0.0 { max } else { 1.0 };
    let target = max * (1.0 + HEADROOM);
    let (mut unit, mut suffix) = kind.unit_for(target, look);
    let (step, k_hi) = loop {
        let mut step = nice_step(target / unit / 6.0);
        if unit == 1.0 {
            step = step.max(1.0);
        }
        let k_hi = ((target / unit / step - 1e-9).ceil() as i64).max(1);
        // a top tick of 1000 GiB reads better as 1 TiB: go up a unit
        match kind.next_unit(unit, look) {
            Some(next) if k_hi as f64 * step >= roll_over(unit, next.0) => (unit, suffix) = next,
            _ => break (step, k_hi),
        }
    };
    let digits = frac_digits(step);
    let label = |k: i64| match k {
        0 => (look.format)(0.0, 0),
        _ => format!("{}{suffix}", (look.format)(k as f64 * step, digits)),
    };
    let ticks = (0..=k_hi).map(|k| (k as f64 * step * unit, label(k))).collect();
    Axis::linear(0.0, k_hi as f64 * step * unit, ticks)
}

/// A value with three significant digits in its unit: `1,5 TiB`, `512 MiB`,
/// `12,3K`, `950`; plain counts and bytes without fraction digits when
/// `whole` (else `12,3`).
pub(super) fn value_label(v: f64, kind: ValueKind, look: &Look, whole: bool) -> String {
    if v == 0.0 || !v.is_finite() {
        return (look.format)(0.0, 0);
    }
    let (mut unit, mut suffix) = kind.unit_for(v.abs(), look);
    // 1023,96 GiB would round to "1024 GiB": move up to the next unit instead
    if let Some(next) = (kind.next_unit(unit, look)).filter(|n| v.abs() / unit >= roll_over(unit, n.0) - 0.5) {
        (unit, suffix) = next;
    }
    let scaled = v / unit;
    let digits = match scaled.abs() {
        _ if whole && unit == 1.0 => 0,
        s if s >= 99.95 => 0,
        s if s >= 9.995 => 1,
        s if s >= 0.9995 => 2,
        _ => 3,
    };
    format!("{}{suffix}", (look.format)(scaled, digits))
}

/// A share of a whole (0..1) in percent: `38%`, `4,2%`, `<0,1%`.
pub(super) fn share_label(fraction: f64, look: &Look) -> String {
    let pct = fraction * 100.0;
    match pct {
        p if p > 0.0 && p < 0.05 => format!("<{}%", (look.format)(0.1, 1)),
        p if p < 9.95 => format!("{}%", (look.format)(p, 1)),
        p => format!("{}%", (look.format)(p, 0)),
    }
}

/// The right-hand 0–100 % axis of a Pareto chart. Where the left axis allows,
/// 100 % sits on one of its grid lines and every percent tick on another
/// (steps of 20, 25 or 10 %); otherwise 100 % leaves [`HEADROOM`] above it.
pub(super) fn percent_axis(left: &Axis, look: &Look) -> Axis {
    let intervals = left.ticks.len().saturating_sub(1);
    // the largest j / intervals wins: 100 % as high as possible
    let aligned = [4usize, 5, 10]
        .into_iter()
        .filter(|&j| j < intervals && j as f64 / intervals as f64 >= 0.65)
        .max();
    let (hi, step) = match aligned {
        Some(j) => (100.0 * intervals as f64 / j as f64, 100.0 / j as f64),
        None => (100.0 * (1.0 + HEADROOM), 20.0),
    };
    let n = (100.0 / step).round() as usize;
    let ticks = (0..=n)
        .map(|i| i as f64 * step)
        .map(|v| (v, format!("{}%", (look.format)(v, 0))));
    Axis::linear(0.0, hi, ticks.collect())
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{it_look, lang_look, plain_look};
    use super::*;

    fn labels(a: &Axis) -> Vec<&str> {
        a.ticks.iter().map(|(_, l)| l.as_str()).collect()
    }

    const TIB: f64 = 1_099_511_627_776.0;
    const PIB: f64 = 1024.0 * TIB;

    #[test]
    fn byte_axes_use_binary_units() {
        plain_look(|look| {
            let a = value_axis(2.3 * PIB, ValueKind::Bytes, look);
            assert_eq!(
                labels(&a),
                ["0", "0.5 PiB", "1 PiB", "1.5 PiB", "2 PiB", "2.5 PiB", "3 PiB"]
            );
            assert_eq!(a.ticks[2].0, PIB);
            let b = value_axis(0.9 * TIB, ValueKind::Bytes, look);
            assert!(labels(&b).contains(&"1 TiB"), "{:?}", labels(&b));
            let c = value_axis(600.0 * 1_048_576.0, ValueKind::Bytes, look);
            assert_eq!(labels(&c), ["0", "200 MiB", "400 MiB", "600 MiB", "800 MiB"]);
            let tiny = value_axis(3.0, ValueKind::Bytes, look);
            assert_eq!(labels(&tiny), ["0", "1 B", "2 B", "3 B", "4 B"]);
            let zero = value_axis(0.0, ValueKind::Bytes, look);
            assert!(zero.hi > zero.lo);
        });
        it_look(|look| {
            let a = value_axis(2.3 * PIB, ValueKind::Bytes, look);
            assert!(labels(&a).contains(&"1,5 PiB"));
        });
    }

    #[test]
    fn count_axes_use_suffixes_and_whole_numbers() {
        plain_look(|look| {
            let a = value_axis(460_000.0, ValueKind::Count, look);
            assert_eq!(labels(&a), ["0", "100K", "200K", "300K", "400K", "500K", "600K"]);
            let b = value_axis(930_000.0, ValueKind::Count, look);
            assert!(labels(&b).contains(&"1M") && !labels(&b).iter().any(|l| l.contains("000K")));
            let c = value_axis(2.0, ValueKind::Count, look);
            assert_eq!(labels(&c), ["0", "1", "2", "3"]);
        });
    }

    #[test]
    fn value_and_share_labels() {
        it_look(|look| {
            assert_eq!(value_label(1.5 * TIB, ValueKind::Bytes, look, true), "1,5 TiB");
            assert_eq!(
                value_label(512.0 * 1_048_576.0, ValueKind::Bytes, look, true),
                "512 MiB"
            );
            assert_eq!(
                value_label(1023.96 * 1_073_741_824.0, ValueKind::Bytes, look, true),
                "1 TiB"
            );
            assert_eq!(value_label(700.0, ValueKind::Bytes, look, true), "700 B");
            assert_eq!(value_label(12_345.0, ValueKind::Count, look, true), "12,3K");
            assert_eq!(value_label(950.0, ValueKind::Count, look, true), "950");
            assert_eq!(value_label(0.0, ValueKind::Count, look, true), "0");
            assert_eq!(share_label(0.384, look), "38%");
            assert_eq!(share_label(0.0421, look), "4,2%");
            assert_eq!(share_label(0.0001, look), "<0,1%");
            assert_eq!(share_label(0.0, look), "0%");
        });
    }

    /// Counts are shortened as the language's prose shortens them: Chinese
    /// in 萬 and 億 (groups of 10⁴), Italian with the SI k.
    #[test]
    fn counts_are_shortened_in_the_language() {
        use crate::model::Lang;
        lang_look(Lang::ZhTw, |look| {
            assert_eq!(value_label(11_200_000.0, ValueKind::Count, look, false), "1120\u{a0}萬");
            assert_eq!(value_label(99_996_000.0, ValueKind::Count, look, false), "1\u{a0}億");
            assert_eq!(value_label(9_999.0, ValueKind::Count, look, false), "9999");
            let a = value_axis(4_600_000.0, ValueKind::Count, look);
            assert_eq!(labels(&a)[1..3], ["100\u{a0}萬", "200\u{a0}萬"]);
            let log = super::super::axes::log_axis(1_000.0, 11_000_000.0, look);
            assert_eq!(
                labels(&log),
                ["1000", "1\u{a0}萬", "10\u{a0}萬", "100\u{a0}萬", "1000\u{a0}萬"]
            );
        });
        lang_look(Lang::It, |look| {
            assert_eq!(value_label(87_500.0, ValueKind::Count, look, false), "87.5k");
        });
    }

    #[test]
    fn percent_axis_aligns_with_left_grid() {
        plain_look(|look| {
            let left = value_axis(2.3 * PIB, ValueKind::Bytes, look); // 6 intervals
            let p = percent_axis(&left, look);
            assert_eq!(labels(&p), ["0%", "20%", "40%", "60%", "80%", "100%"]);
            assert!((p.hi - 120.0).abs() < 1e-9, "100% on the fifth of six grid lines");
            let left = value_axis(2.0, ValueKind::Count, look); // 3 intervals
            let p = percent_axis(&left, look);
            assert_eq!(p.ticks.last().map(|t| t.1.as_str()), Some("100%"));
            assert!(p.hi > 100.0);
        });
    }
}

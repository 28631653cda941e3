//! A value as a results table holds it: converted to the table's unit
//! ([`convert`]) and written as the CSV writes numbers ([`csv_number`]),
//! row by row ([`write_csv`]).

use super::raw::RawUnit;
use crate::model::Unit;
use std::collections::BTreeMap;
use std::fmt::Write;

pub(crate) fn convert(v: f64, from: RawUnit, to: Unit) -> Option<f64> {
    match (to.bytes_per_sec(), from.to_bytes_per_sec(v)) {
        (Some(per), Some(bps)) => Some(bps / per),
        (None, None) => match (from, to) {
            (RawUnit::OpsPerSec, Unit::OpsPerSec) | (RawUnit::Iops, Unit::Iops) => Some(v),
            // IOzone -O and fio report operations per second under either name.
            (RawUnit::OpsPerSec, Unit::Iops) | (RawUnit::Iops, Unit::OpsPerSec) => Some(v),
            _ => None,
        },
        _ => None,
    }
}

/// A value as the results CSV holds it: rounded to 12 significant digits
/// (more than any tool prints, fewer than a unit conversion's float noise,
/// so 1601.1 MiB/s in GB/s is `1.67888551936`, not `1.6788855193599999`),
/// then written in the shortest form that reads back to the same number.
pub(crate) fn csv_number(v: f64) -> String {
    let mut out = String::new();
    push_csv_number(&mut out, v);
    out
}

/// [`csv_number`] appended to `out`: a table writes its numbers in place,
/// with no string per value.
pub(crate) fn push_csv_number(out: &mut String, v: f64) {
    if push_short_decimal(out, v) {
        return;
    }
    // A number whose shortest form has at most 12 significant digits is
    // its own rounding (the 12-digit grid is far coarser than a float's
    // spacing, so the nearest grid point to it is that form): most values
    // as tools print them, written without the round trip.
    let at = out.len();
    // Writing to a `String` cannot fail.
    let _ = write!(out, "{v}");
    let digits = out[at..]
        .trim_start_matches(['-', '0', '.'])
        .bytes()
        .filter(u8::is_ascii_digit)
        .count();
    if digits <= 12 {
        return;
    }
    out.truncate(at);
    let rounded: f64 = format!("{v:.11e}").parse().unwrap_or(v);
    let _ = write!(out, "{rounded}");
}

/// Powers of ten that a double holds exactly.
const TEN_POW: [f64; 7] = [1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6];

/// [`push_csv_number`] for the common case, without `fmt`: a value that is
/// a decimal of at most 12 significant digits and 6 decimals (any value a
/// tool prints, read back). If `m / 10^k` (both exact, one correctly
/// rounded division) is `v`, then that decimal reads back to `v`, and it is
/// the only decimal of at most 12 digits that does (such decimals are at
/// least 10^-12 apart relatively, a float's spacing is about 10^-16): so it
/// is both the shortest form `{v}` would write and its own 12-digit
/// rounding. Returns false, writing nothing, for any other value.
fn push_short_decimal(out: &mut String, v: f64) -> bool {
    let a = v.abs();
    if !(a > 0.0 && a < 1e12) {
        return false;
    }
    for (k, pow) in TEN_POW.iter().enumerate() {
        let m = (a * pow).round();
        if m >= 1e12 {
            return false;
        }
        if m / pow != a {
            continue;
        }
        // 0 < m < 10^12: exact in a u64.
        let m = m as u64;
        let p = 10u64.pow(k as u32);
        if v < 0.0 {
            out.push('-');
        }
        let mut digits = itoa::Buffer::new();
        out.push_str(digits.format(m / p));
        let mut frac = m % p;
        if frac > 0 {
            // The decimals, zero-padded to k digits, trailing zeros dropped.
            let mut len = k;
            while frac.is_multiple_of(10) {
                frac /= 10;
                len -= 1;
            }
            out.push('.');
            let f = digits.format(frac);
            for _ in f.len()..len {
                out.push('0');
            }
            out.push_str(f);
        }
        return true;
    }
    false
}

/// The CSV of a table's rows: iteration `i` of a thread count is its
/// columns' `i`-th values (blank where a column has fewer). Rows are written
/// in place: no string per row or value.
pub(crate) fn write_csv(operations: &[String], rows: &BTreeMap<u32, Vec<Vec<f64>>>) -> String {
    let mut csv = format!("threads,iteration,{}\n", operations.join(","));
    for (t, cols) in rows {
        let n = cols.iter().map(Vec::len).max().unwrap_or(0);
        for i in 0..n {
            // Writing to a `String` cannot fail.
            let _ = write!(csv, "{t},{}", i + 1);
            for col in cols {
                csv.push(',');
                if let Some(v) = col.get(i) {
                    push_csv_number(&mut csv, *v);
                }
            }
            csv.push('\n');
        }
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::csv_number;

    /// The shortcut writes what the general path (`{v}`, rounded to 12
    /// digits) writes, for decimals as tools print them, their unit
    /// conversions, and random bit patterns.
    #[test]
    fn the_short_decimal_path_equals_the_general_one() {
        fn general(v: f64) -> String {
            let s = format!("{v}");
            let digits = s
                .trim_start_matches(['-', '0', '.'])
                .bytes()
                .filter(u8::is_ascii_digit)
                .count();
            if digits <= 12 {
                return s;
            }
            let rounded: f64 = format!("{v:.11e}").parse().unwrap_or(v);
            format!("{rounded}")
        }
        let mut rng = crate::rng::SplitMix64(7);
        let mut taken = 0;
        let mut check = |v: f64| {
            let mut fast = String::new();
            if super::push_short_decimal(&mut fast, v) {
                taken += 1;
                assert_eq!(fast, general(v), "{v:e}");
            }
            assert_eq!(csv_number(v), general(v), "{v:e}");
        };
        for _ in 0..40_000 {
            // A decimal of up to 13 digits with up to 7 decimals, as text.
            let digits = 1 + rng.below(13);
            let int = rng.next_u64() % 10u64.pow(digits as u32);
            let k = rng.below(8);
            let text = format!(
                "{}{}.{:0k$}",
                if rng.below(4) == 0 { "-" } else { "" },
                int / 10u64.pow(k as u32),
                int % 10u64.pow(k as u32),
                k = k
            );
            let v: f64 = text.trim_end_matches('.').parse().unwrap();
            check(v);
            check(v * 1.048576);
            check(v / 1.048576);
            check(f64::from_bits(rng.next_u64()));
        }
        for v in [
            0.0,
            -0.0,
            1e12,
            999999999999.0,
            999999999999.5,
            1e-6,
            1.5e-6,
            1e-7,
            0.000054,
            f64::MIN_POSITIVE,
        ] {
            check(v);
        }
        assert!(taken > 20_000, "the shortcut was taken {taken} times");
    }

    #[test]
    fn csv_numbers_lose_conversion_noise_only() {
        assert_eq!(csv_number(1.6788855193599999), "1.67888551936");
        assert_eq!(csv_number(1032.86), "1032.86");
        assert_eq!(csv_number(17111.0), "17111");
        assert_eq!(csv_number(0.1 + 0.2), "0.3");
        assert_eq!(csv_number(123456789.123), "123456789.123");
        // Through the shortcut and through the round trip alike.
        for v in [0.000054, -2.5, 1e21, 1.0 / 3.0, 17255.24, 9.999999999995, 1e-7, 0.0] {
            let rounded: f64 = format!("{v:.11e}").parse().unwrap();
            assert_eq!(csv_number(v), format!("{rounded}"), "{v}");
        }
    }
}

//! A value as a results table holds it: converted to the table's unit
//! ([`convert`]) and written as the CSV writes numbers ([`csv_number`]),
//! row by row ([`write_csv`]).

use super::raw::RawUnit;
use crate::model::csv_text::neutralise;
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

/// [`csv_number`] appended to `out`.
pub(crate) fn push_csv_number(out: &mut String, v: f64) {
    // A shortest form of at most 12 significant digits is its own rounding
    // (most values as tools print them): no round trip.
    let at = out.len();
    // Writing to a `String` cannot fail.
    let _ = write!(out, "{v}");
    if out[at..]
        .bytes()
        .skip_while(|c| matches!(c, b'-' | b'0' | b'.'))
        .filter(u8::is_ascii_digit)
        .count()
        > 12
    {
        out.truncate(at);
        let rounded: f64 = format!("{v:.11e}").parse().unwrap_or(v);
        let _ = write!(out, "{rounded}");
    }
}

/// The CSV of a table's rows: iteration `i` of a thread count is its
/// columns' `i`-th values (blank where a column has fewer). Rows are written
/// in place: no string per row or value.
pub(crate) fn write_csv(operations: &[String], rows: &BTreeMap<u32, Vec<Vec<f64>>>) -> String {
    let mut csv = format!(
        "threads,iteration,{}\n",
        operations.iter().map(|o| neutralise(o)).collect::<Vec<_>>().join(",")
    );
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
    use super::{csv_number, write_csv};

    #[test]
    fn an_operation_named_like_a_formula_gets_a_quote() {
        let rows = [(4, vec![vec![1.5], vec![2.0]])].into();
        let csv = write_csv(&["-x".into(), "write".into()], &rows);
        assert_eq!(csv, "threads,iteration,'-x,write\n4,1,1.5,2\n");
    }

    #[test]
    fn csv_numbers_lose_conversion_noise_only() {
        assert_eq!(csv_number(1.6788855193599999), "1.67888551936");
        assert_eq!(csv_number(1032.86), "1032.86");
        assert_eq!(csv_number(17111.0), "17111");
        assert_eq!(csv_number(0.1 + 0.2), "0.3");
        assert_eq!(csv_number(123456789.123), "123456789.123");
        for v in [0.000054, -2.5, 1e21, 1.0 / 3.0, 17255.24, 9.999999999995, 1e-7, 0.0] {
            let rounded: f64 = format!("{v:.11e}").parse().unwrap();
            assert_eq!(csv_number(v), format!("{rounded}"), "{v}");
        }
    }
}

//! Raw runs → one results table (the project's CSV format): several runs at
//! the same thread count become iterations; units are converted to the
//! benchmark's unit, and a value that cannot be converted is an error.

use super::fold::TableAcc;
use super::raw::{RawRun, RawUnit, Tool};
use crate::model::Unit;
use std::path::PathBuf;

/// A parsed log with where it came from.
pub struct SourceRun {
    pub path: PathBuf,
    pub sha256: String,
    pub run: RawRun,
}

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("{path}: line {line}: {operation} is in {from}, which cannot be expressed in {to}")]
    Unit {
        path: PathBuf,
        line: usize,
        operation: String,
        from: String,
        to: String,
    },
    #[error("the logs come from different tools ({0}); a table holds one benchmark")]
    MixedTools(String),
    #[error("no results: {0}")]
    Empty(String),
}

/// The unit a table gets when none is asked for: MiB/s for bandwidth (what
/// IOR prints), op/s or IOPS for rates.
pub fn default_unit(runs: &[SourceRun]) -> Unit {
    let first = runs.iter().flat_map(|r| r.run.points.iter()).next().map(|p| p.unit);
    match first {
        Some(RawUnit::OpsPerSec) => Unit::OpsPerSec,
        Some(RawUnit::Iops) => Unit::Iops,
        _ => Unit::MiBps,
    }
}

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
pub fn csv_number(v: f64) -> String {
    let mut out = String::new();
    push_csv_number(&mut out, v);
    out
}

/// [`csv_number`] appended to `out`: a table writes its numbers in place,
/// with no string per value.
pub(crate) fn push_csv_number(out: &mut String, v: f64) {
    use std::fmt::Write;
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

/// The table: `threads,iteration,<operations…>`, operations in first-seen
/// order (or `only`, when given), values in `unit`.
pub struct Table {
    pub operations: Vec<String>,
    pub unit: Unit,
    pub csv: String,
    pub points: usize,
    pub tool: Tool,
    pub tool_version: Option<String>,
    pub commands: Vec<String>,
}

/// The table of `runs`, in their order (see [`TableAcc`], which builds it
/// run by run).
pub fn build_table(runs: &[SourceRun], unit: Unit, only: Option<&[String]>) -> Result<Table, TableError> {
    let mut acc = TableAcc::default();
    for r in runs {
        acc.add(&r.run, &r.path);
    }
    acc.finish(unit, only)
}

#[cfg(test)]
mod tests {
    use super::csv_number;

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

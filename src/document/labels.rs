//! How the report names things: operations (as labels and as sentence
//! subjects, split ones such as `read-qd16` included), swept parameters and
//! their values, and the keys of a usage dataset.

use super::words::{size_text, threads_text};
use crate::analysis::stats::ChangePoint;
use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::{Args, Localizer};
use crate::model::latency::parse_split_operation;
use crate::model::usage::{NO_EXTENSION, OTHER_TYPES, ROOT_FILESET};
use crate::model::{Size, Unit};

/// Capitalised plural subject for an operation ("Writes", "Le scritture").
pub fn op_subject(loc: &Localizer, op: &str) -> String {
    let id = format!("op-subject-{op}");
    if loc.has(&id) {
        loc.t(&id)
    } else if let Some(s) = split_subject(loc, op) {
        s
    } else {
        loc.msg("op-subject-other", &Args::new().str("name", op))
    }
}

/// Short label for legends and tables ("Write", "Scrittura").
pub fn op_label(loc: &Localizer, op: &str) -> String {
    let id = format!("op-{op}");
    if loc.has(&id) {
        loc.t(&id)
    } else {
        split_label(loc, op).unwrap_or_else(|| op.to_string())
    }
}

/// A swept parameter's name as the reader sees it.
pub(super) fn axis_name(loc: &Localizer, axis: &str) -> String {
    loc.t(&format!("sweep-axis-{}", axis.replace('_', "-")))
}

/// A swept parameter's column in a figure's CSV: sizes in bytes.
pub(super) fn axis_key(axis: &str) -> String {
    match axis {
        "block_size" | "file_size" | "record_size" => format!("{axis}_bytes"),
        _ => axis.to_string(),
    }
}

/// The CSV column of the keys an axis message names (`axis-file-type` →
/// `file_type`).
pub(super) fn key_column(axis: &str) -> String {
    axis.trim_start_matches("axis-").replace('-', "_")
}

/// A value of a swept parameter: sizes as `4 KiB`, thread counts and
/// queue depths as labels, never grouped (`1024`).
pub(super) fn axis_value(loc: &Localizer, axis: &str, v: u64) -> String {
    match axis {
        "block_size" | "file_size" | "record_size" => size_text(loc, Size(v)),
        _ => threads_text(loc, v),
    }
}

/// A swept parameter at one value, as a sentence says it: "iodepth 64",
/// "4 threads" (never "threads 4").
pub(super) fn axis_at(loc: &Localizer, axis: &str, v: u64) -> String {
    let a = (Args::new().str("axis", axis).str("name", axis_name(loc, axis)))
        .str("value", axis_value(loc, axis, v))
        .int("n", v);
    loc.msg("sweep-at", &a)
}

/// `read-qd16` as a sentence subject: "Reads at queue depth 16" (other
/// swept axes: "Reads (block size 4 KiB)"); `None` for any other name.
fn split_subject(loc: &Localizer, op: &str) -> Option<String> {
    let (base, axis, v) = parse_split_operation(op)?;
    let a = Args::new()
        .str("op", op_subject(loc, base))
        .str("axis", axis_name(loc, axis))
        .str("value", axis_value(loc, axis, v));
    let id = if axis == "iodepth" {
        "sweep-subject-iodepth"
    } else {
        "sweep-subject-at"
    };
    Some(loc.msg(id, &a))
}

/// `read-qd16` → "read, iodepth 16"; `None` for any other operation name.
fn split_label(loc: &Localizer, op: &str) -> Option<String> {
    let (base, axis, v) = parse_split_operation(op)?;
    // A grid cell (`write-fs1048576-rs4096`) is split twice.
    let inner = split_label(loc, base).unwrap_or_else(|| op_label(loc, base));
    Some(loc.msg(
        "sweep-op-at",
        &Args::new().str("op", inner).str("at", axis_at(loc, axis, v)),
    ))
}

/// A usage key as the reader sees it: the catch-all keys and unknown
/// users in words, any other key as it is.
pub(super) fn key_label(loc: &Localizer, key: &str) -> String {
    match key {
        NO_EXTENSION => loc.t("key-no-extension"),
        OTHER_TYPES => loc.t("key-other-types"),
        ROOT_FILESET => loc.t("key-root-fileset"),
        k => match k.strip_prefix("uid:") {
            Some(uid) => loc.msg("key-unknown-user", &Args::new().str("uid", uid)),
            None => k.to_string(),
        },
    }
}

/// What pointing at a heat map's cell shows: both parameters and the value.
pub(super) fn cell_title(loc: &Localizer, (xa, x): (&str, u64), (ya, y): (&str, u64), value: &str) -> String {
    let a = (Args::new().str("x_at", axis_at(loc, xa, x)))
        .str("y_at", axis_at(loc, ya, y))
        .str("value", value);
    loc.msg("fig-cell", Some(&a))
}

/// What pointing at a run's point of a trend shows: the line, the run and
/// the value with its unit.
pub(crate) fn run_point(loc: &Localizer, line: &str, run: &str, value: &str) -> String {
    let a = Args::new().str("line", line).str("run", run).str("value", value);
    loc.msg("fig-run-point", Some(&a))
}

/// What pointing at a bar (or a month of a timeline) shows: its label and value.
pub(super) fn bar_title(loc: &Localizer, label: &str, value: &str) -> String {
    loc.msg("fig-bar", Some(&Args::new().str("label", label).str("value", value)))
}

/// What a sentence on a lasting shift of `op`'s values (in `unit`) from
/// `run` on says: the levels before and after, the change, and whether it
/// is a regression or an improvement.
pub(super) fn change_point_args(loc: &Localizer, op: &str, run: String, c: &ChangePoint, unit: Unit) -> Args<'static> {
    Args::new()
        .str("op", op)
        .str("verdict", c.verdict.as_str())
        .str("run", run)
        .num("before", c.before, value_fraction_digits(c.before))
        .num("after", c.after, value_fraction_digits(c.after))
        .str("unit", unit.symbol())
        .str("change", loc.numbers().signed_percent(c.ratio - 1.0))
}

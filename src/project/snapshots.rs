//! The usage datasets of a report's `[analytics]` table: `usage`, the
//! dataset the views describe, and `snapshots`, earlier datasets of the
//! same file system (docs/usage-format.md, "Snapshots over time").
//!
//! Snapshots are only comparable when they are of one file system and each
//! says when it was taken, on a different day (the figures label them by
//! day): anything else is an error naming the file, not a figure that
//! silently mixes two systems or draws two points at one date.

use super::error::LoadError;
use super::read::check_relative;
use super::root::ProjectRoot;
use crate::model::usage::{Snapshot, Taken, Usage};
use crate::model::InputFile;
use std::path::Path;

/// Reads one usage CSV of report `id` through the project's path resolution
/// (it must stay inside the project) and records its hash in `inputs`.
pub(super) fn read_usage(
    root: &ProjectRoot,
    id: &str,
    field: &str,
    rel: &str,
    inputs: &mut Vec<InputFile>,
) -> Result<Usage, LoadError> {
    let dir = root.path().join(id);
    check_relative(&dir.join("report.toml"), field, rel)?;
    let usage_path = dir.join(rel);
    let bytes = root.read(
        &usage_path,
        crate::fsx::DATASET_LIMIT,
        "the usage dataset named in report.toml",
    )?;
    inputs.push(InputFile::new(rel, super::read::sha256_hex(&bytes)));
    crate::scan::parse_usage_csv(&bytes[..], &usage_path).map_err(|e| {
        LoadError::invalid(
            &usage_path,
            e.to_string().replace(&format!("{}: ", usage_path.display()), ""),
        )
    })
}

/// Reads `snapshots` and checks them together with the current dataset
/// (`current`, read from `current_rel`). Returns every snapshot oldest
/// first, the current one last; empty when no snapshot is named.
pub(super) fn load_snapshots(
    root: &ProjectRoot,
    id: &str,
    current_rel: &str,
    current: &Usage,
    rels: &[String],
    inputs: &mut Vec<InputFile>,
) -> Result<Vec<Snapshot>, LoadError> {
    if rels.is_empty() {
        return Ok(Vec::new());
    }
    let dir = root.path().join(id);
    let mut all = Vec::with_capacity(rels.len() + 1);
    for (i, rel) in rels.iter().enumerate() {
        if rels[..i].contains(rel) {
            return Err(LoadError::invalid(
                dir.join("report.toml"),
                format!("analytics.snapshots: `{rel}` is listed twice"),
            ));
        }
        // The current dataset may be listed too: it is read once.
        if rel != current_rel {
            let usage = read_usage(root, id, "analytics.snapshots", rel, inputs)?;
            all.push(Snapshot {
                path: rel.clone(),
                usage,
            });
        }
    }
    all.push(Snapshot {
        path: current_rel.to_owned(),
        usage: current.clone(),
    });
    check(&dir, &all)?;
    all.sort_by_key(|s| s.usage.taken);
    Ok(all)
}

/// The day (UTC) of a time: snapshots are labelled by it.
fn day(t: Taken) -> i64 {
    t.0.div_euclid(86_400)
}

/// When `s` was taken (checked to be known before it is asked).
fn taken(s: &Snapshot) -> Taken {
    s.usage.taken.unwrap_or(Taken(0))
}

/// Every snapshot is dated, on its own day, of the same file system, and
/// none is newer than the current dataset (the last of `all`).
fn check(dir: &Path, all: &[Snapshot]) -> Result<(), LoadError> {
    let at = |s: &Snapshot| dir.join(&s.path);
    for s in all {
        if s.usage.taken.is_none() {
            return Err(LoadError::invalid(
                at(s),
                "no `taken` row: a snapshot must say when it was taken (pixreport scan writes it; \
                 add a row like `taken,2024-03-01T00:00:00Z,,`)",
            ));
        }
    }
    for (i, s) in all.iter().enumerate() {
        for o in &all[..i] {
            if let (Some(a), Some(b)) = (&s.usage.filesystem, &o.usage.filesystem) {
                if a != b {
                    return Err(LoadError::invalid(
                        at(s),
                        format!(
                            "file system `{a}`, but {} is of `{b}`: snapshots of one report must be of one file system",
                            o.path
                        ),
                    ));
                }
            }
            let (ta, tb) = (taken(s), taken(o));
            if day(ta) == day(tb) {
                return Err(LoadError::invalid(
                    at(s),
                    format!(
                        "taken {ta}, the same day as {} ({tb}): keep one snapshot per day",
                        o.path
                    ),
                ));
            }
        }
    }
    let Some((last, earlier)) = all.split_last() else {
        return Ok(());
    };
    if let Some(newer) = earlier.iter().find(|s| taken(s) > taken(last)) {
        return Err(LoadError::invalid(
            at(newer),
            format!(
                "taken {}, after `usage` ({}, {}): `usage` must be the newest snapshot",
                taken(newer),
                last.path,
                taken(last)
            ),
        ));
    }
    Ok(())
}

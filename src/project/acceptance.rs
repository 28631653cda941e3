//! `[[acceptance]]` and `[checks]` of report.toml. A criterion names a
//! benchmark of this report and a bound in a unit its values convert to;
//! an operation without data is not an error here but a criterion that
//! cannot be evaluated (the data may change, the declaration stays).

use super::error::LoadError;
use super::read::{local_text, opt_text};
use super::wire::{WireChecks, WireCriterion};
use crate::model::{Benchmark, Bound, BoundKind, Checks, Criterion, Rule};
use std::path::Path;

pub(super) fn convert_acceptance(
    path: &Path,
    wires: Vec<WireCriterion>,
    benchmarks: &[Benchmark],
) -> Result<Vec<Criterion>, LoadError> {
    let mut out = Vec::new();
    for (i, w) in wires.into_iter().enumerate() {
        let at = format!("acceptance[{}]", i + 1);
        let bad = |m: String| LoadError::invalid(path, format!("{at}: {m}"));
        let Some(b) = benchmarks.iter().find(|b| b.id == w.benchmark) else {
            return Err(bad(format!("benchmark `{}` is not in this report", w.benchmark)));
        };
        let (kind, q) = match (w.min, w.max) {
            (Some(q), None) => (BoundKind::Min, q.0),
            (None, Some(q)) => (BoundKind::Max, q.0),
            _ => return Err(bad("give exactly one bound, `min` or `max`".into())),
        };
        if b.unit.convert(1.0, q.1).is_none() {
            return Err(bad(format!(
                "the bound is in {} but benchmark `{}` is in {}",
                q.1, b.id, b.unit
            )));
        }
        if w.tolerance.is_some_and(|t| !(0.0..100.0).contains(&t)) {
            return Err(bad("tolerance: a percentage from 0 to below 100".into()));
        }
        out.push(Criterion {
            benchmark: w.benchmark,
            operation: w.operation,
            load: w.load,
            bound: Bound {
                kind,
                value: q.0,
                unit: q.1,
            },
            tolerance: w.tolerance,
            source: opt_text(path, &format!("{at}.source"), w.source)?,
        });
    }
    Ok(out)
}

pub(super) fn convert_checks(path: &Path, w: WireChecks) -> Result<Checks, LoadError> {
    let mut checks = Checks::default();
    let rules = [
        (Rule::Cache, w.cache),
        (Rule::BufferedIo, w.buffered_io),
        (Rule::Duration, w.duration),
        (Rule::Repetition, w.repetition),
        (Rule::Coverage, w.coverage),
        (Rule::Configuration, w.configuration),
    ];
    for (rule, check) in rules {
        let Some(c) = check else { continue };
        let name = rule.as_str();
        for (key, value, owner, slot) in [
            ("factor", c.factor, Rule::Cache, &mut checks.cache_factor),
            ("seconds", c.seconds, Rule::Duration, &mut checks.min_seconds),
        ] {
            match value {
                Some(_) if rule != owner => {
                    let only = owner.as_str();
                    return Err(LoadError::invalid(
                        path,
                        format!("checks.{name}.{key}: only the {only} rule has a {key}"),
                    ));
                }
                Some(v) if !(v.is_finite() && v > 0.0) => {
                    return Err(LoadError::invalid(
                        path,
                        format!("checks.{name}.{key}: a number above zero"),
                    ));
                }
                Some(v) => *slot = v,
                None => {}
            }
        }
        if let Some(t) = c.accepted {
            checks
                .accepted
                .insert(rule, local_text(path, &format!("checks.{name}.accepted"), t)?);
        }
    }
    Ok(checks)
}

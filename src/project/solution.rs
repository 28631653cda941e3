//! `solution.toml` into `model::Solution`.

use super::error::LoadError;
use super::read::{check_id, local_text, opt_text};
use super::wire;
use crate::model::*;
use std::path::Path;

pub(super) fn convert_solution(path: &Path, w: wire::WireSolution) -> Result<Solution, LoadError> {
    let mut components = Vec::new();
    for (i, c) in w.components.into_iter().enumerate() {
        let at = format!("component[{}]", i + 1);
        components.push(Component {
            role: local_text(path, &format!("{at}.role"), c.role)?,
            model: local_text(path, &format!("{at}.model"), c.model)?,
            count: c.count,
            details: opt_text(path, &format!("{at}.details"), c.details)?,
        });
    }
    let testbed = table_rows(path, "testbed", w.testbed, &wire::TESTBED_FIELDS)?;
    let filesystem = table_rows(path, "filesystem", w.filesystem, &wire::FILESYSTEM_FIELDS)?;
    // Numbers are checked in their English (or only) form.
    let lookup = |k: &str| {
        (testbed.iter())
            .find(|(f, _)| f == k)
            .map(|(_, v)| v.in_lang(Lang::En).to_string())
    };
    lookup("memory_per_node")
        .map(|v| {
            v.parse::<Size>()
                .map_err(|m| LoadError::invalid(path, format!("testbed.memory_per_node: {m}")))
        })
        .transpose()?;
    let int = |k: &str| -> Result<Option<u32>, LoadError> {
        lookup(k)
            .map(|v| {
                v.parse::<u32>()
                    .map_err(|_| LoadError::invalid(path, format!("testbed.{k}: `{v}` is not a whole number")))
            })
            .transpose()
    };
    int("client_nodes")?;
    int("cores_per_node")?;
    let mut limits = Vec::new();
    for (i, l) in w.limits.into_iter().enumerate() {
        let at = format!("limit[{}]", i + 1);
        check_id(path, &at, &l.id)?;
        if !(l.value.is_finite() && l.value > 0.0) {
            return Err(LoadError::invalid(
                path,
                format!("{at}: value must be a positive number"),
            ));
        }
        limits.push(Limit {
            label: local_text(path, &format!("{at}.label"), l.label)?,
            label_in_sentence: opt_text(path, &format!("{at}.label_in_sentence"), l.label_in_sentence)?,
            unit: l.unit.0,
            value: l.value,
            operations: l.operations,
            id: l.id,
        });
    }
    Ok(Solution {
        name: local_text(path, "name", w.name)?,
        components,
        testbed,
        filesystem,
        limits,
    })
}

/// A TOML table of known fields → rows in the documented order. A value is
/// a string or number, or a table of strings by language
/// (`{ en = "…", it = "…" }`) like every other author text.
fn table_rows(
    path: &Path,
    table: &str,
    t: Option<toml::Table>,
    fields: &[&str],
) -> Result<Vec<(String, LocalText)>, LoadError> {
    let Some(t) = t else { return Ok(Vec::new()) };
    for k in t.keys() {
        if !fields.contains(&k.as_str()) {
            return Err(LoadError::invalid(
                path,
                format!("{table}: unknown field `{k}` (expected one of: {})", fields.join(", ")),
            ));
        }
    }
    let mut rows = Vec::new();
    for f in fields {
        if let Some(v) = t.get(*f) {
            let s = match v {
                toml::Value::String(s) => LocalText::plain(s.clone()),
                toml::Value::Integer(i) => LocalText::plain(i.to_string()),
                toml::Value::Float(x) => LocalText::plain(x.to_string()),
                toml::Value::Boolean(b) => LocalText::plain(b.to_string()),
                toml::Value::Table(by_lang) => {
                    let mut map = std::collections::BTreeMap::new();
                    for (k, v) in by_lang {
                        let toml::Value::String(s) = v else {
                            return Err(LoadError::invalid(path, format!("{table}.{f}.{k}: expected a string")));
                        };
                        map.insert(k.clone(), s.clone());
                    }
                    local_text(path, &format!("{table}.{f}"), wire::WireText::PerLang(map))?
                }
                _ => {
                    return Err(LoadError::invalid(
                        path,
                        format!("{table}.{f}: expected a string or a number"),
                    ))
                }
            };
            rows.push((f.to_string(), s));
        }
    }
    Ok(rows)
}

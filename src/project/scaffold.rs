//! The placeholders `pixreport new` writes (`templates/new/`): the report's
//! title, date and authors, the system's name and the introduction. A report
//! that still holds one is a draft: `check` and `build` say which places,
//! and each page says so at its top, so a placeholder is never published as
//! a fact.

use crate::model::{Lang, LocalText, Report};

const REPORT_TOML: &str = include_str!("../../templates/new/report.toml");
const SOLUTION_TOML: &str = include_str!("../../templates/new/solution.toml");
const INTRODUCTION: [(Lang, &str); 4] = [
    (Lang::En, include_str!("../../templates/new/text/en/introduction.md")),
    (Lang::It, include_str!("../../templates/new/text/it/introduction.md")),
    (
        Lang::ZhTw,
        include_str!("../../templates/new/text/zh-TW/introduction.md"),
    ),
    (Lang::Vi, include_str!("../../templates/new/text/vi/introduction.md")),
];

/// The scaffold's value of `key` in `toml` (the templates are part of the
/// binary; a test reads each key).
fn scaffold(toml: &str, key: &str) -> Option<toml::Value> {
    toml.parse::<toml::Table>().ok()?.remove(key)
}

/// Whether any language of `text` still reads as the scaffold's `value`.
fn same_text(text: &LocalText, value: Option<toml::Value>) -> bool {
    let Some(toml::Value::Table(t)) = value else {
        return false;
    };
    Lang::ALL.iter().any(|l| {
        (t.get(l.tag()).and_then(|v| v.as_str())).is_some_and(|s| text.per_lang.get(l).is_some_and(|x| x == s))
    })
}

/// The places of `r` that still hold the scaffold's text, as
/// `file: field` (e.g. `report.toml: authors`), in file order.
pub(super) fn placeholders(r: &Report) -> Vec<String> {
    let mut out = Vec::new();
    if same_text(&r.title, scaffold(REPORT_TOML, "title")) {
        out.push("report.toml: title".to_string());
    }
    if let Some(toml::Value::String(d)) = scaffold(REPORT_TOML, "date") {
        if r.date.as_deref() == Some(d.as_str()) {
            out.push("report.toml: date".to_string());
        }
    }
    if let Some(toml::Value::Array(a)) = scaffold(REPORT_TOML, "authors") {
        if a.iter()
            .any(|v| v.as_str().is_some_and(|s| r.authors.iter().any(|x| x == s)))
        {
            out.push("report.toml: authors".to_string());
        }
    }
    let name = scaffold(SOLUTION_TOML, "name");
    if let Some(toml::Value::String(n)) = &name {
        if Lang::ALL.iter().any(|l| r.solution.name.in_lang(*l) == n) {
            out.push("solution.toml: name".to_string());
        }
    }
    if let Some(file) = r.text.get("introduction") {
        for (lang, text) in INTRODUCTION {
            let here = r.prose.get(&lang).and_then(|p| p.get(file));
            if here.is_some_and(|h| h.trim() == text.trim()) {
                out.push(format!("text/{}/{file}", lang.tag()));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key this module compares is in the scaffold, with the type it
    /// expects: an edit of `templates/new/` cannot silently switch a check off.
    #[test]
    fn the_scaffold_holds_every_placeholder_compared() {
        assert!(matches!(scaffold(REPORT_TOML, "title"), Some(toml::Value::Table(_))));
        assert!(matches!(scaffold(REPORT_TOML, "date"), Some(toml::Value::String(_))));
        assert!(matches!(scaffold(REPORT_TOML, "authors"), Some(toml::Value::Array(a)) if !a.is_empty()));
        assert!(matches!(scaffold(SOLUTION_TOML, "name"), Some(toml::Value::String(_))));
        assert!(INTRODUCTION.iter().all(|(_, t)| !t.trim().is_empty()));
    }
}

//! The project `pixreport new` writes (`templates/new/`, compiled into the
//! binary), and its placeholders: the report's title, date and authors, the
//! system's name and the introduction. A report that still holds one is a
//! draft: `check` and `build` say which places, and each page says so at its
//! top, so a placeholder is never published as a fact.

use crate::model::{Lang, Report};

/// The example results the scaffold ships: `ingest --into` recognises an
/// untouched example benchmark by them and replaces it.
pub(crate) const EXAMPLE_CSV: &str = include_str!("../../templates/new/example.csv");
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

/// Every file of a new project, relative to its folder, with its text.
pub(crate) fn files() -> Vec<(String, &'static str)> {
    let mut out: Vec<(String, &str)> = [
        // The built site is not source: `pixreport build` writes it to `output/`.
        (".gitignore", "output/\n"),
        ("pixreport.toml", include_str!("../../templates/new/pixreport.toml")),
        ("my-report/report.toml", REPORT_TOML),
        ("my-report/solution.toml", SOLUTION_TOML),
        ("my-report/results/example.csv", EXAMPLE_CSV),
    ]
    .map(|(rel, text)| (rel.to_string(), text))
    .into();
    out.extend(INTRODUCTION.map(|(l, text)| (format!("my-report/text/{}/introduction.md", l.tag()), text)));
    out
}

/// A scaffold template as a table (the templates are part of the binary; a
/// test checks every key compared below).
fn table(toml: &str) -> toml::Table {
    toml.parse().unwrap_or_default()
}

/// The places of `r` that still hold the scaffold's text, as
/// `file: field` (e.g. `report.toml: authors`), in file order.
pub(super) fn placeholders(r: &Report) -> Vec<String> {
    let (report, solution) = (table(REPORT_TOML), table(SOLUTION_TOML));
    let text = |t: &toml::Table, k: &str| t.get(k).and_then(|v| v.as_str()).map(str::to_string);
    let mut out = Vec::new();
    let title = report.get("title").and_then(|v| v.as_table());
    if title.is_some_and(|t| {
        Lang::ALL
            .iter()
            .any(|l| text(t, l.tag()).as_ref() == r.title.per_lang.get(l))
    }) {
        out.push("report.toml: title".to_string());
    }
    if text(&report, "date").is_some_and(|d| r.date.as_deref() == Some(d.as_str())) {
        out.push("report.toml: date".to_string());
    }
    let authors = report.get("authors").and_then(|v| v.as_array());
    if authors.is_some_and(|a| {
        a.iter()
            .any(|v| v.as_str().is_some_and(|s| r.authors.iter().any(|x| x == s)))
    }) {
        out.push("report.toml: authors".to_string());
    }
    if text(&solution, "name").is_some_and(|n| Lang::ALL.iter().any(|l| r.solution.name.in_lang(*l) == n)) {
        out.push("solution.toml: name".to_string());
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
        let (report, solution) = (table(REPORT_TOML), table(SOLUTION_TOML));
        assert!(report
            .get("title")
            .and_then(|v| v.as_table())
            .is_some_and(|t| t.len() == 4));
        assert!(report.get("date").is_some_and(|v| v.is_str()));
        assert!(report
            .get("authors")
            .and_then(|v| v.as_array())
            .is_some_and(|a| !a.is_empty()));
        assert!(solution.get("name").is_some_and(|v| v.is_str()));
        assert!(INTRODUCTION.iter().all(|(_, t)| !t.trim().is_empty()));
    }
}

//! The glossary: one term per concept and language, and the variants a
//! document must not use for it (`locales/<lang>/glossary.toml`, embedded,
//! extended or overridden concept by concept by the project's own
//! `locales/<lang>/glossary.toml`). `pixreport check` lints every message,
//! every authored prose file and every per-language TOML label against it,
//! naming file, line and the preferred term, so terminology stays one word
//! per idea across generated and authored text.

use crate::model::Lang;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The glossaries compiled into the binary: (language, text).
const EMBEDDED: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../../locales/en/glossary.toml")),
    (Lang::It, include_str!("../../locales/it/glossary.toml")),
    (Lang::ZhTw, include_str!("../../locales/zh-TW/glossary.toml")),
    (Lang::Vi, include_str!("../../locales/vi/glossary.toml")),
];

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct WireGlossary {
    #[serde(default, rename = "term")]
    terms: Vec<Term>,
}

/// One concept: the term to use and the variants to avoid.
#[derive(Debug, Clone, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub(crate) struct Term {
    /// The concept in English (`plateau`, `thread`), also the key a project
    /// glossary uses to replace an entry.
    pub(crate) concept: String,
    #[serde(rename = "use")]
    pub(crate) preferred: String,
    #[serde(default)]
    pub(crate) avoid: Vec<String>,
    #[serde(default)]
    pub(crate) note: String,
}

#[derive(Debug, thiserror::Error)]
pub(crate) enum GlossaryError {
    #[error("{path}: {message}")]
    Parse { path: PathBuf, message: String },
    #[error(transparent)]
    Fs(#[from] crate::fsx::FsError),
}

/// A forbidden variant found in a file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}:{line}:{column}: glossary ({lang}): “{found}” — use “{preferred}” for {concept}", path.display())]
pub struct GlossaryProblem {
    pub(crate) path: PathBuf,
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) lang: Lang,
    pub(crate) found: String,
    pub(crate) preferred: String,
    pub(crate) concept: String,
}

/// The glossary of one language.
#[derive(Debug, Clone)]
pub(crate) struct Glossary {
    pub(crate) lang: Lang,
    pub(crate) terms: Vec<Term>,
}

fn parse(path: &Path, text: &str) -> Result<Vec<Term>, GlossaryError> {
    let w: WireGlossary = toml::from_str(text).map_err(|e| GlossaryError::Parse {
        path: path.to_path_buf(),
        message: e.to_string().trim().replace('\n', " "),
    })?;
    Ok(w.terms)
}

impl Glossary {
    /// The embedded glossary of `lang`, extended by
    /// `<project_locales>/<lang>/glossary.toml` when there is one.
    pub(crate) fn load(lang: Lang, project_locales: Option<&Path>) -> Result<Self, GlossaryError> {
        let embedded = EMBEDDED.iter().find(|(l, _)| *l == lang).map_or("", |(_, text)| *text);
        let mut terms = parse(Path::new(&format!("locales/{}/glossary.toml", lang.tag())), embedded)?;
        if let Some(dir) = project_locales {
            let dir = dir.join(lang.tag());
            if dir.join("glossary.toml").is_file() {
                let text = crate::fsx::read_text_inside(&dir, Path::new("glossary.toml"), crate::fsx::INPUT_LIMIT)?;
                for t in parse(&dir.join("glossary.toml"), &text)? {
                    match terms.iter_mut().find(|e| e.concept == t.concept) {
                        Some(e) => *e = t,
                        None => terms.push(t),
                    }
                }
            }
        }
        Ok(Glossary { lang, terms })
    }

    /// Forbidden variants in `text` (the lines of file `path`), skipping what
    /// `kind` says is not prose (Fluent ids and placeables, Markdown code).
    pub(crate) fn lint(&self, path: &Path, text: &str, kind: Source) -> Vec<GlossaryProblem> {
        let lang = self.lang;
        let mut out = Vec::new();
        let mut in_fence = false;
        for (i, raw) in text.lines().enumerate() {
            let line = match kind {
                Source::Fluent => fluent_prose(raw),
                Source::Markdown => {
                    if raw.trim_start().starts_with("```") || raw.trim_start().starts_with("~~~") {
                        in_fence = !in_fence;
                        continue;
                    }
                    if in_fence {
                        continue;
                    }
                    blank_between(raw, '`', '`')
                }
                Source::TomlLabels => toml_labels(raw, lang),
            };
            let lower = line.to_lowercase();
            for t in &self.terms {
                for bad in &t.avoid {
                    for col in find_word(&lower, &bad.to_lowercase()) {
                        out.push(GlossaryProblem {
                            path: path.to_path_buf(),
                            line: i + 1,
                            column: col,
                            lang,
                            found: bad.clone(),
                            preferred: t.preferred.clone(),
                            concept: t.concept.clone(),
                        });
                    }
                }
            }
        }
        out
    }
}

/// Lints, for every language, the embedded and project messages, and for
/// every report folder its prose (`text/<lang>/*.md`) and the per-language
/// labels of `report.toml` and `solution.toml`. Problems come in a stable
/// order: language, then file, then line.
pub(crate) fn lint_project(
    report_dirs: &[PathBuf],
    project_locales: Option<&Path>,
) -> Result<Vec<GlossaryProblem>, GlossaryError> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let g = Glossary::load(lang, project_locales)?;
        for (_, name, text) in super::embedded::EMBEDDED.iter().filter(|(l, ..)| *l == lang) {
            let path = PathBuf::from(format!("locales/{}/{name}", lang.tag()));
            out.extend(g.lint(&path, text, Source::Fluent));
        }
        if let Some(dir) = project_locales.map(|d| d.join(lang.tag())) {
            for name in files_with(&dir, "ftl") {
                let text = crate::fsx::read_text_inside(&dir, Path::new(&name), crate::fsx::INPUT_LIMIT)?;
                out.extend(g.lint(&dir.join(&name), &text, Source::Fluent));
            }
        }
        for rd in report_dirs {
            for name in ["report.toml", "solution.toml"] {
                if rd.join(name).is_file() {
                    let text = crate::fsx::read_text_inside(rd, Path::new(name), crate::fsx::INPUT_LIMIT)?;
                    out.extend(g.lint(&rd.join(name), &text, Source::TomlLabels));
                }
            }
            let tdir = rd.join("text").join(lang.tag());
            for name in files_with(&tdir, "md") {
                let text = crate::fsx::read_text_inside(&tdir, Path::new(&name), crate::fsx::INPUT_LIMIT)?;
                out.extend(g.lint(&tdir.join(&name), &text, Source::Markdown));
            }
        }
    }
    Ok(out)
}

/// Names of the files in `dir` ending in `.ext`, sorted; none when `dir`
/// does not exist.
pub(super) fn files_with(dir: &Path, ext: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| Path::new(n).extension().is_some_and(|x| x == ext))
        .collect();
    names.sort();
    names
}

/// What kind of file a text is, to know which parts of it are prose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Source {
    Fluent,
    Markdown,
    /// `report.toml` / `solution.toml`: only `<lang> = "…"` values of the
    /// glossary's language are prose.
    TomlLabels,
}

/// A Fluent line with its id, variant keys and placeables blanked out.
fn fluent_prose(raw: &str) -> String {
    let t = raw.trim_start();
    if t.starts_with('#') {
        return String::new();
    }
    let mut s = raw.to_string();
    // `id = value`: the id is not prose.
    let id = |eq: &usize| (s[..*eq].chars()).all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if let Some(eq) = s.find(" = ").filter(id) {
        s = format!("{}{}", " ".repeat(eq + 3), &s[eq + 3..]);
    }
    // `[key] value` / `*[key] value` of a select expression.
    let t = s.trim_start();
    if t.starts_with('[') || t.starts_with("*[") {
        s = blank_between(&s, '[', ']');
    }
    blank_between(&s, '{', '}')
}

/// `s` with everything from `open` to the matching `close` replaced by
/// spaces (columns stay where they were).
fn blank_between(s: &str, open: char, close: char) -> String {
    let mut out = String::with_capacity(s.len());
    let mut depth = 0usize;
    for c in s.chars() {
        if depth > 0 {
            if c == close {
                depth -= 1;
            } else if c == open && open != close {
                depth += 1;
            }
            out.push(' ');
        } else if c == open {
            depth = 1;
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

/// The string values of `<lang> = "…"` keys in a TOML line (per-language
/// text tables), other text blanked.
fn toml_labels(raw: &str, lang: Lang) -> String {
    let mut out = String::new();
    if raw.trim_start().starts_with('#') {
        return out;
    }
    let keys = [format!("{} = \"", lang.tag()), format!("\"{}\" = \"", lang.tag())];
    for key in &keys {
        let mut from = 0;
        while let Some(pos) = raw[from..].find(key.as_str()) {
            let start = from + pos;
            // A key starts the table or follows `{`, `,` or a space.
            let before = raw[..start].chars().next_back();
            let value_start = start + key.len();
            if before.is_some_and(|c| !(c == '{' || c == ',' || c.is_whitespace())) {
                from = value_start;
                continue;
            }
            let mut end = value_start;
            let mut escaped = false;
            for (i, c) in raw[value_start..].char_indices() {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == '"' {
                    end = value_start + i;
                    break;
                }
                end = value_start + i + c.len_utf8();
            }
            // Keep columns: pad what came before with spaces.
            while out.chars().count() < raw[..value_start].chars().count() {
                out.push(' ');
            }
            out.push_str(&raw[value_start..end]);
            from = end;
        }
    }
    out
}

fn is_cjk(c: char) -> bool {
    matches!(c as u32, 0x2E80..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF | 0x20000..=0x2FFFF)
}

/// 1-based character columns where `needle` occurs in `hay` as a whole word
/// (for Latin-script edges; CJK has no spaces, so any occurrence counts).
fn find_word(hay: &str, needle: &str) -> Vec<usize> {
    let mut out = Vec::new();
    if needle.is_empty() {
        return out;
    }
    let first = needle.chars().next().unwrap_or(' ');
    let last = needle.chars().next_back().unwrap_or(' ');
    let mut from = 0;
    while let Some(pos) = hay[from..].find(needle) {
        let start = from + pos;
        let end = start + needle.len();
        let before = hay[..start].chars().next_back();
        let after = hay[end..].chars().next();
        let edge_ok = |edge: char, next: Option<char>| {
            is_cjk(edge) || !edge.is_alphanumeric() || next.is_none_or(|c| !c.is_alphanumeric() || is_cjk(c))
        };
        if edge_ok(first, before) && edge_ok(last, after) {
            out.push(hay[..start].chars().count() + 1);
        }
        from = start + first.len_utf8();
    }
    out
}

#[cfg(test)]
#[path = "glossary_tests.rs"]
mod tests;

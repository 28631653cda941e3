//! Tera templates: the embedded defaults (this repository's `templates/`,
//! compiled in) overridden file by file by a project's own `templates/`.

use super::table::escape_inline;
use std::path::Path;
use tera::{Context, Kwargs, State, Tera};

/// (name, text) of every embedded template.
pub const EMBEDDED: &[(&str, &str)] = &[
    ("blocks.md", include_str!("../../templates/blocks.md")),
    ("report.md", include_str!("../../templates/report.md")),
    ("diff.md", include_str!("../../templates/diff.md")),
    ("page.html", include_str!("../../templates/page.html")),
    ("index.html", include_str!("../../templates/index.html")),
    ("index_row.html", include_str!("../../templates/index_row.html")),
    ("style.css", include_str!("../../templates/style.css")),
];

#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    #[error("template {name}: {message}")]
    Tera { name: String, message: String },
    /// An override that is a symlink out of the folder, not a regular
    /// file, or too large (see `fsx`).
    #[error(transparent)]
    Fs(#[from] crate::fsx::FsError),
}

pub struct Templates {
    tera: Tera,
    pub css: String,
    /// Whether the project overrides `index.html`: its rows then also carry
    /// their fields, so an override written before rows were rendered by
    /// `index_row.html` keeps working.
    pub(crate) custom_index: bool,
}

fn tera_error(name: &str, e: tera::Error) -> TemplateError {
    // Tera's errors carry a source chain with the position in the template.
    let chain = std::iter::successors(Some(&e as &dyn std::error::Error), |e| e.source());
    let message = chain.map(|e| e.to_string()).collect::<Vec<_>>().join(": ");
    TemplateError::Tera {
        name: name.to_string(),
        message,
    }
}

impl Templates {
    /// Embedded templates, each replaced by `dir/<name>` when that file exists.
    pub fn new(dir: Option<&Path>) -> Result<Self, TemplateError> {
        let mut tera = Tera::new();
        // HTML pages escape everything not marked safe; Markdown escaping is
        // done by the `md` filter where a value is text, not Markdown.
        tera.autoescape_on([".html"]);
        tera.register_filter("md", |v: &str, _: Kwargs, _: &State| escape_inline(v));
        tera.register_filter("anchor", |v: &str, _: Kwargs, _: &State| format!("{{#{v}}}"));
        // `{{ css | csp }}`: the Content-Security-Policy of a page whose
        // `<style>` holds this CSS (see render/csp.rs).
        tera.register_filter("csp", |v: &str, _: Kwargs, _: &State| super::csp::policy(v));
        let mut css = String::new();
        let mut sources = Vec::new();
        let mut custom_index = false;
        for (name, text) in EMBEDDED {
            let over = dir.filter(|d| d.join(name).symlink_metadata().is_ok());
            let text = match over {
                Some(d) => {
                    let text = crate::fsx::read_text_inside(d, Path::new(name), crate::fsx::INPUT_LIMIT)?;
                    custom_index |= *name == "index.html";
                    text
                }
                None => text.to_string(),
            };
            if *name == "style.css" {
                css = text;
            } else {
                sources.push((name.to_string(), text));
            }
        }
        tera.add_raw_templates(sources.iter().map(|(n, t)| (n.as_str(), t.as_str())))
            .map_err(|e| tera_error("(loading)", e))?;
        Ok(Templates {
            tera,
            css,
            custom_index,
        })
    }

    pub fn render<T: serde::Serialize>(&self, name: &str, value: &T) -> Result<String, TemplateError> {
        let ctx = Context::from_serialize(value).map_err(|e| tera_error(name, e))?;
        self.tera.render(name, &ctx).map_err(|e| tera_error(name, e))
    }
}

/// Collapses runs of blank lines left by template logic, binds numbers to
/// their units with a no-break space in every heading, table cell and
/// sentence (`i18n::typography`), and ends the text with exactly one
/// newline. Fenced code and code spans are left alone; raw HTML becomes
/// text ([`raw_html_as_text`](super::html::raw_html_as_text)).
pub fn tidy_markdown(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank = 0;
    let mut fence: Option<String> = None;
    for line in s.lines() {
        let trimmed = line.trim_end();
        if let Some(f) = &fence {
            out.push_str(line);
            out.push('\n');
            if trimmed == f {
                fence = None;
            }
            continue;
        }
        if trimmed.starts_with("```") {
            fence = Some(trimmed.chars().take_while(|c| *c == '`').collect());
        }
        if trimmed.is_empty() {
            blank += 1;
            if blank > 1 || out.is_empty() {
                continue;
            }
        } else {
            blank = 0;
        }
        out.push_str(&crate::i18n::typography::bind_units_outside_code(trimmed));
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    super::html::raw_html_as_text(&out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tidy_collapses_blank_lines_but_not_code() {
        let s = "\n\n# T\n\n\n\ntext  \n```\na\n\n\nb\n```\n\n\n";
        assert_eq!(tidy_markdown(s), "# T\n\ntext\n```\na\n\n\nb\n```\n");
    }

    /// Raw HTML is text in the Markdown as in the page: no HTML is left
    /// for a Markdown reader to run, and the page shows the characters.
    #[test]
    fn raw_html_in_prose_is_text_in_the_markdown() {
        use pulldown_cmark::{Event, Parser};
        let s = "Hi <script>alert(1)</script> & <b>x</b>\n\n<div onclick=\"a&amp;b\">\n*y*\n</div>\n\n> <img src=x\n> onerror=alert(2)>\n";
        let md = tidy_markdown(s);
        let html_events = Parser::new_ext(&md, crate::document::html::MARKDOWN)
            .filter(|e| matches!(e, Event::Html(_) | Event::InlineHtml(_)))
            .count();
        assert_eq!(html_events, 0, "{md}");
        assert!(md.contains("Hi \\<script\\>alert(1)\\</script\\> & \\<b\\>x"), "{md}");
        let page = crate::document::html::page_html(&md, None).html;
        assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{page}");
        assert!(page.contains("&lt;div onclick=\"a&amp;amp;b\"&gt;\n*y*"), "{page}");
        assert!(!page.contains("<script") && !page.contains("<img"), "{page}");
        assert_eq!(tidy_markdown(&md), md, "escaping twice changes nothing");
    }

    #[test]
    fn project_templates_override_embedded_ones() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("style.css"), "body{}").unwrap();
        let t = Templates::new(Some(dir.path())).unwrap();
        assert_eq!(t.css, "body{}");
        std::fs::write(dir.path().join("report.md"), "{% if %}").unwrap();
        let e = Templates::new(Some(dir.path())).err().unwrap().to_string();
        assert!(e.starts_with("template"), "{e}");
    }
}

//! Markdown → HTML with pulldown-cmark. Raw HTML in the Markdown (author
//! prose, labels) is shown as text, never passed through, and links or
//! images with a scheme other than http, https or mailto are neutralised:
//! nothing a report's inputs say can run script in the page.

use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag};

/// Renders Markdown to an HTML fragment; `id_prefix` is prepended to
/// footnote ids so several documents can share a page.
pub fn markdown_to_html(md: &str) -> String {
    let opts = Options::ENABLE_TABLES | Options::ENABLE_HEADING_ATTRIBUTES | Options::ENABLE_STRIKETHROUGH;
    let events = Parser::new_ext(md, opts).map(|ev| match ev {
        Event::Html(s) | Event::InlineHtml(s) => Event::Text(s),
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) => Event::Start(Tag::Link {
            link_type,
            dest_url: safe_url(dest_url),
            title,
            id,
        }),
        Event::Start(Tag::Image {
            link_type,
            dest_url,
            title,
            id,
        }) => Event::Start(Tag::Image {
            link_type,
            dest_url: safe_url(dest_url),
            title,
            id,
        }),
        other => other,
    });
    let mut out = String::with_capacity(md.len() * 3 / 2);
    html::push_html(&mut out, events);
    out
}

/// Relative URLs, fragments, and http(s)/mailto pass; anything else
/// (`javascript:`, `data:`, `vbscript:` …) becomes `#`.
fn safe_url(url: CowStr<'_>) -> CowStr<'_> {
    let lower: String = url
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let scheme_end = lower.find(':');
    let first_sep = lower.find(['/', '?', '#']);
    let has_scheme = match (scheme_end, first_sep) {
        (Some(c), Some(s)) => c < s,
        (Some(_), None) => true,
        _ => false,
    };
    if !has_scheme || lower.starts_with("http:") || lower.starts_with("https:") || lower.starts_with("mailto:") {
        url
    } else {
        CowStr::Borrowed("#")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_html_is_text() {
        let h = markdown_to_html("Hi <script>alert(1)</script>\n\n<div onclick=x>y</div>\n");
        assert!(!h.contains("<script>") && !h.contains("<div"), "{h}");
        assert!(h.contains("&lt;script&gt;alert(1)&lt;/script&gt;"), "{h}");
    }

    #[test]
    fn dangerous_links_are_neutralised() {
        let h = markdown_to_html("[a](javascript:alert(1)) [b]( JaVa\tScRiPt:x) ![c](data:text/html,x) [d](https://x.org) [e](figures/a.svg) [f](#sec)");
        assert!(!h.to_lowercase().contains("javascript") && !h.contains("data:"), "{h}");
        assert!(
            h.contains("href=\"https://x.org\"") && h.contains("href=\"figures/a.svg\"") && h.contains("href=\"#sec\""),
            "{h}"
        );
    }

    #[test]
    fn heading_ids_and_tables() {
        let h = markdown_to_html("## Title {#intro}\n\n| a | b |\n| --- | ---: |\n| 1 | 2 |\n");
        assert!(h.contains("<h2 id=\"intro\">Title</h2>"), "{h}");
        assert!(h.contains("<table>") && h.contains("text-align: right"), "{h}");
    }
}

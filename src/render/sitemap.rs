//! `sitemap.xml`: every page of the site with its language alternates
//! (`xhtml:link rel="alternate" hreflang`). With `--base-url` the addresses
//! are absolute, as search engines want; without it they are relative to
//! the site root (the file then documents the site and can be rewritten by
//! the host), so a build never invents an address.

/// One page: its path from the site root and its language versions
/// (language tag, path).
pub(crate) struct SitemapPage {
    pub path: String,
    pub alternates: Vec<(String, String)>,
}

/// The sitemap document. Paths come from report ids and language tags
/// (ASCII letters, digits, `-`, `_`), the base from a validated option;
/// both are still escaped.
pub(crate) fn sitemap(base: Option<&str>, pages: &[SitemapPage]) -> String {
    let base = base.unwrap_or("");
    // One buffer, escaped in place: a site of hundreds of reports has
    // thousands of addresses, and a string per address and per escape was
    // most of the time of this file.
    let mut out = String::with_capacity(pages.len() * 400 + 200);
    out.push_str(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for p in pages {
        out.push_str("<url><loc>");
        push_xml(&mut out, base);
        push_xml(&mut out, &p.path);
        out.push_str("</loc>");
        for (lang, path) in &p.alternates {
            out.push_str("<xhtml:link rel=\"alternate\" hreflang=\"");
            push_xml(&mut out, lang);
            out.push_str("\" href=\"");
            push_xml(&mut out, base);
            push_xml(&mut out, path);
            out.push_str("\"/>");
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

/// Appends `s` with `&`, `<`, `>` and `"` escaped.
fn push_xml(out: &mut String, s: &str) {
    let mut rest = s;
    while let Some(i) = rest.find(['&', '<', '>', '"']) {
        out.push_str(&rest[..i]);
        out.push_str(match rest.as_bytes()[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            _ => "&quot;",
        });
        rest = &rest[i + 1..];
    }
    out.push_str(rest);
}

#[cfg(test)]
fn xml(s: &str) -> String {
    let mut out = String::new();
    push_xml(&mut out, s);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_with_a_base_relative_without() {
        let pages = [SitemapPage {
            path: "en/r/index.html".into(),
            alternates: vec![
                ("en".into(), "en/r/index.html".into()),
                ("it".into(), "it/r/index.html".into()),
            ],
        }];
        let a = sitemap(Some("https://x.org/s/"), &pages);
        assert!(a.contains("<loc>https://x.org/s/en/r/index.html</loc>"), "{a}");
        assert!(
            a.contains("hreflang=\"it\" href=\"https://x.org/s/it/r/index.html\""),
            "{a}"
        );
        let r = sitemap(None, &pages);
        assert!(
            r.contains("<loc>en/r/index.html</loc>") && !r.contains("https://x.org"),
            "{r}"
        );
        assert_eq!(xml("a&b<\""), "a&amp;b&lt;&quot;");
    }
}

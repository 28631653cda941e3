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
    let at = |p: &str| xml(&format!("{}{p}", base.unwrap_or("")));
    let mut out = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for p in pages {
        out.push_str(&format!("<url><loc>{}</loc>", at(&p.path)));
        for (lang, path) in &p.alternates {
            out.push_str(&format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                xml(lang),
                at(path)
            ));
        }
        out.push_str("</url>\n");
    }
    out.push_str("</urlset>\n");
    out
}

fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
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

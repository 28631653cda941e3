//! `sitemap.xml`: every page of the site with its language alternates
//! (`xhtml:link rel="alternate" hreflang`). With `--base-url` the addresses
//! are absolute, as search engines want; without it they are relative to
//! the site root (the file then documents the site and can be rewritten by
//! the host), so a build never invents an address.

use crate::model::Lang;

/// One page: its path from the site root and its language versions
/// (language tag, path).
pub(crate) struct SitemapPage {
    pub path: String,
    pub alternates: Vec<(String, String)>,
}

/// The sitemap document. Paths come from report ids and language tags
/// (ASCII letters, digits, `-`, `_`), the base from a validated option;
/// both are still escaped.
#[cfg(test)]
pub(crate) fn sitemap(base: Option<&str>, pages: &[SitemapPage]) -> String {
    let mut m = Sitemap::new(base, pages.len());
    for p in pages {
        m.page(p);
    }
    m.finish()
}

/// The sitemap written as it goes, into one buffer escaped in place: a
/// site of hundreds of reports has thousands of addresses, and a string
/// per address and per escape was most of the time of this file.
pub(crate) struct Sitemap<'a> {
    out: String,
    base: &'a str,
    /// A report's addresses, one per language, escaped, end to end.
    addrs: String,
    /// Where each of those addresses ends.
    ends: Vec<usize>,
    /// A report's alternates as written (the same on each of its pages).
    links: String,
}

impl<'a> Sitemap<'a> {
    /// A sitemap of about `pages` pages.
    pub(crate) fn new(base: Option<&'a str>, pages: usize) -> Self {
        let mut out = String::with_capacity(pages * 400 + 200);
        out.push_str(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        Sitemap {
            out,
            base: base.unwrap_or(""),
            addrs: String::new(),
            ends: Vec::new(),
            links: String::new(),
        }
    }

    pub(crate) fn page(&mut self, p: &SitemapPage) {
        self.open(&[&p.path]);
        for (lang, path) in &p.alternates {
            self.alternate(lang, &[path]);
        }
        self.out.push_str("</url>\n");
    }

    /// Report `id`'s document in each of `langs`, each with all of them as
    /// alternates: the same bytes as [`Sitemap::page`] with those paths,
    /// without a string per address. Each address is escaped once and the
    /// alternates, the same on each of the report's pages, are written
    /// once and copied (escaping every address on every page was most of
    /// the sitemap's time in a big site).
    pub(crate) fn report(&mut self, id: &str, langs: &[Lang]) {
        let (addrs, links, ends) = (&mut self.addrs, &mut self.links, &mut self.ends);
        addrs.clear();
        links.clear();
        ends.clear();
        for a in langs {
            let start = addrs.len();
            for p in [self.base, a.tag(), "/", id, "/index.html"] {
                push_xml(addrs, p);
            }
            ends.push(addrs.len());
            links.push_str("<xhtml:link rel=\"alternate\" hreflang=\"");
            push_xml(links, a.tag());
            links.push_str("\" href=\"");
            links.push_str(&addrs[start..]);
            links.push_str("\"/>");
        }
        let mut start = 0;
        for &end in &self.ends {
            self.out.push_str("<url><loc>");
            self.out.push_str(&self.addrs[start..end]);
            self.out.push_str("</loc>");
            self.out.push_str(&self.links);
            self.out.push_str("</url>\n");
            start = end;
        }
    }

    /// `<url><loc>` with the path made of `parts`.
    fn open(&mut self, parts: &[&str]) {
        self.out.push_str("<url><loc>");
        push_xml(&mut self.out, self.base);
        for p in parts {
            push_xml(&mut self.out, p);
        }
        self.out.push_str("</loc>");
    }

    fn alternate(&mut self, lang: &str, parts: &[&str]) {
        self.out.push_str("<xhtml:link rel=\"alternate\" hreflang=\"");
        push_xml(&mut self.out, lang);
        self.out.push_str("\" href=\"");
        push_xml(&mut self.out, self.base);
        for p in parts {
            push_xml(&mut self.out, p);
        }
        self.out.push_str("\"/>");
    }

    pub(crate) fn finish(mut self) -> String {
        self.out.push_str("</urlset>\n");
        self.out
    }
}

/// Appends `s` with `&`, `<`, `>` and `"` escaped.
fn push_xml(out: &mut String, s: &str) {
    let mut rest = s;
    // A byte scan: the four are ASCII, and most strings here have none.
    while let Some(i) = rest.bytes().position(|b| matches!(b, b'&' | b'<' | b'>' | b'"')) {
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
        // A report's pages written without a string per address are the
        // same bytes as written from their paths, for any number of
        // languages, with escapes in the base and the id.
        let sets: [&[Lang]; 4] = [&[], &[Lang::En], &[Lang::En, Lang::ZhTw], &Lang::ALL];
        for (base, langs) in [None, Some("https://x.org/a&b/")]
            .into_iter()
            .flat_map(|b| sets.map(|l| (b, l)))
        {
            let alts: Vec<(String, String)> = (langs.iter())
                .map(|l| (l.tag().to_string(), format!("{}/r-1&<\"/index.html", l.tag())))
                .collect();
            let pages: Vec<SitemapPage> = (alts.iter())
                .map(|(_, p)| SitemapPage {
                    path: p.clone(),
                    alternates: alts.clone(),
                })
                .collect();
            let mut m = Sitemap::new(base, 2);
            m.report("r-1&<\"", langs);
            // And the state kept between reports does not leak into the next.
            m.report("q", &[Lang::It]);
            let mut want = sitemap(base, &pages);
            want.truncate(want.len() - "</urlset>\n".len());
            let q = format!("{}it/q/index.html", base.unwrap_or("").replace('&', "&amp;"));
            want.push_str(&format!(
                "<url><loc>{q}</loc><xhtml:link rel=\"alternate\" hreflang=\"it\" href=\"{q}\"/></url>\n</urlset>\n"
            ));
            assert_eq!(m.finish(), want, "{base:?} {langs:?}");
        }
    }
}

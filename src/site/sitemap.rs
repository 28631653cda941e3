//! `sitemap.xml`: every page of the site with its language alternates
//! (`xhtml:link rel="alternate" hreflang`). With `--base-url` the addresses
//! are absolute, as search engines want; without it they are relative to
//! the site root (the file then documents the site and can be rewritten by
//! the host), so a build never invents an address.

use crate::model::Lang;

/// `sitemap.xml` under `base`: the landing page, then each language's
/// index and each report's document (`reports`: id and languages), every
/// page with its language versions.
pub(crate) fn sitemap<'a>(
    base: Option<&str>,
    langs: &[Lang],
    reports: impl Iterator<Item = (&'a str, &'a [Lang])>,
) -> String {
    let base = xml(base.unwrap_or(""));
    let mut out = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n<url><loc>{base}index.html</loc></url>\n"
    );
    let indexes = std::iter::once((String::new(), langs));
    for (dir, langs) in indexes.chain(reports.map(|(id, l)| (format!("{}/", xml(id)), l))) {
        let addr = |l: &Lang| format!("{base}{}/{dir}index.html", l.tag());
        let links: String = (langs.iter())
            .map(|l| {
                format!(
                    "<xhtml:link rel=\"alternate\" hreflang=\"{}\" href=\"{}\"/>",
                    l.tag(),
                    addr(l)
                )
            })
            .collect();
        for l in langs {
            out.push_str(&format!("<url><loc>{}</loc>{links}</url>\n", addr(l)));
        }
    }
    out + "</urlset>\n"
}

fn xml(s: &str) -> String {
    (s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")).replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absolute_with_a_base_relative_without() {
        let reports = || [("r-1&<\"", &[Lang::En, Lang::ZhTw][..]), ("q", &[Lang::It][..])].into_iter();
        let a = sitemap(Some("https://x.org/a&b/"), &[Lang::En, Lang::It], reports());
        let want = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
            xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n\
            <url><loc>B/index.html</loc></url>\n\
            <url><loc>B/en/index.html</loc>EN_I IT_I</url>\n\
            <url><loc>B/it/index.html</loc>EN_I IT_I</url>\n\
            <url><loc>B/en/R/index.html</loc>EN_R ZH_R</url>\n\
            <url><loc>B/zh-TW/R/index.html</loc>EN_R ZH_R</url>\n\
            <url><loc>B/it/q/index.html</loc><xhtml:link rel=\"alternate\" hreflang=\"it\" href=\"B/it/q/index.html\"/></url>\n\
            </urlset>\n";
        let link =
            |l: &str, p: &str| format!("<xhtml:link rel=\"alternate\" hreflang=\"{l}\" href=\"B/{l}/{p}index.html\"/>");
        let want = (want.replace("EN_I IT_I", &(link("en", "") + &link("it", ""))))
            .replace("EN_R ZH_R", &(link("en", "R/") + &link("zh-TW", "R/")));
        assert_eq!(
            a,
            want.replace("B/", "https://x.org/a&amp;b/")
                .replace("R/", "r-1&amp;&lt;&quot;/")
        );
        let r = sitemap(None, &[Lang::En, Lang::It], reports());
        assert_eq!(r, want.replace("B/", "").replace("R/", "r-1&amp;&lt;&quot;/"));
    }
}

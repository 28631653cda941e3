//! "Cite this report": the plain-text and BibTeX citation shown under a
//! document, and the Highwire `citation_*` meta tags Google Scholar and
//! reference managers read. Built only from the report's own fields
//! (`report.toml`: title, authors, date) and its permalink.

use crate::model::{Lang, Report};
use serde::Serialize;

/// A `<meta name=… content=…>` pair.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub(crate) struct MetaTag {
    pub name: String,
    pub content: String,
}

impl MetaTag {
    pub(crate) fn new(name: &str, content: &str) -> Self {
        MetaTag {
            name: name.to_string(),
            content: content.to_string(),
        }
    }
}

/// What the page shows and declares for citing one document.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Citation {
    pub plain: String,
    pub bibtex: String,
    pub meta: Vec<MetaTag>,
}

/// The citation of `report` in `lang`. `permalink` is the page's address
/// (absolute with `--base-url`, else relative to the site root); `site` is
/// the publisher line (the project's title).
/// `pdf`: the white paper's address, when the build writes one.
pub(crate) fn citation(report: &Report, lang: Lang, permalink: &str, site: &str, pdf: Option<&str>) -> Citation {
    let title = report.title.in_lang(lang);
    let year = report
        .date
        .as_deref()
        .and_then(|d| d.get(..4))
        .filter(|y| y.bytes().all(|b| b.is_ascii_digit()));
    let authors = if report.authors.is_empty() {
        site.to_string()
    } else {
        report.authors.join(", ")
    };
    let plain = match year {
        Some(y) => format!("{authors} ({y}). {title}. {site}. {permalink}"),
        None => format!("{authors}. {title}. {site}. {permalink}"),
    };
    let mut bib = format!("@misc{{{},\n", bib_key(&report.id, year));
    let author_field = if report.authors.is_empty() {
        // A corporate author is braced so BibTeX does not split it into names.
        format!("{{{}}}", bib_escape(site))
    } else {
        (report.authors.iter())
            .map(|a| bib_escape(a))
            .collect::<Vec<_>>()
            .join(" and ")
    };
    bib.push_str(&format!("  author = {{{author_field}}},\n"));
    bib.push_str(&format!("  title = {{{{{}}}}},\n", bib_escape(title)));
    if let Some(y) = year {
        bib.push_str(&format!("  year = {{{y}}},\n"));
    }
    // BibTeX's month macros (`oct`), from a date `YYYY-MM[-DD]`.
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let month = (report.date.as_deref())
        .and_then(|d| d.get(5..7)?.parse::<usize>().ok())
        .and_then(|m| MONTHS.get(m.checked_sub(1)?));
    if let (Some(_), Some(m)) = (year, month) {
        bib.push_str(&format!("  month = {m},\n"));
    }
    bib.push_str(&format!("  publisher = {{{}}},\n", bib_escape(site)));
    bib.push_str(&format!("  language = {{{}}},\n", lang.tag()));
    bib.push_str(&format!("  url = {{{}}}\n}}", bib_escape(permalink)));

    let mut meta = vec![MetaTag::new("citation_title", title)];
    meta.extend(report.authors.iter().map(|a| MetaTag::new("citation_author", a)));
    if let Some(d) = &report.date {
        // Highwire dates are written with slashes: 2019/10.
        meta.push(MetaTag::new("citation_publication_date", &d.replace('-', "/")));
    }
    meta.push(MetaTag::new("citation_publisher", site));
    meta.push(MetaTag::new("citation_language", lang.tag()));
    meta.push(MetaTag::new("citation_public_url", permalink));
    if let Some(p) = pdf {
        meta.push(MetaTag::new("citation_pdf_url", p));
    }
    Citation {
        plain,
        bibtex: bib,
        meta,
    }
}

/// `pixstor-2019` + 2019 → `pixstor2019`: letters and digits only, as
/// BibTeX keys are safest.
fn bib_key(id: &str, year: Option<&str>) -> String {
    let mut key: String = id.chars().filter(char::is_ascii_alphanumeric).collect();
    if let Some(y) = year {
        if !key.ends_with(y) {
            key.push_str(y);
        }
    }
    if key.is_empty() {
        key.push_str("report");
    }
    key
}

/// Escapes the characters BibTeX and LaTeX treat specially.
fn bib_escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => o.push_str("\\textbackslash{}"),
            '{' | '}' | '&' | '%' | '$' | '#' | '_' => {
                o.push('\\');
                o.push(c);
            }
            '~' => o.push_str("\\textasciitilde{}"),
            '^' => o.push_str("\\textasciicircum{}"),
            c => o.push(c),
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bibtex_escapes_and_keys() {
        assert_eq!(
            bib_escape("A & B_{x} 50% ~"),
            "A \\& B\\_\\{x\\} 50\\% \\textasciitilde{}"
        );
        assert_eq!(bib_key("pixstor-2019", Some("2019")), "pixstor2019");
        assert_eq!(bib_key("nvme", Some("2020")), "nvme2020");
        assert_eq!(bib_key("---", None), "report");
    }
}

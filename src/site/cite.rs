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
    // The whole date as the report gives it (biblatex's ISO 8601 `date`).
    if let Some(d) = report.date.as_deref().filter(|d| iso_date(d).is_some()) {
        bib.push_str(&format!("  date = {{{d}}},\n"));
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

/// `date` when it is an ISO 8601 date `YYYY`, `YYYY-MM` or `YYYY-MM-DD`:
/// (year, month, day), absent parts `None`.
fn iso_date(date: &str) -> Option<(u32, Option<u32>, Option<u32>)> {
    let mut parts = date.split('-');
    let num = |p: &str, len: usize, max: u32| {
        let v: u32 = p
            .parse()
            .ok()
            .filter(|_| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))?;
        (1..=max).contains(&v).then_some(v)
    };
    let year = num(parts.next()?, 4, 9999)?;
    // An absent part is `None`; one that is not a number up to `max` fails.
    let mut next = |max| parts.next().map(|p| num(p, 2, max)).map_or(Some(None), |v| v.map(Some));
    let (month, day) = (next(12)?, next(31)?);
    (parts.next().is_none() && (day.is_none() || month.is_some())).then_some((year, month, day))
}

/// The report's `CITATION.cff` (Citation File Format 1.2.0): its title in
/// `lang`, its authors (a name split at its last space into given and
/// family names; one word, or no author, the publisher as an entity), the
/// day it was released (the report's date when it names a day, else
/// `SOURCE_DATE_EPOCH`'s, else none) and its address when the site's is
/// known (`url`: an address relative to nothing is no address).
pub(crate) fn citation_cff(
    report: &Report,
    lang: Lang,
    (site, message): (&str, &str),
    url: Option<&str>,
    epoch: Option<i64>,
) -> String {
    // A JSON string is a YAML double-quoted scalar.
    let q = |s: &str| serde_json::Value::from(s).to_string();
    let mut out = format!(
        "cff-version: 1.2.0\nmessage: {}\ntitle: {}\nauthors:\n",
        q(message),
        q(report.title.in_lang(lang))
    );
    let names: Vec<&str> = match report.authors.is_empty() {
        true => vec![site],
        false => report.authors.iter().map(String::as_str).collect(),
    };
    for name in names {
        match person(name).filter(|_| !report.authors.is_empty()) {
            Some((given, family)) => out.push_str(&format!(
                "  - family-names: {}\n    given-names: {}\n",
                q(family),
                q(given)
            )),
            None => out.push_str(&format!("  - name: {}\n", q(name.trim()))),
        }
    }
    let day = match report.date.as_deref().and_then(iso_date) {
        Some((y, Some(m), Some(d))) => Some(format!("{y:04}-{m:02}-{d:02}")),
        _ => epoch.map(|e| {
            let (y, m, d) = crate::model::usage::Taken(e).ymd();
            format!("{y:04}-{m:02}-{d:02}")
        }),
    };
    if let Some(d) = day {
        out.push_str(&format!("date-released: {}\n", q(&d)));
    }
    if let Some(u) = url {
        out.push_str(&format!("url: {}\n", q(u)));
    }
    out
}

/// An author's (given, family) names: "Family, Given" as written (the
/// BibTeX form, for names whose family name comes first: "Nguyễn, Văn
/// An"), else split at the last space ("Mario Gallegos"). `None` for one
/// word ("王小明"), cited whole.
fn person(name: &str) -> Option<(&str, &str)> {
    let (given, family) = match name.split_once(',') {
        Some((family, given)) => (given.trim(), family.trim()),
        None => name.trim().rsplit_once(' ').map(|(g, f)| (g.trim(), f))?,
    };
    (!given.is_empty() && !family.is_empty()).then_some((given, family))
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

    #[test]
    fn authors_split_into_given_and_family_names() {
        assert_eq!(person("Mario Gallegos"), Some(("Mario", "Gallegos")));
        assert_eq!(person("Nguyễn, Văn An"), Some(("Văn An", "Nguyễn")));
        assert_eq!(person(" Rossi ,Maria Luisa "), Some(("Maria Luisa", "Rossi")));
        assert_eq!(person("王小明"), None);
        assert_eq!(person("Gallegos,"), None);
    }

    #[test]
    fn iso_dates_only() {
        assert_eq!(iso_date("2019-10-05"), Some((2019, Some(10), Some(5))));
        assert_eq!(iso_date("2019-10"), Some((2019, Some(10), None)));
        assert_eq!(iso_date("2019"), Some((2019, None, None)));
        for bad in [
            "October 2019",
            "2019-13",
            "2019-1",
            "19-10-05",
            "2019-10-05-1",
            "2019--05",
            "",
        ] {
            assert_eq!(iso_date(bad), None, "{bad}");
        }
    }
}

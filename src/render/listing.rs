//! What the pages that list reports (the landing page, each language's
//! index, the sitemap, a document's previous/next links) need to know of a
//! report: its listing entry, per language, already localised.
//!
//! Entries are small and saved with the build's state (see
//! `writer::state`), so `build --report X` lists every other report from
//! the entry made when that report was last built, without reading its
//! folder: the index pages describe the documents that are in the output.
//! A report in the output with no saved entry (no state, another
//! pixreport binary, other project locales) is read and analysed again.

use super::narrative::op_label;
pub use super::shared_str::SharedStr;
use super::words::{benchmark_heading, value_text};
use crate::analysis::ReportAnalysis;
use crate::i18n::{Args, Localizer};
use crate::model::{Lang, Provenance, Report};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// One report as the index pages show it, in one language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListEntry {
    /// The title as written (previous/next links).
    pub title: SharedStr,
    /// The title with units bound to their numbers (index rows).
    pub row_title: SharedStr,
    /// The report's date in the reader's language, or empty.
    pub date: SharedStr,
    /// The provenance note, empty for measured data.
    pub provenance: SharedStr,
    pub solution: SharedStr,
    /// Peaks of the first benchmark with a section.
    pub headline: SharedStr,
    /// This entry's row of the index pages as `index_row.html` rendered
    /// it, at most one per page root (see [`IndexRowHtml`]).
    pub rows: Vec<IndexRowHtml>,
}

/// A rendered index row, saved with its entry so that a page listing
/// hundreds of reports runs Tera only for the rows that changed. It is
/// used only where its `key` (what the row depends on besides the entry:
/// see [`row_key`]) is the page's and its `sum` matches: a row whose entry
/// texts, key or HTML were altered in the saved state is rendered again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IndexRowHtml {
    pub key: SharedStr,
    /// Hex SHA-256 (first 16 bytes) of the entry's id, language and texts,
    /// the key and the HTML (see [`ListEntry::row_sum`]).
    pub sum: SharedStr,
    pub html: SharedStr,
}

/// What a row depends on besides its entry (report id, language, texts):
/// the project's template overrides (see `Templates::overrides`), the
/// page's root prefix and the languages the report has a document in. The
/// embedded templates and the language names are the binary's, which the
/// saved entries are keyed by already.
pub(crate) fn row_key(overrides: &str, root: &str, langs: &[Lang]) -> String {
    let mut k = String::with_capacity(overrides.len() + root.len() + 6 * langs.len() + 2);
    k.push_str(overrides);
    k.push('|');
    k.push_str(root);
    k.push('|');
    for (i, l) in langs.iter().enumerate() {
        if i > 0 {
            k.push(',');
        }
        k.push_str(l.tag());
    }
    k
}

/// The page root a key was made for (rows of one root replace each other).
fn key_root(key: &str) -> Option<&str> {
    key.split('|').nth(1)
}

/// A listed report: its id and entry.
pub(crate) type Listed<'a> = Option<(&'a str, &'a ListEntry)>;

/// Entries by report id, then language tag.
pub type Entries = BTreeMap<String, BTreeMap<String, ListEntry>>;

/// A report with a document, as the pages listing every report see it
/// (see [`Listing::listed`]).
pub(crate) struct ListedReport<'a> {
    pub id: &'a String,
    /// The languages it has a document in, in the project's order.
    pub langs: Vec<Lang>,
    /// Its entries by language tag, if it has any.
    pub entries: Option<&'a BTreeMap<String, ListEntry>>,
    /// Listed as an example (shown apart).
    pub example: bool,
}

impl ListedReport<'_> {
    /// Its entry in `lang`, if there is one.
    pub(crate) fn entry(&self, lang: Lang) -> Option<&ListEntry> {
        self.entries?.get(lang.tag())
    }
}

impl ListEntry {
    /// The entry of `report` in `loc`'s language.
    pub(crate) fn new(loc: &Localizer, report: &Report, analysis: &ReportAnalysis) -> Self {
        let lang = loc.lang;
        let title = report.title.in_lang(lang);
        ListEntry {
            row_title: crate::i18n::typography::bind_units(title).into(),
            title: title.into(),
            // "ottobre 2019", "2019年10月": the date in the reader's language.
            date: (report.date.as_deref())
                .map(|d| loc.dates().author_date(d))
                .unwrap_or_default()
                .into(),
            provenance: match report.provenance {
                Provenance::Measured => SharedStr::default(),
                p => loc.t(&format!("provenance-{}-title", p.as_str())).into(),
            },
            solution: crate::i18n::typography::bind_units(report.solution.name.in_lang(lang)).into(),
            headline: headline(loc, report, analysis).into(),
            rows: Vec::new(),
        }
    }

    /// Whether the texts (all but the saved rows) are the same.
    pub(crate) fn same_texts(&self, o: &ListEntry) -> bool {
        (self.title == o.title && self.row_title == o.row_title && self.date == o.date)
            && (self.provenance == o.provenance && self.solution == o.solution && self.headline == o.headline)
    }

    /// The checksum of a row of report `id` in `lang` with this entry's
    /// texts: every field length-prefixed, so no two inputs run together.
    pub(crate) fn row_sum(&self, id: &str, lang: &str, key: &str, html: &str) -> String {
        String::from_utf8_lossy(&self.sum_hex(id, lang, key, html)).into_owned()
    }

    /// [`ListEntry::row_sum`] on the stack: checking every row of a big
    /// site allocates nothing.
    fn sum_hex(&self, id: &str, lang: &str, key: &str, html: &str) -> [u8; 32] {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        let fields = [id, lang, &self.title, &self.row_title, &self.date, &self.provenance];
        for f in fields.into_iter().chain([&*self.solution, &self.headline, key, html]) {
            h.update((f.len() as u64).to_le_bytes());
            h.update(f.as_bytes());
        }
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let mut out = [0u8; 32];
        for (i, b) in h.finalize().iter().take(16).enumerate() {
            out[2 * i] = HEX[usize::from(b >> 4)];
            out[2 * i + 1] = HEX[usize::from(b & 15)];
        }
        out
    }

    /// The saved row for `key`, if its checksum holds.
    pub(crate) fn row(&self, id: &str, lang: &str, key: &str) -> Option<&str> {
        let r = self.rows.iter().find(|r| *r.key == *key)?;
        (r.sum.as_bytes() == self.sum_hex(id, lang, key, &r.html)).then_some(r.html.as_str())
    }

    /// Saves a row rendered for `key`, replacing the one of the same page root.
    pub(crate) fn keep_row(&mut self, id: &str, lang: &str, key: String, html: String) {
        let root = key_root(&key);
        self.rows.retain(|r| key_root(&r.key) != root);
        let sum = self.row_sum(id, lang, &key, &html).into();
        self.rows.push(IndexRowHtml {
            key: key.into(),
            sum,
            html: html.into(),
        });
        // One order whatever the order of the pages: the state's bytes too
        // are the same for the same inputs.
        self.rows.sort_by(|a, b| a.key.as_str().cmp(b.key.as_str()));
    }
}

/// The reports a build lists: every report of the project, in listed
/// order, with the documents that exist (built now or already in the
/// output) and their entries.
pub(crate) struct Listing<'a> {
    /// Report ids in `pixreport.toml` order.
    pub order: &'a [String],
    /// Ids listed as `examples` (shown apart).
    pub examples: &'a [String],
    /// Every (report, language) document of the site after this build.
    pub docs: &'a BTreeSet<(String, Lang)>,
    pub entries: &'a Entries,
}

impl Listing<'_> {
    /// The entry of report `id` in `lang`, if there is one.
    pub(crate) fn entry(&self, id: &str, lang: Lang) -> Option<&ListEntry> {
        self.entries.get(id)?.get(lang.tag())
    }

    pub(crate) fn has(&self, id: &str, lang: Lang) -> bool {
        self.docs.contains(&(id.to_string(), lang))
    }

    /// The languages each report has a document in, from one pass over
    /// `docs`: a page that lists every report then makes no lookup key per
    /// report and language.
    fn doc_langs(&self) -> BTreeMap<&str, Vec<Lang>> {
        let mut m: BTreeMap<&str, Vec<Lang>> = BTreeMap::new();
        for (id, l) in self.docs {
            m.entry(id.as_str()).or_default().push(*l);
        }
        m
    }

    /// Every report with a document, in listed order, as the pages that
    /// list them all (index pages, sitemap) see it, with the languages of
    /// `languages` (the project's, in its order) it has a document in. Made
    /// once for all those pages: looking each report up again for each
    /// page and language was a tenth of their time in a big site.
    pub(crate) fn listed(&self, languages: &[Lang]) -> Vec<ListedReport<'_>> {
        let doc_langs = self.doc_langs();
        (self.order.iter())
            .filter_map(|id| {
                let has = doc_langs.get(id.as_str())?;
                Some(ListedReport {
                    id,
                    langs: languages.iter().copied().filter(|l| has.contains(l)).collect(),
                    entries: self.entries.get(id),
                    example: self.examples.contains(id),
                })
            })
            .collect()
    }

    /// The previous and next report with a document in `lang`, in listed
    /// order (for a full build: the previous and next report built).
    pub(crate) fn neighbours(&self, id: &str, lang: Lang) -> (Listed<'_>, Listed<'_>) {
        let present: Vec<&str> = (self.order.iter())
            .filter(|r| *r == id || self.has(r, lang))
            .map(String::as_str)
            .collect();
        let at = |j: usize| {
            let r = *present.get(j)?;
            Some((r, self.entry(r, lang)?))
        };
        match present.iter().position(|r| *r == id) {
            Some(i) => (i.checked_sub(1).and_then(at), at(i + 1)),
            None => (None, None),
        }
    }
}

/// Headline numbers for the site index: the peaks of the report's first
/// benchmark ("Write 16.7 GB/s · Read 23 GB/s").
fn headline(loc: &Localizer, report: &Report, analysis: &ReportAnalysis) -> String {
    let Some((b, ba)) = report
        .benchmarks
        .iter()
        .filter(|b| b.section)
        .find_map(|b| Some((b, analysis.benchmark(&b.id)?)))
    else {
        return String::new();
    };
    let peaks: Vec<String> = ba
        .series
        .iter()
        .map(|s| {
            format!(
                "{} {}",
                op_label(loc, &s.operation),
                value_text(loc, s.peak.value, b.unit)
            )
        })
        .collect();
    loc.msg(
        "site-headline",
        Some(
            &Args::new()
                .str("benchmark", benchmark_heading(loc, b))
                .str("peaks", peaks.join(" · ")),
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(t: &str) -> ListEntry {
        ListEntry {
            title: t.into(),
            row_title: t.into(),
            date: SharedStr::default(),
            provenance: SharedStr::default(),
            solution: SharedStr::default(),
            headline: SharedStr::default(),
            rows: Vec::new(),
        }
    }

    #[test]
    fn a_saved_row_is_used_only_with_its_key_and_an_intact_checksum() {
        let mut e = entry("T");
        e.keep_row(
            "r",
            "en",
            row_key("", "../", &[Lang::En, Lang::It]),
            "<tr>a</tr>".into(),
        );
        e.keep_row("r", "en", row_key("", "", &[Lang::En]), "<tr>b</tr>".into());
        // The same root replaces the row it had.
        e.keep_row("r", "en", row_key("", "../", &[Lang::En]), "<tr>c</tr>".into());
        assert_eq!(e.rows.len(), 2);
        assert_eq!(e.row("r", "en", "|../|en"), Some("<tr>c</tr>"));
        assert_eq!(e.row("r", "en", "|../|en,it"), None, "replaced");
        assert_eq!(e.row("r", "en", "x|../|en"), None, "other overrides");
        assert_eq!(e.row("q", "en", "|../|en"), None, "another report's row");
        assert_eq!(e.row("r", "it", "|../|en"), None, "another language's row");
        let mut t = e.clone();
        t.rows.iter_mut().for_each(|r| r.html = r.html.replace('c', "C").into());
        assert_eq!(t.row("r", "en", "|../|en"), None, "altered HTML");
        let mut t = e.clone();
        t.headline = "H".into();
        assert_eq!(t.row("r", "en", "|../|en"), None, "altered texts");
        assert!(!t.same_texts(&entry("T")) && e.same_texts(&entry("T")));
        // The sum is the hex of the first half of a SHA-256.
        let sum = &e.rows[0].sum;
        assert!(sum.len() == 32 && sum.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    }

    #[test]
    fn neighbours_skip_reports_without_a_document_in_the_language() {
        let order: Vec<String> = ["a", "b", "c", "d"].map(String::from).to_vec();
        let mut entries = Entries::new();
        for id in &order {
            entries.entry(id.clone()).or_default().insert("en".into(), entry(id));
        }
        let docs: BTreeSet<(String, Lang)> = [("a", Lang::En), ("b", Lang::En), ("d", Lang::En), ("c", Lang::It)]
            .map(|(id, l)| (id.to_string(), l))
            .into();
        let l = Listing {
            order: &order,
            examples: &[],
            docs: &docs,
            entries: &entries,
        };
        fn names<'a>((p, n): (Listed<'a>, Listed<'a>)) -> (Option<&'a str>, Option<&'a str>) {
            (p.map(|x| x.0), n.map(|x| x.0))
        }
        assert_eq!(names(l.neighbours("b", Lang::En)), (Some("a"), Some("d")));
        assert_eq!(names(l.neighbours("a", Lang::En)), (None, Some("b")));
        // c has no English document yet but is being built: it sits
        // between b and d.
        assert_eq!(names(l.neighbours("c", Lang::En)), (Some("b"), Some("d")));
        assert_eq!(names(l.neighbours("zz", Lang::En)), (None, None));
    }
}

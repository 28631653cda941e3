//! What the pages that list reports (the landing page, each language's
//! index, the sitemap, a document's previous/next links) need to know of a
//! report: its listing entry, per language, already localised.
//!
//! Entries are small and saved with the build's state in the output's
//! marker (see `commands::build`), so `build --report X` lists every other
//! report from the entry made when that report was last built, without
//! reading its folder.

use crate::analysis::{analyse_report, ReportAnalysis, SeriesAnalysis};
use crate::document::narrative::op_label;
use crate::document::words::{benchmark_heading, value_text};
use crate::i18n::{Args, Localizer};
use crate::model::{Lang, Project, Provenance, Report};
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One report as the index pages show it, in one language.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ListEntry {
    /// The title as written (previous/next links).
    pub title: String,
    /// The title with units bound to their numbers (index rows).
    pub row_title: String,
    /// The report's date in the reader's language, or empty.
    pub date: String,
    /// The provenance note, empty for measured data.
    pub provenance: String,
    pub solution: String,
    /// Peaks of the first benchmark with a section.
    pub headline: String,
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
            row_title: crate::i18n::typography::bind_units(title),
            title: title.into(),
            // "ottobre 2019", "2019年10月": the date in the reader's language.
            date: (report.date.as_deref())
                .map(|d| loc.dates().author_date(d))
                .unwrap_or_default(),
            provenance: match report.provenance {
                Provenance::Measured => String::new(),
                p => loc.t(&format!("provenance-{}-title", p.as_str())),
            },
            solution: crate::i18n::typography::bind_units(report.solution.name.in_lang(lang)),
            headline: headline(loc, report, analysis),
        }
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
    let peak = |s: &SeriesAnalysis| [op_label(loc, &s.operation), value_text(loc, s.peak.value, b.unit)].join(" ");
    let peaks: Vec<String> = ba.series.iter().map(peak).collect();
    let args = Args::new().str("benchmark", benchmark_heading(loc, b));
    loc.msg("site-headline", Some(&args.str("peaks", peaks.join(" · "))))
}

/// The listing entries of the reports built now (each read with `read`),
/// in every language of the project, so that a later `--report` build of
/// another language lists these reports too. A language not built whose locales do not load gets
/// none (that build then asks for a full one). Whether an entry is new or
/// changed; `warnings` gets the messages an entry missed.
pub(super) fn add_entries(
    entries: &mut Entries,
    project: &Project,
    built: &[String],
    read: &mut ReadReport,
    locs: &[Localizer],
    locales: Option<&Path>,
    warnings: &mut ReportWarnings,
) -> Result<bool> {
    let own: Vec<Option<Localizer>> = (project.languages.iter())
        .map(|&lang| (!locs.iter().any(|l| l.lang == lang)).then(|| Localizer::new(lang, locales).ok()))
        .map(Option::flatten)
        .collect();
    let mut changed = false;
    for id in built {
        let p = read(id)?;
        let r = report(&p, id)?;
        let a = analyse_report(&p, r)?;
        for (&lang, own) in project.languages.iter().zip(&own) {
            let Some(loc) = locs.iter().find(|l| l.lang == lang).or(own.as_ref()) else {
                continue;
            };
            let e = ListEntry::new(loc, r, &a);
            if own.is_none() {
                missed(loc, &r.id, warnings);
            }
            let slot = entries.entry(r.id.clone()).or_default();
            changed |= slot.get(lang.tag()) != Some(&e);
            slot.insert(lang.tag().to_string(), e);
        }
    }
    Ok(changed)
}

/// Reads a report to list or render: the project narrowed to report `id`
/// and the reports it compares against (see `project::load_reports`).
pub type ReadReport<'a> = dyn FnMut(&str) -> Result<Project> + 'a;

/// Report `id` of `project`, as [`ReadReport`] gives it.
pub fn report<'a>(project: &'a Project, id: &str) -> Result<&'a Report> {
    (project.reports.iter().find(|r| r.id == id)).with_context(|| format!("report `{id}` was not read"))
}

/// Warnings, each with the id of the report whose document gave it.
pub type ReportWarnings = Vec<(String, String)>;

/// The messages `loc` missed since the last call, as warnings of the
/// report `id`.
pub(super) fn missed(loc: &Localizer, id: &str, warnings: &mut ReportWarnings) {
    for m in loc.take_missed() {
        let w = format!("locales/{}: message `{m}` is missing; English was used", loc.lang.tag());
        warnings.push((id.to_string(), w));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(t: &str) -> ListEntry {
        ListEntry {
            title: t.into(),
            row_title: t.into(),
            date: String::new(),
            provenance: String::new(),
            solution: String::new(),
            headline: String::new(),
        }
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

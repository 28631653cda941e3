//! The render step of `pixreport build`: which documents the site has
//! after this build (built now, or already in the output), and every file
//! of the build, into a sink (see `site::build`).

use super::build_plan::{BuildOptions, BuildReport, LangChoice};
use crate::analysis::analyse_report;
use crate::document::templates::Templates;
use crate::model::{Lang, Project};
use crate::output::{Output, Sink};
use crate::schema::ReportRecord;
use crate::site::build::{render_site, ReportWarnings, SiteOptions};
use crate::site::listing::{report, Entries, ReadReport};
use anyhow::Result;
use std::collections::{BTreeMap, BTreeSet};

/// Renders the reports `reports` of `project` (its settings and listing),
/// each read with `read`, into `sink`, listing the documents the output
/// already holds. `listed`: the saved listing
/// entries (`--report` builds only), which list the reports not built.
/// Returns every listing entry of the site after it, and the warnings of
/// the documents, each with its report's id (the others go to `rep`).
#[allow(clippy::too_many_arguments)]
pub(super) fn render(
    opts: &BuildOptions,
    project: &Project,
    reports: &[String],
    read: &mut ReadReport,
    out: &dyn Held,
    listed: Entries,
    sink: &mut dyn Sink,
    rep: &mut BuildReport,
) -> Result<(Entries, ReportWarnings)> {
    let existing = existing_docs(out, project);
    let langs = match &opts.langs {
        LangChoice::All => project.languages.clone(),
        LangChoice::Some(l) => with_stale_languages(l, project, reports, read, &existing, out, rep)?,
    };
    let others: Vec<&(String, Lang)> = (existing.iter()).filter(|(id, _)| !reports.contains(id)).collect();
    if !opts.reports.is_empty() {
        check_listed(opts, &others, &langs, &listed)?;
    }
    let before: Vec<_> = (reports.iter())
        .flat_map(|id| langs.iter().map(|&l| (id.clone(), l, title(&listed, id, l))))
        .collect();
    let templates = Templates::new(opts.data.optional_dir("templates").as_deref())?;
    let locales_dir = opts.data.optional_dir("locales");
    // The project's message overrides: an id or a variable pixreport does
    // not use would be silently ignored, or print as `{$name}`.
    if let Some(dir) = &locales_dir {
        let problems = crate::i18n::check_messages(&langs, Some(dir))?;
        rep.warnings.extend(problems.iter().map(|p| p.to_string()));
    }
    let history = super::build_history::read(opts.history.as_deref(), reports, read)?;
    let site = SiteOptions {
        langs: &langs,
        png: opts.png,
        dump_context: opts.dump_context,
        existing: &existing,
        entries: listed,
        base_url: opts.base_url.as_deref(),
        locales: locales_dir.as_deref(),
        pdf: opts.pdf,
        source_date_epoch: opts.source_date_epoch,
        history: &history,
        keep_lists: opts.keep_lists,
    };
    let stats = render_site(project, reports, read, &templates, site, sink)?;
    // Other reports' pages link to a report by its title (previous/next):
    // a `--report X` build leaves them as they are, unless it builds them.
    for (id, lang, was) in before.iter().filter(|_| !opts.reports.is_empty()) {
        let kept = |b: &String| !reports.contains(b);
        let linked = beside(&project.listed, out, std::slice::from_ref(id), *lang);
        if linked.iter().any(kept) && title(&stats.entries, id, *lang) != *was {
            rep.warnings.push(format!(
                "{} ({id}): its title is new to this output, and the pages of other reports that link \
to it still show the old one; a full `pixreport build` updates them",
                lang.tag()
            ));
        }
    }
    if opts.base_url.is_none() {
        rep.warnings.push(
            "no --base-url: sitemap.xml, the pages' language links (hreflang) and the citations carry \
relative addresses, which search engines and citation managers do not accept; pass the address the \
site is published at (--base-url https://example.org/reports/)"
                .to_string(),
        );
    }
    rep.timings.extend(stats.timings);
    Ok((stats.entries, stats.warnings))
}

/// The reports whose pages in `lang` link to one of `ids` (previous/next):
/// beside one in `order` among `ids` and the reports with a page in `lang`
/// in `held` (as `site::listing` finds a page's neighbours).
pub(super) fn beside(order: &[String], held: &dyn Held, ids: &[String], lang: Lang) -> Vec<String> {
    let has: Vec<&String> = (order.iter())
        .filter(|id| ids.contains(id) || held.has_file(&format!("{}/{id}/index.html", lang.tag())))
        .collect();
    let mut found = Vec::new();
    for w in has.windows(2) {
        found.extend((ids.contains(w[0])).then(|| w[1].clone()));
        found.extend((ids.contains(w[1])).then(|| w[0].clone()));
    }
    found
}

/// What the output already holds: the folder on disk (`build`), or the
/// site in memory (`serve`).
pub(super) trait Held {
    fn has_file(&self, rel: &str) -> bool;
    /// Whether the file `rel` holds exactly `bytes`.
    fn holds(&self, rel: &str, bytes: &[u8]) -> bool;
}

impl Held for Output {
    fn has_file(&self, rel: &str) -> bool {
        Output::has_file(self, rel)
    }
    fn holds(&self, rel: &str, bytes: &[u8]) -> bool {
        Output::holds(self, rel, bytes)
    }
}

impl Held for BTreeMap<String, Vec<u8>> {
    fn has_file(&self, rel: &str) -> bool {
        self.contains_key(rel)
    }
    fn holds(&self, rel: &str, bytes: &[u8]) -> bool {
        self.get(rel).is_some_and(|b| b == bytes)
    }
}

/// Begins the message that a build also made languages it was not asked
/// for: said by that build, not by a later one found unchanged.
pub(super) const ALSO_BUILT: &str = "also built ";

/// The languages asked for, and every other language of a report built now
/// whose pages the output holds from older data (its `data/<report>.json`
/// changes) or without a link to a language new to the output: a site's
/// pages in every language agree with its data and link to each other.
fn with_stale_languages(
    asked: &[Lang],
    project: &Project,
    reports: &[String],
    read: &mut ReadReport,
    existing: &[(String, Lang)],
    out: &dyn Held,
    rep: &mut BuildReport,
) -> Result<Vec<Lang>> {
    let mut stale: Vec<(Lang, &str)> = Vec::new();
    for id in reports {
        let held: Vec<Lang> = (existing.iter())
            .filter(|(e, l)| e == id && !asked.contains(l))
            .map(|(_, l)| *l)
            .collect();
        if held.is_empty() {
            continue;
        }
        let new_language = asked.iter().any(|l| !existing.contains(&(id.clone(), *l)));
        let p = read(id)?;
        let r = report(&p, id)?;
        let json = ReportRecord::new(r, &analyse_report(&p, r)?).to_json();
        if new_language || !out.holds(&format!("data/{id}.json"), json.as_bytes()) {
            stale.extend(held.into_iter().map(|l| (l, id.as_str())));
        }
    }
    if stale.is_empty() {
        return Ok(asked.to_vec());
    }
    let tags: BTreeSet<&str> = stale.iter().map(|(l, _)| l.tag()).collect();
    let ids: BTreeSet<&str> = stale.iter().map(|(_, id)| *id).collect();
    rep.warnings.push(format!(
        "{ALSO_BUILT}{} of {}: the output held those pages made from older data or without links to the \
languages built now, and every language of a report shows the numbers of its data/<report>.json",
        Vec::from_iter(tags).join(", "),
        Vec::from_iter(ids).join(", ")
    ));
    Ok((project.languages.iter().copied())
        .filter(|l| asked.contains(l) || stale.iter().any(|(s, _)| s == l))
        .collect())
}

fn title(entries: &Entries, id: &str, lang: Lang) -> Option<String> {
    Some(entries.get(id)?.get(lang.tag())?.title.to_string())
}

/// Every (report, language) document of a report of the project that the
/// output holds, in listed order.
fn existing_docs(out: &dyn Held, project: &Project) -> Vec<(String, Lang)> {
    (project.listed.iter())
        .flat_map(|id| project.languages.iter().map(move |&l| (id.clone(), l)))
        .filter(|(id, l)| out.has_file(&format!("{}/{id}/index.html", l.tag())))
        .collect()
}

/// A `--report` build lists the other documents in the output from the
/// entries the last build saved, without reading their reports: each must
/// have one.
fn check_listed(opts: &BuildOptions, others: &[&(String, Lang)], langs: &[Lang], listed: &Entries) -> Result<()> {
    let unlisted = others
        .iter()
        .filter(|(_, l)| langs.contains(l))
        .find(|(id, l)| title(listed, id, *l).is_none());
    if let Some((id, l)) = unlisted {
        anyhow::bail!(
            "{}: holds `{}/{id}`, which `--report` lists from what the last full build recorded in the \
output, and that record is missing, damaged, or made by another pixreport binary or other locales: \
run a full `pixreport build` first",
            opts.out.display(),
            l.tag()
        );
    }
    Ok(())
}

//! `pixreport build`: the options, resolved once at the command line into
//! [`BuildOptions`], then load → render (each report analysed as it is
//! rendered) → write. Each report's files go to a staging folder as they
//! are made; nothing touches `--out` unless the whole build succeeded (see
//! `crate::output`).
//!
//! A whole build whose key (see `build_key`) is the last one's, into an
//! output as that build left it, renders nothing. One whose key differs
//! only in the folders of reports no other report compares against renders
//! those reports as `--report` would (and the reports beside one whose
//! title changed), and keeps the other reports' files, counts and warnings
//! as the last build left them.

use super::build_key::{build_key, entries_key, Key};
pub use super::build_plan::{BuildOptions, BuildReport, LangChoice};
use super::build_site::{beside, render, Held};
use crate::model::{Lang, Project, Report};
use crate::output::{Output, OutputSet, Sink};
use crate::site::listing::Entries;
use anyhow::{Context, Result};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Instant;

/// What a build keeps for the next one, in the output's marker.
#[derive(Default, Serialize, Deserialize)]
struct Saved {
    /// The key of the whole build that made the output; `None` (never skip
    /// or narrow) after a `--report` build.
    key: Option<Key>,
    /// What the entries were made with (see `build_key::entries_key`).
    entries_key: String,
    /// Every file of the site (the reports' and the site-wide pages).
    files: usize,
    /// The warnings of no one report (`--base-url`, the project's locales).
    warnings: Vec<String>,
    /// Each report's part of the site, by id.
    reports: BTreeMap<String, Part>,
    /// Every report's listing entry, in every language of the project:
    /// `--report` lists the other reports from them.
    entries: Entries,
}

/// What a build made of one report, kept for the builds that do not
/// render it.
#[derive(Default, Serialize, Deserialize)]
struct Part {
    documents: usize,
    figures: usize,
    files: usize,
    warnings: Vec<String>,
    /// The reports it compares against.
    against: BTreeSet<String>,
}

/// Runs the whole pipeline and writes `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    let writing = || format!("writing {}", opts.out.display());
    // Locked before anything reads the existing output.
    let out = Output::lock(&opts.out, &[opts.data.path()]).with_context(writing)?;
    let t = Instant::now();
    let mut saved = out.saved::<Saved>();
    // Only a whole build is skipped or narrowed: a `--report` build costs
    // what its report costs.
    let key = opts.reports.is_empty().then(|| build_key(opts, out.path())).flatten();
    let last = (saved.as_ref()).filter(|s| key.is_some() && s.key.is_some() && out.intact());
    if let Some(s) = last.filter(|s| s.key == key) {
        return Ok(unchanged(s, &out, t));
    }
    let entries_key = entries_key(opts);
    let changed = (last.zip(key.as_ref()))
        .filter(|(s, _)| entries_key.as_ref() == Some(&s.entries_key))
        .and_then(|(s, k)| changed_reports(s, k));
    let listed = match &mut saved {
        Some(s) if (changed.is_some() || !opts.reports.is_empty()) && entries_key.as_ref() == Some(&s.entries_key) => {
            std::mem::take(&mut s.entries)
        }
        _ => Entries::new(),
    };
    let mut only = changed.clone().unwrap_or_else(|| opts.reports.clone());
    let mut staged = out.stage().with_context(writing)?;
    let made = match changed {
        Some(_) => make_with_neighbours(opts, &mut only, &out, listed, &mut staged)?,
        None => make(opts, &out, listed, &mut staged)?,
    };
    let Made {
        files,
        counts,
        entries,
        mut rep,
        by_report,
        against,
        ..
    } = made;
    let mut parts = parts(counts, against, &only, &by_report);
    rep.rendered_reports = parts.len();
    let made_files: usize = parts.values().map(|p| p.files).sum();
    if changed.is_some() {
        for (id, p) in saved.map(|s| s.reports).unwrap_or_default() {
            parts.entry(id).or_insert(p);
        }
    }
    rep.reports = parts.len();
    rep.documents = parts.values().map(|p| p.documents).sum();
    rep.figures = parts.values().map(|p| p.figures).sum();
    rep.files = files - made_files + parts.values().map(|p| p.files).sum::<usize>();
    let global: Vec<String> = (rep.warnings.iter())
        .filter(|w| !w.starts_with(super::build_site::ALSO_BUILT))
        .cloned()
        .collect();
    // Those of every report read now (a report compared against is read
    // too), and those of the reports not rendered as the last build said.
    rep.warnings.extend(by_report.into_values().flatten());
    rep.warnings
        .extend(parts.values().flat_map(|p| p.warnings.iter().cloned()));
    rep.warnings.sort();
    rep.warnings.dedup();
    let saved = Saved {
        key,
        entries_key: entries_key.unwrap_or_default(),
        files: rep.files,
        warnings: global,
        reports: parts,
        entries,
    };
    let t = Instant::now();
    let done = staged.finish(&saved).with_context(writing)?;
    rep.written = done.written;
    rep.warnings.extend(done.notes);
    rep.timings.push(("write", t.elapsed()));
    Ok(rep)
}

/// What one pass of load → analyse → render made (see [`make`]).
pub(super) struct Made {
    /// How many files it gave its sink.
    files: usize,
    /// The documents, figures and files of each report it made, by id.
    counts: BTreeMap<String, Part>,
    /// Every listing entry of the site after it.
    pub entries: Entries,
    /// The project's settings and listing (no report).
    pub project: Project,
    /// Its timings, and the warnings of no one report.
    pub rep: BuildReport,
    /// The warnings of each report read or rendered, by id.
    pub by_report: BTreeMap<String, Vec<String>>,
    /// The reports each report read compares against, by id.
    pub against: BTreeMap<String, BTreeSet<String>>,
}

/// A sink that gives every set on to `inner`, counting its files and each
/// report's documents, figures and files (not keeping their paths).
struct Noting<'a> {
    inner: &'a mut dyn Sink,
    files: usize,
    counts: BTreeMap<String, Part>,
}

impl Sink for Noting<'_> {
    fn put(&mut self, set: OutputSet) -> Result<()> {
        self.files += set.files.len();
        // A document is the folder `<lang>/<report>` with its files.
        for dir in &set.owned_dirs {
            let Some((_, id)) = dir.split_once('/') else { continue };
            let p = self.counts.entry(id.to_string()).or_default();
            let inside = format!("{dir}/");
            p.documents += 1;
            for file in (set.files.range(inside.clone()..).map(|f| f.0)).take_while(|f| f.starts_with(&inside)) {
                p.files += 1;
                p.figures += usize::from(file[inside.len()..].starts_with("figures/") && file.ends_with(".svg"));
            }
        }
        for id in (set.files.keys()).filter_map(|f| f.strip_prefix("data/")?.strip_suffix(".json")) {
            self.counts.entry(id.to_string()).or_default().files += 1;
        }
        self.inner.put(set)
    }
}

/// Loads, analyses and renders the reports of `opts` (every report without
/// `--report`) into `sink`, over `held` (the output so far), listing the
/// others from `listed` (see `build_site::render`). Each report is read
/// when it is listed, again when it is rendered, and dropped after each:
/// the memory of a build does not grow with its reports.
pub(super) fn make(opts: &BuildOptions, held: &dyn Held, listed: Entries, sink: &mut dyn Sink) -> Result<Made> {
    let mut rep = BuildReport::default();
    let t = Instant::now();
    let project = crate::project::load_site(&opts.data, &opts.reports)?;
    let mut t_load = t.elapsed();
    let mut noting = Noting {
        inner: sink,
        files: 0,
        counts: BTreeMap::new(),
    };
    let reports: Vec<String> = (project.listed.iter())
        .filter(|id| opts.reports.is_empty() || opts.reports.contains(id))
        .cloned()
        .collect();
    let mut by_report: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut against = BTreeMap::new();
    let mut read = |id: &str| -> Result<Project> {
        let t = Instant::now();
        let p = crate::project::load_reports(&opts.data, &project, &[id.to_string()])?;
        // Read twice, a report warns once.
        for (id, w) in &p.warnings {
            let said = by_report.entry(id.clone()).or_default();
            if !said.contains(w) {
                said.push(w.clone());
            }
        }
        for r in &p.reports {
            against.entry(r.id.clone()).or_insert_with(|| compared(r).collect());
        }
        t_load += t.elapsed();
        Ok(p)
    };
    let (entries, warned) = render(opts, &project, &reports, &mut read, held, listed, &mut noting, &mut rep)?;
    rep.timings.insert(0, ("load", t_load));
    for (id, w) in warned {
        by_report.entry(id).or_default().push(w);
    }
    Ok(Made {
        files: noting.files,
        counts: noting.counts,
        entries,
        project,
        rep,
        by_report,
        against,
    })
}

/// [`make`] for the reports `only` (the whole site when empty). A report's
/// title shows in the previous/next links of the reports beside it: when
/// one of `only` has a new title, they are made again with those reports,
/// which join `only`. The first pass is held in memory until its titles
/// are known (a few reports), so `sink` gets one pass's files.
pub(super) fn make_with_neighbours(
    opts: &BuildOptions,
    only: &mut Vec<String>,
    held: &dyn Held,
    listed: Entries,
    sink: &mut dyn Sink,
) -> Result<Made> {
    let titles = |e: &Entries, only: &[String]| -> Vec<_> {
        (only.iter())
            .map(|id| {
                e.get(id)
                    .map(|l| l.values().map(|e| e.title.clone()).collect::<Vec<_>>())
            })
            .collect()
    };
    let narrowed = |only: &[String]| BuildOptions {
        reports: only.to_vec(),
        ..opts.clone()
    };
    let before = titles(&listed, only);
    let mut first = OutputSet::default();
    let mut made = make(&narrowed(only), held, listed, &mut first)?;
    if titles(&made.entries, only) == before {
        sink.put(first)?;
        return Ok(made);
    }
    // Left out, the entries of `only` are new to the next pass, which then
    // makes the index pages too (`serve` makes them only then).
    let mut entries = std::mem::take(&mut made.entries);
    entries.retain(|id, _| !only.contains(id));
    let more: Vec<String> = (Lang::ALL.iter())
        .flat_map(|&l| beside(&made.project.listed, held, only, l))
        .collect();
    only.extend(more);
    only.sort_unstable();
    only.dedup();
    make(&narrowed(only), held, entries, sink)
}

/// The reports to build when only the inputs of `ids` changed: `None` (the
/// whole site) when there are none, when one is also a folder every report
/// reads, or when a report compares against one (one of `baselines`).
pub(super) fn narrowed<'a>(
    ids: BTreeSet<String>,
    mut baselines: impl Iterator<Item = &'a String>,
) -> Option<Vec<String>> {
    let shared = |id: &String| matches!(id.as_str(), "locales" | "templates");
    let alone = !ids.is_empty() && !ids.iter().any(shared) && !baselines.any(|b| ids.contains(b));
    alone.then(|| ids.into_iter().collect())
}

/// The reports `r` compares against (`baseline = "report/benchmark"`).
pub(super) fn compared(r: &Report) -> impl Iterator<Item = String> + '_ {
    (r.comparisons.iter())
        .filter_map(|c| c.baseline.split_once('/'))
        .map(|(id, _)| id.to_string())
}

/// The reports a whole build with `key` renders after the build `last`
/// (into an output as it left it): those whose folders alone changed (see
/// [`narrowed`]); `None` (all) when anything else changed.
fn changed_reports(last: &Saved, key: &Key) -> Option<Vec<String>> {
    let was = last.key.as_ref()?;
    if was.global != key.global || !was.folders.keys().eq(key.folders.keys()) {
        return None;
    }
    let ids: BTreeSet<String> = (key.folders.iter())
        .filter(|(name, digest)| was.folders.get(*name) != Some(digest))
        .map(|(name, _)| name.clone())
        .collect();
    if !ids.iter().all(|id| last.reports.contains_key(id)) {
        return None;
    }
    narrowed(ids, last.reports.values().flat_map(|p| &p.against))
}

/// Each report rendered now (of `only`, or every one read when empty, with
/// the reports it compares against, of `against`): its documents, figures
/// and files (of `counts`), and the warnings it gave (of `by_report`).
fn parts(
    mut counts: BTreeMap<String, Part>,
    against: BTreeMap<String, BTreeSet<String>>,
    only: &[String],
    by_report: &BTreeMap<String, Vec<String>>,
) -> BTreeMap<String, Part> {
    (against.into_iter())
        .filter(|(id, _)| only.is_empty() || only.contains(id))
        .map(|(id, against)| {
            let part = Part {
                warnings: by_report.get(&id).cloned().unwrap_or_default(),
                against,
                ..counts.remove(&id).unwrap_or_default()
            };
            (id, part)
        })
        .collect()
}

/// The last build's summary: nothing rendered.
fn unchanged(s: &Saved, out: &Output, t: Instant) -> BuildReport {
    let mut warnings: Vec<String> = (s.warnings.iter())
        .chain(s.reports.values().flat_map(|p| &p.warnings))
        .cloned()
        .collect();
    warnings.sort();
    warnings.dedup();
    warnings.extend(out.notes().iter().cloned());
    BuildReport {
        documents: s.reports.values().map(|p| p.documents).sum(),
        figures: s.reports.values().map(|p| p.figures).sum(),
        files: s.files,
        reports: s.reports.len(),
        skipped: true,
        warnings,
        timings: vec![("unchanged", t.elapsed())],
        ..BuildReport::default()
    }
}

#[cfg(test)]
mod tests {
    use super::{build, make, BuildOptions, LangChoice};

    /// `build` streams each report's files to the staging folder, `serve`
    /// collects the same render in memory: the same site, file for file.
    #[test]
    fn a_streamed_build_writes_the_site_serve_holds_in_memory() {
        let tmp = tempfile::tempdir().unwrap();
        let opts = BuildOptions {
            data: crate::project::ProjectRoot::at(concat!(env!("CARGO_MANIFEST_DIR"), "/data")),
            out: tmp.path().join("site"),
            langs: LangChoice::All,
            reports: vec!["small-vm-measured".into(), "vm-latency-sweep".into()],
            dump_context: false,
            png: true,
            pdf: false,
            history: None,
            base_url: None,
            source_date_epoch: None,
            keep_lists: false,
        };
        let rep = build(&opts).unwrap();
        let mut set = crate::output::OutputSet::default();
        let held = std::collections::BTreeMap::<String, Vec<u8>>::new();
        make(&opts, &held, Default::default(), &mut set).unwrap();
        assert!(set.files.keys().any(|k| k.ends_with(".png")));
        assert_eq!((rep.files, rep.written), (set.files.len(), set.files.len()));
        for (rel, bytes) in &set.files {
            assert!(std::fs::read(opts.out.join(rel)).unwrap() == *bytes, "{rel} differs");
        }
    }
}

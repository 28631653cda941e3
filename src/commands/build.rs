//! `pixreport build`: load → analyse → per language render → write
//! atomically. Every file is produced in memory first; nothing touches
//! `--out` unless the whole build succeeded.

use crate::analysis::{analyse_report, ReportAnalysis};
use crate::fsx::HashCache;
use crate::model::{Lang, Project, Report};
use crate::project::load_project_with;
use crate::render::build::{render_site, SiteOptions};
use crate::render::listing::Entries;
use crate::render::templates::Templates;
use crate::render::writer::{lock_output, OutputSet, Probe, Saved, Summary};
use anyhow::{Context, Result};
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Which languages to build.
#[derive(Debug, Clone, PartialEq)]
pub enum LangChoice {
    /// The project's `languages`.
    All,
    Some(Vec<Lang>),
}

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub data: PathBuf,
    pub out: PathBuf,
    pub langs: LangChoice,
    pub reports: Vec<String>,
    /// Write each document's template context as `context.json` beside it.
    pub dump_context: bool,
    /// Also rasterise every figure to PNG (resvg; embedded and system fonts).
    pub png: bool,
    /// Also typeset every document as a PDF (feature `pdf`).
    pub pdf: Option<crate::render::build::PdfRequest>,
    /// Earlier published runs, `<dir>/<report>/*.json`: a "Run history" section.
    pub history: Option<PathBuf>,
    /// The address the site is published at (`https://…/`), for the
    /// sitemap, permalinks and Open Graph tags; relative links when unknown.
    pub base_url: Option<String>,
}

/// What a build did, for the command's summary line and the benchmark.
#[derive(Debug, Default)]
pub struct BuildReport {
    pub documents: usize,
    pub figures: usize,
    pub files: usize,
    /// Files written anew (new or changed bytes); the others kept their
    /// inode and mtime.
    pub written: usize,
    /// True when the inputs, options and binary matched the last build into
    /// `--out` and the output was untouched since: nothing was rendered.
    pub skipped: bool,
    /// `--report X` kept the pages listing every report as they were:
    /// nothing they show changed (see `render::build::SiteOptions`).
    pub listing_kept: bool,
    /// The paths of the pages listing every report, when this build made them.
    pub listing_pages: Vec<String>,
    pub warnings: Vec<String>,
    pub timings: Vec<(&'static str, Duration)>,
}

/// Runs the whole pipeline and writes `opts.out`.
pub fn build(opts: &BuildOptions) -> Result<BuildReport> {
    // Locked before anything reads the existing output (the index pages
    // list its documents), so concurrent builds into one --out serialise.
    let lock = lock_output(&opts.out, &[&opts.data]).with_context(|| format!("writing {}", opts.out.display()))?;
    // `--report` builds are not skipped: repeating one costs what building
    // the report costs, and not skipping spares a snapshot of the whole
    // output on every one (see `writer::state`). `--png` and `--pdf` builds
    // are: their key covers the fonts they draw with (see `build_key`).
    let may_skip = opts.reports.is_empty();
    // A build that cannot be skipped learns its output on a second thread
    // while it reads its state and renders (see `writer::Probe`).
    let early = (!may_skip).then(|| lock.probe());
    let t = Instant::now();
    let mut saved = lock.saved_state().unwrap_or_default();
    let mut cache = HashCache {
        old: std::mem::take(&mut saved.stamps),
        saved_s: saved.saved_s,
        ..HashCache::default()
    };
    let keys = build_key(opts, &mut cache);
    let skip = keys.as_ref().filter(|_| may_skip);
    if let Some(s) = skip.and_then(|k| lock.unchanged(&saved, &k.build)) {
        let mut report = BuildReport {
            documents: s.documents,
            figures: s.figures,
            files: s.files,
            skipped: true,
            warnings: s.warnings,
            ..BuildReport::default()
        };
        report.warnings.extend(lock.cleaned().iter().cloned());
        report.timings.push(("unchanged", t.elapsed()));
        return Ok(report);
    }
    // Saved listing entries hold text made by this binary from these
    // locales; made by another, they are not used.
    let entries = match &keys {
        Some(k) if k.entries == saved.entries_key => saved.entries,
        _ => Entries::new(),
    };
    // A `--report X` build keeps the pages that list every report when
    // they were made from what they would be made from now (see
    // `render_site`); not with `--history`, which it leaves out of the key.
    let site_key = keys.as_ref().and_then(|k| site_key(opts, &k.entries, &mut cache));
    let keep_site = (!opts.reports.is_empty() && opts.history.is_none())
        && site_key
            .as_deref()
            .is_some_and(|k| !saved.site_key.is_empty() && k == saved.site_key)
        && lock.pages_hold(&saved.site_pages);
    let kept_pages = std::mem::take(&mut saved.site_pages);
    let mut probe = early.unwrap_or_else(|| lock.probe());
    let rows = |e: &mut Entries| lock.saved_rows(e);
    let (set, mut report, mut entries) =
        match build_guessing(opts, entries, &mut probe, Docs::Guess { keep_site }, &rows)? {
            Built::Done(set, report, entries) => (set, report, entries),
            // The output did not hold the documents the saved entries list
            // (a folder removed by hand, a state from before it): rendered
            // again with the ones it holds, from the saved entries again.
            Built::Again(held) => {
                let mut entries = match (lock.saved_state(), &keys) {
                    (Some(saved), Some(k)) if k.entries == saved.entries_key => saved.entries,
                    _ => Entries::new(),
                };
                // An entry of a document that is gone lists nothing; kept, the
                // next build would guess wrong again.
                for (id, by_lang) in &mut entries {
                    by_lang.retain(|tag, _| held.iter().any(|(i, l)| i == id && l.tag() == tag));
                }
                entries.retain(|_, by_lang| !by_lang.is_empty());
                match build_guessing(opts, entries, &mut probe, Docs::Known(held), &rows)? {
                    Built::Done(set, report, entries) => (set, report, entries),
                    Built::Again(_) => unreachable!("a build told which documents there are does not guess"),
                }
            }
        };
    let t = Instant::now();
    // The saved state stays as it is when this build changes nothing in it:
    // a state without a key (nothing to skip by), whose listing entries
    // this build kept (see `listing_kept`) and whose stamps still hold.
    // Not removed first either: every line of it is as true after the
    // write as before, whether or not the write completes.
    let stamps_hold = cache.new.iter().all(|(p, st)| cache.old.get(p) == Some(st));
    if report.listing_kept && saved.key.is_none() && stamps_hold {
        let done = lock.write_then(&set, Some(probe), || {});
        let done = done.with_context(|| format!("writing {}", opts.out.display()))?;
        report.written = done.written;
        report.warnings.extend(done.notes);
        report.timings.push(("write", t.elapsed()));
        return Ok(report);
    }
    if report.listing_kept {
        // Rows this build did not read, saved again with the new state.
        lock.saved_rows(&mut entries);
    }
    lock.forget_state();
    let saved = keys.map(|keys| Saved {
        key: may_skip.then_some(keys.build),
        summary: Summary {
            documents: report.documents,
            figures: report.figures,
            files: report.files,
            warnings: report.warnings.clone(),
        },
        stamps: if opts.reports.is_empty() {
            cache.new
        } else {
            // A `--report` build hashed only the locales: the other
            // stamps stay for the next full build.
            let mut stamps = cache.old;
            stamps.extend(cache.new);
            stamps
        },
        entries_key: keys.entries,
        site_key: site_key.unwrap_or_default(),
        // Kept pages are the files recorded; made ones are recorded once
        // written (their inodes are new).
        site_pages: if report.listing_kept { kept_pages } else { String::new() },
        entries,
        ..Saved::default()
    });
    // A state without a key (a `--report` build's, a megabyte in a big
    // site) is encoded while the output is written and saved beside the
    // writer's own cache once the output is (not at all if the write
    // fails); one with a key records the written tree, and one that
    // records pages this build made their stamps, so those come after.
    let after = |saved: &Saved| saved.key.is_some() || !report.listing_kept;
    let (go, wait) = std::sync::mpsc::channel::<()>();
    let done = std::thread::scope(|s| {
        if let Some(saved) = saved.as_ref().filter(|saved| !after(saved)) {
            let lock = &lock;
            s.spawn(move || {
                let text = saved.encode();
                if wait.recv().is_ok() {
                    lock.save_encoded(&text);
                }
            });
        }
        lock.write_then(&set, Some(probe), move || {
            let _ = go.send(());
        })
    });
    let done = done.with_context(|| format!("writing {}", opts.out.display()))?;
    if let Some(mut saved) = saved.filter(after) {
        if !report.listing_kept {
            saved.site_pages = lock.page_stamps(report.listing_pages.iter().map(String::as_str));
        }
        lock.save(saved);
    }
    report.written = done.written;
    report.warnings.extend(done.notes);
    report.timings.push(("write", t.elapsed()));
    Ok(report)
}

/// What the pages that list every report (the index and search pages, the
/// sitemap) are made of besides the listing entries: the binary and the
/// locales (`entries`, the entries' key), the project's settings and
/// templates, and the options. `None` when one cannot be read.
fn site_key(opts: &BuildOptions, entries: &str, cache: &mut HashCache) -> Option<String> {
    let mut h = Sha256::new();
    h.update(format!(
        "site {entries} options {:?} {:?} {} {} {:?}\n",
        opts.langs, opts.base_url, opts.png, opts.dump_context, opts.pdf
    ));
    let settings = crate::fsx::read_inside(&opts.data, std::path::Path::new("pixreport.toml"), 16 << 20).ok()?;
    h.update((settings.len() as u64).to_le_bytes());
    h.update(&settings);
    let templates = opts.data.join("templates");
    if templates.is_dir() {
        h.update(b"templates\n");
        crate::fsx::digest_tree(&templates, &mut h, cache).ok()?;
    }
    Some(hex(h))
}

/// The keys of a build's saved state.
struct Keys {
    /// What makes the whole output what it is (see [`build_key`]).
    build: String,
    /// What makes a listing entry what it is: the binary and the
    /// project's locales.
    entries: String,
}

fn hex(h: Sha256) -> String {
    crate::fsx::hex(&h.finalize())
}

/// What makes a build's output what it is: the pixreport binary (version,
/// and size, mtime and inode of the executable, so a rebuilt binary counts
/// as new), the options, and every file under the project folder (by the
/// sha256 of its bytes, read again only when its stat changed, see
/// `fsx::digest`), and for `--png` and `--pdf` the machine's fonts they
/// draw text with (see [`fonts_key`]). `None` (never skip, save nothing)
/// when one of them cannot be read.
fn build_key(opts: &BuildOptions, cache: &mut HashCache) -> Option<Keys> {
    use std::os::unix::fs::MetadataExt;
    let exe = std::env::current_exe().ok()?.metadata().ok()?;
    let data = opts.data.canonicalize().ok()?;
    let binary = format!(
        "pixreport {} exe {} {} {} {}\n",
        env!("CARGO_PKG_VERSION"),
        exe.len(),
        exe.mtime(),
        exe.mtime_nsec(),
        exe.ino(),
    );
    let mut e = Sha256::new();
    e.update(&binary);
    let locales = data.join("locales");
    if locales.is_dir() {
        crate::fsx::digest_tree(&locales, &mut e, cache).ok()?;
    }
    let mut h = Sha256::new();
    h.update(format!(
        "{binary} options {:?} {:?} {} {:?} {} {:?} data {}\n",
        opts.langs,
        opts.reports,
        opts.dump_context,
        opts.base_url,
        opts.png,
        opts.pdf,
        data.display()
    ));
    if !opts.reports.is_empty() {
        // Never skipped (see `build`): only the entries' key is needed, and
        // not walking the project keeps a `--report` build's cost its own.
        return Some(Keys {
            build: String::new(),
            entries: hex(e),
        });
    }
    fonts_key(opts, &mut h);
    crate::fsx::digest_tree(&data, &mut h, cache).ok()?;
    if let Some(hist) = &opts.history {
        h.update(format!("history {}\n", hist.display()));
        crate::fsx::digest_tree(hist, &mut h, cache).ok()?;
    }
    Some(Keys {
        build: hex(h),
        entries: hex(e),
    })
}

/// The fonts outside the binary that a `--png` or `--pdf` build draws
/// text with, into the build's key: each file's path, size, modification
/// time and inode (as for the binary itself), in the order it is used, and
/// for PNG the families the generic names stand for. An installed, removed,
/// updated or reordered font then makes the next build render again
/// instead of keeping figures drawn with the fonts before.
fn fonts_key(opts: &BuildOptions, h: &mut Sha256) {
    use std::os::unix::fs::MetadataExt;
    fn files(h: &mut Sha256, what: &str, paths: &[std::path::PathBuf]) {
        for p in paths {
            let stat = match p.metadata() {
                Ok(m) => format!("{} {} {} {}", m.len(), m.mtime(), m.mtime_nsec(), m.ino()),
                Err(e) => format!("unreadable {:?}", e.kind()),
            };
            h.update(format!("{what} font {} {stat}\n", p.display()));
        }
    }
    if opts.png {
        let (paths, families) = crate::render::figures::png_font_files();
        files(h, "png", paths);
        h.update(format!("png families {families}\n"));
    }
    #[cfg(feature = "pdf")]
    if opts.pdf.is_some() {
        let dirs = crate::render::pdf::system_font_dirs();
        h.update(format!("pdf font folders {dirs:?}\n"));
        files(h, "pdf", &crate::render::pdf::cjk_font_files(&dirs));
    }
}

/// Everything but the final write: the files a build would produce, and
/// the listing entries of the site after it. `entries` are the saved
/// ones: a report in the output that is not built is listed from its
/// entry, and read and analysed only when it has none.
pub fn build_in_memory(
    opts: &BuildOptions,
    entries: Entries,
    probe: &mut Probe,
) -> Result<(OutputSet, BuildReport, Entries)> {
    match build_guessing(opts, entries, probe, Docs::Probe, &|_: &mut Entries| {})? {
        Built::Done(set, rep, entries) => Ok((set, rep, entries)),
        Built::Again(_) => unreachable!("a build that asks the probe does not guess"),
    }
}

/// How a build learns which documents the output holds (the index pages
/// list them, and each page links to its neighbours among them).
#[derive(Clone)]
enum Docs {
    /// From the probe's listing of every `<lang>/<report>` folder.
    Probe,
    /// For `--report X` with saved listing entries: guessed from them (a
    /// listed report's documents are in the output unless someone removed
    /// them), so the build does not wait for the probe to list hundreds of
    /// folders; checked against the probe once rendered (see [`Built`]).
    /// `keep_site`: the saved site key is this build's (see `render_site`).
    Guess { keep_site: bool },
    /// Known (the probe's answer, after a wrong guess).
    Known(Vec<(String, Lang)>),
}

/// A build in memory, or the documents the output really holds when the
/// guess from the saved entries was wrong (the caller renders again).
enum Built {
    Done(OutputSet, BuildReport, Entries),
    Again(Vec<(String, Lang)>),
}

/// [`build_in_memory`], learning the output's documents as `docs` says.
fn build_guessing(
    opts: &BuildOptions,
    entries: Entries,
    probe: &mut Probe,
    docs: Docs,
    rows: &dyn Fn(&mut Entries),
) -> Result<Built> {
    let mut rep = BuildReport::default();
    let t = Instant::now();
    let want = |languages: &[Lang]| match &opts.langs {
        LangChoice::All => languages.to_vec(),
        LangChoice::Some(l) => l.clone(),
    };
    // A report with a document in the output and no entry in a language
    // whose index this build writes.
    let unlisted = |id: &str, languages: &[Lang]| {
        let has = |l: &Lang| entries.get(id).is_some_and(|e| e.contains_key(l.tag()));
        // The stat of a document last: a listed report has its entries.
        !opts.reports.iter().any(|r| r == id)
            && !want(languages).iter().all(has)
            && languages.iter().any(|l| has_doc(&opts.out, id, *l))
    };
    let project = load_project_with(&opts.data, &opts.reports, &unlisted)?;
    rep.timings.push(("load", t.elapsed()));
    rep.warnings.extend(project.warnings.iter().cloned());
    let langs = want(&project.languages);

    let t = Instant::now();
    let reports: Vec<&Report> = project
        .reports
        .iter()
        .filter(|r| opts.reports.is_empty() || opts.reports.contains(&r.id))
        .collect();
    let guessed = matches!(docs, Docs::Guess { .. }) && !opts.reports.is_empty() && !entries.is_empty();
    let keep_site = guessed && matches!(docs, Docs::Guess { keep_site: true });
    let existing = match &docs {
        Docs::Known(held) => held.clone(),
        _ if guessed => entry_docs(&entries, &project),
        _ => existing_docs(probe, &project),
    };
    // The pages of the other reports in the output link to X by its title
    // (previous/next): when that title changed (or X was not listed
    // before), those reports are built too, so the output still equals a
    // clean full build. Decided before anything is rendered; rare, a
    // changed value keeps the fast path. The second call has no other
    // document left to add, so it stops there.
    let linked: BTreeSet<&String> = (existing.iter().map(|(id, _)| id))
        .filter(|id| !opts.reports.contains(id))
        .collect();
    if !opts.reports.is_empty() && !linked.is_empty() && titles_moved(&reports, &langs, &entries) {
        let more = BuildOptions {
            reports: opts.reports.iter().chain(linked).cloned().collect(),
            ..opts.clone()
        };
        return build_guessing(&more, entries, probe, docs, rows);
    }
    let analyses: Vec<ReportAnalysis> = reports
        .iter()
        .map(|r| analyse_report(&project, r))
        .collect::<Result<_, _>>()?;
    let listed: Vec<&Report> = (project.reports.iter())
        .filter(|r| !opts.reports.is_empty() && unlisted(&r.id, &project.languages))
        .collect();
    let listed_analyses: Vec<ReportAnalysis> = listed
        .iter()
        .map(|r| analyse_report(&project, r))
        .collect::<Result<_, _>>()?;
    rep.timings.push(("analyse", t.elapsed()));

    let templates = Templates::new(
        Some(&opts.data.join("templates"))
            .filter(|p| p.is_dir())
            .map(|p| p.as_path()),
    )?;
    let locales_dir = opts.data.join("locales");
    let history = super::build_history::read(opts.history.as_deref(), &reports, &analyses)?;
    let listed: Vec<(&Report, &ReportAnalysis)> = listed.into_iter().zip(&listed_analyses).collect();
    let site = SiteOptions {
        langs: &langs,
        png: opts.png,
        dump_context: opts.dump_context,
        existing: &existing,
        entries,
        listed: &listed,
        base_url: opts.base_url.as_deref(),
        locales: Some(locales_dir.as_path()).filter(|p| p.is_dir()),
        pdf: opts.pdf.clone(),
        history: &history,
        keep_site,
        saved_rows: rows,
    };
    let built: Vec<(&Report, &ReportAnalysis)> = reports.iter().copied().zip(&analyses).collect();
    let (set, stats) = render_site(&project, &built, &templates, site)?;
    rep.documents = stats.documents;
    rep.figures = stats.figures;
    rep.listing_kept = stats.listing_kept;
    rep.listing_pages = stats.listing_pages;
    rep.warnings.extend(stats.warnings);
    rep.timings.extend(stats.timings);
    rep.files = set.files.len();
    rep.warnings.sort();
    rep.warnings.dedup();
    if guessed {
        let held = existing_docs(probe, &project);
        if held != existing {
            return Ok(Built::Again(held));
        }
    }
    Ok(Built::Done(set, rep, stats.entries))
}

/// Whether a report of `reports` has, in a language of `langs`, a title
/// other than the one its saved entry lists (or no saved entry): other
/// reports' pages link to it by that title (`ListEntry::title`).
fn titles_moved(reports: &[&Report], langs: &[Lang], saved: &Entries) -> bool {
    reports.iter().any(|r| {
        langs.iter().any(|l| {
            let was = saved.get(&r.id).and_then(|m| m.get(l.tag()));
            was.map(|e| e.title.as_str()) != Some(r.title.in_lang(*l))
        })
    })
}

/// Whether the output holds report `id`'s document in `lang`.
fn has_doc(out: &std::path::Path, id: &str, lang: Lang) -> bool {
    out.join(lang.tag()).join(id).join("index.html").is_file()
}

/// Every (report, language) with a saved listing entry, in the order of
/// [`existing_docs`]: the documents the output holds, unless someone
/// removed some since the last build.
fn entry_docs(entries: &Entries, project: &Project) -> Vec<(String, Lang)> {
    let mut v = Vec::new();
    for id in &project.listed {
        let Some(by_lang) = entries.get(id) else { continue };
        for &l in &project.languages {
            if by_lang.contains_key(l.tag()) {
                v.push((id.clone(), l));
            }
        }
    }
    v
}

/// Every (report, language) document in the output, learnt from the
/// folder listings the writer's walk then reuses (see `writer::Probe`).
fn existing_docs(probe: &mut Probe, project: &Project) -> Vec<(String, Lang)> {
    let mut v = Vec::new();
    let mut dir = String::new();
    for id in &project.listed {
        for &l in &project.languages {
            dir.clear();
            dir.push_str(l.tag());
            dir.push('/');
            dir.push_str(id);
            if probe.has_file(&dir, "index.html") {
                v.push((id.clone(), l));
            }
        }
    }
    v
}

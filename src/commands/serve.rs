//! `pixreport serve`: the site built into memory (the build's render stage,
//! nothing written) and served on a loopback address (`serve_http`). Every
//! file of the project folder is watched; a change rebuilds the site (only
//! the changed report when that is all it touches) and tells the open
//! pages, which reload at their scroll position or show the build error.
//! Nothing is written anywhere, so Ctrl-C leaves nothing behind.

use super::build::{make_with_neighbours, narrowed, BuildOptions};
use super::serve_http::{self, Files, Shared, Site};
use crate::site::listing::Entries;
use anyhow::{Context, Result};
use notify_debouncer_full::notify::{EventKind, RecursiveMode};
use notify_debouncer_full::{new_debouncer, DebounceEventResult};
use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

#[derive(Debug)]
pub struct ServeOptions {
    pub build: BuildOptions,
    pub addr: SocketAddr,
    pub open: bool,
}

/// How long the watcher waits for an editor's burst of writes to end.
const DEBOUNCE: Duration = Duration::from_millis(20);

/// Runs until interrupted.
pub fn serve(opts: ServeOptions) -> Result<ExitCode> {
    let mut build = opts.build;
    let root = std::fs::canonicalize(build.data.path())
        .with_context(|| format!("{}: cannot open the project folder", build.data.path().display()))?;
    // A file, a FIFO or a device is refused at once: serve never exits on a
    // failed build (the author is about to fix it), so it must not start on
    // something that can never be a project.
    anyhow::ensure!(
        root.is_dir(),
        "{}: not a folder; serve takes a report project folder (the one holding pixreport.toml)",
        build.data.path().display()
    );
    build.data = crate::project::ProjectRoot::at(&root);
    build.keep_lists = true;
    // A job started in the background of a script inherits SIGINT ignored;
    // Ctrl-C must stop serve all the same. Nothing is on disk to clean up.
    ctrlc::set_handler(|| std::process::exit(130)).context("handling Ctrl-C")?;
    // Watching starts before the first build: no edit made during it is missed.
    let (tx, rx) = mpsc::channel::<DebounceEventResult>();
    let mut watcher = new_debouncer(DEBOUNCE, None, tx).context("watching the project folder")?;
    (watcher.watch(&root, RecursiveMode::Recursive)).with_context(|| format!("{}: cannot watch", root.display()))?;
    let shared = Arc::new(Shared::default());
    let mut said = BTreeSet::new();
    rebuild(&build, &shared, &[], &mut said);
    let server = serve_http::start(opts.addr, Arc::clone(&shared))?;
    let url = format!("http://{}/", server.server_addr());
    if !opts.addr.ip().is_loopback() {
        eprintln!(
            "warning: serving on {}: anyone who can reach this address can read the drafts",
            opts.addr.ip()
        );
    }
    println!("serving {url} (Ctrl-C to stop)");
    if opts.open {
        open_browser(&url);
    }
    while let Ok(first) = rx.recv() {
        let mut changed = BTreeSet::new();
        for events in std::iter::once(first).chain(rx.try_iter()) {
            match events {
                // Not reads: the build's own would start the next one.
                Ok(evs) => changed.extend(
                    (evs.into_iter().filter(|e| !matches!(e.kind, EventKind::Access(_))))
                        .flat_map(|e| e.event.paths)
                        .filter(|p| is_input(&root, p)),
                ),
                Err(errors) => errors
                    .iter()
                    .for_each(|e| eprintln!("warning: watching {}: {e}", root.display())),
            }
        }
        if !changed.is_empty() {
            rebuild(&build, &shared, &changed.into_iter().collect::<Vec<_>>(), &mut said);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Whether a change to `path` can change the site: not the build's own
/// output folder, hidden files (editors' swap files, a build's staging
/// folders) or backups.
fn is_input(root: &Path, path: &Path) -> bool {
    let Ok(rel) = path.strip_prefix(root) else { return false };
    let hidden = rel.components().any(|c| {
        let c = c.as_os_str().to_string_lossy();
        c.starts_with('.') || c.ends_with('~')
    });
    !hidden && !rel.starts_with("output")
}

/// Rebuilds after `changed` (everything when empty), then tells the pages;
/// the terminal says how it went. `said`: the warnings already printed.
fn rebuild(opts: &BuildOptions, shared: &Shared, changed: &[PathBuf], said: &mut BTreeSet<String>) {
    let t = Instant::now();
    let (mut only, held, listed) = {
        let s = shared.lock();
        match reports_of(&s, changed) {
            Some(ids) => (ids, Arc::clone(&s.files), s.entries.clone()),
            None => (Vec::new(), Arc::default(), Entries::new()),
        }
    };
    // With the reports beside one whose title changed (see
    // `make_with_neighbours`).
    let result = build_once(opts, &mut only, &held, listed);
    drop(held);
    let what = if only.is_empty() {
        "the site".to_string()
    } else {
        only.join(", ")
    };
    let mut s = shared.lock();
    s.generation += 1;
    match result {
        Ok(new) => {
            for w in new.warnings.iter().filter(|w| said.insert(w.to_string())) {
                eprintln!("warning: {w}");
            }
            if only.is_empty() {
                s.files = Arc::new(new.files);
                s.dirs = new.dirs;
                s.baselines = new.baselines;
            } else {
                // In place, unless a request is reading the site now.
                let files = Arc::make_mut(&mut s.files);
                for d in &new.owned_dirs {
                    let folder = format!("{d}/");
                    files.retain(|k, _| !k.starts_with(&folder));
                }
                files.extend(new.files);
                s.baselines.extend(new.baselines);
            }
            s.entries = new.entries;
            s.error = None;
            eprintln!("built {what} in {} ms", t.elapsed().as_millis());
        }
        Err(e) => {
            let text = format!("{e:#}");
            eprintln!("error: {text}");
            s.error = Some(text);
        }
    }
    shared.changed.notify_all();
}

/// The reports a change to `changed` alone needs rebuilt: each path is in
/// the folder of a report (see `build::narrowed`). `None`: the whole site
/// (a project-wide file, or no good build yet).
fn reports_of(site: &Site, changed: &[PathBuf]) -> Option<Vec<String>> {
    if site.error.is_some() {
        return None;
    }
    let mut ids = BTreeSet::new();
    for p in changed {
        let (id, _) = site.dirs.iter().find(|(_, dir)| p.starts_with(dir))?;
        ids.insert(id.clone());
    }
    narrowed(ids, site.baselines.iter())
}

/// What a good build gives the served site.
struct Built {
    files: Files,
    owned_dirs: Vec<String>,
    entries: Entries,
    dirs: Vec<(String, PathBuf)>,
    baselines: BTreeSet<String>,
    warnings: Vec<String>,
}

/// One build into memory: the reports `only` over `held` (the whole site
/// when `only` is empty); `only` grows by the reports built with them.
fn build_once(opts: &BuildOptions, only: &mut Vec<String>, held: &Files, listed: Entries) -> Result<Built> {
    let mut set = crate::output::OutputSet::default();
    let made = make_with_neighbours(opts, only, held, listed, &mut set)?;
    Ok(Built {
        files: set.files,
        owned_dirs: set.owned_dirs,
        entries: made.entries,
        // As `project::load_reports` names them.
        dirs: (made.project.listed.iter())
            .map(|id| (id.clone(), opts.data.path().join(id)))
            .collect(),
        baselines: made.against.into_values().flatten().collect(),
        warnings: made
            .rep
            .warnings
            .into_iter()
            .chain(made.by_report.into_values().flatten())
            .collect(),
    })
}

/// `--open`: the command in `$BROWSER` (as `xdg-open` and Python's
/// `webbrowser` honour it), else the system's opener, in the background; a
/// failure is a warning.
fn open_browser(url: &str) {
    let system = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let opener = std::env::var("BROWSER").ok().filter(|b| !b.is_empty());
    let opener = opener.as_deref().unwrap_or(system);
    match std::process::Command::new(opener).arg(url).spawn() {
        Ok(mut child) => {
            std::thread::spawn(move || child.wait());
        }
        Err(e) => eprintln!("warning: --open: cannot run {opener}: {e}; open {url} yourself"),
    }
}

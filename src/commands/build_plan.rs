//! What `pixreport build` was asked for, resolved once from the command
//! line ([`BuildOptions`]), and what it did ([`BuildReport`]).

use crate::model::Lang;
use std::path::PathBuf;
use std::time::Duration;

/// Which languages to build.
#[derive(Debug, Clone, PartialEq)]
pub enum LangChoice {
    /// The project's `languages`.
    All,
    Some(Vec<Lang>),
}

#[derive(Debug, Clone)]
pub struct BuildOptions {
    pub data: crate::project::ProjectRoot,
    pub out: PathBuf,
    pub langs: LangChoice,
    pub reports: Vec<String>,
    /// Write each document's template context as `context.json` beside it.
    pub dump_context: bool,
    /// Also rasterise every figure to PNG (resvg; embedded and system fonts).
    pub png: bool,
    /// Also typeset every document as a PDF (feature `pdf`).
    pub pdf: bool,
    /// Earlier published runs, `<dir>/<report>/*.json`: a "Run history" section.
    pub history: Option<PathBuf>,
    /// The address the site is published at (`https://…/`), for the
    /// sitemap, permalinks and Open Graph tags; relative links when unknown.
    pub base_url: Option<String>,
    /// `SOURCE_DATE_EPOCH`, when set: whole seconds since 1970.
    pub source_date_epoch: Option<i64>,
    /// `serve`: see [`crate::site::build::SiteOptions::keep_lists`].
    pub keep_lists: bool,
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
    /// True when the key and the output matched the last build's: nothing
    /// was rendered or written.
    pub skipped: bool,
    /// The reports in the site after the build (with `--report`, those
    /// built), and those of them rendered now: fewer when a whole build
    /// kept the reports whose inputs did not change.
    pub reports: usize,
    pub rendered_reports: usize,
    pub warnings: Vec<String>,
    pub timings: Vec<(&'static str, Duration)>,
}

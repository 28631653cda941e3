//! The command line (clap derive) and its conversion into validated options.

use crate::commands::build::{BuildOptions, LangChoice};
use crate::model::Lang;
use crate::project::ProjectRoot;
use clap::{Parser, Subcommand};
use std::path::PathBuf;

/// pixreport turns storage benchmark results (IOzone, IOR, mdtest, fio) and a
/// description of the system under test into publishable performance
/// reports — Markdown and HTML with figures, tables and written
/// observations — in English, Italian, Traditional Chinese and Vietnamese.
#[derive(Debug, Parser)]
#[command(name = "pixreport", version, about, long_about = None)]
#[command(after_help = "Start with `pixreport new my-project`, then `cd my-project` and \
`pixreport build`: build and check use the pixreport.toml of the current folder, else the one in \
data/ (this repository's sample project), or the folder given with --data. Then open output/index.html.\n\
The input format is described in docs/report-format.md.")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Build the reports into a static site: Markdown, HTML, SVG figures and JSON.
    #[command(
        after_help = "Examples:\n  pixreport build --lang it\n  pixreport build --lang all --report pixstor-2019 --png\n  pixreport build --data my-project --out site"
    )]
    Build(BuildArgs),
    /// Compare a new run against a prior report, with noise-aware verdicts.
    #[command(
        // BASELINE and CURRENT first: --history takes every path after it.
        override_usage = "pixreport diff <BASELINE> <CURRENT> [OPTIONS] [--history <PATH>...]",
        after_help = "BASELINE and CURRENT are each a built report.json, a built output folder, \
a report project (pixreport.toml) or one report's folder; or both are usage CSVs (pixreport scan), \
to compare file-system usage alone. File-system usage is compared whenever both sides have it, and \
never changes the exit status.\n\nExamples:\n  \
pixreport diff output/data/pixstor-2019.json data/\n  \
pixreport diff usage-2024-02.csv usage-2024-03.csv\n  \
pixreport diff old-site/ new-site/ --report pixstor-2019 --summary --fail-on-regression\n  \
pixreport diff base.json data/ --lang it --out diff-it\n  \
pixreport diff base.json data/ --summary --fail-on-regression --history runs/*.json\n\n\
Exit status: 0 no regression (or no --fail-on-regression); 1 an error (bad input, unreadable file); \
2 with --fail-on-regression: a regression, or a benchmark, series or thread count present in the \
baseline and missing from the current run (unless --allow-missing); 3 with --fail-on-regression: the two sides cannot be compared \
(different reports, or nothing in common); 64 a usage error (unknown flag, bad value)."
    )]
    Diff(DiffArgs),
    /// Turn raw IOR, mdtest, IOzone, fio or elbencho output into a results table.
    #[command(
        after_help = "The tool, its version, the thread counts and the command line are read from the \
logs themselves, never from file names. Logs of one workload (tool and version, API, access pattern, \
transfer and block size, rw mode, queue depth, file size, command line apart from the process count) \
form one benchmark: one series over the process counts, repeats at one count become iterations. \
Different workloads become separate benchmarks with --into (ids such as ior-shared-1m), and are \
refused otherwise. ingest prints how it grouped the logs.\n\n\
Examples:\n  pixreport ingest logs/ior-*.txt\n  pixreport ingest logs/ -o results.csv\n  \
pixreport ingest logs/ --into my-project/my-report\n  \
pixreport ingest logs/ior/ --into my-project/my-report --benchmark seq-n-1 --force"
    )]
    Ingest(crate::commands::ingest::IngestOptions),
    /// Create a ready-to-edit report project (config, one benchmark, example CSV, text in four languages).
    #[command(after_help = "Then: cd DIR && pixreport build, and open DIR/output/index.html. \
To use your own results: pixreport ingest LOGS --into DIR/my-report.")]
    New {
        /// The folder to create (must not exist, or be empty).
        dir: PathBuf,
    },
    /// Scan directory trees (or read file lists of find, Storage Scale, Lustre, dwalk) into a usage dataset.
    #[command(
        after_help = "The CSV has one row per owner, file type, fileset, size class and month \
(docs/usage-format.md). Symlinks are never followed, hard links count once, unreadable entries \
are counted and reported.\n\nExamples:\n  pixreport scan /gpfs/projects -o data/my-report/usage.csv\n  \
find /gpfs -xdev -printf '%s\\t%U\\t%u\\t%T@\\t%i\\t%n\\t%y\\t%b\\t%D\\t%P\\n' > list.tsv && pixreport scan --listing list.tsv -o usage.csv\n  \
pixreport scan --print-gpfs-policy > usage.pol && TZ=UTC mmapplypolicy /gpfs/fs1 -P usage.pol -I defer -f /tmp/u -N nsdNodes\n  \
pixreport scan --listing /tmp/u.list.usage* -o usage.csv"
    )]
    Scan(ScanArgs),
    /// Preview the site while you edit: build it into memory, serve it on 127.0.0.1, rebuild on
    /// every change and reload the open pages.
    #[command(after_help = "Examples:\n  pixreport serve\n  pixreport serve --lang it --report pixstor-2019 --open")]
    Serve(ServeArgs),
    /// Validate a project's inputs and translations without writing anything.
    #[command(after_help = "Prints each report's method caveats (cache, buffered I/O). \
With --acceptance, also each acceptance criterion and its outcome.\n\n\
Exit status: 0 all well; 1 a problem (bad input, a missing translation, a term to avoid); \
2 with --acceptance: a criterion failed or could not be evaluated; 64 a usage error.")]
    Check {
        /// The report project folder (holds pixreport.toml). Default: the current folder when it
        /// holds pixreport.toml, else data/.
        #[arg(long, value_name = "DIR")]
        data: Option<PathBuf>,
        /// Evaluate every report's acceptance criteria; exit 2 when one fails or cannot be evaluated.
        #[arg(long)]
        acceptance: bool,
    },
}

/// `--lang` parsed: `all` or one language.
pub fn parse_lang_choice(s: &str) -> Result<LangChoice, String> {
    if s.eq_ignore_ascii_case("all") {
        return Ok(LangChoice::All);
    }
    (s.split(',').map(|x| x.trim().parse()).collect::<Result<_, _>>()).map(LangChoice::Some)
}

/// `diff --lang` parsed: one language.
fn parse_lang(s: &str) -> Result<Lang, String> {
    s.trim().parse()
}

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// Language to build: en, it, zh-TW, vi, a comma-separated list, or `all` (the project's languages).
    #[arg(long, default_value = "all", value_name = "LANG|all", value_parser = parse_lang_choice)]
    pub lang: LangChoice,
    /// Build only this report (repeatable). Default: every report of the project.
    #[arg(long = "report", value_name = "ID")]
    pub reports: Vec<String>,
    /// The report project folder (holds pixreport.toml). Default: the current folder when it
    /// holds pixreport.toml, else data/.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Where to write the site. Replaced atomically; a failed build leaves it untouched.
    #[arg(long, default_value = "output", value_name = "DIR")]
    pub out: PathBuf,
    /// Also write PNG figures (for blog platforms that take no SVG), rasterised from the SVG.
    #[arg(long)]
    pub png: bool,
    /// Also write each document's template context as context.json (for template authors).
    #[arg(long)]
    pub dump_context: bool,
    /// Also typeset each document as a PDF white paper, <lang>/<report>/<report>.pdf (needs pixreport
    /// built with `--features pdf`; SOURCE_DATE_EPOCH, when set, is the PDFs' creation date).
    #[arg(long)]
    pub pdf: bool,
    /// Earlier published runs: a folder holding REPORT/*.json (the layout of a published site's
    /// data/history/, the files `diff --history` reads), ordered by file name, oldest first. Each
    /// report with runs there gets a "Run history" section with a trend figure per series.
    #[arg(long, value_name = "DIR")]
    pub history: Option<PathBuf>,
    /// The address the site will be published at (http or https, e.g.
    /// https://example.org/reports/): absolute URLs in sitemap.xml, permalinks,
    /// citations and Open Graph tags. Without it they are relative to the site root.
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// Language to serve: en, it, zh-TW, vi, a comma-separated list, or `all` (the project's languages).
    #[arg(long, default_value = "all", value_name = "LANG|all", value_parser = parse_lang_choice)]
    pub lang: LangChoice,
    /// Serve only this report (repeatable). Default: every report of the project.
    #[arg(long = "report", value_name = "ID")]
    pub reports: Vec<String>,
    /// The report project folder (holds pixreport.toml). Default: as for build.
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// The port to listen on (0: any free port).
    #[arg(long, default_value_t = 8000)]
    pub port: u16,
    /// The address to listen on. Anything but a loopback address shows the drafts to the network.
    #[arg(long, default_value = "127.0.0.1", value_name = "ADDR")]
    pub bind: std::net::IpAddr,
    /// Open the site in the default browser (the command in $BROWSER when set).
    #[arg(long)]
    pub open: bool,
    /// As for build: the address the site will be published at.
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
}

impl ServeArgs {
    /// Validated serve options: a build of the project kept in memory.
    pub fn into_options(self) -> Result<crate::commands::serve::ServeOptions, String> {
        let build = BuildArgs {
            lang: self.lang,
            reports: self.reports,
            data: self.data,
            out: PathBuf::from("(memory)"),
            png: false,
            dump_context: false,
            pdf: false,
            history: None,
            base_url: self.base_url,
        }
        .into_options()?;
        Ok(crate::commands::serve::ServeOptions {
            build,
            addr: (self.bind, self.port).into(),
            open: self.open,
        })
    }
}

#[derive(Debug, clap::Args)]
pub struct DiffArgs {
    /// The prior run.
    pub baseline: PathBuf,
    /// The run under review.
    pub current: PathBuf,
    /// Which report, when a folder holds several.
    #[arg(long)]
    pub report: Option<String>,
    /// Language of the document and summary: en, it, zh-TW, vi.
    #[arg(long, default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
    /// Write the comparison document (Markdown, HTML, figures), diff.json and summary.md here.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Tolerance in percent: a change smaller than this is not a finding, at every point, however
    /// it is tested (report.toml's diff_threshold wins).
    #[arg(long, default_value_t = crate::diff::DEFAULT_THRESHOLD, value_name = "PCT")]
    pub threshold: f64,
    /// Print a short Markdown summary for a pull-request comment.
    #[arg(long)]
    pub summary: bool,
    /// Exit with status 2 when a regression is found or something of the baseline is missing, 3 when
    /// the sides cannot be compared (different reports, nothing in common).
    #[arg(long)]
    pub fail_on_regression: bool,
    /// As --fail-on-regression, and also exit with status 2 when a point changed for the worse beyond
    /// the tolerance but could not be tested (no history, no declared noise_cv): for pipelines that
    /// only ever have single runs.
    #[arg(long)]
    pub fail_on_unconfirmed: bool,
    /// A benchmark, series or thread count missing from the current run does not fail
    /// --fail-on-regression.
    #[arg(long)]
    pub allow_missing: bool,
    /// Earlier runs of the report, older than the baseline: report.json files, or folders of them
    /// (e.g. a published site's data/history/REPORT/), ordered by file name, oldest first. They give
    /// the run-to-run noise of every point and a trend per series. Takes every path after it (a
    /// shell glob: --history runs/*.json), so it goes after BASELINE and CURRENT; repeatable.
    #[arg(long, value_name = "PATH", num_args = 1..)]
    pub history: Vec<PathBuf>,
}

#[derive(Debug, clap::Args)]
pub struct ScanArgs {
    /// Folders to scan (each one's first-level folders are its filesets).
    pub roots: Vec<PathBuf>,
    /// Read file lists instead of scanning: `find -printf`, Storage Scale policy, `lfs find` or `dwalk` lists
    /// of one file system, merged; `-` is standard input (see --help).
    #[arg(long, value_name = "FILE", num_args = 1..)]
    pub listing: Vec<PathBuf>,
    /// The lists' format (default: detected from each list's first line).
    #[arg(long, value_name = "FORMAT", value_parser = ["find", "gpfs-policy", "lfs-find", "dwalk"])]
    pub format: Option<String>,
    /// The directory the lists were made from, for lists with absolute paths (default: a list's first line).
    #[arg(long, value_name = "DIR")]
    pub root: Option<PathBuf>,
    /// Print the Storage Scale policy file whose lists --listing reads, and exit.
    #[arg(long)]
    pub print_gpfs_policy: bool,
    /// Do not descend into other file systems mounted inside the folders (like find -xdev).
    #[arg(short = 'x', long)]
    pub one_file_system: bool,
    /// When the data was taken, e.g. 2024-03-01T12:00:00Z (default: the end of the scan, or the newest list's time).
    #[arg(long, value_name = "TIME")]
    pub taken: Option<String>,
    /// The file system's name, recorded in the CSV so that snapshots of different file systems are told apart.
    #[arg(long, value_name = "NAME")]
    pub filesystem: Option<String>,
    /// Write the usage CSV here instead of printing it.
    #[arg(short = 'o', long = "output", value_name = "CSV")]
    pub output: Option<PathBuf>,
    /// Worker threads (0: one per CPU).
    #[arg(long, default_value_t = 0)]
    pub threads: usize,
    /// Upper bounds of the size classes, e.g. 4KiB,1MiB,64MiB,1GiB (the default).
    #[arg(long, value_name = "SIZES")]
    pub size_bins: Option<String>,
    /// Replace an existing output file.
    #[arg(long)]
    pub force: bool,
    /// Generate SYNTHETIC usage data from this seed instead of scanning (for demonstrations; label it synthetic).
    #[arg(long, value_name = "SEED")]
    pub synthetic: Option<u64>,
    /// Number of files the synthetic generator makes.
    #[arg(long, default_value_t = 250_000, requires = "synthetic")]
    pub files: usize,
    /// With --synthetic: print the generated `find` listing instead of its usage (for benchmarks).
    #[arg(long, requires = "synthetic")]
    pub emit_listing: bool,
}

/// A site address: http(s), no query or fragment, no characters that would
/// need escaping in HTML or XML; a trailing `/` is added.
fn parse_base_url(url: &str) -> Result<String, String> {
    let url = url.trim();
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .ok_or_else(|| format!("--base-url `{url}`: must start with https:// or http://"))?;
    let host = rest.split('/').next().unwrap_or_default();
    if host.contains('@') {
        return Err(
            "--base-url: `user:password@` in the address would be published in every page and in \
sitemap.xml; give the address without it"
                .to_string(),
        );
    }
    let bad = url
        .chars()
        .find(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '\'' | '<' | '>' | '&' | '?' | '#' | '\\'));
    if host.is_empty() || bad.is_some() {
        return Err(format!(
            "--base-url `{url}`: expected an address like https://example.org/reports/ (a host, no query, fragment or quotes)"
        ));
    }
    let slash = if url.ends_with('/') { "" } else { "/" };
    Ok(format!("{url}{slash}"))
}

impl BuildArgs {
    /// Validated build options.
    pub fn into_options(self) -> Result<BuildOptions, String> {
        Ok(BuildOptions {
            source_date_epoch: source_date_epoch(std::env::var("SOURCE_DATE_EPOCH").ok().as_deref())?,
            langs: self.lang,
            data: ProjectRoot::find(self.data)?,
            out: self.out,
            reports: self.reports,
            dump_context: self.dump_context,
            png: self.png,
            pdf: pdf_request(self.pdf)?,
            history: self.history,
            base_url: self.base_url.as_deref().map(parse_base_url).transpose()?,
            keep_lists: false,
        })
    }
}

/// `--pdf` validated: the feature is compiled in (`SOURCE_DATE_EPOCH`, the
/// PDFs' creation date, is checked with the other options).
fn pdf_request(pdf: bool) -> Result<bool, String> {
    if pdf && !cfg!(feature = "pdf") {
        return Err(
            "--pdf: this pixreport was built without PDF support; build it with the `pdf` feature: \
                    `cargo install --path . --features pdf` (or `cargo run --features pdf -- build --pdf`)"
                .to_string(),
        );
    }
    Ok(pdf)
}

/// `SOURCE_DATE_EPOCH` (when set and not empty) as whole seconds since 1970.
fn source_date_epoch(epoch: Option<&str>) -> Result<Option<i64>, String> {
    match epoch.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(s) => (s.parse::<i64>().ok())
            .filter(|&x| (0..=253_402_300_799).contains(&x))
            .map(Some)
            .ok_or_else(|| format!("SOURCE_DATE_EPOCH={s}: expected whole seconds since 1970, like 1700000000")),
    }
}

#[cfg(test)]
mod pdf_tests {
    use super::{pdf_request, source_date_epoch};

    #[test]
    fn pdf_flag_needs_the_feature_and_a_valid_epoch() {
        assert_eq!(pdf_request(false), Ok(false));
        if cfg!(feature = "pdf") {
            assert_eq!(pdf_request(true), Ok(true));
        } else {
            let e = pdf_request(true).unwrap_err();
            assert!(e.contains("--features pdf"), "{e}");
        }
        assert_eq!(source_date_epoch(Some("1700000000")), Ok(Some(1_700_000_000)));
        let e = source_date_epoch(Some("yesterday")).unwrap_err();
        assert!(e.contains("SOURCE_DATE_EPOCH=yesterday"), "{e}");
    }
}

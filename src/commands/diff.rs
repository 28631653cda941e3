//! `pixreport diff`: glue between the command line and `crate::diff`.

use crate::cli::DiffArgs;
use crate::diff::input::{read_full_sides, read_history, InputError, Side};
use crate::diff::usage::diff_usage;
use crate::diff::{diff, Diff, Verdict};
use crate::document::diff::{diff_document, plain, summary};
use crate::document::html::document_html;
use crate::document::templates::{tidy_markdown, Templates};
use crate::i18n::Localizer;
use crate::output::{write_atomically, OutputSet};
use anyhow::{Context, Result};
use std::path::PathBuf;

pub struct DiffOutcome {
    pub diff: Diff,
    pub warnings: Vec<String>,
    /// What the diff used, for standard error (`history: 4 runs from …`).
    pub notes: Vec<String>,
    /// What to print: the summary Markdown or a plain report.
    pub text: String,
}

pub fn run(opts: &DiffArgs) -> Result<DiffOutcome> {
    if !(opts.threshold.is_finite() && opts.threshold > 0.0) {
        anyhow::bail!("--threshold must be a percentage above 0 (got {})", opts.threshold);
    }
    let (base_side, cur_side) = read_full_sides(&opts.baseline, &opts.current, opts.report.as_deref())?;
    let (base, cur) = (&base_side.run, &cur_side.run);
    let history = read_history(&opts.history, base)?;
    let mut d = diff(base, cur, &history, opts.threshold)?;
    let (notes, mut warnings) = history_notes(&opts.history, history.len());
    warnings.extend(refusal_warnings(&d));
    warnings.extend(usage_warnings(&base_side, &cur_side));
    if let (Some(b), Some(c)) = (&base_side.usage, &cur_side.usage) {
        let u = diff_usage(b, c)?;
        if u.baseline_is_newer() {
            warnings.push(format!(
                "the baseline's usage ({}, taken {}) is newer than the current one ({}, taken {}): \
                 are the two sides swapped? Usage is compared as given",
                b.origin,
                b.taken.map(|t| t.to_string()).unwrap_or_default(),
                c.origin,
                c.taken.map(|t| t.to_string()).unwrap_or_default(),
            ));
        }
        d.usage = Some(u);
    }
    if base.report != cur.report {
        warnings.push(format!(
            "comparing two different reports: `{}` ({}) against `{}` ({}); benchmarks are matched by id",
            cur.report, cur.origin, base.report, base.origin
        ));
    }
    // A side that is a report project brings its own templates and locales
    // (the current side's first): the diff document looks like its reports.
    let project_dir = [&opts.current, &opts.baseline]
        .into_iter()
        .find_map(|p| project_root(p));
    let overrides = |name: &str| project_dir.as_ref().map(|d| d.join(name)).filter(|p| p.is_dir());
    let (templates_dir, locales_dir) = (overrides("templates"), overrides("locales"));
    let loc = Localizer::new(opts.lang, locales_dir.as_deref())?;
    // `--summary`: the Markdown for a pull-request comment; otherwise a
    // plain line per series, every series, for a terminal.
    let text = if opts.summary {
        summary(&loc, &d, 5)
    } else {
        plain(&loc, &d)
    };
    if let Some(out) = &opts.out {
        let templates = Templates::new(templates_dir.as_deref())?;
        let (ctx, figures) = diff_document(&loc, &d, base, cur).context("drawing the diff figures")?;
        warnings.extend(ctx.undrawn.iter().cloned());
        let md = tidy_markdown(&templates.render("diff.md", &ctx)?);
        // Figures inline with their data tables and a CSV of each beside
        // it, as on the site's report pages.
        let body = document_html(&md, &figures, &loc);
        let page = crate::site::pages::plain_page(&templates, &loc, &ctx.title, &body.html)?;
        let mut set = OutputSet::default();
        set.add("index.md", md);
        set.add("index.html", page);
        for (path, text) in body.csv {
            set.add(path, text);
        }
        set.add("diff.json", serde_json::to_string_pretty(&d)? + "\n");
        set.add("summary.md", summary(&loc, &d, 5));
        for f in figures {
            set.add(format!("figures/{}", f.file), f.svg);
        }
        set.owned_dirs.push("figures".into());
        write_atomically(out, &set).with_context(|| format!("writing {}", out.display()))?;
    }
    Ok(DiffOutcome {
        diff: d,
        warnings,
        notes,
        text,
    })
}

/// How many earlier runs `--history` gave (a note), and a warning when
/// they are too few for a noise estimate.
fn history_notes(paths: &[PathBuf], runs: usize) -> (Vec<String>, Vec<String>) {
    if paths.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let from: Vec<String> = paths.iter().map(|p| p.display().to_string()).collect();
    let noun = if runs == 1 { "run" } else { "runs" };
    let note = format!("history: {runs} {noun} from {}", from.join(", "));
    let warning = (runs < 2).then(|| {
        format!(
            "the history holds {runs} earlier {noun} besides the baseline: it is used for the trend, \
             but run-to-run noise needs at least two earlier runs"
        )
    });
    (vec![note], warning.into_iter().collect())
}

/// What the diff did not judge, and why: not comparable (another tool or
/// kind, no thread count in common), never produced by the current tool
/// version, or run with other command lines or parameters.
fn refusal_warnings(d: &Diff) -> Vec<String> {
    let mut out: Vec<String> = (d.not_comparable.iter())
        .map(|n| format!("{}: not comparable, {}", n.what, n.reason))
        .collect();
    out.extend(d.not_produced.iter().map(|n| {
        format!(
            "{}: not produced by {} {} (the baseline's {} {} produced it); not counted as missing",
            n.what, n.tool, n.version, n.tool, n.baseline_version
        )
    }));
    for b in &d.benchmarks {
        for w in &b.workload_differs {
            out.push(format!(
                "{}: the sides ran different {} (baseline: `{}`; current run: `{}`); compared all the same",
                b.id,
                w.what.replace('_', " "),
                w.baseline,
                w.current
            ));
        }
    }
    out
}

/// Whether `run` failed because the two sides are different reports (the
/// gate's exit 3, not an input error).
pub fn is_other_report(e: &anyhow::Error) -> bool {
    e.chain()
        .any(|c| matches!(c.downcast_ref::<InputError>(), Some(InputError::OtherReport { .. })))
}

/// Why one side's usage is not compared, when the other side has usage.
fn usage_warnings(base: &Side, cur: &Side) -> Vec<String> {
    let one_sided = [(base, cur), (cur, base)]
        .into_iter()
        .filter(|(without, with)| without.usage.is_none() && with.usage.is_some());
    one_sided
        .map(|(without, with)| {
            let why = if without.usage_predates_tables {
                "its report.json was written before pixreport kept usage tables; rebuild it to compare usage"
            } else {
                "it has no [analytics] usage dataset"
            };
            format!(
                "file-system usage not compared: {} has usage but {} has none ({why})",
                with.run.origin, without.run.origin
            )
        })
        .collect()
}

/// The project folder a side belongs to: the folder itself when it holds
/// `pixreport.toml`, the one above for a report's folder.
fn project_root(side: &std::path::Path) -> Option<PathBuf> {
    if side.join("pixreport.toml").is_file() {
        return Some(side.to_path_buf());
    }
    if side.join("report.toml").is_file() {
        let parent = side.parent()?;
        return parent.join("pixreport.toml").is_file().then(|| parent.to_path_buf());
    }
    None
}

/// The exit status `--fail-on-regression` gives: 2 when something
/// regressed, when a series or benchmark of the baseline is missing from
/// the current run (unless `--allow-missing`), or under
/// `--fail-on-unconfirmed` when a change for the worse beyond the tolerance
/// could not be tested; 3, said on standard error, for different reports or
/// nothing in common. Usage never changes it: a diff of two usage CSVs
/// passes (it has no verdict to fail on), and usage beside benchmarks is not
/// looked at.
pub fn gate(d: &Diff, allow_missing: bool, fail_on_unconfirmed: bool) -> u8 {
    if d.usage_only() {
        return 0;
    }
    if d.baseline_report != d.report {
        eprintln!(
            "error: --fail-on-regression: the two sides are different reports (`{}` and `{}`)",
            d.baseline_report, d.report
        );
        return 3;
    }
    if d.verdict == Verdict::NotComparable {
        eprintln!("error: --fail-on-regression: the two sides have nothing comparable");
        return 3;
    }
    let fails = matches!(d.verdict, Verdict::Regressed | Verdict::Mixed)
        || (!d.missing.is_empty() && !allow_missing)
        || (fail_on_unconfirmed && d.unconfirmed_regressions().next().is_some());
    if fails {
        2
    } else {
        0
    }
}

//! `pixreport check`: validates a project's inputs, that every locale has
//! every message, and that messages, prose and labels use the glossary's
//! terms, writing nothing.

use crate::analysis::acceptance::Evaluation;
use crate::analysis::analyse_report;
use crate::document::acceptance::{bound_text, criterion_text, finding_text, reading_texts, status_text};
use crate::i18n::glossary::lint_project;
use crate::i18n::Localizer;
use crate::i18n::{check_messages, MessageProblem};
use crate::model::{Lang, Project};
use crate::project::{load_project, ProjectRoot};
use anyhow::Result;

/// Caveat lines, and acceptance lines with whether each passed.
type Evaluated = (Vec<String>, Vec<(String, bool)>);

/// Every report's method caveats and acceptance criteria, in English.
fn evaluate(project: &Project, loc: &Localizer) -> Result<Evaluated> {
    let (mut caveats, mut acceptance) = (Vec::new(), Vec::new());
    for r in &project.reports {
        let a = analyse_report(project, r)?;
        let flagged = (a.method.iter()).filter(|f| f.flagged && !r.checks.accepted.contains_key(&f.rule));
        caveats.extend(flagged.map(|f| format!("{}: {}", r.id, finding_text(loc, &f.benchmark, f))));
        for (c, e) in r.acceptance.iter().zip(&a.acceptance) {
            let (measured, margin) = reading_texts(loc, &r.benchmarks, c, e);
            let line = format!(
                "{}: {} {}: {} (measured {measured}, margin {margin})",
                r.id,
                criterion_text(loc, &c.benchmark, c),
                bound_text(loc, c),
                status_text(loc, c, e),
            );
            acceptance.push((line, matches!(e, Evaluation::Pass(_))));
        }
    }
    Ok((caveats, acceptance))
}

pub struct CheckOutcome {
    pub reports: usize,
    pub benchmarks: usize,
    pub warnings: Vec<String>,
    pub problems: Vec<MessageProblem>,
    /// Method caveats of every report (rules switched off left out).
    pub caveats: Vec<String>,
    /// Each acceptance criterion of every report as a line, and whether it passed.
    pub acceptance: Vec<(String, bool)>,
}

pub fn check(data: &ProjectRoot) -> Result<CheckOutcome> {
    let project = load_project(data, &[])?;
    let locales_dir = data.optional_dir("locales");
    let locales = locales_dir.as_deref();
    // Every language pixreport ships is checked, not only the project's.
    let mut problems = check_messages(&Lang::ALL, locales)?;
    // Terminology: messages, prose and labels against the glossaries.
    let dirs: Vec<_> = project.reports.iter().map(|r| r.dir.clone()).collect();
    // A term in the messages pixreport ships is the tool's problem, not the
    // project's: it is shown as a warning so a project's CI is not failed by
    // text it cannot change (it can override the message). A term in the
    // project's own files (prose, labels, its locales/) is a problem.
    let (caveats, acceptance) = evaluate(&project, &Localizer::new(Lang::En, locales)?)?;
    let mut warnings: Vec<String> = project.warnings.into_iter().map(|(_, w)| w).collect();
    for g in lint_project(&dirs, locales)? {
        if g.path.starts_with("locales") {
            warnings.push(g.to_string());
        } else {
            problems.push(MessageProblem::Glossary(g));
        }
    }
    // Templates must at least parse.
    crate::document::templates::Templates::new(data.optional_dir("templates").as_deref())?;
    Ok(CheckOutcome {
        caveats,
        acceptance,
        reports: project.reports.len(),
        benchmarks: project.reports.iter().map(|r| r.benchmarks.len()).sum(),
        warnings,
        problems,
    })
}

//! `pixreport check`: validates a project's inputs, that every locale has
//! every message, and that messages, prose and labels use the glossary's
//! terms, writing nothing.

use crate::i18n::glossary::lint_project;
use crate::i18n::{check_messages, MessageProblem};
use crate::model::Lang;
use crate::project::{load_project, ProjectRoot};
use anyhow::Result;

pub struct CheckOutcome {
    pub reports: usize,
    pub benchmarks: usize,
    pub warnings: Vec<String>,
    pub problems: Vec<MessageProblem>,
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
    let mut warnings = project.warnings;
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
        reports: project.reports.len(),
        benchmarks: project.reports.iter().map(|r| r.benchmarks.len()).sum(),
        warnings,
        problems,
    })
}

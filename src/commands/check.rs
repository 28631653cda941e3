//! `pixreport check`: validates a project's inputs and that every locale
//! has every message, writing nothing.

use crate::i18n::{check_messages, MessageProblem};
use crate::model::Lang;
use crate::project::load_project;
use anyhow::Result;
use std::path::Path;

pub struct CheckOutcome {
    pub reports: usize,
    pub benchmarks: usize,
    pub warnings: Vec<String>,
    pub problems: Vec<MessageProblem>,
}

pub fn check(data: &Path) -> Result<CheckOutcome> {
    let project = load_project(data, &[])?;
    let locales_dir = data.join("locales");
    let locales = Some(locales_dir.as_path()).filter(|p| p.is_dir());
    // Every language pixreport ships is checked, not only the project's.
    let problems = check_messages(&Lang::ALL, locales)?;
    // Templates must at least parse.
    crate::render::templates::Templates::new(
        Some(&data.join("templates"))
            .filter(|p| p.is_dir())
            .map(|p| p.as_path()),
    )?;
    Ok(CheckOutcome {
        reports: project.reports.len(),
        benchmarks: project.reports.iter().map(|r| r.benchmarks.len()).sum(),
        warnings: project.warnings,
        problems,
    })
}

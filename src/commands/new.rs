//! `pixreport new DIR`: a ready-to-edit report project that builds at once.
//! The files come from `templates/new/`, compiled into the binary.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The example results the scaffold ships: `ingest --into` recognises an
/// untouched example benchmark by them and replaces it.
pub(crate) const EXAMPLE_CSV: &str = include_str!("../../templates/new/example.csv");

/// The scaffold's `source` (where its made-up numbers come from); removed
/// by `ingest --into` once every benchmark holds ingested results.
pub(crate) const EXAMPLE_SOURCE: &str = "example numbers written by pixreport new";

const FILES: &[(&str, &str)] = &[
    // The built site is not source: `pixreport build` writes it to `output/`.
    (".gitignore", "output/\n"),
    ("pixreport.toml", include_str!("../../templates/new/pixreport.toml")),
    ("my-report/report.toml", include_str!("../../templates/new/report.toml")),
    (
        "my-report/solution.toml",
        include_str!("../../templates/new/solution.toml"),
    ),
    ("my-report/results/example.csv", EXAMPLE_CSV),
    (
        "my-report/text/en/introduction.md",
        include_str!("../../templates/new/text/en/introduction.md"),
    ),
    (
        "my-report/text/it/introduction.md",
        include_str!("../../templates/new/text/it/introduction.md"),
    ),
    (
        "my-report/text/zh-TW/introduction.md",
        include_str!("../../templates/new/text/zh-TW/introduction.md"),
    ),
    (
        "my-report/text/vi/introduction.md",
        include_str!("../../templates/new/text/vi/introduction.md"),
    ),
];

/// Creates the project in `dir`, which must not exist or be empty. Returns
/// the files written.
pub fn run(dir: &Path) -> Result<Vec<PathBuf>> {
    if dir.exists() {
        let empty = dir.is_dir()
            && std::fs::read_dir(dir)
                .with_context(|| format!("{}: cannot list", dir.display()))?
                .next()
                .is_none();
        if !empty {
            bail!(
                "{}: already exists and is not empty; choose a new folder",
                dir.display()
            );
        }
    }
    // Written into a staging folder first, then renamed into place.
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).with_context(|| format!("{}: cannot create", parent.display()))?;
    let staging = tempfile::Builder::new().prefix(".pixreport-new-").tempdir_in(parent)?;
    let mut written = Vec::new();
    for (rel, text) in FILES {
        let p = staging.path().join(rel);
        if let Some(d) = p.parent() {
            std::fs::create_dir_all(d)?;
        }
        std::fs::write(&p, text).with_context(|| format!("{}: cannot write", p.display()))?;
        written.push(dir.join(rel));
    }
    if dir.exists() {
        std::fs::remove_dir(dir).with_context(|| format!("{}: cannot replace the empty folder", dir.display()))?;
    }
    std::fs::rename(staging.keep(), dir).with_context(|| format!("{}: cannot create", dir.display()))?;
    Ok(written)
}

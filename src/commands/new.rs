//! `pixreport new DIR`: a ready-to-edit report project that builds at once.
//! The files are `project::scaffold`'s.

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The scaffold's `source` (where its made-up numbers come from); removed
/// by `ingest --into` once every benchmark holds ingested results.
pub(crate) const EXAMPLE_SOURCE: &str = "example numbers written by pixreport new";

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
    let parent = (dir.parent().filter(|p| !p.as_os_str().is_empty())).unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).with_context(|| format!("{}: cannot create", parent.display()))?;
    let staging = tempfile::Builder::new().prefix(".pixreport-new-").tempdir_in(parent)?;
    let mut written = Vec::new();
    for (rel, text) in crate::project::scaffold::files() {
        let p = staging.path().join(&rel);
        if let Some(d) = p.parent() {
            std::fs::create_dir_all(d)?;
        }
        std::fs::write(&p, text).with_context(|| format!("{}: cannot write", p.display()))?;
        written.push(dir.join(&rel));
    }
    if dir.exists() {
        std::fs::remove_dir(dir).with_context(|| format!("{}: cannot replace the empty folder", dir.display()))?;
    }
    std::fs::rename(staging.keep(), dir).with_context(|| format!("{}: cannot create", dir.display()))?;
    Ok(written)
}

//! The project folder: the one place that decides which folder is a
//! pixreport project, and through which every file a build reads is
//! resolved and kept inside it.

use super::error::LoadError;
use std::path::{Path, PathBuf};

/// The settings file that makes a folder a report project.
const SETTINGS: &str = "pixreport.toml";

/// A report project's folder. Found once at the command line
/// ([`ProjectRoot::find`]) and passed down; every project input is read
/// through [`ProjectRoot::read`], which keeps it inside the folder.
#[derive(Debug, Clone, PartialEq)]
pub struct ProjectRoot(PathBuf);

impl ProjectRoot {
    /// The folder `dir`, taken as a project as it is: a folder without
    /// `pixreport.toml` fails when the project is loaded, naming the file.
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        ProjectRoot(dir.into())
    }

    /// The project of `build` and `check`: `--data` when given, else the
    /// current folder when it holds `pixreport.toml` (a project made by
    /// `pixreport new`), else `data/` (this repository's layout).
    pub fn find(given: Option<PathBuf>) -> Result<Self, String> {
        if let Some(d) = given {
            return Ok(ProjectRoot(d));
        }
        for dir in [".", "data"] {
            if Path::new(dir).join(SETTINGS).is_file() {
                return Ok(ProjectRoot(dir.into()));
            }
        }
        Err(
            "no pixreport.toml in the current folder or in data/: run this inside a report project \
             (make one with `pixreport new DIR`), or name one with --data DIR"
                .to_string(),
        )
    }

    pub fn path(&self) -> &Path {
        &self.0
    }

    /// `pixreport.toml`.
    pub(crate) fn settings(&self) -> PathBuf {
        self.0.join(SETTINGS)
    }

    /// The project's own folder `name` (`locales`, `templates`), when it
    /// has one.
    pub(crate) fn optional_dir(&self, name: &str) -> Option<PathBuf> {
        Some(self.0.join(name)).filter(|p| p.is_dir())
    }

    /// The bytes of `path` (a path under this folder): it must resolve
    /// inside the project, be a regular file and stay under `limit` (see
    /// `fsx::read_inside`). A missing file says `what` it was meant to be.
    pub(crate) fn read(&self, path: &Path, limit: u64, what: &str) -> Result<Vec<u8>, LoadError> {
        let rel = path.strip_prefix(&self.0).unwrap_or(path);
        crate::fsx::read_inside(&self.0, rel, limit).map_err(|e| LoadError::from_fs(e, what))
    }
}

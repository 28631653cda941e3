//! Errors while loading inputs. Every variant names the file and, where
//! there is one, the line (1-based) and column, and says what was expected.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: missing file ({what})")]
    Missing { path: PathBuf, what: String },
    #[error("{path}: {message}")]
    Toml { path: PathBuf, message: String },
    #[error("{path}: line {line}, column {column} (`{header}`): {message}")]
    Cell {
        path: PathBuf,
        line: u64,
        column: usize,
        header: String,
        message: String,
    },
    #[error("{path}: line {line}: {message}")]
    Line { path: PathBuf, line: u64, message: String },
    #[error("{path}: {message}")]
    Invalid { path: PathBuf, message: String },
    /// Outside the project, not a regular file, too large (see `fsx`).
    #[error(transparent)]
    Fs(crate::fsx::FsError),
}

impl LoadError {
    /// A read failure; a missing file says `what` it was meant to be.
    pub(crate) fn from_fs(e: crate::fsx::FsError, what: &str) -> Self {
        match e {
            crate::fsx::FsError::NotFound { path } => LoadError::Missing {
                path,
                what: what.to_string(),
            },
            e => LoadError::Fs(e),
        }
    }

    /// A problem on `line` (1-based) of the file at `path`.
    pub(crate) fn line(path: &std::path::Path, line: u64, message: String) -> Self {
        LoadError::Line {
            path: path.to_path_buf(),
            line,
            message,
        }
    }

    /// A problem in the cell at `line`, `column` (both 1-based) under `header`.
    pub(crate) fn cell(path: &std::path::Path, line: u64, column: usize, header: &str, message: String) -> Self {
        LoadError::Cell {
            path: path.to_path_buf(),
            line,
            column,
            header: header.to_string(),
            message,
        }
    }

    pub fn invalid(path: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        LoadError::Invalid {
            path: path.into(),
            message: message.into(),
        }
    }
}

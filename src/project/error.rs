//! Errors while loading inputs. Every variant names the file and, where
//! there is one, the line (1-based) and column, and says what was expected.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{path}: cannot read: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
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
}

impl LoadError {
    pub fn invalid(path: impl Into<PathBuf>, message: impl Into<String>) -> Self {
        LoadError::Invalid {
            path: path.into(),
            message: message.into(),
        }
    }
}

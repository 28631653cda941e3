//! How a parse fails: [`Fail`] inside a parser, [`ParseError`] (with the
//! file's path) outside.

use std::path::{Path, PathBuf};

/// A file that holds no usable results, or that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}{}: {message}", path.display(), line.map_or(String::new(), |l| format!(":{l}")))]
pub(crate) struct ParseError {
    pub(crate) path: PathBuf,
    pub(crate) line: Option<usize>,
    pub(crate) message: String,
}

impl ParseError {
    pub(super) fn new(path: &Path, line: Option<usize>, message: String) -> ParseError {
        let path = path.to_path_buf();
        ParseError { path, line, message }
    }
}

/// A parser's failure before the path is known.
#[derive(Debug)]
pub(super) struct Fail {
    pub(super) line: Option<usize>,
    pub(super) message: String,
}

impl Fail {
    /// The failure as an error of the file at `path`.
    pub(super) fn of(self, path: &Path) -> ParseError {
        ParseError::new(path, self.line, self.message)
    }

    pub(super) fn at(line: usize, message: impl Into<String>) -> Fail {
        Fail {
            line: Some(line),
            message: message.into(),
        }
    }
}

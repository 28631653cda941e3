//! How a parse fails: [`Fail`] inside a parser, [`ParseError`] (with the
//! file's path) outside.

use std::path::{Path, PathBuf};

/// A file that holds no usable results, or that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", render_error(.path, *.line, .message))]
pub(crate) struct ParseError {
    pub(crate) path: PathBuf,
    pub(crate) line: Option<usize>,
    pub(crate) message: String,
}

fn render_error(path: &Path, line: Option<usize>, message: &str) -> String {
    match line {
        Some(l) => format!("{}:{l}: {message}", path.display()),
        None => format!("{}: {message}", path.display()),
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
        ParseError {
            path: path.to_path_buf(),
            line: self.line,
            message: self.message,
        }
    }

    pub(super) fn at(line: usize, message: impl Into<String>) -> Fail {
        Fail {
            line: Some(line),
            message: message.into(),
        }
    }
}

//! Errors of the scanner. Unreadable entries below a root are not errors
//! (they are counted in `Usage`); these are the failures that stop a scan or
//! a read: a bad root, bad options, a file that cannot be read, and malformed
//! input, which names the file, the line (1-based) and the column (1-based).

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub(crate) enum ScanError {
    #[error("no directory to scan was given")]
    NoRoots,
    #[error("{path}: cannot scan: {source}")]
    Root {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: cannot scan: not a directory")]
    NotADirectory { path: PathBuf },
    #[error("{path}: cannot scan: it is on a {fstype} file system, which the kernel makes up as it is read: it holds no stored files")]
    Pseudo { path: PathBuf, fstype: String },
    #[error("{inner} is inside {outer}: scanning both would count its files twice")]
    NestedRoots { inner: PathBuf, outer: PathBuf },
    #[error("invalid scan options: {0}")]
    Options(String),
    #[error("cannot start the scan threads: {0}")]
    Threads(String),
    #[error("{path}: cannot read: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{what} would be {value}, more than a 64-bit count can hold: the input is not a real file system")]
    Overflow { what: String, value: u128 },
    #[error("{0}")]
    Listing(String),
    #[error("{path}: line {line}, column {column}: {message}")]
    Parse {
        path: PathBuf,
        line: u64,
        column: usize,
        message: String,
    },
}

impl ScanError {
    pub(super) fn parse(path: &std::path::Path, line: u64, column: usize, message: impl Into<String>) -> Self {
        ScanError::Parse {
            path: path.to_path_buf(),
            line,
            column,
            message: message.into(),
        }
    }
}

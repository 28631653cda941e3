//! A parsed log with where it came from: what ingest tables, groups and
//! records, run by run.

use super::raw::RawRun;
use std::path::PathBuf;

/// A parsed log with where it came from.
#[derive(Clone)]
pub struct SourceRun {
    pub(crate) path: PathBuf,
    pub(crate) sha256: String,
    pub(crate) run: RawRun,
}

//! What `pixreport ingest` was asked to do, as the command line gives it.

use crate::ingest::raw::Tool;
use crate::model::Unit;
use std::path::PathBuf;

#[derive(Debug, Clone, Default)]
pub struct IngestOptions {
    pub inputs: Vec<PathBuf>,
    pub tool: Option<Tool>,
    pub output: Option<PathBuf>,
    pub into: Option<PathBuf>,
    pub benchmark: Option<String>,
    pub unit: Option<Unit>,
    pub force: bool,
}

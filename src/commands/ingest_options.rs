//! What `pixreport ingest` was asked to do, as the command line gives it.

use crate::ingest::raw::Tool;
use crate::model::Unit;
use std::path::PathBuf;

#[derive(Debug, Clone, Default, clap::Args)]
pub struct IngestOptions {
    /// Log files or folders of logs.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Read every input as this tool's output instead of detecting it: ior, mdtest, iozone, fio, elbencho, io500.
    #[arg(long)]
    pub tool: Option<Tool>,
    /// Write the results CSV here instead of printing it.
    #[arg(short = 'o', long = "output", value_name = "CSV")]
    pub output: Option<PathBuf>,
    /// Add the results to this report folder: one benchmark per workload, or all into --benchmark; report.toml records the sources.
    #[arg(long, value_name = "REPORT_DIR")]
    pub into: Option<PathBuf>,
    /// The benchmark id to fill (created if missing; needs --into). Default with --into: an id per workload (ior-shared-1m, …).
    #[arg(long, value_name = "ID", requires = "into")]
    pub benchmark: Option<String>,
    /// Runs whose PARAM differs are separate benchmarks even where detection joins them (PARAM as ingest names it: queue_depth, file_size, …).
    #[arg(long, value_name = "PARAM")]
    pub split_by: Vec<String>,
    /// Runs that differ only in PARAM (and its option on the command line) are one benchmark: at one thread count, iterations.
    #[arg(long, value_name = "PARAM")]
    pub join_across: Vec<String>,
    /// Unit of the table: GB/s, GiB/s, MB/s, MiB/s, IOPS, op/s (default: MiB/s for bandwidth).
    #[arg(long)]
    pub unit: Option<Unit>,
    /// Replace existing results.
    #[arg(long)]
    pub force: bool,
}

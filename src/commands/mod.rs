//! Subcommands: glue between validated options and the pipeline.

pub mod build;
mod build_history;
pub mod check;
pub mod diff;
pub mod ingest;
pub mod new;
pub mod scan;

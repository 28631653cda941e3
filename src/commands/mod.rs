//! Subcommands: glue between validated options and the pipeline.

pub mod build;
pub mod check;
pub mod diff;
pub mod ingest;
pub mod new;
pub mod scan;

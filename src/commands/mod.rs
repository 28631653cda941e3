//! Subcommands: glue between validated options and the pipeline.

pub mod build;
mod build_history;
mod build_key;
mod build_plan;
mod build_site;
pub mod check;
pub mod diff;
pub mod ingest;
pub mod new;
pub mod scan;

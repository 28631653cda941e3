//! Subcommands: glue between validated options and the pipeline.

pub mod build;
mod build_history;
mod build_key;
mod build_plan;
mod build_site;
mod check;
mod diff;
pub mod ingest;
pub mod new;
mod run;
pub(crate) mod scan;

pub use run::run;

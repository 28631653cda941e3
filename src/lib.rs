//! pixreport: localised performance characterisations of HPC storage from
//! IOzone, IOR, mdtest and fio results.
//!
//! The pipeline runs in one direction (see docs/architecture.md):
//! `ingest` (inputs → `model`) → `analysis` → `render` (per language, with
//! `i18n`) → `output` (the atomic write). `commands` glue it to the command line.

pub mod analysis;
pub mod cli;
pub mod commands;
pub mod diff;
pub mod fsx;
pub mod i18n;
pub mod ingest;
pub mod model;
pub mod output;
pub mod project;
pub mod render;
pub mod rng;
pub mod scan;
pub mod schema;

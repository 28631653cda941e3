//! pixreport: localised performance characterisations of HPC storage from
//! IOzone, IOR, mdtest, fio and elbencho results.
//!
//! Data flows one way (see docs/architecture.md): `ingest` and `project`
//! read inputs into `model`; `analysis` finds the facts; `document` writes
//! each report and diff (with `i18n` and `figures`); `site` and `pdf` put
//! documents into a site and print; `output` replaces the output folder
//! atomically. `commands` glue it to the command line.

pub mod analysis;
pub mod cli;
pub mod commands;
pub mod diff;
pub mod document;
pub mod figures;
pub mod fsx;
pub mod i18n;
pub mod ingest;
pub mod model;
mod output;
mod pdf;
pub mod project;
pub mod rng;
pub mod scan;
pub mod schema;
mod site;

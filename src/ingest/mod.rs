//! Parsing raw benchmark logs (IOR, mdtest, IOzone, fio) into results
//! tables: what `pixreport ingest` does. Loading a report project is
//! `crate::project`. `workload` decides which runs are one benchmark.

mod describe;
pub(crate) mod fold;
mod identity;
mod join;
pub(crate) mod latency_table;
pub(crate) mod raw;
mod source;
pub(crate) mod table;
mod values;
pub(crate) mod workload;

/// Whether a run is IOzone's auto mode (`-a`): a grid of every test.
pub(crate) fn is_auto_mode(run: &raw::RawRun) -> bool {
    identity::is_auto(&identity::workload_of(run))
}

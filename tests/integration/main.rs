//! One integration test binary. `harness` builds a copy of a report project
//! into a temporary folder; the modules check what comes out.

mod acceptance;
mod architecture;
mod bad_input;
mod build;
mod calibration;
mod diff;
mod diff_gate;
mod diff_words;
mod hardening;
mod harness;
mod incremental;
mod index_rows;
mod ingest;
mod iozone_auto;
mod kill;
mod languages;
mod last_mile;
mod latency_flow;
mod newcomer;
mod properties;
mod reports;
mod scan;
mod serve;
mod site_history;
mod site_reader;
mod tamper;
mod usage_diff;
mod usage_history;

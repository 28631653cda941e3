//! Raw benchmark-log parsers: turns the text (or JSON/CSV) that IOR, mdtest,
//! IOzone and fio print into [`RawRun`]s — points of (operation, threads,
//! iteration, value, unit) plus the run's parameters, warnings and position.
//!
//! This module owns reading the tools' own output. It does not know about
//! reports, units declared in `report.toml` or results CSVs; a caller turns
//! [`RawRun`]s into those.
//!
//! # Entry points
//! * [`detect`] guesses the tool from the *content* only (banners, JSON keys,
//!   table headers), never from a file name. The earliest strong banner wins
//!   (`IOR-x: MPI Coordinated Test…`, `mdtest-x was launched…`,
//!   `Iozone: Performance Test…`, `"fio version"` / a `fio-3.33` line); weaker
//!   signs (CSV headers, `SUMMARY rate`, `Children see throughput`, …) are
//!   used when no banner exists.
//! * [`parse`] decodes the bytes (lossily, with a warning naming the first bad
//!   byte, when they are not UTF-8), picks the tool (`hint` overrides
//!   detection of the *tool* only; versions always come from the content) and
//!   returns one [`RawRun`] per run found, in file order, or a [`ParseError`](fail::ParseError)
//!   naming the file, a line and what was expected.
//!
//! # Decisions shared by all tools
//! * **One thread count per run.** Several invocations (concatenated logs),
//!   IOR tests (`-f script`), mdtest task counts (`-f/-l/-s`), IOzone process
//!   counts (`-l/-u`) or fio job groups in one file give several runs, in file
//!   order; `first_line` is the run's banner (first run of an invocation) or
//!   its own `TestID` / `N tasks` / `Throughput test with N` / job-group line.
//! * **Never a silent zero.** A run without points is an error naming the
//!   run's line and the tool's first error message, if it printed one. Phases
//!   or directions that were not run (mdtest rows of `0.000`, fio directions
//!   with no I/O) give no point rather than a zero; other zero values are
//!   dropped with a warning.
//! * **Truncation.** Only complete result lines are read: the last line of a
//!   file without a newline is never used for a value, and rows must have the
//!   fields their header announces. A run whose end marker is missing (IOR
//!   `Finished`/summary, mdtest `-- finished at`, IOzone
//!   `iozone test complete.`) keeps the values printed before the cut, with a
//!   warning. Invalid JSON is an error except for the two known IOR breakages.
//! * **Warnings** name their line (`line N: …`); the tools' own `WARNING`
//!   lines are passed on once per distinct text.
//! * **Units** are what the tool prints: IOR MiB/s; mdtest ops/s; IOzone kB/s
//!   (IOzone's kB is 1024 bytes: [`RawUnit::KiBps`]), ops/s with `-O`
//!   ([`RawUnit::Iops`]), µs/op with `-N` (converted to [`RawUnit::Seconds`]);
//!   fio bytes/s (JSON `bw_bytes`) or the binary unit of normal output's `bw=`.
//! * **Params** are strings; sizes in bytes (`transfer_size`, `block_size`,
//!   `file_size`, `record_size`), flags `true`/`false`, `iterations` the
//!   repetition count, `queue_depth` fio's iodepth.
//!
//! # Per tool
//! Each tool's rules (runs, values, threads, params, failures) are in the
//! module doc of its parser: IOR in `ior.rs` (text; JSON in `ior_json.rs`,
//! CSV in `ior_csv.rs`, latency rows in `ior_rows.rs`), mdtest in
//! `mdtest.rs`, IOzone in `iozone.rs`, fio in `fio.rs` (JSON) and
//! `fio_text.rs` (normal output, latency in `fio_text_lat.rs`), elbencho in
//! `elbencho.rs`.

mod elbencho;
mod fail;
mod fio;
mod fio_text;
mod fio_text_lat;
mod io500;
mod ior;
mod ior_csv;
mod ior_json;
mod ior_json_runs;
mod ior_json_scan;
mod ior_params;
mod ior_rows;
mod ior_runs;
mod ior_test;
mod iozone;
mod iozone_table;
mod mdtest;
mod mdtest_lines;
mod recognise;
mod run;
mod stream;
mod text;
mod whole;

#[cfg(test)]
pub(crate) use recognise::detect;
pub(crate) use run::{LatStat, RawRun, RawUnit, Tool};
pub(crate) use stream::looks_like_output;
#[cfg(test)]
pub(crate) use stream::parse_file;
pub(crate) use stream::parse_file_into;
pub(crate) use whole::parse;
pub(crate) use whole::Sink;

#[cfg(test)]
mod fixture_expect;
#[cfg(test)]
mod fixture_tests;
#[cfg(test)]
pub(crate) mod fixture_walk;
#[cfg(test)]
mod fuzz_tests;
#[cfg(test)]
mod iozone_grid_tests;
#[cfg(test)]
mod latency_tests;
#[cfg(test)]
mod summary_checks;

#[cfg(test)]
mod tests {
    use super::fail::ParseError;
    use super::*;
    use std::path::Path;

    #[test]
    fn tool_names_parse_and_display() {
        for (s, t) in [
            ("ior", Tool::Ior),
            ("MDTEST", Tool::Mdtest),
            ("IOzone", Tool::Iozone),
            ("fio", Tool::Fio),
        ] {
            assert_eq!(s.parse::<Tool>(), Ok(t));
        }
        assert_eq!("elbencho".parse::<Tool>(), Ok(Tool::Elbencho));
        assert!("vdbench".parse::<Tool>().is_err());
        let shown: Vec<String> = Tool::ALL.iter().map(|t| t.to_string()).collect();
        assert_eq!(shown, ["IOR", "mdtest", "IOzone", "fio", "elbencho", "IO500"]);
    }

    #[test]
    fn units_convert_bandwidth_only() {
        assert_eq!(RawUnit::MiBps.to_bytes_per_sec(2.0), Some(2.0 * 1048576.0));
        assert_eq!(RawUnit::KiBps.to_bytes_per_sec(1.0), Some(1024.0));
        assert_eq!(RawUnit::GBps.to_bytes_per_sec(1.0), Some(1e9));
        assert_eq!(RawUnit::OpsPerSec.to_bytes_per_sec(5.0), None);
        assert_eq!(RawUnit::Seconds.to_bytes_per_sec(5.0), None);
        assert_eq!(RawUnit::MiBps.to_string(), "MiB/s");
        assert_eq!(RawUnit::Iops.to_string(), "IOPS");
    }

    #[test]
    fn errors_name_file_and_line() {
        let e = parse(Path::new("logs/x.txt"), b"hello\n", None).unwrap_err();
        assert!(e.to_string().starts_with("logs/x.txt:1: not recognised"), "{e}");
        let e = ParseError {
            path: std::path::PathBuf::from("a.json"),
            line: None,
            message: "bad".into(),
        };
        assert_eq!(e.to_string(), "a.json: bad");
    }
}

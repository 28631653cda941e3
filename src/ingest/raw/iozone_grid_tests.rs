//! IOzone auto mode (`-a`) as a grid: every (file size, record size) pair of
//! each test is one cell `<test>-fs<bytes>-rs<bytes>`, checked against the
//! real logs in `tests/fixtures/raw` at hand-read places, with the number of
//! cells and the pairs IOzone leaves out.

use super::fixture_tests::runs_of;
use super::run::RawUnit;
use crate::model::latency::parse_grid_operation;
use std::collections::BTreeSet;

/// The value of `test` at file size `fs_kb` and record size `rec_kb` (the
/// log's own kB), or `None` when the log has no such cell.
fn cell(rel: &str, test: &str, fs_kb: u64, rec_kb: u64) -> Option<f64> {
    let op = format!("{test}-fs{}-rs{}", fs_kb * 1024, rec_kb * 1024);
    let runs = runs_of(rel);
    let hits: Vec<f64> = runs
        .iter()
        .flat_map(|r| &r.points)
        .filter(|p| p.operation == op)
        .map(|p| p.value)
        .collect();
    assert!(hits.len() <= 1, "{rel}: {op} measured {} times", hits.len());
    hits.first().copied()
}

/// (tests, file sizes, record sizes, cells) of a log's grid.
fn shape(rel: &str) -> (BTreeSet<String>, BTreeSet<u64>, BTreeSet<u64>, usize) {
    let runs = runs_of(rel);
    assert_eq!(runs.len(), 1, "{rel}: one table, one run");
    let mut tests = BTreeSet::new();
    let (mut files, mut records) = (BTreeSet::new(), BTreeSet::new());
    for p in &runs[0].points {
        let (base, (a1, fs), (a2, rs)) =
            parse_grid_operation(&p.operation).unwrap_or_else(|| panic!("{rel}: {} is not a grid cell", p.operation));
        assert_eq!((a1, a2), ("file_size", "record_size"));
        assert_eq!((p.threads, p.iteration, p.unit), (1, 0, RawUnit::KiBps));
        assert!(p.value > 0.0);
        tests.insert(base.to_string());
        files.insert(fs);
        records.insert(rs);
    }
    (tests, files, records, runs[0].points.len())
}

const XFS: &str = "public/iozone/ilkermanap_localssd.xfs.iozone-04_3.465_odirect_auto.txt";
const GIG: &str = "public/iozone/psteinb_iozone-3.434_auto_n1g_g2g.out";
const EXT4: &str = "public/iozone/rovanion_ext4_1_iozone-3.327_auto.iozone";
const SUBSET: &str = "iozone/3.465/variants/iozone_auto_a_n1M_g16M_i0i1i2.txt";

#[test]
fn cells_equal_the_logs_numbers() {
    // Read off the tables by hand: row, then column.
    assert_eq!(cell(XFS, "write", 2048, 64), Some(36175.0));
    assert_eq!(cell(XFS, "random-write", 524288, 16384), Some(189844.0));
    assert_eq!(cell(XFS, "freread", 64, 4), Some(1392258.0));
    assert_eq!(cell(GIG, "record-rewrite", 1048576, 1024), Some(12017380.0));
    assert_eq!(cell(GIG, "backward-read", 2097152, 4096), Some(6512349.0));
    // 3.327's header is shifted against its values by a character or two.
    assert_eq!(cell(EXT4, "stride-read", 4096, 256), Some(2661562.0));
    assert_eq!(cell(EXT4, "freread", 4194304, 16384), Some(102409.0));
    assert_eq!(cell(EXT4, "random-read", 4, 4), Some(65585.0));
    assert_eq!(cell(SUBSET, "random-write", 1024, 4), Some(2480051.0));
}

#[test]
fn pairs_left_out_stay_empty() {
    // Auto mode skips records under 64 kB for files over 32 MB.
    assert_eq!(cell(XFS, "write", 32768, 32), None);
    assert_eq!(cell(XFS, "write", 32768, 64), Some(34961.0));
    // Records never exceed the file.
    assert_eq!(cell(XFS, "write", 64, 128), None);
    // `-i 0 -i 1 -i 2` leaves the other columns blank: no cell, no zero.
    assert_eq!(cell(SUBSET, "backward-read", 1024, 4), None);
    assert_eq!(cell(SUBSET, "fwrite", 1024, 4), None);
}

#[test]
fn grids_have_every_printed_cell() {
    let (tests, files, records, n) = shape(XFS);
    assert_eq!((tests.len(), files.len(), records.len(), n), (13, 14, 13, 126 * 13));
    assert_eq!(files.first(), Some(&(64 * 1024)));
    assert_eq!(records.last(), Some(&(16384 * 1024)));
    let (tests, files, records, n) = shape(GIG);
    assert_eq!((tests.len(), files.len(), records.len(), n), (13, 2, 4, 8 * 13));
    let (tests, files, records, n) = shape(EXT4);
    assert_eq!((tests.len(), files.len(), records.len(), n), (13, 21, 13, 163 * 13));
    let (tests, _, _, n) = shape(SUBSET);
    let want: BTreeSet<String> = ["write", "rewrite", "read", "reread", "random-read", "random-write"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!((tests, n), (want, 270));
}

//! The folded tables against the collect-then-group path they replace, and
//! the bound on what folding keeps.

use super::*;
use crate::ingest::raw::{self, parse_file_into};
use crate::ingest::table::{build_table, default_unit, SourceRun};
use crate::ingest::workload::{describe, group};
use crate::model::Unit;
use std::io::Write;

const IOR: &str = "tests/fixtures/raw/ior/3.3.0/ior_fpp_np4.txt";
const MDTEST: &str = "tests/fixtures/raw/mdtest/4.0.0/mdtest_files_empty_np4.txt";

fn fixture(rel: &str) -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)).unwrap()
}

/// `copies` of a fixture in one temporary file.
fn repeated(rel: &str, copies: usize) -> (tempfile::NamedTempFile, Vec<u8>) {
    let one = fixture(rel);
    let mut bytes = Vec::with_capacity(one.len() * copies);
    for _ in 0..copies {
        bytes.extend_from_slice(&one);
    }
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(&bytes).unwrap();
    (f, bytes)
}

/// What ingest printed before folding: every run collected, then grouped,
/// described and tabled.
fn collected(path: &Path, bytes: &[u8]) -> (Vec<String>, String, usize, Vec<String>, usize) {
    let runs: Vec<SourceRun> = (raw::parse(path, bytes, None).unwrap().into_iter())
        .map(|run| SourceRun {
            path: path.to_path_buf(),
            sha256: String::new(),
            run,
        })
        .collect();
    let warnings = (runs.iter())
        .flat_map(|r| r.run.warnings.iter().map(|w| format!("{}: {w}", r.path.display())))
        .collect();
    let groups = group(&runs);
    let table = build_table(&runs, default_unit(&runs), None).unwrap();
    (describe(&groups), table.csv, table.points, warnings, runs.len())
}

fn folded(path: &Path) -> (Vec<String>, String, usize, Vec<String>, usize, FileFold) {
    let mut fold = FileFold::new(path);
    parse_file_into(path, None, &mut fold).unwrap();
    let runs = fold.grouping.runs();
    let groups = std::mem::take(&mut fold.grouping).finish();
    assert_eq!(groups.len(), 1);
    let acc = &groups[0].table;
    let table = acc.finish(acc.default_unit(), None).unwrap();
    let warnings = std::mem::take(&mut fold.warnings);
    (describe(&groups), table.csv, table.points, warnings, runs, fold)
}

/// A log of one fixture repeated past the streaming threshold gives, run by
/// run, the grouping lines, table and warnings the collect-then-group path
/// gave, and the expected counts: every copy's runs, each an iteration.
#[test]
fn a_repeated_log_streamed_and_folded_gives_the_collected_table() {
    for (rel, copies) in [(IOR, 3200), (MDTEST, 420)] {
        let (f, bytes) = repeated(rel, copies);
        assert!(bytes.len() > 8 << 20, "{rel}: not large enough to be streamed");
        let want = collected(f.path(), &bytes);
        let got = folded(f.path());
        assert_eq!(got.0, want.0, "{rel}: grouping lines");
        assert_eq!(got.1, want.1, "{rel}: table");
        assert_eq!(got.2, want.2, "{rel}: points");
        assert_eq!(got.3, want.3, "{rel}: warnings");
        assert_eq!(got.4, want.4, "{rel}: runs");
        let per_copy = raw::parse(Path::new(rel), &fixture(rel), None).unwrap();
        let points: usize = per_copy.iter().map(|r| r.points.len()).sum();
        assert_eq!(got.4, copies * per_copy.len(), "{rel}");
        assert_eq!(got.2, copies * points, "{rel}");
        assert!(
            got.0[0].contains(&format!("{} runs", copies * per_copy.len())),
            "{:?}",
            got.0
        );
    }
}

/// What a fold keeps besides the values does not grow with the runs: ten
/// times the copies, the same keys and one span of warning starts; the
/// values grow exactly with the points (they are the table).
#[test]
fn folding_keeps_values_and_a_bounded_rest() {
    let sizes = |copies: usize| {
        let (f, _) = repeated(IOR, copies);
        let mut fold = FileFold::new(f.path());
        parse_file_into(f.path(), None, &mut fold).unwrap();
        let spans = fold.starts.as_ref().map_or(0, Vec::len);
        let groups = fold.grouping.finish();
        assert_eq!(groups.len(), 1);
        assert!(groups[0].runs.is_empty(), "run indices are not kept");
        (groups[0].table.sizes(), spans)
    };
    let ((small_values, small_keys), small_spans) = sizes(40);
    let ((big_values, big_keys), big_spans) = sizes(400);
    assert_eq!(big_keys, small_keys);
    assert!(small_keys <= 12, "{small_keys}");
    assert_eq!(big_values, 10 * small_values);
    assert_eq!((small_spans, big_spans), (1, 1));
}

/// A bad byte far into a streamed log: the runs handed over before it get
/// the UTF-8 warning first, as the whole-file parse gives every run.
#[test]
fn a_late_bad_byte_warns_every_run_as_the_whole_parse_does() {
    let (_, mut bytes) = repeated(MDTEST, 420);
    let at = bytes.len() - 100;
    let at = at + bytes[at..].iter().position(|&b| b == b'\n').unwrap() + 1;
    bytes.splice(at..at, b"\xff\xfe stray bytes\n".iter().copied());
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(&bytes).unwrap();
    let want = collected(f.path(), &bytes);
    let got = folded(f.path());
    assert!(want.3.len() >= want.4, "every run warns: {}", want.3.len());
    assert!(got.3[0].contains("not valid UTF-8"), "{:?}", &got.3[..2]);
    assert_eq!(got.3, want.3);
    assert_eq!(got.1, want.1);
}

/// Two files folded on their own and joined give what one pass over both
/// gives: groups in first-seen order, each table's values in file order.
#[test]
fn files_folded_apart_and_merged_equal_one_pass() {
    let files = [
        "tests/fixtures/raw/ior/3.3.0/ior_fpp_np4.txt",
        "tests/fixtures/raw/ior/3.3.0/ior_shared_np4.txt",
        "tests/fixtures/raw/ior/4.1.0+dev/ior_fpp_np4.txt",
        "tests/fixtures/raw/ior/3.3.0/ior_fpp_np4.txt",
    ];
    let mut one = Grouping::new(false);
    let mut joined = Grouping::new(false);
    for rel in files {
        let path = Path::new(rel);
        let mut apart = Grouping::new(false);
        for run in raw::parse(path, &fixture(rel), None).unwrap() {
            one.add(&run, path);
            apart.add(&run, path);
        }
        joined.merge(apart);
    }
    assert_eq!(joined.runs(), one.runs());
    let (one, joined) = (one.finish(), joined.finish());
    assert_eq!(describe(&joined), describe(&one));
    assert!(one.len() >= 2, "{}", one.len());
    for (a, b) in one.iter().zip(&joined) {
        let (a, b) = (
            a.table.finish(Unit::MiBps, None).unwrap(),
            b.table.finish(Unit::MiBps, None).unwrap(),
        );
        assert_eq!(a.csv, b.csv);
        assert_eq!(a.commands, b.commands);
    }
}

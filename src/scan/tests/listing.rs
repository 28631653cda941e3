//! `usage_from_listing`: a real `find -printf` listing of the fixture gives
//! the same CSV as a scan of it; hand-written listings check owners, hard
//! links and the starting point; bad lines name line and column.

use std::process::Command;

use super::super::{scan, ScanError, ScanOptions};
use super::{csv_text, fixture, usage_from_listing, TAKEN};

const PRINTF: &str = "%s\\t%U\\t%u\\t%T@\\t%i\\t%n\\t%y\\t%b\\t%D\\t%P\\n";

#[test]
fn a_find_listing_gives_the_same_usage_as_a_scan() {
    let fx = fixture();
    // find names owners through NSS, as a scan does by default.
    let opts = ScanOptions {
        progress: false,
        taken: Some(TAKEN),
        ..ScanOptions::default()
    };
    let out = Command::new("find")
        .arg(&fx.root)
        .args(["-printf", PRINTF])
        .output()
        .expect("run find");
    assert!(out.status.success(), "find: {}", String::from_utf8_lossy(&out.stderr));
    let listing = fx._dir.path().join("tree.listing");
    std::fs::write(&listing, &out.stdout).expect("write listing");
    let from_listing = usage_from_listing(&listing, &opts).expect("listing");
    let scanned = scan(std::slice::from_ref(&fx.root), &opts).expect("scan");
    assert_eq!(csv_text(&from_listing), csv_text(&scanned));
    assert_eq!(from_listing.totals.files, 12);
    assert_eq!(from_listing.totals.hardlink_duplicates, 3);
}

#[test]
fn a_listing_gives_owners_links_and_filesets() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("l.txt");
    let lines = [
        "4096\t0\troot\t1700000000.0000000000\t2\t5\td\t", // the starting point: skipped
        "4096\t0\troot\t1700000000.0000000000\t3\t2\td\tproj", // a directory
        "100\t1000\talice\t1700000000.5\t10\t1\tf\tproj/a.TXT",
        "200\t1001\t1001\t1700000000\t11\t2\tf\tproj/z.dat", // no user name; second link below
        "200\t1001\t1001\t1700000000\t11\t2\tf\tb.bin",      // smallest path: counted here
        "0\t1000\talice\t-1.5\t12\t1\tl\tproj/link",
        "0\t1000\talice\t1.0\t13\t1\tp\tproj/fifo",
        "5000000\t1000\talice\t1706745600\t14\t1\tf\tproj/deep/er/x",
    ];
    std::fs::write(&path, lines.join("\n")).expect("write"); // no final newline: accepted
    let opts = ScanOptions::default();
    let u = usage_from_listing(&path, &opts).expect("listing");
    let t = u.totals;
    assert_eq!(
        (t.files, t.dirs, t.symlinks, t.other, t.bytes, t.hardlink_duplicates),
        (3, 1, 1, 1, 5_000_300, 1)
    );
    let rows = |v: &[crate::model::usage::Entry]| {
        v.iter()
            .map(|e| format!("{}={}/{}", e.key, e.files, e.bytes))
            .collect::<Vec<_>>()
    };
    assert_eq!(rows(&u.owners), ["alice=2/5000100", "uid:1001=1/200"]);
    assert_eq!(rows(&u.filesets), ["proj=2/5000100", "(root)=1/200"]);
    assert_eq!(rows(&u.types), ["(none)=1/5000000", "bin=1/200", "txt=1/100"]);
    let months: Vec<String> = u.months.iter().map(|m| format!("{}={}", m.month, m.files)).collect();
    assert_eq!(months, ["2023-11=2", "2024-02=1"]);
}

#[test]
fn listing_errors_name_file_line_and_column() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("bad.listing");
    let ok = "1\t0\troot\t1.0\t7\t1\tf\ta";
    for (bad, line, column) in [
        ("1\t0\troot\tnoon\t7\t1\tf\ta", 2, 4),
        ("1\t0\troot\t1.0\t7\t1\tf\ta\twith tab", 2, 9),
        ("1\t0\troot\t1.0\t7\t1\tf\ta\nnewline", 3, 2),
        ("1\t0\troot\t1.0\t7\t1\tfile\ta", 2, 7),
    ] {
        std::fs::write(&path, format!("{ok}\n{bad}\n{ok}\n")).expect("write");
        let e = usage_from_listing(&path, &ScanOptions::default()).expect_err("bad line");
        assert!(
            matches!(e, ScanError::Parse { line: l, column: c, .. } if l == line && c == column),
            "{bad:?}: {e}"
        );
        let want = format!("{}: line {line}, column {column}: ", path.display());
        assert!(e.to_string().starts_with(&want), "{e}");
    }
    let e = usage_from_listing(dir.path().join("missing"), &ScanOptions::default()).expect_err("missing");
    assert!(matches!(e, ScanError::Io { .. }), "{e}");
}

/// A listing of several chunks: any thread count gives the same bytes, every
/// line is counted once (lines cut across chunk ends included), and an error
/// in a later chunk names its exact line.
#[test]
fn a_listing_of_many_chunks_is_counted_whole_and_errors_keep_their_line() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("big.listing");
    // Lines of varied lengths, so chunk ends fall anywhere in a line.
    let line = |i: usize| {
        let pad = "x".repeat(i % 97);
        format!(
            "{i}\t{}\tu{}\t{}.5\t{i}\t1\tf\tset{}/{pad}{i}.e{}\n",
            i % 40,
            i % 40,
            1_500_000_000 + i * 997,
            i % 7,
            i % 13
        )
    };
    let n = 60_000;
    let text: String = (0..n).map(line).collect();
    assert!(
        text.len() > 4 * super::super::listing::CHUNK_FOR_TESTS,
        "{}",
        text.len()
    );
    std::fs::write(&path, &text).expect("write");
    let with = |threads| ScanOptions {
        threads,
        taken: Some(super::TAKEN),
        ..ScanOptions::default()
    };
    let one = usage_from_listing(&path, &with(1)).expect("listing");
    assert_eq!(one.totals.files, n as u64);
    assert_eq!(one.totals.bytes, (0..n as u64).sum::<u64>());
    for threads in [2, 5] {
        let many = usage_from_listing(&path, &with(threads)).expect("listing");
        assert_eq!(csv_text(&many), csv_text(&one), "{threads} threads");
    }
    let bad_at = 52_345; // 1-based line number of the bad line
    let mut lines: Vec<String> = (0..n).map(line).collect();
    lines[bad_at - 1] = "1\t0\troot\tnoon\t7\t1\tf\ta\n".into();
    std::fs::write(&path, lines.concat()).expect("write");
    for threads in [1, 3] {
        let e = usage_from_listing(&path, &with(threads)).expect_err("bad line");
        assert!(
            matches!(e, ScanError::Parse { line, column: 4, .. } if line == bad_at as u64),
            "{e}"
        );
    }
}

/// A line longer than a chunk is refused, not buffered without bound.
#[test]
fn a_line_longer_than_a_chunk_is_refused() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("long.listing");
    let long = "y".repeat(2 * super::super::listing::CHUNK_FOR_TESTS);
    std::fs::write(
        &path,
        format!("1\t0\troot\t1.0\t7\t1\tf\ta\n1\t0\troot\t1.0\t8\t1\tf\t{long}\n"),
    )
    .expect("write");
    let e = usage_from_listing(&path, &ScanOptions::default()).expect_err("long line");
    assert!(e.to_string().contains("longer than"), "{e}");
}

/// A file that cannot be mapped (/proc's, whose size says 0) is read: its
/// lines are parsed, not taken for an empty list or refused.
#[test]
fn a_file_that_cannot_be_mapped_is_read() {
    let path = std::path::Path::new("/proc/self/status");
    assert_eq!(std::fs::metadata(path).expect("/proc on Linux").len(), 0);
    let e = usage_from_listing(path, &ScanOptions::default()).expect_err("not a listing");
    assert!(matches!(&e, ScanError::Parse { line: 1, .. }), "{e}");
}

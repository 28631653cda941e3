//! The usage CSV: write → read round trips, the documented example, rows in
//! any order, keys that need quoting, and errors naming file, line, column.

use std::path::Path;

use super::super::table::parse_usage_csv;
use super::super::{read_usage_csv, scan, ScanError, Usage};
use super::{csv_text, fixture, FIXTURE_CSV};

fn parse(text: &[u8]) -> Result<Usage, ScanError> {
    parse_usage_csv(text, Path::new("usage.csv"))
}

/// The example in the format documentation (which is also the module
/// documentation).
fn doc_example() -> String {
    let doc = include_str!("../../../docs/usage-format.md");
    let start = doc
        .find("\nsection,key,files,bytes\n")
        .expect("example in the format doc")
        + 1;
    let lines = doc[start..].lines().take_while(|l| *l != "```");
    lines.map(|l| format!("{l}\n")).collect()
}

#[test]
fn write_then_read_gives_the_same_usage_and_bytes() {
    let fx = fixture();
    let mut usage = scan(std::slice::from_ref(&fx.root), &fx.options()).expect("scan");
    let path = fx._dir.path().join("usage.csv");
    std::fs::write(&path, csv_text(&usage)).expect("write");
    let back = read_usage_csv(&path).expect("read back");
    usage.unreadable_examples.clear(); // not part of the CSV
    assert_eq!(back, usage);
    assert_eq!(csv_text(&back), FIXTURE_CSV);
}

#[test]
fn the_documented_example_is_valid_and_canonical() {
    let example = doc_example();
    assert!(
        example.starts_with("section,key,files,bytes\ntotal,files,5,\n"),
        "{example}"
    );
    let usage = parse(example.as_bytes()).expect("the doc example parses");
    assert_eq!(csv_text(&usage), example);
    let over_time: Vec<u64> = usage.cumulative_bytes_by_month().iter().map(|m| m.1).collect();
    assert_eq!(over_time, [8192, 1_060_864]);
}

#[test]
fn rows_in_any_order_are_read_and_written_canonically() {
    let mut lines: Vec<&str> = FIXTURE_CSV.lines().collect();
    lines[1..].reverse();
    let shuffled = lines.join("\n");
    assert_eq!(csv_text(&parse(shuffled.as_bytes()).expect("read")), FIXTURE_CSV);
}

#[test]
fn keys_that_need_quoting_round_trip() {
    let text = "section,key,files,bytes\ntotal,files,3,\ntotal,dirs,0,\ntotal,symlinks,0,\ntotal,other,0,\n\
                total,bytes,,6\ntotal,hardlink_duplicates,0,\ntotal,unreadable,0,\n\
                owner,x,3,6\ntype,(none),3,6\n\
                fileset,\"a,b\",1,3\nfileset,\"say \"\"hi\"\"\",1,2\nfileset,\"two\nlines\",1,1\n\
                size,0,3,6\nmtime,2024-01,3,6\n";
    let usage = parse(text.as_bytes()).expect("read");
    let keys: Vec<&str> = usage.filesets.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(keys, ["a,b", "say \"hi\"", "two\nlines"]);
    assert_eq!(csv_text(&usage), text);
}

/// FIXTURE_CSV with line `n` (1-based) replaced, or removed when `with` is None.
fn edit(n: usize, with: Option<&str>) -> Vec<u8> {
    let mut lines: Vec<&str> = FIXTURE_CSV.lines().collect();
    match with {
        Some(w) => lines[n - 1] = w,
        None => {
            lines.remove(n - 1);
        }
    }
    (lines.join("\n") + "\n").into_bytes()
}

#[test]
fn errors_name_line_and_column() {
    let end = FIXTURE_CSV.lines().count(); // a removed row leaves `end` lines; the end is line `end`
    let cases: Vec<(Vec<u8>, u64, usize, &str)> = vec![
        (edit(1, Some("section,key,count,bytes")), 1, 3, "expected the header"),
        (edit(2, Some("total,files,12,5")), 2, 4, "leave it empty"),
        (edit(6, Some("total,bytes,5,2224044531")), 6, 3, "leave it empty"),
        (edit(6, Some("total,bytes,,2.2e9")), 6, 4, "non-negative integer"),
        (edit(3, Some("total,sizes,5,")), 3, 2, "unknown total"),
        (edit(3, None), end as u64, 1, "no `total,dirs` row"),
        (
            edit(10, Some("owner,nobody,2,2148532224")),
            10,
            2,
            "appears again (first on line 9)",
        ),
        (edit(11, Some("owner,bob,four,8201")), 11, 3, "non-negative integer"),
        (edit(11, Some("owner,bob,4,-8201")), 11, 4, "non-negative integer"),
        (edit(11, Some("owner,,4,8201")), 11, 2, "non-empty key"),
        (edit(11, Some("planet,bob,4,8201")), 11, 1, "unknown section"),
        (edit(11, Some("owner,bob,4")), 11, 4, "missing column `bytes`"),
        (edit(11, Some("owner,bob,4,8201,x")), 11, 5, "expected 4 columns"),
        (edit(11, Some("owner,bob,4,8202")), 9, 4, "add up to 2224044532 bytes"),
        (edit(11, Some("owner,bob,5,8201")), 9, 3, "add up to 13 files"),
        (edit(26, Some("size,04096,2,9096")), 26, 2, "lower bound"),
        (edit(25, Some("size,1,6,5739")), 25, 2, "starting at `0`"),
        (edit(31, Some("mtime,2022-13,3,4106")), 31, 2, "YYYY-MM"),
        (edit(31, Some("mtime,22-06,3,4106")), 31, 2, "YYYY-MM"),
        (edit(30, None), 30, 3, "the `mtime` rows add up to 11 files"),
    ];
    for (text, line, column, fragment) in cases {
        match parse(&text) {
            Err(e @ ScanError::Parse { .. }) => {
                let msg = e.to_string();
                let want = format!("usage.csv: line {line}, column {column}: ");
                assert!(
                    msg.starts_with(&want) && msg.contains(fragment),
                    "got `{msg}`, want `{want}…{fragment}…`"
                );
            }
            other => panic!(
                "{}: expected a parse error, got {other:?}",
                String::from_utf8_lossy(&text)
            ),
        }
    }
    let mut bad_utf8 = edit(11, Some("owner,bob,4,8201"));
    let at = bad_utf8.windows(3).position(|w| w == b"bob").expect("bob");
    bad_utf8[at + 1] = 0xff;
    let e = parse(&bad_utf8).expect_err("invalid UTF-8");
    assert!(
        matches!(
            e,
            ScanError::Parse {
                line: 11,
                column: 2,
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn reading_a_file_names_it() {
    let dir = tempfile::tempdir().expect("temporary directory");
    let path = dir.path().join("bad.csv");
    std::fs::write(&path, edit(11, Some("owner,bob,four,8201"))).expect("write");
    let e = read_usage_csv(&path).expect_err("bad file");
    assert!(
        e.to_string()
            .starts_with(&format!("{}: line 11, column 3:", path.display())),
        "{e}"
    );
    let e = read_usage_csv(dir.path().join("missing.csv")).expect_err("missing file");
    assert!(
        matches!(e, ScanError::Io { .. }) && e.to_string().contains("missing.csv: cannot read"),
        "{e}"
    );
}

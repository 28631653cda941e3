//! The usage CSV: write → read round trips, the documented example, rows in
//! any order, keys that need quoting, and errors naming file, line, column.

use std::path::Path;

use super::super::table::parse_usage_csv;
use super::super::{scan, ScanError, Usage};
use super::read_usage_csv;
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

#[test]
fn formula_like_keys_are_written_with_a_quote_and_read_back_exactly() {
    let text = "section,key,files,bytes\ntotal,files,4,\ntotal,dirs,0,\ntotal,symlinks,0,\ntotal,other,0,\n\
                total,bytes,,10\ntotal,hardlink_duplicates,0,\ntotal,unreadable,0,\n\
                owner,''x,1,4\nowner,\"'=HYPERLINK(\"\"http://x\"\")\",1,4\nowner,'-1,2,2\n\
                type,'@x,4,10\nfileset,'+f,4,10\nsize,0,4,10\nmtime,2024-01,4,10\n";
    let usage = parse(text.as_bytes()).expect("read");
    let owners: Vec<&str> = usage.owners.iter().map(|e| e.key.as_str()).collect();
    assert_eq!(owners, ["'x", "=HYPERLINK(\"http://x\")", "-1"]);
    assert_eq!(
        (usage.types[0].key.as_str(), usage.filesets[0].key.as_str()),
        ("@x", "+f")
    );
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
            edit(12, Some("owner,nobody,2,2148532224")),
            12,
            2,
            "appears again (first on line 11)",
        ),
        (edit(13, Some("owner,bob,four,8201")), 13, 3, "non-negative integer"),
        (edit(13, Some("owner,bob,4,-8201")), 13, 4, "non-negative integer"),
        (edit(13, Some("owner,,4,8201")), 13, 2, "non-empty key"),
        (edit(13, Some("planet,bob,4,8201")), 13, 1, "unknown section"),
        (edit(13, Some("owner,bob,4")), 13, 4, "missing column `bytes`"),
        (edit(13, Some("owner,bob,4,8201,x")), 13, 5, "expected 4 columns"),
        (edit(13, Some("owner,bob,4,8202")), 11, 4, "add up to 2224044532 bytes"),
        (edit(13, Some("owner,bob,5,8201")), 11, 3, "add up to 13 files"),
        (edit(28, Some("size,04096,2,9096")), 28, 2, "lower bound"),
        (edit(27, Some("size,1,6,5739")), 27, 2, "starting at `0`"),
        (edit(33, Some("mtime,2022-13,3,4106")), 33, 2, "YYYY-MM"),
        (edit(33, Some("mtime,22-06,3,4106")), 33, 2, "YYYY-MM"),
        (edit(32, None), 32, 3, "the `mtime` rows add up to 11 files"),
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

#[test]
fn older_csvs_still_read_and_odd_times_round_trip() {
    // A usage CSV written before `taken`, `allocated` and the odd months.
    let old: String = FIXTURE_CSV
        .lines()
        .filter(|l| !l.starts_with("taken,") && !l.starts_with("total,allocated,"))
        .map(|l| format!("{l}\n"))
        .collect();
    let u = parse(old.as_bytes()).expect("old CSV");
    assert_eq!((u.taken, u.totals.allocated, u.totals.skipped_mounts), (None, None, 0));
    assert_eq!(csv_text(&u), old, "written back unchanged");
    // Odd times: the mtime rows still add up to the totals.
    let odd = FIXTURE_CSV
        .replace("mtime,2021-03,1,73400320", "mtime,(before-1970),1,73400320")
        .replace("mtime,2024-02,2,2148532224", "mtime,(future),2,2148532224")
        .replace("total,allocated,,0\n", "total,allocated,,0\ntotal,skipped_mounts,3,\n");
    let u = parse(odd.as_bytes()).expect("odd months");
    assert_eq!(
        (u.before_1970.files, u.future.bytes, u.months.len()),
        (1, 2_148_532_224, 3)
    );
    assert_eq!(u.totals.skipped_mounts, 3);
    assert_eq!(csv_text(&u), odd);
    let twice = FIXTURE_CSV.replace(
        "taken,2024-03-09T16:00:00Z,,\n",
        "taken,2024-03-09T16:00:00Z,,\ntaken,2024-03-10T16:00:00Z,,\n",
    );
    assert!(parse(twice.as_bytes()).is_err());
    let bad = FIXTURE_CSV.replace("taken,2024-03-09T16:00:00Z,,", "taken,last tuesday,,");
    let e = parse(bad.as_bytes()).expect_err("bad time").to_string();
    assert!(e.starts_with("usage.csv: line 10, column 2: "), "{e}");
}

#[test]
fn the_filesystem_row_round_trips_and_is_checked() {
    let with = FIXTURE_CSV.replace(
        "taken,2024-03-09T16:00:00Z,,\n",
        "taken,2024-03-09T16:00:00Z,,\nfilesystem,\"/gpfs/fs1,west\",,\n",
    );
    let u = parse(with.as_bytes()).expect("filesystem row");
    assert_eq!(u.filesystem.as_deref(), Some("/gpfs/fs1,west"));
    assert_eq!(csv_text(&u), with, "written back in place");
    assert_eq!(parse(FIXTURE_CSV.as_bytes()).expect("fixture").filesystem, None);
    for (bad, column) in [
        ("filesystem,,,\n", 2),
        ("filesystem,/a,1,\n", 3),
        ("filesystem,/a,,\nfilesystem,/b,,\n", 1),
    ] {
        let text = FIXTURE_CSV.replace(
            "taken,2024-03-09T16:00:00Z,,\n",
            &format!("taken,2024-03-09T16:00:00Z,,\n{bad}"),
        );
        let e = parse(text.as_bytes()).expect_err(bad).to_string();
        assert!(
            e.contains(&format!(", column {column}: ")) && e.contains("filesystem"),
            "{e}"
        );
    }
}

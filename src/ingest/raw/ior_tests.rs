use super::*;
use crate::ingest::raw::fixture_walk;

const HEAD: &str = "IOR-4.0.0: MPI Coordinated Test of Parallel I/O\n\
    TestID              : 0\n\
    tasks               : 2\n\
    repetitions         : 1\n\
    xfersize            : 1 MiB\n\n\
    access    bw(MiB/s)  IOPS       Latency(s)  block(KiB) xfer(KiB)  open(s)    wr/rd(s)   close(s)   total(s)   iter\n\
    ------    ---------  ----       ----------  ---------- ---------  --------   --------   --------   --------   ----\n";

/// The one split per line gives what asking for each key gave.
#[test]
fn one_split_per_line_equals_key_lookups() {
    use super::super::text::key_value;
    let keys = [
        "api",
        "access",
        "tasks",
        "clients",
        "clients per node",
        "TestID",
        "Command line",
        "pattern",
    ];
    let lines = [
        "api                 : POSIX",
        "apiVersion          : ",
        "clients per node\t= 4 : x",
        "clients = 16 (4 per node)",
        "access : file-per-process",
        "accessible: no",
        "TestID:0",
        "Command line used : ior -a POSIX -t 1m",
        "Command line        : ior=1",
        "pattern             : segmented (1 segment)",
        "tasks",
        "no key here",
    ];
    for l in lines {
        for k in keys {
            let split = split_kv(l).filter(|(key, _)| *key == k).map(|(_, v)| v);
            assert_eq!(split, key_value(l, k), "{l:?} / {k:?}");
        }
    }
}

/// The split by bytes equals the split by `char`s it replaced, on every
/// fixture line and on random lines mixing ASCII and Unicode blanks.
#[test]
fn byte_split_equals_char_split() {
    fn by_chars(ts: &str) -> Option<(&str, &str)> {
        let at = ts.find([':', '='])?;
        Some((ts[..at].trim_end_matches([' ', '\t']), ts[at + 1..].trim()))
    }
    let mut lines = fixture_walk::lines("ior");
    assert!(lines.len() > 1000);
    let parts = [
        "a", "key", ":", "=", " ", "\t", "\r", "\u{a0}", "\u{3000}", "\u{85}", "é", "1", "\u{2009}",
    ];
    let mut rng = crate::rng::SplitMix64(0x2545_f491_4f6c_dd1d);
    for _ in 0..20_000 {
        let len = rng.below(9);
        lines.push(rng.joined(&parts, len));
    }
    for l in &lines {
        assert_eq!(split_kv(l), by_chars(l), "{l:?}");
    }
}

#[test]
fn blank_and_text_lines_inside_the_table_are_skipped() {
    let text = format!(
        "{HEAD}Commencing write performance test: now\n\
         write     426.77     21.38      0.093502    204800     20480      0.001392   0.935444   0.037859   0.937271   0   \n\n\
         stonewalling pairs accessed min: 1 max: 2\n\
         read      332.55     16.65      0.088386    204800     20480      0.000866   1.20       0.318282   1.20       0   \n\
         Finished            : now\n"
    );
    let runs = parse(&text).unwrap();
    assert_eq!(runs.len(), 1);
    let v: Vec<_> = runs[0].points.iter().map(|p| (p.operation.as_str(), p.value)).collect();
    assert_eq!(v, [("write", 426.77), ("read", 332.55)]);
    assert_eq!(runs[0].params["transfer_size"], "1048576");
}

#[test]
fn glued_row_is_read_by_header_position_with_a_warning() {
    let text = format!(
        "{HEAD}write     1001199    62599      0.013631    10158080000016384      1.22       406.67     1.21       406.83     0   \nFinished : x\n"
    );
    let runs = parse(&text).unwrap();
    assert_eq!(runs[0].points[0].value, 1001199.0);
    assert!(runs[0].warnings.iter().any(|w| w.contains("glued")));
}

/// A failed test's message names IOR's first error at or after the test,
/// even when that error comes after later invocations were folded.
#[test]
fn a_failed_test_names_the_next_error_even_in_a_later_invocation() {
    let failed = "IOR-4.0.0: MPI Coordinated Test of Parallel I/O\nTestID : 0\ntasks : 2\nFinished : x\n";
    let good = format!("{HEAD}write     426.77     21.38      0.093502    204800     20480      0.001392   0.935444   0.037859   0.937271   0\nFinished : y\n");
    let text = format!("ERROR: early\n{good}{failed}{good}ERROR: late\n{good}");
    let err = parse(&text).unwrap_err();
    let failed_at = 1 + 1 + good.lines().count();
    let late = failed_at + 4 + good.lines().count();
    assert_eq!(err.line, Some(failed_at));
    assert_eq!(
        err.message,
        format!("IOR test has no results: IOR reported 'ERROR: late' (line {late})")
    );
    // No error after it: IOR's first error line anywhere.
    let text = format!("ERROR: early\n{good}{failed}{good}");
    let err = parse(&text).unwrap_err();
    assert_eq!(
        err.message,
        "IOR test has no results: IOR reported 'ERROR: early' (line 1)"
    );
    // No error at all: where the failed invocation ends.
    let text = format!("{good}{failed}{good}");
    let err = parse(&text).unwrap_err();
    let end = good.lines().count() + 5;
    assert_eq!(
        err.message,
        format!("IOR test has no results (output ends at line {end}: failed, hung or cut-off run?)")
    );
}

#[test]
fn cut_row_is_never_used() {
    let text = format!("{HEAD}write     1001199    62599      0.013631    101580800000 16384      1.22       406.67     1.21       406.83     0");
    let err = parse(&text).unwrap_err();
    assert_eq!(err.line, Some(1));
}

//! Bad input on purpose: real files cut at many byte offsets and line ends,
//! non-UTF-8 bytes injected, garbage; and proptests that `parse` never panics
//! on arbitrary bytes or on mutated real files, for every hint.
//!
//! "Honest" here means: a damaged file either fails with an error that names
//! a line, or yields only points that the intact file also yields (same
//! operation, threads, iteration and unit, and the same value within the
//! tool's print precision: IOR's summary `6906.03` for a row printed `6906`).

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

use proptest::prelude::*;

use super::fixture_expect::{Expect, FIXTURES};
use super::parse;
use super::run::{RawRun, Tool};

fn fixtures() -> &'static Vec<(&'static str, Vec<u8>)> {
    static DATA: OnceLock<Vec<(&'static str, Vec<u8>)>> = OnceLock::new();
    DATA.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/raw");
        FIXTURES
            .iter()
            .map(|(rel, _)| (*rel, std::fs::read(root.join(rel)).unwrap_or_default()))
            .collect()
    })
}

fn ok_fixtures() -> impl Iterator<Item = &'static (&'static str, Vec<u8>)> {
    fixtures()
        .iter()
        .zip(FIXTURES)
        .filter(|(_, (_, e))| matches!(e, Expect::Ok(_)))
        .map(|(f, _)| f)
}

type Key = (String, u32, u32, super::run::RawUnit);

fn keys(runs: &[RawRun]) -> Vec<(Key, f64)> {
    runs.iter()
        .flat_map(|r| r.points.iter())
        .map(|p| ((p.operation.clone(), p.threads, p.iteration, p.unit), p.value))
        .collect()
}

fn has(full: &[(Key, f64)], key: &Key, v: f64) -> bool {
    full.iter()
        .any(|(k, w)| k == key && (v - w).abs() <= 1e-3 * v.abs().max(w.abs()))
}

/// Ok with points the full file also has, or Err with a line.
fn honest(rel: &str, what: &str, full: &[(Key, f64)], bytes: &[u8]) -> Result<(), String> {
    match parse(Path::new(rel), bytes, None) {
        Ok(runs) => {
            let extra: Vec<_> = keys(&runs).into_iter().filter(|(k, v)| !has(full, k, *v)).collect();
            if extra.is_empty() {
                Ok(())
            } else {
                Err(format!("{rel} {what}: points not in the intact file: {extra:?}"))
            }
        }
        Err(e) if e.line.is_some() => Ok(()),
        Err(e) => Err(format!("{rel} {what}: error without a line: {e}")),
    }
}

#[test]
fn cut_files_give_correct_points_or_an_error_with_a_line() {
    let mut bad = Vec::new();
    let mut cuts = 0;
    for (rel, bytes) in ok_fixtures() {
        let full = keys(&parse(Path::new(rel), bytes, None).unwrap());
        let n = bytes.len();
        let mut offsets: BTreeSet<usize> = [1, 2, 10, n / 9, n / 5, n / 3, n / 2, 2 * n / 3, 4 * n / 5, n - 2, n - 1]
            .into_iter()
            .collect();
        // Cuts right after a newline are the dangerous ones: the last line is complete.
        let ends: Vec<usize> = bytes
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .map(|(i, _)| i + 1)
            .collect();
        let step = (ends.len() / 12).max(1);
        offsets.extend(ends.iter().step_by(step).copied());
        // ... and cuts inside the last lines, where results are.
        offsets.extend((1..40).map(|k| n.saturating_sub(k * 7)));
        for cut in offsets.into_iter().filter(|&c| c > 0 && c < n) {
            cuts += 1;
            if let Err(e) = honest(rel, &format!("cut at {cut}"), &full, &bytes[..cut]) {
                bad.push(e);
            }
        }
    }
    assert!(cuts > 3000, "{cuts} cuts");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn non_utf8_bytes_are_replaced_with_a_warning() {
    let mut bad = Vec::new();
    for (rel, bytes) in ok_fixtures() {
        let full = keys(&parse(Path::new(rel), bytes, None).unwrap());
        let n = bytes.len();
        for at in [0, n / 4, n / 2, 3 * n / 4, n - 1] {
            let mut b = bytes.clone();
            b.splice(at..at, [0xff, 0xfe]);
            if let Err(e) = honest(rel, &format!("0xff at {at}"), &full, &b) {
                bad.push(e);
            }
            if let Ok(runs) = parse(Path::new(rel), &b, None) {
                if !runs
                    .iter()
                    .all(|r| r.warnings.first().is_some_and(|w| w.contains("not valid UTF-8")))
                {
                    bad.push(format!("{rel}: no UTF-8 warning for a byte at {at}"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn garbage_is_an_error_with_a_line_for_every_hint() {
    let inputs: &[&[u8]] = &[
        b"",
        b"\n\n  \n",
        b"{",
        b"{}",
        b"[]",
        b"}",
        b"\xff\xfe\xfd",
        b"hello world\nthis is not a benchmark 12 34.5\n",
        b"SUMMARY rate: (of 2 iterations)\n",
        b"Children see throughput for 4 initial writers = \n",
        b"{\"fio version\": \"fio-3.33\", \"jobs\": []}\n",
        b"access,bw(MiB/s),numTasks,iter\nwrite,abc,4,0\n",
        b"IOR-3.3.0: MPI Coordinated Test of Parallel I/O\n",
        b"IOR-3.3.0: MPI Coordinated Test of Parallel I/O\n{\n",
        b"mdtest-1.9.3 was launched with 4 total task(s) on 1 node(s)\n",
        b"\tIozone: Performance Test of File I/O\n\tVersion $Revision: 3.465 $\n",
        b"fio-3.33\n",
        b"3;fio-3.33;job;0;0;1;2;3\n",
        b"write     1.0  1.0\n",
        b"Operation Max Min Mean\nwrite 1 2\n",
        b"kB  reclen  write\n 1 2 3",
    ];
    let hints = [
        None,
        Some(Tool::Ior),
        Some(Tool::Mdtest),
        Some(Tool::Iozone),
        Some(Tool::Fio),
        Some(Tool::Io500),
    ];
    for input in inputs {
        for hint in hints {
            match parse(Path::new("g.txt"), input, hint) {
                Err(e) => assert!(e.line.is_some(), "{e} ({hint:?}, {:?})", String::from_utf8_lossy(input)),
                Ok(runs) => panic!("{hint:?} {:?}: {runs:?}", String::from_utf8_lossy(input)),
            }
        }
    }
}

#[test]
fn hint_overrides_tool_detection() {
    let (rel, bytes) = fixtures().iter().find(|(p, _)| p.starts_with("mdtest/4.0.0/")).unwrap();
    let e = parse(Path::new(rel), bytes, Some(Tool::Ior)).unwrap_err();
    assert!(e.message.contains("no IOR results"), "{e}");
    let (rel, bytes) = fixtures().iter().find(|(p, _)| p.starts_with("ior/4.0.0/")).unwrap();
    assert_eq!(
        parse(Path::new(rel), bytes, Some(Tool::Ior)).unwrap(),
        parse(Path::new(rel), bytes, None).unwrap()
    );
}

#[derive(Debug, Clone)]
enum Mutation {
    Flip(prop::sample::Index, u8),
    Truncate(prop::sample::Index),
    Splice(prop::sample::Index, prop::sample::Index, u16),
    Delete(prop::sample::Index, u16),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<prop::sample::Index>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        any::<prop::sample::Index>().prop_map(Mutation::Truncate),
        (any::<prop::sample::Index>(), any::<prop::sample::Index>(), 1u16..400)
            .prop_map(|(a, b, n)| Mutation::Splice(a, b, n)),
        (any::<prop::sample::Index>(), 1u16..200).prop_map(|(a, n)| Mutation::Delete(a, n)),
    ]
}

fn apply(mut b: Vec<u8>, muts: &[Mutation]) -> Vec<u8> {
    for m in muts {
        if b.is_empty() {
            break;
        }
        match m {
            Mutation::Flip(i, v) => {
                let at = i.index(b.len());
                b[at] = *v;
            }
            Mutation::Truncate(i) => b.truncate(i.index(b.len())),
            Mutation::Splice(from, to, n) => {
                let from = from.index(b.len());
                let chunk: Vec<u8> = b[from..(from + usize::from(*n)).min(b.len())].to_vec();
                let to = to.index(b.len());
                b.splice(to..to, chunk);
            }
            Mutation::Delete(at, n) => {
                let at = at.index(b.len());
                let end = (at + usize::from(*n)).min(b.len());
                b.drain(at..end);
            }
        }
    }
    b
}

fn check_no_panic(bytes: &[u8], hint: Option<Tool>) {
    // parse() debug-asserts that every point is finite, positive and well named.
    if let Ok(runs) = parse(Path::new("p.txt"), bytes, hint) {
        assert!(runs.iter().all(|r| !r.points.is_empty()));
    }
}

macro_rules! never_panics {
    ($($name:ident: $hint:expr;)*) => {
        proptest! {
            #![proptest_config(ProptestConfig { cases: 256, failure_persistence: None, ..ProptestConfig::default() })]
            $(
                #[test]
                fn $name(
                    bytes in proptest::collection::vec(any::<u8>(), 0..1024),
                    file in any::<prop::sample::Index>(),
                    muts in proptest::collection::vec(mutation(), 1..6),
                ) {
                    check_no_panic(&bytes, $hint);
                    let (_, real) = &fixtures()[file.index(fixtures().len())];
                    check_no_panic(&apply(real.clone(), &muts), $hint);
                }
            )*
        }
    };
}

never_panics! {
    never_panics_detected: None;
    never_panics_as_ior: Some(Tool::Ior);
    never_panics_as_mdtest: Some(Tool::Mdtest);
    never_panics_as_iozone: Some(Tool::Iozone);
    never_panics_as_fio: Some(Tool::Fio);
    never_panics_as_io500: Some(Tool::Io500);
}

//! How two runs are paired: benchmarks by id, series by operation, points
//! by thread count. One place for the rule, on the model, so the analysis's
//! comparisons, the diff's verdicts, its history and findings and the diff
//! document always pair the same things.

use super::{Benchmark, Point, Run, Series};
use std::collections::{HashMap, HashSet};

/// The benchmark `id` of a run.
pub(crate) fn benchmark<'r>(run: &'r Run, id: &str) -> Option<&'r Benchmark> {
    run.benchmarks.iter().find(|b| b.id == id)
}

/// The series of a benchmark for `op`.
pub(crate) fn operation<'r>(b: &'r Benchmark, op: &str) -> Option<&'r Series> {
    b.series.iter().find(|s| s.operation == op)
}

/// The series of a benchmark by operation, for many lookups: the first of
/// a name, as [`operation`] finds it.
pub(crate) fn by_operation(b: &Benchmark) -> HashMap<&str, &Series> {
    b.series.iter().rev().map(|s| (s.operation.as_str(), s)).collect()
}

/// Benchmark `id` on both sides, when both have it.
pub(crate) fn benchmarks<'r>(base: &'r Run, cur: &'r Run, id: &str) -> Option<(&'r Benchmark, &'r Benchmark)> {
    Some((benchmark(base, id)?, benchmark(cur, id)?))
}

/// The series `op` of two benchmarks, when both have it.
pub(crate) fn operations<'r>(bb: &'r Benchmark, cb: &'r Benchmark, op: &str) -> Option<(&'r Series, &'r Series)> {
    Some((operation(bb, op)?, operation(cb, op)?))
}

/// Series `op` of benchmark `bench` in one run.
pub(crate) fn series<'r>(run: &'r Run, bench: &str, op: &str) -> Option<&'r Series> {
    operation(benchmark(run, bench)?, op)
}

/// The names (`key`) of the items of `a` that `b` lacks, in `a`'s order:
/// what one side has and the other does not is listed, never compared.
pub(crate) fn only_in<T>(a: &[T], b: &[T], key: impl Fn(&T) -> &str) -> Vec<String> {
    let theirs: HashSet<&str> = b.iter().map(&key).collect();
    (a.iter().map(&key))
        .filter(|k| !theirs.contains(k))
        .map(str::to_string)
        .collect()
}

/// The points of `s` by thread count, for many lookups: the first of a
/// count, as a search in order finds it.
pub(crate) fn by_threads(s: &Series) -> HashMap<u32, &Point> {
    s.points.iter().rev().map(|p| (p.threads, p)).collect()
}

/// Two runs at one scale each (an IO500 run is one process count), not
/// the same: `[baseline, current]`. Nothing else pairs them, so they are
/// compared directly; runs with several counts and none shared are not.
pub(crate) fn across_scales(baseline: &[u32], current: &[u32]) -> Option<[u32; 2]> {
    match (baseline, current) {
        (&[b], &[c]) if b != c => Some([b, c]),
        _ => None,
    }
}

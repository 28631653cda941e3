//! How the two sides of a diff are paired: benchmarks by id, series by
//! operation, points by thread count. One place for the rule, so the
//! verdicts, the history, the findings and the diff document always pair
//! the same things.

use crate::model::{Benchmark, Run, Series};

/// The benchmark `id` of a run.
pub(crate) fn benchmark<'r>(run: &'r Run, id: &str) -> Option<&'r Benchmark> {
    run.benchmarks.iter().find(|b| b.id == id)
}

/// The series of a benchmark for `op`.
pub(crate) fn operation<'r>(b: &'r Benchmark, op: &str) -> Option<&'r Series> {
    b.series.iter().find(|s| s.operation == op)
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
    (a.iter())
        .filter(|x| !b.iter().any(|y| key(y) == key(x)))
        .map(|x| key(x).to_string())
        .collect()
}

/// The mean of a point's iterations (0 for none).
pub(crate) fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

/// A series' points as (thread count, iterations), ascending.
pub(crate) fn points(s: &Series) -> Vec<(u32, Vec<f64>)> {
    let mut v: Vec<(u32, Vec<f64>)> = s.points.iter().map(|p| (p.threads, p.iterations.clone())).collect();
    v.sort_by_key(|p| p.0);
    v
}

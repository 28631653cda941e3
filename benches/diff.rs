//! Diff benchmark: `diff::diff` on two synthetic runs of 18,432 points
//! (72 series × 256 thread counts) with 5 iterations per point, the size
//! issue 16 measured. The same-run baseline is the same comparison with one
//! value per point (and a declared noise), so the ratio is what testing
//! iterations costs over reading the points. Seeded data: the same runs on
//! every machine.
//!
//! Run: `cargo bench --bench diff` (add `-- --quick` for 4,608 points).
//! Prints a `RESULT` line for bench/run.sh.

use pixreport::diff::diff;
use pixreport::model::{Benchmark, BenchmarkKind, Direction, Point, Provenance, Run, Series};
use pixreport::rng::SplitMix64;
use std::time::Instant;

/// A uniform number in [-1, 1).
fn noise(r: &mut SplitMix64) -> f64 {
    (r.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
}

/// One side: `series` series of `threads` points; `shift` scales the
/// values of every fourth series above 128 threads (a regression to find).
fn side(seed: u64, series: usize, threads: u32, iterations: usize, shift: f64) -> Run {
    let mut r = SplitMix64(seed);
    let benchmarks = (0..series / 2)
        .map(|b| {
            let mut bench = Benchmark::bare(
                format!("b{b}"),
                BenchmarkKind::SequentialNN,
                "IOR".into(),
                "GB/s".parse().expect("a known unit"),
                Direction::Higher,
            );
            bench.noise_cv = Some(0.02);
            bench.series = ["write", "read"]
                .iter()
                .enumerate()
                .map(|(o, op)| Series {
                    operation: op.to_string(),
                    points: (1..=threads)
                        .map(|t| {
                            let level = 20.0 * (1.0 - (-f64::from(t) / 16.0).exp());
                            let scale = if (2 * b + o) % 4 == 0 && t > 128 { shift } else { 1.0 };
                            Point {
                                threads: t,
                                iterations: (0..iterations)
                                    .map(|_| level * scale * (1.0 + 0.02 * noise(&mut r)))
                                    .collect(),
                            }
                        })
                        .collect(),
                })
                .collect();
            bench
        })
        .collect();
    Run {
        report: "synthetic".into(),
        origin: format!("seed {seed}"),
        provenance: Provenance::Synthetic,
        benchmarks,
        criteria: Vec::new(),
    }
}

/// Best of `runs` wall-clock seconds of one diff, and its verdict.
fn time(base: &Run, cur: &Run, runs: usize) -> (f64, String) {
    let mut best = f64::INFINITY;
    let mut verdict = String::new();
    for _ in 0..runs {
        let t = Instant::now();
        let d = diff(base, cur, &[], 5.0).expect("comparable sides");
        best = best.min(t.elapsed().as_secs_f64());
        verdict = format!("{:?}", d.verdict);
    }
    (best, verdict)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (series, threads) = if quick { (18, 256) } else { (72, 256) };
    let points = series * threads as usize;
    let runs = 3;
    let base = side(1, series, threads, 5, 1.0);
    let cur = side(2, series, threads, 5, 0.9);
    let (t5, v5) = time(&base, &cur, runs);
    let base1 = side(1, series, threads, 1, 1.0);
    let cur1 = side(2, series, threads, 1, 0.9);
    let (t1, v1) = time(&base1, &cur1, runs);
    println!("diff, {points} points, best of {runs}:");
    println!(
        "  5 iterations per point  {t5:8.3} s  ({:6.1} µs per point)  verdict {v5}",
        t5 * 1e6 / points as f64
    );
    println!(
        "  1 value per point       {t1:8.3} s  ({:6.1} µs per point)  verdict {v1}",
        t1 * 1e6 / points as f64
    );
    println!(
        "RESULT diff {points} pts x 5 it.|{t5:.3} s|1 value per point {t1:.3} s|{:.1}|-",
        t5 / t1.max(1e-9)
    );
}

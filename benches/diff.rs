//! Diff benchmark: `diff::diff` on two synthetic runs of 2,000 to 100,000
//! points with 5 iterations each and a declared noise, in two shapes: long
//! series (8 series of many thread counts) and a grid (cells of 4 thread
//! counts, as IOzone's file size × record size cells). The cost per point
//! must stay flat as the runs grow: the ratio is µs per point at the
//! largest size against the smallest, in the same run. Seeded data: the
//! same runs on every machine.
//!
//! Run: `cargo bench --bench diff` (add `-- --quick` to stop at 20,000
//! points). Prints a table and `RESULT` lines for bench/run.sh.

use pixreport::diff::diff;
use pixreport::model::{Benchmark, BenchmarkKind, Direction, Point, Provenance, Run, Series};
use pixreport::rng::SplitMix64;
use std::time::Instant;

/// A uniform number in [-1, 1).
fn noise(r: &mut SplitMix64) -> f64 {
    (r.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
}

/// One side: `benchmarks` benchmarks of `cells` write and read series
/// each (grid cells when more than one), `threads` thread counts per
/// series; `shift` scales every fourth series' upper thread counts (a
/// regression to find).
fn side(seed: u64, benchmarks: usize, cells: usize, threads: u32, shift: f64) -> Run {
    let mut r = SplitMix64(seed);
    let op = |name: &str, c: usize| match cells {
        1 => name.to_string(),
        _ => format!("{name}-fs{}-rs4096", 4096 * (c + 1)),
    };
    let benchmarks = (0..benchmarks)
        .map(|b| {
            let mut bench = Benchmark::bare(
                format!("b{b}"),
                BenchmarkKind::SequentialNN,
                "IOR".into(),
                "GB/s".parse().expect("a known unit"),
                Direction::Higher,
            );
            bench.noise_cv = Some(0.02);
            bench.series = (0..cells)
                .flat_map(|c| ["write", "read"].map(|name| (c, name)))
                .enumerate()
                .map(|(i, (c, name))| Series {
                    operation: op(name, c),
                    points: (1..=threads)
                        .map(|t| {
                            let level = 20.0 * (1.0 - (-f64::from(t) / 16.0).exp());
                            let scale = if i % 4 == 0 && t > threads / 2 { shift } else { 1.0 };
                            Point {
                                threads: t,
                                iterations: (0..5).map(|_| level * scale * (1.0 + 0.02 * noise(&mut r))).collect(),
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
    let sizes: &[usize] = if quick {
        &[2_000, 20_000]
    } else {
        &[2_000, 10_000, 100_000]
    };
    println!(
        "{:<14} {:>8} {:>10} {:>10}  verdict",
        "shape", "points", "seconds", "µs/point"
    );
    for grid in [false, true] {
        let shape = if grid { "grid cells" } else { "long series" };
        let mut per_point = Vec::new();
        for &n in sizes {
            // Long: 4 benchmarks × 2 series of n/8 thread counts; grid: 2
            // benchmarks × n/16 cells × 2 operations of 4 thread counts.
            let (benchmarks, cells, threads) = if grid { (2, n / 16, 4) } else { (4, 1, (n / 8) as u32) };
            let (base, cur) = (
                side(1, benchmarks, cells, threads, 1.0),
                side(2, benchmarks, cells, threads, 0.9),
            );
            let points: usize = (base.benchmarks.iter().flat_map(|b| &b.series))
                .map(|s| s.points.len())
                .sum();
            let (s, verdict) = time(&base, &cur, 3);
            let us = s * 1e6 / points as f64;
            println!("{shape:<14} {points:>8} {s:>10.3} {us:>10.1}  {verdict}");
            per_point.push((points, us));
        }
        let ((n0, a), (n1, b)) = (per_point[0], per_point[per_point.len() - 1]);
        println!(
            "RESULT diff, {shape}|{b:.1} µs/point at {n1}|{a:.1} µs/point at {n0}|{:.2}|<= 1.5",
            b / a
        );
    }
}

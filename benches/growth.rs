//! Growth benchmark: one series with more and more thread counts, analysed
//! (peak, sustained, observations) and drawn as one English SVG scaling
//! figure with a hover title per point (as a build draws it), to show that
//! time grows like n log n rather than n².
//!
//! Series: a smooth curve (rises, peaks, settles with a plateau and a few
//! isolated dips) at 1,000 … 100,000 thread counts; a noisy one (±8 % noise,
//! so dips everywhere and no plateau: the worst case of the plateau search);
//! and rows as iterations (1,000 thread counts × 100 iterations). Values come
//! from a fixed-seed generator: every run times the same input.
//!
//! Run: `cargo bench --bench growth` (`-- --quick` stops at 16,384). Prints
//! one table; `ms/1k` (milliseconds per 1,000 thread counts) stays about flat
//! when growth is n log n.

use pixreport::analysis::analyse_series;
use pixreport::figures::{scaling_svg, Canvas, FigureText, LineSeries, Look, ScalingFigure};
use pixreport::model::{Direction, Lang, Point, Series, SustainedMethod};
use std::time::Instant;

/// xorshift64*: a fixed-seed generator so that every run sees the same series.
struct Rng(u64);

impl Rng {
    fn unit(&mut self) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// `n` thread counts 1..=n; `noise` is the relative noise; `iters` values per point.
fn series(n: u32, noise: f64, iters: usize, seed: u64) -> Series {
    let mut rng = Rng(seed);
    let peak_at = f64::from(n) * 0.3;
    let points = (1..=n)
        .map(|t| {
            let x = f64::from(t);
            // Rises to 16.7 near 30 % of the range, then settles 4 % lower.
            let level = if x < peak_at {
                16.7 * x / peak_at
            } else {
                16.7 - 0.7 * ((x - peak_at) / x)
            };
            let dip = if t % 997 == 500 { 0.8 } else { 1.0 };
            let iterations = (0..iters)
                .map(|_| (level * dip * (1.0 + noise * (2.0 * rng.unit() - 1.0))).max(1e-3))
                .collect();
            Point { threads: t, iterations }
        })
        .collect();
    Series {
        operation: "write".into(),
        points,
    }
}

fn figure(s: &pixreport::analysis::SeriesAnalysis) -> String {
    let fig = ScalingFigure {
        text: FigureText {
            title: "Sequential write".into(),
            x_label: "Threads".into(),
            y_label: "GB/s".into(),
            desc: "growth benchmark".into(),
        },
        series: vec![LineSeries {
            label: "Write".into(),
            points: s.points.iter().map(|p| (p.threads, p.value)).collect(),
            peak: Some((s.peak.threads, s.peak.value)),
            dashed: false,
            style_index: 0,
            spread: Vec::new(),
            interpolated: Vec::new(),
            // Every point has a hover title, as in a real build.
            point_titles: (s.points.iter())
                .map(|p| (p.threads, format!("Write, {} threads: {:.2} GB/s", p.threads, p.value)))
                .collect(),
        }],
        limits: vec![],
        log_y: false,
        y_time_secs: None,
    };
    let format = |v: f64, d: usize| format!("{v:.d$}");
    let look = Look {
        canvas: Canvas::SCREEN,
        scales: Lang::En.figure_scales(),
        font_family: Lang::En.font_family(),
        format: Box::new(format),
    };
    scaling_svg(&fig, &look).expect("figure")
}

/// Best of `runs` wall-clock times in seconds of (analysis, analysis + figure).
fn time(s: &Series, runs: usize) -> (f64, f64, usize) {
    let (mut best_a, mut best_af, mut bytes) = (f64::MAX, f64::MAX, 0);
    for _ in 0..runs {
        let t = Instant::now();
        let a = analyse_series(s, Direction::Higher, SustainedMethod::IsolatedDip, &[]);
        let ta = t.elapsed().as_secs_f64();
        let svg = figure(&a);
        let taf = t.elapsed().as_secs_f64();
        bytes = svg.len();
        best_a = best_a.min(ta);
        best_af = best_af.min(taf);
    }
    (best_a, best_af, bytes)
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let sizes: &[u32] = if quick {
        &[1_000, 4_096, 16_384]
    } else {
        &[1_000, 4_096, 16_384, 65_536, 100_000]
    };
    println!(
        "{:<26} {:>9} {:>12} {:>9} {:>15} {:>9} {:>9}",
        "series", "rows", "analysis ms", "ms/1k", "+ SVG figure ms", "ms/1k", "SVG MB"
    );
    let mut per_k = Vec::new();
    let mut row = |name: &str, s: &Series| {
        let rows: usize = s.points.iter().map(|p| p.iterations.len()).sum();
        let runs = if rows > 20_000 { 1 } else { 3 };
        let (a, af, bytes) = time(s, runs);
        let k = rows as f64 / 1000.0;
        println!(
            "{name:<26} {rows:>9} {:>12.1} {:>9.3} {:>15.1} {:>9.2} {:>9.1}",
            a * 1e3,
            a * 1e3 / k,
            af * 1e3,
            af * 1e3 / k,
            bytes as f64 / 1e6
        );
        per_k.push(af * 1e3 / k);
        (a, af)
    };
    let mut target_65k = None;
    for &n in sizes {
        let (_, af) = row(&format!("smooth, {n} threads"), &series(n, 0.01, 1, 7));
        if n == 65_536 {
            target_65k = Some(af);
        }
    }
    let mut target_100k = None;
    for &n in if quick {
        &[4_000u32][..]
    } else {
        &[4_000u32, 100_000][..]
    } {
        let (_, af) = row(&format!("noisy ±8 %, {n} threads"), &series(n, 0.08, 1, 11));
        if n == 100_000 {
            target_100k = Some(af);
        }
    }
    row("1,000 threads × 100 iter", &series(1_000, 0.08, 100, 13));
    let largest = sizes.len() - 1;
    println!(
        "RESULT growth|{:.2} ms per 1k at {}|{:.2} ms per 1k at 1,000|{:.2}|flat (n log n), < 3",
        per_k[largest],
        sizes[largest],
        per_k[0],
        per_k[largest] / per_k[0]
    );
    if let (Some(a), Some(b)) = (target_65k, target_100k) {
        println!("RESULT growth-65536|{a:.2} s|-|-|< 1 s");
        println!("RESULT growth-100k-noisy|{b:.2} s|-|-|< 2 s");
    }
}

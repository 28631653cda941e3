//! PNG benchmark: every SVG figure of the bundled site (all reports, all
//! languages) rasterised and encoded at the build's scale, one figure after
//! another on one thread, by the current path (fonts loaded once and shared,
//! canvas reused, PNG encoded straight from the canvas) and by the same-run
//! baseline that is the path before issue 16 (font files re-read for every
//! figure and text run, a new canvas per figure, resvg drawing everything,
//! tiny-skia's encoder). Also checks that both give the same bytes. Each round
//! runs both paths over every figure; the first round pays each path's one-off
//! font scan, as a build does, and is printed with the others. Times are the
//! thread's CPU time where Linux reports it, so other processes on the cores
//! inflate them less (not entirely: they share caches and memory bandwidth).
//!
//! Run: `cargo bench --bench png` (`-- --quick`: two rounds instead of seven).

use pixreport::commands::build::{build, BuildOptions, LangChoice};
use pixreport::render::figures::{svg_to_png, svg_to_png_reloading_fonts};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The scale `pixreport build --png` uses (1920 × 1080 px).
const SCALE: f32 = 2.0;

fn svgs(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            svgs(&p, out);
        } else if p.extension().is_some_and(|e| e == "svg") {
            out.push(p);
        }
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    build(&BuildOptions {
        data: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data"),
        out: out.clone(),
        langs: LangChoice::All,
        reports: vec![],
        dump_context: false,
        png: false,
        pdf: None,
        history: None,
        base_url: None,
    })
    .unwrap();
    let mut files = Vec::new();
    svgs(&out, &mut files);
    let figures: Vec<String> = files.iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();

    // Rounds interleave the two paths (which goes first alternates), so load
    // from other processes on the shared cores hits both sides alike; the
    // minimum over rounds is the least disturbed pass of each side. Rounds
    // time whole passes, not each figure by both paths in turn: tried, that
    // made the path before issue 16 cost 17.4 ms a figure instead of 10.1
    // (its allocations and font data no longer warm from the figure before),
    // a ratio of 3.7 that no build would see, since a build draws its
    // figures one after another by one path.
    let rounds: usize = if quick { 2 } else { 7 };
    let clock = Clock::new();
    let n = figures.len() as f64;
    let (mut old_ms, mut new_ms) = (Vec::new(), Vec::new());
    println!(
        "{} figures at scale {SCALE} (1920x1080 px), one thread, {} per figure, {rounds} interleaved rounds; load {}",
        figures.len(),
        clock.name(),
        load()
    );
    for round in 0..rounds {
        let pass = |reloading: bool| {
            let t = clock.now();
            let pngs: Vec<Vec<u8>> = figures
                .iter()
                .map(|s| {
                    if reloading {
                        svg_to_png_reloading_fonts(s, SCALE).unwrap().0
                    } else {
                        svg_to_png(s, SCALE, &[]).unwrap().0
                    }
                })
                .collect();
            ((clock.now() - t) * 1e3 / n, pngs)
        };
        let ((old, old_pngs), (new, new_pngs)) = if round % 2 == 0 {
            let old = pass(true);
            (old, pass(false))
        } else {
            let new = pass(false);
            (pass(true), new)
        };
        assert!(old_pngs == new_pngs, "the two paths must give the same PNG bytes");
        println!(
            "  round {}: before issue 16 {old:6.2} ms/figure   pixreport {new:6.2} ms/figure   {:.2}x{}",
            round + 1,
            old / new,
            if round == 0 {
                "  (both pay their one-off font scan)"
            } else {
                ""
            }
        );
        old_ms.push(old);
        new_ms.push(new);
    }
    let (old_min, new_min) = (min(&old_ms), min(&new_ms));
    let (old_med, new_med) = (median(&old_ms), median(&new_ms));
    println!("  PNG bytes identical in every round; load {}", load());
    println!("  before issue 16 (fonts re-read, new canvas, tiny-skia encoder)                       : min {old_min:6.2}  median {old_med:6.2} ms/figure");
    println!("  pixreport (fonts shared, canvas reused and whitened as encoded, no-op shapes skipped): min {new_min:6.2}  median {new_med:6.2} ms/figure");
    println!(
        "  speed-up: {:.2}x (minimum over rounds), {:.2}x (median)",
        old_min / new_min,
        old_med / new_med
    );
    println!(
        "RESULT png|{new_min:.2} ms/figure|before issue 16 {old_min:.2} ms/figure|{:.2}|>= 2x faster",
        old_min / new_min
    );
}

fn min(v: &[f64]) -> f64 {
    v.iter().copied().fold(f64::INFINITY, f64::min)
}

fn median(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    let m = v.len() / 2;
    if v.len().is_multiple_of(2) {
        (v[m - 1] + v[m]) / 2.0
    } else {
        v[m]
    }
}

/// The 1-, 5- and 15-minute load averages, for the reader to judge the noise.
fn load() -> String {
    let s = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let l: Vec<&str> = s.split_whitespace().take(3).collect();
    if l.len() == 3 {
        l.join(" ")
    } else {
        "unknown".to_string()
    }
}

/// This thread's CPU time where the system reports it
/// (`CLOCK_THREAD_CPUTIME_ID`, exact while the thread runs, which
/// `/proc/thread-self/schedstat` is only to a scheduler tick): unlike
/// wall-clock time it does not grow when other processes share the cores.
/// Wall-clock time elsewhere.
struct Clock {
    start: Instant,
    cpu: bool,
}

impl Clock {
    fn new() -> Self {
        Clock {
            start: Instant::now(),
            cpu: thread_cpu_ns().is_some(),
        }
    }

    fn name(&self) -> &'static str {
        if self.cpu {
            "CPU time"
        } else {
            "wall-clock time"
        }
    }

    /// Seconds since an arbitrary origin.
    fn now(&self) -> f64 {
        match (self.cpu, thread_cpu_ns()) {
            (true, Some(ns)) => ns as f64 * 1e-9,
            _ => self.start.elapsed().as_secs_f64(),
        }
    }
}

fn thread_cpu_ns() -> Option<u64> {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    let ns = u64::try_from(t.tv_sec).ok()? * 1_000_000_000 + u64::try_from(t.tv_nsec).ok()?;
    Some(ns).filter(|&ns| ns > 0)
}

//! PNG benchmark: every SVG figure of the bundled site (all reports, all
//! languages) rasterised and encoded at the build's scale, one figure after
//! another on one thread, by the current path (fonts loaded once and shared,
//! canvas reused, PNG encoded straight from the canvas) and by the same-run
//! baseline that is the path before issue 16 (font files re-read for every
//! figure and text run, a new canvas per figure, tiny-skia's encoder). Also
//! checks that both give the same bytes. The first figure of each path pays
//! its one-off font scan, as a build does. Times are the thread's CPU time
//! where Linux reports it, so other processes on the cores inflate them less.
//!
//! Run: `cargo bench --bench png` (`-- --quick`: one pass instead of three).

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

    // Alternate the two paths so that load from other processes hits both alike.
    let passes = if quick { 1 } else { 3 };
    let clock = Clock::new();
    let (mut old_best, mut new_best) = (f64::MAX, f64::MAX);
    for _ in 0..passes {
        let t = clock.now();
        let old: Vec<Vec<u8>> = figures
            .iter()
            .map(|s| svg_to_png_reloading_fonts(s, SCALE).unwrap().0)
            .collect();
        old_best = old_best.min(clock.now() - t);
        let t = clock.now();
        let new: Vec<Vec<u8>> = figures.iter().map(|s| svg_to_png(s, SCALE, &[]).unwrap().0).collect();
        new_best = new_best.min(clock.now() - t);
        assert!(old == new, "the two paths must give the same PNG bytes");
    }
    let n = figures.len() as f64;
    println!(
        "{} figures at scale {SCALE} (1920x1080 px), one thread, {}, best of {passes}; PNG bytes identical",
        figures.len(),
        clock.name()
    );
    println!(
        "  before issue 16 (fonts re-read, tiny-skia encoder): {:8.1} ms  {:6.2} ms/figure",
        old_best * 1e3,
        old_best * 1e3 / n
    );
    println!(
        "  pixreport (fonts shared, direct encoder)          : {:8.1} ms  {:6.2} ms/figure",
        new_best * 1e3,
        new_best * 1e3 / n
    );
    println!("  speed-up: {:.2}x", old_best / new_best);
    println!(
        "RESULT png|{:.1} ms/figure|before issue 16 {:.1} ms/figure|{:.2}|>= 2x faster",
        new_best * 1e3 / n,
        old_best * 1e3 / n,
        old_best / new_best
    );
}

/// This thread's time on a CPU where Linux reports it (`/proc/thread-self/schedstat`,
/// nanoseconds): unlike wall-clock time it does not grow when other processes
/// share the cores. Wall-clock time elsewhere.
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
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok().filter(|&ns| ns > 0)
}

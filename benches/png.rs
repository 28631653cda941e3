//! PNG benchmark: every SVG figure of the bundled site (all reports, all
//! languages) rasterised at the build's scale, one figure after another on
//! one thread, by the current path (fonts loaded once per process and shared)
//! and by the same-run baseline that re-reads font files for every figure and
//! text run (the path before fonts were shared). Also checks that both give
//! the same bytes. The first figure of each path pays its one-off font scan,
//! as a build does.
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
    let (mut old_best, mut new_best) = (f64::MAX, f64::MAX);
    for _ in 0..passes {
        let t = Instant::now();
        let old: Vec<Vec<u8>> = figures
            .iter()
            .map(|s| svg_to_png_reloading_fonts(s, SCALE).unwrap().0)
            .collect();
        old_best = old_best.min(t.elapsed().as_secs_f64());
        let t = Instant::now();
        let new: Vec<Vec<u8>> = figures.iter().map(|s| svg_to_png(s, SCALE, &[]).unwrap().0).collect();
        new_best = new_best.min(t.elapsed().as_secs_f64());
        assert!(old == new, "the two paths must give the same PNG bytes");
    }
    let n = figures.len() as f64;
    println!(
        "{} figures at scale {SCALE}, one thread, best of {passes}; PNG bytes identical",
        figures.len()
    );
    println!(
        "  fonts re-read per figure (baseline): {:8.1} ms  {:6.2} ms/figure",
        old_best * 1e3,
        old_best * 1e3 / n
    );
    println!(
        "  fonts loaded once (pixreport)      : {:8.1} ms  {:6.2} ms/figure",
        new_best * 1e3,
        new_best * 1e3 / n
    );
    println!("  speed-up: {:.2}x", old_best / new_best);
    println!(
        "RESULT png|{:.1} ms/figure|fonts re-read {:.1} ms/figure|{:.2}|>= 2x faster",
        new_best * 1e3 / n,
        old_best * 1e3 / n,
        old_best / new_best
    );
}

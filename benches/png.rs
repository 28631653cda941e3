//! PNG benchmark: every SVG figure of the bundled site (all reports, all
//! languages) rasterised and encoded at the build's scale, one figure after
//! another on one thread, as `build --png` does it (fonts loaded once and
//! shared, `resvg::render`, the `png` crate's encoder). Prints the time per
//! figure of each round and checks that every round gives the bytes of the
//! first. The first round pays the one-off font scan, as a build does.
//! `bench/run.sh` sets this against matplotlib drawing the same figures at
//! the same pixel size (`bench/matplotlib.py`). Times are the thread's CPU
//! time where Linux reports it, so other processes on the cores inflate
//! them less (not entirely: they share caches and memory bandwidth).
//!
//! Run: `cargo bench --bench png` (`-- --quick`: two rounds instead of seven).

use pixreport::commands::build::{build, BuildOptions, LangChoice};
use pixreport::figures::svg_to_png;
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
        data: pixreport::project::ProjectRoot::at(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")),
        out: out.clone(),
        langs: LangChoice::All,
        reports: vec![],
        dump_context: false,
        png: false,
        pdf: false,
        history: None,
        base_url: None,
        source_date_epoch: None,
        keep_lists: false,
    })
    .unwrap();
    let mut files = Vec::new();
    svgs(&out, &mut files);
    let figures: Vec<String> = files.iter().map(|p| std::fs::read_to_string(p).unwrap()).collect();

    let rounds: usize = if quick { 2 } else { 7 };
    let clock = Clock::new();
    let n = figures.len() as f64;
    let mut ms = Vec::new();
    let mut first: Option<Vec<Vec<u8>>> = None;
    println!(
        "{} figures at scale {SCALE} (1920x1080 px), one thread, {} per figure, {rounds} rounds; load {}",
        figures.len(),
        clock.name(),
        load()
    );
    for round in 0..rounds {
        let t = clock.now();
        let pngs: Vec<Vec<u8>> = figures.iter().map(|s| svg_to_png(s, SCALE, &[]).unwrap().0).collect();
        let per_figure = (clock.now() - t) * 1e3 / n;
        match &first {
            None => first = Some(pngs),
            Some(f) => assert!(*f == pngs, "round {} gave other PNG bytes than round 1", round + 1),
        }
        let note = if round == 0 {
            "  (pays the one-off font scan)"
        } else {
            ""
        };
        println!("  round {}: {per_figure:6.2} ms/figure{note}", round + 1);
        ms.push(per_figure);
    }
    let (lo, med) = (min(&ms), median(&ms));
    println!("  PNG bytes identical in every round; load {}", load());
    println!("  pixreport PNG stage: min {lo:6.2}  median {med:6.2} ms/figure");
    println!("RESULT png|{lo:.2} ms/figure|median of {rounds} rounds {med:.2} ms/figure|-|-");
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

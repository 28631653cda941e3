//! Prints the real-data calibration table of `pixreport diff` (issue 41):
//! false alarms and detection on repeated runs of the same commands.
//!
//!     cargo run --release --example calibrate_real [-- DATA_DIR [SPLITS [HISTORY,… [MAX_CV]]]]
//!
//! DATA_DIR holds one folder per data set (default tests/calibration/data,
//! sources in tests/calibration/SOURCES.md); SPLITS comparisons per row
//! (default 200; fixed seeds, so the table is the same on every run);
//! HISTORY the earlier runs the history columns use (default 3); each
//! further history length gives a table of its history columns alone;
//! MAX_CV the largest run-to-run CV of an operation made 20 % worse
//! (default 0.05; three fifths of it for 10 % worse).

#[path = "../tests/calibration/harness.rs"]
mod harness;

fn pct(k: usize, n: usize) -> String {
    if n == 0 {
        return "–".into();
    }
    format!("{:.1} % ({k}/{n})", 100.0 * k as f64 / n as f64)
}

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let root = std::path::PathBuf::from(args.get(1).map_or("tests/calibration/data", String::as_str));
    let n: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(200);
    let hs: Vec<usize> = args
        .get(3)
        .map_or("3", String::as_str)
        .split(',')
        .filter_map(|a| a.parse().ok())
        .collect();
    let h = hs.first().copied().unwrap_or(3);
    let cv: f64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(0.05);
    let scratch = std::env::temp_dir().join(format!("pixreport-calibrate-{}", std::process::id()));
    println!(
        "| data set | runs | points | CV between runs (median) | 1 vs 1: exit 2 | 1 vs 1: listed unconfirmed \
         | 1 vs 1, noise_cv declared = measured CV: exit 2 \
         | 1 vs 1, each operation declares the 90th percentile of its CVs on the other runs: exit 2 \
         | history of {h}: exit 2 \
         | −20 % on one operation (CV ≤ {:.1} %): detected, ≥ 90 % of flags on it, flagged points on it | −10 % (CV ≤ {:.1} %) |",
        100.0 * cv,
        60.0 * cv
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let mut more = String::new();
    for dir in harness::set_dirs(&root) {
        let set = match harness::load_set(&dir, &scratch, usize::MAX) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("skipped {}: {e:#}", dir.display());
                continue;
            }
        };
        let median_cv = harness::median_cv(&set);
        let (f0, u0, n0) = harness::false_alarms(&set, 0, n, 0x5EED_0001, None);
        let (fd, _, nd) = harness::false_alarms(&set, 0, n, 0x5EED_0002, Some(median_cv));
        let (fo, no) = harness::false_alarms_declared_ops(&set, n, 0x5EED_0004, 0.9);
        let (f3, _, n3) = harness::false_alarms(&set, h, n, 0x5EED_0003, None);
        let det = |h: usize, factor: f64, cv: f64, seed: u64| {
            let r = harness::detection(&set, h, n / 10 + 1, seed, factor, cv);
            let (t, d, f) = (r.trials, r.detected, r.focused);
            format!("{}, {}, {}", pct(d, t), pct(f, t), pct(r.flagged_on, r.flagged))
        };
        println!(
            "| {} | {} | {} | {:.1} % | {} | {} | {} | {} | {} | {} | {} |",
            set.name,
            set.runs.len(),
            set.points(),
            100.0 * median_cv,
            pct(f0, n0),
            pct(u0, n0),
            pct(fd, nd),
            pct(fo, no),
            pct(f3, n3),
            det(h, 0.8, cv, 0x5EED_0020),
            det(h, 0.9, 0.6 * cv, 0x5EED_0010),
        );
        for &h in hs.iter().skip(1) {
            let (f, _, k) = harness::false_alarms(&set, h, n, 0x5EED_0003, None);
            let (d20, d10) = (det(h, 0.8, cv, 0x5EED_0020), det(h, 0.9, 0.6 * cv, 0x5EED_0010));
            more += &format!("| {} | {h} | {} | {d20} | {d10} |\n", set.name, pct(f, k));
        }
    }
    if !more.is_empty() {
        println!(
            "\n| data set | history | exit 2 | −20 % (CV ≤ {:.1} %): detected, ≥ 90 % of flags on it, flagged points on it | −10 % (CV ≤ {:.1} %) |",
            100.0 * cv,
            60.0 * cv
        );
        println!("|---|---|---|---|---|\n{more}");
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(())
}

//! Lists every comparison of one real data set that fails the gate with a
//! history, and what flagged it: the operations and points, their change,
//! the noise used and the p-values (issue 41; docs/diff-method.md).
//!
//!     cargo run --release --example alarms_real -- DATA_SET [HISTORY [FIRST_RUN_AFTER_A_KNOWN_CHANGE]]
//!
//! Every choice of runs is tried (HISTORY earlier runs, default 3); with a
//! known change, only choices whose runs all lie on one side of it.

#[path = "../tests/calibration/harness.rs"]
mod harness;
use pixreport::diff::Verdict;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().collect();
    let dir = std::path::PathBuf::from(
        args.get(1)
            .map_or("tests/calibration/data/fio-jsonplus", String::as_str),
    );
    let history: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3);
    let cut: Option<usize> = args.get(3).and_then(|a| a.parse().ok());
    let scratch = std::env::temp_dir().join(format!("pixreport-alarms-{}", std::process::id()));
    let set = harness::load_set(&dir, &scratch, usize::MAX)?;
    let mut splits = harness::splits(set.runs.len(), history, usize::MAX - 1, 0);
    if let Some(cut) = cut {
        splits.retain(|s| {
            let side = |i: usize| i < cut;
            let first = side(s.current);
            s.history.iter().chain([&s.baseline]).all(|&i| side(i) == first)
        });
    }
    let flagged = |v: Verdict| matches!(v, Verdict::Regressed | Verdict::Improved);
    let mut fails = 0;
    for s in &splits {
        let d = harness::compare(&set, s, &set.runs[s.current]);
        if !harness::fails(&d) {
            continue;
        }
        fails += 1;
        println!(
            "history {:?}, baseline {}, current {} (run indices from 0)",
            s.history, s.baseline, s.current
        );
        for o in d.operations.iter().filter(|o| flagged(o.verdict)) {
            if let (Some(t), Some(c)) = (&o.test, o.change) {
                println!(
                    "  operation {} {:?}: change {:+.1} %, noise {:.1} %, p {:.1e}, adjusted {:.1e}",
                    o.operation,
                    o.verdict,
                    100.0 * c,
                    100.0 * t.noise_cv,
                    t.p,
                    t.p_adjusted.unwrap_or(f64::NAN)
                );
            }
        }
        for b in &d.benchmarks {
            for series in &b.series {
                for p in series.points.iter().filter(|p| flagged(p.verdict) && !p.by_operation) {
                    if let Some(t) = &p.test {
                        println!(
                            "  point {}/{} at {}: {:?}, change {:+.1} %, noise {:.1} %, p {:.1e}, adjusted {:.1e}",
                            b.id,
                            series.operation,
                            p.threads,
                            p.verdict,
                            100.0 * p.change,
                            100.0 * t.noise_cv,
                            t.p,
                            t.p_adjusted.unwrap_or(f64::NAN)
                        );
                    }
                }
            }
        }
    }
    println!("{fails} of {} comparisons fail the gate", splits.len());
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(())
}

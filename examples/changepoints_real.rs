//! Change points (`pixreport::analysis::stats::change_points`) in the run
//! series of a fio JSON+ calibration set: every point the gate sees (as
//! ingested), and the clat p50 / p99 read straight from each JSON file.
//!
//!     cargo run --release --example changepoints_real -- SET_DIR [SET_DIR…]
//!
//! Several folders are one series, their runs in the order given.

#[path = "../tests/calibration/harness.rs"]
mod harness;

use pixreport::analysis::stats::change_points;
use pixreport::model::Direction;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn show(name: &str, values: &[f64], direction: Direction) {
    let cps = change_points(values, direction);
    let vals: Vec<String> = values.iter().map(|v| format!("{v:.4}")).collect();
    let found: Vec<String> = cps
        .iter()
        .map(|c| {
            format!(
                "before run {:02}: x{:.2} p={:.1e} {:?}",
                c.index + 1,
                c.ratio,
                c.p_value,
                c.verdict
            )
        })
        .collect();
    let found = if found.is_empty() {
        "none".to_string()
    } else {
        found.join("; ")
    };
    println!("{name}\t{found}\t[{}]", vals.join(" "));
}

fn main() -> anyhow::Result<()> {
    let dirs: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    let scratch = std::env::temp_dir().join(format!("pixreport-cp-{}", std::process::id()));
    let mut runs = Vec::new();
    let mut run_dirs = Vec::new();
    for d in &dirs {
        runs.extend(harness::load_set(d, &scratch.join(runs.len().to_string()), usize::MAX)?.runs);
        let mut rd: Vec<PathBuf> = std::fs::read_dir(d)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("run-")))
            .collect();
        rd.sort();
        run_dirs.extend(rd);
    }
    println!("# gate's points ({} runs)", runs.len());
    let mut gate: BTreeMap<String, (Direction, Vec<f64>)> = BTreeMap::new();
    for run in &runs {
        for b in &run.benchmarks {
            for s in &b.series {
                for p in &s.points {
                    let v = p.iterations.iter().sum::<f64>() / p.iterations.len().max(1) as f64;
                    let key = format!("{}/{}@{}", b.id, s.operation, p.threads);
                    gate.entry(key).or_insert((b.direction, Vec::new())).1.push(v);
                }
            }
        }
    }
    for (k, (dir, v)) in &gate {
        show(k, v, *dir);
    }
    println!("# clat percentiles from the JSON (ms)");
    let mut raw: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    for rd in &run_dirs {
        let mut files: Vec<PathBuf> = std::fs::read_dir(rd)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        for f in files {
            let j: serde_json::Value = serde_json::from_slice(&std::fs::read(&f)?)?;
            let job = &j["jobs"][0];
            let side = if job["read"]["io_bytes"].as_u64().unwrap_or(0) > 0 {
                "read"
            } else {
                "write"
            };
            let stem = f.file_stem().unwrap_or_default().to_string_lossy().into_owned();
            for pct in ["50.000000", "99.000000"] {
                let ns = job[side]["clat_ns"]["percentile"][pct].as_f64().unwrap_or(f64::NAN);
                raw.entry(format!("{stem} clat p{}", &pct[..2]))
                    .or_default()
                    .push(ns / 1e6);
            }
        }
    }
    for (k, v) in &raw {
        show(k, v, Direction::Lower);
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(())
}

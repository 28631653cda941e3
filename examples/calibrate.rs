//! Prints the calibration table of the diff verdict method (issue 11):
//! false alarms, interval coverage and power on simulated comparisons with a
//! known truth, and false alarms and power of change points over histories.
//!
//!     cargo run --release --example calibrate [-- PAIRS]
//!
//! PAIRS comparisons per row (default 2000; each row has its own fixed seed,
//! so the table is the same on every run). The method and how to read the
//! table: docs/diff-method.md.

#[path = "../tests/calibration/simulate.rs"]
mod simulate;

use pixreport::analysis::stats::{Config, ToleranceMode};
use simulate::{
    run_history, run_scenario, CvProfile, HistoryScenario, Scenario, Tail, SERIES, SHIFTED_POINTS, SHIFTED_SERIES,
    THREADS,
};

fn pct(k: usize, n: usize) -> String {
    format!("{:.1} %", 100.0 * k as f64 / n.max(1) as f64)
}

fn rows() -> Vec<(&'static str, Scenario)> {
    let null = Scenario::null;
    let with = |base: Scenario, f: &dyn Fn(&mut Scenario)| {
        let mut s = base;
        f(&mut s);
        s
    };
    vec![
        (
            "null",
            null("5 iterations (CV 5 %), nothing known between runs", 5, 0.05),
        ),
        ("null", null("1 value, nothing known between runs", 1, 0.05)),
        (
            "null",
            with(null("1 value, declared noise_cv 5 % = true CV", 1, 0.05), &|s| {
                s.declared = Some(0.05)
            }),
        ),
        (
            "null",
            with(null("1 value, history of 3 runs, CV 5 %", 1, 0.05), &|s| s.history = 3),
        ),
        (
            "null",
            with(null("1 value, history of 5 runs, CV 5 %", 1, 0.05), &|s| s.history = 5),
        ),
        (
            "null",
            with(
                null("5 iterations (CV 3 %), history of 4 runs, run-to-run CV 5 %", 5, 0.03),
                &|s| {
                    s.history = 4;
                    s.run_cv = 0.05;
                },
            ),
        ),
        (
            "null",
            with(
                null("as above, and a 3 % drift shared by every point of a run", 5, 0.03),
                &|s| {
                    s.history = 4;
                    s.run_cv = 0.05;
                    s.drift = 0.03;
                },
            ),
        ),
        (
            "power",
            with(
                null("−10 % at 3 points, 1 value, history of 5 runs, CV 3 %", 1, 0.03),
                &|s| {
                    s.shift = Some(0.9);
                    s.history = 5;
                },
            ),
        ),
        (
            "power",
            with(
                null(
                    "−20 % at 3 points, 5 iterations, history of 4 runs, run CV 5 %",
                    5,
                    0.03,
                ),
                &|s| {
                    s.shift = Some(0.8);
                    s.history = 4;
                    s.run_cv = 0.05;
                },
            ),
        ),
        (
            "power",
            with(
                null(
                    "−10 % on a whole series, 5 iterations, history of 4 runs, run CV 3 %",
                    5,
                    0.03,
                ),
                &|s| {
                    s.shift = Some(0.9);
                    s.shift_all = true;
                    s.history = 4;
                    s.run_cv = 0.03;
                },
            ),
        ),
        (
            "power",
            with(
                null("−20 % at 3 points, 1 value, declared noise_cv 5 % = true CV", 1, 0.05),
                &|s| {
                    s.shift = Some(0.8);
                    s.declared = Some(0.05);
                },
            ),
        ),
        (
            "power, tolerance as null hypothesis",
            with(
                null("−20 % at 3 points, 1 value, history of 5 runs, CV 3 %", 1, 0.03),
                &|s| {
                    s.shift = Some(0.8);
                    s.history = 5;
                    s.mode = ToleranceMode::Null;
                },
            ),
        ),
        (
            "robustness",
            with(
                null("1 value, history of 5 runs, CV 2 → 10 % over threads", 1, 0.0),
                &|s| {
                    s.cv = CvProfile::Ramp(0.02, 0.10);
                    s.history = 5;
                },
            ),
        ),
        (
            "robustness",
            with(null("1 value, history of 5 runs, t₄ noise, CV 5 %", 1, 0.05), &|s| {
                s.history = 5;
                s.tail = Tail::T4;
            }),
        ),
        (
            "robustness",
            with(
                null("1 value, history of 8 runs, the older 4 at +10 %, CV 3 %", 1, 0.03),
                &|s| {
                    s.history = 8;
                    s.history_step = Some(1.1);
                },
            ),
        ),
        (
            "robustness",
            with(null("1 value, declared 3 % but true CV 5 %", 1, 0.05), &|s| {
                s.declared = Some(0.03)
            }),
        ),
    ]
}

fn main() {
    let pairs: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let config = Config::default();
    let shifted: Vec<String> = SHIFTED_POINTS.iter().map(|&p| THREADS[p].to_string()).collect();
    println!(
        "One report: {} series × {} thread counts; {pairs} comparisons per row; tolerance 5 %; \
         α = {} over the report; power rows shift `{}` at {} threads.\n",
        SERIES.len(),
        THREADS.len(),
        config.alpha,
        SERIES[SHIFTED_SERIES],
        shifted.join(", ")
    );
    println!("| kind | scenario | exit 2 (regressed) | not tested (inconclusive, unconfirmed) | 95 % interval coverage | detected | false flag anywhere, either way |");
    println!("|---|---|---|---|---|---|---|");
    for (i, (kind, sc)) in rows().iter().enumerate() {
        let r = run_scenario(sc, pairs, 0xCA11_B8A7 + i as u64, &config);
        let power = sc.shift.is_some();
        println!(
            "| {kind} | {} | {} | {} | {} | {} | {} |",
            sc.label,
            pct(r.exit2, r.pairs),
            pct(r.inconclusive, r.pairs),
            if r.intervals == 0 {
                "–".to_string()
            } else {
                pct(r.covered, r.intervals)
            },
            if power {
                pct(r.detected, r.pairs)
            } else {
                "–".to_string()
            },
            pct(r.other_flagged, r.pairs),
        );
    }
    let histories = [
        HistoryScenario {
            label: "10 runs, no change, CV 5 %".into(),
            runs: 10,
            cv: 0.05,
            step: None,
        },
        HistoryScenario {
            label: "20 runs, no change, CV 5 %".into(),
            runs: 20,
            cv: 0.05,
            step: None,
        },
        HistoryScenario {
            label: "40 runs, no change, CV 5 %".into(),
            runs: 40,
            cv: 0.05,
            step: None,
        },
        HistoryScenario {
            label: "10 runs, −10 % from run 6, CV 3 %".into(),
            runs: 10,
            cv: 0.03,
            step: Some((5, 0.9)),
        },
        HistoryScenario {
            label: "20 runs, −10 % from run 11, CV 3 %".into(),
            runs: 20,
            cv: 0.03,
            step: Some((10, 0.9)),
        },
        HistoryScenario {
            label: "20 runs, −10 % from run 11, CV 5 %".into(),
            runs: 20,
            cv: 0.05,
            step: Some((10, 0.9)),
        },
        HistoryScenario {
            label: "20 runs, −20 % from run 11, CV 5 %".into(),
            runs: 20,
            cv: 0.05,
            step: Some((10, 0.8)),
        },
    ];
    println!("\nChange points over a history (one value per run), {pairs} histories per row:\n");
    println!("| history | any change point | regression found within ±1 run of the step |");
    println!("|---|---|---|");
    for (i, h) in histories.iter().enumerate() {
        let (any, found) = run_history(h, pairs, 0xC4A6_0000 + i as u64);
        let found = if h.step.is_some() {
            pct(found, pairs)
        } else {
            "–".to_string()
        };
        println!("| {} | {} | {found} |", h.label, pct(any, pairs));
    }
}

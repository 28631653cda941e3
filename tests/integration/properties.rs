//! Properties over random series, in both directions (higher or lower is
//! better): a run compared with itself has no regression, and every number
//! an observation sentence states is a number of the report's JSON record
//! of that series, as rounded for the reader.

use pixreport::analysis::analyse_series;
use pixreport::diff::{diff, Verdict};
use pixreport::document::narrative::series_paragraph;
use pixreport::i18n::Localizer;
use pixreport::model::{Benchmark, BenchmarkKind, Direction, Lang, Point, Provenance, Run, Series, SustainedMethod};
use proptest::prelude::*;
use serde_json::Value;

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![Just(Direction::Higher), Just(Direction::Lower)]
}

fn method() -> impl Strategy<Value = SustainedMethod> {
    prop_oneof![
        Just(SustainedMethod::IsolatedDip),
        Just(SustainedMethod::MinAfterPeak),
        Just(SustainedMethod::MedianAfterPeak),
    ]
}

/// A curve shaped like a benchmark's: 1 to 2^k threads, growing as
/// `threads^slope` up to a knee, then flat, each point moved by up to ±20 %
/// noise and given 1 to 3 iterations; the scale spans 0.01 to 10^10 so
/// that prose shows plain, "million" and "billion" numbers.
fn curve() -> impl Strategy<Value = Series> {
    (1usize..=11, 0usize..=11, 0.0f64..1.3, -2.0f64..10.0)
        .prop_flat_map(|(k, knee, slope, exp)| {
            let n = k + 1;
            let noise = proptest::collection::vec(proptest::collection::vec(-0.2f64..0.2, 1..=3), n);
            (Just((knee.min(k), slope, 10f64.powf(exp))), noise)
        })
        .prop_map(|((knee, slope, scale), noise)| Series {
            operation: "write".into(),
            points: noise
                .into_iter()
                .enumerate()
                .map(|(i, its)| {
                    let level = scale * 2f64.powi(i.min(knee) as i32).powf(slope);
                    Point {
                        threads: 1 << i,
                        iterations: its.iter().map(|e| level * (1.0 + e)).collect(),
                    }
                })
                .collect(),
        })
}

fn bench(direction: Direction, noise_cv: Option<f64>, series: Vec<Series>) -> Benchmark {
    let mut b = Benchmark::bare(
        "b".into(),
        BenchmarkKind::SequentialNN,
        "IOR".into(),
        "GB/s".parse().unwrap(),
        direction,
    );
    b.noise_cv = noise_cv;
    b.series = series;
    b
}

fn run(b: Benchmark) -> Run {
    Run {
        report: "r".into(),
        origin: "memory".into(),
        provenance: Provenance::Measured,
        benchmarks: vec![b],
        criteria: Vec::new(),
    }
}

/// The numbers of an English sentence: each with the number of decimals it
/// shows and the scale word after it ("11.2 million" is 11.2 × 10^6).
fn stated_numbers(text: &str) -> Vec<(f64, i32, f64)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_alphanumeric()) {
            i += 1;
            continue;
        }
        let mut digits = String::new();
        let mut decimals = 0;
        while i < chars.len() {
            let c = chars[i];
            let next_digit = chars.get(i + 1).is_some_and(char::is_ascii_digit);
            if c.is_ascii_digit() {
                digits.push(c);
                if digits.contains('.') {
                    decimals += 1;
                }
            } else if c == ','
                && next_digit
                && chars
                    .get(i + 1..i + 4)
                    .is_some_and(|g| g.iter().all(char::is_ascii_digit))
            {
                // A thousands separator, not a list comma.
            } else if c == '.' && next_digit && !digits.contains('.') {
                digits.push('.');
            } else {
                break;
            }
            i += 1;
        }
        let rest: String = chars[i..].iter().collect();
        let scale = match rest.trim_start_matches([' ', '\u{a0}']) {
            r if r.starts_with("million") => 1e6,
            r if r.starts_with("billion") => 1e9,
            _ => 1.0,
        };
        out.push((digits.parse::<f64>().unwrap(), decimals, scale));
    }
    out
}

/// Every number in `v`, recursively.
fn json_numbers(v: &Value, out: &mut Vec<f64>) {
    match v {
        Value::Number(n) => out.push(n.as_f64().unwrap()),
        Value::Array(a) => a.iter().for_each(|x| json_numbers(x, out)),
        Value::Object(o) => o.values().for_each(|x| json_numbers(x, out)),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Any run, with or without iterations, declared noise or a history,
    /// compared with itself: no point, series or report regressed (or
    /// improved), no change, no finding.
    #[test]
    fn a_run_diffed_with_itself_has_no_regression(
        s in proptest::collection::vec(curve(), 1..=3),
        d in direction(),
        noise_cv in proptest::option::of(0.01f64..0.1),
        history in 0usize..=3,
    ) {
        let series: Vec<Series> = s
            .into_iter()
            .zip(["write", "read", "stat"])
            .map(|(mut s, op)| { s.operation = op.into(); s })
            .collect();
        let r = run(bench(d, noise_cv, series));
        let earlier: Vec<(String, Run)> = (0..history).map(|i| (format!("run-{i}"), r.clone())).collect();
        let got = diff(&r, &r, &earlier, 5.0).unwrap();
        prop_assert!(matches!(got.verdict, Verdict::Unchanged | Verdict::Inconclusive), "{:?}", got.verdict);
        for s in &got.benchmarks[0].series {
            prop_assert!(matches!(s.verdict, Verdict::Unchanged | Verdict::Inconclusive), "{}: {:?}", s.operation, s.verdict);
            prop_assert!(s.findings.is_empty(), "{}: {:?}", s.operation, s.findings);
            for p in &s.points {
                prop_assert_eq!(p.change, 0.0);
                prop_assert!(matches!(p.verdict, Verdict::Unchanged | Verdict::Inconclusive), "{}@{}: {:?}", s.operation, p.threads, p.verdict);
            }
        }
    }

    /// The English paragraph of a series states only numbers of its
    /// report.json record (peak, sustained, observations, thread counts;
    /// ratios ×100 as percentages; a superlinear range's thread ratio),
    /// each within half a unit of the last digit it shows.
    #[test]
    fn observation_sentences_state_the_numbers_of_the_report_json(
        s in curve(),
        d in direction(),
        m in method(),
        index in 0usize..2,
    ) {
        let a = analyse_series(&s, d, m, &[]);
        // The series as report.json records it.
        let json = serde_json::to_value(&a).unwrap();
        let mut known = Vec::new();
        for key in ["peak", "sustained", "ending", "observations"] {
            json_numbers(&json[key], &mut known);
        }
        known.extend(json["points"].as_array().unwrap().iter().map(|p| p["threads"].as_f64().unwrap()));
        for o in json["observations"].as_array().unwrap() {
            if o["kind"] == "superlinear-scaling" {
                known.push(o["to_threads"].as_f64().unwrap() / o["from_threads"].as_f64().unwrap());
            }
        }
        let percents: Vec<f64> = known.iter().map(|v| v * 100.0).collect();
        known.extend(percents);
        let loc = Localizer::new(Lang::En, None).unwrap();
        let text = series_paragraph(&loc, &a, &bench(d, None, vec![s.clone()]), index);
        let stated = stated_numbers(&text);
        prop_assert!(!stated.is_empty(), "{}", text);
        for (x, decimals, scale) in stated {
            let half = 0.5 * 10f64.powi(-decimals) * scale * (1.0 + 1e-9);
            prop_assert!(
                known.iter().any(|v| (x * scale - v.abs()).abs() <= half),
                "{} (×{}) is no number of the record\n{}\n{}", x, scale, text, json
            );
        }
    }
}

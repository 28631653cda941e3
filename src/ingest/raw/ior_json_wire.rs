//! Wire types for IOR's `summaryFormat=JSON`: only the keys the parser reads,
//! tolerant of IOR's quirks — keys repeated inside one `summary[]` entry
//! (3.3.0 prints `segmentCount`, `blockSize`, `transferSize` twice; the last
//! wins), numbers printed as strings, and `Results` that is a flat list (4.x)
//! or one list per iteration (3.3.0). Unknown keys are skipped.

use serde::de::{DeserializeOwned, Deserializer, Error, IgnoredAny};
use serde::Deserialize;
use serde_json::Value;

use super::text::number;

/// A number printed as a JSON number or a numeric string; otherwise `None`.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Num(pub Option<f64>);

/// A string (or a number, as text); otherwise `None`.
#[derive(Debug, Default, Clone)]
pub(super) struct Text(pub Option<String>);

/// Whether a key was present at all.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Present(pub bool);

/// `(access, bwMiB, iops, latency)` of every results object, in document order.
#[derive(Debug, Default)]
pub(super) struct Results(pub Vec<ResultRow>);

/// `access`, `bwMiB`, `iops`, `latency` (seconds) of one results object.
pub(super) type ResultRow = (Option<String>, Option<f64>, Option<f64>, Option<f64>);

/// `T` read from an object whose repeated keys keep their last value (a
/// derived `Deserialize` refuses them): through a `serde_json::Value`.
#[derive(Debug)]
pub(super) struct LastWins<T>(pub T);

fn num(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64().filter(|x| x.is_finite()),
        Value::String(s) => number(s.trim()),
        _ => None,
    }
}

fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        // As `f64`'s `Display` writes it (serde_json's differs, e.g. `1e20`).
        Value::Number(n) if n.is_f64() => n.as_f64().map(|x| x.to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

impl<'de> Deserialize<'de> for Num {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Value::deserialize(d).map(|v| Num(num(&v)))
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Value::deserialize(d).map(|v| Text(text(&v)))
    }
}

impl<'de> Deserialize<'de> for Present {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        IgnoredAny::deserialize(d).map(|_| Present(true))
    }
}

impl<'de> Deserialize<'de> for Results {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        /// Every `{access, bwMiB, iops, latency}` object of arbitrarily nested lists.
        fn collect(v: Value, out: &mut Vec<ResultRow>) {
            match v {
                Value::Array(a) => a.into_iter().for_each(|v| collect(v, out)),
                Value::Object(m) => {
                    let n = |k: &str| m.get(k).and_then(num);
                    out.push((m.get("access").and_then(text), n("bwMiB"), n("iops"), n("latency")));
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        collect(Value::deserialize(d)?, &mut out);
        Ok(Results(out))
    }
}

impl<'de, T: DeserializeOwned> Deserialize<'de> for LastWins<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        T::deserialize(Value::deserialize(d)?)
            .map(LastWins)
            .map_err(D::Error::custom)
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct Doc {
    #[serde(rename = "Version")]
    pub(super) version: Text,
    #[serde(rename = "Command line")]
    pub(super) command: Text,
    pub(super) tests: Vec<LastWins<TestW>>,
    pub(super) summary: Vec<LastWins<SumW>>,
    #[serde(rename = "Finished")]
    pub(super) finished: Present,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct TestW {
    #[serde(rename = "TestID")]
    pub(super) id: Num,
    #[serde(rename = "Parameters")]
    pub(super) parameters: ParamsW,
    #[serde(rename = "Options")]
    pub(super) options: OptionsW,
    #[serde(rename = "Results")]
    pub(super) results: Results,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct ParamsW {
    #[serde(rename = "transferSize")]
    pub(super) transfer: Num,
    #[serde(rename = "blockSize")]
    pub(super) block: Num,
    #[serde(rename = "segmentCount")]
    pub(super) segments: Num,
    #[serde(rename = "repetitions")]
    pub(super) reps: Num,
    #[serde(rename = "filePerProc")]
    pub(super) fpp: Num,
    pub(super) api: Text,
    #[serde(rename = "tasksPerNode")]
    pub(super) tpn: Num,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct OptionsW {
    pub(super) tasks: Num,
}

#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub(super) struct SumW {
    #[serde(rename = "operation")]
    pub(super) op: Text,
    #[serde(rename = "TestID")]
    pub(super) test: Num,
    #[serde(rename = "numTasks")]
    pub(super) tasks: Num,
    #[serde(rename = "repetitions")]
    pub(super) reps: Num,
    #[serde(rename = "bwMeanMIB")]
    pub(super) mean: Num,
    #[serde(rename = "bwMaxMIB")]
    pub(super) max: Num,
    #[serde(rename = "bwMinMIB")]
    pub(super) min: Num,
    #[serde(rename = "transferSize")]
    pub(super) transfer: Num,
    #[serde(rename = "blockSize")]
    pub(super) block: Num,
    #[serde(rename = "segmentCount")]
    pub(super) segments: Num,
    #[serde(rename = "filePerProc")]
    pub(super) fpp: Num,
    #[serde(rename = "API")]
    pub(super) api: Text,
    #[serde(rename = "tasksPerNode")]
    pub(super) tpn: Num,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_keys_strings_and_nested_results() {
        let doc: Doc = serde_json::from_str(
            r#"{"tests": [{"TestID": 0, "Options": {"tasks": "4"},
                "Results": [[{"access": "write", "bwMiB": 1.5}], [{"access": "read", "bwMiB": 2, "iops": 8, "latency": 0.25}, [ ]]]}],
               "summary": [{"operation": "write", "blockSize": 1, "blockSize": 2, "API": "POSIX"}],
               "Finished": "x", "Other": {"a": [1, 2]}}"#,
        )
        .unwrap();
        assert_eq!(doc.tests[0].0.options.tasks.0, Some(4.0));
        assert_eq!(doc.tests[0].0.results.0.len(), 2);
        assert_eq!(
            doc.tests[0].0.results.0[1],
            (Some("read".into()), Some(2.0), Some(8.0), Some(0.25))
        );
        assert_eq!(doc.summary[0].0.block.0, Some(2.0));
        assert!(doc.finished.0);
    }
}

//! IOR's `-O summaryFormat=JSON` output.
//!
//! * Text before the first line starting with `{` is skipped with a warning
//!   (3.2.1 prints its banner there); the banner still gives the version when
//!   the JSON has no `Version` key (3.2.1). Concatenated runs are split where
//!   a line holding only `{` is followed by a `"Version"`/`"Began"` key; text
//!   after a document's closing brace is ignored.
//! * Each `tests[]` entry is one run. Points come from `Results`, which is a
//!   flat list in 4.x and one list per iteration in 3.3.0: every object with
//!   `access` `write`/`read` and a `bwMiB` is a point, its iteration being
//!   how many earlier objects of the same access the test had. Threads are
//!   the `summary[]` entry's `numTasks` for that `TestID`, else the test's
//!   `Options.tasks`. A test without `Results` falls back to the summary's
//!   `bwMeanMIB` with a warning when `repetitions` > 1.
//! * Recovery, each with a warning: (1) lines that are not JSON at all
//!   (4.1.0+dev prints stonewalling text inside the array) are dropped and
//!   the rest parsed again; (2) when that still fails but the document ends
//!   with its `Finished` key (3.2.1 prints stray `[ ]`, empty `,` and `}`
//!   lines), a key scan reads the `"access"`/`"bwMiB"` and summary
//!   `"operation"`/`"numTasks"`/`"bwMeanMIB"` pairs line by line. Only pairs
//!   whose line is complete and whose value ends in `,`, `}` or the line end
//!   are read (no latency: the versions that need the scan print none or
//!   break inside it). Anything else is an error at the JSON parser's line.
//! * Each results object's `iops` and `latency` (seconds, 3.3.0+) give one
//!   latency mean per iteration, as the text table's `Latency(s)`.
//! * Documents are read as a `serde_json::Value`, which tolerates IOR's
//!   quirks: keys repeated inside one `summary[]` entry (3.3.0 prints
//!   `segmentCount`, `blockSize`, `transferSize` twice; the last wins),
//!   numbers printed as strings, and `Results` that is a flat list (4.x) or
//!   one list per iteration (3.3.0).

use super::fail::Fail;
use super::ior_json_runs::{assemble, op_of, positive_u32, whole, SumAcc, TestAcc};
use super::ior_json_scan::key_scan;
use super::run::RawRun;
use super::text::{line_of, lines, number};
use serde_json::Value;

pub(super) fn parse_json(text: &str, start: usize) -> Result<Vec<RawRun>, Fail> {
    let starts = doc_starts(text, start);
    let mut runs = Vec::new();
    let mut base = line_of(text, start);
    let mut banner = banner_in(&text[..start]);
    for (k, &from) in starts.iter().enumerate() {
        if k > 0 {
            base += text[starts[k - 1]..from].bytes().filter(|&b| b == b'\n').count();
        }
        let end = starts.get(k + 1).copied().unwrap_or(text.len());
        let seg = &text[from..end];
        let mut warnings = Vec::new();
        if k == 0 && !text[..start].trim().is_empty() {
            warnings.push(format!(
                "line 1: text before the JSON document (lines 1-{}) skipped",
                base - 1
            ));
        }
        runs.extend(parse_doc(seg, base, banner.clone(), warnings)?);
        // A banner after this document belongs to the next one.
        banner = banner_in(seg).or(banner);
    }
    Ok(runs)
}

/// Byte offsets where IOR JSON documents start: `first`, then every later
/// line that is `{` alone and is followed by a `"Version"` or `"Began"` key
/// (concatenated runs).
fn doc_starts(text: &str, first: usize) -> Vec<usize> {
    let mut out = vec![first];
    let mut open: Option<usize> = None;
    for l in lines(&text[first..]).skip(1) {
        let t = l.text.trim();
        if let Some(at) = open.take() {
            if t.starts_with("\"Version\"") || t.starts_with("\"Began\"") {
                out.push(first + at);
                continue;
            }
        }
        if t == "{" {
            open = Some(l.start);
        }
    }
    out
}

/// The version of the last `IOR-x.y: MPI Coordinated Test…` banner in `s`.
fn banner_in(s: &str) -> Option<String> {
    s.lines().rev().find_map(|l| {
        let rest = l.trim().strip_prefix("IOR-")?;
        let (v, tail) = rest.split_once(':')?;
        tail.contains("MPI Coordinated Test").then(|| v.trim().to_string())
    })
}

/// The first JSON document of `s`, ignoring whatever follows it.
fn first_value(s: &str) -> Result<Value, serde_json::Error> {
    let mut stream = serde_json::Deserializer::from_str(s).into_iter::<Value>();
    match stream.next() {
        Some(r) => r,
        None => serde_json::from_str::<Value>(s),
    }
}

fn parse_doc(json: &str, base: usize, banner: Option<String>, mut warnings: Vec<String>) -> Result<Vec<RawRun>, Fail> {
    let doc = match first_value(json) {
        Ok(v) => v,
        Err(first) => {
            let repaired = drop_text_lines(json).and_then(|(text, dropped)| Some((first_value(&text).ok()?, dropped)));
            let Some((v, dropped)) = repaired else {
                return key_scan(json, base, &first, banner, warnings);
            };
            let (no, sample) = &dropped[0];
            let n = dropped.len();
            let line = base + no;
            warnings.push(format!(
                "line {line}: {n} non-JSON line(s) inside the IOR JSON skipped, first: '{sample}'"
            ));
            v
        }
    };
    from_value(doc, json, base, banner, warnings)
}

/// The JSON text without lines that cannot be part of JSON, with the dropped
/// lines (0-based index within `json`, text); `None` if nothing was dropped.
fn drop_text_lines(json: &str) -> Option<(String, Vec<(usize, String)>)> {
    let mut out = String::with_capacity(json.len());
    let mut dropped = Vec::new();
    for (i, l) in json.split('\n').enumerate() {
        let t = l.trim();
        let jsonish = t.is_empty()
            || t.starts_with(['{', '}', '[', ']', '"', ',', '-'])
            || t.starts_with(|c: char| c.is_ascii_digit());
        if jsonish {
            out.push_str(l);
        } else {
            dropped.push((i, t.chars().take(80).collect()));
        }
        out.push('\n');
    }
    (!dropped.is_empty()).then_some((out, dropped))
}

/// A number printed as a JSON number or a numeric string.
fn num(v: &Value) -> Option<f64> {
    match v {
        Value::Number(n) => n.as_f64().filter(|x| x.is_finite()),
        Value::String(s) => number(s.trim()),
        _ => None,
    }
}

/// A string, or a number as text.
fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        // As `f64`'s `Display` writes it (serde_json's differs, e.g. `1e20`).
        Value::Number(n) if n.is_f64() => n.as_f64().map(|x| x.to_string()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// (operation, bwMiB, iops, latency seconds) of every results object with a
/// `write`/`read` access and a bandwidth, in arbitrarily nested lists.
fn results(v: &Value, out: &mut Vec<(&'static str, f64, Option<f64>, Option<f64>)>) {
    match v {
        Value::Array(a) => a.iter().for_each(|v| results(v, out)),
        Value::Object(_) => {
            if let (Some(op), Some(bw)) = (text(&v["access"]).as_deref().and_then(op_of), num(&v["bwMiB"])) {
                out.push((op, bw, num(&v["iops"]), num(&v["latency"])));
            }
        }
        _ => {}
    }
}

/// Params shared by `Parameters` and `summary[]` entries (whose API key is
/// `api` and `API`).
fn params_of(o: &Value, api: &str) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for (key, name) in [
        ("transfer_size", "transferSize"),
        ("block_size", "blockSize"),
        ("segments", "segmentCount"),
        ("iterations", "repetitions"),
        ("tasks_per_node", "tasksPerNode"),
    ] {
        out.extend(whole(num(&o[name])).map(|x| (key, x.to_string())));
    }
    out.extend(num(&o["filePerProc"]).map(|f| ("file_per_proc", (f != 0.0).to_string())));
    out.extend(text(&o[api]).map(|a| ("api", a)));
    out
}

fn from_value(
    doc: Value,
    json: &str,
    base: usize,
    banner_version: Option<String>,
    warnings: Vec<String>,
) -> Result<Vec<RawRun>, Fail> {
    let list = |key: &str| doc[key].as_array().map_or(&[][..], Vec::as_slice);
    let mut test_lines = test_id_lines(json, base).into_iter();
    let tests = (list("tests").iter())
        .map(|t| {
            let mut points = Vec::new();
            results(&t["Results"], &mut points);
            TestAcc {
                id: num(&t["TestID"]).map(|v| v as i64),
                line: test_lines.next().unwrap_or(base),
                tasks: positive_u32(num(&t["Options"]["tasks"])),
                points,
                params: params_of(&t["Parameters"], "api"),
            }
        })
        .collect();
    let sums = (list("summary").iter())
        .filter_map(|s| {
            Some(SumAcc {
                line: base,
                op: text(&s["operation"]).as_deref().and_then(op_of)?,
                test: num(&s["TestID"]).map(|v| v as i64),
                tasks: positive_u32(num(&s["numTasks"])),
                reps: positive_u32(num(&s["repetitions"])),
                mean: num(&s["bwMeanMIB"]),
                max: num(&s["bwMaxMIB"]),
                min: num(&s["bwMinMIB"]),
                params: params_of(s, "API"),
            })
        })
        .collect();
    let version = text(&doc["Version"]).or(banner_version);
    let finished = doc.get("Finished").is_some();
    let command = text(&doc["Command line"]);
    assemble(tests, sums, version, command, warnings, finished, base)
}

/// File lines of the `"TestID"` keys of `tests[]` (before `"summary"`), so
/// runs start where the key scan would start them.
fn test_id_lines(json: &str, base: usize) -> Vec<usize> {
    let head = &json[..json.find("\"summary\"").unwrap_or(json.len())];
    (head.match_indices("\"TestID\""))
        .map(|(i, _)| base + line_of(head, i) - 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_lines_inside_the_array_are_dropped_with_a_warning() {
        let json = "{\n\"Version\": \"4.1.0+dev\",\n\"tests\": [ { \"TestID\": 0, \"Options\": {\"tasks\": 2},\n\"Results\": [\n\
                    stonewalling pairs accessed min: 1 max: 2\n\
                    {\"access\": \"write\", \"bwMiB\": 10.5}\n]}],\n\"summary\": [],\n\"Finished\": \"x\"\n}\n";
        let runs = parse_json(json, 0).unwrap();
        assert_eq!(runs[0].points[0].value, 10.5);
        assert!(runs[0].warnings[0].contains("non-JSON line"), "{:?}", runs[0].warnings);
    }

    #[test]
    fn repeated_keys_strings_and_nested_results() {
        let json = r#"{"tests": [{"TestID": 0, "Options": {"tasks": "4"},
                "Results": [[{"access": "write", "bwMiB": 1.5}], [{"access": "read", "bwMiB": 2, "iops": 8, "latency": 0.25}, [ ]]]}],
               "summary": [{"operation": "write", "blockSize": 1, "blockSize": 2, "API": "POSIX"}],
               "Finished": "x", "Other": {"a": [1, 2]}}"#;
        let runs = parse_json(json, 0).unwrap();
        let points: Vec<_> = runs[0]
            .points
            .iter()
            .map(|p| (p.operation.as_str(), p.threads, p.value))
            .collect();
        assert_eq!(points, [("write", 4, 1.5), ("read", 4, 2.0)]);
        let lat = &runs[0].latency;
        assert_eq!((lat.len(), lat[0].iops, lat[0].mean_s), (1, 8.0, Some(0.25)));
        assert_eq!(runs[0].params["block_size"], "2");
        assert_eq!(runs[0].params["api"], "POSIX");
        assert!(
            !runs[0].warnings.iter().any(|w| w.contains("Finished")),
            "{:?}",
            runs[0].warnings
        );
    }

    #[test]
    fn cut_json_is_an_error_at_a_line() {
        let err = parse_json("{\n\"tests\": [\n{ \"TestID\": 0,\n", 0).unwrap_err();
        assert!(err.line.is_some());
        assert!(err.message.contains("invalid JSON"), "{}", err.message);
    }
}

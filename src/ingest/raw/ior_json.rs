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
//! * Documents are read through the wire types of [`super::ior_json_wire`]
//!   (only the keys used, duplicate keys tolerated), never a full
//!   `serde_json::Value`.

use super::fail::Fail;
use super::ior_json_wire::{Doc, Num, Text};
use super::run::{RawRun, RawUnit, Tool};
use super::text::{count, json_error, line_of, lines, number, uint};

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
fn first_value(s: &str) -> Result<Doc, serde_json::Error> {
    let mut stream = serde_json::Deserializer::from_str(s).into_iter::<Doc>();
    match stream.next() {
        Some(r) => r,
        None => serde_json::from_str::<Doc>(s),
    }
}

fn parse_doc(
    json: &str,
    base: usize,
    banner_version: Option<String>,
    mut warnings: Vec<String>,
) -> Result<Vec<RawRun>, Fail> {
    let doc = match first_value(json) {
        Ok(v) => v,
        Err(first) => match drop_text_lines(json) {
            Some((filtered, dropped)) => match first_value(&filtered) {
                Ok(v) => {
                    let (no, sample) = &dropped[0];
                    warnings.push(format!(
                        "line {}: {} non-JSON line(s) inside the IOR JSON skipped, first: '{}'",
                        base + no,
                        dropped.len(),
                        sample
                    ));
                    v
                }
                Err(_) => return key_scan(json, base, &first, banner_version, warnings),
            },
            None => return key_scan(json, base, &first, banner_version, warnings),
        },
    };
    from_value(doc, json, base, banner_version, warnings)
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
    if dropped.is_empty() {
        None
    } else {
        Some((out, dropped))
    }
}

struct TestAcc {
    id: Option<i64>,
    line: usize,
    tasks: Option<u32>,
    /// (operation, bwMiB, iops, latency seconds) per results object.
    points: Vec<(&'static str, f64, Option<f64>, Option<f64>)>,
    params: Vec<(&'static str, String)>,
}

struct SumAcc {
    line: usize,
    op: &'static str,
    test: Option<i64>,
    tasks: Option<u32>,
    reps: Option<u32>,
    mean: Option<f64>,
    max: Option<f64>,
    min: Option<f64>,
    params: Vec<(&'static str, String)>,
}

fn op_of(s: &str) -> Option<&'static str> {
    match s {
        "write" => Some("write"),
        "read" => Some("read"),
        _ => None,
    }
}

fn whole(v: Option<f64>) -> Option<u64> {
    v.filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x <= u64::MAX as f64)
        .map(|x| x as u64)
}

fn positive_u32(v: Option<f64>) -> Option<u32> {
    whole(v).and_then(|x| u32::try_from(x).ok()).filter(|&x| x > 0)
}

/// Params shared by `Parameters` and `summary[]` entries.
fn params_of(
    transfer: Num,
    block: Num,
    segments: Num,
    reps: Num,
    fpp: Num,
    api: &Text,
    tpn: Num,
) -> Vec<(&'static str, String)> {
    let mut out = Vec::new();
    for (key, v) in [
        ("transfer_size", transfer),
        ("block_size", block),
        ("segments", segments),
        ("iterations", reps),
        ("tasks_per_node", tpn),
    ] {
        if let Some(x) = whole(v.0) {
            out.push((key, x.to_string()));
        }
    }
    if let Some(f) = fpp.0 {
        out.push(("file_per_proc", (f != 0.0).to_string()));
    }
    if let Some(a) = &api.0 {
        out.push(("api", a.clone()));
    }
    out
}

fn from_value(
    doc: Doc,
    json: &str,
    base: usize,
    banner_version: Option<String>,
    warnings: Vec<String>,
) -> Result<Vec<RawRun>, Fail> {
    let version = doc.version.0.or(banner_version);
    let command = doc.command.0;
    let mut tests = Vec::new();
    let mut test_lines = test_id_lines(json, base).into_iter();
    for t in doc.tests {
        let p = &t.parameters;
        let points = t
            .results
            .0
            .iter()
            .filter_map(|(access, bw, iops, lat)| Some((op_of(access.as_deref()?)?, (*bw)?, *iops, *lat)))
            .collect();
        tests.push(TestAcc {
            id: t.id.0.map(|v| v as i64),
            line: test_lines.next().unwrap_or(base),
            tasks: positive_u32(t.options.tasks.0),
            points,
            params: params_of(p.transfer, p.block, p.segments, p.reps, p.fpp, &p.api, p.tpn),
        });
    }
    let mut sums = Vec::new();
    for s in doc.summary {
        let Some(op) = s.op.0.as_deref().and_then(op_of) else {
            continue;
        };
        sums.push(SumAcc {
            line: base,
            op,
            test: s.test.0.map(|v| v as i64),
            tasks: positive_u32(s.tasks.0),
            reps: positive_u32(s.reps.0),
            mean: s.mean.0,
            max: s.max.0,
            min: s.min.0,
            params: params_of(s.transfer, s.block, s.segments, s.reps, s.fpp, &s.api, s.tpn),
        });
    }
    assemble(tests, sums, version, command, warnings, doc.finished.0, base)
}

/// File lines of the `"TestID"` keys of `tests[]` (before `"summary"`), so
/// runs start where the key scan would start them.
fn test_id_lines(json: &str, base: usize) -> Vec<usize> {
    let end = json.find("\"summary\"").unwrap_or(json.len());
    let head = &json[..end];
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = head[from..].find("\"TestID\"") {
        out.push(base + line_of(head, from + i) - 1);
        from += i + 1;
    }
    out
}

fn assemble(
    mut tests: Vec<TestAcc>,
    sums: Vec<SumAcc>,
    version: Option<String>,
    command: Option<String>,
    warnings: Vec<String>,
    finished: bool,
    base: usize,
) -> Result<Vec<RawRun>, Fail> {
    if tests.is_empty() && !sums.is_empty() {
        tests.push(TestAcc {
            id: sums[0].test,
            line: sums[0].line,
            tasks: None,
            points: Vec::new(),
            params: Vec::new(),
        });
    }
    if tests.is_empty() {
        return Err(Fail::at(base, "IOR JSON has no 'tests' or 'summary' entries"));
    }
    let n_tests = tests.len();
    let mut runs = Vec::new();
    for (k, t) in tests.into_iter().enumerate() {
        let mine: Vec<&SumAcc> = sums
            .iter()
            .filter(|s| s.test == t.id || (n_tests == 1 && s.test.is_none()) || (k == 0 && t.id.is_none()))
            .collect();
        let threads = mine.iter().find_map(|s| s.tasks).or(t.tasks);
        let Some(threads) = threads else {
            return Err(Fail::at(t.line, "IOR JSON test has no 'numTasks' or 'tasks'"));
        };
        let mut run = RawRun::new(Tool::Ior, t.line);
        run.tool_version = version.clone();
        run.command_line = command.clone();
        run.warnings = warnings.clone();
        let mut seen = [0u32; 2];
        for &(op, bw, iops, lat) in &t.points {
            let slot = usize::from(op == "read");
            if bw > 0.0 {
                run.push(op, threads, seen[slot], bw, RawUnit::MiBps);
                run.latency.extend(super::ior_test::row_latency(op, threads, iops, lat));
            }
            seen[slot] += 1;
        }
        for s in &mine {
            if t.points.iter().any(|(op, ..)| *op == s.op) {
                continue;
            }
            let Some(mean) = s.mean.filter(|m| *m > 0.0) else {
                continue;
            };
            run.push(s.op, threads, 0, mean, RawUnit::MiBps);
            if s.reps != Some(1) {
                run.warn(
                    s.line,
                    format!(
                        "no per-iteration Results for {}: summary bwMeanMIB of {} iterations kept as one value (max {:?}, min {:?})",
                        s.op,
                        s.reps.map_or("several".to_string(), |r| r.to_string()),
                        s.max,
                        s.min
                    ),
                );
            }
        }
        if let Some(r) = mine.iter().find_map(|s| s.reps) {
            run.param("iterations", r);
        }
        for (k, v) in t.params.iter().chain(mine.iter().flat_map(|s| s.params.iter())) {
            run.params.entry(k.to_string()).or_insert_with(|| v.clone());
        }
        if let Some(id) = t.id {
            run.param("test_id", id);
        }
        if !finished {
            run.warn(base, "IOR JSON has no 'Finished' key; the run may have been cut short");
        }
        if run.points.is_empty() {
            return Err(Fail::at(t.line, "IOR JSON test has no write/read results"));
        }
        runs.push(run);
    }
    Ok(runs)
}

/// Line-by-line `"key": value` scan for IOR JSON that is broken beyond the
/// text-line repair (3.2.1). Requires the closing `"Finished"` key.
fn key_scan(
    json: &str,
    base: usize,
    err: &serde_json::Error,
    banner_version: Option<String>,
    mut warnings: Vec<String>,
) -> Result<Vec<RawRun>, Fail> {
    let (err_line, what) = json_error(err, base);
    if !json.contains("\"Finished\"") || !json.contains("\"summary\"") {
        return Err(Fail::at(
            err_line,
            format!("invalid JSON (expected IOR summaryFormat=JSON output): {what}"),
        ));
    }
    warnings.push(format!(
        "line {err_line}: IOR JSON is not valid JSON ({what}); values recovered by a line-by-line key scan"
    ));
    let mut tests: Vec<TestAcc> = Vec::new();
    let mut sums: Vec<SumAcc> = Vec::new();
    let mut in_summary = false;
    let mut pending: Option<&'static str> = None;
    let mut version = None;
    let mut command = None;
    let mut finished = false;
    for l in lines(json) {
        if !l.complete && !l.text.trim_end().ends_with('}') {
            continue;
        }
        let no = base + l.no - 1;
        for (key, val) in pairs(l.text) {
            match (in_summary, key) {
                (_, "Version") => version = Some(unquote(val).to_string()),
                (_, "Command line") => command = Some(unquote(val).to_string()),
                (_, "Finished") => finished = true,
                (_, "summary") => in_summary = true,
                (false, "TestID") => tests.push(TestAcc {
                    id: number(val).map(|v| v as i64),
                    line: no,
                    tasks: None,
                    points: Vec::new(),
                    params: Vec::new(),
                }),
                (false, "tasks") => {
                    if let Some(t) = tests.last_mut() {
                        t.tasks = count(val);
                    }
                }
                (false, "access") => pending = op_of(unquote(val)),
                (false, "bwMiB") => {
                    if let (Some(op), Some(bw), Some(t)) = (pending.take(), number(val), tests.last_mut()) {
                        t.points.push((op, bw, None, None));
                    }
                }
                (true, "operation") => {
                    if let Some(op) = op_of(unquote(val)) {
                        sums.push(SumAcc {
                            line: no,
                            op,
                            test: None,
                            tasks: None,
                            reps: None,
                            mean: None,
                            max: None,
                            min: None,
                            params: Vec::new(),
                        });
                    }
                }
                (true, k) => {
                    if let Some(s) = sums.last_mut() {
                        match k {
                            "TestID" => s.test = uint(val).map(|v| v as i64),
                            "numTasks" => s.tasks = count(val),
                            "repetitions" => s.reps = count(val),
                            "bwMeanMIB" => s.mean = number(val),
                            "bwMaxMIB" => s.max = number(val),
                            "bwMinMIB" => s.min = number(val),
                            _ => s.params.extend(scan_param(k, val)),
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let version = version.or(banner_version);
    assemble(tests, sums, version, command, warnings, finished, base)
}

/// A summary param from a key-scan pair.
fn scan_param(key: &str, val: &str) -> Option<(&'static str, String)> {
    let n = || whole(number(val)).map(|x| x.to_string());
    Some(match key {
        "transferSize" => ("transfer_size", n()?),
        "blockSize" => ("block_size", n()?),
        "segmentCount" => ("segments", n()?),
        "tasksPerNode" => ("tasks_per_node", n()?),
        "filePerProc" => ("file_per_proc", (number(val)? != 0.0).to_string()),
        "API" => ("api", unquote(val).to_string()),
        _ => return None,
    })
}

/// `"key" : value` pairs on one line; values end at `,`/`}` or the line end.
fn pairs(line: &str) -> impl Iterator<Item = (&str, &str)> {
    let mut rest = line;
    std::iter::from_fn(move || loop {
        let q = rest.find('"')?;
        let after = &rest[q + 1..];
        let qe = after.find('"')?;
        let key = &after[..qe];
        let tail = after[qe + 1..].trim_start();
        let Some(tail) = tail.strip_prefix(':') else {
            rest = &after[qe + 1..];
            continue;
        };
        let tail = tail.trim_start();
        let (val, next) = if let Some(s) = tail.strip_prefix('"') {
            let e = s.find('"')?;
            (&tail[..e + 2], &s[e + 1..])
        } else {
            let e = tail.find([',', '}']).unwrap_or(tail.len());
            (tail[..e].trim(), &tail[e..])
        };
        rest = next;
        return Some((key, val));
    })
}

fn unquote(v: &str) -> &str {
    v.trim().trim_matches('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_reads_keys_and_values() {
        let v: Vec<_> = pairs(r#"    "StartTime": "Mon"    , "Path": "/tmp","Inodes" : "16.0 Mi""#).collect();
        assert_eq!(
            v,
            [
                ("StartTime", "\"Mon\""),
                ("Path", "\"/tmp\""),
                ("Inodes", "\"16.0 Mi\"")
            ]
        );
        let v: Vec<_> = pairs(r#""bwMiB": 1995.9363, "#).collect();
        assert_eq!(v, [("bwMiB", "1995.9363")]);
    }

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
    fn cut_json_is_an_error_at_a_line() {
        let err = parse_json("{\n\"tests\": [\n{ \"TestID\": 0,\n", 0).unwrap_err();
        assert!(err.line.is_some());
        assert!(err.message.contains("invalid JSON"), "{}", err.message);
    }
}

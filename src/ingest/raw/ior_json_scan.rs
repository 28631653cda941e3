//! The last recovery for IOR JSON: a line-by-line `"key": value` scan for
//! documents broken beyond repair by line (3.2.1's stray brackets).

use super::fail::Fail;
use super::ior_json_runs::{assemble, op_of, whole, SumAcc, TestAcc};
use super::run::RawRun;
use super::text::{count, json_error, lines, number, uint};

/// Line-by-line `"key": value` scan for IOR JSON that is broken beyond the
/// text-line repair (3.2.1). Requires the closing `"Finished"` key.
pub(super) fn key_scan(
    json: &str,
    base: usize,
    err: &serde_json::Error,
    banner_version: Option<String>,
    mut warnings: Vec<String>,
) -> Result<Vec<RawRun>, Fail> {
    let (err_line, what) = json_error(err, base);
    if !json.contains("\"Finished\"") || !json.contains("\"summary\"") {
        let msg = format!("invalid JSON (expected IOR summaryFormat=JSON output): {what}");
        return Err(Fail::at(err_line, msg));
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
                    ..TestAcc::default()
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
                (true, "operation") => sums.extend(op_of(unquote(val)).map(|op| SumAcc {
                    line: no,
                    op,
                    ..SumAcc::default()
                })),
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
}

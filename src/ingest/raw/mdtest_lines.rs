//! Reading single lines of mdtest output: the banner, the task line, the
//! SUMMARY table's header and rate rows, the command line's parameters.

use super::run::{RawRun, RawUnit};
use super::text::{count, flag_value, needle, size_bytes, split_glued, uint, Line};

/// Columns of the SUMMARY rate table: how many values a row has and which
/// hold Max, Min, Mean and Std Dev.
#[derive(Clone, Copy, PartialEq)]
pub(super) struct Cols {
    pub(super) n: usize,
    pub(super) max: usize,
    pub(super) min: usize,
    pub(super) mean: usize,
    pub(super) sd: Option<usize>,
}

/// (`4.1.0+dev`, total tasks) from `mdtest-4.1.0+dev was launched with 4 total task(s) on 1 node(s)`.
pub(super) fn banner(ts: &str) -> Option<(&str, Option<u32>)> {
    needle!(MDTEST = "mdtest-");
    let at = MDTEST.find(ts)?;
    let rest = &ts[at + "mdtest-".len()..];
    let (ver, tail) = rest.split_once(" was launched with ")?;
    let tasks = tail.split_whitespace().next().and_then(count);
    Some((ver.trim(), tasks))
}

/// (tasks, items) from `4 tasks, 3200 files` / `… files/directories` / `… directories`.
pub(super) fn tasks_line(ts: &str) -> Option<(u32, u64)> {
    needle!(TASKS = " tasks, ");
    let at = TASKS.find(ts)?;
    let (a, b) = (&ts[..at], &ts[at + " tasks, ".len()..]);
    let tasks = count(a.trim())?;
    let mut it = b.split_whitespace();
    let items = uint(it.next()?)?;
    let what = it.next()?;
    if !(what.starts_with("files") || what.starts_with("directories")) {
        return None;
    }
    Some((tasks, items))
}

pub(super) fn iterations_of(rest: &str) -> Option<u32> {
    let i = rest.find("(of ")?;
    rest[i + 4..].split_whitespace().next().and_then(count)
}

pub(super) fn is_error(ts: &str) -> bool {
    needle!(MPI_ABORT = "MPI_ABORT");
    needle!(FAILED = "FAILED");
    ts.starts_with("ERROR") || ts.starts_with("** error") || MPI_ABORT.in_line(ts) || FAILED.in_line(ts)
}

/// Column positions of Max/Min/Mean among the numbers of a row.
pub(super) fn header_cols(ts: &str) -> Option<Cols> {
    let body = ts.strip_prefix("Operation")?;
    let Some(i) = body.find("per Iteration:") else {
        return group_cols(body, 0);
    };
    let before = (body[..i].split_whitespace()).filter(|w| matches!(*w, "Max" | "Min" | "Mean"));
    group_cols(&body[i + "per Iteration:".len()..], before.count())
}

pub(super) fn group_cols(body: &str, offset: usize) -> Option<Cols> {
    let mut names: Vec<&str> = Vec::new();
    for w in body.split_whitespace() {
        if w == "Dev" && names.last() == Some(&"Std") {
            continue;
        }
        names.push(w);
    }
    let pos = |n: &str| names.iter().position(|x| *x == n).map(|p| p + offset);
    Some(Cols {
        n: offset + names.len(),
        max: pos("Max")?,
        min: pos("Min")?,
        mean: pos("Mean")?,
        sd: pos("Std"),
    })
}

pub(super) fn op_of(label: &str) -> Option<&'static str> {
    Some(match label {
        "File creation" => "create",
        "File stat" => "stat",
        "File read" => "read",
        "File removal" => "remove",
        "Directory creation" => "dir-create",
        "Directory stat" => "dir-stat",
        "Directory read" => "dir-read",
        "Directory rename" => "dir-rename",
        "Directory removal" => "dir-remove",
        "Tree creation" => "tree-create",
        "Tree removal" => "tree-remove",
        _ => return None,
    })
}

/// Reads one SUMMARY rate row of a table over `iterations`; false when the
/// line is not a row (table ends).
pub(super) fn rate_row(
    l: &Line<'_>,
    ts: &str,
    c: Cols,
    run: &mut RawRun,
    (threads, iterations): (u32, u32),
    vals: &mut Vec<Option<f64>>,
) -> bool {
    let at = label_end(ts);
    let label = ts[..at].trim();
    let rest = ts[at..].trim_start().trim_start_matches(':');
    let stonewall = label.ends_with("(stonewall)");
    vals.clear();
    let readable = rest.split_whitespace().all(|tok| split_glued(tok, 3, vals));
    if !stonewall && op_of(label).is_none() {
        if readable && !vals.is_empty() && !label.is_empty() {
            run.warn(l.no, format!("unknown mdtest SUMMARY row '{label}' ignored"));
            return true;
        }
        return false;
    }
    if !readable {
        run.warn(l.no, format!("unreadable number in SUMMARY row '{label}'; row ignored"));
        return true;
    }
    if !l.complete || vals.len() != c.n {
        let (n, header) = (vals.len(), c.n);
        run.warn(
            l.no,
            format!("SUMMARY row '{label}' has {n} values, header has {header} (cut file?); ignored"),
        );
        return true;
    }
    let (max, min, mean) = (vals[c.max], vals[c.min], vals[c.mean]);
    let sd = c.sd.and_then(|i| vals[i]);
    if stonewall {
        if let Some(m) = mean {
            let key = if label.starts_with("File") {
                "create_stonewall_rate"
            } else {
                "dir_create_stonewall_rate"
            };
            run.param(key, format!("{m:.3}"));
        }
        return true;
    }
    let Some(op) = op_of(label) else { return true };
    match mean {
        Some(m) if m > 0.0 => {
            for (i, v) in iterations_of_summary(iterations, [max, min, sd], m).iter().enumerate() {
                run.push(op, threads, i as u32, *v, RawUnit::OpsPerSec);
            }
        }
        Some(_) if max == Some(0.0) && min == Some(0.0) => {}
        _ => run.warn(l.no, format!("SUMMARY row '{label}' has no usable Mean; ignored")),
    }
    true
}

/// The iterations a SUMMARY row of `n` iterations determines: with two,
/// they are its Max and Min; with three, Max, `3 × Mean − Max − Min` (to
/// the table's 3 decimals) and Min. Otherwise its Mean alone, and also when
/// the row does not add up to that: a value outside Min..Max or not above
/// zero, a mean or a Std Dev (over n or n − 1, mdtest has printed both)
/// other than the row's. mdtest 3.3's file rows fail this: their Max and
/// Min are over every rank's rate, not over the iterations.
fn iterations_of_summary(n: u32, [max, min, sd]: [Option<f64>; 3], mean: f64) -> Vec<f64> {
    // Each printed value is rounded to 0.0005; a sum of three to 0.0015.
    const ROUNDING: f64 = 0.002;
    let (Some(max), Some(min), Some(sd)) = (max, min, sd) else {
        return vec![mean];
    };
    let values = match n {
        2 => vec![max, min],
        3 => vec![max, ((3.0 * mean - max - min) * 1000.0).round() / 1000.0, min],
        _ => return vec![mean],
    };
    let n = f64::from(n);
    let avg = values.iter().sum::<f64>() / n;
    let squares: f64 = values.iter().map(|v| (v - avg).powi(2)).sum();
    let fits = min > 0.0
        && values.iter().all(|v| (min - ROUNDING..=max + ROUNDING).contains(v))
        && (avg - mean).abs() <= ROUNDING
        && [n, n - 1.0]
            .iter()
            .any(|d| ((squares / d).sqrt() - sd).abs() <= 2.0 * ROUNDING);
    if fits {
        values
    } else {
        vec![mean]
    }
}

/// Byte index where a row's label ends: the first `:` or the first token
/// that starts with a digit or `NA`.
pub(super) fn label_end(ts: &str) -> usize {
    let b = ts.as_bytes();
    let ends = |i: usize| {
        let tok_start = i == 0 || b[i - 1] == b' ' || b[i - 1] == b'\t';
        let na = b[i] == b'N' && b.get(i + 1) == Some(&b'A');
        b[i] == b':' || (tok_start && (b[i].is_ascii_digit() || na))
    };
    (0..b.len()).find(|&i| ends(i)).unwrap_or(ts.len())
}

/// Params from mdtest's `Command line used:` (quoted with `'` or `"`, or bare).
pub(super) fn command_params(cmd: &str, run: &mut RawRun) {
    let toks: Vec<&str> = cmd.split_whitespace().map(|t| t.trim_matches(['\'', '"'])).collect();
    for (flag, key) in [
        ("-n", "items_per_task"),
        ("-I", "files_per_directory"),
        ("-z", "depth"),
        ("-b", "branching_factor"),
        ("-i", "iterations"),
        ("-N", "stride"),
        ("-W", "stonewall_seconds"),
        ("-a", "api"),
    ] {
        run.param_opt(key, flag_value(&toks, &[flag]));
    }
    run.param_opt("file_size", flag_value(&toks, &["-w"]).and_then(size_bytes));
    for (flag, key) in [("-u", "unique_dir_per_task"), ("-F", "files_only"), ("-D", "dirs_only")] {
        if toks.contains(&flag) {
            run.param(key, true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::raw::run::Tool;

    #[test]
    fn rank_statistics_header_picks_the_per_iteration_mean() {
        let c = header_cols(
            "Operation     per Rank: Max            Min           Mean      per Iteration: Max            Min           Mean        Std Dev",
        )
        .unwrap();
        assert_eq!((c.n, c.max, c.min, c.mean), (7, 3, 4, 5));
        let c = header_cols("Operation                     Max            Min           Mean        Std Dev").unwrap();
        assert_eq!((c.n, c.mean), (4, 2));
    }

    #[test]
    fn two_or_three_iterations_are_recovered_from_the_summary() {
        let row = |max: f64, min: f64, sd: f64| [Some(max), Some(min), Some(sd)];
        assert_eq!(iterations_of_summary(1, row(5.0, 5.0, 0.0), 5.0), [5.0]);
        // mdtest 1.9.3 (Std Dev over n) and 4.1.0+dev (over n − 1), from real logs.
        assert_eq!(
            iterations_of_summary(2, row(104.022, 96.64, 3.691), 100.331),
            [104.022, 96.64]
        );
        let two = iterations_of_summary(2, row(1556.221, 1075.977, 339.584), 1316.099);
        assert_eq!(two, [1556.221, 1075.977]);
        let three = iterations_of_summary(3, row(1794.568, 245.204, 877.148), 1257.413);
        assert_eq!(three, [1794.568, 1732.467, 245.204]);
        // Four or more: the middle ones are not printed.
        assert_eq!(iterations_of_summary(4, row(9.0, 3.0, 2.0), 5.0), [5.0]);
        // Rows that do not add up keep their Mean: mdtest 3.3.0's File stat
        // (Max and Min over ranks), another Std Dev, a phase at zero once.
        assert_eq!(
            iterations_of_summary(2, row(910262.614, 223152.162, 183838.777), 557640.036),
            [557640.036]
        );
        assert_eq!(iterations_of_summary(2, row(10.0, 2.0, 1.0), 6.0), [6.0]);
        assert_eq!(iterations_of_summary(2, row(10.0, 0.0, 5.0), 5.0), [5.0]);
        assert_eq!(iterations_of_summary(2, [Some(10.0), Some(2.0), None], 6.0), [6.0]);
    }

    #[test]
    fn command_line_params() {
        let mut run = RawRun::new(Tool::Mdtest, 1);
        command_params("/bin/mdtest '-n' '1000' '-u' '-w' '3K' -G=5 -I 100", &mut run);
        assert_eq!(run.params["items_per_task"], "1000");
        assert_eq!(run.params["file_size"], "3072");
        assert_eq!(run.params["files_per_directory"], "100");
        assert_eq!(run.params["unique_dir_per_task"], "true");
    }
}

//! Results CSV: `threads` plus one column per operation; repeated thread
//! counts are iterations of the same point (see docs/report-format.md).

use super::error::LoadError;
use super::read::sha256_hex;
use crate::model::csv_text::restore;
use crate::model::{Point, Series};
use std::collections::BTreeMap;
use std::path::Path;

/// Loads a results table into one series per operation, in column order
/// (or in the order of `operations` when given). Returns the file's sha256.
/// `path` must resolve inside the project folder `root`.
pub fn load_results(
    root: &super::ProjectRoot,
    path: &Path,
    operations: Option<&[String]>,
) -> Result<(Vec<Series>, String), LoadError> {
    let bytes = root.read(path, crate::fsx::INPUT_LIMIT, "the results table named in report.toml")?;
    let hash = sha256_hex(&bytes);
    let series = parse_results(path, &bytes, operations)?;
    Ok((series, hash))
}

/// Parses results CSV bytes; `path` only names the file in errors.
pub fn parse_results(path: &Path, bytes: &[u8], operations: Option<&[String]>) -> Result<Vec<Series>, LoadError> {
    let line_err = |line, message| LoadError::line(path, line, message);
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .trim(csv::Trim::All)
        .from_reader(bytes);
    let headers = rdr.headers().map_err(|e| csv_error(path, e))?.clone();
    let names: Vec<String> = headers.iter().map(|h| restore(h).to_string()).collect();
    let Some(threads_col) = names.iter().position(|h| h == "threads") else {
        return Err(line_err(
            1,
            format!("no `threads` column (header: {})", names.join(",")),
        ));
    };
    let iter_col = names.iter().position(|h| h == "iteration");
    let mut op_cols: Vec<(usize, String)> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        if i == threads_col || Some(i) == iter_col {
            continue;
        }
        if !super::read::is_operation(name) {
            let message = "operation names are lowercase a-z, 0-9 and `-`".into();
            return Err(LoadError::cell(path, 1, i + 1, name, message));
        }
        if op_cols.iter().any(|(_, n)| n == name) {
            return Err(line_err(1, format!("column `{name}` appears twice")));
        }
        op_cols.push((i, name.clone()));
    }
    if let Some(wanted) = operations {
        for (i, name) in &op_cols {
            if !wanted.contains(name) {
                let message = format!("unknown column: report.toml declares operations {}", wanted.join(", "));
                return Err(LoadError::cell(path, 1, i + 1, name, message));
            }
        }
        for w in wanted {
            if !op_cols.iter().any(|(_, n)| n == w) {
                return Err(line_err(
                    1,
                    format!("operation `{w}` is declared in report.toml but has no column"),
                ));
            }
        }
        op_cols.sort_by_key(|(_, n)| wanted.iter().position(|w| w == n));
    }
    if op_cols.is_empty() {
        return Err(line_err(1, "no operation columns besides `threads`".into()));
    }

    // threads → iterations per operation; remember where each thread count's rows are.
    let mut values: Vec<BTreeMap<u32, Vec<f64>>> = vec![BTreeMap::new(); op_cols.len()];
    let mut last_threads: Option<u32> = None;
    let mut first_line: BTreeMap<u32, u64> = BTreeMap::new();
    let mut seen_iter: BTreeMap<(u32, u32), u64> = BTreeMap::new();
    let mut rows = 0usize;
    for rec in rdr.records() {
        let rec = rec.map_err(|e| csv_error(path, e))?;
        let line = rec.position().map(|p| p.line()).unwrap_or(0);
        if rec.iter().all(str::is_empty) {
            continue;
        }
        rows += 1;
        let cell = |col: usize, message| LoadError::cell(path, line, col + 1, &names[col], message);
        let t_raw = rec.get(threads_col).unwrap_or("");
        let threads: u32 = t_raw.parse().ok().filter(|t| *t > 0).ok_or_else(|| {
            cell(
                threads_col,
                format!(
                    "`{t_raw}` is not a thread count (a whole number from 1 to {})",
                    u32::MAX
                ),
            )
        })?;
        if let Some(ic) = iter_col {
            let i_raw = rec.get(ic).unwrap_or("");
            let it: u32 = i_raw
                .parse()
                .map_err(|_| cell(ic, format!("`{i_raw}` is not an iteration number")))?;
            if let Some(prev) = seen_iter.insert((threads, it), line) {
                return Err(cell(
                    ic,
                    format!("iteration {it} of {threads} threads was already given on line {prev}"),
                ));
            }
        } else if last_threads != Some(threads) {
            if let Some(prev) = first_line.get(&threads) {
                return Err(cell(
                    threads_col,
                    format!(
                        "{threads} threads already appeared on line {prev}; repeated rows are iterations only when they are adjacent (or add an `iteration` column)"
                    ),
                ));
            }
        }
        first_line.entry(threads).or_insert(line);
        last_threads = Some(threads);
        for (k, (col, _)) in op_cols.iter().enumerate() {
            let raw = rec.get(*col).unwrap_or("");
            if raw.is_empty() {
                continue;
            }
            let v: f64 = raw
                .parse()
                .map_err(|_| cell(*col, format!("`{raw}` is not a number (use `.` as the decimal separator; leave the cell empty if not measured)")))?;
            if !v.is_finite() || v < 0.0 {
                return Err(cell(*col, format!("`{raw}` is not a finite, non-negative number")));
            }
            if v > crate::model::MAX_VALUE {
                return Err(cell(
                    *col,
                    format!("`{raw}` is larger than figures can label (at most 1e18; check the unit)"),
                ));
            }
            values[k].entry(threads).or_default().push(v);
        }
    }
    if rows == 0 {
        return Err(line_err(2, "the table has a header but no rows".into()));
    }
    // A column without a single value would vanish from every document and
    // read as "not measured" in a diff: say so where it is.
    if let Some(((col, name), _)) = op_cols.iter().zip(&values).find(|(_, v)| v.is_empty()) {
        return Err(line_err(
            1,
            format!(
                "column {} (`{name}`) has no value in any row: fill it, or remove the column",
                col + 1
            ),
        ));
    }
    Ok(op_cols
        .into_iter()
        .zip(values)
        .map(|((_, operation), pts)| Series {
            operation,
            points: pts
                .into_iter()
                .map(|(threads, iterations)| Point { threads, iterations })
                .collect(),
        })
        .collect())
}

fn csv_error(path: &Path, e: csv::Error) -> LoadError {
    let line = e.position().map(|p| p.line()).unwrap_or(0);
    let message = match e.kind() {
        csv::ErrorKind::UnequalLengths { expected_len, len, .. } => {
            format!("row has {len} fields, the header has {expected_len}")
        }
        csv::ErrorKind::Utf8 { .. } => "not valid UTF-8".to_string(),
        _ => e.to_string(),
    };
    LoadError::line(path, line, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Vec<Series>, LoadError> {
        parse_results(Path::new("r.csv"), s.as_bytes(), None)
    }

    #[test]
    fn a_column_without_values_and_a_thread_count_too_large_are_named() {
        let e = parse("threads,write,read\n1,1.0,\n2,2.0,\n").unwrap_err().to_string();
        assert_eq!(
            e,
            "r.csv: line 1: column 3 (`read`) has no value in any row: fill it, or remove the column"
        );
        let e = parse("threads,write\n4294967296,1.0\n").unwrap_err().to_string();
        assert_eq!(
            e,
            "r.csv: line 2, column 1 (`threads`): `4294967296` is not a thread count (a whole number from 1 to 4294967295)"
        );
    }

    #[test]
    fn adjacent_repeats_are_iterations_and_empty_cells_are_unmeasured() {
        let s = parse("threads,write,read\n1,1.0,2.0\n1,3.0,\n2,4.0,5.0\n").unwrap();
        assert_eq!(s[0].points[0].iterations, vec![1.0, 3.0]);
        assert_eq!(s[0].points[0].value(), 2.0);
        assert_eq!(s[1].points[0].iterations, vec![2.0]);
        assert_eq!(s[1].points.len(), 2);
    }

    #[test]
    fn a_quoted_operation_as_ingest_writes_it_is_read_without_its_quote() {
        let names: Vec<String> = (parse("threads,iteration,'-x,write\n4,1,1.5,2\n").unwrap().into_iter())
            .map(|s| s.operation)
            .collect();
        assert_eq!(names, ["-x", "write"]);
    }

    #[test]
    fn errors_name_line_column_and_header() {
        let e = parse("threads,write\n1,1.0\n2,abc\n").unwrap_err().to_string();
        assert_eq!(e, "r.csv: line 3, column 2 (`write`): `abc` is not a number (use `.` as the decimal separator; leave the cell empty if not measured)");
        let e = parse("threads,write\n1,1.0\n2,1.0\n1,2.0\n").unwrap_err().to_string();
        assert!(e.contains("line 4") && e.contains("already appeared on line 2"), "{e}");
        let e = parse("threads,write\n0,1.0\n").unwrap_err().to_string();
        assert!(e.contains("column 1 (`threads`)"), "{e}");
        let e = parse("threads,write\n1,NaN\n").unwrap_err().to_string();
        assert!(e.contains("finite"), "{e}");
        let e = parse("threads,write\n1,-1\n").unwrap_err().to_string();
        assert!(e.contains("non-negative"), "{e}");
        let e = parse("thread,write\n1,1\n").unwrap_err().to_string();
        assert!(e.contains("no `threads` column"), "{e}");
        let e = parse("threads,write\n1,1,3\n").unwrap_err().to_string();
        assert!(e.contains("line 2") && e.contains("3 fields"), "{e}");
        let e = parse("threads,write\n").unwrap_err().to_string();
        assert!(e.contains("no rows"), "{e}");
    }

    #[test]
    fn iteration_column_allows_any_order_but_not_duplicates() {
        let s = parse("threads,iteration,write\n1,1,1\n2,1,2\n1,2,3\n").unwrap();
        assert_eq!(s[0].points[0].iterations, vec![1.0, 3.0]);
        let e = parse("threads,iteration,write\n1,1,1\n1,1,2\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("iteration 1 of 1 threads was already given on line 2"),
            "{e}"
        );
    }

    #[test]
    fn declared_operations_reject_unknown_columns_and_set_order() {
        let ops = vec!["read".to_string(), "write".to_string()];
        let s = parse_results(Path::new("r.csv"), b"threads,write,read\n1,1,2\n", Some(&ops)).unwrap();
        assert_eq!(s[0].operation, "read");
        let e = parse_results(Path::new("r.csv"), b"threads,write,read,wrte\n1,1,2,3\n", Some(&ops))
            .unwrap_err()
            .to_string();
        assert!(e.contains("column 4 (`wrte`): unknown column"), "{e}");
    }

    #[test]
    fn non_utf8_is_an_error_not_a_panic() {
        let e = parse_results(Path::new("r.csv"), b"threads,write\n1,\xff\xfe\n", None).unwrap_err();
        assert!(e.to_string().contains("r.csv"));
    }
}

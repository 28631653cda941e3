//! `[benchmark.latency]` of report.toml and its CSV into `model::Sweep`.
//!
//! The CSV (written by `pixreport ingest --into`, or by hand):
//! `operation,threads,<axes other than threads…>[,iteration],throughput,mean,p50,p90,…`.
//! `throughput` is in operations per second (IOPS), `mean` and every `p<N>` column
//! in the declared latency unit; an empty cell is "not recorded". fio's
//! other latencies follow as `lat_mean`, `slat_mean`, `lat_p99`, …
//! (`clat_…` when `kind = "lat"`), kept per cell and averaged alike. Rows that
//! repeat an operation and parameters are iterations: their values are
//! averaged (the mean of per-run percentiles, as fio-plot and most
//! dashboards show them; it is not the percentile of the pooled samples).

use super::error::LoadError;
use super::read::sha256_hex;
use super::wire::WireLatency;
use crate::model::latency::{parse_percentile, Pct, SWEEP_AXES};
use crate::model::{InputFile, Sweep, SweepCell, Unit};
use std::collections::BTreeMap;
use std::path::Path;

/// Reads and checks a benchmark's latency sweep; `at` names the benchmark
/// in errors, `toml` is report.toml.
pub(super) fn load_sweep(
    root: &super::ProjectRoot,
    dir: &Path,
    toml: &Path,
    at: &str,
    w: WireLatency,
    inputs: &mut Vec<InputFile>,
) -> Result<Sweep, LoadError> {
    let bad = |m: String| LoadError::invalid(toml, format!("{at}: latency.{m}"));
    let unit = w.unit.0;
    if !unit.is_time() {
        return Err(bad(format!("unit: {unit} is not a time unit (ns, µs, ms, s)")));
    }
    if w.axes.is_empty() || w.axes.len() > 2 {
        return Err(bad(format!(
            "axes: give one or two swept parameters, not {}",
            w.axes.len()
        )));
    }
    for a in &w.axes {
        if !SWEEP_AXES.iter().any(|(x, _)| x == a) {
            let known: Vec<&str> = SWEEP_AXES.iter().map(|(x, _)| *x).collect();
            return Err(bad(format!(
                "axes: unknown parameter `{a}` (expected {})",
                known.join(", ")
            )));
        }
    }
    if w.axes.len() == 2 && w.axes[0] == w.axes[1] {
        return Err(bad("axes: the two parameters must differ".into()));
    }
    let percentile = w.percentile.unwrap_or(99.0);
    if !(percentile > 0.0 && percentile < 100.0) {
        return Err(bad(format!(
            "percentile: {percentile} (expected a number between 0 and 100, e.g. 99)"
        )));
    }
    if let Some(k) = w.kind.as_deref().filter(|k| !matches!(*k, "clat" | "lat")) {
        return Err(bad(format!(
            "kind: `{k}` (expected clat, fio's completion latency, or lat, its total latency)"
        )));
    }
    let bound = (w.bound.as_deref()).map(|t| parse_bound(t, unit).map_err(|m| bad(format!("bound: {m}"))));
    let bound = bound.transpose()?;
    super::read::check_relative(toml, &format!("{at}: latency.results"), &w.results)?;
    let path = dir.join(&w.results);
    let bytes = root.read(&path, crate::fsx::INPUT_LIMIT, "the latency table named in report.toml")?;
    inputs.push(InputFile::new(&w.results, sha256_hex(&bytes)));
    let cells = parse_cells(&path, &bytes, &w.axes)?;
    // No percentile anywhere and none declared: a mean-only sweep (IOR's
    // `Latency(s)`, elbencho's CSV), judged by its mean.
    let mean_only = w.percentile.is_none()
        && cells.iter().all(|c| c.percentiles.is_empty())
        && cells.iter().any(|c| c.mean.is_some());
    if !mean_only && !cells.iter().any(|c| c.at_percentile(percentile).is_some()) {
        return Err(LoadError::invalid(
            &path,
            format!(
                "no row has the chosen percentile ({}), declared in {}",
                crate::model::latency::percentile_name(percentile),
                toml.display()
            ),
        ));
    }
    Ok(Sweep {
        axes: w.axes,
        unit,
        percentile,
        bound,
        mean_only,
        kind: w.kind,
        cells,
    })
}

/// `1 ms` → 1000 in µs.
fn parse_bound(text: &str, unit: Unit) -> Result<f64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
    let n: f64 = t[..split]
        .trim()
        .parse()
        .map_err(|_| format!("`{text}` is not a duration (expected e.g. `1 ms`, `500 µs`)"))?;
    let u: Unit = t[split..].trim().parse()?;
    let v = u
        .convert_time(n, unit)
        .ok_or_else(|| format!("`{text}`: {u} is not a time unit"))?;
    if v.is_finite() && v > 0.0 {
        Ok(v)
    } else {
        Err(format!("`{text}` must be above zero"))
    }
}

enum Col {
    Operation,
    Threads,
    Axis(usize),
    Iteration,
    Throughput,
    Mean,
    Pct(Pct),
    /// fio's other latencies: `lat_mean`, `slat_mean`, `lat_p99`, …
    Also(String),
}

/// `lat_mean`, `slat_mean`, `clat_p99.9`: a column of one of fio's other
/// latencies.
fn is_also(h: &str) -> bool {
    h.split_once('_')
        .is_some_and(|(k, s)| matches!(k, "clat" | "lat" | "slat") && (s == "mean" || parse_percentile(s).is_some()))
}

fn parse_cells(path: &Path, bytes: &[u8], axes: &[String]) -> Result<Vec<SweepCell>, LoadError> {
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .trim(csv::Trim::All)
        .from_reader(bytes);
    let line_err = |line, message| LoadError::line(path, line, message);
    let headers = rdr
        .headers()
        .map_err(|e| line_err(1, format!("not a CSV table: {e}")))?
        .clone();
    let cols = columns(path, &headers, axes)?;
    // (operation, threads, at) → the means of its rows, in first-seen order.
    type Key = (String, u32, Vec<u64>);
    let mut order: Vec<Key> = Vec::new();
    type Means = (Mean, Option<Mean>, BTreeMap<u64, Mean>, BTreeMap<String, Mean>);
    let mut sums: BTreeMap<Key, Means> = BTreeMap::new();
    for rec in rdr.records() {
        let rec = rec.map_err(|e| line_err(e.position().map_or(0, |p| p.line()), e.to_string()))?;
        let line = rec.position().map_or(0, |p| p.line());
        if rec.iter().all(str::is_empty) {
            continue;
        }
        let (key, thr, mean, pcts, also) = read_row(path, &headers, &cols, axes, &rec, line)?;
        let entry = sums.entry(key.clone()).or_insert_with(|| {
            order.push(key);
            Default::default()
        });
        entry.0.add(thr);
        if let Some(m) = mean {
            entry.1.get_or_insert_default().add(m);
        }
        for (p, v) in pcts {
            entry.2.entry(p).or_default().add(v);
        }
        for (k, v) in also {
            entry.3.entry(k).or_default().add(v);
        }
    }
    if order.is_empty() {
        return Err(line_err(1, "no rows".into()));
    }
    Ok(order
        .into_iter()
        .filter_map(|key| {
            let (thr, mean, pcts, also) = sums.remove(&key)?;
            Some(SweepCell {
                operation: key.0,
                threads: key.1,
                at: key.2,
                throughput: thr.get(),
                mean: mean.map(|m| m.get()),
                percentiles: pcts.into_iter().map(|(p, m)| (p as f64 / 1e6, m.get())).collect(),
                also: also.into_iter().map(|(c, m)| (c, m.get())).collect(),
            })
        })
        .collect())
}

/// The mean of a cell's values over its rows; each value keeps its own
/// count, as an empty cell is not a zero.
#[derive(Default)]
struct Mean(f64, u32);

impl Mean {
    fn add(&mut self, v: f64) {
        self.0 += v;
        self.1 += 1;
    }
    fn get(&self) -> f64 {
        self.0 / f64::from(self.1)
    }
}

/// What each column of the header holds; the operation, threads,
/// throughput and every swept parameter's columns must be there.
fn columns(path: &Path, headers: &csv::StringRecord, axes: &[String]) -> Result<Vec<Col>, LoadError> {
    let line_err = |line, message| LoadError::line(path, line, message);
    let mut cols = Vec::new();
    for (i, h) in headers.iter().enumerate() {
        let col = match h {
            "operation" => Col::Operation,
            "threads" => Col::Threads,
            "iteration" => Col::Iteration,
            "throughput" => Col::Throughput,
            "mean" => Col::Mean,
            _ => match (axes.iter().position(|a| a == h), parse_percentile(h)) {
                (Some(a), _) => Col::Axis(a),
                (None, Some(p)) => Col::Pct(p),
                _ if is_also(h) => Col::Also(h.to_string()),
                _ => {
                    return Err(LoadError::cell(path, 1, i + 1, h, format!(
                        "unknown column (expected operation, threads, {}, iteration, throughput, mean, p<percentile> or fio's lat_/slat_/clat_ mean and p<percentile>)",
                        axes.join(", ")
                    )))
                }
            },
        };
        cols.push(col);
    }
    for (need, name) in [
        (cols.iter().any(|c| matches!(c, Col::Operation)), "operation"),
        (cols.iter().any(|c| matches!(c, Col::Threads)), "threads"),
        (cols.iter().any(|c| matches!(c, Col::Throughput)), "throughput"),
    ] {
        if !need {
            return Err(line_err(1, format!("no `{name}` column")));
        }
    }
    for (i, a) in axes.iter().enumerate() {
        if a != "threads" && !cols.iter().any(|c| matches!(c, Col::Axis(x) if *x == i)) {
            return Err(line_err(1, format!("no `{a}` column, though report.toml sweeps it")));
        }
    }
    Ok(cols)
}

/// One row's cell key (operation, threads, swept values) and its
/// throughput, mean and percentiles (by millionths of a percent).
type Row = (
    (String, u32, Vec<u64>),
    f64,
    Option<f64>,
    BTreeMap<u64, f64>,
    BTreeMap<String, f64>,
);

/// One data row, every cell checked; `line` names it in errors.
fn read_row(
    path: &Path,
    headers: &csv::StringRecord,
    cols: &[Col],
    axes: &[String],
    rec: &csv::StringRecord,
    line: u64,
) -> Result<Row, LoadError> {
    let cell_err = |i: usize, message| LoadError::cell(path, line, i + 1, headers.get(i).unwrap_or(""), message);
    let num = |i: usize, raw: &str| -> Result<Option<f64>, LoadError> {
        if raw.is_empty() {
            return Ok(None);
        }
        match raw.parse::<f64>() {
            Ok(v) if (0.0..=crate::model::MAX_VALUE).contains(&v) => Ok(Some(v)),
            _ => Err(cell_err(i, format!("`{raw}` is not a number from 0 to 1e18"))),
        }
    };
    let (mut op, mut threads, mut at) = (String::new(), 0u32, vec![0u64; axes.len()]);
    let (mut thr, mut mean, mut pcts, mut also) = (None, None, BTreeMap::new(), BTreeMap::new());
    for (i, (col, raw)) in cols.iter().zip(rec.iter()).enumerate() {
        match col {
            Col::Operation => {
                let raw = crate::model::csv_text::restore(raw);
                if !super::read::is_operation(raw) {
                    return Err(cell_err(
                        i,
                        format!("`{raw}`: operation names are lowercase a-z, 0-9 and `-`"),
                    ));
                }
                op = raw.to_string();
            }
            Col::Threads => {
                threads = raw
                    .parse()
                    .ok()
                    .filter(|t| *t > 0)
                    .ok_or_else(|| cell_err(i, format!("`{raw}` is not a thread count")))?;
            }
            Col::Axis(a) => {
                at[*a] = raw
                    .parse()
                    .ok()
                    .filter(|v| *v > 0)
                    .ok_or_else(|| cell_err(i, format!("`{raw}` is not a positive whole number")))?;
            }
            Col::Iteration => {}
            Col::Throughput => thr = num(i, raw)?,
            Col::Mean => mean = num(i, raw)?,
            Col::Pct(p) => {
                if let Some(v) = num(i, raw)? {
                    pcts.insert((p * 1e6) as u64, v);
                }
            }
            Col::Also(name) => {
                if let Some(v) = num(i, raw)? {
                    also.insert(name.clone(), v);
                }
            }
        }
    }
    if let Some(t) = axes.iter().position(|a| a == "threads") {
        at[t] = u64::from(threads);
    }
    let Some(thr) = thr.filter(|v| *v > 0.0) else {
        let i = cols.iter().position(|c| matches!(c, Col::Throughput)).unwrap_or(0);
        return Err(cell_err(i, "throughput is missing or zero".into()));
    };
    Ok(((op, threads, at), thr, mean, pcts, also))
}

#[cfg(test)]
#[path = "latency_tests.rs"]
mod tests;

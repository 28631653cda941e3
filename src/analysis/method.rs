//! Method checks: can a measurement be trusted as it was made? Each rule
//! reads facts the report already holds and gives the numbers it used.
//!
//! * **cache** — at every thread count of a benchmark with known file
//!   sizes, the data set (threads × file size per thread) against `factor`
//!   (default 2) × the cache of the clients it ran on: one client per
//!   thread up to the testbed's `client_nodes`, each caching its
//!   `[filesystem]` `pagepool_clients` or `pagepool` when given (GPFS
//!   caches file data only there), else its `memory_per_node`. Metadata
//!   benchmarks and direct I/O are not checked. The thread count where the
//!   data set is smallest against the cache is reported, flagged or not.
//! * **buffered-io** — fio without `direct=1`, and IOR commands that write
//!   and read back in one run (`-w -r`, or neither) without task
//!   reordering (`-C`, `-Z`) or O_DIRECT (`-B`, `--posix.odirect`): reads
//!   may come from the page cache.
//! * **duration** — the shortest phase against `seconds` (default 30):
//!   fio's shortest run as its log states it (`shortest_run_s`), IOR's
//!   stonewall (`-D N`), else, without a stonewall, the data set moved at
//!   the measured rate (file sizes, or IOR's `-b` × `-s`, over a bandwidth).
//!   Only a phase shorter than that is reported.
//! * **repetition** — one run per point: an IOR or mdtest command with
//!   `-i 1` (or no `-i`), or a measured report whose logs hold one value
//!   per point. The numbers carry no spread.
//! * **coverage** — a criterion's thread counts outside those tested, a
//!   criterion read at a peak that lies at the sweep's last point, and a
//!   sweep that stops below the testbed's `client_nodes`.
//! * **configuration** — a sequential benchmark's transfer size against
//!   the `[filesystem]` `block_size`: reported either way, flagged when it
//!   is not a whole multiple.
//!
//! A project switches a rule off with a reason (`[checks]`); the document
//! prints the reason instead of the rule's findings.

use super::series::analyse_series;
use crate::model::{flag_value, Benchmark, BenchmarkKind, Load, Provenance, Report, Rule, Size, Unit};

#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub benchmark: String,
    pub rule: Rule,
    /// A caveat (true), or a rule that was checked and holds.
    pub flagged: bool,
    pub facts: Facts,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Facts {
    Cache {
        threads: u32,
        /// Bytes written or read over all threads.
        data: u64,
        /// Bytes of cache over the clients used.
        cache: u64,
        clients: u32,
        /// The per-client cache is the file system's page pool (else memory).
        pagepool: bool,
        factor: f64,
    },
    /// fio run with buffered I/O.
    FioBuffered,
    /// IOR reading back what each task wrote, through the page cache.
    IorReadBack,
    /// The shortest phase, `seconds` long, against the `min` required.
    Duration { seconds: f64, min: f64, how: Timed },
    /// One run per point, as the command says (`-i 1`) or the logs hold.
    Repetition { command: bool },
    /// A criterion's thread counts (`lo`..=`hi`) beyond the tested `first`..=`last`.
    LoadNotTested {
        operation: String,
        lo: u32,
        hi: u32,
        first: u32,
        last: u32,
    },
    /// A criterion reads a peak that lies at the sweep's last thread count.
    PeakAtEnd { operation: String, last: u32 },
    /// The sweep's last thread count is below the testbed's client nodes.
    FewThreads { last: u32, clients: u32 },
    /// The transfer size against the file system's block, in bytes.
    Transfer { transfer: u64, block: u64 },
}

/// Where a phase's duration comes from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Timed {
    /// fio's log.
    Log,
    /// IOR's `-D`.
    Stonewall,
    /// `data` bytes moved by `threads` threads at `rate` in the benchmark's `unit`.
    Estimate {
        threads: u32,
        data: u64,
        rate: f64,
        unit: Unit,
    },
}

/// Every rule on every benchmark of the report, rules switched off included.
pub fn method_findings(report: &Report) -> Vec<Finding> {
    let mut out = Vec::new();
    for b in report.benchmarks.iter().filter(|b| b.section) {
        let mut push = |rule, flagged, facts| {
            out.push(Finding {
                benchmark: b.id.clone(),
                rule,
                flagged,
                facts,
            })
        };
        if let Some(
            facts @ Facts::Cache {
                data, cache, factor, ..
            },
        ) = cache_facts(report, b)
        {
            push(Rule::Cache, (data as f64) < factor * cache as f64, facts);
        }
        let tool = b.tool.to_ascii_lowercase();
        if tool == "fio" && direct_io(b) == Some(false) {
            push(Rule::BufferedIo, true, Facts::FioBuffered);
        }
        if tool == "ior" && b.commands.iter().any(|c| ior_reads_back(c)) {
            push(Rule::BufferedIo, true, Facts::IorReadBack);
        }
        let min = report.checks.min_seconds;
        if let Some((seconds, how)) = shortest_phase(b).filter(|(s, _)| *s < min) {
            push(Rule::Duration, true, Facts::Duration { seconds, min, how });
        }
        let one_value = b
            .series
            .iter()
            .all(|s| s.points.iter().all(|p| p.iterations.len() <= 1));
        match one_iteration(b) {
            Some(true) => push(Rule::Repetition, true, Facts::Repetition { command: true }),
            None if one_value && report.provenance == Provenance::Measured && !b.series.is_empty() => {
                push(Rule::Repetition, true, Facts::Repetition { command: false })
            }
            _ => {}
        }
        let clients: Option<u32> = setting(&report.solution.testbed, "client_nodes");
        if let (Some(&last), Some(clients)) = (b.thread_counts().last(), clients) {
            if last < clients {
                push(Rule::Coverage, true, Facts::FewThreads { last, clients });
            }
        }
        let block: Option<Size> = setting(&report.solution.filesystem, "block_size");
        let sequential = matches!(b.kind, BenchmarkKind::SequentialNN | BenchmarkKind::SequentialN1);
        if let (true, Some(t), Some(Size(block))) = (sequential, b.transfer_size, block.filter(|s| s.0 > 0)) {
            let facts = Facts::Transfer { transfer: t.0, block };
            push(Rule::Configuration, t.0 % block != 0, facts);
        }
    }
    for c in &report.acceptance {
        if let Some(facts) = criterion_coverage(report, c) {
            out.push(Finding {
                benchmark: c.benchmark.clone(),
                rule: Rule::Coverage,
                flagged: true,
                facts,
            });
        }
    }
    out
}

/// A criterion's load outside the tested thread counts, or its peak at the last one.
fn criterion_coverage(report: &Report, c: &crate::model::Criterion) -> Option<Facts> {
    let b = report.benchmarks.iter().find(|b| b.id == c.benchmark)?;
    let s = (b.series.iter()).find(|s| s.operation == c.operation && !s.points.is_empty())?;
    let (first, last) = (s.points.first()?.threads, s.points.last()?.threads);
    let operation = c.operation.clone();
    match c.load {
        Load::Threads(lo, hi) if lo < first || hi > last => Some(Facts::LoadNotTested {
            operation,
            lo,
            hi,
            first,
            last,
        }),
        Load::Peak | Load::Sustained if s.points.len() > 1 => {
            let peak = analyse_series(s, b.direction, b.sustained_method, &[]).peak;
            (peak.threads == last).then_some(Facts::PeakAtEnd { operation, last })
        }
        _ => None,
    }
}

/// The shortest phase of a benchmark in seconds, and where that comes from.
fn shortest_phase(b: &Benchmark) -> Option<(f64, Timed)> {
    let tool = b.tool.to_ascii_lowercase();
    if tool == "fio" {
        let secs = b.params.get("shortest_run_s")?.parse().ok()?;
        return Some((secs, Timed::Log));
    }
    if tool == "ior" {
        let stonewall = b.commands.iter().find_map(|c| {
            let words: Vec<&str> = c.split_whitespace().collect();
            flag_value(&words, &["-D", "--deadlineForStonewalling"])?
                .parse::<f64>()
                .ok()
        });
        if let Some(secs) = stonewall.filter(|s| *s > 0.0) {
            return Some((secs, Timed::Stonewall));
        }
    }
    let to_bytes = b.unit.bytes_per_sec()?;
    (b.series.iter().flat_map(|s| &s.points))
        .filter_map(|p| {
            let data = per_thread(b, p.threads)?.saturating_mul(u64::from(p.threads));
            let how = Timed::Estimate {
                threads: p.threads,
                data,
                rate: p.value(),
                unit: b.unit,
            };
            (p.value() > 0.0).then(|| (data as f64 / (p.value() * to_bytes), how))
        })
        .min_by(|x, y| x.0.total_cmp(&y.0))
}

/// Whether an IOR or mdtest command runs one iteration (`-i 1`, or no
/// `-i`); `None` for other tools or without commands.
fn one_iteration(b: &Benchmark) -> Option<bool> {
    let tool = b.tool.to_ascii_lowercase();
    if !matches!(tool.as_str(), "ior" | "mdtest") || b.commands.is_empty() {
        return None;
    }
    Some(b.commands.iter().any(|c| {
        let words: Vec<&str> = c.split_whitespace().collect();
        flag_value(&words, &["-i"]).is_none_or(|n| n == "1")
    }))
}

/// Bytes each of `threads` threads writes or reads: the benchmark's file
/// size (or its rule), else IOR's `-b` × `-s` from its command.
fn per_thread(b: &Benchmark, threads: u32) -> Option<u64> {
    match (&b.file_size_rule, b.file_size) {
        (Some(r), _) => return Some(r.per_thread(threads).0),
        (None, Some(f)) => return Some(f.0),
        _ => {}
    }
    if !b.tool.eq_ignore_ascii_case("ior") {
        return None;
    }
    let words: Vec<&str> = b.commands.first()?.split_whitespace().collect();
    let flag = |f: &str| flag_value(&words, &[f]);
    let block: Size = flag("-b")?.parse().ok()?;
    let segments: u64 = flag("-s").map_or(Some(1), |s| s.parse().ok())?;
    Some(block.0.saturating_mul(segments))
}

/// A testbed or file-system value as a number or size (`16`, `"128 GiB"`).
fn setting<T: std::str::FromStr>(rows: &[(String, crate::model::LocalText)], key: &str) -> Option<T> {
    let (_, v) = rows.iter().find(|(k, _)| k == key)?;
    v.in_lang(crate::model::Lang::En).trim().parse().ok()
}

fn cache_facts(report: &Report, b: &Benchmark) -> Option<Facts> {
    if b.kind == BenchmarkKind::Metadata || direct_io(b) == Some(true) {
        return None;
    }
    let s = &report.solution;
    let nodes: u32 = setting(&s.testbed, "client_nodes")?;
    let pool: Option<Size> = setting(&s.filesystem, "pagepool_clients").or_else(|| setting(&s.filesystem, "pagepool"));
    let per_client = pool.or_else(|| setting(&s.testbed, "memory_per_node"))?.0;
    let threads = b.thread_counts();
    let factor = report.checks.cache_factor;
    // The thread count where the data set is smallest against the cache.
    (threads.into_iter())
        .filter_map(|t| {
            let clients = t.min(nodes).max(1);
            let data = per_thread(b, t)?.saturating_mul(u64::from(t));
            let cache = per_client.saturating_mul(u64::from(clients));
            Some(Facts::Cache {
                threads: t,
                data,
                cache,
                clients,
                pagepool: pool.is_some(),
                factor,
            })
        })
        .min_by(|x, y| ratio(x).total_cmp(&ratio(y)))
}

fn ratio(f: &Facts) -> f64 {
    match f {
        Facts::Cache { data, cache, .. } => *data as f64 / (*cache).max(1) as f64,
        _ => f64::INFINITY,
    }
}

/// Whether the benchmark's I/O bypasses the page cache: `Some(true)`
/// direct, `Some(false)` buffered, `None` when the report does not say.
fn direct_io(b: &Benchmark) -> Option<bool> {
    let words: Vec<&str> = b.commands.iter().flat_map(|c| c.split_whitespace()).collect();
    let said = |flags: &[&str]| (!words.is_empty()).then(|| words.iter().any(|w| flags.contains(w)));
    match b.tool.to_ascii_lowercase().as_str() {
        "fio" => (b.params.get("direct"))
            .map(|d| d.split(',').all(|v| v.trim() == "1"))
            .or_else(|| said(&["--direct=1", "direct=1"])),
        "iozone" => said(&["-I"]),
        "ior" => said(&["-B", "--posix.odirect"]),
        _ => None,
    }
}

/// An IOR command that writes and reads in one run, reading back what each
/// task wrote through the page cache.
fn ior_reads_back(command: &str) -> bool {
    let words: Vec<&str> = command.split_whitespace().collect();
    let has = |flags: &str| words.iter().any(|w| flags.split(' ').any(|f| f == *w));
    has("-w") == has("-r") && !has("-C -Z --reorderTasks --reorderTasksRandom -B --posix.odirect")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Direction, Point, Series};

    fn ior(command: &str, points: &[(u32, &[f64])]) -> Benchmark {
        let mut b = Benchmark::bare(
            "ior".into(),
            BenchmarkKind::SequentialN1,
            "IOR".into(),
            Unit::MiBps,
            Direction::Higher,
        );
        b.commands = vec![command.into()];
        b.series = vec![Series {
            operation: "write".into(),
            points: (points.iter())
                .map(|(t, it)| Point {
                    threads: *t,
                    iterations: it.to_vec(),
                })
                .collect(),
        }];
        b
    }

    #[test]
    fn the_shortest_phase_comes_from_the_log_the_stonewall_or_data_over_rate() {
        // 4 × 64 MiB at 32 MiB/s: 8 s; 1 × 64 MiB at 16 MiB/s: 4 s, the shortest.
        let mut b = ior("ior -w -t 1m -b 16m -s 4 -i 2", &[(1, &[15.0, 17.0]), (4, &[32.0])]);
        let Some((secs, Timed::Estimate { threads, data, .. })) = shortest_phase(&b) else {
            panic!("{:?}", shortest_phase(&b))
        };
        assert_eq!((secs, threads, data), (4.0, 1, 64 << 20));
        assert_eq!(one_iteration(&b), Some(false));
        b.commands = vec!["ior -w -t 1m -b 16m -D 45 -i 1".into()];
        assert_eq!(shortest_phase(&b), Some((45.0, Timed::Stonewall)));
        assert_eq!(one_iteration(&b), Some(true));
        b.commands = vec!["ior -w -t 1m -b ${Size}G".into()];
        assert_eq!(shortest_phase(&b), None);
        // No `-i`: IOR's default, one iteration.
        assert_eq!(one_iteration(&b), Some(true));
        b.tool = "fio".into();
        assert_eq!(shortest_phase(&b), None);
        assert_eq!(one_iteration(&b), None);
        b.params.insert("shortest_run_s".into(), "5.01".into());
        assert_eq!(shortest_phase(&b), Some((5.01, Timed::Log)));
    }

    #[test]
    fn ior_read_back_needs_both_phases_and_no_reordering() {
        assert!(ior_reads_back("ior -a POSIX -w -r -t 1m -b 16m -e"));
        assert!(ior_reads_back("ior -t 1m -b 256m -e -i 3"));
        assert!(!ior_reads_back("ior -a POSIX -w -r -C -t 1m -b 16m"));
        assert!(!ior_reads_back("ior -a POSIX -r -t 8m -b 128G"));
        assert!(!ior_reads_back("ior -w -r --posix.odirect -t 1m"));
    }
}

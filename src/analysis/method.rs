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
//!
//! A project switches a rule off with a reason (`[checks]`); the document
//! prints the reason instead of the rule's findings.

use crate::model::{Benchmark, BenchmarkKind, Report, Rule, Size};

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
    }
    out
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
    let per_thread = |t: u32| match (&b.file_size_rule, b.file_size) {
        (Some(r), _) => Some(r.per_thread(t).0),
        (None, Some(f)) => Some(f.0),
        _ => None,
    };
    let threads = b.thread_counts();
    let factor = report.checks.cache_factor;
    // The thread count where the data set is smallest against the cache.
    (threads.into_iter())
        .filter_map(|t| {
            let clients = t.min(nodes).max(1);
            let data = per_thread(t)?.saturating_mul(u64::from(t));
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
    let has = |flags: &[&str]| words.iter().any(|w| flags.contains(w));
    let (w, r) = (has(&["-w"]), has(&["-r"]));
    w == r
        && !has(&[
            "-C",
            "-Z",
            "--reorderTasks",
            "--reorderTasksRandom",
            "-B",
            "--posix.odirect",
        ])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ior_read_back_needs_both_phases_and_no_reordering() {
        assert!(ior_reads_back("ior -a POSIX -w -r -t 1m -b 16m -e"));
        assert!(ior_reads_back("ior -t 1m -b 256m -e -i 3"));
        assert!(!ior_reads_back("ior -a POSIX -w -r -C -t 1m -b 16m"));
        assert!(!ior_reads_back("ior -a POSIX -r -t 8m -b 128G"));
        assert!(!ior_reads_back("ior -w -r --posix.odirect -t 1m"));
    }
}

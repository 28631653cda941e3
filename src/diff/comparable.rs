//! What the diff refuses to judge: benchmarks of one id that are not the
//! same workload (another tool or kind), series with no thread count in
//! common, and what the current run lacks (missing, or never produced by
//! its tool version).

use super::result::{BenchmarkDiff, NotComparable, NotProduced, WorkloadDifference};
use crate::model::latency::parse_percentile;
use crate::model::{Benchmark, Direction, Run, Size};

/// The settings of two benchmarks of one id that differ, or, when they are
/// not the same workload at all (another tool or kind), why.
pub(super) fn workload(bb: &Benchmark, cb: &Benchmark) -> Result<Vec<WorkloadDifference>, String> {
    if !bb.tool.eq_ignore_ascii_case(&cb.tool) {
        return Err(format!(
            "another tool: {} in the baseline, {} in the current run",
            bb.tool, cb.tool
        ));
    }
    if bb.kind != cb.kind {
        return Err(format!(
            "another kind of benchmark: {} in the baseline, {} in the current run",
            bb.kind.as_str(),
            cb.kind.as_str()
        ));
    }
    let mut out = Vec::new();
    let mut differ = |what, b: Option<String>, c: Option<String>| {
        if let (Some(baseline), Some(current)) = (b, c) {
            if baseline != current {
                out.push(WorkloadDifference {
                    what,
                    baseline,
                    current,
                });
            }
        }
    };
    differ("commands", commands(bb), commands(cb));
    differ("transfer_size", bb.transfer_size.map(size), cb.transfer_size.map(size));
    differ("file_size", bb.file_size.map(size), cb.file_size.map(size));
    // Values only (a size, a count): what they are is the locale's label
    // of `what`, so a translated document has no English in it.
    differ(
        "file_size_rule",
        bb.file_size_rule.map(|r| size(r.total)),
        cb.file_size_rule.map(|r| size(r.total)),
    );
    let files = |b: &Benchmark| b.distribution.as_ref().map(|d| d.files_per_directory.to_string());
    differ("distribution", files(bb), files(cb));
    Ok(out)
}

/// The command lines, in order, each with its blanks collapsed (a
/// reformatted script runs the same command) and the tool's own path cut to
/// its name (`/opt/ior-3.3.0/bin/ior` is `ior`: where the tool is installed
/// is not the workload); `None` when none were recorded. Nothing else is
/// normalised: an output path or a host name that differs is said.
fn commands(b: &Benchmark) -> Option<String> {
    let tool = |word: &str| {
        let name = word.rsplit('/').next().unwrap_or(word);
        if name.eq_ignore_ascii_case(&b.tool) {
            name.to_string()
        } else {
            word.to_string()
        }
    };
    let lines: Vec<String> = (b.commands.iter())
        .map(|c| c.split_whitespace().map(tool).collect::<Vec<_>>().join(" "))
        .collect();
    (!lines.is_empty()).then(|| lines.join(" ; "))
}

fn size(s: Size) -> String {
    let (n, unit) = s.split_binary();
    format!("{n} {unit}")
}

/// A compared series with no thread count in common, as not comparable.
pub(super) fn disjoint_series(d: &BenchmarkDiff) -> Vec<NotComparable> {
    let list = |t: &[u32]| t.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    (d.series.iter())
        .filter(|s| s.points.is_empty())
        .map(|s| NotComparable {
            what: format!("{}/{}", d.id, s.operation),
            reason: format!(
                "no thread count in common (baseline: {}; current run: {})",
                list(&s.only_baseline),
                list(&s.only_current)
            ),
        })
        .collect()
}

/// A latency benchmark of the baseline (`<id>-mean`, `<id>-p99`: see
/// `Sweep::percentile_benchmark`) that the current run lacks while it has
/// benchmark `<id>` from another version of the tool: that version does
/// not produce it (IOR prints latency from 3.3 on).
pub(super) fn not_produced(base: &Run, cur: &Run, bb: &Benchmark) -> Option<NotProduced> {
    if bb.section || bb.direction != Direction::Lower || !bb.unit.is_time() {
        return None;
    }
    let parent = base.benchmarks.iter().find(|p| {
        bb.id
            .strip_prefix(&p.id)
            .and_then(|s| s.strip_prefix('-'))
            .is_some_and(|stat| stat == "mean" || parse_percentile(&stat.replace('-', ".")).is_some())
    })?;
    let current = cur.benchmarks.iter().find(|c| c.id == parent.id)?;
    let version = |b: &Benchmark| {
        b.tool_version
            .clone()
            .unwrap_or_else(|| "(version not recorded)".into())
    };
    let (was, now) = (version(bb), version(current));
    (was != now && current.tool.eq_ignore_ascii_case(&bb.tool)).then(|| NotProduced {
        what: bb.id.clone(),
        tool: current.tool.clone(),
        version: now,
        baseline_version: was,
    })
}

/// What the baseline has and the current run lacks: benchmarks, series
/// (`id/op`) and thread counts (`id/op@256,512`: one entry per series), in
/// the baseline's order;
/// not what is not comparable or not produced (listed apart).
pub(super) fn missing(
    base: &Run,
    compared: &[BenchmarkDiff],
    not_comparable: &[NotComparable],
    not_produced: &[NotProduced],
) -> Vec<String> {
    let mut out = Vec::new();
    for b in &base.benchmarks {
        if not_comparable.iter().any(|n| n.what == b.id) || not_produced.iter().any(|n| n.what == b.id) {
            continue;
        }
        let Some(d) = compared.iter().find(|d| d.id == b.id) else {
            out.push(b.id.clone());
            continue;
        };
        out.extend(d.only_baseline_ops.iter().map(|op| format!("{}/{op}", b.id)));
        for s in d.series.iter().filter(|s| !s.only_baseline.is_empty()) {
            let threads: Vec<String> = s.only_baseline.iter().map(u32::to_string).collect();
            out.push(format!("{}/{}@{}", b.id, s.operation, threads.join(",")));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::model::{Benchmark, BenchmarkKind, Direction, Point, Provenance, Run, Series, Unit};

    /// A run of IOR `version`: bandwidth, and its latency benchmark when
    /// `latency`.
    fn run(version: &str, latency: bool) -> Run {
        let series = |op: &str| Series {
            operation: op.into(),
            points: vec![Point {
                threads: 4,
                iterations: vec![2.0],
            }],
        };
        let mut bw = Benchmark::bare(
            "ior".into(),
            BenchmarkKind::SequentialN1,
            "IOR".into(),
            Unit::MiBps,
            Direction::Higher,
        );
        bw.tool_version = Some(version.into());
        bw.series = vec![series("write")];
        let mut lat = Benchmark::bare(
            "ior-mean".into(),
            BenchmarkKind::SequentialN1,
            "IOR".into(),
            Unit::Ms,
            Direction::Lower,
        );
        (lat.tool_version, lat.section, lat.series) = (Some(version.into()), false, vec![series("write")]);
        Run {
            report: "r".into(),
            origin: "x".into(),
            provenance: Provenance::Measured,
            benchmarks: if latency { vec![bw, lat] } else { vec![bw] },
            criteria: Vec::new(),
        }
    }

    #[test]
    fn a_latency_benchmark_is_not_produced_only_by_another_version() {
        let base = run("3.3.0", true);
        let d = crate::diff::diff(&base, &run("3.2.1", false), &[], 5.0).unwrap();
        assert_eq!((d.missing.len(), d.not_produced.len()), (0, 1));
        assert_eq!(
            (d.not_produced[0].what.as_str(), d.not_produced[0].version.as_str()),
            ("ior-mean", "3.2.1")
        );
        // The same version should have printed it: missing.
        let d = crate::diff::diff(&base, &run("3.3.0", false), &[], 5.0).unwrap();
        assert_eq!(d.missing, ["ior-mean"]);
        assert!(d.not_produced.is_empty());
    }
}

use super::super::SweepCell;
use super::*;

#[test]
fn file_size_rule_shares_the_total_within_bounds() {
    let gib = |n: u64| Size(n << 30);
    // Seed 003: 4096 GiB over the threads, at most 256 GiB (one client's 2 × RAM).
    let cap = FileSizeRule {
        total: gib(4096),
        min_per_thread: None,
        max_per_thread: Some(gib(256)),
    };
    assert_eq!(cap.per_thread(1), gib(256));
    assert_eq!(cap.per_thread(16), gib(256));
    assert_eq!(cap.per_thread(32), gib(128));
    let floor = FileSizeRule {
        total: gib(8192),
        min_per_thread: Some(gib(16)),
        max_per_thread: None,
    };
    assert_eq!(floor.per_thread(1024), gib(16));
    assert_eq!(floor.per_thread(2), gib(4096));
}

#[test]
fn distribution_is_computed_not_typed() {
    let d = Distribution {
        files_per_directory: 1024,
        layout: DirLayout::TotalFiles(2_097_152),
        file_size: None,
    };
    assert_eq!(d.at(1), Some((2048, 2_097_152)));
    assert_eq!(d.at(512), Some((4, 2_097_152)));
    assert_eq!(d.at(3), None, "does not divide evenly");
    let mut m = BTreeMap::new();
    m.insert(64, 8);
    let d = Distribution {
        files_per_directory: 3000,
        layout: DirLayout::PerThread(m),
        file_size: None,
    };
    assert_eq!(d.at(64), Some((8, 1_536_000)));
    assert_eq!(d.at(2), None);
}

fn cell(op: &str, at: Vec<u64>, p99: f64) -> SweepCell {
    SweepCell {
        operation: op.into(),
        threads: at.get(1).copied().unwrap_or(1) as u32,
        at,
        throughput: 1.0,
        mean: None,
        percentiles: vec![(99.0, p99)],
        also: Default::default(),
    }
}

#[test]
fn a_mean_only_sweep_is_judged_and_named_by_its_mean() {
    let mut c = cell("write", vec![4], 9.0);
    c.percentiles.clear();
    c.mean = Some(250.0);
    let s = Sweep {
        axes: vec!["threads".into()],
        unit: Unit::Us,
        percentile: 99.0,
        bound: None,
        mean_only: true,
        kind: None,
        cells: vec![c],
    };
    assert_eq!(s.latency_of(&s.cells[0]), Some(250.0));
    assert_eq!(s.statistic_name(), "mean");
    let b = Benchmark::bare(
        "ior".into(),
        BenchmarkKind::SequentialNN,
        "IOR".into(),
        Unit::MiBps,
        Direction::Higher,
    );
    let p = s.percentile_benchmark(&b).unwrap();
    assert_eq!(p.id, "ior-mean");
    assert_eq!(p.series[0].points[0].value(), 250.0);
}

#[test]
fn percentile_benchmark_is_lower_is_better_over_threads() {
    let s = Sweep {
        axes: vec!["iodepth".into(), "threads".into()],
        unit: Unit::Us,
        percentile: 99.9,
        bound: None,
        mean_only: false,
        kind: None,
        cells: vec![
            SweepCell {
                percentiles: vec![(99.9, 7.0)],
                ..cell("read", vec![4, 2], 3.0)
            },
            SweepCell {
                percentiles: vec![(99.9, 5.0)],
                ..cell("read", vec![4, 1], 3.0)
            },
            cell("read", vec![8, 1], 3.0),
        ],
    };
    let b = Benchmark::bare(
        "rand".into(),
        BenchmarkKind::RandomNN,
        "fio".into(),
        Unit::Iops,
        Direction::Higher,
    );
    let p = s.percentile_benchmark(&b).unwrap();
    assert_eq!(p.id, "rand-p99-9");
    assert_eq!((p.unit, p.direction, p.section), (Unit::Us, Direction::Lower, false));
    assert_eq!(p.series.len(), 1, "the qd8 cell has no p99.9");
    assert_eq!(p.noise_cv, None);
    assert_eq!(p.series[0].operation, "read-qd4");
    let pts: Vec<(u32, f64)> = p.series[0].points.iter().map(|x| (x.threads, x.value())).collect();
    assert_eq!(pts, [(1, 5.0), (2, 7.0)]);
}

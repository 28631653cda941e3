//! Tests of `latency`.

use super::*;

const CSV: &str = "operation,threads,iodepth,iteration,throughput,mean,p50,p99,p99.9\n\
    read,1,1,1,5000,190,180,250,3000\n\
    read,1,1,2,7000,210,200,350,\n\
    read,1,4,1,9000,400,380,900,5000\n";

#[test]
fn rows_become_cells_and_iterations_average() {
    let axes = vec!["iodepth".to_string()];
    let cells = parse_cells(Path::new("l.csv"), CSV.as_bytes(), &axes).unwrap();
    assert_eq!(cells.len(), 2);
    assert_eq!(
        (cells[0].at.clone(), cells[0].throughput, cells[0].mean),
        (vec![1], 6000.0, Some(200.0))
    );
    assert_eq!(cells[0].at_percentile(99.0), Some(300.0));
    assert_eq!(
        cells[0].at_percentile(99.9),
        Some(3000.0),
        "an empty cell is not a zero"
    );
    assert_eq!(cells[1].percentiles.len(), 3);
}

#[test]
fn a_quoted_operation_as_ingest_writes_it_is_read_without_its_quote() {
    let csv = "operation,threads,throughput\n'-x,1,5000\n";
    let cells = parse_cells(Path::new("l.csv"), csv.as_bytes(), &[]).unwrap();
    assert_eq!(cells[0].operation, "-x");
}

#[test]
fn fios_other_latencies_are_kept_per_cell_and_averaged() {
    let csv = "operation,threads,iodepth,throughput,mean,p99,lat_mean,slat_mean,lat_p99\n\
        read,1,1,5000,190,250,200,10,260\n\
        read,1,1,7000,210,350,220,,280\n";
    let cells = parse_cells(Path::new("l.csv"), csv.as_bytes(), &["iodepth".to_string()]).unwrap();
    let also: Vec<(&str, f64)> = cells[0].also.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    assert_eq!(also, [("lat_mean", 210.0), ("lat_p99", 270.0), ("slat_mean", 10.0)]);
    assert!(["clat_mean", "lat_p99.9", "slat_mean"].iter().all(|h| is_also(h)));
    assert!(!["qlat_mean", "lat_p100", "lat_", "lat"].iter().any(|h| is_also(h)));
}

#[test]
fn bad_tables_name_line_and_column() {
    let axes = vec!["iodepth".to_string()];
    let e = parse_cells(Path::new("l.csv"), b"operation,threads,throughput\nread,1,5\n", &axes).unwrap_err();
    assert!(e.to_string().contains("no `iodepth` column"), "{e}");
    let e = parse_cells(
        Path::new("l.csv"),
        b"operation,threads,iodepth,throughput,p99\nread,1,4,5,NaN\n",
        &axes,
    )
    .unwrap_err();
    assert!(e.to_string().starts_with("l.csv: line 2, column 5 (`p99`)"), "{e}");
    let e = parse_cells(
        Path::new("l.csv"),
        b"operation,threads,iodepth,throughput,p100\n",
        &axes,
    )
    .unwrap_err();
    assert!(e.to_string().contains("column 5 (`p100`): unknown column"), "{e}");
    let e = parse_cells(
        Path::new("l.csv"),
        b"operation,threads,iodepth,throughput\nRead,1,1,5\n",
        &axes,
    )
    .unwrap_err();
    assert!(e.to_string().contains("column 1"), "{e}");
    let e = parse_cells(
        Path::new("l.csv"),
        b"operation,threads,iodepth,throughput\nread,0,1,5\n",
        &axes,
    )
    .unwrap_err();
    assert!(e.to_string().contains("not a thread count"), "{e}");
}

#[test]
fn bounds_are_durations_in_the_sweep_unit() {
    assert!((parse_bound("1 ms", Unit::Us).unwrap() - 1000.0).abs() < 1e-9);
    assert!((parse_bound("250us", Unit::Ms).unwrap() - 0.25).abs() < 1e-12);
    assert!(parse_bound("1 GB/s", Unit::Us).is_err());
    assert!(parse_bound("0 ms", Unit::Us).is_err());
    assert!(parse_bound("fast", Unit::Us).is_err());
}

use super::*;

#[test]
fn human_latency_units() {
    assert_eq!(human_us("412us"), Some(412.0));
    assert_eq!(human_us("3.07ms"), Some(3070.0));
    assert_eq!(human_us("1.20s"), Some(1_200_000.0));
    assert_eq!(human_us("fast"), None);
}

#[test]
fn a_table_with_latency_lines_gives_mean_and_percentiles() {
    let t = [
        "COMMAND LINE: \"elbencho\" \"-t\" \"4\" \"--lat\" \"/f\"",
        "OPERATION RESULT TYPE        FIRST DONE  LAST DONE",
        "========= ================   ==========  =========",
        "READ      Elapsed ms       :       1000       1200",
        "          IOPS             :        500        400",
        "          Throughput MiB/s :        500        400",
        "          IO latency       : [ min=10us avg=2.50ms max=9.00ms ]",
        "          IO lat % us      : [ 1%<=12 50%<=2048 75%<=3000 99%<=8192 99.9%<=8700 ]",
        "---",
        "",
    ]
    .join("\n");
    let t = t.as_str();
    let runs = parse(t).unwrap();
    let r = &runs[0];
    assert_eq!(r.points[0].threads, 4);
    assert_eq!((r.points[0].operation.as_str(), r.points[0].value), ("read", 400.0));
    assert_eq!(r.params.get("first_done.read").map(String::as_str), Some("500"));
    let l = &r.latency[0];
    assert_eq!((l.iops, l.kind.as_str()), (400.0, "io"));
    assert!((l.mean_s.unwrap() - 2.5e-3).abs() < 1e-12);
    assert_eq!(l.percentiles.len(), 5);
    assert!((l.percentiles[3].1 - 8192e-6).abs() < 1e-12);
}

#[test]
fn no_thread_count_or_no_data_phase_is_an_error() {
    let e = parse("OPERATION RESULT TYPE  FIRST DONE  LAST DONE\nWRITE Elapsed ms : 1 2\n").unwrap_err();
    assert!(e.message.contains("no thread count"), "{}", e.message);
    let e = parse("COMMAND LINE: \"elbencho\" \"-t\" \"2\"\nOPERATION RESULT TYPE FIRST DONE LAST DONE\nMKDIRS Elapsed ms : 1 2\n").unwrap_err();
    assert!(e.message.contains("no WRITE or READ"), "{}", e.message);
}

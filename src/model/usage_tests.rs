use super::*;

#[test]
fn taken_splits_into_utc_fields_and_refuses_years_past_i32() {
    assert_eq!(Taken(0).civil(), Some((1970, 1, 1, 0, 0, 0)));
    assert_eq!(Taken(1_700_000_000).civil(), Some((2023, 11, 14, 22, 13, 20)));
    assert_eq!(Taken(-1).civil(), Some((1969, 12, 31, 23, 59, 59)));
    assert_eq!(Taken(i64::MAX).civil(), None);
}

fn e(key: &str, files: u64, bytes: u64) -> Entry {
    Entry {
        key: key.into(),
        files,
        bytes,
    }
}

#[test]
fn growth_is_sorted_by_bytes_gained_and_covers_both_sides() {
    let before = [e("alice", 10, 1000), e("bob", 5, 500), e("carol", 4, 400)];
    let after = [e("bob", 8, 2500), e("alice", 12, 1000), e("dave", 3, 300)];
    let g = growth(&before, &after);
    let keys: Vec<&str> = g.iter().map(|g| g.key.as_str()).collect();
    // bob +2000, dave +300 (new), alice +0 bytes but +2 files, carol -400 (gone).
    assert_eq!(keys, ["bob", "dave", "alice", "carol"]);
    assert_eq!((g[0].bytes(), g[0].files()), (2000, 3));
    assert_eq!(g[0].bytes_pct(), Some(400.0));
    assert_eq!(g[0].files_pct(), Some(60.0));
    assert_eq!((g[1].bytes(), g[1].bytes_pct()), (300, None));
    assert_eq!((g[2].bytes(), g[2].files(), g[2].bytes_pct()), (0, 2, Some(0.0)));
    assert_eq!((g[3].bytes(), g[3].files(), g[3].bytes_pct()), (-400, -4, Some(-100.0)));
    assert_eq!(g[3].after, FilesBytes::default());
}

#[test]
fn growth_ties_fall_back_to_files_then_key_and_extremes_do_not_overflow() {
    let g = growth(&[], &[e("b", 1, 10), e("a", 1, 10), e("c", 2, 10)]);
    let keys: Vec<&str> = g.iter().map(|g| g.key.as_str()).collect();
    assert_eq!(keys, ["c", "a", "b"]);
    let g = growth(&[e("x", u64::MAX, u64::MAX)], &[e("x", 0, 0)]);
    assert_eq!(g[0].bytes(), -i128::from(u64::MAX));
    assert_eq!(g[0].bytes_pct(), Some(-100.0));
    assert!(growth(&[], &[]).is_empty());
}

#[test]
fn taken_times_round_trip() {
    for (text, secs) in [
        ("1970-01-01T00:00:00Z", 0),
        ("2024-02-29T23:59:59Z", 1_709_251_199),
        ("1969-12-31T23:59:59Z", -1),
    ] {
        assert_eq!(Taken(secs).to_string(), text);
        assert_eq!(Taken::parse(text), Some(Taken(secs)));
    }
    assert_eq!(Taken::parse("2024-03-01"), Some(Taken(1_709_251_200)));
    assert_eq!(Taken(1_709_251_199).ymd(), (2024, 2, 29));
    assert_eq!(Taken::parse("2024-03-01 00:00:01Z"), Some(Taken(1_709_251_201)));
    assert_eq!(Taken::parse("1700000000"), Some(Taken(1_700_000_000)));
    for bad in [
        "",
        "2023-02-29",
        "2024-13-01",
        "2024-01-01T24:00:00Z",
        "2024-01-01T00:00:00",
        "yesterday",
        "-5",
    ] {
        assert_eq!(Taken::parse(bad), None, "{bad}");
    }
}

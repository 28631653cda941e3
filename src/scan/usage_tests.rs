use super::*;

#[test]
fn short_and_long_keys_are_kept_apart_and_named_in_finish() {
    let mut t = Tally::new(1, None);
    let mut f = |name: &[u8], fileset: &[u8]| {
        let c = t.add_file(file(1, 0), name, &[]);
        t.add_fileset(fileset, c);
    };
    f(b"a.h5", b"proj");
    f(b"b.h5", b"proj\0");
    f(b"c.abcdefghijklmnop", b"a-fileset-of-16b");
    f(b"d.H5", b"");
    let u = t.finish(&[], 10, |u| u.to_string(), None).unwrap();
    let keys = |v: &[Entry]| v.iter().map(|e| format!("{}={}", e.key, e.files)).collect::<Vec<_>>();
    assert_eq!(keys(&u.types), ["h5=3", "abcdefghijklmnop=1"]);
    assert_eq!(keys(&u.filesets), ["=1", "a-fileset-of-16b=1", "proj=1", "proj\0=1"]);
}

fn file(size: u64, mtime: i64) -> FileFacts {
    FileFacts {
        size,
        allocated: Some(size / 2),
        uid: 7,
        mtime,
    }
}

#[test]
fn odd_times_are_counted_apart_and_sums_do_not_overflow() {
    let taken = 1_700_000_000;
    let mut t = Tally::new(1, Some(taken));
    t.add_file(file(10, -86_400 * 400), b"a.old", &[]); // 1968
    t.add_file(file(20, taken + 10), b"b.new", &[]); // after the scan
    t.add_file(file(30, taken - 10), b"c.now", &[]);
    let u = t
        .clone()
        .finish(&[], 10, |u| u.to_string(), Some(Taken(taken)))
        .unwrap();
    assert_eq!((u.before_1970.files, u.before_1970.bytes), (1, 10));
    assert_eq!((u.future.files, u.future.bytes), (1, 20));
    assert_eq!(u.months.len(), 1);
    assert_eq!(
        (u.months[0].month.to_string(), u.months[0].bytes),
        ("2023-11".into(), 30)
    );
    assert_eq!(u.totals.allocated, Some(30));
    // Without a time, a late file is an ordinary month.
    let u = t.finish(&[], 10, |u| u.to_string(), None).unwrap();
    assert_eq!((u.future.files, u.months.len()), (0, 1));
    // Two files of 2^63 bytes: the sum is kept exactly, then refused.
    let mut t = Tally::new(1, None);
    t.add_file(file(1 << 63, 0), b"x", &[]);
    t.add_file(file(1 << 63, 0), b"y", &[]);
    let e = t.finish(&[], 10, |u| u.to_string(), None).unwrap_err();
    assert!(e.to_string().contains("18446744073709551616"), "{e}");
}

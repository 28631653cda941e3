use super::*;

#[test]
fn words_split_as_split_whitespace_does() {
    for line in [
        "write     1937.12    1941.41   0   ",
        "a\x0bb\x0cc\rd\te  f",
        "",
        "   ",
        "caf\u{e9} \u{a0}x\u{3000}y z",
    ] {
        let mut got = Vec::new();
        words(line, &mut got);
        assert_eq!(got, line.split_whitespace().collect::<Vec<_>>(), "{line:?}");
    }
}

/// Lines of many lengths made of blanks, the bytes next to them in
/// value, and others.
#[test]
fn words_split_as_split_whitespace_does_on_every_block_edge() {
    let alphabet = b" \t\n\x0b\x0c\r\x08\x0e\x1f!a9\x7f";
    let mut rng = crate::rng::SplitMix64(0x9e37_79b9_7f4a_7c15);
    for len in 0..200 {
        for _ in 0..20 {
            let line = rng.ascii(alphabet, len);
            let mut got = Vec::new();
            words(&line, &mut got);
            assert_eq!(got, line.split_whitespace().collect::<Vec<_>>(), "{line:?}");
        }
    }
}

/// The number reader before it parsed in one pass: a strict grammar
/// check, then `str::parse`.
fn strict_number(tok: &str) -> Option<f64> {
    let b = tok.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    let digits_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let mut digits = i - digits_start;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let frac_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        digits += i - frac_start;
    }
    if digits == 0 {
        return None;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return None;
        }
    }
    if i != b.len() {
        return None;
    }
    tok.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// Every word of every fixture log and random short strings over the
/// characters of numbers read the same (bit for bit) as before.
#[test]
fn numbers_parse_as_the_strict_check_then_parse_did() {
    let same = |w: &str| {
        let (a, b) = (number(w), strict_number(w));
        assert_eq!(a.map(f64::to_bits), b.map(f64::to_bits), "{w:?}");
    };
    let mut words_seen = 0;
    for text in crate::ingest::raw::fixture_walk::texts("") {
        for w in text.split(|c: char| c.is_whitespace() || c == ',' || c == '"' || c == ':') {
            same(w);
            words_seen += 1;
        }
    }
    assert!(words_seen > 10_000, "{words_seen} words");
    let alphabet = b"0123456789.+-eEinfatyINF_ x";
    let mut rng = crate::rng::SplitMix64(0x2545_f491_4f6c_dd1d);
    for len in 0..12 {
        for _ in 0..5_000 {
            let w = rng.ascii(alphabet, len);
            same(&w);
        }
    }
    // Random decimals as tools print them, and the edges of the range.
    for _ in 0..100_000 {
        let state = rng.next_u64();
        let digits = (state % 10_000_000_000) as f64;
        let scale = 10f64.powi((state >> 40) as i32 % 12);
        same(&format!("{}", digits / scale));
        same(&format!("{:.6}", digits / scale));
        same(&format!("{:e}", digits * scale));
    }
    for w in [
        "1e308", "1e309", "-1e309", "4.9e-324", "1e-400", "0", "-0", "1.", ".5", "+.5",
    ] {
        same(w);
    }
}

#[test]
fn numbers_are_strict() {
    assert_eq!(number("1705.06"), Some(1705.06));
    assert_eq!(number("-1e3"), Some(-1000.0));
    assert_eq!(number(".5"), Some(0.5));
    for bad in ["", "inf", "nan", "NA", "1.2.3", "1e", "12a", "-", "."] {
        assert_eq!(number(bad), None, "{bad}");
    }
}

#[test]
fn sizes_in_bytes() {
    assert_eq!(size_bytes("16 MiB"), Some(16 << 20));
    assert_eq!(size_bytes("262144 bytes"), Some(262_144));
    assert_eq!(size_bytes("3K"), Some(3072));
    assert_eq!(size_bytes("4096B"), Some(4096));
    assert_eq!(size_bytes("1024KiB"), Some(1 << 20));
    assert_eq!(size_bytes("42.67 GiB"), None);
    assert_eq!(size_bytes("1.5 KiB"), Some(1536));
    assert_eq!(size_bytes("ten"), None);
}

#[test]
fn glued_numbers_split_on_fixed_decimals() {
    let mut v = Vec::new();
    assert!(split_glued("1234.5671234.567", 3, &mut v));
    assert_eq!(v, vec![Some(1234.567), Some(1234.567)]);
    v.clear();
    assert!(split_glued("NA", 3, &mut v));
    assert_eq!(v, vec![None]);
    v.clear();
    assert!(!split_glued("12.3x", 3, &mut v));
    assert!(v.is_empty());
}

#[test]
fn lines_know_their_numbers_and_ends() {
    let v: Vec<_> = lines("a\r\nb\nc").collect();
    assert_eq!(v.len(), 3);
    assert_eq!((v[0].no, v[0].text, v[0].complete), (1, "a", true));
    assert_eq!((v[2].no, v[2].text, v[2].complete), (3, "c", false));
    assert_eq!(line_of("a\nb\nc", 4), 3);
}

#[test]
fn uints_are_digits_only() {
    for (tok, want) in [
        ("0", Some(0)),
        ("007", Some(7)),
        ("18446744073709551615", Some(u64::MAX)),
    ] {
        assert_eq!(uint(tok), want, "{tok:?}");
    }
    for tok in ["", "+1", "-1", "1 ", "1.0", "18446744073709551616"] {
        assert_eq!(uint(tok), None, "{tok:?}");
    }
}

#[test]
fn flag_values_inline_or_next_word() {
    let args = ["prog", "-n", "1000", "--threads=8", "-u", "-w"];
    assert_eq!(flag_value(&args, &["-n"]), Some("1000"));
    assert_eq!(flag_value(&args, &["--threads", "-t"]), Some("8"));
    assert_eq!(flag_value(&args, &["-u"]), Some("-w"));
    assert_eq!(flag_value(&args, &["-w"]), None);
    assert_eq!(flag_value(&args, &["-t"]), None);
    assert_eq!(flag_value(&["-nx"], &["-n"]), None);
    // Given twice, the last value is the one the tool used.
    let twice = ["mdtest", "-n", "10", "-d", "/a", "-n=20", "--threads", "4", "-t", "6"];
    assert_eq!(flag_value(&twice, &["-n"]), Some("20"));
    assert_eq!(flag_value(&twice, &["--threads", "-t"]), Some("6"));
}

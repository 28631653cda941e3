//! Byte scanners for the hot path of text logs: splitting a line into words
//! eight bytes at a time, the trailing blanks of a `key   :` label, `trim`,
//! unsigned integers and the plain decimals tools print, read without the
//! general parsers. Each gives exactly what the simple version in `std` gives
//! (tests below compare them on every fixture line and on random input);
//! they exist because a long IOR log spends most of its time here.

/// Every byte's high bit.
const HI: u64 = 0x8080_8080_8080_8080;
/// Every byte's low seven bits.
const LO: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// One in every byte.
const ONES: u64 = 0x0101_0101_0101_0101;

/// High bit of each byte of `v` that is zero (exact: no false positives).
fn zero_bytes(v: u64) -> u64 {
    !(((v & LO).wrapping_add(LO)) | v | LO)
}

/// High bit of each byte of an ASCII word `v` that `char::is_whitespace`
/// accepts: space, and `\t` to `\r`. (`b + 0x77` reaches the high bit
/// from 9 on, `b + 0x72` from 14 on; an ASCII byte never carries.)
fn blank_bytes(v: u64) -> u64 {
    let space = zero_bytes(v ^ (ONES * u64::from(b' ')));
    let from_tab = v.wrapping_add(ONES * 0x77);
    let from_14 = v.wrapping_add(ONES * 0x72);
    (space | (from_tab & !from_14)) & HI
}

/// The high bits of the eight bytes as one bit per byte (byte `k` → bit `k`).
fn gather(hi: u64) -> u32 {
    ((hi >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// `line.split_whitespace()` into `out`. ASCII lines (every results row) go
/// eight bytes at a time: a mask of the blank bytes, whose edges are the
/// words' starts and ends; a line with any other byte goes to `std`.
pub(super) fn words<'a>(line: &'a str, out: &mut Vec<&'a str>) {
    let b = line.as_bytes();
    let before = out.len();
    // Whether the byte before the current block is part of a word, and
    // where that word started.
    let mut in_word = false;
    let mut start = 0;
    let mut base = 0;
    while base < b.len() {
        let v = match b.get(base..base + 8) {
            Some(block) => u64::from_le_bytes(block.try_into().unwrap_or([b' '; 8])),
            None => {
                // The tail, padded with blanks (which end a word at the line's end).
                let mut block = [b' '; 8];
                block[..b.len() - base].copy_from_slice(&b[base..]);
                u64::from_le_bytes(block)
            }
        };
        if v & HI != 0 {
            out.truncate(before);
            out.extend(line.split_whitespace());
            return;
        }
        // Without control bytes, the blanks are the bytes up to a space
        // (`b + 0x60` and `b + 0x5f` reach the high bit above `0x1f` and
        // `0x20`); with them, the full test.
        let blank = if !v.wrapping_add(ONES * 0x60) & HI == 0 {
            !v.wrapping_add(ONES * 0x5f) & HI
        } else {
            blank_bytes(v)
        };
        let word = !gather(blank) & 0xff;
        // A bit where a word starts or ends (the first blank after it).
        let mut edges = (word ^ ((word << 1) | u32::from(in_word))) & 0xff;
        while edges != 0 {
            let at = base + edges.trailing_zeros() as usize;
            edges &= edges - 1;
            if in_word {
                // ASCII: every byte index is a character boundary.
                out.push(&line[start..at]);
            } else {
                start = at;
            }
            in_word = !in_word;
        }
        base += 8;
    }
    if in_word {
        out.push(&line[start..]);
    }
}

/// Where `key` ends once trailing spaces and tabs are dropped: the length of
/// `b[..end]` less those blanks. IOR pads its labels to a column with
/// spaces, which are skipped eight at a time.
pub(super) fn trim_label_end(b: &[u8], mut end: usize) -> usize {
    const SPACES: u64 = ONES * b' ' as u64;
    while end >= 8 {
        let block = &b[end - 8..end];
        if u64::from_le_bytes(block.try_into().unwrap_or([0; 8])) != SPACES {
            break;
        }
        end -= 8;
    }
    while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
        end -= 1;
    }
    end
}

/// Powers of ten a double holds exactly.
const POW10: [f64; 16] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/// A plain decimal (`-12`, `1937.12`, `.5`, `1.`): an optional sign, at
/// most 15 digits with at most one point, nothing else. Its digits as an
/// integer and the power of ten to divide by are both exact in a double,
/// and one division rounds correctly, so the value is the one `str::parse`
/// gives (its own fast path is the same). Anything else → `None`, for the
/// general parser.
pub(super) fn plain_decimal(tok: &[u8]) -> Option<f64> {
    let (neg, digits) = match tok.first()? {
        b'-' => (true, &tok[1..]),
        b'+' => (false, &tok[1..]),
        _ => (false, tok),
    };
    // Longer has more than 15 digits or more than one point; up to 16
    // bytes the value cannot overflow (below 10^16).
    if digits.len() > 16 {
        return None;
    }
    let mut mantissa: u64 = 0;
    let mut i = 0;
    while let Some(d) = digits.get(i).map(|c| c.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        mantissa = mantissa * 10 + u64::from(d);
        i += 1;
    }
    let mut scale = 0;
    let point = digits.get(i) == Some(&b'.');
    if point {
        i += 1;
        while let Some(d) = digits.get(i).map(|c| c.wrapping_sub(b'0')).filter(|&d| d <= 9) {
            mantissa = mantissa * 10 + u64::from(d);
            i += 1;
            scale += 1;
        }
    }
    // Digits only, with at most one point, 1 to 15 of them.
    let n = i - usize::from(point);
    if i != digits.len() || n == 0 || n > 15 {
        return None;
    }
    // `scale <= n <= 15`: a valid index.
    let v = mantissa as f64 / POW10[scale];
    Some(if neg { -v } else { v })
}

/// `s.trim()`, by bytes while the ends are ASCII (they almost always are):
/// `str::trim` decodes characters from both ends, a cost on every log line.
/// A non-ASCII byte at either end hands that end to the `char` version, so
/// the result is the same for every input.
pub(super) fn trim(s: &str) -> &str {
    // ASCII characters that `char::is_whitespace` accepts: space, `\t`..=`\r`.
    let blank = |c: u8| c == b' ' || (b'\t'..=b'\r').contains(&c);
    let b = s.as_bytes();
    // Most lines and values have nothing to trim: ASCII at both ends that
    // is above the blanks.
    let solid = |c: &u8| (b'!'..0x80).contains(c);
    if b.first().is_some_and(solid) && b.last().is_some_and(solid) {
        return s;
    }
    let mut start = 0;
    while start < b.len() && blank(b[start]) {
        start += 1;
    }
    if start < b.len() && !b[start].is_ascii() {
        return s[start..].trim();
    }
    let mut end = b.len();
    while end > start && blank(b[end - 1]) {
        end -= 1;
    }
    if end > start && !b[end - 1].is_ascii() {
        return s[start..end].trim_end();
    }
    // Both cuts are next to ASCII bytes: character boundaries.
    &s[start..end]
}

/// A non-negative integer that fits `u64`.
pub(super) fn uint(tok: &str) -> Option<u64> {
    // Digits only (no sign), in one pass; up to 19 digits cannot overflow.
    if tok.is_empty() {
        return None;
    }
    if tok.len() <= 19 {
        let mut v = 0u64;
        for c in tok.bytes() {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            v = v * 10 + u64::from(d);
        }
        return Some(v);
    }
    tok.bytes().try_fold(0u64, |v, c| {
        let d = c.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v.checked_mul(10)?.checked_add(u64::from(d))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of every fixture log, as text: the lines the scanners
    /// meet in practice.
    fn fixture_lines() -> Vec<String> {
        let lines = crate::ingest::raw::fixture_walk::lines("");
        assert!(lines.len() > 10_000, "{} lines", lines.len());
        lines
    }

    /// Random lines of blanks, the bytes next to them in value, word bytes
    /// and non-ASCII characters, of every length across the block edges.
    fn random_lines() -> Vec<String> {
        let parts = [
            " ", " ", "\t", "\n", "\x0b", "\x0c", "\r", "\x08", "\x0e", "\x1f", "!", "a", "9", "\x7f", "\u{a0}",
            "\u{3000}", "\u{85}", "é", "write", "  ",
        ];
        let mut rng = crate::rng::SplitMix64(0x1234_5678_9abc_def0);
        let mut lines = Vec::new();
        for n in 0..60 {
            for _ in 0..200 {
                let mut l = String::new();
                for _ in 0..n {
                    // Mostly ASCII, as logs are.
                    let k = rng.below(parts.len() * 4);
                    l.push_str(parts[if k < parts.len() { k } else { k % 14 }]);
                }
                lines.push(l);
            }
        }
        lines
    }

    #[test]
    fn words_equal_split_whitespace_on_fixtures_and_random_lines() {
        for line in fixture_lines().iter().chain(&random_lines()) {
            let mut got = vec!["kept"];
            words(line, &mut got);
            let mut want = vec!["kept"];
            want.extend(line.split_whitespace());
            assert_eq!(got, want, "{line:?}");
        }
    }

    /// The byte trim, with its shortcut for lines with nothing to trim,
    /// equals `str::trim`.
    #[test]
    fn trim_equals_str_trim_on_fixtures_and_random_lines() {
        let mut lines = fixture_lines();
        lines.extend(random_lines());
        for l in &lines {
            assert_eq!(trim(l), l.trim(), "{l:?}");
        }
    }

    /// Integers read in one pass as the check-then-parse did.
    #[test]
    fn uints_read_as_check_then_parse() {
        let old = |tok: &str| -> Option<u64> {
            if tok.is_empty() || !tok.bytes().all(|c| c.is_ascii_digit()) {
                return None;
            }
            tok.parse().ok()
        };
        let mut words: Vec<String> = fixture_lines()
            .iter()
            .flat_map(|l| l.split_whitespace().map(str::to_string).collect::<Vec<_>>())
            .collect();
        let mut rng = crate::rng::SplitMix64(0x5eed_0000_0000_0016);
        for len in 0..24 {
            for _ in 0..2_000 {
                words.push(rng.ascii(b"0123456789+-/:a ", len));
            }
        }
        words.extend(["18446744073709551615", "18446744073709551616", "0", "00", "+1"].map(str::to_string));
        for w in &words {
            assert_eq!(uint(w), old(w), "{w:?}");
        }
    }

    #[test]
    fn label_end_drops_trailing_spaces_and_tabs_only() {
        let simple = |b: &[u8], end: usize| {
            let mut e = end;
            while e > 0 && matches!(b[e - 1], b' ' | b'\t') {
                e -= 1;
            }
            e
        };
        let mut lines = fixture_lines();
        lines.extend(random_lines());
        for l in &lines {
            let b = l.as_bytes();
            for end in [b.len(), b.iter().position(|&c| c == b':').unwrap_or(0)] {
                assert_eq!(trim_label_end(b, end), simple(b, end), "{l:?} {end}");
            }
        }
    }

    #[test]
    fn plain_decimals_read_as_str_parse_does() {
        let same = |w: &str| {
            if let Some(v) = plain_decimal(w.as_bytes()) {
                let want: f64 = w.parse().unwrap_or_else(|_| panic!("{w:?} read as {v}"));
                assert_eq!(v.to_bits(), want.to_bits(), "{w:?}");
            }
        };
        let mut read = 0;
        for l in fixture_lines() {
            for w in l.split(|c: char| c.is_whitespace() || c == ',' || c == '"' || c == ':') {
                same(w);
                read += usize::from(plain_decimal(w.as_bytes()).is_some());
            }
        }
        assert!(read > 10_000, "{read} plain decimals");
        let mut rng = crate::rng::SplitMix64(0x00dd_b1a5_e5e5_0001);
        for len in 0..18 {
            for _ in 0..5_000 {
                same(&rng.ascii(b"0123456789.+-", len));
            }
        }
        for _ in 0..200_000 {
            let s = rng.next_u64();
            let digits = s % 1_000_000_000_000_000;
            let scale = 10f64.powi((s >> 50) as i32 % 16);
            same(&format!("{}", digits as f64 / scale));
            same(&format!("{:.6}", digits as f64 / scale));
            same(&format!("{digits}"));
        }
        for w in [
            "0",
            "-0",
            "-0.0",
            "+.5",
            "1.",
            "999999999999999",
            "0.00000000000001",
            "-.000001",
        ] {
            assert!(plain_decimal(w.as_bytes()).is_some(), "{w}");
            same(w);
        }
        for w in ["", "-", ".", "+", "1.2.3", "1e5", "1_0", "9999999999999999", " 1", "1 "] {
            assert_eq!(plain_decimal(w.as_bytes()), None, "{w}");
        }
    }
}

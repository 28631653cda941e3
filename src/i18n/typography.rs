//! Typography shared by every language: a number and its unit never break
//! across lines. Messages and table cells write a plain space between a
//! value and its unit (`{ $value } { $unit }`); [`bind_units`] turns that
//! space into a no-break space (U+00A0, which CLDR's unit patterns use for
//! it, zh-TW and vi alike) once the text is complete, so a translator never
//! has to type an invisible character and no message can forget one.

/// Units that follow a number in our documents. Longer symbols first, so
/// `GB/s` is recognised before `GB`.
const UNITS: &[&str] = &[
    "GiB/s", "MiB/s", "GB/s", "MB/s", "TB/s", "op/s", "MT/s", "IOPS", "GHz", "Gb/s", "KiB", "MiB", "GiB", "TiB", "PiB",
    "KB", "MB", "GB", "TB", "PB", "B", "ms", "µs", "ns",
];

/// The no-break space put between a number and its unit.
pub(crate) const NBSP: char = '\u{a0}';

/// `text` with every plain space between a digit and a unit symbol replaced
/// by a no-break space. A unit must end at a word boundary (`16 GB/s,` is
/// bound; `16 Bytes` and `2 BIOS` are not).
pub(crate) fn bind_units(text: &str) -> String {
    let bind = |i: usize| text[..i].ends_with(|p: char| p.is_ascii_digit()) && unit_at(&text[i + 1..]);
    (text.char_indices())
        .map(|(i, c)| if c == ' ' && bind(i) { NBSP } else { c })
        .collect()
}

/// One line of Markdown outside a fenced block with its numbers bound to
/// their units, code spans left as written (a reader copies them).
pub(crate) fn bind_units_outside_code(line: &str) -> String {
    if !line.contains('`') {
        return bind_units(line);
    }
    // Even pieces lie outside code spans.
    (line.split('`').enumerate())
        .map(|(i, piece)| if i % 2 == 1 { piece.into() } else { bind_units(piece) })
        .collect::<Vec<_>>()
        .join("`")
}

/// Chinese text with no half-width space next to full-width punctuation
/// or between two Chinese characters: a message writes `{ $current } 領先`
/// or `各 { $axis } 下` so that a Latin label (`iodepth`, `p99`) is set off
/// from the Chinese words, but a label ending in `）` or a Chinese label
/// needs no space (`容量擴充（4 × ME4084） 領先` → `容量擴充（4 × ME4084）領先`,
/// `各 執行緒數 下` → `各執行緒數下`).
pub(crate) fn tidy_cjk_spaces(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
        let after = chars.get(i + 1).copied();
        let tight = |x: Option<char>| x.is_some_and(full_width_punctuation);
        let han = |x: Option<char>| x.is_some_and(han_character);
        if c == ' ' && (tight(before) || tight(after) || (han(before) && han(after))) {
            continue;
        }
        out.push(c);
    }
    out
}

/// A Chinese character (CJK unified ideographs and extension A).
fn han_character(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF)
}

/// CJK and full-width punctuation (、。「」（）：；，！？ …).
fn full_width_punctuation(c: char) -> bool {
    matches!(c as u32, 0x3001..=0x3003 | 0x3008..=0x3011 | 0x3014..=0x301F | 0xFF01..=0xFF0F | 0xFF1A..=0xFF20 | 0xFF3B..=0xFF40 | 0xFF5B..=0xFF65)
}

fn unit_at(rest: &str) -> bool {
    // Chinese measure words and number words bind whatever follows them
    // (`1024 個執行緒`, `3.8 倍`, `322 萬 op/s`).
    if rest.starts_with(['個', '倍', '萬', '億']) {
        return true;
    }
    UNITS.iter().any(|u| {
        rest.strip_prefix(u)
            .is_some_and(|after| after.chars().next().is_none_or(|c| !c.is_alphanumeric()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_hold_on_to_their_units() {
        assert_eq!(bind_units("16,5 GB/s."), "16,5\u{a0}GB/s.");
        assert_eq!(bind_units("讀取 80.3 GB/s"), "讀取 80.3\u{a0}GB/s");
        assert_eq!(
            bind_units("11.200.000 op/s e 8 MiB"),
            "11.200.000\u{a0}op/s e 8\u{a0}MiB"
        );
        assert_eq!(bind_units("(22 GB/s)"), "(22\u{a0}GB/s)");
        assert_eq!(bind_units("5 IOPS"), "5\u{a0}IOPS");
        assert_eq!(bind_units("p99 ≤ 1 ms, 85,3 µs"), "p99 ≤ 1\u{a0}ms, 85,3\u{a0}µs");
        assert_eq!(
            bind_units("到 1024 個執行緒，3.8 倍"),
            "到 1024\u{a0}個執行緒，3.8\u{a0}倍"
        );
        assert_eq!(bind_units("第 2 個"), "第 2\u{a0}個");
    }

    #[test]
    fn no_space_beside_full_width_punctuation() {
        assert_eq!(
            tidy_cjk_spaces("容量擴充（4 × ME4084） 領先 47.9%。"),
            "容量擴充（4 × ME4084）領先 47.9%。"
        );
        assert_eq!(tidy_cjk_spaces("比較對象： NSS8.x-HA ，"), "比較對象：NSS8.x-HA，");
        assert_eq!(tidy_cjk_spaces("在 16 個執行緒時"), "在 16 個執行緒時");
        // A Chinese label placed between Chinese words loses its spaces; a
        // Latin one keeps them.
        assert_eq!(
            tidy_cjk_spaces("將 平均 延遲與各 執行緒數 下"),
            "將平均延遲與各執行緒數下"
        );
        assert_eq!(
            tidy_cjk_spaces("拐點位於 iodepth 1。到此為止 p99 維持"),
            "拐點位於 iodepth 1。到此為止 p99 維持"
        );
    }

    #[test]
    fn code_spans_keep_their_spaces() {
        assert_eq!(
            bind_units_outside_code("file da 4 KiB: `-s 4 KiB` e 8 MiB"),
            "file da 4\u{a0}KiB: `-s 4 KiB` e 8\u{a0}MiB"
        );
    }

    #[test]
    fn words_that_start_like_units_are_left_alone() {
        assert_eq!(bind_units("2 BIOS"), "2 BIOS");
        assert_eq!(bind_units("16 Bytes"), "16 Bytes");
        assert_eq!(bind_units("GB/s values"), "GB/s values");
        assert_eq!(bind_units("a 4 thread"), "a 4 thread");
        assert_eq!(bind_units("2 msec"), "2 msec");
    }
}

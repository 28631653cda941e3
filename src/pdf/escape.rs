//! The only way text enters generated Typst source. Every author label,
//! prose word, number and localised sentence goes through [`content`] (in
//! markup) or [`string`] (in code, as a string literal), so nothing a user
//! writes can become Typst markup or code: escaping by construction.

/// `s` as Typst markup that shows exactly `s`: every ASCII punctuation
/// character is backslash-escaped (Typst reads `\` + any non-space character
/// as that character; letters are never escaped, so `\u{…}` cannot arise),
/// and line breaks become spaces so text cannot start a heading or list.
/// What a reader must not see split across lines is [`glue`]d: kept in a
/// box.
pub(crate) fn content(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 4);
    for (whole, piece) in glue(s) {
        let begin = out.len();
        let mut chars = piece.chars().peekable();
        let mut last = out.len();
        while let Some(c) = chars.next() {
            let mut start = out.len();
            match c {
                // A closing bracket before a full-width comma or stop
                // gives up the empty half of its em (Typst compresses
                // such pairs, but not in the Taiwanese style), boxed with
                // the characters around it so no line starts with it.
                '）' if chars.peek().is_some_and(|n| "，。、；：".contains(*n)) => {
                    let before = out.split_off(last);
                    let after = chars.next().unwrap_or_default();
                    start = last;
                    out.push_str(&format!("#box[{before}#box(width: 0.5em)[）]{after}]"));
                }
                c if c.is_ascii_punctuation() => {
                    out.push('\\');
                    out.push(c);
                }
                c if c.is_control() => {}
                c => out.push(c),
            }
            last = start;
        }
        // A box wraps inside when its column is narrower; one as wide as
        // its text cannot (the column grows to it): for a label and its
        // unit in full-width brackets, where a line may break.
        let e = out.split_off(begin);
        match whole {
            false => out.push_str(&e),
            true if piece.contains('（') => out.push_str(&format!("#context box(width: measure[{e}].width)[{e}]")),
            true => out.push_str(&format!("#box[{e}]")),
        }
    }
    out
}

/// `s` in pieces, those to keep whole on a line marked `true` (issue 44):
/// a number and its unit ("16 GiB", "20,5 GB/s", "27.1 萬 op/s"), "4 ×
/// ME4084" and the "+" before a next term, and a model and its version
/// ("E5-2697 v4") are joined by no-break spaces; a unit is kept whole at
/// its slash ("op/s"), and a name or short word at its hyphens
/// ("NSS7.4-HA", "pixstor-capacity-expansion.json", the option "-I",
/// "mpi-selector", "mô-đun"). Whitespace becomes
/// spaces. Boxes keep the characters a reader copies as they are (a word
/// joiner came out of the PDF as a joiner and a space).
fn glue(s: &str) -> Vec<(bool, String)> {
    let words: Vec<&str> = s.split([' ', '\n', '\r', '\t']).collect();
    let mut out = vec![(false, String::new())];
    let mut push = |whole: bool, t: String| match out.last_mut() {
        Some((false, last)) if !whole => last.push_str(&t),
        _ => out.push((whole, t)),
    };
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            let (prev, next) = (words[i - 1], *w);
            let version = (next.strip_prefix('v'))
                .is_some_and(|v| v.starts_with(|c: char| c.is_ascii_digit()) && !v.contains(char::is_alphabetic));
            // A number, its scale word included ("322 萬", "11,2 milioni").
            let number = prev.ends_with(|c: char| c.is_ascii_digit())
                || prev.ends_with(['萬', '億'])
                || (prev.starts_with(|c: char| c.is_ascii_digit()) && prev.contains('\u{a0}'));
            // (Words may be joined by no-break spaces already.)
            let joined = prev.rsplit('\u{a0}').next() == Some("×")
                || matches!(next.split('\u{a0}').next(), Some("×" | "+"))
                || (number && is_unit(next))
                || (version && prev.chars().any(|c| c.is_ascii_digit()));
            push(false, if joined { "\u{a0}" } else { " " }.into());
        }
        // A label and its unit in full-width brackets ("p99（µs）").
        if w.split_once('（').is_some_and(|(a, u)| !a.is_empty() && is_unit(u)) {
            push(true, w.to_string());
            continue;
        }
        // A name: digits, capitals after its first letter, a file's dot, or
        // an option's leading hyphen.
        let name = (w.chars().skip(1)).any(|c| c.is_ascii_digit() || c.is_uppercase() || c == '.' || c == '_')
            || w.starts_with('-');
        let chars: Vec<char> = w.chars().collect();
        let at = |k: usize| chars.get(k).copied();
        let unit_slash = |j: usize| {
            j > 0
                && chars[j - 1].is_alphabetic()
                && matches!(at(j + 1), Some('s' | 'h'))
                && !at(j + 2).is_some_and(|c| c.is_alphanumeric() || c == '_')
        };
        let glued = |j: usize| match chars[j] {
            '/' => unit_slash(j),
            '-' => (name || (j > 0 && chars.len() <= 16)) && at(j + 1).is_some_and(char::is_alphanumeric),
            _ => false,
        };
        // Runs of other than CJK (a path's other slashes and the "·" between
        // a header's parts end them too): a run with a glued character, or
        // a number before a closing mark (Typst broke "（3,10|0）",
        // "±10|%）"), is kept whole with the closing marks after it
        // (kinsoku: no line starts with "）。").
        let closing = |k: usize| at(k).is_some_and(|c| "）」』〉》。，、；：！？".contains(c));
        let mut j = 0;
        while j < chars.len() {
            let inside = |k: usize| chars[k] < '\u{2e80}' && chars[k] != '·' && (chars[k] != '/' || unit_slash(k));
            let mut end = (j..chars.len())
                .find(|&k| inside(k) != inside(j))
                .unwrap_or(chars.len());
            let number = closing(end) && chars[j..end].iter().any(char::is_ascii_digit);
            let whole = inside(j) && (number || (j..end).any(glued));
            while whole && closing(end) {
                end += 1;
            }
            push(whole, chars[j..end].iter().collect());
            j = end;
        }
    }
    out
}

/// Whether `word` (less what follows it: punctuation, brackets) is a unit
/// a number is written with.
fn is_unit(word: &str) -> bool {
    // A unit in brackets too ("p99 (µs)").
    let core: String = (word.trim_start_matches(['(', '（']).chars())
        .take_while(|c| c.is_alphanumeric() || *c == '/')
        .collect();
    let bytes = core
        .strip_suffix('B')
        .is_some_and(|p| ["", "k", "K", "M", "G", "T", "P", "Ki", "Mi", "Gi", "Ti", "Pi"].contains(&p));
    let per = core
        .split_once('/')
        .is_some_and(|(a, b)| !a.is_empty() && matches!(b, "s" | "h"));
    // A count's measure word in vi and zh-TW too ("16 luồng", "256 個執行緒").
    bytes
        || per
        || core.starts_with('個')
        || ["萬", "億", "倍", "IOPS", "ms", "µs", "ns", "s", "GHz", "MHz", "luồng"].contains(&core.as_str())
}

/// `s` as a Typst string literal, quotes included (for alternative text,
/// document metadata, file names and raw code lines).
pub(crate) fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A label name made only of `[A-Za-z0-9_-]`, prefixed so it starts with a
/// letter: `<a-bench-x>`. Anchors are our own ids, but a label must never
/// carry markup either.
pub(crate) fn label(anchor: &str) -> String {
    let clean: String = anchor
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("a-{clean}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_escapes_every_markup_character() {
        let s = "#let x = 1 ] $a$ <l> @r *b* _i_ \\ `c` = h - l + e / t ~ 'q' \"q\" // c /* c */ https://x 1. y";
        let e = content(s);
        // No unescaped special character is left: each is preceded by `\`.
        let chars: Vec<char> = e.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            if c.is_ascii_punctuation() && *c != '\\' {
                assert_eq!(chars[i - 1], '\\', "unescaped {c} at {i} in {e}");
            }
        }
        assert!(e.starts_with("\\#let x \\= 1 \\]"), "{e}");
        assert_eq!(content("a\nb\r\nc"), "a b  c");
        assert_eq!(content("Tiếng Việt 中文，測試"), "Tiếng Việt 中文，測試");
    }

    /// What a reader must not see split across lines is joined by no-break
    /// spaces or boxed; other spaces, words and paths still break.
    #[test]
    fn units_expressions_and_names_stay_whole() {
        let nb = |s: &str| s.replace('~', "\u{a0}");
        assert_eq!(
            content("da 16 GiB e 20,5 GB/s."),
            nb(r"da 16~GiB e 20\,5~#box[GB\/s\.]")
        );
        assert_eq!(content("27.1 萬 op/s。"), nb(r"27\.1~萬~#box[op\/s。]"));
        assert_eq!(content("(4 × ME4084 + 4 × ME484)"), nb(r"\(4~×~ME4084~\+ 4~×~ME484\)"));
        assert_eq!(
            content("Xeon E5-2697 v4, NSS7.4-HA"),
            nb(r"Xeon #box[E5\-2697]~v4\, #box[NSS7\.4\-HA]")
        );
        assert_eq!(
            content("data/pixstor-capacity-expansion.json"),
            r"data\/#box[pixstor\-capacity\-expansion\.json]"
        );
        assert_eq!(content("深度為 16；-I 選項"), r"深度為 #box[16；]#box[\-I] 選項");
        assert_eq!(content("mpi-selector, mô-đun"), r"#box[mpi\-selector\,] #box[mô\-đun]");
        assert_eq!(
            content("322 萬 op/s e 11,2\u{a0}milioni op/s"),
            nb(r"322~萬~#box[op\/s] e 11\,2~milioni~#box[op\/s]")
        );
        assert_eq!(
            content("（單位）。3.8 倍"),
            nb(r"（單#box[位#box(width: 0.5em)[）]。]3\.8~倍")
        );
        // In Chinese a number stays whole, and no line starts with the
        // closing marks after a box; a header breaks at its "·".
        assert_eq!(
            content("（3,100）與 ±10%）。"),
            r"（#box[3\,100）]與 #box[±10#box[\%#box(width: 0.5em)[）]。]]"
        );
        assert_eq!(
            content("8 萬 op/s）。"),
            nb(r"8~萬~#box[op\/#box[s#box(width: 0.5em)[）]。]]")
        );
        assert_eq!(content("stat·NSS7.4-HA"), r"stat·#box[NSS7\.4\-HA]");
        // A unit in brackets stays with its label; in full-width brackets
        // (no space to bind) in a box as wide as its text.
        assert_eq!(content("clat p99 (µs)"), nb(r"clat p99~\(µs\)"));
        assert_eq!(
            content("clat p99（µs）"),
            "clat #context box(width: measure[p99（µs）].width)[p99（µs）]"
        );
        assert_eq!(content("ở 16 luồng, 256 個執行緒"), nb(r"ở 16~luồng\, 256~個執行緒"));
        // Prose: words, long hyphenated words, paths and counts break as before.
        assert_eq!(
            content("command-line-interface 16 thread a/b"),
            r"command\-line\-interface 16 thread a\/b"
        );
    }

    #[test]
    fn string_literals_and_labels() {
        assert_eq!(string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"");
        assert_eq!(label("bench-seq_1"), "a-bench-seq_1");
        assert_eq!(label("x>y <z"), "a-x-y--z");
    }
}

//! The only way text enters generated Typst source. Every author label,
//! prose word, number and localised sentence goes through [`content`] (in
//! markup) or [`string`] (in code, as a string literal), so nothing a user
//! writes can become Typst markup or code: escaping by construction.

/// `s` as Typst markup that shows exactly `s`: every ASCII punctuation
/// character is backslash-escaped (Typst reads `\` + any non-space character
/// as that character; letters are never escaped, so `\u{…}` cannot arise),
/// and line breaks become spaces so text cannot start a heading or list.
pub(crate) fn content(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 4);
    for c in s.chars() {
        match c {
            '\n' | '\r' | '\t' => out.push(' '),
            c if c.is_ascii_punctuation() => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
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

    #[test]
    fn string_literals_and_labels() {
        assert_eq!(string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"");
        assert_eq!(label("bench-seq_1"), "a-bench-seq_1");
        assert_eq!(label("x>y <z"), "a-x-y--z");
    }
}

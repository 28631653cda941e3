//! Shared text helpers: lossy decoding, line iteration with line numbers and
//! completeness, strict number and size parsing, glued-number splitting.
//!
//! Everything here works on borrowed `&str` slices: no per-line allocation.

use std::borrow::Cow;
use std::sync::LazyLock;

use memchr::memmem::Finder;

/// Decodes bytes as UTF-8, replacing invalid sequences; the second value is a
/// warning naming the first bad byte when anything was replaced.
pub(super) fn decode(bytes: &[u8]) -> (Cow<'_, str>, Option<String>) {
    match std::str::from_utf8(bytes) {
        Ok(s) => (Cow::Borrowed(s), None),
        Err(e) => {
            let at = e.valid_up_to();
            let line = 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
            (String::from_utf8_lossy(bytes), Some(lossy_warning(line, at)))
        }
    }
}

/// The warning for a file that is not UTF-8: its first bad byte's line and offset.
pub(super) fn lossy_warning(line: usize, at: usize) -> String {
    format!("line {line}: file is not valid UTF-8 (first bad byte at offset {at}); invalid bytes were replaced")
}

/// One line of input: 1-based number, text without `\n`/`\r\n`, and whether
/// it ended with a newline (the last line of a cut file does not).
#[derive(Debug, Clone, Copy)]
pub(super) struct Line<'a> {
    pub(crate) no: usize,
    pub(crate) text: &'a str,
    pub(crate) complete: bool,
    /// Byte offset of the line's first byte in the whole text.
    pub(crate) start: usize,
}

pub(super) fn lines(text: &str) -> impl Iterator<Item = Line<'_>> {
    let mut start = 0;
    text.split_inclusive('\n').enumerate().map(move |(i, raw)| {
        let at = start;
        start += raw.len();
        let (body, complete) = match raw.strip_suffix('\n') {
            Some(body) => (body, true),
            None => (raw, false),
        };
        Line {
            no: i + 1,
            text: body.strip_suffix('\r').unwrap_or(body),
            complete,
            start: at,
        }
    })
}

/// A substring test for every line of a log, with its searcher built once:
/// `str::contains` builds one per call, which on a short line costs more
/// than the search itself. Same answer as `line.contains(needle)`.
pub(super) struct Needle(LazyLock<Finder<'static>>);

impl Needle {
    pub(super) const fn new(f: fn() -> Finder<'static>) -> Needle {
        Needle(LazyLock::new(f))
    }

    pub(super) fn in_line(&self, line: &str) -> bool {
        self.find(line).is_some()
    }

    /// Byte offset of the first occurrence, as `line.find(needle)`.
    pub(super) fn find(&self, line: &str) -> Option<usize> {
        self.0.find(line.as_bytes())
    }
}

/// Declares a `static` [`Needle`] for a literal.
macro_rules! needle {
    ($name:ident = $text:literal) => {
        static $name: $crate::ingest::raw::text::Needle =
            $crate::ingest::raw::text::Needle::new(|| ::memchr::memmem::Finder::new($text));
    };
}
pub(super) use needle;

/// `line.split_whitespace()` into `out`, by bytes when that gives the same
/// words: on an ASCII line without `\x0b` (which `char::is_whitespace`
/// accepts and `split_ascii_whitespace` does not), as every results row is.
pub(super) fn words<'a>(line: &'a str, out: &mut Vec<&'a str>) {
    if line.is_ascii() && !line.contains('\x0b') {
        out.extend(line.split_ascii_whitespace());
    } else {
        out.extend(line.split_whitespace());
    }
}

/// A non-negative integer that fits `u64`: digits only (`str::parse` also
/// takes a leading `+`).
pub(super) fn uint(tok: &str) -> Option<u64> {
    tok.parse().ok().filter(|_| !tok.starts_with('+'))
}

/// The longest start of `s` of at most `max` bytes that ends on a character.
pub(super) fn prefix(s: &str, max: usize) -> &str {
    let end = (0..=max.min(s.len())).rev().find(|&e| s.is_char_boundary(e));
    &s[..end.unwrap_or(0)]
}

/// Number of the last line (1 for an empty text).
pub(super) fn last_line(text: &str) -> usize {
    let n = text.as_bytes().iter().filter(|&&b| b == b'\n').count();
    if text.ends_with('\n') {
        n.max(1)
    } else {
        n + 1
    }
}

/// 1-based line number of a byte offset.
pub(super) fn line_of(text: &str, offset: usize) -> usize {
    let end = offset.min(text.len());
    1 + text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count()
}

/// A strict decimal number (`12`, `-1.5`, `1.0e+03`): finite, no `inf`/`nan`.
pub(super) fn number(tok: &str) -> Option<f64> {
    // Rust's float grammar is the strict one wanted here (optional sign,
    // digits with at most one point and at least one digit, optional
    // exponent with digits; no blanks, `_` or hex) plus `inf`, `infinity`
    // and `nan`, which are not finite and dropped: one pass, no separate
    // check (`numbers_parse_as_the_strict_check_then_parse_did`).
    tok.parse::<f64>().ok().filter(|v| v.is_finite())
}

/// A thread count: a positive integer that fits `u32`.
pub(super) fn count(tok: &str) -> Option<u32> {
    uint(tok).and_then(|v| u32::try_from(v).ok()).filter(|&v| v > 0)
}

/// Bytes per unit for size units written by the tools (`KiB`, `MB`, `k`, …).
pub(super) fn unit_factor(unit: &str) -> Option<u64> {
    let u = unit.trim();
    let f = match u {
        "" | "B" | "b" | "bytes" | "byte" => 1,
        "k" | "K" | "KiB" | "KB" | "kB" | "Kb" | "kb" | "kilobytes" => 1 << 10,
        "m" | "M" | "MiB" | "MB" | "Mb" | "mb" => 1 << 20,
        "g" | "G" | "GiB" | "GB" | "Gb" | "gb" => 1 << 30,
        "t" | "T" | "TiB" | "TB" | "Tb" | "tb" => 1 << 40,
        "p" | "P" | "PiB" | "PB" => 1 << 50,
        _ => return None,
    };
    Some(f)
}

/// A size such as `16 MiB`, `262144 bytes`, `3K`, `4096B`, `1024KiB`, `1m`
/// in bytes — only when the result is a whole number of bytes (IOR prints
/// `42.67 GiB`, which is rounded and so not trusted as a byte count). The
/// binary reading of `k/m/g` is the one IOR, mdtest, IOzone and fio use.
pub(super) fn size_bytes(s: &str) -> Option<u64> {
    let s = s.trim();
    let split = s.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let value = number(num)?;
    let factor = unit_factor(unit)? as f64;
    let bytes = value * factor;
    if bytes.fract() != 0.0 || bytes < 0.0 || bytes > u64::MAX as f64 {
        return None;
    }
    Some(bytes as u64)
}

/// Splits a whitespace token holding one or more fixed-decimal numbers that
/// the tool's `%N.Df` formats glued together (`1234.5671234.567` with
/// `decimals = 3`). Returns false when the token is not such a sequence.
pub(super) fn split_glued(tok: &str, decimals: usize, out: &mut Vec<Option<f64>>) -> bool {
    if tok == "NA" || tok == "-nan" || tok == "nan" {
        out.push(None);
        return true;
    }
    if let Some(v) = number(tok) {
        if tok.bytes().filter(|&b| b == b'.').count() <= 1 {
            out.push(Some(v));
            return true;
        }
    }
    let mut rest = tok;
    let start = out.len();
    while !rest.is_empty() {
        let end = rest.find('.').map(|dot| dot + 1 + decimals);
        let end = end.filter(|&e| e <= rest.len() && rest.is_char_boundary(e));
        let Some((v, end)) = end.and_then(|e| Some((number(&rest[..e])?, e))) else {
            out.truncate(start);
            return false;
        };
        out.push(Some(v));
        rest = &rest[end..];
    }
    true
}

pub(super) use crate::model::flag_value;

/// A serde_json error as "what went wrong at line L column C" where L is the
/// line in the whole file (`base` is the file line where the JSON starts).
pub(super) fn json_error(e: &serde_json::Error, base: usize) -> (usize, String) {
    let line = base + e.line().saturating_sub(1);
    let full = e.to_string();
    let what = full.split(" at line ").next().unwrap_or(&full);
    (line, format!("{what} at line {line} column {}", e.column()))
}

/// Text after `key` and its separator (`:` or `=`) when `line` starts with
/// `key` followed only by spaces before the separator.
#[cfg(test)]
pub(super) fn key_value<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let rest = line.strip_prefix(key)?;
    let rest = rest.trim_start_matches([' ', '\t']);
    let rest = rest.strip_prefix(':').or_else(|| rest.strip_prefix('='))?;
    Some(rest.trim())
}

/// Collects messages once per distinct text, keeping the first line number.
#[derive(Default)]
pub(super) struct WarnOnce {
    seen: Vec<String>,
    pub(crate) out: Vec<String>,
}

impl WarnOnce {
    pub(crate) fn add(&mut self, line: usize, text: &str) {
        if self.seen.iter().any(|s| s == text) {
            return;
        }
        self.seen.push(text.to_string());
        self.out.push(format!("line {line}: {text}"));
    }
}

#[cfg(test)]
#[path = "text_tests.rs"]
mod tests;

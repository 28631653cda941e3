//! Phrases made of messages and numbers that every section uses: a
//! benchmark's heading, a size, a value with its unit, a whole number, and
//! the author's prose in the reader's language.

use crate::i18n::numbers::value_fraction_digits;
use crate::i18n::typography::NBSP;
use crate::i18n::{Args, Localizer};
use crate::model::{Benchmark, BenchmarkKind, Lang, Report, Size, Unit};

pub fn benchmark_heading(loc: &Localizer, b: &Benchmark) -> String {
    if let Some(t) = &b.title {
        return t.in_lang(loc.lang).to_string();
    }
    let a = Args::new().str("tool", b.tool.clone());
    if b.kind == BenchmarkKind::Metadata {
        if let Some(size) = b.distribution.as_ref().and_then(|d| d.file_size) {
            if size.0 == 0 {
                return loc.msg("kind-metadata-empty", Some(&a));
            }
            return loc.msg("kind-metadata-sized", Some(&a.str("size", size_text(loc, size))));
        }
    }
    loc.msg(&format!("kind-{}", b.kind.as_str()), Some(&a))
}

pub fn size_text(loc: &Localizer, s: Size) -> String {
    let (n, unit) = s.split_binary();
    format!("{}{NBSP}{unit}", loc.numbers().fixed(n, 2))
}

/// Bytes in binary units with three significant digits (`118 TiB`, `1,5 GiB`).
pub fn bytes_text(loc: &Localizer, bytes: u64) -> String {
    let (v, unit) = crate::model::binary_scaled(bytes as f64);
    let digits = if unit == "B" || v >= 100.0 {
        0
    } else if v >= 10.0 {
        1
    } else {
        2
    };
    format!("{}{NBSP}{unit}", loc.numbers().fixed(v, digits))
}

pub fn value_text(loc: &Localizer, v: f64, unit: Unit) -> String {
    loc.msg(
        "value-with-unit",
        Some(
            &Args::new()
                .num("value", v, value_fraction_digits(v, unit))
                .str("unit", unit.symbol()),
        ),
    )
}

pub fn int_text(loc: &Localizer, v: u64) -> String {
    loc.numbers().fixed(v as f64, 0)
}

/// The author's prose file `file` in `lang`, falling back to English;
/// `None` when there is none or it is blank.
pub fn prose(report: &Report, lang: Lang, file: &str) -> Option<String> {
    let by_lang = report.prose.get(&lang).and_then(|m| m.get(file));
    let en = report.prose.get(&Lang::En).and_then(|m| m.get(file));
    by_lang.or(en).map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

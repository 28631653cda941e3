//! Phrases made of messages and numbers that every section uses: a
//! benchmark's heading, a size, a value with its unit, a whole number, a
//! thread count, table headers with a unit or a side, and the author's
//! prose in the reader's language.

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
        // A run read from report.json has the size without the distribution.
        if let Some(size) = (b.distribution.as_ref().and_then(|d| d.file_size)).or(b.file_size) {
            if size.0 == 0 {
                return loc.msg("kind-metadata-empty", &a);
            }
            return loc.msg("kind-metadata-sized", &a.str("size", size_text(loc, size)));
        }
    }
    loc.msg(&format!("kind-{}", b.kind.as_str()), &a)
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
        &Args::new()
            .num("value", v, value_fraction_digits(v))
            .str("unit", unit.symbol()),
    )
}

/// A relative change with its sign: `+12.5%` (`ratio` 0.125).
pub fn change_text(loc: &Localizer, ratio: f64) -> String {
    let a = Args::new().str("value", loc.numbers().signed_percent(ratio));
    loc.msg("percent-signed", &a)
}

/// The value `v` (without its unit), marked as an estimate (a
/// reconstruction's interpolated point) when `estimated`.
pub fn estimate_text(loc: &Localizer, v: f64, estimated: bool) -> String {
    let v = loc.numbers().value(v);
    match estimated {
        true => loc.msg("value-interpolated", &Args::new().str("value", v)),
        false => v,
    }
}

/// A count in a table cell, grouped like every table number (`3.100`).
pub fn int_text(loc: &Localizer, v: u64) -> String {
    loc.numbers().fixed(v as f64, 0)
}

/// A thread count (or queue depth): a label, never grouped (`1024`), the
/// way figure ticks and authors write it.
pub fn threads_text(loc: &Localizer, t: u64) -> String {
    loc.numbers().threads(t)
}

/// A column header with its unit, in the language's brackets ("Write
/// (GB/s)", "寫入（GB/s）"); a label that already ends in brackets takes the
/// unit inside them ("… (IOzone, GB/s)", never "(IOzone) (GB/s)").
pub fn header_with_unit(loc: &Localizer, label: &str, unit: &str) -> String {
    let (label, close) = match label.strip_suffix(')').map(|l| (l, ")")) {
        Some(open) => open,
        None => label.strip_suffix('）').map_or((label, "none"), |l| (l, "）")),
    };
    loc.msg(
        "col-with-unit",
        &Args::new().str("label", label).str("unit", unit).str("close", close),
    )
}

/// A column header for one side of a comparison ("Write · Large", "寫入·大型組態").
pub fn header_for_side(loc: &Localizer, op: &str, side: &str) -> String {
    loc.msg("col-op-side", &Args::new().str("op", op).str("side", side))
}

/// `s` with its first character in upper case: a line that opens with a
/// date ("Tháng 10 năm 2019 · …"), a reference.
pub(crate) fn upper_first(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// The author's prose file `file` in `lang`, falling back to English;
/// `None` when there is none or it is blank.
pub fn prose(report: &Report, lang: Lang, file: &str) -> Option<String> {
    let by_lang = report.prose.get(&lang).and_then(|m| m.get(file));
    let en = report.prose.get(&Lang::En).and_then(|m| m.get(file));
    by_lang.or(en).map(|s| s.trim().to_string()).filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headers_take_the_language_brackets() {
        let zh = Localizer::new(Lang::ZhTw, None).unwrap();
        assert_eq!(header_with_unit(&zh, "寫入", "GB/s"), "寫入（GB/s）");
        assert_eq!(header_for_side(&zh, "寫入", "大型組態"), "寫入·大型組態");
        let it = Localizer::new(Lang::It, None).unwrap();
        assert_eq!(header_with_unit(&it, "Scrittura", "GB/s"), "Scrittura (GB/s)");
        assert_eq!(header_for_side(&it, "Lettura", "variazione"), "Lettura · variazione");
        let vi = Localizer::new(Lang::Vi, None).unwrap();
        assert_eq!(header_with_unit(&vi, "Ghi", "GB/s"), "Ghi (GB/s)");
        assert_eq!(
            header_with_unit(&it, "Metadati (mdtest)", "op/s"),
            "Metadati (mdtest, op/s)"
        );
        assert_eq!(header_with_unit(&zh, "效能（IOzone）", "GB/s"), "效能（IOzone，GB/s）");
    }

    #[test]
    fn thread_counts_are_never_grouped_other_counts_are() {
        for lang in Lang::ALL {
            let loc = Localizer::new(lang, None).unwrap();
            assert_eq!(threads_text(&loc, 1024), "1024", "{lang}");
        }
        let it = Localizer::new(Lang::It, None).unwrap();
        assert_eq!(int_text(&it, 3100), "3.100");
        assert_eq!(int_text(&it, 2_097_152), "2.097.152");
    }
}

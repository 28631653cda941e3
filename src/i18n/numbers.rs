//! Locale number formatting through ICU4X. Every number a reader sees goes
//! through here (tables, Fluent messages, figure ticks): separators and
//! grouping come from CLDR data, never from string replacement.
//!
//! Grouping is chosen per context so a document writes a number one way:
//! * sentences group from five digits in every language (`2.097.152 file`,
//!   `1024 file`), as CLDR's minimum grouping does for Italian prose;
//! * tables and figures group from four digits in every language, so a
//!   column never shows `3100` above `11.600` (Italian CLDR data groups from
//!   five digits, and ICU4X 2.x treats `GroupingStrategy::Always` as `Auto`:
//!   see [`grouped_from_four`]);
//! * thread counts are labels (the `1 … 1024` ticks of every figure, the
//!   first column of every table, "1024 luồng" in authored prose) and are
//!   never grouped, in any context ([`NumberFormat::threads`]).

use crate::model::Lang;
use fixed_decimal::{Decimal, FloatPrecision};
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::DecimalFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_list::ListFormatter;
use icu_locale_core::Locale;

/// Decimal and list formatting for one language.
pub(crate) struct NumberFormat {
    /// Tables, figures and pre-formatted arguments: grouped from 4 digits.
    inner: DecimalFormatter,
    /// Numbers inside sentences (Fluent arguments): grouped from 5 digits.
    prose: DecimalFormatter,
    /// Thread counts: never grouped.
    plain: DecimalFormatter,
    list: ListFormatter,
    /// Chinese lists put a half-width space between a CJK conjunction and a
    /// Latin or digit item (see [`spaced_cjk_list`]).
    cjk_spacing: bool,
}

impl NumberFormat {
    pub(crate) fn new(lang: Lang) -> Self {
        Self::for_tag(lang.tag())
    }

    /// Any BCP 47 tag; unknown or malformed tags fall back to English data
    /// (the tags we pass are our own four).
    pub(crate) fn for_tag(tag: &str) -> Self {
        let en = icu_locale_core::locale!("en");
        let locale: Locale = tag.parse().unwrap_or(en.clone());
        let make = |loc: &Locale, g: GroupingStrategy| {
            let mut o = DecimalFormatterOptions::default();
            o.grouping_strategy = Some(g);
            DecimalFormatter::try_new(loc.into(), o)
                .or_else(|_| DecimalFormatter::try_new((&en).into(), o))
                .expect("compiled ICU4X data includes English")
        };
        let prose = make(&locale, GroupingStrategy::Min2);
        let plain = make(&locale, GroupingStrategy::Never);
        let inner = grouped_from_four(make(&locale, GroupingStrategy::Auto), |l| {
            make(l, GroupingStrategy::Auto)
        });
        let opts = ListFormatterOptions::default().with_length(ListLength::Wide);
        let list = ListFormatter::try_new_and((&locale).into(), opts)
            .or_else(|_| ListFormatter::try_new_and((&en).into(), opts))
            .expect("compiled ICU4X data includes English");
        let cjk_spacing = locale.id.language.as_str() == "zh";
        NumberFormat {
            inner,
            prose,
            plain,
            list,
            cjk_spacing,
        }
    }

    /// "a, b and c" in the language's own way (`建立、stat、讀取和移除`,
    /// `40.1%、42.6% 和 78.7%`, `ghi, đọc và xóa`, `1, 2 e 4`).
    pub(crate) fn and_list<S: AsRef<str>>(&self, items: &[S]) -> String {
        if self.cjk_spacing {
            return spaced_cjk_list(&self.list, items);
        }
        self.list.format_to_string(items.iter().map(|s| s.as_ref()))
    }

    /// A thread count: a label, never grouped (`1024` in every language).
    pub(crate) fn threads(&self, t: u64) -> String {
        self.plain.format_to_string(&Decimal::from(t))
    }

    /// `v` rounded to at most `max_frac` fraction digits, trailing zeros
    /// trimmed (`23`, `16,7`). Non-finite values print as `–`.
    pub(crate) fn fixed(&self, v: f64, max_frac: usize) -> String {
        self.fixed_min(v, max_frac, 0)
    }

    /// As [`fixed`](Self::fixed) but keeps at least `min_frac` fraction digits.
    pub(crate) fn fixed_min(&self, v: f64, max_frac: usize, min_frac: usize) -> String {
        self.format(&self.inner, v, max_frac, min_frac, false)
    }

    /// A percentage of `ratio` with an explicit sign (`+82,9`, `−18`, `0`).
    pub(crate) fn signed_percent(&self, ratio: f64) -> String {
        self.format(&self.inner, ratio * 100.0, 1, 0, true)
    }

    /// As [`fixed_min`](Self::fixed_min) for a number inside a sentence:
    /// grouped only from five digits (`1024`, `11.600`).
    pub(crate) fn prose_fixed_min(&self, v: f64, max_frac: usize, min_frac: usize) -> String {
        self.format(&self.prose, v, max_frac, min_frac, false)
    }

    fn format(&self, f: &DecimalFormatter, v: f64, max_frac: usize, min_frac: usize, signed: bool) -> String {
        if !v.is_finite() {
            return "–".to_string();
        }
        let Ok(mut d) = Decimal::try_from_f64(v, FloatPrecision::RoundTrip) else {
            return "–".to_string();
        };
        let max = max_frac.min(MAX_FRACTION) as i16;
        d.round(-max);
        d.trim_end();
        // -0 would print as "-0".
        if d.absolute.is_zero() {
            d = Decimal::from(0);
        }
        d.pad_end(-(min_frac.min(max_frac) as i16));
        if signed {
            d.apply_sign_display(fixed_decimal::SignDisplay::ExceptZero);
        }
        // The typographic minus (U+2212) in every language: CLDR's is the
        // hyphen-minus, which print sets short and may break after.
        f.format_to_string(&d).replace('-', "\u{2212}")
    }

    /// A benchmark value in its unit, with the precision a reader needs:
    /// see [`value_fraction_digits`] (`16,7`, `23`, `1,25`, `0,000003`).
    /// The unit does not change the rule: a rate of 0.95 op/s is not 1.
    pub(crate) fn value(&self, v: f64) -> String {
        self.fixed(v, value_fraction_digits(v))
    }

    /// One table column of values: each at least as precise as
    /// [`value`](Self::value), with digits added to the whole column (up to
    /// [`MAX_COLUMN_DIGITS`] significant ones) until values that differ are
    /// not shown the same, so a reader never sees two equal cells for two
    /// different measurements.
    pub(crate) fn column(&self, values: &[f64]) -> Vec<String> {
        let mut extra = 0;
        loop {
            let shown: Vec<String> = values
                .iter()
                .map(|&v| self.fixed(v, (value_fraction_digits(v) + extra).min(MAX_FRACTION)))
                .collect();
            if extra >= MAX_COLUMN_DIGITS || distinct_enough(values, &shown) {
                return shown;
            }
            extra += 1;
        }
    }

    /// `v` split for prose into a shortened number and its scale word, which
    /// the message `number-compact` places (`11,2` + `million` → "11,2
    /// milioni"; zh-TW counts in 萬 and 億: `1120` + `wan`). Below a million
    /// (zh-TW: a hundred thousand) the scale is `none`. Grouped as prose
    /// is, from five digits (`1980`, `1120 萬`).
    pub(crate) fn compact(&self, v: f64, lang: Lang) -> (String, &'static str) {
        let (unit, name) = Self::scale(v, lang);
        let m = v / unit;
        (self.prose_fixed_min(m, sig_digits_fraction(m), 0), name)
    }

    /// The scale a number of `v`'s size is given in, in `lang` (`million`,
    /// `wan`, …, or `none`), and what it divides the number by.
    pub(crate) fn scale(v: f64, lang: Lang) -> (f64, &'static str) {
        let scales: &[(f64, f64, &'static str)] = match lang {
            Lang::ZhTw => &[(1e8, 1e8, "yi"), (1e5, 1e4, "wan")],
            _ => &[(1e9, 1e9, "billion"), (1e6, 1e6, "million")],
        };
        (scales.iter())
            .find(|(min, ..)| v.is_finite() && v.abs() >= *min)
            .map_or((1.0, "none"), |&(_, unit, name)| (unit, name))
    }
}

/// Significant digits every value keeps.
pub(crate) const SIGNIFICANT_DIGITS: usize = 3;
/// Most significant digits [`NumberFormat::column`] adds to tell values apart.
const MAX_COLUMN_DIGITS: usize = 14;
/// Most fraction digits ever printed.
const MAX_FRACTION: usize = 30;

/// How many fraction digits [`NumberFormat::value`] keeps for `v`: three
/// significant digits, and every digit before the decimal point (so 194 234
/// stays whole and 0,000003 is not "0"). Rounding is half to even on the
/// shortest decimal that reads back as the same `f64` (2,225 → 2,22; 16,75 → 16,8); the
/// method section of every document says so (`method-rounding`).
pub(crate) fn value_fraction_digits(v: f64) -> usize {
    sig_digits_fraction(v)
}

fn sig_digits_fraction(v: f64) -> usize {
    let a = v.abs();
    if a == 0.0 || !a.is_finite() {
        return 0;
    }
    // Digits before the point of a number in [1, 10) is 1: floor(log10) + 1.
    let int_digits = a.log10().floor() as i64 + 1;
    let frac = SIGNIFICANT_DIGITS as i64 - int_digits;
    // Rounding may carry (9.996 → 10,0): that only trims a digit, never hides one.
    frac.clamp(0, MAX_FRACTION as i64) as usize
}

/// A table formatter for `own` that groups from four digits. ICU4X 2.x has
/// no option for it (`Always` is `Auto`, which keeps Italian's minimum of
/// two digits in the leading group), so a donor locale whose CLDR data give
/// the very same output for a probe of large, negative and fractional
/// numbers stands in: same symbols and group sizes, grouping from four
/// digits. The donors are languages whose CLDR data group tables from
/// four digits, with the separators of every language we ship. When no
/// donor matches, or `own` already groups `1234`, `own` is kept.
fn grouped_from_four(own: DecimalFormatter, make: impl Fn(&Locale) -> DecimalFormatter) -> DecimalFormatter {
    let show = |f: &DecimalFormatter, v: f64| {
        let mut d = Decimal::try_from_f64(v, FloatPrecision::RoundTrip).unwrap_or_else(|_| Decimal::from(0));
        d.round(-2);
        d.trim_end();
        f.format_to_string(&d)
    };
    if show(&own, 1234.0) != "1234" {
        return own;
    }
    let probes = [1_234_567.25, -9_876_543.5, 12_345.0, 0.75];
    use icu_locale_core::locale;
    [locale!("en"), locale!("de"), locale!("fr")]
        .iter()
        .map(make)
        .find(|d| probes.iter().all(|&v| show(d, v) == show(&own, v)))
        .unwrap_or(own)
}

/// `items` as a Chinese list: ICU4X's literals (`、`, `和`) with a
/// half-width space between a CJK word such as `和` and an item that ends or
/// starts with a Latin letter, digit or `%`, as the zh-TW messages write
/// `在 16 個執行緒時`; none around full-width punctuation (`、`). The
/// items are laid out by the formatter as private-use placeholders, so the
/// literals and their order stay CLDR's.
fn spaced_cjk_list<S: AsRef<str>>(list: &ListFormatter, items: &[S]) -> String {
    const BASE: u32 = 0xE000;
    let n = items.len().min(0x1000);
    let marks: Vec<String> = (0..n as u32)
        .filter_map(|i| char::from_u32(BASE + i).map(String::from))
        .collect();
    let pattern = list.format_to_string(marks.iter().map(String::as_str));
    let mut out = String::new();
    let mut literal = String::new();
    let mut prev_item: Option<&str> = None;
    for c in pattern.chars() {
        let idx = (c as u32).checked_sub(BASE).map(|i| i as usize).filter(|i| *i < n);
        let Some(i) = idx else {
            literal.push(c);
            continue;
        };
        let item = items[i].as_ref();
        let word = !literal.is_empty() && literal.chars().all(is_cjk_letter);
        if word && prev_item.is_some_and(|p| p.chars().last().is_some_and(|c| !is_wide(c))) {
            out.push(' ');
        }
        out.push_str(&literal);
        if word && item.chars().next().is_some_and(|c| !is_wide(c)) {
            out.push(' ');
        }
        literal.clear();
        out.push_str(item);
        prev_item = Some(item);
    }
    out.push_str(&literal);
    out
}

/// A Han ideograph (a word such as 和 or 及, not punctuation).
fn is_cjk_letter(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF)
}

/// A character set full width in CJK text: ideographs, kana, CJK and
/// full-width punctuation. No space separates it from a CJK word.
fn is_wide(c: char) -> bool {
    is_cjk_letter(c) || matches!(c as u32, 0x3000..=0x30FF | 0xFF00..=0xFFEF)
}

/// Different values are shown differently (equal values may share a text).
fn distinct_enough(values: &[f64], shown: &[String]) -> bool {
    let mut pairs: Vec<(&str, f64)> = shown.iter().map(String::as_str).zip(values.iter().copied()).collect();
    pairs.sort_by(|a, b| a.0.cmp(b.0).then(a.1.total_cmp(&b.1)));
    pairs.windows(2).all(|w| w[0].0 != w[1].0 || w[0].1 == w[1].1)
}

#[cfg(test)]
#[path = "numbers_tests.rs"]
mod tests;

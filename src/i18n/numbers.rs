//! Locale number formatting through ICU4X. Every number a reader sees goes
//! through here (tables, Fluent messages, figure ticks): separators and
//! grouping come from CLDR data, never from string replacement.
//!
//! Grouping is chosen per context so a document writes a number one way:
//! sentences group from five digits in every language (`1024 luồng`,
//! `1024 個執行緒`, as authors write thread counts; `2.097.152 file`);
//! tables and figures keep the locale's grouping. (Italian tables therefore
//! still print `3100` above `11.600`: ICU4X 2.x treats `Always` as `Auto`,
//! so forcing grouping needs a per-column rule in the table code.)

use crate::model::{Lang, Unit};
use fixed_decimal::{Decimal, FloatPrecision};
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::DecimalFormatter;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_list::ListFormatter;
use icu_locale_core::Locale;

/// Decimal and list formatting for one language.
pub struct NumberFormat {
    /// Tables, figures and pre-formatted arguments: the locale's grouping.
    inner: DecimalFormatter,
    /// Numbers inside sentences (Fluent arguments): grouped from 5 digits.
    prose: DecimalFormatter,
    list: ListFormatter,
}

impl NumberFormat {
    pub fn new(lang: Lang) -> Self {
        Self::for_tag(lang.tag())
    }

    /// Any BCP 47 tag; unknown or malformed tags fall back to English data
    /// (the tags we pass are our own four).
    pub fn for_tag(tag: &str) -> Self {
        let en = icu_locale_core::locale!("en");
        let locale: Locale = tag.parse().unwrap_or(en.clone());
        let make = |g: GroupingStrategy| {
            let mut o = DecimalFormatterOptions::default();
            o.grouping_strategy = Some(g);
            DecimalFormatter::try_new((&locale).into(), o)
                .or_else(|_| DecimalFormatter::try_new((&en).into(), o))
                .expect("compiled ICU4X data includes English")
        };
        let inner = make(GroupingStrategy::Auto);
        let prose = make(GroupingStrategy::Min2);
        let opts = ListFormatterOptions::default().with_length(ListLength::Wide);
        let list = ListFormatter::try_new_and((&locale).into(), opts)
            .or_else(|_| ListFormatter::try_new_and((&en).into(), opts))
            .expect("compiled ICU4X data includes English");
        NumberFormat { inner, prose, list }
    }

    /// "a, b and c" in the language's own way (`建立、stat、讀取和移除`).
    pub fn and_list<S: AsRef<str>>(&self, items: &[S]) -> String {
        self.list.format_to_string(items.iter().map(|s| s.as_ref()))
    }

    /// `v` rounded to at most `max_frac` fraction digits, trailing zeros
    /// trimmed (`23`, `16,7`). Non-finite values print as `–`.
    pub fn fixed(&self, v: f64, max_frac: usize) -> String {
        self.fixed_min(v, max_frac, 0)
    }

    /// As [`fixed`](Self::fixed) but keeps at least `min_frac` fraction digits.
    pub fn fixed_min(&self, v: f64, max_frac: usize, min_frac: usize) -> String {
        self.decimal(v, max_frac, min_frac, false)
    }

    /// A percentage of `ratio` with an explicit sign (`+82,9`, `-18`, `0`).
    pub fn signed_percent(&self, ratio: f64) -> String {
        self.decimal(ratio * 100.0, 1, 0, true)
    }

    /// As [`fixed_min`](Self::fixed_min) for a number inside a sentence:
    /// grouped only from five digits (`1024`, `11.600`).
    pub fn prose_fixed_min(&self, v: f64, max_frac: usize, min_frac: usize) -> String {
        self.format(&self.prose, v, max_frac, min_frac, false)
    }

    fn decimal(&self, v: f64, max_frac: usize, min_frac: usize, signed: bool) -> String {
        self.format(&self.inner, v, max_frac, min_frac, signed)
    }

    fn format(&self, f: &DecimalFormatter, v: f64, max_frac: usize, min_frac: usize, signed: bool) -> String {
        if !v.is_finite() {
            return "–".to_string();
        }
        let Ok(mut d) = Decimal::try_from_f64(v, FloatPrecision::RoundTrip) else {
            return "–".to_string();
        };
        let max = max_frac.min(12) as i16;
        d.round(-max);
        d.trim_end();
        d.pad_end(-(min_frac.min(max_frac) as i16));
        // -0 would print as "-0".
        if d.absolute.is_zero() {
            d = Decimal::from(0);
            d.pad_end(-(min_frac.min(max_frac) as i16));
        }
        if signed {
            d.apply_sign_display(fixed_decimal::SignDisplay::ExceptZero);
        }
        f.format_to_string(&d)
    }

    /// A benchmark value in its unit, with the precision a reader needs:
    /// counts (IOPS, op/s) as whole numbers; bandwidths to three significant
    /// digits, at most two decimals (`16,7`, `23`, `1,25`).
    pub fn value(&self, v: f64, unit: Unit) -> String {
        self.fixed(v, value_fraction_digits(v, unit))
    }

    /// A ratio as a percentage with at most one decimal (`82,9`, `12`,
    /// `106,6`). The caller adds the `%` sign through its message, since its
    /// placement is the language's business.
    pub fn percent(&self, ratio: f64) -> String {
        self.fixed(ratio * 100.0, 1)
    }
}

/// How many fraction digits [`NumberFormat::value`] keeps for `v`.
pub fn value_fraction_digits(v: f64, unit: Unit) -> usize {
    if unit.is_count() {
        return 0;
    }
    let a = v.abs();
    if a >= 100.0 || a == 0.0 {
        0
    } else if a >= 10.0 {
        1
    } else {
        2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_separators_come_from_cldr() {
        let it = NumberFormat::new(Lang::It);
        assert_eq!(it.value(16.7, Unit::GBps), "16,7");
        assert_eq!(it.value(23.0, Unit::GBps), "23");
        assert_eq!(it.fixed(2097152.0, 0), "2.097.152");
        let en = NumberFormat::new(Lang::En);
        assert_eq!(en.fixed(2097152.0, 0), "2,097,152");
        assert_eq!(en.value(16.74, Unit::GBps), "16.7");
        let vi = NumberFormat::new(Lang::Vi);
        assert_eq!(vi.value(16.7, Unit::GBps), "16,7");
        assert_eq!(vi.fixed(2097152.0, 0), "2.097.152");
        let zh = NumberFormat::new(Lang::ZhTw);
        assert_eq!(zh.value(16.7, Unit::GBps), "16.7");
        assert_eq!(zh.fixed(2097152.0, 0), "2,097,152");
    }

    #[test]
    fn sentences_group_from_five_digits_in_every_language() {
        let it = NumberFormat::new(Lang::It);
        assert_eq!(it.fixed(3100.0, 0), "3100");
        assert_eq!(it.fixed(11600.0, 0), "11.600");
        assert_eq!(it.prose_fixed_min(1024.0, 0, 0), "1024");
        assert_eq!(it.prose_fixed_min(11600.0, 0, 0), "11.600");
        let vi = NumberFormat::new(Lang::Vi);
        assert_eq!(vi.prose_fixed_min(1024.0, 0, 0), "1024");
        assert_eq!(NumberFormat::new(Lang::ZhTw).prose_fixed_min(1024.0, 0, 0), "1024");
        assert_eq!(NumberFormat::new(Lang::En).fixed(1024.0, 0), "1,024");
    }

    #[test]
    fn counts_are_whole_and_bandwidths_have_three_digits() {
        let en = NumberFormat::new(Lang::En);
        assert_eq!(en.value(194_234.6, Unit::OpsPerSec), "194,235");
        assert_eq!(en.value(1.2345, Unit::GBps), "1.23");
        assert_eq!(en.value(123.45, Unit::GBps), "123");
        assert_eq!(en.value(0.0, Unit::GBps), "0");
    }

    #[test]
    fn lists_follow_the_language() {
        assert_eq!(NumberFormat::new(Lang::En).and_list(&["1", "2", "4"]), "1, 2, and 4");
        assert_eq!(NumberFormat::new(Lang::It).and_list(&["1", "2", "4"]), "1, 2 e 4");
        assert_eq!(
            NumberFormat::new(Lang::ZhTw).and_list(&["建立", "讀取", "移除"]),
            "建立、讀取和移除"
        );
        assert_eq!(NumberFormat::new(Lang::Vi).and_list(&["ghi", "đọc"]), "ghi và đọc");
    }

    #[test]
    fn odd_values_do_not_panic() {
        let en = NumberFormat::new(Lang::En);
        assert_eq!(en.fixed(f64::NAN, 1), "–");
        assert_eq!(en.fixed(-0.0001, 1), "0");
        assert_eq!(en.fixed(1e300, 0).len(), 401);
        assert_eq!(en.fixed_min(5.0, 1, 1), "5.0");
        assert_eq!(en.percent(0.829), "82.9");
        assert_eq!(en.percent(-0.18), "-18");
        assert_eq!(en.percent(1.066), "106.6");
        assert_eq!(en.signed_percent(0.829), "+82.9");
        assert_eq!(en.signed_percent(-0.18), "-18");
        assert_eq!(en.signed_percent(0.0), "0");
        assert_eq!(NumberFormat::new(Lang::It).signed_percent(1.066), "+106,6");
    }
}

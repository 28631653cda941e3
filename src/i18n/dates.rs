//! Year-month dates in the reader's language through ICU4X (CLDR data):
//! the byline ("ottobre 2019", "2019年10月", "tháng 10 năm 2019"), the
//! landing page's date column, "since …" sentences and the month ticks of
//! the capacity-history figure. Inputs are our own ISO strings
//! (`2019-10`, `2019-10-05`); nothing here is formatted by hand.

use crate::model::Lang;
use icu_calendar::{Date, Gregorian};
use icu_datetime::fieldsets::{YM, YMD};
use icu_datetime::FixedCalendarDateTimeFormatter;
use icu_locale_core::Locale;

/// Long and short year-month formatters for one language.
pub(crate) struct DateFormat {
    long: Option<FixedCalendarDateTimeFormatter<Gregorian, YM>>,
    short: Option<FixedCalendarDateTimeFormatter<Gregorian, YM>>,
    day: Option<FixedCalendarDateTimeFormatter<Gregorian, YMD>>,
    lang: Lang,
}

impl DateFormat {
    pub(crate) fn new(lang: Lang) -> Self {
        let locale: Locale = lang.tag().parse().unwrap_or(icu_locale_core::locale!("en"));
        let make = |fs: YM| FixedCalendarDateTimeFormatter::try_new((&locale).into(), fs).ok();
        DateFormat {
            long: make(YM::long()),
            short: make(YM::short()),
            day: FixedCalendarDateTimeFormatter::try_new((&locale).into(), YMD::medium()).ok(),
            lang,
        }
    }

    /// "October 2019" / "ottobre 2019" / "2019年10月" / "tháng 10 năm 2019".
    pub(crate) fn year_month(&self, year: i32, month: u8) -> String {
        fmt(self.long.as_ref(), year, month)
    }

    /// A compact form for axis ticks ("10/2019", "2019/01"). ICU's short
    /// forms for Vietnamese ("tháng 01, 2013") and Chinese ("2013/1") are not
    /// what their readers write on an axis: those two are numeric here.
    pub(crate) fn year_month_short(&self, year: i32, month: u8) -> String {
        match self.lang {
            Lang::Vi => format!("{month:02}/{year}"),
            Lang::ZhTw => format!("{year}/{month:02}"),
            _ => fmt(self.short.as_ref(), year, month),
        }
    }

    /// A day, e.g. when a usage snapshot was taken ("Mar 1, 2024",
    /// "1 mar 2024", "2024年3月1日"); ISO `2024-03-01` if ICU has no pattern.
    pub(crate) fn day(&self, year: i32, month: u8, day: u8) -> String {
        match (&self.day, Date::try_new_gregorian(year, month, day)) {
            (Some(f), Ok(d)) => f.format(&d).to_string(),
            _ => format!("{year:04}-{month:02}-{day:02}"),
        }
    }

    /// An author's date (`YYYY-MM` or `YYYY-MM-DD`) as a year and month in
    /// the language; anything else is shown as written, since it is the
    /// author's own text.
    pub(crate) fn author_date(&self, s: &str) -> String {
        parse_year_month(s).map_or_else(|| s.to_string(), |(y, m)| self.year_month(y, m))
    }
}

fn fmt(f: Option<&FixedCalendarDateTimeFormatter<Gregorian, YM>>, year: i32, month: u8) -> String {
    let iso = format!("{year:04}-{month:02}");
    let (Some(f), Ok(d)) = (f, Date::try_new_gregorian(year, month, 1)) else {
        return iso;
    };
    f.format(&d).to_string()
}

/// `2019-10` or `2019-10-05` → (2019, 10).
pub(crate) fn parse_year_month(s: &str) -> Option<(i32, u8)> {
    let s = s.trim();
    let mut parts = s.splitn(3, '-');
    let y = parts.next()?;
    let m = parts.next()?;
    if y.len() != 4 || m.len() != 2 || !y.bytes().chain(m.bytes()).all(|b| b.is_ascii_digit()) {
        return None;
    }
    if parts
        .next()
        .is_some_and(|d| d.len() != 2 || !d.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let m: u8 = m.parse().ok()?;
    (1..=12).contains(&m).then_some((y.parse().ok()?, m))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn year_month_in_each_language() {
        assert_eq!(DateFormat::new(Lang::En).year_month(2019, 10), "October 2019");
        assert_eq!(DateFormat::new(Lang::It).year_month(2019, 10), "ottobre 2019");
        assert_eq!(DateFormat::new(Lang::ZhTw).year_month(2019, 10), "2019年10月");
        assert_eq!(DateFormat::new(Lang::Vi).year_month(2019, 10), "tháng 10 năm 2019");
        assert_eq!(DateFormat::new(Lang::Vi).year_month_short(2013, 1), "01/2013");
        assert_eq!(DateFormat::new(Lang::ZhTw).year_month_short(2013, 1), "2013/01");
    }

    #[test]
    fn days_in_each_language() {
        for lang in Lang::ALL {
            let s = DateFormat::new(lang).day(2024, 3, 9);
            assert!(
                s.contains("2024") && s.contains('9') && s != "2024-03-09",
                "{lang}: {s}"
            );
        }
        assert_eq!(DateFormat::new(Lang::En).day(2024, 2, 30), "2024-02-30");
    }

    #[test]
    fn short_ticks_are_not_iso() {
        for lang in Lang::ALL {
            let s = DateFormat::new(lang).year_month_short(2013, 1);
            assert_ne!(s, "2013-01", "{lang}");
            assert!(s.contains("2013") || s.contains("13"), "{lang}: {s}");
        }
    }

    #[test]
    fn author_dates_parse_or_pass_through() {
        let it = DateFormat::new(Lang::It);
        assert_eq!(it.author_date("2018-11"), "novembre 2018");
        assert_eq!(it.author_date("2018-11-05"), "novembre 2018");
        assert_eq!(it.author_date("autunno 2019"), "autunno 2019");
        assert_eq!(parse_year_month("2019-13"), None);
        assert_eq!(parse_year_month("19-10"), None);
    }
}

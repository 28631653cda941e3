//! Calendar months (UTC) of modification times: the keys of the `mtime`
//! section, written `YYYY-MM`.

use std::fmt;

use serde::{Serialize, Serializer};

/// A calendar month, UTC. Displays and serializes as `YYYY-MM`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Month {
    pub(crate) year: i32,
    /// 1 … 12
    pub(crate) month: u8,
}

impl Serialize for Month {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl fmt::Display for Month {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.year < 0 { "-" } else { "" };
        write!(f, "{sign}{:04}-{:02}", self.year.unsigned_abs(), self.month)
    }
}

impl Month {
    /// The UTC calendar month of a Unix time in seconds.
    pub(crate) fn from_unix(secs: i64) -> Month {
        let (year, month, _) = super::usage::civil_from_days(secs.div_euclid(86_400));
        Month {
            year: year.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
            month: month as u8,
        }
    }

    /// Parses `YYYY-MM` (a year of at least four digits, optionally negative).
    pub(crate) fn parse(s: &str) -> Option<Month> {
        let (y, m) = s.rsplit_once('-')?;
        let digits = y.strip_prefix('-').unwrap_or(y);
        if m.len() != 2 || digits.len() < 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let month: u8 = m.parse().ok()?;
        (1..=12).contains(&month).then_some(())?;
        Some(Month {
            year: y.parse().ok()?,
            month,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_from_unix_time() {
        let m = |s| Month::from_unix(s).to_string();
        assert_eq!(m(0), "1970-01");
        assert_eq!(m(-1), "1969-12");
        assert_eq!(m(951_782_400), "2000-02"); // 2000-02-29T00:00:00Z
        assert_eq!(m(951_868_799), "2000-02"); // 2000-02-29T23:59:59Z
        assert_eq!(m(951_868_800), "2000-03");
        assert_eq!(m(1_704_067_199), "2023-12");
        assert_eq!(m(1_704_067_200), "2024-01");
        assert_eq!(Month::parse("2024-01"), Some(Month { year: 2024, month: 1 }));
        assert_eq!(Month::parse("-0001-12"), Some(Month { year: -1, month: 12 }));
        for secs in [i64::MIN, -62_167_219_201, -62_167_219_200, 253_402_300_800, i64::MAX] {
            let month = Month::from_unix(secs);
            assert_eq!(Month::parse(&month.to_string()), Some(month), "{secs}");
        }
        assert_eq!(m(-62_167_219_201), "-0001-12");
        assert_eq!(m(253_402_300_800), "10000-01");
        for bad in ["2024-13", "2024-00", "24-01", "2024-1", "2024/01", "x024-01", ""] {
            assert_eq!(Month::parse(bad), None, "{bad}");
        }
    }
}

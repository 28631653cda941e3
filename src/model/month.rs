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
        let (year, month, _) = civil_from_days(secs.div_euclid(86_400));
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

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
pub(crate) fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date of a day number (inverse of [`days_from_civil`]).
pub(crate) fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
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

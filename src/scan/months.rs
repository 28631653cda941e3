//! Which month a modification time falls in, by table: a listing's times
//! jump between months on every line, and a table lookup is much cheaper
//! than calendar arithmetic per file. Kept apart from the tally so the
//! table and its check against the calendar sit together.

use std::sync::OnceLock;

use crate::model::usage::days_from_civil;
#[cfg(test)]
use crate::model::Month;

/// Month slots kept in a vector, from 1970-01: up to the year 2969. Later
/// months (only from absurd times) go to a map.
pub(super) const MONTH_SLOTS: usize = 12 * 1000;

/// The month slot (months since 1970-01) of a time at or after 1970, by
/// table rather than calendar arithmetic: a listing's times jump between
/// months on every line. `None` past the last slot.
pub(super) fn month_slot(mtime: i64) -> Option<usize> {
    let starts = month_starts();
    if mtime < 0 || mtime >= *starts.last()? {
        return None;
    }
    // An average month (2 629 746 s) is within a few days of every real
    // one, so the guess is off by at most one slot; the loops correct it.
    let mut i = usize::try_from(mtime / 2_629_746).map_or(MONTH_SLOTS - 1, |i| i.min(MONTH_SLOTS - 1));
    while i > 0 && starts[i] > mtime {
        i -= 1;
    }
    while starts[i + 1] <= mtime {
        i += 1;
    }
    Some(i)
}

/// The first second of every month slot, and of the month after the last.
fn month_starts() -> &'static [i64] {
    static STARTS: OnceLock<Vec<i64>> = OnceLock::new();
    STARTS.get_or_init(|| {
        (0..=MONTH_SLOTS as i64)
            .map(|i| days_from_civil(1970 + i / 12, i % 12 + 1, 1) * 86_400)
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn month_slots_by_table_match_the_calendar() {
        let check = |t: i64| {
            let m = Month::from_unix(t);
            let want = (i64::from(m.year) - 1970) * 12 + i64::from(m.month) - 1;
            assert_eq!(month_slot(t).map(|i| i as i64), Some(want), "{t}");
        };
        // Both sides of every month boundary, and a spread of times.
        for &start in &month_starts()[1..MONTH_SLOTS] {
            check(start - 1);
            check(start);
        }
        for t in (0..31_000_000_000i64).step_by(7_654_321) {
            check(t);
        }
        let end = month_starts()[MONTH_SLOTS];
        check(end - 1);
        assert_eq!(
            (month_slot(-1), month_slot(end), month_slot(i64::MAX)),
            (None, None, None)
        );
    }
}

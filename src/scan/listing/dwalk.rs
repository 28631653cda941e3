//! `dwalk --text --output FILE` lines (mpiFileUtils): `mode user group size
//! unit date path`, as `mfu_flist_write_text` prints them, e.g.
//! `-rw-r--r-- alice users   4.883 KiB Jan 10 2024 00:00 /p/proj-a/notes.TXT`.
//!
//! The text form is lossy, and the usage says so only in its documentation:
//! sizes are rounded to three decimals of their binary unit (exact below
//! 1 KiB and for multiples of its unit), times to the minute in the time zone
//! of the writer (run dwalk with `TZ=UTC`), no uid (owners are names), no
//! inode (hard links count once per name) and no allocated size. Sockets,
//! FIFOs and devices print as regular files.

use std::borrow::Cow;

use super::record::{int, Bad, Fileset, Kind, Record};
use crate::model::usage::days_from_civil;

const MONTHS: [&[u8]; 12] = [
    b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec",
];
const UNITS: [&[u8]; 7] = [b"B", b"KiB", b"MiB", b"GiB", b"TiB", b"PiB", b"EiB"];
const FIELDS: [&str; 9] = ["mode", "user", "group", "size", "unit", "month", "day", "year", "time"];

/// `123.456` in `unit` → bytes, rounded to the nearest byte.
fn bytes(value: &[u8], unit: usize) -> Option<u64> {
    let (whole, frac) = match value.iter().position(|&b| b == b'.') {
        Some(d) => (&value[..d], &value[d + 1..]),
        None => (value, &[][..]),
    };
    let w = u128::from(int(whole)?);
    let f = if frac.is_empty() { 0 } else { u128::from(int(frac)?) };
    let scale = 10u128.checked_pow(u32::try_from(frac.len()).ok()?)?;
    let mult = 1u128 << (10 * unit);
    let b = (w * scale + f) * mult;
    u64::try_from((b + scale / 2) / scale).ok()
}

/// Parses one line (without its `\n`).
pub(super) fn parse(line: &[u8]) -> Result<Record<'_>, Bad> {
    let mut cells: [&[u8]; 9] = [&[]; 9];
    let mut at = 0;
    for (i, cell) in cells.iter_mut().enumerate() {
        while line.get(at) == Some(&b' ') {
            at += 1;
        }
        let end = line[at..]
            .iter()
            .position(|&b| b == b' ')
            .map_or(line.len(), |p| at + p);
        if end == at {
            return Err((i + 1, format!("expected `{}`: the line ends early", FIELDS[i])));
        }
        *cell = &line[at..end];
        at = end;
    }
    let path = match line.get(at) {
        Some(b' ') if at + 1 < line.len() => &line[at + 1..],
        _ => return Err((10, "expected the path after the time".into())),
    };
    let bad = |i: usize, what: &str| super::record::bad(i + 1, FIELDS[i], what, cells[i]);
    let kind = match cells[0].first() {
        Some(b'd') => Kind::Dir,
        Some(b'l') => Kind::Link,
        Some(b'-') if cells[0].len() == 10 => Kind::File,
        _ => return Err(bad(0, "a mode like -rw-r--r--")),
    };
    let unit = UNITS
        .iter()
        .position(|u| *u == cells[4])
        .ok_or_else(|| bad(4, "B, KiB, MiB, GiB, TiB, PiB or EiB"))?;
    let size = bytes(cells[3], unit).ok_or_else(|| bad(3, "a number like 4.883"))?;
    let month = MONTHS
        .iter()
        .position(|m| *m == cells[5])
        .ok_or_else(|| bad(5, "a month like Jan"))? as i64
        + 1;
    let day = int(cells[6])
        .filter(|d| (1..=31).contains(d))
        .ok_or_else(|| bad(6, "a day of the month"))? as i64;
    let year = int(cells[7]).filter(|y| *y <= 9999).ok_or_else(|| bad(7, "a year"))? as i64;
    let hm = cells[8];
    let (h, m) = match (hm.len(), hm.get(2)) {
        (5, Some(b':')) => (int(&hm[..2]), int(&hm[3..])),
        _ => (None, None),
    };
    let (h, m) = h
        .zip(m)
        .filter(|(h, m)| *h < 24 && *m < 60)
        .ok_or_else(|| bad(8, "a time like 12:00"))?;
    Ok(Record {
        kind,
        size,
        allocated: None,
        // A user column that is a number is a uid without a name: `uid:<n>`,
        // as in the other formats.
        uid: int(cells[1]).and_then(|u| u32::try_from(u).ok()),
        user: Cow::Borrowed(cells[1]),
        mtime: days_from_civil(year, month, day) * 86_400 + h as i64 * 3600 + m as i64 * 60,
        inode: None,
        nlink: 1,
        fileset: Fileset::FromPath,
        path: Cow::Borrowed(path),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dwalk_text_lines() {
        let r = parse(b"-rw-r--r-- alice users   4.883 KiB Jan 10 2024 00:00 /p/proj-a/my notes.TXT").unwrap();
        assert_eq!((r.kind, r.size, r.mtime), (Kind::File, 5000, 1_704_844_800));
        assert_eq!((&*r.user, &*r.path), (&b"alice"[..], &b"/p/proj-a/my notes.TXT"[..]));
        assert_eq!(
            parse(b"drwxr-xr-x root root 100.000   B Feb 29 2024 23:59 /p")
                .unwrap()
                .size,
            100
        );
        assert_eq!(
            parse(b"-rw-r--r-- a b   2.000 GiB Feb  1 2024 00:00 /p/x")
                .unwrap()
                .size,
            2 << 30
        );
        // Past 2^64 bytes: refused, not wrapped (issue 45 item 6).
        assert_eq!(
            parse(b"-rw-r--r-- a b   400000000000000.000 EiB Feb  1 2024 00:00 /p/x")
                .err()
                .map(|e| e.0),
            Some(4)
        );
        assert_eq!(
            parse(b"-rw-r--r-- a b   2.000 XB Feb  1 2024 00:00 /p/x")
                .err()
                .map(|e| e.0),
            Some(5)
        );
        assert_eq!(
            parse(b"-rw-r--r-- a b   2.000 B Feb  1 2024 0000 /p/x")
                .err()
                .map(|e| e.0),
            Some(9)
        );
        assert_eq!(
            parse(b"-rw-r--r-- a b   2.000 B Feb  1 2024 00:00").err().map(|e| e.0),
            Some(10)
        );
    }
}

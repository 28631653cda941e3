//! `find -printf` lines: eight tab-separated columns
//! (`%s %U %u %T@ %i %n %y %P`), or ten with the allocated blocks and the
//! device (`%s %U %u %T@ %i %n %y %b %D %P`).

use std::borrow::Cow;

use super::record::{int, kind_of_letter, parse_epoch, Bad, Fileset, Record};

const COLUMNS: [&str; 10] = [
    "size", "uid", "user", "mtime", "inode", "nlink", "type", "blocks", "device", "path",
];

/// Parses one line (without its `\n`). `wide`: the ten-column form.
/// Inlined into the worker's loop: a `Record` is not copied per line.
#[inline(always)]
pub(super) fn parse(line: &[u8], wide: bool) -> Result<Record<'_>, Bad> {
    match parse_fast(line, wide) {
        Some(r) => Ok(r),
        None => parse_checked(line, wide),
    }
}

/// The common line in one pass: digits become numbers as the columns are
/// found, nothing is split first. It accepts a subset of what
/// [`parse_checked`] accepts, with the same result; anything unusual (a
/// sign, a number long enough to overflow, a missing or extra column) gives
/// `None`, and `parse_checked` then decides and words the error.
#[inline(always)]
fn parse_fast(line: &[u8], wide: bool) -> Option<Record<'_>> {
    let mut c = Cursor { s: line, i: 0 };
    let size = c.num(19)?;
    let uid = c.num(9)? as u32; // nine digits fit in a u32
    let user = c.text()?;
    let mtime = c.epoch()?;
    let ino = c.num(19)?;
    let nlink = c.num(19)?;
    let kind = kind_of_letter(c.letter()?)?;
    let (allocated, dev) = match wide {
        true => (Some(c.num(19)?.saturating_mul(512)), c.num(19)?),
        false => (None, 0),
    };
    let path = line.get(c.i..)?;
    if memchr::memchr(b'\t', path).is_some() {
        return None;
    }
    Some(Record {
        kind,
        size,
        allocated,
        uid: Some(uid),
        user: Cow::Borrowed(user),
        mtime,
        inode: Some((dev, ino)),
        nlink,
        fileset: Fileset::FromPath,
        path: Cow::Borrowed(path),
    })
}

/// A position in a line, before a column.
struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Cursor<'a> {
    /// 1 to `max` digits (`max` <= 19: no overflow) and their tab.
    #[inline]
    fn num(&mut self, max: usize) -> Option<u64> {
        let v = self.digits(max)?;
        self.tab()?;
        Some(v)
    }

    /// A non-negative `%T@` (whole seconds, rounded down) and its tab.
    #[inline]
    fn epoch(&mut self) -> Option<i64> {
        let secs = self.digits(18)?;
        if self.s.get(self.i) == Some(&b'.') {
            self.i += 1;
            while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
                self.i += 1;
            }
        }
        self.tab()?;
        i64::try_from(secs).ok()
    }

    /// 1 to `max` digits, not followed by a tab.
    #[inline]
    fn digits(&mut self, max: usize) -> Option<u64> {
        let start = self.i;
        let mut v = 0u64;
        while let Some(d) = self.s.get(self.i).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
            v = v.wrapping_mul(10).wrapping_add(u64::from(d));
            self.i += 1;
        }
        let n = self.i - start;
        (n >= 1 && n <= max).then_some(v)
    }

    /// Any bytes up to the next tab, which is passed. A plain loop: the
    /// columns are a few bytes, shorter than a vectorised search's set-up.
    #[inline]
    fn text(&mut self) -> Option<&'a [u8]> {
        let rest = self.s.get(self.i..)?;
        let n = rest.iter().position(|&b| b == b'\t')?;
        self.i += n + 1;
        Some(&rest[..n])
    }

    /// One byte and its tab.
    #[inline]
    fn letter(&mut self) -> Option<&'a [u8]> {
        match self.s.get(self.i..self.i + 2)? {
            [_, b'\t'] => {
                self.i += 2;
                self.s.get(self.i - 2..self.i - 1)
            }
            _ => None,
        }
    }

    fn tab(&mut self) -> Option<()> {
        (self.s.get(self.i) == Some(&b'\t')).then_some(())?;
        self.i += 1;
        Some(())
    }
}

/// Splits the line into columns and checks each, naming the first bad one.
#[cold]
#[inline(never)]
fn parse_checked(line: &[u8], wide: bool) -> Result<Record<'_>, Bad> {
    let want = if wide { 10 } else { 8 };
    let mut cells: [&[u8]; 10] = [&[]; 10];
    let mut n = 0;
    for cell in line.split(|&b| b == b'\t') {
        if n < 10 {
            cells[n] = cell;
        }
        n += 1;
    }
    if n != want {
        let column = (n + 1).min(want + 1);
        let why = match n < want {
            true => "a path containing a newline cannot be listed",
            false => "a path containing a tab cannot be listed",
        };
        return Err((
            column,
            format!("expected {want} tab-separated columns, found {n} ({why})"),
        ));
    }
    let name = |i: usize| match (wide, i) {
        (false, 7) => COLUMNS[9],
        _ => COLUMNS[i],
    };
    let bad = |i: usize, what: &str| super::record::bad(i + 1, name(i), what, cells[i]);
    let num = |i: usize| int(cells[i]).ok_or_else(|| bad(i, "a non-negative integer"));
    let size = num(0)?;
    let uid = u32::try_from(num(1)?).map_err(|_| bad(1, "a uid"))?;
    let mtime = parse_epoch(cells[3]).ok_or_else(|| bad(3, "seconds since the epoch, like 1700000000.25"))?;
    let ino = num(4)?;
    let nlink = num(5)?;
    let kind = kind_of_letter(cells[6]).ok_or_else(|| bad(6, "one letter from `find -printf %y` (f, d, l, …)"))?;
    let (allocated, dev, path) = match wide {
        true => (Some(num(7)?.saturating_mul(512)), num(8)?, cells[9]),
        false => (None, 0, cells[7]),
    };
    Ok(Record {
        kind,
        size,
        allocated,
        uid: Some(uid),
        user: Cow::Borrowed(cells[2]),
        mtime,
        inode: Some((dev, ino)),
        nlink,
        fileset: Fileset::FromPath,
        path: Cow::Borrowed(path),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fast_path_agrees_with_the_checked_one() {
        let lines = [
            "10\t0\troot\t1.0\t5\t1\tf\ta/b.txt",
            "0010\t0000\t\t1700000000.\t5\t1\td\t",
            "10\t999999999\troot\t1700000000.5\t5\t1\tl\tx y/z",
            "10\t4294967295\troot\t1700000000.5\t5\t1\tl\tx y/z",
            "10\t4294967296\troot\t1\t5\t1\tf\tuid too large",
            "9999999999999999999\t1\tu\t999999999999999999\t9999999999999999999\t1\t?\tp",
            "99999999999999999999\t1\tu\t1\t1\t1\tf\toverflows",
            "1\t1\tu\t-1.5\t1\t1\tf\tnegative time",
            "1\t1\tu\t1.5x\t1\t1\tf\tbad time",
            "1\t1\tu\t1\t1\t1\tff\tbad type",
            "1\t1\tu\t1\t1\t1\tf\ttab\tin path",
            "1\t1\tu\t1\t1\t1\tf",
            "+1\t1\tu\t1\t1\t1\tf\tp",
            "",
        ];
        let wide_lines = [
            "10\t0\troot\t1.0\t5\t2\tf\t8\t2049\ta/b",
            "10\t0\troot\t1.0\t5\t2\tf\t8\t\ta/b",
        ];
        let cases = (lines.iter().map(|l| (*l, false))).chain(wide_lines.iter().map(|l| (*l, true)));
        let mut fast = 0;
        for (line, wide) in cases {
            let checked = format!("{:?}", parse_checked(line.as_bytes(), wide));
            if let Some(r) = parse_fast(line.as_bytes(), wide) {
                fast += 1;
                assert_eq!(format!("{:?}", Ok::<_, Bad>(r)), checked, "{line}");
            }
            assert_eq!(format!("{:?}", parse(line.as_bytes(), wide)), checked, "{line}");
        }
        assert_eq!(fast, 5);
    }

    #[test]
    fn line_errors_name_the_column() {
        let col = |s: &str| parse(s.as_bytes(), false).err().map(|e| e.0);
        assert_eq!(col("10\t0\troot\t1.0\t5\t1\tf\ta/b.txt"), None);
        assert_eq!(col("x\t0\troot\t1.0\t5\t1\tf\ta"), Some(1));
        assert_eq!(col("10\t99999999999\troot\t1.0\t5\t1\tf\ta"), Some(2));
        assert_eq!(col("10\t0\troot\tyesterday\t5\t1\tf\ta"), Some(4));
        assert_eq!(col("10\t0\troot\t1.0\t-5\t1\tf\ta"), Some(5));
        assert_eq!(col("10\t0\troot\t1.0\t5\t\tf\ta"), Some(6));
        assert_eq!(col("10\t0\troot\t1.0\t5\t1\tfile\ta"), Some(7));
        assert_eq!(col("10\t0\troot\t1.0\t5\t1\tf\ta\tb"), Some(9));
        assert_eq!(col("bar"), Some(2));
        assert_eq!(col(""), Some(2));
        let wide = parse(b"10\t0\troot\t1.0\t5\t2\tf\t8\t2049\ta/b", true).expect("wide line");
        assert_eq!(
            (wide.allocated, wide.inode, &*wide.path),
            (Some(4096), Some((2049, 5)), &b"a/b"[..])
        );
        assert_eq!(
            parse(b"10\t0\troot\t1.0\t5\t2\tf\tx\t2049\ta/b", true)
                .err()
                .map(|e| e.0),
            Some(8)
        );
    }
}

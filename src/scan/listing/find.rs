//! `find -printf` lines: eight tab-separated columns
//! (`%s %U %u %T@ %i %n %y %P`), or ten with the allocated blocks and the
//! device (`%s %U %u %T@ %i %n %y %b %D %P`).

use std::borrow::Cow;

use super::record::{int, kind_of_letter, parse_epoch, Bad, Fileset, Record};

const COLUMNS: [&str; 10] = [
    "size", "uid", "user", "mtime", "inode", "nlink", "type", "blocks", "device", "path",
];

/// Parses one line (without its `\n`). `wide`: the ten-column form.
pub(super) fn parse(line: &[u8], wide: bool) -> Result<Record<'_>, Bad> {
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
    let bad = |i: usize, what: &str| {
        (
            i + 1,
            format!(
                "`{}`: expected {what}, found `{}`",
                name(i),
                String::from_utf8_lossy(cells[i])
            ),
        )
    };
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

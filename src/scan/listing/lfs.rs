//! `lfs find DIR --printf '%s\t%b\t%U\t%u\t%T@\t%i\t%n\t%y\t%p\n'` lines:
//! nine tab-separated columns, the path absolute (as `lfs find` prints it).

use std::borrow::Cow;

use super::record::{int, kind_of_letter, parse_epoch, Bad, Fileset, Record};

const COLUMNS: [&str; 9] = [
    "size", "blocks", "uid", "user", "mtime", "inode", "nlink", "type", "path",
];

/// Parses one line (without its `\n`).
pub(super) fn parse(line: &[u8]) -> Result<Record<'_>, Bad> {
    let cells: Vec<&[u8]> = line.splitn(COLUMNS.len() + 1, |&b| b == b'\t').collect();
    if cells.len() != COLUMNS.len() {
        let n = line.iter().filter(|&&b| b == b'\t').count() + 1;
        return Err((
            (n + 1).min(COLUMNS.len() + 1),
            format!("expected 9 tab-separated columns, found {n} (a path with a tab or a newline cannot be listed)"),
        ));
    }
    let bad = |i: usize, what: &str| super::record::bad(i + 1, COLUMNS[i], what, cells[i]);
    let num = |i: usize| int(cells[i]).ok_or_else(|| bad(i, "a non-negative integer"));
    Ok(Record {
        size: num(0)?,
        allocated: Some(num(1)?.saturating_mul(512)),
        uid: Some(u32::try_from(num(2)?).map_err(|_| bad(2, "a uid"))?),
        user: Cow::Borrowed(cells[3]),
        mtime: parse_epoch(cells[4]).ok_or_else(|| bad(4, "seconds since the epoch, like 1700000000"))?,
        inode: Some((0, num(5)?)),
        nlink: num(6)?,
        kind: kind_of_letter(cells[7]).ok_or_else(|| bad(7, "one letter of `%y` (f, d, l, …)"))?,
        fileset: Fileset::FromPath,
        path: Cow::Borrowed(cells[8]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lfs_find_lines() {
        let r =
            parse(b"5000\t16\t1000\talice\t1704844800\t144115205255725057\t1\tf\t/lustre/fs/proj-a/notes.TXT").unwrap();
        assert_eq!(
            (r.size, r.allocated, r.uid, r.mtime),
            (5000, Some(8192), Some(1000), 1_704_844_800)
        );
        assert_eq!(&*r.path, b"/lustre/fs/proj-a/notes.TXT");
        assert_eq!(
            parse(b"5000\t16\t1000\talice\t1704844800\t1\t1\tf").err().map(|e| e.0),
            Some(9)
        );
        assert_eq!(
            parse(b"5000\tx\t1000\talice\t1704844800\t1\t1\tf\t/p")
                .err()
                .map(|e| e.0),
            Some(2)
        );
    }
}

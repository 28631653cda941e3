//! Storage Scale policy lists (`mmapplypolicy … -I defer -f PREFIX` with the
//! policy of [`POLICY`]): one line per file,
//! `InodeNumber GenNumber SnapId SHOW -- /full/path`, where SHOW is
//! `size/kb_allocated/uid/nlink/type/mtime/user/fileset` and the SHOW values
//! and the path are percent-encoded by the rule's `ESCAPE '%/'` clause
//! (every byte but letters, digits, `-_.~` and `/` as `%XX`).

use std::borrow::Cow;

use super::record::{int, Bad, Fileset, Kind, Record};
use crate::model::usage::{days_from_civil, ROOT_FILESET};

const SHOW: [&str; 8] = [
    "size",
    "kb_allocated",
    "uid",
    "nlink",
    "type",
    "mtime",
    "user",
    "fileset",
];

/// Decodes `%XX` escapes (anything else is kept as it is).
pub(super) fn unescape(s: &[u8]) -> Cow<'_, [u8]> {
    if !s.contains(&b'%') {
        return Cow::Borrowed(s);
    }
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match (
            s[i],
            s.get(i + 1).copied().and_then(hex),
            s.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push(h * 16 + l);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// `YYYY-MM-DD HH:MM:SS[.ffffff]` (the policy engine's `VARCHAR` of a
/// timestamp, read as UTC) or whole seconds since the epoch.
fn parse_time(s: &[u8]) -> Option<i64> {
    if let Some(secs) = int(s) {
        return i64::try_from(secs).ok();
    }
    let s = std::str::from_utf8(s).ok()?;
    let (date, time) = (s.get(..10)?, s.get(11..19)?);
    if !matches!(s.as_bytes().get(10), Some(b' ' | b'T'))
        || s.get(19..).is_some_and(|f| !f.is_empty() && !f.starts_with('.'))
    {
        return None;
    }
    let field = |t: &str, a: usize, b: usize| {
        t.get(a..b)
            .filter(|x| x.bytes().all(|c| c.is_ascii_digit()))?
            .parse::<i64>()
            .ok()
    };
    let (y, m, d) = (field(date, 0, 4)?, field(date, 5, 7)?, field(date, 8, 10)?);
    let (h, mi, se) = (field(time, 0, 2)?, field(time, 3, 5)?, field(time, 6, 8)?);
    if !(1..=12).contains(&m) || !(1..=31).contains(&d) || h > 23 || mi > 59 || se > 60 {
        return None;
    }
    Some(days_from_civil(y, m, d) * 86_400 + h * 3600 + mi * 60 + se)
}

/// Parses one line (without its `\n`).
pub(super) fn parse(line: &[u8]) -> Result<Record<'_>, Bad> {
    let mut rest = line;
    let mut head = [0u64; 3];
    for (i, what) in ["InodeNumber", "GenNumber", "SnapId"].iter().enumerate() {
        let start = rest.iter().position(|&b| b != b' ').unwrap_or(rest.len());
        rest = &rest[start..];
        let end = rest.iter().position(|&b| b == b' ').unwrap_or(rest.len());
        head[i] = int(&rest[..end]).ok_or_else(|| super::record::bad(i + 1, what, "a number", &rest[..end]))?;
        rest = &rest[end..];
    }
    let Some(sep) = rest.windows(4).position(|w| w == b" -- ") else {
        return Err((4, "expected SHOW values, ` -- ` and the path".into()));
    };
    let show = rest[..sep].trim_ascii();
    let path = unescape(&rest[sep + 4..]);
    let cells: Vec<&[u8]> = show.split(|&b| b == b'/').collect();
    if cells.len() != SHOW.len() {
        let msg = format!(
            "expected the SHOW values {} separated by `/`, found `{}` (list made with another policy?)",
            SHOW.join("/"),
            String::from_utf8_lossy(show)
        );
        return Err((4, msg));
    }
    let bad = |i: usize, what: &str| {
        let found = String::from_utf8_lossy(cells[i]);
        (4, format!("SHOW `{}`: expected {what}, found `{found}`", SHOW[i]))
    };
    let num = |i: usize| int(&unescape(cells[i])).ok_or_else(|| bad(i, "a non-negative integer"));
    let kind = match &*unescape(cells[4]) {
        b"-" => Kind::File,
        b"d" => Kind::Dir,
        b"l" => Kind::Link,
        [c] if c.is_ascii_alphabetic() => Kind::Other,
        _ => return Err(bad(4, "the first letter of MODE (-, d, l, …)")),
    };
    let fileset = unescape(cells[7]);
    Ok(Record {
        kind,
        size: num(0)?,
        allocated: Some(num(1)?.saturating_mul(1024)),
        uid: Some(u32::try_from(num(2)?).map_err(|_| bad(2, "a uid"))?),
        nlink: num(3)?,
        mtime: parse_time(&unescape(cells[5])).ok_or_else(|| bad(5, "a time like 2024-01-10 12:00:00.000000"))?,
        user: unescape(cells[6]),
        // Inode numbers are unique in a file system; the generation tells a
        // reused number apart, the snapshot a snapshot's copy.
        inode: Some((head[1] << 32 ^ head[2], head[0])),
        fileset: Fileset::Named(match &*fileset {
            b"root" => Cow::Borrowed(ROOT_FILESET.as_bytes()),
            _ => fileset,
        }),
        path,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn policy_lines_are_decoded() {
        let r = parse(b"73014444035 65538 0  5000/8/1000/1/-/2024-01-10%2000%3A00%3A00.000000/alice/proj-a -- /gpfs/fs1/proj-a/my%20notes.TXT").unwrap();
        assert_eq!(
            (r.kind, r.size, r.allocated, r.uid, r.nlink),
            (Kind::File, 5000, Some(8192), Some(1000), 1)
        );
        assert_eq!(r.mtime, 1_704_844_800);
        assert_eq!(&*r.path, b"/gpfs/fs1/proj-a/my notes.TXT");
        assert_eq!(r.fileset, Fileset::Named(Cow::Borrowed(&b"proj-a"[..])));
        let root = parse(b"1 1 0 0/0/0/2/d/1700000000/root/root -- /gpfs/fs1").unwrap();
        assert_eq!((root.kind, root.mtime), (Kind::Dir, 1_700_000_000));
        assert_eq!(root.fileset, Fileset::Named(Cow::Borrowed(ROOT_FILESET.as_bytes())));
        assert_eq!(parse(b"x 1 0 0/0/0/1/-/0/a/b -- /p").err().map(|e| e.0), Some(1));
        assert_eq!(parse(b"1 1 0 0/0/0/1/-/0/a -- /p").err().map(|e| e.0), Some(4));
        assert_eq!(parse(b"1 1 0 0/0/0/1/-/noon/a/b -- /p").err().map(|e| e.0), Some(4));
        assert_eq!(parse(b"1 1 0 0/0/0/1/-/0/a/b /p").err().map(|e| e.0), Some(4));
        assert_eq!(&*unescape(b"a%2Fb%zz%4"), b"a/b%zz%4");
    }
}

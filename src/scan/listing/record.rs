//! One listed entry, as every format's parser gives it, and the format
//! detection.

use std::borrow::Cow;

/// A list format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `find -printf` (8 or 10 tab-separated columns).
    Find,
    /// A Storage Scale policy list made with the policy of `--print-gpfs-policy`.
    GpfsPolicy,
    /// `lfs find --printf` with the documented format (9 columns).
    LfsFind,
    /// `dwalk --text` output.
    Dwalk,
}

impl Format {
    pub(crate) const NAMES: [&'static str; 4] = ["find", "gpfs-policy", "lfs-find", "dwalk"];
    const ALL: [Format; 4] = [Format::Find, Format::GpfsPolicy, Format::LfsFind, Format::Dwalk];

    pub(crate) fn parse(s: &str) -> Option<Format> {
        Some(Format::ALL[Format::NAMES.iter().position(|n| *n == s)?])
    }

    pub(crate) fn name(self) -> &'static str {
        Format::NAMES[self as usize]
    }

    /// Whether paths are absolute (then the starting point is a path, not
    /// the empty string).
    pub(super) fn absolute(self) -> bool {
        self != Format::Find
    }

    /// The format of a list whose first line is `line`, if any fits.
    pub(super) fn detect(line: &[u8]) -> Option<Format> {
        let tabs = line.iter().filter(|&&b| b == b'\t').count();
        if tabs == 7 || tabs == 9 {
            return Some(Format::Find);
        }
        if tabs == 8 {
            return Some(Format::LfsFind);
        }
        let mut words = line.split(|&b| b == b' ').filter(|w| !w.is_empty());
        let first = words.next().unwrap_or_default();
        let numeric = |w: &[u8]| !w.is_empty() && w.iter().all(u8::is_ascii_digit);
        if numeric(first) && line.windows(4).any(|w| w == b" -- ") {
            return Some(Format::GpfsPolicy);
        }
        let mode =
            |w: &[u8]| w.len() == 10 && b"-dlcbps".contains(&w[0]) && w[1..].iter().all(|b| b"rwxsStT-".contains(b));
        mode(first).then_some(Format::Dwalk)
    }
}

/// The kind of a listed entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    File,
    Dir,
    Link,
    Other,
}

/// Where a file's fileset comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Fileset<'a> {
    /// The first component of the path below the root.
    FromPath,
    /// Named by the list (a Storage Scale fileset).
    Named(Cow<'a, [u8]>),
}

/// One parsed line.
#[derive(Debug, Clone)]
pub(super) struct Record<'a> {
    pub(crate) kind: Kind,
    pub(crate) size: u64,
    pub(crate) allocated: Option<u64>,
    /// `None` when the list names owners only (dwalk).
    pub(crate) uid: Option<u32>,
    /// The owner's name as listed (may be the uid itself, or empty).
    pub(crate) user: Cow<'a, [u8]>,
    pub(crate) mtime: i64,
    /// Identity of the inode, to count a file with several links once.
    pub(crate) inode: Option<(u64, u64)>,
    pub(crate) nlink: u64,
    pub(crate) fileset: Fileset<'a>,
    /// The path as listed (decoded): relative for `find`, absolute otherwise.
    pub(crate) path: Cow<'a, [u8]>,
}

/// A parse error: (1-based column, message).
pub(super) type Bad = (usize, String);

/// The error of column `column` (1-based), named `name`: what was expected
/// and what was found.
pub(super) fn bad(column: usize, name: &str, what: &str, found: &[u8]) -> Bad {
    let found = String::from_utf8_lossy(found);
    (column, format!("`{name}`: expected {what}, found `{found}`"))
}

/// Digits only → u64.
pub(super) fn int(cell: &[u8]) -> Option<u64> {
    if cell.is_empty() || cell.len() > 20 {
        return None;
    }
    let mut v: u64 = 0;
    for &b in cell {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        v = v.checked_mul(10)?.checked_add(u64::from(d))?;
    }
    Some(v)
}

/// `%T@` (`-12.5`, `1700000000`, `1700000000.1234567890`) → whole seconds,
/// rounded down as `st_mtime` is.
pub(super) fn parse_epoch(s: &[u8]) -> Option<i64> {
    let (negative, s) = match s.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, s),
    };
    let (whole, frac) = match s.iter().position(|&b| b == b'.') {
        Some(dot) => (&s[..dot], &s[dot + 1..]),
        None => (s, &[][..]),
    };
    let digits = |d: &[u8]| d.iter().all(u8::is_ascii_digit);
    if whole.is_empty() || whole.len() > 18 || !digits(whole) || !digits(frac) {
        return None;
    }
    let secs = i64::try_from(int(whole)?).ok()?;
    let fraction = frac.iter().any(|&b| b != b'0');
    Some(match (negative, fraction) {
        (false, _) => secs,
        (true, false) => -secs,
        (true, true) => -secs - 1,
    })
}

/// The kind of a `find`/`lfs find` `%y` letter.
pub(super) fn kind_of_letter(cell: &[u8]) -> Option<Kind> {
    match cell {
        [b'f'] => Some(Kind::File),
        [b'd'] => Some(Kind::Dir),
        [b'l'] => Some(Kind::Link),
        [k] if k.is_ascii_alphabetic() || *k == b'?' => Some(Kind::Other),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epochs() {
        let p = |s: &str| parse_epoch(s.as_bytes());
        assert_eq!(p("1700000000.1234567890"), Some(1_700_000_000));
        assert_eq!(p("1700000000"), Some(1_700_000_000));
        assert_eq!(p("0.0000000000"), Some(0));
        assert_eq!(p("-1.5"), Some(-2));
        assert_eq!(p("-1.0"), Some(-1));
        for bad in ["", ".5", "1.2.3", "abc", "1e9", "+5", "-", "99999999999999999999"] {
            assert_eq!(p(bad), None, "{bad}");
        }
    }

    #[test]
    fn formats_are_detected_from_the_first_line() {
        let d = |s: &str| Format::detect(s.as_bytes());
        assert_eq!(d("4096\t0\troot\t1.0\t2\t5\td\t"), Some(Format::Find));
        assert_eq!(d("4096\t0\troot\t1.0\t2\t5\td\t8\t2049\t"), Some(Format::Find));
        assert_eq!(d("4096\t8\t0\troot\t1\t2\t5\td\t/lustre/x"), Some(Format::LfsFind));
        assert_eq!(
            d("73014444035 65538 0  4096/0/0/2/d/x/root/root -- /gpfs/fs1"),
            Some(Format::GpfsPolicy)
        );
        assert_eq!(
            d("drwxr-xr-x root root   4.000 KiB Jan  5 2024 12:00 /p/x"),
            Some(Format::Dwalk)
        );
        assert_eq!(d("Type=DIR File=/p/x"), None);
        for n in Format::NAMES {
            assert_eq!(Format::parse(n).map(Format::name), Some(n));
        }
        assert_eq!(Format::parse("ls"), None);
        assert_eq!(d("hello world"), None);
    }
}

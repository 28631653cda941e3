//! `Usage` from a `find -printf` listing (format in the module documentation
//! of `scan`), for file systems this tool cannot walk itself.
//!
//! The listing is streamed: only files with several links are kept until the
//! end, to count each inode once under its smallest path, as a scan does.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

use super::passwd::unknown_uid;
use super::usage::{FileFacts, Tally};
use super::{ScanError, ScanOptions};
use crate::model::usage::{Usage, ROOT_FILESET};

/// Longest listing line accepted: a path is at most 4 KiB on Linux, so a
/// longer line means the file is not a listing.
const MAX_LINE: u64 = 64 << 10;

const COLUMNS: [&str; 8] = ["size", "uid", "user", "mtime", "inode", "nlink", "type", "path"];

/// A listed file with several links, resolved at the end.
struct Link {
    ino: u64,
    path: Vec<u8>,
    facts: FileFacts,
}

/// Aggregates the listing at `path` like [`super::scan`] aggregates a tree.
/// Uses `size_boundaries` and `max_types` of `opts`.
pub fn usage_from_listing(path: impl AsRef<Path>, opts: &ScanOptions) -> Result<Usage, ScanError> {
    let path = path.as_ref();
    opts.validate()?;
    let io = |source| ScanError::Io {
        path: path.to_path_buf(),
        source,
    };
    // A regular file only: a FIFO would hang the scan and /dev/zero never
    // ends (and has no newline, so one line would grow without bound).
    let file = crate::fsx::open_regular(path).map_err(|e| ScanError::Io {
        path: path.to_path_buf(),
        source: std::io::Error::other(e.to_string().replace(&format!("{}: ", path.display()), "")),
    })?;
    let mut input = BufReader::with_capacity(1 << 16, file);
    let bounds = &opts.size_boundaries;
    let mut tally = Tally::new(bounds.len() + 1);
    let mut names: HashMap<u32, String> = HashMap::new();
    let mut links = Vec::new();
    let mut buf = Vec::new();
    let mut line = 0u64;
    loop {
        buf.clear();
        if (&mut input)
            .take(MAX_LINE + 1)
            .read_until(b'\n', &mut buf)
            .map_err(io)?
            == 0
        {
            break;
        }
        line += 1;
        if buf.len() as u64 > MAX_LINE {
            return Err(ScanError::parse(
                path,
                line,
                1,
                format!("line longer than {} KiB: not a listing", MAX_LINE >> 10),
            ));
        }
        if buf.last() == Some(&b'\n') {
            buf.pop();
        }
        let e = parse_line(&buf).map_err(|(column, msg)| ScanError::parse(path, line, column, msg))?;
        if e.rel.is_empty() {
            continue; // the starting point itself
        }
        match e.kind {
            b'd' => tally.totals.dirs += 1,
            b'l' => tally.totals.symlinks += 1,
            b'f' => {
                names.entry(e.facts.uid).or_insert_with(|| {
                    let user = String::from_utf8_lossy(e.user);
                    match user == e.facts.uid.to_string() {
                        true => unknown_uid(e.facts.uid),
                        false => user.into_owned(),
                    }
                });
                if e.nlink > 1 {
                    links.push(Link {
                        ino: e.ino,
                        path: e.rel.to_vec(),
                        facts: e.facts,
                    });
                } else {
                    add(&mut tally, e.facts, e.rel, bounds);
                }
            }
            _ => tally.totals.other += 1,
        }
    }
    links.sort_by(|a, b| (a.ino, &a.path).cmp(&(b.ino, &b.path)));
    for group in links.chunk_by(|a, b| a.ino == b.ino) {
        tally.totals.hardlink_duplicates += group.len() as u64 - 1;
        add(&mut tally, group[0].facts, &group[0].path, bounds);
    }
    let name = |uid: u32| names.get(&uid).cloned().unwrap_or_else(|| unknown_uid(uid));
    Ok(tally.finish(bounds, opts.max_types, name))
}

/// Adds one file at relative path `rel` (its fileset is the first component).
fn add(tally: &mut Tally, facts: FileFacts, rel: &[u8], bounds: &[u64]) {
    let (fileset, name) = match rel.iter().position(|&b| b == b'/') {
        Some(slash) => {
            let last = rel.iter().rposition(|&b| b == b'/').map_or(0, |i| i + 1);
            (String::from_utf8_lossy(&rel[..slash]), &rel[last..])
        }
        None => (ROOT_FILESET.into(), rel),
    };
    let c = tally.add_file(facts, name, bounds);
    tally.add_fileset(&fileset, c);
}

/// One parsed line.
struct Line<'a> {
    facts: FileFacts,
    user: &'a [u8],
    ino: u64,
    nlink: u64,
    kind: u8,
    rel: &'a [u8],
}

/// Parses one line (without its `\n`); an error is (column, message).
fn parse_line(buf: &[u8]) -> Result<Line<'_>, (usize, String)> {
    let cells: Vec<&[u8]> = buf.split(|&b| b == b'\t').collect();
    if cells.len() != COLUMNS.len() {
        let column = (cells.len() + 1).min(COLUMNS.len() + 1);
        let why = match cells.len() < COLUMNS.len() {
            true => "a path containing a newline cannot be listed",
            false => "a path containing a tab cannot be listed",
        };
        let msg = format!("expected 8 tab-separated columns, found {} ({why})", cells.len());
        return Err((column, msg));
    }
    let text = |i: usize| String::from_utf8_lossy(cells[i]);
    let bad = |i: usize, want: &str| (i + 1, format!("`{}`: expected {want}, found `{}`", COLUMNS[i], text(i)));
    let int = |i: usize| -> Result<u64, (usize, String)> {
        let ok = !cells[i].is_empty() && cells[i].iter().all(u8::is_ascii_digit);
        ok.then(|| text(i).parse::<u64>().ok())
            .flatten()
            .ok_or_else(|| bad(i, "a non-negative integer"))
    };
    let size = int(0)?;
    let uid = u32::try_from(int(1)?).map_err(|_| bad(1, "a uid"))?;
    let mtime = parse_epoch(cells[3]).ok_or_else(|| bad(3, "seconds since the epoch, like 1700000000.25"))?;
    let ino = int(4)?;
    let nlink = int(5)?;
    let kind = match cells[6] {
        [k] if k.is_ascii_alphabetic() || *k == b'?' => *k,
        _ => return Err(bad(6, "one letter from `find -printf %y` (f, d, l, …)")),
    };
    Ok(Line {
        facts: FileFacts { size, uid, mtime },
        user: cells[2],
        ino,
        nlink,
        kind,
        rel: cells[7],
    })
}

/// `%T@` (`-12.5`, `1700000000`, `1700000000.1234567890`) → whole seconds,
/// rounded down as `st_mtime` is.
fn parse_epoch(s: &[u8]) -> Option<i64> {
    let (negative, s) = match s.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, s),
    };
    let (whole, frac) = match s.iter().position(|&b| b == b'.') {
        Some(dot) => (&s[..dot], &s[dot + 1..]),
        None => (s, &[][..]),
    };
    let digits = |d: &[u8]| d.iter().all(u8::is_ascii_digit);
    if whole.is_empty() || !digits(whole) || !digits(frac) {
        return None;
    }
    let secs: i64 = std::str::from_utf8(whole).ok()?.parse().ok()?;
    let fraction = frac.iter().any(|&b| b != b'0');
    Some(match (negative, fraction) {
        (false, _) => secs,
        (true, false) => -secs,
        (true, true) => -secs - 1,
    })
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
        for bad in ["", ".5", "1.2.3", "abc", "1e9", "+5", "-"] {
            assert_eq!(p(bad), None, "{bad}");
        }
    }

    #[test]
    fn line_errors_name_the_column() {
        let col = |s: &str| parse_line(s.as_bytes()).err().map(|e| e.0);
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
    }
}

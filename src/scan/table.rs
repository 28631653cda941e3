//! The usage CSV (format in the module documentation of `scan`): writing it
//! in its one canonical order, reading and checking it back.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::path::Path;

use super::error::ScanError;
use super::usage::sort_entries;
use crate::model::csv_text::{neutralise, restore};
use crate::model::usage::{Entry, FilesBytes, MonthBin, SizeBin, Taken, Totals, Usage, BEFORE_1970, FUTURE};
use crate::model::Month;

const HEADER: [&str; 4] = ["section", "key", "files", "bytes"];
const SECTIONS: &str = "total taken filesystem owner type fileset size mtime";
/// Sections whose rows add up to the totals.
const SUMMED: [&str; 5] = ["owner", "type", "fileset", "size", "mtime"];
/// Total keys, in file order, and whether the value is bytes (else a count).
/// The first [`REQUIRED_TOTALS`] are in every usage CSV; the others were
/// added later and are written only when they say something.
const REQUIRED_TOTALS: usize = 7;
const TOTALS: [(&str, bool); 9] = [
    ("files", false),
    ("dirs", false),
    ("symlinks", false),
    ("other", false),
    ("bytes", true),
    ("hardlink_duplicates", false),
    ("unreadable", false),
    ("allocated", true),
    ("skipped_mounts", false),
];

fn total_slot<'t>(t: &'t mut Totals, key: &str) -> Option<&'t mut u64> {
    Some(match key {
        "files" => &mut t.files,
        "dirs" => &mut t.dirs,
        "symlinks" => &mut t.symlinks,
        "other" => &mut t.other,
        "bytes" => &mut t.bytes,
        "hardlink_duplicates" => &mut t.hardlink_duplicates,
        "unreadable" => &mut t.unreadable,
        "skipped_mounts" => &mut t.skipped_mounts,
        "allocated" => t.allocated.get_or_insert(0),
        _ => return None,
    })
}

/// Writes `usage` as a usage CSV. The same `Usage` always gives the same bytes.
pub(crate) fn write_usage_csv(usage: &Usage, w: impl Write) -> std::io::Result<()> {
    let mut out = csv::WriterBuilder::new()
        .terminator(csv::Terminator::Any(b'\n'))
        .from_writer(w);
    let mut row = |section: &str, key: &str, files: String, bytes: String| {
        out.write_record([section, &neutralise(key), &files, &bytes])
            .map_err(into_io)
    };
    row(HEADER[0], HEADER[1], HEADER[2].into(), HEADER[3].into())?;
    let mut totals = usage.totals;
    for (i, (key, is_bytes)) in TOTALS.into_iter().enumerate() {
        let absent = match key {
            "allocated" => totals.allocated.is_none(),
            "skipped_mounts" => totals.skipped_mounts == 0,
            _ => false,
        };
        if i >= REQUIRED_TOTALS && absent {
            continue;
        }
        let value = total_slot(&mut totals, key).map_or(0, |v| *v).to_string();
        match is_bytes {
            true => row("total", key, String::new(), value)?,
            false => row("total", key, value, String::new())?,
        }
    }
    if let Some(t) = usage.taken {
        row("taken", &t.to_string(), String::new(), String::new())?;
    }
    if let Some(fs) = &usage.filesystem {
        row("filesystem", fs, String::new(), String::new())?;
    }
    for (section, entries) in [
        ("owner", &usage.owners),
        ("type", &usage.types),
        ("fileset", &usage.filesets),
    ] {
        for e in entries {
            row(section, &e.key, e.files.to_string(), e.bytes.to_string())?;
        }
    }
    for b in &usage.sizes {
        row("size", &b.lower.to_string(), b.files.to_string(), b.bytes.to_string())?;
    }
    if usage.before_1970.files > 0 {
        let b = usage.before_1970;
        row("mtime", BEFORE_1970, b.files.to_string(), b.bytes.to_string())?;
    }
    for m in &usage.months {
        row("mtime", &m.month.to_string(), m.files.to_string(), m.bytes.to_string())?;
    }
    if usage.future.files > 0 {
        let f = usage.future;
        row("mtime", FUTURE, f.files.to_string(), f.bytes.to_string())?;
    }
    out.flush()
}

fn into_io(e: csv::Error) -> std::io::Error {
    match e.into_kind() {
        csv::ErrorKind::Io(e) => e,
        other => std::io::Error::other(format!("{other:?}")),
    }
}

/// A row's numbers and where they were.
struct Row {
    key: String,
    files: u64,
    bytes: u64,
    line: u64,
}

/// What the rows of a usage CSV say, each row checked on its own.
#[derive(Default)]
struct Rows {
    /// The rows of the keyed sections (owner, type, fileset, size, mtime).
    keyed: HashMap<&'static str, Vec<Row>>,
    totals: Totals,
    /// The line of each `total` row, by key.
    total_lines: HashMap<String, u64>,
    /// The line of each (section, key), to refuse a repeated row.
    seen: HashMap<(String, String), u64>,
    taken: Option<Taken>,
    filesystem: Option<String>,
    last_line: u64,
}

/// Parses usage CSV text from `r`; `path` is used in errors only.
pub(crate) fn parse_usage_csv(r: impl Read, path: &Path) -> Result<Usage, ScanError> {
    let mut rows = read_rows(r, path)?;
    let sizes = check_sums(&rows, path)?;
    Ok(into_usage(&mut rows, sizes))
}

/// Reads every record: the header first, then rows of four columns.
fn read_rows(r: impl Read, path: &Path) -> Result<Rows, ScanError> {
    let err = |line: u64, column: usize, msg: String| ScanError::parse(path, line, column, msg);
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(r);
    let mut rows = Rows::default();
    let mut record = csv::StringRecord::new();
    loop {
        match reader.read_record(&mut record) {
            Ok(true) => {}
            Ok(false) => return Ok(rows),
            Err(e) => {
                let line = e.position().map_or(rows.last_line + 1, |p| p.line());
                return Err(match e.into_kind() {
                    csv::ErrorKind::Io(source) => ScanError::Io {
                        path: path.to_path_buf(),
                        source,
                    },
                    csv::ErrorKind::Utf8 { err: bad, .. } => err(line, bad.field() + 1, "not valid UTF-8".into()),
                    other => err(line, 1, format!("not CSV: {other:?}")),
                });
            }
        }
        let line = record.position().map_or(rows.last_line + 1, |p| p.line());
        rows.last_line = line;
        if record.len() != 4 {
            let column = record.len().min(4) + 1;
            let msg = match record.len() < 4 {
                true => format!(
                    "missing column `{}`: expected 4 columns, found {}",
                    HEADER[column - 1],
                    record.len()
                ),
                false => format!("expected 4 columns, found {}", record.len()),
            };
            return Err(err(line, column, msg));
        }
        if line == 1 {
            if let Some(i) = (0..4).find(|&i| &record[i] != HEADER[i]) {
                let msg = format!(
                    "expected the header `section,key,files,bytes`, found `{}` here",
                    &record[i]
                );
                return Err(err(line, i + 1, msg));
            }
            continue;
        }
        rows.add(&record, line, path)?;
    }
}

impl Rows {
    /// Checks one row of four cells and keeps what it says.
    fn add(&mut self, record: &csv::StringRecord, line: u64, path: &Path) -> Result<(), ScanError> {
        let err = |column: usize, msg: String| ScanError::parse(path, line, column, msg);
        let cell = |i: usize| &record[i];
        let Some(section) = SECTIONS.split(' ').find(|&s| s == cell(0)) else {
            let (found, all) = (cell(0), SECTIONS.replace(' ', ", "));
            let msg = format!("unknown section `{found}`: expected one of {all}");
            return Err(err(1, msg));
        };
        let key = restore(cell(1));
        if let Some(first) = self.seen.insert((section.to_owned(), key.to_owned()), line) {
            return Err(err(
                2,
                format!("`{section},{key}` appears again (first on line {first})"),
            ));
        }
        let number = |i: usize| -> Result<u64, ScanError> {
            cell(i).parse::<u64>().map_err(|_| {
                let msg = format!("`{}`: expected a non-negative integer, found `{}`", HEADER[i], cell(i));
                err(i + 1, msg)
            })
        };
        // The columns a row of `what` leaves empty.
        let empty = |what: &str, columns: &[usize]| -> Result<(), ScanError> {
            match columns.iter().find(|&&i| !cell(i).is_empty()) {
                Some(&i) => Err(err(i + 1, format!("`{what}` has no `{}`: leave it empty", HEADER[i]))),
                None => Ok(()),
            }
        };
        match section {
            "total" => {
                let Some(&(_, is_bytes)) = TOTALS.iter().find(|(k, _)| *k == key) else {
                    let keys: Vec<&str> = TOTALS.iter().map(|(k, _)| *k).collect();
                    return Err(err(
                        2,
                        format!("unknown total `{key}`: expected one of {}", keys.join(", ")),
                    ));
                };
                let what = format!("total,{key}");
                let value = match is_bytes {
                    true => empty(&what, &[2]).and_then(|()| number(3))?,
                    false => empty(&what, &[3]).and_then(|()| number(2))?,
                };
                if let Some(slot) = total_slot(&mut self.totals, key) {
                    *slot = value;
                }
                self.total_lines.insert(key.to_owned(), line);
            }
            "taken" => {
                if self.taken.is_some() {
                    return Err(err(1, "`taken` appears twice: a dataset has one time".into()));
                }
                self.taken = Some(Taken::parse(key).ok_or_else(|| {
                    err(
                        2,
                        format!("`taken` key `{key}`: expected a time like 2024-03-01T12:00:00Z"),
                    )
                })?);
                empty("taken", &[2, 3])?;
            }
            "filesystem" => {
                if self.filesystem.is_some() {
                    return Err(err(
                        1,
                        "`filesystem` appears twice: a dataset is of one file system".into(),
                    ));
                }
                if key.is_empty() {
                    return Err(err(
                        2,
                        "`filesystem` key: expected what was scanned, e.g. /gpfs/fs1".into(),
                    ));
                }
                empty("filesystem", &[2, 3])?;
                self.filesystem = Some(key.to_owned());
            }
            _ => {
                check_key(section, key).map_err(|want| err(2, format!("`{section}` key `{key}`: expected {want}")))?;
                let (files, bytes) = (number(2)?, number(3)?);
                self.keyed.entry(section).or_default().push(Row {
                    key: key.to_owned(),
                    files,
                    bytes,
                    line,
                });
            }
        }
        Ok(())
    }

    fn section(&self, section: &str) -> &[Row] {
        self.keyed.get(section).map_or(&[][..], |v| v)
    }
}

/// A keyed section's key in its canonical form, or what was expected.
fn check_key(section: &str, key: &str) -> Result<(), &'static str> {
    match section {
        "size" if !key.parse::<u64>().is_ok_and(|v| v.to_string() == key) => Err("the bin's lower bound in bytes"),
        "mtime"
            if !(key == BEFORE_1970 || key == FUTURE || Month::parse(key).is_some_and(|m| m.to_string() == key)) =>
        {
            Err("a month as YYYY-MM, `(before-1970)` or `(future)`")
        }
        "size" | "mtime" => Ok(()),
        _ if key.is_empty() => Err("a non-empty key"),
        _ => Ok(()),
    }
}

/// The checks across rows: every required total is there, the size bins
/// start at 0, each summed section adds up to the totals. Gives the size
/// bins in order.
fn check_sums(rows: &Rows, path: &Path) -> Result<Vec<SizeBin>, ScanError> {
    let end = rows.last_line + 1;
    let err = |line: u64, column: usize, msg: String| ScanError::parse(path, line, column, msg);
    for (key, _) in &TOTALS[..REQUIRED_TOTALS] {
        if !rows.total_lines.contains_key(*key) {
            return Err(err(end, 1, format!("end of file: no `total,{key}` row")));
        }
    }
    let mut sizes: Vec<SizeBin> = (rows.section("size").iter())
        .map(|r| SizeBin {
            lower: r.key.parse().unwrap_or(0),
            files: r.files,
            bytes: r.bytes,
        })
        .collect();
    sizes.sort_by_key(|b| b.lower);
    if sizes.first().map(|b| b.lower) != Some(0) {
        let line = rows.section("size").first().map_or(end, |r| r.line);
        return Err(err(
            line,
            2,
            "the `size` rows must include the bin starting at `0`".into(),
        ));
    }
    let totals = rows.totals;
    for section in &SUMMED {
        let list = rows.section(section);
        let files: u128 = list.iter().map(|r| u128::from(r.files)).sum();
        let bytes: u128 = list.iter().map(|r| u128::from(r.bytes)).sum();
        let line = list.iter().map(|r| r.line).min().unwrap_or(end);
        for (what, sum, total, column) in [("files", files, totals.files, 3), ("bytes", bytes, totals.bytes, 4)] {
            if sum != u128::from(total) {
                let total_line = rows.total_lines.get(what).copied().unwrap_or(0);
                let msg = format!(
                    "the `{section}` rows add up to {sum} {what}, but `total,{what}` (line {total_line}) is {total}"
                );
                return Err(err(line, column, msg));
            }
        }
    }
    Ok(sizes)
}

/// The checked rows as a `Usage`, each list in its canonical order.
fn into_usage(rows: &mut Rows, sizes: Vec<SizeBin>) -> Usage {
    let mut entries = |section: &str| -> Vec<Entry> {
        let mut v: Vec<Entry> = (rows.keyed.remove(section).unwrap_or_default().into_iter())
            .map(|r| Entry {
                key: r.key,
                files: r.files,
                bytes: r.bytes,
            })
            .collect();
        sort_entries(&mut v);
        v
    };
    let (owners, types, filesets) = (entries("owner"), entries("type"), entries("fileset"));
    let mtimes = rows.keyed.remove("mtime").unwrap_or_default();
    let odd = |key: &str| {
        (mtimes.iter().find(|r| r.key == key)).map_or(FilesBytes::default(), |r| FilesBytes {
            files: r.files,
            bytes: r.bytes,
        })
    };
    let (before_1970, future) = (odd(BEFORE_1970), odd(FUTURE));
    let mut months: Vec<MonthBin> = (mtimes.into_iter())
        .filter_map(|r| {
            Month::parse(&r.key).map(|month| MonthBin {
                month,
                files: r.files,
                bytes: r.bytes,
            })
        })
        .collect();
    months.sort_by_key(|m| m.month);
    Usage {
        totals: rows.totals,
        owners,
        types,
        filesets,
        sizes,
        months,
        before_1970,
        future,
        taken: rows.taken,
        filesystem: rows.filesystem.take(),
        unreadable_examples: Vec::new(),
    }
}

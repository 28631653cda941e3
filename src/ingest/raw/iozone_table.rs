//! IOzone's table (auto mode and single runs): the two header lines joined
//! into columns by right edges, and each row's values put in the column
//! whose right edge is nearest.

use super::run::{RawRun, RawUnit};
use super::text::{number, uint, Line};

/// A column of the table: where its values end, and its operation.
pub(super) struct Column {
    pub(super) end: usize,
    /// `None` for a header word IOzone does not print (damaged header).
    pub(super) op: Option<&'static str>,
}

pub(super) fn is_table_header(ts: &str) -> bool {
    let mut it = ts.split_whitespace();
    matches!(it.next(), Some("kB") | Some("KB")) && it.next() == Some("reclen")
}

fn table_op(name: &str) -> Option<&'static str> {
    Some(match name {
        "write" => "write",
        "rewrite" => "rewrite",
        "read" => "read",
        "reread" => "reread",
        "random read" => "random-read",
        "random write" => "random-write",
        "bkwd read" => "backward-read",
        "record rewrite" => "record-rewrite",
        "stride read" => "stride-read",
        "fwrite" => "fwrite",
        "frewrite" => "frewrite",
        "fread" => "fread",
        "freread" => "freread",
        _ => return None,
    })
}

/// Whitespace-separated words with their right edges (byte offsets).
fn word_ends(s: &str) -> impl Iterator<Item = (&str, usize)> {
    let at = s.as_ptr().addr();
    s.split_ascii_whitespace()
        .map(move |w| (w, w.as_ptr().addr() - at + w.len()))
}

/// Value columns (after `kB reclen`), each named by joining the upper header
/// word whose right edge matches.
pub(super) fn columns(upper: &str, header: &str) -> Vec<Column> {
    let uppers: Vec<(&str, usize)> = if upper.split_whitespace().any(|w| w == "random") {
        word_ends(upper).collect()
    } else {
        Vec::new()
    };
    word_ends(header)
        .skip(2)
        .map(|(w, end)| {
            let prefix = uppers.iter().find(|(_, e)| e.abs_diff(end) <= 1);
            let name = match prefix {
                Some((p, _)) => format!("{p} {w}"),
                None => w.to_string(),
            };
            Column {
                end,
                op: table_op(&name),
            }
        })
        .collect()
}

pub(super) fn table_row(l: &Line<'_>, cols: &[Column], unit: Option<RawUnit>, run: &mut RawRun) {
    let mut words = word_ends(l.text);
    let mut size = || words.next().and_then(|(w, _)| uint(w));
    let (Some(fs), Some(rec)) = (size(), size()) else {
        return;
    };
    if !l.complete {
        run.warn(l.no, "last line has no newline (file cut?); row ignored");
        return;
    }
    let Some(unit) = unit else {
        run.warn(
            l.no,
            "no 'Output is in …' line before the table: unit unknown; row ignored",
        );
        return;
    };
    let (Some(fs_bytes), Some(rec_bytes)) = (fs.checked_mul(1024), rec.checked_mul(1024)) else {
        run.warn(l.no, "file or record size too large; row ignored");
        return;
    };
    let suffix = format!("-fs{fs_bytes}-rs{rec_bytes}");
    let mut next_col = 0;
    for (w, end) in words {
        let best = (next_col..cols.len()).min_by_key(|&k| cols[k].end.abs_diff(end));
        let Some(k) = best.filter(|&k| cols[k].end.abs_diff(end) <= 3) else {
            run.warn(l.no, format!("value '{w}' does not line up with a column; row ignored"));
            return;
        };
        next_col = k + 1;
        let Some(v) = number(w) else {
            run.warn(l.no, format!("unreadable value '{w}'; row ignored"));
            return;
        };
        // `-N`: microseconds per operation.
        let value = if unit == RawUnit::Seconds { v * 1e-6 } else { v };
        let Some(name) = cols[k].op else {
            run.warn(l.no, format!("value '{w}' is under an unknown column header; ignored"));
            continue;
        };
        let op = format!("{name}{suffix}");
        if value <= 0.0 {
            run.warn(l.no, format!("{op}: zero value ignored"));
            continue;
        }
        run.push(op, 1, 0, value, unit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::raw::run::Tool;
    use crate::ingest::raw::text::lines;

    #[test]
    fn blank_cells_keep_their_columns() {
        let upper = "                                                              random    random     bkwd    record    stride                                    ";
        let header = "              kB  reclen    write  rewrite    read    reread    read     write     read   rewrite      read   fwrite frewrite    fread  freread";
        let cols = columns(upper, header);
        assert_eq!(cols.len(), 13);
        assert_eq!(cols[4].op, Some("random-read"));
        assert_eq!(cols[7].op, Some("record-rewrite"));
        let mut run = RawRun::new(Tool::Iozone, 1);
        // write and random read only: read, reread and random write blank
        let full = "            1024       4  1207534  2716948  3764854  3544270  3606774  2480051";
        let row = full
            .replace("  2716948  3764854  3544270", &" ".repeat(27))
            .replace("  2480051", "\n");
        let l = lines(&row).next().unwrap();
        table_row(&l, &cols, Some(RawUnit::KiBps), &mut run);
        let ops: Vec<_> = run.points.iter().map(|p| p.operation.as_str()).collect();
        assert_eq!(ops, ["write-fs1048576-rs4096", "random-read-fs1048576-rs4096"]);
    }
}

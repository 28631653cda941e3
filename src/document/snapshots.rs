//! Capacity over time from real snapshots: when a report names several
//! usage datasets of its file system (`[analytics] snapshots`), the
//! analytics section draws the total and the largest filesets and users at
//! each snapshot date, and says who and which fileset grew between the last
//! two snapshots, with the growth tables behind that sentence.
//!
//! This replaces the modification-time estimate (a running sum of bytes by
//! month of last change), which cannot see deleted or rewritten data: two
//! snapshots show what the file system really held on each date.

use super::charts;
use super::doc::{said, Block, Cell, DocBuilder, FigureData, RenderError};
use super::labels::{key_column, key_label};
use super::table::Align;
use super::words::{bytes_text, header_with_unit};
use crate::figures::{trend_svg, FigureText, RunTrend, TrendLine, ValueKind};
use crate::i18n::{Args, Localizer};
use crate::model::usage::{growth, Entry, Growth, Snapshot, Taken, Usage};

/// Most keyed lines in a snapshot figure besides the total: more lines
/// than this are hard to tell apart, whatever the palette.
const MAX_LINES: usize = 5;

/// Which table of a dataset a figure or a growth table is about.
struct Keyed {
    /// Figure file, title message (with `n`), growth-table title message
    /// (with `from`, `to`), column message.
    file: &'static str,
    title: &'static str,
    table: &'static str,
    axis: &'static str,
    entries: fn(&Usage) -> &[Entry],
}

const FILESETS: Keyed = Keyed {
    file: "analytics-snapshots-filesets.svg",
    title: "fig-snapshots-filesets",
    table: "table-growth-filesets",
    axis: "axis-fileset",
    entries: |u| &u.filesets,
};

const OWNERS: Keyed = Keyed {
    file: "analytics-snapshots-owners.svg",
    title: "fig-snapshots-owners",
    table: "table-growth-owners",
    axis: "axis-user",
    entries: |u| &u.owners,
};

fn date(loc: &Localizer, t: Option<Taken>) -> String {
    let (y, m, d) = t.unwrap_or(Taken(0)).ymd();
    loc.dates().day(y, m, d)
}

/// The sign of a change, as `signed_percent` writes it: none for no change.
fn sign(v: i128) -> &'static str {
    match v.signum() {
        1 => "+",
        -1 => "\u{2212}",
        _ => "",
    }
}

/// `+1.5 GiB`, `−300 B`, `0 B`: a change of bytes with its sign.
pub(super) fn signed_bytes(loc: &Localizer, v: i128) -> String {
    let abs = u64::try_from(v.unsigned_abs()).unwrap_or(u64::MAX);
    format!("{}{}", sign(v), bytes_text(loc, abs))
}

/// `+12`, `−3`, `0`: a change of a count with its sign.
pub(super) fn signed_count(loc: &Localizer, v: i128) -> String {
    format!("{}{}", sign(v), loc.numbers().fixed(v.unsigned_abs() as f64, 0))
}

/// A percentage change (`+40%`), or "new" for a key that had nothing before.
pub(super) fn signed_pct(loc: &Localizer, pct: Option<f64>) -> String {
    match pct {
        Some(p) => super::words::change_text(loc, p / 100.0),
        None => loc.t("snapshots-new"),
    }
}

/// The figure, growth table and sentences of the snapshots; nothing when
/// there are fewer than two.
pub(super) fn snapshot_blocks(doc: &mut DocBuilder, snaps: &[Snapshot], n: usize) -> Result<Vec<Block>, RenderError> {
    let [.., before, after] = snaps else {
        return Ok(Vec::new());
    };
    let loc = doc.loc;
    let mut blocks = vec![Block::Subheading {
        anchor: "analytics-snapshots".into(),
        text: loc.t("analytics-snapshots"),
    }];
    let (from, to) = (date(loc, before.usage.taken), date(loc, after.usage.taken));
    let owners = growth(&before.usage.owners, &after.usage.owners);
    let filesets = growth(&before.usage.filesets, &after.usage.filesets);
    let paragraph = sentences(loc, (&from, &to), (&before.usage, &after.usage), &owners, &filesets);
    blocks.push(said(paragraph));
    for (keyed, grew) in [(&FILESETS, &filesets), (&OWNERS, &owners)] {
        blocks.push(figure(doc, snaps, keyed, n)?);
        blocks.push(growth_table(doc, keyed, grew, (&from, &to), n));
    }
    Ok(blocks)
}

/// The change of the totals, then who and which fileset grew most.
fn sentences(
    loc: &Localizer,
    (from, to): (&str, &str),
    (b, a): (&Usage, &Usage),
    owners: &[Growth],
    filesets: &[Growth],
) -> String {
    let total = Growth {
        key: String::new(),
        before: crate::model::usage::FilesBytes {
            files: b.totals.files,
            bytes: b.totals.bytes,
        },
        after: crate::model::usage::FilesBytes {
            files: a.totals.files,
            bytes: a.totals.bytes,
        },
    };
    let args = Args::new()
        .str("from", from)
        .str("to", to)
        .str("bytes", signed_bytes(loc, total.bytes()))
        .str("pct", signed_pct(loc, total.bytes_pct()))
        .str("files", signed_count(loc, total.files()));
    let s = [
        loc.msg("obs-snapshots-growth", &args),
        growers_sentence(loc, owners, filesets),
    ];
    s.join(loc.lang.sentence_separator())
}

/// Who and which fileset grew most (in bytes), or that nothing grew: the
/// diff of two usage datasets says it with the same words.
pub(super) fn growers_sentence(loc: &Localizer, owners: &[Growth], filesets: &[Growth]) -> String {
    let grew = |g: &[Growth]| g.first().filter(|g| g.bytes() > 0).cloned();
    let (user, fileset) = (grew(owners), grew(filesets));
    let key = match (&user, &fileset) {
        (Some(_), Some(_)) => "obs-snapshots-growers",
        (Some(_), None) => "obs-snapshots-user-grew",
        (None, Some(_)) => "obs-snapshots-fileset-grew",
        (None, None) => return loc.t("obs-snapshots-no-growers"),
    };
    let mut a = Args::new();
    for (name, bytes, g) in [("user", "user_bytes", user), ("fileset", "fileset_bytes", fileset)] {
        if let Some(g) = g {
            a = a
                .str(name, key_label(loc, &g.key))
                .str(bytes, signed_bytes(loc, g.bytes()));
        }
    }
    loc.msg(key, &a)
}

/// Total bytes and the `MAX_LINES` largest keys of the newest snapshot, at
/// each snapshot date.
fn figure(doc: &mut DocBuilder, snaps: &[Snapshot], keyed: &Keyed, n: usize) -> Result<Block, RenderError> {
    let loc = doc.loc;
    let newest = snaps.last().map_or(&[][..], |s| (keyed.entries)(&s.usage));
    let keys: Vec<&str> = newest.iter().take(n.min(MAX_LINES)).map(|e| e.key.as_str()).collect();
    let title = loc.msg(keyed.title, &Args::new().int("n", keys.len() as u64));
    let at = |u: &Usage, key: &str| (keyed.entries)(u).iter().find(|e| e.key == key).map_or(0, |e| e.bytes);
    let dates: Vec<String> = snaps.iter().map(|s| date(loc, s.usage.taken)).collect();
    let titles = |line: &str, bytes: &dyn Fn(&Usage) -> u64| -> Vec<String> {
        (snaps.iter().zip(&dates))
            .map(|(s, d)| super::labels::run_point(loc, line, d, &bytes_text(loc, bytes(&s.usage))))
            .collect()
    };
    let total = loc.t("snapshots-total");
    let mut lines = vec![TrendLine {
        titles: titles(&total, &|u: &Usage| u.totals.bytes),
        label: total,
        values: snaps.iter().map(|s| s.usage.totals.bytes as f64).collect(),
        ..TrendLine::default()
    }];
    for (i, k) in keys.iter().enumerate() {
        lines.push(TrendLine {
            titles: titles(&key_label(loc, k), &|u: &Usage| at(u, k)),
            label: key_label(loc, k),
            values: snaps.iter().map(|s| at(&s.usage, k) as f64).collect(),
            dashed: true,
            style_index: i + 1,
            changes: Vec::new(),
        });
    }
    let fig = RunTrend {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("axis-snapshot"),
            y_label: loc.t("axis-capacity"),
            desc: title.clone(),
        },
        labels: dates.clone(),
        lines,
        kind: ValueKind::Bytes,
    };
    let svg = trend_svg(&fig, &charts::look(loc));
    let mut headers = vec![loc.t("axis-snapshot"), loc.t("snapshots-total")];
    headers.extend(keys.iter().map(|k| key_label(loc, k)));
    let bytes = |b: u64, series: &str| Cell::num(bytes_text(loc, b), series, b as f64, "B");
    let rows: Vec<Vec<Cell>> = (snaps.iter().zip(&dates))
        .map(|(s, d)| {
            let (y, m, day) = s.usage.taken.unwrap_or(Taken(0)).ymd();
            let mut row = vec![
                Cell::key(d, "date", format!("{y:04}-{m:02}-{day:02}")),
                bytes(s.usage.totals.bytes, "total_bytes"),
            ];
            row.extend((keys.iter()).map(|k| bytes(at(&s.usage, k), "bytes").at(key_column(keyed.axis), k)));
            row
        })
        .collect();
    let data = FigureData::new(&loc.t("figure-data"), &headers, &rows);
    doc.figure(keyed.file, &title, svg, None, Some(data))
}

/// The `n` keys that grew most (or shrank least), largest growth first.
fn growth_table(doc: &mut DocBuilder, keyed: &Keyed, grew: &[Growth], (from, to): (&str, &str), n: usize) -> Block {
    let loc = doc.loc;
    let title = loc.msg(keyed.table, &Args::new().str("from", from).str("to", to));
    let (headers, align) = growth_columns(loc, keyed.axis);
    let rows: Vec<Vec<String>> = (grew.iter().take(n))
        .map(|g| {
            vec![
                key_label(loc, &g.key),
                signed_bytes(loc, g.bytes()),
                signed_pct(loc, g.bytes_pct()),
                signed_count(loc, g.files()),
                signed_pct(loc, g.files_pct()),
            ]
        })
        .collect();
    doc.table(&title, headers, align, rows)
}

/// The columns of a growth table by `axis` (users or filesets): the key,
/// then the change of capacity and of files, each as a size and in percent.
pub(super) fn growth_columns(loc: &Localizer, axis: &str) -> (Vec<String>, Vec<Align>) {
    let headers = vec![
        loc.t(axis),
        loc.t("col-capacity-change"),
        header_with_unit(loc, &loc.t("col-capacity-change"), "%"),
        loc.t("col-files-change"),
        header_with_unit(loc, &loc.t("col-files-change"), "%"),
    ];
    let mut align = vec![Align::Right; headers.len()];
    align[0] = Align::Left;
    (headers, align)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::usage::FilesBytes;
    use crate::model::Lang;

    fn g(key: &str, before: u64, after: u64) -> Growth {
        let fb = |bytes| FilesBytes { files: 1, bytes };
        Growth {
            key: key.into(),
            before: fb(before),
            after: fb(after),
        }
    }

    /// The growers sentence names whichever side grew: a user can grow in a
    /// fileset that shrank, and the reverse.
    #[test]
    fn the_sentence_names_only_what_grew() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let u = Usage::default();
        let say = |owners: &[Growth], filesets: &[Growth]| sentences(&loc, ("a", "b"), (&u, &u), owners, filesets);
        let up_user = [g("ann", 10, 30), g("bob", 40, 10)];
        let down_fs = [g("proj", 50, 40)];
        let s = say(&up_user, &down_fs);
        assert!(s.contains("ann grew the most") && s.contains("no fileset grew"), "{s}");
        let s = say(&[g("bob", 40, 10)], &[g("proj", 10, 20)]);
        assert!(s.contains("“proj” grew the most") && s.contains("no user grew"), "{s}");
        let s = say(&[g("bob", 40, 10)], &down_fs);
        assert!(s.contains("No user and no fileset grew"), "{s}");
        let s = say(&up_user, &[g("proj", 10, 20)]);
        assert!(s.contains("ann grew the most") && s.contains("“proj” did"), "{s}");
    }
}

//! The "File-system usage" part of a diff: the change of the totals, who
//! and which fileset grew most, and a growth table per user and per
//! fileset, with the words and number formats of a report's snapshot
//! tables (`super::super::snapshots`). Always said to be outside the
//! verdict.

use super::super::analytics::key_label;
use super::super::doc::{said, Block, DocBuilder};
use super::super::snapshots::{growers_sentence, growth_columns, signed_bytes, signed_count, signed_pct};
use super::super::table::escape_inline;
use crate::diff::usage::UsageDiff;
use crate::i18n::{Args, Localizer};
use crate::model::usage::{Growth, Taken};

/// Rows per growth table in the document: the keys that grew most and, when
/// there are more, the ones that shrank most.
pub(crate) const DOC_ROWS: usize = 10;
/// Keys per table on a terminal.
const PLAIN_ROWS: usize = 3;

fn day(loc: &Localizer, t: Taken) -> String {
    let (y, m, d) = t.ymd();
    loc.dates().day(y, m, d)
}

/// The sentences: totals, when each side was taken, who grew, a warning
/// when the baseline is the newer one, and that usage has no verdict.
pub(crate) fn usage_sentences(loc: &Localizer, u: &UsageDiff) -> Vec<String> {
    let t = &u.totals;
    let a = Args::new()
        .str("bytes", signed_bytes(loc, t.bytes()))
        .str("pct", signed_pct(loc, t.bytes_pct()))
        .str("files", signed_count(loc, t.files()))
        .str("files_pct", signed_pct(loc, t.files_pct()));
    let mut s = vec![match unchanged(u) {
        true => loc.t("diff-usage-unchanged"),
        false => loc.msg("diff-usage-totals", &a),
    }];
    if let (Some(b), Some(c)) = (u.baseline_taken, u.current_taken) {
        let a = Args::new().str("from", day(loc, b)).str("to", day(loc, c));
        s.push(loc.msg("diff-usage-taken", &a));
    }
    if let Some(fs) = &u.filesystem {
        s.push(loc.msg("diff-usage-filesystem", &Args::new().str("name", fs.clone())));
    }
    if !unchanged(u) {
        s.push(growers_sentence(loc, &u.owners, &u.filesets));
    }
    if u.baseline_is_newer() {
        s.push(loc.t("diff-usage-baseline-newer"));
    }
    s
}

fn changed(g: &Growth) -> bool {
    g.before != g.after
}

/// Nothing changed: the same totals and every key the same on both sides.
fn unchanged(u: &UsageDiff) -> bool {
    !changed(&u.totals) && !u.owners.iter().chain(&u.filesets).any(changed)
}

/// The rows a table shows, keys that changed only: all of them when they
/// are few, else the `n` that grew most and the `n` that shrank most, in
/// growth order.
fn shown(grew: &[Growth], n: usize) -> Vec<&Growth> {
    let grew: Vec<&Growth> = grew.iter().filter(|g| changed(g)).collect();
    if grew.len() <= 2 * n {
        return grew;
    }
    let tail = grew.len() - n;
    grew[..n]
        .iter()
        .chain(grew[tail..].iter().filter(|g| g.bytes() < 0 || g.files() < 0))
        .copied()
        .collect()
}

/// A percentage change, "new" for a key that had nothing, "gone" for one
/// that has nothing left.
fn pct_or_status(loc: &Localizer, g: &Growth, pct: Option<f64>) -> String {
    if g.before.files > 0 && g.after.files == 0 && g.after.bytes == 0 {
        return loc.t("diff-usage-gone");
    }
    signed_pct(loc, pct)
}

fn cells(loc: &Localizer, g: &Growth) -> [String; 5] {
    [
        key_label(loc, &g.key),
        signed_bytes(loc, g.bytes()),
        pct_or_status(loc, g, g.bytes_pct()),
        signed_count(loc, g.files()),
        pct_or_status(loc, g, g.files_pct()),
    ]
}

/// The section's blocks: sentences, then a growth table per user and per fileset.
pub(crate) fn usage_blocks(doc: &mut DocBuilder, u: &UsageDiff) -> Vec<Block> {
    let loc = doc.loc;
    let mut blocks = vec![said(usage_sentences(loc, u).join(loc.lang.sentence_separator()))];
    for (title, axis, grew) in [
        ("diff-usage-table-owners", "axis-user", &u.owners),
        ("diff-usage-table-filesets", "axis-fileset", &u.filesets),
    ] {
        let (headers, align) = growth_columns(loc, axis);
        let rows: Vec<Vec<String>> = shown(grew, DOC_ROWS)
            .into_iter()
            .map(|g| cells(loc, g).to_vec())
            .collect();
        if !rows.is_empty() {
            blocks.push(doc.table(&loc.t(title), headers, align, rows));
        }
    }
    blocks.push(said(loc.t("diff-usage-note")));
    blocks
}

/// Plain text for a terminal: the heading, the sentences, and the few keys
/// that grew most per table; one line when nothing changed.
pub(crate) fn usage_plain(loc: &Localizer, u: &UsageDiff) -> String {
    if unchanged(u) {
        return format!("{}: {}\n", loc.t("diff-usage-heading"), loc.t("diff-usage-unchanged"));
    }
    let mut out = format!("{}\n", loc.t("diff-usage-heading"));
    for s in usage_sentences(loc, u) {
        out.push_str(&format!("  {s}\n"));
    }
    for (axis, grew) in [("axis-user", &u.owners), ("axis-fileset", &u.filesets)] {
        for g in grew.iter().filter(|g| changed(g)).take(PLAIN_ROWS) {
            let [key, bytes, bytes_pct, files, files_pct] = cells(loc, g);
            let a = Args::new()
                .str("axis", loc.t(axis))
                .str("key", key)
                .str("bytes", bytes)
                .str("bytes_pct", bytes_pct)
                .str("files", files)
                .str("files_pct", files_pct);
            let line = loc.msg("diff-usage-line", &a);
            out.push_str(&format!("  {line}\n"));
        }
    }
    out.push_str(&format!("  {}\n", loc.t("diff-usage-note")));
    out
}

/// Markdown for a pull-request comment: a bold heading and the sentences.
pub(crate) fn usage_summary(loc: &Localizer, u: &UsageDiff) -> String {
    format!(
        "\n**{}**\n\n{}\n",
        escape_inline(&loc.t("diff-usage-heading")),
        escape_inline(&usage_sentences(loc, u).join(loc.lang.sentence_separator()))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::usage::FilesBytes;
    use crate::model::Lang;

    fn g(key: &str, before: (u64, u64), after: (u64, u64)) -> Growth {
        let fb = |(files, bytes)| FilesBytes { files, bytes };
        Growth {
            key: key.into(),
            before: fb(before),
            after: fb(after),
        }
    }

    fn sample() -> UsageDiff {
        UsageDiff {
            baseline: "a.json".into(),
            current: "b.json".into(),
            filesystem: Some("fs1".into()),
            baseline_taken: Some(Taken(1_709_251_200)),
            current_taken: Some(Taken(1_711_929_600)),
            totals: g("", (10, 1 << 30), (13, 3 << 30)),
            owners: vec![
                g("ann", (0, 0), (3, 2 << 30)),
                g("bob", (4, 1 << 30), (4, 1 << 30)),
                g("cy", (6, 0), (0, 0)),
            ],
            filesets: vec![g("proj", (10, 1 << 30), (13, 3 << 30))],
        }
    }

    #[test]
    fn sentences_name_growers_dates_and_new_and_gone_keys() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let u = sample();
        let text = usage_plain(&loc, &u);
        assert!(text.contains("ann grew the most (+2\u{a0}GiB)"), "{text}");
        assert!(text.contains("+2\u{a0}GiB (+200%)"), "{text}");
        assert!(text.contains("Mar 1, 2024") && text.contains("Apr 1, 2024"), "{text}");
        assert!(text.contains("fs1"), "{text}");
        assert!(text.contains("User ann: capacity +2\u{a0}GiB (new)"), "new key: {text}");
        assert!(
            text.contains("User cy: capacity 0\u{a0}B (gone), files −6 (gone)"),
            "gone key: {text}"
        );
        assert!(!text.contains("wrong order"), "{text}");
        let swapped = UsageDiff {
            baseline_taken: u.current_taken,
            current_taken: u.baseline_taken,
            ..u
        };
        let text = usage_plain(&loc, &swapped);
        assert!(text.contains("wrong order"), "{text}");
        // bob did not change: not listed.
        assert!(!text.contains("bob"), "{text}");
    }

    #[test]
    fn unchanged_usage_is_one_line_and_no_table() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let same = |k: &str| g(k, (4, 100), (4, 100));
        let u = UsageDiff {
            totals: same(""),
            owners: vec![same("ann")],
            filesets: vec![same("proj")],
            ..sample()
        };
        let text = usage_plain(&loc, &u);
        assert_eq!(text.lines().count(), 1, "{text}");
        assert!(text.contains("the same on both sides"), "{text}");
        let mut doc = DocBuilder::new(&loc, "r");
        let blocks = usage_blocks(&mut doc, &u);
        assert_eq!(blocks.len(), 2, "the sentences and the note, no table");
    }

    #[test]
    fn long_tables_keep_the_largest_growers_and_shrinkers() {
        let many: Vec<Growth> = (0..30)
            .map(|i| g(&format!("k{i:02}"), (10, 100), (10, 130 - 2 * i)))
            .collect();
        let keys: Vec<&str> = shown(&many, 3).iter().map(|g| g.key.as_str()).collect();
        assert_eq!(keys, ["k00", "k01", "k02", "k27", "k28", "k29"]);
        assert_eq!(shown(&many[..5], 3).len(), 5);
    }
}

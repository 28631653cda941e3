//! The saved state's file format (see `state`): lines of tab-separated
//! fields, one record a line, sections counted.
//!
//! Why not JSON: a `build --report X` in a site of hundreds of reports
//! reads and writes the whole state (every input's stamp, every report's
//! listing entry) and JSON's generic parser and writer were a tenth of its
//! time. Here a record is split at tabs and its numbers parsed directly.
//!
//! Text fields escape `\`, tab, newline and carriage return as `\\`, `\t`,
//! `\n`, `\r`. The first line names the format, the last is `end`: a file
//! of another format, cut short or with any line not as written is not
//! read at all (the state is only ever an optimisation, see `state`).

use super::state::{Saved, Summary};
use crate::fsx::Stamp;
use crate::model::Decimal;
use crate::render::listing::{IndexRowHtml, ListEntry};

/// The first line of a state file.
const HEADER: &str = "pixreport-state 3";

/// An entry saves one index row per page root (two roots today).
const MAX_ROWS: usize = 8;

/// The last line.
const TRAILER: &str = "end";

fn esc(out: &mut String, s: &str) {
    // Runs without a special byte are copied whole: a big site's state is
    // megabytes of rendered index rows, with a special byte here and there.
    let b = s.as_bytes();
    let mut from = 0;
    while let Some(i) = next_special(b, from) {
        out.push_str(&s[from..i]);
        out.push_str(match b[i] {
            b'\\' => "\\\\",
            b'\t' => "\\t",
            b'\n' => "\\n",
            _ => "\\r",
        });
        from = i + 1;
    }
    out.push_str(&s[from..]);
}

/// The first backslash, tab, newline or carriage return in `b` at or after
/// `from`.
fn next_special(b: &[u8], from: usize) -> Option<usize> {
    let rest = b.get(from..)?;
    let a = memchr::memchr3(b'\\', b'\t', b'\n', rest);
    let r = memchr::memchr(b'\r', &rest[..a.unwrap_or(rest.len())]);
    r.or(a).map(|i| from + i)
}

fn unesc(s: &str) -> Option<String> {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut from = 0;
    while let Some(i) = memchr::memchr(b'\\', &b[from..]).map(|i| from + i) {
        out.push_str(&s[from..i]);
        out.push(match b.get(i + 1)? {
            b'\\' => '\\',
            b't' => '\t',
            b'n' => '\n',
            b'r' => '\r',
            _ => return None,
        });
        from = i + 2;
    }
    out.push_str(&s[from..]);
    Some(out)
}

/// A record's fields: text escaped, numbers as they are, tab-separated.
/// `first` says no field is written yet (an empty first field still gets
/// its separator after it).
struct Line<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> Line<'a> {
    /// A record without a tag.
    fn start(out: &'a mut String) -> Self {
        Line { out, first: true }
    }

    fn sep(&mut self) {
        if !std::mem::take(&mut self.first) {
            self.out.push('\t');
        }
    }

    fn text(mut self, s: &str) -> Self {
        self.sep();
        esc(self.out, s);
        self
    }

    /// A number, written without the formatting machinery (a big site's
    /// state has tens of thousands).
    fn num(mut self, n: u64) -> Self {
        self.sep();
        self.out.push_str(Decimal::new(n).as_str());
        self
    }

    /// A signed number (a time in nanoseconds), as [`Line::num`].
    fn int(mut self, n: i64) -> Self {
        self.sep();
        if n < 0 {
            self.out.push('-');
        }
        self.out.push_str(Decimal::new(n.unsigned_abs()).as_str());
        self
    }

    fn end(self) {
        self.out.push('\n');
    }
}

/// A record that starts with its tag.
fn l<'a>(out: &'a mut String, tag: &str) -> Line<'a> {
    out.push_str(tag);
    Line { out, first: false }
}

/// The state as written to its file.
pub(super) fn encode(s: &Saved) -> String {
    let mut out = String::with_capacity(256 * (s.stamps.len() + s.tree.len() + 4 * s.entries.len() + 8));
    out.push_str(HEADER);
    out.push('\n');
    match &s.key {
        Some(k) => l(&mut out, "key").text(k).end(),
        None => l(&mut out, "nokey").end(),
    }
    let sm = &s.summary;
    l(&mut out, "summary")
        .num(sm.documents as u64)
        .num(sm.figures as u64)
        .num(sm.files as u64)
        .num(sm.warnings.len() as u64)
        .end();
    for w in &sm.warnings {
        l(&mut out, "warning").text(w).end();
    }
    l(&mut out, "entries_key").text(&s.entries_key).end();
    l(&mut out, "tree").num(s.tree.len() as u64).end();
    for (path, ino, size, mtime, ctime) in &s.tree {
        Line::start(&mut out)
            .text(path)
            .num(*ino)
            .num(*size)
            .int(*mtime)
            .int(*ctime)
            .end();
    }
    let n: usize = s.entries.values().map(|m| m.len()).sum();
    l(&mut out, "entries").num(n as u64).end();
    for (id, by_lang) in &s.entries {
        for (lang, e) in by_lang {
            let mut line = Line::start(&mut out)
                .text(id)
                .text(lang)
                .text(&e.title)
                .text(&e.row_title)
                .text(&e.date)
                .text(&e.provenance)
                .text(&e.solution)
                .text(&e.headline)
                .num(e.rows.len() as u64);
            for r in &e.rows {
                line = line.text(&r.key).text(&r.sum).text(&r.html);
            }
            line.end();
        }
    }
    l(&mut out, "stamps").num(s.stamps.len() as u64).end();
    for (path, st) in &s.stamps {
        Line::start(&mut out)
            .text(path)
            .num(st.size)
            .int(st.mtime_ns)
            .int(st.ctime_ns)
            .num(st.ino)
            .text(&st.sha256)
            .end();
    }
    out.push_str(TRAILER);
    out.push('\n');
    out
}

/// The state in `text`, or none when anything in it is not as
/// [`encode`] writes it.
pub(super) fn decode(text: &str) -> Option<Saved> {
    let mut lines = text.split_terminator('\n');
    if lines.next()? != HEADER {
        return None;
    }
    let mut next = || -> Option<std::str::Split<'_, char>> { Some(lines.next()?.split('\t')) };
    let mut s = Saved::default();
    let mut f = next()?;
    match f.next()? {
        "key" => s.key = Some(unesc(f.next()?)?),
        "nokey" => {}
        _ => return None,
    }
    let mut f = next()?;
    (f.next()? == "summary").then_some(())?;
    let num = |f: &mut std::str::Split<'_, char>| usize::try_from(Decimal::read(f.next()?.as_bytes())?).ok();
    let (documents, figures, files, warnings) = (num(&mut f)?, num(&mut f)?, num(&mut f)?, num(&mut f)?);
    let mut ws = Vec::with_capacity(warnings.min(1 << 16));
    for _ in 0..warnings {
        let mut f = next()?;
        (f.next()? == "warning").then_some(())?;
        ws.push(unesc(f.next()?)?);
    }
    s.summary = Summary {
        documents,
        figures,
        files,
        warnings: ws,
    };
    let mut f = next()?;
    (f.next()? == "entries_key").then_some(())?;
    s.entries_key = unesc(f.next()?)?;
    let count = |f: &mut std::str::Split<'_, char>, tag: &str| -> Option<usize> {
        (f.next()? == tag).then_some(())?;
        usize::try_from(Decimal::read(f.next()?.as_bytes())?).ok()
    };
    let n = count(&mut next()?, "tree")?;
    s.tree.reserve(n.min(1 << 20));
    for _ in 0..n {
        let mut f = next()?;
        let path = unesc(f.next()?)?;
        let mut field = || Some(f.next()?.as_bytes());
        let (ino, size) = (Decimal::read(field()?)?, Decimal::read(field()?)?);
        let (mtime, ctime) = (Decimal::read_signed(field()?)?, Decimal::read_signed(field()?)?);
        s.tree.push((path, ino, size, mtime, ctime));
    }
    let n = count(&mut next()?, "entries")?;
    for _ in 0..n {
        let mut f = next()?;
        let mut t = || unesc(f.next()?);
        let (id, lang) = (t()?, t()?);
        let mut e = ListEntry {
            title: t()?,
            row_title: t()?,
            date: t()?,
            provenance: t()?,
            solution: t()?,
            headline: t()?,
            rows: Vec::new(),
        };
        let n = usize::try_from(Decimal::read(f.next()?.as_bytes())?)
            .ok()
            .filter(|n| *n <= MAX_ROWS)?;
        for _ in 0..n {
            let mut t = || unesc(f.next()?);
            let (key, sum, html) = (t()?, t()?, t()?);
            e.rows.push(IndexRowHtml { key, sum, html });
        }
        f.next().is_none().then_some(())?;
        s.entries.entry(id).or_default().insert(lang, e);
    }
    let n = count(&mut next()?, "stamps")?;
    // Collected, then built in one go (the file is in key order, so the
    // map is built without a search per key).
    let mut stamps = Vec::with_capacity(n.min(1 << 20));
    for _ in 0..n {
        let mut f = next()?;
        let path = unesc(f.next()?)?;
        let mut field = || Some(f.next()?.as_bytes());
        let size = Decimal::read(field()?)?;
        let (mtime_ns, ctime_ns) = (Decimal::read_signed(field()?)?, Decimal::read_signed(field()?)?);
        let stamp = Stamp {
            size,
            mtime_ns,
            ctime_ns,
            ino: Decimal::read(field()?)?,
            sha256: unesc(f.next()?)?,
        };
        stamps.push((path, stamp));
    }
    s.stamps = stamps.into_iter().collect();
    (lines.next()? == TRAILER && lines.next().is_none()).then_some(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Saved {
        let mut s = Saved {
            key: Some("k1".into()),
            summary: Summary {
                documents: 3,
                figures: 7,
                files: 12,
                warnings: vec!["a\twarning\nover two lines \\ with a backslash".into(), "w2".into()],
            },
            // An empty first field keeps its separator.
            tree: vec![
                ("en/r/index.html".into(), 5, 10, -3, 1_700_000_000_000_000_001),
                (String::new(), 1, 0, 0, 0),
                // Inodes past i64 (read as i64 before, which lost the
                // whole state on such file systems).
                ("big".into(), u64::MAX, u64::MAX, i64::MIN + 1, i64::MAX),
            ],
            entries_key: "ek".into(),
            ..Saved::default()
        };
        s.stamps.insert(
            "/p/a b/c.csv".into(),
            Stamp {
                size: 4,
                mtime_ns: 1,
                ctime_ns: 2,
                ino: u64::MAX - 1,
                sha256: "ab".repeat(32),
            },
        );
        let e = ListEntry {
            title: "Titolo\tcon tab".into(),
            row_title: "Titolo".into(),
            date: "ottobre 2019".into(),
            provenance: String::new(),
            solution: "NFS\r\nHA".into(),
            headline: "Write 16,7 GB/s · Read 23 GB/s".into(),
            rows: vec![IndexRowHtml {
                key: "|../|en,it".into(),
                sum: "0f".repeat(16),
                html: "<tr><th>a\tb</th></tr>\n".into(),
            }],
        };
        s.entries.entry("r1".into()).or_default().insert("it".into(), e.clone());
        s.entries.entry("r1".into()).or_default().insert("zh-TW".into(), e);
        s
    }

    fn same(a: &Saved, b: &Saved) -> bool {
        (a.key == b.key && a.summary == b.summary && a.tree == b.tree)
            && (a.stamps == b.stamps && a.entries_key == b.entries_key && a.entries == b.entries)
    }

    /// The run-copying escapes against the rule they implement, one
    /// character at a time, on random texts dense in special characters.
    #[test]
    fn escaping_equals_the_character_by_character_rule() {
        fn simple(s: &str) -> String {
            s.chars()
                .map(|c| match c {
                    '\\' => "\\\\".to_string(),
                    '\t' => "\\t".to_string(),
                    '\n' => "\\n".to_string(),
                    '\r' => "\\r".to_string(),
                    c => c.to_string(),
                })
                .collect()
        }
        let mut rng = crate::rng::SplitMix64(3);
        let parts = ["\\", "\t", "\n", "\r", "a", "é", "數", "n", "t", "\\n", "<tr>", " "];
        for len in 0..400 {
            let s = rng.joined(&parts, len % 40);
            let mut e = String::new();
            esc(&mut e, &s);
            assert_eq!(e, simple(&s), "{s:?}");
            assert_eq!(unesc(&e).as_deref(), Some(s.as_str()), "{s:?}");
        }
        for bad in ["\\", "a\\", "\\x", "\\\\\\"] {
            assert_eq!(unesc(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn a_state_round_trips_with_every_awkward_character() {
        let s = sample();
        let back = decode(&encode(&s)).expect("decodes");
        assert!(same(&s, &back));
        let none = Saved::default();
        assert!(same(&none, &decode(&encode(&none)).unwrap()));
    }

    #[test]
    fn a_cut_short_corrupted_or_foreign_file_is_not_read() {
        let text = encode(&sample());
        // Cut at every byte: never a panic, never a state.
        for i in 0..text.len() - 1 {
            if text.is_char_boundary(i) {
                assert!(decode(&text[..i]).is_none(), "cut at {i}");
            }
        }
        assert!(decode(&text.replace("pixreport-state 3", "pixreport-state 2")).is_none());
        assert!(decode(&text.replace("\t10\t", "\tten\t")).is_none(), "a number");
        assert!(decode(&text.replace("stamps\t1", "stamps\t2")).is_none(), "a count");
        assert!(decode(&format!("{text}more\n")).is_none(), "after the end");
        assert!(decode(&text.replacen("\\t", "\\q", 1)).is_none(), "an unknown escape");
        assert!(decode("{\"key\": null}").is_none(), "the old JSON state");
    }
}

//! The saved state's file format (see `state`): lines of tab-separated
//! fields, one record a line, sections counted.
//!
//! Why not JSON: a `build --report X` in a site of hundreds of reports
//! reads and writes the whole state (every input's stamp, every report's
//! listing entry) and JSON's generic parser and writer were a tenth of its
//! time. Here a record is split at tabs and its numbers parsed directly.
//!
//! Text fields escape `\`, tab, newline and carriage return as `\\`, `\t`,
//! `\n`, `\r`. A saved index row's HTML, which is most of the bytes of a
//! big site's state, is written as it is instead: its length in bytes as
//! a field, then the bytes, then the separator. It is then neither scanned
//! for escapes when written nor scanned, split or unescaped when read (a
//! `--report` build reads and writes megabytes of it); its own checksum
//! (see `render::listing`) is what tells an altered row. The first line
//! names the format, the last is `end`: a file of another format, cut
//! short or with any line not as written is not read at all (the state is
//! only ever an optimisation, see `state`).

use super::state::{Saved, Summary};
use crate::fsx::Stamp;
use crate::model::Decimal;
use crate::render::listing::{Entries, IndexRowHtml, ListEntry, SharedStr};
use std::sync::Arc;

/// The first line of a state file.
const HEADER: &str = "pixreport-state 6";

/// The first line's length: the format, then the length of the part
/// before the index rows and of the whole file, each in 20 digits.
pub(super) const FIRST_LINE: usize = HEADER.len() + 2 * 21 + 1;

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

    /// Text written as it is, after its length: see the module doc.
    fn raw(mut self, s: &str) -> Self {
        self.sep();
        self.out.push_str(Decimal::new(s.len() as u64).as_str());
        self.out.push('\t');
        self.out.push_str(s);
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
    // Sized from the texts, so that the megabytes of a big site's state
    // are written without growing the buffer (each growth copies it all).
    let tree: usize = s.tree.iter().map(|e| e.0.len() + 90).sum();
    let stamps: usize = s.stamps.keys().map(|p| p.len() + 150).sum();
    let entries: usize = (s.entries.iter())
        .flat_map(|(id, m)| m.iter().map(move |(lang, e)| (id, lang, e)))
        .map(|(id, lang, e)| {
            let texts = [&e.title, &e.row_title, &e.date, &e.provenance, &e.solution, &e.headline];
            let rows: usize = e
                .rows
                .iter()
                .map(|r| r.key.len() + r.sum.len() + r.html.len() + 16)
                .sum();
            id.len() + lang.len() + texts.iter().map(|t| t.len() + 1).sum::<usize>() + rows + 8
        })
        .sum();
    let warnings: usize = s.summary.warnings.iter().map(|w| w.len() + 9).sum();
    let key = s.key.as_ref().map_or(0, String::len) + s.entries_key.len() + s.site_key.len() + s.site_pages.len();
    let mut out = String::with_capacity(256 + key + warnings + tree + entries + stamps);
    // The lengths, once known (see `FIRST_LINE`).
    out.push_str(HEADER);
    out.push_str(&format!("\t{:020}\t{:020}\n", 0, 0));
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
    l(&mut out, "site_key").text(&s.site_key).text(&s.site_pages).end();
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
            Line::start(&mut out)
                .text(id)
                .text(lang)
                .text(&e.title)
                .text(&e.row_title)
                .text(&e.date)
                .text(&e.provenance)
                .text(&e.solution)
                .text(&e.headline)
                .end();
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
    // The index rows last: most of a big site's state, and a `--report X`
    // build that keeps the index pages does not read them (see
    // [`decode_head`]).
    let head = out.len();
    let with_rows = s
        .entries
        .values()
        .flat_map(|m| m.values())
        .filter(|e| !e.rows.is_empty())
        .count();
    l(&mut out, "rows").num(with_rows as u64).end();
    for (id, by_lang) in &s.entries {
        for (lang, e) in by_lang.iter().filter(|(_, e)| !e.rows.is_empty()) {
            let mut line = Line::start(&mut out).text(id).text(lang).num(e.rows.len() as u64);
            for r in &e.rows {
                line = line.text(&r.key).text(&r.sum).raw(&r.html);
            }
            line.end();
        }
    }
    out.push_str(TRAILER);
    out.push('\n');
    let lengths = format!("\t{head:020}\t{:020}\n", out.len());
    out.replace_range(HEADER.len()..FIRST_LINE, &lengths);
    out
}

/// Reads a state file field by field: each field ends at a tab (more
/// follow on its line) or a newline (the line's last).
struct Reader<'a> {
    /// The whole file, which the listing entries' texts are slices of.
    buf: &'a Arc<String>,
    text: &'a str,
    at: usize,
    /// The last field read ended its line.
    eol: bool,
}

impl<'a> Reader<'a> {
    /// The next field of the line, as written (escaped); none past the
    /// line's last field or the file's end.
    fn field(&mut self) -> Option<&'a str> {
        if self.eol {
            return None;
        }
        let rest = self.text.get(self.at..)?;
        let i = memchr::memchr2(b'\t', b'\n', rest.as_bytes())?;
        self.eol = rest.as_bytes()[i] == b'\n';
        self.at += i + 1;
        // Tab and newline are ASCII: a boundary on both sides.
        Some(&rest[..i])
    }

    /// The next text field, unescaped.
    fn text(&mut self) -> Option<String> {
        unesc(self.field()?)
    }

    /// The next text field, unescaped: a slice of the file when it has no
    /// escape (nearly always), without a copy.
    fn shared(&mut self) -> Option<SharedStr> {
        let f = self.field()?;
        if memchr::memchr(b'\\', f.as_bytes()).is_some() {
            return unesc(f).map(SharedStr::from);
        }
        // The field ends just before the separator `at` is now past.
        let to = self.at.checked_sub(1)?;
        SharedStr::slice(self.buf, to.checked_sub(f.len())?, to)
    }

    fn num(&mut self) -> Option<u64> {
        Decimal::read(self.field()?.as_bytes())
    }

    fn int(&mut self) -> Option<i64> {
        Decimal::read_signed(self.field()?.as_bytes())
    }

    fn count(&mut self) -> Option<usize> {
        usize::try_from(self.num()?).ok()
    }

    /// A field written by [`Line::raw`]: its length, then as many bytes
    /// (which must end at a character boundary, and the field there), as
    /// a slice of the file.
    fn raw(&mut self) -> Option<SharedStr> {
        let n = self.count()?;
        (!self.eol).then_some(())?;
        let end = self.at.checked_add(n)?;
        let s = SharedStr::slice(self.buf, self.at, end)?;
        self.eol = match self.text.as_bytes().get(end)? {
            b'\t' => false,
            b'\n' => true,
            _ => return None,
        };
        self.at = end + 1;
        Some(s)
    }

    /// The start of the next line, once every field of this one is read.
    fn end(&mut self) -> Option<()> {
        std::mem::take(&mut self.eol).then_some(())
    }

    /// A line that starts with `tag`, the rest of it to be read.
    fn tagged(&mut self, tag: &str) -> Option<()> {
        (self.field()? == tag).then_some(())
    }
}

/// The lengths a state file's first line gives: of the part before the
/// index rows, and of the whole file.
pub(super) fn lengths(first: &[u8]) -> Option<(usize, usize)> {
    let line = std::str::from_utf8(first.get(..FIRST_LINE)?).ok()?;
    let rest = line.strip_prefix(HEADER)?.strip_suffix('\n')?;
    let (head, all) = rest.strip_prefix('\t')?.split_once('\t')?;
    let num = |s: &str| (s.len() == 20).then(|| Decimal::read(s.as_bytes())).flatten();
    let (head, all) = (usize::try_from(num(head)?).ok()?, usize::try_from(num(all)?).ok()?);
    (FIRST_LINE <= head && head < all).then_some((head, all))
}

/// The whole state in `buf` (as [`decode_head`], and the index rows), or
/// none when anything in it is not as [`encode`] writes it.
#[cfg(test)]
pub(super) fn decode(buf: &Arc<String>) -> Option<Saved> {
    let (head, all) = lengths(buf.as_bytes())?;
    (all == buf.len()).then_some(())?;
    let mut s = head_of(buf, head)?;
    rows_of(buf, head, &mut s.entries)?;
    Some(s)
}

/// The state file's part before the index rows (its first line says how
/// long that is), or none when anything in it is not as [`encode`] writes
/// it. The listing entries' texts are slices of `buf` (see
/// `listing::SharedStr`), which they keep alive; their rows are read only
/// when needed ([`attach_rows`]).
pub(super) fn decode_head(buf: &Arc<String>) -> Option<Saved> {
    (lengths(buf.as_bytes())?.0 == buf.len()).then_some(())?;
    head_of(buf, buf.len())
}

/// [`decode_head`] of `buf[..end]`.
fn head_of(buf: &Arc<String>, end: usize) -> Option<Saved> {
    let text = buf.as_str();
    let mut r = Reader {
        buf,
        text,
        at: FIRST_LINE,
        eol: false,
    };
    let mut s = Saved::default();
    match r.field()? {
        "key" => s.key = Some(r.text()?),
        "nokey" => {}
        _ => return None,
    }
    r.end()?;
    r.tagged("summary")?;
    let (documents, figures, files, warnings) = (r.count()?, r.count()?, r.count()?, r.count()?);
    r.end()?;
    let mut ws = Vec::with_capacity(warnings.min(1 << 16));
    for _ in 0..warnings {
        r.tagged("warning")?;
        ws.push(r.text()?);
        r.end()?;
    }
    s.summary = Summary {
        documents,
        figures,
        files,
        warnings: ws,
    };
    r.tagged("entries_key")?;
    s.entries_key = r.text()?;
    r.end()?;
    r.tagged("site_key")?;
    s.site_key = r.text()?;
    s.site_pages = r.text()?;
    r.end()?;
    r.tagged("tree")?;
    let n = r.count()?;
    r.end()?;
    s.tree.reserve(n.min(1 << 20));
    for _ in 0..n {
        let path = r.text()?;
        let (ino, size) = (r.num()?, r.num()?);
        let (mtime, ctime) = (r.int()?, r.int()?);
        r.end()?;
        s.tree.push((path, ino, size, mtime, ctime));
    }
    s.entries = entries(&mut r)?;
    r.tagged("stamps")?;
    let n = r.count()?;
    r.end()?;
    // Collected, then built in one go (the file is in key order, so the
    // map is built without a search per key).
    let mut stamps = Vec::with_capacity(n.min(1 << 20));
    for _ in 0..n {
        let path = r.text()?;
        let size = r.num()?;
        let (mtime_ns, ctime_ns) = (r.int()?, r.int()?);
        let stamp = Stamp {
            size,
            mtime_ns,
            ctime_ns,
            ino: r.num()?,
            sha256: r.text()?,
        };
        r.end()?;
        stamps.push((path, stamp));
    }
    s.stamps = stamps.into_iter().collect();
    (r.at == end).then_some(s)
}

/// Gives each entry of `entries` without rows the rows the state's tail
/// `buf` (from the `rows` section to the end) saved for it. Rows of an
/// entry that is not there are dropped; a saved row is still checked
/// against its entry's texts when used (see `ListEntry::row`). None when
/// the tail is not as [`encode`] writes it.
pub(super) fn attach_rows(buf: &Arc<String>, entries: &mut Entries) -> Option<()> {
    rows_of(buf, 0, entries)
}

/// [`attach_rows`] from `buf[from..]`.
fn rows_of(buf: &Arc<String>, from: usize, entries: &mut Entries) -> Option<()> {
    let text = buf.as_str();
    let mut r = Reader {
        buf,
        text,
        at: from,
        eol: false,
    };
    r.tagged("rows")?;
    let n = r.count()?;
    r.end()?;
    let mut found = Vec::new();
    for _ in 0..n {
        let (id, lang) = (r.text()?, r.text()?);
        let count = r.count().filter(|n| *n <= MAX_ROWS)?;
        let mut rows = Vec::with_capacity(count);
        for _ in 0..count {
            let (key, sum) = (r.shared()?, r.shared()?);
            let html = r.raw()?;
            rows.push(IndexRowHtml { key, sum, html });
        }
        r.end()?;
        found.push((id, lang, rows));
    }
    r.tagged(TRAILER)?;
    r.end()?;
    (r.at == text.len()).then_some(())?;
    for (id, lang, rows) in found {
        if let Some(e) = entries.get_mut(&id).and_then(|m| m.get_mut(&lang)) {
            if e.rows.is_empty() {
                e.rows = rows;
            }
        }
    }
    Some(())
}

/// The listing entries' section. They are written in order of report id,
/// then language: each report's languages are gathered and its id read
/// once, and both maps are built in one go. Entries out of that order are
/// not as written.
fn entries(r: &mut Reader) -> Option<Entries> {
    r.tagged("entries")?;
    let n = r.count()?;
    r.end()?;
    let mut reports: Vec<(String, Vec<(String, ListEntry)>)> = Vec::new();
    let mut last_id = None::<&str>;
    for _ in 0..n {
        let id = r.field()?;
        if last_id != Some(id) {
            let id = unesc(id)?;
            (reports.last()).is_none_or(|(last, _)| *last < id).then_some(())?;
            reports.push((id, Vec::with_capacity(8)));
        }
        last_id = Some(id);
        let lang = r.text()?;
        let e = ListEntry {
            title: r.shared()?,
            row_title: r.shared()?,
            date: r.shared()?,
            provenance: r.shared()?,
            solution: r.shared()?,
            headline: r.shared()?,
            rows: Vec::new(),
        };
        r.end()?;
        let langs = &mut reports.last_mut()?.1;
        (langs.last()).is_none_or(|(last, _)| *last < lang).then_some(())?;
        langs.push((lang, e));
    }
    Some(
        reports
            .into_iter()
            .map(|(id, langs)| (id, langs.into_iter().collect()))
            .collect(),
    )
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
            site_key: "sk".into(),
            site_pages: "index.html\t1\t2\t3\n".into(),
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
            provenance: SharedStr::default(),
            solution: "NFS\r\nHA".into(),
            headline: "Write 16,7 GB/s · Read 23 GB/s".into(),
            rows: vec![IndexRowHtml {
                key: "|../|en,it".into(),
                sum: "0f".repeat(16).into(),
                html: "<tr><th>a\tb</th></tr>\n".into(),
            }],
        };
        s.entries.entry("r1".into()).or_default().insert("it".into(), e.clone());
        let mut more = e.clone();
        // Rows written as they are: every special character, none at all,
        // several per entry.
        more.rows.push(IndexRowHtml {
            key: "|\\|en".into(),
            sum: "1e".repeat(16).into(),
            html: SharedStr::default(),
        });
        more.rows.push(IndexRowHtml {
            key: "|x|en".into(),
            sum: "2d".repeat(16).into(),
            html: "\\n\t\r\n數 é\\".into(),
        });
        s.entries
            .entry("r1".into())
            .or_default()
            .insert("zh-TW".into(), more.clone());
        more.rows.clear();
        s.entries
            .entry("r\t2".into())
            .or_default()
            .insert("en".into(), more.clone());
        s.entries.entry("r3".into()).or_default().insert("en".into(), e);
        s
    }

    /// [`decode`] of a text.
    fn dec(text: &str) -> Option<Saved> {
        decode(&Arc::new(text.to_string()))
    }

    fn same(a: &Saved, b: &Saved) -> bool {
        (a.key == b.key && a.summary == b.summary && a.tree == b.tree)
            && (a.stamps == b.stamps && a.entries_key == b.entries_key && a.entries == b.entries)
            && a.site_key == b.site_key
            && a.site_pages == b.site_pages
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
        let back = dec(&encode(&s)).expect("decodes");
        assert!(same(&s, &back));
        let none = Saved::default();
        assert!(same(&none, &dec(&encode(&none)).unwrap()));
    }

    /// Rows and texts without an escape are read as slices of the file's
    /// buffer, not copies; an escaped text is its unescaped copy. Written
    /// again from the slices, the state is the same bytes.
    #[test]
    fn rows_and_plain_texts_are_slices_of_the_file() {
        let text = Arc::new(encode(&sample()));
        let back = decode(&text).expect("decodes");
        let inside = |s: &str| text.as_bytes().as_ptr_range().contains(&s.as_ptr());
        let mut rows = 0;
        for e in back.entries.values().flat_map(|m| m.values()) {
            for r in e.rows.iter().filter(|r| !r.html.is_empty()) {
                assert!(inside(&r.html));
                assert_eq!(inside(&r.key), !r.key.contains('\\'));
                assert!(inside(&r.sum));
                rows += 1;
            }
            assert_eq!(inside(&e.title), !e.title.contains('\t'));
            assert!(inside(&e.headline));
        }
        assert_eq!(rows, 4);
        assert_eq!(encode(&back), *text);
        // The sample's buffer is held by every slice, and outlives the
        // caller's handle on it.
        let (copy, held) = (text.to_string(), Arc::strong_count(&text));
        assert!(held > 20, "{held}");
        drop(text);
        assert_eq!(encode(&back), copy);
    }

    /// The index rows are apart at the end: the part before them (which
    /// the first line measures) gives the state without rows, and the
    /// tail gives each entry still without rows its own; rows of an entry
    /// that is no longer there are dropped, an entry's own rows kept.
    #[test]
    fn the_head_is_read_without_the_rows_and_the_rows_attach_later() {
        let s = sample();
        let text = encode(&s);
        let (head, all) = lengths(text.as_bytes()).unwrap();
        assert_eq!(all, text.len());
        assert!(text[head..].starts_with("rows\t"), "{}", &text[head..]);
        let mut back = decode_head(&Arc::new(text[..head].to_string())).unwrap();
        assert!(back
            .entries
            .values()
            .flat_map(|m| m.values())
            .all(|e| e.rows.is_empty()));
        assert!(
            decode_head(&Arc::new(text.clone())).is_none(),
            "the whole file is not a head"
        );
        let r3 = back.entries.remove("r3").unwrap();
        let mine = vec![IndexRowHtml {
            key: "k".into(),
            sum: "s".into(),
            html: "<tr>mine</tr>".into(),
        }];
        let (first, by_lang) = back.entries.iter_mut().next().unwrap();
        let first = first.clone();
        let lang = by_lang.keys().next().unwrap().clone();
        by_lang.get_mut(&lang).unwrap().rows = mine.clone();
        attach_rows(&Arc::new(text[head..].to_string()), &mut back.entries).unwrap();
        for (id, by_lang) in &back.entries {
            for (l, e) in by_lang {
                let want = if *id == first && *l == lang {
                    &mine
                } else {
                    &s.entries[id][l].rows
                };
                assert_eq!(&e.rows, want, "{id} {l}");
            }
        }
        assert!(!back.entries.contains_key("r3") && !r3.is_empty());
        assert!(attach_rows(&Arc::new(text[head + 1..].to_string()), &mut back.entries).is_none());
    }

    #[test]
    fn a_slice_is_only_made_within_the_buffer_and_on_character_boundaries() {
        let buf = Arc::new("ab數".to_string());
        assert_eq!(SharedStr::slice(&buf, 0, 2).as_deref(), Some("ab"));
        assert_eq!(SharedStr::slice(&buf, 2, 5).as_deref(), Some("數"));
        assert_eq!(SharedStr::slice(&buf, 5, 5).as_deref(), Some(""));
        for (from, to) in [(0, 3), (3, 5), (2, 6), (3, 2), (6, 6)] {
            assert!(SharedStr::slice(&buf, from, to).is_none(), "{from}..{to}");
        }
        let s = SharedStr::slice(&buf, 0, 2).unwrap();
        let owned: SharedStr = "ab".into();
        assert_eq!(s, owned);
        assert!(*s == *"ab" && s != SharedStr::default());
    }

    #[test]
    fn a_cut_short_corrupted_or_foreign_file_is_not_read() {
        let text = encode(&sample());
        // Cut at every byte: never a panic, never a state.
        for i in 0..text.len() - 1 {
            if text.is_char_boundary(i) {
                assert!(dec(&text[..i]).is_none(), "cut at {i}");
            }
        }
        assert!(dec(&text.replace("pixreport-state 6", "pixreport-state 5")).is_none());
        assert!(dec(&text.replace("r3\t", "r0\t")).is_none(), "reports out of order");
        assert!(
            dec(&text.replace("\tzh-TW\t", "\tat\t")).is_none(),
            "languages out of order"
        );
        assert!(dec(&text.replace("r3\t", "r1\t")).is_none(), "a report's entries apart");
        // A row's length that is not its own, by one byte either way or in
        // the middle of a character.
        let html = "\\n\t\r\n數 é\\";
        let len = format!("\t{}\t{html}", html.len());
        assert!(text.contains(&len));
        for n in [html.len() - 1, html.len() + 1, 7] {
            let bad = text.replace(&len, &format!("\t{n}\t{html}"));
            assert!(dec(&bad).is_none(), "row length {n}");
        }
        assert!(dec(&text.replace(&len, &format!("\t-1\t{html}"))).is_none());
        assert!(dec(&text.replace("\t10\t", "\tten\t")).is_none(), "a number");
        assert!(dec(&text.replace("stamps\t1", "stamps\t2")).is_none(), "a count");
        assert!(dec(&format!("{text}more\n")).is_none(), "after the end");
        assert!(dec(&text.replacen("\\t", "\\q", 1)).is_none(), "an unknown escape");
        assert!(dec("{\"key\": null}").is_none(), "the old JSON state");
    }
}

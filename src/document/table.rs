//! One table model for every table a document shows (components, testbed,
//! parameters, summary, comparisons). Markdown is its one output format;
//! HTML tables come from that Markdown through pulldown-cmark, so both agree.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Align {
    Left,
    Right,
}

#[derive(Debug, Clone, Serialize)]
pub struct Table {
    /// "Table 3. …", already localised and numbered.
    pub caption: String,
    pub headers: Vec<String>,
    pub align: Vec<Align>,
    pub rows: Vec<Vec<String>>,
    /// The GFM rendering, for templates that just place the table.
    pub markdown: String,
}

impl Table {
    pub fn new(caption: String, headers: Vec<String>, align: Vec<Align>, rows: Vec<Vec<String>>) -> Self {
        let mut t = Table {
            caption,
            headers,
            align,
            rows,
            markdown: String::new(),
        };
        t.markdown = t.to_markdown();
        t
    }

    fn to_markdown(&self) -> String {
        let mut s = String::new();
        if !self.caption.is_empty() {
            s.push_str(&format!("**{}**\n\n", escape_inline(&self.caption)));
        }
        let n = self.headers.len();
        let line = |cells: Vec<String>| format!("|{}\n", cells.concat());
        let cell = |c: &String| format!(" {} |", escape_cell(c));
        s.push_str(&line(self.headers.iter().map(cell).collect()));
        let right = |i| self.align.get(i) == Some(&Align::Right);
        let rules = (0..n).map(|i| if right(i) { " ---: |" } else { " --- |" }.into());
        s.push_str(&line(rules.collect()));
        for r in &self.rows {
            let cells = (0..n).map(|i| r.get(i).map_or_else(|| "  |".to_string(), cell));
            s.push_str(&line(cells.collect()));
        }
        s
    }
}

/// Escapes text for a GFM table cell: pipes, line breaks, and Markdown
/// punctuation that would otherwise turn data into markup.
pub fn escape_cell(s: &str) -> String {
    escape_inline(&s.replace(['\n', '\r'], " ")).replace('|', "\\|")
}

/// Escapes Markdown punctuation so author labels and data stay literal text.
/// Braces too: a title ending in `{#x}` must not become a heading anchor.
pub fn escape_inline(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(
            c,
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '!' | '~' | '&' | '{' | '}'
        ) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_table_with_alignment_and_escaping() {
        let t = Table::new(
            "Table 1. Parts".into(),
            vec!["Role".into(), "Count".into()],
            vec![Align::Left, Align::Right],
            vec![vec!["a|b <script>".into(), "4".into()], vec!["short".into()]],
        );
        assert_eq!(
            t.markdown,
            "**Table 1. Parts**\n\n| Role | Count |\n| --- | ---: |\n| a\\|b \\<script\\> | 4 |\n| short |  |\n"
        );
    }
}

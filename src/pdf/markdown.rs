//! Markdown (author prose and escaped generated sentences, as the document
//! model carries them) to Typst markup. pulldown-cmark parses, so Markdown
//! escapes are undone first; every piece of text then goes through
//! [`escape::content`], and structure becomes Typst function calls, never
//! markup shorthands, so no text can change the structure.

use super::escape::{content, label, string};
use crate::document::html::MARKDOWN;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::collections::BTreeSet;

/// Converts `md` to Typst markup. Links to anchors in `anchors` become
/// in-document links; web and mail links stay links; other links (relative
/// files of the web site) keep their text only.
pub(crate) fn to_typst(md: &str, anchors: &BTreeSet<String>) -> String {
    let mut out = String::new();
    // What closes each open tag, in order.
    let mut closers: Vec<&'static str> = Vec::new();
    // Set flat from this depth on (see `MAX_NESTING`).
    let mut flat: Option<usize> = None;
    // Text of a code block being collected.
    let mut code: Option<String> = None;
    for ev in Parser::new_ext(md, MARKDOWN) {
        if let Some(buf) = code.as_mut() {
            match ev {
                Event::Text(t) => buf.push_str(&t),
                Event::End(TagEnd::CodeBlock) => {
                    out.push_str(&code_block(buf.trim_end_matches('\n')));
                    code = None;
                }
                _ => {}
            }
            continue;
        }
        match ev {
            Event::Start(tag) => {
                if matches!(tag, Tag::CodeBlock(_)) {
                    code = Some(String::new());
                    continue;
                }
                let (open, close) = open_tag(&tag, anchors);
                // Items and cells are arguments of their list or table:
                // opened whenever it was.
                let argument = matches!(tag, Tag::Item | Tag::TableHead | Tag::TableRow | Tag::TableCell);
                if flat.is_none() && closers.len() >= MAX_NESTING && !argument {
                    flat = Some(closers.len());
                }
                if flat.is_some() {
                    // Text only, its blocks and items still apart.
                    closers.push(match close {
                        c if c.ends_with('\n') => "\n\n",
                        c if c.ends_with(',') => " ",
                        _ => "",
                    });
                } else {
                    out.push_str(&open);
                    closers.push(close);
                }
            }
            Event::End(_) => {
                if let Some(c) = closers.pop() {
                    out.push_str(c);
                }
                if flat.is_some_and(|d| closers.len() <= d) {
                    flat = None;
                }
            }
            Event::Text(t) => out.push_str(&content(&t)),
            Event::Code(t) => out.push_str(&format!("#raw({})", string(&t))),
            Event::InlineMath(t) | Event::DisplayMath(t) => out.push_str(&content(&t)),
            Event::Html(t) | Event::InlineHtml(t) => out.push_str(&content(&t)),
            Event::FootnoteReference(t) => out.push_str(&content(&format!("[{t}]"))),
            Event::SoftBreak => out.push(' '),
            Event::HardBreak => out.push_str("#linebreak()"),
            Event::Rule => out.push_str("#line(length: 100%)\n\n"),
            Event::TaskListMarker(done) => out.push_str(if done { "☑ " } else { "☐ " }),
        }
    }
    for c in closers.into_iter().rev() {
        out.push_str(c);
    }
    out
}

/// Structures of prose (quotes, lists, emphasis …) nested deeper than this
/// are set flat, their text kept in order: Typst lays out at most 72 levels
/// (the document's own take some) and parses at most 256, and the HTML
/// accepts any depth.
const MAX_NESTING: usize = 12;

/// Characters of the code face (DejaVu Sans Mono, 0.6 em wide) that fit
/// across a code block at 8 pt: the line less the block's insets, with a
/// margin for the estimate.
const CODE_COLUMNS: usize = 92;

/// Command lines as a shaded block that Typst never has to wrap (it broke
/// them inside a path or option, and the copied command failed): a line
/// too long is broken at spaces outside quotes, each broken line ending in
/// " \\" (the shell's continuation) and the next indented; a word too long
/// for the line sets the whole block smaller, down to 5 pt.
pub(crate) fn code_block(text: &str) -> String {
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.chars().count() <= CODE_COLUMNS {
            lines.push(line.to_string());
            continue;
        }
        let mut words = vec![String::new()];
        let mut quote = None;
        for c in line.chars() {
            match (c, quote) {
                (' ', None) => words.push(String::new()),
                ('\'' | '"', None) => quote = Some(c),
                (q, Some(open)) if q == open => quote = None,
                _ => {}
            }
            if let Some(w) = words.last_mut().filter(|_| c != ' ' || quote.is_some()) {
                w.push(c);
            }
        }
        let mut current = String::new();
        for w in words.into_iter().filter(|w| !w.is_empty()) {
            if current.is_empty() {
                current = w;
            } else if current.chars().count() + w.chars().count() + 3 > CODE_COLUMNS {
                lines.push(current + " \\");
                current = format!("    {w}");
            } else {
                current = format!("{current} {w}");
            }
        }
        lines.push(current);
    }
    let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let small = if widest > CODE_COLUMNS {
        let size = (8.0 * CODE_COLUMNS as f64 / widest as f64).max(5.0);
        format!("#show raw: set text(size: {size:.1}pt)\n")
    } else {
        String::new()
    };
    format!(
        "#block(breakable: false, fill: luma(244), inset: 7pt, radius: 2pt, width: 100%)[{small}#raw(block: true, {})]\n\n",
        string(&lines.join("\n"))
    )
}

/// The Typst that opens `tag`, and what closes it.
fn open_tag(tag: &Tag, anchors: &BTreeSet<String>) -> (String, &'static str) {
    match tag {
        Tag::Paragraph => (String::new(), "\n\n"),
        // Author headings inside a section: emphasised lines, not numbered
        // document headings (the outline lists the document's own).
        Tag::Heading { .. } => ("#block(strong[".into(), "])\n\n"),
        Tag::BlockQuote(_) => ("#quote(block: true)[".into(), "]\n\n"),
        Tag::List(None) => ("#list(".into(), ")\n\n"),
        Tag::List(Some(n)) => (format!("#enum(start: {n}, "), ")\n\n"),
        Tag::Item => ("[".into(), "],"),
        Tag::Emphasis => ("#emph[".into(), "]"),
        Tag::Strong => ("#strong[".into(), "]"),
        Tag::Strikethrough => ("#strike[".into(), "]"),
        Tag::Link { dest_url, .. } => {
            let url: &str = dest_url;
            if let Some(a) = url.strip_prefix('#').filter(|a| anchors.contains(*a)) {
                (format!("#link(<{}>)[", label(a)), "]")
            } else if url.starts_with("https://") || url.starts_with("http://") || url.starts_with("mailto:") {
                (format!("#link({})[", string(url)), "]")
            } else {
                ("#[".into(), "]")
            }
        }
        // An image in prose shows its description (the world serves only
        // the document's own figures).
        Tag::Image { .. } => ("#emph[".into(), "]"),
        // A table in author prose: cells are content, so they go through
        // the same escaping as any text.
        Tag::Table(aligns) => (format!("#table(columns: {}, ", aligns.len().max(1)), ")\n\n"),
        Tag::TableHead => ("table.header(".into(), "),"),
        Tag::TableRow => (String::new(), ""),
        Tag::TableCell => ("[".into(), "],"),
        _ => ("#[".into(), "]\n\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prose_becomes_function_calls_and_escaped_text() {
        let anchors: BTreeSet<String> = ["bench-a".to_string()].into();
        let t = to_typst(
            "A *b* **c** `d` [e](#bench-a) [f](#gone) [g](https://x.org/?a=\"1\")\n\n* one\n* two #x\n",
            &anchors,
        );
        assert!(t.contains("A #emph[b] #strong[c] #raw(\"d\")"), "{t}");
        assert!(t.contains("#link(<a-bench-a>)[e]"), "{t}");
        assert!(t.contains("#[f]"), "{t}");
        assert!(t.contains("#link(\"https://x.org/?a=\\\"1\\\"\")[g]"), "{t}");
        assert!(t.contains("#list([one"), "{t}");
        assert!(t.contains("two \\#x"), "{t}");
    }

    #[test]
    fn markdown_escapes_are_undone_then_typst_escapes_applied() {
        let t = to_typst("\\# \\] \\$ \\< @ \\* \\_ \\\\", &BTreeSet::new());
        assert_eq!(t.trim_end(), "\\# \\] \\$ \\< \\@ \\* \\_ \\\\");
        let t = to_typst("```\nior -a \"x\"\n```\n", &BTreeSet::new());
        assert!(t.contains("#raw(block: true, \"ior -a \\\"x\\\"\")"), "{t}");
    }

    /// A command too long for the line is broken at spaces outside quotes,
    /// with the shell's " \\" continuation, so it still runs when copied.
    #[test]
    fn long_command_lines_break_at_spaces_with_a_continuation() {
        let cmd = "mpirun -np $T --hostfile my_hosts.$T --mca btl_openib_allow_ib 1 --prefix /mmfs1/perftest/ompi /mmfs1/perftest/lanl_ior/bin/ior -a POSIX -o '/a b/c d' -w -s 1 -t 8m -b 128G";
        let t = code_block(&format!("short\n{cmd}"));
        let lines: Vec<&str> = t.split("\\n").collect();
        assert!(lines.len() > 2, "{t}");
        assert!(lines.iter().all(|l| l.chars().count() <= CODE_COLUMNS + 40), "{t}");
        assert!(lines[1..lines.len() - 1].iter().all(|l| l.ends_with(" \\\\")), "{t}");
        assert!(t.contains("'/a b/c d'"), "{t}");
        assert!(!t.contains("#show raw"), "{t}");
        // Joined as the shell joins them, the lines are the command again.
        let raw = t
            .split_once("raw(block: true, \"")
            .unwrap()
            .1
            .rsplit_once("\")]")
            .unwrap()
            .0;
        assert_eq!(raw.replace(" \\\\\\n    ", " "), format!("short\\n{cmd}"));
        // A word longer than the line sets the block smaller instead.
        let long = code_block(&"x".repeat(2 * CODE_COLUMNS));
        assert!(long.contains("#show raw: set text(size: 5.0pt)"), "{long}");
    }

    /// Prose nested 1000 deep (quotes, lists, emphasis) keeps its text
    /// and opens at most `MAX_NESTING` structures, then items and cells.
    #[test]
    fn deep_nesting_is_set_flat_past_a_bounded_depth() {
        let deep = [
            format!("{} deepest", ">".repeat(1000)),
            format!("{}deepest", "- ".repeat(1000)),
            format!("{}deepest", "1. ".repeat(1000)),
            format!("{}deepest{}", "*a **b ".repeat(500), "** b* a".repeat(500)),
            format!("{}deepest\n\n| a | b |\n|---|---|\n| c | d |", "> - ".repeat(500)),
        ];
        for md in deep {
            let t = to_typst(&md, &BTreeSet::new());
            let mut depth = 0i64;
            let mut max = 0;
            for c in t.chars() {
                depth += match c {
                    '[' | '(' => 1,
                    ']' | ')' => -1,
                    _ => 0,
                };
                max = max.max(depth);
            }
            assert_eq!(depth, 0, "unbalanced: {t}");
            assert!(
                max <= 2 * MAX_NESTING as i64 + 6,
                "{max} deep: {}",
                &t[..t.len().min(400)]
            );
            assert!(t.contains("deepest"), "{t}");
        }
        // A table too deep: its cells, apart.
        let quoted: String = ["| a | b |", "|---|---|", "| c | d |"]
            .map(|l| format!("{}{l}\n", "> ".repeat(20)))
            .concat();
        let t = to_typst(&quoted, &BTreeSet::new());
        assert!(t.contains("a b  c d \n\n"), "{t}");
    }

    #[test]
    fn author_tables_and_strikethrough_read_as_in_the_html() {
        let t = to_typst("| a | b #x |\n|---|---|\n| 1 | ~~2~~ |\n", &BTreeSet::new());
        assert_eq!(
            t.trim_end(),
            "#table(columns: 2, table.header([a],[b \\#x],),[1],[#strike[2]],)"
        );
    }
}

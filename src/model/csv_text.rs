//! Text cells of every CSV pixreport writes, safe to open in a spreadsheet
//! (see docs/report-format.md, "CSV text cells").

use std::borrow::Cow;

/// `cell` as a CSV text cell. One a spreadsheet would take for a formula
/// (beginning with `=`, `+`, `-`, `@`, tab or carriage return) gets a leading
/// `'`, the OWASP way; so does one already beginning with `'`, so that
/// [`restore`] gives back exactly `cell`. Number cells (`-10.5`) never go
/// through here: they stay numbers.
pub(crate) fn neutralise(cell: &str) -> Cow<'_, str> {
    match cell.starts_with(['=', '+', '-', '@', '\t', '\r', '\'']) {
        true => Cow::Owned(format!("'{cell}")),
        false => Cow::Borrowed(cell),
    }
}

/// A text cell as [`neutralise`] wrote it, back as it was.
pub(crate) fn restore(cell: &str) -> &str {
    cell.strip_prefix('\'').unwrap_or(cell)
}

#[cfg(test)]
mod tests {
    use super::{neutralise, restore};

    #[test]
    fn formulas_get_a_quote_and_come_back_exactly() {
        let cases = [
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("+1", "'+1"),
            ("-1", "'-1"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("'x", "''x"),
            ("''", "'''"),
            ("alice", "alice"),
            ("a=b", "a=b"),
            ("", ""),
        ];
        for (cell, written) in cases {
            assert_eq!(neutralise(cell), written, "{cell:?}");
            assert_eq!(restore(written), cell, "{written:?}");
        }
    }
}

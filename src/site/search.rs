//! Site search: one page per language (`<lang>/search.html`) with a search
//! form, and the script that runs it (`assets/search.js`, a file: the pages'
//! policy allows no inline script). The index itself is Pagefind's, built
//! after `pixreport build` by the Pagefind CLI, which segments Chinese and
//! folds Vietnamese diacritics; `pixreport build` alone needs only Rust, and
//! without the index the page says search is unavailable. See
//! docs/decisions.md for why the index is not built in Rust.

/// The script, written to `assets/search.js`.
pub(crate) const SCRIPT: &str = include_str!("../../templates/search.js");

/// Where the script goes, relative to the site root.
pub(crate) const SCRIPT_PATH: &str = "assets/search.js";

/// The script that remembers the reader's light/dark choice across pages,
/// written to `assets/theme.js` and loaded right after the switch.
pub(crate) const THEME_SCRIPT: &str = include_str!("../../templates/theme.js");

/// Where that script goes, relative to the site root.
pub(crate) const THEME_SCRIPT_PATH: &str = "assets/theme.js";

/// The search form's texts, in the page's language.
#[derive(Debug, Clone, serde::Serialize)]
pub(crate) struct SearchForm {
    pub label: String,
    pub button: String,
    pub found: String,
    pub none: String,
    pub unavailable: String,
    pub noscript: String,
}

//! Documents: reports (`context` over `sections`, `analytics`) and diffs
//! (`diff`), built with one [`doc::DocBuilder`]; their figures drawn by
//! `charts` (over `crate::figures`); Markdown through Tera templates
//! (`templates`) and HTML through pulldown-cmark (`html`). `crate::site`
//! puts documents into a site, `crate::pdf` typesets them, `crate::output`
//! writes the files.

pub(crate) mod acceptance;
pub(crate) mod analytics;
mod bench_setup;
pub(crate) mod charts;
mod cmp_figures;
mod cmp_section;
pub(crate) mod context;
pub(crate) mod csp;
pub(crate) mod diff;
pub(crate) mod doc;
#[cfg(test)]
mod ending_tests;
mod grid;
pub(crate) mod headings;
pub(crate) mod history_section;
pub(crate) mod html;
mod labels;
mod latency;
pub mod narrative;
pub(crate) mod sections;
mod snapshots;
mod summary;
pub(crate) mod table;
pub(crate) mod templates;
pub(crate) mod words;

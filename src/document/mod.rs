//! Documents: reports (`context` over `sections`, `analytics`) and diffs
//! (`diff`), built with one [`doc::DocBuilder`]; their figures drawn by
//! `charts` (over `crate::figures`); Markdown through Tera templates
//! (`templates`) and HTML through pulldown-cmark (`html`). `crate::site`
//! puts documents into a site, `crate::pdf` typesets them, `crate::output`
//! writes the files.

pub mod analytics;
mod bench_setup;
pub mod charts;
mod cmp_figures;
mod cmp_section;
pub mod context;
pub(crate) mod csp;
pub mod diff;
pub mod doc;
mod grid;
pub(crate) mod headings;
pub(crate) mod history_section;
pub mod html;
mod labels;
mod latency;
pub mod narrative;
pub(crate) mod sections;
mod snapshots;
mod summary;
pub mod table;
pub mod templates;
pub mod words;

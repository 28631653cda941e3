//! Rendering: documents built with one [`doc::DocBuilder`] — reports
//! (`context` over `sections`, `analytics`), diffs (`diff`) — their figures
//! (`charts` over `figures`), Markdown through Tera templates
//! (`templates`), HTML through pulldown-cmark (`html`), the whole site in
//! memory (`site`, `build`); `crate::output` writes it.

pub mod analytics;
mod bench_setup;
pub mod build;
pub mod charts;
mod cite;
mod cmp_figures;
mod cmp_section;
pub mod context;
mod csp;
pub mod diff;
pub mod doc;
pub mod figures;
mod grid;
pub(crate) mod headings;
pub(crate) mod history_section;
pub mod html;
mod labels;
mod latency;
pub(crate) mod listing;
pub mod narrative;
pub mod pdf;
mod search;
pub(crate) mod sections;
pub mod site;
mod sitemap;
mod snapshots;
mod summary;
pub mod table;
pub mod templates;
pub mod words;

//! Rendering: the localised view of a report (`context`), its figures
//! (`charts` over `figures`), Markdown through Tera templates
//! (`templates`), HTML through pulldown-cmark (`html`), the site pages
//! (`site`), the language-neutral JSON (`json`), and the atomic writer.

pub mod analytics;
pub mod charts;
pub mod context;
mod csp;
pub mod figures;
pub mod html;
pub mod json;
pub mod narrative;
pub(crate) mod sections;
pub mod site;
pub mod table;
pub mod templates;
pub mod writer;

//! The site: every document of every report and language, the pages that
//! list them (index, search, sitemap) and the assets, as one set of files in
//! memory (`build::render_site`); `crate::output` writes it.

pub mod build;
mod cite;
pub(crate) mod listing;
pub mod pages;
mod search;
mod sitemap;

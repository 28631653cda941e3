//! The site: every document of every report and language, the pages that
//! list them (index, search, sitemap) and the assets, given report by report
//! to a sink (`build::render_site`): `crate::output` stages them on disk.

pub mod build;
mod cite;
pub(crate) mod listing;
pub mod pages;
mod search;
mod sitemap;

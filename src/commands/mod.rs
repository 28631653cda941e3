//! Subcommands: glue between validated options and the pipeline.

pub mod build;
mod build_history;
mod build_key;
mod build_plan;
mod build_site;
mod check;
mod diff;
pub mod ingest;
pub mod new;
mod run;
pub(crate) mod scan;
pub mod serve;
mod serve_http;

pub use run::run;

/// Writes `bytes` to the file `out` (an `--output`), making its folder
/// first; an existing file is replaced only with `--force` (`force`).
fn write_output(out: &std::path::Path, bytes: &[u8], force: bool) -> anyhow::Result<()> {
    use anyhow::Context;
    if out.exists() && !force {
        anyhow::bail!("{}: exists; use --force to replace it", out.display());
    }
    if let Some(d) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(d).with_context(|| format!("{}: cannot create", d.display()))?;
    }
    Ok(crate::fsx::write_atomic(out, bytes)?)
}

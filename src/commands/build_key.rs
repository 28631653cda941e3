//! What makes a build's output what it is, as digests: a build whose key
//! is the last one's, into an output left as that build left it, renders
//! and writes nothing.

use super::build_plan::BuildOptions;
use sha2::{Digest, Sha256};

/// The pixreport binary: its version, and the size, mtime and inode of the
/// executable, so a rebuilt binary counts as new. `None` when unreadable.
fn binary() -> Option<String> {
    use std::os::unix::fs::MetadataExt;
    let exe = std::env::current_exe().ok()?.metadata().ok()?;
    Some(format!(
        "pixreport {} exe {} {} {} {}\n",
        env!("CARGO_PKG_VERSION"),
        exe.len(),
        exe.mtime(),
        exe.mtime_nsec(),
        exe.ino(),
    ))
}

/// What a listing entry is made with: the binary and the project's
/// locales. Entries saved under another key are not used.
pub(super) fn entries_key(opts: &BuildOptions) -> Option<String> {
    let mut h = Sha256::new();
    h.update(binary()?);
    if let Some(locales) = opts.data.optional_dir("locales") {
        crate::fsx::digest_tree(&locales, &mut h, None).ok()?;
    }
    Some(format!("{:x}", h.finalize()))
}

/// The key of a whole build: the binary, the options, every byte under
/// the project folder and `--history` (see `fsx::digest_tree`), and for
/// `--png` and `--pdf` the fonts they draw with (see [`fonts_key`]).
/// The output `out` (resolved) is left out when it is inside the project
/// (`pixreport new` makes it so). `None` (never skip) when one of them
/// cannot be read.
pub(super) fn build_key(opts: &BuildOptions, out: &std::path::Path) -> Option<String> {
    let data = opts.data.path().canonicalize().ok()?;
    let mut h = Sha256::new();
    h.update(format!(
        "{} options {:?} {:?} {} {:?} {} {:?} {:?} data {}\n",
        binary()?,
        opts.langs,
        opts.reports,
        opts.dump_context,
        opts.base_url,
        opts.png,
        opts.pdf,
        opts.source_date_epoch,
        data.display()
    ));
    fonts_key(opts, &mut h);
    crate::fsx::digest_tree(&data, &mut h, Some(out)).ok()?;
    if let Some(hist) = &opts.history {
        h.update(format!("history {}\n", hist.display()));
        crate::fsx::digest_tree(hist, &mut h, None).ok()?;
    }
    Some(format!("{:x}", h.finalize()))
}

/// The fonts outside the binary that a `--png` or `--pdf` build draws
/// text with: each file's path, size, modification time and inode (as for
/// the binary itself), in the order it is used, and for PNG the families
/// the generic names stand for. An installed, removed, updated or
/// reordered font then makes the next build render again instead of
/// keeping figures drawn with the fonts before.
fn fonts_key(opts: &BuildOptions, h: &mut Sha256) {
    use std::os::unix::fs::MetadataExt;
    fn files(h: &mut Sha256, what: &str, paths: &[std::path::PathBuf]) {
        for p in paths {
            let stat = match p.metadata() {
                Ok(m) => format!("{} {} {} {}", m.len(), m.mtime(), m.mtime_nsec(), m.ino()),
                Err(e) => format!("unreadable {:?}", e.kind()),
            };
            h.update(format!("{what} font {} {stat}\n", p.display()));
        }
    }
    if opts.png {
        let (paths, families) = crate::figures::png_font_files();
        files(h, "png", paths);
        h.update(format!("png families {families}\n"));
    }
    #[cfg(feature = "pdf")]
    if opts.pdf.is_some() {
        let dirs = crate::pdf::system_font_dirs();
        h.update(format!("pdf font folders {dirs:?}\n"));
        files(h, "pdf", &crate::pdf::cjk_font_files(&dirs));
    }
}

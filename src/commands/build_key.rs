//! What makes a build's output what it is, as digests: a build whose key
//! is the last one's, into an output left as that build left it, renders
//! and writes nothing; one whose key differs only in report folders
//! renders those reports (see `build`).

use super::build_plan::BuildOptions;
use crate::fsx::digest_tree;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A file's size, modification time and inode: a file rebuilt, replaced
/// or updated counts as new.
fn fingerprint(m: &std::fs::Metadata) -> String {
    use std::os::unix::fs::MetadataExt;
    format!("{} {} {} {}", m.len(), m.mtime(), m.mtime_nsec(), m.ino())
}

/// The pixreport binary: its version and the [`fingerprint`] of the executable.
/// `None` when unreadable.
fn binary() -> Option<String> {
    let exe = std::env::current_exe().ok()?.metadata().ok()?;
    Some(format!(
        "pixreport {} exe {}\n",
        env!("CARGO_PKG_VERSION"),
        fingerprint(&exe)
    ))
}

/// What a listing entry is made with: the binary and the project's
/// locales. Entries saved under another key are not used.
pub(super) fn entries_key(opts: &BuildOptions) -> Option<String> {
    let mut h = Sha256::new();
    h.update(binary()?);
    if let Some(locales) = opts.data.optional_dir("locales") {
        digest_tree(&locales, &mut h, &[]).ok()?;
    }
    Some(format!("{:x}", h.finalize()))
}

/// The key of a whole build, in parts: a report's documents depend on its
/// folder and on `global`, not on the other reports' folders.
#[derive(Default, PartialEq, Serialize, Deserialize)]
pub(super) struct Key {
    /// The binary, the options, the fonts of `--png` and `--pdf` (see
    /// [`fonts_key`]), every byte under `--history` and every byte of the
    /// project outside its folders.
    pub global: String,
    /// Each folder of the project (a report's is named by its id): the
    /// digest of every byte under it. Empty when the project holds a
    /// symbolic link (a file of one folder may then be another's): `global`
    /// covers them all.
    pub folders: BTreeMap<String, String>,
}

/// The key of a whole build (see [`Key`] and `fsx::digest_tree`). The
/// output `out` (resolved) is left out when it is inside the project
/// (`pixreport new` makes it so). `None` (never skip) when one of them
/// cannot be read.
pub(super) fn build_key(opts: &BuildOptions, out: &Path) -> Option<Key> {
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
    if let Some(hist) = &opts.history {
        h.update(format!("history {}\n", hist.display()));
        digest_tree(hist, &mut h, &[]).ok()?;
    }
    let entries = std::fs::read_dir(&data).ok()?.collect::<Result<Vec<_>, _>>().ok()?;
    // A hidden folder (`.git`, `.github`) is never read by a build, and no
    // report id starts with a dot: a commit between builds is no change.
    let (hidden, dirs): (Vec<PathBuf>, Vec<PathBuf>) = (entries.iter())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| e.path())
        .filter(|p| p != out)
        .partition(|p| p.file_name().is_some_and(|n| n.as_encoded_bytes().starts_with(b".")));
    let skip: Vec<&Path> = (dirs.iter().chain(&hidden))
        .map(PathBuf::as_path)
        .chain([out])
        .collect();
    let mut links = digest_tree(&data, &mut h, &skip).ok()?;
    let mut folders = BTreeMap::new();
    for dir in &dirs {
        let mut d = Sha256::new();
        links |= digest_tree(dir, &mut d, &[out]).ok()?;
        let name = dir.file_name()?.to_string_lossy().to_string();
        if folders.insert(name, format!("{:x}", d.finalize())).is_some() {
            return None;
        }
    }
    if links {
        h.update(format!("folders {folders:?}\n"));
        folders.clear();
    }
    Some(Key {
        global: format!("{:x}", h.finalize()),
        folders,
    })
}

/// The fonts outside the binary that a `--png` or `--pdf` build draws
/// text with: each file's path, size, modification time and inode (as for
/// the binary itself), in the order it is used, and for PNG the families
/// the generic names stand for. An installed, removed, updated or
/// reordered font then makes the next build render again instead of
/// keeping figures drawn with the fonts before.
fn fonts_key(opts: &BuildOptions, h: &mut Sha256) {
    fn files(h: &mut Sha256, what: &str, paths: &[std::path::PathBuf]) {
        for p in paths {
            let stat = match p.metadata() {
                Ok(m) => fingerprint(&m),
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
    if opts.pdf {
        let dirs = crate::pdf::system_font_dirs();
        h.update(format!("pdf font folders {dirs:?}\n"));
        files(h, "pdf", &crate::pdf::cjk_font_files(&dirs));
    }
}

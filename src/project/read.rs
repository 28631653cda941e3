//! Reading project files: bytes with their sha256, TOML, localised text
//! tables, and the path rule for names in report.toml.

use super::error::LoadError;
use super::root::ProjectRoot;
use super::wire::WireText;
use crate::model::*;
use sha2::{Digest, Sha256};
use std::path::Path;

pub(super) fn local_text(path: &Path, field: &str, w: WireText) -> Result<LocalText, LoadError> {
    match w {
        WireText::Plain(s) => Ok(LocalText::plain(s)),
        WireText::PerLang(map) => {
            let mut t = LocalText::default();
            for (k, v) in map {
                let lang = k
                    .parse::<Lang>()
                    .map_err(|m| LoadError::invalid(path, format!("{field}: {m}")))?;
                t.per_lang.insert(lang, v);
            }
            if t.per_lang.is_empty() {
                return Err(LoadError::invalid(path, format!("{field}: empty text table")));
            }
            Ok(t)
        }
    }
}

/// [`local_text`] of a field that may be left out.
pub(super) fn opt_text(path: &Path, field: &str, w: Option<WireText>) -> Result<Option<LocalText>, LoadError> {
    w.map(|t| local_text(path, field, t)).transpose()
}

/// Paths in report.toml stay inside the report folder (the rule is
/// `fsx::check_relative`; symlinks are resolved when the file is read).
/// [`crate::model::check_id`] with the file and field named.
pub(super) fn check_id(path: &Path, field: &str, id: &str) -> Result<(), LoadError> {
    crate::model::check_id(id).map_err(|e| LoadError::invalid(path, format!("{field}: {e}")))
}

pub(super) fn check_relative(path: &Path, field: &str, rel: &str) -> Result<(), LoadError> {
    crate::fsx::check_relative(rel).map_err(|e| {
        LoadError::invalid(
            path,
            format!(
                "{field}: `{rel}` must be a relative path inside the report folder ({})",
                e.why
            ),
        )
    })
}

pub(super) fn read_text_hashed(root: &ProjectRoot, path: &Path) -> Result<(String, String), LoadError> {
    let bytes = root.read(path, crate::fsx::INPUT_LIMIT, "a file named in report.toml")?;
    let hash = sha256_hex(&bytes);
    let mut text = String::from_utf8(bytes)
        .map_err(|e| LoadError::invalid(path, format!("not UTF-8 (byte {})", e.utf8_error().valid_up_to())))?;
    // Editors on some systems start UTF-8 files with a byte-order mark; it
    // would glue itself to the first heading.
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok((text, hash))
}

pub(super) fn read_toml_hashed<T: serde::de::DeserializeOwned>(
    root: &ProjectRoot,
    path: &Path,
    what: &str,
) -> Result<(T, String), LoadError> {
    let bytes = root.read(path, crate::fsx::INPUT_LIMIT, what)?;
    let hash = sha256_hex(&bytes);
    let text = std::str::from_utf8(&bytes)
        .map_err(|e| LoadError::invalid(path, format!("not UTF-8 (byte {})", e.valid_up_to())))?;
    let value = toml::from_str(text).map_err(|e| LoadError::Toml {
        path: path.to_path_buf(),
        message: e.to_string().trim_end().to_string(),
    })?;
    Ok((value, hash))
}

/// Operation names are lowercase a-z, 0-9 and `-`.
pub(super) fn is_operation(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))
}

//! The atomic writer: a build assembles every file in memory, writes them
//! into a staging folder next to the output folder, then swaps the two with
//! renames. A failed build therefore never leaves a half-written `output/`,
//! and files of earlier builds that this build did not regenerate (other
//! languages or reports) are carried over.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

/// Marks a folder as pixreport's output, so a build never replaces a folder
/// it did not create.
pub const MARKER: &str = ".pixreport-output";

/// Files a build produces: relative path → bytes, plus the folders it owns
/// (replaced whole, so stale figures disappear).
#[derive(Default)]
pub struct OutputSet {
    pub files: BTreeMap<String, Vec<u8>>,
    pub owned_dirs: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error("{path}: {message}")]
    Refused { path: PathBuf, message: String },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> WriteError + '_ {
    move |source| WriteError::Io {
        path: path.to_path_buf(),
        source,
    }
}

impl OutputSet {
    pub fn add(&mut self, rel: impl Into<String>, bytes: impl Into<Vec<u8>>) {
        self.files.insert(rel.into(), bytes.into());
    }
}

/// Only plain relative paths: no `..`, no root, no drive.
fn safe_rel(rel: &str) -> bool {
    !rel.is_empty() && Path::new(rel).components().all(|c| matches!(c, Component::Normal(_)))
}

/// Files that may sit in an output folder that has no marker yet (a fresh
/// checkout's `output/` holds only its README).
const FRESH_OK: [&str; 3] = ["README.md", ".gitkeep", ".gitignore"];

fn check_target(out: &Path) -> Result<bool, WriteError> {
    if !out.exists() {
        return Ok(false);
    }
    if !out.is_dir() {
        return Err(WriteError::Refused {
            path: out.to_path_buf(),
            message: "exists and is not a folder".into(),
        });
    }
    if out.join(MARKER).is_file() {
        return Ok(true);
    }
    for e in std::fs::read_dir(out).map_err(io(out))? {
        let e = e.map_err(io(out))?;
        let name = e.file_name().to_string_lossy().to_string();
        if !FRESH_OK.contains(&name.as_str()) {
            return Err(WriteError::Refused {
                path: out.to_path_buf(),
                message: format!(
                    "is not empty and was not made by pixreport (no {MARKER}; found `{name}`): choose another --out or empty it"
                ),
            });
        }
    }
    Ok(true)
}

fn copy_tree(from: &Path, to: &Path, rel: &str, skip: &dyn Fn(&str) -> bool) -> Result<(), WriteError> {
    let mut entries: Vec<_> = std::fs::read_dir(from)
        .map_err(io(from))?
        .collect::<Result<_, _>>()
        .map_err(io(from))?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        let r = if rel.is_empty() {
            name.clone()
        } else {
            format!("{rel}/{name}")
        };
        if skip(&r) {
            continue;
        }
        let ft = e.file_type().map_err(io(&e.path()))?;
        let dest = to.join(&name);
        if ft.is_dir() {
            std::fs::create_dir_all(&dest).map_err(io(&dest))?;
            copy_tree(&e.path(), &dest, &r, skip)?;
        } else if ft.is_file() {
            std::fs::copy(e.path(), &dest).map_err(io(&dest))?;
        }
    }
    Ok(())
}

/// Writes `set` to `out` atomically (see the module doc).
pub fn write_atomically(out: &Path, set: &OutputSet) -> Result<(), WriteError> {
    for rel in set.files.keys().chain(set.owned_dirs.iter()) {
        if !safe_rel(rel) {
            return Err(WriteError::Refused {
                path: out.join(rel),
                message: "path leaves the output folder".into(),
            });
        }
    }
    let existed = check_target(out)?;
    let parent = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(io(&parent))?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "output".into());
    let staging = tempfile::Builder::new()
        .prefix(&format!(".{name}.new-"))
        .tempdir_in(&parent)
        .map_err(io(&parent))?;
    let result = (|| {
        if existed {
            let owned = |r: &str| {
                r == MARKER
                    || set.files.contains_key(r)
                    || set.owned_dirs.iter().any(|d| r == d || r.starts_with(&format!("{d}/")))
            };
            copy_tree(out, staging.path(), "", &owned)?;
        }
        for (rel, bytes) in &set.files {
            let p = staging.path().join(rel);
            if let Some(dir) = p.parent() {
                std::fs::create_dir_all(dir).map_err(io(dir))?;
            }
            std::fs::write(&p, bytes).map_err(io(&p))?;
        }
        let m = staging.path().join(MARKER);
        std::fs::write(
            &m,
            "This folder is written by pixreport build; it is replaced on every build.\n",
        )
        .map_err(io(&m))?;
        Ok(())
    })();
    result?;
    // Swap: out → old, staging → out, remove old.
    let staged = staging.keep();
    if existed {
        let old = tempfile::Builder::new()
            .prefix(&format!(".{name}.old-"))
            .tempdir_in(&parent)
            .map_err(io(&parent))?
            .keep();
        std::fs::remove_dir(&old).map_err(io(&old))?;
        std::fs::rename(out, &old).map_err(|e| {
            let _ = std::fs::remove_dir_all(&staged);
            WriteError::Io {
                path: out.to_path_buf(),
                source: e,
            }
        })?;
        if let Err(e) = std::fs::rename(&staged, out) {
            let _ = std::fs::rename(&old, out);
            let _ = std::fs::remove_dir_all(&staged);
            return Err(WriteError::Io {
                path: out.to_path_buf(),
                source: e,
            });
        }
        let _ = std::fs::remove_dir_all(&old);
    } else if let Err(e) = std::fs::rename(&staged, out) {
        let _ = std::fs::remove_dir_all(&staged);
        return Err(WriteError::Io {
            path: out.to_path_buf(),
            source: e,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(files: &[(&str, &str)], owned: &[&str]) -> OutputSet {
        let mut s = OutputSet::default();
        for (k, v) in files {
            s.add(*k, v.as_bytes().to_vec());
        }
        s.owned_dirs = owned.iter().map(|s| s.to_string()).collect();
        s
    }

    #[test]
    fn writes_then_replaces_owned_dirs_and_keeps_the_rest() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        write_atomically(
            &out,
            &set(
                &[
                    ("it/r/index.md", "a"),
                    ("it/r/figures/x.svg", "x"),
                    ("en/r/index.md", "e"),
                ],
                &["it/r"],
            ),
        )
        .unwrap();
        write_atomically(&out, &set(&[("it/r/index.md", "b")], &["it/r"])).unwrap();
        assert_eq!(std::fs::read_to_string(out.join("it/r/index.md")).unwrap(), "b");
        assert!(!out.join("it/r/figures/x.svg").exists(), "stale figure removed");
        assert_eq!(std::fs::read_to_string(out.join("en/r/index.md")).unwrap(), "e");
        // No staging folders left behind.
        let left: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(left, vec![std::ffi::OsString::from("output")]);
    }

    #[test]
    fn refuses_foreign_folders_and_escaping_paths() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("precious.txt"), "keep").unwrap();
        let e = write_atomically(tmp.path(), &set(&[("a", "b")], &[]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("not made by pixreport"), "{e}");
        assert_eq!(
            std::fs::read_to_string(tmp.path().join("precious.txt")).unwrap(),
            "keep"
        );
        let out = tmp.path().join("o");
        let e = write_atomically(&out, &set(&[("../evil", "x")], &[]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("leaves the output folder"), "{e}");
        assert!(!tmp.path().join("evil").exists() && !out.exists());
    }

    #[test]
    fn a_fresh_output_with_only_a_readme_is_accepted_and_the_readme_kept() {
        let tmp = tempfile::tempdir().unwrap();
        let out = tmp.path().join("output");
        std::fs::create_dir(&out).unwrap();
        std::fs::write(out.join("README.md"), "generated").unwrap();
        write_atomically(&out, &set(&[("index.html", "x")], &[])).unwrap();
        assert!(out.join("README.md").exists() && out.join(MARKER).exists());
    }
}

//! What of the previous output a build carries over, planned before
//! anything is written (so the free-space check knows the total), then
//! copied into the staging folder.
//!
//! Carried over: every file outside the folders the build owns (other
//! languages and reports of earlier builds), and everywhere every symlink
//! and FIFO a user put there (recreated as such, never followed, never
//! deleted silently). Refused, with the path: a symlink or FIFO where the
//! build writes a file, and sockets or devices (they cannot be copied).

use super::{io, OutputSet, WriteError, MARKER};
use crate::fsx::kind_name;
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// One entry of the previous output to recreate in the staging folder.
pub(super) enum Carry {
    Dir { rel: String, mode: u32 },
    File { rel: String, size: u64 },
    Symlink { rel: String, target: PathBuf },
    Fifo { rel: String, mode: u32 },
}

impl Carry {
    pub(super) fn bytes(&self) -> u64 {
        match self {
            Carry::File { size, .. } => *size,
            _ => 0,
        }
    }
}

fn owned(set: &OutputSet, r: &str) -> bool {
    r == MARKER
        || set.files.contains_key(r)
        || set
            .owned_dirs
            .iter()
            .any(|d| r == d || r.strip_prefix(d.as_str()).is_some_and(|rest| rest.starts_with('/')))
}

/// Walks `out` (in name order, so the plan is deterministic).
pub(super) fn plan(out: &Path, set: &OutputSet) -> Result<Vec<Carry>, WriteError> {
    let mut plan = Vec::new();
    walk(out, "", set, &mut plan)?;
    Ok(plan)
}

fn walk(dir: &Path, rel: &str, set: &OutputSet, plan: &mut Vec<Carry>) -> Result<(), WriteError> {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .map_err(io(dir))?
        .collect::<Result<_, _>>()
        .map_err(io(dir))?;
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let name = e.file_name().to_string_lossy().to_string();
        let r = if rel.is_empty() { name } else { format!("{rel}/{name}") };
        let path = e.path();
        let meta = path.symlink_metadata().map_err(io(&path))?;
        let ft = meta.file_type();
        let mode = meta.permissions().mode() & 0o7777;
        let ours = owned(set, &r);
        let refuse = |what: &str| WriteError::Refused {
            path: path.clone(),
            message: what.to_string(),
        };
        if ft.is_dir() {
            // Owned folders are rebuilt, but a user's links inside them
            // must still be found.
            if !ours {
                plan.push(Carry::Dir { rel: r.clone(), mode });
            }
            walk(&path, &r, set, plan)?;
        } else if ft.is_file() {
            if !ours {
                plan.push(Carry::File {
                    rel: r,
                    size: meta.len(),
                });
            }
        } else if set.files.contains_key(&r) {
            return Err(refuse(&format!(
                "is {} where this build writes a file; move it out of the output folder",
                kind_name(&ft)
            )));
        } else if ft.is_symlink() {
            let target = std::fs::read_link(&path).map_err(io(&path))?;
            plan.push(Carry::Symlink { rel: r, target });
        } else if ft.is_fifo() {
            plan.push(Carry::Fifo { rel: r, mode });
        } else {
            return Err(refuse(&format!(
                "is {}, which a build cannot carry over into the new output; move it out of the output folder",
                kind_name(&ft)
            )));
        }
    }
    Ok(())
}

/// Recreates `plan` under `staging`; `step` runs after every file-system
/// operation (the fault-injection hook).
pub(super) fn execute(plan: &[Carry], from: &Path, staging: &Path, step: &dyn Fn()) -> Result<(), WriteError> {
    for c in plan {
        let rel = match c {
            Carry::Dir { rel, .. } | Carry::File { rel, .. } | Carry::Symlink { rel, .. } | Carry::Fifo { rel, .. } => {
                rel
            }
        };
        if let Some(parent) = staging.join(rel).parent() {
            std::fs::create_dir_all(parent).map_err(io(parent))?;
        }
        match c {
            Carry::Dir { rel, mode } => {
                let d = staging.join(rel);
                std::fs::create_dir_all(&d).map_err(io(&d))?;
                std::fs::set_permissions(&d, std::fs::Permissions::from_mode(*mode)).map_err(io(&d))?;
            }
            Carry::File { rel, .. } => {
                let d = staging.join(rel);
                std::fs::copy(from.join(rel), &d).map_err(io(&d))?;
            }
            Carry::Symlink { rel, target } => {
                let d = staging.join(rel);
                std::os::unix::fs::symlink(target, &d).map_err(io(&d))?;
            }
            Carry::Fifo { rel, mode } => {
                let d = staging.join(rel);
                rustix::fs::mknodat(
                    rustix::fs::CWD,
                    &d,
                    rustix::fs::FileType::Fifo,
                    rustix::fs::Mode::from_raw_mode(*mode),
                    0,
                )
                .map_err(|e| WriteError::Io {
                    path: d.clone(),
                    source: e.into(),
                })?;
            }
        }
        step();
    }
    Ok(())
}

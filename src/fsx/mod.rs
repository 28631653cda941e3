//! The one place for file-system edge rules: which relative paths are safe,
//! how inputs are read (inside the project, regular files only, bounded
//! size), how a file is replaced atomically with the right mode, and how
//! concurrent pixreport processes serialise (`flock`).
//!
//! Why one place: the same rule copied into three modules drifts, and every
//! drift is an escape (a symlink followed out of the project, a FIFO that
//! hangs a build, a 0600 file another user cannot read).

mod digest;
mod lock;
mod read;
mod write;

pub(crate) use digest::digest_tree;
pub(crate) use lock::lock_in_place;
pub(crate) use read::{
    kind_name, open_regular, read_inside, read_regular, read_text_inside, read_text_regular, FsError,
};
pub(crate) use write::{free_bytes, write_atomic};

/// Limit for project inputs read whole: report.toml, solution.toml,
/// pixreport.toml, results CSV, prose, templates and locales. Real ones are
/// kilobytes; 64 MiB leaves room for very long sweeps while keeping a
/// mistaken `/dev/zero` or a multi-gigabyte file from eating memory.
pub(crate) const INPUT_LIMIT: u64 = 64 << 20;

/// Limit for usage datasets and raw benchmark logs read whole (fio
/// `json+` output and usage tables of large file systems run to hundreds
/// of megabytes).
pub(crate) const DATASET_LIMIT: u64 = 1 << 30;

/// A relative path that breaks the "plain relative path" rule, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{rel}` {why}")]
pub(crate) struct PathError {
    pub(crate) rel: String,
    pub(crate) why: &'static str,
}

/// `rel/name`, or `name` at the top (`rel` empty): the relative path of a
/// folder's entry while a tree is walked.
pub(crate) fn join_rel(rel: &str, name: &str) -> String {
    if rel.is_empty() {
        name.to_string()
    } else {
        format!("{rel}/{name}")
    }
}

/// The one copy of the "safe relative path" rule: a path taken from an
/// input (report.toml, an output file name) must stay below the folder it
/// is joined to. Refused: empty paths, absolute paths, drive prefixes
/// (`C:`), `..` and `.` components, empty components (`a//b`, a trailing
/// `/`), NUL bytes and backslashes (a `..\` that means `../` elsewhere).
/// Symlinks are not a path-string matter: [`read_inside`] resolves them.
pub(crate) fn check_relative(rel: &str) -> Result<(), PathError> {
    let err = |why| {
        Err(PathError {
            rel: rel.to_string(),
            why,
        })
    };
    if rel.is_empty() {
        return err("is empty");
    }
    if rel.contains('\0') {
        return err("contains a NUL byte");
    }
    if rel.contains('\\') {
        return err("contains a backslash (separate folders with `/`)");
    }
    if rel.starts_with('/') {
        return err("is absolute");
    }
    let b = rel.as_bytes();
    if b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':' {
        return err("starts with a drive prefix");
    }
    for part in rel.split('/') {
        match part {
            "" => return err("has an empty component (`//` or a trailing `/`)"),
            "." => return err("has a `.` component"),
            ".." => return err("leaves its folder (`..`)"),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_relative_paths_pass_and_tricks_are_refused_with_a_reason() {
        for ok in ["a", "results/x.csv", "it/r/figures/a.svg", "a.b/c..d", ".hidden"] {
            assert_eq!(check_relative(ok), Ok(()), "{ok}");
        }
        let cases = [
            ("", "empty"),
            ("/etc/passwd", "absolute"),
            ("../x", "`..`"),
            ("a/../../x", "`..`"),
            ("a//b", "empty component"),
            ("a/", "empty component"),
            ("./a", "`.` component"),
            ("a\0b", "NUL"),
            ("..\\x", "backslash"),
            ("C:/x", "drive"),
        ];
        for (rel, why) in cases {
            let e = check_relative(rel).expect_err(rel);
            assert!(e.to_string().contains(why), "{rel}: {e}");
        }
    }
}

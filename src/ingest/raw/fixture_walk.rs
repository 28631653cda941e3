//! The fixture logs, for tests that check a fast path against the simple
//! one on every real line: one walk instead of one per test.

use std::path::{Path, PathBuf};

/// Every file below `tests/fixtures/raw/<sub>` (`""` for all), sorted.
pub(crate) fn files(sub: &str) -> Vec<PathBuf> {
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/raw")
        .join(sub)];
    let mut found = Vec::new();
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                found.push(p);
            }
        }
    }
    found.sort();
    found
}

/// Every file's text below `tests/fixtures/raw/<sub>`, decoded lossily.
pub(crate) fn texts(sub: &str) -> Vec<String> {
    (files(sub).iter())
        .map(|p| String::from_utf8_lossy(&std::fs::read(p).unwrap()).into_owned())
        .collect()
}

/// Every line of every file below `tests/fixtures/raw/<sub>`.
pub(crate) fn lines(sub: &str) -> Vec<String> {
    texts(sub).iter().flat_map(|t| t.lines().map(str::to_string)).collect()
}

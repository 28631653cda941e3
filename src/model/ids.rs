//! Ids of reports, benchmarks, comparisons and limits. They become file and
//! folder names under `output/`, so the rule is strict: 1–64 characters of
//! `a-z`, `0-9` and `-`, not starting with `-`. No id can name a path outside
//! its folder. `build`, `check`, `ingest --into` and `diff` all use this one
//! rule.

/// Why an id was refused, for the caller to put next to the file and field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("id `{0}` must be 1–64 characters of a-z, 0-9 and `-`, not starting with `-`")]
pub(crate) struct BadId(pub String);

pub(crate) fn check_id(id: &str) -> Result<(), BadId> {
    let safe = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
    let ok = (1..=64).contains(&id.len()) && !id.starts_with('-') && id.bytes().all(safe);
    ok.then_some(()).ok_or_else(|| BadId(id.to_string()))
}

#[cfg(test)]
mod tests {
    use super::check_id;

    #[test]
    fn only_safe_names_pass() {
        for ok in ["a", "seq-n-n", "pixstor-2019", &"x".repeat(64)] {
            assert!(check_id(ok).is_ok(), "{ok}");
        }
        for bad in ["", "-a", "A", "a_b", "a/b", "..", "a.b", "ü", &"x".repeat(65)] {
            assert!(check_id(bad).is_err(), "{bad}");
        }
    }
}

//! [`SharedStr`]: a text of a listing entry that is owned, or a slice of
//! the saved state's bytes as read (see `render::listing`).

use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A text of a listing entry: owned when made by this build, or a slice of
/// the saved state's bytes as read. A big site's state is over a megabyte
/// of saved rows (and thousands of short texts) that a `--report` build
/// mostly only checks, copies into a page and writes back: copying each
/// into a string of its own was most of the time spent reading the state
/// (a page fault and an allocation per row), so the file is kept once, in
/// one buffer every slice shares.
#[derive(Clone)]
pub struct SharedStr(Repr);

#[derive(Clone)]
enum Repr {
    Owned(String),
    /// `buf[from..to]`, both ends on a character boundary.
    Slice {
        buf: Arc<String>,
        from: usize,
        to: usize,
    },
}

impl SharedStr {
    /// `buf[from..to]` without a copy; none when that is not a slice of it.
    pub(crate) fn slice(buf: &Arc<String>, from: usize, to: usize) -> Option<Self> {
        buf.get(from..to)?;
        Some(SharedStr(Repr::Slice {
            buf: Arc::clone(buf),
            from,
            to,
        }))
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Owned(s) => s,
            // Checked when made; `get` keeps it free of a panic anyway.
            Repr::Slice { buf, from, to } => buf.get(*from..*to).unwrap_or_default(),
        }
    }
}

impl std::ops::Deref for SharedStr {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl From<String> for SharedStr {
    fn from(s: String) -> Self {
        SharedStr(Repr::Owned(s))
    }
}

impl From<&str> for SharedStr {
    fn from(s: &str) -> Self {
        SharedStr(Repr::Owned(s.to_string()))
    }
}

impl Default for SharedStr {
    fn default() -> Self {
        SharedStr(Repr::Owned(String::new()))
    }
}

impl PartialEq for SharedStr {
    fn eq(&self, o: &Self) -> bool {
        self.as_str() == o.as_str()
    }
}

impl PartialEq<str> for SharedStr {
    fn eq(&self, o: &str) -> bool {
        self.as_str() == o
    }
}

impl std::fmt::Debug for SharedStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_str().fmt(f)
    }
}

impl std::fmt::Display for SharedStr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.as_str().fmt(f)
    }
}

impl Serialize for SharedStr {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for SharedStr {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(SharedStr::from)
    }
}

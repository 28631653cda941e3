//! Acceptance criteria (`[[acceptance]]` in report.toml) and the method
//! rules a project may switch off (`[checks]`); evaluated in
//! `crate::analysis::acceptance` and `crate::analysis::method`.

use super::{LocalText, Unit};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One criterion: a bound on one series of one benchmark at a load.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Criterion {
    pub benchmark: String,
    pub operation: String,
    pub load: Load,
    pub bound: Bound,
    /// Percent of the bound a value may fall on the wrong side and still pass.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tolerance: Option<f64>,
    /// Where the bound comes from (a contract clause, a specification).
    #[serde(skip)]
    pub source: Option<LocalText>,
}

/// Where on a series a criterion is read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Load {
    Peak,
    Sustained,
    /// Every measured thread count from the first to the second (equal
    /// for one thread count): the worst of them against the bound.
    Threads(u32, u32),
}

impl Serialize for Load {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Load::Peak => s.serialize_str("peak"),
            Load::Sustained => s.serialize_str("sustained"),
            Load::Threads(a, b) if a == b => s.serialize_u32(a),
            Load::Threads(a, b) => [a, b].serialize(s),
        }
    }
}

/// `"peak"`, `"sustained"`, a thread count (`256`) or a range (`[64, 1024]`).
impl<'de> Deserialize<'de> for Load {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Wire {
            One(u32),
            Range(Vec<u32>),
            Name(String),
        }
        let bad = |what: String| {
            serde::de::Error::custom(format!(
                "load {what} (expected \"peak\", \"sustained\", a thread count such as 256 or a range such as [64, 1024])"
            ))
        };
        match Wire::deserialize(d).map_err(|_| bad("is neither text, a number nor a list".into()))? {
            Wire::One(t) if t > 0 => Ok(Load::Threads(t, t)),
            Wire::Range(r) if r.len() == 2 && 0 < r[0] && r[0] <= r[1] => Ok(Load::Threads(r[0], r[1])),
            Wire::Name(n) if n == "peak" => Ok(Load::Peak),
            Wire::Name(n) if n == "sustained" => Ok(Load::Sustained),
            Wire::One(t) => Err(bad(format!("`{t}`"))),
            Wire::Range(r) => Err(bad(format!("`{r:?}`"))),
            Wire::Name(n) => Err(bad(format!("`{n}`"))),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BoundKind {
    /// The value must be at least the bound (`min = "20 GB/s"`).
    Min,
    /// The value must be at most the bound (`max = "1 ms"`).
    Max,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Bound {
    pub kind: BoundKind,
    pub value: f64,
    pub unit: Unit,
}

/// A number and its unit as an author writes a bound: `22 GB/s`, `1 ms`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quantity(pub f64, pub Unit);

impl std::str::FromStr for Quantity {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim();
        let end = s.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(s.len());
        let value: f64 = (s[..end].parse().ok())
            .filter(|v: &f64| v.is_finite() && *v > 0.0)
            .ok_or_else(|| {
                format!("`{s}`: a bound is a number above zero and a unit, such as \"20 GB/s\" or \"1 ms\"")
            })?;
        Ok(Quantity(value, s[end..].parse()?))
    }
}

/// A method rule (see `crate::analysis::method`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rule {
    /// The data set against the clients' cache.
    Cache,
    /// Buffered I/O that reads back through the page cache.
    BufferedIo,
    /// Runs too short to reach a steady rate.
    Duration,
    /// One run per point: no spread.
    Repetition,
    /// Loads a criterion or the testbed asks for that the sweep leaves out.
    Coverage,
    /// The transfer size against the file system's block.
    Configuration,
}

impl Rule {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Rule::Cache => "cache",
            Rule::BufferedIo => "buffered-io",
            Rule::Duration => "duration",
            Rule::Repetition => "repetition",
            Rule::Coverage => "coverage",
            Rule::Configuration => "configuration",
        }
    }
}

/// The project's settings of the method rules (`[checks]`).
#[derive(Debug, Clone, PartialEq)]
pub struct Checks {
    /// Rules switched off, each with the reason the document prints.
    pub accepted: BTreeMap<Rule, LocalText>,
    /// The data set must be at least this many times the clients' cache.
    pub cache_factor: f64,
    /// A phase shorter than this many seconds is flagged.
    pub min_seconds: f64,
}

impl Default for Checks {
    fn default() -> Self {
        Checks {
            accepted: BTreeMap::new(),
            cache_factor: 2.0,
            min_seconds: 30.0,
        }
    }
}

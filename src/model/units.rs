//! Units of benchmark values and byte sizes as authors write them.

use std::fmt;
use std::str::FromStr;

/// The unit of a benchmark's values, declared in `report.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Unit {
    GBps,
    GiBps,
    MBps,
    #[default]
    MiBps,
    Iops,
    OpsPerSec,
    /// Time units, for latency (lower is better): nanoseconds, microseconds,
    /// milliseconds, seconds.
    Ns,
    Us,
    Ms,
    S,
}

impl Unit {
    pub(crate) fn symbol(self) -> &'static str {
        match self {
            Unit::GBps => "GB/s",
            Unit::GiBps => "GiB/s",
            Unit::MBps => "MB/s",
            Unit::MiBps => "MiB/s",
            Unit::Iops => "IOPS",
            Unit::OpsPerSec => "op/s",
            Unit::Ns => "ns",
            Unit::Us => "µs",
            Unit::Ms => "ms",
            Unit::S => "s",
        }
    }

    /// Seconds in one unit, for time units (latency).
    pub(crate) fn seconds(self) -> Option<f64> {
        match self {
            Unit::Ns => Some(1e-9),
            Unit::Us => Some(1e-6),
            Unit::Ms => Some(1e-3),
            Unit::S => Some(1.0),
            _ => None,
        }
    }

    /// A time unit measures latency, where lower values are better.
    pub(crate) fn is_time(self) -> bool {
        self.seconds().is_some()
    }

    /// `v` in this time unit expressed in `to`; `None` unless both are time
    /// units.
    pub(crate) fn convert_time(self, v: f64, to: Unit) -> Option<f64> {
        Some(v * self.seconds()? / to.seconds()?)
    }

    /// `v` in this unit expressed in `to`: the same unit, two time units or
    /// two bandwidth units; `None` otherwise.
    pub(crate) fn convert(self, v: f64, to: Unit) -> Option<f64> {
        if self == to {
            return Some(v);
        }
        (self.convert_time(v, to)).or_else(|| Some(v * self.bytes_per_sec()? / to.bytes_per_sec()?))
    }

    /// Bytes per second of one unit, for bandwidth units.
    pub(crate) fn bytes_per_sec(self) -> Option<f64> {
        match self {
            Unit::GBps => Some(1e9),
            Unit::GiBps => Some(1024.0 * 1024.0 * 1024.0),
            Unit::MBps => Some(1e6),
            Unit::MiBps => Some(1024.0 * 1024.0),
            _ => None,
        }
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl FromStr for Unit {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "GB/s" => Ok(Unit::GBps),
            "GiB/s" => Ok(Unit::GiBps),
            "MB/s" => Ok(Unit::MBps),
            "MiB/s" => Ok(Unit::MiBps),
            "IOPS" | "IOps" | "iops" => Ok(Unit::Iops),
            "op/s" | "ops/s" | "ops/sec" => Ok(Unit::OpsPerSec),
            "ns" => Ok(Unit::Ns),
            // `us` for keyboards without µ; U+03BC (Greek mu) as some tools print it.
            "µs" | "us" | "\u{3bc}s" => Ok(Unit::Us),
            "ms" => Ok(Unit::Ms),
            "s" => Ok(Unit::S),
            other => Err(format!(
                "unknown unit `{other}` (expected GB/s, GiB/s, MB/s, MiB/s, IOPS, op/s, or for latency ns, µs, ms, s)"
            )),
        }
    }
}

impl serde::Serialize for Unit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.symbol())
    }
}

impl<'de> serde::Deserialize<'de> for Unit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// The largest value a figure can label (axis ticks are formatted with
/// suffixes up to this); larger values are refused when a file is read.
pub(crate) const MAX_VALUE: f64 = 1e18;
/// The smallest value a log₁₀ axis draws; a log-scaled benchmark may not
/// hold smaller ones (zero cannot be drawn on a log axis at all).
pub(crate) const MIN_LOG_VALUE: f64 = 1e-6;

/// Binary byte units, smallest first: the one table every byte formatter
/// uses.
pub(crate) const BINARY_UNITS: [(&str, u64); 6] = [
    ("B", 1),
    ("KiB", 1 << 10),
    ("MiB", 1 << 20),
    ("GiB", 1 << 30),
    ("TiB", 1 << 40),
    ("PiB", 1 << 50),
];

/// `bytes` in the largest binary unit that keeps the number ≥ 1 (`118 TiB`,
/// `1.5 GiB`), for display.
pub(crate) fn binary_scaled(bytes: f64) -> (f64, &'static str) {
    let mut i = 0;
    while i + 1 < BINARY_UNITS.len() && bytes >= BINARY_UNITS[i + 1].1 as f64 {
        i += 1;
    }
    (bytes / BINARY_UNITS[i].1 as f64, BINARY_UNITS[i].0)
}

/// A size in bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Size(pub u64);

const UNITS: [(&str, u64); 13] = [
    ("TiB", 1 << 40),
    ("GiB", 1 << 30),
    ("MiB", 1 << 20),
    ("KiB", 1 << 10),
    ("TB", 1_000_000_000_000),
    ("GB", 1_000_000_000),
    ("MB", 1_000_000),
    ("kB", 1_000),
    ("KB", 1_000),
    // IOzone/IOR shorthand: a bare letter is binary.
    ("T", 1 << 40),
    ("G", 1 << 30),
    ("M", 1 << 20),
    ("K", 1 << 10),
];

impl FromStr for Size {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let split = t.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(t.len());
        let (num, unit) = (t[..split].trim(), t[split..].trim());
        let n: f64 = num
            .parse()
            .map_err(|_| format!("`{s}` is not a size (expected e.g. `8 MiB`, `4K`, `128 GiB`)"))?;
        let mult = match unit {
            "" | "B" => 1,
            u => UNITS
                .iter()
                .find(|(name, _)| *name == u || name.to_ascii_lowercase() == u)
                .map(|(_, m)| *m)
                .ok_or_else(|| {
                    format!("unknown size unit `{u}` in `{s}` (expected B, KiB, MiB, GiB, TiB, kB, MB, GB, TB)")
                })?,
        };
        let bytes = n * mult as f64;
        if !bytes.is_finite() || bytes > u64::MAX as f64 || bytes.fract() != 0.0 {
            return Err(format!("`{s}` is not a whole number of bytes"));
        }
        Ok(Size(bytes as u64))
    }
}

impl Size {
    /// The largest binary unit that divides the size exactly (`8 MiB`,
    /// `256 GiB`), else the largest that keeps it ≥ 1 with a fraction.
    pub(crate) fn split_binary(self) -> (f64, &'static str) {
        // Up to TiB: sizes authors write are never PiB-exact.
        let units = &BINARY_UNITS[..5];
        let exact = units[1..]
            .iter()
            .rev()
            .find(|(_, m)| self.0 >= *m && self.0.is_multiple_of(*m));
        let (name, m) = exact
            .or_else(|| units.iter().rev().find(|(_, m)| self.0 >= *m))
            .unwrap_or(&units[0]);
        (self.0 as f64 / *m as f64, name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_as_authors_write_them() {
        assert_eq!("8 MiB".parse::<Size>().unwrap(), Size(8 << 20));
        assert_eq!("128G".parse::<Size>().unwrap(), Size(128 << 30));
        assert_eq!("4K".parse::<Size>().unwrap(), Size(4096));
        assert_eq!("0 B".parse::<Size>().unwrap(), Size(0));
        assert_eq!("1 GB".parse::<Size>().unwrap(), Size(1_000_000_000));
        assert!("8 parsecs".parse::<Size>().unwrap_err().contains("parsecs"));
        assert!("0.5 B".parse::<Size>().is_err());
        assert!("".parse::<Size>().is_err());
    }

    #[test]
    fn sizes_split_into_the_exact_unit() {
        assert_eq!(Size(8 << 20).split_binary(), (8.0, "MiB"));
        assert_eq!(Size(4096 << 30).split_binary(), (4.0, "TiB"));
        assert_eq!(Size(3 << 10).split_binary(), (3.0, "KiB"));
        assert_eq!(Size(0).split_binary(), (0.0, "B"));
        assert_eq!(Size(1536).split_binary(), (1.5, "KiB"));
    }

    #[test]
    fn bytes_scale_to_the_largest_unit_at_least_one() {
        assert_eq!(binary_scaled(0.0), (0.0, "B"));
        assert_eq!(binary_scaled(1023.0), (1023.0, "B"));
        assert_eq!(binary_scaled(1536.0), (1.5, "KiB"));
        assert_eq!(binary_scaled((3u64 << 50) as f64), (3.0, "PiB"));
    }

    #[test]
    fn time_units_convert_and_round_trip() {
        assert_eq!("us".parse::<Unit>().unwrap(), Unit::Us);
        assert_eq!("\u{3bc}s".parse::<Unit>().unwrap(), Unit::Us);
        for u in [Unit::Ns, Unit::Us, Unit::Ms, Unit::S] {
            assert_eq!(u.symbol().parse::<Unit>().unwrap(), u);
            assert!(u.is_time() && u.bytes_per_sec().is_none());
        }
        assert_eq!(Unit::Ms.convert_time(1.5, Unit::Us), Some(1500.0));
        assert!((Unit::Ns.convert_time(252_928.0, Unit::Ms).unwrap() - 0.252928).abs() < 1e-12);
        assert_eq!(Unit::Iops.convert_time(1.0, Unit::Us), None);
        assert!(!Unit::GBps.is_time());
    }

    #[test]
    fn units_parse_and_reject() {
        assert_eq!("GB/s".parse::<Unit>().unwrap(), Unit::GBps);
        assert!("furlongs".parse::<Unit>().unwrap_err().contains("furlongs"));
    }
}

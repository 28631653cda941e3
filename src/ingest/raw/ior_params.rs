//! IOR text: a run's parameter map, written over in place run after run
//! (the keys IOR text gives, their values as `to_string` writes them).
//! Split from [`super::ior_runs`], which builds the rest of a run.

use std::collections::BTreeMap;

use super::ior_test::{SumRow, Test};

/// The parameters IOR text gives a run.
const KEYS: [&str; 12] = [
    "api",
    "access",
    "file_per_proc",
    "iterations",
    "transfer_size",
    "block_size",
    "segments",
    "tasks_per_node",
    "nodes",
    "ordering",
    "stonewall_seconds",
    "test_id",
];

/// A parameter's value before it is written into the map.
#[derive(Clone, Copy)]
enum Value<'a> {
    Str(&'a str),
    Bool(bool),
    Num(u64),
}

impl Value<'_> {
    /// Appends the value as `to_string` writes it, without the formatting
    /// machinery (it runs for every parameter of every run).
    fn put(self, out: &mut String) {
        match self {
            Value::Str(s) => out.push_str(s),
            Value::Bool(b) => out.push_str(if b { "true" } else { "false" }),
            Value::Num(n) => out.push_str(itoa::Buffer::new().format(n)),
        }
    }
}

/// The values of [`KEYS`] for a test (`None`: not printed).
fn values<'t>(test: &'t Test, sum: Option<&'t SumRow>) -> [Option<Value<'t>>; 12] {
    let o = &test.opts;
    let num = |v: Option<u64>| v.map(Value::Num);
    let fpp = sum
        .and_then(|s| s.fpp)
        .or_else(|| o.access.as_ref().map(|a| a.contains("file-per-process")));
    [
        sum.and_then(|s| s.api.as_deref()).or(o.api.as_deref()).map(Value::Str),
        o.access.as_deref().map(Value::Str),
        fpp.map(Value::Bool),
        num(sum.and_then(|s| s.reps).or(o.reps).map(u64::from)),
        num(sum.and_then(|s| s.xsize).or(o.xfer)),
        num(sum.and_then(|s| s.blksiz).or(o.block)),
        num(sum.and_then(|s| s.segcnt).or(o.segments)),
        num(sum.and_then(|s| s.tpn).or(o.tpn).map(u64::from)),
        num(o.nodes.map(u64::from)),
        o.ordering.as_deref().map(Value::Str),
        o.stonewall.as_deref().map(Value::Str),
        num(test.id),
    ]
}

/// Writes the test's parameters over `map` (which holds only [`KEYS`]) in
/// place: a value is rewritten in its own string, a key not set this time
/// is removed.
pub(super) fn params(map: &mut BTreeMap<String, String>, test: &Test, sum: Option<&SumRow>) {
    for (key, v) in KEYS.into_iter().zip(values(test, sum)) {
        match (v, map.get_mut(key)) {
            (Some(v), Some(s)) => {
                s.clear();
                v.put(s);
            }
            (Some(v), None) => {
                let mut s = String::new();
                v.put(&mut s);
                map.insert(key.to_string(), s);
            }
            (None, Some(_)) => {
                map.remove(key);
            }
            (None, None) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Value;

    /// Values are written as `to_string` writes them.
    #[test]
    fn put_writes_what_to_string_writes() {
        let mut rng = crate::rng::SplitMix64(0x9e37_79b9_7f4a_7c15);
        let mut nums = vec![0, 1, 9, 10, 99, 100, u64::MAX, u64::from(u32::MAX)];
        for _ in 0..10_000 {
            let n = rng.next_u64();
            nums.push(n >> (n % 64));
        }
        for n in nums {
            let mut s = String::from("x");
            Value::Num(n).put(&mut s);
            assert_eq!(s, format!("x{n}"));
        }
        for b in [true, false] {
            let mut s = String::new();
            Value::Bool(b).put(&mut s);
            assert_eq!(s, b.to_string());
        }
        let mut s = String::from("x");
        Value::Str("posix").put(&mut s);
        assert_eq!(s, "xposix");
    }
}

//! IOR text: a run's parameter map, written over in place run after run
//! (the keys IOR text gives, their values as `to_string` writes them).
//! Split from [`super::ior_runs`], which builds the rest of a run.

use std::collections::BTreeMap;

use super::ior_test::{SumRow, Test};

/// The parameters IOR text gives a run, in the order [`params`] sets them.
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

/// A parameter value written as `to_string` writes it, without the
/// formatting machinery (it ran for every parameter of every run).
trait Put {
    fn put(&self, out: &mut String);
}

impl Put for &str {
    fn put(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Put for &String {
    fn put(&self, out: &mut String) {
        out.push_str(self);
    }
}

impl Put for bool {
    fn put(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl Put for u64 {
    fn put(&self, out: &mut String) {
        out.push_str(itoa::Buffer::new().format(*self));
    }
}

impl Put for u32 {
    fn put(&self, out: &mut String) {
        u64::from(*self).put(out);
    }
}

/// A run's parameter map written over in place: values are rewritten in
/// their own strings, and keys not set this time are removed at the end.
struct Params<'m> {
    map: &'m mut BTreeMap<String, String>,
    /// Bit `k`: `KEYS[k]` was set.
    set: u32,
}

impl Params<'_> {
    fn set(&mut self, k: usize, v: impl Put) {
        let key = KEYS[k];
        self.set |= 1 << k;
        match self.map.get_mut(key) {
            Some(s) => {
                s.clear();
                v.put(s);
            }
            None => {
                let mut s = String::new();
                v.put(&mut s);
                self.map.insert(key.to_string(), s);
            }
        }
    }

    fn end(self) {
        // Every key of the map is one of `KEYS`: as many keys as were set
        // means the very keys that were set.
        if self.map.len() != self.set.count_ones() as usize {
            let set = self.set;
            self.map.retain(|k, _| {
                KEYS.iter()
                    .position(|x| *x == k.as_str())
                    .is_some_and(|i| set & (1 << i) != 0)
            });
        }
    }
}

/// [`KEYS`]' indices in the order of the keys themselves: the order of a
/// parameter map's values.
const SORTED: [usize; 12] = [1, 0, 5, 2, 3, 8, 9, 6, 10, 7, 11, 4];

/// A parameter's value before it is written into the map.
#[derive(Clone, Copy)]
enum Value<'a> {
    Str(&'a str),
    Bool(bool),
    Num(u64),
}

impl Put for Value<'_> {
    fn put(&self, out: &mut String) {
        match self {
            Value::Str(s) => s.put(out),
            Value::Bool(b) => b.put(out),
            Value::Num(n) => n.put(out),
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

/// Writes the test's parameters over `map`, which holds the keys `held`
/// (as `Folded::held` records). The runs of a long log set the same keys
/// run after run: then the values are written over in the map's own order,
/// with no key looked up.
pub(super) fn params(map: &mut BTreeMap<String, String>, held: &mut u32, test: &Test, sum: Option<&SumRow>) {
    let vals = values(test, sum);
    let set = (vals.iter().enumerate()).fold(0u32, |m, (k, v)| if v.is_some() { m | 1 << k } else { m });
    if set == *held {
        debug_assert!(map
            .keys()
            .eq(SORTED.iter().filter(|&&k| set & (1 << k) != 0).map(|&k| KEYS[k])));
        let order = SORTED.iter().filter(|&&k| set & (1 << k) != 0);
        for (slot, &k) in map.values_mut().zip(order) {
            slot.clear();
            if let Some(v) = vals[k] {
                v.put(slot);
            }
        }
        return;
    }
    let mut p = Params { map, set: 0 };
    for (k, v) in vals.iter().enumerate() {
        if let Some(v) = v {
            p.set(k, *v);
        }
    }
    p.end();
    *held = set;
}

#[cfg(test)]
mod tests {
    use super::{Put, KEYS, SORTED};

    #[test]
    fn sorted_lists_the_keys_in_their_order() {
        let mut want: Vec<&str> = KEYS.to_vec();
        want.sort_unstable();
        let got: Vec<&str> = SORTED.iter().map(|&k| KEYS[k]).collect();
        assert_eq!(got, want);
    }

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
            n.put(&mut s);
            assert_eq!(s, format!("x{n}"));
            let small = n as u32;
            let mut s = String::new();
            small.put(&mut s);
            assert_eq!(s, small.to_string());
        }
        for b in [true, false] {
            let mut s = String::new();
            b.put(&mut s);
            assert_eq!(s, b.to_string());
        }
    }
}

//! Wire types for IOR's `summaryFormat=JSON`: only the keys the parser reads,
//! deserialised without building a `serde_json::Value` (fast on long logs)
//! and tolerant of IOR's quirks — keys repeated inside one `summary[]` entry
//! (3.3.0 prints `segmentCount`, `blockSize`, `transferSize` twice; the last
//! wins), numbers printed as strings, and `Results` that is a flat list (4.x)
//! or one list per iteration (3.3.0). Unknown keys are skipped.

use std::borrow::Cow;
use std::fmt;

use serde::de::{DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;

use super::text::number;

/// A number printed as a JSON number or a numeric string; otherwise `None`.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Num(pub Option<f64>);

/// A string (or a number, as text); otherwise `None`.
#[derive(Debug, Default, Clone)]
pub(super) struct Text(pub Option<String>);

/// Whether a key was present at all.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Present(pub bool);

/// `(access, bwMiB, iops, latency)` of every results object, in document order.
#[derive(Debug, Default)]
pub(super) struct Results(pub Vec<ResultRow>);

/// `access`, `bwMiB`, `iops`, `latency` (seconds) of one results object.
pub(super) type ResultRow = (Option<String>, Option<f64>, Option<f64>, Option<f64>);

/// A map key, borrowed when the JSON allows it.
struct Key<'de>(Cow<'de, str>);

struct Ignore;

impl Ignore {
    fn seq<'de, A: SeqAccess<'de>>(mut a: A) -> Result<(), A::Error> {
        while a.next_element::<IgnoredAny>()?.is_some() {}
        Ok(())
    }

    fn map<'de, A: MapAccess<'de>>(mut a: A) -> Result<(), A::Error> {
        while a.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(())
    }
}

impl<'de> Deserialize<'de> for Num {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Num;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number")
            }
            fn visit_u64<E>(self, v: u64) -> Result<Num, E> {
                Ok(Num(Some(v as f64)))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Num, E> {
                Ok(Num(Some(v as f64)))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Num, E> {
                Ok(Num(Some(v).filter(|x| x.is_finite())))
            }
            fn visit_str<E>(self, v: &str) -> Result<Num, E> {
                Ok(Num(number(v.trim())))
            }
            fn visit_bool<E>(self, _: bool) -> Result<Num, E> {
                Ok(Num(None))
            }
            fn visit_unit<E>(self) -> Result<Num, E> {
                Ok(Num(None))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, a: A) -> Result<Num, A::Error> {
                Ignore::seq(a).map(|_| Num(None))
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<Num, A::Error> {
                Ignore::map(a).map(|_| Num(None))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Text;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_str<E>(self, v: &str) -> Result<Text, E> {
                Ok(Text(Some(v.to_string())))
            }
            fn visit_u64<E>(self, v: u64) -> Result<Text, E> {
                Ok(Text(Some(v.to_string())))
            }
            fn visit_i64<E>(self, v: i64) -> Result<Text, E> {
                Ok(Text(Some(v.to_string())))
            }
            fn visit_f64<E>(self, v: f64) -> Result<Text, E> {
                Ok(Text(Some(v.to_string())))
            }
            fn visit_bool<E>(self, _: bool) -> Result<Text, E> {
                Ok(Text(None))
            }
            fn visit_unit<E>(self) -> Result<Text, E> {
                Ok(Text(None))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, a: A) -> Result<Text, A::Error> {
                Ignore::seq(a).map(|_| Text(None))
            }
            fn visit_map<A: MapAccess<'de>>(self, a: A) -> Result<Text, A::Error> {
                Ignore::map(a).map(|_| Text(None))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for Present {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        IgnoredAny::deserialize(d).map(|_| Present(true))
    }
}

impl<'de> Deserialize<'de> for Key<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Key<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a key")
            }
            fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Borrowed(v)))
            }
            fn visit_str<E>(self, v: &str) -> Result<Key<'de>, E> {
                Ok(Key(Cow::Owned(v.to_string())))
            }
        }
        d.deserialize_str(V)
    }
}

/// Appends every `{access, bwMiB, iops, latency}` object of arbitrarily nested lists.
struct Collect<'a>(&'a mut Vec<ResultRow>);

impl<'de> DeserializeSeed<'de> for Collect<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Collect<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("IOR Results")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<(), A::Error> {
        while a.next_element_seed(Collect(&mut *self.0))?.is_some() {}
        Ok(())
    }
    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<(), A::Error> {
        let (mut access, mut bw, mut iops, mut lat) = (None, None, None, None);
        while let Some(k) = m.next_key::<Key<'de>>()? {
            match k.0.as_ref() {
                "access" => access = m.next_value::<Text>()?.0,
                "bwMiB" => bw = m.next_value::<Num>()?.0,
                "iops" => iops = m.next_value::<Num>()?.0,
                "latency" => lat = m.next_value::<Num>()?.0,
                _ => {
                    m.next_value::<IgnoredAny>()?;
                }
            }
        }
        self.0.push((access, bw, iops, lat));
        Ok(())
    }
    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }
    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }
    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }
    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }
    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }
}

impl<'de> Deserialize<'de> for Results {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut out = Vec::new();
        Collect(&mut out).deserialize(d)?;
        Ok(Results(out))
    }
}

/// A struct read key by key: listed keys fill fields (a repeated key
/// overwrites), other keys are skipped.
macro_rules! tolerant {
    ($name:ident { $($key:literal => $field:ident: $ty:ty,)* }) => {
        #[derive(Debug, Default)]
        pub(super) struct $name {
            $(pub(super) $field: $ty,)*
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                struct V;
                impl<'de> Visitor<'de> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                        f.write_str(concat!("an IOR JSON object (", stringify!($name), ")"))
                    }
                    fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<$name, A::Error> {
                        let mut out = $name::default();
                        while let Some(k) = m.next_key::<Key<'de>>()? {
                            match k.0.as_ref() {
                                $($key => out.$field = m.next_value()?,)*
                                _ => {
                                    m.next_value::<IgnoredAny>()?;
                                }
                            }
                        }
                        Ok(out)
                    }
                }
                d.deserialize_map(V)
            }
        }
    };
}

tolerant!(Doc {
    "Version" => version: Text,
    "Command line" => command: Text,
    "tests" => tests: Vec<TestW>,
    "summary" => summary: Vec<SumW>,
    "Finished" => finished: Present,
});

tolerant!(TestW {
    "TestID" => id: Num,
    "Parameters" => parameters: ParamsW,
    "Options" => options: OptionsW,
    "Results" => results: Results,
});

tolerant!(ParamsW {
    "transferSize" => transfer: Num,
    "blockSize" => block: Num,
    "segmentCount" => segments: Num,
    "repetitions" => reps: Num,
    "filePerProc" => fpp: Num,
    "api" => api: Text,
    "tasksPerNode" => tpn: Num,
});

tolerant!(OptionsW {
    "tasks" => tasks: Num,
});

tolerant!(SumW {
    "operation" => op: Text,
    "TestID" => test: Num,
    "numTasks" => tasks: Num,
    "repetitions" => reps: Num,
    "bwMeanMIB" => mean: Num,
    "bwMaxMIB" => max: Num,
    "bwMinMIB" => min: Num,
    "transferSize" => transfer: Num,
    "blockSize" => block: Num,
    "segmentCount" => segments: Num,
    "filePerProc" => fpp: Num,
    "API" => api: Text,
    "tasksPerNode" => tpn: Num,
});

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_keys_strings_and_nested_results() {
        let doc: Doc = serde_json::from_str(
            r#"{"tests": [{"TestID": 0, "Options": {"tasks": "4"},
                "Results": [[{"access": "write", "bwMiB": 1.5}], [{"access": "read", "bwMiB": 2, "iops": 8, "latency": 0.25}, [ ]]]}],
               "summary": [{"operation": "write", "blockSize": 1, "blockSize": 2, "API": "POSIX"}],
               "Finished": "x", "Other": {"a": [1, 2]}}"#,
        )
        .unwrap();
        assert_eq!(doc.tests[0].options.tasks.0, Some(4.0));
        assert_eq!(doc.tests[0].results.0.len(), 2);
        assert_eq!(
            doc.tests[0].results.0[1],
            (Some("read".into()), Some(2.0), Some(8.0), Some(0.25))
        );
        assert_eq!(doc.summary[0].block.0, Some(2.0));
        assert!(doc.finished.0);
    }
}

//! fio `normal` output: the latency of one job entry (the block under a
//! `name: (groupid=N, jobs=J)` line), per direction.
//!
//! * A direction starts at its `read: IOPS=…, BW=…(1202MiB/3001msec)` line;
//!   the `clat (usec): min=…, avg=…` and `lat (usec): …` lines and the
//!   `clat percentiles (usec):` block (`|  1.00th=[  400], …`) that follow
//!   belong to it. The unit is the one fio prints in parentheses (`nsec`,
//!   `usec`, `msec`) and is converted to seconds. `lat (usec)   : 50=0.01%`
//!   lines are fio's latency histogram, not statistics, and are skipped.
//! * **IOPS** is computed as fio computes its JSON `iops`: I/Os issued
//!   (`issued rwts: total=R,W,T,…`) × 1000 / the direction's runtime in
//!   msec, so it equals the JSON value of the same run instead of the
//!   rounded `IOPS=103k`; that rounded value is used only when the entry has
//!   no `issued rwts` line (output cut).
//! * The kind (`clat` or `lat`) is chosen as for fio's JSON
//!   ([`RawLatency::fio`]); the other latencies (`lat`, `slat` means) are
//!   kept beside it.

use super::run::{LatStat, RawLatency};
use super::text::number;

/// What fio printed for one direction of one job entry.
struct Dir {
    op: &'static str,
    runtime_ms: Option<f64>,
    printed_iops: Option<f64>,
    /// `clat`, `lat` and `slat`: means, and the first two's percentiles.
    stats: [LatStat; 3],
}

/// One job entry's latency lines, read line by line.
#[derive(Default)]
pub(super) struct JobLat {
    dirs: Vec<Dir>,
    /// `issued rwts: total=` read, write, trim.
    totals: Option<[f64; 3]>,
    /// The percentile block being read: (index in `stats`, seconds per unit).
    pcts: Option<(usize, f64)>,
}

impl JobLat {
    /// Reads one trimmed line of the entry; lines it does not know are ignored.
    pub(super) fn line(&mut self, ts: &str) {
        if let Some(rest) = ts.strip_prefix('|') {
            if let (Some((i, secs)), Some(d)) = (self.pcts, self.dirs.last_mut()) {
                d.stats[i].percentiles.extend(percentiles(rest, secs));
            }
            return;
        }
        self.pcts = None;
        if let Some((op, rest)) = direction(ts) {
            let stats = ["clat", "lat", "slat"].map(|kind| LatStat {
                kind: kind.to_string(),
                ..LatStat::default()
            });
            self.dirs.push(Dir {
                op,
                runtime_ms: runtime_ms(rest),
                printed_iops: printed_iops(rest),
                stats,
            });
        } else if let Some(rest) = ts.strip_prefix("issued rwts:") {
            self.totals = issued(rest);
        } else if let Some((kind, secs, rest)) = stat_head(ts) {
            let Some(d) = self.dirs.last_mut() else { return };
            match (kind, rest.trim().is_empty()) {
                ("clat percentiles", true) => self.pcts = Some((0, secs)),
                ("lat percentiles", true) => self.pcts = Some((1, secs)),
                (kind, false) => {
                    if let Some(s) = d.stats.iter_mut().find(|s| s.kind == kind) {
                        s.mean_s = avg(rest).map(|a| a * secs);
                    }
                }
                _ => {}
            }
        }
    }

    /// The latency of each direction that has some, for a group of `threads`.
    pub(super) fn finish(&self, threads: u32) -> Vec<RawLatency> {
        let iops = |d: &Dir| {
            let idx = ["read", "write"].iter().position(|o| *o == d.op).unwrap_or(2);
            let ran = d.runtime_ms.filter(|ms| *ms > 0.0);
            let computed = self.totals.zip(ran).map(|(t, ms)| t[idx] * 1000.0 / ms);
            computed.or(d.printed_iops).filter(|v| v.is_finite() && *v > 0.0)
        };
        let lat = |d: &Dir| RawLatency::fio(d.op, threads, iops(d)?, d.stats.clone());
        self.dirs.iter().filter_map(lat).collect()
    }

    /// The longest time a direction of this entry ran, in milliseconds.
    pub(super) fn elapsed_ms(&self) -> Option<f64> {
        self.dirs.iter().filter_map(|d| d.runtime_ms).reduce(f64::max)
    }
}

/// `read: IOPS=…` → (`read`, rest).
fn direction(ts: &str) -> Option<(&'static str, &str)> {
    direction_line(ts, ["read", "write", "trim"]).filter(|(_, rest)| rest.starts_with("IOPS="))
}

/// `…(1202MiB/3001msec)` → 3001.
fn runtime_ms(rest: &str) -> Option<f64> {
    let end = rest.find("msec)")?;
    let start = rest[..end].rfind('/')? + 1;
    number(&rest[start..end])
}

/// `IOPS=103k,` → 103000 (fio scales IOPS by 1000).
fn printed_iops(rest: &str) -> Option<f64> {
    let v = rest.strip_prefix("IOPS=")?.split(',').next()?.trim();
    let (num, scale) = match v.char_indices().last()? {
        (i, 'k') => (&v[..i], 1e3),
        (i, 'M') => (&v[..i], 1e6),
        (i, 'G') => (&v[..i], 1e9),
        _ => (v, 1.0),
    };
    Some(number(num)? * scale)
}

/// `total=196612,84316,0,0 short=…` → [196612, 84316, 0].
fn issued(rest: &str) -> Option<[f64; 3]> {
    let list = rest.trim_start().strip_prefix("total=")?.split_whitespace().next()?;
    let mut it = list.split(',').map(number);
    Some([it.next()??, it.next()??, it.next()??])
}

/// `clat (usec): min=…` → (`clat`, 1e-6, ` min=…`); also `lat`, `slat` and
/// `clat percentiles`. `None` for a unit fio does not print for time.
fn stat_head(ts: &str) -> Option<(&str, f64, &str)> {
    let (head, rest) = ts.split_once(':')?;
    let (kind, unit) = head.trim_end().split_once(" (")?;
    let secs = match unit.strip_suffix(')')? {
        "nsec" => 1e-9,
        "usec" => 1e-6,
        "msec" => 1e-3,
        "sec" => 1.0,
        _ => return None,
    };
    // `lat (usec)   : 50=0.01%` is the histogram: only `min=` lines are statistics.
    let stats = rest.trim_start().starts_with("min=");
    (stats || rest.trim().is_empty()).then_some((kind.trim(), secs, rest))
}

/// `min=35, max=7217, avg=619.32, stdev=346.32` → 619.32.
fn avg(rest: &str) -> Option<f64> {
    let v = rest.split(',').find_map(|kv| kv.trim().strip_prefix("avg="))?;
    number(v.trim())
}

/// `  1.00th=[  400],  5.00th=[  469],` → [(1.0, 400 × secs), (5.0, …)].
fn percentiles(rest: &str, secs: f64) -> Vec<(f64, f64)> {
    rest.split(']')
        .filter_map(|part| {
            let (p, v) = part.trim_start_matches([',', ' ']).split_once("th=[")?;
            let p = number(p.trim())?;
            let v = number(v.trim())?;
            (p > 0.0 && p < 100.0 && v >= 0.0).then_some((p, v * secs))
        })
        .collect()
}

/// (`read`, rest) from `READ: bw=…`, `WRITE: bw=…`, `TRIM: bw=…`, or (with
/// `names` in lower case) from a job entry's `read: IOPS=…`.
pub(super) fn direction_line<'a>(ts: &'a str, names: [&str; 3]) -> Option<(&'static str, &'a str)> {
    let (dir, rest) = ts.split_once(':')?;
    let op = ["read", "write", "trim"][names.iter().position(|n| *n == dir)?];
    Some((op, rest.trim_start()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(lines: &str) -> JobLat {
        let mut j = JobLat::default();
        for l in lines.lines() {
            j.line(l.trim());
        }
        j
    }

    #[test]
    fn a_direction_block_gives_mean_percentiles_and_exact_iops() {
        let j = read(
            "  read: IOPS=65.5k, BW=256MiB/s (268MB/s)(768MiB/3001msec)
    slat (usec): min=2, max=4299, avg= 4.59, stdev=19.20
    clat (usec): min=22, max=5957, avg=312.16, stdev=338.27
     lat (usec): min=34, max=5990, avg=316.75, stdev=338.80
    clat percentiles (usec):
     |  1.00th=[  117],  5.00th=[  153],
     | 99.00th=[ 2180], 99.99th=[ 5407]
   iops        : min=61192, max=72518, avg=65754.40, stdev=2111.91, samples=10
  lat (usec)   : 50=0.07%, 100=0.33%
  lat (msec)   : 2=0.58%, 4=1.04%, 10=0.31%
     issued rwts: total=196612,84316,0,0 short=0,0,0,0 dropped=0,0,0,0",
        );
        let l = j.finish(2);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].kind, "clat");
        assert_eq!(l[0].threads, 2);
        assert!((l[0].iops - 196612.0 * 1000.0 / 3001.0).abs() < 1e-9);
        assert!((l[0].mean_s.unwrap() - 312.16e-6).abs() < 1e-12);
        assert_eq!(l[0].percentiles.len(), 4);
        assert!((l[0].percentiles[2].1 - 2180e-6).abs() < 1e-12);
        assert_eq!(l[0].percentiles[3].0, 99.99);
    }

    #[test]
    fn nsec_and_msec_units_and_printed_iops_without_issued_line() {
        let j = read(
            "  write: IOPS=1234k, BW=4820MiB/s (5054MB/s)(9640MiB/2000msec); 0 zone resets
    clat (nsec): min=100, max=20k, avg=250.50, stdev=10.00
    clat percentiles (msec):
     | 50.00th=[    2], 99.90th=[   15]",
        );
        let l = j.finish(1);
        assert_eq!(l[0].operation, "write");
        assert_eq!(l[0].iops, 1_234_000.0);
        assert!((l[0].mean_s.unwrap() - 250.5e-9).abs() < 1e-15);
        assert_eq!(l[0].percentiles, vec![(50.0, 2e-3), (99.9, 15e-3)]);
    }

    #[test]
    fn odd_lines_give_nothing_rather_than_a_wrong_value() {
        assert!(read("read: IOPS=oops, BW=1MiB/s\n").finish(1).is_empty());
        assert!(read("clat (usec): min=1, avg=5\n").finish(1).is_empty(), "no direction");
        assert!(read("read: IOPS=5, BW=1\nclat (furlongs): min=1, avg=5\n")
            .finish(1)
            .is_empty());
        assert!(percentiles(" 1.00th=[ x], 120.0th=[ 5]", 1e-6).is_empty());
        assert_eq!(issued(" total=1,2"), None);
    }
}

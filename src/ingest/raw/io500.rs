//! IO500 result summaries read alone: the script's `[RESULT] BW phase 1
//! ior_easy_write 4.430 GB/s : time …` lines (`result_summary.txt`, and the
//! `io-500-summary.<date>.txt` that repeats them), the C app's
//! `result_summary.txt` (`IO500 version …`, `[RESULT] ior-easy-write
//! 977.733176 GiB/s : time …`) and its `result.txt` (`[run]`, a section per
//! phase with its `score`, `[SCORE]`).
//!
//! * **Runs.** A summary is two runs, as the IO500 score is two parts: the
//!   bandwidth phases (`metric = bandwidth`, GiB/s) and the metadata phases
//!   with `find` (`metric = metadata`, kIOPS read as ops/s). Each phase is
//!   an operation named as IO500 names it (`ior-easy-write`). A run ends at
//!   its `[SCORE]` line (`result.txt`: at the next `[run]`), so
//!   concatenated summaries give their runs in order.
//! * **Units.** The script prints `GB/s` for what is GiB/s (its IOR
//!   phases' MiB/s ÷ 1024, as the run folders' logs show); `result.txt`
//!   prints no unit: its `ior-*` scores are GiB/s and the others kIOPS, as
//!   the same run's `result_summary.txt` prints them.
//! * **Params.** `score` is the `[SCORE]` line (`Bandwidth … : IOPS … :
//!   TOTAL …`), which tells submissions apart; `date` the run's date stamp
//!   when the summary names one (the script's `date=`, `result.txt`'s
//!   `result-dir` or `; START`); the version is IO500's (`io500-sc25
//!   (standard)`).
//! * **Threads.** `result.txt` states the process count (`procs`); the
//!   summaries do not: their points are at 1 process, with a warning.
//!   A phase printed twice (the script's summary repeats its lines) is read
//!   once.

use super::fail::Fail;
use super::run::{RawRun, RawUnit, Tool};
use super::text::lines;
use crate::ingest::identity::io500_stamp;

/// Whether `text` is an IO500 summary: a `[RESULT]` line, or the C app's
/// `result.txt` (`[run]` first, a `[SCORE]` section).
pub(super) fn looks_like(text: &str) -> bool {
    text.lines().any(|l| l.starts_with("[RESULT]")) || (text.starts_with("[run]") && text.contains("\n[SCORE]"))
}

/// One summary's runs, as they are read.
#[derive(Default)]
struct Summary {
    first_line: usize,
    version: Option<String>,
    procs: Option<u32>,
    /// (phase, value, unit, line), each phase once.
    phases: Vec<(String, f64, RawUnit, usize)>,
    score: Option<String>,
    /// The first IO500 date stamp (`2018.08.28-11.51.37`) in its lines.
    stamp: Option<String>,
    /// `result.txt`: the section being read, and its `[SCORE]` keys.
    section: String,
    parts: [Option<String>; 3],
    warnings: Vec<(usize, String)>,
}

impl Summary {
    fn phase(&mut self, no: usize, name: &str, number: &str, unit: &str) {
        let (unit, exp) = match unit {
            "GB/s" | "GiB/s" => (RawUnit::GiBps, ""),
            "kiops" | "kIOPS" => (RawUnit::OpsPerSec, "e3"),
            _ => {
                let msg = format!("{name}: unit '{unit}' is not IO500's GiB/s or kIOPS; skipped");
                return self.warnings.push((no, msg));
            }
        };
        let Ok(value) = format!("{number}{exp}").parse::<f64>() else {
            return;
        };
        let name = name.to_ascii_lowercase().replace('_', "-");
        let named = name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !(named && value.is_finite() && value > 0.0) || name == "timestamp" {
            return;
        }
        match self.phases.iter().find(|p| p.0 == name) {
            Some(p) if p.1 != value => self.warnings.push((
                no,
                format!(
                    "{name} printed again with another value ({number}); the first, line {}, is kept",
                    p.3
                ),
            )),
            Some(_) => {}
            None => self.phases.push((name, value, unit, no)),
        }
    }

    /// A line of `result.txt` (`key = value` in a section).
    fn ini(&mut self, no: usize, key: &str, value: &str) {
        match (self.section.as_str(), key) {
            ("run", "procs") => self.procs = value.parse().ok().filter(|&p| p > 0),
            ("run", "version") => self.version = Some(value.to_string()),
            ("run", "mode") => {
                if let Some(v) = &mut self.version {
                    *v = format!("{v} ({value})");
                }
            }
            ("SCORE", "BW") => self.parts[0] = Some(value.to_string()),
            ("SCORE", "MD") => self.parts[1] = Some(value.to_string()),
            ("SCORE", "SCORE") => self.parts[2] = Some(value.to_string()),
            (phase, "score") => {
                let unit = if phase.starts_with("ior-") { "GiB/s" } else { "kIOPS" };
                let phase = phase.to_string();
                self.phase(no, &phase, value, unit);
            }
            _ => {}
        }
    }

    /// The summary's runs: bandwidth, then metadata, each when it has phases.
    fn runs(mut self, out: &mut Vec<RawRun>) {
        if let [Some(bw), Some(md), Some(total)] = &self.parts {
            self.score = Some(format!("Bandwidth {bw} GiB/s : IOPS {md} kiops : TOTAL {total}"));
        }
        if self.procs.is_none() {
            let w = "an IO500 summary does not state the process count: its results are put at 1 \
                     process (the run folder's IOR and mdtest logs state it)";
            self.warnings.insert(0, (self.first_line, w.to_string()));
        }
        for (metric, bandwidth) in [("bandwidth", true), ("metadata", false)] {
            let mine: Vec<_> = (self.phases.iter())
                .filter(|p| (p.2 == RawUnit::GiBps) == bandwidth)
                .collect();
            if mine.is_empty() {
                continue;
            }
            let mut run = RawRun::new(Tool::Io500, self.first_line);
            run.tool_version.clone_from(&self.version);
            run.param("metric", metric);
            run.param_opt("score", self.score.as_ref());
            run.param_opt("date", self.stamp.as_ref());
            // The summary's warnings once, with its first run.
            for (no, w) in std::mem::take(&mut self.warnings) {
                run.warn(no, w);
            }
            for (name, value, unit, _) in mine {
                run.push(name.as_str(), self.procs.unwrap_or(1), 0, *value, *unit);
            }
            out.push(run);
        }
    }
}

/// The runs of every summary in `text`, in order.
pub(super) fn parse(text: &str) -> Result<Vec<RawRun>, Fail> {
    let mut runs = Vec::new();
    let mut cur: Option<Summary> = None;
    for l in lines(text).filter(|l| l.complete) {
        let t = l.text.trim();
        if t.is_empty() {
            continue;
        }
        // `[run]` and `IO500 version` open a summary, as does the first
        // line after the previous one's `[SCORE]` line.
        let opens = t == "[run]" || t.starts_with("IO500 version ");
        if opens && cur.as_ref().is_some_and(|s| !s.phases.is_empty()) {
            cur.take().into_iter().for_each(|s| s.runs(&mut runs));
        }
        let s = cur.get_or_insert_with(|| Summary {
            first_line: l.no,
            ..Summary::default()
        });
        let mut closes = false;
        if s.stamp.is_none() {
            // `result.txt` also says when it began: `; START 2023-03-22 18:10:35`.
            let start = t
                .strip_prefix("; START ")
                .map(|d| d.trim().replace(['-', ':'], ".").replacen(' ', "-", 1));
            let stamp = |t: &str| io500_stamp(t).map(|(d, _)| d.to_string());
            s.stamp = stamp(t).or_else(|| stamp(&start?));
        }
        if let Some(v) = t.strip_prefix("IO500 version ") {
            s.version = Some(v.trim().to_string());
        } else if let Some(section) = t
            .strip_prefix('[')
            .and_then(|r| r.strip_suffix(']'))
            .filter(|r| !r.contains(' '))
        {
            s.section = section.to_string();
        } else if let Some((tag, body)) = t.strip_prefix('[').and_then(|r| r.split_once(']')) {
            match tag.trim() {
                "SCORE" => {
                    s.score = Some(body.trim().to_string());
                    closes = true;
                }
                "RESULT" | "" => {
                    let head: Vec<&str> = body.split(':').next().unwrap_or("").split_whitespace().collect();
                    if let [.., phase, number, unit] = head[..] {
                        s.phase(l.no, phase, number, unit);
                    }
                }
                _ => {}
            }
        } else if let Some((k, v)) = t.split_once('=').filter(|_| !s.section.is_empty()) {
            s.ini(l.no, k.trim(), v.trim());
        }
        if closes {
            cur.take().into_iter().for_each(|s| s.runs(&mut runs));
        }
    }
    cur.into_iter().for_each(|s| s.runs(&mut runs));
    if runs.is_empty() {
        let last = lines(text).last().map_or(1, |l| l.no);
        let msg = format!("IO500 summary without a phase result (nothing found up to line {last}): cut off?");
        return Err(Fail::at(last, msg));
    }
    Ok(runs)
}

//! One file's runs folded as a parse hands them over ([`FileFold`]): into
//! their workloads, each with its table ([`TableAcc`]), and their warnings.

use super::raw::{RawRun, Sink};
pub(crate) use super::table::TableAcc;
use super::workload::Grouping;
use std::path::{Path, PathBuf};

/// One file's runs as a parse hands them over: folded into their workloads,
/// with their warnings (`path: line N: …`) in file order. Implements the
/// parse's [`Sink`].
pub(crate) struct FileFold {
    path: PathBuf,
    pub(crate) grouping: Grouping,
    pub(crate) warnings: Vec<String>,
    /// Where each run's warnings start in `warnings`, as (start, runs)
    /// spans of runs that start at the same place (a run without warnings
    /// starts where the next does): what a late UTF-8 warning needs, in
    /// memory that grows with the runs that warn, not with all runs. `None`
    /// once the late warning came (there is only one).
    starts: Option<Vec<(usize, usize)>>,
}

impl FileFold {
    pub(crate) fn new(path: &Path) -> FileFold {
        FileFold {
            path: path.to_path_buf(),
            grouping: Grouping::new(false),
            warnings: Vec::new(),
            starts: Some(Vec::new()),
        }
    }
}

impl Sink for FileFold {
    fn run(&mut self, run: &RawRun) {
        let start = self.warnings.len();
        if let Some(starts) = &mut self.starts {
            match starts.last_mut() {
                Some((s, n)) if *s == start => *n += 1,
                _ => starts.push((start, 1)),
            }
        }
        for w in &run.warnings {
            self.warnings.push(format!("{}: {w}", self.path.display()));
        }
        self.grouping.add(run, &self.path);
    }

    fn late_warning(&mut self, given: usize, warning: &str) {
        let w = format!("{}: {warning}", self.path.display());
        let mut out = Vec::with_capacity(self.warnings.len() + given);
        let mut left = given;
        let mut next = 0;
        for &(start, n) in self.starts.iter().flatten() {
            let n = n.min(left);
            if n == 0 {
                break;
            }
            out.extend(self.warnings[next..start].iter().cloned());
            next = start;
            // Runs of one span but the last have no warnings of their own.
            out.extend(std::iter::repeat_n(w.clone(), n));
            left -= n;
        }
        out.extend(self.warnings[next..].iter().cloned());
        self.warnings = out;
        self.starts = None;
    }
}

#[cfg(test)]
#[path = "fold_tests.rs"]
mod tests;

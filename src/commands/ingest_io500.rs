//! IO500 run folders: the per-phase IOR and mdtest logs are ingested like
//! any others (their phases join into one benchmark per workload, see
//! `ingest::workload`); the folder's `result_summary.txt` (the phases' IO500
//! results and the score) and its configuration (the C app's `*.ini`, the
//! script's `io-500-summary.<date>.txt`) are recorded with
//! the benchmarks whose logs sit beside them, as provenance: the files in
//! `sources` with their sha256, the IO500 version, score and each phase's
//! result in `params`.

use crate::ingest::raw::Tool;
use crate::ingest::table::SourceRun;
use crate::project::sha256_hex;
use anyhow::{Context, Result};
use std::path::PathBuf;
use toml_edit::InlineTable;

/// What an IO500 `result_summary.txt` says.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Summary {
    /// `io500-sc25 (standard)`, from the C app's first line.
    pub version: Option<String>,
    /// (phase with `-` for `_`, `977.733176 GiB/s`), in file order; phases
    /// outside the score (the C app's `[      ]` lines) say so.
    pub results: Vec<(String, String)>,
    /// `Bandwidth 247.898880 GiB/s : IOPS 1793.031711 kiops : TOTAL 666.701247`.
    pub score: Option<String>,
}

/// Reads a summary of the script (`[RESULT] BW phase 1 ior_easy_write
/// 4.430 GB/s : time …`) or of the C app (`[RESULT] ior-easy-write
/// 977.733176 GiB/s : time …`); `None` when it has no result line.
pub(super) fn summary(text: &str) -> Option<Summary> {
    let mut s = Summary::default();
    for line in text.lines().map(str::trim) {
        if let Some(v) = line.strip_prefix("IO500 version ") {
            s.version = Some(v.trim().to_string());
            continue;
        }
        let Some((tag, body)) = line.strip_prefix('[').and_then(|r| r.split_once(']')) else {
            continue;
        };
        match tag.trim() {
            "SCORE" => s.score = Some(body.trim().to_string()),
            tag @ ("RESULT" | "") => {
                let head: Vec<&str> = body.split(':').next().unwrap_or("").split_whitespace().collect();
                let [.., phase, number, unit] = head[..] else { continue };
                if number.parse::<f64>().is_err() {
                    continue;
                }
                let outside = if tag.is_empty() { " (not in the score)" } else { "" };
                s.results
                    .push((phase.replace('_', "-"), format!("{number} {unit}{outside}")));
            }
            _ => {}
        }
    }
    (!s.results.is_empty()).then_some(s)
}

/// An IO500 run's provenance for one benchmark: its summary and
/// configuration files (path, sha256) and the `params` they give it.
pub(super) struct Provenance {
    pub files: Vec<(PathBuf, String)>,
    pub params: InlineTable,
}

/// The IO500 run whose folder holds every log of `mine`: its summary and
/// configuration files and the `params` they give the benchmark (version,
/// score, the result of each phase it holds). `None` when the logs are not
/// all in one folder with a `result_summary.txt`.
pub(super) fn provenance(mine: &[&SourceRun]) -> Result<Option<Provenance>> {
    // A summary read alone is its own source; its params are [`own_params`].
    let Some(dir) = (mine.first())
        .filter(|r| r.run.tool != Tool::Io500)
        .and_then(|r| r.path.parent())
    else {
        return Ok(None);
    };
    if mine.iter().any(|r| r.path.parent() != Some(dir)) {
        return Ok(None);
    }
    let summary_path = dir.join("result_summary.txt");
    if !summary_path.is_file() {
        return Ok(None);
    }
    let bytes = crate::fsx::read_regular(&summary_path, crate::fsx::INPUT_LIMIT)?;
    let Some(s) = summary(&String::from_utf8_lossy(&bytes)) else {
        return Ok(None);
    };
    let mut files = vec![(summary_path, sha256_hex(&bytes))];
    let listing = std::fs::read_dir(dir).with_context(|| format!("{}: cannot list the folder", dir.display()))?;
    let mut configs: Vec<PathBuf> = listing
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().unwrap_or_default().to_string_lossy();
            // The C app's `config*.ini`; the script's settings are in its
            // `io-500-summary.<date>.txt`.
            let config = name.ends_with(".ini") || name.starts_with("io-500-summary");
            config && !name.starts_with('.') && p.is_file()
        })
        .collect();
    configs.sort();
    for c in configs {
        let sha = sha256_hex(&crate::fsx::read_regular(&c, crate::fsx::INPUT_LIMIT)?);
        files.push((c, sha));
    }
    let mut params = io500_params(s.version.as_deref(), s.score.as_deref());
    for r in mine {
        let stem = r.path.file_stem().map(|n| n.to_string_lossy().replace('_', "-"));
        if let Some((phase, result)) = s.results.iter().find(|(p, _)| Some(p) == stem.as_ref()) {
            params.insert(format!("IO500 {phase}"), result.as_str().into());
        }
    }
    Ok(Some(Provenance { files, params }))
}

/// The `params` of a benchmark read from IO500 summaries: the version and
/// the score, as a run folder's benchmarks record them.
pub(super) fn own_params(mine: &[&SourceRun]) -> Option<InlineTable> {
    let r = &mine.first().filter(|r| r.run.tool == Tool::Io500)?.run;
    Some(io500_params(
        r.tool_version.as_deref(),
        r.params.get("score").map(String::as_str),
    ))
}

/// The IO500 version (or that it is not stated) and the score, when known.
fn io500_params(version: Option<&str>, score: Option<&str>) -> InlineTable {
    let mut params = InlineTable::new();
    params.insert("IO500", version.unwrap_or("(version not stated)").into());
    if let Some(score) = score {
        params.insert("IO500 score", score.into());
    }
    params
}

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn script_and_c_app_summaries() {
        let script = "[RESULT] BW   phase 1            ior_easy_write                4.430 GB/s : time 322.45 seconds\n\
                      [RESULT] IOPS phase 3                      find               11.770 kiops : time 1812.57 seconds\n\
                      [SCORE] Bandwidth 2.93392 GB/s : IOPS 24.4074 kiops : TOTAL 8.46223\n";
        let s = summary(script).unwrap();
        assert_eq!(s.version, None);
        assert_eq!(s.results[0], ("ior-easy-write".to_string(), "4.430 GB/s".to_string()));
        assert_eq!(s.results[1].0, "find");
        assert_eq!(
            s.score.as_deref(),
            Some("Bandwidth 2.93392 GB/s : IOPS 24.4074 kiops : TOTAL 8.46223")
        );
        let app = "IO500 version io500-sc25 (standard)\n\
                   [RESULT]       ior-easy-write      977.733176 GiB/s : time 405.810 seconds\n\
                   [      ]  ior-rnd4K-easy-read       14.908312 GiB/s : time 308.778 seconds\n\
                   [SCORE ] Bandwidth 247.898880 GiB/s : IOPS 1793.031711 kiops : TOTAL 666.701247\n";
        let s = summary(app).unwrap();
        assert_eq!(s.version.as_deref(), Some("io500-sc25 (standard)"));
        assert_eq!(s.results[1].1, "14.908312 GiB/s (not in the score)");
        assert!(s.score.unwrap().ends_with("TOTAL 666.701247"));
        assert_eq!(summary("[RESULT] nothing here\n"), None);
    }
}

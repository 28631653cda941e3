//! Which tool wrote a log, from its content: the earliest strong banner,
//! else weaker signs (a CSV header, a summary line); and the error for
//! content that no parser recognises.

use super::fail::Fail;
use super::run::Tool;
use super::text::{lines, prefix};

/// How much of the file the quick banner search looks at before a full scan.
const HEAD: usize = 1 << 20;

/// The tool of the earliest strong banner in `text`, if any.
pub(super) fn banner_in(text: &str) -> Option<Tool> {
    earliest([
        (text.find("MPI Coordinated Test of Parallel I/O"), Tool::Ior),
        (find_mdtest_banner(text), Tool::Mdtest),
        (text.find("Iozone: Performance Test of File I/O"), Tool::Iozone),
        (text.find("\"fio version\""), Tool::Fio),
        (find_line_start(text, "fio-"), Tool::Fio),
    ])
}

/// The tool of the earliest sign found (the first listed of those at one place).
fn earliest(found: impl IntoIterator<Item = (Option<usize>, Tool)>) -> Option<Tool> {
    let found = found.into_iter().filter_map(|(p, t)| Some((p?, t)));
    found.min_by_key(|&(p, _)| p).map(|(_, t)| t)
}

fn find_mdtest_banner(text: &str) -> Option<usize> {
    text.match_indices(" was launched with ").find_map(|(at, _)| {
        let line_start = text[..at].rfind('\n').map_or(0, |p| p + 1);
        text[line_start..at].contains("mdtest-").then_some(line_start)
    })
}

/// First line starting with `prefix` followed by a digit (`fio-3.33`).
fn find_line_start(text: &str, prefix: &str) -> Option<usize> {
    let b = text.as_bytes();
    let digit_after = |at: usize| b.get(at + prefix.len()).is_some_and(u8::is_ascii_digit);
    (text.match_indices(prefix).map(|(at, _)| at)).find(|&at| (at == 0 || b[at - 1] == b'\n') && digit_after(at))
}

/// Weaker signs, used only when no banner is present.
fn weak_sign(text: &str) -> Option<Tool> {
    const SIGNS: &[(&str, Tool)] = &[
        ("access,bw(MiB/s)", Tool::Ior),
        ("access,rank,runtime", Tool::Ior),
        ("summaryFormat=CSV", Tool::Ior),
        ("summaryFormat=JSON", Tool::Ior),
        ("\"bwMaxMIB\"", Tool::Ior),
        ("(ior.c:", Tool::Ior),
        ("Summary of all tests:", Tool::Ior),
        ("FAILED in TestIoSys", Tool::Ior),
        ("SUMMARY rate", Tool::Mdtest),
        ("SUMMARY: (of ", Tool::Mdtest),
        ("SUMMARY time", Tool::Mdtest),
        ("rank,items,rate-", Tool::Mdtest),
        ("Children see throughput for", Tool::Iozone),
        ("iozone test complete", Tool::Iozone),
        ("Run status group ", Tool::Fio),
        (": (groupid=", Tool::Fio),
        (";fio-", Tool::Fio),
    ];
    if let Some(t) = earliest(SIGNS.iter().map(|&(sign, tool)| (text.find(sign), tool))) {
        return Some(t);
    }
    if find_line_start(text, "fio: ").is_some() || text.starts_with("fio: ") {
        return Some(Tool::Fio);
    }
    if text.starts_with("Writing output to ") && text.trim_end().lines().count() == 1 {
        return Some(Tool::Ior);
    }
    None
}

/// Guesses the tool from the content (never the file name).
pub(crate) fn detect(text: &str) -> Option<Tool> {
    let head = prefix(text, HEAD);
    banner_in(head)
        .or_else(|| if text.len() > HEAD { banner_in(text) } else { None })
        .or_else(|| super::elbencho::looks_like(head).then_some(Tool::Elbencho))
        .or_else(|| weak_sign(text))
        .or_else(|| super::io500::looks_like(text).then_some(Tool::Io500))
}

/// The error for content that no parser recognises, naming known foreign
/// formats (IO500 summaries) when it sees them.
pub(super) fn unrecognised(text: &str) -> Fail {
    let no = lines(text).find(|l| !l.text.trim().is_empty()).map_or(1, |l| l.no);
    // The C app's `config*.ini`: a `[global]` section with its `datadir`.
    let message = if text.contains("[global]") && (text.contains("datadir") || text.contains("[ior-easy]")) {
        "IO500 configuration: it holds the run's settings, not results; ingest the run's \
         folder with --into: its per-phase IOR/mdtest logs become the benchmarks, and this \
         file part of their provenance"
    } else if text.contains("[RESULT]") || text.contains("io500") || text.contains("IO500") {
        "IO500 result summary: it holds IO500 phase scores, not raw IOR/mdtest output; \
         ingest the run's folder with --into: its per-phase IOR/mdtest logs become the \
         benchmarks, and this summary and the configuration their provenance"
    } else {
        "not recognised as benchmark output: expected an IOR, mdtest, IOzone, fio or elbencho \
         banner, JSON or result table"
    };
    Fail::at(no, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn detection_uses_earliest_banner() {
        assert_eq!(
            detect("x\nIOR-3.3.0: MPI Coordinated Test of Parallel I/O\n"),
            Some(Tool::Ior)
        );
        assert_eq!(
            detect("mdtest-4.0.0 was launched with 4 total task(s) on 1 node(s)\n"),
            Some(Tool::Mdtest)
        );
        assert_eq!(detect("fio-3.33\n"), Some(Tool::Fio));
        assert_eq!(detect("hello world\n"), None);
    }
}

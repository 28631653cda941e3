use super::*;
use std::io::Write;

/// The runs of a streamed parse, collected.
fn streamed(path: &Path, bytes: &[u8], tool: Tool) -> Result<Vec<RawRun>, ParseError> {
    let mut runs = Vec::new();
    stream(path, bytes, tool, &mut runs)?;
    Ok(runs)
}

/// Every fixture log of IOR and mdtest, streamed, gives exactly what the
/// whole-file parse gives (runs, warnings, errors).
#[test]
fn streaming_equals_whole_file_parsing_on_every_fixture() {
    let mut checked_files = 0;
    for tool in [Tool::Ior, Tool::Mdtest] {
        for p in super::super::fixture_walk::files(&tool.name().to_lowercase()) {
            let bytes = std::fs::read(&p).unwrap();
            if streamable(&bytes[..bytes.len().min(HEAD as usize)], None) != Some(tool) {
                continue;
            }
            let whole = super::super::parse(&p, &bytes, None);
            let streamed = streamed(&p, &bytes[..], tool);
            assert_eq!(whole, streamed, "{}", p.display());
            // Lines across the read buffer's end (a small buffer,
            // shorter than many lines) are read the same.
            let small = std::io::BufReader::with_capacity(61, &bytes[..]);
            let mut runs = Vec::new();
            let cut = stream(&p, small, tool, &mut runs).map(|()| runs);
            assert_eq!(whole, cut, "{} (small buffer)", p.display());
            checked_files += 1;
        }
    }
    assert!(checked_files >= 20, "only {checked_files} fixtures streamed");
}

#[test]
fn bad_bytes_cut_lines_and_crlf_match_the_whole_file_parse() {
    let text = b"mdtest-3.3.0 was launched with 2 total task(s) on 1 node(s)\r\n\
        2 tasks, 20 files\n\nSUMMARY rate: (of 1 iterations)\n   Operation   Max   Min   Mean   Std Dev\n\
        ---------   ---   ---   ----   -------\n   File creation  :   10.000   8.000   9.000   1.000\n\
        \xff\xfe bad bytes\n   File stat  :   20.000   18.000   19.000   1.000";
    let p = Path::new("x.txt");
    let whole = super::super::parse(p, text, None);
    assert_eq!(whole, streamed(p, &text[..], Tool::Mdtest));
    let runs = whole.unwrap();
    assert!(
        runs[0].warnings[0].contains("not valid UTF-8"),
        "{:?}",
        runs[0].warnings
    );
}

/// A log of many IOR and mdtest invocations (every text fixture, 25
/// times over) streams into the same runs, and the same results table,
/// as each file parsed on its own and repeated: folding each finished
/// invocation as the next starts loses and reorders nothing.
#[test]
fn many_runs_stream_into_the_table_of_the_files_repeated() {
    use crate::ingest::table::{build_table, SourceRun};
    use crate::model::Unit;
    const COPIES: usize = 25;
    for (tool, unit) in [(Tool::Ior, Unit::MiBps), (Tool::Mdtest, Unit::OpsPerSec)] {
        let files: Vec<&str> = super::super::fixture_tests::ok_files(tool)
            .filter(|rel| rel.ends_with(".txt") && !rel.contains("variants"))
            .collect();
        assert!(files.len() >= 10, "{tool}: {} files", files.len());
        let mut log = Vec::new();
        let mut each = Vec::new();
        for rel in &files {
            let mut bytes = super::super::fixture_tests::read(rel);
            if !bytes.ends_with(b"\n") {
                bytes.push(b'\n');
            }
            log.extend_from_slice(&bytes);
            each.extend(super::super::fixture_tests::runs_of(rel));
        }
        let one = log.clone();
        for _ in 1..COPIES {
            log.extend_from_slice(&one);
        }
        let streamed = streamed(Path::new("many.txt"), &log[..], tool).unwrap();
        assert_eq!(streamed.len(), COPIES * each.len(), "{tool}");
        for (k, run) in streamed.iter().enumerate() {
            let want = &each[k % each.len()];
            let same = (
                &run.tool_version,
                &run.command_line,
                &run.params,
                &run.points,
                &run.latency,
            ) == (
                &want.tool_version,
                &want.command_line,
                &want.params,
                &want.points,
                &want.latency,
            );
            assert!(same, "{tool}: run {k} differs from {:?}", want.first_line);
        }
        let source = |runs: Vec<RawRun>| -> Vec<SourceRun> {
            let sources = runs.into_iter().map(|run| SourceRun {
                path: "many.txt".into(),
                sha256: String::new(),
                run,
            });
            sources.collect()
        };
        let repeated: Vec<RawRun> = (0..COPIES).flat_map(|_| each.iter().cloned()).collect();
        let got = build_table(&source(streamed), unit, None).unwrap();
        let want = build_table(&source(repeated), unit, None).unwrap();
        assert_eq!(got.points, want.points);
        assert!(got.points >= COPIES * files.len(), "{tool}: {} points", got.points);
        assert_eq!(got.csv, want.csv, "{tool}");
    }
}

#[test]
fn a_large_file_is_streamed_and_parsed_the_same() {
    let one = std::fs::read(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/raw/mdtest/4.0.0/mdtest_files_4K_np4.txt"),
    )
    .unwrap();
    let mut f = tempfile::NamedTempFile::new().unwrap();
    let mut bytes = Vec::new();
    while (bytes.len() as u64) <= WHOLE {
        bytes.extend_from_slice(&one);
    }
    f.write_all(&bytes).unwrap();
    let whole = super::super::parse(f.path(), &bytes, None).unwrap();
    let streamed = parse_file(f.path(), None).unwrap();
    assert!(whole.len() > 100);
    assert_eq!(whole, streamed);
}

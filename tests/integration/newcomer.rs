//! The README's path as a newcomer follows it, on real logs the project has
//! never been tuned on: `pixreport new` → `ingest --into` of a folder of
//! mixed IOR, mdtest, IOzone and fio logs → `build` inside the project
//! folder. Every number, title and parameter must be the logs'.

use super::harness::{ok, pix, repo, BIN};
use std::path::Path;
use std::process::Command;

/// A new project (`pixreport new proj`) whose `logs/` folder `fill` fills,
/// ingested into `my-report` as the README says. Returns the temporary
/// folder (kept alive by the caller) and the project folder.
fn ingested(fill: impl FnOnce(&Path)) -> (tempfile::TempDir, std::path::PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    fill(&logs);
    ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    (tmp, proj)
}

/// A folder of mixed real logs, as a user would collect them.
fn mixed_logs(dir: &Path) {
    std::fs::create_dir_all(dir).unwrap();
    let raw = repo().join("tests/fixtures/raw");
    let files: &[(&str, &[&str])] = &[
        (
            "fio",
            &[
                "fio_randread_4k_nj1_jsonplus.json",
                "fio_randread_4k_nj4_jsonplus.json",
                "fio_seqread_1m_nj1_jsonplus.json",
                "fio_seqread_1m_nj4_jsonplus.json",
                "fio_seqwrite_1m_nj1_jsonplus.json",
                "fio_seqwrite_1m_nj4_jsonplus.json",
            ],
        ),
        (
            "ior/4.1.0+dev",
            &[
                "ior_shared_np1.txt",
                "ior_shared_np4.txt",
                "ior_fpp_np1.txt",
                "ior_fpp_np4.txt",
            ],
        ),
        (
            "mdtest/4.1.0+dev",
            &[
                "mdtest_files_3K_np1.txt",
                "mdtest_files_3K_np4.txt",
                "mdtest_files_empty_np1.txt",
                "mdtest_files_empty_np4.txt",
            ],
        ),
        (
            "iozone/3.465",
            &[
                "iozone_rand_4k_32M_ops_t1.txt",
                "iozone_rand_4k_32M_ops_t4.txt",
                "iozone_seq_1M_64M_t1.txt",
                "iozone_seq_1M_64M_t4.txt",
            ],
        ),
    ];
    for (sub, names) in files {
        for n in *names {
            std::fs::copy(raw.join(sub).join(n), dir.join(n)).unwrap();
        }
    }
}

#[test]
fn readme_path_from_mixed_real_logs_to_a_measured_report() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    mixed_logs(&proj.join("logs"));
    let err = ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));

    // The grouping ingest prints: one benchmark per workload, each a series
    // over 1 and 4 processes.
    assert!(err.contains("read 18 runs from 18 files; 9 workloads:"), "{err}");
    for line in [
        "  fio-randread-4k: fio 3.33, 2 runs, threads 1, 4 (read)",
        "  fio-read-1m: fio 3.33, 2 runs, threads 1, 4 (read)",
        "  fio-write-1m: fio 3.33, 2 runs, threads 1, 4 (write)",
        "  ior-shared-1m: IOR 4.1.0+dev, 2 runs, threads 1, 4 (write, read)",
        "  ior-fpp-1m: IOR 4.1.0+dev, 2 runs, threads 1, 4 (write, read)",
        "  mdtest-3k: mdtest 4.1.0+dev, 2 runs, threads 1, 4",
        "  mdtest-empty: mdtest 4.1.0+dev, 2 runs, threads 1, 4",
        "  iozone-random-4k: IOzone 3.465, 2 runs, threads 1, 4",
        "  iozone-seq-1m: IOzone 3.465, 2 runs, threads 1, 4",
    ] {
        assert!(err.contains(line), "missing `{line}` in\n{err}");
    }
    assert!(!err.contains(" 1 files") && !err.contains(" 1 runs"), "{err}");

    // Values as the tools printed them (IOR's per-iteration rows, mdtest's
    // two iterations as its SUMMARY Max and Min, fio's bw_bytes in MiB/s
    // without float noise).
    let results = proj.join("my-report/results");
    let ior = std::fs::read_to_string(results.join("ior-shared-1m.csv")).unwrap();
    assert_eq!(
        ior,
        "threads,iteration,write,read\n1,1,1032.86,17111\n1,2,734.69,16277\n4,1,2020.15,17154\n4,2,1939.28,33953\n"
    );
    let md = std::fs::read_to_string(results.join("mdtest-3k.csv")).unwrap();
    assert!(
        md.contains(
            "4,1,1556.221,465791.178,135484.508,6841.497,461.561,1079.368\n\
                     4,2,1075.977,281443.788,88866.491,6399.68,419.538,560.087\n"
        ),
        "{md}"
    );
    let fio = std::fs::read_to_string(results.join("fio-randread-4k.csv")).unwrap();
    assert!(fio.contains("4,1,382.297046661\n"), "400867508 B/s in MiB/s: {fio}");
    assert!(!results.join("example.csv").exists(), "the made-up example is gone");

    // report.toml now says what the logs say.
    let toml = std::fs::read_to_string(proj.join("my-report/report.toml")).unwrap();
    assert!(toml.contains("provenance = \"measured\""), "{toml}");
    assert!(!toml.contains("4.0.0") && !toml.contains("16 GiB") && !toml.contains("id = \"example\""));

    // build finds the project in the current folder.
    let o = pix(&proj, &["build", "--lang", "all"]);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    ok(&o);
    assert!(out.starts_with("built 4 documents ("), "{out}");
    let en = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    for bad in ["ynthetic", "made up", "16 GiB", "4.0.0", "tree-create"] {
        assert!(!en.contains(bad), "`{bad}` in the English document");
    }
    for good in [
        "### Sequential IOR performance, N clients to one shared file {#bench-ior-shared-1m}",
        "### Sequential IOR performance, N clients to N files {#bench-ior-fpp-1m}",
        "### Metadata performance with mdtest: 3\u{a0}KiB files {#bench-mdtest-3k}",
        "### Metadata performance with mdtest: empty files {#bench-mdtest-empty}",
        // fio reads and writes of 1 MiB share kind and tool: the heading
        // says which operation each one measured (issue 15).
        "### Sequential fio performance, N clients to N files (Read) {#bench-fio-read-1m}",
        "### Sequential fio performance, N clients to N files (Write) {#bench-fio-write-1m}",
        "We ran IOR 4.1.0+dev from a single thread up to 4 threads.",
        // The parameters, as one sentence (issue 13: no two-row table).
        "in 1\u{a0}MiB transfers to a file of 16\u{a0}MiB",
        "-t 1m -b 16m -s 1 -e -i 2 -d 1 -F -o",
        // mean of IOR's two write iterations at 4 tasks: (2020.15 + 1939.28) / 2,
        // with the spread of the two iterations beside it
        "4 | 1,980 | 1,939 – 2,020 (n = 2) | 25,554 |",
        // The summary says how many iterations stand behind each value.
        "Each value is the mean of ",
    ] {
        assert!(en.contains(good), "missing `{good}` in the English document");
    }
    // mdtest's tree operations have a small figure of their own, and the
    // comparison between operations leaves them out (issue 15).
    let figs = proj.join("output/en/my-report/figures");
    let main = std::fs::read_to_string(figs.join("mdtest-3k.svg")).unwrap();
    let tree = std::fs::read_to_string(figs.join("mdtest-3k-tree.svg")).unwrap();
    assert!(!main.contains("Tree create") && main.contains("Stat"), "main figure");
    assert!(tree.contains("Tree create") && tree.contains("Tree remove") && !tree.contains(">Stat<"));
    assert!(en.contains("directory-tree operations"), "{en}");
    for line in en.lines().filter(|l| l.contains("times faster than")) {
        assert!(!line.contains("tree"), "{line}");
    }
    // mdtest's tree operations have words in every language.
    let zh = std::fs::read_to_string(proj.join("output/zh-TW/my-report/index.md")).unwrap();
    assert!(zh.contains("目錄樹建立") && !zh.contains("tree-create"));
    let json = std::fs::read_to_string(proj.join("output/data/my-report.json")).unwrap();
    assert!(json.contains("\"provenance\": \"measured\""));
}

#[test]
fn one_benchmark_id_for_several_workloads_is_refused_with_the_differences() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    mixed_logs(&proj.join("logs"));
    let before = std::fs::read(proj.join("my-report/report.toml")).unwrap();
    let o = pix(
        &proj,
        &[
            "ingest",
            "logs",
            "--into",
            "my-report",
            "--benchmark",
            "example",
            "--force",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("--benchmark example: the logs hold 9 different workloads"),
        "{err}"
    );
    assert!(
        err.contains("rw=randread") && err.contains("file_per_proc=true"),
        "{err}"
    );
    assert!(err.contains("Leave out --benchmark"), "{err}");
    assert_eq!(before, std::fs::read(proj.join("my-report/report.toml")).unwrap());
    // Without --into, different workloads cannot share one CSV either.
    let o = pix(&proj, &["ingest", "logs"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--into REPORT_DIR"));
}

#[test]
fn mdtest_into_a_bandwidth_benchmark_suggests_a_new_id() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let raw = repo().join("tests/fixtures/raw/mdtest/4.1.0+dev/mdtest_files_3K_np4.txt");
    let o = Command::new(BIN)
        .current_dir(&proj)
        .args(["ingest", "--into", "my-report", "--benchmark", "example", "--force"])
        .arg(&raw)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("cannot be expressed in GB/s"), "{err}");
    assert!(err.contains("e.g. --benchmark mdtest-3k"), "{err}");
    assert_eq!(err.matches("caused by").count(), 0, "{err}");
}

#[test]
fn build_outside_a_project_says_where_it_looked() {
    let tmp = tempfile::tempdir().unwrap();
    let o = pix(tmp.path(), &["build"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("no pixreport.toml in the current folder or in data/"),
        "{err}"
    );
    assert!(err.contains("pixreport new DIR"), "{err}");
    let help = String::from_utf8_lossy(&pix(tmp.path(), &["--help"]).stdout).to_string();
    assert!(help.contains("pixreport.toml of the current folder"), "{help}");
}

/// The project `pixreport new` makes passes `check`, glossary included, in
/// every language: a newcomer's first CI run is green.
#[test]
fn a_new_project_passes_check() {
    let dir = tempfile::tempdir().unwrap();
    let o = Command::new(BIN)
        .current_dir(dir.path())
        .args(["new", "fresh"])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let o = Command::new(BIN)
        .current_dir(dir.path().join("fresh"))
        .arg("check")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}{}", String::from_utf8_lossy(&o.stderr));
    assert!(out.contains(": 0 translation problems"), "{out}");
}

/// Three IOR workloads on one shared file (1 MiB transfers to 16 MiB and to
/// 8 MiB per process, 4 KiB transfers to 4 MiB) are three benchmarks whose
/// headings say what differs, in the text and in the summary table.
#[test]
fn workloads_of_one_kind_get_headings_that_say_what_differs() {
    let tmp = tempfile::tempdir().unwrap();
    ok(&pix(tmp.path(), &["new", "proj"]));
    let proj = tmp.path().join("proj");
    let logs = proj.join("logs");
    std::fs::create_dir_all(&logs).unwrap();
    let ior = repo().join("tests/fixtures/raw/ior/4.1.0+dev");
    for n in [
        "ior_shared_np1.txt",
        "ior_shared_np4.txt",
        "variants/ior_shared_np2_verbose_vv.txt",
        "variants/ior_shared_np4_random4k.txt",
    ] {
        let name = std::path::Path::new(n).file_name().unwrap();
        std::fs::copy(ior.join(n), logs.join(name)).unwrap();
    }
    let err = ok(&pix(&proj, &["ingest", "logs", "--into", "my-report"]));
    assert!(err.contains("3 workloads"), "{err}");
    ok(&pix(&proj, &["build", "--lang", "en"]));
    let en = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    let headings: Vec<&str> = en.lines().filter(|l| l.starts_with("### ")).collect();
    let shared: Vec<&&str> = headings.iter().filter(|h| h.contains("one shared file")).collect();
    assert_eq!(shared.len(), 3, "{headings:#?}");
    for want in [
        "(1\u{a0}MiB transfers, 16\u{a0}MiB per thread)",
        "(1\u{a0}MiB transfers, 8\u{a0}MiB per thread)",
        "(4\u{a0}KiB transfers, 4\u{a0}MiB per thread)",
    ] {
        assert_eq!(
            shared.iter().filter(|h| h.contains(want)).count(),
            1,
            "{want} in {headings:#?}"
        );
    }
    // The summary table tells the rows apart with the same words.
    assert!(en.contains("| Sequential IOR performance, N clients to one shared file (4\u{a0}KiB transfers, 4\u{a0}MiB per thread, MiB/s) |"), "{en}");
    // Each in Italian too, without any English left in the qualifier.
    ok(&pix(&proj, &["build", "--lang", "it"]));
    let it = std::fs::read_to_string(proj.join("output/it/my-report/index.md")).unwrap();
    assert!(it.contains("trasferimenti da 4\u{a0}KiB"), "{it}");
    assert!(!it.contains("transfers"), "{it}");
}

/// After `new` → `ingest --into` → `build`, the scaffold's placeholders
/// ("Your Name", the made-up title and date, "My file system", the
/// introduction's instructions) are never presented as facts: `check` and
/// `build` name each place, every page says it is a draft, and a draft
/// offers no citation. Once edited, the warning and the marks are gone.
#[test]
fn placeholders_of_new_are_named_and_marked_until_edited() {
    let (_tmp, proj) = ingested(|logs| {
        let src = repo().join("tests/fixtures/raw/ior/4.1.0+dev");
        for f in ["ior_shared_np1.txt", "ior_shared_np4.txt"] {
            std::fs::copy(src.join(f), logs.join(f)).unwrap();
        }
    });
    let places = "report.toml: title, report.toml: date, report.toml: authors, solution.toml: name, \
                  text/en/introduction.md, text/it/introduction.md, text/zh-TW/introduction.md, text/vi/introduction.md";
    let check = pix(&proj, &["check"]);
    let said = String::from_utf8_lossy(&check.stderr).to_string() + &String::from_utf8_lossy(&check.stdout);
    assert!(
        said.contains(&format!(
            "my-report: still holds the placeholder text of `pixreport new` in {places}"
        )),
        "{said}"
    );
    let o = pix(&proj, &["build", "--lang", "all"]);
    ok(&o);
    assert!(String::from_utf8_lossy(&o.stderr).contains(places));
    let page = |l: &str| std::fs::read_to_string(proj.join(format!("output/{l}/my-report/index.html"))).unwrap();
    for (l, mark) in [
        ("en", "Draft."),
        ("it", "Bozza."),
        // The full stop set after the bold, with no space after it.
        ("zh-TW", "草稿</strong>。"),
        ("vi", "Bản nháp."),
    ] {
        let html = page(l);
        assert!(html.contains(mark), "{l}: no draft notice");
        assert!(
            html.contains("report.toml: authors"),
            "{l}: the notice does not name the places"
        );
        assert!(
            !html.contains("citation_author") && !html.contains("id=\"cite-this\""),
            "{l}: a draft is offered for citing"
        );
    }
    // The author edits every place.
    let edit = |rel: &str, from: &str, to: &str| {
        let p = proj.join(rel);
        let t = std::fs::read_to_string(&p).unwrap();
        assert!(t.contains(from), "{rel} lacks {from}");
        std::fs::write(&p, t.replace(from, to)).unwrap();
    };
    edit("my-report/report.toml", "Your Name", "Ada Lovelace");
    edit("my-report/report.toml", "date = \"2026-01\"", "date = \"2026-11\"");
    edit(
        "my-report/report.toml",
        "My file system: performance",
        "Scratch: performance",
    );
    edit("my-report/report.toml", "Il mio file system", "Scratch");
    edit("my-report/report.toml", "我的檔案系統", "Scratch");
    edit("my-report/report.toml", "Hệ thống tệp của tôi", "Scratch");
    edit("my-report/solution.toml", "My file system", "Scratch");
    for l in ["en", "it", "zh-TW", "vi"] {
        std::fs::write(
            proj.join(format!("my-report/text/{l}/introduction.md")),
            "Scratch, measured in November.\n",
        )
        .unwrap();
    }
    let o = pix(&proj, &["build", "--lang", "all"]);
    ok(&o);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("placeholder"), "{err}");
    let html = page("en");
    assert!(!html.contains("Draft.") && html.contains("citation_author\" content=\"Ada Lovelace"));
}

/// A report of several tools (IOR, mdtest, IOzone and fio: more operations
/// than one table can hold on a page) gets its peak/sustained summary as one
/// table per tool, each with at most eight operation columns, numbered in
/// order and announced together.
#[test]
fn a_summary_of_many_tools_is_split_by_tool() {
    let (_tmp, proj) = ingested(mixed_logs);
    ok(&pix(&proj, &["build", "--lang", "en"]));
    let md = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    let summary = &md[md.find("{#summary}").expect("a summary")..];
    let captions: Vec<&str> = summary
        .lines()
        .filter(|l| l.contains("Peak and sustained performance ("))
        .collect();
    let tools: Vec<String> = captions
        .iter()
        .map(|c| c[c.rfind('(').unwrap() + 1..c.rfind(')').unwrap()].to_string())
        .collect();
    // In the order of the report's benchmarks (ingest orders them by id).
    assert_eq!(tools, ["fio", "IOR", "IOzone", "mdtest"], "{captions:?}");
    let numbers: Vec<u32> = captions
        .iter()
        .map(|c| {
            let n = c.split("Table ").nth(1).expect("a numbered caption");
            n[..n.find(|ch: char| !ch.is_ascii_digit()).unwrap()].parse().unwrap()
        })
        .collect();
    assert!(numbers.windows(2).all(|w| w[1] == w[0] + 1), "{numbers:?}");
    let intro = format!("Tables {} to {} gather", numbers[0], numbers[3]);
    assert!(summary.contains(&intro), "no `{intro}` in {summary}");
    // Every table's header row: benchmark, measure, at most eight operations.
    for header in summary.lines().filter(|l| l.starts_with("| Benchmark |")) {
        let cols = header.matches(" | ").count() + 1;
        assert!(cols <= 2 + 8, "{cols} columns: {header}");
    }
}

/// fio jobs that name one `filename=` (here fio-plot's public runs on a raw
/// disk, four jobs on /dev/sda) share it: the benchmark is N-to-1, never
/// "N clients to N files", and jobs with their own files stay N-to-N.
#[test]
fn fio_jobs_on_one_filename_are_one_shared_file() {
    let (_tmp, proj) = ingested(|logs| {
        let raw = repo().join("tests/fixtures/raw");
        let public = raw.join("public/fio/fioplot_fio-3.1_wd740gd_randwrite-16-4.json");
        std::fs::copy(public, logs.join("randwrite-16-4.json")).unwrap();
        let own = raw.join("fio/fio_randread_4k_nj4_jsonplus.json");
        std::fs::copy(own, logs.join("randread.json")).unwrap();
    });
    let toml = std::fs::read_to_string(proj.join("my-report/report.toml")).unwrap();
    let kind_of = |id: &str| {
        let at = toml
            .find(&format!("id = \"{id}\""))
            .unwrap_or_else(|| panic!("no {id} in {toml}"));
        let k = &toml[at..][toml[at..].find("kind = \"").unwrap() + 8..];
        k[..k.find('"').unwrap()].to_string()
    };
    assert_eq!(kind_of("fio-randwrite-4k"), "random-n-1");
    assert_eq!(kind_of("fio-randread-4k"), "random-n-n");
    ok(&pix(&proj, &["build", "--lang", "en"]));
    let md = std::fs::read_to_string(proj.join("output/en/my-report/index.md")).unwrap();
    assert!(
        md.contains("### Random small-block fio performance, N clients to one shared file"),
        "{md}"
    );
    assert!(
        md.contains("### Random small-block fio performance, N clients to N files"),
        "{md}"
    );
}

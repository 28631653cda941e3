//! The floor plan in `docs/architecture.md`, checked: each room (a folder
//! or file directly under `src/`) names, through `crate::<room>` paths, only
//! the rooms its row allows. A new arrow is a decision: add it to the table
//! here and to the drawing in the same commit.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Room → the rooms it may import (besides itself).
const MAY_IMPORT: &[(&str, &[&str])] = &[
    ("model", &[]),
    ("rng", &[]),
    ("fsx", &["model"]),
    ("i18n", &["model", "fsx"]),
    ("scan", &["model", "fsx", "rng"]),
    ("ingest", &["model", "rng"]),
    ("project", &["model", "fsx", "scan"]),
    ("analysis", &["model", "rng", "scan"]),
    ("schema", &["model", "analysis", "scan"]),
    ("diff", &["model", "fsx", "analysis", "schema", "project", "scan"]),
    ("output", &["fsx"]),
    ("figures", &["model", "i18n"]),
    ("document", &["model", "fsx", "i18n", "analysis", "diff", "figures"]),
    ("pdf", &["model", "i18n", "document", "figures"]),
    (
        "site",
        &[
            "model", "i18n", "analysis", "schema", "document", "figures", "pdf", "output",
        ],
    ),
];

fn rooms_named(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            walk(&p, files);
        } else if p.extension().is_some_and(|x| x == "rs") {
            files.push(p);
        }
    }
}

#[test]
fn rooms_import_only_what_the_plan_allows() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let rules: BTreeMap<&str, &[&str]> = MAY_IMPORT.iter().copied().collect();
    let mut files = Vec::new();
    walk(&src, &mut files);
    files.sort();
    let mut wrong = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap();
        let first = rel.components().next().unwrap().as_os_str().to_string_lossy();
        let room = first.trim_end_matches(".rs").to_string();
        // commands/, cli.rs, main.rs and lib.rs sit above every room.
        if ["commands", "cli", "main", "lib"].contains(&room.as_str()) {
            continue;
        }
        let Some(allowed) = rules.get(room.as_str()) else {
            wrong.push(format!("{}: a room the plan does not list", rel.display()));
            continue;
        };
        for named in rooms_named(&std::fs::read_to_string(f).unwrap()) {
            if named != room && !allowed.contains(&named.as_str()) {
                wrong.push(format!("{} imports {named}", rel.display()));
            }
        }
    }
    assert_eq!(
        wrong,
        Vec::<String>::new(),
        "arrows the plan in docs/architecture.md does not allow"
    );
}

/// The checker sees an arrow where there is one (so the test above cannot
/// pass by reading nothing), and not in a comment.
#[test]
fn the_checker_reads_paths_and_skips_comments() {
    let named = rooms_named("use crate::model::Lang;\n// crate::site is only named here\nlet x = crate::fsx::hex(&d);");
    assert_eq!(
        named,
        ["fsx", "model"].into_iter().map(String::from).collect::<BTreeSet<_>>()
    );
}

/// The README is for users (issue 40: at most 2,500 words); engineering logs
/// and decisions live in docs/. Every command's flags a user needs are in its
/// command list (issue 47).
#[test]
fn the_readme_stays_short_and_lists_every_command() {
    let readme = std::fs::read_to_string(super::harness::repo().join("README.md")).unwrap();
    let words = readme.split_whitespace().count();
    assert!(words <= 2500, "README.md has {words} words; move detail to docs/");
    for flag in [
        "--pdf",
        "--base-url",
        "--history",
        "--unit",
        "--benchmark",
        "--fail-on-unconfirmed",
        "--allow-missing",
        "--listing",
        "--format",
        "--root",
        "--print-gpfs-policy",
        "--taken",
        "--filesystem",
        "--size-bins",
    ] {
        assert!(readme.contains(flag), "README.md does not mention {flag}");
    }
}

/// Issue 40's limits on room size: a file a maintainer can read whole. A
/// file that grows past them is split by what it owns (a test module goes
/// to its own `*_tests.rs` file).
#[test]
fn no_source_file_is_too_long_to_read() {
    let mut files = Vec::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let lines: BTreeMap<String, usize> = (files.iter())
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(p).unwrap().lines().count(),
            )
        })
        .collect();
    let over = |n: usize| lines.iter().filter(move |(_, &l)| l > n).collect::<Vec<_>>();
    assert!(over(700).is_empty(), "files over 700 lines: {:?}", over(700));
    assert!(
        over(400).len() <= 15,
        "{} files over 400 lines (at most 15): {:?}",
        over(400).len(),
        over(400)
    );
}

/// The files a source file names: `super::x` (a sibling `x.rs` or
/// `x/mod.rs`) and `crate::a::b` (the deepest file the path reaches), in
/// the code before its `#[cfg(test)]` module.
fn files_named(src: &Path, file: &Path, text: &str) -> BTreeSet<std::path::PathBuf> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let module = |dir: &Path, name: &str| {
        [dir.join(format!("{name}.rs")), dir.join(name).join("mod.rs")]
            .into_iter()
            .find(|p| p.is_file())
    };
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    for line in code.lines() {
        let line = line.split("//").next().unwrap_or("");
        // Inside a folder, `super` is that folder (a `mod.rs` is the folder
        // itself, whose `super` is above it: not followed).
        if file.file_name().is_some_and(|n| n != "mod.rs") {
            for (at, _) in line.match_indices("super::") {
                let name = ident(&line[at + "super::".len()..]);
                out.extend(module(file.parent().unwrap(), &name));
            }
        }
        for (at, _) in line.match_indices("crate::") {
            let (mut dir, mut found) = (src.to_path_buf(), None);
            for part in line[at + "crate::".len()..].split("::").map(ident) {
                match module(&dir, &part) {
                    Some(p) => found = Some(p),
                    None => break,
                }
                dir = dir.join(&part);
            }
            out.extend(found);
        }
    }
    out.remove(file);
    out
}

/// No two files import each other, directly or round a loop (a circle
/// makes two files one in all but name).
#[test]
fn no_import_circle_between_files() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    let graph: BTreeMap<_, _> = (files.iter())
        .map(|f| (f.clone(), files_named(&src, f, &std::fs::read_to_string(f).unwrap())))
        .collect();
    // Depth first; a file met again while still on the path closes a circle.
    fn visit<'a>(
        f: &'a std::path::PathBuf,
        graph: &'a BTreeMap<std::path::PathBuf, BTreeSet<std::path::PathBuf>>,
        path: &mut Vec<&'a std::path::PathBuf>,
        done: &mut BTreeSet<&'a std::path::PathBuf>,
        circles: &mut Vec<String>,
    ) {
        if let Some(at) = path.iter().position(|p| *p == f) {
            let names: Vec<String> = (path[at..].iter())
                .map(|p| p.components().rev().take(3).collect::<Vec<_>>())
                .map(|c| {
                    c.iter()
                        .rev()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/")
                })
                .collect();
            circles.push(names.join(" -> "));
            return;
        }
        if !done.insert(f) {
            return;
        }
        path.push(f);
        for g in &graph[f] {
            visit(g, graph, path, done, circles);
        }
        path.pop();
    }
    let (mut done, mut circles) = (BTreeSet::new(), Vec::new());
    for f in graph.keys() {
        visit(f, &graph, &mut Vec::new(), &mut done, &mut circles);
    }
    assert_eq!(circles, Vec::<String>::new(), "import circles between files");
    // The reader finds arrows (so the test cannot pass by reading nothing).
    let serve = src.join("commands/serve.rs");
    assert!(graph[&serve].contains(&src.join("commands/serve_http.rs")));
    assert!(graph[&serve].contains(&src.join("commands/build.rs")));
}

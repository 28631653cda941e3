//! Bad inputs: each gives a clear error naming the file and place, exit
//! status 1, and leaves the previous output exactly as it was.

use super::harness::{tree, Project};

/// Builds once, breaks an input with `edit`, builds again and returns the
/// error text after checking nothing changed on disk.
fn fails_cleanly(edit: impl FnOnce(&Project)) -> String {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "it", "--data", "data", "--out", "output"]);
    let before = tree(&p.out());
    edit(&p);
    let o = p.run(&["build", "--lang", "it", "--data", "data", "--out", "output"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(before, tree(&p.out()), "previous output untouched");
    let mut left: Vec<_> = std::fs::read_dir(p.dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    left.sort();
    assert_eq!(left, ["data", "output"], "nothing beside the output");
    String::from_utf8_lossy(&o.stderr).to_string()
}

#[test]
fn bad_number_names_file_line_and_column() {
    let e = fails_cleanly(|p| p.edit("pixstor-2019/results/seq-n-n.csv", |s| s.replacen("16.7", "16.7q", 1)));
    assert!(
        e.contains("seq-n-n.csv: line ") && e.contains("column 2 (`write`)") && e.contains("is not a number"),
        "{e}"
    );
}

#[test]
fn unknown_column_is_named() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/results/seq-n-n.csv", |s| {
            let mut lines: Vec<String> = s.lines().map(|l| format!("{l},1")).collect();
            lines[0] = lines[0].replace(",1", ",wirte");
            lines.join("\n") + "\n"
        })
    });
    assert!(
        e.contains("seq-n-n.csv: line 1, column 4 (`wirte`): unknown column"),
        "{e}"
    );
}

#[test]
fn repeated_thread_count_that_is_not_an_iteration() {
    let e = fails_cleanly(|p| p.edit("pixstor-2019/results/seq-n-n.csv", |s| format!("{s}1,1.0,1.0\n")));
    assert!(
        e.contains("seq-n-n.csv: line 13") && e.contains("1 threads already appeared on line 2"),
        "{e}"
    );
}

#[test]
fn unknown_unit() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replacen("unit = \"GB/s\"", "unit = \"GB/sec\"", 1)
        })
    });
    assert!(e.contains("report.toml") && e.contains("unknown unit `GB/sec`"), "{e}");
}

#[test]
fn unknown_benchmark_kind() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replacen("kind = \"metadata\"", "kind = \"metadta\"", 1)
        })
    });
    assert!(
        e.contains("report.toml") && e.contains("unknown benchmark kind `metadta`"),
        "{e}"
    );
}

#[test]
fn missing_results_file() {
    let e = fails_cleanly(|p| std::fs::remove_file(p.data().join("pixstor-2019/results/random.csv")).unwrap());
    assert!(e.contains("random.csv: missing file"), "{e}");
}

#[test]
fn toml_syntax_error_has_a_line() {
    let e = fails_cleanly(|p| p.edit("pixstor-2019/solution.toml", |s| format!("{s}\n[testbed\n")));
    assert!(e.contains("solution.toml") && e.contains("line"), "{e}");
}

#[test]
fn path_tricks_in_ids_are_refused() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replacen("id = \"seq-n-n\"", "id = \"../../evil\"", 1)
        })
    });
    assert!(e.contains("must be 1–64 characters of a-z, 0-9 and `-`"), "{e}");
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replacen(
                "results = \"results/seq-n-n.csv\"",
                "results = \"../../../etc/passwd\"",
                1,
            )
        })
    });
    assert!(e.contains("must be a relative path inside the report folder"), "{e}");
}

#[test]
fn out_folder_not_made_by_pixreport_is_refused() {
    let p = Project::bundled(&["pixstor-2019"]);
    std::fs::create_dir_all(p.out()).unwrap();
    std::fs::write(p.out().join("thesis.tex"), "precious").unwrap();
    let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not made by pixreport"));
    assert_eq!(std::fs::read_to_string(p.out().join("thesis.tex")).unwrap(), "precious");
}

#[test]
fn script_in_author_prose_and_labels_is_shown_as_text() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.edit("pixstor-2019/text/en/introduction.md", |s| {
        format!("<script>alert(1)</script>\n\nSee [x](javascript:alert(2)).\n\n{s}")
    });
    p.edit("pixstor-2019/report.toml", |s| {
        s.replacen(
            "en = \"Dell EMC Ready Solution for HPC PixStor Storage: performance characterisation\"",
            "en = \"<img src=x onerror=alert(3)>\"",
            1,
        )
    });
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let html = p.read("en/pixstor-2019/index.html");
    assert!(
        !html.contains("<script>alert")
            && !html.contains("<img src=x")
            && !html.to_lowercase().contains("href=\"javascript"),
        "escaped"
    );
    assert!(html.contains("See <a href=\"#\">x</a>"), "link neutralised");
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(html.contains("&lt;img src=x onerror=alert(3)&gt;"));
}

/// Issue 12, item 10: a mistyped `[text]` slot is an error, not dropped prose.
#[test]
fn a_mistyped_text_slot_is_an_error() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replace("conclusions = \"conclusions.md\"", "conclusion = \"conclusions.md\"")
        })
    });
    assert!(
        e.contains("report.toml") && e.contains("text.conclusion: unknown slot") && e.contains("conclusions"),
        "{e}"
    );
}

/// Issue 12, item 9: two figures with one file name are an error naming it,
/// never one section showing the other's chart.
#[test]
fn figure_file_names_cannot_clash() {
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            s.replacen("id = \"seq-n-1\"", "id = \"example-overlay\"", 1)
                + "\n[[comparison]]\nid = \"example\"\ncurrent = \"seq-n-n\"\nbaseline = \"example-overlay\"\n\
                   current_label = \"A\"\nbaseline_label = \"B\"\n"
        })
    });
    assert!(e.contains("figures/example-overlay.svg"), "{e}");
}

/// Issue 12, item 10: a byte-order mark at the start of prose is dropped,
/// so the first heading stays a heading.
#[test]
fn a_byte_order_mark_in_prose_does_not_break_the_first_heading() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.edit("pixstor-2019/text/en/introduction.md", |s| {
        format!("\u{feff}## Welcome\n\n{s}")
    });
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let html = p.read("en/pixstor-2019/index.html");
    assert!(html.contains(">Welcome</h2>"), "BOM kept the heading from rendering");
    assert!(!html.contains('\u{feff}'));
}

/// Issue 12, item 10: unit, kind and provenance errors name the line and
/// column of the cell; values no figure can draw are refused at the cell.
#[test]
fn unit_kind_and_provenance_errors_name_line_and_column() {
    for (from, to, what) in [
        ("unit = \"GB/s\"", "unit = \"GB/sec\"", "unknown unit `GB/sec`"),
        (
            "kind = \"metadata\"",
            "kind = \"metadta\"",
            "unknown benchmark kind `metadta`",
        ),
        (
            "provenance = \"reconstructed\"",
            "provenance = \"guessed\"",
            "`guessed` (expected measured",
        ),
    ] {
        let e = fails_cleanly(|p| p.edit("pixstor-2019/report.toml", |s| s.replacen(from, to, 1)));
        assert!(e.contains("report.toml") && e.contains(what), "{e}");
        assert!(e.contains("line ") && e.contains("column "), "no line and column: {e}");
    }
}

#[test]
fn values_no_figure_can_draw_are_refused_at_the_cell() {
    let e = fails_cleanly(|p| p.edit("pixstor-2019/results/seq-n-n.csv", |s| s.replacen("16.7", "1e20", 1)));
    assert!(
        e.contains("seq-n-n.csv: line ") && e.contains("larger than figures can label"),
        "{e}"
    );
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/results/mdtest-empty.csv", |s| {
            let mut lines: Vec<String> = s.lines().map(str::to_string).collect();
            let cells: Vec<&str> = lines[1].split(',').collect();
            let mut row = vec![cells[0].to_string(), "0".to_string()];
            row.extend(cells[2..].iter().map(|c| c.to_string()));
            lines[1] = row.join(",");
            lines.join("\n") + "\n"
        })
    });
    assert!(e.contains("mdtest-empty.csv") && e.contains("log scale"), "{e}");
}

/// Issue 13: a reconstructed report marks which points its source states;
/// the rest are shown as interpolated in the data table (≈) and the figure
/// (hollow markers); a `stated` point that is not in the results is an error.
#[test]
fn stated_and_interpolated_points_are_told_apart() {
    let p = Project::bundled(&["pixstor-2019", "pixstor-capacity-expansion"]);
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let md = p.read("en/pixstor-capacity-expansion/index.md");
    assert!(
        md.contains("8 | 21.6 | ≈"),
        "stated write at 8 threads, interpolated read"
    );
    assert!(md.contains("1 | ≈"), "interpolated points are marked");
    assert!(md.contains("Filled markers are values the source states"));
    // Hollow markers are white inside: without `stated`, nothing is hollow.
    let white = |svg: &str| svg.matches("fill=\"#FFFFFF\"").count();
    let marked = white(&p.read("en/pixstor-capacity-expansion/figures/seq-n-n.svg"));
    p.edit("pixstor-capacity-expansion/report.toml", |s| {
        s.replace("stated = { write = [8, 128] }", "")
    });
    p.build(&["--lang", "en", "--data", "data", "--out", "output"]);
    let plain = white(&p.read("en/pixstor-capacity-expansion/figures/seq-n-n.svg"));
    // 22 points, 2 of them stated: 20 more hollow markers.
    assert_eq!(marked, plain + 20, "{marked} against {plain}");
    // Its own figure marks nothing now; the comparison still marks the
    // baseline's (pixstor-2019's) estimates.
    let csv = p.read("en/pixstor-capacity-expansion/figures/seq-n-n.csv");
    assert!(!csv.lines().any(|l| l.ends_with(",true")), "{csv}");
    let cmp = p.read("en/pixstor-capacity-expansion/figures/vs-large-overlay.csv");
    assert!(
        (cmp.lines()).any(|l| l.contains(",baseline,") && l.ends_with(",true"))
            && !(cmp.lines()).any(|l| l.contains(",current,") && l.ends_with(",true")),
        "{cmp}"
    );
    let p = Project::bundled(&["pixstor-2019", "pixstor-capacity-expansion"]);
    p.edit("pixstor-capacity-expansion/report.toml", |s| {
        s.replace("stated = { write = [8, 128] }", "stated = { write = [3] }")
    });
    let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
    let e = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(e.contains("stated.write: 3 threads is not a point"), "{e}");
}

/// Issue 45, item 7: an image in prose that names a file of the author's
/// is said, with file and line (the site holds only what pixreport makes,
/// so it would show broken); addresses and the report's own figures are
/// not.
#[test]
fn a_local_image_in_prose_is_named_with_file_and_line() {
    let p = Project::bundled(&["small-vm-measured"]);
    p.edit("small-vm-measured/text/it/introduction.md", |s| {
        format!("{s}\n![Il rack](foto/rack.jpg)\n\n![logo](https://example.org/logo.png) ![f](figures/seq-1m.svg)\n")
    });
    let line = std::fs::read_to_string(p.data().join("small-vm-measured/text/it/introduction.md"))
        .unwrap()
        .lines()
        .position(|l| l.contains("foto/rack.jpg"))
        .unwrap()
        + 1;
    let o = p.build(&["--lang", "it", "--data", "data", "--out", "output"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    let said: Vec<&str> = stderr.lines().filter(|l| l.contains("the image `")).collect();
    assert_eq!(said.len(), 1, "{stderr}");
    assert!(
        said[0].contains(&format!(
            "small-vm-measured: text/it/introduction.md:{line}: the image `foto/rack.jpg`"
        )),
        "{stderr}"
    );
}

/// Issue 45, item 7: a project's message override whose id pixreport does
/// not use, or that uses a variable pixreport never passes, is said by
/// `build` and by `check`, naming the language and the message.
#[test]
fn message_overrides_pixreport_does_not_use_are_named() {
    let p = Project::bundled(&["small-vm-measured"]);
    let dir = p.data().join("locales/it");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("mine.ftl"),
        "secton-intro = Introduzione\nskip-link = Vai al testo { $foo }\n",
    )
    .unwrap();
    let unknown = "locales/it: message `secton-intro` is not one pixreport uses";
    let variable = "locales/it: message `skip-link` uses variables [foo] but English uses []";
    let o = p.build(&["--lang", "it", "--data", "data", "--out", "output"]);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(stderr.contains(unknown) && stderr.contains(variable), "{stderr}");
    let o = p.run(&["check", "--data", "data"]);
    let out = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(!o.status.success(), "{out}");
    assert!(out.contains(unknown) && out.contains(variable), "{out}");
    assert!(!out.contains("is missing"), "{out}");
}

/// Issue 45, item 7: a size in report.toml that cannot be read is named
/// with its file, line and column, as every other bad TOML value is.
#[test]
fn a_bad_size_names_file_line_and_column() {
    let mut line = 0;
    let e = fails_cleanly(|p| {
        p.edit("pixstor-2019/report.toml", |s| {
            line = s.lines().position(|l| l.starts_with("transfer_size = ")).unwrap() + 1;
            s.replacen("transfer_size = \"8 MiB\"", "transfer_size = \"8 MyB\"", 1)
        })
    });
    assert!(
        e.contains(&format!("report.toml: TOML parse error at line {line}, column 17"))
            && e.contains("unknown size unit `MyB`"),
        "{e}"
    );
}

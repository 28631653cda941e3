//! The index pages' rows are rendered by `index_row.html`; `build --report
//! X` lists the other reports from the entries the last build kept in the
//! output. Each case here ends equal to a clean full build.

use super::harness::{repo, Project};
use super::incremental::site;
use std::path::Path;

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];
const X: &str = "small-vm-measured";

/// A clean full build of the same project into `out`, for comparison.
fn clean(p: &Project, out: &str) -> std::collections::BTreeMap<String, Vec<u8>> {
    p.build(&["--lang", "all", "--out", out]);
    site(&p.dir.path().join(out))
}

#[test]
fn a_changed_headline_of_x_matches_a_clean_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    // The headline: the peak read of X's first benchmark moves.
    p.edit(&format!("{X}/results/ior-shared.csv"), |s| {
        s.replacen("1939.28,33953", "1939.28,43953", 1)
    });
    let before = p.read("en/index.html");
    p.build(&["--lang", "all", "--report", X]);
    assert_ne!(before, p.read("en/index.html"), "X's row shows its new headline");
    assert_eq!(site(&p.out()), clean(&p, "clean"));
}

#[test]
fn an_edited_row_template_renders_every_row_again() {
    let p = Project::bundled(&REPORTS);
    let templates = p.data().join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let row = std::fs::read_to_string(repo().join("templates/index_row.html")).unwrap();
    std::fs::write(
        templates.join("index_row.html"),
        row.replace("<tr>", "<tr class=\"one\">"),
    )
    .unwrap();
    p.build(&["--lang", "all"]);
    assert_eq!(p.read("it/index.html").matches("<tr class=\"one\">").count(), 2);
    std::fs::write(
        templates.join("index_row.html"),
        row.replace("<tr>", "<tr class=\"two\">"),
    )
    .unwrap();
    p.build(&["--lang", "all", "--report", X]);
    let it = p.read("it/index.html");
    assert_eq!(it.matches("<tr class=\"two\">").count(), 2, "{it}");
    assert!(!it.contains("class=\"one\""), "{it}");
    assert_eq!(site(&p.out()), clean(&p, "clean"));
}

#[test]
fn a_language_dropped_by_the_project_leaves_every_row() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    p.edit("pixreport.toml", |s| {
        s.replacen(
            "languages = [\"en\", \"it\", \"zh-TW\", \"vi\"]",
            "languages = [\"en\", \"it\", \"zh-TW\"]",
            1,
        )
    });
    p.build(&["--lang", "all", "--report", X]);
    assert!(!p.read("en/index.html").contains("vi/"));
    let reference = clean(&p, "clean");
    let out = site(&p.out());
    for f in [
        "index.html",
        "en/index.html",
        "it/index.html",
        "zh-TW/index.html",
        "sitemap.xml",
    ] {
        assert_eq!(out.get(f), reference.get(f), "{f}");
    }
}

/// The embedded `index.html` gets its rows copied in where a mark stands
/// in for them; a mark that also turns up elsewhere in the page (here in a
/// project's stylesheet) makes the page rendered with its rows as before.
#[test]
fn a_rows_mark_in_the_stylesheet_leaves_the_rows_where_they_belong() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all", "--out", "plain"]);
    let css = std::fs::read_to_string(repo().join("templates/style.css")).unwrap();
    let templates = p.data().join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    let mark = "<!--pixreport rows 0-->";
    std::fs::write(templates.join("style.css"), format!("{css}/* {mark} */\n")).unwrap();
    p.build(&["--lang", "all"]);
    // The pages differ in their stylesheet (and its hash in the policy)
    // only.
    let body = |s: String| s.split_once("</style>").unwrap().1.to_string();
    let plain = |f: &str| std::fs::read_to_string(p.dir.path().join("plain").join(f)).unwrap();
    for f in ["index.html", "en/index.html", "zh-TW/index.html"] {
        let page = p.read(f);
        assert_eq!(page.matches(mark).count(), 1, "{f}");
        assert!(page.matches("<tr><th scope=\"row\">").count() >= 2, "{f}");
        assert_eq!(body(page), body(plain(f)), "{f}");
    }
}

/// An `index.html` written before rows had their own template (looping
/// over the rows' fields) keeps working: as an override it gives the same
/// page as the embedded templates.
#[test]
fn an_index_override_that_loops_over_row_fields_still_works() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all", "--out", "plain"]);
    let page = std::fs::read_to_string(repo().join("templates/index.html")).unwrap();
    let row = std::fs::read_to_string(repo().join("templates/index_row.html")).unwrap();
    // The page as it was: the row's markup inside the loop.
    let old = page.replace(
        "{{ g.rows_html | safe }}",
        &format!("{{% for r in g.rows %}}{row}\n{{% endfor %}}"),
    );
    assert_ne!(old, page);
    let templates = p.data().join("templates");
    std::fs::create_dir_all(&templates).unwrap();
    std::fs::write(templates.join("index.html"), old).unwrap();
    p.build(&["--lang", "all"]);
    let plain = |f: &str| std::fs::read_to_string(Path::new(&p.dir.path().join("plain")).join(f)).unwrap();
    for f in ["index.html", "en/index.html", "zh-TW/index.html"] {
        assert_eq!(p.read(f), plain(f), "{f}");
    }
}

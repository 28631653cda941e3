//! The index pages' rows are rendered by `index_row.html` and saved with
//! the listing entries, so `build --report X` runs Tera only for the rows
//! that changed. A saved row must never make a page differ from what a
//! build without any saved state writes: each case here ends equal to one.

use super::harness::{repo, tree, Project};
use std::path::Path;

const REPORTS: [&str; 2] = ["small-vm-measured", "nss8-ha-metadata"];
const X: &str = "small-vm-measured";

/// The output after `args`, built into `out` of the same project with no
/// saved state (every row rendered anew), for comparison.
fn stateless(p: &Project, out: &str, args: &[&str]) -> std::collections::BTreeMap<String, Vec<u8>> {
    let _ = std::fs::remove_file(p.dir.path().join(format!(".{out}.state")));
    let mut all = args.to_vec();
    all.extend(["--out", out]);
    p.build(&all);
    let _ = std::fs::remove_file(p.dir.path().join(format!(".{out}.state")));
    tree(&p.dir.path().join(out))
}

/// The saved state's text (the rows are in it).
fn state(p: &Project) -> String {
    std::fs::read_to_string(p.dir.path().join(".output.state")).unwrap()
}

#[test]
fn a_changed_headline_or_title_of_x_matches_a_clean_build() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    assert!(state(&p).contains("<tr><th scope=\"row\">"), "rows are saved");
    // The headline: the peak read of X's first benchmark moves.
    p.edit(&format!("{X}/results/ior-shared.csv"), |s| {
        s.replacen("1939.28,33953", "1939.28,43953", 1)
    });
    let before = p.read("en/index.html");
    p.build(&["--lang", "all", "--report", X]);
    let after = p.read("en/index.html");
    assert_ne!(before, after, "X's row shows its new headline");
    assert_eq!(tree(&p.out()), stateless(&p, "clean", &["--lang", "all"]));
    // The title.
    p.edit(&format!("{X}/report.toml"), |s| {
        s.replacen("en = \"IOR and fio", "en = \"Renamed <b>&amp;</b> IOR and fio", 1)
    });
    p.build(&["--lang", "all", "--report", X]);
    assert!(p.read("index.html").contains("Renamed &lt;b&gt;&amp;amp;&lt;"));
    assert_eq!(tree(&p.out()), stateless(&p, "clean2", &["--lang", "all"]));
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
    assert!(
        it.matches("<tr class=\"two\">").count() == 2 && !it.contains("class=\"one\""),
        "{it}"
    );
    assert_eq!(tree(&p.out()), stateless(&p, "clean", &["--lang", "all"]));
}

/// Spoils every saved row of `out`'s state (the rest of the state stays:
/// each row keeps its length, which the state file writes before it):
/// the next build renders every row anew.
fn spoil_rows(p: &Project, out: &str) {
    let path = p.dir.path().join(format!(".{out}.state"));
    if let Ok(s) = std::fs::read_to_string(&path) {
        std::fs::write(&path, s.replace("<th scope=\"row\">", "<th scope=\"rOw\">")).unwrap();
    }
}

/// Builds into `out`, X losing its Italian document by hand in between;
/// `fresh`: with every saved row spoilt before each build (the reference).
fn steps(p: &Project, out: &str, fresh: bool) {
    let run = |args: &[&str]| {
        if fresh {
            spoil_rows(p, out);
        }
        let mut all = args.to_vec();
        all.extend(["--out", out]);
        p.build(&all);
    };
    run(&["--lang", "all"]);
    // X's row, and only its row, changes.
    std::fs::remove_dir_all(p.dir.path().join(out).join(format!("it/{X}"))).unwrap();
    run(&["--lang", "all", "--report", "nss8-ha-metadata"]);
}

#[test]
fn a_language_added_or_removed_for_a_report_changes_its_row_everywhere() {
    let p = Project::bundled(&REPORTS);
    steps(&p, "output", false);
    let en = p.read("en/index.html");
    assert!(!en.contains(&format!("it/{X}/index.html")), "X's row lost Italian");
    assert!(en.contains("it/nss8-ha-metadata/index.html"));
    steps(&p, "clean", true);
    assert_eq!(tree(&p.out()), tree(&p.dir.path().join("clean")), "removed");
    // Added back: X's Italian document alone.
    p.build(&["--lang", "all", "--report", X]);
    assert!(p.read("en/index.html").contains(&format!("it/{X}/index.html")));
    // The listing pages (the neighbours' previous/next links are not
    // rows: they follow the `--report` rule of docs/decisions.md).
    let listing = |t: &std::collections::BTreeMap<String, Vec<u8>>| {
        let pages = [
            "index.html",
            "en/index.html",
            "it/index.html",
            "zh-TW/index.html",
            "sitemap.xml",
        ];
        pages.map(|f| t.get(f).cloned())
    };
    let reference = stateless(&p, "clean2", &["--lang", "all"]);
    assert_eq!(listing(&tree(&p.out())), listing(&reference), "added");
    // The project drops Vietnamese: every row loses it.
    p.edit("pixreport.toml", |s| {
        s.replacen(
            "languages = [\"en\", \"it\", \"zh-TW\", \"vi\"]",
            "languages = [\"en\", \"it\", \"zh-TW\"]",
            1,
        )
    });
    p.build(&["--lang", "all", "--report", X]);
    assert!(!p.read("en/index.html").contains("vi/"));
    let reference = stateless(&p, "clean3", &["--lang", "all"]);
    assert_eq!(listing(&tree(&p.out())), listing(&reference), "dropped");
}

#[test]
fn a_tampered_saved_row_is_not_used() {
    let p = Project::bundled(&REPORTS);
    p.build(&["--lang", "all"]);
    let path = p.dir.path().join(".output.state");
    let s = state(&p);
    let n = s.matches("<th scope=\"row\">").count();
    assert!(n >= 8, "{n} rows saved");
    // The rows keep their lengths (written before each row): the state is
    // read, and only the rows' checksums tell.
    std::fs::write(&path, s.replace("<th scope=\"row\">", "<th scope=\"TAMP\">")).unwrap();
    p.build(&["--lang", "all", "--report", X]);
    for f in ["index.html", "en/index.html", "vi/index.html"] {
        assert!(!p.read(f).contains("TAMP"), "{f}");
    }
    assert!(!state(&p).contains("TAMP"), "the rows were saved anew");
    assert_eq!(tree(&p.out()), stateless(&p, "clean", &["--lang", "all"]));
    // A row that does not fit its length: the state is not read at all.
    let s = state(&p);
    std::fs::write(&path, s.replace("<th scope=\"row\">", "<th scope=\"row\">TAMPERED ")).unwrap();
    p.build(&["--lang", "all", "--report", X]);
    assert!(!state(&p).contains("TAMPERED"));
    assert_eq!(tree(&p.out()), stateless(&p, "clean2", &["--lang", "all"]));
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

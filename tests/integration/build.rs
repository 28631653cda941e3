//! The bundled PixStor 2019 report, built end to end.

use super::harness::{bundled_site, tree, Project};
use serde_json::Value;

fn series<'a>(json: &'a Value, bench: &str, op: &str) -> &'a Value {
    json["benchmarks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["id"] == bench)
        .unwrap_or_else(|| panic!("no benchmark {bench}"))["series"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["operation"] == op)
        .unwrap_or_else(|| panic!("no {bench}/{op}"))
}

fn close(v: &Value, expected: f64) -> bool {
    (v.as_f64().unwrap() - expected).abs() < 1e-9 * expected.abs().max(1.0)
}

#[test]
fn pixstor_2019_builds_in_english_and_italian_with_the_seed_figures() {
    let p = bundled_site();
    let files = tree(&p.out());
    for lang in ["en", "it"] {
        for f in ["index.md", "index.html"] {
            assert!(files.contains_key(&format!("{lang}/pixstor-2019/{f}")), "{lang}/{f}");
        }
        let figs = files
            .keys()
            .filter(|k| {
                k.starts_with(&format!("{lang}/pixstor-2019/figures/"))
                    && !k.contains("/analytics-")
                    && k.ends_with(".svg")
            })
            .count();
        assert_eq!(figs, 6, "six benchmark figures in {lang}");
        assert!(files.contains_key(&format!("{lang}/index.html")));
    }
    assert!(files.contains_key("index.html") && files.contains_key("data/pixstor-2019.json"));

    let json: Value = serde_json::from_str(&p.read("data/pixstor-2019.json")).unwrap();
    assert_eq!(json["schema"], 1);
    assert_eq!(json["provenance"], "reconstructed");
    assert_eq!(
        json["inputs"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|i| i["path"].as_str().unwrap().starts_with("results/"))
            .count(),
        6
    );
    for i in json["inputs"].as_array().unwrap() {
        assert_eq!(i["sha256"].as_str().unwrap().len(), 64);
    }
    // The seed's stated figures (Italian blog, text and Table 4).
    let w = series(&json, "seq-n-n", "write");
    assert!(close(&w["peak"]["value"], 16.7) && w["peak"]["threads"] == 16);
    assert!(close(&w["sustained"]["value"], 16.5));
    let r = series(&json, "seq-n-n", "read");
    assert!(close(&r["peak"]["value"], 23.0) && r["peak"]["threads"] == 32);
    assert!(close(&r["sustained"]["value"], 20.5));
    let r = series(&json, "seq-n-1", "read");
    assert!(
        close(&r["sustained"]["value"], 20.5),
        "sustained ignores the momentary drop"
    );
    assert_eq!(r["sustained"]["method"], "isolated-dip");
    let dip = r["observations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["kind"] == "isolated-dip")
        .unwrap();
    assert_eq!(dip["threads"], 128);
    assert!(close(&dip["value"], 18.5));
    let s = series(&json, "mdtest-empty", "stat");
    assert!(close(&s["peak"]["value"], 11.2e6) && s["peak"]["threads"] == 64);
    let c = series(&json, "mdtest-empty", "create");
    assert!(close(&c["peak"]["value"], 194_200.0) && c["peak"]["threads"] == 512);
    assert_eq!(c["ending"]["trend"], "improving");
    let rr = series(&json, "random", "read");
    assert!(close(&rr["peak"]["value"], 20_400.0) && rr["peak"]["threads"] == 512);
    // Every point carries its iterations and the mean as value.
    let p0 = &w["points"][0];
    assert!(close(&p0["value"], p0["iterations"][0].as_f64().unwrap()));
}

#[test]
fn italian_document_has_tables_numbers_and_banner() {
    let p = bundled_site();
    let md = p.read("it/pixstor-2019/index.md");
    // Reconstructed data said visibly, at the top.
    let banner = md.find("**Dati ricostruiti.**").expect("banner");
    assert!(banner < md.find("## Introduzione").unwrap());
    // Locale numbers: decimal comma and Italian grouping.
    assert!(md.contains("16,7\u{a0}GB/s"), "decimal comma, no-break space");
    assert!(md.contains("2.097.152"), "grouping");
    // Tables: components, test bed, mdtest distribution (computed), summary.
    assert!(md.contains("Componenti della soluzione"));
    assert!(md.contains("| Nodi client | 16 |"));
    assert!(
        md.contains("| 1 | 2.048 | 1.024 | 2.097.152 |"),
        "1 thread → 2048 directories; table numbers grouped from four digits"
    );
    assert!(md.contains("| 512 | 4 | 1.024 | 2.097.152 |"));
    assert!(md.contains("Prestazioni di picco e sostenute"));
    // The summary is a matrix: benchmark rows (peak, sustained) × operations.
    assert!(
        md.contains("| Prestazioni sequenziali da N client a N file (IOzone, GB/s) | Picco | 16,7 | 23 |"),
        "summary peak row: the unit joins the heading's own brackets, never \"(IOzone) (GB/s)\""
    );
    assert!(md.contains("|  | Sostenuto | 16,5 | 20,5 |"), "summary sustained row");
    // Generated observations in Italian.
    assert!(md.contains("Le letture toccano il massimo, 23\u{a0}GB/s, con 32 thread"));
    assert!(md.contains("A 128 thread c'è un calo momentaneo a 18,5\u{a0}GB/s"));
    let html = p.read("it/pixstor-2019/index.html");
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"it\">"));
    assert_eq!(
        html.matches("<svg ").count(),
        6 + 8,
        "six benchmarks, eight analytics views"
    );
    assert!(html.contains("<table>") && html.contains("<style>"));
    // Inline SVG names its XML namespace; that is an identifier, not a fetch.
    let fetched = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    assert!(
        !fetched.contains("http://") && !fetched.contains("https://"),
        "no external resources"
    );
}

#[test]
fn building_twice_gives_identical_bytes() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.build(&["--lang", "all", "--data", "data", "--out", "output"]);
    let first = tree(&p.out());
    p.build(&["--lang", "all", "--data", "data", "--out", "output"]);
    assert_eq!(first, tree(&p.out()));
    assert!(first.len() > 20);
}

#[test]
fn markdown_snapshots() {
    let p = bundled_site();
    for lang in ["en", "it"] {
        let md = p.read(&format!("{lang}/pixstor-2019/index.md"));
        insta::assert_snapshot!(format!("pixstor-2019-{lang}"), md);
    }
}

#[test]
fn check_passes_on_the_bundled_project_and_writes_nothing() {
    let p = Project::bundled(&["pixstor-2019"]);
    let before = tree(p.dir.path());
    let o = p.run(&["check", "--data", "data"]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{stdout}{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        stdout.contains("checked 1 report, 6 benchmarks: 0 translation problems"),
        "{stdout}"
    );
    assert_eq!(before, tree(p.dir.path()));
}

#[test]
fn project_templates_and_locales_override_the_embedded_ones() {
    let p = Project::bundled(&["pixstor-2019"]);
    std::fs::create_dir_all(p.data().join("templates")).unwrap();
    std::fs::write(p.data().join("templates/style.css"), "body { color: rebeccapurple; }").unwrap();
    std::fs::create_dir_all(p.data().join("locales/en")).unwrap();
    std::fs::write(
        p.data().join("locales/en/ours.ftl"),
        "section-summary = Headline numbers\n",
    )
    .unwrap();
    p.build(&["--lang", "en", "--data", "data", "--out", "output", "--dump-context"]);
    let html = p.read("en/pixstor-2019/index.html");
    assert!(html.contains("rebeccapurple"), "project CSS used");
    let md = p.read("en/pixstor-2019/index.md");
    assert!(md.contains("## Headline numbers {#summary}"), "project message used");
    assert!(
        md.contains("## Introduction {#introduction}"),
        "other messages still embedded"
    );
    // --dump-context writes what templates see.
    let ctx: Value = serde_json::from_str(&p.read("en/pixstor-2019/context.json")).unwrap();
    assert_eq!(ctx["summary"]["heading"], "Headline numbers");
    assert_eq!(ctx["benchmarks"].as_array().unwrap().len(), 6);
}

#[test]
fn a_script_in_a_csv_header_is_rejected_not_rendered() {
    let p = Project::bundled(&["pixstor-2019"]);
    p.edit("pixstor-2019/results/seq-n-n.csv", |s| {
        s.replacen("threads,write,read", "threads,write,<script>", 1)
    });
    let o = p.run(&["build", "--lang", "en", "--data", "data", "--out", "output"]);
    assert_eq!(o.status.code(), Some(1));
    let e = String::from_utf8_lossy(&o.stderr);
    assert!(e.contains("seq-n-n.csv: line 1, column 3 (`<script>`)"), "{e}");
    assert!(!p.out().exists());
}

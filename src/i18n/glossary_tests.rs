use super::*;

#[test]
fn every_embedded_glossary_parses_and_avoids_are_not_preferred() {
    for lang in Lang::ALL {
        let g = Glossary::load(lang, None).unwrap();
        for t in &g.terms {
            assert!(!t.preferred.is_empty(), "{lang}: {}", t.concept);
            let own = g.lint(Path::new("x"), &t.preferred, Source::Markdown);
            assert!(own.is_empty(), "{lang}: the preferred term is forbidden: {own:?}");
        }
    }
    assert!(!Glossary::load(Lang::ZhTw, None).unwrap().terms.is_empty());
}

#[test]
fn forbidden_terms_are_found_with_line_and_column() {
    let g = Glossary::load(Lang::ZhTw, None).unwrap();
    let p = g.lint(
        Path::new("a.md"),
        "第一行\n寫入在 64 個執行緒後進入高原。\n",
        Source::Markdown,
    );
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].line, p[0].column), (2, 15));
    assert_eq!(p[0].preferred, "平穩區");
    assert!(p[0]
        .to_string()
        .starts_with("a.md:2:15: glossary (zh-TW): “高原” — use “平穩區”"));
}

#[test]
fn code_ids_and_placeables_are_not_prose() {
    let g = Glossary::load(Lang::Vi, None).unwrap();
    let md = "Dùng `bài kiểm tra` ở đây.\n```\nbài kiểm tra\n```\nMột bài kiểm tra.\n";
    let p = g.lint(Path::new("t.md"), md, Source::Markdown);
    assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![5]);
    let ftl = "vung-binh-on = { $vùng_bình_ổn } ok\n# vùng bình ổn\nx = vùng bình ổn\n";
    let p = g.lint(Path::new("m.ftl"), ftl, Source::Fluent);
    assert_eq!(p.iter().map(|p| p.line).collect::<Vec<_>>(), vec![3]);
}

#[test]
fn toml_labels_of_the_language_only() {
    let g = Glossary::load(Lang::It, None).unwrap();
    let toml = "label = { en = \"Scale-out\", it = \"Crescita orizzontale\" }\n# it = \"Crescita orizzontale\"\n";
    let p = g.lint(Path::new("r.toml"), toml, Source::TomlLabels);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].line, p[0].column), (1, 35));
}

#[test]
fn a_planted_term_in_prose_is_reported_with_its_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let r = dir.path().join("r");
    std::fs::create_dir_all(r.join("text/vi")).unwrap();
    std::fs::write(r.join("text/vi/intro.md"), "Dòng một.\nHiệu năng đạt vùng bình ổn.\n").unwrap();
    std::fs::write(
        r.join("report.toml"),
        "title = { en = \"x\", vi = \"Đặc tả hiệu năng\" }\n",
    )
    .unwrap();
    let p = lint_project(std::slice::from_ref(&r), None).unwrap();
    let shown: Vec<String> = p.iter().map(ToString::to_string).collect();
    assert!(
        shown
            .iter()
            .any(|s| s.contains("text/vi/intro.md:2:") && s.contains("vùng ổn định")),
        "{shown:?}"
    );
    assert!(
        shown
            .iter()
            .any(|s| s.contains("report.toml:1:") && s.contains("đánh giá hiệu năng")),
        "{shown:?}"
    );
}

#[test]
fn latin_terms_match_whole_words_only() {
    assert_eq!(find_word("la cancellazione e", "cancellazione"), vec![4]);
    assert!(find_word("cancellazioneX", "cancellazione").is_empty());
    assert_eq!(find_word("進入高原。", "高原"), vec![3]);
}

#[test]
fn a_project_glossary_extends_and_replaces() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("it")).unwrap();
    std::fs::write(
        dir.path().join("it/glossary.toml"),
        "[[term]]\nconcept = \"plateau\"\nuse = \"pianoro\"\navoid = [\"plateau\"]\n\n[[term]]\nconcept = \"node\"\nuse = \"nodo\"\navoid = [\"node\"]\n",
    )
    .unwrap();
    let g = Glossary::load(Lang::It, Some(dir.path())).unwrap();
    assert_eq!(g.terms.iter().filter(|t| t.concept == "plateau").count(), 1);
    let p = g.lint(Path::new("x.md"), "Un plateau per node.", Source::Markdown);
    assert_eq!(p.len(), 2, "{p:?}");
    std::fs::write(dir.path().join("it/glossary.toml"), "[[term]]\nconcept = 1\n").unwrap();
    let e = Glossary::load(Lang::It, Some(dir.path())).unwrap_err().to_string();
    assert!(e.contains("glossary.toml"), "{e}");
}

use super::*;

#[test]
fn every_language_has_every_english_message_with_the_same_variables() {
    let problems = check_messages(&Lang::ALL, None).unwrap();
    let text: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(problems.is_empty(), "{}", text.join("\n"));
}

#[test]
fn numbers_in_messages_use_icu4x() {
    let it = Localizer::new(Lang::It, None).unwrap();
    let s = it.msg(
        "value-with-unit",
        Some(&Args::new().num("value", 16.74, 1).str("unit", "GB/s")),
    );
    assert_eq!(s, "16,7\u{a0}GB/s");
    let en = Localizer::new(Lang::En, None).unwrap();
    let s = en.msg(
        "value-with-unit",
        Some(&Args::new().num("value", 2097152.0, 0).str("unit", "op/s")),
    );
    assert_eq!(s, "2,097,152\u{a0}op/s");
}

#[test]
fn plurals_and_exact_variants_follow_the_language() {
    let en = Localizer::new(Lang::En, None).unwrap();
    assert_eq!(
        en.msg("bench-commands", Some(&Args::new().int("count", 1u32))),
        "The command line:"
    );
    assert_eq!(
        en.msg("bench-commands", Some(&Args::new().int("count", 2u32))),
        "The command lines:"
    );
    let zh = Localizer::new(Lang::ZhTw, None).unwrap();
    let a = Args::new()
        .int("from", 1u32)
        .int("to", 4u32)
        .str("variant", "a")
        .num("factor", 3.5, 1);
    let s = zh.msg("obs-linear", Some(&a));
    assert!(s.contains("單一執行緒"), "{s}");
    let it = Localizer::new(Lang::It, None).unwrap();
    let a = Args::new()
        .int("from", 1u32)
        .int("to", 4u32)
        .str("variant", "a")
        .num("factor", 3.5, 1);
    assert!(it.msg("obs-linear", Some(&a)).starts_with("Da un thread a 4 thread"));
}

#[test]
fn unknown_message_is_visible_and_recorded() {
    let vi = Localizer::new(Lang::Vi, None).unwrap();
    assert_eq!(vi.t("no-such-message"), "[no-such-message]");
    assert_eq!(vi.take_missed(), vec!["no-such-message".to_string()]);
    assert!(vi.take_missed().is_empty(), "taken");
}

#[test]
fn project_locales_override_embedded_messages() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("en")).unwrap();
    std::fs::write(dir.path().join("en/custom.ftl"), "col-threads = many threads\n").unwrap();
    let en = Localizer::new(Lang::En, Some(dir.path())).unwrap();
    assert_eq!(en.t("col-threads"), "many threads");
    std::fs::write(dir.path().join("en/bad.ftl"), "ok = fine\nbroken = {\n").unwrap();
    let err = Localizer::new(Lang::En, Some(dir.path())).err().unwrap().to_string();
    assert!(
        err.contains("bad.ftl: line ") && err.contains("Fluent syntax error"),
        "{err}"
    );
}

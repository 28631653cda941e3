//! In-sentence forms of author labels (comparison sides, limits). A label
//! is written for a legend or a table ("Capacity expansion (4 × ME4084)",
//! "容量擴充 (4 × ME4084)"); pasted into a sentence it needs the language's
//! own form: lower case and an article in English, lower case in Italian and
//! Vietnamese, full-width brackets in Chinese. The author can give the form
//! (`*_in_sentence` in report.toml / solution.toml); otherwise
//! [`sentence_form`] computes it.

use super::{lower_first_word, Lang, LocalText};

/// The label `display` as it reads inside a sentence of `lang`, when the
/// author gave no form of their own:
/// * `en`: a plain capitalised first word is lowered and takes "the"
///   ("the capacity expansion (…)"); names ("NSS8.x-HA", "PowerVault …",
///   "4 × EDR") are kept as they are, without article;
/// * `it`, `vi`: a plain capitalised first word is lowered ("espansione di
///   capacità", "cấu hình lớn"). Italian articles depend on the noun's
///   gender, which a rule cannot know: give `*_in_sentence` for them;
/// * `zh-TW`: half-width brackets become full-width, without the space
///   before them ("容量擴充（4 × ME4084）"); Chinese has no case.
pub fn sentence_form(display: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let lowered = lower_first_word(display);
            if lowered != display {
                format!("the {lowered}")
            } else {
                lowered
            }
        }
        Lang::It | Lang::Vi => lower_first_word(display),
        Lang::ZhTw => full_width_brackets(display),
    }
}

/// The author's in-sentence form when given for `lang` (or for every
/// language), else [`sentence_form`] of the display label: an author may
/// write only the languages the rule gets wrong, such as Italian articles.
pub fn in_sentence(display: &LocalText, given: Option<&LocalText>, lang: Lang) -> String {
    match given.and_then(|t| t.per_lang.get(&lang).or(t.any.as_ref())) {
        Some(t) => t.clone(),
        None => sentence_form(display.in_lang(lang), lang),
    }
}

/// `a (b)` → `a（b）`: brackets in Chinese running text are full width and
/// take no space around them.
fn full_width_brackets(s: &str) -> String {
    s.replace(" (", "（")
        .replace('(', "（")
        .replace(") ", "）")
        .replace(')', "）")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computed_forms_per_language() {
        assert_eq!(
            sentence_form("Capacity expansion (4 × ME4084)", Lang::En),
            "the capacity expansion (4 × ME4084)"
        );
        assert_eq!(sentence_form("NSS8.x-HA", Lang::En), "NSS8.x-HA");
        assert_eq!(sentence_form("4 × EDR InfiniBand", Lang::En), "4 × EDR InfiniBand");
        assert_eq!(
            sentence_form("Configurazione Large (4 × ME4084)", Lang::It),
            "configurazione Large (4 × ME4084)"
        );
        assert_eq!(
            sentence_form("Cấu hình lớn (4 × ME4084)", Lang::Vi),
            "cấu hình lớn (4 × ME4084)"
        );
        assert_eq!(
            sentence_form("容量擴充 (4 × ME4084 + 4 × ME484)", Lang::ZhTw),
            "容量擴充（4 × ME4084 + 4 × ME484）"
        );
        assert_eq!(sentence_form("", Lang::ZhTw), "");
    }

    #[test]
    fn the_author_form_wins() {
        let display = LocalText::plain("Large configuration");
        let given = LocalText::plain("our large configuration");
        assert_eq!(in_sentence(&display, Some(&given), Lang::En), "our large configuration");
        assert_eq!(in_sentence(&display, None, Lang::En), "the large configuration");
        let mut it_only = LocalText::default();
        it_only.per_lang.insert(Lang::It, "la configurazione Large".into());
        let display = LocalText::plain("Large configuration");
        assert_eq!(
            in_sentence(&display, Some(&it_only), Lang::It),
            "la configurazione Large"
        );
        assert_eq!(
            in_sentence(&display, Some(&it_only), Lang::En),
            "the large configuration"
        );
    }
}

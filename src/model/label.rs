//! In-sentence forms of author labels (comparison sides, limits). A label
//! is written for a legend or a table ("Capacity expansion (4 × ME4084)",
//! "容量擴充 (4 × ME4084)"); pasted into a sentence it needs the language's
//! own form: lower case and an article in English, lower case in Italian and
//! Vietnamese, full-width brackets in Chinese. The author can give the form
//! (`*_in_sentence` in report.toml / solution.toml); otherwise
//! [`sentence_form`] computes it.

use super::{Lang, LocalText};

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
pub(crate) fn sentence_form(display: &str, lang: Lang) -> String {
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
pub(crate) fn in_sentence(display: &LocalText, given: Option<&LocalText>, lang: Lang) -> String {
    let own = given.and_then(|t| t.per_lang.get(&lang).or(t.any.as_ref()));
    own.map_or_else(|| sentence_form(display.in_lang(lang), lang), String::clone)
}

/// `a (b)` → `a（b）`: brackets in Chinese running text are full width and
/// take no space around them.
fn full_width_brackets(s: &str) -> String {
    s.replace(" (", "（")
        .replace('(', "（")
        .replace(") ", "）")
        .replace(')', "）")
}

/// `s` with its first letter in lower case when its first word is a plain
/// capitalised word (one capital, then lower-case letters).
pub(crate) fn lower_first_word(s: &str) -> String {
    let word: &str = s.split(|c: char| !c.is_alphabetic()).next().unwrap_or("");
    let mut chars = word.chars();
    let plain =
        chars.next().is_some_and(char::is_uppercase) && word.chars().count() > 1 && chars.all(char::is_lowercase);
    if !plain {
        return s.to_string();
    }
    let mut out: String = s.chars().next().map(|c| c.to_lowercase().collect()).unwrap_or_default();
    out.push_str(&s[s.chars().next().map_or(0, char::len_utf8)..]);
    out
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

    #[test]
    fn only_plain_capitalised_words_are_lowered() {
        assert_eq!(
            lower_first_word("Array PowerVault ME4, specifica massima"),
            "array PowerVault ME4, specifica massima"
        );
        assert_eq!(
            lower_first_word("Dispositivi NVMe (teorico)"),
            "dispositivi NVMe (teorico)"
        );
        assert_eq!(
            lower_first_word("Thiết bị NVMe (lý thuyết)"),
            "thiết bị NVMe (lý thuyết)"
        );
        assert_eq!(lower_first_word("PowerVault ME4 arrays"), "PowerVault ME4 arrays");
        assert_eq!(lower_first_word("4 × EDR InfiniBand"), "4 × EDR InfiniBand");
        assert_eq!(lower_first_word("NVMe 裝置理論頻寬"), "NVMe 裝置理論頻寬");
        assert_eq!(lower_first_word(""), "");
    }
}

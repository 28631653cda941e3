//! Languages pixreport writes, and author text given per language.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

/// A language of the generated documents. English is the source language:
/// every other falls back to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Lang {
    En,
    It,
    ZhTw,
    Vi,
}

impl Lang {
    pub(crate) const ALL: [Lang; 4] = [Lang::En, Lang::It, Lang::ZhTw, Lang::Vi];

    /// BCP 47 tag, also the folder name under `output/` and `locales/`.
    pub(crate) fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::ZhTw => "zh-TW",
            Lang::Vi => "vi",
        }
    }

    /// The language's own name, for language switchers.
    pub(crate) fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::ZhTw => "繁體中文",
            Lang::Vi => "Tiếng Việt",
        }
    }

    /// What goes between two sentences of a paragraph: nothing in Chinese
    /// (its full stop carries its own space), a space elsewhere.
    pub(crate) fn sentence_separator(self) -> &'static str {
        match self {
            Lang::ZhTw => "",
            _ => " ",
        }
    }

    /// The abbreviations of large counts on figures, smallest first, as the
    /// language's readers shorten them: SI `k` in Italian, 萬 and 億
    /// (groups of 10⁴, as in the prose) in Chinese, `N` (nghìn) and `Tr`
    /// (triệu) in Vietnamese.
    pub fn figure_scales(self) -> &'static [(f64, &'static str)] {
        match self {
            Lang::En => &[(1e3, "K"), (1e6, "M"), (1e9, "G"), (1e12, "T")],
            Lang::It => &[(1e3, "k"), (1e6, "M"), (1e9, "G"), (1e12, "T")],
            Lang::ZhTw => &[(1e4, "\u{a0}萬"), (1e8, "\u{a0}億"), (1e12, "\u{a0}兆")],
            Lang::Vi => &[(1e3, "N"), (1e6, "Tr"), (1e9, "Tỷ")],
        }
    }

    /// CSS font list for figures and pages. The embedded DejaVu Sans comes
    /// first for Latin and Vietnamese; CJK fonts are named explicitly because
    /// resvg maps a bare `sans-serif` to Arial.
    pub fn font_family(self) -> &'static str {
        match self {
            Lang::ZhTw => "DejaVu Sans, Noto Sans CJK TC, Noto Sans TC, WenQuanYi Micro Hei, Microsoft JhengHei, PingFang TC, sans-serif",
            _ => "DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().replace('_', "-").as_str() {
            "en" => Ok(Lang::En),
            "it" => Ok(Lang::It),
            "zh-tw" | "zh-hant" | "zh-hant-tw" => Ok(Lang::ZhTw),
            "vi" => Ok(Lang::Vi),
            _ => Err(format!("unknown language `{s}` (expected one of: en, it, zh-TW, vi)")),
        }
    }
}

impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.tag())
    }
}

/// Author text: the same in every language, or given per language.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LocalText {
    /// Text used when a language has none of its own.
    pub(crate) any: Option<String>,
    pub(crate) per_lang: BTreeMap<Lang, String>,
}

impl LocalText {
    pub(crate) fn plain(s: impl Into<String>) -> Self {
        LocalText {
            any: Some(s.into()),
            per_lang: BTreeMap::new(),
        }
    }

    /// The text in `lang`; falls back to the plain text, then English, then
    /// any language. The flag is true when a fallback to another language was
    /// needed (the build warns about it).
    pub(crate) fn get(&self, lang: Lang) -> (&str, bool) {
        if let Some(s) = self.per_lang.get(&lang).or(self.any.as_ref()) {
            return (s, false);
        }
        let other = self.per_lang.get(&Lang::En).or_else(|| self.per_lang.values().next());
        (other.map_or("", String::as_str), true)
    }

    pub(crate) fn in_lang(&self, lang: Lang) -> &str {
        self.get(lang).0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_tags_loosely_and_rejects_unknown() {
        assert_eq!("zh_tw".parse::<Lang>().unwrap(), Lang::ZhTw);
        assert_eq!("IT".parse::<Lang>().unwrap(), Lang::It);
        assert!("fr".parse::<Lang>().unwrap_err().contains("zh-TW"));
    }

    #[test]
    fn local_text_falls_back_to_english_and_says_so() {
        let mut t = LocalText::default();
        t.per_lang.insert(Lang::En, "Storage".into());
        t.per_lang.insert(Lang::It, "Archiviazione".into());
        assert_eq!(t.get(Lang::It), ("Archiviazione", false));
        assert_eq!(t.get(Lang::Vi), ("Storage", true));
        assert_eq!(LocalText::plain("R740").get(Lang::ZhTw), ("R740", false));
    }
}

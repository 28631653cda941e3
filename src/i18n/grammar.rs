//! Grammar Fluent cannot express on its own, exposed to messages as custom
//! functions.
//!
//! `ARTICLE($n, prep: "a")` gives the Italian definite article (with its
//! preposition contracted) that goes before the number `$n` as it is read
//! aloud: "al 29,3%", "all'82,9%", "dell'1,2%", "del 5%", "lo 0,5%". Italian
//! chooses the article by the first sound of the spoken number: *uno*,
//! *otto*, *undici*, *ottanta…* and *ottocento…* begin with a vowel and take
//! `l'`; *zero* takes `lo`; every other number takes `il`. Thousands and
//! millions are read from their leading group (*ottomila* → `l'`, *mille* →
//! `il`, *un milione* → `il`). The function returns the article with its
//! trailing space (or apostrophe), so a message writes
//! `{ ARTICLE($pct, prep: "di") }{ $pct }%`.

use fluent_bundle::{FluentArgs, FluentValue};

/// The three forms of the Italian definite article before a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ItArticle {
    /// *il* (masculine, before most consonants).
    Il,
    /// *lo* (before *z*: zero).
    Lo,
    /// *l'* (before a vowel).
    Elided,
}

/// The article the whole part `n` of a number takes when read aloud.
pub(crate) fn it_article_for(n: u64) -> ItArticle {
    if n == 0 {
        return ItArticle::Lo;
    }
    let (mut g, mut mag) = (n, 0u32);
    while g >= 1000 {
        g /= 1000;
        mag += 1;
    }
    // "mille", "un milione", "un miliardo": a consonant (or the article of
    // the noun), never the vowel of "uno".
    if g == 1 && mag >= 1 {
        return ItArticle::Il;
    }
    let vowel = if g >= 100 {
        g / 100 == 8
    } else {
        g == 1 || g == 8 || g == 11 || (80..=89).contains(&g)
    };
    if vowel {
        ItArticle::Elided
    } else {
        ItArticle::Il
    }
}

/// The article contracted with `prep` (`""`, `a`, `di`, `da`, `in`, `su`, or
/// any other word, which is kept apart: "con il", "per l'"), ready to be
/// followed directly by the number.
pub(crate) fn it_article_with(prep: &str, art: ItArticle) -> String {
    let stem = match prep {
        "a" => "al",
        "di" => "del",
        "da" => "dal",
        "in" => "nel",
        "su" => "sul",
        "" => "",
        other => {
            let plain = it_article_with("", art);
            return format!("{other} {plain}");
        }
    };
    match (stem, art) {
        ("", ItArticle::Il) => "il ".into(),
        ("", ItArticle::Lo) => "lo ".into(),
        ("", ItArticle::Elided) => "l'".into(),
        // al → all', allo; del → dell', dello; …
        (s, ItArticle::Il) => format!("{s} "),
        (s, ItArticle::Lo) => format!("{s}lo "),
        (s, ItArticle::Elided) => format!("{s}l'"),
    }
}

/// The whole part of a number a message received: a Fluent number, or a
/// string we formatted ourselves (`+82,9`, `1.024`, `82.9`). The separators
/// of the locale do not matter: only the digits before the decimal mark are
/// read, and a grouping mark is followed by exactly three digits.
fn whole_part(v: &FluentValue) -> Option<u64> {
    match v {
        FluentValue::Number(n) if n.value.is_finite() => Some(n.value.abs().trunc() as u64),
        FluentValue::String(s) => whole_part_of_text(s),
        _ => None,
    }
}

fn whole_part_of_text(s: &str) -> Option<u64> {
    let t = s.trim().trim_start_matches(['+', '-', '−', '±']);
    let mut digits = String::new();
    let mut chars = t.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else if c == '.' || c == ',' || c == '\u{a0}' || c == '\u{202f}' {
            // A grouping mark has three digits after it and no more.
            let rest: String = chars.clone().take_while(|c| c.is_ascii_digit()).collect();
            let after = chars.clone().nth(rest.len());
            let grouping = rest.len() == 3 && !matches!(after, Some('0'..='9'));
            if !grouping || digits.is_empty() {
                break;
            }
        } else {
            break;
        }
    }
    digits.parse().ok()
}

/// The Fluent function `ARTICLE` (see the module documentation).
pub(crate) fn article_function<'a>(positional: &[FluentValue<'a>], named: &FluentArgs) -> FluentValue<'a> {
    let Some(n) = positional.first().and_then(whole_part) else {
        return FluentValue::Error;
    };
    let prep = match named.get("prep") {
        Some(FluentValue::String(s)) => s.to_string(),
        _ => String::new(),
    };
    FluentValue::from(it_article_with(&prep, it_article_for(n)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ItArticle::*;

    #[test]
    fn vowel_numbers_take_l_apostrophe() {
        for n in [
            1, 8, 11, 80, 82, 89, 800, 899, 8_000, 11_000, 80_500, 800_000, 8_000_000,
        ] {
            assert_eq!(it_article_for(n), Elided, "{n}");
        }
        for n in [
            2, 5, 10, 12, 18, 29, 79, 90, 100, 106, 180, 1_000, 1_800, 1_000_000, 5_000,
        ] {
            assert_eq!(it_article_for(n), Il, "{n}");
        }
        assert_eq!(it_article_for(0), Lo);
    }

    #[test]
    fn prepositions_contract() {
        assert_eq!(it_article_with("a", it_article_for(29)), "al ");
        assert_eq!(it_article_with("a", it_article_for(80)), "all'");
        assert_eq!(it_article_with("di", it_article_for(82)), "dell'");
        assert_eq!(it_article_with("di", it_article_for(78)), "del ");
        assert_eq!(it_article_with("", it_article_for(1)), "l'");
        assert_eq!(it_article_with("", it_article_for(5)), "il ");
        assert_eq!(it_article_with("di", it_article_for(0)), "dello ");
        assert_eq!(it_article_with("con", it_article_for(11)), "con l'");
    }

    #[test]
    fn text_numbers_are_read_by_their_whole_part() {
        assert_eq!(whole_part_of_text("+82,9"), Some(82));
        assert_eq!(whole_part_of_text("1,2"), Some(1));
        assert_eq!(whole_part_of_text("1.024"), Some(1024));
        assert_eq!(whole_part_of_text("11.600,5"), Some(11600));
        assert_eq!(whole_part_of_text("82.9"), Some(82));
        assert_eq!(whole_part_of_text("-18"), Some(18));
        assert_eq!(whole_part_of_text("abc"), None);
    }

    #[test]
    fn the_function_in_italian_messages() {
        use fluent_bundle::{FluentBundle, FluentResource};
        let res = FluentResource::try_new(
            "m = pari { ARTICLE($pct, prep: \"a\") }{ $pct }%\nn = almeno { ARTICLE($pct) }{ $pct }%\n".to_string(),
        )
        .unwrap();
        let mut b = FluentBundle::new(vec!["it".parse().unwrap()]);
        b.set_use_isolating(false);
        b.add_function("ARTICLE", article_function).unwrap();
        b.add_resource(res).unwrap();
        let run = |id: &str, v: f64| {
            let mut args = FluentArgs::new();
            args.set("pct", v);
            let mut errs = vec![];
            let s = b.format_pattern(b.get_message(id).unwrap().value().unwrap(), Some(&args), &mut errs);
            assert!(errs.is_empty(), "{errs:?}");
            s.into_owned()
        };
        assert_eq!(run("m", 29.3), "pari al 29.3%");
        assert_eq!(run("m", 82.9), "pari all'82.9%");
        assert_eq!(run("n", 80.0), "almeno l'80%");
        assert_eq!(run("n", 5.0), "almeno il 5%");
    }
}

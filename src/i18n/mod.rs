//! Localisation: Fluent messages for every string the tool writes, and
//! ICU4X number formatting wired in as Fluent's number formatter.
//!
//! Messages come from the embedded `locales/<lang>/*.ftl` (compiled into the
//! binary) overridden, message by message, by the project's own
//! `locales/<lang>/*.ftl`. A message missing in a language falls back to
//! English; `missing_messages` lists what `pixreport check` reports.

pub(crate) mod dates;
mod embedded;
pub(crate) mod glossary;
pub(crate) mod grammar;
pub(crate) mod numbers;
pub(crate) mod typography;

pub(crate) use dates::DateFormat;
pub(crate) use embedded::EMBEDDED;
pub(crate) use numbers::NumberFormat;

use crate::model::Lang;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::{IntlLangMemoizer, Memoizable};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use unic_langid::LanguageIdentifier;

type Bundle = fluent_bundle::bundle::FluentBundle<FluentResource, IntlLangMemoizer>;

#[derive(Debug, thiserror::Error)]
pub enum I18nError {
    #[error("{path}: line {line}: Fluent syntax error: {message}")]
    Syntax {
        path: PathBuf,
        line: usize,
        message: String,
    },
    /// A project locale file that is a symlink out of its folder, not a
    /// regular file, or too large (see `fsx`).
    #[error(transparent)]
    Fs(#[from] crate::fsx::FsError),
}

/// Message lookup for one language with English fallback.
pub struct Localizer {
    pub(crate) lang: Lang,
    bundle: Bundle,
    fallback: Option<Bundle>,
    numbers: NumberFormat,
    dates: DateFormat,
    /// Message ids looked up but found only in English (or nowhere).
    missed: std::cell::RefCell<BTreeSet<String>>,
    /// Set while a document is built for print (see [`Localizer::for_print`]).
    print: std::cell::Cell<bool>,
}

/// ICU4X's decimal formatter, memoized per Fluent bundle so Fluent's
/// `NUMBER()` and plain numeric arguments format like our tables do.
struct IcuNumbers(NumberFormat);

impl Memoizable for IcuNumbers {
    type Args = ();
    type Error = ();
    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, ()> {
        Ok(IcuNumbers(NumberFormat::for_tag(&lang.to_string())))
    }
}

fn icu_formatter(v: &FluentValue, memo: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = v else { return None };
    let max = n.options.maximum_fraction_digits.unwrap_or(2);
    let min = n.options.minimum_fraction_digits.unwrap_or(0);
    memo.with_try_get::<IcuNumbers, _, _>((), |f| f.0.prose_fixed_min(n.value, max, min))
        .ok()
}

fn parse_ftl(path: &str, text: String) -> Result<FluentResource, I18nError> {
    FluentResource::try_new(text).map_err(|(res, errs)| {
        let e = &errs[0];
        let src = res.source();
        let line = src[..e.pos.start.min(src.len())].matches('\n').count() + 1;
        I18nError::Syntax {
            path: PathBuf::from(path),
            line,
            message: format!("{:?}", e.kind),
        }
    })
}

/// The message files of one language, parsed: the embedded ones, then the
/// project's, which override them.
fn load_sources(lang: Lang, project_locales: Option<&Path>) -> Result<Vec<FluentResource>, I18nError> {
    let mut sources = (EMBEDDED.iter().filter(|(l, ..)| *l == lang))
        .map(|(_, name, text)| parse_ftl(&format!("locales/{}/{name}", lang.tag()), text.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(dir) = project_locales.map(|d| d.join(lang.tag())) {
        for name in glossary::files_with(&dir, "ftl") {
            let text = crate::fsx::read_text_inside(&dir, Path::new(&name), crate::fsx::INPUT_LIMIT)?;
            sources.push(parse_ftl(&dir.join(&name).to_string_lossy(), text)?);
        }
    }
    Ok(sources)
}

fn make_bundle(lang: Lang, sources: Vec<FluentResource>) -> Bundle {
    let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
    let mut b = Bundle::new(vec![id]);
    b.set_use_isolating(false);
    b.set_formatter(Some(icu_formatter));
    // Grammar functions (see `grammar`). They cannot clash: the bundle is
    // new and has no other functions.
    let _ = b.add_function("ARTICLE", grammar::article_function);
    let _ = b.add_function("PREP", grammar::prep_function);
    for r in sources {
        b.add_resource_overriding(r);
    }
    b
}

/// Every message id defined in a language's sources.
fn message_ids(lang: Lang, project_locales: Option<&Path>) -> Result<BTreeMap<String, BTreeSet<String>>, I18nError> {
    let mut out = BTreeMap::new();
    for r in &load_sources(lang, project_locales)? {
        for entry in r.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.insert(m.id.name.to_string(), variables_of(m));
            }
        }
    }
    Ok(out)
}

/// Variables a message uses (`$name`), in its value and attributes.
fn variables_of(m: &fluent_syntax::ast::Message<&str>) -> BTreeSet<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
                for n in &arguments.named {
                    inline(&n.value, out);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    pattern(&v.value, out);
                }
            }
            Expression::Inline(i) => inline(i, out),
        }
    }
    fn pattern(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let PatternElement::Placeable { expression } = el {
                expr(expression, out);
            }
        }
    }
    let mut out = BTreeSet::new();
    if let Some(v) = &m.value {
        pattern(v, &mut out);
    }
    for a in &m.attributes {
        pattern(&a.value, &mut out);
    }
    out
}

/// A problem with one language's messages, as `pixreport check` prints it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageProblem {
    #[error("locales/{lang}: message `{id}` is missing (English is used)")]
    Missing { lang: Lang, id: String },
    #[error("locales/{lang}: message `{id}` uses variables [{}] but English uses [{}]", here.join(", "), english.join(", "))]
    Variables {
        lang: Lang,
        id: String,
        english: Vec<String>,
        here: Vec<String>,
    },
    #[error("locales/{lang}: message `{id}` is not one pixreport uses (unused: a typo?)")]
    Extra { lang: Lang, id: String },
    /// A term the language's glossary forbids, in a message, a prose file or
    /// a TOML label.
    #[error(transparent)]
    Glossary(glossary::GlossaryProblem),
}

/// Compares every language's messages, with the project's overrides, with
/// the English pixreport ships: missing messages, messages whose variables
/// differ, and messages pixreport does not use (an override's typo).
pub(crate) fn check_messages(langs: &[Lang], project_locales: Option<&Path>) -> Result<Vec<MessageProblem>, I18nError> {
    let en = message_ids(Lang::En, None)?;
    let mut out = Vec::new();
    for &lang in langs {
        let here = message_ids(lang, project_locales)?;
        for (id, vars) in &en {
            match here.get(id) {
                None => out.push(MessageProblem::Missing { lang, id: id.clone() }),
                Some(v) if v != vars => out.push(MessageProblem::Variables {
                    lang,
                    id: id.clone(),
                    english: vars.iter().cloned().collect(),
                    here: v.iter().cloned().collect(),
                }),
                _ => {}
            }
        }
        for id in here.keys().filter(|id| !en.contains_key(*id)) {
            out.push(MessageProblem::Extra { lang, id: id.clone() });
        }
    }
    Ok(out)
}

/// Arguments for a message: numbers keep their value for plural selection
/// and are formatted by ICU4X with the fraction digits given here.
#[derive(Default)]
pub(crate) struct Args<'a>(FluentArgs<'a>);

impl<'a> Args<'a> {
    pub(crate) fn new() -> Self {
        Args(FluentArgs::new())
    }
    pub(crate) fn str(mut self, k: &'a str, v: impl Into<String>) -> Self {
        self.0.set(k, FluentValue::from(v.into()));
        self
    }
    /// A number shown with at most `max_frac` fraction digits.
    pub(crate) fn num(mut self, k: &'a str, v: f64, max_frac: usize) -> Self {
        let options = FluentNumberOptions {
            maximum_fraction_digits: Some(max_frac),
            ..Default::default()
        };
        self.0.set(k, FluentValue::Number(FluentNumber::new(v, options)));
        self
    }
    /// A whole number. It keeps Fluent's default options so that exact
    /// variants such as `[1]` match (fluent-bundle compares options too).
    pub(crate) fn int(mut self, k: &'a str, v: impl Into<u64>) -> Self {
        let v: u64 = v.into();
        self.0.set(k, FluentValue::from(v));
        self
    }
}

impl Localizer {
    /// Messages for `lang`, with the project's `locales/` folder (if any)
    /// overriding the embedded ones.
    pub fn new(lang: Lang, project_locales: Option<&Path>) -> Result<Self, I18nError> {
        let bundle = make_bundle(lang, load_sources(lang, project_locales)?);
        let english = || load_sources(Lang::En, project_locales).map(|s| make_bundle(Lang::En, s));
        let fallback = (lang != Lang::En).then(english).transpose()?;
        Ok(Localizer {
            lang,
            bundle,
            fallback,
            numbers: NumberFormat::new(lang),
            dates: DateFormat::new(lang),
            missed: Default::default(),
            print: Default::default(),
        })
    }

    pub(crate) fn numbers(&self) -> &NumberFormat {
        &self.numbers
    }

    /// The message `id` with `args`; falls back to English, then to the id
    /// itself in brackets (so a gap is visible, never a crash). Numbers and
    /// their units are joined by a no-break space, and Chinese loses spaces
    /// beside full-width punctuation ([`typography`]).
    pub(crate) fn msg<'a>(&self, id: &str, args: impl Into<Option<&'a Args<'a>>>) -> String {
        let fa = args.into().map(|a| &a.0);
        if let Some(s) = format_in(&self.bundle, id, fa) {
            if self.lang == Lang::ZhTw {
                return typography::bind_units(&typography::tidy_cjk_spaces(&s));
            }
            return typography::bind_units(&s);
        }
        self.missed.borrow_mut().insert(id.to_string());
        if let Some(s) = self.fallback.as_ref().and_then(|b| format_in(b, id, fa)) {
            return typography::bind_units(&s);
        }
        format!("[{id}]")
    }

    /// Year-month dates in this language.
    pub(crate) fn dates(&self) -> &DateFormat {
        &self.dates
    }

    pub(crate) fn t(&self, id: &str) -> String {
        self.msg(id, None)
    }

    pub(crate) fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|b| b.has_message(id))
    }

    /// `make()`, with every figure drawn on the print canvas (the PDF's):
    /// the same figure, with type that prints at 7 pt or more.
    #[cfg_attr(not(feature = "pdf"), allow(dead_code))]
    pub(crate) fn for_print<T>(&self, make: impl FnOnce() -> T) -> T {
        self.print.set(true);
        let made = make();
        self.print.set(false);
        made
    }

    /// Whether figures are drawn for print now.
    pub(crate) fn printing(&self) -> bool {
        self.print.get()
    }

    /// Message ids that had to fall back since the last call.
    pub(crate) fn take_missed(&self) -> Vec<String> {
        self.missed.take().into_iter().collect()
    }
}

fn format_in(b: &Bundle, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let msg = b.get_message(id)?;
    let pattern = msg.value()?;
    let mut errors = Vec::new();
    let s = b.format_pattern(pattern, args, &mut errors);
    errors.is_empty().then(|| s.into_owned())
}

#[cfg(test)]
mod tests;

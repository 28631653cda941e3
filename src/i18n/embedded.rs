//! The locale files compiled into the binary.

use crate::model::Lang;

/// The locale files compiled into the binary: (language, file name, text),
/// one file per area of the tool, as a project's own `locales/<lang>/`
/// may split its overrides.
macro_rules! embedded {
    ($(($lang:expr, $dir:literal)),*) => {
        &[$(
            embedded!(@one $lang, $dir, "document.ftl"),
            embedded!(@one $lang, $dir, "observations.ftl"),
            embedded!(@one $lang, $dir, "figures.ftl"),
            embedded!(@one $lang, $dir, "latency.ftl"),
            embedded!(@one $lang, $dir, "analytics.ftl"),
            embedded!(@one $lang, $dir, "diff.ftl"),
            embedded!(@one $lang, $dir, "site.ftl"),
            embedded!(@one $lang, $dir, "pdf.ftl"),
            embedded!(@one $lang, $dir, "acceptance.ftl"),
        )*]
    };
    (@one $lang:expr, $dir:literal, $file:literal) => {
        ($lang, $file, include_str!(concat!("../../locales/", $dir, "/", $file)))
    };
}

pub(crate) const EMBEDDED: &[(Lang, &str, &str)] = embedded!(
    (Lang::En, "en"),
    (Lang::It, "it"),
    (Lang::ZhTw, "zh-TW"),
    (Lang::Vi, "vi")
);

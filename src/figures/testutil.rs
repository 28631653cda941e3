//! Test helpers: locale formatters and a tiny line-based reader for plotters' SVG
//! (one element per line, attributes in double quotes).

use super::{FigureText, LineSeries, Look, RefLine, ScalingFigure};

pub(super) const FAMILY: &str = "DejaVu Sans, Noto Sans CJK TC, WenQuanYi Micro Hei, sans-serif";

/// `{:.d}` without trailing zeros: 2.50 → "2.5", -0 → "0".
pub(super) fn plain_format(v: f64, digits: usize) -> String {
    let s = format!("{v:.digits$}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    };
    if s == "-0" {
        "0".to_string()
    } else {
        s
    }
}

pub(super) fn italian_format(v: f64, digits: usize) -> String {
    plain_format(v, digits).replace('.', ",")
}

pub(super) fn plain_look<R>(f: impl FnOnce(&Look) -> R) -> R {
    f(&Look {
        canvas: super::Canvas::SCREEN,
        scales: crate::model::Lang::En.figure_scales(),
        font_family: FAMILY,
        format: Box::new(plain_format),
    })
}

pub(super) fn it_look<R>(f: impl FnOnce(&Look) -> R) -> R {
    f(&Look {
        canvas: super::Canvas::SCREEN,
        scales: crate::model::Lang::En.figure_scales(),
        font_family: FAMILY,
        format: Box::new(italian_format),
    })
}

/// The look of `lang`'s figures (its abbreviations of counts) with plain decimals.
pub(super) fn lang_look<R>(lang: crate::model::Lang, f: impl FnOnce(&Look) -> R) -> R {
    f(&Look {
        canvas: super::Canvas::SCREEN,
        scales: lang.figure_scales(),
        font_family: FAMILY,
        format: Box::new(plain_format),
    })
}

/// Lines of `svg` that are `<tag …>` elements.
pub(super) fn elements<'s>(svg: &'s str, tag: &str) -> Vec<&'s str> {
    let open = format!("<{tag} ");
    svg.lines().filter(|l| l.starts_with(&open)).collect()
}

pub(super) fn attr<'s>(element: &'s str, name: &str) -> Option<&'s str> {
    let key = format!(" {name}=\"");
    let start = element.find(&key)? + key.len();
    let len = element[start..].find('"')?;
    Some(&element[start..start + len])
}

/// The character data of every `<text>` element (still XML-escaped).
pub(super) fn texts(svg: &str) -> Vec<String> {
    let mut out = vec![];
    let mut lines = svg.lines();
    while let Some(l) = lines.next() {
        if l.starts_with("<text ") {
            out.push(lines.next().unwrap_or_default().to_string());
        }
    }
    out
}

/// Series polylines: the data lines of colour `fill` (#RRGGBB) and width 2.
pub(super) fn series_lines<'s>(svg: &'s str, colour: &str) -> Vec<&'s str> {
    elements(svg, "polyline")
        .into_iter()
        .filter(|l| attr(l, "stroke") == Some(colour) && attr(l, "stroke-width") == Some("2"))
        .collect()
}

/// Filled markers of colour (circles and polygons).
pub(super) fn filled_markers<'s>(svg: &'s str, colour: &str) -> Vec<&'s str> {
    ["circle", "polygon"]
        .iter()
        .flat_map(|t| elements(svg, t))
        .filter(|l| attr(l, "fill") == Some(colour))
        .collect()
}

/// Thread counts 1, 2, 4 … 1024.
pub(super) fn powers() -> Vec<u32> {
    (0..=10).map(|k| 1u32 << k).collect()
}

pub(super) fn gbps() -> ScalingFigure {
    let curve = |scale: f64| -> Vec<(u32, f64)> {
        powers()
            .iter()
            .map(|&t| (t, scale * (f64::from(t).ln() + 1.0).min(6.5)))
            .collect()
    };
    ScalingFigure {
        text: FigureText {
            title: "Sequential throughput <script>alert(1)</script> & co".into(),
            x_label: "Threads".into(),
            y_label: "Throughput (GB/s)".into(),
            desc: "Write and read scale to 13 GB/s.".into(),
        },
        series: vec![
            LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                point_titles: Vec::new(),
                label: "write".into(),
                points: curve(1.6),
                peak: Some((1024, 10.4)),
                dashed: false,
                style_index: 0,
            },
            LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                point_titles: Vec::new(),
                label: "read".into(),
                points: curve(2.0),
                peak: Some((512, 13.0)),
                dashed: false,
                style_index: 1,
            },
        ],
        limits: vec![RefLine {
            label: "network limit 12.5 GB/s".into(),
            value: 12.5,
            style_index: None,
            span: None,
        }],
        log_y: false,
        y_time_secs: None,
    }
}

pub(super) fn metadata() -> ScalingFigure {
    let ops = ["create", "stat", "read", "remove"];
    ScalingFigure {
        text: FigureText {
            title: "mdtest".into(),
            x_label: "Threads".into(),
            y_label: "op/s".into(),
            desc: "d".into(),
        },
        series: (ops.iter().enumerate())
            .map(|(i, op)| LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                point_titles: Vec::new(),
                label: op.to_string(),
                points: powers()
                    .iter()
                    .map(|&t| {
                        (
                            t,
                            1000.0 * f64::from(t).powf(0.95 + 0.1 * i as f64) * (1.0 + i as f64 * 0.8),
                        )
                    })
                    .collect(),
                peak: None,
                dashed: false,
                style_index: i,
            })
            .collect(),
        limits: vec![],
        log_y: true,
        y_time_secs: None,
    }
}

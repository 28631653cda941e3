//! The analytics section: capacity and file-count views of a usage dataset
//! (top users, Pareto charts of file types and filesets, capacity over
//! time, size histogram) with written observations.

use super::charts;
use super::context::{figure_caption, Block, FigureData, FigureFile, FigureRef, Section};
use super::figures::{self, CategoryBars, FigureError, FigureText, TimeSeries, ValueKind};
use super::table::escape_inline;
use crate::analysis::analytics::{analyse_usage, SMALL_LIMIT};
use crate::i18n::{Args, Localizer};
use crate::model::{Analytics, Provenance, Size};
use crate::scan::{Entry, Usage, NO_EXTENSION, OTHER_TYPES, ROOT_FILESET};

/// Bytes in binary units with three significant digits (`118 TiB`, `1,5 GiB`).
pub fn bytes_text(loc: &Localizer, bytes: u64) -> String {
    const UNITS: [&str; 6] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let mut v = bytes as f64;
    let mut i = 0;
    while v >= 1024.0 && i + 1 < UNITS.len() {
        v /= 1024.0;
        i += 1;
    }
    let digits = if i == 0 || v >= 100.0 {
        0
    } else if v >= 10.0 {
        1
    } else {
        2
    };
    format!("{} {}", loc.numbers().fixed(v, digits), UNITS[i])
}

fn key_label(loc: &Localizer, key: &str) -> String {
    match key {
        NO_EXTENSION => loc.t("key-no-extension"),
        OTHER_TYPES => loc.t("key-other-types"),
        ROOT_FILESET => loc.t("key-root-fileset"),
        k => match k.strip_prefix("uid:") {
            Some(uid) => loc.msg("key-unknown-user", Some(&Args::new().str("uid", uid))),
            None => k.to_string(),
        },
    }
}

fn said(s: String) -> Block {
    Block::Text {
        markdown: escape_inline(&s),
    }
}

fn pct(ratio: f64) -> f64 {
    ratio * 100.0
}

struct Figs<'a> {
    loc: &'a Localizer,
    n: &'a mut u32,
    figures: &'a mut Vec<FigureFile>,
}

impl Figs<'_> {
    fn push(
        &mut self,
        file: &str,
        title: String,
        svg: Result<String, FigureError>,
        data: FigureData,
    ) -> Result<Block, FigureError> {
        let svg = svg?;
        let caption = figure_caption(self.loc, self.n, &title);
        self.figures.push(FigureFile {
            file: file.to_string(),
            svg,
        });
        Ok(Block::Figure {
            figure: FigureRef::captioned(file, caption, Some(data)),
        })
    }
}

fn top(entries: &[Entry], n: usize, by_bytes: bool) -> Vec<&Entry> {
    let mut v: Vec<&Entry> = entries.iter().collect();
    if by_bytes {
        v.sort_by(|a, b| b.bytes.cmp(&a.bytes).then(a.key.cmp(&b.key)));
    } else {
        v.sort_by(|a, b| b.files.cmp(&a.files).then(a.key.cmp(&b.key)));
    }
    v.truncate(n);
    v
}

/// One top-N chart: bars, with the cumulative share line when `pareto`.
#[allow(clippy::too_many_arguments)]
fn top_chart(
    f: &mut Figs,
    file: &str,
    title: String,
    axis: &str,
    entries: &[Entry],
    total: u64,
    n: usize,
    by_bytes: bool,
    pareto: bool,
) -> Result<Block, FigureError> {
    let loc = f.loc;
    let t = top(entries, n, by_bytes);
    let value = |e: &Entry| if by_bytes { e.bytes } else { e.files };
    let categories: Vec<String> = t.iter().map(|e| key_label(loc, &e.key)).collect();
    let values: Vec<f64> = t.iter().map(|e| value(e) as f64).collect();
    let shares: Vec<f64> = t
        .iter()
        .map(|e| {
            if total == 0 {
                0.0
            } else {
                value(e) as f64 / total as f64
            }
        })
        .collect();
    let y = loc.t(if by_bytes { "axis-capacity" } else { "axis-files" });
    let fig = CategoryBars {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t(axis),
            y_label: y.clone(),
            desc: title.clone(),
        },
        categories: categories.clone(),
        values,
        kind: if by_bytes { ValueKind::Bytes } else { ValueKind::Count },
        cumulative: pareto.then(|| loc.t("axis-cumulative-share")),
        shares: Some(shares.clone()),
    };
    let nf = loc.numbers();
    let format = |v: f64, d: usize| nf.fixed(v, d);
    let svg = figures::category_bars_svg(&fig, &charts::look(loc, &format));
    let rows: Vec<Vec<String>> = t
        .iter()
        .zip(&shares)
        .map(|(e, s)| {
            let v = if by_bytes {
                bytes_text(loc, e.bytes)
            } else {
                nf.fixed(e.files as f64, 0)
            };
            vec![key_label(loc, &e.key), v, format!("{}%", nf.fixed(pct(*s), 1))]
        })
        .collect();
    let data = FigureData::new(&loc.t("figure-data"), &[loc.t(axis), y, "%".into()], &rows);
    f.push(file, title, svg, data)
}

fn size_class_labels(loc: &Localizer, u: &Usage) -> Vec<String> {
    let s = |b: u64| super::context::size_text(loc, Size(b));
    (0..u.sizes.len())
        .map(|i| {
            let lower = u.sizes[i].lower;
            match u.sizes.get(i + 1) {
                Some(next) if lower == 0 => loc.msg("size-below", Some(&Args::new().str("upper", s(next.lower)))),
                Some(next) => loc.msg(
                    "size-between",
                    Some(&Args::new().str("lower", s(lower)).str("upper", s(next.lower))),
                ),
                None => loc.msg("size-above", Some(&Args::new().str("lower", s(lower)))),
            }
        })
        .collect()
}

pub fn analytics_section(
    loc: &Localizer,
    a: &Analytics,
    prose: Option<String>,
    n_fig: &mut u32,
    figures: &mut Vec<FigureFile>,
) -> Result<Section, FigureError> {
    let u = &a.usage;
    let facts = analyse_usage(u, a.top);
    let nf = loc.numbers();
    let mut blocks = Vec::new();
    blocks.push(Block::Text {
        markdown: format!(
            "> {}",
            escape_inline(
                &loc.msg(
                    "analytics-provenance",
                    Some(
                        &Args::new().str("provenance", a.provenance.as_str()).str(
                            "source",
                            a.source
                                .as_ref()
                                .map(|t| t.in_lang(loc.lang).to_string())
                                .unwrap_or_default()
                        )
                    ),
                )
            )
        ),
    });
    if let Some(p) = prose {
        blocks.push(Block::Text { markdown: p });
    }
    blocks.push(said(
        loc.msg(
            "analytics-intro",
            Some(
                &Args::new()
                    .str("files", nf.fixed(facts.files as f64, 0))
                    .str("bytes", bytes_text(loc, facts.bytes))
                    .int("owners", facts.owners as u64),
            ),
        ),
    ));
    let n = a.top;
    let mut f = Figs { loc, n: n_fig, figures };
    let t = |id: &str| loc.msg(id, Some(&Args::new().int("n", n as u64)));
    // "<key> holds <pct>% of …" sentences.
    let share = |id: &str, var: &'static str, key: &str, ratio: f64| {
        loc.msg(
            id,
            Some(&Args::new().str(var, key_label(loc, key)).num("pct", pct(ratio), 1)),
        )
    };

    // Capacity view.
    blocks.push(Block::Subheading {
        anchor: "analytics-capacity".into(),
        text: loc.t("analytics-capacity"),
    });
    let mut obs = Vec::new();
    if let Some(s) = &facts.top_owner_by_bytes {
        obs.push(share("obs-top-owner-bytes", "user", &s.key, s.bytes));
    }
    if u.owners.len() > n {
        obs.push(
            loc.msg(
                "obs-top-owners",
                Some(
                    &Args::new()
                        .int("n", n as u64)
                        .num("pct", pct(facts.top_owners_bytes), 1),
                ),
            ),
        );
    }
    if let Some(s) = &facts.top_type_by_bytes {
        obs.push(share("obs-top-type", "type", &s.key, s.bytes));
    }
    if let Some(s) = &facts.top_fileset_by_bytes {
        obs.push(share("obs-top-fileset", "fileset", &s.key, s.bytes));
    }
    if let Some((r, month)) = &facts.recent {
        obs.push(loc.msg(
            "obs-recent",
            Some(&Args::new().str("month", month.clone()).num("pct", pct(*r), 1)),
        ));
    }
    blocks.push(said(obs.join(loc.lang.sentence_separator())));
    let total_b = u.totals.bytes;
    blocks.push(top_chart(
        &mut f,
        "analytics-users-capacity.svg",
        t("fig-top-owners-bytes"),
        "axis-user",
        &u.owners,
        total_b,
        n,
        true,
        false,
    )?);
    blocks.push(top_chart(
        &mut f,
        "analytics-types-capacity.svg",
        t("fig-types-bytes"),
        "axis-file-type",
        &u.types,
        total_b,
        n,
        true,
        true,
    )?);
    blocks.push(top_chart(
        &mut f,
        "analytics-filesets-capacity.svg",
        t("fig-filesets-bytes"),
        "axis-fileset",
        &u.filesets,
        total_b,
        n,
        true,
        true,
    )?);
    // Capacity over time: cumulative bytes by month of last modification.
    let hist = u.cumulative_bytes_by_month();
    if !hist.is_empty() {
        let title = loc.t("fig-capacity-history");
        let fig = TimeSeries {
            text: FigureText {
                title: title.clone(),
                x_label: loc.t("axis-month"),
                y_label: loc.t("axis-capacity"),
                desc: title.clone(),
            },
            labels: hist.iter().map(|(m, _)| m.to_string()).collect(),
            values: hist.iter().map(|(_, b)| *b as f64).collect(),
            kind: ValueKind::Bytes,
        };
        let format = |v: f64, d: usize| nf.fixed(v, d);
        let svg = figures::timeline_svg(&fig, &charts::look(loc, &format));
        let rows: Vec<Vec<String>> = hist
            .iter()
            .map(|(m, b)| vec![m.to_string(), bytes_text(loc, *b)])
            .collect();
        let data = FigureData::new(
            &loc.t("figure-data"),
            &[loc.t("axis-month"), loc.t("axis-capacity")],
            &rows,
        );
        blocks.push(f.push("analytics-capacity-history.svg", title, svg, data)?);
    }

    // File-count view.
    blocks.push(Block::Subheading {
        anchor: "analytics-files".into(),
        text: loc.t("analytics-files"),
    });
    let mut obs = Vec::new();
    if let Some(s) = &facts.top_owner_by_files {
        obs.push(share("obs-top-owner-files", "user", &s.key, s.files));
    }
    if let Some((sf, sb)) = facts.small_files {
        let a = Args::new()
            .str("limit", super::context::size_text(loc, Size(SMALL_LIMIT)))
            .num("files_pct", pct(sf), 1)
            .num("bytes_pct", pct(sb), if pct(sb) < 0.1 { 3 } else { 1 });
        obs.push(loc.msg("obs-small-files", Some(&a)));
    }
    blocks.push(said(obs.join(loc.lang.sentence_separator())));
    let total_f = u.totals.files;
    blocks.push(top_chart(
        &mut f,
        "analytics-users-files.svg",
        t("fig-top-owners-files"),
        "axis-user",
        &u.owners,
        total_f,
        n,
        false,
        false,
    )?);
    blocks.push(top_chart(
        &mut f,
        "analytics-types-files.svg",
        t("fig-types-files"),
        "axis-file-type",
        &u.types,
        total_f,
        n,
        false,
        true,
    )?);
    blocks.push(top_chart(
        &mut f,
        "analytics-filesets-files.svg",
        t("fig-filesets-files"),
        "axis-fileset",
        &u.filesets,
        total_f,
        n,
        false,
        true,
    )?);
    // Size histogram: every class, in order.
    let labels = size_class_labels(loc, u);
    let title = loc.t("fig-size-histogram");
    let fig = CategoryBars {
        text: FigureText {
            title: title.clone(),
            x_label: loc.t("axis-size-class"),
            y_label: loc.t("axis-files"),
            desc: title.clone(),
        },
        categories: labels.clone(),
        values: u.sizes.iter().map(|s| s.files as f64).collect(),
        kind: ValueKind::Count,
        cumulative: None,
        shares: Some(
            u.sizes
                .iter()
                .map(|s| {
                    if total_f == 0 {
                        0.0
                    } else {
                        s.files as f64 / total_f as f64
                    }
                })
                .collect(),
        ),
    };
    let format = |v: f64, d: usize| nf.fixed(v, d);
    let svg = figures::category_bars_svg(&fig, &charts::look(loc, &format));
    let rows: Vec<Vec<String>> = u
        .sizes
        .iter()
        .zip(&labels)
        .map(|(s, l)| vec![l.clone(), nf.fixed(s.files as f64, 0), bytes_text(loc, s.bytes)])
        .collect();
    let data = FigureData::new(
        &loc.t("figure-data"),
        &[loc.t("axis-size-class"), loc.t("axis-files"), loc.t("axis-capacity")],
        &rows,
    );
    blocks.push(f.push("analytics-size-histogram.svg", title, svg, data)?);
    let _ = Provenance::Measured;
    Ok(Section {
        anchor: "analytics".into(),
        heading: loc.t("section-analytics"),
        blocks,
    })
}

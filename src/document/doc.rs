//! The building blocks of every document pixreport writes (reports, the
//! analytics section, diff documents) and [`DocBuilder`], the one place that
//! numbers tables and figures, keeps the table of contents and collects the
//! figure files. Templates see the blocks (they are `Serialize`); nothing
//! here knows what a report or a diff is.

use super::table::{escape_inline, Align, Table};
use crate::figures::FigureError;
use crate::i18n::{Args, Localizer};
use crate::model::csv_text::neutralise;
use serde::Serialize;
use std::collections::BTreeSet;

/// A generic section: heading, paragraphs of Markdown (author prose is
/// already Markdown; generated sentences are escaped), tables, figures.
#[derive(Debug, Clone, Serialize, Default)]
pub struct Section {
    pub anchor: String,
    pub heading: String,
    pub blocks: Vec<Block>,
}

impl Section {
    /// Section `name`: that anchor, and the message `section-<name>` as heading.
    pub fn named(loc: &Localizer, name: &str, blocks: Vec<Block>) -> Section {
        Section {
            anchor: name.into(),
            heading: loc.t(&format!("section-{name}")),
            blocks,
        }
    }
}

/// A section of its own for one benchmark or one comparison.
#[derive(Debug, Clone, Serialize)]
pub struct Part {
    pub id: String,
    pub anchor: String,
    pub heading: String,
    pub blocks: Vec<Block>,
}

/// One block of a section, in order.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Block {
    /// Markdown text (author prose, or generated and escaped sentences).
    Text {
        markdown: String,
    },
    Subheading {
        anchor: String,
        text: String,
    },
    Table {
        table: Table,
    },
    Figure {
        figure: FigureRef,
    },
    /// Verbatim lines (command lines) in a fence longer than any backtick
    /// run they contain.
    Code {
        fence: String,
        lines: Vec<String>,
    },
}

#[derive(Debug, Clone, Serialize)]
pub struct FigureRef {
    pub src: String,
    pub alt: String,
    pub caption: String,
    /// The numbers behind the figure, for readers who cannot see it or want
    /// to copy them: a fenced `pixreport-data` block in Markdown, a
    /// collapsible table in HTML (see `render::html`).
    pub data: Option<FigureData>,
}

#[derive(Debug, Clone, Serialize)]
pub struct FigureData {
    pub fence: String,
    /// First line: the summary label; second: headers; then rows; cells
    /// separated by ` | `.
    pub text: String,
    /// The same numbers for machines (see [`Cell`]): the CSV offered beside
    /// the figure, byte-identical in every language.
    #[serde(skip)]
    pub csv: String,
}

/// One number of a figure, as its CSV writes it: full precision, `.`
/// decimal, no grouping, with its series (English), unit and whether it is
/// estimated (interpolated between stated values, not measured).
#[derive(Debug, Clone, PartialEq)]
pub struct Num {
    /// Keys that hold for this number only (a grid column's record size).
    at: Vec<(String, String)>,
    series: String,
    value: f64,
    unit: String,
    estimated: bool,
}

/// One cell of a figure's data table: the text the page shows (localized)
/// and what it stands for in the CSV — a key of its row (the thread count a
/// row is about) or numbers.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    shown: String,
    key: Option<(String, String)>,
    nums: Vec<Num>,
}

impl Cell {
    /// Shown only ("–" for no value).
    pub fn text(shown: impl Into<String>) -> Self {
        Cell {
            shown: shown.into(),
            key: None,
            nums: Vec::new(),
        }
    }

    /// A key of its row: every number of the row is written with `name` =
    /// `raw` (a snake_case English column; numeric keys are plain numbers).
    pub fn key(shown: impl Into<String>, name: impl Into<String>, raw: impl ToString) -> Self {
        Cell {
            key: Some((name.into(), raw.to_string())),
            ..Cell::text(shown)
        }
    }

    /// A number of `series` in `unit`.
    pub fn num(shown: impl Into<String>, series: impl Into<String>, value: f64, unit: &str) -> Self {
        Cell::text(shown).and(series, value, unit)
    }

    /// One more number shown in this cell (a spread's maximum).
    pub fn and(mut self, series: impl Into<String>, value: f64, unit: &str) -> Self {
        self.nums.push(Num {
            at: Vec::new(),
            series: series.into(),
            value,
            unit: unit.into(),
            estimated: false,
        });
        self
    }

    /// Marks this cell's numbers as estimated.
    pub fn estimated(mut self, yes: bool) -> Self {
        self.nums.iter_mut().for_each(|n| n.estimated = yes);
        self
    }

    /// A key that holds for this cell's numbers only (a column of a grid).
    pub fn at(mut self, name: impl Into<String>, raw: impl ToString) -> Self {
        let (name, raw) = (name.into(), raw.to_string());
        self.nums
            .iter_mut()
            .for_each(|n| n.at.push((name.clone(), raw.clone())));
        self
    }
}

/// A cell per optional value: the number, or "–" for none.
pub fn num_or_dash(v: Option<f64>, shown: impl Fn(f64) -> String, series: &str, unit: &str) -> Cell {
    v.map_or_else(|| Cell::text("–"), |v| Cell::num(shown(v), series, v, unit))
}

impl FigureData {
    /// The table under a figure (`label`, `headers`, the shown text of
    /// `rows`) and its CSV: one record per number, in a long layout — the
    /// key columns (in order of first use), then `series`, `value`, `unit`,
    /// `estimated`.
    pub fn new(label: &str, headers: &[String], rows: &[Vec<Cell>]) -> Self {
        let clean = |s: &str| s.replace(['\n', '\r', '`'], " ").replace(" | ", " / ");
        let mut text = clean(label);
        let shown = (rows.iter()).map(|r| r.iter().map(|c| c.shown.clone()).collect::<Vec<_>>());
        for r in std::iter::once(headers.to_vec()).chain(shown) {
            text.push('\n');
            text.push_str(&r.iter().map(|c| clean(c)).collect::<Vec<_>>().join(" | "));
        }
        FigureData {
            fence: "```".into(),
            text,
            csv: data_csv(rows),
        }
    }

    /// The table its text holds (the label, then the header row and the
    /// rows, cells split by ` | `): headers, alignment (the first column,
    /// thread counts or sizes, left; the numbers right) and rows.
    pub fn table_parts(&self) -> (Vec<String>, Vec<Align>, Vec<Vec<String>>) {
        let mut lines = (self.text.lines().skip(1)).map(|l| l.split(" | ").map(str::to_string).collect::<Vec<_>>());
        let headers = lines.next().unwrap_or_default();
        let align = (0..headers.len())
            .map(|i| if i == 0 { Align::Left } else { Align::Right })
            .collect();
        (headers, align, lines.collect())
    }
}

/// The machine CSV of a figure's cells (see [`FigureData::new`]).
fn data_csv(rows: &[Vec<Cell>]) -> String {
    let mut keys: Vec<&str> = Vec::new();
    let mut records: Vec<(Vec<(&str, &str)>, &Num)> = Vec::new();
    for row in rows {
        let row_keys: Vec<(&str, &str)> = (row.iter().filter_map(|c| c.key.as_ref()))
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        for n in row.iter().flat_map(|c| &c.nums) {
            let mut at = row_keys.clone();
            at.extend(n.at.iter().map(|(k, v)| (k.as_str(), v.as_str())));
            for (k, _) in &at {
                if !keys.contains(k) {
                    keys.push(k);
                }
            }
            records.push((at, n));
        }
    }
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::new());
    let header = (keys.iter().map(|k| neutralise(k).into_owned()))
        .chain(["series", "value", "unit", "estimated"].map(String::from));
    // Writing to memory cannot fail; a failed record is left out.
    let _ = w.write_record(header);
    for (at, n) in records {
        let mut r: Vec<String> = (keys.iter())
            .map(|k| neutralise(at.iter().find(|(a, _)| a == k).map_or("", |(_, v)| v)).into())
            .collect();
        r.extend([
            neutralise(&n.series).into(),
            n.value.to_string(),
            neutralise(&n.unit).into(),
            n.estimated.to_string(),
        ]);
        let _ = w.write_record(r);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

#[derive(Debug, Clone, Serialize)]
pub struct TocEntry {
    pub anchor: String,
    pub title: String,
    pub level: u8,
}

/// A figure file to write under `figures/`.
pub struct FigureFile {
    pub file: String,
    pub svg: String,
    /// Its data as CSV, written beside it as `<file>.csv` on HTML pages.
    pub csv: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("report `{report}`, figure `{figure}`: {message}")]
    Figure {
        report: String,
        figure: String,
        message: String,
    },
    #[error("report `{report}`: two figures would be written to `figures/{file}` (rename the benchmark or comparison whose id makes `{file}`)")]
    FigureClash { report: String, file: String },
}

/// Generated sentences are data, not markup: escape them.
pub fn said(s: String) -> Block {
    Block::Text {
        markdown: escape_inline(&s),
    }
}

/// Markdown the author wrote (already Markdown; rendered as it is).
pub fn text(md: String) -> Block {
    Block::Text { markdown: md }
}

pub fn code(lines: Vec<String>) -> Block {
    let longest = (lines.iter()).flat_map(|l| l.split(|c| c != '`').map(str::len)).max();
    let fence = "`".repeat((longest.unwrap_or(0) + 1).max(3));
    let lines = lines.into_iter().map(|l| l.replace(['\n', '\r'], " ")).collect();
    Block::Code { fence, lines }
}

/// Builds one document: owns the localiser, the table and figure counters,
/// the figure files (whose names must be unique) and the table of contents.
pub struct DocBuilder<'a> {
    pub loc: &'a Localizer,
    /// Who the document is about, for error messages.
    subject: String,
    tables: u32,
    figures: u32,
    files: Vec<FigureFile>,
    names: BTreeSet<String>,
    toc: Vec<TocEntry>,
    /// Set: a figure that cannot be drawn becomes its data table (see
    /// [`DocBuilder::tables_for_undrawn_figures`]).
    tables_for_undrawn: bool,
    undrawn: Vec<String>,
}

impl<'a> DocBuilder<'a> {
    pub fn new(loc: &'a Localizer, subject: &str) -> Self {
        DocBuilder {
            loc,
            subject: subject.to_string(),
            tables: 0,
            figures: 0,
            files: Vec::new(),
            names: BTreeSet::new(),
            toc: Vec::new(),
            tables_for_undrawn: false,
            undrawn: Vec::new(),
        }
    }

    /// A figure that cannot be drawn (too many series for its legend,
    /// nothing to plot) becomes its data table instead of an error, and
    /// [`DocBuilder::undrawn`] says which and why: for documents whose
    /// purpose is not the figures (a diff's verdict must not fail for one).
    pub fn tables_for_undrawn_figures(mut self) -> Self {
        self.tables_for_undrawn = true;
        self
    }

    /// The figures replaced by their data tables, each with the reason.
    pub fn undrawn(&self) -> Vec<String> {
        self.undrawn.clone()
    }

    /// The number the next table will get.
    pub fn next_table_number(&self) -> u32 {
        self.tables + 1
    }

    /// A numbered table: "Table N. title".
    pub fn table(&mut self, title: &str, headers: Vec<String>, align: Vec<Align>, rows: Vec<Vec<String>>) -> Block {
        self.tables += 1;
        let caption = self
            .loc
            .msg("caption-table", &Args::new().int("n", self.tables).str("title", title));
        Block::Table {
            table: Table::new(caption, headers, align, rows),
        }
    }

    /// A numbered figure written to `figures/<file>`; its alternative text
    /// is `alt`, or the caption when `None`. A drawing error or a file name
    /// already used in this document is an error naming the figure.
    pub fn figure(
        &mut self,
        file: &str,
        title: &str,
        svg: Result<String, FigureError>,
        alt: Option<String>,
        data: Option<FigureData>,
    ) -> Result<Block, RenderError> {
        let (svg, data) = match (svg, data) {
            (Ok(svg), data) => (svg, data),
            (Err(e), Some(d)) if self.tables_for_undrawn => {
                self.undrawn.push(format!(
                    "figure `{file}` of `{}` not drawn ({e}): its data table is shown instead",
                    self.subject
                ));
                return Ok(self.data_table(title, &d));
            }
            (Err(e), _) => {
                return Err(RenderError::Figure {
                    report: self.subject.clone(),
                    figure: file.to_string(),
                    message: e.to_string(),
                })
            }
        };
        if !self.names.insert(file.to_string()) {
            return Err(RenderError::FigureClash {
                report: self.subject.clone(),
                file: file.to_string(),
            });
        }
        self.figures += 1;
        let a = Args::new().int("n", self.figures).str("title", title);
        let caption = self.loc.msg("caption-figure", &a);
        self.files.push(FigureFile {
            file: file.to_string(),
            svg,
            csv: data.as_ref().map(|d| d.csv.clone()),
        });
        Ok(Block::Figure {
            figure: FigureRef {
                src: format!("figures/{file}"),
                alt: alt.unwrap_or_else(|| caption.clone()),
                caption,
                data,
            },
        })
    }

    /// A figure's data as a numbered table (see [`FigureData::table_parts`]).
    fn data_table(&mut self, title: &str, data: &FigureData) -> Block {
        let (headers, align, rows) = data.table_parts();
        self.table(title, headers, align, rows)
    }

    /// Records a heading in the table of contents.
    pub fn contents(&mut self, anchor: &str, title: &str, level: u8) {
        self.toc.push(TocEntry {
            anchor: anchor.to_string(),
            title: title.to_string(),
            level,
        });
    }

    /// The table of contents and the figure files, in document order.
    pub fn finish(self) -> (Vec<TocEntry>, Vec<FigureFile>) {
        (self.toc, self.files)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Lang;

    #[test]
    fn numbers_tables_and_figures_and_refuses_a_second_file_of_one_name() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let mut d = DocBuilder::new(&loc, "r");
        let Block::Table { table } = d.table("A", vec!["x".into()], vec![Align::Left], vec![]) else {
            panic!("not a table")
        };
        assert!(table.caption.contains('1'), "{}", table.caption);
        assert!(d.figure("a.svg", "T", Ok("<svg/>".into()), None, None).is_ok());
        let e = d.figure("a.svg", "U", Ok("<svg/>".into()), None, None).unwrap_err();
        assert!(matches!(e, RenderError::FigureClash { .. }), "{e}");
        let Ok(Block::Figure { figure }) = d.figure("b.svg", "V", Ok("<svg/>".into()), None, None) else {
            panic!("no figure")
        };
        assert!(figure.caption.contains('2') && figure.alt == figure.caption);
        assert_eq!(d.finish().1.len(), 2);
    }

    #[test]
    fn an_undrawable_figure_is_an_error_or_on_request_its_data_table() {
        let loc = Localizer::new(Lang::En, None).unwrap();
        let data = || {
            Some(FigureData::new(
                "Data",
                &["Threads".into(), "Write".into()],
                &[vec![
                    Cell::key("4", "threads", 4),
                    Cell::num("2.5", "write", 2.5, "GB/s"),
                ]],
            ))
        };
        let mut strict = DocBuilder::new(&loc, "r");
        let e = strict.figure("a.svg", "T", Err(FigureError::NoData), None, data());
        assert!(matches!(e, Err(RenderError::Figure { .. })));
        let mut d = DocBuilder::new(&loc, "r").tables_for_undrawn_figures();
        let Ok(Block::Table { table }) = d.figure("a.svg", "T", Err(FigureError::NoData), None, data()) else {
            panic!("no table")
        };
        assert_eq!(
            (table.headers.clone(), table.rows.clone()),
            (
                vec!["Threads".to_string(), "Write".to_string()],
                vec![vec!["4".to_string(), "2.5".to_string()]]
            )
        );
        assert_eq!(
            d.undrawn(),
            ["figure `a.svg` of `r` not drawn (the figure has nothing to plot (no series, or no finite value usable \
              on this axis)): its data table is shown instead"]
        );
        assert!(d.finish().1.is_empty(), "no figure file");
    }

    #[test]
    fn the_csv_holds_every_number_in_full_with_its_keys_series_unit_and_estimate() {
        let rows = [
            vec![
                Cell::key("1.024", "threads", 1024),
                Cell::num("≈12.736", "write", 12736.4, "IOPS").estimated(true),
                Cell::text("–"),
            ],
            vec![
                Cell::key("2.048", "threads", 2048),
                Cell::num("0,1", "write", 0.1, "IOPS"),
                Cell::num("1–3 (n=2)", "read_min", 1.0, "IOPS")
                    .and("read_max", 3.25, "IOPS")
                    .at("side", "a, \"b\""),
            ],
        ];
        let d = FigureData::new("Dati", &["Thread".into(), "Scrittura".into(), "Lettura".into()], &rows);
        assert_eq!(
            d.text,
            "Dati\nThread | Scrittura | Lettura\n1.024 | ≈12.736 | –\n2.048 | 0,1 | 1–3 (n=2)"
        );
        assert_eq!(
            d.csv,
            "threads,side,series,value,unit,estimated\r\n\
             1024,,write,12736.4,IOPS,true\r\n\
             2048,,write,0.1,IOPS,false\r\n\
             2048,\"a, \"\"b\"\"\",read_min,1,IOPS,false\r\n\
             2048,\"a, \"\"b\"\"\",read_max,3.25,IOPS,false\r\n"
        );
    }

    #[test]
    fn formula_like_text_gets_a_quote_and_numbers_stay_numbers() {
        let rows = [vec![
            Cell::key("=HYPERLINK(\"http://x\")", "=owner", "=HYPERLINK(\"http://x\")"),
            Cell::num("-10,5", "-write", -10.5, "@u").at("side", "+a"),
        ]];
        let d = FigureData::new("D", &["x".into(), "y".into()], &rows);
        assert_eq!(
            d.csv,
            "'=owner,side,series,value,unit,estimated\r\n\
             \"'=HYPERLINK(\"\"http://x\"\")\",'+a,'-write,-10.5,'@u,false\r\n"
        );
    }

    #[test]
    fn numbers_are_written_as_the_shortest_text_that_reads_back_the_same_f64() {
        for v in [0.1 + 0.2, 1e-7, 123456789.123, 1e21, -0.5] {
            let d = FigureData::new("D", &["x".into()], &[vec![Cell::num("shown", "s", v, "u")]]);
            let field = (d.csv.lines())
                .nth(1)
                .and_then(|l| l.split(',').nth(1))
                .unwrap_or_default();
            assert_eq!(field.parse::<f64>().ok(), Some(v), "{}", d.csv);
            assert!(!field.contains(['e', 'E', ' ']), "{field}");
        }
    }

    #[test]
    fn a_table_without_numbers_has_a_header_only() {
        let d = FigureData::new("D", &["x".into()], &[vec![Cell::text("–")], vec![]]);
        assert_eq!(d.csv, "series,value,unit,estimated\r\n");
    }
}

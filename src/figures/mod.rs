//! SVG figure renderers for pixreport (plotters + SVGBackend, PNG via resvg).
//!
//! Every string a reader sees arrives already localised in [`FigureText`] and the
//! series labels; numbers are formatted through [`Look::format`]. Size, palette,
//! margins and font sizes live in this file only.
//!
//! Data rules shared by all renderers (no renderer ever panics):
//! * non-finite values (NaN, ±inf) are skipped, the point is omitted;
//! * on a log10 y axis values `<= 0` are skipped, the point is omitted;
//! * a series left without points is left out of the plot and the legend;
//! * nothing left to plot at all → [`FigureError::NoData`];
//! * a thread count of 0 cannot sit on a log2 axis → [`FigureError::ZeroThreads`];
//! * a finite value beyond ±1e18 → [`FigureError::OutOfRange`];
//! * labels that would collide are thinned out (x: thread counts, y: decades).

mod axes;
mod bars;
mod catframe;
mod catlabels;
mod draw;
mod frame;
mod heatmap;
mod latency;
mod pareto;
mod place;
mod png;
mod scaling;
mod svgpost;
#[cfg(test)]
mod testutil;
mod text;
mod timeline;
mod trend;
mod units;

pub use bars::bars_svg;
pub use heatmap::{heatmap_svg, HeatMap, Scale, CHANGE_FULL};
pub use latency::{latency_svg, LatencyCurve, LatencyFigure};
pub use pareto::{category_bars_svg, CategoryBars};
pub(crate) use png::font_files as png_font_files;
pub use png::svg_to_png;
pub use scaling::scaling_svg;
pub use timeline::{timeline_svg, TimeSeries};
pub use trend::{trend_svg, RunTrend, TrendLine};
pub use units::ValueKind;

/// A figure's SVG as an element of an HTML page.
pub(crate) use svgpost::inline as inline_svg;

/// Everything a reader sees is already localised by the caller.
#[derive(Debug, Clone, Default)]
pub struct FigureText {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    /// Longer description for assistive technology (`<desc>`); not drawn.
    pub desc: String,
}

/// One line of a scaling chart: (thread count, value) points.
#[derive(Debug, Clone, Default)]
pub struct LineSeries {
    pub label: String,
    pub points: Vec<(u32, f64)>,
    /// Marked with a large hollow ring and its value.
    pub peak: Option<(u32, f64)>,
    /// Dashed line and hollow markers (e.g. the second configuration of an overlay).
    pub dashed: bool,
    /// Picks colour and marker; equal indices share both.
    pub style_index: usize,
    /// (thread count, lowest, highest) of the iterations, drawn as whiskers
    /// where a point was measured more than once.
    pub spread: Vec<(u32, f64, f64)>,
    /// Thread counts whose values are interpolations, not stated or
    /// measured: drawn with hollow markers.
    pub interpolated: Vec<u32>,
    /// What a reader sees when pointing at a point, by thread count (the
    /// `<title>` of its hit target); points without one get no target.
    pub point_titles: Vec<(u32, String)>,
}

/// Horizontal reference line, e.g. a network or device limit.
#[derive(Debug, Clone, Default)]
pub struct RefLine {
    pub label: String,
    pub value: f64,
    /// The series style the limit belongs to when it applies to one
    /// operation only: drawn in that series' colour, not as a general line.
    pub style_index: Option<usize>,
    /// The thread counts (from, to) the line spans in a scaling figure: those
    /// of the series it bounds; none: the whole width.
    pub span: Option<(u32, u32)>,
}

#[derive(Debug, Clone, Default)]
pub struct ScalingFigure {
    pub text: FigureText,
    pub series: Vec<LineSeries>,
    pub limits: Vec<RefLine>,
    /// log10 y axis with ticks at decades only.
    pub log_y: bool,
    /// Seconds per value when the values are times (1e-6 for µs): the log
    /// axis's ticks then read `100 µs`, `1 ms` like the latency figure's.
    pub y_time_secs: Option<f64>,
}

#[derive(Debug, Clone, Default)]
pub struct BarSeries {
    pub label: String,
    /// One value per entry of [`BarsFigure::groups`]; `None` draws no bar.
    pub values: Vec<Option<f64>>,
    pub style_index: usize,
    /// What pointing at each bar shows (its value label), one per group;
    /// bars without one get no target.
    pub titles: Vec<String>,
}

/// grouped bars per thread count, e.g. relative change in percent (may be negative)
#[derive(Debug, Clone, Default)]
pub struct BarsFigure {
    pub text: FigureText,
    pub groups: Vec<u32>,
    pub series: Vec<BarSeries>,
    /// Values are percentages: ticks and bar labels get a `%` suffix, bar labels a sign.
    pub percent: bool,
}

pub struct Look<'a> {
    /// The canvas drawn on: [`Canvas::SCREEN`] for the web page,
    /// [`Canvas::PRINT`] for the PDF.
    pub canvas: Canvas,
    /// CSS font-family list written verbatim into every `<text>`, e.g.
    /// `"DejaVu Sans, Noto Sans CJK TC, WenQuanYi Micro Hei, sans-serif"`.
    /// The embedded DejaVu Sans is registered under this exact string for measuring.
    pub font_family: &'a str,
    /// Abbreviations of large counts, smallest first: (1e3, "K"), (1e6, "M") ….
    pub scales: &'a [(f64, &'a str)],
    /// Locale decimal formatter: (value, max fraction digits) → text.
    pub format: Box<dyn Fn(f64, usize) -> String + 'a>,
}

#[derive(Debug, thiserror::Error)]
pub enum FigureError {
    #[error("the figure has nothing to plot (no series, or no finite value usable on this axis)")]
    NoData,
    #[error("series \"{series}\" has thread count 0, which has no place on a log2 axis")]
    ZeroThreads { series: String },
    #[error("bar series \"{series}\" has {got} values for {expected} thread-count groups")]
    LengthMismatch {
        series: String,
        got: usize,
        expected: usize,
    },
    #[error(
        "a value of {value} is outside what the axes can label (magnitude up to 1e18; on a log axis at least 1e-6)"
    )]
    OutOfRange { value: f64 },
    #[error("invalid figure input: {0}")]
    InvalidInput(String),
    #[error("the legend and labels leave too little room for the plot ({0})")]
    Layout(String),
    #[error("the embedded font could not be loaded")]
    Font,
    #[error("drawing failed: {0}")]
    Draw(String),
    #[error("PNG scale must be finite and within 0 < scale <= {max}, got {scale}")]
    InvalidScale { scale: f32, max: f32 },
    #[error("SVG could not be parsed for rasterising: {0}")]
    SvgParse(String),
    #[error("PNG encoding failed: {0}")]
    Png(String),
}

impl<E: std::error::Error + Send + Sync> From<plotters::drawing::DrawingAreaErrorKind<E>> for FigureError {
    fn from(e: plotters::drawing::DrawingAreaErrorKind<E>) -> Self {
        FigureError::Draw(e.to_string())
    }
}

// ---- the look: everything about size, colour, type and spacing ----

/// The canvas a figure is drawn on, in SVG user units (px). Every size
/// below is in these units, so a figure drawn on a smaller canvas and set at
/// the same width has larger type, marks and lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Canvas {
    pub width: u32,
    pub height: u32,
}

impl Canvas {
    /// The web page's figure.
    pub const SCREEN: Canvas = Canvas {
        width: 960,
        height: 540,
    };
    /// The PDF's: set across the 470 pt text width, its smallest type
    /// ([`ANNOT_PX`]) prints at 7.2 pt (5.4 pt on the screen canvas).
    pub const PRINT: Canvas = Canvas {
        width: 720,
        height: 405,
    };
}
/// Used when `Look::font_family` is blank.
const DEFAULT_FONT_FAMILY: &str = "DejaVu Sans, Noto Sans CJK TC, WenQuanYi Micro Hei, sans-serif";
/// The only font the build needs; registered under every family name in use.
pub(crate) static EMBEDDED_FONT: &[u8] =
    include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/fonts/DejaVuSans.ttf"));

/// Font sizes in px (CSS font-size as written in the SVG).
const AXIS_LABEL_PX: f64 = 14.0;
const TICK_PX: f64 = 12.0;
const LEGEND_PX: f64 = 13.0;
const ANNOT_PX: f64 = 11.0;

/// Outer margin, gaps and line geometry in px.
const MARGIN: i32 = 14;
const RIGHT_MARGIN: i32 = 24;
const GAP: i32 = 8;
const TICK_LEN: i32 = 5;
const LINE_WIDTH: u32 = 2;
const MARKER_R: i32 = 4;
const PEAK_R: i32 = 9;
const LEGEND_SAMPLE: i32 = 30;
const LEGEND_ENTRY_GAP: i32 = 22;
const MIN_PLOT_HEIGHT: i32 = 140;
const MIN_PLOT_WIDTH: i32 = 240;
/// Largest magnitude plotted (1 000 000T); larger values are an error.
const MAX_MAGNITUDE: f64 = crate::model::MAX_VALUE;
/// Smallest value on a log axis (its decade label is `0.000001`).
const MIN_LOG_VALUE: f64 = crate::model::MIN_LOG_VALUE;
/// Fraction of the y span kept free above the highest value or limit line.
const HEADROOM: f64 = 0.12;
/// Slant of category labels too long to set straight, in degrees.
const SLANT_DEG: f64 = 35.0;
/// SVG dash patterns (stroke-dasharray).
const SERIES_DASH: &str = "8 5";
const LIMIT_DASH: &str = "5 4";

/// Okabe–Ito colour-blind-safe palette, ordered for contrast on white (yellow last).
const PALETTE: [(u8, u8, u8); 8] = [
    (0x00, 0x72, 0xB2), // blue
    (0xD5, 0x5E, 0x00), // vermillion
    (0x00, 0x9E, 0x73), // bluish green
    (0xCC, 0x79, 0xA7), // reddish purple
    (0xE6, 0x9F, 0x00), // orange
    (0x56, 0xB4, 0xE9), // sky blue
    (0x00, 0x00, 0x00), // black
    (0xF0, 0xE4, 0x42), // yellow
];
const INK: (u8, u8, u8) = (0x22, 0x22, 0x22);
/// The legend's text: [`INK`] one step off, which `svgpost::finish` makes
/// `INK` again with `class="legend"` (the site's phone check finds it so).
const LEGEND_INK: (u8, u8, u8) = (0x22, 0x22, 0x23);
const MUTED: (u8, u8, u8) = (0x55, 0x55, 0x55);
const GRID: (u8, u8, u8) = (0xDD, 0xDD, 0xDD);
const MINOR_GRID: (u8, u8, u8) = (0xF0, 0xF0, 0xF0);
/// Text written on a coloured cell (heat map values): dark on light fills,
/// light on dark ones. The fill keeps its colour in both schemes, so its
/// text must too: these are deliberately not [`INK`] or white, which the
/// page's dark style swaps for light ink and a dark background.
const CELL_INK: (u8, u8, u8) = (0x1B, 0x1B, 0x1B);
const CELL_INK_ON_DARK: (u8, u8, u8) = (0xFC, 0xFC, 0xFC);

/// Marker shapes, cycled independently of the colours so grey print still works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Marker {
    Circle,
    Square,
    TriangleUp,
    Diamond,
    TriangleDown,
    Star,
}
const MARKERS: [Marker; 6] = [
    Marker::Circle,
    Marker::Square,
    Marker::TriangleUp,
    Marker::Diamond,
    Marker::TriangleDown,
    Marker::Star,
];

/// Bar fill hatching (white lines) cycled per series for grey print.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hatch {
    None,
    Rising,
    Horizontal,
    Falling,
    Vertical,
    Cross,
}
const HATCHES: [Hatch; 6] = [
    Hatch::None,
    Hatch::Rising,
    Hatch::Horizontal,
    Hatch::Falling,
    Hatch::Vertical,
    Hatch::Cross,
];

/// [`FigureError::OutOfRange`] for the first value beyond [`MAX_MAGNITUDE`], or
/// on a log axis below [`MIN_LOG_VALUE`].
fn check_magnitude(values: &[f64], log: bool) -> Result<(), FigureError> {
    let bad = |v: &&f64| v.abs() > MAX_MAGNITUDE || log && v.abs() < MIN_LOG_VALUE;
    match values.iter().find(bad) {
        Some(&value) => Err(FigureError::OutOfRange { value }),
        None => Ok(()),
    }
}

/// The lowest and highest of `values` (∞ and −∞ when there are none).
fn extent<'v>(values: impl IntoIterator<Item = &'v f64>) -> (f64, f64) {
    (values.into_iter()).fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)))
}

fn colour(style_index: usize) -> (u8, u8, u8) {
    PALETTE[style_index % PALETTE.len()]
}
fn marker(style_index: usize) -> Marker {
    MARKERS[style_index % MARKERS.len()]
}
fn hatch(style_index: usize) -> Hatch {
    HATCHES[style_index % HATCHES.len()]
}

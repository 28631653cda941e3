//! TEMPORARY placeholder until the plotters implementation lands.
#![allow(dead_code)]
use std::path::PathBuf;
pub struct FigureText {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub desc: String,
}
pub struct LineSeries {
    pub label: String,
    pub points: Vec<(u32, f64)>,
    pub peak: Option<(u32, f64)>,
    pub dashed: bool,
    pub style_index: usize,
}
pub struct RefLine {
    pub label: String,
    pub value: f64,
}
pub struct ScalingFigure {
    pub text: FigureText,
    pub series: Vec<LineSeries>,
    pub limits: Vec<RefLine>,
    pub log_y: bool,
}
pub struct BarSeries {
    pub label: String,
    pub values: Vec<Option<f64>>,
    pub style_index: usize,
}
pub struct BarsFigure {
    pub text: FigureText,
    pub groups: Vec<u32>,
    pub series: Vec<BarSeries>,
    pub percent: bool,
}
pub struct Look<'a> {
    pub font_family: &'a str,
    pub format: &'a dyn Fn(f64, usize) -> String,
}
#[derive(Debug, thiserror::Error)]
#[error("figure: {0}")]
pub struct FigureError(String);
pub fn scaling_svg(fig: &ScalingFigure, _look: &Look) -> Result<String, FigureError> {
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>{}</title></svg>\n",
        fig.text.title
    ))
}
pub fn overlay_svg(fig: &ScalingFigure, look: &Look) -> Result<String, FigureError> {
    scaling_svg(fig, look)
}
pub fn bars_svg(fig: &BarsFigure, _look: &Look) -> Result<String, FigureError> {
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>{}</title></svg>\n",
        fig.text.title
    ))
}
pub fn svg_to_png(_svg: &str, _scale: f32, _extra: &[PathBuf]) -> Result<(Vec<u8>, Vec<String>), FigureError> {
    Err(FigureError("png not ready".into()))
}

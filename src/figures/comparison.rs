//! Overlay of two configurations: same colour and marker per operation
//! (`style_index`), solid lines with filled markers for one configuration,
//! dashed lines with hollow markers for the other (`LineSeries::dashed`).
//! The drawing is the scaling chart's; this is only the entry point.

use super::{scaling, FigureError, Look, ScalingFigure};

pub fn overlay_svg(fig: &ScalingFigure, look: &Look) -> Result<String, FigureError> {
    scaling::render_lines(fig, look)
}

#[cfg(test)]
mod tests {
    use super::super::testutil::*;
    use super::super::LineSeries;
    use super::*;

    #[test]
    fn overlay_solid_and_dashed_share_colour() {
        let mut fig = gbps();
        let second: Vec<LineSeries> = (fig.series.iter())
            .map(|s| LineSeries {
                spread: Vec::new(),
                interpolated: Vec::new(),
                label: format!("{} (B)", s.label),
                dashed: true,
                peak: None,
                ..s.clone()
            })
            .collect();
        fig.series.extend(second);
        let svg = plain_look(|l| overlay_svg(&fig, l)).unwrap();
        let blue = series_lines(&svg, "#0072B2");
        assert_eq!(blue.len(), 4);
        assert_eq!(
            blue.iter().filter(|l| l.contains("stroke-dasharray=\"8 5\"")).count(),
            2
        );
        let white_centres = elements(&svg, "circle")
            .into_iter()
            .filter(|c| attr(c, "fill") == Some("#FFFFFF"))
            .count();
        assert_eq!(white_centres, 12, "hollow circles of the dashed blue series (+ legend)");
    }
}

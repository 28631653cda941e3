use super::super::testutil::*;
use super::*;

#[test]
fn linear_chart_structure() {
    let svg = plain_look(|l| scaling_svg(&gbps(), l)).unwrap();
    let t = texts(&svg);
    for p in powers() {
        assert_eq!(t.iter().filter(|x| **x == p.to_string()).count(), 1, "tick {p}");
    }
    for tick in ["0", "5", "10", "15"] {
        assert!(t.iter().any(|x| x == tick), "{tick} in {t:?}");
    }
    assert!(!t.iter().any(|x| x == "3" || x == "6"), "nothing between powers of two");
    // one data line + one legend sample per series; 11 markers + 1 legend marker
    assert_eq!(series_lines(&svg, "#0072B2").len(), 2);
    assert_eq!(series_lines(&svg, "#D55E00").len(), 2);
    assert_eq!(filled_markers(&svg, "#0072B2").len(), 12);
    assert_eq!(filled_markers(&svg, "#D55E00").len(), 12);
    let rings = elements(&svg, "circle")
        .into_iter()
        .filter(|c| attr(c, "fill") == Some("none"))
        .count();
    assert_eq!(rings, 2, "one peak ring per series");
    assert!(
        t.iter().any(|x| x == "13") && t.iter().any(|x| x == "10.4"),
        "peak values"
    );
    assert!(svg.contains("stroke-dasharray=\"5 4\""), "limit line dashed");
    assert!(t.iter().any(|x| x == "network limit 12.5 GB/s"));
    // accessibility and escaping
    let mut lines = svg.lines();
    assert!(lines
        .next()
        .unwrap()
        .starts_with("<svg role=\"img\" aria-labelledby=\""));
    assert!(lines
        .next()
        .unwrap()
        .contains(">Sequential throughput &lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>"));
    assert!(
        lines
            .next()
            .unwrap()
            .contains(">Write and read scale to 13\u{a0}GB/s.</desc>"),
        "number and unit bound in the description"
    );
    assert!(!svg.contains("<script"));
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default());
    assert!(tree.is_ok(), "well-formed SVG");
    assert!(elements(&svg, "text")
        .iter()
        .all(|e| attr(e, "font-family") == Some(FAMILY)));
}

#[test]
fn points_with_titles_get_hit_targets_at_their_markers() {
    let mut fig = gbps();
    fig.series[0].point_titles = vec![(4, "Write, 4 threads: 3.1 GB/s".into()), (999, "nowhere".into())];
    let svg = plain_look(|l| scaling_svg(&fig, l)).unwrap();
    let hits: Vec<&str> = elements(&svg, "circle")
        .into_iter()
        .filter(|c| attr(c, "class") == Some("pt"))
        .collect();
    assert_eq!(hits.len(), 1, "one titled point, the unknown thread count is ignored");
    assert!(svg.contains("<title>Write, 4 threads: 3.1 GB/s</title></circle>"));
    // The target sits on the series' marker for 4 threads.
    let (cx, cy) = (attr(hits[0], "cx").unwrap(), attr(hits[0], "cy").unwrap());
    let on_marker = filled_markers(&svg, "#0072B2")
        .iter()
        .any(|m| attr(m, "cx") == Some(cx) && attr(m, "cy") == Some(cy));
    assert!(on_marker, "hit at {cx},{cy}");
    let plain = plain_look(|l| scaling_svg(&gbps(), l)).unwrap();
    assert!(!plain.contains("class=\"pt\""), "no titles, no targets");
}

#[test]
fn log_chart_decades_and_markers() {
    let svg = plain_look(|l| scaling_svg(&metadata(), l)).unwrap();
    let t = texts(&svg);
    for tick in ["1K", "10K", "100K", "1M", "10M"] {
        assert!(t.iter().any(|x| x == tick), "{tick} in {t:?}");
    }
    assert!(!svg.contains("e6") && !svg.contains("e7"));
    // distinct colour and marker shape per series: circle, square, triangle, diamond
    let expected_shapes = ["circle", "polygon", "polygon", "polygon"];
    let mut vertex_sets = vec![];
    for (i, (r, g, b)) in PALETTE.iter().take(4).enumerate() {
        let c = format!("#{r:02X}{g:02X}{b:02X}");
        assert_eq!(series_lines(&svg, &c).len(), 2, "series {i}");
        let markers = filled_markers(&svg, &c);
        assert_eq!(markers.len(), 12, "11 points + legend, series {i}");
        assert!((markers.iter()).all(|m| m.starts_with(&format!("<{} ", expected_shapes[i]))));
        let vertices = attr(markers[0], "points").map_or(0, |p| p.split_whitespace().count());
        vertex_sets.push(vertices);
    }
    assert_eq!(vertex_sets, [0, 4, 3, 4]);
}

#[test]
fn iteration_spread_is_drawn_as_whiskers_in_the_series_colour() {
    let plain = gbps();
    let mut spread = gbps();
    spread.series[0].spread = vec![(4, 3.0, 5.0), (8, 6.0, 9.0)];
    let (a, b) = (
        plain_look(|l| scaling_svg(&plain, l)).unwrap(),
        plain_look(|l| scaling_svg(&spread, l)).unwrap(),
    );
    let (r, g, bl) = PALETTE[0];
    let c = format!("#{r:02X}{g:02X}{bl:02X}");
    let thin = |svg: &str| {
        elements(svg, "polyline")
            .into_iter()
            .filter(|l| attr(l, "stroke") == Some(c.as_str()) && attr(l, "stroke-width") == Some("1"))
            .count()
    };
    // Two whiskers, each a stem and two caps; the data line is unchanged.
    assert_eq!(thin(&b), thin(&a) + 6);
    assert_eq!(series_lines(&b, &c).len(), series_lines(&a, &c).len());
    // A whisker wider than the values stretches nothing else: a bad one is dropped.
    spread.series[0].spread = vec![(4, 5.0, 3.0), (0, 1.0, 2.0)];
    let c2 = plain_look(|l| scaling_svg(&spread, l)).unwrap();
    assert_eq!(thin(&c2), thin(&a));
}

#[test]
fn italian_cjk_and_deterministic() {
    let mut fig = gbps();
    fig.series[0].label = "寫入".into();
    fig.series[1].label = "讀取".into();
    fig.text.y_label = "吞吐量 (GB/s)".into();
    let a = it_look(|l| scaling_svg(&fig, l)).unwrap();
    let b = it_look(|l| scaling_svg(&fig, l)).unwrap();
    assert_eq!(a, b, "byte-identical");
    let t = texts(&a);
    assert!(t.iter().any(|x| x == "寫入") && t.iter().any(|x| x == "吞吐量 (GB/s)"));
    assert!(t.iter().any(|x| x == "10,4"), "Italian peak value in {t:?}");
    let narrow = ScalingFigure {
        series: vec![LineSeries {
            spread: Vec::new(),
            interpolated: Vec::new(),
            points: vec![(1, 1.0), (2, 2.5), (4, 11.0)],
            ..Default::default()
        }],
        ..Default::default()
    };
    let svg = it_look(|l| scaling_svg(&narrow, l)).unwrap();
    assert!(texts(&svg).iter().any(|x| x == "2,5"), "{:?}", texts(&svg));
}

#[test]
fn degenerate_inputs_never_panic() {
    let one = |points: Vec<(u32, f64)>, log_y: bool| ScalingFigure {
        series: vec![LineSeries {
            spread: Vec::new(),
            interpolated: Vec::new(),
            label: "x".into(),
            points,
            ..Default::default()
        }],
        log_y,
        ..Default::default()
    };
    let run = |f: &ScalingFigure| plain_look(|l| scaling_svg(f, l));
    assert!(matches!(run(&ScalingFigure::default()), Err(FigureError::NoData)));
    assert!(matches!(run(&one(vec![], false)), Err(FigureError::NoData)));
    assert!(
        run(&one(vec![(8, 3.0)], false)).is_ok(),
        "single point, single thread count"
    );
    assert!(run(&one(vec![(8, 3.0)], true)).is_ok());
    assert!(run(&one(vec![(1, f64::NAN), (2, 1.0)], false)).is_ok());
    assert!(matches!(
        run(&one(vec![(1, f64::NAN)], false)),
        Err(FigureError::NoData)
    ));
    assert!(matches!(
        run(&one(vec![(1, 0.0), (2, -1.0)], true)),
        Err(FigureError::NoData)
    ));
    let svg = run(&one(vec![(1, 0.0), (2, 5.0), (4, 50.0)], true)).unwrap();
    assert_eq!(filled_markers(&svg, "#0072B2").len(), 2 + 1, "zero skipped on log axis");
    assert!(matches!(
        run(&one(vec![(0, 1.0)], false)),
        Err(FigureError::ZeroThreads { .. })
    ));
    assert!(run(&one(vec![(1, 0.0), (2, 0.0)], false)).is_ok(), "all zero, linear");
    assert!(run(&one(vec![(1, -5.0), (2, 3.0)], false)).is_ok());
    assert!(matches!(
        run(&one(vec![(1, 1e300), (2, f64::MAX)], false)),
        Err(FigureError::OutOfRange { .. })
    ));
    assert!(matches!(
        run(&one(vec![(1, 1e-7), (2, 1.0)], true)),
        Err(FigureError::OutOfRange { .. })
    ));
    let wide = run(&one(vec![(1, 1e-6), (2, 1e18)], true)).unwrap();
    let labels = texts(&wide).len() - 3; // two x ticks, one legend label
    assert!((6..20).contains(&labels), "25 decades thinned to {labels} labels");
    let mut many = one(vec![(1, 1.0), (2, 2.0)], false);
    many.series = (0..200)
        .map(|i| LineSeries {
            spread: Vec::new(),
            interpolated: Vec::new(),
            label: format!("series {i}"),
            ..many.series[0].clone()
        })
        .collect();
    assert!(matches!(run(&many), Err(FigureError::Layout(_))));
}

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
    let svg = plain_look(|l| scaling_svg(&fig, l)).unwrap();
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

/// A limit that bounds some series spans their thread counts only, its
/// label ending where it ends; a general one spans the plot (issue 42 item 9).
#[test]
fn a_limit_line_spans_only_the_threads_it_bounds() {
    let limit_x = |span| {
        let mut fig = gbps();
        fig.limits[0].span = span;
        let svg = plain_look(|l| scaling_svg(&fig, l)).unwrap();
        let line = (elements(&svg, "polyline").into_iter())
            .find(|l| l.contains("stroke-dasharray=\"5 4\""))
            .map(|l| attr(l, "points").unwrap().to_string())
            .unwrap();
        let xs: Vec<f64> = (line.split_whitespace())
            .map(|p| p.split(',').next().unwrap().parse().unwrap())
            .collect();
        (xs[0], xs[1])
    };
    let (a, b) = limit_x(None);
    let (c, d) = limit_x(Some((8, 1024)));
    // 8 threads is three doublings in, 1024 the last tick: inside the plot.
    assert!(c > a + (b - a) * 0.2 && d < b && d > c, "{a}..{b} against {c}..{d}");
}

#[test]
fn a_dense_series_is_one_line_with_a_target_per_pixel_column() {
    // 20,000 thread counts with a saw-tooth: hundreds share a pixel column.
    let n = 20_000u32;
    let value = |t: u32| 100.0 + f64::from(t % 7) + f64::from(t) / 1000.0;
    let fig = ScalingFigure {
        series: vec![LineSeries {
            label: "Read".into(),
            points: (1..=n).map(|t| (t, value(t))).collect(),
            point_titles: (1..=n).map(|t| (t, format!("Read, {t} threads"))).collect(),
            spread: (1..=n).map(|t| (t, value(t) - 1.0, value(t) + 1.0)).collect(),
            ..Default::default()
        }],
        limits: vec![],
        ..gbps()
    };
    let svg = plain_look(|l| scaling_svg(&fig, l)).unwrap();
    assert!(svg.len() < 2_000_000, "{} bytes", svg.len());
    let line = series_lines(&svg, "#0072B2")
        .into_iter()
        .max_by_key(|l| l.len())
        .unwrap();
    let pts: Vec<(i32, i32)> = (attr(line, "points").unwrap().split_whitespace())
        .map(|p| {
            p.split_once(',')
                .map(|(x, y)| (x.parse().unwrap(), y.parse().unwrap()))
                .unwrap()
        })
        .collect();
    let columns: Vec<&[(i32, i32)]> = pts.chunk_by(|a, b| a.0 == b.0).collect();
    assert!(
        columns.len() < 960 && columns.iter().all(|c| c.len() <= 4),
        "{columns:?}"
    );
    // One target per column (every point has a title), none per point;
    // no markers but the legend's.
    let targets = elements(&svg, "rect")
        .into_iter()
        .filter(|r| attr(r, "class") == Some("pt"))
        .count();
    assert_eq!(targets, columns.len());
    assert!(!svg.contains("<circle class=\"pt\""));
    assert_eq!(filled_markers(&svg, "#0072B2").len(), 1);
    // The lowest and highest values are named by their columns' targets.
    assert!(
        svg.contains("<title>Read, 7 threads</title>"),
        "the lowest, alone in its column"
    );
    assert!(
        svg.contains(" – Read, 19998 threads</title>"),
        "the highest, at the top of its column"
    );
    // Whiskers merged too: at most one stem and two caps per column.
    let thin = elements(&svg, "polyline")
        .into_iter()
        .filter(|l| attr(l, "stroke") == Some("#0072B2") && attr(l, "stroke-width") == Some("1"))
        .count();
    assert!(thin <= 3 * columns.len(), "{thin} whisker lines");
}

#[test]
fn the_envelope_keeps_each_columns_first_last_lowest_and_highest() {
    // 37 points to a column, scattered over 300 px.
    let pts: Vec<(i32, i32)> = (0..5_000).map(|i| (i / 37, i * 7_919 % 300)).collect();
    let line = envelope(&pts);
    let cols = |p: &[(i32, i32)]| -> Vec<(i32, i32, i32, i32, usize)> {
        p.chunk_by(|a, b| a.0 == b.0)
            .map(|c| {
                let ys = c.iter().map(|p| p.1);
                (
                    c[0].1,
                    ys.clone().min().unwrap(),
                    ys.max().unwrap(),
                    c[c.len() - 1].1,
                    c.len(),
                )
            })
            .collect()
    };
    let (want, got) = (cols(&pts), cols(&line));
    assert_eq!(want.len(), got.len());
    for (w, g) in want.iter().zip(&got) {
        assert_eq!((w.0, w.1, w.2, w.3), (g.0, g.1, g.2, g.3));
        assert!(g.4 <= 4);
    }
}

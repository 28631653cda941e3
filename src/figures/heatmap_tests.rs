//! Tests of `heatmap`.

use super::super::testutil::*;
use super::*;

fn map() -> HeatMap {
    HeatMap {
        text: FigureText {
            title: "IOPS".into(),
            x_label: "iodepth".into(),
            y_label: "threads".into(),
            desc: "d".into(),
        },
        columns: vec!["1".into(), "2".into(), "4".into()],
        rows: vec!["1".into(), "2".into()],
        values: vec![
            vec![Some(15_380.0), Some(20_322.0), None],
            vec![Some(23_272.0), Some(35_840.0), Some(44_154.0)],
        ],
        best: vec![(1, 2)],
        scale: Scale::Sequential,
        unit: "IOPS".into(),
        titles: vec![vec!["threads 1, iodepth 1: 15,380 IOPS".into()]],
    }
}

#[test]
fn cell_text_keeps_its_colour_in_the_dark_scheme() {
    // The page's dark style swaps #222222 and #FFFFFF; text on a cell's
    // fill (which does not change) must use neither.
    let svg = plain_look(|l| heatmap_svg(&map(), l)).unwrap();
    let lines: Vec<&str> = svg.lines().collect();
    let mut seen = (0, 0, 0);
    for w in lines.windows(2).filter(|w| w[0].starts_with("<text ")) {
        let fill = attr(w[0], "fill").unwrap_or_default();
        if w[1].ends_with('K') {
            // 15.4K on the lightest fill, 44.2K (the best) on the darkest.
            let dark_cell = w[1].contains("44.2K") || w[1].contains("35.8K");
            assert_eq!(fill, if dark_cell { "#FCFCFC" } else { "#1B1B1B" }, "{}", w[1]);
            seen.0 += usize::from(dark_cell);
            seen.1 += usize::from(!dark_cell);
        } else if w[1] == "–" {
            assert_eq!(fill, "#222222", "a missing cell follows the page's ink");
            seen.2 += 1;
        }
    }
    assert!(seen.0 > 0 && seen.1 > 0 && seen.2 == 1, "{seen:?}");
}

#[test]
fn every_cell_has_its_value_and_the_best_is_marked() {
    let svg = plain_look(|l| heatmap_svg(&map(), l)).unwrap();
    let t = texts(&svg);
    for s in [
        "15,4K",
        "20,3K",
        "23,3K",
        "35,8K",
        "★ 44,2K",
        "–",
        "iodepth",
        "threads",
        "4",
    ] {
        let s = s.replace(',', ".");
        assert!(t.contains(&s), "{s} in {t:?}");
    }
    assert_eq!(t.iter().filter(|x| x.starts_with('★')).count(), 1);
    // The colour scale: lowest to highest value, with the unit.
    for end in ["15.4K\u{a0}IOPS", "44.2K\u{a0}IOPS"] {
        assert!(t.iter().any(|x| x == end), "{end} in {t:?}");
    }
    // One cell titled, one target: the whole cell.
    let targets: Vec<&str> = (elements(&svg, "rect").into_iter())
        .filter(|r| attr(r, "class") == Some("pt"))
        .collect();
    assert_eq!(targets.len(), 1);
    assert!(attr(targets[0], "height").is_some_and(|h| h.parse::<i32>().unwrap() > 2 * 9));
    let frame: Vec<&str> = elements(&svg, "polyline")
        .into_iter()
        .filter(|l| attr(l, "stroke") == Some("#D55E00"))
        .collect();
    assert_eq!(frame.len(), 1, "best cell framed once");
    assert_eq!(attr(frame[0], "stroke-width"), Some("4"));
    // Darker fill for larger values: the ramp's darkest end is the best cell.
    assert!(svg.contains("#08306B"), "darkest cell present");
    // A tie: both cells starred and framed.
    let tie = HeatMap {
        best: vec![(1, 2), (1, 1)],
        ..map()
    };
    let svg = plain_look(|l| heatmap_svg(&tie, l)).unwrap();
    assert_eq!(texts(&svg).iter().filter(|x| x.starts_with('★')).count(), 2);
    let frames = (elements(&svg, "polyline").into_iter()).filter(|l| attr(l, "stroke") == Some("#D55E00"));
    assert_eq!(frames.count(), 2);
    let it = it_look(|l| heatmap_svg(&map(), l)).unwrap();
    assert!(texts(&it).iter().any(|x| x == "35,8K"), "locale decimals");
}

#[test]
fn lightness_falls_with_the_value() {
    let lum = |c: (u8, u8, u8)| 0.2126 * f64::from(c.0) + 0.7152 * f64::from(c.1) + 0.0722 * f64::from(c.2);
    let steps: Vec<f64> = (0..=10)
        .map(|i| lum(mix(RAMP_LIGHT, RAMP_DARK, f64::from(i) / 10.0)))
        .collect();
    assert!(steps.windows(2).all(|w| w[1] < w[0]), "{steps:?}");
}

#[test]
fn bad_shapes_and_values_are_errors_not_panics() {
    let mut m = map();
    m.values[0].pop();
    assert!(matches!(
        plain_look(|l| heatmap_svg(&m, l)),
        Err(FigureError::InvalidInput(_))
    ));
    let mut m = map();
    m.values = vec![vec![None, Some(f64::NAN), None], vec![None; 3]];
    assert!(matches!(plain_look(|l| heatmap_svg(&m, l)), Err(FigureError::NoData)));
    let mut m = map();
    m.values[0][0] = Some(1e300);
    assert!(matches!(
        plain_look(|l| heatmap_svg(&m, l)),
        Err(FigureError::OutOfRange { .. })
    ));
    let mut m = map();
    m.values = vec![vec![Some(5.0); 3], vec![Some(5.0); 3]];
    m.best = vec![(9, 9)];
    assert!(
        plain_look(|l| heatmap_svg(&m, l)).is_ok(),
        "flat values, best out of range"
    );
}

fn change_map(columns: usize, rows: usize, higher_is_better: bool) -> HeatMap {
    HeatMap {
        columns: (0..columns).map(|c| format!("{} KiB", 4 << c)).collect(),
        rows: (0..rows).map(|r| format!("{r} MiB")).collect(),
        values: (0..rows)
            .map(|r| {
                (0..columns)
                    .map(|c| (r + c > 0).then_some((r * columns + c) as f64 - 30.0))
                    .collect()
            })
            .collect(),
        best: vec![],
        scale: Scale::Change { higher_is_better },
        ..map()
    }
}

#[test]
fn a_change_map_is_red_for_worse_blue_for_better_and_grey_at_zero() {
    let hex = |c: (u8, u8, u8)| format!("#{:02X}{:02X}{:02X}", c.0, c.1, c.2);
    let fill_of = |higher_is_better, v| hex(fill(Scale::Change { higher_is_better }, v, (0.0, 0.0)).0);
    assert_eq!(fill_of(true, 0.0), hex(CHANGE_ZERO));
    // A halving weighs as much as a doubling; beyond, the colour holds.
    for (v, end) in [
        (-50.0, CHANGE_WORSE),
        (-100.0, CHANGE_WORSE),
        (100.0, CHANGE_BETTER),
        (400.0, CHANGE_BETTER),
    ] {
        assert_eq!(fill_of(true, v), hex(end), "{v}");
    }
    let (drop, _) = fill(Scale::Change { higher_is_better: true }, -20.0, (0.0, 0.0));
    assert!(
        drop.0 > drop.2 && drop != CHANGE_ZERO && drop != CHANGE_WORSE,
        "{drop:?}"
    );
    // Lower is better: a rise is the worse side.
    assert_eq!(fill_of(false, 100.0), hex(CHANGE_WORSE));
    assert_eq!(fill_of(false, -20.0), fill_of(true, 25.0));
    // The map: a cell that dropped 30 % against one that did not change,
    // each labelled with its signed change; the one not compared is empty.
    let svg = plain_look(|l| heatmap_svg(&change_map(3, 11, true), l)).unwrap();
    let rects = elements(&svg, "rect");
    let drop = hex(fill(Scale::Change { higher_is_better: true }, -29.0, (0.0, 0.0)).0);
    for c in [&drop, &hex(CHANGE_ZERO)] {
        assert!(rects.iter().any(|r| attr(r, "fill") == Some(c)), "{c} drawn");
    }
    let t = texts(&svg);
    for s in ["-29%", "0%", "+2%", "–"] {
        assert!(t.iter().any(|x| x == s), "{s} in {t:?}");
    }
    assert!(!t.iter().any(|x| x.contains('★')), "no best cell in a change map");
    // Its scale: from halved (worse, red) to doubled (better, blue).
    assert!(t.iter().any(|x| x == "-50%") && t.iter().any(|x| x == "+100%"), "{t:?}");
    let ramp: Vec<(u8, u8)> = (elements(&svg, "rect").into_iter())
        .filter(|r| attr(r, "height") == Some("14"))
        .filter_map(|r| attr(r, "fill").filter(|f| f.starts_with('#')))
        .map(|f| {
            (
                u8::from_str_radix(&f[1..3], 16).unwrap(),
                u8::from_str_radix(&f[5..7], 16).unwrap(),
            )
        })
        .collect();
    assert_eq!(ramp.len(), SCALE_STEPS);
    let (first, last) = (ramp[0], ramp[SCALE_STEPS - 1]);
    assert!(
        first.0 > first.1 && last.1 > last.0,
        "red on the left, blue on the right: {ramp:?}"
    );
}

#[test]
fn cells_too_small_for_their_labels_carry_none() {
    // 2,119 cells: the fills stay, the text goes; the axes keep theirs.
    let svg = plain_look(|l| heatmap_svg(&change_map(13, 163, true), l)).unwrap();
    let t = texts(&svg);
    let scale = ["-50%", "+100%"];
    assert!(
        !t.iter()
            .any(|x| x.ends_with('%') && !scale.contains(&x.as_str()) || x == "–"),
        "{t:?}"
    );
    assert!(t.iter().any(|x| x == "4 KiB"), "{t:?}");
    let rise = format!("#{:02X}{:02X}{:02X}", CHANGE_BETTER.0, CHANGE_BETTER.1, CHANGE_BETTER.2);
    assert!(elements(&svg, "rect")
        .iter()
        .any(|r| attr(r, "fill") == Some(rise.as_str())));
}

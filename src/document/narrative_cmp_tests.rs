//! Comparison sentences in both directions: what is called a gain follows
//! the metric (a latency that rises is a loss), in every language.

use super::comparison_paragraph;
use crate::analysis::compare::{OpChange, ThreadChange};
use crate::i18n::Localizer;
use crate::model::{Direction, Lang};
use proptest::prelude::*;

fn op(changes: &[(u32, f64)]) -> OpChange {
    let changes: Vec<ThreadChange> = (changes.iter())
        .map(|&(threads, change)| ThreadChange {
            threads,
            baseline: 100.0,
            current: 100.0 * (1.0 + change),
            change,
        })
        .collect();
    let by = |a: &&ThreadChange, b: &&ThreadChange| a.change.total_cmp(&b.change);
    OpChange {
        operation: "read".into(),
        largest: changes.iter().max_by(by).cloned(),
        smallest: changes.iter().min_by(by).cloned(),
        mean_change: Some(changes.iter().map(|c| c.change).sum::<f64>() / changes.len() as f64),
        changes,
        only_current: vec![],
        only_baseline: vec![],
        zero_baseline: vec![],
        unpaired: vec![],
        reversals: vec![],
    }
}

fn en(o: &OpChange, d: Direction) -> String {
    let loc = Localizer::new(Lang::En, None).unwrap();
    comparison_paragraph(&loc, o, d, "the old", "the new")
}

#[test]
fn a_latency_that_rises_by_a_quarter_is_a_loss_and_halving_it_a_gain() {
    let up = en(&op(&[(1, 0.25)]), Direction::Lower);
    assert!(
        up.contains("worsen most at a single thread, where the new measures 25% higher"),
        "{up}"
    );
    assert!(!up.contains("ahead") && !up.contains("gain"), "{up}");
    // One thread count is not averaged ("averaged over 1 thread counts").
    assert!(!up.contains("Averaged"), "{up}");
    let down = en(&op(&[(1, -0.5)]), Direction::Lower);
    assert!(
        down.contains("improve most at a single thread, where the new measures 50% lower"),
        "{down}"
    );
    assert!(!down.contains("behind") && !down.contains("worsen"), "{down}");
    // The same numbers for a throughput read the other way round.
    let up = en(&op(&[(1, 0.25)]), Direction::Higher);
    assert!(
        up.contains("gain most at a single thread, where the new is 25% ahead"),
        "{up}"
    );
}

#[test]
fn every_language_says_lower_for_an_improving_latency() {
    let o = op(&[(1, -0.2), (4, -0.1)]);
    for (lang, word) in [(Lang::It, "più basso"), (Lang::ZhTw, "低了"), (Lang::Vi, "thấp hơn")] {
        let loc = Localizer::new(lang, None).unwrap();
        let s = comparison_paragraph(&loc, &o, Direction::Lower, "A", "B");
        assert!(s.contains(word), "{lang:?}: {s}");
    }
}

proptest! {
    /// For random changes in both directions: a gain sentence exactly when
    /// some point is better, a loss sentence exactly when some point is
    /// worse, and the words of one direction never in the other's text.
    #[test]
    fn comparative_words_follow_the_direction(
        changes in prop::collection::vec(-0.9f64..2.0, 1..6),
        lower in any::<bool>(),
    ) {
        let points: Vec<(u32, f64)> = changes.iter().enumerate().map(|(i, c)| (1u32 << i, *c)).collect();
        let d = if lower { Direction::Lower } else { Direction::Higher };
        let text = en(&op(&points), d);
        let good = |c: f64| if lower { -c } else { c };
        let better = changes.iter().any(|c| good(*c) > 0.0);
        let worse = changes.iter().any(|c| good(*c) < 0.0);
        let (gain, loss) = if lower { ("improve most", "worsen most") } else { ("gain most", "lose most") };
        prop_assert_eq!(text.contains(gain), better, "{}", text);
        prop_assert_eq!(text.contains(loss), worse, "{}", text);
        for w in if lower { ["ahead", "behind", "gain most"] } else { ["measures", "% lower", "improve most"] } {
            prop_assert!(!text.contains(w), "{} in {}", w, text);
        }
    }
}

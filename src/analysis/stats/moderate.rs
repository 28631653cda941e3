//! Noise estimates shared across points (a report's histories, an
//! operation's iterations), and Holm's correction.
//!
//! Three to five iterations give a point a variance estimate with 4–8
//! degrees of freedom: too few for a t test that must survive a correction
//! over 40 points. The points of one series (one operation over thread
//! counts) are measured the same way on the same system, so their noise is
//! similar, but not always equal (a saturated system is often noisier). The
//! moderation below (Smyth's empirical Bayes, the `limma` method) takes the
//! middle road the data ask for: it estimates from the spread of the
//! points' variances how much they really differ, and shrinks each point's
//! variance towards the series' typical value by that much. Equal noise gives
//! (nearly) full pooling; very unequal noise leaves each point mostly its own.

use super::dist::{digamma, trigamma, trigamma_inverse};

/// A point's own variance of log values and its degrees of freedom
/// (`df = 0`: the point has no estimate of its own).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct VarEst {
    pub s2: f64,
    pub df: f64,
}

/// A point's moderated variance and the degrees of freedom its t test uses.
pub(crate) type Moderated = VarEst;

/// Moderated variances for the points of one series, in input order; `None`
/// for every point when no point has a variance estimate.
///
/// The prior (s0², d0) is fitted by the method of moments on ln s² (needs
/// three points with a positive variance; fewer are simply pooled). When the
/// variances scatter no more than sampling alone explains, d0 is infinite and
/// every point gets the series' typical variance. The degrees of freedom are
/// capped at the series' total: the prior itself is estimated from those
/// values only, and treating it as exact (as `limma` can with thousands of
/// genes) would make the tests too bold.
pub(crate) fn moderate(points: &[VarEst]) -> Vec<Option<Moderated>> {
    let usable: Vec<VarEst> = points
        .iter()
        .copied()
        .filter(|v| v.df > 0.0 && v.s2.is_finite())
        .collect();
    let total_df: f64 = usable.iter().map(|v| v.df).sum();
    if usable.is_empty() {
        return vec![None; points.len()];
    }
    let positive: Vec<VarEst> = usable.iter().copied().filter(|v| v.s2 > 0.0).collect();
    let pooled = usable.iter().map(|v| v.df * v.s2).sum::<f64>() / total_df;
    let (s0, d0) = if positive.len() >= 3 {
        let e: Vec<f64> = positive
            .iter()
            .map(|v| v.s2.ln() - digamma(v.df / 2.0) + (v.df / 2.0).ln())
            .collect();
        let n = e.len() as f64;
        let emean = e.iter().sum::<f64>() / n;
        let spread = e.iter().map(|x| (x - emean).powi(2)).sum::<f64>() / (n - 1.0);
        let sampling = positive.iter().map(|v| trigamma(v.df / 2.0)).sum::<f64>() / n;
        let excess = spread - sampling;
        if excess > 0.0 {
            let d0 = 2.0 * trigamma_inverse(excess);
            ((emean + digamma(d0 / 2.0) - (d0 / 2.0).ln()).exp(), Some(d0))
        } else {
            (pooled, None)
        }
    } else {
        (pooled, None)
    };
    points
        .iter()
        .map(|v| {
            let own = v.df > 0.0 && v.s2.is_finite();
            Some(match d0 {
                None => Moderated { s2: s0, df: total_df },
                Some(d0) if own => Moderated {
                    s2: (d0 * s0 + v.df * v.s2) / (d0 + v.df),
                    df: (d0 + v.df).min(total_df),
                },
                Some(d0) => Moderated {
                    s2: s0,
                    df: d0.min(total_df),
                },
            })
        })
        .collect()
}

/// Holm's step-down adjustment: adjusted p-values in input order. Rejecting
/// where the adjusted value is ≤ α keeps the chance of *any* false alarm in
/// the family at most α, whatever the dependence between the tests. Ties
/// keep input order, so the result is deterministic.
pub(crate) fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    let mut adjusted = vec![1.0; m];
    let mut running: f64 = 0.0;
    for (rank, &i) in order.iter().enumerate() {
        running = running.max(((m - rank) as f64 * p[i]).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holm_steps_down_and_keeps_order() {
        let adj = holm(&[0.01, 0.04, 0.03, 0.005]);
        let want = [0.03, 0.06, 0.06, 0.02];
        for (a, w) in adj.iter().zip(want) {
            assert!((a - w).abs() < 1e-15, "{adj:?}");
        }
        assert_eq!(holm(&[0.5, 0.9]), vec![1.0, 1.0]);
        assert!(holm(&[]).is_empty());
    }

    #[test]
    fn equal_variances_pool_fully() {
        // Identical estimates scatter less than sampling explains: d0 = ∞.
        let pts = vec![VarEst { s2: 0.01, df: 8.0 }; 10];
        let m = moderate(&pts);
        for v in &m {
            let v = v.unwrap();
            assert!((v.s2 - 0.01).abs() < 1e-12 && v.df == 80.0, "{v:?}");
        }
    }

    #[test]
    fn unequal_variances_keep_most_of_their_own() {
        // Variances spanning two orders of magnitude: little shrinkage, so
        // the noisiest point stays far above the series' typical value.
        let s2 = [1e-4, 1e-4, 2e-4, 5e-4, 1e-3, 2e-3, 5e-3, 1e-2, 1e-2, 1e-2];
        let pts: Vec<VarEst> = s2.iter().map(|&s2| VarEst { s2, df: 8.0 }).collect();
        let m = moderate(&pts);
        let last = m[9].unwrap();
        let first = m[0].unwrap();
        assert!(last.s2 > 4e-3 && first.s2 < 5e-4, "{first:?} {last:?}");
        assert!(last.df > 8.0 && last.df < 80.0, "{last:?}");
    }

    #[test]
    fn points_without_their_own_estimate_borrow_the_series() {
        let pts = [
            VarEst { s2: 0.0, df: 0.0 },
            VarEst { s2: 0.04, df: 4.0 },
            VarEst { s2: 0.02, df: 4.0 },
        ];
        let m = moderate(&pts);
        let borrowed = m[0].unwrap();
        assert!((borrowed.s2 - 0.03).abs() < 1e-12 && borrowed.df == 8.0, "{borrowed:?}");
        assert_eq!(moderate(&[VarEst { s2: 0.0, df: 0.0 }]), vec![None]);
    }
}

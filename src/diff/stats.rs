//! Statistics for `diff`: a bootstrap interval of the ratio of means with a
//! fixed-seed generator (so the same inputs give the same verdict and the
//! same bytes), and Holm's step-down correction for many points.

pub(crate) use crate::rng::SplitMix64;

/// Number of bootstrap resamples per point.
pub const RESAMPLES: usize = 4000;

#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Bootstrap {
    /// Ratio of means, current ÷ baseline.
    pub ratio: f64,
    /// 95 % percentile interval of the ratio.
    pub low: f64,
    pub high: f64,
    /// Two-sided bootstrap p-value for "ratio = 1".
    pub p: f64,
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

/// Bootstrap of mean(current) ÷ mean(baseline); `None` when either side is
/// empty or the baseline mean is not positive.
pub fn bootstrap_ratio(baseline: &[f64], current: &[f64]) -> Option<Bootstrap> {
    if baseline.is_empty() || current.is_empty() {
        return None;
    }
    let mb = mean(baseline);
    if mb <= 0.0 || !mb.is_finite() {
        return None;
    }
    let ratio = mean(current) / mb;
    let seed = baseline
        .iter()
        .chain(current)
        .fold(0x5EED_u64, |h, v| h.rotate_left(5) ^ v.to_bits());
    let mut rng = SplitMix64(seed);
    let mut ratios = Vec::with_capacity(RESAMPLES);
    let resample_mean = |rng: &mut SplitMix64, v: &[f64]| {
        let mut s = 0.0;
        for _ in 0..v.len() {
            s += v[rng.below(v.len())];
        }
        s / v.len() as f64
    };
    for _ in 0..RESAMPLES {
        let b = resample_mean(&mut rng, baseline);
        let c = resample_mean(&mut rng, current);
        if b > 0.0 {
            ratios.push(c / b);
        }
    }
    if ratios.is_empty() {
        return None;
    }
    ratios.sort_by(f64::total_cmp);
    let q = |f: f64| ratios[((ratios.len() - 1) as f64 * f).round() as usize];
    let below = ratios.iter().filter(|r| **r <= 1.0).count() as f64 / ratios.len() as f64;
    let above = ratios.iter().filter(|r| **r >= 1.0).count() as f64 / ratios.len() as f64;
    Some(Bootstrap {
        ratio,
        low: q(0.025),
        high: q(0.975),
        p: (2.0 * below.min(above)).min(1.0),
    })
}

/// Holm's step-down adjustment: adjusted p-values in the input order. It
/// controls the chance of any false alarm over the whole family at the
/// chosen level, whatever the dependence between the tests.
pub fn holm(p: &[f64]) -> Vec<f64> {
    let m = p.len();
    let mut idx: Vec<usize> = (0..m).collect();
    idx.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    let mut adj = vec![0.0; m];
    let mut running: f64 = 0.0;
    for (rank, &i) in idx.iter().enumerate() {
        let v = ((m - rank) as f64 * p[i]).min(1.0);
        running = running.max(v);
        adj[i] = running;
    }
    adj
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clear_drop_has_an_interval_below_one() {
        let b = bootstrap_ratio(&[100.0, 101.0, 99.0, 100.5], &[89.0, 90.0, 91.0, 90.5]).unwrap();
        assert!((b.ratio - 90.125 / 100.125).abs() < 1e-12);
        assert!(b.high < 0.95 && b.p < 0.01, "{b:?}");
    }

    #[test]
    fn noise_without_change_is_not_significant() {
        let b = bootstrap_ratio(&[100.0, 80.0, 120.0], &[115.0, 85.0, 95.0]).unwrap();
        assert!(b.low < 1.0 && b.high > 1.0 && b.p > 0.2, "{b:?}");
    }

    #[test]
    fn deterministic_and_safe() {
        let a = bootstrap_ratio(&[1.0, 2.0, 3.0], &[2.0, 3.0, 4.0]);
        assert_eq!(a, bootstrap_ratio(&[1.0, 2.0, 3.0], &[2.0, 3.0, 4.0]));
        assert!(bootstrap_ratio(&[], &[1.0]).is_none());
        assert!(bootstrap_ratio(&[0.0, 0.0], &[1.0]).is_none());
    }

    #[test]
    fn holm_adjusts_step_down() {
        let adj = holm(&[0.01, 0.04, 0.03, 0.5]);
        assert_eq!(adj, vec![0.04, 0.09, 0.09, 0.5]);
        assert!(holm(&[]).is_empty());
    }
}

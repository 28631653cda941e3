//! Distribution functions the verdict method needs: Student's t and the
//! normal distribution (CDF and quantile), and the gamma-family special
//! functions behind them and behind the variance moderation (log-gamma,
//! digamma, trigamma and its inverse).
//!
//! Written here rather than taken from a crate because the method needs only
//! these few functions, and every one is checked against published values in
//! the tests below. Everything is deterministic: series, continued fractions
//! and bisections with fixed iteration limits.

use std::f64::consts::PI;

/// ln Γ(x) for x > 0: shift x above 12 with Γ(x+1) = xΓ(x), then Stirling's
/// series (the first omitted term is below 1e-13 there).
pub(crate) fn ln_gamma(x: f64) -> f64 {
    let mut x = x;
    let mut shift = 0.0;
    while x < 12.0 {
        shift += x.ln();
        x += 1.0;
    }
    let inv = 1.0 / x;
    let inv2 = inv * inv;
    let series =
        inv * (1.0 / 12.0 - inv2 * (1.0 / 360.0 - inv2 * (1.0 / 1260.0 - inv2 * (1.0 / 1680.0 - inv2 / 1188.0))));
    (x - 0.5) * x.ln() - x + 0.5 * (2.0 * PI).ln() + series - shift
}

/// Digamma ψ(x) = d/dx ln Γ(x), x > 0 (recurrence, then asymptotic series).
pub(crate) fn digamma(x: f64) -> f64 {
    let mut x = x;
    let mut acc = 0.0;
    while x < 12.0 {
        acc -= 1.0 / x;
        x += 1.0;
    }
    let inv2 = 1.0 / (x * x);
    let series =
        inv2 * (1.0 / 12.0 - inv2 * (1.0 / 120.0 - inv2 * (1.0 / 252.0 - inv2 * (1.0 / 240.0 - inv2 / 132.0))));
    acc + x.ln() - 0.5 / x - series
}

/// Trigamma ψ′(x), x > 0: the variance of ln of a scaled χ² variable, which
/// is how the moderation tells real differences in noise between points from
/// the scatter that small samples always show.
pub(crate) fn trigamma(x: f64) -> f64 {
    let mut x = x;
    let mut acc = 0.0;
    while x < 12.0 {
        acc += 1.0 / (x * x);
        x += 1.0;
    }
    let inv = 1.0 / x;
    let inv2 = inv * inv;
    let series = inv
        + inv2 / 2.0
        + inv
            * inv2
            * (1.0 / 6.0 - inv2 * (1.0 / 30.0 - inv2 * (1.0 / 42.0 - inv2 * (1.0 / 30.0 - inv2 * 5.0 / 66.0))));
    acc + series
}

/// The y > 0 with ψ′(y) = v (v > 0). ψ′ is strictly decreasing, so a
/// bisection on ln y is exact to the last bits and never fails.
pub(crate) fn trigamma_inverse(v: f64) -> f64 {
    let (mut lo, mut hi) = (-30.0_f64, 30.0_f64); // ln y
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if trigamma(mid.exp()) > v {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    (0.5 * (lo + hi)).exp()
}

/// Continued fraction of the incomplete beta function (modified Lentz).
fn beta_fraction(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let mut c = 1.0;
    let mut d = 1.0 - (a + b) * x / (a + 1.0);
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..=500 {
        let m = m as f64;
        let step = |num: f64, c: &mut f64, d: &mut f64| {
            *d = 1.0 + num * *d;
            if d.abs() < TINY {
                *d = TINY;
            }
            *c = 1.0 + num / *c;
            if c.abs() < TINY {
                *c = TINY;
            }
            *d = 1.0 / *d;
            *d * *c
        };
        let even = m * (b - m) * x / ((a + 2.0 * m - 1.0) * (a + 2.0 * m));
        h *= step(even, &mut c, &mut d);
        let odd = -(a + m) * (a + b + m) * x / ((a + 2.0 * m) * (a + 2.0 * m + 1.0));
        let delta = step(odd, &mut c, &mut d);
        h *= delta;
        if (delta - 1.0).abs() < 1e-15 {
            break;
        }
    }
    h
}

/// Regularised incomplete beta I_x(a, b).
pub(crate) fn inc_beta(a: f64, b: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let front = (a * x.ln() + b * (1.0 - x).ln() + ln_gamma(a + b) - ln_gamma(a) - ln_gamma(b)).exp();
    if x < (a + 1.0) / (a + b + 2.0) {
        front * beta_fraction(a, b, x) / a
    } else {
        1.0 - front * beta_fraction(b, a, 1.0 - x) / b
    }
}

/// Regularised upper incomplete gamma Q(a, x): series below a + 1,
/// continued fraction above.
fn gamma_q(a: f64, x: f64) -> f64 {
    if x <= 0.0 {
        return 1.0;
    }
    let front = (a * x.ln() - x - ln_gamma(a)).exp();
    if x < a + 1.0 {
        let (mut term, mut sum, mut n) = (1.0 / a, 1.0 / a, a);
        for _ in 0..1000 {
            n += 1.0;
            term *= x / n;
            sum += term;
            if term.abs() < sum.abs() * 1e-16 {
                break;
            }
        }
        1.0 - front * sum
    } else {
        const TINY: f64 = 1e-300;
        let mut b = x + 1.0 - a;
        let mut c = 1.0 / TINY;
        let mut d = 1.0 / b;
        let mut h = d;
        for i in 1..=1000 {
            let an = -(i as f64) * (i as f64 - a);
            b += 2.0;
            d = an * d + b;
            if d.abs() < TINY {
                d = TINY;
            }
            c = b + an / c;
            if c.abs() < TINY {
                c = TINY;
            }
            d = 1.0 / d;
            let delta = d * c;
            h *= delta;
            if (delta - 1.0).abs() < 1e-16 {
                break;
            }
        }
        front * h
    }
}

/// Standard normal CDF Φ(z), accurate in the far tails (Φ(z) = ½·erfc(−z/√2)
/// and erfc(u) = Q(½, u²)).
pub(crate) fn normal_cdf(z: f64) -> f64 {
    let tail = 0.5 * gamma_q(0.5, z * z / 2.0);
    if z >= 0.0 {
        1.0 - tail
    } else {
        tail
    }
}

/// CDF of Student's t with `df` degrees of freedom; `None` means infinitely
/// many (the normal distribution, used when the noise is declared, not
/// estimated).
pub(crate) fn t_cdf(t: f64, df: Option<f64>) -> f64 {
    let Some(df) = df else { return normal_cdf(t) };
    if t.is_nan() {
        return f64::NAN;
    }
    if t.is_infinite() {
        return if t > 0.0 { 1.0 } else { 0.0 };
    }
    let tail = 0.5 * inc_beta(df / 2.0, 0.5, df / (df + t * t));
    if t >= 0.0 {
        1.0 - tail
    } else {
        tail
    }
}

/// Two-sided p-value of a t statistic.
pub(crate) fn t_two_sided(t: f64, df: Option<f64>) -> f64 {
    (2.0 * t_cdf(-t.abs(), df)).min(1.0)
}

/// Density of Student's t (or the normal with `df = None`).
fn t_density(t: f64, df: Option<f64>) -> f64 {
    match df {
        None => (-0.5 * t * t).exp() / (2.0 * PI).sqrt(),
        Some(v) => (ln_gamma((v + 1.0) / 2.0)
            - ln_gamma(v / 2.0)
            - 0.5 * (v * PI).ln()
            - (v + 1.0) / 2.0 * (t * t / v).ln_1p())
        .exp(),
    }
}

/// Quantile of Student's t (or the normal with `df = None`), for 0 < p < 1:
/// Newton steps on the CDF inside a bracket that shrinks each step, with a
/// bisection whenever a step would leave it (so it always converges).
pub(crate) fn t_quantile(p: f64, df: Option<f64>) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    if p <= 0.0 {
        return f64::NEG_INFINITY;
    }
    if p >= 1.0 {
        return f64::INFINITY;
    }
    let mut hi = 1.0;
    while t_cdf(hi, df) < p.max(1.0 - p) && hi < 1e12 {
        hi *= 2.0;
    }
    let (mut lo, mut hi) = (-hi, hi);
    let mut x = 0.0;
    for _ in 0..200 {
        let f = t_cdf(x, df) - p;
        if f < 0.0 {
            lo = x;
        } else {
            hi = x;
        }
        let density = t_density(x, df);
        let newton = x - f / density;
        let next = if density > 0.0 && newton > lo && newton < hi {
            newton
        } else {
            0.5 * (lo + hi)
        };
        if (next - x).abs() <= 1e-15 * x.abs().max(1.0) || hi - lo <= 1e-15 * x.abs().max(1.0) {
            return next;
        }
        x = next;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tol: f64) {
        assert!((a - b).abs() <= tol * b.abs().max(1e-300), "{a} vs {b}");
    }

    #[test]
    fn gamma_family_matches_known_values() {
        close(ln_gamma(0.5), 0.572_364_942_924_700_1, 1e-13);
        close(ln_gamma(10.0), 12.801_827_480_081_469, 1e-13);
        close(ln_gamma(1.0).abs() + 1.0, 1.0, 1e-13);
        close(digamma(1.0), -0.577_215_664_901_532_9, 1e-12);
        close(digamma(0.5), -1.963_510_026_021_423_5, 1e-12);
        close(trigamma(1.0), PI * PI / 6.0, 1e-12);
        close(trigamma(0.5), PI * PI / 2.0, 1e-12);
        close(trigamma(40.0), 0.025_315_103_841_291_03, 1e-12);
        for y in [0.01, 0.7, 4.0, 123.0, 5e4] {
            close(trigamma_inverse(trigamma(y)), y, 1e-9);
        }
    }

    #[test]
    fn student_t_matches_tables() {
        close(t_cdf(1.0, Some(1.0)), 0.75, 1e-12);
        // df = 2 has a closed form: ½ + t / (2·√(2 + t²)).
        close(t_cdf(2.0, Some(2.0)), 0.5 + 2.0 / (2.0 * 6f64.sqrt()), 1e-12);
        close(t_cdf(-2.0, Some(2.0)), 0.5 - 2.0 / (2.0 * 6f64.sqrt()), 1e-12);
        close(t_quantile(0.975, Some(10.0)), 2.228_138_851_986, 1e-9);
        close(t_quantile(0.975, Some(30.0)), 2.042_272_456_301, 1e-9);
        close(t_quantile(0.995, Some(5.0)), 4.032_142_983_557, 1e-9);
        close(t_quantile(0.025, Some(80.0)), -1.990_063_421_254, 1e-9);
        close(t_quantile(0.9995, Some(1.0)), 636.619_248_768, 1e-8);
        close(t_two_sided(3.0, Some(4.0)), 0.039_941_968_071_719, 1e-9);
    }

    #[test]
    fn normal_matches_tables() {
        close(normal_cdf(0.0), 0.5, 1e-15);
        close(normal_cdf(1.959_963_984_540_054), 0.975, 1e-12);
        close(normal_cdf(-3.0), 0.001_349_898_031_630_094_6, 1e-10);
        close(normal_cdf(-8.0), 6.220_960_574_271_785e-16, 1e-8);
        close(t_quantile(0.999, None), 3.090_232_306_167_813_5, 1e-9);
        // A t with very many degrees of freedom is nearly normal.
        close(t_cdf(-2.5, Some(1e6)), normal_cdf(-2.5), 1e-4);
    }

    #[test]
    fn edges_do_not_panic() {
        assert_eq!(t_cdf(f64::INFINITY, Some(3.0)), 1.0);
        assert_eq!(t_cdf(f64::NEG_INFINITY, Some(3.0)), 0.0);
        assert!(t_cdf(f64::NAN, Some(3.0)).is_nan());
        assert_eq!(t_quantile(0.0, Some(3.0)), f64::NEG_INFINITY);
        assert_eq!(inc_beta(2.0, 3.0, 0.0), 0.0);
        assert_eq!(inc_beta(2.0, 3.0, 1.0), 1.0);
    }
}

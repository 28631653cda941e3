//! A small seeded pseudo-random generator for the places that need
//! reproducible randomness (synthetic datasets, resampling, simulations).
//! Imports nothing of the crate.

/// SplitMix64: small, fast, and good enough to resample a handful of
/// iterations. Seeded from the data, so results are reproducible.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    #[cfg(test)]
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// `len` characters drawn from the ASCII `alphabet`: random input for
    /// parser property tests.
    #[cfg(test)]
    pub fn ascii(&mut self, alphabet: &[u8], len: usize) -> String {
        (0..len)
            .map(|_| char::from(alphabet[self.below(alphabet.len())]))
            .collect()
    }

    /// `len` pieces drawn from `parts`, joined: random lines built from the
    /// fragments a parser's fast path must treat as its simple path does.
    #[cfg(test)]
    pub fn joined(&mut self, parts: &[&str], len: usize) -> String {
        (0..len).map(|_| parts[self.below(parts.len())]).collect()
    }

    /// Uniform on the open interval (0, 1).
    pub fn uniform(&mut self) -> f64 {
        ((self.next_u64() >> 11) as f64 + 0.5) / (1u64 << 53) as f64
    }

    /// Standard normal (Box–Muller, one value per two uniforms).
    pub fn normal(&mut self) -> f64 {
        let (u, v) = (self.uniform(), self.uniform());
        (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    }

    /// Student t with 4 degrees of freedom scaled to unit variance.
    pub fn t4(&mut self) -> f64 {
        let chi2: f64 = (0..4).map(|_| self.normal().powi(2)).sum();
        self.normal() / (chi2 / 4.0).sqrt() / 2f64.sqrt()
    }
}

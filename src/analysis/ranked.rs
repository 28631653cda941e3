//! A multiset of values that supports removing any member and asking for the
//! k-th smallest in O(log n): a Fenwick tree over the values' ranks. The
//! plateau search uses it to keep the median, minimum and maximum of "every
//! point from here on" while the start point moves right, instead of sorting
//! the rest again for every start point (which made it O(n² log n)).

/// Values sorted once by `f64::total_cmp`; members are present or removed.
pub(crate) struct RankedSet {
    /// The values in ascending `total_cmp` order.
    sorted: Vec<f64>,
    /// `rank[k]`: position in `sorted` of the k-th value given to [`RankedSet::new`].
    rank: Vec<usize>,
    /// Fenwick tree of presence counts, 1-based.
    tree: Vec<u32>,
    live: usize,
    /// Largest power of two ≤ `sorted.len()` (0 when empty), for the descent.
    top: usize,
}

impl RankedSet {
    /// All of `values` present. O(n log n).
    pub(crate) fn new(values: &[f64]) -> RankedSet {
        let n = values.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| values[a].total_cmp(&values[b]));
        let mut rank = vec![0; n];
        for (pos, &k) in order.iter().enumerate() {
            rank[k] = pos;
        }
        let sorted = order.iter().map(|&k| values[k]).collect();
        // Linear build: every slot counts 1, then each node adds itself to its parent.
        let mut tree = vec![0u32; n + 1];
        for i in 1..=n {
            tree[i] += 1;
            let parent = i + (i & i.wrapping_neg());
            if parent <= n {
                tree[parent] += tree[i];
            }
        }
        let top = if n == 0 {
            0
        } else {
            1 << (usize::BITS - 1 - n.leading_zeros())
        };
        RankedSet {
            sorted,
            rank,
            tree,
            live: n,
            top,
        }
    }

    /// Number of values still present.
    pub(crate) fn len(&self) -> usize {
        self.live
    }

    /// Removes the k-th value given to [`RankedSet::new`] (each at most once).
    pub(crate) fn remove(&mut self, k: usize) {
        let mut i = self.rank[k] + 1;
        while i < self.tree.len() {
            self.tree[i] -= 1;
            i += i & i.wrapping_neg();
        }
        self.live -= 1;
    }

    /// The `k`-th smallest present value, 1-based (`1 ..= len()`).
    pub(crate) fn kth(&self, k: usize) -> f64 {
        debug_assert!(k >= 1 && k <= self.live);
        let mut pos = 0;
        let mut rest = k as u32;
        let mut step = self.top;
        while step > 0 {
            let next = pos + step;
            if next < self.tree.len() && self.tree[next] < rest {
                pos = next;
                rest -= self.tree[next];
            }
            step >>= 1;
        }
        self.sorted[pos]
    }

    /// Median of the present values (mean of the middle two for an even
    /// count), computed exactly as sorting them would.
    pub(crate) fn median(&self) -> f64 {
        let m = self.live;
        if m % 2 == 1 {
            self.kth(m / 2 + 1)
        } else {
            (self.kth(m / 2) + self.kth(m / 2 + 1)) / 2.0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn order_statistics_follow_removals() {
        let mut s = RankedSet::new(&[5.0, 1.0, 4.0, 2.0, 3.0]);
        assert_eq!((s.kth(1), s.kth(5), s.median()), (1.0, 5.0, 3.0));
        s.remove(1); // 1.0
        assert_eq!((s.len(), s.kth(1), s.median()), (4, 2.0, 3.5));
        s.remove(0); // 5.0
        assert_eq!((s.kth(3), s.median()), (4.0, 3.0));
    }

    proptest! {
        #[test]
        fn matches_sorting_what_is_left(values in prop::collection::vec(-1e3f64..1e3, 1..60), cut in 0usize..60) {
            let mut s = RankedSet::new(&values);
            let cut = cut.min(values.len() - 1);
            for k in 0..cut {
                s.remove(k);
            }
            let mut rest = values[cut..].to_vec();
            rest.sort_by(f64::total_cmp);
            prop_assert_eq!(s.len(), rest.len());
            for (i, v) in rest.iter().enumerate() {
                prop_assert_eq!(s.kth(i + 1).to_bits(), v.to_bits());
            }
        }
    }
}

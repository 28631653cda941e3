//! `UidTable`: values by uid, for the lookups a listing makes on every line
//! (the owner's counts, the owner's name). Most uids on a system are small
//! numbers, so they index a vector (no hashing, no probing); larger ones
//! (directory-service ranges) go to a map. The vector grows only to the
//! largest small uid seen, so memory stays bounded by [`DENSE`] slots.

use rustc_hash::FxHashMap;

/// Uids below this index the vector.
const DENSE: u32 = 1 << 16;

#[derive(Debug, Clone)]
pub(super) struct UidTable<T> {
    dense: Vec<Option<T>>,
    sparse: FxHashMap<u32, T>,
}

impl<T> Default for UidTable<T> {
    fn default() -> Self {
        UidTable {
            dense: Vec::new(),
            sparse: FxHashMap::default(),
        }
    }
}

impl<T> UidTable<T> {
    /// The value of `uid`, made with `make` when there is none yet.
    #[inline]
    pub(crate) fn get_or_insert_with(&mut self, uid: u32, make: impl FnOnce() -> T) -> &mut T {
        if uid >= DENSE {
            return self.sparse.entry(uid).or_insert_with(make);
        }
        let i = uid as usize;
        if i >= self.dense.len() {
            self.dense.resize_with(i + 1, || None);
        }
        self.dense[i].get_or_insert_with(make)
    }

    /// The value of `uid`, if any.
    pub(crate) fn get(&self, uid: u32) -> Option<&T> {
        match uid < DENSE {
            true => self.dense.get(uid as usize).and_then(Option::as_ref),
            false => self.sparse.get(&uid),
        }
    }

    /// Every (uid, value), small uids in ascending order, then the others in
    /// the map's order: callers that need an order sort.
    pub(crate) fn into_entries(self) -> impl Iterator<Item = (u32, T)> {
        let dense = (self.dense.into_iter().enumerate()).filter_map(|(i, v)| Some((i as u32, v?)));
        dense.chain(self.sparse)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_and_large_uids_keep_their_values() {
        let mut t: UidTable<u64> = UidTable::default();
        for uid in [5, 0, DENSE - 1, DENSE, u32::MAX, 5] {
            *t.get_or_insert_with(uid, || 0) += u64::from(uid % 7) + 1;
        }
        assert_eq!(t.get(5), Some(&12));
        assert_eq!(t.get(0), Some(&1));
        assert_eq!(t.get(6), None);
        assert_eq!(t.get(u32::MAX), Some(&(u64::from(u32::MAX % 7) + 1)));
        let mut all: Vec<(u32, u64)> = t.into_entries().collect();
        all.sort_unstable();
        let uids: Vec<u32> = all.iter().map(|e| e.0).collect();
        assert_eq!(uids, [0, 5, DENSE - 1, DENSE, u32::MAX]);
    }
}

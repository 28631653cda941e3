//! Short keys as integers. Nearly every file type and fileset name is at
//! most 15 bytes; packed into one `u128` it is hashed and compared as a
//! single integer instead of a string on every line of a listing, and
//! unpacked once when the tally finishes.

#[cfg(test)]
use crate::model::usage::file_type_key;
use crate::model::usage::NO_EXTENSION;

/// A key of up to 15 bytes as one integer: the bytes, then the length in
/// the last byte, so two keys are equal exactly when their integers are.
pub(super) fn pack(key: &[u8]) -> Option<u128> {
    // Built from whole-word loads and shifts: copying the bytes into an
    // array and reading it back as one integer stalls the store buffer.
    fn word(b: &[u8]) -> u64 {
        (b.iter().enumerate()).fold(0, |v, (i, &x)| v | u64::from(x) << (8 * i))
    }
    let n = key.len();
    let (lo, hi) = match n {
        0..=8 => (word(key), 0),
        9..=15 => (word(&key[..8]), word(&key[8..])),
        _ => return None,
    };
    Some(u128::from(lo) | u128::from(hi) << 64 | (n as u128) << 120)
}

pub(super) fn unpack(k: u128) -> Vec<u8> {
    let w = k.to_le_bytes();
    w[..usize::from(w[15]).min(15)].to_vec()
}

/// The type key of a file from its path (or name) when it is plain: no
/// extension or a lowercase ASCII one (the common cases), found from the
/// end without cutting the name off first; `None` when
/// [`file_type_key`](crate::model::usage::file_type_key) must decide.
pub(super) fn file_type_key_fast(path: &[u8]) -> Option<&[u8]> {
    match path.iter().rposition(|&b| b == b'.' || b == b'/') {
        // A dot in the name, not its first byte.
        Some(dot) if path[dot] == b'.' && dot > 0 && path[dot - 1] != b'/' => {
            let ext = &path[dot + 1..];
            let plain = |b: &u8| b.is_ascii_lowercase() || b.is_ascii_digit() || *b == b'_' || *b == b'-';
            (!ext.is_empty() && ext.len() <= 16 && ext.iter().all(plain)).then_some(ext)
        }
        _ => Some(NO_EXTENSION.as_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_keys() {
        let k = |s: &str| file_type_key(s.as_bytes());
        assert_eq!(k("a.TXT"), "txt");
        assert_eq!(k("a.tar.gz"), "gz");
        assert_eq!(k(".bashrc"), NO_EXTENSION);
        assert_eq!(k("Makefile"), NO_EXTENSION);
        assert_eq!(k("trailing."), NO_EXTENSION);
        assert_eq!(k("notes v2.final draft"), NO_EXTENSION);
        assert_eq!(k("x.abcdefghijklmnopq"), NO_EXTENSION);
        assert_eq!(k("x.ÄÖ"), "äö");
        assert_eq!(k("x.(other)"), NO_EXTENSION);
        assert_eq!(file_type_key(b"x.\xffZ"), "\u{fffd}z");
        let fast = |s: &str| file_type_key_fast(s.as_bytes()).map(|k| String::from_utf8_lossy(k).into_owned());
        for s in [
            "a.txt", "b.h5", "c.tar_x", ".x", "y", "d.e/f", "d.e/.f", "d/g.c", "d./.h",
        ] {
            let name = s.rsplit('/').next().unwrap_or(s);
            assert_eq!(fast(s), Some(k(name)), "{s}");
        }
        for s in ["a.TXT", "trailing.", "x.ÄÖ", "d/x.abcdefghijklmnopq"] {
            assert_eq!(fast(s), None, "{s}");
        }
        for key in ["", "a", "h5", "exactly15bytes!", "\u{fffd}x"] {
            assert_eq!(unpack(pack(key.as_bytes()).unwrap()), key.as_bytes());
        }
    }
}

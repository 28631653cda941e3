//! The PNG figure's compressed rows, written in one pass over the canvas.
//!
//! The stream is, bit for bit, what `fdeflate::Compressor` writes when each
//! row, Sub-filtered, is passed to it in one `write_data` call (what
//! tiny-skia's encoder does through the `png` crate's default setting): one
//! block of fdeflate's fixed code, where a run of zero bytes is a literal
//! zero and a copy at distance 1, and every other byte is a literal; a run
//! is looked for in 8-byte steps from the row's start and never crosses a
//! row. Tests compare the two on random canvases.
//!
//! What one pass saves over filtering a row into a buffer and handing that
//! to fdeflate: a Sub-filtered byte is zero exactly when the byte four
//! before it (the pixel to the left) is the same, so an 8-byte step is
//! a run of zeros when two overlapping words of the canvas are equal, and
//! most steps of a chart (white, flat colours) are found so without making
//! the filtered bytes; a run adds nothing to the Adler-32 sum but `n·a` to
//! its second half, so the checksum needs no pass of its own either. The
//! row is made white once it is compressed, while it is in the cache.
//!
//! The code tables below are fdeflate's (MIT or Apache-2.0): the lengths of
//! its literal/length codes, and deflate's length symbols.

/// fdeflate's code lengths for the literal/length alphabet (`tables.rs`).
const LENGTHS: [u8; 286] = [
    2, 3, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9, 10, 10, 10, 10, 10, 10, 10, 10, 10, 11, 11, 11,
    11, 11, 11, 11, 11, 11, 11, 11, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12,
    12, 12, 12, 12, 12, 12, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 10, 11, 10, 10, 10, 10, 10, 10, 10, 10, 10, 9, 9,
    9, 9, 9, 8, 9, 8, 8, 8, 8, 8, 7, 7, 7, 6, 6, 6, 5, 4, 3, 12, 12, 12, 9, 9, 11, 10, 11, 11, 10, 11, 11, 11, 11, 11,
    11, 12, 11, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 9,
];

/// The canonical codes of [`LENGTHS`], bit-reversed for an LSB-first stream.
const CODES: [u16; 286] = canonical_codes(&LENGTHS);

/// The zlib header and the block's header with its code description, as
/// fdeflate writes them: 53 bytes, then the low 5 bits of the last.
const HEADER: [u8; 54] = [
    120, 1, 237, 192, 3, 160, 36, 89, 150, 198, 241, 255, 119, 238, 141, 200, 204, 167, 114, 75, 99, 174, 109, 219,
    182, 109, 219, 182, 109, 219, 182, 109, 105, 140, 158, 150, 74, 175, 158, 50, 51, 34, 238, 249, 118, 183, 106, 122,
    166, 135, 59, 107, 213, 15,
];

/// Deflate's length symbols (257…285) and their first lengths.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];

const fn canonical_codes(lengths: &[u8; 286]) -> [u16; 286] {
    let mut codes = [0u16; 286];
    let mut code = 0u32;
    let mut len = 1;
    while len <= 16 {
        let mut i = 0;
        while i < lengths.len() {
            if lengths[i] == len {
                codes[i] = (code as u16).reverse_bits() >> (16 - len);
                code += 1;
            }
            i += 1;
        }
        code <<= 1;
        len += 1;
    }
    assert!(code == 2 << 16, "the code lengths are not a complete code");
    codes
}

/// A copy of `len` bytes (3…258) at distance 1, as one code: the length
/// symbol, its extra bits and the one-bit code of distance 1 (a zero bit);
/// the bits and their count.
const COPIES: [(u32, u8); 259] = copy_codes();

const fn copy_codes() -> [(u32, u8); 259] {
    let mut table = [(0u32, 0u8); 259];
    let mut len = 3;
    while len <= 258 {
        let mut sym = 0;
        while sym + 1 < LENGTH_BASE.len() && LENGTH_BASE[sym + 1] as usize <= len {
            sym += 1;
        }
        let extra = LENGTH_EXTRA[sym];
        let value = (len as u32 - LENGTH_BASE[sym] as u32) & ((1 << extra) - 1);
        let code_len = LENGTHS[257 + sym];
        table[len] = (CODES[257 + sym] as u32 | value << code_len, code_len + extra + 1);
        len += 1;
    }
    table
}

const ADLER_MOD: u64 = 65_521;

/// The bit stream and the Adler-32 sum of the bytes it encodes.
struct Stream {
    out: Vec<u8>,
    bits: u64,
    nbits: u32,
    a: u64,
    b: u64,
    /// Zero bytes counted but not yet added to `b` (each adds `a`).
    zeros: u64,
    /// Bytes and zero runs added to `a` and `b` since they were last reduced
    /// modulo 65,521 (see [`REDUCE_AFTER`]).
    unreduced: u32,
}

/// How many bytes and zero runs the checksum takes before `a` and `b` are
/// reduced: after a reduction `a` stays below 65,521 + 255 · 4,104 (about
/// 1.1 · 10⁶) and each of at most 4,104 additions to `b` is below
/// 65,521 · 1.1 · 10⁶, so `b` stays far below 2⁶⁴, and two divisions a step
/// become two a few thousand bytes.
const REDUCE_AFTER: u32 = 4096;

impl Stream {
    /// Appends the low `n` bits of `bits` (`n ≤ 64`, nothing above them set),
    /// least significant first, as fdeflate's `write_bits`.
    #[inline(always)]
    fn put(&mut self, bits: u64, n: u32) {
        self.bits |= bits.checked_shl(self.nbits).unwrap_or(0);
        self.nbits += n;
        if self.nbits >= 64 {
            self.out.extend_from_slice(&self.bits.to_le_bytes());
            self.nbits -= 64;
            self.bits = bits.checked_shr(n - self.nbits).unwrap_or(0);
        }
    }

    /// The literals `bytes`, four codes (at most 48 bits) per `put`.
    #[inline(always)]
    fn literals(&mut self, bytes: &[u8]) {
        for four in bytes.chunks(4) {
            let (mut bits, mut n) = (0u64, 0u32);
            for &byte in four {
                bits |= u64::from(CODES[byte as usize]) << n;
                n += u32::from(LENGTHS[byte as usize]);
            }
            self.put(bits, n);
        }
    }

    /// A run of `run` zero bytes, as fdeflate's `write_run` (their checksum
    /// is taken where they are met).
    fn run(&mut self, mut run: u32) {
        self.put(u64::from(CODES[0]), u32::from(LENGTHS[0]));
        run -= 1;
        let (longest, longest_n) = COPIES[258];
        while run >= 258 {
            self.put(u64::from(longest), u32::from(longest_n));
            run -= 258;
        }
        if run > 4 {
            let (bits, n) = COPIES[run as usize];
            self.put(u64::from(bits), u32::from(n));
        } else {
            // Literal zeros: the zero byte's code is all zero bits.
            self.put(0, run * u32::from(LENGTHS[0]));
        }
    }

    /// Adds `bytes` to the checksum (after the zeros counted so far).
    #[inline(always)]
    fn sum(&mut self, bytes: &[u8]) {
        if self.zeros > 0 {
            self.b += (self.zeros % ADLER_MOD) * self.a;
            self.zeros = 0;
        }
        for &byte in bytes {
            self.a += u64::from(byte);
            self.b += self.a;
        }
        self.unreduced += bytes.len() as u32 + 1;
        if self.unreduced > REDUCE_AFTER {
            self.reduce();
        }
    }

    /// `a` and `b` modulo 65,521.
    fn reduce(&mut self) {
        self.a %= ADLER_MOD;
        self.b %= ADLER_MOD;
        self.unreduced = 0;
    }

    /// The bytes of one 8-byte step that is not all zeros, with the run
    /// before it (`run`), as fdeflate's loop does; returns the run it leaves.
    #[inline(always)]
    fn step(&mut self, mut run: u32, word: u64) -> u32 {
        let bytes = word.to_le_bytes();
        self.sum(&bytes);
        // A step's leading zeros end the run before it and its trailing
        // zeros start one; zeros between other bytes are literals.
        if run > 0 {
            let head = word.trailing_zeros() / 8;
            self.run(run + head);
            run = 0;
            if head > 0 {
                let tail = word.leading_zeros() / 8;
                self.literals(&bytes[head as usize..8 - tail as usize]);
                return tail;
            }
        }
        let tail = word.leading_zeros() / 8;
        self.literals(&bytes[..8 - tail as usize]);
        run + tail
    }
}

/// The zlib stream of the canvas `data` (rows of `stride` bytes, 4 bytes a
/// pixel), each row Sub-filtered; every byte of `data` is 255 afterwards.
pub(super) fn deflate_rows_and_whiten(data: &mut [u8], stride: usize) -> Vec<u8> {
    debug_assert!(stride >= 4 && stride.is_multiple_of(4) && data.len().is_multiple_of(stride));
    let mut s = Stream {
        out: Vec::with_capacity(data.len() / 16 + 64),
        bits: 0,
        nbits: 0,
        a: 1,
        b: 0,
        zeros: 0,
        unreduced: 0,
    };
    s.out.extend_from_slice(&HEADER[..53]);
    s.put(u64::from(HEADER[53]) & 0x1f, 5);
    for row in data.chunks_exact_mut(stride) {
        row_stream(&mut s, row);
        row.fill(255);
    }
    s.put(u64::from(CODES[256]), u32::from(LENGTHS[256]));
    // To a byte boundary, then what is left of the last word.
    if !s.nbits.is_multiple_of(8) {
        s.put(0, 8 - s.nbits % 8);
    }
    let tail = s.bits.to_le_bytes();
    s.out.extend_from_slice(&tail[..s.nbits as usize / 8]);
    // Each row ends with a sum, which has taken the zeros counted before it.
    debug_assert_eq!(s.zeros, 0);
    s.reduce();
    let adler = ((s.b as u32) << 16) | s.a as u32;
    s.out.extend_from_slice(&adler.to_be_bytes());
    s.out
}

/// Byte `i` of the Sub-filtered row: the filter type (1), then each byte
/// minus the one a pixel before (the first pixel as it is).
#[inline(always)]
fn filtered(row: &[u8], i: usize) -> u8 {
    match i {
        0 => 1,
        1..=4 => row[i - 1],
        _ => row[i - 1].wrapping_sub(row[i - 5]),
    }
}

/// Eight bytes of `row` from `at`, little-endian.
#[inline(always)]
fn word(row: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(row[at..at + 8].try_into().expect("8 bytes"))
}

/// One row, as one `write_data` call of fdeflate on its filtered bytes.
fn row_stream(s: &mut Stream, row: &[u8]) {
    let len = row.len() + 1;
    let steps = len / 8;
    let mut run = 0u32;
    if steps > 0 {
        let first: [u8; 8] = std::array::from_fn(|i| filtered(row, i));
        // Never zero: the filter byte is 1.
        run = s.step(run, u64::from_le_bytes(first));
    }
    // Step k is filtered bytes 8k…8k+7, i.e. row bytes 8k−1… minus 8k−5….
    let mut k = 1;
    while k < steps {
        let (now, left) = (word(row, 8 * k - 1), word(row, 8 * k - 5));
        if now == left {
            // A step of zeros, and as many more as follow.
            let start = k;
            k = same_steps(row, k + 1, steps);
            let n = 8 * (k - start) as u32;
            s.zeros += u64::from(n);
            run += n;
            continue;
        }
        run = s.step(run, sub_bytes(now, left));
        k += 1;
    }
    if run > 0 {
        s.run(run);
    }
    // The last `len % 8` bytes are literals, zeros too.
    let mut rest = [0u8; 8];
    let rest = &mut rest[..len - 8 * steps];
    for (j, byte) in rest.iter_mut().enumerate() {
        *byte = filtered(row, 8 * steps + j);
    }
    s.sum(rest);
    s.literals(rest);
}

/// The first step from `k` on (or `steps`) whose bytes are not all zero once
/// filtered, i.e. where the row is not equal to itself a pixel to the left:
/// 64 bytes at a time (two 64-byte blocks compared word by word, which the
/// compiler turns into vector compares), then 8 at a time.
#[inline(always)]
fn same_steps(row: &[u8], mut k: usize, steps: usize) -> usize {
    while k + 8 <= steps {
        let now: &[u8; 64] = row[8 * k - 1..8 * k + 63].try_into().expect("64 bytes");
        let left: &[u8; 64] = row[8 * k - 5..8 * k + 59].try_into().expect("64 bytes");
        let mut differ = 0u64;
        for j in 0..8 {
            differ |= word(now, 8 * j) ^ word(left, 8 * j);
        }
        if differ != 0 {
            break;
        }
        k += 8;
    }
    while k < steps && word(row, 8 * k - 1) == word(row, 8 * k - 5) {
        k += 1;
    }
    k
}

/// `a − b` in each of the eight bytes, wrapping, without borrows between them.
#[inline(always)]
fn sub_bytes(a: u64, b: u64) -> u64 {
    const H: u64 = 0x8080_8080_8080_8080;
    ((a | H).wrapping_sub(b & !H)) ^ ((a ^ !b) & H)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What tiny-skia's encoder compresses: each row Sub-filtered, passed to
    /// fdeflate in one call.
    fn fdeflate_rows(data: &[u8], stride: usize) -> Vec<u8> {
        let mut c = fdeflate::Compressor::new(Vec::new()).unwrap();
        for row in data.chunks_exact(stride) {
            let filtered: Vec<u8> = (0..=stride).map(|i| filtered(row, i)).collect();
            c.write_data(&filtered).unwrap();
        }
        c.finish().unwrap()
    }

    fn check(data: &[u8], stride: usize) -> Result<(), TestCaseError> {
        let mut canvas = data.to_vec();
        let ours = deflate_rows_and_whiten(&mut canvas, stride);
        prop_assert!(ours == fdeflate_rows(data, stride), "stream differs, stride {stride}");
        prop_assert!(canvas.iter().all(|&b| b == 255), "canvas not left white");
        let back = fdeflate::decompress_to_vec(&ours).map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
        prop_assert_eq!(back.len(), data.len() + data.len() / stride);
        Ok(())
    }

    /// Canvases as charts make them: runs of a few colours (long runs, so
    /// zero runs of every length, past 258 too), now and then a pixel that
    /// differs in one channel (a zero byte between others), some noise.
    fn canvas() -> impl Strategy<Value = (Vec<u8>, usize)> {
        (1usize..200, 1usize..5).prop_flat_map(|(width, height)| {
            let runs = prop::collection::vec(
                (
                    0u8..6,
                    prop_oneof![1usize..4, 1usize..40, 100usize..400],
                    any::<[u8; 4]>(),
                ),
                1..30,
            );
            (runs, Just(width), Just(height)).prop_map(|(runs, width, height)| {
                let palette = [
                    [255, 255, 255, 255],
                    [0, 0, 0, 255],
                    [0, 114, 178, 255],
                    [255, 254, 255, 255],
                ];
                let mut px: Vec<[u8; 4]> = vec![];
                for (kind, len, noise) in runs {
                    for i in 0..len {
                        px.push(match kind {
                            0..=3 => palette[kind as usize],
                            4 => [noise[0], noise[1], noise[2], 255],
                            _ => [noise[0].wrapping_add(i as u8), noise[1], noise[2] ^ (i as u8 & 1), 255],
                        });
                    }
                }
                let n = width * height;
                let pixels: Vec<u8> = px.iter().cycle().take(n).flatten().copied().collect();
                (pixels, width * 4)
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn gives_fdeflates_stream_and_leaves_the_canvas_white((data, stride) in canvas()) {
            check(&data, stride)?;
        }
    }

    #[test]
    fn widths_around_a_step_and_a_canvas_of_one_colour() {
        for width in 1..=20usize {
            for colour in [[255u8; 4], [0, 0, 0, 255], [1, 0, 0, 255], [0, 0, 1, 255]] {
                let data: Vec<u8> = std::iter::repeat_n(colour, width * 3).flatten().collect();
                check(&data, width * 4).unwrap();
            }
        }
        // A row of 100,000 white pixels: runs of 258 and more, many of them.
        check(&[255; 400_000], 400_000).unwrap();
        // A large white canvas: the Adler sum's zeros are reduced in time.
        check(&vec![255; 1920 * 4 * 1080], 1920 * 4).unwrap();
        // Noise, so nearly every byte is a literal: the checksum's halves
        // grow as fast as they can between reductions.
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let noise: Vec<u8> = (0..1920 * 4 * 40)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed >> 56) as u8 | 0xf0
            })
            .collect();
        check(&noise, 1920 * 4).unwrap();
    }

    #[test]
    fn bytes_subtract_without_borrows() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..10_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let (a, b) = (seed, seed.rotate_left(29) ^ 0x8080_0000_ff00_0180);
            let want: Vec<u8> = a
                .to_le_bytes()
                .iter()
                .zip(b.to_le_bytes())
                .map(|(x, y)| x.wrapping_sub(y))
                .collect();
            assert_eq!(sub_bytes(a, b).to_le_bytes().to_vec(), want);
        }
    }
}

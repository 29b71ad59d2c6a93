// WebAssembly SIMD row loops of the separable filters (AssemblyScript). Compiled by
// `npm run generate -w @atelier/raster` into src/generated/kernels-wasm.ts; src/simd.ts drives
// them. Every function works on buffers the caller placed in the imported memory and computes
// exactly what the JavaScript loops of box-cascade.ts and convolution.ts compute: integer
// arithmetic in 16- and 32-bit lanes instead of channels packed into one number.
//
// Layouts: "byte rows" are RGBA bytes, 4 a pixel. "Lane rows" hold one 16-bit integer a
// channel, 8 bytes a pixel; their buffers are allocated a whole number of 16-byte vectors
// long, so loops may run over the last vector even when it is only half used.

const ZERO = i32x4.splat(0);

// ---- Box cascade (running sums on 16-bit lanes) ----------------------------------------------

/**
 * One byte row as lanes (unsigned channels), with the first pixel repeated `before` times in
 * front and the last `after` times behind.
 */
export function unpackPadded(source: usize, width: i32, row: usize, before: i32, after: i32): void {
  const first = i16x8.extend_low_i8x16_u(v128.load32_zero(source));
  const last = i16x8.extend_low_i8x16_u(v128.load32_zero(source + ((<usize>(width - 1)) << 2)));
  let target = row;
  for (let pad = 0; pad < before; pad++, target += 8) v128.store64_lane(target, first, 0);
  let x = 0;
  for (; x + 4 <= width; x += 4, target += 32) {
    const pixels = v128.load(source + ((<usize>x) << 2));
    v128.store(target, i16x8.extend_low_i8x16_u(pixels));
    v128.store(target, i16x8.extend_high_i8x16_u(pixels), 16);
  }
  for (; x < width; x++, target += 8) {
    v128.store64_lane(target, i16x8.extend_low_i8x16_u(v128.load32_zero(source + ((<usize>x) << 2))), 0);
  }
  for (let pad = 0; pad < after; pad++, target += 8) v128.store64_lane(target, last, 0);
}

/**
 * Replaces lane pixel j by the sum of pixels j .. j + boxWidth - 1, for every full window of a
 * row `length` pixels long (in place; sums wrap at 16 bits, exact while every window fits).
 * Two windows move on together, one vector a step: each gains the two pixels entering it and
 * loses the two leaving. The row needs three pixels of room beyond its end, and the pixel after
 * the last window may be overwritten.
 */
export function runningSum(row: usize, length: i32, boxWidth: i32): void {
  const lead = (<usize>boxWidth) << 3;
  // [window at j, window at j + 1], starting at j = 0.
  let sums = ZERO;
  for (let index: usize = 0; index < lead; index += 8) sums = i16x8.add(sums, v128.load(row + index));
  const end = row + ((<usize>(length - boxWidth + 1)) << 3);
  for (let pointer = row; pointer < end; pointer += 16) {
    const leaving = i16x8.add(v128.load(pointer), v128.load(pointer, 8));
    const entering = i16x8.add(v128.load(pointer + lead), v128.load(pointer + lead, 8));
    v128.store(pointer, sums);
    sums = i16x8.sub(i16x8.add(sums, entering), leaving);
  }
}

/**
 * Rounded quotients of 16-bit lane values: floor((value * 2^shift * 2 + addend) * reciprocal)
 * for `count` lanes (rounded up to whole vectors), written as 16-bit lanes. With addend the
 * divisor d and reciprocal the smallest float32 at or above 1 / (2 d), this is
 * round-half-up(value * 2^shift / d) exactly while the numerator stays below 2^22.
 */
export function roundedQuotients(
  source: usize,
  target: usize,
  count: i32,
  shift: i32,
  addend: i32,
  reciprocal: f32,
): void {
  const add = i32x4.splat(addend);
  const scale = f32x4.splat(reciprocal);
  const end = (<usize>count) << 1;
  for (let offset: usize = 0; offset < end; offset += 16) {
    const values = v128.load(source + offset);
    const low = i32x4.add(i32x4.shl(i32x4.extend_low_i16x8_u(values), shift + 1), add);
    const high = i32x4.add(i32x4.shl(i32x4.extend_high_i16x8_u(values), shift + 1), add);
    const lowQuotient = i32x4.trunc_sat_f32x4_s(f32x4.mul(f32x4.convert_i32x4_s(low), scale));
    const highQuotient = i32x4.trunc_sat_f32x4_s(f32x4.mul(f32x4.convert_i32x4_s(high), scale));
    v128.store(target + offset, i16x8.narrow_i32x4_u(lowQuotient, highQuotient));
  }
}

/** target += values over `count` lanes (whole vectors). */
export function addLanes(target: usize, values: usize, count: i32): void {
  const end = (<usize>count) << 1;
  for (let offset: usize = 0; offset < end; offset += 16) {
    v128.store(target + offset, i16x8.add(v128.load(target + offset), v128.load(values + offset)));
  }
}

/** destination = sums + entering; sums = destination - leaving, over `count` lanes. */
export function slideLanes(
  sums: usize,
  entering: usize,
  leaving: usize,
  destination: usize,
  count: i32,
): void {
  const end = (<usize>count) << 1;
  for (let offset: usize = 0; offset < end; offset += 16) {
    const sum = i16x8.add(v128.load(sums + offset), v128.load(entering + offset));
    v128.store(destination + offset, sum);
    v128.store(sums + offset, i16x8.sub(sum, v128.load(leaving + offset)));
  }
}

/**
 * Writes the rounded quotients of sums + entering (as roundedQuotients with shift 0) as a byte
 * row, `count` lanes (whole vectors; the byte row needs room for them), then moves the window
 * on: sums = sums + entering - leaving.
 */
export function emitLanes(
  sums: usize,
  entering: usize,
  leaving: usize,
  output: usize,
  count: i32,
  addend: i32,
  reciprocal: f32,
): void {
  const add = i32x4.splat(addend);
  const scale = f32x4.splat(reciprocal);
  const end = (<usize>count) << 1;
  for (let offset: usize = 0; offset < end; offset += 16) {
    const sum = i16x8.add(v128.load(sums + offset), v128.load(entering + offset));
    v128.store(sums + offset, i16x8.sub(sum, v128.load(leaving + offset)));
    const low = i32x4.add(i32x4.shl(i32x4.extend_low_i16x8_u(sum), 1), add);
    const high = i32x4.add(i32x4.shl(i32x4.extend_high_i16x8_u(sum), 1), add);
    const lowQuotient = i32x4.trunc_sat_f32x4_s(f32x4.mul(f32x4.convert_i32x4_s(low), scale));
    const highQuotient = i32x4.trunc_sat_f32x4_s(f32x4.mul(f32x4.convert_i32x4_s(high), scale));
    const words = i16x8.narrow_i32x4_u(lowQuotient, highQuotient);
    v128.store64_lane(output + (offset >> 1), i8x16.narrow_i16x8_u(words, words), 0);
  }
}

// ---- Convolution with weight tables (16-bit lanes, 32-bit sums) ----------------------------

/**
 * The horizontal pass of a separable convolution for one byte row: output pixel x is the sum of
 * input pixels start[x] .. start[x] + 2 pairs - 1 times their 16-bit weights (`pairs` pairs of
 * weights a pixel, a zero weight padding an odd count), then (sum + bias) >> shift, as lanes.
 * The source row needs one readable pixel beyond its end for the padding weight.
 */
export function convolveRow(
  source: usize,
  starts: usize,
  weights: usize,
  pairs: i32,
  outputWidth: i32,
  target: usize,
  bias: i32,
  shift: i32,
): void {
  const rounding = i32x4.splat(bias);
  let weight = weights;
  for (let x = 0; x < outputWidth; x++) {
    let pixel = source + ((<usize>load<i32>(starts + ((<usize>x) << 2))) << 2);
    let sum = ZERO;
    for (let pair = 0; pair < pairs; pair++, pixel += 8, weight += 4) {
      // [r0 r1 g0 g1 b0 b1 a0 a1] as 16-bit lanes, times [w0 w1 w0 w1 ...], pairwise added.
      // prettier-ignore
      const spread = i8x16.shuffle(
        v128.load64_zero(pixel),
        ZERO,
        0, 16, 4, 16, 1, 16, 5, 16, 2, 16, 6, 16, 3, 16, 7, 16,
      );
      sum = i32x4.add(sum, i32x4.dot_i16x8_s(spread, v128.load32_splat(weight)));
    }
    const rounded = i32x4.shr_s(i32x4.add(sum, rounding), shift);
    v128.store64_lane(target + ((<usize>x) << 3), i16x8.narrow_i32x4_s(rounded, rounded), 0);
  }
}

/**
 * The vertical pass for one output row: lane j of the result is the sum over taps of
 * rows[tap][j] times the tap's weight (`pairs` pairs of row pointers and of 16-bit weights),
 * then (sum + bias) >> shift clamped to 0..255, written as a byte row. `count` lanes, whole
 * vectors.
 */
export function convolveColumns(
  rows: usize,
  weights: usize,
  pairs: i32,
  count: i32,
  output: usize,
  bias: i32,
  shift: i32,
): void {
  const rounding = i32x4.splat(bias);
  const end = (<usize>count) << 1;
  for (let offset: usize = 0; offset < end; offset += 16) {
    let low = ZERO;
    let high = ZERO;
    for (let pair = 0; pair < pairs; pair++) {
      const first = v128.load(<usize>load<i32>(rows + ((<usize>pair) << 3)) + offset);
      const second = v128.load(<usize>load<i32>(rows + ((<usize>pair) << 3), 4) + offset);
      const weight = v128.load32_splat(weights + ((<usize>pair) << 2));
      low = i32x4.add(low, i32x4.dot_i16x8_s(i16x8.shuffle(first, second, 0, 8, 1, 9, 2, 10, 3, 11), weight));
      high = i32x4.add(
        high,
        i32x4.dot_i16x8_s(i16x8.shuffle(first, second, 4, 12, 5, 13, 6, 14, 7, 15), weight),
      );
    }
    low = i32x4.shr_s(i32x4.add(low, rounding), shift);
    high = i32x4.shr_s(i32x4.add(high, rounding), shift);
    const bytes = i8x16.narrow_i16x8_u(i16x8.narrow_i32x4_s(low, high), ZERO);
    v128.store64_lane(output + (offset >> 1), bytes, 0);
  }
}

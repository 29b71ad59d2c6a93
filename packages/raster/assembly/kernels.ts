// WebAssembly SIMD row loops of the separable filters (AssemblyScript). Compiled by
// `npm run generate -w @atelier/raster` into src/generated/kernels-wasm.ts; src/simd.ts drives
// them. Every function works on buffers the caller placed in the imported memory and computes
// exactly what the JavaScript loops of box-cascade.ts and convolution.ts compute: for opaque
// images integer arithmetic in 16- and 32-bit lanes instead of channels packed into one number,
// for images with transparency the same float64 operations as the float paths.
//
// Layouts: "byte rows" are RGBA bytes, 4 a pixel. "Lane rows" hold one 16-bit integer a
// channel, 8 bytes a pixel; their buffers are allocated a whole number of 16-byte vectors
// long, so loops may run over the last vector even when it is only half used. "Float rows"
// hold one float64 a channel, 32 bytes a pixel.

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

// ---- Box cascade on 32-bit words (opaque images, boxes too wide for 16-bit lanes) ----------
//
// boxCascadeWords of box-cascade.ts: "word rows" hold one 32-bit integer a channel, 16 bytes a
// pixel. Sums are integers, so their order does not matter; the scalings go through the same
// float64 operations as in JavaScript.

/** One byte row as a word row, the first pixel repeated `before` times, the last `after` times. */
export function unpackWords(source: usize, width: i32, row: usize, before: i32, after: i32): void {
  let target = row;
  const first = i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(source)));
  for (let pad = 0; pad < before; pad++, target += 16) v128.store(target, first);
  const end = source + ((<usize>width) << 2);
  for (let pixel = source; pixel < end; pixel += 4, target += 16) {
    v128.store(target, i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(pixel))));
  }
  const last = i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(end - 4)));
  for (let pad = 0; pad < after; pad++, target += 16) v128.store(target, last);
}

/**
 * Word pixel j of `target` becomes the sum of pixels j .. j + boxWidth - 1 of `row`, for every
 * full window of a row `length` pixels long; `target` may be `row` (in place).
 */
export function runningSumWords(row: usize, target: usize, length: i32, boxWidth: i32): void {
  const lead = (<usize>(boxWidth - 1)) << 4;
  let sum = ZERO;
  for (let pointer = row; pointer < row + lead; pointer += 16) sum = i32x4.add(sum, v128.load(pointer));
  const end = row + ((<usize>(length - boxWidth + 1)) << 4);
  for (let pointer = row, output = target; pointer < end; pointer += 16, output += 16) {
    sum = i32x4.add(sum, v128.load(pointer + lead));
    const leaving = v128.load(pointer);
    v128.store(output, sum);
    sum = i32x4.sub(sum, leaving);
  }
}

/** The words of one pixel times `factor`, plus 0.500000001, truncated, as scaleRow computes them. */
function scaledWords(words: v128, factor: v128): v128 {
  const bias = f64x2.splat(0.500000001);
  const low = f64x2.add(f64x2.mul(f64x2.convert_low_i32x4_s(words), factor), bias);
  const high = f64x2.add(
    f64x2.mul(f64x2.convert_low_i32x4_s(i64x2.shuffle(words, words, 1, 1)), factor),
    bias,
  );
  return i64x2.shuffle(i32x4.trunc_sat_f64x2_s_zero(low), i32x4.trunc_sat_f64x2_s_zero(high), 0, 2);
}

/** target = words * scale + 0.500000001, truncated, for `width` word pixels. */
export function scaleWords(row: usize, target: usize, width: i32, scale: f64): void {
  const factor = f64x2.splat(scale);
  const end = row + ((<usize>width) << 4);
  for (let pointer = row, output = target; pointer < end; pointer += 16, output += 16) {
    v128.store(output, scaledWords(v128.load(pointer), factor));
  }
}

/** target += values over `width` word pixels. */
export function addWords(target: usize, values: usize, width: i32): void {
  const end = (<usize>width) << 4;
  for (let offset: usize = 0; offset < end; offset += 16) {
    v128.store(target + offset, i32x4.add(v128.load(target + offset), v128.load(values + offset)));
  }
}

/** destination = sums + entering; sums = destination - leaving, over `width` word pixels. */
export function slideWords(
  sums: usize,
  entering: usize,
  leaving: usize,
  destination: usize,
  width: i32,
): void {
  const end = (<usize>width) << 4;
  for (let offset: usize = 0; offset < end; offset += 16) {
    const sum = i32x4.add(v128.load(sums + offset), v128.load(entering + offset));
    v128.store(destination + offset, sum);
    v128.store(sums + offset, i32x4.sub(sum, v128.load(leaving + offset)));
  }
}

/**
 * Writes (sums + entering) * scale + 0.500000001, truncated, as a byte row of `width` pixels
 * (the low byte of each, as emitFourWords packs them), then moves the window on.
 */
export function emitWords(
  sums: usize,
  entering: usize,
  leaving: usize,
  output: usize,
  width: i32,
  scale: f64,
): void {
  const factor = f64x2.splat(scale);
  const lowBytes = i32x4.splat(255);
  const end = output + ((<usize>width) << 2);
  for (let pixel = output, offset: usize = 0; pixel < end; pixel += 4, offset += 16) {
    const sum = i32x4.add(v128.load(sums + offset), v128.load(entering + offset));
    v128.store(sums + offset, i32x4.sub(sum, v128.load(leaving + offset)));
    const words = v128.and(scaledWords(sum, factor), lowBytes);
    const halves = i16x8.narrow_i32x4_u(words, words);
    v128.store32_lane(pixel, i8x16.narrow_i16x8_u(halves, halves), 0);
  }
}

// ---- Premultiplied colour in float64 (images with transparency) ----------------------------
//
// The float paths of box-cascade.ts and convolution.ts (boxCascadeFloat, convolveSeparableFloat
// between premultiplyToFloat and unpremultiplyFromFloat in pixels.ts), one pixel at a time:
// "float rows" hold one float64 a channel, 32 bytes a pixel, as two vectors [red, green] and
// [blue, alpha]. Every value goes through the same float64 operations in the same order as in
// JavaScript (each channel is summed on its own, so computing the four side by side changes
// nothing), including the rounding to float32 where JavaScript stores into a Float32Array, so
// the bytes are the same.

/** [blue, alpha] of an [r, g, b, a] vector as the low lanes. */
function highHalf(vector: v128): v128 {
  return i64x2.shuffle(vector, vector, 1, 1);
}

/** The float64 lanes rounded to float32 and back, as a store into a Float32Array does. */
function roundToFloat32(vector: v128): v128 {
  return f64x2.promote_low_f32x4(f32x4.demote_f64x2_zero(vector));
}

/**
 * One byte row premultiplied into a float row: channel * (alpha / 255) rounded to float32,
 * alpha kept, with the first pixel repeated `before` times in front and the last `after` times
 * behind. `fractions` holds alpha / 255 for each alpha as 256 float64 values.
 */
export function premultiplyPadded(
  source: usize,
  width: i32,
  row: usize,
  before: i32,
  after: i32,
  fractions: usize,
): void {
  let target = row;
  for (let pad = 0; pad < before; pad++, target += 32) storePremultiplied(source, target, fractions);
  const end = source + ((<usize>width) << 2);
  for (let pixel = source; pixel < end; pixel += 4, target += 32)
    storePremultiplied(pixel, target, fractions);
  const last = end - 4;
  for (let pad = 0; pad < after; pad++, target += 32) storePremultiplied(last, target, fractions);
}

function storePremultiplied(pixel: usize, target: usize, fractions: usize): void {
  const fraction = v128.load64_splat(fractions + ((<usize>load<u8>(pixel, 3)) << 3));
  const channels = i32x4.extend_low_i16x8_u(i16x8.extend_low_i8x16_u(v128.load32_zero(pixel)));
  const redGreen = f64x2.mul(f64x2.convert_low_i32x4_u(channels), fraction);
  // Alpha itself is kept: alpha * 1 is alpha exactly.
  const blueAlpha = f64x2.mul(
    f64x2.convert_low_i32x4_u(highHalf(channels)),
    f64x2.replace_lane(fraction, 1, 1),
  );
  v128.store(target, roundToFloat32(redGreen));
  v128.store(target, roundToFloat32(blueAlpha), 16);
}

/**
 * A pixel of premultiplied float values (before their rounding to float32) as straight RGBA
 * bytes in one word, as unpremultiplyFromFloat computes it: rounded to float32, colour times
 * 255 / alpha, each stored as Uint8ClampedArray stores (clamped, rounded half to even); zero
 * where alpha is below 0.5 (the colour scale is 0 there, and such an alpha rounds to 0).
 */
function unpremultiplied(redGreen: v128, blueAlpha: v128): u32 {
  const colour = roundToFloat32(redGreen);
  const rest = roundToFloat32(blueAlpha);
  const alphas = i64x2.shuffle(rest, rest, 1, 1);
  const scales = v128.and(f64x2.div(f64x2.splat(255), alphas), f64x2.ge(alphas, f64x2.splat(0.5)));
  const low = toByteLanes(f64x2.mul(colour, scales));
  const high = toByteLanes(f64x2.mul(rest, i64x2.shuffle(scales, f64x2.splat(1), 0, 2)));
  const words = i32x4.shuffle(low, high, 0, 2, 4, 6);
  const halves = i16x8.narrow_i32x4_s(words, words);
  return <u32>i32x4.extract_lane(i8x16.narrow_i16x8_u(halves, halves), 0);
}

/** Two pixels as unpremultiplied computes them, stored as 8 bytes at `pixel`. */
function storeUnpremultipliedPair(
  pixel: usize,
  redGreen: v128,
  blueAlpha: v128,
  otherRedGreen: v128,
  otherBlueAlpha: v128,
): void {
  const colour = roundToFloat32(redGreen);
  const rest = roundToFloat32(blueAlpha);
  const otherColour = roundToFloat32(otherRedGreen);
  const otherRest = roundToFloat32(otherBlueAlpha);
  // One division for both pixels.
  const alphas = i64x2.shuffle(rest, otherRest, 1, 3);
  const scales = v128.and(f64x2.div(f64x2.splat(255), alphas), f64x2.ge(alphas, f64x2.splat(0.5)));
  const one = f64x2.splat(1);
  const low = toByteLanes(f64x2.mul(colour, i64x2.shuffle(scales, scales, 0, 0)));
  const high = toByteLanes(f64x2.mul(rest, i64x2.shuffle(scales, one, 0, 2)));
  const otherLow = toByteLanes(f64x2.mul(otherColour, i64x2.shuffle(scales, scales, 1, 1)));
  const otherHigh = toByteLanes(f64x2.mul(otherRest, i64x2.shuffle(scales, one, 1, 2)));
  const halves = i16x8.narrow_i32x4_s(
    i32x4.shuffle(low, high, 0, 2, 4, 6),
    i32x4.shuffle(otherLow, otherHigh, 0, 2, 4, 6),
  );
  v128.store64_lane(pixel, i8x16.narrow_i16x8_u(halves, halves), 0);
}

/**
 * The lanes rounded half to even into the low 32 bits of each lane, as signed integers: adding
 * 2^52 leaves one integer step per unit, so the addition itself rounds (to even, the default
 * rounding) and the integer lands in the low bits, exactly while it is within +-2^31 (results
 * here stay within a few hundred thousand). The signed narrowings after clamp it to 0..255.
 */
function toByteLanes(values: v128): v128 {
  return f64x2.add(values, f64x2.splat(4503599627370496));
}

/**
 * Float pixel j of `target` becomes the sum of pixels j .. j + boxWidth - 1 of `row`, for every
 * full window of a row `length` pixels long; `target` may be `row` (in place).
 */
export function runningSumFloat(row: usize, target: usize, length: i32, boxWidth: i32): void {
  const lead = (<usize>(boxWidth - 1)) << 5;
  let redGreen = f64x2.splat(0);
  let blueAlpha = f64x2.splat(0);
  for (let pointer = row; pointer < row + lead; pointer += 32) {
    redGreen = f64x2.add(redGreen, v128.load(pointer));
    blueAlpha = f64x2.add(blueAlpha, v128.load(pointer, 16));
  }
  const end = row + ((<usize>(length - boxWidth + 1)) << 5);
  for (let pointer = row, output = target; pointer < end; pointer += 32, output += 32) {
    redGreen = f64x2.add(redGreen, v128.load(pointer + lead));
    blueAlpha = f64x2.add(blueAlpha, v128.load(pointer + lead, 16));
    const redGreenLeaving = v128.load(pointer);
    const blueAlphaLeaving = v128.load(pointer, 16);
    v128.store(output, redGreen);
    v128.store(output, blueAlpha, 16);
    redGreen = f64x2.sub(redGreen, redGreenLeaving);
    blueAlpha = f64x2.sub(blueAlpha, blueAlphaLeaving);
  }
}

/**
 * Three boxes one after another along a float row, as three runningSumFloat calls (row in
 * place, the last into `target`) compute them, in one pass: box k + 1 runs (its width - 1)
 * pixels behind box k, so each box reads its input just after the box before wrote it, and the
 * three running sums advance side by side.
 */
export function runningSumsFloat(
  row: usize,
  target: usize,
  length: i32,
  firstWidth: i32,
  secondWidth: i32,
  thirdWidth: i32,
): void {
  const firstLead = (<usize>(firstWidth - 1)) << 5;
  const secondLead = (<usize>(secondWidth - 1)) << 5;
  const thirdLead = (<usize>(thirdWidth - 1)) << 5;
  let firstRedGreen = f64x2.splat(0);
  let firstBlueAlpha = f64x2.splat(0);
  let secondRedGreen = f64x2.splat(0);
  let secondBlueAlpha = f64x2.splat(0);
  let thirdRedGreen = f64x2.splat(0);
  let thirdBlueAlpha = f64x2.splat(0);
  for (let pointer = row; pointer < row + firstLead; pointer += 32) {
    firstRedGreen = f64x2.add(firstRedGreen, v128.load(pointer));
    firstBlueAlpha = f64x2.add(firstBlueAlpha, v128.load(pointer, 16));
  }
  // `first` is where the first box writes, `second` (secondLead behind) where the second box
  // writes, `third` (thirdLead further behind) where the third reads.
  let first = row;
  const end = row + ((<usize>(length - firstWidth + 1)) << 5);
  // The second box's window fills.
  for (; first < row + secondLead; first += 32) {
    firstRedGreen = f64x2.add(firstRedGreen, v128.load(first + firstLead));
    firstBlueAlpha = f64x2.add(firstBlueAlpha, v128.load(first + firstLead, 16));
    const redGreenLeaving = v128.load(first);
    const blueAlphaLeaving = v128.load(first, 16);
    v128.store(first, firstRedGreen);
    v128.store(first, firstBlueAlpha, 16);
    firstRedGreen = f64x2.sub(firstRedGreen, redGreenLeaving);
    firstBlueAlpha = f64x2.sub(firstBlueAlpha, blueAlphaLeaving);
    secondRedGreen = f64x2.add(secondRedGreen, v128.load(first));
    secondBlueAlpha = f64x2.add(secondBlueAlpha, v128.load(first, 16));
  }
  // The third box's window fills.
  for (; first < row + secondLead + thirdLead; first += 32) {
    firstRedGreen = f64x2.add(firstRedGreen, v128.load(first + firstLead));
    firstBlueAlpha = f64x2.add(firstBlueAlpha, v128.load(first + firstLead, 16));
    const redGreenLeaving = v128.load(first);
    const blueAlphaLeaving = v128.load(first, 16);
    v128.store(first, firstRedGreen);
    v128.store(first, firstBlueAlpha, 16);
    firstRedGreen = f64x2.sub(firstRedGreen, redGreenLeaving);
    firstBlueAlpha = f64x2.sub(firstBlueAlpha, blueAlphaLeaving);
    const second = first - secondLead;
    secondRedGreen = f64x2.add(secondRedGreen, v128.load(first));
    secondBlueAlpha = f64x2.add(secondBlueAlpha, v128.load(first, 16));
    const secondRedGreenLeaving = v128.load(second);
    const secondBlueAlphaLeaving = v128.load(second, 16);
    v128.store(second, secondRedGreen);
    v128.store(second, secondBlueAlpha, 16);
    secondRedGreen = f64x2.sub(secondRedGreen, secondRedGreenLeaving);
    secondBlueAlpha = f64x2.sub(secondBlueAlpha, secondBlueAlphaLeaving);
    thirdRedGreen = f64x2.add(thirdRedGreen, v128.load(second));
    thirdBlueAlpha = f64x2.add(thirdBlueAlpha, v128.load(second, 16));
  }
  // All three boxes move on.
  for (let output = target; first < end; first += 32, output += 32) {
    firstRedGreen = f64x2.add(firstRedGreen, v128.load(first + firstLead));
    firstBlueAlpha = f64x2.add(firstBlueAlpha, v128.load(first + firstLead, 16));
    const redGreenLeaving = v128.load(first);
    const blueAlphaLeaving = v128.load(first, 16);
    v128.store(first, firstRedGreen);
    v128.store(first, firstBlueAlpha, 16);
    firstRedGreen = f64x2.sub(firstRedGreen, redGreenLeaving);
    firstBlueAlpha = f64x2.sub(firstBlueAlpha, blueAlphaLeaving);
    const second = first - secondLead;
    secondRedGreen = f64x2.add(secondRedGreen, v128.load(first));
    secondBlueAlpha = f64x2.add(secondBlueAlpha, v128.load(first, 16));
    const secondRedGreenLeaving = v128.load(second);
    const secondBlueAlphaLeaving = v128.load(second, 16);
    v128.store(second, secondRedGreen);
    v128.store(second, secondBlueAlpha, 16);
    secondRedGreen = f64x2.sub(secondRedGreen, secondRedGreenLeaving);
    secondBlueAlpha = f64x2.sub(secondBlueAlpha, secondBlueAlphaLeaving);
    const third = second - thirdLead;
    thirdRedGreen = f64x2.add(thirdRedGreen, v128.load(second));
    thirdBlueAlpha = f64x2.add(thirdBlueAlpha, v128.load(second, 16));
    const thirdRedGreenLeaving = v128.load(third);
    const thirdBlueAlphaLeaving = v128.load(third, 16);
    v128.store(output, thirdRedGreen);
    v128.store(output, thirdBlueAlpha, 16);
    thirdRedGreen = f64x2.sub(thirdRedGreen, thirdRedGreenLeaving);
    thirdBlueAlpha = f64x2.sub(thirdBlueAlpha, thirdBlueAlphaLeaving);
  }
}

/** target += values over `count` float64 values (an even count). */
export function addFloats(target: usize, values: usize, count: i32): void {
  const end = (<usize>count) << 3;
  for (let offset: usize = 0; offset < end; offset += 16) {
    v128.store(target + offset, f64x2.add(v128.load(target + offset), v128.load(values + offset)));
  }
}

/** destination = sums + entering; sums = destination - leaving, over `count` float64 values. */
export function slideFloats(
  sums: usize,
  entering: usize,
  leaving: usize,
  destination: usize,
  count: i32,
): void {
  const end = (<usize>count) << 3;
  for (let offset: usize = 0; offset < end; offset += 16) {
    const sum = f64x2.add(v128.load(sums + offset), v128.load(entering + offset));
    v128.store(destination + offset, sum);
    v128.store(sums + offset, f64x2.sub(sum, v128.load(leaving + offset)));
  }
}

/**
 * Writes (sums + entering) * scale as a byte row of `width` straight pixels (see unpremultiplied),
 * then moves the window on: sums = sums + entering - leaving.
 */
export function emitFloats(
  sums: usize,
  entering: usize,
  leaving: usize,
  output: usize,
  width: i32,
  scale: f64,
): void {
  const factor = f64x2.splat(scale);
  const pairsEnd = output + ((<usize>(width & ~1)) << 2);
  let pixel = output;
  let offset: usize = 0;
  for (; pixel < pairsEnd; pixel += 8, offset += 64) {
    const redGreen = emitVector(sums, entering, leaving, offset);
    const blueAlpha = emitVector(sums, entering, leaving, offset + 16);
    const otherRedGreen = emitVector(sums, entering, leaving, offset + 32);
    const otherBlueAlpha = emitVector(sums, entering, leaving, offset + 48);
    storeUnpremultipliedPair(
      pixel,
      f64x2.mul(redGreen, factor),
      f64x2.mul(blueAlpha, factor),
      f64x2.mul(otherRedGreen, factor),
      f64x2.mul(otherBlueAlpha, factor),
    );
  }
  if (width & 1) {
    const redGreen = emitVector(sums, entering, leaving, offset);
    const blueAlpha = emitVector(sums, entering, leaving, offset + 16);
    store<u32>(pixel, unpremultiplied(f64x2.mul(redGreen, factor), f64x2.mul(blueAlpha, factor)));
  }
}

/** sums + entering at `offset`, moving the window on (sums = sums + entering - leaving). */
function emitVector(sums: usize, entering: usize, leaving: usize, offset: usize): v128 {
  const sum = f64x2.add(v128.load(sums + offset), v128.load(entering + offset));
  v128.store(sums + offset, f64x2.sub(sum, v128.load(leaving + offset)));
  return sum;
}

/**
 * A row through three column boxes at once, as slideFloats on the first two boxes and then
 * emitFloats on the third compute it: each box's sums + entering goes to its destination (the
 * next box's entering row) and its window moves on; the third box writes the byte row.
 */
export function emitThroughThreeFloats(
  entering: usize,
  firstSums: usize,
  firstLeaving: usize,
  firstDestination: usize,
  secondSums: usize,
  secondLeaving: usize,
  secondDestination: usize,
  thirdSums: usize,
  thirdLeaving: usize,
  output: usize,
  width: i32,
  scale: f64,
): void {
  const factor = f64x2.splat(scale);
  const pairsEnd = output + ((<usize>(width & ~1)) << 2);
  let pixel = output;
  let offset: usize = 0;
  // prettier-ignore
  for (; pixel < pairsEnd; pixel += 8, offset += 64) {
    const redGreen = throughThree(offset, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    const blueAlpha = throughThree(offset + 16, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    const otherRedGreen = throughThree(offset + 32, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    const otherBlueAlpha = throughThree(offset + 48, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    storeUnpremultipliedPair(pixel, f64x2.mul(redGreen, factor), f64x2.mul(blueAlpha, factor), f64x2.mul(otherRedGreen, factor), f64x2.mul(otherBlueAlpha, factor));
  }
  if (width & 1) {
    // prettier-ignore
    const redGreen = throughThree(offset, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    // prettier-ignore
    const blueAlpha = throughThree(offset + 16, entering, firstSums, firstLeaving, firstDestination, secondSums, secondLeaving, secondDestination, thirdSums, thirdLeaving);
    store<u32>(pixel, unpremultiplied(f64x2.mul(redGreen, factor), f64x2.mul(blueAlpha, factor)));
  }
}

/** One vector of emitThroughThreeFloats, `offset` bytes into the rows: the third box's sum. */
function throughThree(
  offset: usize,
  entering: usize,
  firstSums: usize,
  firstLeaving: usize,
  firstDestination: usize,
  secondSums: usize,
  secondLeaving: usize,
  secondDestination: usize,
  thirdSums: usize,
  thirdLeaving: usize,
): v128 {
  const first = f64x2.add(v128.load(firstSums + offset), v128.load(entering + offset));
  v128.store(firstDestination + offset, first);
  v128.store(firstSums + offset, f64x2.sub(first, v128.load(firstLeaving + offset)));
  const second = f64x2.add(v128.load(secondSums + offset), first);
  v128.store(secondDestination + offset, second);
  v128.store(secondSums + offset, f64x2.sub(second, v128.load(secondLeaving + offset)));
  const third = f64x2.add(v128.load(thirdSums + offset), second);
  v128.store(thirdSums + offset, f64x2.sub(third, v128.load(thirdLeaving + offset)));
  return third;
}

/**
 * The horizontal pass of the float convolution for one float row: output pixel x is the sum,
 * tap by tap, of input pixels start[x] .. start[x] + taps - 1 times their float64 weights, times
 * `scale`, as a float row. Two output pixels are summed side by side, each in its own order.
 */
export function convolveRowFloat(
  source: usize,
  starts: usize,
  weights: usize,
  taps: i32,
  outputWidth: i32,
  target: usize,
  scale: f64,
): void {
  const factor = f64x2.splat(scale);
  const weightsOfPixel = (<usize>taps) << 3;
  let weight = weights;
  let output = target;
  let start = starts;
  const pairsEnd = target + ((<usize>(outputWidth & ~1)) << 5);
  for (; output < pairsEnd; output += 64, start += 8, weight += weightsOfPixel << 1) {
    let pixel = source + ((<usize>load<i32>(start)) << 5);
    let other = source + ((<usize>load<i32>(start, 4)) << 5);
    let redGreen = f64x2.splat(0);
    let blueAlpha = f64x2.splat(0);
    let otherRedGreen = f64x2.splat(0);
    let otherBlueAlpha = f64x2.splat(0);
    const end = weight + weightsOfPixel;
    for (let tap = weight; tap < end; tap += 8, pixel += 32, other += 32) {
      const factorOfTap = v128.load64_splat(tap);
      const otherFactor = v128.load64_splat(tap + weightsOfPixel);
      redGreen = f64x2.add(redGreen, f64x2.mul(v128.load(pixel), factorOfTap));
      blueAlpha = f64x2.add(blueAlpha, f64x2.mul(v128.load(pixel, 16), factorOfTap));
      otherRedGreen = f64x2.add(otherRedGreen, f64x2.mul(v128.load(other), otherFactor));
      otherBlueAlpha = f64x2.add(otherBlueAlpha, f64x2.mul(v128.load(other, 16), otherFactor));
    }
    v128.store(output, f64x2.mul(redGreen, factor));
    v128.store(output, f64x2.mul(blueAlpha, factor), 16);
    v128.store(output, f64x2.mul(otherRedGreen, factor), 32);
    v128.store(output, f64x2.mul(otherBlueAlpha, factor), 48);
  }
  if (outputWidth & 1) {
    let pixel = source + ((<usize>load<i32>(start)) << 5);
    let redGreen = f64x2.splat(0);
    let blueAlpha = f64x2.splat(0);
    const end = weight + weightsOfPixel;
    for (let tap = weight; tap < end; tap += 8, pixel += 32) {
      const factorOfTap = v128.load64_splat(tap);
      redGreen = f64x2.add(redGreen, f64x2.mul(v128.load(pixel), factorOfTap));
      blueAlpha = f64x2.add(blueAlpha, f64x2.mul(v128.load(pixel, 16), factorOfTap));
    }
    v128.store(output, f64x2.mul(redGreen, factor));
    v128.store(output, f64x2.mul(blueAlpha, factor), 16);
  }
}

/**
 * The vertical pass for one output row: pixel x is the sum, tap by tap, of rows[tap] (`taps`
 * pointers to float rows) times the tap's float64 weight, times `scale`, written as a byte row
 * of `width` straight pixels (see unpremultiplied). Two pixels are summed side by side.
 */
export function convolveColumnsFloat(
  rows: usize,
  weights: usize,
  taps: i32,
  width: i32,
  output: usize,
  scale: f64,
): void {
  const factor = f64x2.splat(scale);
  const rowsEnd = rows + ((<usize>taps) << 2);
  const pairsEnd = output + ((<usize>(width & ~1)) << 2);
  let pixel = output;
  let offset: usize = 0;
  for (; pixel < pairsEnd; pixel += 8, offset += 64) {
    let redGreen = f64x2.splat(0);
    let blueAlpha = f64x2.splat(0);
    let otherRedGreen = f64x2.splat(0);
    let otherBlueAlpha = f64x2.splat(0);
    for (let tap = rows, weight = weights; tap < rowsEnd; tap += 4, weight += 8) {
      const row = <usize>load<i32>(tap) + offset;
      const factorOfTap = v128.load64_splat(weight);
      redGreen = f64x2.add(redGreen, f64x2.mul(v128.load(row), factorOfTap));
      blueAlpha = f64x2.add(blueAlpha, f64x2.mul(v128.load(row, 16), factorOfTap));
      otherRedGreen = f64x2.add(otherRedGreen, f64x2.mul(v128.load(row, 32), factorOfTap));
      otherBlueAlpha = f64x2.add(otherBlueAlpha, f64x2.mul(v128.load(row, 48), factorOfTap));
    }
    storeUnpremultipliedPair(
      pixel,
      f64x2.mul(redGreen, factor),
      f64x2.mul(blueAlpha, factor),
      f64x2.mul(otherRedGreen, factor),
      f64x2.mul(otherBlueAlpha, factor),
    );
  }
  if (width & 1) {
    let redGreen = f64x2.splat(0);
    let blueAlpha = f64x2.splat(0);
    for (let tap = rows, weight = weights; tap < rowsEnd; tap += 4, weight += 8) {
      const row = <usize>load<i32>(tap) + offset;
      const factorOfTap = v128.load64_splat(weight);
      redGreen = f64x2.add(redGreen, f64x2.mul(v128.load(row), factorOfTap));
      blueAlpha = f64x2.add(blueAlpha, f64x2.mul(v128.load(row, 16), factorOfTap));
    }
    store<u32>(pixel, unpremultiplied(f64x2.mul(redGreen, factor), f64x2.mul(blueAlpha, factor)));
  }
}

// Separable convolution with per-output weight tables: the engine under resize (any filter, any
// scale) and the exact Gaussian blur. Not part of the public API.
//
// Two channels travel in one float64: red + blue * 2^26 and green + alpha * 2^26. Integer
// arithmetic on such a pair is exact while both lanes stay within +-2^25 and the total within
// 2^53, so one multiply-add serves two channels; negative weights (Lanczos lobes) are fine
// because a lane is recovered by rounding, not masking.

import { pixelWords, premultiplyToFloat, unpremultiplyFromFloat } from './pixels';
import { openWorkspace, plainBytes, reserveAlphaFractions, workspaceSize } from './simd';

const LANE = 2 ** 26;
const INVERSE_LANE = 2 ** -26;
const LANE_LIMIT = 2 ** 25;

/** Weights are integers summing to this, so lane sums are exact integers. */
export const WEIGHT_SCALE = 2 ** 14;

export interface WeightTable {
  /** First input index read for each output index. */
  readonly start: Int32Array;
  /** Weights read for each output index (the same count for all). */
  readonly taps: number;
  /** taps integer weights per output index, each output's summing to WEIGHT_SCALE. */
  readonly weights: Float64Array;
  /** The largest sum of positive weights of one output, as a fraction (bounds lane growth). */
  readonly largestPositiveSum: number;
}

/**
 * Builds the weights that resample `inputSize` samples to `outputSize`, pixel centres aligned
 * ((output + 0.5) * ratio - 0.5), the filter stretched by the ratio when shrinking so that it
 * averages instead of skipping. Samples beyond the edge repeat the edge sample.
 */
export function buildWeightTable(
  inputSize: number,
  outputSize: number,
  filter: (distance: number) => number,
  support: number,
): WeightTable {
  const ratio = inputSize / outputSize;
  const stretch = Math.max(ratio, 1);
  const reach = support * stretch;
  // The most input indices any output's window [centre - reach, centre + reach] covers.
  let taps = 1;
  for (let output = 0; output < outputSize; output++) {
    const centre = (output + 0.5) * ratio - 0.5;
    taps = Math.max(taps, Math.floor(centre + reach) - Math.ceil(centre - reach) + 1);
  }
  taps = Math.min(inputSize, taps);
  const start = new Int32Array(outputSize);
  const weights = new Float64Array(outputSize * taps);
  const local = new Float64Array(taps);
  let largestPositiveSum = 0;
  for (let output = 0; output < outputSize; output++) {
    const centre = (output + 0.5) * ratio - 0.5;
    const first = Math.ceil(centre - reach);
    const last = Math.floor(centre + reach);
    // The window starts at the first clamped index, moved left where needed to fit the input;
    // it holds every clamped index because last - first + 1 <= taps.
    const windowStart = Math.min(Math.max(first, 0), inputSize - taps);
    local.fill(0);
    let total = 0;
    for (let index = first; index <= last; index++) {
      const weight = filter((index - centre) / stretch);
      if (weight === 0) continue;
      const clamped = Math.min(Math.max(index, 0), inputSize - 1);
      local[clamped - windowStart] += weight;
      total += weight;
    }
    if (total === 0) {
      // A filter that vanishes around this centre (possible for nearest-like filters): take the
      // closest sample.
      const nearest = Math.min(Math.max(Math.round(centre), 0), inputSize - 1);
      local[nearest - windowStart] = 1;
      total = 1;
    }
    start[output] = windowStart;
    let integerTotal = 0;
    let largestTap = 0;
    let positiveSum = 0;
    for (let tap = 0; tap < taps; tap++) {
      const weight = Math.round((local[tap] / total) * WEIGHT_SCALE);
      weights[output * taps + tap] = weight;
      integerTotal += weight;
      if (Math.abs(weight) > Math.abs(weights[output * taps + largestTap])) largestTap = tap;
    }
    // Rounding may leave the sum off by a few units; the largest weight absorbs the difference
    // so that flat areas keep their exact value.
    weights[output * taps + largestTap] += WEIGHT_SCALE - integerTotal;
    for (let tap = 0; tap < taps; tap++) positiveSum += Math.max(0, weights[output * taps + tap]);
    largestPositiveSum = Math.max(largestPositiveSum, positiveSum / WEIGHT_SCALE);
  }
  return { start, taps, weights, largestPositiveSum };
}

/**
 * Convolves RGBA bytes with a horizontal then a vertical weight table. The output size is the
 * tables' output sizes. Colour should already be premultiplied when alpha varies. Runs the
 * WebAssembly SIMD loops where the platform has them and the tables fit their 16-bit lanes, else
 * JavaScript; both compute the same integers and give the same bytes.
 */
export function convolveSeparable(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
): Uint8ClampedArray {
  // Between passes each lane keeps `fractionBits` extra bits, as many as the vertical pass can
  // carry without leaving its lane.
  const verticalGrowth = 255 * horizontal.largestPositiveSum * vertical.largestPositiveSum * WEIGHT_SCALE;
  const fractionBits = Math.max(0, Math.min(8, Math.floor(Math.log2((LANE_LIMIT - 1) / verticalGrowth))));
  return (
    convolveWebAssembly(source, width, height, horizontal, vertical, fractionBits) ??
    convolvePairedLanes(source, width, height, horizontal, vertical, fractionBits)
  );
}

function convolvePairedLanes(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
  fractionBits: number,
): Uint8ClampedArray {
  const outputWidth = horizontal.start.length;
  const outputHeight = vertical.start.length;
  const intermediateScale = 2 ** fractionBits / WEIGHT_SCALE;
  const finalScale = 1 / (2 ** fractionBits * WEIGHT_SCALE);

  // Rows filtered horizontally are kept in a ring of `taps` rows: the vertical windows only
  // move forward, so each input row is filtered once and few rows are alive at a time.
  const taps = vertical.taps;
  const ringRedBlue = new Float64Array(taps * outputWidth);
  const ringGreenAlpha = new Float64Array(taps * outputWidth);
  const rowRedBlue = new Float64Array(width);
  const rowGreenAlpha = new Float64Array(width);
  const rowOffsets = new Int32Array(taps);
  const sumsRedBlue = new Float64Array(outputWidth);
  const sumsGreenAlpha = new Float64Array(outputWidth);
  const output = new Uint8ClampedArray(outputWidth * outputHeight * 4);
  const outputWords = pixelWords(output);
  let nextRow = 0;
  for (let y = 0; y < outputHeight; y++) {
    const first = vertical.start[y];
    while (nextRow < first + taps) {
      packRow(source, nextRow * width * 4, width, rowRedBlue, rowGreenAlpha);
      const slot = (nextRow % taps) * outputWidth;
      filterRow(rowRedBlue, rowGreenAlpha, horizontal, intermediateScale, ringRedBlue, ringGreenAlpha, slot);
      nextRow++;
    }
    for (let tap = 0; tap < taps; tap++) rowOffsets[tap] = ((first + tap) % taps) * outputWidth;
    // Taps are taken four at a time so that their weights and rows stay in registers.
    for (let tap = 0; tap < taps; tap += 4) {
      const weightAt = (offset: number) =>
        tap + offset < taps ? vertical.weights[y * taps + tap + offset] : 0;
      const rowAt = (offset: number) => rowOffsets[tap + offset < taps ? tap + offset : tap];
      accumulateColumns(
        ringRedBlue,
        ringGreenAlpha,
        rowAt(0),
        rowAt(1),
        rowAt(2),
        rowAt(3),
        weightAt(0),
        weightAt(1),
        weightAt(2),
        weightAt(3),
        sumsRedBlue,
        sumsGreenAlpha,
        outputWidth,
        tap === 0,
      );
    }
    writeColumns(sumsRedBlue, sumsGreenAlpha, outputWidth, finalScale, outputWords, y * outputWidth);
  }
  return output;
}

/** The largest sum of absolute weights of one output of the table. */
function largestAbsoluteSum(table: WeightTable): number {
  let largest = 0;
  for (let output = 0; output < table.start.length; output++) {
    let sum = 0;
    for (let tap = 0; tap < table.taps; tap++) sum += Math.abs(table.weights[output * table.taps + tap]);
    largest = Math.max(largest, sum);
  }
  return largest;
}

/**
 * The weights as 16-bit integers, `pairs` pairs an output (an odd count padded with a zero
 * weight), as assembly/kernels.ts reads them.
 */
function weightPairs(table: WeightTable, pairs: number, target: Int16Array): void {
  const { taps, weights } = table;
  for (let output = 0; output < table.start.length; output++) {
    for (let tap = 0; tap < taps; tap++) target[output * pairs * 2 + tap] = weights[output * taps + tap];
  }
}

/**
 * convolvePairedLanes in the WebAssembly loops (assembly/kernels.ts): the horizontal pass takes
 * each input row's bytes into a ring of rows with one 16-bit lane a channel, rounded to
 * `fractionBits` as the paired lanes are; the vertical pass sums 32-bit products of lanes and
 * weights and rounds half up to bytes, clamped. The same integers as the float lanes, as long
 * as weights and intermediate values fit 16 bits and sums 31, which this checks (undefined when
 * they do not, or the loops are unavailable).
 */
function convolveWebAssembly(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
  fractionBits: number,
): Uint8ClampedArray | undefined {
  const horizontalSum = largestAbsoluteSum(horizontal);
  const verticalSum = largestAbsoluteSum(vertical);
  const largestIntermediate = Math.ceil((255 * horizontalSum * 2 ** fractionBits) / WEIGHT_SCALE) + 1;
  // Sums within LANE_LIMIT are exact in the paired lanes as well, so both give the same bytes.
  const fits =
    horizontal.weights.every((weight) => Math.abs(weight) <= 0x7fff) &&
    vertical.weights.every((weight) => Math.abs(weight) <= 0x7fff) &&
    255 * horizontalSum < LANE_LIMIT &&
    largestIntermediate <= 0x7fff &&
    largestIntermediate * verticalSum < LANE_LIMIT;
  if (!fits) return undefined;

  const outputWidth = horizontal.start.length;
  const outputHeight = vertical.start.length;
  const horizontalPairs = Math.ceil(horizontal.taps / 2);
  const verticalPairs = Math.ceil(vertical.taps / 2);
  const taps = vertical.taps;
  const byteRow = width * 4;
  const outputByteRow = outputWidth * 4;
  // A lane row holds 4 lanes of 2 bytes a pixel; loops run over whole 16-byte vectors.
  const laneRowBytes = Math.ceil((outputWidth * 8) / 16) * 16;
  const sizes = {
    starts: outputWidth * 4,
    horizontalWeights: outputWidth * horizontalPairs * 4,
    verticalWeights: outputHeight * verticalPairs * 4,
    rows: verticalPairs * 8,
    // One pixel more: a padding weight of zero reads the pixel after a window.
    sourceRow: byteRow + 4,
    ring: taps * laneRowBytes,
    outputRow: outputByteRow + 8,
  };
  const workspace = openWorkspace(workspaceSize(...Object.values(sizes)));
  if (workspace === undefined) return undefined;
  const { kernels } = workspace;
  const starts = workspace.reserve(sizes.starts);
  const horizontalWeights = workspace.reserve(sizes.horizontalWeights);
  const verticalWeights = workspace.reserve(sizes.verticalWeights);
  const rows = workspace.reserve(sizes.rows);
  const sourceRow = workspace.reserve(sizes.sourceRow);
  const ring = workspace.reserve(sizes.ring);
  const outputRow = workspace.reserve(sizes.outputRow);
  const memory = workspace.bytes();
  new Int32Array(memory.buffer, starts, outputWidth).set(horizontal.start);
  weightPairs(
    horizontal,
    horizontalPairs,
    new Int16Array(memory.buffer, horizontalWeights, outputWidth * horizontalPairs * 2),
  );
  weightPairs(
    vertical,
    verticalPairs,
    new Int16Array(memory.buffer, verticalWeights, outputHeight * verticalPairs * 2),
  );
  const rowPointers = new Int32Array(memory.buffer, rows, verticalPairs * 2);
  const horizontalShift = 14 - fractionBits;
  const verticalShift = 14 + fractionBits;

  const output = new Uint8ClampedArray(outputWidth * outputHeight * 4);
  const sourceBytes = plainBytes(source);
  const outputBytes = plainBytes(output);
  let nextRow = 0;
  for (let y = 0; y < outputHeight; y++) {
    const first = vertical.start[y];
    while (nextRow < first + taps) {
      memory.set(sourceBytes.subarray(nextRow * byteRow, (nextRow + 1) * byteRow), sourceRow);
      kernels.convolveRow(
        sourceRow,
        starts,
        horizontalWeights,
        horizontalPairs,
        outputWidth,
        ring + (nextRow % taps) * laneRowBytes,
        1 << (horizontalShift - 1),
        horizontalShift,
      );
      nextRow++;
    }
    // A padding tap (zero weight) points at the first row.
    for (let tap = 0; tap < verticalPairs * 2; tap++)
      rowPointers[tap] = ring + ((first + (tap < taps ? tap : 0)) % taps) * laneRowBytes;
    kernels.convolveColumns(
      rows,
      verticalWeights + y * verticalPairs * 4,
      verticalPairs,
      outputWidth * 4,
      outputRow,
      1 << (verticalShift - 1),
      verticalShift,
    );
    outputBytes.set(memory.subarray(outputRow, outputRow + outputByteRow), y * outputByteRow);
  }
  return output;
}

/** One row of RGBA bytes as lane pairs: red + blue * 2^26 and green + alpha * 2^26. */
function packRow(
  source: Uint8ClampedArray,
  offset: number,
  width: number,
  redBlue: Float64Array,
  greenAlpha: Float64Array,
): void {
  for (let x = 0, byte = offset; x < width; x++, byte += 4) {
    redBlue[x] = source[byte] + source[byte + 2] * LANE;
    greenAlpha[x] = source[byte + 1] + source[byte + 3] * LANE;
  }
}

/** The horizontal pass for one row, rescaled to keep `fractionBits` and stored at `offset`. */
function filterRow(
  redBlue: Float64Array,
  greenAlpha: Float64Array,
  table: WeightTable,
  scale: number,
  targetRedBlue: Float64Array,
  targetGreenAlpha: Float64Array,
  offset: number,
): void {
  const { start, weights, taps } = table;
  const outputWidth = start.length;
  for (let x = 0; x < outputWidth; x++) {
    const first = start[x];
    const weightOffset = x * taps;
    let sumRedBlue = 0;
    let sumGreenAlpha = 0;
    for (let tap = 0; tap < taps; tap++) {
      const weight = weights[weightOffset + tap];
      sumRedBlue += redBlue[first + tap] * weight;
      sumGreenAlpha += greenAlpha[first + tap] * weight;
    }
    const blue = Math.floor(sumRedBlue * INVERSE_LANE + 0.5);
    const red = sumRedBlue - blue * LANE;
    const alpha = Math.floor(sumGreenAlpha * INVERSE_LANE + 0.5);
    const green = sumGreenAlpha - alpha * LANE;
    targetRedBlue[offset + x] = Math.floor(red * scale + 0.5) + Math.floor(blue * scale + 0.5) * LANE;
    targetGreenAlpha[offset + x] = Math.floor(green * scale + 0.5) + Math.floor(alpha * scale + 0.5) * LANE;
  }
}

/** Adds four taps of the vertical pass to the sums (or starts them, for the first four). */
function accumulateColumns(
  redBlue: Float64Array,
  greenAlpha: Float64Array,
  row0: number,
  row1: number,
  row2: number,
  row3: number,
  weight0: number,
  weight1: number,
  weight2: number,
  weight3: number,
  sumsRedBlue: Float64Array,
  sumsGreenAlpha: Float64Array,
  width: number,
  first: boolean,
): void {
  for (let x = 0; x < width; x++) {
    const redBlueSum =
      redBlue[row0 + x] * weight0 +
      redBlue[row1 + x] * weight1 +
      redBlue[row2 + x] * weight2 +
      redBlue[row3 + x] * weight3;
    const greenAlphaSum =
      greenAlpha[row0 + x] * weight0 +
      greenAlpha[row1 + x] * weight1 +
      greenAlpha[row2 + x] * weight2 +
      greenAlpha[row3 + x] * weight3;
    sumsRedBlue[x] = first ? redBlueSum : sumsRedBlue[x] + redBlueSum;
    sumsGreenAlpha[x] = first ? greenAlphaSum : sumsGreenAlpha[x] + greenAlphaSum;
  }
}

/** Splits the lanes of one row of sums and writes it as pixels, clamped to 0..255 and rounded. */
function writeColumns(
  sumsRedBlue: Float64Array,
  sumsGreenAlpha: Float64Array,
  width: number,
  scale: number,
  outputWords: Int32Array,
  outputOffset: number,
): void {
  for (let x = 0; x < width; x++) {
    const redBlue = sumsRedBlue[x];
    const greenAlpha = sumsGreenAlpha[x];
    const blue = Math.floor(redBlue * INVERSE_LANE + 0.5);
    const alpha = Math.floor(greenAlpha * INVERSE_LANE + 0.5);
    outputWords[outputOffset + x] =
      toByte((redBlue - blue * LANE) * scale) |
      (toByte((greenAlpha - alpha * LANE) * scale) << 8) |
      (toByte(blue * scale) << 16) |
      (toByte(alpha * scale) << 24);
  }
}

/** Rounds half up and clamps to a byte (Lanczos can overshoot the range). */
function toByte(value: number): number {
  return value <= 0 ? 0 : value >= 254.5 ? 255 : (value + 0.5) | 0;
}

/**
 * Convolves RGBA bytes whose alpha varies: convolveSeparableFloat on premultiplied colour,
 * between premultiplyToFloat and unpremultiplyFromFloat, giving straight bytes. Runs the
 * WebAssembly SIMD loops where the platform has them (row by row, premultiplying each input row
 * as it enters and unpremultiplying each output row as it leaves, so no float copy of the image
 * is made), else JavaScript; both compute the same float64 values and give the same bytes.
 */
export function convolveSeparablePremultiplied(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
): Uint8ClampedArray {
  return (
    convolveFloatWebAssembly(source, width, height, horizontal, vertical) ??
    unpremultiplyFromFloat(
      convolveSeparableFloat(premultiplyToFloat(source), width, height, horizontal, vertical),
    )
  );
}

/**
 * convolveSeparablePremultiplied in the WebAssembly loops (assembly/kernels.ts): each input row
 * becomes a float row (one float64 a channel), its horizontal pass goes into a ring of `taps`
 * float rows, and the vertical pass writes bytes. Undefined when the loops are unavailable.
 */
function convolveFloatWebAssembly(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
): Uint8ClampedArray | undefined {
  const outputWidth = horizontal.start.length;
  const outputHeight = vertical.start.length;
  const taps = vertical.taps;
  const byteRow = width * 4;
  const outputByteRow = outputWidth * 4;
  const ringRow = outputWidth * 32;
  const sizes = {
    fractions: 256 * 8,
    starts: outputWidth * 4,
    horizontalWeights: horizontal.weights.length * 8,
    verticalWeights: vertical.weights.length * 8,
    rows: taps * 4,
    sourceRow: byteRow,
    floatRow: width * 32,
    ring: taps * ringRow,
    outputRow: outputByteRow,
  };
  const workspace = openWorkspace(workspaceSize(...Object.values(sizes)));
  if (workspace === undefined) return undefined;
  const { kernels } = workspace;
  const fractions = reserveAlphaFractions(workspace);
  const starts = workspace.reserve(sizes.starts);
  const horizontalWeights = workspace.reserve(sizes.horizontalWeights);
  const verticalWeights = workspace.reserve(sizes.verticalWeights);
  const rows = workspace.reserve(sizes.rows);
  const sourceRow = workspace.reserve(sizes.sourceRow);
  const floatRow = workspace.reserve(sizes.floatRow);
  const ring = workspace.reserve(sizes.ring);
  const outputRow = workspace.reserve(sizes.outputRow);
  const memory = workspace.bytes();
  new Int32Array(memory.buffer, starts, outputWidth).set(horizontal.start);
  new Float64Array(memory.buffer, horizontalWeights, horizontal.weights.length).set(horizontal.weights);
  new Float64Array(memory.buffer, verticalWeights, vertical.weights.length).set(vertical.weights);
  const rowPointers = new Int32Array(memory.buffer, rows, taps);
  const scale = 1 / WEIGHT_SCALE;

  const output = new Uint8ClampedArray(outputWidth * outputHeight * 4);
  const sourceBytes = plainBytes(source);
  const outputBytes = plainBytes(output);
  let nextRow = 0;
  for (let y = 0; y < outputHeight; y++) {
    const first = vertical.start[y];
    while (nextRow < first + taps) {
      memory.set(sourceBytes.subarray(nextRow * byteRow, (nextRow + 1) * byteRow), sourceRow);
      kernels.premultiplyPadded(sourceRow, width, floatRow, 0, 0, fractions);
      kernels.convolveRowFloat(
        floatRow,
        starts,
        horizontalWeights,
        horizontal.taps,
        outputWidth,
        ring + (nextRow % taps) * ringRow,
        scale,
      );
      nextRow++;
    }
    for (let tap = 0; tap < taps; tap++) rowPointers[tap] = ring + ((first + tap) % taps) * ringRow;
    kernels.convolveColumnsFloat(rows, verticalWeights + y * taps * 8, taps, outputWidth, outputRow, scale);
    outputBytes.set(memory.subarray(outputRow, outputRow + outputByteRow), y * outputByteRow);
  }
  return output;
}

/**
 * The same convolution on float RGBA (premultiplied colour, see premultiplyToFloat), one float
 * a channel: slower than the paired lanes, but exact for faint, nearly transparent colour.
 */
export function convolveSeparableFloat(
  source: Float32Array,
  width: number,
  height: number,
  horizontal: WeightTable,
  vertical: WeightTable,
): Float32Array {
  const outputWidth = horizontal.start.length;
  const outputHeight = vertical.start.length;
  const taps = vertical.taps;
  const rowLength = outputWidth * 4;
  const ring = new Float64Array(taps * rowLength);
  const rowOffsets = new Int32Array(taps);
  const output = new Float32Array(outputWidth * outputHeight * 4);
  let nextRow = 0;
  for (let y = 0; y < outputHeight; y++) {
    const first = vertical.start[y];
    while (nextRow < first + taps) {
      filterRowFloat(source, nextRow * width * 4, horizontal, ring, (nextRow % taps) * rowLength);
      nextRow++;
    }
    for (let tap = 0; tap < taps; tap++) rowOffsets[tap] = ((first + tap) % taps) * rowLength;
    filterColumnsFloat(ring, rowOffsets, vertical.weights, y * taps, taps, rowLength, output, y * rowLength);
  }
  return output;
}

function filterRowFloat(
  source: Float32Array,
  offset: number,
  table: WeightTable,
  target: Float64Array,
  targetOffset: number,
): void {
  const { start, weights, taps } = table;
  const outputWidth = start.length;
  const scale = 1 / WEIGHT_SCALE;
  for (let x = 0; x < outputWidth; x++) {
    let index = offset + start[x] * 4;
    const weightOffset = x * taps;
    let red = 0;
    let green = 0;
    let blue = 0;
    let alpha = 0;
    for (let tap = 0; tap < taps; tap++, index += 4) {
      const weight = weights[weightOffset + tap];
      red += source[index] * weight;
      green += source[index + 1] * weight;
      blue += source[index + 2] * weight;
      alpha += source[index + 3] * weight;
    }
    const targetIndex = targetOffset + x * 4;
    target[targetIndex] = red * scale;
    target[targetIndex + 1] = green * scale;
    target[targetIndex + 2] = blue * scale;
    target[targetIndex + 3] = alpha * scale;
  }
}

function filterColumnsFloat(
  ring: Float64Array,
  rowOffsets: Int32Array,
  weights: Float64Array,
  weightOffset: number,
  taps: number,
  rowLength: number,
  output: Float32Array,
  outputOffset: number,
): void {
  const scale = 1 / WEIGHT_SCALE;
  for (let index = 0; index < rowLength; index++) {
    let sum = 0;
    for (let tap = 0; tap < taps; tap++) sum += ring[rowOffsets[tap] + index] * weights[weightOffset + tap];
    output[outputOffset + index] = sum * scale;
  }
}

import { pixelWords } from './pixels';

// Running-sum box filters, applied one after another along rows and then along columns: the
// engine under box blur and the large-sigma Gaussian blur. Not part of the public API.
//
// Each box costs two additions per sample whatever its width (a sum gains the sample entering
// the window and loses the one leaving it). When 255 times the product of the box widths fits
// 16 bits, red and blue share one 32-bit word and green and alpha another, so each addition
// moves two channels ("two lanes"); otherwise every channel has a word of its own. A row is
// kept interleaved (the words of a pixel side by side) and sums are turned back into 8-bit
// values through lookup tables rather than divisions.

/** A box covering `before` samples before the output sample, the sample, and `after` after it. */
export interface BoxPass {
  readonly before: number;
  readonly after: number;
}

/** Rounds numerator / denominator half up, exactly for the integer sizes used here. */
function roundedQuotient(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Filters RGBA bytes with the boxes along rows, then the same boxes along columns; edge pixels
 * repeat beyond the border. Colour should already be premultiplied when alpha varies.
 */
export function boxCascade(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Uint8ClampedArray {
  const widths = passes.map((pass) => pass.before + pass.after + 1);
  const divisor = widths.reduce((product, boxWidth) => product * boxWidth, 1);
  const reachBefore = passes.reduce((sum, pass) => sum + pass.before, 0);
  const reachAfter = passes.reduce((sum, pass) => sum + pass.after, 0);
  const twoLanes = 255 * divisor <= 0xffff;
  const stride = twoLanes ? 2 : 4;
  const laneCapacity = twoLanes ? 0xffff : 0x7fffffff;
  // If column sums of raw row sums still fit a lane, rows are not rounded in between and the
  // result is rounded once. Otherwise row results keep as many fraction bits as fit.
  const roundRows = 255 * divisor * divisor > laneCapacity;
  const fractionBits = roundRows
    ? Math.max(0, Math.min(8, Math.floor(Math.log2(laneCapacity / (255 * divisor)))))
    : 0;
  const rowNumeratorScale = 2 ** fractionBits;
  const rowDenominator = roundRows ? divisor : 1;
  const finalDenominator = roundRows ? divisor * rowNumeratorScale : divisor * divisor;
  const largestRowValue = roundRows ? 255 * rowNumeratorScale : 255 * divisor;

  const words = pixelWords(source);
  const rowTable = new Int32Array(twoLanes && roundRows ? 255 * divisor + 1 : 0);
  for (let sum = 0; sum < rowTable.length; sum++) {
    rowTable[sum] = roundedQuotient(sum * rowNumeratorScale, rowDenominator);
  }
  const paddedWidth = width + reachBefore + reachAfter;
  const row = new Int32Array(paddedWidth * stride);
  const rowLength = width * stride;

  // The row pass for image row y, into `target`.
  const filterRow = (y: number, target: Int32Array): void => {
    if (twoLanes) unpackTwoLanes(words, y * width, width, row, reachBefore, reachAfter);
    else unpackFourPlanes(words, y * width, width, row, reachBefore, reachAfter);
    let length = paddedWidth;
    for (const boxWidth of widths) {
      if (twoLanes) runningSumTwoLanes(row, length, boxWidth);
      else runningSumFourPlanes(row, length, boxWidth);
      length -= boxWidth - 1;
    }
    if (!roundRows) target.set(row.subarray(0, rowLength));
    else if (twoLanes) lookUpTwoLanes(row, target, rowLength, rowTable);
    else divideRow(row, target, rowLength, rowNumeratorScale, rowDenominator);
  };

  // Columns. Box k reads its input rows from a ring of its width, written by box k - 1 (by the
  // row pass for the first box, the edge rows repeated), so only a few rows are alive at once.
  const output = new Uint8ClampedArray(source.length);
  const outputWords = pixelWords(output);
  const finalTable = new Uint8Array(twoLanes ? largestRowValue * divisor + 1 : 0);
  for (let sum = 0; sum < finalTable.length; sum++) finalTable[sum] = roundedQuotient(sum, finalDenominator);
  const stages = widths.map((boxWidth) => ({
    boxWidth,
    sums: new Int32Array(rowLength),
    ring: Array.from({ length: boxWidth }, () => new Int32Array(rowLength)),
    received: 0,
  }));
  const lastStage = stages.length - 1;
  let outputRow = 0;
  const paddedHeight = height + reachBefore + reachAfter;

  for (let padded = 0; padded < paddedHeight; padded++) {
    const first = stages[0];
    let entering = first.ring[padded % first.boxWidth];
    filterRow(Math.min(Math.max(padded - reachBefore, 0), height - 1), entering);
    // Feed the row through the stages; a stage that completes a window passes a row on.
    for (let stageIndex = 0; ; stageIndex++) {
      const stage = stages[stageIndex];
      const received = ++stage.received;
      if (received < stage.boxWidth) {
        addInPlace(stage.sums, entering, rowLength);
        break;
      }
      const leaving = stage.ring[(received - stage.boxWidth) % stage.boxWidth];
      if (stageIndex === lastStage) {
        const outputStart = outputRow++ * width;
        if (twoLanes) emitTwoLanes(stage.sums, entering, leaving, outputWords, outputStart, width, finalTable);
        else emitFourPlanes(stage.sums, entering, leaving, outputWords, outputStart, width, finalDenominator);
        break;
      }
      const next = stages[stageIndex + 1];
      const destination = next.ring[next.received % next.boxWidth];
      slide(stage.sums, entering, leaving, destination, rowLength);
      entering = destination;
    }
  }
  return output;
}

// The loops below are separate small functions so that the engine optimises each of them fully
// (they run once a row) instead of compiling one long function mid-loop.

/** One row as [red + blue << 16, green + alpha << 16] a pixel, edge pixels repeated on both sides. */
function unpackTwoLanes(
  words: Int32Array,
  rowStart: number,
  width: number,
  row: Int32Array,
  reachBefore: number,
  reachAfter: number,
): void {
  const firstPixel = words[rowStart];
  const lastPixel = words[rowStart + width - 1];
  let index = 0;
  for (let pad = 0; pad < reachBefore; pad++, index += 2) {
    row[index] = firstPixel & 0x00ff00ff;
    row[index + 1] = (firstPixel >>> 8) & 0x00ff00ff;
  }
  for (let x = 0; x < width; x++, index += 2) {
    const pixel = words[rowStart + x];
    row[index] = pixel & 0x00ff00ff;
    row[index + 1] = (pixel >>> 8) & 0x00ff00ff;
  }
  for (let pad = 0; pad < reachAfter; pad++, index += 2) {
    row[index] = lastPixel & 0x00ff00ff;
    row[index + 1] = (lastPixel >>> 8) & 0x00ff00ff;
  }
}

/** One row as [red, green, blue, alpha] words a pixel, edge pixels repeated on both sides. */
function unpackFourPlanes(
  words: Int32Array,
  rowStart: number,
  width: number,
  row: Int32Array,
  reachBefore: number,
  reachAfter: number,
): void {
  let index = 0;
  const paddedWidth = width + reachBefore + reachAfter;
  for (let padded = 0; padded < paddedWidth; padded++, index += 4) {
    const pixel = words[rowStart + Math.min(Math.max(padded - reachBefore, 0), width - 1)];
    row[index] = pixel & 0xff;
    row[index + 1] = (pixel >>> 8) & 0xff;
    row[index + 2] = (pixel >>> 16) & 0xff;
    row[index + 3] = pixel >>> 24;
  }
}

/** Replaces pixel j by the sum of pixels j .. j + boxWidth - 1, for every full window. */
function runningSumTwoLanes(values: Int32Array, length: number, boxWidth: number): void {
  let first = 0;
  let second = 0;
  const lead = (boxWidth - 1) * 2;
  for (let index = 0; index < lead; index += 2) {
    first = (first + values[index]) | 0;
    second = (second + values[index + 1]) | 0;
  }
  const end = (length - boxWidth + 1) * 2;
  for (let index = 0; index < end; index += 2) {
    first = (first + values[index + lead]) | 0;
    second = (second + values[index + lead + 1]) | 0;
    const firstLeaving = values[index];
    const secondLeaving = values[index + 1];
    values[index] = first;
    values[index + 1] = second;
    first = (first - firstLeaving) | 0;
    second = (second - secondLeaving) | 0;
  }
}

function runningSumFourPlanes(values: Int32Array, length: number, boxWidth: number): void {
  const lead = (boxWidth - 1) * 4;
  const end = (length - boxWidth + 1) * 4;
  for (let plane = 0; plane < 4; plane++) {
    let sum = 0;
    for (let index = plane; index < lead; index += 4) sum += values[index];
    for (let index = plane; index < end; index += 4) {
      sum += values[index + lead];
      const leaving = values[index];
      values[index] = sum;
      sum -= leaving;
    }
  }
}

function lookUpTwoLanes(row: Int32Array, target: Int32Array, length: number, table: Int32Array): void {
  for (let index = 0; index < length; index++) {
    const sum = row[index];
    target[index] = table[sum & 0xffff] | (table[sum >>> 16] << 16);
  }
}

function divideRow(row: Int32Array, target: Int32Array, length: number, numeratorScale: number, denominator: number): void {
  for (let index = 0; index < length; index++) target[index] = roundedQuotient(row[index] * numeratorScale, denominator);
}

function addInPlace(target: Int32Array, values: Int32Array, length: number): void {
  for (let index = 0; index < length; index++) target[index] = (target[index] + values[index]) | 0;
}

/** destination = sums + entering; sums = destination - leaving. */
function slide(sums: Int32Array, entering: Int32Array, leaving: Int32Array, destination: Int32Array, length: number): void {
  for (let index = 0; index < length; index++) {
    const sum = (sums[index] + entering[index]) | 0;
    destination[index] = sum;
    sums[index] = (sum - leaving[index]) | 0;
  }
}

/** Writes sums + entering as an output row of pixels, then moves the window on by one row. */
function emitTwoLanes(
  sums: Int32Array,
  entering: Int32Array,
  leaving: Int32Array,
  outputWords: Int32Array,
  outputStart: number,
  width: number,
  table: Uint8Array,
): void {
  for (let x = 0, index = 0; x < width; x++, index += 2) {
    const redBlue = (sums[index] + entering[index]) | 0;
    const greenAlpha = (sums[index + 1] + entering[index + 1]) | 0;
    outputWords[outputStart + x] =
      table[redBlue & 0xffff] |
      (table[greenAlpha & 0xffff] << 8) |
      (table[redBlue >>> 16] << 16) |
      (table[greenAlpha >>> 16] << 24);
    sums[index] = (redBlue - leaving[index]) | 0;
    sums[index + 1] = (greenAlpha - leaving[index + 1]) | 0;
  }
}

function emitFourPlanes(
  sums: Int32Array,
  entering: Int32Array,
  leaving: Int32Array,
  outputWords: Int32Array,
  outputStart: number,
  width: number,
  denominator: number,
): void {
  for (let x = 0, index = 0; x < width; x++, index += 4) {
    let word = 0;
    for (let plane = 0; plane < 4; plane++) {
      const sum = sums[index + plane] + entering[index + plane];
      word |= roundedQuotient(sum, denominator) << (plane * 8);
      sums[index + plane] = sum - leaving[index + plane];
    }
    outputWords[outputStart + x] = word;
  }
}

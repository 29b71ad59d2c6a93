import { pixelWords, premultiplyToFloat, unpremultiplyFromFloat } from './pixels';
import { openWorkspace, plainBytes, reciprocalOfDouble, reserveAlphaFractions, workspaceSize } from './simd';

// Running-sum box filters, applied one after another along rows and then the same along
// columns: the engine under box blur and the large-sigma Gaussian blur. Not part of the public
// API.
//
// Each box costs two additions per sample whatever its width (a sum gains the sample entering
// the window and loses the one leaving it). For opaque bytes, while 255 times the product of the
// box widths fits 16 bits, red and blue share one 32-bit word and green and alpha another, so
// each addition moves two channels ("two lanes"), and sums are turned back into bytes through
// lookup tables rather than divisions. Wider boxes on opaque bytes give each channel a word of
// its own (boxCascadeWords); premultiplied colour of transparent images goes through
// boxCascadeFloat, one float a channel. Along columns, box k reads its input rows from a
// ring as tall as the box, which box k - 1 (or the row pass) writes into, so only a few rows
// are alive at a time.

/** A box covering `before` samples before the output sample, the sample, and `after` after it. */
export interface BoxPass {
  readonly before: number;
  readonly after: number;
}

/** True when boxCascadeBytes can take these boxes. */
export function fitsTwoLanes(passes: readonly BoxPass[]): boolean {
  return 255 * divisorOf(passes) <= 0xffff;
}

function divisorOf(passes: readonly BoxPass[]): number {
  return passes.reduce((product, pass) => product * (pass.before + pass.after + 1), 1);
}

/** Rounds numerator / denominator half up, exactly for the integer sizes used here. */
function roundedQuotient(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

interface Stage<Row> {
  readonly boxWidth: number;
  readonly sums: Row;
  readonly ring: Row[];
  received: number;
}

/** One column box's rows for a row that passes through it: see runColumns. */
interface Window<Row> {
  readonly sums: Row;
  readonly leaving: Row;
  /** The next box's ring row that receives sums + entering; absent for the last box. */
  readonly destination?: Row;
}

/**
 * Feeds the padded rows (edge rows repeated) through the column boxes. `filterRow` writes image
 * row y into a row buffer; `emit` receives the last box's sums plus the entering row, and must
 * also move that box's window on (sums += entering - leaving). `emitThrough`, when given, takes
 * the rows that pass through every box at once (all windows full): it must do what slide on
 * each box but the last and then emit do.
 */
function runColumns<Row>(
  height: number,
  passes: readonly BoxPass[],
  newRow: () => Row,
  filterRow: (y: number, target: Row) => void,
  add: (sums: Row, entering: Row) => void,
  slide: (sums: Row, entering: Row, leaving: Row, destination: Row) => void,
  emit: (outputRow: number, sums: Row, entering: Row, leaving: Row) => void,
  emitThrough?: (outputRow: number, entering: Row, windows: readonly Window<Row>[]) => void,
): void {
  const reachBefore = passes.reduce((sum, pass) => sum + pass.before, 0);
  const reachAfter = passes.reduce((sum, pass) => sum + pass.after, 0);
  const stages: Stage<Row>[] = passes.map((pass) => {
    const boxWidth = pass.before + pass.after + 1;
    return { boxWidth, sums: newRow(), ring: Array.from({ length: boxWidth }, newRow), received: 0 };
  });
  const lastStage = stages.length - 1;
  let outputRow = 0;
  const paddedHeight = height + reachBefore + reachAfter;
  for (let padded = 0; padded < paddedHeight; padded++) {
    const first = stages[0];
    let entering = first.ring[padded % first.boxWidth];
    filterRow(Math.min(Math.max(padded - reachBefore, 0), height - 1), entering);
    if (emitThrough && stages.every((stage) => stage.received + 1 >= stage.boxWidth)) {
      const windows = stages.map((stage, stageIndex) => {
        const received = ++stage.received;
        const next = stages[stageIndex + 1];
        return {
          sums: stage.sums,
          leaving: stage.ring[(received - stage.boxWidth) % stage.boxWidth],
          destination: next && next.ring[next.received % next.boxWidth],
        };
      });
      emitThrough(outputRow++, entering, windows);
      continue;
    }
    // A stage that completes a window passes a row on to the next.
    for (let stageIndex = 0; ; stageIndex++) {
      const stage = stages[stageIndex];
      const received = ++stage.received;
      if (received < stage.boxWidth) {
        add(stage.sums, entering);
        break;
      }
      const leaving = stage.ring[(received - stage.boxWidth) % stage.boxWidth];
      if (stageIndex === lastStage) {
        emit(outputRow++, stage.sums, entering, leaving);
        break;
      }
      const next = stages[stageIndex + 1];
      const destination = next.ring[next.received % next.boxWidth];
      slide(stage.sums, entering, leaving, destination);
      entering = destination;
    }
  }
}

/** How boxCascadeBytes divides and rounds for a set of boxes (see there). */
interface TwoLanePlan {
  readonly divisor: number;
  readonly reachBefore: number;
  readonly reachAfter: number;
  readonly widths: readonly number[];
  /** True when row results are rounded (keeping fractionBits) before the column boxes. */
  readonly roundRows: boolean;
  readonly fractionBits: number;
  /** Column sums are divided by this, rounding half up, into the output bytes. */
  readonly finalDenominator: number;
  /** The largest value a row result can have. */
  readonly largestRowValue: number;
}

function twoLanePlan(passes: readonly BoxPass[]): TwoLanePlan {
  const divisor = divisorOf(passes);
  // If column sums of raw row sums still fit a lane, rows are not rounded in between and the
  // result is rounded once. Otherwise row results keep as many fraction bits as fit, and the
  // result can be one level off the exact filter.
  const roundRows = 255 * divisor * divisor > 0xffff;
  const fractionBits = roundRows
    ? Math.max(0, Math.min(8, Math.floor(Math.log2(0xffff / (255 * divisor)))))
    : 0;
  return {
    divisor,
    reachBefore: passes.reduce((sum, pass) => sum + pass.before, 0),
    reachAfter: passes.reduce((sum, pass) => sum + pass.after, 0),
    widths: passes.map((pass) => pass.before + pass.after + 1),
    roundRows,
    fractionBits,
    finalDenominator: roundRows ? divisor * 2 ** fractionBits : divisor * divisor,
    largestRowValue: roundRows ? 255 * 2 ** fractionBits : 255 * divisor,
  };
}

/**
 * Filters opaque RGBA bytes with the boxes along rows, then along columns; edge pixels repeat
 * beyond the border. Needs fitsTwoLanes(passes). Runs the WebAssembly SIMD loops where the
 * platform has them (16-bit lanes, a channel each), else JavaScript (two channels a word); both
 * compute the same integers and give the same bytes.
 */
export function boxCascadeBytes(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Uint8ClampedArray {
  const plan = twoLanePlan(passes);
  return (
    boxCascadeWebAssembly(source, width, height, passes, plan) ??
    boxCascadeTwoLanes(source, width, height, passes, plan)
  );
}

function boxCascadeTwoLanes(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
  plan: TwoLanePlan,
): Uint8ClampedArray {
  const { divisor, reachBefore, reachAfter, widths, roundRows, fractionBits, finalDenominator } = plan;
  const rowNumeratorScale = 2 ** fractionBits;
  const rowTable = new Int32Array(roundRows ? 255 * divisor + 1 : 0);
  for (let sum = 0; sum < rowTable.length; sum++)
    rowTable[sum] = roundedQuotient(sum * rowNumeratorScale, divisor);
  const finalTable = new Uint8Array(plan.largestRowValue * divisor + 1);
  for (let sum = 0; sum < finalTable.length; sum++) finalTable[sum] = roundedQuotient(sum, finalDenominator);

  const words = pixelWords(source);
  const output = new Uint8ClampedArray(source.length);
  const outputWords = pixelWords(output);
  const paddedWidth = width + reachBefore + reachAfter;
  const row = new Int32Array(paddedWidth * 2);
  const rowLength = width * 2;

  runColumns<Int32Array>(
    height,
    passes,
    () => new Int32Array(rowLength),
    (y, target) => {
      unpackTwoLanes(words, y * width, width, row, reachBefore, reachAfter);
      let length = paddedWidth;
      for (const boxWidth of widths) {
        runningSumTwoLanes(row, length, boxWidth);
        length -= boxWidth - 1;
      }
      if (roundRows) lookUpTwoLanes(row, target, rowLength, rowTable);
      else target.set(row.subarray(0, rowLength));
    },
    (sums, entering) => addIntegers(sums, entering, rowLength),
    (sums, entering, leaving, destination) => slideIntegers(sums, entering, leaving, destination, rowLength),
    (outputRow, sums, entering, leaving) =>
      emitTwoLanes(sums, entering, leaving, outputWords, outputRow * width, width, finalTable),
  );
  return output;
}

/**
 * boxCascadeTwoLanes in the WebAssembly loops (assembly/kernels.ts): rows are lane rows in the
 * workspace, 16 bits a channel, each ring row wide enough for the padded row so the row boxes
 * run in place; divisions by the plan's divisors are float32 multiplications that round exactly
 * as roundedQuotient does. Undefined when the loops are unavailable.
 */
function boxCascadeWebAssembly(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
  plan: TwoLanePlan,
): Uint8ClampedArray | undefined {
  const { divisor, reachBefore, reachAfter, widths, roundRows, fractionBits, finalDenominator } = plan;
  const paddedWidth = width + reachBefore + reachAfter;
  // A lane row holds 4 lanes of 2 bytes a pixel, and room for the row loops, which run over
  // whole 16-byte vectors and read up to three pixels beyond a row (see assembly/kernels.ts).
  const rowBytes = (paddedWidth + 3) * 8;
  const rowCount = widths.reduce((count, boxWidth) => count + boxWidth + 1, 0);
  const byteRow = width * 4;
  const workspace = openWorkspace(
    workspaceSize(byteRow + 16, byteRow + 16, ...Array.from({ length: rowCount }, () => rowBytes)),
  );
  if (workspace === undefined) return undefined;
  const { kernels } = workspace;
  const sourceRow = workspace.reserve(byteRow + 16);
  const outputRow = workspace.reserve(byteRow + 16);
  const lanes = width * 4;
  const rowReciprocal = reciprocalOfDouble(divisor);
  const finalReciprocal = reciprocalOfDouble(finalDenominator);
  const output = new Uint8ClampedArray(source.length);
  const sourceBytes = plainBytes(source);
  const outputBytes = plainBytes(output);

  runColumns<number>(
    height,
    passes,
    () => workspace.reserve(rowBytes),
    (y, target) => {
      workspace.bytes().set(sourceBytes.subarray(y * byteRow, (y + 1) * byteRow), sourceRow);
      kernels.unpackPadded(sourceRow, width, target, reachBefore, reachAfter);
      let length = paddedWidth;
      for (const boxWidth of widths) {
        kernels.runningSum(target, length, boxWidth);
        length -= boxWidth - 1;
      }
      if (roundRows) kernels.roundedQuotients(target, target, lanes, fractionBits, divisor, rowReciprocal);
    },
    (sums, entering) => kernels.addLanes(sums, entering, lanes),
    (sums, entering, leaving, destination) => kernels.slideLanes(sums, entering, leaving, destination, lanes),
    (y, sums, entering, leaving) => {
      kernels.emitLanes(sums, entering, leaving, outputRow, lanes, finalDenominator, finalReciprocal);
      outputBytes.set(workspace.bytes().subarray(outputRow, outputRow + byteRow), y * byteRow);
    },
  );
  return output;
}

/** How boxCascadeWords scales row and column sums for a set of boxes. */
interface WordPlan {
  readonly reachBefore: number;
  readonly reachAfter: number;
  readonly widths: readonly number[];
  /** True when row sums are scaled to rowScale, rounded, before the column boxes. */
  readonly roundRows: boolean;
  readonly rowScale: number;
  readonly finalScale: number;
}

function wordPlan(passes: readonly BoxPass[]): WordPlan {
  const divisor = divisorOf(passes);
  const capacity = 0x7fffffff;
  const roundRows = 255 * divisor * divisor > capacity;
  const fractionBits = roundRows
    ? Math.max(0, Math.min(8, Math.floor(Math.log2(capacity / (255 * divisor)))))
    : 0;
  return {
    reachBefore: passes.reduce((sum, pass) => sum + pass.before, 0),
    reachAfter: passes.reduce((sum, pass) => sum + pass.after, 0),
    widths: passes.map((pass) => pass.before + pass.after + 1),
    roundRows,
    rowScale: 2 ** fractionBits / divisor,
    finalScale: 1 / (roundRows ? divisor * 2 ** fractionBits : divisor * divisor),
  };
}

/**
 * The same filter on opaque RGBA bytes for boxes too wide for two lanes: one 32-bit word a
 * channel, exact while 255 times the squared product of the widths fits 31 bits (rows are
 * rounded with fraction bits beyond that). Runs the WebAssembly SIMD loops where the platform
 * has them (a pixel's four words in one vector), else JavaScript; both compute the same
 * integers and give the same bytes.
 */
export function boxCascadeWords(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Uint8ClampedArray {
  const plan = wordPlan(passes);
  return (
    boxCascadeWordsWebAssembly(source, width, height, passes, plan) ??
    boxCascadeFourWords(source, width, height, passes, plan)
  );
}

/**
 * boxCascadeWords in the WebAssembly loops (assembly/kernels.ts), word rows of 16 bytes a
 * pixel. Undefined when the loops are unavailable.
 */
function boxCascadeWordsWebAssembly(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
  plan: WordPlan,
): Uint8ClampedArray | undefined {
  const { reachBefore, reachAfter, widths, roundRows, rowScale, finalScale } = plan;
  const paddedWidth = width + reachBefore + reachAfter;
  const byteRow = width * 4;
  const wordRow = width * 16;
  const rowCount = widths.reduce((count, boxWidth) => count + boxWidth + 1, 0);
  const workspace = openWorkspace(
    workspaceSize(byteRow, byteRow, paddedWidth * 16, ...Array.from({ length: rowCount }, () => wordRow)),
  );
  if (workspace === undefined) return undefined;
  const { kernels } = workspace;
  const sourceRow = workspace.reserve(byteRow);
  const outputRow = workspace.reserve(byteRow);
  const paddedRow = workspace.reserve(paddedWidth * 16);
  const output = new Uint8ClampedArray(source.length);
  const sourceBytes = plainBytes(source);
  const outputBytes = plainBytes(output);

  runColumns<number>(
    height,
    passes,
    () => workspace.reserve(wordRow),
    (y, target) => {
      workspace.bytes().set(sourceBytes.subarray(y * byteRow, (y + 1) * byteRow), sourceRow);
      kernels.unpackWords(sourceRow, width, paddedRow, reachBefore, reachAfter);
      let length = paddedWidth;
      widths.forEach((boxWidth, index) => {
        const last = index === widths.length - 1 && !roundRows;
        kernels.runningSumWords(paddedRow, last ? target : paddedRow, length, boxWidth);
        length -= boxWidth - 1;
      });
      if (roundRows) kernels.scaleWords(paddedRow, target, width, rowScale);
    },
    (sums, entering) => kernels.addWords(sums, entering, width),
    (sums, entering, leaving, destination) => kernels.slideWords(sums, entering, leaving, destination, width),
    (y, sums, entering, leaving) => {
      kernels.emitWords(sums, entering, leaving, outputRow, width, finalScale);
      outputBytes.set(workspace.bytes().subarray(outputRow, outputRow + byteRow), y * byteRow);
    },
  );
  return output;
}

function boxCascadeFourWords(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
  plan: WordPlan,
): Uint8ClampedArray {
  const { reachBefore, reachAfter, widths, roundRows, rowScale, finalScale } = plan;

  const words = pixelWords(source);
  const output = new Uint8ClampedArray(source.length);
  const outputWords = pixelWords(output);
  const paddedWidth = width + reachBefore + reachAfter;
  const row = new Int32Array(paddedWidth * 4);
  const rowLength = width * 4;

  runColumns<Int32Array>(
    height,
    passes,
    () => new Int32Array(rowLength),
    (y, target) => {
      unpackFourWords(words, y * width, width, row, reachBefore, reachAfter);
      let length = paddedWidth;
      for (const boxWidth of widths) {
        runningSumFourWords(row, length, boxWidth);
        length -= boxWidth - 1;
      }
      if (roundRows) scaleRow(row, target, rowLength, rowScale);
      else target.set(row.subarray(0, rowLength));
    },
    (sums, entering) => addIntegers(sums, entering, rowLength),
    (sums, entering, leaving, destination) => slideIntegers(sums, entering, leaving, destination, rowLength),
    (outputRow, sums, entering, leaving) =>
      emitFourWords(sums, entering, leaving, outputWords, outputRow * width, width, finalScale),
  );
  return output;
}

/**
 * Filters RGBA bytes whose alpha varies: boxCascadeFloat on premultiplied colour, between
 * premultiplyToFloat and unpremultiplyFromFloat, giving straight bytes. Runs the WebAssembly
 * SIMD loops where the platform has them (row by row, premultiplying each row as it enters and
 * unpremultiplying each as it leaves, so no float copy of the image is made), else JavaScript;
 * both compute the same float64 values and give the same bytes.
 */
export function boxCascadePremultiplied(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Uint8ClampedArray {
  return (
    boxCascadeFloatWebAssembly(source, width, height, passes) ??
    unpremultiplyFromFloat(boxCascadeFloat(premultiplyToFloat(source), width, height, passes))
  );
}

/**
 * boxCascadePremultiplied in the WebAssembly loops (assembly/kernels.ts): float rows of one
 * float64 a channel, as boxCascadeFloat's rows; a padded row takes the row boxes, the ring
 * rows the column boxes. Undefined when the loops are unavailable.
 */
function boxCascadeFloatWebAssembly(
  source: Uint8ClampedArray,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Uint8ClampedArray | undefined {
  const divisor = divisorOf(passes);
  const scale = 1 / (divisor * divisor);
  const reachBefore = passes.reduce((sum, pass) => sum + pass.before, 0);
  const reachAfter = passes.reduce((sum, pass) => sum + pass.after, 0);
  const widths = passes.map((pass) => pass.before + pass.after + 1);
  const paddedWidth = width + reachBefore + reachAfter;
  const byteRow = width * 4;
  const floatRow = width * 32;
  const rowCount = widths.reduce((count, boxWidth) => count + boxWidth + 1, 0);
  const workspace = openWorkspace(
    workspaceSize(
      256 * 8,
      byteRow,
      byteRow,
      paddedWidth * 32,
      ...Array.from({ length: rowCount }, () => floatRow),
    ),
  );
  if (workspace === undefined) return undefined;
  const { kernels } = workspace;
  const fractions = reserveAlphaFractions(workspace);
  const sourceRow = workspace.reserve(byteRow);
  const outputRow = workspace.reserve(byteRow);
  const paddedRow = workspace.reserve(paddedWidth * 32);
  const count = width * 4;
  const output = new Uint8ClampedArray(source.length);
  const sourceBytes = plainBytes(source);
  const outputBytes = plainBytes(output);

  runColumns<number>(
    height,
    passes,
    () => workspace.reserve(floatRow),
    (y, target) => {
      const memory = workspace.bytes();
      memory.set(sourceBytes.subarray(y * byteRow, (y + 1) * byteRow), sourceRow);
      kernels.premultiplyPadded(sourceRow, width, paddedRow, reachBefore, reachAfter, fractions);
      // The last box writes its sums into the ring row.
      if (widths.length === 3) {
        kernels.runningSumsFloat(paddedRow, target, paddedWidth, widths[0], widths[1], widths[2]);
        return;
      }
      let length = paddedWidth;
      widths.forEach((boxWidth, index) => {
        kernels.runningSumFloat(
          paddedRow,
          index === widths.length - 1 ? target : paddedRow,
          length,
          boxWidth,
        );
        length -= boxWidth - 1;
      });
    },
    (sums, entering) => kernels.addFloats(sums, entering, count),
    (sums, entering, leaving, destination) =>
      kernels.slideFloats(sums, entering, leaving, destination, count),
    (y, sums, entering, leaving) => {
      kernels.emitFloats(sums, entering, leaving, outputRow, width, scale);
      outputBytes.set(workspace.bytes().subarray(outputRow, outputRow + byteRow), y * byteRow);
    },
    widths.length === 3
      ? (y, entering, [first, second, third]) => {
          kernels.emitThroughThreeFloats(
            entering,
            first.sums,
            first.leaving,
            first.destination ?? 0,
            second.sums,
            second.leaving,
            second.destination ?? 0,
            third.sums,
            third.leaving,
            outputRow,
            width,
            scale,
          );
          outputBytes.set(workspace.bytes().subarray(outputRow, outputRow + byteRow), y * byteRow);
        }
      : undefined,
  );
  return output;
}

/**
 * The same filter on float RGBA (4 floats a pixel, any scale), exact up to float rounding and
 * free of any limit on the box widths.
 */
export function boxCascadeFloat(
  source: Float32Array,
  width: number,
  height: number,
  passes: readonly BoxPass[],
): Float32Array {
  const scale = 1 / (divisorOf(passes) * divisorOf(passes));
  const reachBefore = passes.reduce((sum, pass) => sum + pass.before, 0);
  const reachAfter = passes.reduce((sum, pass) => sum + pass.after, 0);
  const widths = passes.map((pass) => pass.before + pass.after + 1);
  const output = new Float32Array(source.length);
  const paddedWidth = width + reachBefore + reachAfter;
  const row = new Float64Array(paddedWidth * 4);
  const rowLength = width * 4;

  runColumns<Float64Array>(
    height,
    passes,
    () => new Float64Array(rowLength),
    (y, target) => {
      unpackFloat(source, y * rowLength, width, row, reachBefore, reachAfter);
      let length = paddedWidth;
      for (const boxWidth of widths) {
        runningSumFloat(row, length, boxWidth);
        length -= boxWidth - 1;
      }
      target.set(row.subarray(0, rowLength));
    },
    (sums, entering) => addFloats(sums, entering, rowLength),
    (sums, entering, leaving, destination) => slideFloats(sums, entering, leaving, destination, rowLength),
    (outputRow, sums, entering, leaving) =>
      emitFloats(sums, entering, leaving, output, outputRow * rowLength, rowLength, scale),
  );
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

function lookUpTwoLanes(row: Int32Array, target: Int32Array, length: number, table: Int32Array): void {
  for (let index = 0; index < length; index++) {
    const sum = row[index];
    target[index] = table[sum & 0xffff] | (table[sum >>> 16] << 16);
  }
}

function addIntegers(target: Int32Array, values: Int32Array, length: number): void {
  for (let index = 0; index < length; index++) target[index] = (target[index] + values[index]) | 0;
}

/** destination = sums + entering; sums = destination - leaving. */
function slideIntegers(
  sums: Int32Array,
  entering: Int32Array,
  leaving: Int32Array,
  destination: Int32Array,
  length: number,
): void {
  for (let index = 0; index < length; index++) {
    const sum = (sums[index] + entering[index]) | 0;
    destination[index] = sum;
    sums[index] = (sum - leaving[index]) | 0;
  }
}

/** Writes sums + entering as a row of output pixels, then moves the window on by one row. */
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

/** One row as [red, green, blue, alpha] words a pixel, edge pixels repeated on both sides. */
function unpackFourWords(
  words: Int32Array,
  rowStart: number,
  width: number,
  row: Int32Array,
  reachBefore: number,
  reachAfter: number,
): void {
  const paddedWidth = width + reachBefore + reachAfter;
  for (let padded = 0, index = 0; padded < paddedWidth; padded++, index += 4) {
    const x = padded < reachBefore ? 0 : padded - reachBefore >= width ? width - 1 : padded - reachBefore;
    const pixel = words[rowStart + x];
    row[index] = pixel & 255;
    row[index + 1] = (pixel >> 8) & 255;
    row[index + 2] = (pixel >> 16) & 255;
    row[index + 3] = pixel >>> 24;
  }
}

function runningSumFourWords(values: Int32Array, length: number, boxWidth: number): void {
  const lead = (boxWidth - 1) * 4;
  const end = (length - boxWidth + 1) * 4;
  let red = 0;
  let green = 0;
  let blue = 0;
  let alpha = 0;
  for (let index = 0; index < lead; index += 4) {
    red += values[index];
    green += values[index + 1];
    blue += values[index + 2];
    alpha += values[index + 3];
  }
  for (let index = 0; index < end; index += 4) {
    red += values[index + lead];
    green += values[index + lead + 1];
    blue += values[index + lead + 2];
    alpha += values[index + lead + 3];
    const redLeaving = values[index];
    const greenLeaving = values[index + 1];
    const blueLeaving = values[index + 2];
    const alphaLeaving = values[index + 3];
    values[index] = red;
    values[index + 1] = green;
    values[index + 2] = blue;
    values[index + 3] = alpha;
    red -= redLeaving;
    green -= greenLeaving;
    blue -= blueLeaving;
    alpha -= alphaLeaving;
  }
}

/** Rounds numerator * scale half up; the bias settles exact halves that floats may land just under. */
function scaleRow(row: Int32Array, target: Int32Array, length: number, scale: number): void {
  for (let index = 0; index < length; index++) target[index] = row[index] * scale + 0.500000001;
}

function emitFourWords(
  sums: Int32Array,
  entering: Int32Array,
  leaving: Int32Array,
  outputWords: Int32Array,
  outputStart: number,
  width: number,
  scale: number,
): void {
  for (let x = 0, index = 0; x < width; x++, index += 4) {
    const red = sums[index] + entering[index];
    const green = sums[index + 1] + entering[index + 1];
    const blue = sums[index + 2] + entering[index + 2];
    const alpha = sums[index + 3] + entering[index + 3];
    outputWords[outputStart + x] =
      ((red * scale + 0.500000001) & 255) |
      (((green * scale + 0.500000001) & 255) << 8) |
      (((blue * scale + 0.500000001) & 255) << 16) |
      ((alpha * scale + 0.500000001) << 24);
    sums[index] = red - leaving[index];
    sums[index + 1] = green - leaving[index + 1];
    sums[index + 2] = blue - leaving[index + 2];
    sums[index + 3] = alpha - leaving[index + 3];
  }
}

function unpackFloat(
  source: Float32Array,
  rowStart: number,
  width: number,
  row: Float64Array,
  reachBefore: number,
  reachAfter: number,
): void {
  let index = 0;
  for (let pad = 0; pad < reachBefore; pad++, index += 4) {
    for (let channel = 0; channel < 4; channel++) row[index + channel] = source[rowStart + channel];
  }
  for (let value = 0; value < width * 4; value++, index++) row[index] = source[rowStart + value];
  const last = rowStart + (width - 1) * 4;
  for (let pad = 0; pad < reachAfter; pad++, index += 4) {
    for (let channel = 0; channel < 4; channel++) row[index + channel] = source[last + channel];
  }
}

function runningSumFloat(values: Float64Array, length: number, boxWidth: number): void {
  const lead = (boxWidth - 1) * 4;
  const end = (length - boxWidth + 1) * 4;
  for (let channel = 0; channel < 4; channel++) {
    let sum = 0;
    for (let index = channel; index < lead; index += 4) sum += values[index];
    for (let index = channel; index < end; index += 4) {
      sum += values[index + lead];
      const leaving = values[index];
      values[index] = sum;
      sum -= leaving;
    }
  }
}

function addFloats(target: Float64Array, values: Float64Array, length: number): void {
  for (let index = 0; index < length; index++) target[index] += values[index];
}

function slideFloats(
  sums: Float64Array,
  entering: Float64Array,
  leaving: Float64Array,
  destination: Float64Array,
  length: number,
): void {
  for (let index = 0; index < length; index++) {
    const sum = sums[index] + entering[index];
    destination[index] = sum;
    sums[index] = sum - leaving[index];
  }
}

function emitFloats(
  sums: Float64Array,
  entering: Float64Array,
  leaving: Float64Array,
  output: Float32Array,
  outputStart: number,
  length: number,
  scale: number,
): void {
  for (let index = 0; index < length; index++) {
    const sum = sums[index] + entering[index];
    output[outputStart + index] = sum * scale;
    sums[index] = sum - leaving[index];
  }
}

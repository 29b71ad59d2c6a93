import { KERNELS_WASM_BASE64 } from './generated/kernels-wasm';

// The WebAssembly SIMD row loops (assembly/kernels.ts, compiled into generated/kernels-wasm.ts)
// and the memory they work in. Not part of the public API.
//
// WebAssembly SIMD is the one way to get vector arithmetic in both browsers' Web Workers and
// Node without native code; box-cascade.ts and convolution.ts drive these loops row by row and
// keep their JavaScript loops for platforms without it. Each kernel call opens its own
// workspace (a fresh memory and instance of the compiled module), so no image data outlives
// the call; only the compiled code is kept.

/** The exported row loops; pointers are byte offsets into the workspace memory. */
export interface RowKernels {
  unpackPadded(source: number, width: number, row: number, before: number, after: number): void;
  runningSum(row: number, length: number, boxWidth: number): void;
  roundedQuotients(
    source: number,
    target: number,
    count: number,
    shift: number,
    addend: number,
    reciprocal: number,
  ): void;
  addLanes(target: number, values: number, count: number): void;
  slideLanes(sums: number, entering: number, leaving: number, destination: number, count: number): void;
  emitLanes(
    sums: number,
    entering: number,
    leaving: number,
    output: number,
    count: number,
    addend: number,
    reciprocal: number,
  ): void;
  convolveRow(
    source: number,
    starts: number,
    weights: number,
    pairs: number,
    outputWidth: number,
    target: number,
    bias: number,
    shift: number,
  ): void;
  convolveColumns(
    rows: number,
    weights: number,
    pairs: number,
    count: number,
    output: number,
    bias: number,
    shift: number,
  ): void;
  unpackWords(source: number, width: number, row: number, before: number, after: number): void;
  runningSumWords(row: number, target: number, length: number, boxWidth: number): void;
  scaleWords(row: number, target: number, width: number, scale: number): void;
  addWords(target: number, values: number, width: number): void;
  slideWords(sums: number, entering: number, leaving: number, destination: number, width: number): void;
  emitWords(
    sums: number,
    entering: number,
    leaving: number,
    output: number,
    width: number,
    scale: number,
  ): void;
  premultiplyPadded(
    source: number,
    width: number,
    row: number,
    before: number,
    after: number,
    fractions: number,
  ): void;
  runningSumFloat(row: number, target: number, length: number, boxWidth: number): void;
  runningSumsFloat(
    row: number,
    target: number,
    length: number,
    firstWidth: number,
    secondWidth: number,
    thirdWidth: number,
  ): void;
  addFloats(target: number, values: number, count: number): void;
  slideFloats(sums: number, entering: number, leaving: number, destination: number, count: number): void;
  emitFloats(
    sums: number,
    entering: number,
    leaving: number,
    output: number,
    width: number,
    scale: number,
  ): void;
  emitThroughThreeFloats(
    entering: number,
    firstSums: number,
    firstLeaving: number,
    firstDestination: number,
    secondSums: number,
    secondLeaving: number,
    secondDestination: number,
    thirdSums: number,
    thirdLeaving: number,
    output: number,
    width: number,
    scale: number,
  ): void;
  convolveRowFloat(
    source: number,
    starts: number,
    weights: number,
    taps: number,
    outputWidth: number,
    target: number,
    scale: number,
  ): void;
  convolveColumnsFloat(
    rows: number,
    weights: number,
    taps: number,
    width: number,
    output: number,
    scale: number,
  ): void;
}

/** A memory with the kernels instantiated on it, and a bump allocator over it. */
export interface Workspace {
  readonly kernels: RowKernels;
  /** Reserves `byteLength` bytes, 16-byte aligned and zeroed, growing the memory as needed. */
  reserve(byteLength: number): number;
  /** The memory as bytes; take it again after reserve, which may replace the buffer. */
  bytes(): Uint8Array;
}

// The subset of the WebAssembly JavaScript API used here. The package's type library is plain
// ES2023 (no DOM or worker types), and WebAssembly may be missing altogether.
interface WebAssemblyMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface WebAssemblyApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { readonly exports: object };
  Memory: new (descriptor: { initial: number }) => WebAssemblyMemory;
  validate(bytes: Uint8Array): boolean;
}

const PAGE_SIZE = 65536;

let compiled: object | null | undefined;
let enabled = true;

/** The compiled module, or null where WebAssembly or its SIMD instructions are unavailable. */
function compiledKernels(): object | null {
  if (compiled !== undefined) return compiled;
  compiled = null;
  const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly;
  if (api === undefined) return compiled;
  try {
    const bytes = decodeBase64(KERNELS_WASM_BASE64);
    // validate is false where the engine lacks 128-bit SIMD.
    if (api.validate(bytes)) compiled = new api.Module(bytes);
  } catch {
    compiled = null;
  }
  return compiled;
}

/**
 * A fresh workspace of `byteLength` bytes for one kernel call, or undefined when the JavaScript
 * loops must run: no WebAssembly SIMD here, the loops turned off by setWebAssemblyKernels, or
 * no memory of that size to be had.
 */
export function openWorkspace(byteLength: number): Workspace | undefined {
  if (!enabled) return undefined;
  const module = compiledKernels();
  if (module === null) return undefined;
  const api = (globalThis as { WebAssembly?: WebAssemblyApi }).WebAssembly as WebAssemblyApi;
  let memory: WebAssemblyMemory;
  try {
    memory = new api.Memory({ initial: Math.max(1, Math.ceil(byteLength / PAGE_SIZE)) });
  } catch {
    return undefined;
  }
  const kernels = new api.Instance(module, { env: { memory } }).exports as RowKernels;
  let top = 0;
  let view = new Uint8Array(memory.buffer);
  return {
    kernels,
    reserve(length) {
      const start = top;
      top += Math.ceil(length / 16) * 16;
      const missing = top - memory.buffer.byteLength;
      if (missing > 0) memory.grow(Math.ceil(missing / PAGE_SIZE));
      return start;
    },
    bytes() {
      if (view.buffer !== memory.buffer) view = new Uint8Array(memory.buffer);
      return view;
    },
  };
}

/**
 * Reserves the table of alpha / 255 for each alpha (256 float64 values, computed as
 * premultiplyToFloat computes them) that the float kernels premultiply with.
 */
export function reserveAlphaFractions(workspace: Workspace): number {
  const fractions = workspace.reserve(256 * 8);
  const table = new Float64Array(workspace.bytes().buffer, fractions, 256);
  for (let alpha = 0; alpha < 256; alpha++) table[alpha] = alpha / 255;
  return fractions;
}

/** Bytes that reserve takes for buffers of these lengths (each rounded up to 16). */
export function workspaceSize(...lengths: number[]): number {
  return lengths.reduce((total, length) => total + Math.ceil(length / 16) * 16, 0);
}

/**
 * The same bytes as a Uint8Array. Copies between the workspace and images go through views of
 * one type, which engines copy as memory; between Uint8ClampedArray and Uint8Array they would
 * convert element by element.
 */
export function plainBytes(data: Uint8ClampedArray): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.length);
}

/** Turns the WebAssembly loops off (false) or on again; tests compare both paths. */
export function setWebAssemblyKernels(on: boolean): void {
  enabled = on;
}

/**
 * The smallest float32 at or above 1 / (2 divisor). With it, floor((2 n + divisor) * reciprocal)
 * in float32 arithmetic is round-half-up(n / divisor) exactly while 2 n + divisor < 2^22 and
 * divisor < 2^21: the product's relative error (under 2^-23 from the reciprocal, 2^-24 from
 * rounding) never carries it across the next integer, which lies at least 1 / (2 divisor) away.
 */
export function reciprocalOfDouble(divisor: number): number {
  const float = new Float32Array([1 / (2 * divisor)]);
  // float * 2 * divisor is exact in double precision (24 + 22 bits), so this test is exact.
  if (float[0] * 2 * divisor < 1) new Uint32Array(float.buffer)[0]++;
  return float[0];
}

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (no line breaks) to bytes; a few lines rather than a Node or DOM API. */
function decodeBase64(text: string): Uint8Array {
  const values = new Uint8Array(128);
  for (let digit = 0; digit < 64; digit++) values[BASE64_DIGITS.charCodeAt(digit)] = digit;
  const length = text.replace(/=+$/, '').length;
  const bytes = new Uint8Array(Math.floor((length * 3) / 4));
  let bits = 0;
  let bitCount = 0;
  let index = 0;
  for (let position = 0; position < length; position++) {
    bits = ((bits << 6) | values[text.charCodeAt(position)]) & 0xffffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      bytes[index++] = (bits >> bitCount) & 255;
    }
  }
  return bytes;
}

import { readFile } from 'node:fs/promises';

import { afterEach, describe, expect, it } from 'vitest';

import { compileKernels, generatedModule, modulePath } from '../scripts/kernels-wasm';
import { boxBlur, gaussianBlur, gaussianBoxPasses } from './blur';
import { fitsTwoLanes } from './box-cascade';
import { imageFromData, type RasterImage } from './image';
import { resize, type ResizeFilter } from './resize';
import { unpremultiplyFromFloat } from './pixels';
import { openWorkspace, reciprocalOfDouble, setWebAssemblyKernels } from './simd';

/** An opaque image of seeded random bytes (mulberry32), with a flat block so sums saturate too. */
function randomImage(width: number, height: number, seed: number): RasterImage {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), state | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) & 255;
  };
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < data.length; index++) data[index] = (index & 3) === 3 ? 255 : next();
  // Hard black and white edges, where Lanczos lobes overshoot and results clamp.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x < width / 3 && y < height / 2)
        data.fill(((x + y) & 1) * 255, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return imageFromData(width, height, data);
}

/**
 * A random image with transparency: seeded random colour, and alpha drawn from `alphas` (0, 255
 * and a few values in between by default) so that invisible, faint and opaque pixels sit side by
 * side; the colour under alpha 0 is random too, and must not show.
 */
function randomTransparentImage(
  width: number,
  height: number,
  seed: number,
  alphas: readonly number[] = [0, 0, 255, 255, 1, 2, 17, 128, 200, 254],
): RasterImage {
  const image = randomImage(width, height, seed);
  let state = (seed * 2654435761) >>> 0;
  for (let index = 3; index < image.data.length; index += 4) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const pick = state >>> 16;
    // Some runs of one alpha (flat areas) and some pixels of any alpha.
    image.data[index] = pick % 5 === 0 ? pick & 255 : alphas[(pick >> 3) % alphas.length];
  }
  return image;
}

/** Where two results first differ, as "x, y channel: simd / scalar", or undefined. */
function firstDifference(simd: RasterImage, scalar: RasterImage): string | undefined {
  if (simd.width !== scalar.width || simd.height !== scalar.height) return 'sizes differ';
  for (let index = 0; index < simd.data.length; index++) {
    if (simd.data[index] !== scalar.data[index]) {
      const pixel = index >> 2;
      return `${pixel % simd.width}, ${Math.floor(pixel / simd.width)} channel ${index & 3}: ${simd.data[index]} / ${scalar.data[index]}`;
    }
  }
  return undefined;
}

/** The kernel's result with the WebAssembly loops and with the JavaScript loops. */
function bothPaths(run: () => RasterImage): { simd: RasterImage; scalar: RasterImage } {
  setWebAssemblyKernels(true);
  const simd = run();
  setWebAssemblyKernels(false);
  const scalar = run();
  setWebAssemblyKernels(true);
  return { simd, scalar };
}

const sizes: readonly [number, number][] = [
  [1, 1],
  [1, 7],
  [9, 1],
  [2, 3],
  [5, 4],
  [13, 11],
  [31, 17],
  [64, 48],
  [101, 37],
];

afterEach(() => setWebAssemblyKernels(true));

describe('WebAssembly SIMD kernels', () => {
  it('are available in Node, so the comparisons below exercise them', () => {
    expect(openWorkspace(16)).toBeDefined();
  });

  it('match the generated module: recompiling assembly/kernels.ts gives the same text', async () => {
    const expected = generatedModule(await compileKernels());
    expect(await readFile(modulePath, 'utf8')).toBe(expected);
  });

  it('reciprocalOfDouble gives the smallest float32 at or above 1 / (2 d)', () => {
    for (const divisor of [1, 3, 7, 80, 160, 257, 6400, 65535]) {
      const reciprocal = reciprocalOfDouble(divisor);
      expect(reciprocal).toBe(Math.fround(reciprocal));
      expect(reciprocal * 2 * divisor).toBeGreaterThanOrEqual(1);
      const below = new Float32Array([reciprocal]);
      new Uint32Array(below.buffer)[0]--;
      expect(below[0] * 2 * divisor).toBeLessThan(1);
    }
  });

  it('divide with rounding half up exactly for every divisor and sum the box cascade meets', () => {
    // Box products d up to 257 (255 d fits 16 bits): rows divide sums up to 255 d, scaled by up
    // to 2^8, by d; results divide sums up to 0xffff by d times a power of two or by d^2.
    const workspace = openWorkspace(2 * 65536 * 2 + 64);
    if (!workspace) throw new Error('no WebAssembly SIMD');
    const count = 65536;
    const source = workspace.reserve(count * 2);
    const target = workspace.reserve(count * 2);
    const values = new Uint16Array(workspace.bytes().buffer, source, count);
    for (let value = 0; value < count; value++) values[value] = value;
    const results = new Uint16Array(workspace.bytes().buffer, target, count);
    const check = (divisor: number, shift: number, largest: number) => {
      workspace.kernels.roundedQuotients(source, target, count, shift, divisor, reciprocalOfDouble(divisor));
      for (let value = 0; value <= largest; value++) {
        const expected = Math.floor((2 * value * 2 ** shift + divisor) / (2 * divisor));
        if (results[value] !== expected)
          expect([divisor, shift, value, results[value]]).toEqual([divisor, shift, value, expected]);
      }
    };
    for (let divisor = 1; 255 * divisor <= 0xffff; divisor++) {
      const fractionBits = Math.max(0, Math.min(8, Math.floor(Math.log2(0xffff / (255 * divisor)))));
      check(divisor, fractionBits, 255 * divisor);
      if (divisor * divisor <= 0xffff) check(divisor * divisor, 0, 0xffff);
      if (divisor * 2 ** fractionBits <= 0xffff) check(divisor * 2 ** fractionBits, 0, 0xffff);
    }
  });

  it('unpremultiply to bytes as unpremultiplyFromFloat does: halves to even, clamping, alpha below 0.5', () => {
    // [red, green, blue, alpha] premultiplied float32 values, with results on exact halves
    // (254.5, 0.5, 1.5, 2.5, 127.5), beyond the range (up to 68,000), negative, and alpha either
    // side of 0.5.
    // prettier-ignore
    const pixels = [
      [254.5, 0.5, 1.5, 255], [2.5, 3.5, 255.4, 255], [0.25, 0, 0.125, 0.5], [3, -0.1, 1e-30, 2],
      [1, 1, 1, Math.fround(0.49999997)], [7, 8, 9, 0], [10, 20, 30, 254.5], [0, 0, 0, 255.4],
      [100, 50, 25, 100], [-1e-12, 1e-12, 64, 128], [200, -150, 90, 0.75],
    ];
    for (const width of [1, 2, 3, pixels.length]) {
      const values = new Float32Array(pixels.slice(0, width).flat());
      const workspace = openWorkspace(width * 32 * 3 + width * 4 + 64);
      if (!workspace) throw new Error('no WebAssembly SIMD');
      const sums = workspace.reserve(width * 32);
      const zeros = workspace.reserve(width * 32);
      const output = workspace.reserve(width * 4);
      new Float64Array(workspace.bytes().buffer, sums, width * 4).set(values);
      workspace.kernels.emitFloats(sums, zeros, zeros, output, width, 1);
      const bytes = workspace.bytes().slice(output, output + width * 4);
      expect([...bytes], `width ${width}`).toEqual([...unpremultiplyFromFloat(values)]);
    }
    // The expected values themselves: alpha 0.5 keeps its colour (x 510) but its byte rounds to 0.
    expect([...unpremultiplyFromFloat(new Float32Array(pixels.slice(0, 3).flat()))]).toEqual([
      254, 0, 2, 255, 2, 4, 255, 255, 128, 0, 64, 0,
    ]);
  });

  it.each(sizes)('Gaussian blur gives the same bytes as the JavaScript loops on %i x %i', (width, height) => {
    const image = randomImage(width, height, width * 131 + height);
    // Below 2 the weight tables, from 2 the box cascade: even and odd box sizes, and the
    // largest sigma whose boxes fit 16-bit lanes.
    // Above 3.4 the boxes take 32-bit words; from about 7.5 their row sums are rounded first.
    for (const sigma of [0.3, 0.5, 1, 1.5, 1.99, 2, 2.5, 3, 3.4, 3.5, 6, 10, 20, 100]) {
      const { simd, scalar } = bothPaths(() => gaussianBlur(image, { sigma }));
      expect(firstDifference(simd, scalar), `sigma ${sigma}`).toBeUndefined();
    }
  });

  it('covers both box cascade shapes and the weight tables with those sigmas', () => {
    expect(fitsTwoLanes(gaussianBoxPasses(3.4))).toBe(true);
    expect(fitsTwoLanes(gaussianBoxPasses(3.5))).toBe(false);
    expect(gaussianBoxPasses(2).map((pass) => pass.before + pass.after + 1)).toEqual([4, 4, 5]);
    expect(gaussianBoxPasses(2.5).map((pass) => pass.before + pass.after + 1)).toEqual([5, 5, 5]);
  });

  it.each(sizes)('box blur gives the same bytes as the JavaScript loops on %i x %i', (width, height) => {
    const image = randomImage(width, height, width * 7 + height * 3);
    // Up to radius 7 the column sums of raw row sums fit 16 bits; from 8 rows are rounded
    // first; 128 is the widest box in 16-bit lanes, wider ones take 32-bit words.
    for (const radius of [1, 2, 7, 8, 20, 128, 129, 300, 1000]) {
      const { simd, scalar } = bothPaths(() => boxBlur(image, { radius }));
      expect(firstDifference(simd, scalar), `radius ${radius}`).toBeUndefined();
    }
  });

  const resizes: readonly [number, number, number, number][] = [
    [1, 1, 1, 1],
    [1, 1, 5, 3],
    [3, 1, 1, 1],
    [7, 5, 3, 2],
    [9, 9, 4, 5],
    [13, 11, 29, 23],
    [31, 17, 15, 9],
    [64, 48, 32, 24],
    [64, 48, 50, 37],
    [101, 37, 203, 75],
    [200, 3, 7, 1],
  ];

  it.each(resizes)(
    'resize gives the same bytes as the JavaScript loops, %i x %i to %i x %i',
    (width, height, toWidth, toHeight) => {
      const image = randomImage(width, height, width * 31 + height * 17 + toWidth);
      for (const filter of ['bilinear', 'mitchell', 'lanczos3'] as ResizeFilter[]) {
        const { simd, scalar } = bothPaths(() => resize(image, { width: toWidth, height: toHeight, filter }));
        expect(firstDifference(simd, scalar), filter).toBeUndefined();
      }
    },
  );

  // Images with transparency take the float paths: premultiplied colour in float64, rounded to
  // float32 where the JavaScript path stores a Float32Array; the WebAssembly loops compute the
  // same values in the same order, so the bytes must be equal.
  const transparentSizes: readonly [number, number][] = [...sizes, [2, 2], [3, 5], [6, 3], [7, 9], [127, 3]];

  it.each(transparentSizes)(
    'Gaussian and box blur of a transparent image give the same bytes as the JavaScript loops on %i x %i',
    (width, height) => {
      const image = randomTransparentImage(width, height, width * 37 + height * 11);
      // Weight tables below sigma 2, box cascades from 2, including boxes too wide for the
      // 16-bit lanes of opaque images.
      for (const sigma of [0.3, 0.5, 1, 1.5, 1.99, 2, 2.5, 3, 3.4, 6, 20]) {
        const { simd, scalar } = bothPaths(() => gaussianBlur(image, { sigma }));
        expect(firstDifference(simd, scalar), `sigma ${sigma}`).toBeUndefined();
      }
      for (const radius of [1, 2, 7, 8, 130]) {
        const { simd, scalar } = bothPaths(() => boxBlur(image, { radius }));
        expect(firstDifference(simd, scalar), `radius ${radius}`).toBeUndefined();
      }
    },
  );

  it.each(resizes)(
    'resize of a transparent image gives the same bytes as the JavaScript loops, %i x %i to %i x %i',
    (width, height, toWidth, toHeight) => {
      const image = randomTransparentImage(width, height, width * 13 + height * 7 + toHeight);
      for (const filter of ['bilinear', 'mitchell', 'lanczos3'] as ResizeFilter[]) {
        const { simd, scalar } = bothPaths(() => resize(image, { width: toWidth, height: toHeight, filter }));
        expect(firstDifference(simd, scalar), filter).toBeUndefined();
      }
    },
  );

  it('fully transparent images, and images of alpha 0 and 255 only, give the same bytes in both paths', () => {
    for (const [width, height] of [
      [1, 1],
      [5, 3],
      [33, 17],
    ]) {
      for (const alphas of [[0], [0, 255], [1], [0, 1, 254, 255]]) {
        const image = randomTransparentImage(width, height, width + height, alphas);
        // Only the listed alphas: take the runs of random alpha out again.
        for (let index = 3; index < image.data.length; index += 4)
          if (!alphas.includes(image.data[index])) image.data[index] = alphas[index % alphas.length];
        for (const run of [
          () => gaussianBlur(image, { sigma: 1 }),
          () => gaussianBlur(image, { sigma: 2 }),
          () => boxBlur(image, { radius: 1 }),
          () => resize(image, { width: Math.ceil(width / 2), height: Math.ceil(height / 2) }),
          () => resize(image, { width: width * 2 + 1, height: height + 2, filter: 'mitchell' }),
        ]) {
          const { simd, scalar } = bothPaths(run);
          expect(firstDifference(simd, scalar), `alphas ${alphas.join(', ')}`).toBeUndefined();
          if (alphas.length === 1 && alphas[0] === 0)
            expect(simd.data.every((byte) => byte === 0)).toBe(true);
        }
      }
    }
  });

  it('a large transparent image gives the same bytes in both paths (Gaussian sigma 2 and 1, box 3x3, resize to half)', () => {
    const image = randomTransparentImage(517, 389, 9);
    for (const run of [
      () => gaussianBlur(image, { sigma: 2 }),
      () => gaussianBlur(image, { sigma: 1 }),
      () => boxBlur(image, { radius: 1 }),
      () => resize(image, { width: 259, height: 195 }),
    ]) {
      const { simd, scalar } = bothPaths(run);
      expect(firstDifference(simd, scalar)).toBeUndefined();
    }
  });

  it('a large image gives the same bytes in both paths (Gaussian sigma 2 and 1, resize to half)', () => {
    const image = randomImage(517, 389, 5);
    for (const run of [
      () => gaussianBlur(image, { sigma: 2 }),
      () => gaussianBlur(image, { sigma: 1 }),
      () => boxBlur(image, { radius: 1 }),
      () => resize(image, { width: 259, height: 195 }),
      () => gaussianBlur(image, { sigma: 10 }),
      () => boxBlur(image, { radius: 200 }),
    ]) {
      const { simd, scalar } = bothPaths(run);
      expect(firstDifference(simd, scalar)).toBeUndefined();
    }
  });
});

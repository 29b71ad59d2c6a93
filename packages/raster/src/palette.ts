import { MAXIMUM_PALETTE_COLOURS, requirePalette, type Colour } from './colour';
import { type RasterImage, validateImage } from './image';
import { invalidOption, requireInteger, requireOneOf } from './options';
import { pixelWords } from './pixels';

export type PaletteMethod = 'median-cut' | 'k-means';
export const PALETTE_METHODS: readonly PaletteMethod[] = ['median-cut', 'k-means'];

export interface PaletteExtractionOptions {
  /** The most colours to find, 1 to MAXIMUM_PALETTE_COLOURS (16). */
  readonly colours: number;
  /** Default 'median-cut'. */
  readonly method?: PaletteMethod;
  /** Seed of k-means' random start (a whole number); the same seed gives the same palette. Default 1. */
  readonly seed?: number;
}

// Pixels are first counted in a histogram of 32 levels a channel (15 bits), each bin keeping the
// exact sums of its pixels' channels, so that palette colours are true means and an image with
// few colours gets them back exactly. Pixels with alpha below 128 are not counted (they are
// mostly invisible), unless no pixel reaches 128.

interface Histogram {
  /** Indices of the bins holding pixels. */
  readonly bins: Int32Array;
  readonly counts: Float64Array;
  readonly redSums: Float64Array;
  readonly greenSums: Float64Array;
  readonly blueSums: Float64Array;
}

function buildHistogram(image: RasterImage): Histogram {
  const words = pixelWords(image.data);
  const counts = new Float64Array(32768);
  const redSums = new Float64Array(32768);
  const greenSums = new Float64Array(32768);
  const blueSums = new Float64Array(32768);
  for (const minimumAlpha of [128, 0]) {
    for (let index = 0; index < words.length; index++) {
      const pixel = words[index];
      if (pixel >>> 24 < minimumAlpha) continue;
      const red = pixel & 255;
      const green = (pixel >> 8) & 255;
      const blue = (pixel >> 16) & 255;
      const bin = ((red >> 3) << 10) | ((green >> 3) << 5) | (blue >> 3);
      counts[bin]++;
      redSums[bin] += red;
      greenSums[bin] += green;
      blueSums[bin] += blue;
    }
    if (counts.some((count) => count > 0)) break;
  }
  const bins: number[] = [];
  counts.forEach((count, bin) => {
    if (count > 0) bins.push(bin);
  });
  return { bins: Int32Array.from(bins), counts, redSums, greenSums, blueSums };
}

function meanColour(histogram: Histogram, members: ArrayLike<number>): { colour: Colour; count: number } {
  let count = 0;
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let index = 0; index < members.length; index++) {
    const bin = members[index];
    count += histogram.counts[bin];
    red += histogram.redSums[bin];
    green += histogram.greenSums[bin];
    blue += histogram.blueSums[bin];
  }
  return {
    colour: {
      red: Math.round(red / count),
      green: Math.round(green / count),
      blue: Math.round(blue / count),
      alpha: 255,
    },
    count,
  };
}

/** Most used first; equal counts in colour order, so the result does not depend on search order. */
function byPopulation(entries: { colour: Colour; count: number }[]): Colour[] {
  const key = (colour: Colour) => (colour.red << 16) | (colour.green << 8) | colour.blue;
  return entries
    .sort((first, second) => second.count - first.count || key(first.colour) - key(second.colour))
    .map((entry) => entry.colour);
}

/**
 * Median cut (Heckbert, "Color Image Quantization for Frame Buffer Display", SIGGRAPH 1982):
 * the box of bins with the widest channel range (weighted by its pixel count when ranges tie)
 * is split at the pixel median of that channel, until there are enough boxes or none can be
 * split. Each box gives its mean colour.
 */
function medianCut(histogram: Histogram, colours: number): Colour[] {
  const channelOf = (bin: number, channel: number) => (bin >> (10 - channel * 5)) & 31;
  let boxes: Int32Array[] = [histogram.bins];
  while (boxes.length < colours) {
    let chosen = -1;
    let chosenChannel = 0;
    let chosenRange = 0;
    let chosenCount = 0;
    boxes.forEach((box, index) => {
      if (box.length < 2) return;
      let count = 0;
      for (const bin of box) count += histogram.counts[bin];
      for (let channel = 0; channel < 3; channel++) {
        let low = 31;
        let high = 0;
        for (const bin of box) {
          const value = channelOf(bin, channel);
          low = Math.min(low, value);
          high = Math.max(high, value);
        }
        const range = high - low;
        if (range > chosenRange || (range === chosenRange && range > 0 && count > chosenCount)) {
          chosen = index;
          chosenChannel = channel;
          chosenRange = range;
          chosenCount = count;
        }
      }
    });
    if (chosen < 0) break;
    const box = Int32Array.from(boxes[chosen]).sort(
      (first, second) => channelOf(first, chosenChannel) - channelOf(second, chosenChannel) || first - second,
    );
    // Split at the boundary between two channel values nearest to the pixel median (bins with
    // the same value stay together; the range is above 0, so there is such a boundary).
    let total = 0;
    for (const bin of box) total += histogram.counts[bin];
    let running = 0;
    let split = 1;
    let splitDistance = Infinity;
    for (let index = 1; index < box.length; index++) {
      running += histogram.counts[box[index - 1]];
      if (channelOf(box[index], chosenChannel) === channelOf(box[index - 1], chosenChannel)) continue;
      const distance = Math.abs(running - total / 2);
      if (distance < splitDistance) {
        splitDistance = distance;
        split = index;
      }
    }
    boxes = [
      ...boxes.slice(0, chosen),
      box.subarray(0, split),
      box.subarray(split),
      ...boxes.slice(chosen + 1),
    ];
  }
  return byPopulation(boxes.map((box) => meanColour(histogram, box)));
}

/** A small, seeded pseudo-random generator (mulberry32) so that k-means is repeatable. */
function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * k-means over the histogram's bins weighted by pixel count (Lloyd's iterations), started with
 * k-means++ (Arthur and Vassilvitskii, "k-means++: The Advantages of Careful Seeding", SODA 2007)
 * from a seeded generator.
 */
function kMeans(histogram: Histogram, colours: number, seed: number): Colour[] {
  const { bins, counts } = histogram;
  const pointCount = bins.length;
  const points = new Float64Array(pointCount * 3);
  const weights = new Float64Array(pointCount);
  bins.forEach((bin, index) => {
    weights[index] = counts[bin];
    points[index * 3] = histogram.redSums[bin] / counts[bin];
    points[index * 3 + 1] = histogram.greenSums[bin] / counts[bin];
    points[index * 3 + 2] = histogram.blueSums[bin] / counts[bin];
  });
  const clusterCount = Math.min(colours, pointCount);
  const random = randomGenerator(seed);
  const centres = new Float64Array(clusterCount * 3);
  const distances = new Float64Array(pointCount).fill(Infinity);
  const distanceTo = (point: number, centre: number) => {
    const red = points[point * 3] - centres[centre * 3];
    const green = points[point * 3 + 1] - centres[centre * 3 + 1];
    const blue = points[point * 3 + 2] - centres[centre * 3 + 2];
    return red * red + green * green + blue * blue;
  };
  for (let centre = 0; centre < clusterCount; centre++) {
    let chosen = 0;
    if (centre === 0) {
      chosen = pickWeighted(weights, random());
    } else {
      const chances = distances.map((distance, point) => distance * weights[point]);
      chosen = pickWeighted(chances, random());
    }
    centres.set(points.subarray(chosen * 3, chosen * 3 + 3), centre * 3);
    for (let point = 0; point < pointCount; point++)
      distances[point] = Math.min(distances[point], distanceTo(point, centre));
  }
  const assignment = new Int32Array(pointCount).fill(-1);
  for (let iteration = 0; iteration < 100; iteration++) {
    let changed = false;
    for (let point = 0; point < pointCount; point++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let centre = 0; centre < clusterCount; centre++) {
        const distance = distanceTo(point, centre);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = centre;
        }
      }
      if (assignment[point] !== best) {
        assignment[point] = best;
        changed = true;
      }
    }
    if (!changed) break;
    const sums = new Float64Array(clusterCount * 4);
    for (let point = 0; point < pointCount; point++) {
      const centre = assignment[point];
      sums[centre * 4] += points[point * 3] * weights[point];
      sums[centre * 4 + 1] += points[point * 3 + 1] * weights[point];
      sums[centre * 4 + 2] += points[point * 3 + 2] * weights[point];
      sums[centre * 4 + 3] += weights[point];
    }
    for (let centre = 0; centre < clusterCount; centre++) {
      const weight = sums[centre * 4 + 3];
      if (weight === 0) continue;
      centres[centre * 3] = sums[centre * 4] / weight;
      centres[centre * 3 + 1] = sums[centre * 4 + 1] / weight;
      centres[centre * 3 + 2] = sums[centre * 4 + 2] / weight;
    }
  }
  const members: number[][] = Array.from({ length: clusterCount }, () => []);
  assignment.forEach((centre, point) => members[centre].push(bins[point]));
  return byPopulation(members.filter((bins) => bins.length > 0).map((bins) => meanColour(histogram, bins)));
}

function pickWeighted(weights: Float64Array, fraction: number): number {
  let total = 0;
  for (const weight of weights) total += weight;
  let target = fraction * total;
  for (let index = 0; index < weights.length; index++) {
    target -= weights[index];
    if (target < 0 && weights[index] > 0) return index;
  }
  let last = weights.length - 1;
  while (last > 0 && weights[last] === 0) last--;
  return last;
}

/**
 * The image's main colours, most used first: at most `colours` opaque colours (fewer when the
 * image has fewer distinct colours).
 */
export function extractPalette(image: RasterImage, options: PaletteExtractionOptions): Colour[] {
  validateImage(image);
  const colours = requireInteger(options?.colours, 'colours', 1, MAXIMUM_PALETTE_COLOURS);
  const method = requireOneOf(options.method ?? 'median-cut', 'method', PALETTE_METHODS);
  const seed = requireInteger(options.seed ?? 1, 'seed', -(2 ** 31), 2 ** 32 - 1);
  const histogram = buildHistogram(image);
  return method === 'median-cut' ? medianCut(histogram, colours) : kMeans(histogram, colours, seed);
}

/**
 * Finds the nearest palette entry (Euclidean distance in RGB) of colours. For large images the
 * answers are remembered for every 24-bit colour (16 MB), which pays off above about 65,536 pixels.
 */
export function nearestColourFinder(
  palette: readonly Colour[],
  pixelCount: number,
): (red: number, green: number, blue: number) => number {
  const reds = Float64Array.from(palette, (entry) => entry.red);
  const greens = Float64Array.from(palette, (entry) => entry.green);
  const blues = Float64Array.from(palette, (entry) => entry.blue);
  const search = (red: number, green: number, blue: number): number => {
    let best = 0;
    let bestDistance = Infinity;
    for (let index = 0; index < reds.length; index++) {
      const redDifference = red - reds[index];
      const greenDifference = green - greens[index];
      const blueDifference = blue - blues[index];
      const distance =
        redDifference * redDifference + greenDifference * greenDifference + blueDifference * blueDifference;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = index;
      }
    }
    return best;
  };
  if (pixelCount <= 65_536) return search;
  const remembered = new Int8Array(1 << 24).fill(-1);
  return (red, green, blue) => {
    const key = (red << 16) | (green << 8) | blue;
    const known = remembered[key];
    if (known >= 0) return known;
    const found = search(red, green, blue);
    remembered[key] = found;
    return found;
  };
}

/** A palette given directly, or how to extract one from the image. */
export type PaletteSource = readonly Colour[] | PaletteExtractionOptions;

export function resolvePalette(image: RasterImage, source: PaletteSource, option: string): readonly Colour[] {
  if (Array.isArray(source)) return requirePalette(source, option);
  if (typeof source === 'object' && source !== null)
    return extractPalette(image, source as PaletteExtractionOptions);
  throw invalidOption(option, 'a list of colours or palette extraction options', source);
}

export interface ReduceToPaletteOptions {
  /** The colours to use (1 to 16), or options to extract them from the image first. */
  readonly palette: PaletteSource;
}

/** Replaces every pixel's colour by the nearest palette colour (RGB distance); alpha is kept. */
export function reduceToPalette(image: RasterImage, options: ReduceToPaletteOptions): RasterImage {
  validateImage(image);
  const palette = resolvePalette(image, options?.palette, 'palette');
  const nearest = nearestColourFinder(palette, image.width * image.height);
  const words = Int32Array.from(palette, (entry) => entry.red | (entry.green << 8) | (entry.blue << 16));
  const data = new Uint8ClampedArray(image.data.length);
  const source = pixelWords(image.data);
  const target = pixelWords(data);
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    target[index] =
      words[nearest(pixel & 255, (pixel >> 8) & 255, (pixel >> 16) & 255)] | (pixel & -16777216);
  }
  return { width: image.width, height: image.height, data, dpi: image.dpi };
}

import type { Colour } from '../model';

// Colour quantisation by median cut (P. Heckbert, "Color image quantization for frame buffer
// display", SIGGRAPH 1982): colours go into a 5-bit-per-channel histogram; the box holding the
// most pixels is split at the median of its longest side until there are enough boxes; each box's
// colour is the mean of the pixels in it. Pixels then take the nearest palette colour.

export interface QuantisedImage {
  readonly palette: readonly Colour[];
  /** One entry per pixel: an index into the palette, or -1 for a transparent pixel. */
  readonly labels: Int16Array;
}

interface Box {
  bins: number[];
  count: number;
}

const binCount = 32 * 32 * 32;

function binOf(red: number, green: number, blue: number): number {
  return ((red >> 3) << 10) | ((green >> 3) << 5) | (blue >> 3);
}

function channelOfBin(bin: number, channel: number): number {
  return (bin >> (10 - channel * 5)) & 31;
}

/** A palette of at most `colours` entries for the opaque pixels of an RGBA buffer. */
export function medianCutPalette(
  data: ArrayLike<number>,
  colours: number,
  alphaThreshold: number,
): { palette: Colour[]; counts: Uint32Array; sums: Float64Array } {
  const counts = new Uint32Array(binCount);
  const sums = new Float64Array(binCount * 3);
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset + 3]! < alphaThreshold) continue;
    const red = data[offset]!;
    const green = data[offset + 1]!;
    const blue = data[offset + 2]!;
    const bin = binOf(red, green, blue);
    counts[bin]!++;
    sums[bin * 3]! += red;
    sums[bin * 3 + 1]! += green;
    sums[bin * 3 + 2]! += blue;
  }
  const used: number[] = [];
  for (let bin = 0; bin < binCount; bin++) if (counts[bin]) used.push(bin);
  if (!used.length) return { palette: [], counts, sums };
  const boxes: Box[] = [{ bins: used, count: used.reduce((sum, bin) => sum + counts[bin]!, 0) }];
  while (boxes.length < colours) {
    // The most populous box that still holds more than one bin.
    let chosen = -1;
    for (let index = 0; index < boxes.length; index++) {
      if (boxes[index]!.bins.length > 1 && (chosen < 0 || boxes[index]!.count > boxes[chosen]!.count))
        chosen = index;
    }
    if (chosen < 0) break;
    const box = boxes[chosen]!;
    let longest = 0;
    let longestRange = -1;
    for (let channel = 0; channel < 3; channel++) {
      let minimum = 31;
      let maximum = 0;
      for (const bin of box.bins) {
        const level = channelOfBin(bin, channel);
        if (level < minimum) minimum = level;
        if (level > maximum) maximum = level;
      }
      if (maximum - minimum > longestRange) {
        longestRange = maximum - minimum;
        longest = channel;
      }
    }
    box.bins.sort((a, b) => channelOfBin(a, longest) - channelOfBin(b, longest) || a - b);
    let seen = 0;
    let split = 1;
    for (let index = 0; index < box.bins.length - 1; index++) {
      seen += counts[box.bins[index]!]!;
      split = index + 1;
      if (seen * 2 >= box.count) break;
    }
    const lower = box.bins.slice(0, split);
    const upper = box.bins.slice(split);
    const lowerCount = lower.reduce((sum, bin) => sum + counts[bin]!, 0);
    boxes.splice(
      chosen,
      1,
      { bins: lower, count: lowerCount },
      { bins: upper, count: box.count - lowerCount },
    );
  }
  const palette = boxes.map((box) => {
    let red = 0;
    let green = 0;
    let blue = 0;
    for (const bin of box.bins) {
      red += sums[bin * 3]!;
      green += sums[bin * 3 + 1]!;
      blue += sums[bin * 3 + 2]!;
    }
    return {
      red: Math.round(red / box.count),
      green: Math.round(green / box.count),
      blue: Math.round(blue / box.count),
      alpha: 255,
    };
  });
  return { palette, counts, sums };
}

function nearest(palette: readonly Colour[], red: number, green: number, blue: number): number {
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach((colour, index) => {
    const distance = (colour.red - red) ** 2 + (colour.green - green) ** 2 + (colour.blue - blue) ** 2;
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

/**
 * Labels every pixel with its nearest palette colour, computing the palette by median cut unless
 * one is given. Pixels whose alpha is below `alphaThreshold` are transparent (-1).
 */
export function quantise(
  data: ArrayLike<number>,
  colours: number,
  alphaThreshold: number,
  givenPalette?: readonly Colour[],
): QuantisedImage {
  const palette = givenPalette ? [...givenPalette] : medianCutPalette(data, colours, alphaThreshold).palette;
  const labels = new Int16Array(data.length / 4).fill(-1);
  if (!palette.length) return { palette, labels };
  // Exact colours repeat a lot in artwork, so each distinct colour is matched once.
  const cache = new Map<number, number>();
  for (let pixel = 0, offset = 0; offset < data.length; pixel++, offset += 4) {
    if (data[offset + 3]! < alphaThreshold) continue;
    const key = (data[offset]! << 16) | (data[offset + 1]! << 8) | data[offset + 2]!;
    let label = cache.get(key);
    if (label === undefined) {
      label = nearest(palette, data[offset]!, data[offset + 1]!, data[offset + 2]!);
      cache.set(key, label);
    }
    labels[pixel] = label;
  }
  return { palette, labels };
}

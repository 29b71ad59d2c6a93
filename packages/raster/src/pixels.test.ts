import { describe, expect, it } from 'vitest';

import { isOpaque } from './pixels';

/** `count` opaque pixels, with the alpha of pixel `faded` (when given) set to `alpha`. */
function pixels(count: number, faded?: number, alpha = 254): Uint8ClampedArray {
  const data = new Uint8ClampedArray(count * 4).fill(200);
  for (let index = 3; index < data.length; index += 4) data[index] = 255;
  if (faded !== undefined) data[faded * 4 + 3] = alpha;
  return data;
}

describe('isOpaque', () => {
  it('is true when every alpha is 255, whatever the colour', () => {
    for (const count of [0, 1, 7, 8, 9, 16, 17]) expect(isOpaque(pixels(count))).toBe(true);
  });

  it.each([
    [9, 0],
    [9, 7],
    [9, 8],
    [16, 15],
    [17, 16],
    [1, 0],
  ])('finds the one pixel of %i that is not opaque at %i', (count, faded) => {
    expect(isOpaque(pixels(count, faded))).toBe(false);
    expect(isOpaque(pixels(count, faded, 0))).toBe(false);
    expect(isOpaque(pixels(count, faded, 127))).toBe(false);
  });
});

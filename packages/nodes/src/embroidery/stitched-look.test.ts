import type { RasterImage } from '@atelier/graph';
import { threadOfColour, type StitchPlan } from '@atelier/embroidery';
import { describe, expect, it } from 'vitest';
import { stitchedLookNode } from './stitched-look';
import { runOn, valuesOf } from './testing';

/**
 * A satin column 5 mm wide over 10 mm at 0.4 mm density: each stitch crosses the column and moves
 * 0.2 mm along, so strokes in one direction lie 0.4 mm apart. In plan units (0.1 mm).
 */
function zigzag(): StitchPlan {
  const stitches = [];
  for (let step = 0; step <= 50; step += 1)
    stitches.push({ x: step * 2, y: step % 2 === 0 ? 0 : 50, kind: 'stitch' as const });
  return { blocks: [{ thread: threadOfColour({ red: 30, green: 120, blue: 60 }), stitches }] };
}

describe('the stitched look node', () => {
  it('gives the plan as an image of its thread, the design’s size at the chosen dpi', async () => {
    const image = valuesOf(
      await runOn(stitchedLookNode, 'stitchPlan', zigzag(), { dpi: 127, margin: 1, threadWidth: 0.5 }),
    )['image'] as RasterImage;
    // 10 × 5 mm of stitches, 0.5 mm of thread and 1 mm around each side, at 5 pixels per millimetre:
    // 62.5 × 37.5 pixels, rounded up.
    expect([image.width, image.height, image.dotsPerInch]).toEqual([63, 38, 127]);
    // Strands 0.5 mm wide, 0.4 mm apart, overlap: inside the column no fabric shows; the margin is bare.
    let covered = 0;
    let inside = 0;
    for (let y = 10; y < 27; y += 1)
      for (let x = 10; x < 52; x += 1) {
        inside += 1;
        if (image.pixels[(y * image.width + x) * 4 + 3]! > 127) covered += 1;
      }
    expect(covered / inside).toBeGreaterThan(0.98);
    expect(image.pixels[(2 * image.width + 2) * 4 + 3]).toBe(0);
  });

  it('lays the stitches on the fabric colour when asked', async () => {
    const image = valuesOf(
      await runOn(stitchedLookNode, 'stitchPlan', zigzag(), {
        dpi: 127,
        onFabric: true,
        fabric: { red: 10, green: 20, blue: 30, alpha: 255 },
      }),
    )['image'] as RasterImage;
    expect([...image.pixels.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
  });

  it('says which dpi fits when the picture would be too large', async () => {
    const result = await runOn(stitchedLookNode, 'stitchPlan', zigzag(), { dpi: 1200, margin: 50 });
    // 110 × 105 mm at 1200 dpi is about 5,200 × 4,960 pixels: over the 16.8 million allowed.
    expect(result.status).toBe('failed');
  });
});

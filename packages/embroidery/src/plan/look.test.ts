import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { stitchedLook } from './look';
import { threadOfColour, type Stitch, type StitchPlan } from './plan';

const red = { red: 200, green: 30, blue: 40 };
const blue = { red: 20, green: 60, blue: 210 };

/** A plan sewing straight lines in plan units (0.1 mm), one block per colour. */
function planOf(
  ...blocks: Array<{ colour: typeof red; stitches: Array<[number, number, Stitch['kind']?]> }>
): StitchPlan {
  return {
    blocks: blocks.map((block) => ({
      thread: threadOfColour(block.colour),
      stitches: block.stitches.map(([x, y, kind]) => ({ x, y, kind: kind ?? 'stitch' })),
    })),
  };
}

function pixel(look: ReturnType<typeof stitchedLook>, x: number, y: number) {
  const offset = (y * look.width + x) * 4;
  return Array.from(look.pixels.subarray(offset, offset + 4));
}

describe('stitchedLook', () => {
  // One stitch 10 mm long across, at 254 dpi = 10 pixels per millimetre, thread 0.4 mm wide,
  // 1 mm of fabric around: (10 + 2 + 0.4) mm × 10 = 124 pixels wide, (0 + 2 + 0.4) × 10 = 24 high.
  const single = stitchedLook(
    planOf({
      colour: red,
      stitches: [
        [0, 0],
        [100, 0],
      ],
    }),
    {
      dotsPerInch: 254,
      threadWidth: 0.4,
      margin: 1,
    },
  );

  it('sizes the picture from the design, the margin and the dpi', () => {
    expect(single.width).toBe(124);
    expect(single.height).toBe(24);
    expect(single.dotsPerInch).toBe(254);
    expect(single.origin.x).toBeCloseTo(-1.2, 9);
  });

  it('lays a strand as wide as the thread, in its colour, with fabric left clear', () => {
    // The stitch runs along y = 12 pixels (1.2 mm from the top): a column across it.
    const column = Array.from({ length: single.height }, (_, y) => pixel(single, 62, y));
    const covered = column.filter((rgba) => rgba[3]! > 127).length;
    expect(covered).toBe(4); // 0.4 mm at 10 pixels per millimetre
    expect(pixel(single, 62, 2)[3]).toBe(0); // 1 mm away: bare (transparent) fabric
    const middle = column[11]!;
    expect(middle[0]! > middle[2]! * 3).toBe(true); // red thread
  });

  it('is brighter along the strand than at its edges, as a round thread lit from the front', () => {
    const inner = pixel(single, 62, 11);
    const outer = pixel(single, 62, 10);
    expect(inner[0]!).toBeGreaterThan(outer[0]!);
    expect(inner[0]!).toBeGreaterThanOrEqual(red.red); // the highlight is at least the thread colour
  });

  it('lays later stitches over earlier ones, as the machine sews them', () => {
    const crossing = stitchedLook(
      planOf(
        {
          colour: red,
          stitches: [
            [0, 50],
            [100, 50],
          ],
        },
        {
          colour: blue,
          stitches: [
            [50, 0],
            [50, 100],
          ],
        },
      ),
      { dotsPerInch: 254, threadWidth: 0.4, margin: 1 },
    );
    // The crossing lies at 5 mm, 5 mm: pixel (5 + 1.2) × 10 = 62 each way.
    const [r, g, b, a] = pixel(crossing, 61, 61);
    expect(a).toBe(255);
    expect(b! > r! * 3 && b! > g!).toBe(true);
  });

  it('draws no thread across a jump', () => {
    const jumped = stitchedLook(
      planOf({
        colour: red,
        stitches: [
          [0, 0],
          [20, 0],
          [80, 0, 'jump'],
          [85, 0],
          [100, 0],
        ],
      }),
      { dotsPerInch: 254, threadWidth: 0.4, margin: 1 },
    );
    // 5 mm along lies in the jump (2 mm to 8 mm; the stitch after it only anchors at 8.5 mm):
    // bare there, thread at 1 mm and 9 mm.
    expect(pixel(jumped, 62, 12)[3]).toBe(0);
    expect(pixel(jumped, 22, 12)[3]).toBe(255);
    expect(pixel(jumped, 102, 12)[3]).toBe(255);
  });

  it('fills the ground with the fabric colour when one is given', () => {
    const onFabric = stitchedLook(
      planOf({
        colour: red,
        stitches: [
          [0, 0],
          [100, 0],
        ],
      }),
      {
        dotsPerInch: 254,
        threadWidth: 0.4,
        margin: 1,
        fabric: { red: 240, green: 235, blue: 220 },
      },
    );
    expect(pixel(onFabric, 62, 2)).toEqual([240, 235, 220, 255]);
  });

  it('refuses an empty plan and a picture over the size limits', () => {
    expect(() => stitchedLook({ blocks: [] }, { dotsPerInch: 254, threadWidth: 0.4, margin: 1 })).toThrow(
      EmbroideryError,
    );
    const wide = planOf({
      colour: red,
      stitches: [
        [0, 0],
        [10_000, 0],
      ],
    }); // 1 m across
    try {
      stitchedLook(wide, { dotsPerInch: 600, threadWidth: 0.4, margin: 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EmbroideryError);
      expect((error as EmbroideryError).code).toBe('invalid-option');
      // 1 m at 600 dpi is 23,700 pixels: at most 8192 across fits, about 207 dpi.
      expect((error as EmbroideryError).values['maximum']).toBeLessThanOrEqual(208);
      expect((error as EmbroideryError).values['maximum']).toBeGreaterThanOrEqual(200);
    }
  });
});

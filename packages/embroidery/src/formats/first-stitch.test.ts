// What the machine sews from each format's file, read back with the format's own reader: no
// stitch longer than the plan's longest (in particular none from the hoop's centre to the
// design's first stitch), the first needle-down at the plan's first stitch, every trim where the
// plan has it, and the design's extent as the stitches span it.
import { describe, expect, it } from 'vitest';
import { planStatistics } from '../plan/statistics';
import type { Stitch, StitchPlan, Thread } from '../plan/plan';
import { lagoon, meadow, poppy } from '../test-support/plans';
import { embroideryFormatIds, embroideryFormats, exportDesign } from './registry';

const gold: Thread = {
  colour: { red: 230, green: 180, blue: 20 },
  name: 'Gold',
  brand: 'Madeira',
  catalogueNumber: '1024',
};

/** Stitches every 2.5 mm from `from` to `to` (mm, along one axis), both ends included, in 0.1 mm. */
function run(from: [number, number], to: [number, number]): Stitch[] {
  const steps = Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / 2.5);
  return Array.from({ length: steps + 1 }, (_, step) => ({
    x: Math.round((from[0] + ((to[0] - from[0]) * step) / steps) * 10),
    y: Math.round((from[1] + ((to[1] - from[1]) * step) / steps) * 10),
    kind: 'stitch' as const,
  }));
}

const jump = (x: number, y: number): Stitch => ({ x: x * 10, y: y * 10, kind: 'jump' });
const trimAt = (stitches: Stitch[]): Stitch => ({ ...stitches[stitches.length - 1]!, kind: 'trim' });

/**
 * Four colours, 80 x 60 mm, every stitch 2.5 mm long, four trims. The design's first stitch lies
 * at its top left corner, 50 mm from its middle; the first block ends with a trim at the bottom
 * right corner, where a trim made of small jumps would reach past the stitches.
 */
function fourColourPlan(): StitchPlan {
  const corner = [...run([0, 0], [80, 0]), ...run([80, 0], [80, 60]).slice(1)];
  const upper = run([20, 20], [40, 20]);
  const lower = run([60, 40], [60, 50]);
  const left = run([10, 50], [30, 50]);
  const middle = run([50, 10], [50, 30]);
  return {
    blocks: [
      { thread: poppy, stitches: [...corner, trimAt(corner)] },
      {
        thread: lagoon,
        stitches: [jump(20, 20), ...upper, trimAt(upper), jump(60, 40), ...lower, trimAt(lower)],
      },
      { thread: meadow, stitches: [jump(10, 50), ...left, trimAt(left)] },
      { thread: gold, stitches: [jump(50, 10), ...middle] },
    ],
  };
}

/** Lengths of the sewn stitches in 0.1 mm: a stitch right after a stitch of the same block. */
function sewnLengths(plan: StitchPlan): number[] {
  const lengths: number[] = [];
  for (const block of plan.blocks) {
    block.stitches.forEach((entry, index) => {
      const previous = block.stitches[index - 1];
      if (entry.kind === 'stitch' && previous?.kind === 'stitch')
        lengths.push(Math.hypot(entry.x - previous.x, entry.y - previous.y));
    });
  }
  return lengths;
}

describe('the plan these tests write', () => {
  it('has 2.5 mm as its longest stitch and four trims', () => {
    const statistics = planStatistics(fourColourPlan());
    expect(statistics.maximumStitchLength).toBe(2.5);
    expect(statistics.trims).toBe(4);
    expect([statistics.width, statistics.height]).toEqual([80, 60]);
  });
});

describe.each(embroideryFormatIds)('%s as the machine reads it', (id) => {
  const format = embroideryFormats[id];
  const plan = fourColourPlan();
  const { bytes } = exportDesign(plan, id);
  const read = format.read(bytes).plan;

  it('sews no stitch longer than the plan’s longest, 2.5 mm', () => {
    const lengths = sewnLengths(read);
    // 32 + 24 stitches round the corner, 8 + 4, 8 and 8 in the other colours.
    expect(lengths).toHaveLength(84);
    expect(Math.max(...lengths)).toBe(25);
  });

  it('puts the needle down first at the plan’s first stitch, reached by jumps', () => {
    // The design's middle, (40, 30) mm, lies at the machine's start: the first stitch at (0, 0)
    // mm lies 40 mm left of and 30 mm above it.
    const first = read.blocks[0]!.stitches;
    const at = first.findIndex((entry) => entry.kind === 'stitch');
    expect(first[at]).toEqual({ x: -400, y: -300, kind: 'stitch' });
    expect(first.slice(0, at).every((entry) => entry.kind === 'jump')).toBe(true);
  });

  it('cuts the thread where the plan does', () => {
    // Where the plan cuts, shifted by the design's middle (40, 30) mm.
    const planned = [
      [800, 600],
      [400, 200],
      [600, 500],
      [300, 500],
      // VP3 machines cut only where the file says, so it cuts after the last stitch, (50, 30) mm, too.
      ...(id === 'vp3' ? [[500, 300]] : []),
    ].map(([x, y]) => ({ x: x! - 400, y: y! - 300, kind: 'trim' }));
    const trims = read.blocks.flatMap((block) => block.stitches.filter((entry) => entry.kind === 'trim'));
    expect(trims).toEqual(planned);
  });
});

describe('JEF', () => {
  const { bytes } = exportDesign(fourColourPlan(), 'jef');

  it('writes each trim as three jumps of nothing in a row, as Janome machines cut', () => {
    // Records from the offset in the first four bytes: 80 02 dx dy jumps, 80 01 00 00 changes
    // colour, 80 10 ends, anything else is a stitch of two bytes.
    const runs: number[] = [];
    let run = 0;
    for (let at = bytes[0]! | (bytes[1]! << 8); at < bytes.length;) {
      if (bytes[at] !== 0x80) {
        at += 2;
        if (run > 0) runs.push(run);
        run = 0;
        continue;
      }
      const command = bytes[at + 1];
      if (command === 0x10) break;
      if (command === 0x02 && bytes[at + 2] === 0 && bytes[at + 3] === 0) run++;
      else if (run > 0) {
        runs.push(run);
        run = 0;
      }
      at += 4;
    }
    expect(runs).toEqual([3, 3, 3, 3]);
  });
});

describe('DST', () => {
  const { bytes } = exportDesign(fourColourPlan(), 'dst');

  /** One record decoded from Tajima's layout: x and y (pointing up) in balanced ternary. */
  function decode(at: number): { dx: number; dyUp: number; jump: boolean } {
    const [b0, b1, b2] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!];
    const bit = (byte: number, position: number) => (byte >> position) & 1;
    return {
      dx:
        bit(b0, 0) -
        bit(b0, 1) +
        9 * (bit(b0, 2) - bit(b0, 3)) +
        3 * (bit(b1, 0) - bit(b1, 1)) +
        27 * (bit(b1, 2) - bit(b1, 3)) +
        81 * (bit(b2, 2) - bit(b2, 3)),
      dyUp:
        bit(b0, 7) -
        bit(b0, 6) +
        9 * (bit(b0, 5) - bit(b0, 4)) +
        3 * (bit(b1, 7) - bit(b1, 6)) +
        27 * (bit(b1, 5) - bit(b1, 4)) +
        81 * (bit(b2, 5) - bit(b2, 4)),
      jump: bit(b2, 7) === 1,
    };
  }

  it('reaches the first stitch with four jumps of at most 12.1 mm, then sews 2.5 mm stitches', () => {
    // 40 mm left and 30 mm up in four equal jumps: -10 mm and +7.5 mm each.
    // -100 = -81 - 27 + 9 - 1 and +75 = +81 - 9 + 3: bytes 16 88 AB, with the jump bit.
    for (let record = 0; record < 4; record++) {
      expect(Array.from(bytes.subarray(512 + 3 * record, 515 + 3 * record))).toEqual([0x16, 0x88, 0xab]);
      expect(decode(512 + 3 * record)).toEqual({ dx: -100, dyUp: 75, jump: true });
    }
    // The needle goes down where the jumps end, then sews 2.5 mm to the right.
    expect(decode(512 + 12)).toEqual({ dx: 0, dyUp: 0, jump: false });
    expect(decode(512 + 15)).toEqual({ dx: 25, dyUp: 0, jump: false });
  });

  it('gives the stitched extent in its header, without the trim’s back-and-forth', () => {
    const header = String.fromCharCode(...bytes.subarray(0, 512));
    const lines = header.split('\r');
    const field = (name: string) =>
      Number(
        lines
          .find((line) => line.startsWith(`${name}:`))!
          .slice(3)
          .replace(/\s/g, ''),
      );
    // 80 x 60 mm around the start: 40 mm to either side, 30 mm up and down.
    expect([field('+X'), field('-X'), field('+Y'), field('-Y')]).toEqual([400, 400, 300, 300]);
  });
});

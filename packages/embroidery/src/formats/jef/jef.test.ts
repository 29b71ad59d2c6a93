import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '../../plan/plan';
import { janomeThreadChart } from '../../threads/charts';
import { encodeForFormat } from '../encoder';
import { readJef } from './reader';
import { jefLimits, writeJef } from './writer';

const plan: StitchPlan = {
  blocks: [
    {
      thread: janomeThreadChart[9]!, // Red, Janome number 10
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: -5, kind: 'stitch' },
        { x: 10, y: -5, kind: 'trim' },
        { x: 20, y: 0, kind: 'jump' },
        { x: 20, y: 0, kind: 'stitch' },
      ],
    },
    {
      thread: janomeThreadChart[11]!, // Blue, number 12
      stitches: [
        { x: 21, y: 0, kind: 'jump' },
        { x: 21, y: 0, kind: 'stitch' },
      ],
    },
  ],
};

const u32 = (bytes: Uint8Array, at: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).getInt32(at, true);

describe('JEF', () => {
  const bytes = writeJef(encodeForFormat(plan, jefLimits, { origin: 'keep' }));

  it('writes the header worked out by hand', () => {
    expect(u32(bytes, 0)).toBe(0x74 + 2 * 8);
    expect(u32(bytes, 4)).toBe(0x14);
    expect(String.fromCharCode(...bytes.subarray(8, 22))).toBe('19700101000000');
    // Two colours; 4 stitches + 2 each for the trim, the two jumps and the colour change + the end = 13 records.
    expect([u32(bytes, 24), u32(bytes, 28)]).toEqual([2, 13]);
    // 2.1 x 0.5 mm fits the 50 x 50 mm hoop (code 1); extent left, top, right, bottom from the centre.
    expect([u32(bytes, 32), u32(bytes, 36), u32(bytes, 40), u32(bytes, 44), u32(bytes, 48)]).toEqual([
      1, 0, 5, 21, 0,
    ]);
    // Edges of the 110 x 110 mm hoop.
    expect([u32(bytes, 52), u32(bytes, 56), u32(bytes, 60), u32(bytes, 64)]).toEqual([550, 545, 529, 550]);
    expect([u32(bytes, 0x74), u32(bytes, 0x78), u32(bytes, 0x7c), u32(bytes, 0x80)]).toEqual([
      10, 12, 13, 13,
    ]);
  });

  it('writes the records worked out by hand', () => {
    // prettier-ignore
    expect(Array.from(bytes.subarray(0x84))).toEqual([
      0x00, 0x00,
      0x0a, 0x05,
      0x80, 0x02, 0x00, 0x00, // trim: a jump of nothing
      0x80, 0x02, 0x0a, 0xfb,
      0x00, 0x00,
      0x80, 0x01, 0x00, 0x00,
      0x80, 0x02, 0x01, 0x00, // jump +0.1 mm right to the next colour's first stitch
      0x00, 0x00,
      0x80, 0x10,
    ]);
  });

  it('reads them back with the Janome threads', () => {
    const read = readJef(bytes).plan;
    expect(read).toEqual(plan);
  });

  it('stores the date it is given', () => {
    const dated = writeJef(encodeForFormat(plan, jefLimits), {
      date: new Date(Date.UTC(2026, 10, 22, 13, 5, 9)),
    });
    expect(String.fromCharCode(...dated.subarray(8, 22))).toBe('20261122130509');
  });
});

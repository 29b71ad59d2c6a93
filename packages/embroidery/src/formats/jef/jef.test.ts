import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../../errors';
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
    // Two colours; 4 stitches + 2 each for the trim's three jumps, the two jumps and the colour
    // change + the end = 17 records.
    expect([u32(bytes, 24), u32(bytes, 28)]).toEqual([2, 17]);
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
      0x80, 0x02, 0x00, 0x00, // trim: three jumps of nothing
      0x80, 0x02, 0x00, 0x00,
      0x80, 0x02, 0x00, 0x00,
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

  it('reads a single jump of nothing, as older files cut, as a trim too', () => {
    const older = bytes.slice();
    const records = Array.from(bytes.subarray(0x84));
    // Drop two of the trim's three jumps of nothing (records 3 and 4 after the two stitches).
    const trimmed = [...records.slice(0, 8), ...records.slice(16)];
    older.set(trimmed, 0x84);
    const read = readJef(older.subarray(0, 0x84 + trimmed.length)).plan;
    expect(read).toEqual(plan);
  });

  it('stores the date it is given', () => {
    const dated = writeJef(encodeForFormat(plan, jefLimits), {
      date: new Date(Date.UTC(2026, 10, 22, 13, 5, 9)),
    });
    expect(String.fromCharCode(...dated.subarray(8, 22))).toBe('20261122130509');
  });
});

describe('JEF hoop code', () => {
  /** A rectangle's corners, w x h mm, as stitches. */
  const rectangle = (width: number, height: number): StitchPlan => ({
    blocks: [
      {
        thread: janomeThreadChart[0]!,
        stitches: [
          { x: 0, y: 0, kind: 'stitch' },
          { x: width * 10, y: 0, kind: 'stitch' },
          { x: width * 10, y: height * 10, kind: 'stitch' },
          { x: 0, y: height * 10, kind: 'stitch' },
        ],
      },
    ],
  });
  const hoopOf = (width: number, height: number) =>
    u32(writeJef(encodeForFormat(rectangle(width, height), jefLimits)), 32);

  it('names the smallest Janome hoop the design fits', () => {
    // Codes: 1 = 50 x 50, 0 = 110 x 110, 3 = 126 x 110, 2 = 140 x 200, 4 = 200 x 200 mm.
    expect(hoopOf(50, 50)).toBe(1);
    expect(hoopOf(50.2, 40)).toBe(0);
    expect(hoopOf(100, 100)).toBe(0);
    expect(hoopOf(120, 100)).toBe(3);
    expect(hoopOf(130, 190)).toBe(2);
    expect(hoopOf(150, 150)).toBe(4);
    expect(hoopOf(200, 200)).toBe(4);
  });

  it('refuses a design larger than the largest hoop a JEF file names, saying so', () => {
    let error: unknown;
    try {
      writeJef(encodeForFormat(rectangle(210, 100), jefLimits));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EmbroideryError);
    expect((error as EmbroideryError).code).toBe('hoop-overflow');
    expect((error as EmbroideryError).values).toMatchObject({
      width: 210,
      height: 100,
      hoopWidth: 200,
      hoopHeight: 200,
    });
    expect((error as EmbroideryError).message).toBe(
      'The design needs a 210 x 100 mm hoop; the largest Janome hoop a JEF file names is 200 x 200 mm',
    );
  });
});

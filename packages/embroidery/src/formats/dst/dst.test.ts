import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '../../plan/plan';
import { encodeForFormat } from '../encoder';
import { readDst } from './reader';
import { dstLimits, dstRecord, writeDst } from './writer';

const red = { colour: { red: 255, green: 0, blue: 0 }, name: 'Red', brand: 'Test', catalogueNumber: '1' };

// Three stitches, a jump of (+5 mm, +5 mm) with y pointing down, an anchoring stitch.
const tiny: StitchPlan = {
  blocks: [
    {
      thread: red,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: 0, kind: 'stitch' },
        { x: 10, y: 10, kind: 'stitch' },
        { x: 60, y: 60, kind: 'jump' },
        { x: 60, y: 60, kind: 'stitch' },
      ],
    },
  ],
};

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));

describe('DST writer', () => {
  const bytes = writeDst(encodeForFormat(tiny, dstLimits, { name: 'TINY', origin: 'keep' }));

  it('writes the header fields worked out by hand', () => {
    const header = [
      'LA:TINY            \r',
      'ST:      5\r', // five records before the end record
      'CO:  0\r',
      '+X:   60\r',
      '-X:    0\r',
      '+Y:    0\r', // y points up in DST: nothing lies above the start
      '-Y:   60\r',
      'AX:+   60\r',
      'AY:-   60\r', // the end lies 6 mm below the start
      'MX:+    0\r',
      'MY:+    0\r',
      'PD:******\r',
      'TC:#ff0000,Red,1\r',
    ].join('');
    expect(Array.from(bytes.subarray(0, header.length))).toEqual(ascii(header));
    expect(bytes[header.length]).toBe(0x1a);
    expect(Array.from(bytes.subarray(header.length + 1, 512)).every((byte) => byte === 0x20)).toBe(true);
  });

  it('writes the records worked out by hand', () => {
    expect(bytes.length).toBe(512 + 6 * 3);
    // prettier-ignore
    expect(Array.from(bytes.subarray(512))).toEqual([
      // A stitch of no length: only the stitch bits 0 and 1 of the third byte.
      0x00, 0x00, 0x03,
      // +10 in x = 9 + 1: bit 2 (+9) and bit 0 (+1) of the first byte.
      0x05, 0x00, 0x03,
      // +10 down = -10 up = -9 - 1: bit 4 (-9) and bit 6 (-1) of the first byte.
      0x50, 0x00, 0x03,
      // Jump +50 in x = 81 - 27 - 3 - 1; -50 up = -81 + 27 + 3 + 1; bit 7 of the third byte marks the jump.
      0x82, 0xaa, 0x97,
      0x00, 0x00, 0x03,
      // End.
      0x00, 0x00, 0xf3,
    ]);
  });

  it('covers every move from -121 to 121 on both axes and refuses more', () => {
    for (let value = -121; value <= 121; value++) {
      const opposite = 0 - value;
      const record = dstRecord(value, opposite, false);
      const stitches = [
        { x: 0, y: 0, kind: 'stitch' as const },
        { x: value, y: opposite, kind: 'stitch' as const },
      ];
      const design = writeDst(
        encodeForFormat({ blocks: [{ thread: red, stitches }] }, dstLimits, { origin: 'keep' }),
      );
      // The first record anchors the thread at the start; the second sews the move.
      expect(Array.from(design.subarray(515, 518))).toEqual([
        record & 0xff,
        (record >> 8) & 0xff,
        record >> 16,
      ]);
      expect(readDst(design).plan.blocks[0]!.stitches).toEqual(stitches);
    }
    expect(() => dstRecord(122, 0, false)).toThrow(RangeError);
  });

  it('writes a trim as three small jumps that add up to nothing, and reads them back as a trim', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread: red,
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 20, y: 0, kind: 'stitch' },
            { x: 20, y: 0, kind: 'trim' },
            { x: 40, y: 0, kind: 'jump' },
            { x: 40, y: 0, kind: 'stitch' },
          ],
        },
      ],
    };
    const written = writeDst(encodeForFormat(plan, dstLimits, { origin: 'keep' }));
    // After two stitches: jumps (+2, +2), (-4, -4), (+2, +2) with y pointing down, then the jump of +2 mm.
    expect(Array.from(written.subarray(512 + 6, 512 + 15))).toEqual([
      dstRecord(2, 2, true) & 0xff,
      (dstRecord(2, 2, true) >> 8) & 0xff,
      dstRecord(2, 2, true) >> 16,
      dstRecord(-4, -4, true) & 0xff,
      (dstRecord(-4, -4, true) >> 8) & 0xff,
      dstRecord(-4, -4, true) >> 16,
      dstRecord(2, 2, true) & 0xff,
      (dstRecord(2, 2, true) >> 8) & 0xff,
      dstRecord(2, 2, true) >> 16,
    ]);
    expect(readDst(written).plan.blocks[0]!.stitches).toEqual(plan.blocks[0]!.stitches);
  });

  it('lists threads in the header only while they fit in its 512 bytes', () => {
    const blocks = Array.from({ length: 40 }, (_, index) => ({
      thread: {
        colour: { red: index, green: 0, blue: 0 },
        name: `Thread ${index}`,
        brand: '',
        catalogueNumber: `${index}`,
      },
      stitches: [{ x: index, y: 0, kind: 'stitch' as const }],
    }));
    const written = writeDst(encodeForFormat({ blocks }, dstLimits));
    const header = String.fromCharCode(...written.subarray(0, 512));
    const lines = header.split('\r').filter((line) => line.startsWith('TC:'));
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.length).toBeLessThan(40);
    expect(header.indexOf('\u001a')).toBeLessThan(512);
    const read = readDst(written).plan;
    expect(read.blocks).toHaveLength(40);
    expect(read.blocks[lines.length - 1]!.thread.name).toBe(`Thread ${lines.length - 1}`);
  });
});

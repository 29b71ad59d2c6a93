import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../../errors';
import type { StitchPlan } from '../../plan/plan';
import { encodeForFormat } from '../encoder';
import { readPes } from './reader';
import { pesLimits, writePes } from './writer';

const red = { colour: { red: 237, green: 23, blue: 31 }, name: '', brand: '', catalogueNumber: '' };
const blue = { colour: { red: 10, green: 85, blue: 163 }, name: '', brand: '', catalogueNumber: '' };

// A short stitch, a long one, a trim and a jump of 10 mm, an anchoring stitch; then a second colour.
const plan: StitchPlan = {
  blocks: [
    {
      thread: red,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: -5, kind: 'stitch' },
        { x: 200, y: 0, kind: 'stitch' },
        { x: 200, y: 0, kind: 'trim' },
        { x: 300, y: 0, kind: 'jump' },
        { x: 300, y: 0, kind: 'stitch' },
      ],
    },
    {
      thread: blue,
      stitches: [
        { x: 301, y: 0, kind: 'jump' },
        { x: 301, y: 0, kind: 'stitch' },
      ],
    },
  ],
};

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) + u16(bytes, at + 2) * 65536;
const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

describe('PES writer', () => {
  const bytes = writePes(encodeForFormat(plan, pesLimits, { name: 'Flower garden', origin: 'keep' }));
  const pec = u32(bytes, 8);

  it('starts with the version 1 header and one CEmbOne / CSewSeg object', () => {
    expect(text(bytes, 0, 8)).toBe('#PES0001');
    // Scale to fit, the 130 x 180 mm hoop, one object; FFFF 0000.
    expect([u16(bytes, 12), u16(bytes, 14), u16(bytes, 16), u16(bytes, 18), u16(bytes, 20)]).toEqual([
      1, 1, 1, 0xffff, 0,
    ]);
    expect(u16(bytes, 22)).toBe(7);
    expect(text(bytes, 24, 7)).toBe('CEmbOne');
    // After the name: 8 bounds, a 2 x 3 transform of floats, 5 numbers and 8 zero bytes.
    // Five segments: the stitches up to the trim, the jump, the anchoring stitch, and in the second
    // colour the jump to its first stitch and that stitch.
    expect(u16(bytes, 31 + 16 + 24 + 10 + 8)).toBe(5);
    expect(u16(bytes, 95)).toBe(7);
    expect(text(bytes, 97, 7)).toBe('CSewSeg');
    // First segment: stitches (flag 0) in Brother colour 5, three points.
    expect([u16(bytes, 104), u16(bytes, 106), u16(bytes, 108)]).toEqual([0, 5, 3]);
  });

  it('puts the PEC block where the header says, with the label and the Brother chart numbers', () => {
    expect(text(bytes, pec, 20)).toBe('LA:Flower g        \r');
    expect(bytes[pec + 34]).toBe(6);
    expect(bytes[pec + 35]).toBe(38);
    // Two colour blocks: count - 1, then chart 5 (Red) and 2 (Blue).
    expect(Array.from(bytes.subarray(pec + 48, pec + 51))).toEqual([1, 5, 2]);
    expect(bytes[pec + 51]).toBe(0x20);
  });

  it('encodes the stitches in PEC short and long forms, worked out by hand', () => {
    const section = pec + 512;
    expect(Array.from(bytes.subarray(section + 5, section + 8))).toEqual([0x31, 0xff, 0xf0]);
    // Width 301, height 5; the start lies 0 right of and 0.5 mm below the top left.
    expect([u16(bytes, section + 8), u16(bytes, section + 10)]).toEqual([301, 5]);
    expect(Array.from(bytes.subarray(section + 16, section + 20))).toEqual([0x90, 0x00, 0x90, 0x05]);
    // prettier-ignore
    expect(Array.from(bytes.subarray(section + 20, section + 44))).toEqual([
      0x00, 0x00, // anchoring stitch
      0x0a, 0x7b, // +10, -5 in 7 bits
      0x80, 0xbe, 0x80, 0x05, // +190, +5 in the long form
      0xa0, 0x64, 0xa0, 0x00, // +100, 0 with the trim flag
      0x00, 0x00, // anchoring stitch
      0xfe, 0xb0, 0x02, // colour change
      0x90, 0x01, 0x90, 0x00, // jump +1, 0 to the next colour's first stitch
      0x00, 0x00, // anchoring stitch
      0xff, // end
    ]);
    const length = bytes[section + 2]! | (bytes[section + 3]! << 8) | (bytes[section + 4]! << 16);
    expect(length).toBe(44);
    // Then the icons: one for the design and one per colour, 6 x 38 bytes each.
    expect(bytes.length).toBe(section + length + 3 * 228);
  });

  it('reads back the same stitches, trim and chart threads', () => {
    const read = readPes(bytes);
    expect(read.name).toBe('Flower g');
    expect(read.plan.blocks.map((block) => block.thread.name)).toEqual(['Red', 'Blue']);
    expect(read.plan.blocks[0]!.stitches).toEqual(plan.blocks[0]!.stitches);
    expect(read.plan.blocks[1]!.stitches).toEqual(plan.blocks[1]!.stitches);
  });

  it('reads a bare PEC file as well', () => {
    const pecOnly = new Uint8Array(8 + bytes.length - pec);
    pecOnly.set(Array.from('#PEC0001', (character) => character.charCodeAt(0)));
    pecOnly.set(bytes.subarray(pec), 8);
    expect(readPes(pecOnly).plan).toEqual(readPes(bytes).plan);
  });
});

describe('PES with more stitches than a segment counts', () => {
  // 76,790 stitches 1 mm apart, 100 to a row, rows 0.1 mm apart: 99 x 76.7 mm.
  const count = 76_790;
  const stitches = Array.from({ length: count }, (_, index) => {
    const row = Math.floor(index / 100);
    const column = row % 2 === 0 ? index % 100 : 99 - (index % 100);
    return { x: column * 10, y: row, kind: 'stitch' as const };
  });
  const bytes = writePes(encodeForFormat({ blocks: [{ thread: red, stitches }] }, pesLimits));

  /** The CSewSeg segments, read from the layout: flag, colour, count, points; 8003 between. */
  function segments(): { flag: number; points: [number, number][]; end: number }[] {
    const result = [];
    let at = 104;
    const total = u16(bytes, 89);
    for (let segment = 0; segment < total; segment++) {
      if (segment > 0) {
        expect(u16(bytes, at)).toBe(0x8003);
        at += 2;
      }
      const flag = u16(bytes, at);
      const points = u16(bytes, at + 4);
      at += 6;
      const list: [number, number][] = [];
      for (let point = 0; point < points; point++, at += 4) list.push([u16(bytes, at), u16(bytes, at + 2)]);
      result.push({ flag, points: list, end: at });
    }
    return result;
  }

  it('goes on in a further segment instead of a count that wraps past 65,535', () => {
    const list = segments();
    // The jump from the start to the first stitch, then 65,535 points and the remaining
    // 76,790 - 65,535 = 11,255 after the point the first segment ended on.
    expect(list.map((segment) => [segment.flag, segment.points.length])).toEqual([
      [1, 2],
      [0, 65_535],
      [0, 11_256],
    ]);
    expect(list[2]!.points[0]).toEqual(list[1]!.points[65_534]);
    // The colour log follows the last segment (one colour from segment 0), then 0000 0000 and
    // the PEC block: the counts account for every byte.
    const end = list[2]!.end;
    expect([u16(bytes, end), u16(bytes, end + 2), u16(bytes, end + 4)]).toEqual([1, 0, 5]);
    expect(u32(bytes, 8)).toBe(end + 10);
  });

  it('refuses a design of more runs than the segments can count, naming the limit', () => {
    // 33,000 runs of two stitches, each reached by a jump: 66,000 segments.
    const runs = Array.from({ length: 33_000 }, (_, index) => {
      const x = (index % 100) * 20;
      const y = Math.floor(index / 100) * 5;
      return [
        { x, y, kind: 'jump' as const },
        { x, y, kind: 'stitch' as const },
        { x: x + 5, y, kind: 'stitch' as const },
      ];
    }).flat();
    const design = encodeForFormat({ blocks: [{ thread: red, stitches: runs }] }, pesLimits);
    let error: unknown;
    try {
      writePes(design);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EmbroideryError);
    expect((error as EmbroideryError).code).toBe('too-many-stitches');
    expect((error as EmbroideryError).message).toBe(
      'PES holds at most 65535 runs of stitches and jumps; this design has 66000',
    );
  });

  it('sews every stitch from the PEC block', () => {
    const read = readPes(bytes).plan;
    expect(read.blocks[0]!.stitches.filter((stitch) => stitch.kind === 'stitch')).toHaveLength(count);
  });
});

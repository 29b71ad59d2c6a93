import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '../../plan/plan';
import { encodeForFormat } from '../encoder';
import { readVp3 } from './reader';
import { vp3Limits, writeVp3 } from './writer';

const thread = {
  colour: { red: 18, green: 52, blue: 86 },
  name: 'Nightfall',
  brand: 'Sulky',
  catalogueNumber: '1198',
};
const plan: StitchPlan = {
  blocks: [
    {
      thread,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: 5, kind: 'stitch' },
        { x: 210, y: 5, kind: 'stitch' },
        { x: 210, y: 5, kind: 'trim' },
        { x: 300, y: 5, kind: 'jump' },
        { x: 300, y: 5, kind: 'stitch' },
      ],
    },
  ],
};

function indexOf(bytes: Uint8Array, sequence: number[]): number {
  for (let at = 0; at + sequence.length <= bytes.length; at++) {
    if (sequence.every((value, offset) => bytes[at + offset] === value)) return at;
  }
  return -1;
}

describe('VP3', () => {
  const bytes = writeVp3(encodeForFormat(plan, vp3Limits, { origin: 'keep' }));

  it('starts with the magic and the producer in UTF-16', () => {
    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%vsm%');
    expect(bytes[5]).toBe(0);
    expect((bytes[6]! << 8) | bytes[7]!).toBe(56);
    expect(String.fromCharCode(...Array.from({ length: 28 }, (_, index) => bytes[9 + 2 * index]!))).toBe(
      'Produced by     Software Ltd',
    );
  });

  it('stores the thread with colour, catalogue number, name and brand', () => {
    const at = indexOf(bytes, [0x01, 0x00, 18, 52, 86]);
    expect(at).toBeGreaterThan(0);
    expect(Array.from(bytes.subarray(at + 5, at + 10))).toEqual([0, 0, 0, 5, 0x28]);
    expect(String.fromCharCode(...bytes.subarray(at + 12, at + 16))).toBe('1198');
  });

  it('writes the records worked out by hand', () => {
    const at = indexOf(bytes, [0x0a, 0xf6, 0x00]) + 3;
    // prettier-ignore
    expect(Array.from(bytes.subarray(at))).toEqual([
      0x00, 0x00, // anchoring stitch
      0x0a, 0x05, // +1 mm right, 0.5 mm down
      0x80, 0x01, 0x00, 0xc8, 0x00, 0x00, 0x80, 0x02, // +20 mm in the long form
      0x80, 0x03, // trim
      0x80, 0x01, 0x00, 0x5a, 0x00, 0x00, 0x80, 0x02, // the jump of 9 mm after it
      0x00, 0x00, // anchoring stitch
      0x80, 0x03, // trim after the last stitch
      0x00, // end of the colour block
    ]);
  });

  it('reads back the same stitches and thread', () => {
    const stitches = plan.blocks[0]!.stitches;
    expect(readVp3(bytes).plan).toEqual({
      blocks: [{ thread, stitches: [...stitches, { x: 300, y: 5, kind: 'trim' }] }],
    });
  });
});

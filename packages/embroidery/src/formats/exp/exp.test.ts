import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '../../plan/plan';
import { encodeForFormat } from '../encoder';
import { readExp } from './reader';
import { expLimits, writeExp } from './writer';

const thread = { colour: { red: 0, green: 0, blue: 0 }, name: '', brand: '', catalogueNumber: '' };
const plan: StitchPlan = {
  blocks: [
    {
      thread,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: -5, kind: 'stitch' },
        { x: 10, y: -5, kind: 'trim' },
        { x: 20, y: 0, kind: 'jump' },
        { x: 20, y: 0, kind: 'stitch' },
      ],
    },
    {
      thread,
      stitches: [
        { x: 21, y: 0, kind: 'jump' },
        { x: 21, y: 0, kind: 'stitch' },
      ],
    },
  ],
};

describe('EXP', () => {
  const bytes = writeExp(encodeForFormat(plan, expLimits, { origin: 'keep' }));

  it('writes the records worked out by hand', () => {
    // prettier-ignore
    expect(Array.from(bytes)).toEqual([
      0x00, 0x00, // anchoring stitch
      0x0a, 0x05, // +10 right, 5 up
      0x80, 0x80, 0x07, 0x00, // trim
      0x80, 0x04, 0x0a, 0xfb, // jump +10 right, 5 down
      0x00, 0x00,
      0x80, 0x01, 0x00, 0x00, // colour change
      0x80, 0x04, 0x01, 0x00, // jump +0.1 mm right to the next colour's first stitch
      0x00, 0x00,
    ]);
  });

  it('reads them back', () => {
    const read = readExp(bytes).plan;
    expect(read.blocks.map((block) => block.stitches)).toEqual(plan.blocks.map((block) => block.stitches));
  });
});

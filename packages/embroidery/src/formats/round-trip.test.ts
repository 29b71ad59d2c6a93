// Every format: write, read back, the same stitches within the format's precision, its limits
// honoured.
import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import type { StitchPlan } from '../plan/plan';
import {
  centredPlan,
  count,
  isSubsequence,
  lagoon,
  meadow,
  penetrations,
  poppy,
  samplePlan,
} from '../test-support/plans';
import { commandColourChange, commandJump, commandStitch, commandTrim, type EncodedDesign } from './encoder';
import { embroideryFormatIds, embroideryFormats, exportDesign, importDesign } from './registry';

function recordMoves(design: EncodedDesign): { stitch: number; jump: number } {
  let stitch = 0;
  let jump = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < design.length; index++) {
    const move = Math.max(Math.abs(design.xs[index]! - x), Math.abs(design.ys[index]! - y));
    if (design.kinds[index] === commandStitch) stitch = Math.max(stitch, move);
    if (design.kinds[index] === commandJump) jump = Math.max(jump, move);
    x = design.xs[index]!;
    y = design.ys[index]!;
  }
  return { stitch, jump };
}

function designPenetrations(design: EncodedDesign): [number, number][] {
  const points: [number, number][] = [];
  for (let index = 0; index < design.length; index++) {
    if (design.kinds[index] === commandStitch) points.push([design.xs[index]!, design.ys[index]!]);
  }
  return points;
}

describe.each(embroideryFormatIds)('%s round trip', (id) => {
  const format = embroideryFormats[id];
  const plan = samplePlan();
  const { bytes, design } = exportDesign(plan, id, { name: 'Sample' });
  const read = importDesign(bytes, `sample.${format.extension}`).plan;
  const centred = centredPlan(plan);

  it('sews the same needle positions, with the split points of long moves between them', () => {
    expect(design.bounds.minX).toBeLessThan(0);
    expect(penetrations(read)).toEqual(designPenetrations(design));
    expect(isSubsequence(penetrations(centred), penetrations(read))).toBe(true);
  });

  it('keeps no record longer than the format allows', () => {
    const moves = recordMoves(design);
    expect(moves.stitch).toBeLessThanOrEqual(format.limits.maxStitchDelta);
    expect(moves.jump).toBeLessThanOrEqual(format.limits.maxJumpDelta);
    if (format.limits.maxStitchDelta < 200)
      expect(penetrations(read).length).toBeGreaterThan(penetrations(plan).length);
  });

  it('keeps the trims, and the colour blocks with the stop as a colour change to the same thread', () => {
    const addedForJumps = format.limits.jumpsWithoutTrim ? 0 : 1;
    const addedAtEnd = format.limits.trimAtEnd ? 1 : 0;
    expect(count(read, 'trim')).toBe(count(plan, 'trim') + addedForJumps + addedAtEnd);
    expect(read.blocks).toHaveLength(4);
    const threads = read.blocks.map((block) => block.thread);
    // DST's thread lines carry colour, name and catalogue number but no brand; EXP stores no threads.
    if (format.limits.threadColours === 'rgb' || format.limits.threadColours === 'chart') {
      expect(threads).toEqual(design.threads);
    }
    if (format.limits.threadColours === 'rgb') expect(threads).toEqual([poppy, poppy, lagoon, meadow]);
    if (format.limits.threadColours === 'header') {
      expect(threads.map((thread) => [thread.colour, thread.name, thread.catalogueNumber])).toEqual(
        [poppy, poppy, lagoon, meadow].map((thread) => [thread.colour, thread.name, thread.catalogueNumber]),
      );
    }
    if (format.limits.threadColours === 'chart') {
      expect(threads.every((thread) => format.limits.threadChart!.includes(thread))).toBe(true);
      expect(threads[0]).toBe(threads[1]);
    }
  });

  it('jumps to the start of every run', () => {
    const jumps = read.blocks.flatMap((block) => block.stitches.filter((stitch) => stitch.kind === 'jump'));
    const targets = centred.blocks.flatMap((block) =>
      block.stitches.filter((stitch) => stitch.kind === 'jump'),
    );
    for (const target of targets) {
      expect(jumps.some((jump) => jump.x === target.x && jump.y === target.y)).toBe(true);
    }
  });
});

describe('colour tables', () => {
  function manyColours(colours: number): StitchPlan {
    return {
      blocks: Array.from({ length: colours }, (_, index) => ({
        thread: {
          colour: { red: index % 256, green: (index * 7) % 256, blue: (index * 13) % 256 },
          name: '',
          brand: '',
          catalogueNumber: '',
        },
        stitches: [
          { x: index * 3, y: 0, kind: 'stitch' as const },
          { x: index * 3 + 2, y: 0, kind: 'stitch' as const },
        ],
      })),
    };
  }

  for (const id of ['pes', 'vp3'] as const) {
    it(`refuses 300 colours for ${id.toUpperCase()}, whose table holds 255, with a clear message`, () => {
      let error: unknown;
      try {
        exportDesign(manyColours(300), id);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EmbroideryError);
      expect((error as EmbroideryError).code).toBe('too-many-colours');
      expect((error as EmbroideryError).message).toBe(
        `The design has 300 colour blocks; ${id.toUpperCase()} holds at most 255`,
      );
    });

    it(`merges the closest neighbouring colours of 300 into 255 for ${id.toUpperCase()} when asked`, () => {
      const plan = manyColours(300);
      const result = exportDesign(plan, id, { tooManyColours: 'merge' });
      expect(result.notes.map((note) => note.code)).toContain('colours-merged');
      const read = importDesign(result.bytes, `many.${id}`).plan;
      expect(read.blocks).toHaveLength(255);
      expect(penetrations(read)).toEqual(designPenetrations(result.design));
      expect(isSubsequence(penetrations(centredPlan(plan)), penetrations(read))).toBe(true);
    });
  }

  it('writes 300 colours where the table has room (DST holds 1000)', () => {
    const result = exportDesign(manyColours(300), 'dst');
    expect(importDesign(result.bytes, 'many.dst').plan.blocks).toHaveLength(300);
  });
});

describe('trims and jumps the format’s way', () => {
  it('adds a trim before a jump for VP3, which cannot jump without cutting', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread: poppy,
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 10, y: 0, kind: 'stitch' },
            { x: 20, y: 0, kind: 'jump' },
            { x: 30, y: 0, kind: 'stitch' },
          ],
        },
      ],
    };
    const result = exportDesign(plan, 'vp3', { origin: 'keep' });
    expect(result.notes.map((note) => note.code)).toContain('jumps-trimmed');
    // The stitch after the jump lies 1 mm further on; a stitch right after a jump only anchors
    // the thread, so the frame moves on to it without sewing and the needle goes down there.
    const kinds = Array.from(result.design.kinds.subarray(0, 6));
    expect(kinds).toEqual([
      commandStitch,
      commandStitch,
      commandTrim,
      commandJump,
      commandJump,
      commandStitch,
    ]);
    const read = importDesign(result.bytes, 'a.vp3').plan;
    expect(read.blocks[0]!.stitches.map((stitch) => stitch.kind)).toEqual([
      'stitch',
      'stitch',
      'trim',
      'jump',
      'stitch',
      // VP3 cuts after the last stitch.
      'trim',
    ]);
    expect(penetrations(read)).toEqual([
      [0, 0],
      [10, 0],
      [30, 0],
    ]);
  });

  it('warns that machines cut a DST jump of three records or more', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread: poppy,
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 500, y: 0, kind: 'jump' },
            { x: 500, y: 0, kind: 'stitch' },
          ],
        },
      ],
    };
    const result = exportDesign(plan, 'dst', { origin: 'keep' });
    expect(result.notes).toContainEqual({ code: 'long-jumps-cut', values: { jumps: 1, format: 'DST' } });
    expect(count(importDesign(result.bytes, 'a.dst').plan, 'trim')).toBe(1);
    expect(Array.from(result.design.kinds).filter((kind) => kind === commandColourChange)).toHaveLength(0);
  });

  it('refuses an empty plan and a design larger than PES can address', () => {
    expect(() => exportDesign({ blocks: [] }, 'dst')).toThrow('The design has no stitches');
    const wide: StitchPlan = {
      blocks: [
        {
          thread: poppy,
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 5000, y: 0, kind: 'stitch' },
          ],
        },
      ],
    };
    expect(() => exportDesign(wide, 'pes')).toThrow(
      'PES reaches 409.4 mm across at most; this design is larger',
    );
  });

  it('refuses files that are not what their extension says', () => {
    expect(() => importDesign(new Uint8Array([1, 2, 3]), 'a.dst')).toThrow(EmbroideryError);
    expect(() => importDesign(new Uint8Array(600), 'a.pes')).toThrow(EmbroideryError);
    expect(() => importDesign(new Uint8Array(10), 'a.vp3')).toThrow(EmbroideryError);
    expect(() => importDesign(new Uint8Array(10), 'a.jef')).toThrow(EmbroideryError);
    expect(() => importDesign(new Uint8Array(0), 'a.exp')).toThrow(EmbroideryError);
    expect(() => importDesign(new Uint8Array(10), 'a.xyz')).toThrow(
      'No embroidery format has the extension "xyz"',
    );
  });
});

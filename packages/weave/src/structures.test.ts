import { describe, expect, it } from 'vitest';
import {
  basket,
  plainWeave,
  satin,
  shadedSatin,
  twill,
  warpRib,
  weaveLibrary,
  weaveStructure,
  weftRib,
  type WeaveStructure,
} from './index';

/** The matrix as rows of 0/1, pick 0 first. */
function rows(structure: WeaveStructure): number[][] {
  return Array.from({ length: structure.picks }, (_, pick) => [
    ...structure.cells.subarray(pick * structure.ends, (pick + 1) * structure.ends),
  ]);
}

describe('the weave library', () => {
  it('weaves plain weave as a 2 x 2 checker with floats of one', () => {
    const plain = plainWeave();
    expect(rows(plain)).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect([plain.longestWarpFloat, plain.longestWeftFloat]).toEqual([1, 1]);
  });

  it('weaves a 2/2 Z twill stepping one end to the right each pick, floats of two', () => {
    const twill22 = twill(2, 2, 'z');
    expect(rows(twill22)).toEqual([
      [1, 1, 0, 0],
      [0, 1, 1, 0],
      [0, 0, 1, 1],
      [1, 0, 0, 1],
    ]);
    expect([twill22.longestWarpFloat, twill22.longestWeftFloat]).toEqual([2, 2]);
    expect(rows(twill(2, 2, 's'))[1]).toEqual([1, 0, 0, 1]);
  });

  it('weaves 2/1 and 1/3 twills with their floats', () => {
    expect(rows(twill(2, 1, 'z'))).toEqual([
      [1, 1, 0],
      [0, 1, 1],
      [1, 0, 1],
    ]);
    const twill13 = twill(1, 3, 'z');
    expect([twill13.longestWarpFloat, twill13.longestWeftFloat]).toEqual([1, 3]);
    const twill31 = twill(3, 1, 's');
    expect([twill31.longestWarpFloat, twill31.longestWeftFloat]).toEqual([3, 1]);
  });

  it('weaves the 5-end satin with move 2: one raiser per pick, weft floats of four', () => {
    const weftFaced = satin(5, 2, 'weft');
    expect(rows(weftFaced)).toEqual([
      [1, 0, 0, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 0, 0, 0, 1],
      [0, 1, 0, 0, 0],
      [0, 0, 0, 1, 0],
    ]);
    expect([weftFaced.longestWarpFloat, weftFaced.longestWeftFloat]).toEqual([1, 4]);
    const warpFaced = satin(5, 2, 'warp');
    expect([warpFaced.longestWarpFloat, warpFaced.longestWeftFloat]).toEqual([4, 1]);
    // Each end and each pick interlaces exactly once: no two interlacings share a line.
    for (let line = 0; line < 5; line += 1) {
      expect(rows(weftFaced).reduce((sum, row) => sum + row[line]!, 0)).toBe(1);
    }
  });

  it('weaves the 8-end satin and refuses a move that is not prime to the repeat', () => {
    const eight = satin(8, 3, 'weft');
    expect([eight.longestWarpFloat, eight.longestWeftFloat]).toEqual([1, 7]);
    expect(() => satin(8, 2, 'weft')).toThrow(/move prime to 8/);
    expect(() => satin(8, 1, 'weft')).toThrow(/move/);
    expect(() => satin(5, 4, 'weft')).toThrow(/move/);
  });

  it('shades a satin from weft- to warp-faced by adding raisers next to the satin points', () => {
    for (let raisers = 1; raisers <= 7; raisers += 1) {
      const shaded = shadedSatin(8, 3, raisers);
      for (let pick = 0; pick < 8; pick += 1) {
        expect(rows(shaded)[pick]!.reduce((sum, cell) => sum + cell, 0)).toBe(raisers);
      }
      expect(shaded.longestWeftFloat).toBe(8 - raisers);
    }
    // The lower steps' raisers stay raised at every higher step.
    const lower = shadedSatin(8, 3, 3).cells;
    const higher = shadedSatin(8, 3, 4).cells;
    lower.forEach((cell, index) => expect(cell <= higher[index]!).toBe(true));
  });

  it('weaves basket and ribs with the floats of their groups', () => {
    expect(rows(basket(2))).toEqual([
      [1, 1, 0, 0],
      [1, 1, 0, 0],
      [0, 0, 1, 1],
      [0, 0, 1, 1],
    ]);
    expect([basket(2).longestWarpFloat, basket(2).longestWeftFloat]).toEqual([2, 2]);
    expect([warpRib(2).longestWarpFloat, warpRib(2).longestWeftFloat]).toEqual([2, 1]);
    expect([weftRib(2).longestWarpFloat, weftRib(2).longestWeftFloat]).toEqual([1, 2]);
  });

  it('lists every structure under its own name, each with a whole repeat', () => {
    for (const [name, structure] of Object.entries(weaveLibrary)) {
      expect(structure.name).toBe(name);
      expect(structure.cells.length).toBe(structure.ends * structure.picks);
      expect(Number.isFinite(structure.longestWarpFloat) && Number.isFinite(structure.longestWeftFloat)).toBe(
        true,
      );
    }
    expect(weaveStructure('satin-8-warp').longestWarpFloat).toBe(7);
    expect(() => weaveStructure('velvet')).toThrow(expect.objectContaining({ code: 'unknown-structure' }));
  });
});

import type { StitchPlan } from '@atelier/embroidery';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '../../../ui/contrast';
import { fabricColour, sewnColours } from './fabric';

const black = { red: 0, green: 0, blue: 0 };
const white = { red: 255, green: 255, blue: 255 };
const navy = { red: 20, green: 30, blue: 90 };
const yellow = { red: 250, green: 220, blue: 40 };
const thread = (colour: typeof black) => ({ colour, name: '', brand: '', catalogueNumber: '' });

describe('the fabric a stitch preview is drawn on', () => {
  it('is light under a black or dark thread and dark under a white or light one, at least 3:1', () => {
    for (const colour of [black, navy]) {
      const fabric = fabricColour([colour]);
      expect(relativeLuminance(fabric)).toBeGreaterThan(0.6);
      expect(contrastRatio(fabric, colour)).toBeGreaterThanOrEqual(3);
    }
    for (const colour of [white, yellow]) {
      const fabric = fabricColour([colour]);
      expect(relativeLuminance(fabric)).toBeLessThan(0.1);
      expect(contrastRatio(fabric, colour)).toBeGreaterThanOrEqual(3);
    }
  });

  it('for black and white threads together, is a middle tone that keeps both readable', () => {
    const fabric = fabricColour([black, white]);
    expect(contrastRatio(fabric, black)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(fabric, white)).toBeGreaterThanOrEqual(3);
  });

  it('is the design’s own fabric colour when one is set, however it contrasts', () => {
    const denim = { red: 40, green: 60, blue: 110 };
    expect(fabricColour([navy], denim)).toEqual(denim);
  });

  it('looks at the colours a plan sews, each once, not at blocks that only jump', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread: thread(white),
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 10, y: 0, kind: 'stitch' },
          ],
        },
        { thread: thread(black), stitches: [{ x: 10, y: 0, kind: 'jump' }] },
        { thread: thread(white), stitches: [{ x: 20, y: 0, kind: 'stitch' }] },
      ],
    };
    expect(sewnColours(plan)).toEqual([white]);
  });
});

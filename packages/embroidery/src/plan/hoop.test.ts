import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { assertFitsHoop, checkHoop, standardHoops } from './hoop';
import type { StitchPlan } from './plan';

const thread = { colour: { red: 0, green: 0, blue: 0 }, name: '', brand: '', catalogueNumber: '' };
function rectangle(width: number, height: number): StitchPlan {
  return {
    blocks: [
      {
        thread,
        stitches: [
          { x: 0, y: 0, kind: 'stitch' },
          { x: width * 10, y: height * 10, kind: 'stitch' },
        ],
      },
    ],
  };
}

describe('hoop checks', () => {
  it('accepts a design up to the hoop size', () => {
    expect(checkHoop(rectangle(100, 100), standardHoops['100x100'])).toMatchObject({
      fits: true,
      width: 100,
      height: 100,
    });
  });

  it('says when a design would fit turned by 90 degrees', () => {
    expect(checkHoop(rectangle(180, 120), standardHoops['130x180'])).toMatchObject({
      fits: false,
      fitsTurned: true,
    });
  });

  it('refuses a 5-metre design with both sizes in the message', () => {
    let error: unknown;
    try {
      assertFitsHoop(rectangle(5000, 10), standardHoops['200x200']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EmbroideryError);
    expect((error as EmbroideryError).code).toBe('hoop-overflow');
    expect((error as EmbroideryError).message).toBe(
      'The design is 5000.0 x 10.0 mm, larger than the 200.0 x 200.0 mm hoop',
    );
    expect((error as EmbroideryError).values).toMatchObject({
      width: 5000,
      height: 10,
      hoopWidth: 200,
      hoopHeight: 200,
    });
  });
});

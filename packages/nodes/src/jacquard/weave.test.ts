import { describe, expect, it } from 'vitest';
import type { RasterImage } from '@atelier/graph';
import { locales, supportedLanguages } from '@atelier/i18n';
import type { LiftingPlan } from '@atelier/weave';
import { pixelsOf } from '../support/testing';
import { jacquardNodes } from './registry';
import type { JacquardFigures } from './support';
import { designOf, runOnDesign, valuesOf } from './testing';
import { weaveNode } from './weave';

const red = [200, 30, 40, 255];
const blue = [20, 40, 180, 255];
// Red on the left half and along the top row, blue below it on the right.
const fourByFour = designOf(4, 4, (x, y) => (x < 2 || y === 0 ? red : blue));
const fourByFourControls = {
  widthCentimetres: 1,
  heightCentimetres: 1,
  endsPerCentimetre: 4,
  picksPerCentimetre: 4,
  hooks: 100,
  areas: 2,
  area1: 'plain',
  area2: 'twill-2-2-z',
  floatLimit: 0,
};

const black = [0, 0, 0, 255];
const white = [255, 255, 255, 255];

describe('the jacquard weave node', () => {
  it('shows the 4 x 4 design’s lifting plan worked by hand, black where the end is raised, the first pick at the bottom', async () => {
    const values = valuesOf(await runOnDesign(weaveNode, fourByFour, fourByFourControls));
    const image = values['image'] as RasterImage;
    expect([image.width, image.height]).toEqual([4, 4]);
    // Picks 3 (the all-red, plain top row) down to 0: plain on ends 0-1, 2/2 twill on ends 2-3.
    expect(pixelsOf(image)).toEqual(
      [
        [0, 1, 0, 1],
        [1, 0, 1, 1],
        [0, 1, 1, 0],
        [1, 0, 0, 0],
      ]
        .flat()
        .map((cell) => (cell ? black : white)),
    );
    const plan = values['plan'] as LiftingPlan;
    expect(plan.areas.map((area) => area.structure)).toEqual(['plain', 'twill-2-2-z']);
    const figures = values['figures'] as JacquardFigures;
    expect(figures).toMatchObject({
      ends: 4,
      picks: 4,
      longestWarpFloat: 2,
      longestWeftFloat: 3,
      longestWarpFloatMillimetres: 5,
      longestWeftFloatMillimetres: 7.5,
      shaftsNeeded: 4,
    });
    expect(figures.areas.map((area) => [area.colour, area.structure, area.cells])).toEqual([
      ['#C81E28', 'plain', 10],
      ['#1428B4', 'twill-2-2-z', 6],
    ]);
  });

  it('warns of each float over the limit, naming the area, its colour and the length in ends and mm', async () => {
    const result = await runOnDesign(weaveNode, fourByFour, { ...fourByFourControls, floatLimit: 6 });
    expect(result.status).toBe('fresh');
    expect(result.messages).toEqual([
      expect.objectContaining({
        code: 'weft-float-too-long',
        severity: 'warning',
        values: { area: 1, colour: '#C81E28', threads: 3, millimetres: 7.5, limit: 6 },
      }),
      expect.objectContaining({
        code: 'weft-float-too-long',
        values: { area: 2, colour: '#1428B4', threads: 3, millimetres: 7.5, limit: 6 },
      }),
    ]);
  });

  it('shows the colour areas in their colours when asked', async () => {
    const values = valuesOf(
      await runOnDesign(weaveNode, fourByFour, { ...fourByFourControls, preview: 'areaMap' }),
    );
    expect(pixelsOf(values['image'] as RasterImage)).toEqual(pixelsOf(fourByFour));
  });

  it('takes the area colours from a palette, nearest colour first', async () => {
    const values = valuesOf(
      await runOnDesign(
        weaveNode,
        fourByFour,
        { ...fourByFourControls, area1: 'satin-5-weft', area2: 'satin-5-warp' },
        [
          { red: 0, green: 0, blue: 255, alpha: 255 },
          { red: 255, green: 0, blue: 0, alpha: 255 },
        ],
      ),
    );
    const plan = values['plan'] as LiftingPlan;
    // The red top-left cell (pick 3, end 0) is the palette's red, area 2.
    expect(plan.areaIndices[3 * 4]).toBe(1);
    expect(plan.areaIndices[0 * 4 + 3]).toBe(0);
  });

  it('refuses a fabric wider than the hooks with a message naming both, or repeats it when asked', async () => {
    const controls = { ...fourByFourControls, widthCentimetres: 20, endsPerCentimetre: 50, hooks: 400 };
    const refused = await runOnDesign(weaveNode, fourByFour, controls);
    expect(refused.status).toBe('failed');
    expect(refused.messages[0]).toMatchObject({
      code: 'too-many-ends-for-hooks',
      values: { ends: 1000, hooks: 400 },
    });
    const repeated = await runOnDesign(weaveNode, fourByFour, { ...controls, overflow: 'repeat' });
    expect((valuesOf(repeated)['image'] as RasterImage).width).toBe(400);
    expect(repeated.messages).toContainEqual(
      expect.objectContaining({ code: 'design-repeated-across-width', values: { hooks: 400, repeats: 2.5 } }),
    );
  });

  it('refuses absurd sizes with a message, not an unknown error', async () => {
    const huge = await runOnDesign(weaveNode, fourByFour, {
      ...fourByFourControls,
      widthCentimetres: 400,
      heightCentimetres: 1000,
      endsPerCentimetre: 50,
      picksPerCentimetre: 60,
      hooks: 20_000,
    });
    expect(huge.status).toBe('failed');
    expect(huge.messages[0]).toMatchObject({
      code: 'fabric-too-large',
      values: { picks: 60_000, limit: 50_000 },
    });
    const bad = await runOnDesign(weaveNode, fourByFour, { ...fourByFourControls, areas: 2.5 });
    expect(bad.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'areas' } });
  });
});

describe('the jacquard nodes’ texts', () => {
  it('exist for every label key in every language', () => {
    const lookUp = (tree: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
    for (const definition of Object.values(jacquardNodes)) {
      const keys = [
        definition.title,
        ...definition.inputs.map((socket) => socket.label),
        ...definition.outputs.map((socket) => socket.label),
        ...definition.controls
          .flat()
          .flatMap((control) => [
            control.label,
            ...(control.kind === 'dropdown' ? control.options.map((option) => option.label) : []),
          ]),
      ];
      for (const language of supportedLanguages) {
        for (const key of keys)
          expect([language, key, typeof lookUp(locales[language], key)]).toEqual([language, key, 'string']);
      }
    }
  });
});

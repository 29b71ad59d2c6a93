import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { runOn, valuesOf } from './testing';
import { threadMatchNode, yarnbooksResourceId } from './thread-match';

const plan: StitchPlan = {
  blocks: [
    {
      thread: { colour: { red: 250, green: 20, blue: 25 }, name: '', brand: '', catalogueNumber: '' },
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 10, y: 0, kind: 'stitch' },
      ],
    },
    {
      thread: { colour: { red: 5, green: 5, blue: 5 }, name: '', brand: '', catalogueNumber: '' },
      stitches: [{ x: 10, y: 10, kind: 'stitch' }],
    },
  ],
};

const companyBooks = [
  {
    name: 'House',
    brand: 'Madeira',
    threads: [
      { colour: '#cc0000', name: 'Poppy', catalogueNumber: '1147' },
      { colour: '#101010', name: 'Ink', catalogueNumber: '1800' },
      { colour: '#ffffff', name: 'Snow', catalogueNumber: '1001' },
    ],
  },
];

describe('the thread match node', () => {
  it('names the nearest threads of the company yarnbook, with brand and number, and puts out their palette', async () => {
    const values = valuesOf(
      await runOn(
        threadMatchNode,
        'stitchPlan',
        plan,
        { book: 'company', yarnbook: 'House' },
        {
          [yarnbooksResourceId]: companyBooks,
        },
      ),
    );
    const matched = values['plan'] as StitchPlan;
    expect(
      matched.blocks.map((block) => [block.thread.name, block.thread.brand, block.thread.catalogueNumber]),
    ).toEqual([
      ['Poppy', 'Madeira', '1147'],
      ['Ink', 'Madeira', '1800'],
    ]);
    expect(values['palette']).toEqual([
      { red: 204, green: 0, blue: 0, alpha: 255 },
      { red: 16, green: 16, blue: 16, alpha: 255 },
    ]);
  });

  it('matches against a machine maker’s chart', async () => {
    const values = valuesOf(await runOn(threadMatchNode, 'stitchPlan', plan, { book: 'janome' }));
    expect((values['plan'] as StitchPlan).blocks[1]!.thread).toMatchObject({
      name: 'Black',
      brand: 'Janome',
    });
  });

  it('says when the company has no such yarnbook', async () => {
    const result = await runOn(
      threadMatchNode,
      'stitchPlan',
      plan,
      { book: 'company', yarnbook: 'Missing' },
      {
        [yarnbooksResourceId]: companyBooks,
      },
    );
    expect(result.messages[0]).toMatchObject({ code: 'yarnbook-not-found', values: { control: 'yarnbook' } });
  });
});

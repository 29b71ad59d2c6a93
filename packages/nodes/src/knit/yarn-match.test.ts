import type { KnitChart } from '@atelier/knit';
import { describe, expect, it } from 'vitest';
import { yarnbooksResourceId } from '../embroidery/thread-match';
import { runOn, valuesOf } from '../embroidery/testing';
import { chartOf, navy, red, white } from './testing';
import { yarnMatchNode } from './yarn-match';

// A company yarnbook as the profile's company settings hold it.
const books = [
  {
    name: 'Mill',
    brand: 'Shetland Mill',
    threads: [
      { colour: '#c81e1e', name: 'Scarlet', catalogueNumber: 'SM-120' },
      { colour: '#f5f0e6', name: 'Natural', catalogueNumber: 'SM-001' },
      { colour: '#1a2a5a', name: 'Midnight', catalogueNumber: 'SM-770' },
    ],
  },
];

describe('the yarn match node', () => {
  it('knits the chart in the yarnbook’s nearest yarns, named with brand and number', async () => {
    const chart = chartOf(['0120', '2100'], [white, red, navy]);
    const result = await runOn(
      yarnMatchNode,
      'knitChart',
      chart,
      { yarnbook: 'Mill' },
      { [yarnbooksResourceId]: books },
    );
    const matched = valuesOf(result)['chart'] as KnitChart;
    expect(matched.yarns.map((yarn) => [yarn.name, yarn.brand, yarn.code])).toEqual([
      ['Scarlet', 'Shetland Mill', 'SM-120'],
      ['Natural', 'Shetland Mill', 'SM-001'],
      ['Midnight', 'Shetland Mill', 'SM-770'],
    ]);
    // White became Natural (index 1), red Scarlet (0), navy Midnight (2), cell by cell.
    const names = [...matched.cells].map((cell) => matched.yarns[cell]!.name);
    const expected = [...chart.cells].map((cell) => ({ 0: 'Natural', 1: 'Scarlet', 2: 'Midnight' })[cell]);
    expect(names).toEqual(expected);
    expect(result.messages).toEqual([]);
  });

  it('merges yarns that match the same yarn and says so', async () => {
    const darkRed = { ...red, colour: { red: 170, green: 20, blue: 20 }, name: '' };
    const chart = chartOf(['01', '10'], [red, darkRed]);
    const result = await runOn(
      yarnMatchNode,
      'knitChart',
      chart,
      { yarnbook: '' },
      { [yarnbooksResourceId]: books },
    );
    const matched = valuesOf(result)['chart'] as KnitChart;
    expect(matched.yarns.map((yarn) => yarn.name)).toEqual(['Scarlet']);
    expect([...matched.cells]).toEqual([0, 0, 0, 0]);
    expect(result.messages).toEqual([
      expect.objectContaining({ code: 'yarns-merged', values: { yarns: 2, matched: 1, yarnbook: 'Mill' } }),
    ]);
  });

  it('names the yarnbook it cannot find', async () => {
    const result = await runOn(
      yarnMatchNode,
      'knitChart',
      chartOf(['01'], [white, red]),
      { yarnbook: 'Other' },
      {
        [yarnbooksResourceId]: books,
      },
    );
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({ code: 'yarnbook-not-found', values: { yarnbook: 'Other' } });
  });
});

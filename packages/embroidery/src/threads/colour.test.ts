import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { buildStitchPlan } from '../plan/build';
import { brotherThreadChart, janomeThreadChart } from './charts';
import { deltaE2000, srgbToLab } from './colour';
import { matchPlanToYarnbook, nearestThread, parseYarnbook } from './yarnbook';

describe('srgbToLab', () => {
  it('puts white at L = 100 and pure red where CIE tables have it', () => {
    const white = srgbToLab({ red: 255, green: 255, blue: 255 });
    expect(white.lightness).toBeCloseTo(100, 3);
    expect(white.a).toBeCloseTo(0, 3);
    expect(white.b).toBeCloseTo(0, 3);
    const red = srgbToLab({ red: 255, green: 0, blue: 0 });
    expect(red.lightness).toBeCloseTo(53.24, 1);
    expect(red.a).toBeCloseTo(80.09, 1);
    expect(red.b).toBeCloseTo(67.2, 1);
  });
});

describe('deltaE2000', () => {
  // Pairs 1, 2, 3 and 7 of Sharma, Wu and Dalal's supplementary test data.
  const pairs: [number, number, number, number, number, number, number][] = [
    [50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425],
    [50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615],
    [50, 2.8361, -74.02, 50, 0, -82.7485, 3.4412],
    [50, 0, 0, 50, -1, 2, 2.3669],
  ];
  for (const [l1, a1, b1, l2, a2, b2, expected] of pairs) {
    it(`gives ${expected} for (${l1}, ${a1}, ${b1}) and (${l2}, ${a2}, ${b2})`, () => {
      expect(deltaE2000({ lightness: l1, a: a1, b: b1 }, { lightness: l2, a: a2, b: b2 })).toBeCloseTo(
        expected,
        4,
      );
    });
  }
});

describe('thread matching', () => {
  it('finds the nearest thread of a chart', () => {
    expect(nearestThread({ red: 250, green: 10, blue: 20 }, brotherThreadChart).thread.name).toBe('Red');
    expect(nearestThread({ red: 2, green: 2, blue: 2 }, janomeThreadChart).thread).toMatchObject({
      name: 'Black',
      catalogueNumber: '002',
      brand: 'Janome',
    });
  });

  it('replaces every block thread with the nearest of a yarnbook', () => {
    const book = parseYarnbook({
      name: 'House threads',
      brand: 'Madeira',
      threads: [
        { colour: '#ffffff', name: 'Snow', catalogueNumber: '1001' },
        { colour: { red: 200, green: 0, blue: 0 }, name: 'Poppy', catalogueNumber: '1147', brand: 'Isacord' },
      ],
    });
    const plan = buildStitchPlan(
      [
        {
          thread: { colour: { red: 255, green: 40, blue: 40 }, name: '', brand: '', catalogueNumber: '' },
          runs: [
            [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
            ],
          ],
        },
      ],
      { locks: false },
    );
    const matched = matchPlanToYarnbook(plan, book);
    expect(matched.plan.blocks[0]!.thread).toEqual({
      colour: { red: 200, green: 0, blue: 0 },
      name: 'Poppy',
      brand: 'Isacord',
      catalogueNumber: '1147',
    });
    expect(matched.matches[0]!.index).toBe(1);
    expect(book.threads[0]!.brand).toBe('Madeira');
  });

  it('refuses a yarnbook without threads or with a bad colour, naming the thread', () => {
    expect(() => parseYarnbook({ threads: [] })).toThrow(EmbroideryError);
    expect(() => parseYarnbook({ threads: [{ colour: '#12345' }] })).toThrow(
      'Thread 1 of the yarnbook has no valid colour',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createChart, type Yarn } from './chart';
import { replaceYarns } from './edit';

const yarn = (name: string, red: number, green: number, blue: number): Yarn => ({
  colour: { red, green, blue },
  name,
  brand: '',
  code: '',
});

describe('knitting a chart in other yarns', () => {
  // 3 needles by 2 rows in red, dark red and white.
  const chart = createChart({
    needles: 3,
    rows: 2,
    gauge: { stitchesPer10cm: 20, rowsPer10cm: 28 },
    yarns: [yarn('', 200, 20, 30), yarn('', 150, 0, 0), yarn('', 255, 255, 255)],
  });
  chart.cells.set([0, 1, 2, 2, 1, 0]);
  chart.catches = Uint16Array.from([0, 0b010, 0, 0b100, 0, 0b001]);

  it('merges the yarns that become one, keeps the cells and joins their float catches', () => {
    const book = [yarn('Navy', 0, 0, 128), yarn('Scarlet', 208, 0, 0), yarn('Ivory', 255, 255, 240)];
    // Red and dark red both become Scarlet, white Ivory; Navy is not used and left out.
    const knitted = replaceYarns(chart, book, [1, 1, 2]);
    expect(knitted.yarns.map((each) => each.name)).toEqual(['Scarlet', 'Ivory']);
    expect([...knitted.cells]).toEqual([0, 0, 1, 1, 0, 0]);
    // Catches: dark red's bit (1) and red's bit (0) become Scarlet's (0), white's (2) Ivory's (1).
    expect([...knitted.catches!]).toEqual([0, 0b01, 0, 0b10, 0, 0b01]);
    expect([...knitted.stitches]).toEqual([...chart.stitches]);
    // The input chart is left alone.
    expect([...chart.cells]).toEqual([0, 1, 2, 2, 1, 0]);
  });

  it('refuses a mapping that does not name a new yarn for each yarn', () => {
    expect(() => replaceYarns(chart, [yarn('A', 0, 0, 0)], [0, 0])).toThrow(/each of the 3 yarns/);
    expect(() => replaceYarns(chart, [yarn('A', 0, 0, 0)], [0, 0, 1])).toThrow(/one of the new yarns/);
  });
});

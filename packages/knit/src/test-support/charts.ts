// Charts for tests, built cell by cell from rows written top row first, as charts are drawn.
import { createChart, type Backing, type KnitChart, type Yarn } from '../chart';

export const white: Yarn = {
  colour: { red: 255, green: 255, blue: 255 },
  name: 'White',
  brand: '',
  code: '',
};
export const red: Yarn = { colour: { red: 255, green: 0, blue: 0 }, name: 'Red', brand: '', code: '' };
export const navy: Yarn = { colour: { red: 0, green: 0, blue: 128 }, name: 'Navy', brand: '', code: '' };

/** A chart from rows of digits (yarn indices), the top row first. */
export function chartOf(rows: string[], yarns: Yarn[], backing: Backing = 'float'): KnitChart {
  const chart = createChart({
    needles: rows[0]!.length,
    rows: rows.length,
    yarns,
    gauge: { stitchesPer10cm: 20, rowsPer10cm: 25 },
    backing,
  });
  rows.forEach((text, fromTop) => {
    const row = rows.length - 1 - fromTop;
    [...text].forEach((digit, needle) => (chart.cells[row * chart.needles + needle] = Number(digit)));
  });
  return chart;
}

/** A chart of `needles` × `rows` with a seeded pseudo-random pattern of `yarnCount` yarns in blocks. */
export function patternChart(needles: number, rows: number, yarns: Yarn[], backing: Backing): KnitChart {
  const chart = createChart({
    needles,
    rows,
    yarns,
    gauge: { stitchesPer10cm: 30, rowsPer10cm: 40 },
    backing,
  });
  let state = 12345;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let row = 0; row < rows; row++) {
    let yarn = 0;
    for (let needle = 0; needle < needles; needle++) {
      if (next() < 0.15) yarn = Math.floor(next() * yarns.length);
      chart.cells[row * needles + needle] = yarn;
    }
  }
  return chart;
}

// Helpers for the knit node tests: charts built from rows of digits, top row first.
import { createChart, type Backing, type KnitChart, type Yarn } from '@atelier/knit';

export const white: Yarn = {
  colour: { red: 255, green: 255, blue: 255 },
  name: 'Ecru',
  brand: 'Atelier',
  code: 'W01',
};
export const red: Yarn = {
  colour: { red: 200, green: 30, blue: 30 },
  name: 'Poppy',
  brand: 'Atelier',
  code: 'R07',
};
export const navy: Yarn = {
  colour: { red: 20, green: 30, blue: 90 },
  name: 'Navy',
  brand: 'Atelier',
  code: 'B12',
};

export function chartOf(rows: string[], yarns: Yarn[], backing: Backing = 'float'): KnitChart {
  const chart = createChart({
    needles: rows[0]!.length,
    rows: rows.length,
    yarns,
    gauge: { stitchesPer10cm: 28, rowsPer10cm: 36 },
    backing,
  });
  rows.forEach((text, fromTop) => {
    const row = rows.length - 1 - fromTop;
    [...text].forEach((digit, needle) => (chart.cells[row * chart.needles + needle] = Number(digit)));
  });
  return chart;
}

/** A chart `needles` wide and `rows` high striped in the yarns, one yarn a needle. */
export function stripedChart(needles: number, rows: number, yarns: Yarn[]): KnitChart {
  const chart = createChart({
    needles,
    rows,
    yarns,
    gauge: { stitchesPer10cm: 28, rowsPer10cm: 36 },
    backing: 'float',
  });
  for (let cell = 0; cell < needles * rows; cell++) chart.cells[cell] = (cell % needles) % yarns.length;
  return chart;
}

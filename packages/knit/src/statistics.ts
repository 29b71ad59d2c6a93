// The figures the info panel and the worksheet show for a chart, computed from the same pass plan
// the knitout writer follows.
import { chartSize, usedYarns, type KnitChart } from './chart';
import { rowPasses } from './plan';

/**
 * Munden's constants for plain knitting, dry relaxed (D. L. Munden, "The geometry and
 * dimensional properties of plain-knit fabrics", J. Textile Inst. 50, 1959): courses per unit
 * length × loop length ≈ 5.0 and wales per unit length × loop length ≈ 3.8.
 */
export const mundenCourseConstant = 5.0;
export const mundenWaleConstant = 3.8;

export interface KnitChartStatistics {
  needles: number;
  rows: number;
  /** Knitted size in centimetres. */
  width: number;
  height: number;
  /** Yarns the cells use. */
  yarns: number;
  /** The most yarns any one row knits with. */
  coloursPerRow: number;
  /** The longest float behind the fabric, in needles passed over (0 when none). */
  longestFloat: number;
  /** Row (1-based) of the longest float; 0 when there is none. */
  longestFloatRow: number;
  /** Loop length of the gauge after Munden, in centimetres. */
  loopLength: number;
  /** Per yarn of the chart: loops (knit and tuck, both beds), float length and yarn in metres. */
  perYarn: { loops: number; floatNeedles: number; metres: number }[];
  /** All yarns together, in metres. */
  totalMetres: number;
}

/**
 * The loop length of a gauge: the mean of what Munden's two constants give for its rows and
 * stitches per centimetre, in centimetres.
 */
export function loopLengthOfGauge(gauge: KnitChart['gauge']): number {
  const coursesPerCentimetre = gauge.rowsPer10cm / 10;
  const walesPerCentimetre = gauge.stitchesPer10cm / 10;
  return (mundenCourseConstant / coursesPerCentimetre + mundenWaleConstant / walesPerCentimetre) / 2;
}

/**
 * Needles, rows, colours per row, the longest float and the yarn each colour takes. Yarn length
 * model: every loop a yarn makes (knit or tuck, front or back bed) takes one loop length of the
 * gauge (Munden, above); every needle a float passes behind takes one stitch width (10 cm divided
 * by the stitches per 10 cm). Cast-on and waste rows are not counted.
 */
export function knitChartStatistics(chart: KnitChart): KnitChartStatistics {
  const used = usedYarns(chart);
  const loopLength = loopLengthOfGauge(chart.gauge);
  const stitchWidth = 10 / chart.gauge.stitchesPer10cm;
  const perYarn = chart.yarns.map(() => ({ loops: 0, floatNeedles: 0, metres: 0 }));
  let coloursPerRow = 0;
  let longestFloat = 0;
  let longestFloatRow = 0;
  for (let row = 0; row < chart.rows; row++) {
    const colours = new Set<number>();
    for (let needle = 0; needle < chart.needles; needle++)
      colours.add(chart.cells[row * chart.needles + needle]!);
    coloursPerRow = Math.max(coloursPerRow, colours.size);
    for (const pass of rowPasses(chart, row, used)) {
      const figures = perYarn[pass.yarn]!;
      figures.loops += pass.stitches.length;
      for (let index = 1; index < pass.stitches.length; index++) {
        const float = pass.stitches[index]!.needle - pass.stitches[index - 1]!.needle - 1;
        if (float <= 0) continue;
        figures.floatNeedles += float;
        if (float > longestFloat) {
          longestFloat = float;
          longestFloatRow = row + 1;
        }
      }
    }
  }
  for (const figures of perYarn) {
    figures.metres = (figures.loops * loopLength + figures.floatNeedles * stitchWidth) / 100;
  }
  const size = chartSize(chart);
  return {
    needles: chart.needles,
    rows: chart.rows,
    width: size.width,
    height: size.height,
    yarns: used.length,
    coloursPerRow,
    longestFloat,
    longestFloatRow,
    loopLength,
    perYarn,
    totalMetres: perYarn.reduce((sum, figures) => sum + figures.metres, 0),
  };
}

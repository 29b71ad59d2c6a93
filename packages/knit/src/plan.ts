// How a V-bed machine knits each row of a chart: which yarn makes which loops on which bed, pass
// by pass. The knitout writer and the chart's statistics both read this one plan, so the yarn
// amounts and floats the info panel shows are those of the file.
//
// Colourwork follows the classic V-bed jacquards (Spencer, "Knitting Technology", ch. 13):
// - float (and 'none' with several colours): single bed; each yarn knits its own cells and floats
//   behind the others. Every pass runs to both edges, tucking on an edge needle it does not knit,
//   so floats never hang loose at the selvedge and carriers turn on the fabric.
// - birdseye: each yarn also knits every k-th back needle (k = the chart's yarns), shifted by one
//   needle per yarn and per row, so each back needle is knitted once a row.
// - ladderback: every yarn also knits every other back needle, building back ribs ("ladders").
import { usedYarns, stitchCodes, type KnitChart } from './chart';
import { KnitError } from './errors';

export type Bed = 'f' | 'b';

export interface PlannedStitch {
  needle: number;
  bed: Bed;
  kind: 'knit' | 'tuck';
}

export interface Pass {
  /** Index into the chart's yarns. */
  yarn: number;
  /** In increasing needle order (back after front at the same needle). */
  stitches: PlannedStitch[];
}

/** Needles between the back stitches of a ladderback. */
export const ladderSpacing = 2;

/**
 * True when the backing knits on the back bed (so purl and cables cannot use it). Callers that
 * plan row by row pass the chart's used yarns, found once, instead of a scan of every cell a row.
 */
export function usesBackBed(chart: KnitChart, used: readonly number[] = usedYarns(chart)): boolean {
  return (chart.backing === 'birdseye' || chart.backing === 'ladderback') && used.length > 1;
}

/** Refuses purl stitches and cables under a double-bed backing and cable cells without a partner. */
export function checkStructures(chart: KnitChart): void {
  const doubleBed = usesBackBed(chart);
  for (let row = 0; row < chart.rows; row++) {
    for (let needle = 0; needle < chart.needles; needle++) {
      const stitch = chart.stitches[row * chart.needles + needle]!;
      const structural =
        stitch === stitchCodes.purl || stitch === stitchCodes.cableLeft || stitch === stitchCodes.cableRight;
      if (doubleBed && structural) {
        throw new KnitError(
          'structure-needs-back-bed',
          `Row ${row + 1} has purl stitches or cables, which a ${chart.backing} backing leaves no back bed for`,
          { row: row + 1, needle: needle + 1, backing: chart.backing },
        );
      }
    }
    cablePairs(chart, row);
  }
}

/** The cable crosses of a row: the left needle of each pair and its direction. */
export function cablePairs(chart: KnitChart, row: number): { needle: number; code: number }[] {
  const pairs: { needle: number; code: number }[] = [];
  for (let needle = 0; needle < chart.needles; needle++) {
    const code = chart.stitches[row * chart.needles + needle]!;
    if (code !== stitchCodes.cableLeft && code !== stitchCodes.cableRight) continue;
    if (needle + 1 >= chart.needles || chart.stitches[row * chart.needles + needle + 1] !== code) {
      throw new KnitError(
        'unpaired-cable',
        `The cable at needle ${needle + 1} of row ${row + 1} has no partner to cross with`,
        {
          row: row + 1,
          needle: needle + 1,
        },
      );
    }
    pairs.push({ needle, code });
    needle++;
  }
  return pairs;
}

/** The yarns that knit a row, in the order the machine knits them. */
export function rowYarns(
  chart: KnitChart,
  row: number,
  used: readonly number[] = usedYarns(chart),
): number[] {
  if (usesBackBed(chart, used)) return [...used];
  const yarns = new Set<number>();
  const start = row * chart.needles;
  for (let needle = 0; needle < chart.needles; needle++) {
    if (chart.stitches[start + needle] !== stitchCodes.miss) yarns.add(chart.cells[start + needle]!);
    const catches = chart.catches?.[start + needle] ?? 0;
    for (let yarn = 0; catches >> yarn; yarn++) if ((catches >> yarn) & 1) yarns.add(yarn);
  }
  // A row of slipped stitches only still needs a yarn to carry on with.
  if (yarns.size === 0) yarns.add(chart.cells[start]!);
  return [...yarns].sort((a, b) => a - b);
}

/**
 * The passes of one row, one per yarn. Each pass is built needle by needle, its front stitch before
 * its back one, so it comes out in the order `Pass` promises without sorting.
 */
export function rowPasses(chart: KnitChart, row: number, used: readonly number[] = usedYarns(chart)): Pass[] {
  const yarns = rowYarns(chart, row, used);
  const start = row * chart.needles;
  const doubleBed = usesBackBed(chart, used);
  // Single-bed colourwork runs every pass to both edges, tucking on an edge needle it does not knit.
  const tuckOnEdges = !doubleBed && yarns.length > 1;
  const count = yarns.length;
  return yarns.map((yarn, position) => {
    const stitches: PlannedStitch[] = [];
    for (let needle = 0; needle < chart.needles; needle++) {
      const cell = start + needle;
      const stitch = chart.stitches[cell]!;
      if (chart.cells[cell] === yarn && stitch !== stitchCodes.miss) {
        stitches.push({
          needle,
          bed: stitch === stitchCodes.purl ? 'b' : 'f',
          kind: stitch === stitchCodes.tuck ? 'tuck' : 'knit',
        });
      } else if (
        ((chart.catches?.[cell] ?? 0) >> yarn) & 1 ||
        (tuckOnEdges && (needle === 0 || needle === chart.needles - 1))
      ) {
        stitches.push({ needle, bed: loopBed(chart, cell), kind: 'tuck' });
      }
      if (!doubleBed) continue;
      const knitsBack =
        chart.backing === 'birdseye'
          ? (((needle + row + position) % count) + count) % count === 0
          : needle % ladderSpacing === 0;
      if (knitsBack) stitches.push({ needle, bed: 'b', kind: 'knit' });
    }
    return { yarn, stitches };
  });
}

/** The back needles a double-bed backing knits on, which the cast-on must fill. */
export function backingNeedles(chart: KnitChart): number[] {
  if (!usesBackBed(chart)) return [];
  const needles: number[] = [];
  for (let needle = 0; needle < chart.needles; needle++) {
    if (chart.backing === 'birdseye' || needle % ladderSpacing === 0) needles.push(needle);
  }
  return needles;
}

function loopBed(chart: KnitChart, cell: number): Bed {
  return chart.stitches[cell] === stitchCodes.purl ? 'b' : 'f';
}

// Text filled with tatami: the letters' counters stay unsewn and every part of a letter is sewn,
// measured on the stitches the fill node plans for the text node's outlines.
import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { bundledFontIds, flattenSubpath, type Point, type VectorDrawing } from '@atelier/vector';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';
import { textNode } from '../vector/text';
import { fillNode } from './fill';
import { valuesOf } from './testing';

/** Plan coordinates are in 0.1 mm. */
const unitsPerMillimetre = 10;
const rowSpacing = 0.4;

function shoelace(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const a = points[index]!;
    const b = points[(index + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Strictly inside the ring (even-odd crossing count). */
function inside(point: Point, ring: readonly Point[]): boolean {
  let result = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const a = ring[index]!;
    const b = ring[previous]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      result = !result;
    }
  }
  return result;
}

function distanceToRing(point: Point, ring: readonly Point[]): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    const length = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const t =
      length === 0
        ? 0
        : Math.max(0, Math.min(1, ((point.x - a.x) * (b.x - a.x) + (point.y - a.y) * (b.y - a.y)) / length));
    nearest = Math.min(
      nearest,
      Math.hypot(point.x - (a.x + t * (b.x - a.x)), point.y - (a.y + t * (b.y - a.y))),
    );
  }
  return nearest;
}

/**
 * The contours of every letter, curves flattened far finer than a stitch. Every subpath counts
 * as a contour whether or not it is marked closed: a glyph's contours are all closed in the font,
 * so the expected shape does not depend on how the text node marks them.
 */
function contoursOf(drawing: VectorDrawing): Point[][][] {
  return drawing.paths.map((path) =>
    path.subpaths.map((subpath) => [...flattenSubpath({ ...subpath, closed: true }, 0.005).points]),
  );
}

/**
 * Each letter's counters: contours wound against the letter's largest one (a glyph's contours
 * do not cross, and under the nonzero rule a counter winds against its outline).
 */
function countersOf(letter: Point[][]): Point[][] {
  const areas = letter.map(shoelace);
  const largest = areas.reduce((best, area) => (Math.abs(area) > Math.abs(best) ? area : best), 0);
  return letter.filter((_, index) => Math.sign(areas[index]!) === -Math.sign(largest));
}

/**
 * The area the contours cover under the nonzero rule, letters overlapping one another (as the
 * joined letters of a script face do) counted once: on horizontal lines 0.01 mm apart, the
 * stretches where the contours' winding number is not zero.
 */
function nonzeroArea(contours: readonly Point[][]): number {
  const step = 0.01;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const contour of contours) {
    for (const point of contour) {
      minY = Math.min(minY, point.y);
      maxY = Math.max(maxY, point.y);
    }
  }
  let area = 0;
  for (let y = Math.floor(minY / step) * step + step / 2; y < maxY; y += step) {
    const crossings: { x: number; winding: number }[] = [];
    for (const contour of contours) {
      for (let index = 0; index < contour.length; index++) {
        const a = contour[index]!;
        const b = contour[(index + 1) % contour.length]!;
        if (a.y <= y !== b.y <= y) {
          crossings.push({ x: a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x), winding: b.y > a.y ? 1 : -1 });
        }
      }
    }
    crossings.sort((left, right) => left.x - right.x);
    let winding = 0;
    crossings.forEach((crossing, index) => {
      if (winding !== 0) area += (crossing.x - crossings[index - 1]!.x) * step;
      winding += crossing.winding;
    });
  }
  return area;
}

async function textFill(
  font: string,
  underlay: boolean,
): Promise<{ drawing: VectorDrawing; plan: StitchPlan }> {
  const graph = graphOf(
    [
      nodeOf(textNode, 'text', { text: 'Atelier 8', font, size: 20, x: 5, y: 25 }),
      nodeOf(fillNode, 'fill', { angle: 0, rowSpacing, maxStitchLength: 3.5, underlay }),
    ],
    [wire(1000, 'text', 'vector', 'fill')],
  );
  const results = await evaluateGraph([textNode, fillNode], graph, ['text', 'fill']);
  return {
    drawing: valuesOf(results['text']!)['vector'] as VectorDrawing,
    plan: valuesOf(results['fill']!)['plan'] as StitchPlan,
  };
}

/**
 * The sewn area: the rows run along x at y = (k + 1/2) x spacing, so every stitch that runs
 * along a row's line covers that stretch of the row. A stitch counts for a row when both its
 * ends lie within half the row spacing of the row's line (a row end too close to a point of the
 * edge is merged into it, which moves that end off the line by up to 0.2 mm) and it runs more
 * along the row than across. The
 * covered stretches of each row are merged (a travel back over a row counts once) and their
 * length times the row spacing is the area the rows cover.
 */
function sewnArea(plan: StitchPlan): number {
  const rowUnits = rowSpacing * unitsPerMillimetre;
  const stretches = new Map<number, [number, number][]>();
  for (const block of plan.blocks) {
    block.stitches.forEach((stitch, index) => {
      const previous = block.stitches[index - 1];
      if (!previous || stitch.kind !== 'stitch') return;
      const row = Math.round(stitch.y / rowUnits - 0.5);
      const rowY = (row + 0.5) * rowUnits;
      const reach = rowUnits / 2;
      if (Math.abs(stitch.y - rowY) > reach || Math.abs(previous.y - rowY) > reach) return;
      if (Math.abs(stitch.x - previous.x) < 2 * Math.abs(stitch.y - previous.y)) return;
      const list = stretches.get(row) ?? [];
      list.push([Math.min(stitch.x, previous.x), Math.max(stitch.x, previous.x)]);
      stretches.set(row, list);
    });
  }
  let covered = 0;
  for (const list of stretches.values()) {
    list.sort((a, b) => a[0] - b[0]);
    let [from, to] = list[0]!;
    for (const [start, end] of list.slice(1)) {
      if (start > to) {
        covered += to - from;
        [from, to] = [start, end];
      } else to = Math.max(to, end);
    }
    covered += to - from;
  }
  return (covered / unitsPerMillimetre) * rowSpacing;
}

describe('text filled with tatami', () => {
  // The underlay runs across the rows (at 90 degrees here), so its stitches do not count as rows.
  it.each(bundledFontIds.flatMap((font) => [false, true].map((underlay) => [font, underlay] as const)))(
    'sews "Atelier 8" in %s (underlay %s) over the letters\' whole area, counters left open',
    async (font, underlay) => {
      const { drawing, plan } = await textFill(font, underlay);
      const letters = contoursOf(drawing);
      // A, t, e, l, i, e, r, 8: the space has no outline.
      expect(letters).toHaveLength(8);
      const outlineArea = nonzeroArea(letters.flat());
      const sewn = sewnArea(plan);
      // Within 4 %: the fill sews the outline flattened to 0.05 mm, whose chords cut off up to
      // about 2 % of the thin-stroked serif face, and rows sample the shape every 0.4 mm.
      expect(Math.abs(sewn - outlineArea) / outlineArea).toBeLessThan(0.04);

      // "e" twice and "8" have counters in every font; so has "A" but in the script face.
      const counters = letters.flatMap(countersOf);
      expect(counters.length).toBeGreaterThanOrEqual(font === 'pacifico-regular' ? 4 : 5);
      // Needle positions lie on the edge flattened to 0.05 mm and are rounded to 0.1 mm, so a
      // point on a counter's edge may sit up to about 0.1 mm inside the exact curve.
      const penetrations = plan.blocks.flatMap((block) =>
        block.stitches
          .filter((stitch) => stitch.kind === 'stitch')
          .map((stitch) => ({ x: stitch.x / unitsPerMillimetre, y: stitch.y / unitsPerMillimetre })),
      );
      const inCounters = penetrations.filter((point) =>
        counters.some((counter) => inside(point, counter) && distanceToRing(point, counter) > 0.1),
      );
      expect(inCounters).toEqual([]);
    },
  );
});

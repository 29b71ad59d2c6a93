// Weeding: a box cut round the design, so the waste vinyl around it peels off as one sheet, and
// weeding lines across the waste between the box and the design, so it peels in strips.
import { requireNumber } from '../errors';
import { boundsOf, insideRing, type Point, type Rectangle } from '../geometry';
import type { CutShape } from '../job';

/** Weeding lines stop this far along the line before the design's outlines and keep this far from their corners, mm. */
export const weedLineClearance = 1;
/** The most weeding lines in either direction. */
export const maximumWeedLines = 50;
/** The widest margin round the design, mm. */
export const maximumWeedMargin = 100;

export interface WeedOptions {
  /** Between the design and the box, mm. */
  margin: number;
  /** Lines across the box from top to bottom, evenly spaced. */
  verticalLines: number;
  /** Lines across the box from left to right, evenly spaced. */
  horizontalLines: number;
}

/** The rectangle round the cut shapes, `margin` away from them; null without any. */
export function weedingBoxOf(shapes: readonly CutShape[], margin: number): Rectangle | null {
  const bounds = boundsOf(shapes.filter((shape) => shape.tool === 'cut').flatMap((shape) => shape.points));
  if (!bounds) return null;
  return {
    x: bounds.x - margin,
    y: bounds.y - margin,
    width: bounds.width + 2 * margin,
    height: bounds.height + 2 * margin,
  };
}

/** Where a line at `at` (x for vertical, y for horizontal) crosses a ring, as positions along the line. */
function crossings(ring: readonly Point[], at: number, vertical: boolean, closed = true): number[] {
  const result: number[] = [];
  for (let index = 0; index < (closed ? ring.length : ring.length - 1); index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    const [aAcross, bAcross, aAlong, bAlong] = vertical ? [a.x, b.x, a.y, b.y] : [a.y, b.y, a.x, b.x];
    if (aAcross > at !== bAcross > at)
      result.push(aAlong + ((bAlong - aAlong) * (at - aAcross)) / (bAcross - aAcross));
  }
  return result;
}

/** The stretches of a line across the box that stay clear of every closed cut shape. */
function clearStretches(
  shapes: readonly CutShape[],
  box: Rectangle,
  at: number,
  vertical: boolean,
): [number, number][] {
  const low = vertical ? box.y : box.x;
  const high = vertical ? box.y + box.height : box.x + box.width;
  const blocked: [number, number][] = [];
  for (const shape of shapes) {
    if (shape.tool !== 'cut') continue;
    if (shape.closed) {
      const along = crossings(shape.points, at, vertical).sort((a, b) => a - b);
      for (let index = 0; index + 1 < along.length; index += 2) {
        const from = along[index]!;
        const to = along[index + 1]!;
        const middle = (from + to) / 2;
        if (insideRing(vertical ? { x: at, y: middle } : { x: middle, y: at }, shape.points))
          blocked.push([from, to]);
      }
    }
    // Any outline passing within the clearance of the line blocks it there.
    for (let index = 0; index < shape.points.length; index++) {
      const point = shape.points[index]!;
      const across = vertical ? point.x : point.y;
      if (Math.abs(across - at) <= weedLineClearance) {
        const along = vertical ? point.y : point.x;
        blocked.push([along, along]);
      }
    }
    if (!shape.closed)
      for (const along of crossings(shape.points, at, vertical, false)) blocked.push([along, along]);
  }
  blocked.sort((a, b) => a[0] - b[0]);
  const stretches: [number, number][] = [];
  let position = low;
  for (const [from, to] of blocked) {
    if (from - weedLineClearance > position)
      stretches.push([position, Math.min(from - weedLineClearance, high)]);
    position = Math.max(position, to + weedLineClearance);
  }
  if (position < high) stretches.push([position, high]);
  // Pieces shorter than the clearance are not worth a cut.
  return stretches.filter(([from, to]) => to - from > weedLineClearance);
}

/** The weeding box and lines for the cut shapes, as weed shapes. */
export function weedingShapes(shapes: readonly CutShape[], options: WeedOptions): CutShape[] {
  const margin = requireNumber('margin', options.margin, 0, maximumWeedMargin);
  const verticalLines = requireNumber('verticalLines', options.verticalLines, 0, maximumWeedLines);
  const horizontalLines = requireNumber('horizontalLines', options.horizontalLines, 0, maximumWeedLines);
  const box = weedingBoxOf(shapes, margin);
  if (!box) return [];
  const result: CutShape[] = [
    {
      points: [
        { x: box.x, y: box.y },
        { x: box.x + box.width, y: box.y },
        { x: box.x + box.width, y: box.y + box.height },
        { x: box.x, y: box.y + box.height },
      ],
      closed: true,
      tool: 'weed',
    },
  ];
  const lines = (count: number, vertical: boolean) => {
    for (let line = 1; line <= Math.floor(count); line++) {
      const at = vertical
        ? box.x + (box.width * line) / (count + 1)
        : box.y + (box.height * line) / (count + 1);
      for (const [from, to] of clearStretches(shapes, box, at, vertical)) {
        result.push({
          points: vertical
            ? [
                { x: at, y: from },
                { x: at, y: to },
              ]
            : [
                { x: from, y: at },
                { x: to, y: at },
              ],
          closed: false,
          tool: 'weed',
        });
      }
    }
  };
  lines(verticalLines, true);
  lines(horizontalLines, false);
  return result;
}

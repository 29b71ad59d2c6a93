// The order shapes are cut in. A shape lying inside a closed outline is cut before that outline:
// once the outline is cut the piece may shift on the carrier and a cut inside it would go astray.
// Among the shapes free to go next, the nearest one to where the blade stands goes next (a
// greedy nearest-neighbour tour), entering a closed shape at its vertex nearest the blade and an
// open line at its nearer end. The tour is kept only when it travels less than the drawing's own
// order (with the same inside-first rule), so ordering never makes the travel longer.
import { boundsOf, distance, doubleSignedArea, insideRing, type Point, type Rectangle } from '../geometry';
import type { CutShape } from '../job';

/** Above this many points in a tile, closed shapes are entered at their first point only (choosing the entry is quadratic). */
export const maximumPointsForEntryChoice = 20_000;

/** How many points of a shape are tested to decide it lies inside another. */
const containmentSamples = 16;

interface Candidate {
  shape: CutShape;
  bounds: Rectangle;
  /** Indices of the candidates this one lies inside. */
  containers: number[];
  /** How many candidates lie inside this one and are not cut yet. */
  waiting: number;
}

function within(inner: Rectangle, outer: Rectangle): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

function samples(points: readonly Point[]): Point[] {
  if (points.length <= containmentSamples) return [...points];
  const step = points.length / containmentSamples;
  return Array.from({ length: containmentSamples }, (_, index) => points[Math.floor(index * step)]!);
}

/** For each shape, the closed shapes it lies inside (every sampled point inside, and smaller). */
export function containment(shapes: readonly CutShape[]): number[][] {
  const boxes = shapes.map((shape) => boundsOf(shape.points)!);
  const areas = shapes.map((shape) => (shape.closed ? Math.abs(doubleSignedArea(shape.points)) / 2 : 0));
  return shapes.map((shape, index) => {
    const points = samples(shape.points);
    const containers: number[] = [];
    shapes.forEach((outer, outerIndex) => {
      if (outerIndex === index || !outer.closed || areas[outerIndex]! <= areas[index]!) return;
      if (!within(boxes[index]!, boxes[outerIndex]!)) return;
      if (points.every((point) => insideRing(point, outer.points))) containers.push(outerIndex);
    });
    return containers;
  });
}

/** The shape entered at the point nearest `from`: a ring turned to start there, a line reversed if its end is nearer. */
function entered(shape: CutShape, from: Point, chooseEntry: boolean): { shape: CutShape; travel: number } {
  const points = shape.points;
  if (!shape.closed) {
    const toStart = distance(from, points[0]!);
    const toEnd = distance(from, points[points.length - 1]!);
    return toEnd < toStart
      ? { shape: { ...shape, points: [...points].reverse() }, travel: toEnd }
      : { shape, travel: toStart };
  }
  if (!chooseEntry) return { shape, travel: distance(from, points[0]!) };
  let best = 0;
  let bestDistance = Infinity;
  points.forEach((point, index) => {
    const length = distance(from, point);
    if (length < bestDistance) {
      bestDistance = length;
      best = index;
    }
  });
  return {
    shape: { ...shape, points: [...points.slice(best), ...points.slice(0, best)] },
    travel: bestDistance,
  };
}

/** The end of a shape's cut: a ring ends where it began. */
function exitOf(shape: CutShape): Point {
  return shape.closed ? shape.points[0]! : shape.points[shape.points.length - 1]!;
}

interface Tour {
  shapes: CutShape[];
  travel: number;
}

function tour(shapes: readonly CutShape[], start: Point, nearest: boolean): Tour {
  const containers = containment(shapes);
  const chooseEntry =
    shapes.reduce((sum, shape) => sum + shape.points.length, 0) <= maximumPointsForEntryChoice;
  const candidates: Candidate[] = shapes.map((shape, index) => ({
    shape,
    bounds: boundsOf(shape.points)!,
    containers: containers[index]!,
    waiting: 0,
  }));
  for (const candidate of candidates)
    for (const container of candidate.containers) candidates[container]!.waiting++;
  const done = new Array<boolean>(shapes.length).fill(false);
  const result: CutShape[] = [];
  let position = start;
  let travel = 0;
  for (let count = 0; count < shapes.length; count++) {
    let chosen = -1;
    let chosenEntry: { shape: CutShape; travel: number } | null = null;
    for (let index = 0; index < candidates.length; index++) {
      if (done[index] || candidates[index]!.waiting > 0) continue;
      if (!nearest) {
        chosen = index;
        chosenEntry = entered(candidates[index]!.shape, position, chooseEntry);
        break;
      }
      // A shape whose box is farther than the best entry so far cannot be nearer.
      const box = candidates[index]!.bounds;
      const boxDistance = Math.hypot(
        Math.max(box.x - position.x, 0, position.x - box.x - box.width),
        Math.max(box.y - position.y, 0, position.y - box.y - box.height),
      );
      if (chosenEntry && boxDistance >= chosenEntry.travel) continue;
      const entry = entered(candidates[index]!.shape, position, chooseEntry);
      if (!chosenEntry || entry.travel < chosenEntry.travel) {
        chosen = index;
        chosenEntry = entry;
      }
    }
    done[chosen] = true;
    for (const container of candidates[chosen]!.containers) candidates[container]!.waiting--;
    result.push(chosenEntry!.shape);
    travel += chosenEntry!.travel;
    position = exitOf(chosenEntry!.shape);
  }
  return { shapes: result, travel };
}

/**
 * The shapes in cutting order from `start`: every shape inside a closed shape before it; then
 * `nearest` the shorter of the nearest-neighbour tour and the drawing's order, or `drawing` the
 * drawing's order.
 */
export function orderShapes(
  shapes: readonly CutShape[],
  start: Point,
  order: 'nearest' | 'drawing',
): CutShape[] {
  const drawing = tour(shapes, start, false);
  if (order === 'drawing') return drawing.shapes;
  const nearest = tour(shapes, start, true);
  return nearest.travel <= drawing.travel ? nearest.shapes : drawing.shapes;
}

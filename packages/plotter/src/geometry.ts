// Plane geometry of cut paths: millimetres, origin top left, y pointing down (as the design is
// drawn on screen).

export interface Point {
  x: number;
  y: number;
}

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** The length of a polyline; a closed one includes the segment back to its first point. */
export function polylineLength(points: readonly Point[], closed = false): number {
  let length = 0;
  for (let index = 1; index < points.length; index++) length += distance(points[index - 1]!, points[index]!);
  if (closed && points.length > 1) length += distance(points[points.length - 1]!, points[0]!);
  return length;
}

/**
 * Twice the signed area of a ring (the shoelace formula). With y pointing down, a ring that runs
 * clockwise on screen has a positive area.
 */
export function doubleSignedArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** Whether a point lies inside a ring, by the even-odd rule (a ray cast to the right). */
export function insideRing(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const a = ring[index]!;
    const b = ring[previous]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** The smallest rectangle holding every point, or null for none. */
export function boundsOf(points: Iterable<Point>): Rectangle | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    if (point.x < minX) minX = point.x;
    if (point.y < minY) minY = point.y;
    if (point.x > maxX) maxX = point.x;
    if (point.y > maxY) maxY = point.y;
  }
  if (minX === Infinity) return null;
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

export function samePoint(a: Point, b: Point, tolerance = 1e-9): boolean {
  return Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;
}

/** The points without repeats of the point before them; a closed ring also drops a last point equal to its first. */
export function withoutRepeats(points: readonly Point[], closed: boolean): Point[] {
  const result: Point[] = [];
  for (const point of points)
    if (result.length === 0 || !samePoint(result[result.length - 1]!, point)) result.push(point);
  if (closed && result.length > 1 && samePoint(result[0]!, result[result.length - 1]!)) result.pop();
  return result;
}

/**
 * The parts of a polyline inside a rectangle, each an open polyline; a closed ring wholly inside
 * comes back as itself. Each segment is clipped by Liang and Barsky's parametric method
 * ("A new concept and method for line clipping", ACM Transactions on Graphics 3(1), 1984);
 * segments whose clipped ends meet are joined.
 */
export function clipToRectangle(
  points: readonly Point[],
  closed: boolean,
  box: Rectangle,
): { points: Point[]; closed: boolean }[] {
  const inside = (point: Point) =>
    point.x >= box.x && point.x <= box.x + box.width && point.y >= box.y && point.y <= box.y + box.height;
  if (points.every(inside)) return [{ points: [...points], closed }];
  const ends = closed ? points.length : points.length - 1;
  const pieces: Point[][] = [];
  let current: Point[] | null = null;
  for (let index = 0; index < ends; index++) {
    const a = points[index]!;
    const b = points[(index + 1) % points.length]!;
    const clipped = clipSegment(a, b, box);
    if (!clipped) {
      current = null;
      continue;
    }
    const [from, to] = clipped;
    if (current && samePoint(current[current.length - 1]!, from)) current.push(to);
    else {
      current = [from, to];
      pieces.push(current);
    }
    if (!samePoint(to, b)) current = null;
  }
  // A ring cut open: the piece running through its first point is one piece.
  if (closed && pieces.length > 1) {
    const first = pieces[0]!;
    const last = pieces[pieces.length - 1]!;
    if (samePoint(last[last.length - 1]!, first[0]!) && samePoint(first[0]!, points[0]!)) {
      pieces.pop();
      pieces[0] = [...last, ...first.slice(1)];
    }
  }
  return pieces
    .map((piece) => ({ points: withoutRepeats(piece, false), closed: false }))
    .filter((piece) => piece.points.length > 1);
}

function clipSegment(a: Point, b: Point, box: Rectangle): [Point, Point] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let enter = 0;
  let leave = 1;
  const edges: [number, number][] = [
    [-dx, a.x - box.x],
    [dx, box.x + box.width - a.x],
    [-dy, a.y - box.y],
    [dy, box.y + box.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (enter > leave) return null;
  }
  const at = (t: number): Point => (t === 0 ? a : t === 1 ? b : { x: a.x + dx * t, y: a.y + dy * t });
  if (enter === leave) return null;
  return [at(enter), at(leave)];
}

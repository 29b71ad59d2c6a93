// Where a new node goes: the free place nearest to where it was asked for, inside the part of
// the view the user can see (not behind the side panel or another overlay), never on top of
// another node. Pure world-coordinate geometry, so it is tested at any zoom without a canvas.
import { rectsIntersect, type Point, type Rect } from './geometry';

export interface PlacementRequest {
  /** Where the new node's top-left corner should be, ideally. */
  near: Point;
  /** The new node's size in canvas units. */
  size: { width: number; height: number };
  /** Rectangles of the nodes already on the canvas. */
  obstacles: readonly Rect[];
  /** The part of the canvas the view shows, in canvas units; absent for no preference. */
  visible?: Rect;
  /** Parts of the view hidden behind panels, in canvas units: a node never goes under them. */
  covered?: readonly Rect[];
  /** The least gap kept between the new node and any other (the spacing setting). */
  gap: number;
  /** The workflow grid step positions snap to; absent or 0 when the grid is off. */
  grid?: number;
}

/** How many steps out from the wished-for place the search looks before it gives up. */
const searchRings = 24;

function snapValue(value: number, grid: number | undefined): number {
  return grid ? Math.round(value / grid) * grid : value;
}

/** A node's length and the gap, rounded up to the grid: the step from one node to the next. */
function stepFor(length: number, grid: number | undefined): number {
  return grid ? Math.max(grid, Math.ceil(length / grid) * grid) : length;
}

function inside(outer: Rect, inner: Rect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height
  );
}

/** Strictly overlapping (touching edges do not count), so a gap of 0 lets nodes sit edge to edge. */
function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The offsets (in steps) around the wished-for place, nearest first. Within one distance the
 * same row comes first, to the right before the left, then below before above: a graph reads
 * left to right, so a node added where another sits goes beside it.
 */
function ringOffsets(rings: number): Point[] {
  const offsets: Point[] = [];
  for (let dy = -rings; dy <= rings; dy++)
    for (let dx = -rings; dx <= rings; dx++) offsets.push({ x: dx, y: dy });
  const cost = (offset: Point) => Math.abs(offset.x) + Math.abs(offset.y);
  return offsets.sort(
    (a, b) =>
      cost(a) - cost(b) ||
      Math.abs(a.y) - Math.abs(b.y) ||
      Number(a.x < 0) - Number(b.x < 0) ||
      Number(a.y < 0) - Number(b.y < 0),
  );
}

let offsetsCache: Point[] | undefined;

/**
 * The top-left corner for a new node: the wished-for place when it is free, else the nearest
 * free place on a lattice of node-sized steps (plus the gap) around it, half a step apart so
 * it fits between nodes that are not aligned. A place is free when the node with the gap
 * around it touches no other node and no covered area; a place wholly inside the visible,
 * uncovered view is preferred over any place outside it.
 */
export function findFreePlace(request: PlacementRequest): Point {
  const { size, gap, grid } = request;
  const covered = request.covered ?? [];
  const near = { x: snapValue(request.near.x, grid), y: snapValue(request.near.y, grid) };
  // Half steps: a full step puts the node right beside one at the wished-for place, the half
  // steps between let it fit into gaps between nodes that are not aligned to it.
  const stepX = stepFor(size.width + gap, grid) / 2;
  const stepY = stepFor(size.height + gap, grid) / 2;
  const free = (place: Point) => {
    const padded = {
      x: place.x - gap,
      y: place.y - gap,
      width: size.width + gap * 2,
      height: size.height + gap * 2,
    };
    const rect = { x: place.x, y: place.y, width: size.width, height: size.height };
    return (
      !request.obstacles.some((obstacle) => overlaps(padded, obstacle)) &&
      !covered.some((area) => rectsIntersect(rect, area))
    );
  };
  const seen = (place: Point) =>
    request.visible !== undefined &&
    inside(request.visible, { x: place.x, y: place.y, width: size.width, height: size.height });

  offsetsCache ??= ringOffsets(searchRings);
  let outside: Point | undefined;
  for (const offset of offsetsCache) {
    const place = {
      x: snapValue(near.x + offset.x * stepX, grid),
      y: snapValue(near.y + offset.y * stepY, grid),
    };
    if (!free(place)) continue;
    if (request.visible === undefined || seen(place)) return place;
    outside ??= place;
  }
  return outside ?? near;
}

/**
 * The visible view without the panels along its sides: a covered area spanning most of the
 * view's height cuts off the side its middle is on (a floating panel need not touch the edge),
 * one spanning most of its width cuts off the top or bottom. What is left is where a new node
 * is centred. Smaller areas stay in it (the placement avoids them anyway).
 */
export function uncoveredView(view: Rect, covered: readonly Rect[]): Rect {
  let left = view.x;
  let right = view.x + view.width;
  let top = view.y;
  let bottom = view.y + view.height;
  const middle = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  for (const area of covered) {
    if (area.height >= view.height / 2) {
      if (area.x + area.width / 2 > middle.x) right = Math.min(right, area.x);
      else left = Math.max(left, area.x + area.width);
    } else if (area.width >= view.width / 2) {
      if (area.y + area.height / 2 > middle.y) bottom = Math.min(bottom, area.y);
      else top = Math.max(top, area.y + area.height);
    }
  }
  if (right - left < 1 || bottom - top < 1) return view;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * How far to pan the view (in the rectangles' units) so that `rect` lies inside `view` with
 * `margin` to spare: nothing when it already does, else the least move that brings it in. A
 * rectangle larger than the view is brought in by its top-left corner, where a node's title is.
 */
export function revealOffset(rect: Rect, view: Rect, margin = 0): Point {
  const axis = (start: number, length: number, viewStart: number, viewLength: number) => {
    const low = viewStart + margin;
    const high = viewStart + viewLength - margin;
    if (start < low || length > high - low) return low - start;
    if (start + length > high) return high - (start + length);
    return 0;
  };
  return {
    x: axis(rect.x, rect.width, view.x, view.width),
    y: axis(rect.y, rect.height, view.y, view.height),
  };
}

/** The drawing order with the selected nodes last, so a selected node is drawn (and hit) on top. */
export function stackingOrder(order: readonly string[], selectedNodeIds: readonly string[]): string[] {
  if (selectedNodeIds.length === 0) return [...order];
  const selected = new Set(selectedNodeIds);
  return [...order.filter((id) => !selected.has(id)), ...order.filter((id) => selected.has(id))];
}

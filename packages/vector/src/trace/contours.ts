import type { Point } from '../model';

// Boundary tracing along pixel edges ("crack following", as in Potrace's path decomposition: P.
// Selinger, "Potrace: a polygon-based tracing algorithm", 2003, section 2.1). Every side between
// a pixel inside the mask and one outside becomes a directed unit edge with the inside on its
// right, so outlines run clockwise on the page and holes the other way, and the nonzero rule fills
// exactly the mask. Where two inside pixels meet only at a corner the trace turns right, which keeps
// them in separate outlines (4-connected regions).

/** A closed outline on pixel corners, in pixel units, y down. */
export interface Contour {
  /** Corners only: runs of unit edges in one direction are merged. */
  readonly corners: Point[];
  /** The enclosed area in pixels: positive for outlines, negative for holes. */
  readonly area: number;
}

// Directions: 0 right (+x), 1 down (+y), 2 left, 3 up. A right turn on a y-down page is +1.
const stepX = [1, 0, -1, 0];
const stepY = [0, 1, 0, -1];

/**
 * The outlines of the pixels for which `inside(index)` holds, in a width x height grid. Each
 * outline's corners are in pixel-corner coordinates (0..width, 0..height).
 */
export function traceContours(width: number, height: number, inside: (pixel: number) => boolean): Contour[] {
  const stride = width + 1;
  // Outgoing edges per vertex as a 4-bit set, one bit per direction.
  const outgoing = new Uint8Array(stride * (height + 1));
  let edgeCount = 0;
  const isInside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && inside(y * width + x);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inside(y * width + x)) continue;
      // Each side facing outside becomes an edge with this pixel on its right.
      if (!isInside(x, y - 1)) {
        outgoing[y * stride + x]! |= 1 << 0;
        edgeCount++;
      }
      if (!isInside(x + 1, y)) {
        outgoing[y * stride + x + 1]! |= 1 << 1;
        edgeCount++;
      }
      if (!isInside(x, y + 1)) {
        outgoing[(y + 1) * stride + x + 1]! |= 1 << 2;
        edgeCount++;
      }
      if (!isInside(x - 1, y)) {
        outgoing[(y + 1) * stride + x]! |= 1 << 3;
        edgeCount++;
      }
    }
  }
  const contours: Contour[] = [];
  let remaining = edgeCount;
  for (let vertex = 0; vertex < outgoing.length && remaining > 0; vertex++) {
    while (outgoing[vertex]) {
      const corners: Point[] = [];
      let x = vertex % stride;
      let y = (vertex - x) / stride;
      let direction = 31 - Math.clz32(outgoing[vertex]! & -outgoing[vertex]!);
      const startX = x;
      const startY = y;
      let doubledArea = 0;
      let previousDirection = -1;
      for (;;) {
        const here = y * stride + x;
        outgoing[here]! &= ~(1 << direction);
        remaining--;
        if (direction !== previousDirection) corners.push({ x, y });
        const nextX = x + stepX[direction]!;
        const nextY = y + stepY[direction]!;
        doubledArea += x * nextY - nextX * y;
        x = nextX;
        y = nextY;
        previousDirection = direction;
        // Back at the start the outline is closed, even where the start is a corner two outlines share.
        if (x === startX && y === startY) break;
        const available = outgoing[y * stride + x]!;
        if (!available) break;
        // Prefer a right turn, then straight on, then left; never straight back.
        const right = (direction + 1) % 4;
        const left = (direction + 3) % 4;
        direction = available & (1 << right) ? right : available & (1 << direction) ? direction : left;
        if (!(available & (1 << direction))) break;
      }
      // Back at the start: drop the first corner when the last run continues through it.
      if (x === startX && y === startY && corners.length > 1) {
        const first = corners[0]!;
        const second = corners[1]!;
        const last = corners[corners.length - 1]!;
        const inLine =
          (first.x === second.x && first.x === last.x) || (first.y === second.y && first.y === last.y);
        if (inLine) corners.shift();
      }
      contours.push({ corners, area: doubledArea / 2 });
    }
  }
  return contours;
}

import type { Point } from '../model';
import type { Cubic } from '../bezier';

// Elliptical arcs as cubic Béziers. The endpoint-to-centre conversion and the correction of
// out-of-range radii follow the SVG 1.1 implementation notes, sections F.6.5 and F.6.6; each piece
// of at most 90° is then drawn with control points at k = 4/3·tan(Δθ/4) along the tangents
// (L. Maisonobe, "Drawing an elliptical arc using polylines, quadratic or cubic Bézier curves", 2003).

export interface ArcParameters {
  readonly radiusX: number;
  readonly radiusY: number;
  /** Rotation of the ellipse's x axis, in degrees. */
  readonly rotation: number;
  readonly largeArc: boolean;
  /** True for the direction of increasing angle (clockwise on a y-down page). */
  readonly sweep: boolean;
}

/**
 * The cubics that draw an SVG arc from `from` to `to`. Equal end points draw nothing; a zero
 * radius draws a straight line (returned as a cubic with its controls on the line), as F.6.2 says.
 */
export function arcToCubics(from: Point, to: Point, arc: ArcParameters): Cubic[] {
  if (from.x === to.x && from.y === to.y) return [];
  let rx = Math.abs(arc.radiusX);
  let ry = Math.abs(arc.radiusY);
  if (rx === 0 || ry === 0) {
    return [
      {
        p0: from,
        p1: { x: from.x + (to.x - from.x) / 3, y: from.y + (to.y - from.y) / 3 },
        p2: { x: from.x + ((to.x - from.x) * 2) / 3, y: from.y + ((to.y - from.y) * 2) / 3 },
        p3: to,
      },
    ];
  }
  const phi = ((arc.rotation % 360) * Math.PI) / 180;
  const cosPhi = Math.cos(phi);
  const sinPhi = Math.sin(phi);

  // F.6.5.1: the start point in the ellipse's own axes, relative to the chord's midpoint.
  const halfDx = (from.x - to.x) / 2;
  const halfDy = (from.y - to.y) / 2;
  const x1 = cosPhi * halfDx + sinPhi * halfDy;
  const y1 = -sinPhi * halfDx + cosPhi * halfDy;

  // F.6.6.2: radii too small to reach both points are scaled up just enough.
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    const scale = Math.sqrt(lambda);
    rx *= scale;
    ry *= scale;
  }

  // F.6.5.2: the centre in the ellipse's axes.
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const sign = arc.largeArc === arc.sweep ? -1 : 1;
  const coefficient = sign * Math.sqrt(Math.max(0, numerator / denominator));
  const cx1 = (coefficient * rx * y1) / ry;
  const cy1 = (-coefficient * ry * x1) / rx;

  // F.6.5.3: the centre on the page.
  const cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2;
  const cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2;

  // F.6.5.5 and F.6.5.6: start angle and sweep.
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const startAngle = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let sweepAngle = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!arc.sweep && sweepAngle > 0) sweepAngle -= 2 * Math.PI;
  else if (arc.sweep && sweepAngle < 0) sweepAngle += 2 * Math.PI;

  const pieces = Math.max(1, Math.ceil(Math.abs(sweepAngle) / (Math.PI / 2) - 1e-9));
  const step = sweepAngle / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  const onEllipse = (unitX: number, unitY: number): Point => ({
    x: cx + rx * cosPhi * unitX - ry * sinPhi * unitY,
    y: cy + rx * sinPhi * unitX + ry * cosPhi * unitY,
  });
  const cubics: Cubic[] = [];
  let previous = from;
  for (let piece = 0; piece < pieces; piece++) {
    const a = startAngle + piece * step;
    const b = a + step;
    const cosA = Math.cos(a);
    const sinA = Math.sin(a);
    const cosB = Math.cos(b);
    const sinB = Math.sin(b);
    const end = piece === pieces - 1 ? to : onEllipse(cosB, sinB);
    cubics.push({
      p0: previous,
      p1: onEllipse(cosA - k * sinA, sinA + k * cosA),
      p2: onEllipse(cosB + k * sinB, sinB - k * cosB),
      p3: end,
    });
    previous = end;
  }
  return cubics;
}

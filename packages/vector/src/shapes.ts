import { VectorError } from './errors';
import {
  cubicTo,
  lineTo,
  maximumExtent,
  point,
  polyline,
  type Point,
  type Segment,
  type Subpath,
} from './model';
import { optional, requireInteger, requireNumber } from './options';

// Basic shapes as subpaths, drawn clockwise on the page (y down) from their top. Circles and
// rounded corners use the usual four-arc cubic approximation with k = 4/3·(√2 − 1) ≈ 0.5523, whose
// radial error is at most 0.027 % of the radius (M. Goldapp, "Approximation of circular arcs by
// cubic polynomials", CAGD 8, 1991).

/** The control-point distance of a quarter circle of radius 1 drawn as one cubic. */
export const circleKappa = (4 / 3) * (Math.SQRT2 - 1);

/** The most corners a polygon or points a star may have. */
export const maximumCorners = 1000;

function requireSize(value: unknown, option: string, shape: string): number {
  const size = requireNumber(value, option);
  if (size <= 0) {
    throw new VectorError('degenerate', `A ${shape} needs ${option} greater than 0 mm, got ${size}`, {
      option,
      shape,
    });
  }
  if (size > maximumExtent) {
    throw new VectorError(
      'too-large',
      `A ${shape} may be at most ${maximumExtent} mm across, got ${option} ${size}`,
      {
        option,
        shape,
        limit: maximumExtent,
      },
    );
  }
  return size;
}

export interface RectangleOptions {
  /** Left edge in millimetres. */
  x?: number;
  /** Top edge in millimetres. */
  y?: number;
  width: number;
  height: number;
  /** Radius of the rounded corners; clamped to half the shorter side. 0 gives sharp corners. */
  cornerRadius?: number;
}

export function rectangle(options: RectangleOptions): Subpath {
  const x = requireNumber(optional(options.x, 0), 'x');
  const y = requireNumber(optional(options.y, 0), 'y');
  const width = requireSize(options.width, 'width', 'rectangle');
  const height = requireSize(options.height, 'height', 'rectangle');
  const requestedRadius = requireNumber(optional(options.cornerRadius, 0), 'cornerRadius');
  if (requestedRadius < 0) {
    throw new VectorError('invalid-option', 'Option "cornerRadius" must be 0 or more', {
      option: 'cornerRadius',
    });
  }
  const radius = Math.min(requestedRadius, width / 2, height / 2);
  if (radius === 0) {
    return polyline(
      [point(x, y), point(x + width, y), point(x + width, y + height), point(x, y + height)],
      true,
    );
  }
  const k = radius * (1 - circleKappa);
  const right = x + width;
  const bottom = y + height;
  const segments: Segment[] = [];
  const straight = (to: Point) => {
    const from = segments.length ? segments[segments.length - 1]!.to : point(x + radius, y);
    if (from.x !== to.x || from.y !== to.y) segments.push(lineTo(to));
  };
  straight(point(right - radius, y));
  segments.push(cubicTo(point(right - k, y), point(right, y + k), point(right, y + radius)));
  straight(point(right, bottom - radius));
  segments.push(cubicTo(point(right, bottom - k), point(right - k, bottom), point(right - radius, bottom)));
  straight(point(x + radius, bottom));
  segments.push(cubicTo(point(x + k, bottom), point(x, bottom - k), point(x, bottom - radius)));
  straight(point(x, y + radius));
  segments.push(cubicTo(point(x, y + k), point(x + k, y), point(x + radius, y)));
  return { start: point(x + radius, y), segments, closed: true };
}

export interface EllipseOptions {
  centreX?: number;
  centreY?: number;
  radiusX: number;
  /** Defaults to radiusX: a circle. */
  radiusY?: number;
}

export function ellipse(options: EllipseOptions): Subpath {
  const cx = requireNumber(optional(options.centreX, 0), 'centreX');
  const cy = requireNumber(optional(options.centreY, 0), 'centreY');
  const rx = requireSize(options.radiusX, 'radiusX', 'ellipse');
  const ry = requireSize(optional(options.radiusY, options.radiusX), 'radiusY', 'ellipse');
  const kx = rx * circleKappa;
  const ky = ry * circleKappa;
  return {
    start: point(cx, cy - ry),
    segments: [
      cubicTo(point(cx + kx, cy - ry), point(cx + rx, cy - ky), point(cx + rx, cy)),
      cubicTo(point(cx + rx, cy + ky), point(cx + kx, cy + ry), point(cx, cy + ry)),
      cubicTo(point(cx - kx, cy + ry), point(cx - rx, cy + ky), point(cx - rx, cy)),
      cubicTo(point(cx - rx, cy - ky), point(cx - kx, cy - ry), point(cx, cy - ry)),
    ],
    closed: true,
  };
}

function ring(
  cx: number,
  cy: number,
  radii: readonly number[],
  count: number,
  rotationDegrees: number,
): Subpath {
  const points: Point[] = [];
  const steps = count * radii.length;
  for (let index = 0; index < steps; index++) {
    const angle = ((rotationDegrees - 90) * Math.PI) / 180 + (index * 2 * Math.PI) / steps;
    const radius = radii[index % radii.length]!;
    points.push(point(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)));
  }
  return polyline(points, true);
}

export interface RegularPolygonOptions {
  centreX?: number;
  centreY?: number;
  /** Distance from the centre to each corner. */
  radius: number;
  /** From 3 to `maximumCorners`. */
  sides: number;
  /** Degrees clockwise; at 0 the first corner points straight up. */
  rotation?: number;
}

export function regularPolygon(options: RegularPolygonOptions): Subpath {
  const cx = requireNumber(optional(options.centreX, 0), 'centreX');
  const cy = requireNumber(optional(options.centreY, 0), 'centreY');
  const radius = requireSize(options.radius, 'radius', 'polygon');
  const sides = requireInteger(options.sides, 'sides', 3, maximumCorners);
  const rotationDegrees = requireNumber(optional(options.rotation, 0), 'rotation');
  return ring(cx, cy, [radius], sides, rotationDegrees);
}

export interface StarOptions {
  centreX?: number;
  centreY?: number;
  /** Distance from the centre to each tip. */
  outerRadius: number;
  /** Distance from the centre to each inner corner; more than 0 and at most outerRadius. */
  innerRadius: number;
  /** Number of tips, from 3 to `maximumCorners`. */
  points: number;
  /** Degrees clockwise; at 0 the first tip points straight up. */
  rotation?: number;
}

export function star(options: StarOptions): Subpath {
  const cx = requireNumber(optional(options.centreX, 0), 'centreX');
  const cy = requireNumber(optional(options.centreY, 0), 'centreY');
  const outer = requireSize(options.outerRadius, 'outerRadius', 'star');
  const inner = requireSize(options.innerRadius, 'innerRadius', 'star');
  if (inner > outer) {
    throw new VectorError('invalid-option', 'Option "innerRadius" must not exceed outerRadius', {
      option: 'innerRadius',
    });
  }
  const tips = requireInteger(options.points, 'points', 3, maximumCorners);
  const rotationDegrees = requireNumber(optional(options.rotation, 0), 'rotation');
  return ring(cx, cy, [outer, inner], tips, rotationDegrees);
}

export interface LineOptions {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** An open, straight subpath. A line of zero length is refused. */
export function line(options: LineOptions): Subpath {
  const x1 = requireNumber(options.x1, 'x1');
  const y1 = requireNumber(options.y1, 'y1');
  const x2 = requireNumber(options.x2, 'x2');
  const y2 = requireNumber(options.y2, 'y2');
  const length = Math.hypot(x2 - x1, y2 - y1);
  if (length === 0) throw new VectorError('degenerate', 'A line needs two different end points');
  if (length > maximumExtent) {
    throw new VectorError('too-large', `A line may be at most ${maximumExtent} mm long`, {
      limit: maximumExtent,
    });
  }
  return polyline([point(x1, y1), point(x2, y2)], false);
}

// Draws stitch plans as thread and vector drawings as paths on a 2D canvas context. Pure
// drawing: no canvases are made here (see render.ts), so tests can record the calls.
import { threadLines, type StitchPlan, type ThreadColour } from '@atelier/embroidery';
import { anchorPoints, type Colour, type VectorDrawing } from '@atelier/vector';
import type { Placement } from './fit';

/** The part of CanvasRenderingContext2D the drawing uses. */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'bezierCurveTo'
  | 'closePath'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'lineWidth'
  | 'lineCap'
  | 'lineJoin'
  | 'strokeStyle'
  | 'fillStyle'
>;

/** Width of a sewn thread in millimetres (a 40-weight embroidery thread is about 0.4 mm). */
export const threadWidth = 0.4;

const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

export function cssColour(colour: ThreadColour, alpha = 1): string {
  return alpha >= 1
    ? `rgb(${channel(colour.red)}, ${channel(colour.green)}, ${channel(colour.blue)})`
    : `rgba(${channel(colour.red)}, ${channel(colour.green)}, ${channel(colour.blue)}, ${alpha})`;
}

/** The colour moved towards black (amount < 1) or towards white (mix > 0). */
export function shade(colour: ThreadColour, darken: number, lighten = 0): ThreadColour {
  const apply = (value: number) => value * darken + (255 - value * darken) * lighten;
  return { red: apply(colour.red), green: apply(colour.green), blue: apply(colour.blue) };
}

/**
 * The plan's sewn thread, block after block in sewing order: each stitch a rounded stroke with a
 * darker edge, the thread's colour and a light sheen along its middle half, so single stitches
 * stay visible where they lie side by side. Jumps and trims are not drawn.
 */
export function drawStitchPlan(context: DrawingContext, plan: StitchPlan, placement: Placement) {
  const { scale, offsetX, offsetY } = placement;
  const width = Math.max(1, threadWidth * scale);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const { thread, lines } of threadLines(plan)) {
    const stitches = (from: number, to: number) => {
      context.beginPath();
      for (const line of lines) {
        for (let index = 1; index < line.length; index += 1) {
          const a = line[index - 1]!;
          const b = line[index]!;
          const ax = a.x + (b.x - a.x) * from;
          const ay = a.y + (b.y - a.y) * from;
          const bx = a.x + (b.x - a.x) * to;
          const by = a.y + (b.y - a.y) * to;
          context.moveTo(ax * scale + offsetX, ay * scale + offsetY);
          context.lineTo(bx * scale + offsetX, by * scale + offsetY);
        }
      }
    };
    stitches(0, 1);
    context.strokeStyle = cssColour(shade(thread.colour, 0.55));
    context.lineWidth = width;
    context.stroke();
    context.strokeStyle = cssColour(thread.colour);
    context.lineWidth = width * 0.7;
    context.stroke();
    if (width >= 2) {
      stitches(0.25, 0.75);
      context.strokeStyle = cssColour(shade(thread.colour, 1, 0.45));
      context.lineWidth = width * 0.22;
      context.stroke();
    }
  }
}

/** How the detail view marks paths and points (the user's point styling settings). */
export interface PointStyle {
  /** Diameter of a point in pixels. */
  pointSize: number;
  /** Width of a path outline in pixels. */
  vectorStrokeWidth: number;
  pointStrokeColour: string;
  pointInnerColour: string;
}

export const defaultPointStyle: PointStyle = {
  pointSize: 6,
  vectorStrokeWidth: 1,
  pointStrokeColour: '#3d7eff',
  pointInnerColour: '#ffffff',
};

export function pointStylesEqual(first: PointStyle, second: PointStyle): boolean {
  return (
    first.pointSize === second.pointSize &&
    first.vectorStrokeWidth === second.vectorStrokeWidth &&
    first.pointStrokeColour === second.pointStrokeColour &&
    first.pointInnerColour === second.pointInnerColour
  );
}

const rgba = (colour: Colour) =>
  cssColour({ red: colour.red, green: colour.green, blue: colour.blue }, colour.alpha / 255);

/**
 * The drawing's shapes in painting order with their fills (fill rule honoured) and strokes; with
 * `showPaths` every outline again in the point style, with `showPoints` every anchor point.
 */
export function drawVectorDrawing(
  context: DrawingContext,
  drawing: VectorDrawing,
  placement: Placement,
  options: { showPaths?: boolean; showPoints?: boolean; pointStyle?: PointStyle } = {},
) {
  const { scale, offsetX, offsetY } = placement;
  const x = (value: number) => value * scale + offsetX;
  const y = (value: number) => value * scale + offsetY;
  const trace = (path: VectorDrawing['paths'][number]) => {
    context.beginPath();
    for (const subpath of path.subpaths) {
      context.moveTo(x(subpath.start.x), y(subpath.start.y));
      for (const segment of subpath.segments) {
        if (segment.kind === 'line') context.lineTo(x(segment.to.x), y(segment.to.y));
        else
          context.bezierCurveTo(
            x(segment.control1.x),
            y(segment.control1.y),
            x(segment.control2.x),
            y(segment.control2.y),
            x(segment.to.x),
            y(segment.to.y),
          );
      }
      if (subpath.closed) context.closePath();
    }
  };
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const path of drawing.paths) {
    trace(path);
    if (path.fill && path.fill.alpha > 0) {
      context.fillStyle = rgba(path.fill);
      context.fill(path.fillRule);
    }
    if (path.stroke && path.stroke.colour.alpha > 0 && path.stroke.width > 0) {
      context.strokeStyle = rgba(path.stroke.colour);
      context.lineWidth = Math.max(0.5, path.stroke.width * scale);
      context.stroke();
    }
  }
  const style = options.pointStyle ?? defaultPointStyle;
  if (options.showPaths) {
    context.strokeStyle = style.pointStrokeColour;
    context.lineWidth = style.vectorStrokeWidth;
    for (const path of drawing.paths) {
      trace(path);
      context.stroke();
    }
  }
  if (options.showPoints) {
    context.fillStyle = style.pointInnerColour;
    context.strokeStyle = style.pointStrokeColour;
    context.lineWidth = Math.max(1, style.pointSize / 4);
    for (const path of drawing.paths) {
      for (const subpath of path.subpaths) {
        for (const point of anchorPoints(subpath)) {
          context.beginPath();
          context.arc(x(point.x), y(point.y), style.pointSize / 2, 0, Math.PI * 2);
          context.fill();
          context.stroke();
        }
      }
    }
  }
}

// Draws a cut job as the plotter will move: the machine's cutting area, every path in its tool's
// colour (cuts dark, precuts and weeding lines lighter, registration marks black, pen drawing
// blue), the travel moves between one path's end and the next path's start as dashed red lines,
// and where the blade goes down first. Pure drawing on a context (render.ts makes the canvas).
import type { Box, Placement } from './fit';

/** The part of a cut job the preview reads (the cutJob socket's value, @atelier/plotter). */
export interface PreviewCutJob {
  kind: 'cutJob';
  width: number;
  height: number;
  paths: ReadonlyArray<{
    points: ReadonlyArray<{ x: number; y: number }>;
    closed: boolean;
    tool: string;
  }>;
  machine: { name: string; width: number; height: number };
}

export function isPreviewCutJob(value: unknown): value is PreviewCutJob {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  return (
    job['kind'] === 'cutJob' &&
    typeof job['width'] === 'number' &&
    typeof job['height'] === 'number' &&
    Array.isArray(job['paths'])
  );
}

/** The box of everything the blade touches, in millimetres (the design's extent when it cuts nothing). */
export function cutJobBox(job: PreviewCutJob): Box | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const path of job.paths) {
    for (const point of path.points) {
      if (point.x < minX) minX = point.x;
      if (point.x > maxX) maxX = point.x;
      if (point.y < minY) minY = point.y;
      if (point.y > maxY) maxY = point.y;
    }
  }
  if (minX > maxX) {
    if (!(job.width > 0 && job.height > 0)) return undefined;
    return { minX: 0, minY: 0, maxX: job.width, maxY: job.height };
  }
  return { minX: Math.min(minX, 0), minY: Math.min(minY, 0), maxX, maxY };
}

/** The colour each tool's paths are drawn in. */
export const toolColours: Readonly<Record<string, string>> = {
  cut: '#1f2a36',
  precut: '#7d8a99',
  weed: '#8f6bd1',
  registration: '#000000',
  draw: '#2f6fde',
};
export const travelColour = '#e0413a';

export interface CutDrawingContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  stroke(): void;
  fill(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  setLineDash(segments: number[]): void;
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
}

/**
 * The job on a white sheet: the cutting area's edge (dotted) where it lies in view, the paths
 * tool by tool, the travel moves dashed, and a dot where each path starts.
 */
export function drawCutJob(
  context: CutDrawingContext,
  job: PreviewCutJob,
  placement: Placement,
  size: { width: number; height: number },
  options: { showTravel?: boolean } = {},
) {
  const { scale, offsetX, offsetY } = placement;
  const x = (value: number) => value * scale + offsetX;
  const y = (value: number) => value * scale + offsetY;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  if (job.machine.width > 0) {
    context.setLineDash([2, 3]);
    context.strokeStyle = '#9aa5b1';
    context.lineWidth = 1;
    const height = job.machine.height > 0 ? job.machine.height * scale : size.height * 2;
    context.strokeRect(x(0), y(0), job.machine.width * scale, height);
  }
  context.setLineDash([]);
  const tools = [...new Set(job.paths.map((path) => path.tool))];
  for (const tool of tools) {
    context.beginPath();
    for (const path of job.paths) {
      if (path.tool !== tool || path.points.length === 0) continue;
      const [first, ...rest] = path.points;
      context.moveTo(x(first!.x), y(first!.y));
      // A closed path's points already come back to its start and run on by the overcut.
      for (const point of rest) context.lineTo(x(point.x), y(point.y));
    }
    context.strokeStyle = toolColours[tool] ?? toolColours['cut']!;
    context.lineWidth = tool === 'cut' || tool === 'registration' ? 1.5 : 1;
    context.stroke();
  }
  if (options.showTravel ?? true) {
    context.beginPath();
    let previous: { x: number; y: number } = { x: 0, y: 0 };
    for (const path of job.paths) {
      const start = path.points[0];
      if (!start) continue;
      context.moveTo(x(previous.x), y(previous.y));
      context.lineTo(x(start.x), y(start.y));
      previous = path.points[path.points.length - 1]!;
    }
    context.setLineDash([4, 4]);
    context.strokeStyle = travelColour;
    context.lineWidth = 1;
    context.stroke();
    context.setLineDash([]);
  }
  context.fillStyle = travelColour;
  for (const path of job.paths) {
    const start = path.points[0];
    if (!start) continue;
    context.beginPath();
    context.arc(x(start.x), y(start.y), 2, 0, Math.PI * 2);
    context.fill();
  }
}

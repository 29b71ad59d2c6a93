// Shapes for the plotter tests.
import type { Point } from '../geometry';
import type { CutShape } from '../job';

/** A square's corners, clockwise on screen (y down) from the top left. */
export function square(x: number, y: number, size: number): Point[] {
  return [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];
}

export function cut(points: Point[], closed = true): CutShape {
  return { points, closed, tool: 'cut' };
}

/** A regular polygon's corners, as a ring. */
export function ring(centreX: number, centreY: number, radius: number, corners: number): Point[] {
  return Array.from({ length: corners }, (_, index) => ({
    x: centreX + radius * Math.cos((2 * Math.PI * index) / corners),
    y: centreY + radius * Math.sin((2 * Math.PI * index) / corners),
  }));
}

/**
 * A sheet of stickers: rows and columns of rings, each with a smaller ring inside (a hole), in a
 * scattered drawing order so that ordering has work to do.
 */
export function stickerSheet(columns: number, rows: number, pitch: number): CutShape[] {
  const shapes: CutShape[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = 10 + pitch / 2 + column * pitch;
      const y = 10 + pitch / 2 + row * pitch;
      shapes.push(cut(ring(x, y, pitch * 0.4, 24)));
      shapes.push(cut(ring(x, y, pitch * 0.15, 12)));
    }
  }
  // Interleave from both ends: the drawing order zigzags across the sheet.
  const scattered: CutShape[] = [];
  for (let index = 0; index < shapes.length / 2; index++) {
    scattered.push(shapes[index]!);
    if (shapes.length - 1 - index !== index) scattered.push(shapes[shapes.length - 1 - index]!);
  }
  return scattered;
}

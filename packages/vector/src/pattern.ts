import { VectorError } from './errors';
import { drawingBounds } from './flatten';
import { maximumPoints, type VectorDrawing, type VectorPath } from './model';
import { optional, requireInteger, requireNumber, requireNumberInRange, requireOneOf } from './options';
import { multiply, rotation, scaling, transformPath, translation, type Matrix } from './transform';
import { checkExtent } from './validate';

// Repeats and tilings of a motif. The three tilings are the textile trade's basic repeats: a
// straight (block) repeat on a grid, a brick repeat with every other row moved half a tile
// sideways, and a half-drop with every other column moved half a tile down.

export type TileLayout = 'grid' | 'brick' | 'half-drop';

export const tileLayouts: readonly TileLayout[] = ['grid', 'brick', 'half-drop'];

/** The most copies one call makes. */
export const maximumCopies = 10_000;

function requireMotif(drawing: VectorDrawing) {
  const bounds = drawingBounds(drawing);
  if (!bounds) throw new VectorError('empty', 'There is no motif to repeat');
  return bounds;
}

function pointCount(drawing: VectorDrawing): number {
  let points = 0;
  for (const path of drawing.paths)
    for (const subpath of path.subpaths) points += subpath.segments.length + 1;
  return points;
}

function copies(drawing: VectorDrawing, matrices: readonly Matrix[]): VectorDrawing {
  if (matrices.length * pointCount(drawing) > maximumPoints) {
    throw new VectorError(
      'too-complex',
      `${matrices.length} copies would hold more than ${maximumPoints} points`,
      {
        limit: maximumPoints,
      },
    );
  }
  const paths: VectorPath[] = [];
  for (const matrix of matrices) for (const path of drawing.paths) paths.push(transformPath(matrix, path));
  const result = { paths };
  checkExtent(drawingBounds(result), 'The pattern');
  return result;
}

export interface TileOptions {
  layout?: TileLayout;
  columns: number;
  rows: number;
  /** Gap between neighbouring tiles in millimetres; negative overlaps them. */
  spacingX?: number;
  spacingY?: number;
  /** Degrees every copy turns about its own centre. */
  rotation?: number;
  /** Degrees added to the turn of each further copy, row by row. */
  rotationStep?: number;
}

/**
 * Tiles a motif in columns and rows. A tile is the motif's bounding box plus the spacing; the
 * first copy stays where the motif is.
 */
export function tileDrawing(drawing: VectorDrawing, options: TileOptions): VectorDrawing {
  const layout = requireOneOf(optional(options.layout, 'grid'), 'layout', tileLayouts);
  const columns = requireInteger(options.columns, 'columns', 1, maximumCopies);
  const rows = requireInteger(options.rows, 'rows', 1, maximumCopies);
  if (columns * rows > maximumCopies) {
    throw new VectorError('too-complex', `At most ${maximumCopies} tiles are made at once`, {
      limit: maximumCopies,
    });
  }
  const bounds = requireMotif(drawing);
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const spacingX = requireNumberInRange(optional(options.spacingX, 0), 'spacingX', -width, 1000);
  const spacingY = requireNumberInRange(optional(options.spacingY, 0), 'spacingY', -height, 1000);
  const turn = requireNumber(optional(options.rotation, 0), 'rotation');
  const step = requireNumber(optional(options.rotationStep, 0), 'rotationStep');
  const cellWidth = width + spacingX;
  const cellHeight = height + spacingY;
  if (cellWidth <= 0 && columns > 1)
    throw new VectorError('degenerate', 'Tiles with no width would all fall on one spot');
  if (cellHeight <= 0 && rows > 1)
    throw new VectorError('degenerate', 'Tiles with no height would all fall on one spot');
  const centreX = (bounds.minX + bounds.maxX) / 2;
  const centreY = (bounds.minY + bounds.maxY) / 2;
  const matrices: Matrix[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      let x = column * cellWidth;
      let y = row * cellHeight;
      if (layout === 'brick' && row % 2 === 1) x += cellWidth / 2;
      if (layout === 'half-drop' && column % 2 === 1) y += cellHeight / 2;
      const degrees = turn + step * (row * columns + column);
      matrices.push(multiply(translation(x, y), rotation(degrees, centreX, centreY)));
    }
  }
  return copies(drawing, matrices);
}

export interface RepeatOptions {
  /** Copies in all, the original included. */
  count: number;
  /** Millimetres each copy moves on from the one before. */
  offsetX?: number;
  offsetY?: number;
  /** Degrees each copy turns on from the one before, about the motif's centre or `centreX/Y`. */
  rotation?: number;
  /** Factor each copy scales by from the one before, about the motif's centre. */
  scale?: number;
  /** A point to turn about instead of the motif's centre: copies then go round it in a ring. */
  centreX?: number;
  centreY?: number;
}

/** Copies a motif step by step: along a line, round a centre, growing or shrinking. */
export function repeatDrawing(drawing: VectorDrawing, options: RepeatOptions): VectorDrawing {
  const count = requireInteger(options.count, 'count', 1, maximumCopies);
  const offsetX = requireNumber(optional(options.offsetX, 0), 'offsetX');
  const offsetY = requireNumber(optional(options.offsetY, 0), 'offsetY');
  const turn = requireNumber(optional(options.rotation, 0), 'rotation');
  const factor = requireNumberInRange(optional(options.scale, 1), 'scale', 0.01, 100);
  const bounds = requireMotif(drawing);
  const motifX = (bounds.minX + bounds.maxX) / 2;
  const motifY = (bounds.minY + bounds.maxY) / 2;
  const pivotX = options.centreX === undefined ? motifX : requireNumber(options.centreX, 'centreX');
  const pivotY = options.centreY === undefined ? motifY : requireNumber(options.centreY, 'centreY');
  const matrices: Matrix[] = [];
  for (let index = 0; index < count; index++) {
    const size = factor ** index;
    if (!Number.isFinite(size) || size > 1e4 || size < 1e-6) {
      throw new VectorError('invalid-option', 'The repeated scale grows or shrinks beyond use', {
        option: 'scale',
      });
    }
    const scaled = multiply(
      translation(motifX, motifY),
      multiply(scaling(size), translation(-motifX, -motifY)),
    );
    const turned = multiply(rotation(turn * index, pivotX, pivotY), scaled);
    matrices.push(multiply(translation(offsetX * index, offsetY * index), turned));
  }
  return copies(drawing, matrices);
}

// From shapes to a cut job: tiles, direction, order, precut, overcut and blade offset.
import { PlotterError, requireChoice, requireNumber } from '../errors';
import {
  clipToRectangle,
  doubleSignedArea,
  polylineLength,
  withoutRepeats,
  type Point,
  type Rectangle,
} from '../geometry';
import {
  cutDirections,
  cutOrders,
  startCorners,
  type CutJob,
  type CutPath,
  type CutSettings,
  type CutShape,
  type CutTile,
  type StartCorner,
} from '../job';
import { maximumMachineSize, type CuttingMachine } from '../machines';
import { compensateBladeOffset, withOvercut } from './blade';
import { orderShapes } from './order';

/** The longest a design may be in either direction, mm: ten metres of roll. */
export const maximumJobExtent = 10_000;
/** The most points the shapes of one job may have. */
export const maximumJobPoints = 2_000_000;
/** The most shapes one job may have: ordering compares every shape with every other. */
export const maximumJobShapes = 20_000;
/** The most tiles a design may be split into. */
export const maximumTiles = 100;
/** The largest blade offset accepted, mm (drag knives have 0.25 to 1 mm). */
export const maximumBladeOffset = 2;
/** The longest overcut accepted, mm. */
export const maximumOvercut = 10;
/** The length of the precut, mm: enough for the blade to swing into line. */
export const precutLength = 3;

export interface PlanInput {
  width: number;
  height: number;
  shapes: readonly CutShape[];
  machine: CuttingMachine;
  settings: CutSettings;
}

function checkSettings(settings: CutSettings): CutSettings {
  return {
    order: requireChoice('order', settings.order, cutOrders),
    start: requireChoice('start', settings.start, startCorners),
    direction: requireChoice('direction', settings.direction, cutDirections),
    bladeOffset: requireNumber('bladeOffset', settings.bladeOffset, 0, maximumBladeOffset),
    overcut: requireNumber('overcut', settings.overcut, 0, maximumOvercut),
    cornerLoops: settings.cornerLoops === true,
    precut: settings.precut === true,
    tileOverlap:
      settings.tileOverlap === null ? null : requireNumber('tileOverlap', settings.tileOverlap, 0, 1000),
  };
}

/** Checks a machine's cutting area and returns it. */
export function checkMachine(machine: CuttingMachine): CuttingMachine {
  requireNumber('machineWidth', machine.width, 1, maximumMachineSize);
  requireNumber('machineHeight', machine.height, 0, maximumMachineSize);
  return machine;
}

function cornerOf(region: Rectangle, corner: StartCorner): Point {
  return {
    x: corner.endsWith('right') ? region.x + region.width : region.x,
    y: corner.startsWith('bottom') ? region.y + region.height : region.y,
  };
}

/** The tile rectangles covering the design, row by row, overlapping by `overlap`. */
export function tileRegions(
  width: number,
  height: number,
  machine: CuttingMachine,
  overlap: number,
  bladeOffset = 0,
): Rectangle[] {
  // The knife's axis runs the blade offset past a cut ending at a tile's edge: each tile leaves
  // room for it on both sides, so the page the machine cuts stays within its area.
  const tileWidth = machine.width - 2 * bladeOffset;
  const tileHeight = machine.height > 0 ? machine.height - 2 * bladeOffset : height;
  if (overlap >= tileWidth || (machine.height > 0 && overlap >= tileHeight)) {
    throw new PlotterError('invalid-option', `The tile overlap must be smaller than the machine's area`, {
      option: 'tileOverlap',
      minimum: 0,
      maximum: Math.min(tileWidth, tileHeight),
    });
  }
  const count = (extent: number, size: number) =>
    extent <= size ? 1 : Math.ceil((extent - overlap) / (size - overlap) - 1e-9);
  const columns = count(width, tileWidth);
  const rows = count(height, tileHeight);
  if (columns * rows > maximumTiles) {
    throw new PlotterError(
      'too-many-tiles',
      `Tiling would take ${columns * rows} tiles, more than ${maximumTiles}`,
      {
        tiles: columns * rows,
        limit: maximumTiles,
      },
    );
  }
  const regions: Rectangle[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = column * (tileWidth - overlap);
      const y = row * (tileHeight - overlap);
      regions.push({ x, y, width: Math.min(tileWidth, width - x), height: Math.min(tileHeight, height - y) });
    }
  }
  return regions;
}

function directed(shape: CutShape, direction: CutSettings['direction']): CutShape {
  if (!shape.closed || direction === 'as-drawn') return shape;
  const clockwise = doubleSignedArea(shape.points) > 0;
  if (clockwise === (direction === 'clockwise')) return shape;
  return { ...shape, points: [shape.points[0]!, ...shape.points.slice(1).reverse()] };
}

/** The path the machine moves for one shape: pens and registration marks as drawn, blades with overcut and offset. */
function pathOf(shape: CutShape, settings: CutSettings): CutPath {
  if (shape.tool === 'registration' || shape.tool === 'draw') {
    return {
      points: shape.closed ? [...shape.points, shape.points[0]!] : [...shape.points],
      closed: shape.closed,
      tool: shape.tool,
    };
  }
  const tip = shape.closed ? withOvercut(shape.points, settings.overcut) : shape.points;
  return {
    points: compensateBladeOffset(tip, settings.bladeOffset, settings.cornerLoops),
    closed: shape.closed,
    tool: shape.tool,
  };
}

/** The shapes cleaned of repeated points, those without length left out. */
function usableShapes(shapes: readonly CutShape[]): CutShape[] {
  if (shapes.length > maximumJobShapes) {
    throw new PlotterError('job-too-large', `The design has more than ${maximumJobShapes} shapes`, {
      limit: maximumJobShapes,
    });
  }
  const result: CutShape[] = [];
  let points = 0;
  for (const shape of shapes) {
    const cleaned = withoutRepeats(shape.points, shape.closed);
    points += cleaned.length;
    if (points > maximumJobPoints) {
      throw new PlotterError('job-too-large', `The design has more than ${maximumJobPoints} points`, {
        limit: maximumJobPoints,
      });
    }
    const closed = shape.closed && cleaned.length >= 3 && doubleSignedArea(cleaned) !== 0;
    if (cleaned.length >= 2 && polylineLength(cleaned, closed) > 1e-6)
      result.push({ ...shape, points: cleaned, closed });
  }
  return result;
}

/**
 * Plans a cut job: the shapes split into tiles when tiling is on, closed shapes turned the chosen
 * way, put in cutting order from the start corner of each tile (registration marks and pen lines
 * first, then the precut, then the cuts, inside shapes before their outlines, then the weeding), closed cuts run on
 * by the overcut, and blade paths moved for the blade offset.
 */
export function planCutJob(input: PlanInput): CutJob {
  const settings = checkSettings(input.settings);
  const machine = checkMachine(input.machine);
  requireNumber('width', input.width, 0, maximumJobExtent);
  requireNumber('height', input.height, 0, maximumJobExtent);
  for (const shape of input.shapes) {
    for (const point of shape.points) {
      if (
        !Number.isFinite(point.x) ||
        !Number.isFinite(point.y) ||
        Math.abs(point.x) > maximumJobExtent ||
        Math.abs(point.y) > maximumJobExtent
      ) {
        throw new PlotterError('job-too-large', `A point lies outside ±${maximumJobExtent} mm`, {
          limit: maximumJobExtent,
        });
      }
    }
  }
  const shapes = usableShapes(input.shapes);
  if (!shapes.some((shape) => shape.tool !== 'registration')) {
    throw new PlotterError('empty-job', 'There is nothing to cut');
  }
  const whole: Rectangle = { x: 0, y: 0, width: input.width, height: input.height };
  const regions =
    settings.tileOverlap === null
      ? [whole]
      : tileRegions(input.width, input.height, machine, settings.tileOverlap, settings.bladeOffset);
  const paths: CutPath[] = [];
  const tiles: CutTile[] = [];
  for (const region of regions) {
    const inRegion =
      regions.length === 1
        ? shapes
        : shapes.flatMap((shape) =>
            clipToRectangle(shape.points, shape.closed, region).map((piece) => ({
              ...piece,
              tool: shape.tool,
            })),
          );
    const start = cornerOf(region, settings.start);
    const firstPath = paths.length;
    const marks = inRegion.filter((shape) => shape.tool === 'registration' || shape.tool === 'draw');
    for (const shape of orderShapes(marks, start, settings.order)) paths.push(pathOf(shape, settings));
    const directedShapes = (weed: boolean) =>
      inRegion
        .filter((shape) => !marks.includes(shape) && (shape.tool === 'weed') === weed)
        .map((shape) => directed(shape, settings.direction));
    const ordered = orderShapes(directedShapes(false), start, settings.order);
    // The weeding box and lines come after the design, from where its last cut ends.
    const last = ordered[ordered.length - 1];
    const weedStart = !last ? start : last.closed ? last.points[0]! : last.points[last.points.length - 1]!;
    // Weeding lines end on the box, so the box, which frees the waste, comes after all of them.
    const weedLines = orderShapes(
      directedShapes(true).filter((shape) => !shape.closed),
      weedStart,
      settings.order,
    );
    const lastLine = weedLines[weedLines.length - 1];
    const boxStart = lastLine ? lastLine.points[lastLine.points.length - 1]! : weedStart;
    const weeding = [
      ...weedLines,
      ...orderShapes(
        directedShapes(true).filter((shape) => shape.closed),
        boxStart,
        settings.order,
      ),
    ];
    if (settings.precut && ordered.length + weeding.length > 0) {
      const inward = settings.start.endsWith('right') ? -1 : 1;
      const precut: CutShape = {
        points: [start, { x: start.x + inward * precutLength, y: start.y }],
        closed: false,
        tool: 'precut',
      };
      paths.push(pathOf(precut, settings));
    }
    for (const shape of [...ordered, ...weeding]) paths.push(pathOf(shape, settings));
    // A tile with nothing in it is no page to cut.
    if (paths.length > firstPath || regions.length === 1)
      tiles.push({ ...region, firstPath, pathCount: paths.length - firstPath, start });
  }
  return {
    kind: 'cutJob',
    width: input.width,
    height: input.height,
    paths,
    machine: { name: machine.name, width: machine.width, height: machine.height },
    tiles,
    design: { shapes: [...input.shapes], settings },
  };
}

/**
 * Plans a job again with more shapes or other settings, for steps that add a weeding box,
 * registration marks or tiling to a planned job. The design extent grows to hold the new shapes,
 * and everything moves right or down when a new shape reaches past the top or left edge.
 */
export function replanCutJob(
  job: CutJob,
  change: { shapes?: readonly CutShape[]; settings?: Partial<CutSettings> },
): CutJob {
  const design = job.design ?? {
    shapes: job.paths.map((path) => ({ points: path.points, closed: false, tool: path.tool })),
    settings: {
      order: 'drawing',
      start: 'top-left',
      direction: 'as-drawn',
      bladeOffset: 0,
      overcut: 0,
      cornerLoops: false,
      precut: false,
      tileOverlap: null,
    },
  };
  let shapes = [...design.shapes, ...(change.shapes ?? [])];
  let minX = 0;
  let minY = 0;
  let maxX = job.width;
  let maxY = job.height;
  for (const shape of shapes) {
    for (const point of shape.points) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  if (minX < 0 || minY < 0) {
    shapes = shapes.map((shape) => ({
      ...shape,
      points: shape.points.map((point) => ({ x: point.x - minX, y: point.y - minY })),
    }));
  }
  return planCutJob({
    width: maxX - minX,
    height: maxY - minY,
    shapes,
    machine: job.machine,
    settings: { ...design.settings, ...change.settings },
  });
}

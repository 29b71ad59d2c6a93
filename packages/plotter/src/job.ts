// The cut job: the paths a cutting plotter's blade (or pen) moves along, in cutting order, on the
// machine they are meant for. The editor draws it; the writers turn it into files.
import type { Point } from './geometry';

export const cutTools = ['cut', 'precut', 'weed', 'registration', 'draw'] as const;

/**
 * What a path is for: `cut` the design's outlines, `precut` a short cut that turns the blade
 * before the first outline, `weed` the weeding box and lines, `registration` the print-and-cut
 * marks (printed, read by the cutter's sensor, never cut) and `draw` lines for a pen.
 */
export type CutTool = (typeof cutTools)[number];

export interface CutPath {
  /** mm, y down, as the blade will move (offset applied). */
  points: Point[];
  /** The path encloses an area: its points come back to the first (and run on by the overcut). */
  closed: boolean;
  tool: CutTool;
}

export interface CutTile {
  x: number;
  y: number;
  width: number;
  height: number;
  firstPath: number;
  pathCount: number;
  /** Where the blade stands when the tile begins: the corner its travel is counted from. */
  start?: Point;
}

/** How shapes become blade paths. */
export interface CutSettings {
  /** `nearest`: after the shapes inside them, always the nearest next; `drawing`: the drawing's order, inside shapes still first. */
  order: CutOrder;
  /** The corner of the material the blade starts from. */
  start: StartCorner;
  /** The way round closed shapes are cut, as seen on screen; `as-drawn` keeps each shape's own. */
  direction: CutDirection;
  /** The distance from the knife's swivel axis to its tip, mm; 0 for a tangential knife or a pen. */
  bladeOffset: number;
  /** How far a closed cut runs on past its start, mm. */
  overcut: number;
  /** Swivel the blade on a small arc round the corner point at sharp corners, instead of dragging it round. */
  cornerLoops: boolean;
  /** Begin each tile with a short cut that turns the blade into line. */
  precut: boolean;
  /** Split the design into tiles of the machine's area overlapping by this much, mm; null to keep it whole. */
  tileOverlap: number | null;
}

export const cutOrders = ['nearest', 'drawing'] as const;
export type CutOrder = (typeof cutOrders)[number];
export const startCorners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type StartCorner = (typeof startCorners)[number];
export const cutDirections = ['clockwise', 'counter-clockwise', 'as-drawn'] as const;
export type CutDirection = (typeof cutDirections)[number];

export const defaultCutSettings: CutSettings = {
  order: 'nearest',
  start: 'top-left',
  direction: 'counter-clockwise',
  bladeOffset: 0.25,
  overcut: 1,
  cornerLoops: true,
  precut: false,
  tileOverlap: null,
};

/** A shape as drawn: the line the blade's tip must follow, before ordering and blade offset. */
export interface CutShape {
  points: Point[];
  closed: boolean;
  tool: CutTool;
}

export interface CutJob {
  kind: 'cutJob';
  /** The design's extent in mm, origin top-left, y down. */
  width: number;
  height: number;
  /** Paths in cutting order; the travel moves are the gaps between one path's end and the next path's start. */
  paths: CutPath[];
  /** Cutting area in mm (height 0 = roll, unlimited). */
  machine: { name: string; width: number; height: number };
  /** Tiles when the design was split, each the index range of its paths; one tile otherwise. */
  tiles?: CutTile[];
  /** What the paths were planned from, so that steps further on can add shapes and plan again. */
  design?: { shapes: CutShape[]; settings: CutSettings };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isPoint = (value: unknown): boolean =>
  isRecord(value) && isFiniteNumber(value['x']) && isFiniteNumber(value['y']);

/** Whether a value has the shape of a cut job (its points finite numbers, its tools known). */
export function isCutJob(value: unknown): value is CutJob {
  if (!isRecord(value) || value['kind'] !== 'cutJob') return false;
  if (!isFiniteNumber(value['width']) || !isFiniteNumber(value['height'])) return false;
  const machine = value['machine'];
  if (!isRecord(machine) || typeof machine['name'] !== 'string') return false;
  if (!isFiniteNumber(machine['width']) || !isFiniteNumber(machine['height'])) return false;
  const paths = value['paths'];
  if (!Array.isArray(paths)) return false;
  for (const path of paths) {
    if (!isRecord(path) || typeof path['closed'] !== 'boolean') return false;
    if (!(cutTools as readonly unknown[]).includes(path['tool'])) return false;
    if (!Array.isArray(path['points']) || !path['points'].every(isPoint)) return false;
  }
  const tiles = value['tiles'];
  if (tiles !== undefined) {
    if (!Array.isArray(tiles)) return false;
    for (const tile of tiles) {
      if (!isRecord(tile)) return false;
      for (const key of ['x', 'y', 'width', 'height', 'firstPath', 'pathCount'])
        if (!isFiniteNumber(tile[key])) return false;
      if ((tile['firstPath'] as number) + (tile['pathCount'] as number) > paths.length) return false;
    }
  }
  return true;
}

/** The tiles of a job: its own, or the whole job as one. */
export function tilesOf(job: CutJob): CutTile[] {
  if (job.tiles && job.tiles.length > 0) return job.tiles;
  return [{ x: 0, y: 0, width: job.width, height: job.height, firstPath: 0, pathCount: job.paths.length }];
}

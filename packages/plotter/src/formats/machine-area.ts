// The page a machine cuts for each tile (the whole job when it is not tiled), and the check every
// writer makes: each page fits the machine's cutting area.
import { PlotterError } from '../errors';
import { tilesOf, type CutJob, type CutTile } from '../job';

/** How far past the machine's area a job may reach, mm: rounding, not design. */
const tolerance = 1e-6;

export interface CutPage {
  /** The page's top left corner in design coordinates: the tile's, or farther out where the blade's axis reaches past it. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page of a tile: the tile, grown to hold every point the machine moves to (the knife's axis
 * runs the blade offset past cuts that end at the tile's edge). Registration marks are printed, not
 * cut, and do not count.
 */
export function pageOf(job: CutJob, tile: CutTile): CutPage {
  let minX = tile.x;
  let minY = tile.y;
  let maxX = tile.x + tile.width;
  let maxY = tile.y + tile.height;
  for (const path of job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount)) {
    if (path.tool === 'registration') continue;
    for (const point of path.points) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** Refuses a job (or a tile of it) that is larger than the machine's cutting area. */
export function assertFitsMachine(job: CutJob): void {
  const { machine } = job;
  for (const tile of tilesOf(job)) {
    const page = pageOf(job, tile);
    if (
      page.width > machine.width + tolerance ||
      (machine.height > 0 && page.height > machine.height + tolerance)
    ) {
      const round = (value: number) => Math.round(value * 10) / 10;
      throw new PlotterError(
        'machine-area-exceeded',
        `The design is ${round(page.width)} × ${round(page.height)} mm, larger than the ${machine.name}'s cutting area`,
        {
          width: round(page.width),
          height: round(page.height),
          machine: machine.name,
          machineWidth: machine.width,
          machineHeight: machine.height,
        },
      );
    }
  }
}

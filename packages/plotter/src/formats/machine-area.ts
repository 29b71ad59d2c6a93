// The check every writer makes: the job, or each of its tiles, fits the machine's cutting area.
import { PlotterError } from '../errors';
import { tilesOf, type CutJob } from '../job';

/** How far past the machine's area a job may reach, mm: rounding, not design. */
const tolerance = 1e-6;

/** The paths' farthest reach within a tile, measured from the tile's top left corner. */
function reachOf(job: CutJob, tileIndex: number): { width: number; height: number } {
  const tile = tilesOf(job)[tileIndex]!;
  let width = tile.width;
  let height = tile.height;
  for (const path of job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount)) {
    if (path.tool === 'registration') continue;
    for (const point of path.points) {
      width = Math.max(width, point.x - tile.x);
      height = Math.max(height, point.y - tile.y);
    }
  }
  return { width, height };
}

/** Refuses a job (or a tile of it) that is larger than the machine's cutting area. */
export function assertFitsMachine(job: CutJob): void {
  const { machine } = job;
  tilesOf(job).forEach((_, index) => {
    const reach = reachOf(job, index);
    if (
      reach.width > machine.width + tolerance ||
      (machine.height > 0 && reach.height > machine.height + tolerance)
    ) {
      const round = (value: number) => Math.round(value * 10) / 10;
      throw new PlotterError(
        'machine-area-exceeded',
        `The design is ${round(reach.width)} × ${round(reach.height)} mm, larger than the ${machine.name}'s cutting area`,
        {
          width: round(reach.width),
          height: round(reach.height),
          machine: machine.name,
          machineWidth: machine.width,
          machineHeight: machine.height,
        },
      );
    }
  });
}

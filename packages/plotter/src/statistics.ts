// Figures of a cut job: how far the blade cuts and travels, how many paths, and how long it takes.
import { distance, polylineLength } from './geometry';
import { tilesOf, type CutJob } from './job';

/**
 * The time model: cutting runs at the cut speed and travel at the travel speed, each at constant
 * speed (acceleration is left out, so short paths take somewhat longer than estimated), and each
 * path costs a fixed time for lowering and lifting the blade.
 */
export interface CutSpeeds {
  /** mm/s with the blade down. */
  cut: number;
  /** mm/s with the blade up. */
  travel: number;
  /** Seconds per path for lowering and lifting the blade. */
  penUpDown: number;
}

/** Typical figures of a desktop vinyl cutter. */
export const defaultCutSpeeds: CutSpeeds = { cut: 100, travel: 300, penUpDown: 0.2 };

export interface CutStatistics {
  /** mm moved with the blade or pen down (registration marks are printed, not cut). */
  cutLength: number;
  /** mm moved with the blade up, from each tile's start to its first path and between paths. */
  travelLength: number;
  /** Paths the machine cuts or draws. */
  pathCount: number;
  registrationMarks: number;
  tiles: number;
  estimatedSeconds: number;
}

export function cutJobStatistics(job: CutJob, speeds: CutSpeeds = defaultCutSpeeds): CutStatistics {
  let cutLength = 0;
  let travelLength = 0;
  let pathCount = 0;
  let registrationMarks = 0;
  const tiles = tilesOf(job);
  for (const tile of tiles) {
    let position = tile.start ?? null;
    for (const path of job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount)) {
      if (path.tool === 'registration') {
        registrationMarks++;
        continue;
      }
      if (path.points.length === 0) continue;
      pathCount++;
      cutLength += polylineLength(path.points);
      if (position) travelLength += distance(position, path.points[0]!);
      position = path.points[path.points.length - 1]!;
    }
  }
  const estimatedSeconds =
    cutLength / speeds.cut + travelLength / speeds.travel + pathCount * speeds.penUpDown;
  return { cutLength, travelLength, pathCount, registrationMarks, tiles: tiles.length, estimatedSeconds };
}

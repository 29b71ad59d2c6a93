// Figures about a stitch plan for the node info panel and the worksheet.
import { requireNumber } from '../errors';
import type { Bounds } from '../geometry';
import { planUnitsPerMillimetre, type StitchPlan } from './plan';

export interface StatisticsOptions {
  /** Machine speed in stitches per minute; default 800. */
  machineSpeed?: number;
  /** Seconds a trim takes; default 4. */
  trimSeconds?: number;
  /** Seconds a colour change takes (rethreading or a needle change); default 15. */
  colourChangeSeconds?: number;
  /** Seconds a stop takes (placing appliqué fabric, say); default 30. */
  stopSeconds?: number;
  /** Fabric thickness in mm: each stitch takes the top thread down through it and back; default 0.5. */
  fabricThickness?: number;
}

export interface BlockStatistics {
  stitches: number;
  /** Top thread this block uses, in metres. */
  threadLength: number;
}

export interface StitchStatistics {
  /** Needle penetrations. */
  stitches: number;
  jumps: number;
  trims: number;
  stops: number;
  colourChanges: number;
  /** Distinct threads. */
  colours: number;
  /** Shortest sewn stitch in mm (zero-length anchoring stitches left out); undefined without any. */
  minimumStitchLength: number | undefined;
  maximumStitchLength: number | undefined;
  /** Extent of every needle position in mm; undefined for an empty plan. */
  bounds: Bounds | undefined;
  width: number;
  height: number;
  machineSpeed: number;
  /** Estimated time on the machine, in seconds. */
  sewingTime: number;
  /** Estimated top thread, in metres. */
  threadLength: number;
  /** Estimated bobbin thread, in metres: a third of the top thread, the trade's rule of thumb. */
  bobbinThreadLength: number;
  blocks: BlockStatistics[];
}

/**
 * Counts and measures a plan. Sewing time is stitches and jumps at the machine speed plus a fixed
 * time per trim, colour change and stop; top thread is the sewn length plus twice the fabric
 * thickness per stitch.
 */
export function planStatistics(plan: StitchPlan, options: StatisticsOptions = {}): StitchStatistics {
  const machineSpeed = requireNumber('machineSpeed', options.machineSpeed ?? 800, 1, 10_000);
  const trimSeconds = requireNumber('trimSeconds', options.trimSeconds ?? 4, 0, 3600);
  const colourChangeSeconds = requireNumber(
    'colourChangeSeconds',
    options.colourChangeSeconds ?? 15,
    0,
    3600,
  );
  const stopSeconds = requireNumber('stopSeconds', options.stopSeconds ?? 30, 0, 3600);
  const fabricThickness = requireNumber('fabricThickness', options.fabricThickness ?? 0.5, 0, 20);

  let stitches = 0;
  let jumps = 0;
  let trims = 0;
  let stops = 0;
  let minimum = Infinity;
  let maximum = -Infinity;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const colours = new Set<string>();
  const blocks: BlockStatistics[] = [];

  for (const block of plan.blocks) {
    const { colour } = block.thread;
    colours.add(
      `${colour.red},${colour.green},${colour.blue},${block.thread.brand},${block.thread.catalogueNumber}`,
    );
    let blockStitches = 0;
    let sewn = 0;
    // The previous needle penetration with this thread, when the thread runs from it.
    let previousX = 0;
    let previousY = 0;
    let threaded = false;
    for (const entry of block.stitches) {
      if (entry.x < minX) minX = entry.x;
      if (entry.y < minY) minY = entry.y;
      if (entry.x > maxX) maxX = entry.x;
      if (entry.y > maxY) maxY = entry.y;
      switch (entry.kind) {
        case 'stitch': {
          blockStitches++;
          if (threaded) {
            const length = Math.hypot(entry.x - previousX, entry.y - previousY) / planUnitsPerMillimetre;
            sewn += length;
            if (length > 0 && length < minimum) minimum = length;
            if (length > maximum) maximum = length;
          }
          previousX = entry.x;
          previousY = entry.y;
          threaded = true;
          break;
        }
        case 'jump':
          jumps++;
          threaded = false;
          break;
        case 'trim':
          trims++;
          threaded = false;
          break;
        case 'stop':
          stops++;
          break;
      }
    }
    stitches += blockStitches;
    blocks.push({
      stitches: blockStitches,
      threadLength: (sewn + blockStitches * 2 * fabricThickness) / 1000,
    });
  }

  const threadLength = blocks.reduce((sum, block) => sum + block.threadLength, 0);
  const colourChanges = Math.max(0, plan.blocks.length - 1);
  const bounds =
    minX === Infinity
      ? undefined
      : {
          minX: minX / planUnitsPerMillimetre,
          minY: minY / planUnitsPerMillimetre,
          maxX: maxX / planUnitsPerMillimetre,
          maxY: maxY / planUnitsPerMillimetre,
        };
  return {
    stitches,
    jumps,
    trims,
    stops,
    colourChanges,
    colours: colours.size,
    minimumStitchLength: minimum === Infinity ? undefined : minimum,
    maximumStitchLength: maximum === -Infinity ? undefined : maximum,
    bounds,
    width: bounds ? bounds.maxX - bounds.minX : 0,
    height: bounds ? bounds.maxY - bounds.minY : 0,
    machineSpeed,
    sewingTime:
      ((stitches + jumps) / machineSpeed) * 60 +
      trims * trimSeconds +
      colourChanges * colourChangeSeconds +
      stops * stopSeconds,
    threadLength,
    bobbinThreadLength: threadLength / 3,
    blocks,
  };
}

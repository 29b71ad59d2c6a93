// HP-GL writer, the language vinyl cutters take (HP 7475A Interfacing and Programming Manual;
// HP-GL/2 Reference Guide). `IN;` initialises, `SP` selects a pen (on a cutter, a tool holder),
// `PU` moves with the tool up, `PD` with the tool down, `PG;` advances to the next page (each
// tile of a tiled job). Plotter units are 0.025 mm: 40 to the millimetre.
import { tilesOf, type CutJob, type CutTool } from '../job';
import { pageOf } from './machine-area';

export const hpglUnitsPerMillimetre = 40;

/**
 * HP-GL's y axis points up from the bottom edge of the material; `up` writes it so (the design's
 * top left lands at the top of the page), `down` keeps the design's y (for cutters whose origin is
 * at the far corner of the material).
 */
export const hpglYDirections = ['up', 'down'] as const;
export type HpglYDirection = (typeof hpglYDirections)[number];

export interface HpglOptions {
  yDirection: HpglYDirection;
}

/**
 * The pen for each tool: the blade holder (1) cuts, precuts and weeds, the pen holder (2) draws.
 * Registration marks are printed, not cut: they are left out of the file.
 */
export const hpglPens: Readonly<Record<CutTool, number | null>> = {
  cut: 1,
  precut: 1,
  weed: 1,
  draw: 2,
  registration: null,
};

export const hpglLimits = { unitsPerMillimetre: hpglUnitsPerMillimetre, pens: 2, pages: true } as const;

/**
 * The job as HP-GL text: each tile its own page, in coordinates from the page's corner (the tile's,
 * or a little farther out where the knife's axis runs past the tile's edge).
 */
export function writeHpgl(job: CutJob, options: HpglOptions = { yDirection: 'up' }): string {
  const commands: string[] = ['IN;'];
  let pen = 0;
  tilesOf(job).forEach((tile, index) => {
    if (index > 0) {
      commands.push('PU;', 'PG;');
      pen = 0;
    }
    const page = pageOf(job, tile);
    const unit = (millimetres: number) => Math.round(millimetres * hpglUnitsPerMillimetre);
    const coordinate = (point: { x: number; y: number }) => {
      const x = unit(point.x - page.x);
      const y = options.yDirection === 'up' ? unit(page.height - (point.y - page.y)) : unit(point.y - page.y);
      return `${x},${y}`;
    };
    for (const path of job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount)) {
      const pathPen = hpglPens[path.tool];
      if (pathPen === null || path.points.length < 2) continue;
      if (pathPen !== pen) {
        commands.push(`SP${pathPen};`);
        pen = pathPen;
      }
      commands.push(`PU${coordinate(path.points[0]!)};`);
      commands.push(`PD${path.points.slice(1).map(coordinate).join(',')};`);
    }
  });
  commands.push('PU;', 'SP0;');
  return commands.join('\n') + '\n';
}

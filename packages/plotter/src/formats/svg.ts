// SVG writer: millimetre units (the viewBox in mm, width and height with `mm`), one group per tool
// (an Inkscape layer, so cutter software such as Inkscape's extensions and Silhouette Studio keep
// them apart), in each tile's group when the job is tiled. Paths are polylines as the blade moves.
import { tilesOf, type CutJob, type CutTool } from '../job';
import { registrationLineWidth } from '../plan/registration';

/** The stroke of each tool's group. */
export const svgToolColours: Readonly<Record<CutTool, string>> = {
  cut: '#e00000',
  precut: '#e0a000',
  weed: '#0050e0',
  registration: '#000000',
  draw: '#00a040',
};

/** The line width cut lines are shown with, mm: a hairline, as cutter software expects. */
export const svgCutLineWidth = 0.1;

const number = (value: number) => String(Math.round(value * 10000) / 10000);

export function writeSvg(job: CutJob): string {
  const tiles = tilesOf(job);
  const lines: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${number(job.width)}mm" height="${number(job.height)}mm" viewBox="0 0 ${number(job.width)} ${number(job.height)}">`,
  ];
  tiles.forEach((tile, index) => {
    const tiled = tiles.length > 1;
    const prefix = tiled ? `tile-${index + 1}-` : '';
    if (tiled) {
      lines.push(
        `  <g id="tile-${index + 1}" inkscape:groupmode="layer" inkscape:label="Tile ${index + 1}" data-x="${number(tile.x)}" data-y="${number(tile.y)}" data-width="${number(tile.width)}" data-height="${number(tile.height)}">`,
      );
    }
    const paths = job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount);
    const tools = [...new Set(paths.map((path) => path.tool))];
    for (const tool of tools) {
      const width = tool === 'registration' ? registrationLineWidth : svgCutLineWidth;
      lines.push(
        `    <g id="${prefix}${tool}" inkscape:groupmode="layer" inkscape:label="${tool}" data-tool="${tool}" fill="none" stroke="${svgToolColours[tool]}" stroke-width="${width}">`,
      );
      for (const path of paths) {
        if (path.tool !== tool || path.points.length < 2) continue;
        const points = path.points.map((point) => `${number(point.x)},${number(point.y)}`).join(' ');
        // The top left registration square is printed filled.
        const fill = tool === 'registration' && path.closed ? ` fill="${svgToolColours.registration}"` : '';
        lines.push(`      <polyline points="${points}"${fill}/>`);
      }
      lines.push('    </g>');
    }
    if (tiled) lines.push('  </g>');
  });
  lines.push('</svg>');
  return lines.join('\n') + '\n';
}

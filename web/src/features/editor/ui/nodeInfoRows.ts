// The rows of the node info panel, in the order it lists them, from the statistics the domain
// packages compute. Kept apart from the component so the choice of figures is tested directly.
import type { QualityReport, StitchStatistics } from '@atelier/embroidery';
import type { RasterImage } from '@atelier/graph';
import type { DrawingStatistics } from '@atelier/vector';
import type { KnitChartStatistics } from '@atelier/knit';
import type { CutStatistics } from '@atelier/plotter';
import type { SceneStatistics } from '@atelier/scene';

export type InfoKey =
  | 'stitches'
  | 'trims'
  | 'colours'
  | 'colourChanges'
  | 'jumps'
  | 'stops'
  | 'stitchLengthMin'
  | 'stitchLengthMax'
  | 'stitchesTooLong'
  | 'stitchesTooShort'
  | 'trimsMissing'
  | 'designWidth'
  | 'designHeight'
  | 'sewingTime'
  | 'totalShapes'
  | 'closedArea'
  | 'filledArea'
  | 'polygons'
  | 'compoundPaths'
  | 'regularPaths'
  | 'points'
  | 'segmentLengthMin'
  | 'segmentLengthMax'
  | 'imageWidth'
  | 'imageHeight'
  | 'resolution'
  | 'needles'
  | 'knitRows'
  | 'fabricWidth'
  | 'fabricHeight'
  | 'yarns'
  | 'coloursPerRow'
  | 'longestFloat'
  | 'yarnTotal'
  | 'yarnOfColour'
  | 'cutPaths'
  | 'cutLength'
  | 'travelLength'
  | 'registrationMarks'
  | 'tiles'
  | 'cuttingTime'
  | 'triangles'
  | 'vertices'
  | 'meshes'
  | 'materials'
  | 'textures'
  | 'largestTexture'
  | 'lights';

export interface InfoRow {
  key: InfoKey;
  /** null when the figure does not exist (no stitch, no segment). */
  value: number | null;
  unit?: 'mm' | 'mm2' | 'px' | 'minutes' | 'm' | 'needles' | 'pixelSize';
  /** Values the row's label (or a `pixelSize` value: its `height`) fills in, such as the yarn's number. */
  values?: Record<string, number>;
}

export type InfoSource =
  | { kind: 'stitches'; statistics: StitchStatistics; quality?: QualityReport }
  | { kind: 'vector'; statistics: DrawingStatistics }
  | { kind: 'image'; image: Pick<RasterImage, 'width' | 'height' | 'dotsPerInch'> }
  | { kind: 'knit'; statistics: KnitChartStatistics }
  | { kind: 'cut'; statistics: CutStatistics }
  | { kind: 'scene'; statistics: SceneStatistics };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function qualityRows(quality: QualityReport | undefined): InfoRow[] {
  if (!quality) return [];
  const rows: InfoRow[] = [];
  if (quality.stitches.maximum !== undefined)
    rows.push({ key: 'stitchesTooLong', value: quality.stitches.tooLong });
  rows.push({ key: 'stitchesTooShort', value: quality.stitches.tooShort });
  rows.push({ key: 'trimsMissing', value: quality.trims.missing });
  return rows;
}

/**
 * The longest stitch a node's settings allow, in mm: a fill's longest stitch, a running stitch's
 * length, a satin column's width with its pull compensation on both sides; undefined for others.
 */
export function setMaximumStitchLength(settings: Readonly<Record<string, unknown>>): number | undefined {
  const number = (id: string) => (typeof settings[id] === 'number' ? (settings[id] as number) : undefined);
  const fill = number('maxStitchLength');
  if (fill !== undefined) return fill;
  const running = number('stitchLength');
  if (running !== undefined) return running;
  const width = number('width');
  if (width !== undefined) return width + 2 * (number('pullCompensation') ?? 0);
  return undefined;
}

export function infoRows(source: InfoSource): InfoRow[] {
  if (source.kind === 'stitches') {
    const s = source.statistics;
    return [
      { key: 'stitches', value: s.stitches },
      { key: 'trims', value: s.trims },
      { key: 'colours', value: s.colours },
      { key: 'colourChanges', value: s.colourChanges },
      { key: 'jumps', value: s.jumps },
      { key: 'stops', value: s.stops },
      { key: 'stitchLengthMin', value: s.minimumStitchLength ?? null, unit: 'mm' },
      { key: 'stitchLengthMax', value: s.maximumStitchLength ?? null, unit: 'mm' },
      // The stitch quality against the node's settings (goal 0 each): shown only where measured.
      ...qualityRows(source.quality),
      { key: 'designWidth', value: s.bounds ? s.width : null, unit: 'mm' },
      { key: 'designHeight', value: s.bounds ? s.height : null, unit: 'mm' },
      { key: 'sewingTime', value: Math.round((s.sewingTime / 60) * 10) / 10, unit: 'minutes' },
    ];
  }
  if (source.kind === 'vector') {
    const s = source.statistics;
    return [
      { key: 'totalShapes', value: s.totalShapes },
      { key: 'closedArea', value: s.closedArea, unit: 'mm2' },
      { key: 'filledArea', value: s.filledArea, unit: 'mm2' },
      { key: 'polygons', value: s.polygons },
      { key: 'compoundPaths', value: s.compoundPaths },
      { key: 'regularPaths', value: s.regularPaths },
      { key: 'colours', value: s.colours },
      { key: 'points', value: s.points },
      { key: 'segmentLengthMin', value: s.segmentLengthMin, unit: 'mm' },
      { key: 'segmentLengthMax', value: s.segmentLengthMax, unit: 'mm' },
    ];
  }
  if (source.kind === 'knit') {
    const s = source.statistics;
    return [
      { key: 'needles', value: s.needles },
      { key: 'knitRows', value: s.rows },
      { key: 'fabricWidth', value: round(s.width * 10, 1), unit: 'mm' },
      { key: 'fabricHeight', value: round(s.height * 10, 1), unit: 'mm' },
      { key: 'yarns', value: s.yarns },
      { key: 'coloursPerRow', value: s.coloursPerRow },
      { key: 'longestFloat', value: s.longestFloat, unit: 'needles' },
      { key: 'yarnTotal', value: round(s.totalMetres, 1), unit: 'm' },
      ...s.perYarn.map((yarn, index): InfoRow => ({
        key: 'yarnOfColour',
        value: round(yarn.metres, 1),
        unit: 'm',
        values: { number: index + 1 },
      })),
    ];
  }
  if (source.kind === 'cut') {
    const s = source.statistics;
    return [
      { key: 'cutPaths', value: s.pathCount },
      { key: 'cutLength', value: round(s.cutLength / 1000, 2), unit: 'm' },
      { key: 'travelLength', value: round(s.travelLength / 1000, 2), unit: 'm' },
      { key: 'registrationMarks', value: s.registrationMarks },
      { key: 'tiles', value: s.tiles },
      { key: 'cuttingTime', value: round(s.estimatedSeconds / 60, 1), unit: 'minutes' },
    ];
  }
  if (source.kind === 'scene') {
    const s = source.statistics;
    // The largest texture by pixels: width x height, the width as the row's value.
    const largest = s.textures.reduce<SceneStatistics['textures'][number] | undefined>(
      (best, texture) =>
        !best || texture.width * texture.height > best.width * best.height ? texture : best,
      undefined,
    );
    return [
      { key: 'triangles', value: s.triangles },
      { key: 'vertices', value: s.vertices },
      { key: 'meshes', value: s.meshes },
      { key: 'materials', value: s.materials },
      { key: 'textures', value: s.textures.length },
      largest
        ? {
            key: 'largestTexture',
            value: largest.width,
            unit: 'pixelSize',
            values: { height: largest.height },
          }
        : { key: 'largestTexture', value: null },
      { key: 'lights', value: s.lights },
    ];
  }
  return [
    { key: 'imageWidth', value: source.image.width, unit: 'px' },
    { key: 'imageHeight', value: source.image.height, unit: 'px' },
    { key: 'resolution', value: source.image.dotsPerInch ?? null },
  ];
}

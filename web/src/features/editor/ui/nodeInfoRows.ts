// The rows of the node info panel, in the order it lists them, from the statistics the domain
// packages compute. Kept apart from the component so the choice of figures is tested directly.
import type { StitchStatistics } from '@atelier/embroidery';
import type { RasterImage } from '@atelier/graph';
import type { DrawingStatistics } from '@atelier/vector';

export type InfoKey =
  | 'stitches'
  | 'trims'
  | 'colours'
  | 'colourChanges'
  | 'jumps'
  | 'stops'
  | 'stitchLengthMin'
  | 'stitchLengthMax'
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
  | 'resolution';

export interface InfoRow {
  key: InfoKey;
  /** null when the figure does not exist (no stitch, no segment). */
  value: number | null;
  unit?: 'mm' | 'mm2' | 'px' | 'minutes';
}

export type InfoSource =
  | { kind: 'stitches'; statistics: StitchStatistics }
  | { kind: 'vector'; statistics: DrawingStatistics }
  | { kind: 'image'; image: Pick<RasterImage, 'width' | 'height' | 'dotsPerInch'> };

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
  return [
    { key: 'imageWidth', value: source.image.width, unit: 'px' },
    { key: 'imageHeight', value: source.image.height, unit: 'px' },
    { key: 'resolution', value: source.image.dotsPerInch ?? null },
  ];
}

import { drawingBounds } from '../flatten';
import type { Colour, Subpath, VectorDrawing } from '../model';

// SVG output of a drawing (SVG 1.1): one <path> per shape, coordinates in millimetres with the
// page sized in mm, so other tools open it at its true size.

function number(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function colour(value: Colour): { paint: string; opacity: number } {
  const hex = [value.red, value.green, value.blue]
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('');
  return { paint: `#${hex}`, opacity: value.alpha / 255 };
}

/** SVG path data for subpaths, absolute commands only. */
export function pathData(subpaths: readonly Subpath[]): string {
  const parts: string[] = [];
  for (const subpath of subpaths) {
    parts.push(`M${number(subpath.start.x)} ${number(subpath.start.y)}`);
    for (const segment of subpath.segments) {
      if (segment.kind === 'line') parts.push(`L${number(segment.to.x)} ${number(segment.to.y)}`);
      else {
        parts.push(
          `C${number(segment.control1.x)} ${number(segment.control1.y)} ${number(segment.control2.x)} ${number(segment.control2.y)} ${number(segment.to.x)} ${number(segment.to.y)}`,
        );
      }
    }
    if (subpath.closed) parts.push('Z');
  }
  return parts.join('');
}

export interface SvgExportOptions {
  /** Page size in millimetres; by default the drawing's bounds (plus the margin). */
  width?: number;
  height?: number;
  /** Margin around the bounds when no page size is given, in millimetres. */
  margin?: number;
}

/** Writes a drawing as an SVG document whose user unit is one millimetre. */
export function exportSvg(drawing: VectorDrawing, options: SvgExportOptions = {}): string {
  const margin = options.margin ?? 0;
  const bounds = drawingBounds(drawing) ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const fixed = options.width !== undefined && options.height !== undefined;
  const minX = fixed ? 0 : bounds.minX - margin;
  const minY = fixed ? 0 : bounds.minY - margin;
  const width = options.width ?? bounds.maxX - bounds.minX + 2 * margin;
  const height = options.height ?? bounds.maxY - bounds.minY + 2 * margin;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${number(width)}mm" height="${number(height)}mm" viewBox="${number(minX)} ${number(minY)} ${number(width)} ${number(height)}">`,
  ];
  for (const path of drawing.paths) {
    const attributes = [`d="${pathData(path.subpaths)}"`];
    if (path.fill) {
      const { paint, opacity } = colour(path.fill);
      attributes.push(`fill="${paint}"`);
      if (opacity < 1) attributes.push(`fill-opacity="${number(opacity)}"`);
      if (path.fillRule === 'evenodd') attributes.push('fill-rule="evenodd"');
    } else {
      attributes.push('fill="none"');
    }
    if (path.stroke) {
      const { paint, opacity } = colour(path.stroke.colour);
      attributes.push(`stroke="${paint}"`, `stroke-width="${number(path.stroke.width)}"`);
      if (opacity < 1) attributes.push(`stroke-opacity="${number(opacity)}"`);
    }
    lines.push(`  <path ${attributes.join(' ')}/>`);
  }
  lines.push('</svg>', '');
  return lines.join('\n');
}

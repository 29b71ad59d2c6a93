import type { NodeDefinition } from '@atelier/graph';
import { drawingBounds, exportSvg } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'export');

/** What a vector export writes: an SVG file whose user unit is one millimetre. */
export interface ExportedVectorFile {
  format: 'svg';
  mimeType: 'image/svg+xml';
  extension: 'svg';
  bytes: Uint8Array;
  /** The page size in millimetres. */
  width: number;
  height: number;
}

/**
 * Writes shapes as an SVG file at their true size in millimetres, for cutters, plotters and other
 * drawing programs. The page is the shapes' bounds plus the margin.
 */
export const vectorExportNode = defineVectorNode({
  id: 'vector.export',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to write. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Space around the shapes on the page, in millimetres. */
      {
        id: 'margin',
        kind: 'number',
        label: label.control('margin'),
        default: 0,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = drawingInput(inputs['title']);
    const bounds = drawingBounds(drawing);
    if (!bounds) return undefined;
    const margin = controls['margin'] as number;
    const file: ExportedVectorFile = {
      format: 'svg',
      mimeType: 'image/svg+xml',
      extension: 'svg',
      bytes: new TextEncoder().encode(exportSvg(drawing, { margin })),
      width: bounds.maxX - bounds.minX + 2 * margin,
      height: bounds.maxY - bounds.minY + 2 * margin,
    };
    return { vector: drawing, file };
  },
} satisfies NodeDefinition);

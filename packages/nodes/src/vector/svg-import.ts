import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { importSvg } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'svgImport');

function svgText(content: unknown): string | undefined {
  if (typeof content === 'string') return content;
  if (content instanceof Uint8Array) return new TextDecoder().decode(content);
  if (content instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(content));
  return undefined;
}

/**
 * Reads an uploaded SVG file into shapes in millimetres. The host holds the file's bytes (or its
 * text) under the file id the control names. What the file holds that shapes cannot (text,
 * bitmaps, gradients) is reported in node messages.
 */
export const svgImportNode = defineVectorNode({
  id: 'vector.svg-import',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** The uploaded SVG file; the node is empty until one is chosen. */
      { id: 'file', kind: 'file', label: label.control('file'), default: null, accept: ['svg'] },
      /**
       * Pixels per inch for lengths the file gives in pixels or without a unit: 96 as browsers and
       * Inkscape count, 72 for files from older drawing programs.
       */
      {
        id: 'pixelsPerInch',
        kind: 'number',
        label: label.control('pixelsPerInch'),
        default: 96,
        min: 1,
        max: 10_000,
      },
      /** Scale the drawing so its page is this many millimetres wide; 0 keeps the file's own size. */
      {
        id: 'fitWidth',
        kind: 'number',
        label: label.control('fitWidth'),
        default: 0,
        min: 0,
        max: 2000,
        units: millimetreUnits,
      },
    ],
  ],
  evaluate({ controls, resource, addMessage }) {
    const fileId = controls['file'];
    if (typeof fileId !== 'string' || fileId === '') return undefined;
    const content = resource(fileId);
    if (content === undefined) {
      throw new NodeEvaluationError('missing-file', `the file "${fileId}" is not available`, {
        file: fileId,
      });
    }
    const text = svgText(content);
    if (text === undefined) {
      throw new NodeEvaluationError('invalid-svg', `the file "${fileId}" holds no text`, { file: fileId });
    }
    const result = importSvg(text, {
      pixelsPerInch: controls['pixelsPerInch'] as number,
      fitWidth: controls['fitWidth'] as number,
    });
    for (const warning of result.warnings) {
      addMessage({
        code: `svg-${warning.code}`,
        severity: 'warning',
        values: { count: warning.count },
        detail: warning.detail,
      });
    }
    return { vector: result.drawing };
  },
} satisfies NodeDefinition);

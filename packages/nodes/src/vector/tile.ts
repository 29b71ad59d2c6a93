import type { NodeDefinition } from '@atelier/graph';
import { maximumCopies, tileDrawing, tileLayouts, type TileLayout } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'tile');

/** Tiles a motif into a pattern: a straight grid, a brick repeat or a half-drop. */
export const tileNode = defineVectorNode({
  id: 'vector.tile',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The motif to tile; a tile is its bounding box plus the spacing. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Grid: rows and columns line up; brick: every other row moves half a tile right; half-drop: every other column moves half a tile down. */
      {
        id: 'layout',
        kind: 'dropdown',
        label: label.control('layout'),
        default: 'grid',
        options: tileLayouts.map((value) => ({ value, label: label.option('layout', value) })),
      },
      /** Tiles across. */
      {
        id: 'columns',
        kind: 'number',
        label: label.control('columns'),
        default: 4,
        min: 1,
        max: maximumCopies,
        step: 1,
      },
      /** Tiles down. */
      {
        id: 'rows',
        kind: 'number',
        label: label.control('rows'),
        default: 4,
        min: 1,
        max: maximumCopies,
        step: 1,
      },
    ],
    [
      /** The gap between tiles side by side, in millimetres; negative overlaps them. */
      {
        id: 'spacingX',
        kind: 'number',
        label: label.control('spacingX'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The gap between rows, in millimetres; negative overlaps them. */
      {
        id: 'spacingY',
        kind: 'number',
        label: label.control('spacingY'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** Degrees every tile turns about its own centre. */
      {
        id: 'rotation',
        kind: 'slider',
        label: label.control('rotation'),
        default: 0,
        min: -360,
        max: 360,
        step: 1,
      },
      /** Degrees each further tile turns beyond the one before, row by row. */
      {
        id: 'rotationStep',
        kind: 'slider',
        label: label.control('rotationStep'),
        default: 0,
        min: -180,
        max: 180,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = tileDrawing(drawingInput(inputs['title']), {
      layout: controls['layout'] as TileLayout,
      columns: controls['columns'] as number,
      rows: controls['rows'] as number,
      spacingX: controls['spacingX'] as number,
      spacingY: controls['spacingY'] as number,
      rotation: controls['rotation'] as number,
      rotationStep: controls['rotationStep'] as number,
    });
    return { vector: drawing };
  },
} satisfies NodeDefinition);

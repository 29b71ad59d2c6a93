import type { NodeDefinition } from '@atelier/graph';
import { replanCutJob } from '@atelier/plotter';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { cutJobInput, cutJobResult, definePlotterNode } from './support';

const label = nodeLabels('plotter', 'tile');

/** The widest overlap between tiles, mm. */
export const maximumTileOverlap = 200;

/**
 * Splits a design larger than the machine into tiles of its cutting area, overlapping so the
 * pieces can be lined up; each tile is cut as its own job (its own page in HP-GL).
 */
export const tileNode = definePlotterNode(
  {
    id: 'plotter.tile',
    version: '1.0.0',
    family: 'plotter',
    title: label.title,
    inputs: [
      /** The cut job to split. */
      { name: 'title', type: 'cutJob', label: label.input('title'), required: true },
    ],
    outputs: [{ name: 'cutJob', type: 'cutJob', label: label.output('cutJob') }],
    controls: [
      [
        /** How far neighbouring tiles overlap. */
        {
          id: 'overlap',
          kind: 'number',
          label: label.control('overlap'),
          default: 10,
          min: 0,
          max: maximumTileOverlap,
          units: millimetreUnits,
        },
      ],
    ],
    evaluate({ inputs, controls }) {
      const job = cutJobInput(inputs['title']);
      return cutJobResult(replanCutJob(job, { settings: { tileOverlap: controls['overlap'] as number } }));
    },
  } satisfies NodeDefinition,
  (option) => (option === 'tileOverlap' ? 'overlap' : option),
);

import type { NodeDefinition } from '@atelier/graph';
import {
  polyCountSegments,
  sampleModel,
  sampleModelIds,
  sceneFromMeshes,
  type PolyCount,
  type SampleModelId,
} from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, sceneResult } from './support';

const label = nodeLabels('scene', 'sampleModel');

/** A product to show a design on, made by the product itself: T-shirt, mug, tote bag, cap or cushion. */
export const sampleModelNode = defineSceneNode({
  id: 'scene.sample-model',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** Which product. A design goes on its `front` (the mug's `body`). */
      {
        id: 'model',
        kind: 'dropdown',
        label: label.control('model'),
        default: 't-shirt',
        options: sampleModelIds.map((id) => ({ value: id, label: label.option('model', id) })),
      },
    ],
    [
      /** How many polygons the sample model has: more looks smoother and costs more to draw. */
      {
        id: 'polyCount',
        kind: 'dropdown',
        label: label.control('polyCount'),
        description: 'node.scene.sampleModel.descriptions.polyCount',
        default: 'medium',
        options: Object.keys(polyCountSegments).map((level) => ({
          value: level,
          label: label.option('polyCount', level),
        })),
      },
      /** Keep the model's own materials; off gives it the node's default material. */
      {
        id: 'includeMaterials',
        kind: 'toggle',
        label: label.control('includeMaterials'),
        description: 'node.scene.sampleModel.descriptions.includeMaterials',
        default: true,
      },
    ],
  ],
  evaluate({ controls }) {
    return sceneResult(
      sceneFromMeshes(
        sampleModel(controls['model'] as SampleModelId, {
          polyCount: controls['polyCount'] as PolyCount,
          includeMaterials: controls['includeMaterials'] as boolean,
        }),
      ),
    );
  },
} satisfies NodeDefinition);

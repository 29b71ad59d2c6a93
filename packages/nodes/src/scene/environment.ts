import type { NodeDefinition } from '@atelier/graph';
import { environmentIds, setEnvironment } from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, degreesToRadians, sceneInput, sceneResult } from './support';

const label = nodeLabels('scene', 'environment');

/** Lights the scene with a photographed surrounding (an HDRI) and may show it behind the scene. */
export const environmentNode = defineSceneNode({
  id: 'scene.environment',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene to light. */
    { name: 'title', type: 'scene', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** Which surrounding; none lights with the scene's own lights only. */
      {
        id: 'environment',
        kind: 'dropdown',
        label: label.control('environment'),
        default: 'studio',
        options: environmentIds.map((id) => ({ value: id, label: label.option('environment', id) })),
      },
      /** How strongly it lights the scene. */
      {
        id: 'intensity',
        kind: 'number',
        label: label.control('intensity'),
        default: 1,
        min: 0,
        max: 100,
        step: 0.1,
      },
    ],
    [
      /** Turns the surrounding about the vertical axis, degrees. */
      {
        id: 'rotation',
        kind: 'number',
        label: label.control('rotation'),
        default: 0,
        min: -360,
        max: 360,
        step: 1,
      },
      /** Show it behind the scene instead of the background colour. */
      { id: 'visibleBackground', kind: 'toggle', label: label.control('visibleBackground'), default: false },
    ],
  ],
  evaluate({ inputs, controls }) {
    return sceneResult(
      setEnvironment(sceneInput(inputs['title']), {
        id: controls['environment'] as string,
        intensity: controls['intensity'] as number,
        rotation: degreesToRadians(controls['rotation'] as number),
        visibleBackground: controls['visibleBackground'] as boolean,
      }),
    );
  },
} satisfies NodeDefinition);

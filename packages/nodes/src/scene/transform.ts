import type { NodeDefinition } from '@atelier/graph';
import { transformScene } from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, pointControls, pointOf, sceneInput, sceneResult } from './support';

const label = nodeLabels('scene', 'transform');

const scaleControl = (id: string) => ({
  id,
  kind: 'number' as const,
  label: label.control(id),
  default: 1,
  min: 0.000001,
  max: 1_000_000,
  step: 0.01,
});

/** Every mesh of the scene moved, turned and scaled: scaled first, then turned, then moved. */
export const transformNode = defineSceneNode({
  id: 'scene.transform',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene to move. */
    { name: 'title', type: 'scene', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    /** Metres along x (right), y (up) and z (towards the viewer). */
    pointControls(label, 'translate', [0, 0, 0]),
    /** Degrees about x, then y, then z. */
    pointControls(label, 'rotate', [0, 0, 0], { min: -360, max: 360 }),
    [
      /** The same scale on every axis, times the per-axis scales. */
      scaleControl('scale'),
    ],
    /** Scale along x, y and z. */
    [scaleControl('scaleX'), scaleControl('scaleY'), scaleControl('scaleZ')],
  ],
  evaluate({ inputs, controls }) {
    return sceneResult(
      transformScene(sceneInput(inputs['title']), {
        translate: pointOf(controls, 'translate'),
        rotateDegrees: pointOf(controls, 'rotate'),
        scale: controls['scale'] as number,
        scaleAxes: pointOf(controls, 'scale'),
      }),
    );
  },
} satisfies NodeDefinition);

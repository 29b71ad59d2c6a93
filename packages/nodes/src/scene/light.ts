import type { NodeDefinition } from '@atelier/graph';
import { addLight, emptyScene, type SceneLight } from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import {
  defineSceneNode,
  degreesToRadians,
  pointControls,
  pointOf,
  sceneColour,
  sceneInput,
  sceneResult,
} from './support';

const label = nodeLabels('scene', 'light');

const lightKinds = ['ambient', 'directional', 'point', 'spot'] as const;

/** Adds a light to the scene (or starts a scene with it); a scene holds at most ten. */
export const lightNode = defineSceneNode({
  id: 'scene.light',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene to light; without one, a scene holding only the light. */
    { name: 'title', type: 'scene', label: label.input('title') },
  ],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** Ambient lights everything evenly; directional is the sun; point a bulb; spot a cone. */
      {
        id: 'kind',
        kind: 'dropdown',
        label: label.control('kind'),
        default: 'directional',
        options: lightKinds.map((kind) => ({ value: kind, label: label.option('kind', kind) })),
      },
      /** The light's colour. */
      {
        id: 'colour',
        kind: 'colour',
        label: label.control('colour'),
        default: { red: 255, green: 255, blue: 255, alpha: 255 },
      },
      /** How bright: 1 is a plain daylight key light. */
      {
        id: 'intensity',
        kind: 'number',
        label: label.control('intensity'),
        default: 2,
        min: 0,
        max: 10_000,
        step: 0.1,
      },
    ],
    /** Where the light stands, metres (not for ambient light). */
    pointControls(label, 'position', [2, 3, 4]),
    /** What a directional or spot light points at, metres. */
    pointControls(label, 'target', [0, 0, 0]),
    [
      /** A spot light's cone, degrees from its axis to its edge. */
      { id: 'angle', kind: 'number', label: label.control('angle'), default: 30, min: 1, max: 90, step: 1 },
      /** The light casts shadows. */
      { id: 'shadows', kind: 'toggle', label: label.control('shadows'), default: true },
    ],
  ],
  evaluate({ inputs, controls }) {
    const scene = inputs['title'] === undefined ? emptyScene() : sceneInput(inputs['title']);
    const common = {
      id: 'light',
      colour: sceneColour(controls['colour']),
      intensity: controls['intensity'] as number,
    };
    const position = pointOf(controls, 'position');
    const target = pointOf(controls, 'target');
    const castShadow = controls['shadows'] as boolean;
    const light: SceneLight =
      controls['kind'] === 'ambient'
        ? { kind: 'ambient', ...common }
        : controls['kind'] === 'point'
          ? { kind: 'point', ...common, position, distance: 0, castShadow }
          : controls['kind'] === 'spot'
            ? {
                kind: 'spot',
                ...common,
                position,
                target,
                angle: degreesToRadians(controls['angle'] as number),
                penumbra: 0.3,
                distance: 0,
                castShadow,
              }
            : { kind: 'directional', ...common, position, target, castShadow };
    return sceneResult(addLight(scene, light));
  },
} satisfies NodeDefinition);

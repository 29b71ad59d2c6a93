import type { NodeDefinition } from '@atelier/graph';
import { cameraViews, setCamera, toneMappings, type CameraView, type ToneMapping } from '@atelier/scene';
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

const label = nodeLabels('scene', 'camera');

/** Where the scene is seen from, how wide, and how its light becomes an image's colours. */
export const cameraNode = defineSceneNode({
  id: 'scene.camera',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene to look at. */
    { name: 'title', type: 'scene', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** One of the gizmo's six views, or a free orbit set by azimuth and elevation. */
      {
        id: 'view',
        kind: 'dropdown',
        label: label.control('view'),
        default: 'orbit',
        options: cameraViews.map((view) => ({ value: view, label: label.option('view', view) })),
      },
      /** Orbit: degrees round the target, 0 from the front, 90 from the right. */
      {
        id: 'azimuth',
        kind: 'number',
        label: label.control('azimuth'),
        default: 20,
        min: -360,
        max: 360,
        step: 1,
      },
      /** Orbit: degrees above the target, 90 straight down. */
      {
        id: 'elevation',
        kind: 'number',
        label: label.control('elevation'),
        default: 10,
        min: -90,
        max: 90,
        step: 1,
      },
    ],
    [
      /** Metres from the target. */
      {
        id: 'distance',
        kind: 'number',
        label: label.control('distance'),
        default: 2,
        min: 0.01,
        max: 10_000,
        step: 0.01,
      },
      /** The vertical field of view, degrees: smaller is a longer lens. */
      {
        id: 'fieldOfView',
        kind: 'number',
        label: label.control('fieldOfView'),
        default: 35,
        min: 1,
        max: 179,
        step: 1,
      },
    ],
    /** The point looked at, metres. */
    pointControls(label, 'target', [0, 0, 0]),
    [
      /** How the scene's light is fitted into an image's colours. */
      {
        id: 'toneMapping',
        kind: 'dropdown',
        label: label.control('toneMapping'),
        default: 'aces',
        options: toneMappings.map((mapping) => ({
          value: mapping,
          label: label.option('toneMapping', mapping),
        })),
      },
      /** Brighter above 1, darker below. */
      {
        id: 'exposure',
        kind: 'number',
        label: label.control('exposure'),
        default: 1,
        min: 0,
        max: 100,
        step: 0.05,
      },
      /** Behind the scene; alpha 0 for a transparent render. */
      {
        id: 'background',
        kind: 'colour',
        label: label.control('background'),
        default: { red: 255, green: 255, blue: 255, alpha: 255 },
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const background = controls['background'] as { alpha: number };
    return sceneResult(
      setCamera(sceneInput(inputs['title']), {
        camera: {
          view: controls['view'] as CameraView,
          azimuth: degreesToRadians(controls['azimuth'] as number),
          elevation: degreesToRadians(controls['elevation'] as number),
          distance: controls['distance'] as number,
          target: pointOf(controls, 'target'),
          fieldOfView: controls['fieldOfView'] as number,
        },
        toneMapping: controls['toneMapping'] as ToneMapping,
        exposure: controls['exposure'] as number,
        background: { ...sceneColour(controls['background']), alpha: background.alpha },
      }),
    );
  },
} satisfies NodeDefinition);

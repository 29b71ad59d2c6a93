import type { NodeDefinition } from '@atelier/graph';
import {
  defaultMaterial,
  identityMatrix,
  maximumSegments,
  maximumSize,
  minimumSize,
  primitiveGeometry,
  primitiveShapes,
  sceneFromMeshes,
  type PrimitiveShape,
} from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, sceneColour, sceneResult } from './support';

const label = nodeLabels('scene', 'primitive');

const size = (id: string, defaultValue: number) => ({
  id,
  kind: 'number' as const,
  label: label.control(id),
  default: defaultValue,
  min: minimumSize,
  max: maximumSize,
  step: 0.01,
});

const segments = (id: string, defaultValue: number) => ({
  id,
  kind: 'number' as const,
  label: label.control(id),
  default: defaultValue,
  min: 1,
  max: maximumSegments,
  step: 1,
});

/** A plane, box, sphere, cylinder or torus in one colour, centred on the origin. */
export const primitiveNode = defineSceneNode({
  id: 'scene.primitive',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** Which shape. */
      {
        id: 'shape',
        kind: 'dropdown',
        label: label.control('shape'),
        default: 'box',
        options: primitiveShapes.map((shape) => ({ value: shape, label: label.option('shape', shape) })),
      },
    ],
    [
      /** Metres: a plane's and box's width; a sphere's, cylinder's and torus's radius. */
      size('width', 1),
      /** Metres: a plane's, box's and cylinder's height; a torus's tube radius. */
      size('height', 1),
      /** Metres: a box's depth. */
      size('depth', 1),
    ],
    [
      /** Segments around (sphere, cylinder, torus) or across (plane, box): more is smoother. */
      segments('segments', 32),
      /** Segments up (sphere, cylinder, plane, box) or around the tube (torus). */
      segments('heightSegments', 16),
    ],
    [
      /** The surface colour; its alpha is the material's opacity. */
      {
        id: 'colour',
        kind: 'colour',
        label: label.control('colour'),
        default: { red: 200, green: 200, blue: 200, alpha: 255 },
      },
      /** 0 is a mirror, 1 is matte. */
      {
        id: 'roughness',
        kind: 'slider',
        label: label.control('roughness'),
        default: 0.6,
        min: 0,
        max: 1,
        step: 0.01,
      },
      /** 0 is plastic, paper or cloth, 1 is metal. */
      {
        id: 'metalness',
        kind: 'slider',
        label: label.control('metalness'),
        default: 0,
        min: 0,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ controls }) {
    const shape = controls['shape'] as PrimitiveShape;
    const geometry = primitiveGeometry({
      shape,
      width: controls['width'] as number,
      height: controls['height'] as number,
      depth: controls['depth'] as number,
      segments: controls['segments'] as number,
      heightSegments: controls['heightSegments'] as number,
    });
    const colour = controls['colour'] as { alpha: number };
    return sceneResult(
      sceneFromMeshes([
        {
          id: 'primitive',
          name: shape,
          geometry,
          matrix: [...identityMatrix],
          material: {
            ...defaultMaterial(shape),
            colour: sceneColour(controls['colour']),
            opacity: colour.alpha / 255,
            roughness: controls['roughness'] as number,
            metalness: controls['metalness'] as number,
            doubleSided: shape === 'plane',
          },
          castShadow: true,
          receiveShadow: true,
        },
      ]),
    );
  },
} satisfies NodeDefinition);

import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { setMaterial, type SceneMaterial } from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, degreesToRadians, sceneColour, sceneInput, sceneResult } from './support';
import { withinTextureBudget } from './textures';

const label = nodeLabels('scene', 'material');

const slider = (id: string, defaultValue: number) => ({
  id,
  kind: 'slider' as const,
  label: label.control(id),
  default: defaultValue,
  min: 0,
  max: 1,
  step: 0.01,
});

const number = (id: string, defaultValue: number, min: number, max: number) => ({
  id,
  kind: 'number' as const,
  label: label.control(id),
  default: defaultValue,
  min,
  max,
  step: 0.01,
});

/**
 * Dresses the scene's meshes, or those of one name, in a material: colour, roughness, metalness,
 * fabric sheen, opacity, and a design image placed on the mesh's texture coordinates: printed once
 * in the print area, or repeated all over.
 */
export const materialNode = defineSceneNode({
  id: 'scene.material',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [
    /** The scene whose meshes get the material. */
    { name: 'title', type: 'scene', label: label.input('title'), required: true },
    /** The design shown on the surface: printed on the colour, or repeated and multiplied with it. */
    { name: 'image', type: 'image', label: label.input('image') },
  ],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** Only the meshes of this name (a sample's `front`, say); empty for every mesh. */
      { id: 'meshName', kind: 'text', label: label.control('meshName'), default: '', maxLength: 200 },
    ],
    [
      /** The surface colour; white shows a repeated design in its own colours. */
      {
        id: 'colour',
        kind: 'colour',
        label: label.control('colour'),
        default: { red: 255, green: 255, blue: 255, alpha: 255 },
      },
      /** 0 is a mirror, 1 is matte. */
      slider('roughness', 0.8),
      /** 0 is cloth, paper or plastic, 1 is metal. */
      slider('metalness', 0),
    ],
    [
      /** The soft shine of fabric at grazing angles. */
      slider('sheen', 0),
      /** 1 is solid, 0 is invisible. */
      slider('opacity', 1),
    ],
    [
      /** Shifts the design across (u) and up (v), in parts of the image. */
      number('offsetU', 0, -100, 100),
      number('offsetV', 0, -100, 100),
    ],
    [
      /**
       * Off: the design is printed once, in the print area (texture coordinates 0..1), in its own
       * colours, the material's colour around it. On: it repeats over the whole surface like a
       * fabric's pattern, multiplied with the colour.
       */
      { id: 'repeatDesign', kind: 'toggle', label: label.control('repeatDesign'), default: false },
    ],
    [
      /** How many times the design repeats across and up (smaller prints for a printed design). */
      number('repeatU', 1, 0.001, 1000),
      number('repeatV', 1, 0.001, 1000),
      /** Turns the design about its centre, degrees. */
      number('rotation', 0, -360, 360),
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const scene = sceneInput(inputs['title']);
    const meshName = (controls['meshName'] as string).trim();
    const design = inputs['image'] as RasterImage | undefined;
    const colour = controls['colour'] as { alpha: number };
    const material: Partial<SceneMaterial> = {
      colour: sceneColour(controls['colour']),
      roughness: controls['roughness'] as number,
      metalness: controls['metalness'] as number,
      sheen: controls['sheen'] as number,
      opacity: (controls['opacity'] as number) * (colour.alpha / 255),
    };
    if (design) {
      material.map = withinTextureBudget(design, addMessage);
      material.mapWrap = controls['repeatDesign'] === true ? 'repeat' : 'print';
      material.mapPlacement = {
        offsetU: controls['offsetU'] as number,
        offsetV: controls['offsetV'] as number,
        repeatU: controls['repeatU'] as number,
        repeatV: controls['repeatV'] as number,
        rotation: degreesToRadians(controls['rotation'] as number),
      };
      const bare = scene.meshes.filter(
        (mesh) => (meshName === '' || mesh.name === meshName) && !mesh.geometry.uvs,
      );
      for (const mesh of bare) {
        addMessage({
          code: 'mesh-without-texture-coordinates',
          severity: 'warning',
          values: { mesh: mesh.name },
          detail: `${mesh.name} has no texture coordinates, so the design does not show on it`,
        });
      }
    }
    return sceneResult(setMaterial(scene, { meshName, material }));
  },
} satisfies NodeDefinition);

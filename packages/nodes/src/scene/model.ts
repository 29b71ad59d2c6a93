import { NodeEvaluationError, type NodeDefinition, type RasterImage } from '@atelier/graph';
import {
  modelFormats,
  multiplyMatrices,
  readModel,
  sceneFromMeshes,
  type ImportedModel,
} from '@atelier/scene';
import { imageCodecResourceId } from '../codec';
import type { ImageCodec } from '@atelier/raster';
import { socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, sceneResult } from './support';
import { modelTextureWithinBudget } from './textures';

const label = nodeLabels('scene', 'model');

/** File types the node reads. */
export const loadableModelExtensions = modelFormats;

/** Metres a unit of each choice is; `file` takes the format's own (glTF and OBJ metres, STL millimetres). */
const metresPerUnit = { metres: 1, centimetres: 0.01, millimetres: 0.001, inches: 0.0254 } as const;

function fileUnit(model: ImportedModel): number {
  return model.format === 'stl' ? metresPerUnit.millimetres : metresPerUnit.metres;
}

function encodedBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

function codecOf(resource: (id: string) => unknown): ImageCodec | undefined {
  const codec = resource(imageCodecResourceId) as ImageCodec | undefined;
  return codec && typeof codec.decode === 'function' ? codec : undefined;
}

/**
 * Reads an uploaded 3D model: glTF (.gltf with embedded data, or .glb), OBJ or STL. The host holds
 * the file's bytes under the file id the control names. Textures of the model's materials are
 * decoded with the host's image codec; one it cannot decode is left off with a message.
 */
export const modelNode = defineSceneNode({
  id: 'scene.model',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [
    [
      /** The uploaded model file (GLB, glTF, OBJ or STL); the node is empty until one is chosen. */
      {
        id: 'file',
        kind: 'file',
        label: label.control('file'),
        default: null,
        accept: loadableModelExtensions,
      },
    ],
    [
      /** Keep the model's own materials; off gives it the node's default material. */
      {
        id: 'includeMaterials',
        kind: 'toggle',
        label: label.control('includeMaterials'),
        description: 'node.scene.model.descriptions.includeMaterials',
        default: true,
      },
      /** The unit the file's coordinates are in; "as the file says" takes metres, millimetres for STL. */
      {
        id: 'units',
        kind: 'dropdown',
        label: label.control('units'),
        default: 'file',
        options: ['file', ...Object.keys(metresPerUnit)].map((unit) => ({
          value: unit,
          label: label.option('units', unit),
        })),
      },
    ],
  ],
  async evaluate({ controls, resource, addMessage }) {
    const fileId = controls['file'];
    if (typeof fileId !== 'string' || fileId === '') return undefined;
    const content = resource(fileId);
    if (content === undefined) {
      throw new NodeEvaluationError('missing-file', `the file "${fileId}" is not available`, {
        file: fileId,
      });
    }
    const bytes = encodedBytes(content);
    if (!bytes) {
      throw new NodeEvaluationError('unsupported-model-file', `the file "${fileId}" holds no model bytes`, {
        file: fileId,
      });
    }
    const model = await readModel(bytes, {
      includeMaterials: controls['includeMaterials'] as boolean,
      fileName: fileId,
    });
    const unit =
      controls['units'] === 'file'
        ? fileUnit(model)
        : metresPerUnit[controls['units'] as keyof typeof metresPerUnit];
    const scale = [unit, 0, 0, 0, 0, unit, 0, 0, 0, 0, unit, 0, 0, 0, 0, 1];
    let meshes = model.meshes.map((mesh) => ({
      ...mesh,
      matrix: unit === 1 ? mesh.matrix : multiplyMatrices(scale, mesh.matrix),
    }));

    const codec = codecOf(resource);
    for (const texture of model.textures) {
      let image: RasterImage | undefined;
      try {
        if (codec) image = socketImage(await codec.decode(texture.bytes));
      } catch {
        image = undefined;
      }
      const material = meshes.find((mesh) => texture.meshIds.includes(mesh.id))?.material.name ?? '';
      if (!image) {
        addMessage({
          code: 'missing-texture',
          severity: 'warning',
          values: { material, format: texture.mimeType },
          detail: `the ${texture.mimeType} texture of material "${material}" could not be decoded`,
        });
        continue;
      }
      const texture2d = modelTextureWithinBudget(image, material, addMessage);
      meshes = meshes.map((mesh) =>
        texture.meshIds.includes(mesh.id)
          ? { ...mesh, material: { ...mesh.material, [texture.slot]: texture2d } }
          : mesh,
      );
    }
    return sceneResult(sceneFromMeshes(meshes), { format: model.format });
  },
} satisfies NodeDefinition);

// What reading a model file gives: meshes in the scene's terms, and the encoded images its
// materials use, which the caller decodes with its own image codec (the kernel has none).
import type { SceneMesh } from '../scene';

export const modelFormats = ['glb', 'gltf', 'obj', 'stl'] as const;

export type ModelFormat = (typeof modelFormats)[number];

/** An image a material of the model uses, still encoded (PNG or JPEG as the file holds it). */
export interface ModelTexture {
  /** The meshes whose material shows it. */
  meshIds: string[];
  slot: 'map' | 'normalMap';
  mimeType: string;
  bytes: Uint8Array;
}

export interface ImportedModel {
  format: ModelFormat;
  meshes: SceneMesh[];
  textures: ModelTexture[];
  /** Triangles of all meshes. */
  triangles: number;
}

export interface ModelReadOptions {
  /** Keep the file's materials (colours, roughness, metalness, textures); off gives the default one. */
  includeMaterials: boolean;
  /** Most triangles the model may have; the kernel's `triangleBudget` when left out. */
  triangleBudget?: number;
}

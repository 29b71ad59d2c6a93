// What the info panel shows of a scene: how much geometry it holds, its materials and their
// textures with their sizes, and its lights.
import { triangleCount, vertexCount } from './geometry';
import type { Scene } from './scene';

export interface SceneTextureStatistics {
  /** The material the texture belongs to. */
  material: string;
  slot: 'map' | 'normalMap';
  width: number;
  height: number;
}

export interface SceneStatistics {
  triangles: number;
  vertices: number;
  meshes: number;
  /** Distinct materials by name. */
  materials: number;
  textures: SceneTextureStatistics[];
  lights: number;
}

export function sceneStatistics(scene: Scene): SceneStatistics {
  const materials = new Map<string, Scene['meshes'][number]['material']>();
  for (const mesh of scene.meshes)
    if (!materials.has(mesh.material.name)) materials.set(mesh.material.name, mesh.material);
  const textures: SceneTextureStatistics[] = [];
  for (const material of materials.values()) {
    for (const slot of ['map', 'normalMap'] as const) {
      const image = material[slot];
      if (image) textures.push({ material: material.name, slot, width: image.width, height: image.height });
    }
  }
  return {
    triangles: scene.meshes.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0),
    vertices: scene.meshes.reduce((sum, mesh) => sum + vertexCount(mesh.geometry), 0),
    meshes: scene.meshes.length,
    materials: materials.size,
    textures,
    lights: scene.lights.length,
  };
}

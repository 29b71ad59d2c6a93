// Wavefront OBJ, read with three.js's OBJLoader (which parses text without a DOM). Faces are
// counted before parsing, so a file over the triangle budget is refused without building it;
// a face naming a vertex the file does not have gives a non-finite coordinate, which the
// geometry check refuses. Materials (.mtl) are separate files and are not read: meshes keep
// the material names the file gives them.
import { Mesh, type BufferGeometry, type Material } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { defaultMaterial, identityMatrix } from '../build';
import { SceneError } from '../errors';
import { triangleCount, validateGeometry } from '../geometry';
import { triangleBudget as defaultTriangleBudget } from '../limits';
import type { SceneGeometry, SceneMesh } from '../scene';
import type { ImportedModel, ModelReadOptions } from './model';

/** Triangles the faces of an OBJ text make once split into fans (a face of n corners makes n - 2). */
export function countObjTriangles(text: string): number {
  let triangles = 0;
  for (const match of text.matchAll(/^[ \t]*f[ \t]+([^\r\n]*)/gm)) {
    const corners = match[1]!.trim().split(/[ \t]+/).length;
    triangles += Math.max(0, corners - 2);
  }
  return triangles;
}

function sliceGeometry(geometry: BufferGeometry, start: number, count: number): SceneGeometry {
  const slice = (name: string, size: number) => {
    const attribute = geometry.getAttribute(name);
    return attribute
      ? Float32Array.from((attribute.array as Float32Array).subarray(start * size, (start + count) * size))
      : undefined;
  };
  const normals = slice('normal', 3);
  const uvs = slice('uv', 2);
  return { positions: slice('position', 3)!, ...(normals ? { normals } : {}), ...(uvs ? { uvs } : {}) };
}

export function readObj(bytes: Uint8Array, options: ModelReadOptions): ImportedModel {
  const budget = options.triangleBudget ?? defaultTriangleBudget;
  const text = new TextDecoder().decode(bytes);
  const declared = countObjTriangles(text);
  if (declared > budget) {
    throw new SceneError(
      'model-over-triangle-budget',
      `the model has ${declared} triangles, more than the budget of ${budget}`,
      {
        triangles: declared,
        budget,
      },
    );
  }
  if (declared === 0) {
    throw new SceneError('unreadable-model', 'the OBJ file has no faces', {
      format: 'OBJ',
      reason: 'no faces',
    });
  }
  const group = new OBJLoader().parse(text);
  const meshes: SceneMesh[] = [];
  group.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const geometry = object.geometry as BufferGeometry;
    const materials: Material[] = Array.isArray(object.material) ? object.material : [object.material];
    const vertices = geometry.getAttribute('position').count;
    // One mesh per material a `usemtl` starts, so each can be dressed on its own.
    const groups =
      geometry.groups.length > 0 ? geometry.groups : [{ start: 0, count: vertices, materialIndex: 0 }];
    for (const part of groups) {
      const count = Math.min(part.count, vertices - part.start);
      if (count <= 0) continue;
      const sceneGeometry = sliceGeometry(geometry, part.start, count - (count % 3));
      const materialName = materials[part.materialIndex ?? 0]?.name ?? '';
      const name = object.name || materialName || `mesh ${meshes.length + 1}`;
      validateGeometry(sceneGeometry, name);
      meshes.push({
        id: `mesh-${meshes.length + 1}`,
        name: groups.length > 1 && materialName ? `${name} ${materialName}` : name,
        geometry: sceneGeometry,
        matrix: [...identityMatrix],
        material:
          options.includeMaterials && materialName ? defaultMaterial(materialName) : defaultMaterial(),
        castShadow: true,
        receiveShadow: true,
      });
    }
    geometry.dispose();
  });
  return {
    format: 'obj',
    meshes,
    textures: [],
    triangles: meshes.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0),
  };
}

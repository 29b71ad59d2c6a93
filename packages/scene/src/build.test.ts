import { describe, expect, it } from 'vitest';
import {
  addLight,
  combineScenes,
  emptyScene,
  maximumLights,
  primitiveGeometry,
  sceneFromMeshes,
  sceneStatistics,
  setMaterial,
  transformGeometry,
  transformScene,
  defaultMaterial,
  identityMatrix,
  SceneError,
  type Scene,
  type SceneLight,
  type SceneMesh,
} from './index';

function mesh(id: string, name: string): SceneMesh {
  return {
    id,
    name,
    geometry: primitiveGeometry({
      shape: 'box',
      width: 1,
      height: 1,
      depth: 1,
      segments: 1,
      heightSegments: 1,
    }),
    matrix: [...identityMatrix],
    material: defaultMaterial(name),
    castShadow: true,
    receiveShadow: true,
  };
}

const light = (id: string): SceneLight => ({
  kind: 'ambient',
  id,
  colour: { red: 255, green: 255, blue: 255 },
  intensity: 1,
});

function errorOf(run: () => unknown): SceneError {
  try {
    run();
  } catch (error) {
    if (error instanceof SceneError) return error;
    throw error;
  }
  throw new Error('expected a SceneError');
}

describe('transforming a scene', () => {
  it('scales, then rotates (degrees), then translates, after the mesh’s own placement', () => {
    const scene = sceneFromMeshes([mesh('a', 'a')]);
    const moved = transformScene(scene, {
      translate: [1, 2, 3],
      rotateDegrees: [0, 0, 90],
      scale: 2,
      scaleAxes: [1, 1, 1],
    });
    // The point (1, 0, 0): scaled to (2, 0, 0), turned a quarter about z to (0, 2, 0), moved to (1, 4, 3).
    const point = transformGeometry(
      { positions: new Float32Array([1, 0, 0]) },
      moved.meshes[0]!.matrix,
    ).positions;
    expect([...point].map((value) => Number(value.toFixed(6)))).toEqual([1, 4, 3]);
    const twice = transformScene(moved, {
      translate: [-1, 0, 0],
      rotateDegrees: [0, 0, 0],
      scale: 1,
      scaleAxes: [1, 1, 1],
    });
    const again = transformGeometry(
      { positions: new Float32Array([1, 0, 0]) },
      twice.meshes[0]!.matrix,
    ).positions;
    expect([...again].map((value) => Number(value.toFixed(6)))).toEqual([0, 4, 3]);
    // The input scene is left as it was.
    expect(scene.meshes[0]!.matrix).toEqual(identityMatrix);
  });

  it('scales per axis and turns normals with the mesh', () => {
    const scene = sceneFromMeshes([mesh('a', 'a')]);
    const moved = transformScene(scene, {
      translate: [0, 0, 0],
      rotateDegrees: [0, 90, 0],
      scale: 1,
      scaleAxes: [1, 3, 1],
    });
    const geometry = transformGeometry(
      { positions: new Float32Array([0, 1, 1]), normals: new Float32Array([0, 0, 1]) },
      moved.meshes[0]!.matrix,
    );
    // y scaled by 3; a quarter turn about y takes +z to +x.
    expect([...geometry.positions].map((value) => Number(value.toFixed(6)))).toEqual([1, 3, 0]);
    expect([...geometry.normals!].map((value) => Number(value.toFixed(6)))).toEqual([1, 0, 0]);
  });

  it('refuses a scale of zero', () => {
    const error = errorOf(() =>
      transformScene(emptyScene(), {
        translate: [0, 0, 0],
        rotateDegrees: [0, 0, 0],
        scale: 0,
        scaleAxes: [1, 1, 1],
      }),
    );
    expect(error.code).toBe('invalid-option');
    expect(error.values['option']).toBe('scale');
  });
});

describe('combining scenes', () => {
  it('keeps every mesh and light, ids made unique, and the first scene’s camera and environment', () => {
    const first: Scene = {
      ...sceneFromMeshes([mesh('shirt', 'front')]),
      camera: { ...emptyScene().camera, fieldOfView: 25 },
    };
    const second = addLight(sceneFromMeshes([mesh('shirt', 'back')]), light('key'));
    const combined = combineScenes([first, second]);
    expect(combined.meshes.map((item) => [item.id, item.name])).toEqual([
      ['shirt', 'front'],
      ['shirt-2', 'back'],
    ]);
    expect(combined.lights.map((item) => item.id)).toEqual(['key']);
    expect(combined.camera.fieldOfView).toBe(25);
  });

  it('takes at most 8 scenes and at most 10 lights', () => {
    expect(errorOf(() => combineScenes(Array.from({ length: 9 }, () => emptyScene()))).values).toEqual({
      count: 9,
      limit: 8,
    });
    const six = [1, 2, 3, 4, 5, 6].reduce(
      (scene, index) => addLight(scene, light(`l${index}`)),
      emptyScene(),
    );
    const error = errorOf(() => combineScenes([six, six]));
    expect([error.code, error.values['count'], error.values['limit']]).toEqual([
      'too-many-lights',
      12,
      maximumLights,
    ]);
  });
});

describe('lights and materials', () => {
  it('adds lights up to ten, the eleventh refused', () => {
    let scene = emptyScene();
    for (let index = 0; index < maximumLights; index += 1) scene = addLight(scene, light('light'));
    expect(scene.lights.map((item) => item.id)).toEqual([
      'light',
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `light-${n}`),
    ]);
    expect(errorOf(() => addLight(scene, light('light'))).code).toBe('too-many-lights');
  });

  it('sets a material on the meshes of one name or on all, keeping fields left out', () => {
    const scene = sceneFromMeshes([mesh('a', 'front'), mesh('b', 'back')]);
    const one = setMaterial(scene, { meshName: 'front', material: { roughness: 0.2 } });
    expect(one.meshes.map((item) => item.material.roughness)).toEqual([0.2, 0.6]);
    expect(one.meshes[0]!.material.name).toBe('front');
    const all = setMaterial(scene, { meshName: '', material: { metalness: 1 } });
    expect(all.meshes.map((item) => item.material.metalness)).toEqual([1, 1]);
    const missing = errorOf(() => setMaterial(scene, { meshName: 'sleeve', material: {} }));
    expect(missing.values).toEqual({ mesh: 'sleeve', meshes: 'front, back' });
  });
});

describe('scene statistics', () => {
  it('counts triangles, vertices, meshes, distinct materials, textures with their sizes and lights', () => {
    const textured = setMaterial(
      sceneFromMeshes([mesh('a', 'front'), mesh('b', 'back'), mesh('c', 'back')]),
      {
        meshName: 'front',
        material: { map: { width: 4, height: 2, pixels: new Uint8ClampedArray(32), dotsPerInch: 72 } },
      },
    );
    // A box of one segment a side: 6 faces of 4 vertices and 2 triangles.
    expect(sceneStatistics(addLight(textured, light('sun')))).toEqual({
      triangles: 36,
      vertices: 72,
      meshes: 3,
      materials: 2,
      textures: [{ material: 'front', slot: 'map', width: 4, height: 2 }],
      lights: 1,
    });
  });
});

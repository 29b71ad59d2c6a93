import type { RasterImage } from '@atelier/graph';
import {
  addLight,
  defaultMaterial,
  identityMatrix,
  sceneFromMeshes,
  sceneStatistics,
  type SceneMesh,
} from '@atelier/scene';
import { Sphere, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { previewValue } from '../preview/previewValue';
import { renderPreview } from '../preview/render';
import { infoRows } from '../ui/nodeInfoRows';
import { viewOfKey, viewPlacement } from './views';

const image = (width: number, height: number): RasterImage => ({
  width,
  height,
  pixels: new Uint8ClampedArray(width * height * 4),
  dotsPerInch: 72,
});

function mesh(id: string, geometry: SceneMesh['geometry'], material: SceneMesh['material']): SceneMesh {
  return {
    id,
    name: id,
    geometry,
    matrix: identityMatrix,
    material,
    castShadow: true,
    receiveShadow: true,
  };
}

// Worked by hand: a square of two indexed triangles on four vertices, and a lone triangle of three
// vertices without indices, twice. The square's material ("print") carries a 4 x 2 design and an
// 8 x 8 normal map; the two triangles share the material "cotton", which has no texture.
const print = { ...defaultMaterial('print'), map: image(4, 2), normalMap: image(8, 8) };
const cotton = defaultMaterial('cotton');
const square = {
  positions: new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0]),
  indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
};
const triangle = { positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]) };
const lit = addLight(
  addLight(
    sceneFromMeshes([
      mesh('front', square, print),
      mesh('left', triangle, cotton),
      mesh('right', triangle, cotton),
    ]),
    {
      kind: 'ambient',
      id: 'fill',
      colour: { red: 255, green: 255, blue: 255 },
      intensity: 0.3,
    },
  ),
  {
    kind: 'directional',
    id: 'key',
    colour: { red: 255, green: 255, blue: 255 },
    intensity: 2,
    position: [1, 2, 3],
    target: [0, 0, 0],
    castShadow: true,
  },
);

describe('a scene in the editor', () => {
  it('is previewed as a scene, before the statistics beside it, and rendered apart', () => {
    const value = previewValue({ scene: lit, statistics: sceneStatistics(lit) });
    expect(value).toEqual({ kind: 'scene', scene: lit });
    // The 2D preview drawing has nothing to draw for it; the WebGL render comes later.
    expect(renderPreview(value!)).toBeUndefined();
    expect(previewValue({ scene: { kind: 'scene', meshes: 'none' } })).toBeUndefined();
  });

  it('lists triangles, vertices, meshes, materials, textures with the largest, and lights', () => {
    expect(infoRows({ kind: 'scene', statistics: sceneStatistics(lit) })).toEqual([
      { key: 'triangles', value: 4 },
      { key: 'vertices', value: 10 },
      { key: 'meshes', value: 3 },
      { key: 'materials', value: 2 },
      { key: 'textures', value: 2 },
      { key: 'largestTexture', value: 8, unit: 'pixelSize', values: { height: 8 } },
      { key: 'lights', value: 2 },
    ]);
  });

  it('shows no largest texture for a scene without textures', () => {
    const plain = sceneFromMeshes([mesh('left', triangle, cotton)]);
    const rows = infoRows({ kind: 'scene', statistics: sceneStatistics(plain) });
    expect(rows.find((row) => row.key === 'textures')).toEqual({ key: 'textures', value: 0 });
    expect(rows.find((row) => row.key === 'largestTexture')).toEqual({ key: 'largestTexture', value: null });
  });
});

describe('the six views', () => {
  const bounds = new Sphere(new Vector3(0, 1, 0), 0.5);

  it('are keys 1 to 6 in the gizmo’s order', () => {
    expect(['1', '2', '3', '4', '5', '6', '7', 'a'].map(viewOfKey)).toEqual([
      'front',
      'back',
      'left',
      'right',
      'top',
      'bottom',
      undefined,
      undefined,
    ]);
  });

  it('look at the centre from their side, far enough for the bounds to fit', () => {
    // With a 60° field of view the half angle's sine is 0.5: 0.5 m of radius with the 15% margin
    // needs 1.15 m.
    const front = viewPlacement('front', bounds, 60);
    expect(front.target).toEqual([0, 1, 0]);
    expect(front.position.map((value) => Number(value.toFixed(6)))).toEqual([0, 1, 1.15]);
    expect(viewPlacement('left', bounds, 60).position.map((value) => Number(value.toFixed(6)))).toEqual([
      -1.15, 1, 0,
    ]);
    const top = viewPlacement('top', bounds, 60).position;
    const bottom = viewPlacement('bottom', bounds, 60).position;
    expect(top[1]).toBeCloseTo(2.15, 6);
    expect(bottom[1]).toBeCloseTo(-0.15, 6);
    // Straight above and below, the camera leans a hair towards the front, so the orbit keeps an
    // up direction: the back at the top seen from above, the front at the top seen from below.
    expect(top[2]).toBeGreaterThan(0);
    expect(top[2]).toBeLessThan(1e-3);
    expect(bottom[2]).toBeGreaterThan(0);
  });
});

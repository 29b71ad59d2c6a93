// The benchmark's scenes: the product shot (a draped cloth of 100,352 triangles with a printed
// design, the studio HDRI and three lights) and the empty scene it is compared with.
import type { RasterImage } from '@atelier/graph';
import { defaultMaterial, emptyScene, identityMatrix, type Scene, type SceneMesh } from '../src/index';

/** A 224 x 224 grid of squares (100,352 triangles), 0.5 m across, draped in soft folds. */
function clothMesh(): SceneMesh {
  const cells = 224;
  const side = cells + 1;
  const positions = new Float32Array(side * side * 3);
  const uvs = new Float32Array(side * side * 2);
  for (let row = 0; row < side; row++) {
    for (let column = 0; column < side; column++) {
      const u = column / cells;
      const v = row / cells;
      const fold = 0.02 * Math.sin(u * Math.PI * 6) * Math.sin(v * Math.PI * 2);
      positions.set([(u - 0.5) * 0.5, v * 0.5, fold], (row * side + column) * 3);
      uvs.set([u * 1.6 - 0.3, v * 1.6 - 0.3], (row * side + column) * 2);
    }
  }
  const indices = new Uint32Array(cells * cells * 6);
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      const corner = row * side + column;
      indices.set(
        [corner, corner + 1, corner + side + 1, corner, corner + side + 1, corner + side],
        (row * cells + column) * 6,
      );
    }
  }
  // A 512 x 512 design: a warm radial gradient, printed once in the middle of the cloth.
  const design = new Uint8ClampedArray(512 * 512 * 4);
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const distance = Math.hypot(x - 256, y - 256) / 362;
      design.set([255 - 200 * distance, 200 - 170 * distance, 120, 255], (y * 512 + x) * 4);
    }
  }
  const map: RasterImage = { width: 512, height: 512, pixels: design, dotsPerInch: 150 };
  return {
    id: 'cloth',
    name: 'cloth',
    geometry: { positions, uvs, indices },
    matrix: [...identityMatrix],
    material: {
      ...defaultMaterial('cotton'),
      colour: { red: 240, green: 240, blue: 236 },
      roughness: 0.9,
      sheen: 0.5,
      doubleSided: true,
      map,
    },
    castShadow: true,
    receiveShadow: true,
  };
}

const white = { red: 255, green: 255, blue: 255 };
export const productShot: Scene = {
  ...emptyScene(),
  meshes: [clothMesh()],
  lights: [
    {
      kind: 'directional',
      id: 'key',
      colour: white,
      intensity: 2,
      position: [1, 2, 2],
      target: [0, 0.25, 0],
      castShadow: true,
    },
    {
      kind: 'spot',
      id: 'rim',
      colour: white,
      intensity: 4,
      position: [-1, 1.5, 1],
      target: [0, 0.25, 0],
      angle: 0.5,
      penumbra: 0.5,
      distance: 0,
      castShadow: false,
    },
    { kind: 'ambient', id: 'fill', colour: white, intensity: 0.3 },
  ],
  environment: { id: 'studio', intensity: 0.6, rotation: 0, visibleBackground: false },
  camera: {
    view: 'orbit',
    azimuth: 0.3,
    elevation: 0.15,
    distance: 1,
    target: [0, 0.25, 0],
    fieldOfView: 40,
  },
  toneMapping: 'aces',
  exposure: 1,
  background: { red: 222, green: 220, blue: 214, alpha: 255 },
};
export const nothing: Scene = {
  ...emptyScene(),
  environment: { id: 'none', intensity: 1, rotation: 0, visibleBackground: false },
  background: productShot.background,
};

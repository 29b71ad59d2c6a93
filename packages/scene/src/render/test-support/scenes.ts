// Hand-made scenes whose pixels the renderer's tests can predict. For tests only.
import type { RasterImage } from '@atelier/graph';
import type { Scene, SceneColour, SceneLight, SceneMaterial, SceneMesh } from '../../scene';

export const identity: number[] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

export function translation(x: number, y: number, z: number): number[] {
  return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1];
}

export function colour(red: number, green: number, blue: number): SceneColour {
  return { red, green, blue };
}

export function material(overrides: Partial<SceneMaterial> = {}): SceneMaterial {
  return {
    name: 'material',
    colour: colour(255, 255, 255),
    roughness: 1,
    metalness: 0,
    sheen: 0,
    sheenColour: colour(255, 255, 255),
    opacity: 1,
    doubleSided: false,
    ...overrides,
  };
}

/**
 * A square of side `size` in the plane z = 0 facing +z, centred on the origin, as two triangles
 * with texture coordinates (0, 0) at its bottom left and (1, 1) at its top right.
 */
export function square(
  id: string,
  size: number,
  meshMaterial: SceneMaterial,
  matrix: number[] = identity,
): SceneMesh {
  const half = size / 2;
  return {
    id,
    name: id,
    geometry: {
      positions: new Float32Array([-half, -half, 0, half, -half, 0, half, half, 0, -half, half, 0]),
      normals: new Float32Array([0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1]),
      uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    },
    matrix,
    material: meshMaterial,
    castShadow: false,
    receiveShadow: false,
  };
}

/** A unit box centred on the origin as six squares, each face with a material of its own. */
export function box(
  faces: Record<'front' | 'back' | 'right' | 'left' | 'top' | 'bottom', SceneMaterial>,
): SceneMesh[] {
  // Column-major rotations that turn the +z-facing square to face each side, moved out by half.
  const placements: Record<keyof typeof faces, number[]> = {
    front: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0.5, 1],
    back: [-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0, 0, -0.5, 1],
    right: [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0.5, 0, 0, 1],
    left: [0, 0, 1, 0, 0, 1, 0, 0, -1, 0, 0, 0, -0.5, 0, 0, 1],
    top: [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0.5, 0, 1],
    bottom: [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, -0.5, 0, 1],
  };
  return (Object.keys(faces) as (keyof typeof faces)[]).map((face) =>
    square(face, 1, faces[face], placements[face]),
  );
}

export function ambient(intensity: number): SceneLight {
  return { kind: 'ambient', id: 'ambient', colour: colour(255, 255, 255), intensity };
}

/** A scene looked at from the front at `distance`, no environment, no tone mapping. */
export function sceneOf(meshes: SceneMesh[], lights: SceneLight[], overrides: Partial<Scene> = {}): Scene {
  return {
    kind: 'scene',
    meshes,
    lights,
    environment: { id: 'none', intensity: 1, rotation: 0, visibleBackground: false },
    camera: { view: 'front', azimuth: 0, elevation: 0, distance: 2, target: [0, 0, 0], fieldOfView: 45 },
    toneMapping: 'none',
    exposure: 1,
    background: { ...colour(0, 0, 0), alpha: 255 },
    ...overrides,
  };
}

/** An image of four quadrants of flat colour: top left, top right, bottom left, bottom right. */
export function quadrantImage(
  side: number,
  quadrants: [SceneColour, SceneColour, SceneColour, SceneColour],
): RasterImage {
  const pixels = new Uint8ClampedArray(side * side * 4);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const quadrant = quadrants[(y < side / 2 ? 0 : 2) + (x < side / 2 ? 0 : 1)]!;
      pixels.set([quadrant.red, quadrant.green, quadrant.blue, 255], (y * side + x) * 4);
    }
  }
  return { width: side, height: side, pixels, dotsPerInch: 72 };
}

/** The RGBA of the pixel at (x, y) from the top left. */
export function pixelAt(image: RasterImage, x: number, y: number): [number, number, number, number] {
  const offset = (Math.floor(y) * image.width + Math.floor(x)) * 4;
  return [
    image.pixels[offset]!,
    image.pixels[offset + 1]!,
    image.pixels[offset + 2]!,
    image.pixels[offset + 3]!,
  ];
}

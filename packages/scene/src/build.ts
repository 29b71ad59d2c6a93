// Scenes as values: the defaults a new scene starts from, and the operations the 3D nodes apply
// (place meshes, move them, combine scenes, dress meshes in a material, light them, choose the
// environment and camera). Every operation returns a new scene and leaves its input untouched:
// the node graph shares values between nodes and its cache.
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { SceneError, requireNumber } from './errors';
import { triangleBudget, maximumCombinedScenes, maximumLights } from './limits';
import { triangleCount } from './geometry';
import type {
  CameraView,
  Scene,
  SceneCamera,
  SceneColour,
  SceneEnvironment,
  SceneLight,
  SceneMaterial,
  SceneMatrix,
  SceneMesh,
  ToneMapping,
} from './scene';

/**
 * The environments the renderer offers, by id (CC0 HDRIs of @pmndrs/assets of the same names);
 * 'none' lights with the scene's own lights only.
 */
export const environmentIds = ['none', 'studio', 'city', 'sunset', 'forest', 'warehouse', 'park'] as const;

export type EnvironmentId = (typeof environmentIds)[number];

export const cameraViews: readonly CameraView[] = [
  'orbit',
  'front',
  'back',
  'left',
  'right',
  'top',
  'bottom',
];

export const toneMappings: readonly ToneMapping[] = ['none', 'linear', 'reinhard', 'aces', 'agx', 'neutral'];

export const identityMatrix: SceneMatrix = Object.freeze([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);

const lightGrey: SceneColour = { red: 200, green: 200, blue: 200 };
const white: SceneColour = { red: 255, green: 255, blue: 255 };

/** The material a mesh gets when none is given: a matte light grey. */
export function defaultMaterial(name = 'default'): SceneMaterial {
  return {
    name,
    colour: { ...lightGrey },
    roughness: 0.6,
    metalness: 0,
    sheen: 0,
    sheenColour: { ...white },
    opacity: 1,
    doubleSided: false,
  };
}

export function defaultEnvironment(): SceneEnvironment {
  return { id: 'studio', intensity: 1, rotation: 0, visibleBackground: false };
}

/** A camera three metres in front of the origin, a little above it, looking at it. */
export function defaultCamera(): SceneCamera {
  return { view: 'front', azimuth: 0, elevation: 0, distance: 3, target: [0, 0, 0], fieldOfView: 40 };
}

/** A scene with nothing in it: no meshes, no lights, the studio environment and the default camera. */
export function emptyScene(): Scene {
  return {
    kind: 'scene',
    meshes: [],
    lights: [],
    environment: defaultEnvironment(),
    camera: defaultCamera(),
    toneMapping: 'aces',
    exposure: 1,
    background: { red: 255, green: 255, blue: 255, alpha: 255 },
  };
}

/** True for a value shaped like a scene (the socket's value). */
export function isScene(value: unknown): value is Scene {
  if (typeof value !== 'object' || value === null) return false;
  const scene = value as Partial<Scene>;
  return (
    scene.kind === 'scene' &&
    Array.isArray(scene.meshes) &&
    Array.isArray(scene.lights) &&
    typeof scene.environment === 'object' &&
    typeof scene.camera === 'object'
  );
}

/** The scene on an input, or a `invalid-scene` error. */
export function requireScene(value: unknown): Scene {
  if (!isScene(value)) throw new SceneError('invalid-scene', 'the value is not a scene');
  return value;
}

/** A scene holding these meshes and nothing else, the defaults for the rest. */
export function sceneFromMeshes(meshes: readonly SceneMesh[]): Scene {
  assertWithinTriangleBudget(meshes);
  return { ...emptyScene(), meshes: [...meshes] };
}

function assertWithinTriangleBudget(meshes: readonly SceneMesh[]): void {
  const triangles = meshes.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0);
  if (triangles > triangleBudget) {
    throw new SceneError(
      'model-over-triangle-budget',
      `the scene has ${triangles} triangles, more than the budget of ${triangleBudget}`,
      { triangles, budget: triangleBudget },
    );
  }
}

export interface TransformOptions {
  /** Metres along x, y and z. */
  translate: [number, number, number];
  /** Degrees about x, then y, then z. */
  rotateDegrees: [number, number, number];
  /** Uniform scale, multiplied with the per-axis scale. */
  scale: number;
  scaleAxes: [number, number, number];
}

/** The column-major matrix of a translation, rotation (degrees, XYZ order) and scale. */
export function transformMatrix(options: TransformOptions): SceneMatrix {
  options.translate.forEach((value, axis) => requireNumber(`translate${'XYZ'[axis]}`, value, -1e6, 1e6));
  options.rotateDegrees.forEach((value, axis) => requireNumber(`rotate${'XYZ'[axis]}`, value, -36000, 36000));
  requireNumber('scale', options.scale, 1e-6, 1e6);
  options.scaleAxes.forEach((value, axis) => requireNumber(`scale${'XYZ'[axis]}`, value, 1e-6, 1e6));
  const radians = options.rotateDegrees.map((degrees) => (degrees * Math.PI) / 180) as [
    number,
    number,
    number,
  ];
  const matrix = new Matrix4().compose(
    new Vector3(...options.translate),
    new Quaternion().setFromEuler(new Euler(...radians, 'XYZ')),
    new Vector3(...options.scaleAxes.map((value) => value * options.scale)),
  );
  return [...matrix.elements];
}

/** The product of two column-major matrices: `left` applied after `right`. */
export function multiplyMatrices(left: SceneMatrix, right: SceneMatrix): SceneMatrix {
  return [...new Matrix4().fromArray([...left]).multiply(new Matrix4().fromArray([...right])).elements];
}

/** Every mesh of the scene moved by the transform (applied after each mesh's own placement). */
export function transformScene(scene: Scene, options: TransformOptions): Scene {
  const matrix = transformMatrix(options);
  return {
    ...scene,
    meshes: scene.meshes.map((mesh) => ({ ...mesh, matrix: multiplyMatrices(matrix, mesh.matrix) })),
  };
}

/**
 * One scene of several: the meshes and lights of all, in order (ids made unique), and the
 * environment, camera, tone mapping and background of the first scene given.
 */
export function combineScenes(scenes: readonly Scene[]): Scene {
  if (scenes.length > maximumCombinedScenes) {
    throw new SceneError(
      'too-many-scenes',
      `at most ${maximumCombinedScenes} scenes combine, got ${scenes.length}`,
      {
        count: scenes.length,
        limit: maximumCombinedScenes,
      },
    );
  }
  if (scenes.length === 0) return emptyScene();
  const usedIds = new Set<string>();
  const uniqueId = (id: string) => {
    let candidate = id;
    for (let suffix = 2; usedIds.has(candidate); suffix += 1) candidate = `${id}-${suffix}`;
    usedIds.add(candidate);
    return candidate;
  };
  const meshes = scenes.flatMap((scene) => scene.meshes.map((mesh) => ({ ...mesh, id: uniqueId(mesh.id) })));
  const lights = scenes.flatMap((scene) =>
    scene.lights.map((light) => ({ ...light, id: uniqueId(light.id) })),
  );
  assertLightCount(lights.length);
  assertWithinTriangleBudget(meshes);
  const first = scenes[0]!;
  return { ...first, meshes, lights };
}

export interface MaterialChange {
  /** Only the meshes of this name; empty for every mesh. */
  meshName: string;
  material: Partial<Omit<SceneMaterial, 'name'>> & { name?: string };
}

/**
 * The scene with a material changed on every mesh, or on the meshes of one name. Fields left out
 * of the change keep the mesh's own values; a mesh name no mesh has is an error.
 */
export function setMaterial(scene: Scene, change: MaterialChange): Scene {
  const targets = (mesh: SceneMesh) => change.meshName === '' || mesh.name === change.meshName;
  if (change.meshName !== '' && !scene.meshes.some(targets)) {
    throw new SceneError('mesh-not-found', `no mesh is named "${change.meshName}"`, {
      mesh: change.meshName,
      meshes: scene.meshes.map((mesh) => mesh.name).join(', '),
    });
  }
  return {
    ...scene,
    meshes: scene.meshes.map((mesh) =>
      targets(mesh) ? { ...mesh, material: { ...mesh.material, ...change.material } } : mesh,
    ),
  };
}

function assertLightCount(count: number): void {
  if (count > maximumLights) {
    throw new SceneError('too-many-lights', `a scene holds at most ${maximumLights} lights, got ${count}`, {
      count,
      limit: maximumLights,
    });
  }
}

/** The scene with one more light (its id made unique); more than `maximumLights` is an error. */
export function addLight(scene: Scene, light: SceneLight): Scene {
  assertLightCount(scene.lights.length + 1);
  const ids = new Set(scene.lights.map((existing) => existing.id));
  let id = light.id;
  for (let suffix = 2; ids.has(id); suffix += 1) id = `${light.id}-${suffix}`;
  return { ...scene, lights: [...scene.lights, { ...light, id }] };
}

export function setEnvironment(scene: Scene, environment: SceneEnvironment): Scene {
  if (!(environmentIds as readonly string[]).includes(environment.id)) {
    throw new SceneError('invalid-option', `"${environment.id}" is not one of the environments`, {
      option: 'environment',
    });
  }
  requireNumber('intensity', environment.intensity, 0, 100);
  return { ...scene, environment: { ...environment } };
}

export interface CameraSettings {
  camera: SceneCamera;
  toneMapping: ToneMapping;
  exposure: number;
  background: Scene['background'];
}

export function setCamera(scene: Scene, settings: CameraSettings): Scene {
  requireNumber('fieldOfView', settings.camera.fieldOfView, 1, 179);
  requireNumber('distance', settings.camera.distance, 0.001, 1e6);
  requireNumber('exposure', settings.exposure, 0, 100);
  return {
    ...scene,
    camera: { ...settings.camera, target: [...settings.camera.target] },
    toneMapping: settings.toneMapping,
    exposure: settings.exposure,
    background: { ...settings.background },
  };
}

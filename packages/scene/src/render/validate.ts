// Checks a scene and the asked-for image before rendering: a NaN position, a triangle naming a
// vertex that does not exist or a texture larger than any GPU takes would otherwise give a black
// image, a lost context or an allocation that never ends. Pure: runs on any host, before a byte is
// handed to a browser or a GPU.
import type { RasterImage } from '@atelier/graph';
import type { Scene, SceneColour } from '../scene';
import { isRendererEnvironmentId } from './environment-ids';
import { SceneRenderError } from './errors';
import {
  maximumRenderPixels,
  maximumRenderSide,
  maximumSceneLights,
  maximumSceneMeshes,
  maximumSceneTriangles,
  maximumSceneVertices,
  maximumTextureSide,
} from './limits';

export interface SceneRenderOptions {
  /** Size of the image in pixels. */
  width: number;
  height: number;
  /** Render with a transparent background (alpha 0 where no mesh is), whatever the scene's background. */
  transparent: boolean;
}

/**
 * What a host gives the render node under `atelier:scene-renderer`: a render of the scene at the
 * asked-for size, wherever it happens (the editor's worker, headless Chromium).
 */
export type SceneRenderer = (scene: Scene, options: SceneRenderOptions) => Promise<RasterImage>;

function invalid(where: string, mesh?: string): never {
  throw new SceneRenderError('scene-invalid-geometry', `${where} is not a finite number`, {
    where,
    ...(mesh === undefined ? {} : { mesh }),
  });
}

function finiteNumber(value: unknown, where: string) {
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid(where);
}

function finiteArray(values: ArrayLike<number>, where: string, mesh?: string) {
  for (let index = 0; index < values.length; index += 1) {
    if (!Number.isFinite(values[index]!)) invalid(`${where}[${index}]`, mesh);
  }
}

function colour(value: SceneColour, where: string) {
  finiteNumber(value.red, `${where}.red`);
  finiteNumber(value.green, `${where}.green`);
  finiteNumber(value.blue, `${where}.blue`);
}

function texture(image: RasterImage, where: string) {
  const { width, height } = image;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > maximumTextureSide ||
    height > maximumTextureSide
  ) {
    throw new SceneRenderError(
      'scene-texture-too-large',
      `the texture ${where} is ${width} x ${height} pixels; the renderer takes up to ${maximumTextureSide} x ${maximumTextureSide}`,
      { where, width, height, limit: maximumTextureSide },
    );
  }
  if (!(image.pixels instanceof Uint8ClampedArray) || image.pixels.length !== width * height * 4) {
    throw new SceneRenderError(
      'scene-texture-too-large',
      `the texture ${where} says ${width} x ${height} pixels but holds ${image.pixels?.length ?? 0} channel values`,
      { where, width, height, limit: maximumTextureSide },
    );
  }
}

/** Throws a SceneRenderError naming the first thing the renderer cannot draw. */
export function validateSceneForRendering(scene: Scene, options: SceneRenderOptions): void {
  const { width, height } = options;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < 1 ||
    height < 1 ||
    width > maximumRenderSide ||
    height > maximumRenderSide ||
    width * height > maximumRenderPixels
  ) {
    throw new SceneRenderError(
      'scene-image-too-large',
      `a ${width} x ${height} pixel render is outside the budget of ${maximumRenderSide} x ${maximumRenderSide}`,
      { width, height, limit: maximumRenderSide },
    );
  }
  if (scene.meshes.length > maximumSceneMeshes || scene.lights.length > maximumSceneLights) {
    throw new SceneRenderError(
      'scene-too-large',
      `the scene has ${scene.meshes.length} meshes and ${scene.lights.length} lights; the renderer takes up to ${maximumSceneMeshes} and ${maximumSceneLights}`,
      { meshes: scene.meshes.length, lights: scene.lights.length, limit: maximumSceneMeshes },
    );
  }
  let triangles = 0;
  let vertices = 0;
  for (const mesh of scene.meshes) {
    const { positions, normals, uvs, indices } = mesh.geometry;
    const where = `mesh "${mesh.name}"`;
    if (positions.length % 3 !== 0) invalid(`${where} positions`, mesh.name);
    const vertexCount = positions.length / 3;
    vertices += vertexCount;
    triangles += indices ? indices.length / 3 : vertexCount / 3;
    if (vertices > maximumSceneVertices || triangles > maximumSceneTriangles) {
      throw new SceneRenderError(
        'scene-too-large',
        `the scene has more than ${maximumSceneTriangles} triangles or ${maximumSceneVertices} vertices`,
        { triangles, vertices, limit: maximumSceneTriangles },
      );
    }
    finiteArray(positions, `${where} positions`, mesh.name);
    if (normals) {
      if (normals.length !== positions.length) invalid(`${where} normals`, mesh.name);
      finiteArray(normals, `${where} normals`, mesh.name);
    }
    if (uvs) {
      if (uvs.length !== vertexCount * 2) invalid(`${where} texture coordinates`, mesh.name);
      finiteArray(uvs, `${where} texture coordinates`, mesh.name);
    }
    if (indices) {
      if (indices.length % 3 !== 0) invalid(`${where} indices`, mesh.name);
      for (let index = 0; index < indices.length; index += 1) {
        if (indices[index]! >= vertexCount) {
          throw new SceneRenderError(
            'scene-index-out-of-range',
            `a triangle of ${where} names vertex ${indices[index]}, but the mesh has ${vertexCount} vertices`,
            { mesh: mesh.name, index: indices[index]!, vertices: vertexCount },
          );
        }
      }
    } else if (vertexCount % 3 !== 0) invalid(`${where} positions`, mesh.name);
    if (mesh.matrix.length !== 16) invalid(`${where} transform`, mesh.name);
    finiteArray(mesh.matrix, `${where} transform`, mesh.name);
    const material = mesh.material;
    colour(material.colour, `${where} colour`);
    colour(material.sheenColour, `${where} sheen colour`);
    finiteNumber(material.roughness, `${where} roughness`);
    finiteNumber(material.metalness, `${where} metalness`);
    finiteNumber(material.sheen, `${where} sheen`);
    finiteNumber(material.opacity, `${where} opacity`);
    if (material.map) texture(material.map, `${where} map`);
    if (material.normalMap) texture(material.normalMap, `${where} normal map`);
    if (material.mapPlacement) {
      for (const [key, value] of Object.entries(material.mapPlacement))
        finiteNumber(value, `${where} ${key}`);
    }
    if (material.normalScale !== undefined) finiteNumber(material.normalScale, `${where} normal scale`);
  }
  for (const light of scene.lights) {
    const where = `light "${light.id}"`;
    colour(light.colour, `${where} colour`);
    finiteNumber(light.intensity, `${where} intensity`);
    if (light.kind !== 'ambient') finiteArray(light.position, `${where} position`);
    if (light.kind === 'directional' || light.kind === 'spot') finiteArray(light.target, `${where} target`);
    if (light.kind === 'point' || light.kind === 'spot') finiteNumber(light.distance, `${where} distance`);
    if (light.kind === 'spot') {
      finiteNumber(light.angle, `${where} angle`);
      finiteNumber(light.penumbra, `${where} penumbra`);
    }
  }
  const { camera, environment } = scene;
  for (const key of ['azimuth', 'elevation', 'distance', 'fieldOfView'] as const) {
    finiteNumber(camera[key], `camera ${key}`);
  }
  finiteArray(camera.target, 'camera target');
  if (camera.distance <= 0) invalid('camera distance');
  if (camera.fieldOfView <= 0 || camera.fieldOfView >= 180) invalid('camera field of view');
  if (!isRendererEnvironmentId(environment.id)) {
    throw new SceneRenderError('scene-unknown-environment', `there is no environment "${environment.id}"`, {
      environment: environment.id,
    });
  }
  finiteNumber(environment.intensity, 'environment intensity');
  finiteNumber(environment.rotation, 'environment rotation');
  finiteNumber(scene.exposure, 'exposure');
  colour(scene.background, 'background');
  finiteNumber(scene.background.alpha, 'background alpha');
}

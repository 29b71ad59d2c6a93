// The value of a `scene` socket: a 3D scene as plain, structured-cloneable data (typed arrays,
// numbers, strings), so it crosses from the engine's worker to the page and into a headless
// browser unchanged, and a node's result can be cached and compared like any other. Lengths are
// in metres, angles in radians, colours linear-free sRGB channels 0 to 255 like the rest of the
// product; y is up, the camera looks down -z by default (three.js's conventions).
import type { RasterImage } from '@atelier/graph';

/** Triangles: positions (x, y, z per vertex), optional normals and texture coordinates, indices. */
export interface SceneGeometry {
  positions: Float32Array;
  /** One normal per vertex; computed by the renderer when absent. */
  normals?: Float32Array;
  /** One (u, v) per vertex, for textures; v = 0 at the image's bottom. */
  uvs?: Float32Array;
  /** Three vertex indices per triangle; absent means every three vertices are a triangle. */
  indices?: Uint32Array;
}

/** A column-major 4 x 4 transform, as three.js's Matrix4.elements. */
export type SceneMatrix = readonly number[];

/** How an image is placed on a mesh's texture coordinates. */
export interface TexturePlacement {
  /** Offset in texture units (0..1 is the whole image). */
  offsetU: number;
  offsetV: number;
  /** How many times the image repeats across the surface. */
  repeatU: number;
  repeatV: number;
  /** Turn about the texture's centre, radians. */
  rotation: number;
}

export interface SceneColour {
  red: number;
  green: number;
  blue: number;
}

/**
 * How a design sits on a surface. 'print': once, within texture coordinates 0..1 (a sample's
 * print area), in its own colours over the material's, and the material's colour elsewhere, as a
 * screen print or a patch is. 'repeat': tiled over the whole surface and multiplied with the
 * material's colour, as a fabric's pattern is.
 */
export type MapWrap = 'print' | 'repeat';

/** A physically based material (three.js MeshPhysicalMaterial's terms). */
export interface SceneMaterial {
  name: string;
  colour: SceneColour;
  /** 0 (mirror) to 1 (matte). */
  roughness: number;
  /** 0 (dielectric) to 1 (metal). */
  metalness: number;
  /** Fabric sheen, 0 to 1, and its tint. */
  sheen: number;
  sheenColour: SceneColour;
  /** 0 to 1. */
  opacity: number;
  /** The base colour image: a design placed on the model as `mapWrap` says. */
  map?: RasterImage;
  mapPlacement?: TexturePlacement;
  /** How the design sits on the surface; 'print' when absent. */
  mapWrap?: MapWrap;
  normalMap?: RasterImage;
  /** Strength of the normal map. */
  normalScale?: number;
  doubleSided: boolean;
}

export interface SceneMesh {
  /** Unique within the scene: what the 3D editor selects and its changes are written back to. */
  id: string;
  name: string;
  geometry: SceneGeometry;
  /** The mesh's placement in the scene. */
  matrix: SceneMatrix;
  material: SceneMaterial;
  castShadow: boolean;
  receiveShadow: boolean;
}

export type SceneLight =
  | { kind: 'ambient'; id: string; colour: SceneColour; intensity: number }
  | {
      kind: 'directional';
      id: string;
      colour: SceneColour;
      intensity: number;
      position: [number, number, number];
      target: [number, number, number];
      castShadow: boolean;
    }
  | {
      kind: 'point';
      id: string;
      colour: SceneColour;
      intensity: number;
      position: [number, number, number];
      /** 0 for no limit. */
      distance: number;
      castShadow: boolean;
    }
  | {
      kind: 'spot';
      id: string;
      colour: SceneColour;
      intensity: number;
      position: [number, number, number];
      target: [number, number, number];
      /** Half-angle of the cone, radians. */
      angle: number;
      /** 0 to 1: how soft the cone's edge is. */
      penumbra: number;
      distance: number;
      castShadow: boolean;
    };

/** An HDRI environment shipped with the product, by id, for image-based lighting and background. */
export interface SceneEnvironment {
  /** One of the product's environments (`environmentIds`), or 'none'. */
  id: string;
  intensity: number;
  /** Turn about the vertical axis, radians. */
  rotation: number;
  /** Show the environment behind the scene instead of the background colour. */
  visibleBackground: boolean;
}

/** The six views of the 3D editor's gizmo, and a free orbit. */
export type CameraView = 'orbit' | 'front' | 'back' | 'left' | 'right' | 'top' | 'bottom';

export interface SceneCamera {
  view: CameraView;
  /** Orbit: angles about the target (radians) and distance (metres). */
  azimuth: number;
  elevation: number;
  distance: number;
  target: [number, number, number];
  /** Vertical field of view, degrees. */
  fieldOfView: number;
}

export type ToneMapping = 'none' | 'linear' | 'reinhard' | 'aces' | 'agx' | 'neutral';

export interface Scene {
  kind: 'scene';
  meshes: SceneMesh[];
  lights: SceneLight[];
  environment: SceneEnvironment;
  camera: SceneCamera;
  toneMapping: ToneMapping;
  exposure: number;
  /** Behind the scene when the environment is not shown; alpha 0 for a transparent render. */
  background: SceneColour & { alpha: number };
}

/// <reference lib="dom" />
// Draws a scene with three.js on a WebGL 2 canvas (a page's or a worker's OffscreenCanvas) and
// reads the pixels back as an image. A session keeps one renderer and its context between renders,
// with the shader programs and the prefiltered HDRIs, which depend on the context and not on the
// scene; everything built from a scene's data is disposed after its render, so a render depends
// on nothing but the scene, the options and the GL.
import {
  ACESFilmicToneMapping,
  AgXToneMapping,
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  ClampToEdgeWrapping,
  Color,
  DataTexture,
  DirectionalLight,
  DoubleSide,
  FrontSide,
  LinearFilter,
  LinearMipmapLinearFilter,
  LinearToneMapping,
  Matrix4,
  Mesh,
  MeshPhysicalMaterial,
  NeutralToneMapping,
  NoColorSpace,
  NoToneMapping,
  PCFShadowMap,
  PerspectiveCamera,
  PMREMGenerator,
  PointLight,
  ReinhardToneMapping,
  RepeatWrapping,
  RGBAFormat,
  Scene as ThreeScene,
  Sphere,
  SpotLight,
  SRGBColorSpace,
  UnsignedByteType,
  Vector2,
  WebGLRenderer,
  type WebGLRenderTarget,
  type ColorSpace,
  type Light,
  type Texture,
  type ToneMapping as ThreeToneMapping,
} from 'three';
import type { RasterImage } from '@atelier/graph';
import type { Scene, SceneColour, SceneLight, SceneMaterial, SceneMesh, ToneMapping } from '../scene';
import { cameraPlacement } from './camera';
import type { RendererEnvironmentId } from './environment-ids';
import { loadEnvironmentTexture } from './environments';
import { SceneRenderError } from './errors';
import { validateSceneForRendering, type SceneRenderOptions } from './validate';
import { fitShadow } from './shadows';

/** The resolution a rendered image is given when the caller does not say (screen pixels). */
const defaultDotsPerInch = 72;

/** The sides a shadow map may have: sharp enough for a product shot, small enough for software GL. */
const smallestShadowMapSide = 512;
const largestShadowMapSide = 2048;

/**
 * Side of each shadow map for an image: about one shadow texel per image pixel across the scene's
 * bounds (which the shadow camera covers), so a small preview does not pay for a print's shadows.
 */
function shadowMapSideFor(width: number, height: number): number {
  const wanted = 2 ** Math.ceil(Math.log2(Math.max(width, height)));
  return Math.min(largestShadowMapSide, Math.max(smallestShadowMapSide, wanted));
}

const toneMappings: Record<ToneMapping, ThreeToneMapping> = {
  none: NoToneMapping,
  linear: LinearToneMapping,
  reinhard: ReinhardToneMapping,
  aces: ACESFilmicToneMapping,
  agx: AgXToneMapping,
  neutral: NeutralToneMapping,
};

function colourOf(colour: SceneColour): Color {
  return new Color().setRGB(colour.red / 255, colour.green / 255, colour.blue / 255, SRGBColorSpace);
}

/** The most a texture is filtered across at a grazing angle (where the GL allows as much). */
const maximumAnisotropy = 8;

/**
 * A printed design's texel over the material's colour, and the material's colour outside texture
 * coordinates 0..1, so a design placed on a product is printed once in its print area.
 *
 * Done in the fragment shader rather than by baking the design onto a bordered texture: a border
 * clamped to the edge bleeds into the design at the mip levels a distant product is drawn with, and
 * tints the whole garment with the design's average colour; here the test is on the placed texture
 * coordinates themselves, exact at any distance, with the print's edge smoothed over one screen
 * pixel (fwidth) so it does not stair-step. The design's alpha lets the fabric show through.
 */
const printFragment = /* glsl */ `
#ifdef USE_MAP
  vec4 printTexel = texture2D( map, vMapUv );
  vec2 printEdge = min( vMapUv, 1.0 - vMapUv );
  vec2 printCoverage = clamp( printEdge / max( fwidth( vMapUv ), vec2( 1e-6 ) ) + 0.5, 0.0, 1.0 );
  diffuseColor.rgb = mix( diffuseColor.rgb, printTexel.rgb, printTexel.a * printCoverage.x * printCoverage.y );
#endif
`;

function printOnce(material: MeshPhysicalMaterial): void {
  material.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace('#include <map_fragment>', printFragment);
  };
  material.customProgramCacheKey = () => 'atelier-print';
}

/** A texture of an image, its top row at v = 1 as the scene's texture coordinates expect. */
function textureOf(image: RasterImage, colorSpace: ColorSpace, anisotropy: number): DataTexture {
  const rowBytes = image.width * 4;
  const rows = new Uint8Array(image.pixels.length);
  for (let row = 0; row < image.height; row += 1) {
    const from = (image.height - 1 - row) * rowBytes;
    rows.set(image.pixels.subarray(from, from + rowBytes), row * rowBytes);
  }
  const texture = new DataTexture(rows, image.width, image.height, RGBAFormat, UnsignedByteType);
  texture.colorSpace = colorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  // Trilinear and anisotropic: a small design drawn large stays smooth, a large one drawn small
  // or at a slant does not shimmer.
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.anisotropy = anisotropy;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

function geometryOf(mesh: SceneMesh): BufferGeometry {
  const { positions, normals, uvs, indices } = mesh.geometry;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  if (uvs) geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
  if (indices) geometry.setIndex(new BufferAttribute(indices, 1));
  if (normals) geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  else geometry.computeVertexNormals();
  return geometry;
}

function materialOf(material: SceneMaterial, textures: Texture[], anisotropy: number): MeshPhysicalMaterial {
  const physical = new MeshPhysicalMaterial({
    color: colourOf(material.colour),
    roughness: material.roughness,
    metalness: material.metalness,
    sheen: material.sheen,
    sheenColor: colourOf(material.sheenColour),
    sheenRoughness: 1,
    opacity: material.opacity,
    transparent: material.opacity < 1,
    side: material.doubleSided ? DoubleSide : FrontSide,
    // Both faces cast shadows: a garment or a label is a thin open surface, whose back faces
    // (three.js's default for shadows) may not face the light at all.
    shadowSide: DoubleSide,
  });
  if (material.map) {
    const map = textureOf(material.map, SRGBColorSpace, anisotropy);
    if (material.mapWrap !== 'repeat') {
      map.wrapS = ClampToEdgeWrapping;
      map.wrapT = ClampToEdgeWrapping;
      printOnce(physical);
    }
    const placement = material.mapPlacement;
    if (placement) {
      map.offset.set(placement.offsetU, placement.offsetV);
      map.repeat.set(placement.repeatU, placement.repeatV);
      map.center.set(0.5, 0.5);
      map.rotation = placement.rotation;
    }
    physical.map = map;
    textures.push(map);
  }
  if (material.normalMap) {
    const normalMap = textureOf(material.normalMap, NoColorSpace, anisotropy);
    const scale = material.normalScale ?? 1;
    physical.normalMap = normalMap;
    physical.normalScale = new Vector2(scale, scale);
    textures.push(normalMap);
  }
  return physical;
}

function lightOf(light: SceneLight, scene: ThreeScene): Light {
  const colour = colourOf(light.colour);
  switch (light.kind) {
    case 'ambient':
      return new AmbientLight(colour, light.intensity);
    case 'directional': {
      const directional = new DirectionalLight(colour, light.intensity);
      directional.position.set(...light.position);
      directional.target.position.set(...light.target);
      scene.add(directional.target);
      directional.castShadow = light.castShadow;
      return directional;
    }
    case 'point': {
      const point = new PointLight(colour, light.intensity, light.distance, 2);
      point.position.set(...light.position);
      point.castShadow = light.castShadow;
      return point;
    }
    case 'spot': {
      const spot = new SpotLight(colour, light.intensity, light.distance, light.angle, light.penumbra, 2);
      spot.position.set(...light.position);
      spot.target.position.set(...light.target);
      scene.add(spot.target);
      spot.castShadow = light.castShadow;
      return spot;
    }
  }
}

/**
 * Straight RGBA rows from the top, from the framebuffer's premultiplied rows from the bottom.
 * Premultiplied because three.js blends colour by alpha onto a transparent clear.
 */
function imageOfFramebuffer(framebuffer: Uint8Array, width: number, height: number): RasterImage {
  const pixels = new Uint8ClampedArray(framebuffer.length);
  const rowBytes = width * 4;
  for (let row = 0; row < height; row += 1) {
    const from = (height - 1 - row) * rowBytes;
    const to = row * rowBytes;
    for (let column = 0; column < rowBytes; column += 4) {
      const alpha = framebuffer[from + column + 3]!;
      const scale = alpha === 0 || alpha === 255 ? 1 : 255 / alpha;
      pixels[to + column] = framebuffer[from + column]! * scale;
      pixels[to + column + 1] = framebuffer[from + column + 1]! * scale;
      pixels[to + column + 2] = framebuffer[from + column + 2]! * scale;
      pixels[to + column + 3] = alpha;
    }
  }
  return { width, height, pixels, dotsPerInch: defaultDotsPerInch };
}

/** An environment prefiltered for one renderer: its image (the visible background) and PMREM. */
interface PreparedEnvironment {
  image: DataTexture;
  prefiltered: WebGLRenderTarget;
}

/** A canvas for the session's renderer, of the first render's size (resized for each render). */
export type SceneCanvasFactory = (width: number, height: number) => HTMLCanvasElement | OffscreenCanvas;

/**
 * Renders scenes one at a time with one WebGL context kept between renders, so that what depends
 * on the context and not on the scene is made once: the shader programs and each HDRI prefiltered
 * for lighting (PMREM). Everything a render builds from its scene (geometry, textures, lights and
 * their shadow maps, materials) is released after it; materials one render later, so that the next
 * render's materials find their shader programs still compiled.
 */
export interface SceneRenderSession {
  /** Renders the scene and returns straight RGBA pixels from the top left. */
  render(scene: Scene, options: SceneRenderOptions): Promise<RasterImage>;
  /** Releases the context and everything kept in it; a later render starts a new one. */
  dispose(): void;
}

function contextLost(): SceneRenderError {
  return new SceneRenderError('scene-render-failed', 'the WebGL context was lost while rendering', {
    reason: 'context-lost',
  });
}

/** The GL state a session keeps between renders; all of it belongs to one WebGL context. */
class RenderContext {
  readonly renderer: WebGLRenderer;
  private readonly environments = new Map<string, PreparedEnvironment>();
  private pmremGenerator: PMREMGenerator | undefined;
  /** The previous render's materials, holding their shader programs for the next render. */
  private retiredMaterials: MeshPhysicalMaterial[] = [];

  constructor(canvas: HTMLCanvasElement | OffscreenCanvas) {
    try {
      this.renderer = new WebGLRenderer({
        canvas,
        antialias: true,
        alpha: true,
        preserveDrawingBuffer: true,
      });
    } catch (error) {
      throw new SceneRenderError(
        'scene-render-failed',
        `no WebGL 2 context for rendering: ${error instanceof Error ? error.message : String(error)}`,
        { reason: 'webgl-unavailable' },
      );
    }
    this.renderer.setPixelRatio(1);
  }

  get lost(): boolean {
    return this.renderer.getContext().isContextLost();
  }

  /**
   * The environment prefiltered for lighting, made on its first use in this context. Its rotation
   * is applied when drawing (three.js turns the lookup), so one prefiltering serves every rotation.
   */
  async environment(id: Exclude<RendererEnvironmentId, 'none'>): Promise<PreparedEnvironment> {
    const kept = this.environments.get(id);
    if (kept) return kept;
    const image = await loadEnvironmentTexture(id);
    this.pmremGenerator ??= new PMREMGenerator(this.renderer);
    const prepared = { image, prefiltered: this.pmremGenerator.fromEquirectangular(image) };
    this.environments.set(id, prepared);
    return prepared;
  }

  /** Releases the materials of the render before, now that this render's are compiled. */
  retire(materials: MeshPhysicalMaterial[]): void {
    for (const material of this.retiredMaterials) material.dispose();
    this.retiredMaterials = materials;
  }

  dispose(): void {
    this.retire([]);
    for (const { image, prefiltered } of this.environments.values()) {
      image.dispose();
      prefiltered.dispose();
    }
    this.environments.clear();
    this.pmremGenerator?.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }
}

/** The scene's three.js objects for one render, and what to release after it. */
interface BuiltScene {
  world: ThreeScene;
  bounds: Sphere;
  geometries: BufferGeometry[];
  materials: MeshPhysicalMaterial[];
  textures: Texture[];
  lights: Light[];
}

function buildScene(scene: Scene, anisotropy: number, shadowMapSide: number): BuiltScene {
  const built: BuiltScene = {
    world: new ThreeScene(),
    bounds: new Sphere(),
    geometries: [],
    materials: [],
    textures: [],
    lights: [],
  };
  const { world, bounds } = built;
  for (const sceneMesh of scene.meshes) {
    const geometry = geometryOf(sceneMesh);
    const material = materialOf(sceneMesh.material, built.textures, anisotropy);
    built.geometries.push(geometry);
    built.materials.push(material);
    const mesh = new Mesh(geometry, material);
    mesh.name = sceneMesh.name;
    mesh.matrixAutoUpdate = false;
    mesh.matrix.copy(new Matrix4().fromArray(sceneMesh.matrix as number[]));
    mesh.castShadow = sceneMesh.castShadow;
    mesh.receiveShadow = sceneMesh.receiveShadow;
    world.add(mesh);
  }
  world.updateMatrixWorld(true);

  const meshBounds = new Sphere();
  for (const child of world.children) {
    if (!(child instanceof Mesh)) continue;
    const geometry = child.geometry as BufferGeometry;
    geometry.computeBoundingSphere();
    meshBounds.copy(geometry.boundingSphere!).applyMatrix4(child.matrixWorld);
    if (bounds.isEmpty()) bounds.copy(meshBounds);
    else bounds.union(meshBounds);
  }
  if (bounds.isEmpty()) bounds.set(bounds.center.set(...scene.camera.target), 1);

  for (const sceneLight of scene.lights) {
    const light = lightOf(sceneLight, world);
    if (light instanceof DirectionalLight || light instanceof SpotLight || light instanceof PointLight) {
      fitShadow(light, bounds, shadowMapSide);
    }
    built.lights.push(light);
    world.add(light);
  }
  return built;
}

function cameraOf(scene: Scene, bounds: Sphere, width: number, height: number): PerspectiveCamera {
  const placement = cameraPlacement(scene.camera);
  const camera = new PerspectiveCamera(scene.camera.fieldOfView, width / height);
  camera.position.set(...placement.position);
  camera.up.set(...placement.up);
  camera.lookAt(...scene.camera.target);
  // Near and far planes around what there is to see, so that depth precision goes where the scene is.
  const reach = camera.position.distanceTo(bounds.center) + bounds.radius;
  camera.far = reach * 1.5 + 1e-3;
  camera.near = Math.max(
    camera.far / 100_000,
    (camera.position.distanceTo(bounds.center) - bounds.radius) * 0.5,
  );
  camera.updateProjectionMatrix();
  return camera;
}

async function renderIn(
  context: RenderContext,
  scene: Scene,
  options: SceneRenderOptions,
): Promise<RasterImage> {
  const { width, height } = options;
  const { renderer } = context;
  const environmentId = scene.environment.id as RendererEnvironmentId;
  const environment = environmentId === 'none' ? undefined : await context.environment(environmentId);

  renderer.setSize(width, height, false);
  renderer.setViewport(0, 0, width, height);
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = toneMappings[scene.toneMapping];
  renderer.toneMappingExposure = scene.exposure;

  const anisotropy = Math.min(maximumAnisotropy, renderer.capabilities.getMaxAnisotropy());
  const built = buildScene(scene, anisotropy, shadowMapSideFor(width, height));
  try {
    const { world } = built;
    renderer.shadowMap.enabled = scene.lights.some((light) => light.kind !== 'ambient' && light.castShadow);
    // Soft (percentage-closer) shadows; three.js draws its former soft type this same way.
    renderer.shadowMap.type = PCFShadowMap;
    renderer.shadowMap.needsUpdate = true;

    if (environment) {
      world.environment = environment.prefiltered.texture;
      world.environmentIntensity = scene.environment.intensity;
      world.environmentRotation.set(0, scene.environment.rotation, 0);
      if (scene.environment.visibleBackground && !options.transparent) {
        world.background = environment.image;
        world.backgroundIntensity = scene.environment.intensity;
        world.backgroundRotation.set(0, scene.environment.rotation, 0);
      }
    }
    const background = scene.background;
    renderer.setClearColor(
      colourOf(background),
      options.transparent ? 0 : Math.min(1, Math.max(0, background.alpha / 255)),
    );

    renderer.setRenderTarget(null);
    renderer.render(world, cameraOf(scene, built.bounds, width, height));
    const gl = renderer.getContext();
    if (gl.isContextLost()) throw contextLost();
    const framebuffer = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, framebuffer);
    if (gl.isContextLost()) throw contextLost();
    return imageOfFramebuffer(framebuffer, width, height);
  } finally {
    for (const geometry of built.geometries) geometry.dispose();
    for (const texture of built.textures) texture.dispose();
    for (const light of built.lights) light.dispose();
    context.retire(built.materials);
  }
}

/**
 * A render session on canvases from `newCanvas`: one now, and a new one (with a new renderer) when
 * the WebGL context is lost. A render whose context is lost while drawing is drawn once more on a
 * new one. Renders must take turns (each awaits the one before). Throws a SceneRenderError for a
 * scene it cannot draw.
 */
export function createSceneRenderSession(newCanvas: SceneCanvasFactory): SceneRenderSession {
  let context: RenderContext | undefined;

  function discard() {
    const discarding = context;
    context = undefined;
    discarding?.dispose();
  }

  function contextFor(options: SceneRenderOptions): RenderContext {
    if (context?.lost) discard();
    context ??= new RenderContext(newCanvas(options.width, options.height));
    return context;
  }

  return {
    async render(scene, options) {
      validateSceneForRendering(scene, options);
      for (let attempt = 1; ; attempt += 1) {
        const current = contextFor(options);
        try {
          return await renderIn(current, scene, options);
        } catch (error) {
          if (!current.lost) throw error;
          discard();
          if (attempt === 2) throw error instanceof SceneRenderError ? error : contextLost();
        }
      }
    },
    dispose: discard,
  };
}

/**
 * Renders one scene on a canvas of the caller's, whose context it uses up: for a single render.
 * Hosts that render more than once keep a session (`createSceneRenderSession`).
 */
export async function renderScene(
  scene: Scene,
  options: SceneRenderOptions,
  canvas: HTMLCanvasElement | OffscreenCanvas,
): Promise<RasterImage> {
  const session = createSceneRenderSession(() => canvas);
  try {
    return await session.render(scene, options);
  } finally {
    session.dispose();
  }
}

/// <reference lib="dom" />
// Draws a scene with three.js on a WebGL 2 canvas (a page's or a worker's OffscreenCanvas) and
// reads the pixels back as an image. Everything is built from the scene's data for one render and
// disposed after it, so a render depends on nothing but the scene, the options and the GL.
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
  PCFSoftShadowMap,
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

/** The resolution a rendered image is given when the caller does not say (screen pixels). */
const defaultDotsPerInch = 72;

/** Side of each shadow map: sharp enough for a product shot, small enough for software GL. */
const shadowMapSide = 2048;

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

function lightOf(light: SceneLight, bounds: Sphere, scene: ThreeScene): Light {
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
      // The shadow camera covers the scene's bounds, seen along the light.
      const reach = Math.max(bounds.radius, 1e-3) * 1.2;
      const shadowCamera = directional.shadow.camera;
      shadowCamera.left = -reach;
      shadowCamera.right = reach;
      shadowCamera.top = reach;
      shadowCamera.bottom = -reach;
      shadowCamera.near = 1e-3;
      shadowCamera.far = directional.position.distanceTo(bounds.center) + reach * 2;
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

function newRenderer(canvas: HTMLCanvasElement | OffscreenCanvas): WebGLRenderer {
  try {
    return new WebGLRenderer({ canvas, antialias: true, alpha: true, preserveDrawingBuffer: true });
  } catch (error) {
    throw new SceneRenderError(
      'scene-render-failed',
      `no WebGL 2 context for rendering: ${error instanceof Error ? error.message : String(error)}`,
      { reason: 'webgl-unavailable' },
    );
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

/**
 * Renders the scene at the asked-for size on a canvas of the caller's (which it sizes and whose
 * context it uses up: give each render a fresh canvas) and returns straight RGBA pixels from the
 * top left. Throws a SceneRenderError for a scene it cannot draw.
 */
export async function renderScene(
  scene: Scene,
  options: SceneRenderOptions,
  canvas: HTMLCanvasElement | OffscreenCanvas,
): Promise<RasterImage> {
  validateSceneForRendering(scene, options);
  const { width, height } = options;
  const environmentId = scene.environment.id as RendererEnvironmentId;
  const environmentImage = environmentId === 'none' ? undefined : await loadEnvironmentTexture(environmentId);

  const renderer = newRenderer(canvas);
  const geometries: BufferGeometry[] = [];
  const materials: MeshPhysicalMaterial[] = [];
  const textures: Texture[] = environmentImage ? [environmentImage] : [];
  let pmremGenerator: PMREMGenerator | undefined;
  let environmentTarget: ReturnType<PMREMGenerator['fromEquirectangular']> | undefined;
  try {
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.toneMapping = toneMappings[scene.toneMapping];
    renderer.toneMappingExposure = scene.exposure;

    const anisotropy = Math.min(maximumAnisotropy, renderer.capabilities.getMaxAnisotropy());
    const world = new ThreeScene();
    for (const sceneMesh of scene.meshes) {
      const geometry = geometryOf(sceneMesh);
      const material = materialOf(sceneMesh.material, textures, anisotropy);
      geometries.push(geometry);
      materials.push(material);
      const mesh = new Mesh(geometry, material);
      mesh.name = sceneMesh.name;
      mesh.matrixAutoUpdate = false;
      mesh.matrix.copy(new Matrix4().fromArray(sceneMesh.matrix as number[]));
      mesh.castShadow = sceneMesh.castShadow;
      mesh.receiveShadow = sceneMesh.receiveShadow;
      world.add(mesh);
    }
    world.updateMatrixWorld(true);

    const bounds = new Sphere();
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

    for (const light of scene.lights) world.add(lightOf(light, bounds, world));
    const castsShadows = scene.lights.some((light) => light.kind !== 'ambient' && light.castShadow);
    renderer.shadowMap.enabled = castsShadows;
    renderer.shadowMap.type = PCFSoftShadowMap;
    for (const child of world.children) {
      if (child instanceof DirectionalLight || child instanceof SpotLight || child instanceof PointLight) {
        child.shadow.mapSize.set(shadowMapSide, shadowMapSide);
        child.shadow.bias = -0.0005;
        child.shadow.normalBias = 0.01;
      }
    }

    if (environmentImage) {
      pmremGenerator = new PMREMGenerator(renderer);
      environmentTarget = pmremGenerator.fromEquirectangular(environmentImage);
      world.environment = environmentTarget.texture;
      world.environmentIntensity = scene.environment.intensity;
      world.environmentRotation.set(0, scene.environment.rotation, 0);
      if (scene.environment.visibleBackground && !options.transparent) {
        world.background = environmentImage;
        world.backgroundIntensity = scene.environment.intensity;
        world.backgroundRotation.set(0, scene.environment.rotation, 0);
      }
    }
    const background = scene.background;
    renderer.setClearColor(
      colourOf(background),
      options.transparent ? 0 : Math.min(1, Math.max(0, background.alpha / 255)),
    );

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

    renderer.render(world, camera);
    const gl = renderer.getContext();
    if (gl.isContextLost()) {
      throw new SceneRenderError('scene-render-failed', 'the WebGL context was lost while rendering', {
        reason: 'context-lost',
      });
    }
    const framebuffer = new Uint8Array(width * height * 4);
    gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, framebuffer);
    return imageOfFramebuffer(framebuffer, width, height);
  } finally {
    for (const geometry of geometries) geometry.dispose();
    for (const material of materials) material.dispose();
    for (const texture of textures) texture.dispose();
    environmentTarget?.dispose();
    pmremGenerator?.dispose();
    renderer.dispose();
    renderer.forceContextLoss();
  }
}

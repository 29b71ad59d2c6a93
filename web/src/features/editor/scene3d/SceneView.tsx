// What the 3D editor's canvas draws: the scene's meshes with their physically based materials,
// its lights and HDRI environment, the camera with orbit, pan and zoom, the selected mesh
// outlined with the transform gizmo on it, and the axes gizmo in the corner. Built with React
// Three Fiber and drei from the scene's plain data, as `@atelier/scene/render` builds a render.
import type { RasterImage } from '@atelier/graph';
import type { Scene, SceneColour, SceneLight, SceneMesh } from '@atelier/scene';
import { cameraPlacement, fitShadow } from '@atelier/scene/render';
import { useFrame, useThree } from '@react-three/fiber';
import {
  AdaptiveDpr,
  Edges,
  Environment,
  GizmoHelper,
  GizmoViewport,
  OrbitControls,
  Outlines,
  TransformControls,
} from '@react-three/drei';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ACESFilmicToneMapping,
  AgXToneMapping,
  AmbientLight,
  BufferAttribute,
  BufferGeometry,
  Color,
  DataTexture,
  DirectionalLight,
  DoubleSide,
  FrontSide,
  LinearMipmapLinearFilter,
  LinearToneMapping,
  Matrix4,
  NeutralToneMapping,
  NoToneMapping,
  type Object3D,
  PerspectiveCamera,
  PointLight,
  Quaternion,
  ReinhardToneMapping,
  RepeatWrapping,
  RGBAFormat,
  Sphere,
  SpotLight,
  SRGBColorSpace,
  type Texture,
  type ToneMapping as ThreeToneMapping,
  UnsignedByteType,
  Vector3,
} from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { loadEnvironment } from './environment';
import { viewPlacement, type GizmoView } from './views';

export type TransformMode = 'translate' | 'rotate' | 'scale';

const toneMappings: Record<Scene['toneMapping'], ThreeToneMapping> = {
  none: NoToneMapping,
  linear: LinearToneMapping,
  reinhard: ReinhardToneMapping,
  aces: ACESFilmicToneMapping,
  agx: AgXToneMapping,
  neutral: NeutralToneMapping,
};

/** The outline and glow of the selected mesh: the product's accent violet, which reads on both themes. */
const selectionColour = '#7b6cf6';

function colourOf(colour: SceneColour): Color {
  return new Color().setRGB(colour.red / 255, colour.green / 255, colour.blue / 255, SRGBColorSpace);
}

function geometryOf(mesh: SceneMesh): BufferGeometry {
  const { positions, normals, uvs, indices } = mesh.geometry;
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  if (uvs) geometry.setAttribute('uv', new BufferAttribute(uvs, 2));
  if (indices) geometry.setIndex(new BufferAttribute(indices, 1));
  if (normals) geometry.setAttribute('normal', new BufferAttribute(normals, 3));
  else geometry.computeVertexNormals();
  geometry.computeBoundingSphere();
  return geometry;
}

/** A texture of an image, its top row at v = 1 as the scene's texture coordinates expect. */
function textureOf(image: RasterImage, srgb: boolean): DataTexture {
  const rowBytes = image.width * 4;
  const rows = new Uint8Array(image.pixels.length);
  for (let row = 0; row < image.height; row += 1) {
    const from = (image.height - 1 - row) * rowBytes;
    rows.set(image.pixels.subarray(from, from + rowBytes), row * rowBytes);
  }
  const texture = new DataTexture(rows, image.width, image.height, RGBAFormat, UnsignedByteType);
  if (srgb) texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.generateMipmaps = true;
  texture.needsUpdate = true;
  return texture;
}

/** The mesh's matrix split into what three.js objects (and the transform gizmo) move. */
function placementOf(matrix: readonly number[]) {
  const position = new Vector3();
  const quaternion = new Quaternion();
  const scale = new Vector3();
  new Matrix4().fromArray([...matrix]).decompose(position, quaternion, scale);
  return { position, quaternion, scale };
}

function useDisposed<T extends { dispose(): void } | undefined>(value: T): T {
  useEffect(() => () => value?.dispose(), [value]);
  return value;
}

function MeshView({
  mesh,
  selected,
  onSelect,
  onObject,
}: {
  mesh: SceneMesh;
  selected: boolean;
  onSelect: (meshId: string) => void;
  onObject: (meshId: string, object: Object3D | null) => void;
}) {
  const geometry = useDisposed(useMemo(() => geometryOf(mesh), [mesh]));
  const material = mesh.material;
  const map = useDisposed(
    useMemo(() => (material.map ? textureOf(material.map, true) : undefined), [material.map]),
  );
  const normalMap = useDisposed(
    useMemo(
      () => (material.normalMap ? textureOf(material.normalMap, false) : undefined),
      [material.normalMap],
    ),
  );
  useEffect(() => {
    const placement = material.mapPlacement;
    if (!map || !placement) return;
    map.offset.set(placement.offsetU, placement.offsetV);
    map.repeat.set(placement.repeatU, placement.repeatV);
    map.center.set(0.5, 0.5);
    map.rotation = placement.rotation;
  }, [map, material.mapPlacement]);
  const placement = useMemo(() => placementOf(mesh.matrix), [mesh.matrix]);
  const normalScale = material.normalScale ?? 1;
  return (
    <mesh
      ref={(object) => onObject(mesh.id, object)}
      name={mesh.name}
      geometry={geometry}
      castShadow={mesh.castShadow}
      receiveShadow={mesh.receiveShadow}
      position={placement.position}
      quaternion={placement.quaternion}
      scale={placement.scale}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(mesh.id);
      }}
    >
      <meshPhysicalMaterial
        color={colourOf(material.colour)}
        roughness={material.roughness}
        metalness={material.metalness}
        sheen={material.sheen}
        sheenColor={colourOf(material.sheenColour)}
        sheenRoughness={1}
        opacity={material.opacity}
        transparent={material.opacity < 1}
        side={material.doubleSided ? DoubleSide : FrontSide}
        map={map ?? null}
        normalMap={normalMap ?? null}
        normalScale={[normalScale, normalScale]}
        // The selected part glows faintly in the accent colour as well as being outlined.
        emissive={selected ? selectionColour : '#000000'}
        emissiveIntensity={selected ? 0.35 : 0}
      />
      {selected ? (
        <>
          <Outlines thickness={3} screenspace color={selectionColour} />
          {/* The part's rim and creases as 3-pixel lines: an open panel's outline shows too. */}
          <Edges threshold={25} lineWidth={3} color={selectionColour} />
        </>
      ) : null}
    </mesh>
  );
}

/** Side of the live view's shadow maps: lighter than a render's, sharp enough to judge by. */
const liveShadowMapSide = 1024;

/**
 * three.js lights of the scene's lights, with the targets directional and spot lights aim at.
 * With `shadows`, lights that cast shadows do so as in the render (`fitShadow`).
 */
export function lightObjects(lights: readonly SceneLight[], bounds: Sphere, shadows: boolean): Object3D[] {
  const objects: Object3D[] = [];
  for (const light of lights) {
    const colour = colourOf(light.colour);
    if (light.kind === 'ambient') objects.push(new AmbientLight(colour, light.intensity));
    else if (light.kind === 'point') {
      const point = new PointLight(colour, light.intensity, light.distance, 2);
      point.position.set(...light.position);
      point.castShadow = shadows && light.castShadow;
      fitShadow(point, bounds, liveShadowMapSide);
      objects.push(point);
    } else {
      const aimed =
        light.kind === 'directional'
          ? new DirectionalLight(colour, light.intensity)
          : new SpotLight(colour, light.intensity, light.distance, light.angle, light.penumbra, 2);
      aimed.position.set(...light.position);
      aimed.target.position.set(...light.target);
      aimed.castShadow = shadows && light.castShadow;
      fitShadow(aimed, bounds, liveShadowMapSide);
      objects.push(aimed, aimed.target);
    }
  }
  return objects;
}

function Lights({ scene, shadows }: { scene: Scene; shadows: boolean }) {
  const lights = scene.lights;
  const bounds = useMemo(() => sceneBounds(scene), [scene]);
  const objects = useMemo(() => lightObjects(lights, bounds, shadows), [lights, bounds, shadows]);
  return (
    <>
      {objects.map((object) => (
        <primitive key={object.uuid} object={object} />
      ))}
    </>
  );
}

function SceneEnvironment({ environment }: { environment: Scene['environment'] }) {
  const [texture, setTexture] = useState<{ id: string; texture: Texture }>();
  useEffect(() => {
    if (environment.id === 'none') return;
    let current = true;
    void loadEnvironment(environment.id).then((loaded) => {
      if (current && loaded) setTexture({ id: environment.id, texture: loaded });
    });
    return () => {
      current = false;
    };
  }, [environment.id]);
  useEffect(() => () => texture?.texture.dispose(), [texture]);
  // The canvas draws on demand: a newly loaded or changed environment asks for a frame.
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    invalidate();
  }, [invalidate, texture, environment]);
  if (environment.id === 'none' || !texture || texture.id !== environment.id) return null;
  return (
    <Environment
      map={texture.texture}
      background={environment.visibleBackground}
      environmentIntensity={environment.intensity}
      environmentRotation={[0, environment.rotation, 0]}
      backgroundIntensity={environment.intensity}
      backgroundRotation={[0, environment.rotation, 0]}
    />
  );
}

/** The tone mapping and exposure of the scene on the canvas's renderer. */
function ToneMapping({ scene }: { scene: Scene }) {
  const gl = useThree((state) => state.gl);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    gl.toneMapping = toneMappings[scene.toneMapping];
    gl.toneMappingExposure = scene.exposure;
    invalidate();
  }, [gl, invalidate, scene.toneMapping, scene.exposure]);
  return null;
}

/** The bounding sphere of every mesh where it stands, for framing the six views. */
export function sceneBounds(scene: Scene): Sphere {
  const bounds = new Sphere();
  const meshBounds = new Sphere();
  for (const mesh of scene.meshes) {
    const positions = mesh.geometry.positions;
    if (positions.length < 3) continue;
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(positions, 3));
    geometry.computeBoundingSphere();
    meshBounds.copy(geometry.boundingSphere!).applyMatrix4(new Matrix4().fromArray([...mesh.matrix]));
    if (bounds.isEmpty()) bounds.copy(meshBounds);
    else bounds.union(meshBounds);
  }
  if (bounds.isEmpty()) bounds.set(new Vector3(...scene.camera.target), 1);
  return bounds;
}

/**
 * Places the camera: the scene's own camera when the first scene arrives (as a render sees it),
 * then each view the user asks for, framing the scene's bounds. Orbiting keeps the user's view
 * while the scene changes.
 */
function CameraRig({ scene, view }: { scene: Scene; view: { view: GizmoView; serial: number } | undefined }) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const controls = useThree((state) => state.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((state) => state.invalidate);
  const placed = useRef(false);
  const sceneRef = useRef(scene);
  sceneRef.current = scene;
  useEffect(() => {
    if (!controls || placed.current) return;
    placed.current = true;
    const { position } = cameraPlacement(scene.camera);
    camera.fov = scene.camera.fieldOfView;
    camera.position.set(...position);
    controls.target.set(...scene.camera.target);
    const bounds = sceneBounds(scene);
    camera.near = Math.max(1e-3, bounds.radius / 1000);
    camera.far = Math.max(100, bounds.radius * 100 + camera.position.distanceTo(bounds.center));
    camera.updateProjectionMatrix();
    controls.update();
    invalidate();
  }, [camera, controls, invalidate, scene]);
  useEffect(() => {
    if (!controls || !view) return;
    const placement = viewPlacement(view.view, sceneBounds(sceneRef.current), camera.fov);
    camera.position.set(...placement.position);
    controls.target.set(...placement.target);
    camera.updateProjectionMatrix();
    controls.update();
    invalidate();
  }, [camera, controls, invalidate, view]);
  return null;
}

/** Counts drawn frames on the canvas element, for the benchmark (`data-frames`). */
function FrameCounter() {
  const gl = useThree((state) => state.gl);
  const frames = useRef(0);
  useFrame(() => {
    frames.current += 1;
    gl.domElement.dataset['frames'] = String(frames.current);
  });
  return null;
}

export function SceneView({
  scene,
  selectedMeshId,
  mode,
  view,
  onSelect,
  onTransform,
  shadows,
}: {
  scene: Scene;
  /** Draw the lights' shadows (off on software WebGL, where they would cost the frame rate). */
  shadows: boolean;
  selectedMeshId: string | undefined;
  mode: TransformMode;
  view: { view: GizmoView; serial: number } | undefined;
  onSelect: (meshId: string | undefined) => void;
  /** A transform drag ended: the mesh's matrix before and after it. */
  onTransform: (meshId: string, before: readonly number[], after: readonly number[]) => void;
}) {
  const objects = useRef(new Map<string, Object3D>());
  const [selectedObject, setSelectedObject] = useState<Object3D>();
  const dragStart = useRef<readonly number[] | undefined>(undefined);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    setSelectedObject(selectedMeshId ? objects.current.get(selectedMeshId) : undefined);
    invalidate();
  }, [selectedMeshId, scene, invalidate]);
  const background = scene.background;
  const selectedMesh = scene.meshes.find((mesh) => mesh.id === selectedMeshId);
  return (
    <>
      {background.alpha > 0 ? <color attach="background" args={[colourOf(background)]} /> : null}
      <ToneMapping scene={scene} />
      <Lights scene={scene} shadows={shadows} />
      <SceneEnvironment environment={scene.environment} />
      {scene.meshes.map((mesh) => (
        <MeshView
          key={mesh.id}
          mesh={mesh}
          selected={mesh.id === selectedMeshId}
          onSelect={onSelect}
          onObject={(id, object) => {
            if (object) objects.current.set(id, object);
            else objects.current.delete(id);
          }}
        />
      ))}
      <OrbitControls makeDefault regress enableDamping={false} />
      <AdaptiveDpr />
      <CameraRig scene={scene} view={view} />
      <FrameCounter />
      {selectedObject && selectedMesh ? (
        <TransformControls
          object={selectedObject}
          mode={mode}
          onMouseDown={() => {
            dragStart.current = selectedMesh.matrix;
          }}
          onMouseUp={() => {
            const before = dragStart.current;
            dragStart.current = undefined;
            if (!before) return;
            selectedObject.updateMatrix();
            onTransform(selectedMesh.id, before, [...selectedObject.matrix.elements]);
          }}
        />
      ) : null}
      <GizmoHelper alignment="bottom-right" margin={[72, 72]}>
        <GizmoViewport labelColor="#ffffff" axisHeadScale={0.9} />
      </GizmoHelper>
    </>
  );
}

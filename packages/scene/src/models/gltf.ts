// glTF 2.0 (.gltf with embedded data: URIs, and .glb), read with glTF-Transform after the file's
// declared sizes are checked against its bytes, so a hostile count never allocates or loops
// beyond what the file holds. Specification: https://registry.khronos.org/glTF/specs/2.0/glTF-2.0.html
import { WebIO, type Material, type Node, type Primitive } from '@gltf-transform/core';
import { defaultMaterial } from '../build';
import { SceneError } from '../errors';
import { triangleCount, validateGeometry } from '../geometry';
import { maximumModelBytes, triangleBudget as defaultTriangleBudget } from '../limits';
import type { SceneColour, SceneGeometry, SceneMaterial, SceneMesh } from '../scene';
import type { ImportedModel, ModelReadOptions, ModelTexture } from './model';

/** "glTF" read as a little-endian 32-bit number: the first four bytes of a GLB file. */
export const glbMagic = 0x46546c67;
const jsonChunkType = 0x4e4f534a;
const binaryChunkType = 0x004e4942;

/** The most nodes a model may have: a scene graph deeper or wider than this is not a product. */
export const maximumModelNodes = 100_000;

const componentBytes: Readonly<Record<number, number>> = {
  5120: 1,
  5121: 1,
  5122: 2,
  5123: 2,
  5125: 4,
  5126: 4,
};
const typeComponents: Readonly<Record<string, number>> = {
  SCALAR: 1,
  VEC2: 2,
  VEC3: 3,
  VEC4: 4,
  MAT2: 4,
  MAT3: 9,
  MAT4: 16,
};

function unreadable(reason: string): never {
  throw new SceneError('unreadable-model', `not a readable glTF file: ${reason}`, { format: 'glTF', reason });
}

interface GltfJson {
  asset?: { version?: unknown };
  buffers?: { uri?: unknown; byteLength?: unknown }[];
  bufferViews?: { buffer?: unknown; byteOffset?: unknown; byteLength?: unknown; byteStride?: unknown }[];
  accessors?: {
    bufferView?: unknown;
    byteOffset?: unknown;
    componentType?: unknown;
    count?: unknown;
    type?: unknown;
    sparse?: { count?: unknown };
  }[];
  images?: { uri?: unknown; bufferView?: unknown }[];
  meshes?: { primitives?: { attributes?: Record<string, unknown>; indices?: unknown; mode?: unknown }[] }[];
  nodes?: { mesh?: unknown; children?: unknown }[];
  scenes?: { nodes?: unknown }[];
  scene?: unknown;
}

function wholeNumber(value: unknown, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    unreadable(`${String(value)} is not a count`);
  return value;
}

/** The JSON chunk and binary chunk of a GLB file, their lengths checked against the bytes. */
function splitGlb(bytes: Uint8Array): { json: GltfJson; binaryLength: number } {
  if (bytes.byteLength < 20) unreadable('the file ends inside the GLB header');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== glbMagic) unreadable('the GLB header is missing');
  const version = view.getUint32(4, true);
  if (version !== 2) unreadable(`GLB version ${version} is not 2`);
  const length = view.getUint32(8, true);
  if (length > bytes.byteLength)
    unreadable(`the header declares ${length} bytes, the file has ${bytes.byteLength}`);
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== jsonChunkType) unreadable('the first chunk is not JSON');
  if (20 + jsonLength > length) unreadable('the JSON chunk runs past the end of the file');
  const json = parseJson(bytes.subarray(20, 20 + jsonLength));
  let binaryLength = 0;
  const binaryStart = 20 + jsonLength;
  if (binaryStart + 8 <= length && view.getUint32(binaryStart + 4, true) === binaryChunkType) {
    binaryLength = view.getUint32(binaryStart, true);
    if (binaryStart + 8 + binaryLength > length) unreadable('the binary chunk runs past the end of the file');
  }
  return { json, binaryLength };
}

function parseJson(bytes: Uint8Array): GltfJson {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    unreadable('the JSON does not parse');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    unreadable('the JSON is not an object');
  const version = (json as GltfJson).asset?.version;
  if (typeof version !== 'string' || !version.startsWith('2.'))
    unreadable(`asset version ${String(version)} is not 2.x`);
  return json as GltfJson;
}

/** The decoded length of a data: URI's payload, without decoding it. */
function dataUriLength(uri: string): number {
  const comma = uri.indexOf(',');
  if (comma < 0) unreadable('a data: URI has no data');
  const payload = uri.length - comma - 1;
  return uri.slice(0, comma).endsWith(';base64') ? Math.floor((payload * 3) / 4) : payload;
}

function refuseExternal(uri: unknown, what: string): void {
  if (uri === undefined) return;
  if (typeof uri !== 'string' || !uri.startsWith('data:')) {
    throw new SceneError(
      'model-external-resource',
      `the model's ${what} refers to "${String(uri).slice(0, 80)}" outside the file; only embedded data is read`,
      { uri: String(uri).slice(0, 80) },
    );
  }
}

/**
 * Checks what the JSON declares against what the file holds: every buffer embedded, every buffer
 * view inside its buffer, every accessor inside its view (or, without one, no larger than a
 * model file), and the triangles the scene draws within the budget. Returns those triangles.
 */
function checkDeclaredSizes(json: GltfJson, glbBinaryLength: number | undefined, budget: number): number {
  const bufferLengths = (json.buffers ?? []).map((buffer, index) => {
    const declared = wholeNumber(buffer.byteLength);
    if (buffer.uri === undefined) {
      if (glbBinaryLength === undefined || index !== 0) unreadable(`buffer ${index} has no data`);
      if (declared > glbBinaryLength)
        unreadable(`buffer ${index} declares more bytes than the binary chunk holds`);
    } else {
      refuseExternal(buffer.uri, `buffer ${index}`);
      if (declared > dataUriLength(buffer.uri as string))
        unreadable(`buffer ${index} declares more bytes than it holds`);
    }
    return declared;
  });
  const viewLengths = (json.bufferViews ?? []).map((view, index) => {
    const buffer = wholeNumber(view.buffer);
    const end = wholeNumber(view.byteOffset, 0) + wholeNumber(view.byteLength);
    if (buffer >= bufferLengths.length || end > bufferLengths[buffer]!)
      unreadable(`buffer view ${index} lies outside its buffer`);
    return { length: wholeNumber(view.byteLength), stride: wholeNumber(view.byteStride, 0) };
  });
  const accessorCounts = (json.accessors ?? []).map((accessor, index) => {
    const count = wholeNumber(accessor.count);
    const size = componentBytes[accessor.componentType as number];
    const components = typeComponents[accessor.type as string];
    if (size === undefined || components === undefined) unreadable(`accessor ${index} has an unknown type`);
    const elementBytes = size * components;
    if (accessor.bufferView !== undefined) {
      const view = viewLengths[wholeNumber(accessor.bufferView)];
      if (!view) unreadable(`accessor ${index} names a missing buffer view`);
      const stride = view.stride || elementBytes;
      if (
        count > 0 &&
        wholeNumber(accessor.byteOffset, 0) + stride * (count - 1) + elementBytes > view.length
      )
        unreadable(`accessor ${index} declares ${count} elements, more than its buffer view holds`);
    } else if (count * elementBytes > maximumModelBytes) {
      unreadable(`accessor ${index} declares ${count} elements without data`);
    }
    if (accessor.sparse !== undefined && wholeNumber(accessor.sparse.count) > count)
      unreadable(`accessor ${index} has more sparse values than elements`);
    return count;
  });
  (json.images ?? []).forEach((image, index) => refuseExternal(image.uri, `image ${index}`));

  const meshTriangles = (json.meshes ?? []).map((mesh) =>
    (mesh.primitives ?? []).reduce((sum, primitive) => {
      const mode = primitive.mode ?? 4;
      const indexed = primitive.indices !== undefined;
      const count =
        accessorCounts[wholeNumber(indexed ? primitive.indices : primitive.attributes?.['POSITION'])];
      if (count === undefined) unreadable('a primitive names a missing accessor');
      if (mode === 4) return sum + Math.floor(count / 3);
      if (mode === 5 || mode === 6) return sum + Math.max(0, count - 2);
      return sum;
    }, 0),
  );
  const nodes = json.nodes ?? [];
  if (nodes.length > maximumModelNodes)
    unreadable(`${nodes.length} nodes are more than ${maximumModelNodes}`);
  const sceneIndex = wholeNumber(json.scene, 0);
  const roots = json.scenes?.[sceneIndex]?.nodes ?? [];
  if (!Array.isArray(roots)) unreadable('the scene lists no nodes');
  // Each node once: a node reached twice would make the tree a graph that draws without end.
  const visited = new Set<number>();
  const pending = [...(roots as unknown[])];
  let triangles = 0;
  while (pending.length > 0) {
    const index = wholeNumber(pending.pop());
    const node = nodes[index];
    if (!node) unreadable(`node ${index} does not exist`);
    if (visited.has(index)) unreadable(`node ${index} has two parents`);
    visited.add(index);
    if (node.mesh !== undefined) {
      const meshTriangleCount = meshTriangles[wholeNumber(node.mesh)];
      if (meshTriangleCount === undefined) unreadable(`node ${index} names a missing mesh`);
      triangles += meshTriangleCount;
    }
    if (node.children !== undefined) {
      if (!Array.isArray(node.children)) unreadable(`node ${index} lists its children wrongly`);
      pending.push(...(node.children as unknown[]));
    }
  }
  if (triangles > budget) {
    throw new SceneError(
      'model-over-triangle-budget',
      `the model has ${triangles} triangles, more than the budget of ${budget}`,
      { triangles, budget },
    );
  }
  return triangles;
}

/** glTF's base colour factor is linear; the scene's colours are sRGB channels 0 to 255. */
function srgbChannel(linear: number): number {
  const clamped = Math.min(1, Math.max(0, linear));
  const encoded = clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * Math.pow(clamped, 1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}

function materialOf(material: Material | null, index: number): SceneMaterial {
  if (!material) return defaultMaterial();
  const [red, green, blue, alpha] = material.getBaseColorFactor();
  const colour: SceneColour = { red: srgbChannel(red), green: srgbChannel(green), blue: srgbChannel(blue) };
  return {
    ...defaultMaterial(material.getName() || `material ${index + 1}`),
    colour,
    roughness: material.getRoughnessFactor(),
    metalness: material.getMetallicFactor(),
    opacity: material.getAlphaMode() === 'OPAQUE' ? 1 : alpha,
    doubleSided: material.getDoubleSided(),
  };
}

/** Triangle indices of a primitive in any of the three triangle modes; undefined for points and lines. */
function triangleIndices(primitive: Primitive, vertices: number): Uint32Array | undefined {
  const mode = primitive.getMode();
  const source = primitive.getIndices()?.getArray();
  const list = source ? Uint32Array.from(source as ArrayLike<number>) : undefined;
  if (mode === 4) return list;
  if (mode !== 5 && mode !== 6) return undefined;
  const order = list ?? Uint32Array.from({ length: vertices }, (_, index) => index);
  const triangles = new Uint32Array(Math.max(0, order.length - 2) * 3);
  for (let index = 0; index + 2 < order.length; index += 1) {
    const [a, b, c] =
      mode === 6
        ? [order[0]!, order[index + 1]!, order[index + 2]!]
        : index % 2 === 0
          ? [order[index]!, order[index + 1]!, order[index + 2]!]
          : [order[index + 1]!, order[index]!, order[index + 2]!];
    triangles.set([a, b, c], index * 3);
  }
  return triangles;
}

/** Reads a .glb (binary) or .gltf (JSON with embedded data) file. */
export async function readGltf(bytes: Uint8Array, options: ModelReadOptions): Promise<ImportedModel> {
  const budget = options.triangleBudget ?? defaultTriangleBudget;
  const binary =
    bytes.byteLength >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === glbMagic;
  const { json, binaryLength } = binary
    ? splitGlb(bytes)
    : { json: parseJson(bytes), binaryLength: undefined };
  checkDeclaredSizes(json, binaryLength, budget);

  const io = new WebIO();
  let document;
  try {
    document = binary
      ? await io.readBinary(bytes)
      : await io.readJSON({ json: json as never, resources: {} });
  } catch (error) {
    unreadable(error instanceof Error ? error.message : String(error));
  }
  const root = document.getRoot();
  const scene = root.getDefaultScene() ?? root.listScenes()[0];
  const meshes: SceneMesh[] = [];
  const texturesByImage = new Map<unknown, ModelTexture>();
  const materials = root.listMaterials();
  const visit = (node: Node) => {
    const mesh = node.getMesh();
    if (mesh) {
      const matrix = [...node.getWorldMatrix()];
      mesh.listPrimitives().forEach((primitive, primitiveIndex) => {
        const position = primitive.getAttribute('POSITION');
        if (!position) return;
        const vertices = position.getCount();
        const indices = triangleIndices(primitive, vertices);
        if (!indices && primitive.getMode() !== 4) return;
        const normal = primitive.getAttribute('NORMAL');
        const uv = primitive.getAttribute('TEXCOORD_0');
        const name =
          (mesh.getName() || node.getName() || `mesh ${meshes.length + 1}`) +
          (primitiveIndex > 0 ? ` ${primitiveIndex + 1}` : '');
        const geometry: SceneGeometry = {
          positions: Float32Array.from(position.getArray() as ArrayLike<number>),
          ...(normal && normal.getCount() === vertices
            ? { normals: Float32Array.from(normal.getArray() as ArrayLike<number>) }
            : {}),
          ...(uv && uv.getCount() === vertices && uv.getElementSize() === 2
            ? { uvs: Float32Array.from(uv.getArray() as ArrayLike<number>) }
            : {}),
          ...(indices ? { indices } : {}),
        };
        // glTF puts v = 0 at the image's top; the scene puts it at the bottom.
        if (geometry.uvs)
          for (let index = 1; index < geometry.uvs.length; index += 2)
            geometry.uvs[index] = 1 - geometry.uvs[index]!;
        if (position.getElementSize() !== 3) unreadable(`${name} has positions that are not (x, y, z)`);
        validateGeometry(geometry, name);
        const sourceMaterial = primitive.getMaterial();
        const id = `mesh-${meshes.length + 1}`;
        meshes.push({
          id,
          name,
          geometry,
          matrix,
          material: options.includeMaterials
            ? materialOf(sourceMaterial, sourceMaterial ? materials.indexOf(sourceMaterial) : 0)
            : defaultMaterial(),
          castShadow: true,
          receiveShadow: true,
        });
        const texture = options.includeMaterials ? sourceMaterial?.getBaseColorTexture() : null;
        const image = texture?.getImage();
        if (texture && image) {
          const known = texturesByImage.get(texture);
          if (known) known.meshIds.push(id);
          else
            texturesByImage.set(texture, {
              meshIds: [id],
              slot: 'map',
              mimeType: texture.getMimeType(),
              bytes: image,
            });
        }
      });
    }
    for (const child of node.listChildren()) visit(child);
  };
  for (const node of scene?.listChildren() ?? []) visit(node);
  return {
    format: binary ? 'glb' : 'gltf',
    meshes,
    textures: [...texturesByImage.values()],
    triangles: meshes.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0),
  };
}

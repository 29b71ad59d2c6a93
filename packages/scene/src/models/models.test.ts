// Model files built byte by byte from the published specifications (glTF 2.0, the STL binary
// layout, OBJ's text lines), so the readers are checked against files they did not write.
import { describe, expect, it } from 'vitest';
import { detectModelFormat, maximumModelBytes, readModel, SceneError, triangleCount } from '../index';

/** One triangle (0,0,0) (1,0,0) (0,1,0) as 36 bytes of little-endian floats. */
const trianglePositions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]);

function gltfJson(overrides: { accessorCount?: number; uri?: string; byteLength?: number } = {}) {
  const bytes = new Uint8Array(trianglePositions.buffer);
  return {
    asset: { version: '2.0' },
    buffers: [
      overrides.uri !== undefined
        ? { uri: overrides.uri, byteLength: 36 }
        : {
            uri: `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`,
            byteLength: overrides.byteLength ?? 36,
          },
    ],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 36 }],
    accessors: [
      {
        bufferView: 0,
        componentType: 5126,
        count: overrides.accessorCount ?? 3,
        type: 'VEC3',
        min: [0, 0, 0],
        max: [1, 1, 0],
      },
    ],
    materials: [
      {
        name: 'red',
        pbrMetallicRoughness: { baseColorFactor: [1, 0, 0, 1], roughnessFactor: 0.25, metallicFactor: 0.5 },
      },
    ],
    meshes: [{ name: 'patch', primitives: [{ attributes: { POSITION: 0 }, material: 0 }] }],
    nodes: [{ mesh: 0, translation: [0, 2, 0] }],
    scenes: [{ nodes: [0] }],
    scene: 0,
  };
}

const encode = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

/** A GLB file: 12-byte header, JSON chunk padded with spaces, BIN chunk (glTF 2.0, section 4.4). */
function glb(json: object, binary: Uint8Array): Uint8Array {
  let jsonBytes = encode(json);
  const jsonPadded = new Uint8Array(Math.ceil(jsonBytes.length / 4) * 4).fill(0x20);
  jsonPadded.set(jsonBytes);
  jsonBytes = jsonPadded;
  const binaryPadded = new Uint8Array(Math.ceil(binary.length / 4) * 4);
  binaryPadded.set(binary);
  const total = 12 + 8 + jsonBytes.length + 8 + binaryPadded.length;
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.length, true);
  view.setUint32(16, 0x4e4f534a, true);
  file.set(jsonBytes, 20);
  const binaryStart = 20 + jsonBytes.length;
  view.setUint32(binaryStart, binaryPadded.length, true);
  view.setUint32(binaryStart + 4, 0x004e4942, true);
  file.set(binaryPadded, binaryStart + 8);
  return file;
}

function binaryStl(triangles: number[][], declared = triangles.length): Uint8Array {
  const file = new Uint8Array(84 + 50 * triangles.length);
  const view = new DataView(file.buffer);
  view.setUint32(80, declared, true);
  triangles.forEach((corners, index) =>
    corners.forEach((value, at) => view.setFloat32(84 + index * 50 + 12 + at * 4, value, true)),
  );
  return file;
}

async function refusal(bytes: Uint8Array, options: { triangleBudget?: number } = {}): Promise<SceneError> {
  try {
    await readModel(bytes, { includeMaterials: true, ...options });
  } catch (error) {
    if (error instanceof SceneError) return error;
    throw error;
  }
  throw new Error('the model was read');
}

describe('glTF and GLB', () => {
  it('reads a .gltf with an embedded buffer: its triangle, placement and material in sRGB', async () => {
    const model = await readModel(encode(gltfJson()), { includeMaterials: true });
    expect(model.format).toBe('gltf');
    expect(model.meshes).toHaveLength(1);
    const [mesh] = model.meshes;
    expect(mesh!.name).toBe('patch');
    expect([...mesh!.geometry.positions]).toEqual([...trianglePositions]);
    expect(mesh!.matrix[13]).toBe(2);
    // Linear 1.0 is sRGB 255; the material's name, roughness and metalness are kept.
    expect(mesh!.material).toMatchObject({
      name: 'red',
      colour: { red: 255, green: 0, blue: 0 },
      roughness: 0.25,
      metalness: 0.5,
    });
    const plain = await readModel(encode(gltfJson()), { includeMaterials: false });
    expect(plain.meshes[0]!.material.name).toBe('default');
  });

  it('reads the same model as GLB with its binary chunk', async () => {
    const json = gltfJson();
    const { uri: _uri, ...buffer } = json.buffers[0]!;
    const file = glb({ ...json, buffers: [buffer] }, new Uint8Array(trianglePositions.buffer));
    expect(detectModelFormat(file)).toBe('glb');
    const model = await readModel(file, { includeMaterials: true });
    expect([model.format, model.triangles]).toEqual(['glb', 1]);
    expect([...model.meshes[0]!.geometry.positions]).toEqual([...trianglePositions]);
  });

  it('refuses a buffer outside the file, naming it', async () => {
    const error = await refusal(encode(gltfJson({ uri: 'https://example.com/model.bin' })));
    expect([error.code, error.values['uri']]).toEqual([
      'model-external-resource',
      'https://example.com/model.bin',
    ]);
  });

  it('refuses counts the bytes do not hold before reading them', async () => {
    expect((await refusal(encode(gltfJson({ accessorCount: 1_000_000_000 })))).code).toBe('unreadable-model');
    expect((await refusal(encode(gltfJson({ byteLength: 4_000_000 })))).code).toBe('unreadable-model');
    expect((await refusal(encode('{"asset":{"version":"1.0"}}'))).code).toBe('unreadable-model');
  });

  it('refuses a model over the triangle budget, naming count and budget', async () => {
    const error = await refusal(encode(gltfJson()), { triangleBudget: 0 });
    expect([error.code, error.values]).toEqual(['model-over-triangle-budget', { triangles: 1, budget: 0 }]);
  });
});

describe('STL', () => {
  it('reads a binary STL', async () => {
    const model = await readModel(
      binaryStl([
        [0, 0, 0, 2, 0, 0, 0, 2, 0],
        [0, 0, 1, 1, 0, 1, 0, 1, 1],
      ]),
      { includeMaterials: true },
    );
    expect([model.format, model.triangles]).toEqual(['stl', 2]);
    expect([...model.meshes[0]!.geometry.positions.subarray(0, 9)]).toEqual([0, 0, 0, 2, 0, 0, 0, 2, 0]);
  });

  it('reads an ASCII STL', async () => {
    const text = `solid bracket
  facet normal 0 0 1
    outer loop
      vertex 0 0 0
      vertex 3 0 0
      vertex 0 4 0
    endloop
  endfacet
endsolid bracket
`;
    const model = await readModel(encode(text), { includeMaterials: true });
    expect([model.format, model.triangles, model.meshes[0]!.name]).toEqual(['stl', 1, 'bracket']);
    expect([...model.meshes[0]!.geometry.positions]).toEqual([0, 0, 0, 3, 0, 0, 0, 4, 0]);
  });

  it('refuses a binary STL whose declared count does not match its length, and one over budget', async () => {
    const lying = binaryStl([[0, 0, 0, 1, 0, 0, 0, 1, 0]], 4_000_000_000);
    expect(detectModelFormat(lying)).toBeUndefined();
    expect((await refusal(lying)).code).toBe('unsupported-model-file');
    const error = await refusal(
      binaryStl([
        [0, 0, 0, 1, 0, 0, 0, 1, 0],
        [0, 0, 0, 1, 0, 0, 0, 1, 0],
      ]),
      { triangleBudget: 1 },
    );
    expect(error.values).toEqual({ triangles: 2, budget: 1 });
  });

  it('refuses a coordinate that is not a finite number', async () => {
    const error = await refusal(binaryStl([[0, 0, 0, Number.NaN, 0, 0, 0, 1, 0]]));
    expect(error.code).toBe('invalid-geometry');
  });
});

describe('OBJ', () => {
  it('reads faces, splitting a quad into two triangles', async () => {
    const text =
      '# a square\no square\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3 4/4\n';
    const model = await readModel(encode(text), { includeMaterials: true });
    expect([model.format, model.triangles, model.meshes[0]!.name]).toEqual(['obj', 2, 'square']);
    expect([...model.meshes[0]!.geometry.positions]).toEqual([
      0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0,
    ]);
    expect([...model.meshes[0]!.geometry.uvs!]).toEqual([0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1]);
  });

  it('refuses a face naming a vertex the file does not have', async () => {
    const error = await refusal(encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n'));
    expect(error.code).toBe('invalid-geometry');
  });

  it('counts faces against the budget before building them', async () => {
    const faces = Array.from({ length: 5 }, () => 'f 1 2 3 4').join('\n');
    const error = await refusal(encode(`v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\n${faces}\n`), {
      triangleBudget: 9,
    });
    expect(error.values).toEqual({ triangles: 10, budget: 9 });
  });
});

describe('model files', () => {
  it('refuses bytes of no model format and files over the size budget', async () => {
    expect((await refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))).code).toBe(
      'unsupported-model-file',
    );
    const huge = await refusal(new Uint8Array(maximumModelBytes + 1));
    expect([huge.code, huge.values['limit']]).toEqual(['model-file-too-large', maximumModelBytes]);
  });

  it('gives geometry the triangle count it reports', async () => {
    const model = await readModel(encode(gltfJson()), { includeMaterials: false });
    expect(model.meshes.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0)).toBe(model.triangles);
  });
});

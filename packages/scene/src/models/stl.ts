// STL, binary and ASCII, read with three.js's STLLoader after the declared triangle count is
// checked: a binary file must be exactly 84 bytes plus 50 a triangle, so a header claiming more
// triangles than the bytes hold is refused before anything is allocated. STL has no units;
// most files are in millimetres, which the caller converts.
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { defaultMaterial, identityMatrix } from '../build';
import { SceneError } from '../errors';
import { geometryFromThree, triangleCount, validateGeometry } from '../geometry';
import { triangleBudget as defaultTriangleBudget } from '../limits';
import type { ImportedModel, ModelReadOptions } from './model';

const binaryHeaderBytes = 84;
const binaryTriangleBytes = 50;

/** The triangle count a binary STL declares, when its length matches it; undefined for any other file. */
export function binaryStlTriangles(bytes: Uint8Array): number | undefined {
  if (bytes.byteLength < binaryHeaderBytes) return undefined;
  const declared = new DataView(bytes.buffer, bytes.byteOffset + 80, 4).getUint32(0, true);
  return binaryHeaderBytes + declared * binaryTriangleBytes === bytes.byteLength ? declared : undefined;
}

/** True for text that begins as an ASCII STL does. */
export function isAsciiStl(bytes: Uint8Array): boolean {
  const start = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart();
  return (
    /^solid\b/i.test(start) &&
    /\bfacet\b|\bendsolid\b/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)))
  );
}

export function readStl(bytes: Uint8Array, options: ModelReadOptions): ImportedModel {
  const budget = options.triangleBudget ?? defaultTriangleBudget;
  const binary = binaryStlTriangles(bytes);
  let declared: number;
  if (binary !== undefined) declared = binary;
  else if (isAsciiStl(bytes))
    declared = [...new TextDecoder().decode(bytes).matchAll(/\bendfacet\b/gi)].length;
  else
    throw new SceneError(
      'unreadable-model',
      'not a readable STL file: its length does not match its triangle count',
      {
        format: 'STL',
        reason: 'length does not match the triangle count',
      },
    );
  if (declared > budget) {
    throw new SceneError(
      'model-over-triangle-budget',
      `the model has ${declared} triangles, more than the budget of ${budget}`,
      {
        triangles: declared,
        budget,
      },
    );
  }
  if (declared === 0)
    throw new SceneError('unreadable-model', 'the STL file has no triangles', {
      format: 'STL',
      reason: 'no triangles',
    });
  // STLLoader takes an ArrayBuffer of exactly the file's bytes.
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const geometry = geometryFromThree(new STLLoader().parse(buffer));
  validateGeometry(geometry, 'STL');
  const name =
    binary === undefined
      ? (/^\s*solid[ \t]+([^\r\n]+)/i.exec(new TextDecoder().decode(bytes.subarray(0, 512)))?.[1]?.trim() ??
        'model')
      : 'model';
  return {
    format: 'stl',
    meshes: [
      {
        id: 'mesh-1',
        name: name || 'model',
        geometry,
        matrix: [...identityMatrix],
        material: defaultMaterial(),
        castShadow: true,
        receiveShadow: true,
      },
    ],
    textures: [],
    triangles: triangleCount(geometry),
  };
}

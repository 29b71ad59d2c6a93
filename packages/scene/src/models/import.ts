// Reading a model file a user brings: which format its bytes are (the bytes decide, not the
// file's name), the size budget, and the reader of that format.
import { SceneError } from '../errors';
import { maximumModelBytes } from '../limits';
import { glbMagic, readGltf } from './gltf';
import type { ImportedModel, ModelFormat, ModelReadOptions } from './model';
import { readObj } from './obj';
import { binaryStlTriangles, isAsciiStl, readStl } from './stl';

/** The format of a model file by its bytes, or undefined for none the product reads. */
export function detectModelFormat(bytes: Uint8Array): ModelFormat | undefined {
  if (
    bytes.byteLength >= 4 &&
    new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true) === glbMagic
  )
    return 'glb';
  if (binaryStlTriangles(bytes) !== undefined) return 'stl';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (/^\s*\{/.test(head)) return 'gltf';
  if (isAsciiStl(bytes)) return 'stl';
  // OBJ is lines of keywords: vertices, faces, groups, comments.
  const binary = [...head].some((character) => {
    const code = character.charCodeAt(0);
    return code < 9 || (code > 13 && code < 32);
  });
  if (!binary && /^[ \t]*(v|vn|vt|f|o|g|mtllib|usemtl)[ \t]/m.test(head)) return 'obj';
  return undefined;
}

/**
 * Reads a glTF/GLB, OBJ or STL model. Refuses a file over `maximumModelBytes`, one of no known
 * format, one over the triangle budget, one that refers to other files, and geometry with an
 * index out of range or a coordinate that is not a finite number.
 */
export async function readModel(
  bytes: Uint8Array,
  options: ModelReadOptions & { fileName?: string },
): Promise<ImportedModel> {
  if (bytes.byteLength > maximumModelBytes) {
    throw new SceneError(
      'model-file-too-large',
      `the file has ${bytes.byteLength} bytes, more than ${maximumModelBytes}`,
      {
        bytes: bytes.byteLength,
        limit: maximumModelBytes,
      },
    );
  }
  const format = detectModelFormat(bytes);
  switch (format) {
    case 'glb':
    case 'gltf':
      return readGltf(bytes, options);
    case 'obj':
      return readObj(bytes, options);
    case 'stl':
      return readStl(bytes, options);
    case undefined:
      throw new SceneError('unsupported-model-file', 'the file is not a glTF, GLB, OBJ or STL model', {
        file: options.fileName ?? '',
      });
  }
}

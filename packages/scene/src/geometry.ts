// Triangle geometry as the scene socket carries it: building it from three.js geometry classes
// (which run in Node without WebGL), checking it, counting it and joining pieces of it.
import { Matrix3, Matrix4, type BufferGeometry } from 'three';
import { SceneError } from './errors';
import type { SceneGeometry, SceneMatrix } from './scene';

/** The attribute arrays of a three.js geometry copied into the scene's typed arrays. */
export function geometryFromThree(source: BufferGeometry): SceneGeometry {
  const position = source.getAttribute('position');
  const normal = source.getAttribute('normal');
  const uv = source.getAttribute('uv');
  const index = source.getIndex();
  const geometry: SceneGeometry = { positions: Float32Array.from(position.array as ArrayLike<number>) };
  if (normal) geometry.normals = Float32Array.from(normal.array as ArrayLike<number>);
  if (uv) geometry.uvs = Float32Array.from(uv.array as ArrayLike<number>);
  if (index) geometry.indices = Uint32Array.from(index.array as ArrayLike<number>);
  source.dispose();
  return geometry;
}

export function vertexCount(geometry: SceneGeometry): number {
  return Math.floor(geometry.positions.length / 3);
}

export function triangleCount(geometry: SceneGeometry): number {
  return Math.floor((geometry.indices ? geometry.indices.length : vertexCount(geometry)) / 3);
}

/**
 * Refuses geometry a renderer would draw wrongly or not at all: attribute arrays of the wrong
 * length, an index past the last vertex, or a coordinate that is not a finite number.
 */
export function validateGeometry(geometry: SceneGeometry, name = 'mesh'): SceneGeometry {
  const vertices = vertexCount(geometry);
  const fail = (reason: string) => {
    throw new SceneError('invalid-geometry', `${name}: ${reason}`, { mesh: name });
  };
  if (geometry.positions.length % 3 !== 0) fail('positions are not whole (x, y, z) triples');
  if (geometry.normals && geometry.normals.length !== vertices * 3)
    fail('there is not one normal per vertex');
  if (geometry.uvs && geometry.uvs.length !== vertices * 2) fail('there is not one (u, v) per vertex');
  if (geometry.indices) {
    if (geometry.indices.length % 3 !== 0) fail('indices are not whole triangles');
    for (const index of geometry.indices)
      if (index >= vertices) fail(`vertex index ${index} is out of range`);
  } else if (vertices % 3 !== 0) fail('vertices are not whole triangles');
  for (const array of [geometry.positions, geometry.normals, geometry.uvs]) {
    if (!array) continue;
    for (const value of array) if (!Number.isFinite(value)) fail('a coordinate is not a finite number');
  }
  return geometry;
}

/** One geometry holding all the triangles of several; normals and uvs only when every piece has them. */
export function mergeGeometries(pieces: readonly SceneGeometry[]): SceneGeometry {
  const vertices = pieces.reduce((sum, piece) => sum + vertexCount(piece), 0);
  const triangles = pieces.reduce((sum, piece) => sum + triangleCount(piece), 0);
  const positions = new Float32Array(vertices * 3);
  const normals = pieces.every((piece) => piece.normals) ? new Float32Array(vertices * 3) : undefined;
  const uvs = pieces.every((piece) => piece.uvs) ? new Float32Array(vertices * 2) : undefined;
  const indices = new Uint32Array(triangles * 3);
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const piece of pieces) {
    const count = vertexCount(piece);
    positions.set(piece.positions.subarray(0, count * 3), vertexOffset * 3);
    if (normals) normals.set(piece.normals!, vertexOffset * 3);
    if (uvs) uvs.set(piece.uvs!, vertexOffset * 2);
    const pieceIndices = piece.indices ?? Uint32Array.from({ length: count }, (_, index) => index);
    for (let index = 0; index < pieceIndices.length; index += 1)
      indices[indexOffset + index] = pieceIndices[index]! + vertexOffset;
    vertexOffset += count;
    indexOffset += pieceIndices.length;
  }
  return { positions, ...(normals ? { normals } : {}), ...(uvs ? { uvs } : {}), indices };
}

/** The geometry with a transform applied to its positions (and, by the normal matrix, its normals). */
export function transformGeometry(geometry: SceneGeometry, matrix: SceneMatrix): SceneGeometry {
  const transform = new Matrix4().fromArray([...matrix]);
  const normalMatrix = new Matrix3().getNormalMatrix(transform);
  const positions = new Float32Array(geometry.positions.length);
  const e = transform.elements;
  for (let index = 0; index < positions.length; index += 3) {
    const x = geometry.positions[index]!;
    const y = geometry.positions[index + 1]!;
    const z = geometry.positions[index + 2]!;
    positions[index] = e[0]! * x + e[4]! * y + e[8]! * z + e[12]!;
    positions[index + 1] = e[1]! * x + e[5]! * y + e[9]! * z + e[13]!;
    positions[index + 2] = e[2]! * x + e[6]! * y + e[10]! * z + e[14]!;
  }
  let normals: Float32Array | undefined;
  if (geometry.normals) {
    normals = new Float32Array(geometry.normals.length);
    const n = normalMatrix.elements;
    for (let index = 0; index < normals.length; index += 3) {
      const x = geometry.normals[index]!;
      const y = geometry.normals[index + 1]!;
      const z = geometry.normals[index + 2]!;
      const nx = n[0]! * x + n[3]! * y + n[6]! * z;
      const ny = n[1]! * x + n[4]! * y + n[7]! * z;
      const nz = n[2]! * x + n[5]! * y + n[8]! * z;
      const length = Math.hypot(nx, ny, nz) || 1;
      normals[index] = nx / length;
      normals[index + 1] = ny / length;
      normals[index + 2] = nz / length;
    }
  }
  return { ...geometry, positions, ...(normals ? { normals } : {}) };
}

/** The axis-aligned box around a geometry's vertices, or undefined for an empty one. */
export function geometryBounds(
  geometry: SceneGeometry,
): { minimum: [number, number, number]; maximum: [number, number, number] } | undefined {
  if (geometry.positions.length < 3) return undefined;
  const minimum: [number, number, number] = [Infinity, Infinity, Infinity];
  const maximum: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let index = 0; index + 2 < geometry.positions.length; index += 3) {
    for (let axis = 0; axis < 3; axis += 1) {
      const value = geometry.positions[index + axis]!;
      if (value < minimum[axis]!) minimum[axis] = value;
      if (value > maximum[axis]!) maximum[axis] = value;
    }
  }
  return { minimum, maximum };
}

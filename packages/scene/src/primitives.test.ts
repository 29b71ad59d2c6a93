import { describe, expect, it } from 'vitest';
import {
  geometryBounds,
  primitiveGeometry,
  SceneError,
  triangleCount,
  validateGeometry,
  vertexCount,
  type PrimitiveOptions,
} from './index';

const base: PrimitiveOptions = {
  shape: 'box',
  width: 1,
  height: 2,
  depth: 3,
  segments: 1,
  heightSegments: 1,
};

function unitNormals(normals: Float32Array): boolean {
  for (let index = 0; index < normals.length; index += 3)
    if (Math.abs(Math.hypot(normals[index]!, normals[index + 1]!, normals[index + 2]!) - 1) > 1e-5)
      return false;
  return true;
}

describe('primitives', () => {
  it('makes a box of the given size, centred, 4 vertices and 2 triangles a face', () => {
    const box = primitiveGeometry(base);
    expect([vertexCount(box), triangleCount(box)]).toEqual([24, 12]);
    expect(geometryBounds(box)).toEqual({ minimum: [-0.5, -1, -1.5], maximum: [0.5, 1, 1.5] });
    expect(unitNormals(box.normals!)).toBe(true);
    expect(box.uvs!.length).toBe(48);
    expect(validateGeometry(box)).toBe(box);
  });

  it('makes a plane of (segments + 1) x (heightSegments + 1) vertices facing +z', () => {
    const plane = primitiveGeometry({ ...base, shape: 'plane', segments: 2, heightSegments: 3 });
    expect([vertexCount(plane), triangleCount(plane)]).toEqual([12, 12]);
    for (let index = 0; index < plane.normals!.length; index += 3) expect(plane.normals![index + 2]).toBe(1);
  });

  it('makes a sphere whose every vertex lies at its radius', () => {
    const sphere = primitiveGeometry({
      ...base,
      shape: 'sphere',
      width: 0.5,
      segments: 8,
      heightSegments: 6,
    });
    expect(vertexCount(sphere)).toBe(9 * 7);
    for (let index = 0; index < sphere.positions.length; index += 3)
      expect(
        Math.hypot(sphere.positions[index]!, sphere.positions[index + 1]!, sphere.positions[index + 2]!),
      ).toBeCloseTo(0.5, 5);
  });

  it('makes a cylinder and a torus of the given sizes', () => {
    const cylinder = primitiveGeometry({ ...base, shape: 'cylinder', width: 0.5, height: 2, segments: 16 });
    expect(geometryBounds(cylinder)!.maximum[1]).toBeCloseTo(1, 6);
    // Side: 16 x 1 quads; each cap: 16 triangles.
    expect(triangleCount(cylinder)).toBe(16 * 2 + 16 * 2);
    const torus = primitiveGeometry({
      ...base,
      shape: 'torus',
      width: 1,
      height: 0.25,
      segments: 12,
      heightSegments: 8,
    });
    expect(triangleCount(torus)).toBe(12 * 8 * 2);
    expect(geometryBounds(torus)!.maximum[0]).toBeCloseTo(1.25, 5);
  });

  it('refuses sizes and segment counts out of range', () => {
    for (const [option, value] of [
      ['width', 0],
      ['segments', 100000],
      ['segments', 2.5],
      ['height', Number.NaN],
    ] as const) {
      let error: unknown;
      try {
        primitiveGeometry({ ...base, [option]: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(SceneError);
      expect((error as SceneError).values['option']).toBe(option);
    }
  });
});

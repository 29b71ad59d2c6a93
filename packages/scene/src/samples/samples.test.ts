import { describe, expect, it } from 'vitest';
import {
  geometryBounds,
  sampleModel,
  sampleModelIds,
  sampleModelParts,
  tShirtPrintArea,
  triangleCount,
  validateGeometry,
} from '../index';

const triangles = (id: (typeof sampleModelIds)[number], polyCount: 'low' | 'medium' | 'high') =>
  sampleModel(id, { polyCount, includeMaterials: true }).reduce(
    (sum, mesh) => sum + triangleCount(mesh.geometry),
    0,
  );

describe('sample product models', () => {
  it('are valid geometry with normals and texture coordinates, split into their named parts', () => {
    for (const id of sampleModelIds) {
      const meshes = sampleModel(id, { polyCount: 'medium', includeMaterials: true });
      expect(meshes.map((mesh) => mesh.name)).toEqual(sampleModelParts[id]);
      for (const mesh of meshes) {
        validateGeometry(mesh.geometry, mesh.name);
        expect(mesh.geometry.normals).toBeDefined();
        expect(mesh.geometry.uvs).toBeDefined();
      }
    }
  });

  it('get more triangles at a higher polygon count', () => {
    for (const id of sampleModelIds) {
      expect(triangles(id, 'low')).toBeLessThan(triangles(id, 'medium'));
      expect(triangles(id, 'medium')).toBeLessThan(triangles(id, 'high'));
    }
  });

  it('keep their own material, or take the default one', () => {
    expect(sampleModel('mug', { polyCount: 'low', includeMaterials: true })[0]!.material).toMatchObject({
      name: 'glazed ceramic',
      roughness: 0.15,
    });
    expect(sampleModel('mug', { polyCount: 'low', includeMaterials: false })[0]!.material.name).toBe(
      'default',
    );
  });

  it('put the T-shirt’s print area on (0, 0)-(1, 1) of its front, read left to right from the front', () => {
    const front = sampleModel('t-shirt', { polyCount: 'low', includeMaterials: true })[0]!.geometry;
    for (let vertex = 0; vertex * 3 < front.positions.length; vertex += 1) {
      const x = front.positions[vertex * 3]!;
      const y = front.positions[vertex * 3 + 1]!;
      expect(front.uvs![vertex * 2]).toBeCloseTo((x - tShirtPrintArea.left) / 0.32, 5);
      expect(front.uvs![vertex * 2 + 1]).toBeCloseTo((y - tShirtPrintArea.bottom) / 0.36, 5);
      expect(front.normals![vertex * 3 + 2]).toBe(1);
    }
  });

  it('wrap the mug’s body once around, bottom to top', () => {
    const body = sampleModel('mug', { polyCount: 'low', includeMaterials: true })[0]!.geometry;
    const us = [...body.uvs!].filter((_, index) => index % 2 === 0);
    const vs = [...body.uvs!].filter((_, index) => index % 2 === 1);
    expect([Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs)]).toEqual([0, 1, 0, 1]);
    for (let vertex = 0; vertex * 3 < body.positions.length; vertex += 1)
      expect(body.uvs![vertex * 2 + 1]).toBeCloseTo(body.positions[vertex * 3 + 1]! / 0.095, 5);
  });

  it('face the cap’s front panel forward, towards +z, and stand every model on the floor', () => {
    const front = sampleModel('cap', { polyCount: 'medium', includeMaterials: true })[0]!.geometry;
    const bounds = geometryBounds(front)!;
    expect(bounds.minimum[2]).toBeGreaterThanOrEqual(0);
    expect(bounds.maximum[2]).toBeCloseTo(0.095, 3);
    for (const id of sampleModelIds) {
      const lowest = Math.min(
        ...sampleModel(id, { polyCount: 'low', includeMaterials: false }).map(
          (mesh) => geometryBounds(mesh.geometry)!.minimum[1],
        ),
      );
      expect(lowest).toBeGreaterThan(-0.02);
      expect(lowest).toBeLessThan(0.001);
    }
  });

  it('refuse a polygon count out of range', () => {
    expect(() => sampleModel('cushion', { polyCount: 2, includeMaterials: true })).toThrow(/polyCount/);
  });
});

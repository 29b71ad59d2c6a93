import { describe, expect, it } from 'vitest';
import { sampleModel, triangleCount } from '@atelier/scene';
import { runChain, sceneOf, statisticsOf } from './testing';

describe('scene.sample-model', () => {
  it('gives the chosen product with its parts, materials and statistics', async () => {
    const [result] = await runChain([
      { type: 'scene.sample-model', controls: { model: 'mug', polyCount: 'low' } },
    ]);
    const scene = sceneOf(result!);
    expect(scene.meshes.map((mesh) => mesh.name)).toEqual(['body', 'inside', 'handle']);
    expect(scene.meshes[0]!.material.name).toBe('glazed ceramic');
    const expected = sampleModel('mug', { polyCount: 'low', includeMaterials: true });
    expect(statisticsOf(result!)).toMatchObject({
      meshes: 3,
      materials: 1,
      triangles: expected.reduce((sum, mesh) => sum + triangleCount(mesh.geometry), 0),
    });
  });

  it('takes the default material when its own are left out', async () => {
    const [result] = await runChain([
      { type: 'scene.sample-model', controls: { model: 'cap', includeMaterials: false } },
    ]);
    expect(sceneOf(result!).meshes.every((mesh) => mesh.material.name === 'default')).toBe(true);
  });
});

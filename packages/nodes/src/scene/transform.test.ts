import { describe, expect, it } from 'vitest';
import { geometryBounds, transformGeometry } from '@atelier/scene';
import { runChain, sceneOf } from './testing';

describe('scene.transform', () => {
  it('scales, turns and moves every mesh', async () => {
    const [, result] = await runChain([
      {
        type: 'scene.primitive',
        controls: { shape: 'box', width: 1, height: 1, depth: 1, segments: 1, heightSegments: 1 },
      },
      { type: 'scene.transform', controls: { translateY: 2, rotateZ: 90, scale: 2, scaleX: 3 } },
    ]);
    const mesh = sceneOf(result!).meshes[0]!;
    // The unit box scaled to 6 x 2 x 2, turned a quarter about z (now 2 wide, 6 high), raised by 2.
    const bounds = geometryBounds(transformGeometry(mesh.geometry, mesh.matrix))!;
    expect(bounds.minimum.map((value) => Number(value.toFixed(5)))).toEqual([-1, -1, -1]);
    expect(bounds.maximum.map((value) => Number(value.toFixed(5)))).toEqual([1, 5, 1]);
  });

  it('is empty without a scene', async () => {
    const [result] = await runChain([{ type: 'scene.transform' }]);
    expect(result!.status).toBe('empty');
  });
});

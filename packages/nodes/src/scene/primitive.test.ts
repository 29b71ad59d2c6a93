import { describe, expect, it } from 'vitest';
import { geometryBounds } from '@atelier/scene';
import { failureOf, runChain, sceneOf, statisticsOf } from './testing';

describe('scene.primitive', () => {
  it('makes a box of the given size and colour, 2 triangles a face segment', async () => {
    const [result] = await runChain([
      {
        type: 'scene.primitive',
        controls: {
          shape: 'box',
          width: 2,
          height: 1,
          depth: 0.5,
          segments: 2,
          heightSegments: 1,
          colour: { red: 10, green: 20, blue: 30, alpha: 128 },
        },
      },
    ]);
    const mesh = sceneOf(result!).meshes[0]!;
    expect(geometryBounds(mesh.geometry)).toEqual({ minimum: [-1, -0.5, -0.25], maximum: [1, 0.5, 0.25] });
    // Front and back 2 x 1, top and bottom 2 x 2, sides 2 x 1 segments: 2 + 2 + 4 + 4 + 2 + 2 quads.
    expect(statisticsOf(result!).triangles).toBe(32);
    expect(mesh.material.colour).toEqual({ red: 10, green: 20, blue: 30 });
    expect(mesh.material.opacity).toBeCloseTo(128 / 255, 6);
  });

  it('refuses a segment count out of range, naming the control', async () => {
    const [result] = await runChain([{ type: 'scene.primitive', controls: { segments: 0 } }]);
    expect(result!.status).toBe('failed');
    expect(failureOf(result!)[0]).toBe('invalid-parameter');
  });
});

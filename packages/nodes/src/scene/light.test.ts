import { describe, expect, it } from 'vitest';
import { runChain, failureOf, sceneOf } from './testing';

describe('scene.light', () => {
  it('adds a spot light with its cone in radians', async () => {
    const [, result] = await runChain([
      { type: 'scene.primitive' },
      {
        type: 'scene.light',
        controls: { kind: 'spot', angle: 45, positionX: 1, intensity: 5, shadows: false },
      },
    ]);
    expect(sceneOf(result!).lights).toEqual([
      {
        kind: 'spot',
        id: 'light',
        colour: { red: 255, green: 255, blue: 255 },
        intensity: 5,
        position: [1, 3, 4],
        target: [0, 0, 0],
        angle: Math.PI / 4,
        penumbra: 0.3,
        distance: 0,
        castShadow: false,
      },
    ]);
  });

  it('starts a scene of its own without an input, and refuses an eleventh light', async () => {
    const eleven = await runChain(
      Array.from({ length: 11 }, () => ({ type: 'scene.light' as const, controls: { kind: 'ambient' } })),
    );
    expect(sceneOf(eleven[9]!).lights).toHaveLength(10);
    expect(failureOf(eleven[10]!)).toEqual(['too-many-lights', { count: 11, limit: 10 }]);
  });
});

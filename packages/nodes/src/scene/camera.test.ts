import { describe, expect, it } from 'vitest';
import { runChain, sceneOf } from './testing';

describe('scene.camera', () => {
  it('sets the view, angles in radians, lens, tone mapping and background', async () => {
    const [, result] = await runChain([
      { type: 'scene.primitive' },
      {
        type: 'scene.camera',
        controls: {
          view: 'top',
          azimuth: 90,
          elevation: -45,
          distance: 4,
          fieldOfView: 50,
          targetY: 0.35,
          toneMapping: 'agx',
          exposure: 1.5,
          background: { red: 1, green: 2, blue: 3, alpha: 0 },
        },
      },
    ]);
    const scene = sceneOf(result!);
    expect(scene.camera).toEqual({
      view: 'top',
      azimuth: Math.PI / 2,
      elevation: -Math.PI / 4,
      distance: 4,
      target: [0, 0.35, 0],
      fieldOfView: 50,
    });
    expect([scene.toneMapping, scene.exposure, scene.background]).toEqual([
      'agx',
      1.5,
      { red: 1, green: 2, blue: 3, alpha: 0 },
    ]);
  });
});

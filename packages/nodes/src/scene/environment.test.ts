import { describe, expect, it } from 'vitest';
import { environmentIds } from '@atelier/scene';
import { sceneNodes } from './registry';
import { runChain, sceneOf } from './testing';

describe('scene.environment', () => {
  it('sets the HDRI, its strength, its turn in radians and whether it shows', async () => {
    const [, result] = await runChain([
      { type: 'scene.primitive' },
      {
        type: 'scene.environment',
        controls: { environment: 'sunset', intensity: 0.5, rotation: 180, visibleBackground: true },
      },
    ]);
    expect(sceneOf(result!).environment).toEqual({
      id: 'sunset',
      intensity: 0.5,
      rotation: Math.PI,
      visibleBackground: true,
    });
  });

  it('offers the environments the renderer has', () => {
    const control = sceneNodes['scene.environment'].controls
      .flat()
      .find((item) => item.id === 'environment')!;
    expect(control.kind === 'dropdown' && control.options.map((option) => option.value)).toEqual([
      ...environmentIds,
    ]);
  });
});

import type { SceneLight } from '@atelier/scene';
import { DirectionalLight, Sphere, SpotLight, Vector3, type Object3D } from 'three';
import { describe, expect, it } from 'vitest';
import { lightObjects } from './SceneView';

const white = { red: 255, green: 255, blue: 255 };
const key: SceneLight = {
  kind: 'directional',
  id: 'key',
  colour: white,
  intensity: 2,
  position: [0, 0, 5],
  target: [0, 0, 0],
  castShadow: true,
};
const rim: SceneLight = {
  kind: 'spot',
  id: 'rim',
  colour: white,
  intensity: 4,
  position: [-1, 1, 1],
  target: [0, 0, 0],
  angle: 0.5,
  penumbra: 0.5,
  distance: 0,
  castShadow: false,
};

const lightsOf = (objects: Object3D[]) =>
  objects.filter(
    (object): object is DirectionalLight | SpotLight => 'castShadow' in object && 'shadow' in object,
  );

describe('the live view’s lights', () => {
  // A scene 1 m in radius round the origin.
  const bounds = new Sphere(new Vector3(0, 0, 0), 1);

  it('cast shadows where the scene’s lights do, with the directional shadow covering the scene', () => {
    const [directional, spot] = lightsOf(lightObjects([key, rim], bounds, true));
    expect(directional!.castShadow).toBe(true);
    expect(spot!.castShadow).toBe(false);
    const camera = (directional as DirectionalLight).shadow.camera;
    // 1.2 times the radius each way; far enough to reach past the scene from 5 m away.
    expect([camera.left, camera.right, camera.top, camera.bottom]).toEqual([-1.2, 1.2, 1.2, -1.2]);
    expect(camera.far).toBeCloseTo(5 + 2.4, 9);
  });

  it('cast none when the view draws without shadows (software WebGL)', () => {
    const objects = lightsOf(lightObjects([key, rim], bounds, false));
    expect(objects.map((light) => light.castShadow)).toEqual([false, false]);
  });
});

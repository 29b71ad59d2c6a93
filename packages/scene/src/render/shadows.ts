// How a light's shadow is set up, the same in the render and in the editor's live view: a map
// of the given side, biased against shadow acne, and a directional light's shadow camera
// covering the scene's bounds as seen along the light.
import { DirectionalLight, type PointLight, type Sphere, type SpotLight } from 'three';

/** Depth bias and normal bias of every shadow: enough against acne on cloth, without peter-panning. */
const shadowBias = -0.0005;
const shadowNormalBias = 0.01;

/** Gives a light's shadow its map side and bias, and a directional light a camera over `bounds`. */
export function fitShadow(
  light: DirectionalLight | SpotLight | PointLight,
  bounds: Sphere,
  mapSide: number,
): void {
  light.shadow.mapSize.set(mapSide, mapSide);
  light.shadow.bias = shadowBias;
  light.shadow.normalBias = shadowNormalBias;
  if (!(light instanceof DirectionalLight)) return;
  const reach = Math.max(bounds.radius, 1e-3) * 1.2;
  const camera = light.shadow.camera;
  camera.left = -reach;
  camera.right = reach;
  camera.top = reach;
  camera.bottom = -reach;
  camera.near = 1e-3;
  camera.far = light.position.distanceTo(bounds.center) + reach * 2;
  camera.updateProjectionMatrix();
}

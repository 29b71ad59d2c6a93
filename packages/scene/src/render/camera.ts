// Where the camera stands and which way is up on screen, for the free orbit and the six views of
// the 3D editor's gizmo. Pure arithmetic, so the placement is the same on every host.
import type { SceneCamera } from '../scene';

export type Vector3 = [number, number, number];

export interface CameraPlacement {
  position: Vector3;
  /** The direction that points up on screen. */
  up: Vector3;
}

/**
 * From the target, the unit direction towards the camera in each gizmo view, and the screen's
 * up. Top looks down with the back of the model at the top of the image; bottom looks up with the
 * front at the top.
 */
const gizmoViews: Record<Exclude<SceneCamera['view'], 'orbit'>, { towards: Vector3; up: Vector3 }> = {
  front: { towards: [0, 0, 1], up: [0, 1, 0] },
  back: { towards: [0, 0, -1], up: [0, 1, 0] },
  right: { towards: [1, 0, 0], up: [0, 1, 0] },
  left: { towards: [-1, 0, 0], up: [0, 1, 0] },
  top: { towards: [0, 1, 0], up: [0, 0, -1] },
  bottom: { towards: [0, -1, 0], up: [0, 0, 1] },
};

/**
 * The orbit places the camera at `distance` from the target, turned by `azimuth` about the
 * vertical axis (0 looks from +z, a quarter turn from +x) and raised by `elevation` (a quarter turn
 * looks straight down).
 */
export function cameraPlacement(camera: SceneCamera): CameraPlacement {
  const [targetX, targetY, targetZ] = camera.target;
  const towards: Vector3 =
    camera.view === 'orbit'
      ? [
          Math.cos(camera.elevation) * Math.sin(camera.azimuth),
          Math.sin(camera.elevation),
          Math.cos(camera.elevation) * Math.cos(camera.azimuth),
        ]
      : gizmoViews[camera.view].towards;
  let up: Vector3 = camera.view === 'orbit' ? [0, 1, 0] : gizmoViews[camera.view].up;
  // Straight above or below the target the vertical up is undefined: the back of the scene is up.
  if (camera.view === 'orbit' && Math.abs(Math.cos(camera.elevation)) < 1e-9) {
    up = [
      -Math.sin(camera.azimuth) * Math.sign(camera.elevation),
      0,
      -Math.cos(camera.azimuth) * Math.sign(camera.elevation),
    ];
  }
  return {
    position: [
      targetX + towards[0] * camera.distance,
      targetY + towards[1] * camera.distance,
      targetZ + towards[2] * camera.distance,
    ],
    up,
  };
}

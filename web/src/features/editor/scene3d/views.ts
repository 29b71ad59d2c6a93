// The six views of the 3D editor's gizmo, as the spec names them, with their keys, and where the
// camera stands for each: on the view's side of the scene, far enough that its bounding sphere
// fits the field of view. Top looks down with the back of the model at the top of the view;
// bottom looks up with the front at the top (as the renderer's gizmo views, `cameraPlacement`).
import type { Sphere } from 'three';

export const gizmoViews = ['front', 'back', 'left', 'right', 'top', 'bottom'] as const;
export type GizmoView = (typeof gizmoViews)[number];

/** The key of each view: 1 to 6 in the order the gizmo lists them. */
export const viewKeys: Readonly<Record<GizmoView, string>> = {
  front: '1',
  back: '2',
  left: '3',
  right: '4',
  top: '5',
  bottom: '6',
};

/** From the target, the unit direction towards the camera. */
const towards: Readonly<Record<GizmoView, readonly [number, number, number]>> = {
  front: [0, 0, 1],
  back: [0, 0, -1],
  right: [1, 0, 0],
  left: [-1, 0, 0],
  top: [0, 1, 0],
  bottom: [0, -1, 0],
};

/**
 * How far the camera leans towards the front when looking straight down or up, as a part of its
 * distance: the orbit keeps y up, so a camera exactly above the target would have no up at all.
 * Leaning towards +z puts the back at the top of the view from above and the front at the top
 * from below.
 */
const poleLean = 1e-4;

/** Margin around the bounding sphere. */
const framing = 1.15;

export function viewPlacement(
  view: GizmoView,
  bounds: Pick<Sphere, 'center' | 'radius'>,
  fieldOfViewDegrees: number,
): { position: [number, number, number]; target: [number, number, number] } {
  const half = (fieldOfViewDegrees * Math.PI) / 360;
  const distance = (Math.max(bounds.radius, 1e-3) * framing) / Math.sin(half);
  const [x, y, z] = towards[view];
  const lean = y === 0 ? 0 : poleLean;
  const { center } = bounds;
  return {
    position: [center.x + x * distance, center.y + y * distance, center.z + (z + lean) * distance],
    target: [center.x, center.y, center.z],
  };
}

/** The view a key stands for, if any. */
export function viewOfKey(key: string): GizmoView | undefined {
  return gizmoViews.find((view) => viewKeys[view] === key);
}

// The canvas camera: where the world origin sits on screen and how far it is zoomed. A screen
// point is `world * zoom + (x, y)`. Pure functions, so pan and zoom are tested without a canvas.
import { maximumScale, minimumScale, pinchZoomSpeed } from './constants';
import type { Point, Rect } from './geometry';

export interface Camera {
  x: number;
  y: number;
  zoom: number;
}

export const initialCamera: Camera = { x: 0, y: 0, zoom: 1 };

export function clampZoom(zoom: number): number {
  return Math.min(maximumScale, Math.max(minimumScale, zoom));
}

export function screenToWorld(camera: Camera, point: Point): Point {
  return { x: (point.x - camera.x) / camera.zoom, y: (point.y - camera.y) / camera.zoom };
}

export function worldToScreen(camera: Camera, point: Point): Point {
  return { x: point.x * camera.zoom + camera.x, y: point.y * camera.zoom + camera.y };
}

/** The part of the world a viewport of the given screen size shows. */
export function visibleWorldRect(camera: Camera, viewport: { width: number; height: number }): Rect {
  const topLeft = screenToWorld(camera, { x: 0, y: 0 });
  return {
    x: topLeft.x,
    y: topLeft.y,
    width: viewport.width / camera.zoom,
    height: viewport.height / camera.zoom,
  };
}

export function panBy(camera: Camera, screenDelta: Point): Camera {
  return { ...camera, x: camera.x + screenDelta.x, y: camera.y + screenDelta.y };
}

/** Zooms to `zoom` (clamped to the spec's bounds) keeping the world point under `anchor` in place. */
export function zoomAt(camera: Camera, anchor: Point, zoom: number): Camera {
  const next = clampZoom(zoom);
  const world = screenToWorld(camera, anchor);
  return { zoom: next, x: anchor.x - world.x * next, y: anchor.y - world.y * next };
}

/**
 * The zoom factor of a ctrl/cmd + wheel step or a trackpad pinch (which browsers report as a
 * wheel event with ctrlKey). A wheel notch is about 100 pixels of deltaY; at the spec's pinch
 * speed of 0.6 one notch zooms by 2^-0.6, about two thirds.
 */
export function wheelZoomFactor(deltaY: number, speed = pinchZoomSpeed): number {
  return Math.pow(2, (-deltaY * speed) / 100);
}

/**
 * The zoom factor of a two-finger pinch: the change in finger distance raised to the pinch
 * speed, so fingers moving apart twice as far zoom by 2^0.6 at the spec's speed.
 */
export function pinchZoomFactor(
  startDistance: number,
  currentDistance: number,
  speed = pinchZoomSpeed,
): number {
  if (startDistance <= 0) return 1;
  return Math.pow(currentDistance / startDistance, speed);
}

/** A camera showing `bounds` centred in the viewport with a margin, zoomed no further in than `closest`. */
export function fitBounds(
  bounds: Rect,
  viewport: { width: number; height: number },
  margin = 48,
  closest = 1,
): Camera {
  const width = Math.max(1, bounds.width);
  const height = Math.max(1, bounds.height);
  const zoom = clampZoom(
    Math.min(closest, (viewport.width - margin * 2) / width, (viewport.height - margin * 2) / height),
  );
  return {
    zoom,
    x: viewport.width / 2 - (bounds.x + width / 2) * zoom,
    y: viewport.height / 2 - (bounds.y + height / 2) * zoom,
  };
}

/**
 * Where a frame drawn under camera `from` must be moved to show what camera `to` shows: a screen
 * point p of that frame lies at p * scale + (x, y) now. (Screen = world * zoom + camera offset, so
 * scale = z1 / z0 and the offset is x1 - x0 * scale.)
 */
export function frameTransform(
  from: { x: number; y: number; zoom: number },
  to: { x: number; y: number; zoom: number },
): { x: number; y: number; scale: number } {
  const scale = to.zoom / from.zoom;
  return { x: to.x - from.x * scale, y: to.y - from.y * scale, scale };
}

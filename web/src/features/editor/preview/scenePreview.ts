// The preview of a 3D scene: a small render through the same scene renderer the engine worker
// gives the Render node (three.js on an OffscreenCanvas, one render at a time, each on a fresh
// canvas), so the monitor and the canvas show what a Render node of the scene would. three.js
// is imported on the first scene, never in the editor's first load.
import type { RasterImage } from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import { createWorkerSceneRenderer, type WorkerSceneRenderer } from '../../engine/sceneRenderer';
import { previewSide } from './render';

let renderer: WorkerSceneRenderer | undefined;
const rendered = new WeakMap<Scene, Promise<RasterImage | undefined>>();

/**
 * The scene rendered at the preview size (square, `previewSide` pixels, the scene's camera,
 * lights, environment and background), once per scene value; undefined when it cannot be drawn.
 */
export function renderScenePreview(scene: Scene): Promise<RasterImage | undefined> {
  const before = rendered.get(scene);
  if (before) return before;
  renderer ??= createWorkerSceneRenderer();
  const image = renderer(scene, { width: previewSide, height: previewSide, transparent: false }).catch(
    (error: unknown) => {
      console.error('Scene preview failed', error);
      return undefined;
    },
  );
  rendered.set(scene, image);
  return image;
}

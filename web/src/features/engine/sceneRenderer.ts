// The editor's scene renderer, a host resource of the engine worker: the Render node's scenes are
// drawn with WebGL 2 on an OffscreenCanvas in the worker itself. three.js and the renderer are
// imported on the first render, so a graph without 3D never downloads them.
import type { RasterImage } from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import type { SceneRenderOptions } from '@atelier/scene/render';

/** The resource id the Render node asks for (`sceneRendererResourceId` of the node library). */
export const sceneRendererResourceId = 'atelier:scene-renderer';

export type WorkerSceneRenderer = (scene: Scene, options: SceneRenderOptions) => Promise<RasterImage>;

/**
 * Renders one scene at a time, each on a fresh OffscreenCanvas whose context the renderer uses up,
 * so that a graph of many Render nodes never holds more than one WebGL context.
 */
export function createWorkerSceneRenderer(): WorkerSceneRenderer {
  let turn: Promise<unknown> = Promise.resolve();
  return (scene, options) => {
    const result = turn.then(async () => {
      const { renderScene, SceneRenderError } = await import('@atelier/scene/render');
      if (typeof OffscreenCanvas === 'undefined') {
        throw new SceneRenderError('scene-render-failed', 'this browser cannot render off screen', {
          reason: 'no-offscreen-canvas',
        });
      }
      return renderScene(scene, options, new OffscreenCanvas(options.width, options.height));
    });
    turn = result.catch(() => undefined);
    return result;
  };
}

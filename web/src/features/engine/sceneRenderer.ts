// The editor's scene renderer, a host resource of the engine worker: the Render node's scenes are
// drawn with WebGL 2 on an OffscreenCanvas in the worker itself. three.js and the renderer are
// imported on the first render, so a graph without 3D never downloads them.
import type { RasterImage } from '@atelier/graph';
import type { Scene } from '@atelier/scene';
import type { SceneRenderOptions, SceneRenderSession } from '@atelier/scene/render';

/** The resource id the Render node asks for (`sceneRendererResourceId` of the node library). */
export const sceneRendererResourceId = 'atelier:scene-renderer';

export type WorkerSceneRenderer = (scene: Scene, options: SceneRenderOptions) => Promise<RasterImage>;

/**
 * Renders one scene at a time in one render session: a single WebGL context on an OffscreenCanvas,
 * kept between renders with its compiled shaders and prefiltered HDRIs, so a graph of many Render
 * nodes holds one context and only the first render of an environment pays for preparing it.
 */
export function createWorkerSceneRenderer(): WorkerSceneRenderer {
  let turn: Promise<unknown> = Promise.resolve();
  let session: SceneRenderSession | undefined;
  return (scene, options) => {
    const result = turn.then(async () => {
      const { createSceneRenderSession, SceneRenderError } = await import('@atelier/scene/render');
      if (typeof OffscreenCanvas === 'undefined') {
        throw new SceneRenderError('scene-render-failed', 'this browser cannot render off screen', {
          reason: 'no-offscreen-canvas',
        });
      }
      session ??= createSceneRenderSession((width, height) => new OffscreenCanvas(width, height));
      return session.render(scene, options);
    });
    turn = result.catch(() => undefined);
    return result;
  };
}

// The graph engine's Web Worker: `@atelier/graph`'s host over node code loaded from the gateway,
// with the browser's image codec for the load and export nodes and the scene renderer for the
// 3D Render node.
import '../../schemaSettings';
import { createBrowserCodec } from './browserCodec';
import { imageCodecResourceId, serveEngine, type EngineScope } from './engineHost';
import { createWorkerSceneRenderer, sceneRendererResourceId } from './sceneRenderer';

serveEngine(self as unknown as EngineScope, {
  importModule: (url) => import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>,
  hostResources: {
    [imageCodecResourceId]: createBrowserCodec(),
    [sceneRendererResourceId]: createWorkerSceneRenderer(),
  },
});

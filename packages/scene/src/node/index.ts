// Node-only API (`@atelier/scene/node`): rendering scenes in headless Chromium for hosts without
// WebGL (the graph command line, render workers).
export {
  createChromiumSceneRenderer,
  defaultBrowserIdleMilliseconds,
  defaultSceneRenderTimeoutMilliseconds,
  type ChromiumSceneRenderer,
  type ChromiumSceneRendererOptions,
} from './chromium';

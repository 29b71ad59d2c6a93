// The renderer (`@atelier/scene/render`): a scene drawn with three.js on a WebGL 2 context, in a
// page or a worker, read back as an image. Hosts without WebGL render in headless Chromium
// (`@atelier/scene/node`), with this same code.
export {
  createSceneRenderSession,
  renderScene,
  type SceneCanvasFactory,
  type SceneRenderSession,
} from './renderer';
export { cameraPlacement, type CameraPlacement } from './camera';
export { fitShadow } from './shadows';
export {
  rendererEnvironmentIds,
  isRendererEnvironmentId,
  type RendererEnvironmentId,
} from './environment-ids';
export {
  isSceneRenderError,
  SceneRenderError,
  type SceneRenderErrorCode,
  type SceneRenderErrorValues,
} from './errors';
export {
  maximumRenderPixels,
  maximumRenderSide,
  maximumSceneLights,
  maximumSceneMeshes,
  maximumSceneTriangles,
  maximumSceneVertices,
  maximumTextureSide,
} from './limits';
export { decodeValue, encodeValue, type EncodedValue } from './transfer';
export { validateSceneForRendering, type SceneRenderOptions, type SceneRenderer } from './validate';

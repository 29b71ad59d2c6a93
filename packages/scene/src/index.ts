// 3D scenes as plain data, and everything that builds them: primitives, the sample products,
// model import (glTF/GLB, OBJ, STL) within its budgets, the scene operations the 3D nodes apply
// and the statistics of the info panel. Pure: no DOM, no WebGL, no Node-only API. The renderer
// lives in `@atelier/scene/render`.
export type {
  CameraView,
  MapWrap,
  Scene,
  SceneCamera,
  SceneColour,
  SceneEnvironment,
  SceneGeometry,
  SceneLight,
  SceneMaterial,
  SceneMatrix,
  SceneMesh,
  TexturePlacement,
  ToneMapping,
} from './scene';
export { SceneError, requireNumber, requireWholeNumber, type SceneErrorCode } from './errors';
export {
  maximumCombinedScenes,
  maximumLights,
  maximumModelBytes,
  maximumSegments,
  designTextureSide,
  maximumSize,
  minimumSize,
  triangleBudget,
} from './limits';
export {
  geometryBounds,
  geometryFromThree,
  mergeGeometries,
  transformGeometry,
  triangleCount,
  validateGeometry,
  vertexCount,
} from './geometry';
export {
  addLight,
  cameraViews,
  combineScenes,
  defaultCamera,
  defaultEnvironment,
  defaultMaterial,
  emptyScene,
  environmentIds,
  identityMatrix,
  isScene,
  multiplyMatrices,
  requireScene,
  sceneFromMeshes,
  setCamera,
  setEnvironment,
  setMaterial,
  toneMappings,
  transformMatrix,
  transformScene,
  type CameraSettings,
  type EnvironmentId,
  type MaterialChange,
  type TransformOptions,
} from './build';
export { sceneStatistics, type SceneStatistics, type SceneTextureStatistics } from './statistics';
export { primitiveGeometry, primitiveShapes, type PrimitiveOptions, type PrimitiveShape } from './primitives';
export {
  polyCountSegments,
  sampleModel,
  sampleModelIds,
  sampleModelParts,
  tShirtPrintArea,
  type PolyCount,
  type SampleModelId,
  type SampleModelOptions,
} from './samples/samples';
export { detectModelFormat, readModel } from './models/import';
export { maximumModelNodes } from './models/gltf';
export {
  modelFormats,
  type ImportedModel,
  type ModelFormat,
  type ModelReadOptions,
  type ModelTexture,
} from './models/model';

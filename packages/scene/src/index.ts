export type {
  CameraView,
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

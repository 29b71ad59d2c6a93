// Texts of the 3D render node and the renderer: its labels under `nodes` (`node.scene.<node>`)
// and its node messages under `messages` (list each code in `sceneRenderMessageCodes`). Joined into
// the 3D family's texts (../en-US.ts). American English is the reference.
export const sceneRenderTextsEnUS = {
  nodes: {
    render: {
      title: 'Render',
      inputs: { title: 'Scene' },
      outputs: { image: 'Image' },
      controls: {
        width: 'Width',
        height: 'Height',
        dpi: 'Resolution (dpi)',
        transparent: 'Transparent background',
      },
    },
  },
  messages: {
    missingSceneRenderer: {
      generic: 'Scenes are rendered when the project is opened in the editor or exported',
    },
    sceneImageTooLarge: {
      size: 'A render of {{width, number}} × {{height, number}} pixels is larger than {{limit, number}} × {{limit, number}}',
      generic: 'The render is too large',
    },
    sceneInvalidGeometry: {
      mesh: 'The model {{mesh}} has a point or a placement that is not a number',
      generic: 'The scene has a number that is not a number',
    },
    sceneIndexOutOfRange: {
      mesh: 'A triangle of the model {{mesh}} uses point {{index, number}}, but the model has {{vertices, number}} points',
      generic: 'A triangle uses a point the model does not have',
    },
    sceneTooLarge: {
      triangles: 'The scene has {{triangles, number}} triangles, more than {{limit, number}}',
      meshes: 'The scene has {{meshes, number}} models, more than {{limit, number}}',
      generic: 'The scene is too large to render',
    },
    sceneTextureTooLarge: {
      size: 'A texture is {{width, number}} × {{height, number}} pixels, larger than {{limit, number}} × {{limit, number}}',
      generic: 'A texture is too large',
    },
    sceneUnknownEnvironment: {
      named: 'There is no environment called {{environment}}',
      generic: 'The environment is unknown',
    },
    sceneRenderTimeout: {
      seconds: 'The render took longer than {{seconds, number}} s and was stopped',
      generic: 'The render took too long and was stopped',
    },
    sceneRenderFailed: { generic: 'The scene could not be rendered on this device' },
  },
};

export type SceneRenderTexts = typeof sceneRenderTextsEnUS;

/** Node message codes the render node and renderer raise. */
export const sceneRenderMessageCodes = [
  'missing-scene-renderer',
  'scene-image-too-large',
  'scene-invalid-geometry',
  'scene-index-out-of-range',
  'scene-too-large',
  'scene-texture-too-large',
  'scene-unknown-environment',
  'scene-render-timeout',
  'scene-render-failed',
] as const;

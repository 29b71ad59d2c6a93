// Texts of the 3D render node and the renderer: its labels under `nodes` (`node.scene.<node>`)
// and its node messages under `messages` (list each code in `sceneRenderMessageCodes`). Joined into
// the 3D family's texts (../en-US.ts). American English is the reference.
export const sceneRenderTextsEnUS = {
  nodes: {},
  messages: {},
};

export type SceneRenderTexts = typeof sceneRenderTextsEnUS;

/** Node message codes the render node and renderer raise. */
export const sceneRenderMessageCodes = [] as const;

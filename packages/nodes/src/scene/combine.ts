import type { NodeDefinition, Socket } from '@atelier/graph';
import { combineScenes, maximumCombinedScenes } from '@atelier/scene';
import { nodeLabels } from '../support/labels';
import { defineSceneNode, sceneInput, sceneResult } from './support';

const label = nodeLabels('scene', 'combine');

/** The inputs: `title` and then `scene2` to `scene8`, one scene each. */
const sceneInputs: Socket[] = Array.from({ length: maximumCombinedScenes }, (_, index) => {
  const name = index === 0 ? 'title' : `scene${index + 1}`;
  return { name, type: 'scene' as const, label: label.input(name) };
});

/**
 * Up to eight scenes as one: all their meshes and lights, with the environment, camera and tone
 * mapping of the first connected scene.
 */
export const combineNode = defineSceneNode({
  id: 'scene.combine',
  version: '1.0.0',
  family: 'scene',
  title: label.title,
  inputs: sceneInputs,
  outputs: [{ name: 'scene', type: 'scene', label: label.output('scene') }],
  controls: [],
  evaluate({ inputs }) {
    const scenes = sceneInputs.map((socket) => inputs[socket.name]).filter((value) => value !== undefined);
    if (scenes.length === 0) return undefined;
    return sceneResult(combineScenes(scenes.map(sceneInput)));
  },
} satisfies NodeDefinition);

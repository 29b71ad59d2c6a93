import {
  applyCommands,
  createNode,
  createNodeRegistry,
  effectiveControlValues,
  type ControlSpec,
  type GraphDocument,
  type GraphNode,
  type NodeDefinition,
} from '@atelier/graph';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  canAddLight,
  chainLights,
  editTarget,
  planSceneEdit,
  sceneChain,
  transformControlValues,
  type MaterialValues,
  type SceneEdit,
  type SceneEditContext,
} from './sceneEdits';

// The 3D nodes as the editor sees them: their ids, sockets and the control ids the 3D editor
// writes (the served node library has the same; the editor never imports it).
const number = (id: string, value: number): ControlSpec => ({
  id,
  kind: 'number',
  label: id,
  default: value,
});
const sceneNode = (id: string, controls: ControlSpec[][], inputs = true): NodeDefinition => ({
  id,
  version: '1.0.0',
  family: 'scene',
  title: id,
  inputs: inputs ? [{ name: 'title', type: 'scene', label: 'scene', required: true }] : [],
  outputs: [{ name: 'scene', type: 'scene', label: 'scene' }],
  controls,
  evaluate: () => undefined,
});
const white = { red: 255, green: 255, blue: 255, alpha: 255 };
const definitions: NodeDefinition[] = [
  sceneNode(
    'scene.sample-model',
    [[{ id: 'model', kind: 'text', label: 'model', default: 't-shirt' }]],
    false,
  ),
  sceneNode('scene.transform', [
    ['translate', 'rotate'].flatMap((prefix) => ['X', 'Y', 'Z'].map((axis) => number(`${prefix}${axis}`, 0))),
    [number('scale', 1)],
    ['X', 'Y', 'Z'].map((axis) => number(`scale${axis}`, 1)),
  ]),
  sceneNode('scene.material', [
    [{ id: 'meshName', kind: 'text', label: 'meshName', default: '' }],
    [
      { id: 'colour', kind: 'colour', label: 'colour', default: white },
      number('roughness', 0.8),
      number('metalness', 0),
    ],
    [number('sheen', 0), number('opacity', 1)],
  ]),
  sceneNode('scene.light', [
    [
      { id: 'kind', kind: 'text', label: 'kind', default: 'directional' },
      { id: 'colour', kind: 'colour', label: 'colour', default: white },
      number('intensity', 2),
    ],
    [number('positionX', 2), number('positionY', 3), number('positionZ', 4)],
    [number('angle', 30), { id: 'shadows', kind: 'toggle', label: 'shadows', default: true }],
  ]),
  sceneNode('scene.environment', [
    [{ id: 'environment', kind: 'text', label: 'environment', default: 'studio' }, number('intensity', 1)],
    [number('rotation', 0)],
  ]),
  sceneNode('scene.combine', []),
  {
    id: 'scene.render',
    version: '1.0.0',
    family: 'scene',
    title: 'render',
    inputs: [{ name: 'title', type: 'scene', label: 'scene', required: true }],
    outputs: [{ name: 'image', type: 'image', label: 'image' }],
    controls: [],
    evaluate: () => undefined,
  },
];
const registry = createNodeRegistry(definitions);

function node(type: string, id: string, values: Record<string, unknown> = {}): GraphNode {
  const created = createNode(registry.latest(type)!, id, { x: 0, y: 0 });
  return {
    ...created,
    controls: created.controls!.map((row) =>
      row.map((item) => (item.id in values ? { ...item, value: values[item.id] } : item)),
    ),
  };
}

/** A chain of nodes wired scene to scene, first to last, with the last feeding a render. */
function chain(...nodes: GraphNode[]): GraphDocument {
  const all = [...nodes, node('scene.render', 'render')];
  return {
    version: '1.0.0',
    nodes: all,
    connections: all.slice(1).map((target, index) => ({
      id: 1000 + index,
      from: { nodeId: all[index]!.id, output: 'scene' },
      to: { nodeId: target.id, input: 'title' },
    })),
    groups: [],
  };
}

function context(document: GraphDocument, openNodeId: string): SceneEditContext {
  return {
    document,
    openNodeId,
    definitionOf: (stored) => registry.get(stored.type, stored.version),
    latestDefinition: (type) => registry.latest(type),
    newNodeId: () => 'added',
  };
}

const values = (document: GraphDocument, nodeId: string) => {
  const stored = document.nodes.find((candidate) => candidate.id === nodeId)!;
  return effectiveControlValues(stored, registry.get(stored.type, stored.version)!);
};

const present: MaterialValues = {
  colour: { red: 200, green: 200, blue: 200, alpha: 255 },
  roughness: 0.9,
  metalness: 0,
  sheen: 0.4,
};
const red = { red: 220, green: 20, blue: 60, alpha: 255 };

describe('the chain a 3D edit looks in', () => {
  it('runs from the open node up its scene input, through nodes that pass the scene on, to the source', () => {
    const document = chain(
      node('scene.sample-model', 'shirt'),
      node('scene.light', 'key'),
      node('scene.material', 'front', { meshName: 'front' }),
      node('scene.light', 'fill'),
    );
    expect(sceneChain(document, 'fill').map((stored) => stored.id)).toEqual([
      'fill',
      'front',
      'key',
      'shirt',
    ]);
    expect(sceneChain(document, 'key').map((stored) => stored.id)).toEqual(['key', 'shirt']);
    expect(chainLights(document, 'fill').map((stored) => stored.id)).toEqual(['fill', 'key']);
  });

  it('stops at a combine, whose scenes come from several branches', () => {
    const document = chain(
      node('scene.sample-model', 'cap'),
      node('scene.combine', 'both'),
      node('scene.transform', 'move'),
    );
    expect(sceneChain(document, 'move').map((stored) => stored.id)).toEqual(['move', 'both']);
  });
});

describe('a material change', () => {
  it('goes to the nearest material of the mesh’s name, past materials of other parts', () => {
    const document = chain(
      node('scene.sample-model', 'shirt'),
      node('scene.material', 'front', { meshName: 'front' }),
      node('scene.material', 'back', { meshName: 'back' }),
    );
    const edit: SceneEdit = {
      kind: 'material',
      meshName: 'front',
      values: { colour: red },
      current: present,
    };
    const plan = planSceneEdit(context(document, 'back'), edit)!;
    expect(plan).toMatchObject({ nodeId: 'front', added: false });
    expect(plan.commands).toEqual([
      { kind: 'setControlValue', nodeId: 'front', controlId: 'colour', value: red },
    ]);
    const after = applyCommands(document, plan.commands);
    expect(values(after, 'front')['colour']).toEqual(red);
    // Nothing else changed.
    expect(values(after, 'back')).toEqual(values(document, 'back'));
  });

  it('adds a material for the mesh after the open node when a material for every mesh hides earlier ones', () => {
    const document = chain(
      node('scene.sample-model', 'shirt'),
      node('scene.material', 'front', { meshName: 'front' }),
      node('scene.material', 'all', { meshName: '' }),
    );
    const edit: SceneEdit = {
      kind: 'material',
      meshName: 'front',
      values: { roughness: 0.3 },
      current: present,
    };
    expect(editTarget(context(document, 'all'), edit)).toBeUndefined();
    const plan = planSceneEdit(context(document, 'all'), edit)!;
    expect(plan).toMatchObject({ nodeId: 'added', added: true });
    const after = applyCommands(document, plan.commands);
    // The new node starts from the mesh's present material with the one change.
    expect(values(after, 'added')).toMatchObject({
      meshName: 'front',
      colour: present.colour,
      roughness: 0.3,
      metalness: 0,
      sheen: 0.4,
    });
    // It sits between the open node and what the open node fed.
    expect(after.connections.map((wire) => `${wire.from.nodeId}>${wire.to.nodeId}`).sort()).toEqual(
      ['added>render', 'all>added', 'front>all', 'shirt>front'].sort(),
    );
  });

  it('on a bare source adds one material node wired in, as one list of commands', () => {
    const document = chain(node('scene.sample-model', 'shirt'));
    const plan = planSceneEdit(context(document, 'shirt'), {
      kind: 'material',
      meshName: 'sleeves',
      values: { colour: red },
      current: present,
    })!;
    expect(plan.commands.map((command) => command.kind)).toEqual([
      'addNodes',
      'disconnect',
      'connect',
      'connect',
    ]);
    const after = applyCommands(document, plan.commands);
    expect(values(after, 'added')).toMatchObject({ meshName: 'sleeves', colour: red });
    expect(
      after.connections
        .map((wire) => `${wire.from.nodeId}.${wire.from.output}>${wire.to.nodeId}.${wire.to.input}`)
        .sort(),
    ).toEqual(['added.scene>render.title', 'shirt.scene>added.title']);
  });
});

describe('the environment and the lights', () => {
  it('set the nearest environment node, or add one', () => {
    const withEnvironment = chain(
      node('scene.sample-model', 'mug'),
      node('scene.environment', 'hdri'),
      node('scene.light', 'key'),
    );
    const edit: SceneEdit = { kind: 'environment', values: { environment: 'sunset', rotation: 90 } };
    const plan = planSceneEdit(context(withEnvironment, 'key'), edit)!;
    expect(plan.nodeId).toBe('hdri');
    expect(values(applyCommands(withEnvironment, plan.commands), 'hdri')).toMatchObject({
      environment: 'sunset',
      intensity: 1,
      rotation: 90,
    });
    const bare = chain(node('scene.sample-model', 'mug'));
    const added = planSceneEdit(context(bare, 'mug'), edit)!;
    expect(added.added).toBe(true);
    expect(values(applyCommands(bare, added.commands), 'added')).toMatchObject({
      environment: 'sunset',
      rotation: 90,
    });
  });

  it('change the light node the panel shows, and nothing for a light outside the chain', () => {
    const document = chain(
      node('scene.sample-model', 'mug'),
      node('scene.light', 'key'),
      node('scene.light', 'fill'),
    );
    const plan = planSceneEdit(context(document, 'fill'), {
      kind: 'light',
      nodeId: 'key',
      values: { intensity: 5 },
    })!;
    expect(plan.commands).toEqual([
      { kind: 'setControlValue', nodeId: 'key', controlId: 'intensity', value: 5 },
    ]);
    expect(
      planSceneEdit(context(document, 'mug'), { kind: 'light', nodeId: 'fill', values: { intensity: 5 } }),
    ).toBeUndefined();
  });

  it('switch a light’s kind and its shadows on the light node', () => {
    const document = chain(node('scene.sample-model', 'mug'), node('scene.light', 'key'));
    const plan = planSceneEdit(context(document, 'key'), {
      kind: 'light',
      nodeId: 'key',
      values: { kind: 'spot', shadows: false },
    })!;
    expect(values(applyCommands(document, plan.commands), 'key')).toMatchObject({
      kind: 'spot',
      shadows: false,
    });
  });

  it('add a light after the open node, aimed from up front right, taking over its wires', () => {
    const document = chain(node('scene.sample-model', 'cap'), node('scene.light', 'key'));
    const plan = planSceneEdit(context(document, 'key'), { kind: 'addLight', lightKind: 'spot' })!;
    expect(plan).toMatchObject({ nodeId: 'added', added: true });
    const after = applyCommands(document, plan.commands);
    const light = values(after, 'added');
    expect(light).toMatchObject({ kind: 'spot', shadows: true, angle: 30 });
    // In front of the scene (positive z) and above it, so it lights what the camera sees.
    expect(light['positionY'] as number).toBeGreaterThan(0);
    expect(light['positionZ'] as number).toBeGreaterThan(0);
    expect(
      after.connections
        .map((wire) => `${wire.from.nodeId}.${wire.from.output}>${wire.to.nodeId}.${wire.to.input}`)
        .sort(),
    ).toEqual(['added.scene>render.title', 'cap.scene>key.title', 'key.scene>added.title']);
    expect(chainLights(after, 'added').map((stored) => stored.id)).toEqual(['added', 'key']);
  });

  it('add an ambient light without shadows', () => {
    const document = chain(node('scene.sample-model', 'cap'));
    const plan = planSceneEdit(context(document, 'cap'), { kind: 'addLight', lightKind: 'ambient' })!;
    expect(values(applyCommands(document, plan.commands), 'added')).toMatchObject({
      kind: 'ambient',
      shadows: false,
    });
  });

  it('add no eleventh light: a scene has at most ten', () => {
    const lights = Array.from({ length: 10 }, (_, index) => node('scene.light', `light${index}`));
    const document = chain(node('scene.sample-model', 'cap'), ...lights);
    expect(canAddLight(document, 'light9')).toBe(false);
    expect(
      planSceneEdit(context(document, 'light9'), { kind: 'addLight', lightKind: 'point' }),
    ).toBeUndefined();
    const nine = chain(node('scene.sample-model', 'cap'), ...lights.slice(0, 9));
    expect(canAddLight(nine, 'light8')).toBe(true);
  });
});

/** A placement matrix from a move, turns about x, y, z (degrees, three.js's XYZ order) and a scale. */
function placement(
  move: [number, number, number],
  degrees: [number, number, number],
  scale: [number, number, number],
) {
  const [x, y, z] = degrees.map((value) => (value * Math.PI) / 180) as [number, number, number];
  return new Matrix4().compose(
    new Vector3(...move),
    new Quaternion().setFromEuler(new Euler(x, y, z, 'XYZ')),
    new Vector3(...scale),
  ).elements;
}

describe('a transform drag', () => {
  const identity = new Matrix4().elements;

  it('on a scene without a transform gives the drag itself as the new node’s controls', () => {
    // A mesh at the origin dragged 0.5 m right and 0.25 m up, turned a quarter about y, doubled in height.
    const after = placement([0.5, 0.25, 0], [0, 90, 0], [1, 2, 1]);
    expect(transformControlValues({}, identity, after)).toEqual({
      translateX: 0.5,
      translateY: 0.25,
      translateZ: 0,
      rotateX: 0,
      rotateY: 90,
      rotateZ: 0,
      scaleX: 1,
      scaleY: 2,
      scaleZ: 1,
    });
  });

  it('adds a move to the transform a node already has, keeping its uniform scale', () => {
    // The node scales by 2 and moves 1 m along x; the mesh it placed is dragged 0.5 m along z.
    const presentValues = {
      translateX: 1,
      translateY: 0,
      translateZ: 0,
      scale: 2,
      scaleX: 1,
      scaleY: 1,
      scaleZ: 1,
    };
    const before = placement([1, 0, 0], [0, 0, 0], [2, 2, 2]);
    const after = placement([1, 0, 0.5], [0, 0, 0], [2, 2, 2]);
    expect(transformControlValues(presentValues, before, after)).toEqual({
      translateX: 1,
      translateY: 0,
      translateZ: 0.5,
      rotateX: 0,
      rotateY: 0,
      rotateZ: 0,
      scaleX: 1,
      scaleY: 1,
      scaleZ: 1,
    });
  });

  it('turns about the node’s own turn: 30° more about z on a node turned 30° about z is 60°', () => {
    const presentValues = { rotateZ: 30 };
    const before = placement([0, 0, 0], [0, 0, 30], [1, 1, 1]);
    const after = placement([0, 0, 0], [0, 0, 60], [1, 1, 1]);
    expect(transformControlValues(presentValues, before, after)).toMatchObject({
      rotateX: 0,
      rotateY: 0,
      rotateZ: 60,
    });
  });

  it('is written to the nearest transform node of the chain', () => {
    const document = chain(
      node('scene.sample-model', 'cap'),
      node('scene.transform', 'place', { translateY: 1 }),
      node('scene.light', 'key'),
    );
    const before = placement([0, 1, 0], [0, 0, 0], [1, 1, 1]);
    const after = placement([0, 1.5, 0], [0, 0, 0], [1, 1, 1]);
    const plan = planSceneEdit(context(document, 'key'), { kind: 'transform', before, after })!;
    expect(plan.nodeId).toBe('place');
    expect(values(applyCommands(document, plan.commands), 'place')).toMatchObject({
      translateY: 1.5,
      translateX: 0,
    });
  });
});

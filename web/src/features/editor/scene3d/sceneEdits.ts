// What a change made in the 3D editor does to the graph: every change is a control value of a
// 3D node, so undo, history and saving treat it like any other control edit. The rule is the
// same for every kind of change:
//
// 1. Walk up from the open node along its scene input, through the nodes that pass a scene on
//    (transform, material, light, environment, camera), stopping at a source or a combine.
// 2. The nearest node of the kind the change needs is changed: a transform for a move, turn or
//    scale; a material named for the selected mesh (a material for every mesh stops the search,
//    as it hides any earlier one); an environment; the light the panel shows.
// 3. With none, a new node of that kind is inserted right after the open node (it takes over the
//    open node's outgoing wires) and the 3D editor goes on showing the new node.
//
// Pure: the graph and the definitions in, graph commands out; tested without a browser.
import {
  createNode,
  effectiveControlValues,
  type Colour,
  type GraphCommand,
  type GraphDocument,
  type GraphNode,
  type NodeDefinition,
} from '@atelier/graph';
import { Euler, Matrix4, Quaternion, Vector3 } from 'three';

/** The node types the walk passes through: each takes a scene on `title` and gives one on `scene`. */
export const passThroughSceneNodeTypes = [
  'scene.transform',
  'scene.material',
  'scene.light',
  'scene.environment',
  'scene.camera',
] as const;

/** The scene input and output of the 3D nodes. */
const sceneInput = 'title';
const sceneOutput = 'scene';

/** The parts of a material the 3D editor's panel sets. */
export interface MaterialValues {
  colour: Colour;
  roughness: number;
  metalness: number;
  sheen: number;
}

export type SceneEdit =
  /** The selected mesh's material, for the meshes of its name. */
  | { kind: 'material'; meshName: string; values: Partial<MaterialValues>; current: MaterialValues }
  /**
   * The transform gizmo: the selected mesh's placement before and after the drag (column-major
   * matrices), in the open node's scene.
   */
  | { kind: 'transform'; before: readonly number[]; after: readonly number[] }
  /** The HDRI environment: its id, intensity and turn (degrees). */
  | { kind: 'environment'; values: Partial<{ environment: string; intensity: number; rotation: number }> }
  /** A light of the chain, by its node. */
  | {
      kind: 'light';
      nodeId: string;
      values: Partial<{ colour: Colour; intensity: number; kind: LightKind; shadows: boolean }>;
    }
  /** A new light after the open node, of a kind, placed where a photographer would put it. */
  | { kind: 'addLight'; lightKind: LightKind };

/** The kinds of light a scene.light node makes. */
export const lightKinds = ['directional', 'spot', 'point', 'ambient'] as const;
export type LightKind = (typeof lightKinds)[number];

/** The most lights a scene may have (spec section 9: numbered slots up to 10). */
export const maximumSceneLights = 10;

/**
 * A new light's controls: a key light up and to the right in front of the scene, aimed at its
 * middle, casting shadows; an ambient light soft and without them. Spot and point lights fall off
 * with the square of the distance, so their intensities (candela) are set to light the scene about
 * as brightly as the directional light's 2 lux from where they stand (25 / 3.2² ≈ 10 / 2.1² ≈ 2.4).
 */
const addedLightValues: Readonly<Record<LightKind, Record<string, unknown>>> = {
  directional: { positionX: 1.5, positionY: 2.5, positionZ: 3, intensity: 2, shadows: true },
  spot: { positionX: -1.5, positionY: 2, positionZ: 2, intensity: 25, angle: 30, shadows: true },
  point: { positionX: 0.8, positionY: 1.2, positionZ: 1.5, intensity: 10, shadows: false },
  ambient: { intensity: 0.4, shadows: false },
};

export interface SceneEditContext {
  document: GraphDocument;
  /** The node the 3D editor shows. */
  openNodeId: string;
  /** The definition of a stored node, or undefined when it is not loaded. */
  definitionOf: (node: GraphNode) => NodeDefinition | undefined;
  /** The latest definition of a node type, for a node the change adds. */
  latestDefinition: (type: string) => NodeDefinition | undefined;
  /** A free node id, for a node the change adds. */
  newNodeId: () => string;
}

export interface SceneEditPlan {
  commands: GraphCommand[];
  /** The node the change is written to. */
  nodeId: string;
  /** True when the change adds that node after the open node. */
  added: boolean;
}

/** The open node and the nodes above it that pass the scene on, nearest first. */
export function sceneChain(document: GraphDocument, openNodeId: string): GraphNode[] {
  const chain: GraphNode[] = [];
  const seen = new Set<string>();
  let node = document.nodes.find((candidate) => candidate.id === openNodeId);
  while (node && !seen.has(node.id)) {
    chain.push(node);
    seen.add(node.id);
    if (!(passThroughSceneNodeTypes as readonly string[]).includes(node.type)) break;
    const current = node;
    const wire = document.connections.find(
      (connection) => connection.to.nodeId === current.id && connection.to.input === sceneInput,
    );
    node = wire ? document.nodes.find((candidate) => candidate.id === wire.from.nodeId) : undefined;
  }
  return chain;
}

/** The control values of a node, defaults filled in; empty when its definition is not loaded. */
function controlsOf(context: SceneEditContext, node: GraphNode): Record<string, unknown> {
  const definition = context.definitionOf(node);
  return definition ? effectiveControlValues(node, definition) : {};
}

/** The node of the chain a change of this kind goes to, or undefined when one must be added. */
export function editTarget(context: SceneEditContext, edit: SceneEdit): GraphNode | undefined {
  const chain = sceneChain(context.document, context.openNodeId);
  if (edit.kind === 'light') return chain.find((node) => node.id === edit.nodeId);
  if (edit.kind === 'addLight') return undefined;
  if (edit.kind === 'transform') return chain.find((node) => node.type === 'scene.transform');
  if (edit.kind === 'environment') return chain.find((node) => node.type === 'scene.environment');
  for (const node of chain) {
    if (node.type !== 'scene.material') continue;
    const meshName = String(controlsOf(context, node)['meshName'] ?? '').trim();
    if (meshName === edit.meshName) return node;
    // A material for every mesh hides the ones above it: a new one goes after the open node.
    if (meshName === '') return undefined;
  }
  return undefined;
}

/** The light nodes of the open node's chain, nearest first: what the lights panel lists. */
export function chainLights(document: GraphDocument, openNodeId: string): GraphNode[] {
  return sceneChain(document, openNodeId).filter((node) => node.type === 'scene.light');
}

/** Whether one more light fits: the chain's lights stay within what a scene may have. */
export function canAddLight(document: GraphDocument, openNodeId: string): boolean {
  return chainLights(document, openNodeId).length < maximumSceneLights;
}

/** The environment node of the chain, when there is one. */
export function chainEnvironment(document: GraphDocument, openNodeId: string): GraphNode | undefined {
  return sceneChain(document, openNodeId).find((node) => node.type === 'scene.environment');
}

const round = (value: number, digits = 4) => {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** The matrix of a transform node's controls (scaled, then turned about x, y, z, then moved). */
export function transformControlsMatrix(values: Readonly<Record<string, unknown>>): Matrix4 {
  const number = (id: string, fallback: number) =>
    typeof values[id] === 'number' ? (values[id] as number) : fallback;
  const scale = number('scale', 1);
  const degrees = (axis: string) => (number(`rotate${axis}`, 0) * Math.PI) / 180;
  return new Matrix4().compose(
    new Vector3(number('translateX', 0), number('translateY', 0), number('translateZ', 0)),
    new Quaternion().setFromEuler(new Euler(degrees('X'), degrees('Y'), degrees('Z'), 'XYZ')),
    new Vector3(number('scaleX', 1) * scale, number('scaleY', 1) * scale, number('scaleZ', 1) * scale),
  );
}

/**
 * The transform node's new control values after a drag that took a mesh from `before` to
 * `after`: the drag's own change (after times the inverse of before) applied after the node's
 * present transform. The node's uniform scale is kept and the axes' scales take the rest.
 */
export function transformControlValues(
  present: Readonly<Record<string, unknown>>,
  before: readonly number[],
  after: readonly number[],
): Record<string, number> {
  const drag = new Matrix4().fromArray([...after]).multiply(new Matrix4().fromArray([...before]).invert());
  const next = drag.multiply(transformControlsMatrix(present));
  const position = new Vector3();
  const quaternion = new Quaternion();
  const scale = new Vector3();
  next.decompose(position, quaternion, scale);
  const euler = new Euler().setFromQuaternion(quaternion, 'XYZ');
  const uniform = typeof present['scale'] === 'number' && present['scale'] > 0 ? present['scale'] : 1;
  const degrees = (radians: number) => round((radians * 180) / Math.PI, 3);
  return {
    translateX: round(position.x),
    translateY: round(position.y),
    translateZ: round(position.z),
    rotateX: degrees(euler.x),
    rotateY: degrees(euler.y),
    rotateZ: degrees(euler.z),
    scaleX: round(scale.x / uniform),
    scaleY: round(scale.y / uniform),
    scaleZ: round(scale.z / uniform),
  };
}

/** The control values an edit sets on its node, given the node's present values. */
export function editControlValues(
  edit: SceneEdit,
  present: Readonly<Record<string, unknown>>,
  added: boolean,
): Record<string, unknown> {
  switch (edit.kind) {
    case 'material':
      // A material added for the mesh starts from what the mesh has, so only the change shows.
      return added ? { meshName: edit.meshName, ...edit.current, ...edit.values } : { ...edit.values };
    case 'transform':
      return transformControlValues(present, edit.before, edit.after);
    case 'environment':
    case 'light':
      return { ...edit.values };
    case 'addLight':
      return { kind: edit.lightKind, ...addedLightValues[edit.lightKind] };
  }
}

const nodeTypeOf: Record<SceneEdit['kind'], string> = {
  material: 'scene.material',
  transform: 'scene.transform',
  environment: 'scene.environment',
  light: 'scene.light',
  addLight: 'scene.light',
};

/** The node types a change may add: their definitions are loaded when the 3D editor opens. */
export const addedSceneNodeTypes = [
  'scene.material',
  'scene.transform',
  'scene.environment',
  'scene.light',
] as const;

/**
 * The commands that write an edit into the graph (one undo step when performed together), or
 * undefined when it cannot be written (a light not in the chain, a node type not loaded, a light
 * more than a scene may have).
 */
export function planSceneEdit(context: SceneEditContext, edit: SceneEdit): SceneEditPlan | undefined {
  if (edit.kind === 'addLight' && !canAddLight(context.document, context.openNodeId)) return undefined;
  const target = editTarget(context, edit);
  if (target) {
    const values = editControlValues(edit, controlsOf(context, target), false);
    return {
      nodeId: target.id,
      added: false,
      commands: Object.entries(values).map(([controlId, value]) => ({
        kind: 'setControlValue',
        nodeId: target.id,
        controlId,
        value,
      })),
    };
  }
  if (edit.kind === 'light') return undefined;
  const definition = context.latestDefinition(nodeTypeOf[edit.kind]);
  const open = context.document.nodes.find((node) => node.id === context.openNodeId);
  if (!definition || !open) return undefined;
  const id = context.newNodeId();
  const node = createNode(definition, id, { x: open.options.x + 40, y: open.options.y + 120 });
  const values = editControlValues(edit, effectiveControlValues(node, definition), true);
  const withValues: GraphNode = {
    ...node,
    controls: (node.controls ?? []).map((row) =>
      row.map((item) => (item.id in values ? { ...item, value: values[item.id] } : item)),
    ),
  };
  const outgoing = context.document.connections.filter(
    (connection) => connection.from.nodeId === open.id && connection.from.output === sceneOutput,
  );
  return {
    nodeId: id,
    added: true,
    commands: [
      { kind: 'addNodes', nodes: [withValues] },
      ...(outgoing.length > 0
        ? [{ kind: 'disconnect' as const, connectionIds: outgoing.map((connection) => connection.id) }]
        : []),
      {
        kind: 'connect',
        connection: { from: { nodeId: open.id, output: sceneOutput }, to: { nodeId: id, input: sceneInput } },
      },
      ...outgoing.map((connection): GraphCommand => ({
        kind: 'connect',
        connection: { from: { nodeId: id, output: sceneOutput }, to: connection.to },
      })),
    ],
  };
}

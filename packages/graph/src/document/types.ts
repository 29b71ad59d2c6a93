// The stored node-graph document (spec section 3). Every object keeps fields this engine does not
// know about, so a graph written by a newer editor or carrying editor-only state (loading flags,
// temporary positions, previews) survives a load and save unchanged.

/** A node's place on the canvas and the unit its size controls are shown in. */
export interface NodeOptions {
  x: number;
  y: number;
  /** The unit chosen for the node's size controls; null or absent means the default (100%). */
  selectedUnit?: string | null;
  [field: string]: unknown;
}

/** One control of a node as stored: its id (matching the definition's control id) and value. */
export interface ControlItem {
  id: string;
  /** The user's value; absent means the definition's default. */
  value?: unknown;
  [field: string]: unknown;
}

/** Controls are stored in rows, as the node shows them. */
export type ControlItemRow = ControlItem[];

/** One mode a node can be in; the node's inputs and controls may differ per mode. */
export interface NodeModeEntry {
  id: string;
  [field: string]: unknown;
}

/** A message stored on a node (spec section 8): a code the interface translates, and its values. */
export interface StoredNodeMessage {
  code: string;
  [field: string]: unknown;
}

export interface GraphNode {
  /** Unique within the graph. */
  id: string;
  /** The node definition id, for example `image.blur`. */
  type: string;
  /** The semantic version of the definition this node was made with; evaluation uses exactly it. */
  version: string;
  options: NodeOptions;
  controls?: ControlItemRow[];
  params?: Record<string, unknown>;
  modes?: NodeModeEntry[];
  currentMode?: string;
  note?: string;
  detailView?: boolean;
  messages?: StoredNodeMessage[];
  [field: string]: unknown;
}

/** The output end of a wire. */
export interface ConnectionSource {
  nodeId: string;
  output: string;
  [field: string]: unknown;
}

/** The input end of a wire: the title input or the id of a control of the target node. */
export interface ConnectionTarget {
  nodeId: string;
  input: string;
  [field: string]: unknown;
}

export interface Connection {
  /** Counted from 1000 (spec section 9). */
  id: number;
  from: ConnectionSource;
  to: ConnectionTarget;
  [field: string]: unknown;
}

export interface GroupSize {
  x: number;
  y: number;
  width: number;
  [field: string]: unknown;
}

export interface Group {
  id: string;
  children: { nodes: string[]; [field: string]: unknown };
  mode?: string;
  size?: GroupSize;
  [field: string]: unknown;
}

export interface GraphDocument {
  /** The stored format's version, `1.0.0`. */
  version: string;
  nodes: GraphNode[];
  connections: Connection[];
  groups?: Group[];
  [field: string]: unknown;
}

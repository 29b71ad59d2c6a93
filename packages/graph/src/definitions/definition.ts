// The contract every node type fulfils. Definitions live in packages/nodes; the engine only reads
// them through this shape and a NodeRegistry. Labels are i18n keys, never finished text.
import type { LengthUnit } from '../editor/units';
import type { NodeMessageCode, NodeMessageSeverity } from './messages';
import type { Colour, GradientStep, SocketType } from './sockets';

/** An input or output of a node. */
export interface Socket {
  /** Unique among the node's inputs (or outputs); the main input is named `title`. */
  name: string;
  type: SocketType;
  /** i18n key of the socket's name. */
  label: string;
  description?: string;
  /**
   * The node cannot produce anything without this input: while it is unconnected (or its source
   * is empty) the node's status is empty and its evaluate function is not called.
   */
  required?: boolean;
}

export type ControlKind =
  'number' | 'slider' | 'colour' | 'palette' | 'gradient' | 'dropdown' | 'toggle' | 'file' | 'text';

interface ControlSpecBase {
  /** Unique within the node; stored as the control item's id and usable as a wire's input. */
  id: string;
  /** i18n key of the control's label. */
  label: string;
  description?: string;
  /**
   * The node's modes (NodeModeSpec ids) in which this control applies; the editor shows it only
   * in those. Left out, it applies in every mode. Evaluation is not affected: the control keeps
   * its value and is still handed to `evaluate` in every mode.
   */
  modes?: readonly string[];
}

/** A number field, optionally a length shown in one of several units. */
export interface NumberControlSpec extends ControlSpecBase {
  kind: 'number';
  default: number;
  min?: number;
  max?: number;
  step?: number;
  /** Units a length may be entered in; the stored value is in the first unit. */
  units?: readonly LengthUnit[];
}

export interface SliderControlSpec extends ControlSpecBase {
  kind: 'slider';
  default: number;
  min: number;
  max: number;
  step?: number;
}

export interface ColourControlSpec extends ControlSpecBase {
  kind: 'colour';
  default: Colour;
}

export interface PaletteControlSpec extends ControlSpecBase {
  kind: 'palette';
  default: readonly Colour[];
}

export interface GradientControlSpec extends ControlSpecBase {
  kind: 'gradient';
  default: readonly GradientStep[];
}

export interface DropdownOption {
  value: string;
  /** i18n key of the option's text. */
  label: string;
}

export interface DropdownControlSpec extends ControlSpecBase {
  kind: 'dropdown';
  default: string;
  options: readonly DropdownOption[];
}

export interface ToggleControlSpec extends ControlSpecBase {
  kind: 'toggle';
  default: boolean;
}

/** A file chosen by the user; its value is a file id the host resolves (`context.resource`). */
export interface FileControlSpec extends ControlSpecBase {
  kind: 'file';
  default: string | null;
  /** Accepted file extensions, for example `['png', 'jpg', 'webp']`. */
  accept: readonly string[];
}

export interface TextControlSpec extends ControlSpecBase {
  kind: 'text';
  default: string;
  multiline?: boolean;
  maxLength?: number;
}

export type ControlSpec =
  | NumberControlSpec
  | SliderControlSpec
  | ColourControlSpec
  | PaletteControlSpec
  | GradientControlSpec
  | DropdownControlSpec
  | ToggleControlSpec
  | FileControlSpec
  | TextControlSpec;

/** Controls are laid out in rows, as the node shows them. */
export type ControlRow = readonly ControlSpec[];

export interface NodeModeSpec {
  id: string;
  /** i18n key of the mode's name. */
  label: string;
}

/** A message a node adds while evaluating; the severity defaults to warning. */
export interface NodeMessageInput {
  code: NodeMessageCode | (string & {});
  severity?: NodeMessageSeverity;
  values?: Record<string, string | number>;
  detail?: string;
}

/** What a node's evaluate function receives. */
export interface EvaluateContext {
  readonly nodeId: string;
  /** Values of the input sockets by name; undefined when unconnected or the source is empty. */
  readonly inputs: Readonly<Record<string, unknown>>;
  /** Every control's value by id: the stored value or default, or the wire driving it. */
  readonly controls: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, unknown>>;
  /** The current mode, after the fallback to the first mode; undefined for nodes without modes. */
  readonly mode: string | undefined;
  /** Aborted when the result is no longer wanted; long work should check it and stop. */
  readonly signal: AbortSignal;
  /** From the node's `seed` parameter (0 without one): the only source of randomness. */
  readonly seed: number;
  /** A generator seeded with `seed`, fresh for each evaluation, so results repeat exactly. */
  readonly random: () => number;
  /** Reports how far the node is, from 0 to 1. */
  reportProgress(fraction: number): void;
  /** Attaches a message to the result, such as `self-intersecting-paths-removed`. */
  addMessage(message: NodeMessageInput): void;
  /** Data the host holds for a file id (an uploaded image's pixels, say); undefined when absent. */
  resource(id: string): unknown;
}

/** A node's results by output name. */
export type NodeOutputs = Record<string, unknown>;

export interface NodeDefinition {
  /** Stable type id, for example `image.blur`. */
  id: string;
  /** Semantic version; a saved node pins it, so a changed node ships as a new version. */
  version: string;
  /** The menu family: image, vector, scene, text, pattern, embroidery, knitting... */
  family: string;
  /** i18n key of the node's name. */
  title: string;
  description?: string;
  inputs: readonly Socket[];
  outputs: readonly Socket[];
  controls: readonly ControlRow[];
  modes?: readonly NodeModeSpec[];
  /**
   * Computes the outputs from the context. Must be deterministic and must not change its inputs,
   * which other nodes and the cache share. Returning undefined means there is nothing to show
   * (the node's status is empty). Throwing fails the node and its dependants, nothing more.
   */
  evaluate(context: EvaluateContext): NodeOutputs | undefined | Promise<NodeOutputs | undefined>;
}

/** Where validation and evaluation find node definitions. */
export interface NodeRegistry {
  /** The definition of exactly this type and version. */
  get(type: string, version: string): NodeDefinition | undefined;
  /** The newest stable version of a type (or the newest pre-release when there is no stable one). */
  latest(type: string): NodeDefinition | undefined;
  /** Every known version of a type, oldest first; empty for an unknown type. */
  versions(type: string): readonly string[];
}

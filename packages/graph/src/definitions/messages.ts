// Messages that travel with a node's result (spec section 8). They carry a code that the
// interface translates, never finished text, so every language shows its own words.

export type NodeMessageSeverity = 'info' | 'warning' | 'error';

/** The codes the engine itself raises; node definitions may add their own. */
export type NodeMessageCode =
  /** The node updates slowly under heavy load (spec section 8, "low-fps"). */
  | 'low-fps'
  /** Self-intersecting paths were removed from a vector result (spec section 8). */
  | 'self-intersecting-paths-removed'
  /** The node failed for a reason it did not name (spec section 8). */
  | 'unknown-error'
  /** A control value or parameter is not usable, for example NaN or out of range. */
  | 'invalid-parameter'
  /** The node produced a value its output socket does not accept. */
  | 'invalid-output'
  /** A node this one depends on failed, so this one could not run. */
  | 'upstream-failed'
  | 'unknown-node-type'
  | 'unknown-node-version'
  | 'missing-source-node'
  | 'missing-output'
  | 'missing-input'
  | 'socket-type-mismatch'
  | 'input-already-connected'
  | 'cycle';

export interface NodeMessage {
  code: NodeMessageCode | (string & {});
  severity: NodeMessageSeverity;
  /** Values the translated text refers to, such as a control id or the failed node's id. */
  values?: Readonly<Record<string, string | number>>;
  /** An English explanation for logs and developers; the interface shows the translated code. */
  detail?: string;
}

/** Thrown by a node's evaluate function to fail with a specific message instead of `unknown-error`. */
export class NodeEvaluationError extends Error {
  readonly code: string;
  readonly values: Readonly<Record<string, string | number>> | undefined;

  constructor(
    code: NodeMessageCode | (string & {}),
    detail: string,
    values?: Record<string, string | number>,
  ) {
    super(detail);
    this.name = 'NodeEvaluationError';
    this.code = code;
    this.values = values;
  }
}

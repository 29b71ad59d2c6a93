// The messages between an editor (or render worker) and an engine running off its thread. Plain
// data only, so any transport that carries structured clones will do: a browser Web Worker, a
// Node worker thread, a MessageChannel.
import type { GraphDocument } from '../document/types';
import type { EvaluationResult, NodeResult } from '../evaluation/evaluator';
import type { EvaluationRequest } from '../evaluation/plan';

export type ClientMessage =
  | {
      type: 'evaluate';
      requestId: number;
      graph: GraphDocument;
      requests: EvaluationRequest[];
      /** As `EvaluateOptions.supersede`: false lets this evaluation run beside the current one. */
      supersede?: boolean;
    }
  | { type: 'cancel'; requestId: number }
  /** Data for a file id, such as an uploaded image's pixels; its buffers are transferred. */
  | { type: 'putResource'; resourceId: string; value: unknown }
  | { type: 'dropResource'; resourceId: string }
  | { type: 'clearCache' };

/**
 * A node result as it crosses the boundary. Values travel only for requested nodes that are
 * fresh, and only when they changed since the host last sent them: otherwise `valuesUnchanged`
 * tells the client to keep the values it already holds for that node.
 */
export interface TransportedNodeResult extends NodeResult {
  valuesUnchanged?: boolean;
}

export interface TransportedEvaluationResult extends Omit<EvaluationResult, 'nodes'> {
  nodes: Record<string, TransportedNodeResult>;
}

export type HostMessage =
  | { type: 'progress'; requestId: number; nodeId: string; fraction: number }
  | { type: 'result'; requestId: number; result: TransportedEvaluationResult }
  /** A message the host could not understand; `requestId` when it names a request. */
  | { type: 'error'; requestId?: number; message: string };

/**
 * What both sides need of a transport. A browser `Worker`, `self` inside a Web Worker, a
 * `MessagePort`, Node's `parentPort` and Node's `Worker` all fit: the first ones through
 * `addEventListener`, Node's `Worker` through `on`.
 */
export interface MessageEndpoint {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  // Listeners take a plain Event so that both the DOM's and Node's EventTarget fit; `listen`
  // reads the message event's `data`.
  addEventListener?(type: 'message', listener: (event: Event) => void): void;
  removeEventListener?(type: 'message', listener: (event: Event) => void): void;
  on?(type: 'message', listener: (value: unknown) => void): unknown;
  off?(type: 'message', listener: (value: unknown) => void): unknown;
  /** Ports created by a MessageChannel deliver nothing until started. */
  start?(): void;
}

/** Listens for messages on an endpoint of either kind; returns the function that stops listening. */
export function listen(endpoint: MessageEndpoint, handle: (data: unknown) => void): () => void {
  if (endpoint.addEventListener) {
    const listener = (event: Event) => handle((event as Event & { data: unknown }).data);
    endpoint.addEventListener('message', listener);
    endpoint.start?.();
    return () => endpoint.removeEventListener?.('message', listener);
  }
  if (endpoint.on) {
    const listener = (value: unknown) => handle(value);
    endpoint.on('message', listener);
    return () => endpoint.off?.('message', listener);
  }
  throw new TypeError('a message endpoint needs addEventListener or on');
}

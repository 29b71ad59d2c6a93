// The engine's side of the off-thread protocol: runs inside a browser Web Worker (`self`) or a
// Node worker thread (`parentPort`) and answers an editor's or render worker's messages.
import type { NodeRegistry } from '../definitions/definition';
import { createEvaluator, type EvaluationResult } from '../evaluation/evaluator';
import {
  listen,
  type ClientMessage,
  type HostMessage,
  type MessageEndpoint,
  type TransportedEvaluationResult,
  type TransportedNodeResult,
} from './protocol';
import { copyForTransfer } from './transfer';

/** Passed on to the host's evaluator (see `EvaluatorOptions`). */
export interface WorkerHostOptions {
  cacheLimit?: number;
  cacheByteLimit?: number;
  slowNodeMilliseconds?: number;
}

export interface WorkerHost {
  /** Stops answering messages; evaluations under way are cancelled. */
  close(): void;
}

function isClientMessage(data: unknown): data is ClientMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/**
 * Serves evaluations over an endpoint. Results travel with their pixel buffers in the transfer
 * list; a requested node whose result the client already holds is sent without values.
 */
export function createWorkerHost(
  endpoint: MessageEndpoint,
  registry: NodeRegistry,
  options: WorkerHostOptions = {},
): WorkerHost {
  const resources = new Map<string, unknown>();
  const evaluator = createEvaluator({
    registry,
    cacheLimit: options.cacheLimit,
    cacheByteLimit: options.cacheByteLimit,
    slowNodeMilliseconds: options.slowNodeMilliseconds,
    resources: { get: (id) => resources.get(id) },
  });
  const running = new Map<number, AbortController>();
  // The key of the values last sent for each node, which the client keeps.
  const delivered = new Map<string, string>();

  const post = (message: HostMessage, transfer: ArrayBuffer[] = []) =>
    endpoint.postMessage(message, transfer);

  function transport(result: EvaluationResult, requested: ReadonlySet<string>, transfer: ArrayBuffer[]) {
    const nodes: Record<string, TransportedNodeResult> = {};
    for (const [nodeId, node] of Object.entries(result.nodes)) {
      if (!requested.has(nodeId) || node.status !== 'fresh' || node.key === undefined) {
        nodes[nodeId] = { ...node, values: {} };
      } else if (delivered.get(nodeId) === node.key) {
        nodes[nodeId] = { ...node, values: {}, valuesUnchanged: true };
      } else {
        nodes[nodeId] = {
          ...node,
          values: copyForTransfer(node.values, transfer) as Record<string, unknown>,
        };
        delivered.set(nodeId, node.key);
      }
    }
    const transported: TransportedEvaluationResult = { status: result.status, nodes };
    return transported;
  }

  function evaluate(message: Extract<ClientMessage, { type: 'evaluate' }>): void {
    const controller = new AbortController();
    running.set(message.requestId, controller);
    const requested = new Set(message.requests.map((request) => request.nodeId));
    evaluator
      .evaluate(message.graph, message.requests, {
        signal: controller.signal,
        supersede: message.supersede,
        onProgress: (event) => post({ type: 'progress', requestId: message.requestId, ...event }),
      })
      .then(
        (result) => {
          const transfer: ArrayBuffer[] = [];
          post(
            { type: 'result', requestId: message.requestId, result: transport(result, requested, transfer) },
            transfer,
          );
        },
        (error: unknown) => {
          // Only a broken graph document gets here (the evaluator keeps node failures inside results).
          post({
            type: 'error',
            requestId: message.requestId,
            message: error instanceof Error ? error.message : String(error),
          });
        },
      )
      .finally(() => running.delete(message.requestId));
  }

  const stop = listen(endpoint, (data) => {
    if (!isClientMessage(data)) {
      post({ type: 'error', message: 'a message must be an object with a type' });
      return;
    }
    switch (data.type) {
      case 'evaluate':
        evaluate(data);
        return;
      case 'cancel':
        running.get(data.requestId)?.abort();
        return;
      case 'putResource':
        // A file id is expected to name fixed content; if it is replaced, cached results made
        // from the old content must not be served again.
        if (resources.has(data.resourceId)) {
          evaluator.clearCache();
          delivered.clear();
        }
        resources.set(data.resourceId, data.value);
        return;
      case 'dropResource':
        resources.delete(data.resourceId);
        return;
      case 'clearCache':
        evaluator.clearCache();
        delivered.clear();
        return;
      default:
        post({ type: 'error', message: `unknown message type "${(data as { type: string }).type}"` });
    }
  });

  return {
    close() {
      stop();
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}

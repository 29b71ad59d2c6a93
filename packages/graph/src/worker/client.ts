// The editor's (or render worker's) side of the off-thread protocol: the same calls as the
// in-process evaluator, answered by a host on another thread.
import type { GraphDocument } from '../document/types';
import type { EvaluateOptions, EvaluationResult, NodeResult } from '../evaluation/evaluator';
import type { EvaluationRequest } from '../evaluation/plan';
import { listen, type ClientMessage, type HostMessage, type MessageEndpoint } from './protocol';
import { collectTransferables } from './transfer';

export interface WorkerClient {
  /** As `GraphEvaluator.evaluate`, run by the host. */
  evaluate(
    graph: GraphDocument,
    requests: readonly EvaluationRequest[],
    options?: EvaluateOptions,
  ): Promise<EvaluationResult>;
  /**
   * Hands the host data for a file id, such as decoded pixels. Its buffers are transferred, not
   * copied: afterwards they are detached on this side.
   */
  putResource(resourceId: string, value: unknown): void;
  dropResource(resourceId: string): void;
  clearCache(): void;
  /** Stops listening; evaluations still waiting are answered as cancelled. */
  close(): void;
}

interface Pending {
  resolve: (result: EvaluationResult) => void;
  reject: (error: Error) => void;
  onProgress?: EvaluateOptions['onProgress'];
  cleanup: () => void;
}

function isHostMessage(data: unknown): data is HostMessage {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string';
}

/**
 * Talks to a host over an endpoint: a browser `Worker`, a Node `Worker`, or a `MessagePort`.
 * The client keeps the last values it received for each requested node, so the host sends
 * values only when they changed. Those values are shared between results: never transfer or
 * change them.
 */
export function createWorkerClient(endpoint: MessageEndpoint): WorkerClient {
  let nextRequestId = 1;
  const pending = new Map<number, Pending>();
  const received = new Map<string, NodeResult>();
  const send = (message: ClientMessage, transfer: ArrayBuffer[] = []) =>
    endpoint.postMessage(message, transfer);

  const stop = listen(endpoint, (data) => {
    if (!isHostMessage(data)) return;
    if (data.type === 'progress') {
      pending.get(data.requestId)?.onProgress?.({ nodeId: data.nodeId, fraction: data.fraction });
      return;
    }
    if (data.type === 'error') {
      if (data.requestId === undefined) return;
      const request = pending.get(data.requestId);
      pending.delete(data.requestId);
      request?.cleanup();
      request?.reject(new Error(data.message));
      return;
    }
    const nodes: Record<string, NodeResult> = {};
    for (const [nodeId, transported] of Object.entries(data.result.nodes)) {
      const { valuesUnchanged, ...node } = transported;
      if (valuesUnchanged) {
        const kept = received.get(nodeId);
        nodes[nodeId] = kept && kept.key === node.key ? { ...node, values: kept.values } : node;
      } else {
        nodes[nodeId] = node;
        if (node.status === 'fresh' && Object.keys(node.values).length > 0) received.set(nodeId, node);
      }
    }
    const request = pending.get(data.requestId);
    pending.delete(data.requestId);
    request?.cleanup();
    request?.resolve({ status: data.result.status, nodes });
  });

  return {
    evaluate(graph, requests, options = {}) {
      const requestId = nextRequestId;
      nextRequestId += 1;
      return new Promise<EvaluationResult>((resolve, reject) => {
        const cancel = () => send({ type: 'cancel', requestId });
        const signal = options.signal;
        signal?.addEventListener('abort', cancel, { once: true });
        pending.set(requestId, {
          resolve,
          reject,
          onProgress: options.onProgress,
          cleanup: () => signal?.removeEventListener('abort', cancel),
        });
        const message: ClientMessage = { type: 'evaluate', requestId, graph, requests: [...requests] };
        if (options.supersede !== undefined) message.supersede = options.supersede;
        send(message);
        if (signal?.aborted) cancel();
      });
    },
    putResource(resourceId, value) {
      send({ type: 'putResource', resourceId, value }, collectTransferables(value));
    },
    dropResource(resourceId) {
      send({ type: 'dropResource', resourceId });
    },
    clearCache() {
      received.clear();
      send({ type: 'clearCache' });
    },
    close() {
      stop();
      for (const request of pending.values()) {
        request.cleanup();
        request.resolve({ status: 'cancelled', nodes: {} });
      }
      pending.clear();
    },
  };
}
